#include <limits.h>
int a = INT_MAX; long b = LONG_MIN; int c = PATH_MAX;
