#define F(x) x
F(")") F(',') F("(")
