// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.2.1: bit-fields of int, unsigned, _Bool, enum and other integer types (GNU), unnamed and zero width.
enum Mode { OFF, ON, AUTO };
struct Flags {
  unsigned ready : 1;
  signed delta : 4;
  int : 0;                        // start a new unit
  _Bool valid : 1;
  enum Mode mode : 2;
  unsigned : 3;                   // padding
  unsigned long long big : 40;
  char small : 3;
  int full : 32;
};
struct Flags flags = { 1, -3, 1, AUTO, 0x123456789ULL, 2, -1 };
int read(struct Flags *f) {
  f->delta += 2;
  f->ready = !f->ready;
  f->big <<= 1;
  return f->ready + f->delta + f->valid + f->mode + (int)f->big + f->small;
}
_Static_assert(sizeof(struct Flags) <= 24, "bit-fields pack");
