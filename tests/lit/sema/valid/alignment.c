// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.5, 6.5.3.4: _Alignas and _Alignof, with GNU aligned attributes and __alignof__.
_Alignas(16) char buffer[64];
_Alignas(double) int as_double;
_Alignas(0) int no_effect;                        // an alignment of zero has no effect
struct Aligned { char c; _Alignas(8) int i; };
_Static_assert(_Alignof(struct Aligned) == 8, "member alignment");
_Static_assert(__builtin_offsetof(struct Aligned, i) == 8, "padded");
_Static_assert(_Alignof(long double) == 16, "x86-64 long double");
_Static_assert(_Alignof(char[3]) == 1, "arrays align as their elements");
_Static_assert(__alignof__(buffer) == 16, "declared alignment of an object (GNU)");
typedef struct { _Alignas(32) char x; } Wide;
_Static_assert(sizeof(Wide) == 32, "size rounds up to the alignment");
void f(void) {
  _Alignas(64) int local;
  _Alignas(long) _Alignas(int) short stricter;     // the strictest wins
  _Static_assert(__alignof__(stricter) == 8, "");
  (void)local;
}
