#define D defined
#if D(D)
wd
#endif
