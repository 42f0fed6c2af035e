// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.2.2: enumeration constants, explicit and implicit values, negative and large ones, enum types.
#define SAME(a, b) _Static_assert(__builtin_types_compatible_p(a, b), #a " is " #b)
enum Color { RED, GREEN = 5, BLUE, LAST = BLUE + 10, ALIAS = RED };
_Static_assert(BLUE == 6 && LAST == 16 && ALIAS == 0, "values");
enum Signed { NEG = -3, ZERO_AFTER = NEG + 3 };
_Static_assert(ZERO_AFTER == 0, "");
SAME(__typeof__(RED), int);                      // enumeration constants have type int
enum Big { HUGE = 0xffffffffULL };               // GNU: beyond int, a wider type
_Static_assert(HUGE == 0xffffffffULL, "");
enum Color c = BLUE;
enum { ANON_A = sizeof(enum Color), ANON_B };
int f(enum Color k) {
  enum Color local = k == RED ? GREEN : RED;
  int as_int = local;                              // an enum converts to int
  return as_int + ANON_B;
}
enum SelfRef { FIRST = 1, SECOND = FIRST * 2, THIRD = SECOND + FIRST };
_Static_assert(THIRD == 3, "earlier constants are in scope");
