// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.4.4.1p5: the type of an integer constant from its value, base and suffix.
#define TYPE_IS(x, t) _Static_assert(_Generic((x), t: 1, default: 0), #x " has type " #t)
TYPE_IS(2147483647, int);
TYPE_IS(2147483648, long);                       // decimal: int, long, long long
TYPE_IS(0x7fffffff, int);
TYPE_IS(0x80000000, unsigned int);               // hexadecimal: unsigned next
TYPE_IS(0xffffffffffffffff, unsigned long);
TYPE_IS(10u, unsigned int);
TYPE_IS(10l, long);
TYPE_IS(10ul, unsigned long);
TYPE_IS(10ll, long long);
TYPE_IS(10ULL, unsigned long long);
TYPE_IS(4294967296u, unsigned long);
TYPE_IS(017, int);
TYPE_IS(0b1010, int);                            // GNU binary constants
TYPE_IS('a', int);
TYPE_IS(u'a', unsigned short);
TYPE_IS(U'a', unsigned int);
TYPE_IS(L'a', int);
_Static_assert(017 == 15 && 0x1F == 31 && 0b101 == 5, "bases");
_Static_assert(1.5e3 == 1500.0 && 0x1p4 == 16.0 && .5f == 0.5f, "floating constants");
