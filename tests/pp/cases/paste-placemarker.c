#define P(a,b,c) a ## b ## c
P(,,) P(1,,) P(,2,) P(,,3) P(x,,y)
#define Q(a) [a ## a]
Q() Q(z)
