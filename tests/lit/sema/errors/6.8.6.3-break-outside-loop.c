// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.6.3p1: break appears only in a loop or switch body.
void f(int x) {
// CHECK: 6.8.6.3-break-outside-loop.c:[[@LINE+1]]:3: error: break statement not within loop or switch
  break;
// CHECK: 6.8.6.3-break-outside-loop.c:[[@LINE+1]]:10: error: break statement not within loop or switch
  if (x) break;
  {
// CHECK: 6.8.6.3-break-outside-loop.c:[[@LINE+1]]:5: error: break statement not within loop or switch
    break;
  }
}
