// libcalls from C: at -O1 and above a printf whose value is unused with a constant
// format becomes puts/putchar, floor((double) f) floorf(f), fabs the instruction. The
// library functions it declares are the ones a later declaration or definition of the
// unit finds (puts declared after its first use, floorf defined after the call rewritten
// to it). -O0, -fno-builtin, -fno-builtin-printf and -ffreestanding keep the calls, and so
// does an unprototyped declaration of printf. The output is the same at every level.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: ilcc -O1 -S -emit-ir %s -o - | FileCheck %s
// RUN: ilcc -O0 -S -emit-ir %s -o - | FileCheck %s --check-prefix=KEEP
// RUN: ilcc -O2 -fno-builtin -S -emit-ir %s -o - | FileCheck %s --check-prefix=KEEP
// RUN: ilcc -O2 -fno-builtin-printf -S -emit-ir %s -o - | FileCheck %s --check-prefix=KEEP
// RUN: ilcc -O2 -ffreestanding -S -emit-ir %s -o - | FileCheck %s --check-prefix=KEEP
// RUN: ilcc -O2 -DUNPROTOTYPED -w -S -emit-ir %s -o - | FileCheck %s --check-prefix=UNPROTO
// RUN: ilcc -O0 %s -lm -o %t0.exe && %t0.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 %s -lm -o %t2.exe && %t2.exe | FileCheck %s --check-prefix=OUT
#ifdef UNPROTOTYPED
int printf();
#else
int printf(const char *, ...);
#endif
double floor(double);

void greet(int c) {
  printf("hello\n");
  printf("%c", c);
  printf("\n");
}

float down(float f) { return floor(f); }

int puts(const char *);
void again(void) { puts("again"); }

float floorf(float x) { return x < 0 ? -1 : 0; } // enough for down(0.5) and down(-0.5)

int main(void) {
  greet('x');
  again();
  printf("%d %d\n", (int)down(0.5f), (int)down(-0.5f));
  return 0;
}

// CHECK-LABEL: define {{.*}}@greet(
// CHECK-NOT: @printf
// CHECK: call i32 @puts(
// CHECK-NEXT: call i32 @putchar(
// CHECK-NEXT: call i32 @putchar(i32 10)
// CHECK-LABEL: define {{.*}}@down(
// CHECK: call f32 @floorf(f32
// CHECK-LABEL: define {{.*}}@again(
// CHECK: call i32 @puts(

// KEEP-LABEL: define {{.*}}@greet(
// KEEP: call i32 @printf(
// KEEP-LABEL: define {{.*}}@down(
// KEEP: call f64 @floor(

// UNPROTO-LABEL: define {{.*}}@greet(
// UNPROTO: @printf(

// OUT: hello
// OUT-NEXT: x
// OUT-NEXT: again
// OUT-NEXT: 0 -1
