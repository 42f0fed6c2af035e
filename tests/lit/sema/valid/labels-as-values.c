// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU labels as values: &&label, goto *expression, label differences as constants.
int run(int op) {
  static void *const dispatch[] = { &&add, &&sub, &&stop };
  static const int offsets[] = { &&add - &&add, &&sub - &&add, &&stop - &&add };
  int acc = 0;
  goto *dispatch[op % 3];
add:
  acc += 1;
  goto *(void *)((char *)&&add + offsets[2]);
sub:
  acc -= 1;
stop:
  return acc;
}
void *last;
void where(void) {
  __label__ here;                  // a local label, its address taken
here:
  last = &&here;
}
