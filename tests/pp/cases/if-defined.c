#define A
#if defined A && defined(A) && !defined B && !defined(B)
d1
#endif
#define D defined(A)
#if D
d2
#endif
#ifdef A
d3
#endif
#ifndef B
d4
#endif
