#define NV(first, rest...) first: rest
NV(a) NV(a, b, c)
