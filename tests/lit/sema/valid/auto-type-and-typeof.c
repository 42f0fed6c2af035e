// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU __auto_type and typeof (types of expressions and type names, VLAs included).
#define SAME(a, b) _Static_assert(__builtin_types_compatible_p(a, b), #a " is " #b)
__auto_type gi = 42L;
SAME(__typeof__(gi), long);
int f(int n) {
  __auto_type p = &gi;
  SAME(__typeof__(p), long *);
  __auto_type s = "text";                 // arrays decay
  SAME(__typeof__(s), char *);
  const __auto_type c = 1.5f;
  SAME(__typeof__(c), const float);
  typeof(int[4]) four;
  SAME(__typeof__(four), int[4]);
  typeof(f) *fp = f;
  typeof(*p + 1) sum = *p + 1;
  int vla[n];
  typeof(vla) same_shape;                 // a VLA type: evaluated at run time
  _Static_assert(__builtin_types_compatible_p(typeof(same_shape), int[]), "");
  __typeof__(int (*)(void)) fnp = 0;
  return (int)sum + (int)sizeof same_shape + (fp != 0) + (fnp == 0) + (int)sizeof four + (int)c;
}
