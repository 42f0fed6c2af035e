#define F(a,b,c) [a|b|c]
F(,,) F( , , ) F((,),[,],{,})
