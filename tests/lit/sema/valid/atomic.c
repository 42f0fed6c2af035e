// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.2.4, 6.7.3: _Atomic as a specifier and a qualifier; atomic objects read, assigned and updated.
#define SAME(a, b) _Static_assert(__builtin_types_compatible_p(a, b), #a " is " #b)
_Atomic int counter;
_Atomic(long) total = 5;
struct Pair { int a, b; };
_Atomic struct Pair pair;
_Atomic(int *) ptr;
int *_Atomic ptr2;
SAME(__typeof__(ptr), __typeof__(ptr2));
int bump(void) {
  counter++;
  counter += 2;
  total = total * 2;
  int seen = counter;                   // an atomic load: the value is a plain int
  SAME(__typeof__(counter + 0), int);
  struct Pair p = pair;
  return seen + p.a + (int)__atomic_load_n(&total, __ATOMIC_SEQ_CST);
}
_Static_assert(sizeof(_Atomic int) == sizeof(int), "same size here");
