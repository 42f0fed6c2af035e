#define id(x) x
#define twice(x) x x
id(id(id(1))) twice(id(2)) id((a, b)) id([c, d])
