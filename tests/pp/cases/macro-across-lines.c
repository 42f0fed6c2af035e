#define f(a,b) a+b
f(1,
  2) f
(
3
,
4
)
