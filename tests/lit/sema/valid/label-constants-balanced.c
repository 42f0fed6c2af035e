// Label addresses and label differences in static initializers are constants that refer
// to function-scope labels: they cannot be shared, and are made permanent in the
// function's region, so the scratch constants sema borrows while folding them all come
// back by the end of the body (Il::check_local_constant_use reports an internal error
// otherwise).
// RUN: ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// RUN: ilcc -O1 %s -o %t && %t
int dispatch(int op) {
  static void *table[] = {&&add, &&sub, &&done};
  static const int offsets[] = {&&sub - &&add, &&done - &&add};
  int acc = 10;
  goto *table[op];
add:
  acc += 5;
  goto done;
sub:
  acc -= 5 + (offsets[0] != 0) * 0;
done:
  return acc;
}
int main(void) { return dispatch(0) == 15 && dispatch(1) == 5 && dispatch(2) == 10 ? 0 : 1; }
