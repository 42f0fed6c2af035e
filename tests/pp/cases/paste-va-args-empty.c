#define F(x, ...) x ## __VA_ARGS__
F(a) F(a,b) F(,b) F(,)
