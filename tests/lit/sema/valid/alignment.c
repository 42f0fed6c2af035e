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

// On a typedef, gcc's aligned attribute decreases the alignment too: a member of such a
// type is laid out at it (the unaligned vector types of <emmintrin.h> are aligned(1)).
typedef int int_a1 __attribute__((aligned(1)));
typedef long long v2_a1 __attribute__((vector_size(16), aligned(1)));
typedef int int_a16 __attribute__((aligned(16)));
struct with_a1 { char c; int_a1 x; };
_Static_assert(_Alignof(int_a1) == 1 && _Alignof(v2_a1) == 1 && _Alignof(int_a16) == 16, "typedef alignment");
_Static_assert(sizeof(struct with_a1) == 5, "member laid out at the typedef's alignment");
