#define f(x) x
f f + f (1) f
(2) int f;
