#if UNDEFINED == 0 && !UNDEFINED
z1
#endif
#define Z UNDEF2
#if Z
no
#else
z2
#endif
#if true
no_true
#endif
