int g(int);
int f(int a, int b, volatile int v) {
  int r = 0;
  if (a > 1) r = 1;
  else if (b) r = 2;
  else if (a > 1) r = 3;
  if (b) r += a; else r += a;
  r += b ? a + 1 : a + 1;
  if (a && a) r++;
  if (b || b) r++;
  if (a == a || b < b || a >= a) r++;
  if (v == v) r++;
  if (g(a) == g(a)) r++;
  a = a;
  return r;
}
