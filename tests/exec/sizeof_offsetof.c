#include <stdio.h>
#include <stddef.h>
struct A { char c; int i; char d; };
struct B { char c; double d; short s; };
struct C { int a; char tail[]; };
struct D { char a; struct { char b; long l; } in; char z; };
union U { char c[5]; int i; };
int main(void) {
  printf("%zu %zu %zu %zu %zu\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long), sizeof(long long));
  printf("%zu %zu %zu %zu\n", sizeof(float), sizeof(double), sizeof(void *), sizeof(size_t));
  printf("%zu %zu %zu\n", sizeof(struct A), offsetof(struct A, i), offsetof(struct A, d));
  printf("%zu %zu %zu\n", sizeof(struct B), offsetof(struct B, d), offsetof(struct B, s));
  printf("%zu %zu\n", sizeof(struct C), offsetof(struct C, tail));
  printf("%zu %zu %zu %zu\n", sizeof(struct D), offsetof(struct D, in), offsetof(struct D, in.l), offsetof(struct D, z));
  printf("%zu %zu\n", sizeof(union U), _Alignof(union U));
  int a[7]; printf("%zu %zu %zu\n", sizeof a, sizeof a / sizeof a[0], sizeof &a);
  printf("%zu %zu %zu\n", sizeof "abc", sizeof(int[3][5]), sizeof(struct A[4]));
  int n = 0; size_t s = sizeof(n++); printf("%zu %d\n", s, n);
  printf("%zu\n", sizeof(1 ? (char)1 : (short)1));
  return 0;
}
