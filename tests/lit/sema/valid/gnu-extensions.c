// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU extensions gcc accepts without -pedantic: empty structs, zero-length arrays, ?: with an omitted middle, arithmetic on void *, __extension__, case ranges, binary constants.
struct Empty {};
_Static_assert(sizeof(struct Empty) == 0, "GNU C: size 0");
struct Header { int len; char tail[0]; };
_Static_assert(sizeof(struct Header) == sizeof(int), "");
int *elvis(int *p, int *q) { return p ? : q; }
int middle(int a, int b) { return a ?: b; }
void *step(void *p) { return p + 1; }            // void * arithmetic counts bytes
__extension__ typedef long long LL;
int ext(void) { return __extension__ 0b101; }
int dollar$sign = 1;                             // $ in identifiers
long long f(void) {
  __typeof__(elvis) *fp = elvis;
  return (LL)fp(0, 0) + sizeof(void) + sizeof(int(void));   // both 1 in GNU C
}
