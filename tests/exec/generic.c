#include <stdio.h>
#define TYPE(x) _Generic((x), int: "int", long: "long", unsigned: "unsigned", char: "char", double: "double", float: "float", char *: "char*", const char *: "const char*", default: "other")
struct S { int a; };
int main(void) {
  char c = 0; short s = 0; const int ci = 0; long double ld = 0; int arr[3];
  printf("%s %s %s %s %s\n", TYPE(1), TYPE(1L), TYPE(1u), TYPE(c), TYPE(1.0));
  printf("%s %s %s %s %s\n", TYPE(1.0f), TYPE("str"), TYPE((const char *)0), TYPE(s), TYPE(s + s));
  printf("%s %s %s %s\n", TYPE(ci), TYPE(ld), TYPE(arr), TYPE((struct S){0}));
  printf("%d\n", _Generic(arr, int *: 1, default: 0));
  int (*f)(const char *, ...) = _Generic(0, int: printf); f("via generic %d\n", 5);
  printf("%s\n", _Generic(c + 1, int: "promoted"));
  return 0;
}
