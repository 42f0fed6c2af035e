/* Every form of inline definition; each function is called once so that a body that is
   not emitted shows up as an undefined reference when not inlined. */
inline int c99_inline(int x) { return x + 1; }                      /* inline only (C99) */
extern inline int extern_inline(int x) { return x + 2; }            /* external (C99), inline only (GNU89) */
int declared_first(int);
inline int declared_first(int x) { return x + 3; }                  /* external */
inline int declared_after(int x) { return x + 4; }
extern int declared_after(int);                                     /* external */
static inline int static_inline(int x) { return x + 5; }           /* local */
inline __attribute__((gnu_inline)) int gnu_plain(int x) { return x + 6; }         /* external */
extern inline __attribute__((gnu_inline)) int gnu_extern(int x) { return x + 7; } /* inline only */
inline int block_scope(int x) { return x + 8; }                     /* inline only (C99) */
int sum(int x) {
  extern int block_scope(int);
  return c99_inline(x) + extern_inline(x) + declared_first(x) + declared_after(x) + static_inline(x) +
         gnu_plain(x) + gnu_extern(x) + block_scope(x);
}
