// libcalls and the names the unit declares after a call: printf("hi\n") may become puts
// only if the unit's puts, wherever it is declared, is the library's. The unit is
// compiled function by function, so a rewrite to a function it has not declared yet waits
// for the end of the unit. Declared nowhere (DEFAULT), or defined by the program with the
// standard type (OWN, as gcc does), the calls become puts and putchar; declared (and used)
// or defined later with another type, or defined as static functions (undefined or merely
// unusual, but no internal error), they stay printf calls, which print what the program
// asked for.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s --check-prefix=REWRITE
// RUN: ilcc -O2 %s -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 -DOWN -S -emit-ir %s -o - | FileCheck %s --check-prefix=REWRITE
// RUN: ilcc -O2 -DOWN %s -o %t-own.exe && %t-own.exe | FileCheck %s --check-prefix=OWN
// RUN: ilcc -O2 -DDEFINE_OTHER -S -emit-ir %s -o - | FileCheck %s --check-prefix=KEEP
// RUN: ilcc -O2 -DDEFINE_OTHER %s -o %t-def.exe && %t-def.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 -DDECLARE_OTHER -S -emit-ir %s -o - | FileCheck %s --check-prefix=KEEP
// RUN: ilcc -O2 -DDECLARE_OTHER %s -o %t-decl.exe && %t-decl.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 -DSTATIC -S -emit-ir %s -o - | FileCheck %s --check-prefix=KEEP
// RUN: ilcc -O2 -DSTATIC %s -o %t-static.exe && %t-static.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O1 -DSTATIC %s -o %t-static1.exe && %t-static1.exe | FileCheck %s --check-prefix=OUT
int printf(const char *, ...);

void greet(void) {
  printf("hi\n");
  printf("!");
}

int main(void) {
  greet();
  printf("\n");
  return 0;
}

#if defined OWN
int putchar(int c) { return printf("<%c>", c); }
int puts(const char *s) { return printf("[%s]%c", s, 10); }
#elif defined DEFINE_OTHER
int puts(long x) { return (int)x; }
int putchar(long long c, int d) { return (int)(c + d); }
#elif defined DECLARE_OTHER
long puts(long);
void putchar(void);
long other(void) { // never called
  putchar();
  return puts(5);
}
#elif defined STATIC
static int puts(const char *s) { return s[0]; }
static int putchar(int c) { return c; }
int use(void) { return puts("x") + putchar('y'); }
#endif

// REWRITE-LABEL: define {{.*}}@greet(
// REWRITE-NOT: @printf
// REWRITE: call i32 @puts(
// REWRITE-NEXT: call i32 @putchar(i32 33)
// REWRITE-LABEL: define {{.*}}@main(
// REWRITE-NOT: @printf
// REWRITE: ret i32 0

// KEEP-LABEL: define {{.*}}@greet(
// KEEP-NOT: @puts
// KEEP-NOT: @putchar
// KEEP: call i32 @printf(
// KEEP: call i32 @printf(
// KEEP-LABEL: define {{.*}}@main(
// KEEP-NOT: @putchar
// KEEP: ret i32 0

// OUT: hi
// OUT-NEXT: !

// OWN: [hi]
// OWN-NEXT: <!><
// OWN-NEXT: >
