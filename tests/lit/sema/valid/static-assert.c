// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.10: static assertions at file scope, in blocks and in struct members (and C2x's form without message).
_Static_assert(sizeof(int) == 4, "int is 32 bits");
_Static_assert(1);
struct S {
  int a;
  _Static_assert(sizeof(long) == 8, "LP64");
  long b;
};
_Static_assert(sizeof(struct S) == 16, "assertions take no room");
void f(void) {
  _Static_assert(__builtin_offsetof(struct S, b) == 8, "offset");
  for (int i = 0; i < 1; ++i) {
    _Static_assert(sizeof i == 4, "loop body");
  }
}
