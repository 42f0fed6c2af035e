// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU __int128: arithmetic, conversions, typedefs __int128_t and __uint128_t.
#define SAME(a, b) _Static_assert(__builtin_types_compatible_p(a, b), #a " is " #b)
__int128 big = (__int128)1 << 100;
unsigned __int128 ubig = ~(unsigned __int128)0;
__int128_t t1;
__uint128_t t2;
SAME(__typeof__(t1), __int128);
SAME(__typeof__(t2), unsigned __int128);
_Static_assert(sizeof(__int128) == 16 && _Alignof(__int128) == 16, "16 bytes");
_Static_assert(((unsigned __int128)1 << 127) > 0, "unsigned");
SAME(__typeof__(big * 2L), __int128);
SAME(__typeof__(ubig + big), unsigned __int128);
__int128 mul(long a, long b) { return (__int128)a * b; }
long high(unsigned __int128 v) { return (long)(v >> 64); }
