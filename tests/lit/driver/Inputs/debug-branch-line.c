static int helper(int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] * 3;
  return s;
}
int caller(int *p, int n) {
  int r = 0;
  if (n > 3) {
    r = 1;
  } else {
    r = helper(p, n);
  }
  return r;
}
