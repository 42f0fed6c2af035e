#if -1 > 0u
unsigned_compare
#endif
#if 0xFFFFFFFFFFFFFFFF == -1
wrap
#endif
#if 18446744073709551615u / 2 == 9223372036854775807
udiv
#endif
#if (0 ? 1u : -1) > 0
cond_unsigned
#endif
