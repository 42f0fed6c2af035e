// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.3.1.8: the usual arithmetic conversions and integer promotions, checked through _Generic.
#define TYPE_IS(x, t) _Static_assert(_Generic((x), t: 1, default: 0), #x " has type " #t)
char c;
unsigned char uc;
short s;
unsigned u;
long l;
unsigned long ul;
long long ll;
float f;
double d;
long double ld;
_Bool b;
TYPE_IS(c + c, int);
TYPE_IS(uc + 0, int);
TYPE_IS(b + b, int);
TYPE_IS(s * s, int);
TYPE_IS(u + 1, unsigned int);
TYPE_IS(u + l, long);                   // long holds every unsigned int
TYPE_IS(ul + ll, unsigned long long);   // same width: the unsigned of the signed type's rank
TYPE_IS(l + ul, unsigned long);
TYPE_IS(f + 1, float);
TYPE_IS(f + d, double);
TYPE_IS(d + ld, long double);
TYPE_IS(c << ll, int);                  // shifts: the promoted left operand
TYPE_IS(-uc, int);
TYPE_IS(~u, unsigned int);
TYPE_IS(c ? s : l, long);
TYPE_IS(b ? f : 1, float);
TYPE_IS((char)1, char);
TYPE_IS(c = 5, char);                   // an assignment has the left operand's type
TYPE_IS(l, long);
TYPE_IS(&c - &c, long);                 // ptrdiff_t
TYPE_IS(sizeof c, unsigned long);       // size_t
