#define S(x) #x
#define XS(x) S(x)
#define V 42
S(V) XS(V) XS(S(V)) S(S(V))
