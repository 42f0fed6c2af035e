/* A C99 inline definition shared by several units (C17 6.7.4p7). */
inline int twice(int x) { return 2 * x; }
