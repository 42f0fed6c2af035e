// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.2.5p11, 7.3: complex types, GNU complex integers and i suffixes, __real__ and __imag__.
#define SAME(a, b) _Static_assert(__builtin_types_compatible_p(a, b), #a " is " #b)
_Complex double z1 = 1.0 + 2.0i;
_Complex float z2 = 3.0fi;
_Complex long double z3;
_Complex int zi = 1 + 2i;              // GNU complex integer
SAME(__typeof__(z1 * z2), _Complex double);
SAME(__typeof__(z2 + 1.0f), _Complex float);
SAME(__typeof__(__real__ z1), double);
_Static_assert(sizeof(_Complex double) == 2 * sizeof(double), "two parts");
double magnitude2(_Complex double z) {
  __real__ z = __real__ z * 2;
  return __real__ z * __real__ z + __imag__ z * __imag__ z;
}
_Complex double conj_gnu(_Complex double z) { return ~z; }   // GNU: ~ conjugates
int is_real(_Complex double z) { return z == __real__ z; }
