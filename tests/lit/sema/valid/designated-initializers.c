// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.9: designators, nested designators, brace elision, overriding, ranges (GNU), unknown sizes.
struct Point { int x, y; };
struct Line { struct Point a, b; int tag[3]; };
struct Line l1 = { .b.y = 4, .a = { 1, 2 }, .tag[1] = 7 };
struct Line l2 = { 1, 2, 3, 4, 5, 6, 7 };              // brace elision throughout
struct Line l3 = { { 1 }, .tag = { [2] = 9, [0] = 8 } };
int arr[] = { [5] = 1, [2] = 3, 4 };                    // size 6; 4 follows [2]
_Static_assert(sizeof arr / sizeof arr[0] == 6, "six elements");
int ranges[10] = { [0 ... 4] = 1, [5 ... 9] = 2 };
int over[3] = { 1, 2, 3, [1] = 20 };                    // a later initializer wins
struct Point pts[] = { [1].y = 5, [0] = { 7, 8 }, { .x = 1 } };
_Static_assert(sizeof pts / sizeof pts[0] == 2, "two points");
union Value { int i; double d; char c[8]; };
union Value v1 = { .d = 1.5 };
union Value v2 = { .c = "abc" };
struct Nested { struct { int a[2]; struct Point p; } in[2]; int z; };
struct Nested n = { .in[1].p.y = 3, .in[0].a = { 1 }, .z = 9 };
char grid[2][3] = { "ab", { 'c' } };
struct Line local_init(int k) {
  struct Line l = { .a.x = k, .b = l1.a, .tag[2] = k + 1 };
  int dyn[4] = { [3] = k, [0] = k * 2 };
  return (void)dyn, l;
}
