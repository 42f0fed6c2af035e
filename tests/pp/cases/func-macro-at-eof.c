#define f(x) x
f