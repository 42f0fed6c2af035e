struct P { int count; union { int value; }; };
void take(struct P *p, long *q);
int printf(const char *, ...);
int f(struct P s, struct P *ps, int i) {
  int counter = 0;
  countr++;
  s.cuont = s.valeu + ps.count;
  take(s, &i);
  prinft("x");
  int y = s + 1
  return counter + y;
}
