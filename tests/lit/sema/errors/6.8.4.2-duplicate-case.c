// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.8.4.2p3: no two case constants have the same value after conversion.
void f(int x) {
  switch (x) {
  case 1:
  case 2:
// CHECK: 6.8.4.2-duplicate-case.c:[[@LINE+1]]:3: error: duplicate case value
  case 1:
  case 'a':
// CHECK: 6.8.4.2-duplicate-case.c:[[@LINE+1]]:3: error: duplicate case value
  case 97:
    break;
  }
}
