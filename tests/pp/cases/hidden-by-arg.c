#define f(x) x
#define g f(g)
g
#define h(x) h(x) x
h(h(1))
