// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.6.2p1: continue appears only in a loop body.
void f(int x) {
// CHECK: 6.8.6.2-continue-outside-loop.c:[[@LINE+1]]:3: error: continue statement not within a loop
  continue;
  switch (x) {
  case 1:
// CHECK: 6.8.6.2-continue-outside-loop.c:[[@LINE+1]]:5: error: continue statement not within a loop
    continue;
  }
  while (x) {
    switch (x) {
    default:
      continue; // in the loop: fine
    }
  }
}
