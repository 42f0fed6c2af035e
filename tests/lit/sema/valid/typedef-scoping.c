// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.2.1 and 6.7.8: a typedef name is an ordinary identifier; an inner declaration may reuse it (T T;).
typedef int T;
typedef T U;
struct T { T T; };                 // the tag and the member are other name spaces
_Static_assert(sizeof(struct T) == sizeof(int), "");
int f(T T) {                       // a parameter named like its type
  return T + 1;
}
int g(void) {
  T T = 2;                         // a variable hides the typedef in this block
  {
    typedef long T;                // and a typedef hides the variable
    T x = 3;
    _Static_assert(sizeof x == sizeof(long), "inner T is long");
  }
  return T * 2;
}
int h(void) {
  int r = (T)1.5;                  // the typedef again: a cast
  typedef T V[2];
  V v = { 1, 2 };
  return r + v[1] + (int)sizeof(U);
}
int k(int (T));                    // a parameter of type int(T): an abstract declarator
_Static_assert(__builtin_types_compatible_p(__typeof__(k), int (int (*)(T))), "");
