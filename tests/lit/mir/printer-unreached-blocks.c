// Blocks nothing reaches once branches go where they lead are not printed: a block that
// only jumps on (left of a split critical edge whose copies the allocator coalesced away)
// and a loop test that every jump to it copied (`cmpb $98` once, in the loop body).
// RUN: ilcc -O2 -S %s -o %t.s && FileCheck %s < %t.s
// RUN: awk '/^\.LBB[0-9]+:$/ { l = $0; next } l && /^\tjmp/ { print "JUMP-ONLY " l } { l = "" }' %t.s | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: rm -f %t && ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// CHECK-LABEL: count:
// CHECK: cmpb $98,
// CHECK-NOT: cmpb $98,
// CHECK: .size count
// NONE-NOT: JUMP-ONLY
// OUT: 12
#include <stdio.h>

__attribute__((noinline)) int count(const unsigned char *s, const unsigned char *e, int lim) {
  int n = 0;
  while (s < e && n < lim) {
    if (*s == 'a') n += 2;
    else if (*s == 'b') n += 3;
    s++;
  }
  return n;
}

int main(void) {
  const char *t = "abxbab";
  printf("%d\n", count((const unsigned char *)t, (const unsigned char *)t + 6, 100) - 1);
  return 0;
}
