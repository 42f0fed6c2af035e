// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.5.2.2, 6.3.2.1p4: calls through function pointers and designators, in every spelling.
typedef int Op(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
Op *ops[] = { add, &sub };
int (*pick(int i))(int, int) { return ops[i & 1]; }
int call_all(int x) {
  Op *f = add;
  int r = f(x, 1) + (*f)(x, 2) + (**f)(x, 3) + (&add)(x, 4);
  r += pick(1)(x, 5) + (*pick(0))(x, 6);
  int (*const table[2])(int, int) = { add, sub };
  r += table[1](x, 7);
  void *erased = (void *)add;                    // GNU: object and function pointers convert
  Op *back = (Op *)erased;
  return r + back(0, 0) + (f == add) + (f != 0);
}
