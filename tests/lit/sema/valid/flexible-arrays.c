// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.2.1p18: flexible array members; GNU static initialization of one.
struct Buffer {
  unsigned len;
  char data[];
};
_Static_assert(sizeof(struct Buffer) == sizeof(unsigned), "the member adds no size");
_Static_assert(__builtin_offsetof(struct Buffer, data) == sizeof(unsigned), "at the end");
struct Buffer hello = { 5, "hello" };
struct Ints { int n; int v[]; } three = { 3, { 1, 2, 3 } };
struct Buffer *make(struct Buffer *b, unsigned n) {
  b->len = n;
  for (unsigned i = 0; i < n; ++i) b->data[i] = (char)i;
  return b;
}
int last(struct Ints *p) { return p->v[p->n - 1]; }
union WithFlexible { struct Ints ints; char raw[16]; };
