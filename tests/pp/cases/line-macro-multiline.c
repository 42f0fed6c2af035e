#define g(x) x __LINE__
g(
1
)
#define h(x) x
h(__LINE__
)
