#define F(x) [x]
F(
#ifdef __STDC__
stdc
#else
nostdc
#endif
)
