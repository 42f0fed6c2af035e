#define V(...) [__VA_ARGS__]
V() V( ) V(1) V(1,2) V((a,b),c)
#define W(x, ...) <x|__VA_ARGS__>
W(1) W(1,) W(,)
