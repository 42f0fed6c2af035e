// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.9.1p6, 6.7.6.3p15: old-style definitions, with prototypes of the promoted types.
int add(int, int);
int add(a, b)
  int a, b;
{
  return a + b;
}
double scale(d, f)
  double d;
  float f;       /* promoted to double when called without a prototype */
{
  return d * f;
}
long mix(c, s, p)
  char c;
  short s;
  char *p;
{
  return c + s + *p;
}
int none() { return 4; }
int use(void) {
  char buf[2] = "x";
  return add(1, 2) + (int)scale(2.0, 3.0f) + (int)mix('a', 2, buf) + none();
}
int regparm(r)
  register int r;
{
  return r;
}
