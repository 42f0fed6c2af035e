#define USER_MACRO 2
#define TWICE(x) x
#define TWICE(y) y
#warning requested from a system header
#if 0
#else junk
#endif
