// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.2.1p13: anonymous structs and unions, their members those of the enclosing record.
struct Variant {
  int kind;
  union {
    long i;
    double d;
    struct { short lo, hi; };
  };
  struct {
    int line;
    union { int col; int offset; };
  };
};
struct Variant v = { .kind = 1, .i = 5, .line = 3, .col = 4 };
struct Variant w = { 2, { .d = 1.5 }, { 7, { 8 } } };
int get(struct Variant *p) {
  p->lo = 1;
  p->hi = 2;
  return p->kind + (int)p->i + p->line + p->offset + (int)__builtin_offsetof(struct Variant, col);
}
_Static_assert(__builtin_offsetof(struct Variant, d) == __builtin_offsetof(struct Variant, i), "one union");
