// __builtin_object_size and __builtin_dynamic_object_size, decided by semantic analysis
// (what the expression shows, at any level) and after inlining (-O2): locals, globals,
// malloc'd blocks (alloc_size), subobjects for modes 1 and 3, unknown as (size_t)-1 / 0.
// RUN: ilcc -O0 %s -o %t0 && %t0 | FileCheck %s --check-prefixes=CHECK,O0
// RUN: ilcc -O2 %s -o %t2 && %t2 | FileCheck %s --check-prefixes=CHECK,O2
#include <stdio.h>
#include <stdlib.h>
struct S {
  char a[10];
  int b;
  char c[3];
};
char g[33];
__attribute__((noinline)) static size_t member(struct S *p) { return __builtin_object_size(p->a, 1); }
__attribute__((noinline)) static size_t trailing(struct S *p) { return __builtin_object_size(p->c, 1); }
static size_t whole(char *p) { return __builtin_object_size(p, 0); }
int main(int argc, char **argv) {
  (void)argv;
  char buf[10];
  struct S s;
  printf("%zu %zu %zu %zu\n", __builtin_object_size(buf, 0), __builtin_object_size(buf + 4, 1),
         __builtin_object_size(s.a + 2, 1), __builtin_object_size(&s.c[1], 3));
  // CHECK: 10 6 8 2
  printf("%zu %zu\n", member(&s), trailing(&s));
  // CHECK: 10 18446744073709551615
  char *m = malloc(17);
  printf("%zu %zu %zu\n", whole(buf), whole(g + 3), __builtin_object_size(m, 0));
  // O0: 18446744073709551615 18446744073709551615 18446744073709551615
  // O2: 10 30 17
  printf("%zu %zu\n", __builtin_object_size(argc > 5 ? buf : g, 0), __builtin_object_size(argc > 5 ? buf : g, 2));
  // O0: 18446744073709551615 0
  // O2: 33 10
  char *d = malloc(argc * 40);
  printf("%zu %zu\n", __builtin_dynamic_object_size(d + 8, 0), __builtin_object_size(d, 0));
  // O0: 18446744073709551615 18446744073709551615
  // O2: 32 18446744073709551615
  free(m);
  free(d);
  return 0;
}
