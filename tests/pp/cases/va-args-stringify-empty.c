#define S(...) #__VA_ARGS__
S() S(a) S(a,b) S( a , b )
