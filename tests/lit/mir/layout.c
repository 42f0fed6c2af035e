// Block layout (layout.cpp): the likely successor of each block follows it, so a hot
// loop's body runs without unconditional jumps, the back edge falls through into the
// loop's test, and exits (the ret, a trap) are placed after the loop. The program also
// runs: the reordered blocks still reach every label a branch or jump table names.
// RUN: ilcc -O2 -S %s -o - | FileCheck %s
// RUN: ilcc -O2 %s -o %t && %t

// The loop of a heap's sift-down: the entry jumps to the loop's test; the swap is placed
// before the test and falls into it, and the last compare branches back to the swap or
// falls into the ret (no jmp in the loop: the loop is cut at a conditional branch).
// CHECK-LABEL: sift:
// CHECK-NEXT: .cfi_startproc
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: jmp .LBB[[TEST:[0-9]+]]
// CHECK-NEXT: .LBB[[SWAP:[0-9]+]]:
// CHECK-NEXT: movl {{.*}}, (%r
// CHECK-NEXT: movl {{.*}}, (%r
// CHECK-NEXT: movq
// CHECK-NEXT: .LBB[[TEST]]:
// CHECK-NOT: jmp
// CHECK: jl .LBB[[SWAP]]
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret
// CHECK: .size sift
void sift(int *a, int root, int n) {
  for (;;) {
    int c = 2 * root + 1;
    if (c >= n) return;
    if (c + 1 < n && a[c + 1] > a[c]) c++;
    if (a[root] >= a[c]) return;
    int t = a[root];
    a[root] = a[c];
    a[c] = t;
    root = c;
  }
}

// A switch through a jump table in a loop: one case (the first; all are equally likely)
// runs into the increment, which runs into the dispatch; the other cases jump back to
// the increment, and the trap of the default goes last. The table names the labels.
// CHECK-LABEL: run:
// CHECK: jmp .LBB[[DISPATCH:[0-9]+]]
// CHECK: .LBB[[CASE:[0-9]+]]:
// CHECK-NEXT: leal 1(%r
// CHECK-NEXT: .LBB[[NEXT:[0-9]+]]:
// CHECK-NEXT: leaq 1(%r
// CHECK-NEXT: .LBB[[DISPATCH]]:
// CHECK: ja .LBB[[TRAP:[0-9]+]]
// CHECK: jmp *%r
// CHECK: jmp .LBB[[NEXT]]
// CHECK: .LBB[[TRAP]]:
// CHECK-NEXT: ud2
// CHECK-NEXT: .cfi_endproc
// CHECK-NEXT: .size run
// CHECK: .LJT0:
// CHECK-NEXT: .long .LBB{{[0-9]+}}-.LJT0
// CHECK-NEXT: .long .LBB[[CASE]]-.LJT0
// CHECK-COUNT-4: .long .LBB{{[0-9]+}}-.LJT0
int run(const unsigned char *code, int acc) {
  for (;; ++code) {
    switch (*code) {
    case 0: return acc;
    case 1: acc += 1; break;
    case 2: acc *= 3; break;
    case 3: acc -= 7; break;
    case 4: acc ^= 5; break;
    case 5: acc >>= 1; break;
    default: __builtin_trap();
    }
  }
}

int main(void) {
  int a[] = {1, 9, 4, 7, 3, 8};
  sift(a, 0, 6);
  if (a[0] != 9 || a[1] != 7 || a[3] != 1) return 1;
  static const unsigned char code[] = {1, 2, 3, 4, 1, 5, 2, 0};
  // ((((1*3-7)^5)+1)>>1)*3 with acc = 0: 1, 3, -4, -7, -6, -3, -9
  return run(code, 0) != -9;
}
