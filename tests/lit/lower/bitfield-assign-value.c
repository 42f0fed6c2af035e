// An assignment to a bit-field (=, op=, ++, --) has the value the bit-field then holds,
// promoted as the bit-field's own value is (C17 6.3.1.1p2, as gcc reads it): narrower
// than int, an int, so comparing it with a negative int compares ints. csmith seed 93250
// (`(*p) ^= (x > (g.f0 = 0))` with x negative) computed an unsigned comparison.
// RUN: ilcc -O0 %s -o %t0 && %t0 | FileCheck %s
// RUN: ilcc -O2 %s -o %t2 && %t2 | FileCheck %s
int printf(const char *, ...);
struct S {
  unsigned f6 : 6;
  unsigned f32 : 32;
} s;
int main(int argc, char **argv) {
  (void)argv;
  int neg = -argc; // -1, not a constant
  // CHECK: 1 1 1 1 0
  printf("%d %d %d %d %d\n", (s.f6 = 0) > neg, (s.f6 += 1) > neg, s.f6++ > neg, --s.f6 > neg, (s.f32 = 0) > neg);
  // CHECK-NEXT: 6 1
  printf("%d %d\n", (s.f6 = 70), (s.f6 = 65) == 1);
  return 0;
}
