// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.5.2.5: compound literals at file and block scope are lvalues with the type named.
struct Point { int x, y; };
int *global_ints = (int[]){ 1, 2, 3 };
struct Point *origin = &(struct Point){ 0, 0 };
const char *names = (const char[]){ "name" };
int sum(const int *p, int n) {
  int s = 0;
  while (n--) s += *p++;
  return s;
}
int f(int k) {
  struct Point p = (struct Point){ .y = k };
  (struct Point){ 1, 2 }.x = 5;                  // an lvalue, assignable
  int *q = (int[]){ k, k + 1 };
  q[1] += sum((int[3]){ 1, 2, 3 }, 3);
  int (*arr)[2] = &(int[2]){ 4, 5 };
  _Static_assert(sizeof (char[]){ 'a', 'b', 'c' } == 3, "unknown size from the list");
  return p.y + q[1] + (*arr)[1] + ((struct Point){ .x = 1 }).x;
}
