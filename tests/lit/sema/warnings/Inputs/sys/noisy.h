// A system header (included through -isystem) doing what would warn in user code.
static int unused_helper(void) { return 0; }
implicit_int_global;
static inline int *bad_conversion(long l) { return l; }
static inline int bad_format(void) {
  extern int printf(const char *, ...);
  return printf("%d\n", "string");
}
static inline int no_return(int x) { if (x) return 1; }
static inline void locals(void) { int unused; }
