#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
CAT(foo, bar) CAT(1, 2) CAT(+, +) CAT(<, <=) CAT(., 5) CAT(x, 1e) CAT(L, 'a') CAT(u8, "s")
XCAT(CAT(a,b), c)
