#include <stddef.h>
#include <stdarg.h>
size_t size_from_ilcc;
va_list list_from_ilcc;
int start(va_list ap, int n) { va_start(ap, n); return n; }
