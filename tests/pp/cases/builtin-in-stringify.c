#define S(x) #x
#define XS(x) S(x)
XS(__LINE__) S(__LINE__)
