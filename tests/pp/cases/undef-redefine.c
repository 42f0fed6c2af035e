#define A 1
A
#undef A
A
#define A 2
A
#undef NEVER_DEFINED
