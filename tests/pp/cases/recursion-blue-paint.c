#define foo foo
foo
#define a b
#define b a
a b
#define f(x) x f
f(1)(2)
#define g(x) g(x)
g(g(1))
