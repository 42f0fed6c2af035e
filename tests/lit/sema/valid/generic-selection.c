// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.5.1.1: _Generic chooses by the controlling expression's type after lvalue conversion.
#define TYPE_NAME(x) _Generic((x), int: "int", long: "long", char: "char", double: "double", \
                              char *: "char *", const char *: "const char *", default: "other")
const int ci = 1;
char arr[4];
int fn(void);
_Static_assert(_Generic(ci, int: 1, default: 0), "qualifiers are dropped");
_Static_assert(_Generic(arr, char *: 1, default: 0), "arrays decay");
_Static_assert(_Generic(fn, int (*)(void): 1, default: 0), "functions decay");
_Static_assert(_Generic('a', int: 1, default: 0), "a character constant is an int");
_Static_assert(_Generic(1 + 1L, long: 1, default: 0), "usual arithmetic conversions");
_Static_assert(_Generic((short)1 + (short)1, int: 1, default: 0), "integer promotions");
_Static_assert(_Generic(1.0f, float: 1, double: 2, default: 0) == 1, "float");
_Static_assert(_Generic("s", char *: 1, default: 0), "a string literal is char[] in C");
const char *name(void) { return TYPE_NAME(ci); }
int pick(void) {
  int x = 0;
  return _Generic(x, int: x + 1, default: 0)    // unselected associations are not evaluated
         + _Generic(&x, int *: 2, const int *: 3);
}
