#if 1 ? 2 ? 3 : 4 : 5
t1
#endif
#if (0 ? 1 : 0) ? 5 : 6
t2
#endif
