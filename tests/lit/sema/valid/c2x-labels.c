// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// Labels before declarations and at the end of a block (C2x; gcc 12 accepts them in gnu17).
int f(int x) {
  if (x) goto decl;
  x++;
decl:
  int y = x * 2;
  {
    y++;
  done:
  }
  return y;
}
