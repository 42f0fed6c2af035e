#define V 3
#if V == 1
one
#elif V == 2
two
#elif V == 3
three
#elif 1/0
never
#else
other
#endif
