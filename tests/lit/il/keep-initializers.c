// RUN: %bin/ilcc -O0 %s -o %t0 && %t0 | FileCheck %s
// RUN: %bin/ilcc -O2 %s -o %t2 && %t2 | FileCheck %s
// RUN: %bin/ilcc -O0 -finterpret %s | FileCheck %s
// Keep-in-IL marking reaches the statics that only an initializer names, whatever the
// order of definitions and uses: an entity marked before its definition was complete
// (a tentative definition completed later, an extern object defined after a function
// used it) has its initializer walked at the end; a local static named by another local
// static's initializer is defined with it. Each case used to fail to link with an
// undefined reference.
int printf(const char *, ...);
struct H { int v; const char *name; };

int *f(void) { static int a = 3; static int *p = &a; return p; }

static const struct H *lookup(int);
int use(void) { return lookup(0)->v; }
static const char nm[] = "x";
static const struct H tbl[] = {{1, nm}};
static const struct H *lookup(int i) { return &tbl[i]; }

static struct T { int a; const char *n; } X;
int get(void) { return X.a; }
static const char hello[] = "hello";
static struct T X = {42, hello};

extern int *px;
int use_px(void) { return *px; }
static int x = 5;
int *px = &x;

int main(void) {
  printf("%d %d %s %d %s %d\n", *f(), use(), lookup(0)->name, get(), X.n, use_px());
  return 0;
}
// CHECK: 3 1 x 42 hello 5
