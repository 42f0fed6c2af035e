#define X
#ifdef Y
y
#elifdef X
x
#else
none
#endif
#ifdef Y
#elifndef Z
notz
#endif
