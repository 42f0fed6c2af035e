#if __has_include(<stdio.h>) && __has_include("compare-inc.h") == 0 && !__has_include(<no/such.h>)
hi1
#endif
#ifdef __has_include
hi2
#endif
#define HDR <stddef.h>
#if __has_include(HDR)
hi3
#endif
