// Lowering's other calls of its own: _setjmp and longjmp for __builtin_setjmp and
// __builtin_longjmp and for a non-local goto out of a nested function, the libgcc helpers
// of complex multiplication and division. A static function of the unit with one of those
// names (here with another type) gets a local name of its own, before or after the call.
// RUN: ilcc -O0 %s -o %t0.exe && %t0.exe | FileCheck %s
// RUN: ilcc -O2 %s -o %t2.exe && %t2.exe | FileCheck %s
// RUN: ilcc -O0 -DAFTER %s -o %t0a.exe && %t0a.exe | FileCheck %s
// RUN: ilcc -O2 -DAFTER %s -o %t2a.exe && %t2a.exe | FileCheck %s
// RUN: ilcc -O0 -S %s -o - | FileCheck %s --check-prefix=ASM
int printf(const char *, ...);

#if !defined AFTER
static int _setjmp(int x) { return x * 2; }
static int longjmp(int x) { return x + 1; }
static double __muldc3(double a, double b, double c, double d) { return a + b + c + d; }
static float __divsc3(int x) { return (float)x; }
#endif

__attribute__((noinline)) int jump(void) {
  void *buf[5];
  volatile int n = 0;
  if (__builtin_setjmp(buf) == 0) {
    n = 1;
    __builtin_longjmp(buf, 1);
  }
  return n;
}

__attribute__((noinline)) int outer(int k) {
  __label__ done;
  void inner(void) { goto done; }
  if (k) inner();
  return 1;
done:
  return 2;
}

__attribute__((noinline)) _Complex double mul(_Complex double a, _Complex double b) { return a * b; }
__attribute__((noinline)) _Complex float div(_Complex float a, _Complex float b) { return a / b; }

#if defined AFTER
static int _setjmp(int x) { return x * 2; }
static int longjmp(int x) { return x + 1; }
static double __muldc3(double a, double b, double c, double d) { return a + b + c + d; }
static float __divsc3(int x) { return (float)x; }
#endif

int main(void) {
  _Complex double m = mul(1.0 + 2.0i, 3.0 + 4.0i);
  _Complex float d = div(-5.0f + 10.0f * 1.0fi, 3.0f + 4.0fi);
  printf("%d %d %g %g %g %g\n", jump(), outer(1), __real__ m, __imag__ m, __real__ d, __imag__ d);
  printf("%d %d %g %g\n", _setjmp(3), longjmp(4), __muldc3(1, 2, 3, 4), __divsc3(5));
  return 0;
}

// CHECK: 1 2 -5 10 1 2
// CHECK-NEXT: 6 5 10 5

// ASM-DAG: call{{[[:space:]]+}}_setjmp@PLT
// ASM-DAG: call{{[[:space:]]+}}longjmp@PLT
// ASM-DAG: call{{[[:space:]]+}}__muldc3@PLT
// ASM-DAG: call{{[[:space:]]+}}__divsc3@PLT
// ASM-DAG: _setjmp.{{[0-9]+}}:
// ASM-DAG: longjmp.{{[0-9]+}}:
