// RUN: %bin/ilcc -fsyntax-only  %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// C17 6.5.16.1p1: the pointed-to type has all the qualifiers of the source's (gcc: -Wdiscarded-qualifiers).
void take(char *);
// CHECK: discarded-qualifiers.c:[[@LINE+1]]:35: warning: return discards 'const' qualifier from pointer target type
char *ret(const char *p) { return p; }
void f(const char *k, volatile int *v) {
// CHECK: discarded-qualifiers.c:[[@LINE+1]]:13: warning: initialization discards 'const' qualifier from pointer target type
  char *m = k;
// CHECK: discarded-qualifiers.c:[[@LINE+1]]:5: warning: assignment discards 'const' qualifier from pointer target type
  m = k;
// CHECK: discarded-qualifiers.c:[[@LINE+1]]:8: warning: passing argument 1 of 'take' discards 'const' qualifier from pointer target type
  take(k);
// CHECK: discarded-qualifiers.c:[[@LINE+1]]:12: warning: initialization discards 'volatile' qualifier from pointer target type
  int *w = v;
  const char *ok = m; // adding qualifiers: fine
}
