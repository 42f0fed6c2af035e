// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// GNU case ranges: no overlap with other case values or ranges.
void f(int x) {
  switch (x) {
  case 1 ... 5:
// CHECK: 6.8.4.2-duplicate-case-range.c:[[@LINE+1]]:3: error: duplicate case value
  case 3:
  case 10 ... 20:
// CHECK: 6.8.4.2-duplicate-case-range.c:[[@LINE+1]]:3: error: duplicate (or overlapping) case value
  case 15 ... 25:
  case 30:
// CHECK: 6.8.4.2-duplicate-case-range.c:[[@LINE+1]]:3: error: duplicate (or overlapping) case value
  case 28 ... 31:
    break;
  }
}
