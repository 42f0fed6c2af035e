#define F(x) <x>
F((a,b)) F(((c))) F(f(d,e))
