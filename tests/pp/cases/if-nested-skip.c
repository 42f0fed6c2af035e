#if 0
#if garbage (
#else
#error not reached
#endif
don't "unterminated
#elif 1
live
#else
dead
#endif
