// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU nested functions: defined in a block, seeing the enclosing function's variables.
int outer(int n) {
  int total = 0;
  void add(int k) { total += k * n; }
  auto int twice(int);                 // a forward declaration of a nested function
  int twice(int v) { return v * 2; }
  for (int i = 0; i < 3; ++i) add(twice(i));
  return total;
}
int apply(int (*fn)(int), int v) { return fn(v); }
int uses_pointer(int base) {
  int plus(int v) { return v + base; }
  return apply(plus, 1);
}
