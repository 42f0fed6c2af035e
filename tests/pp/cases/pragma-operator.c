#define DO_PRAGMA(x) _Pragma(#x)
DO_PRAGMA(GCC diagnostic push) int a;
_Pragma("pack(1)") int b;
#define PACK _Pragma("pack()")
PACK int c;
