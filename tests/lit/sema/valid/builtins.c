// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU builtins used as constants: __builtin_offsetof, __builtin_types_compatible_p, __builtin_choose_expr, __builtin_constant_p.
struct Inner { int a[4]; char c; };
struct Outer { long l; struct Inner in[3]; };
_Static_assert(__builtin_offsetof(struct Outer, in[2].a[1]) ==
               sizeof(long) + 2 * sizeof(struct Inner) + sizeof(int), "nested member designator");
_Static_assert(__builtin_types_compatible_p(int, const int), "qualifiers ignored at the top");
_Static_assert(!__builtin_types_compatible_p(int *, const int *), "but not below");
_Static_assert(__builtin_types_compatible_p(int[], int[4]), "unknown bound");
_Static_assert(!__builtin_types_compatible_p(long, long long), "distinct types");
_Static_assert(__builtin_choose_expr(sizeof(int) == 4, 1, (void)0) == 1, "only the chosen one counts");
_Static_assert(__builtin_constant_p(3 * 4), "a constant");
int f(int x) {
  __typeof__(__builtin_choose_expr(1, 1.0, 1)) d = x;     // the type of the chosen expression
  _Static_assert(__builtin_types_compatible_p(__typeof__(d), double), "");
  if (__builtin_expect(x > 0, 1)) return __builtin_constant_p(x) + (int)d;
  __builtin_unreachable();
}
