// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.6: integer constant expressions with sizeof, casts of floating constants, conditionals, enumerators, offsetof; address constants.
struct S { int a; char b[10]; };
enum { N = 4 };
int array[N * 2 + (int)2.9 + sizeof(struct S) / 2];
_Static_assert(sizeof array == (8 + 2 + 8) * sizeof(int), "");
int cond[sizeof(int) > 2 ? 3 : -1];
int sized[sizeof(int[N][2])];
char chars['z' - 'a' + 1];
_Static_assert(sizeof chars == 26, "");
int shifts[1 << 3 >> 1];
int casted[(int)3.5 * 2];                        // a floating constant cast right away
_Static_assert(sizeof casted == 6 * sizeof(int), "");
int with_comma[sizeof(1, 2)];                   // a comma inside sizeof is not evaluated
static int x;
static struct S s_object;
int *address = &x + 1;                          // address constants
char *field = &s_object.b[2];                   // the address of a member's element
int *element = &array[3];
long diff = (char *)&array[2] - (char *)&array[0];
struct S s = { .a = N, .b = { [N - 1] = 'x' } };
