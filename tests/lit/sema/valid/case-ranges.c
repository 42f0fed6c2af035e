// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU case ranges (case lo ... hi:) next to ordinary cases; C17 6.8.4.2 otherwise.
enum Kind { K0, K1, K2, K3, K4 };
int classify(int c) {
  switch (c) {
  case 'a' ... 'z': return 1;
  case 'A' ... 'Z': return 2;
  case '0' ... '9': return 3;
  case ' ':
  case '\t' ... '\r': return 4;
  case -10 ... -1: return 5;
  default: return 0;
  }
}
int kinds(enum Kind k) {
  switch (k) {
  case K0 ... K2: return 1;
  case K3:
  case K4: return 2;
  }
  return 0;
}
int wide(unsigned long long v) {
  switch (v) {
  case 0 ... 0xffffffffULL: return 32;
  case 0x100000000ULL ... 0xffffffffffffffffULL: return 64;
  }
  return 0;
}
