#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
F(1) F(1,2) F(1, 2, 3) F(1,)
#define G(X, ...) X __VA_OPT__(- X ## __VA_ARGS__ -) end
G(a) G(a, b)
