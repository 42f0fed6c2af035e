// RUN: %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// Attributes ilcc does not implement are ignored with gcc's -Wattributes warnings.
// CHECK: c23-attributes.c:[[@LINE+1]]:1: warning: 'foo' attribute ignored
[[foo]] int a;
// CHECK: c23-attributes.c:[[@LINE+1]]:1: warning: 'gnu::no_such_thing' scoped attribute directive ignored
[[gnu::no_such_thing(1, (2))]] int c;
// CHECK: c23-attributes.c:[[@LINE+1]]:1: warning: 'unsequenced' attribute ignored
[[unsequenced]] int h(int);
// CHECK: c23-attributes.c:[[@LINE+1]]:1: warning: 'vendor::attr' scoped attribute directive ignored
[[vendor::attr(a[1], {b})]] int d;
void k(int x) {
// CHECK: c23-attributes.c:[[@LINE+1]]:3: warning: 'fallthrough' attribute ignored
  [[fallthrough]] x++;
}
