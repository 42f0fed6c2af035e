// -Wformat-security (on with -Wformat=2 or -Werror=format-security, dpkg-buildflags'
// "-Wformat -Werror=format-security"): a printf-family call whose format is not a string
// literal and that has no arguments after it.
// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | count 0
// RUN: not %bin/ilcc -fsyntax-only -Wformat -Werror=format-security %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %bin/ilcc -fsyntax-only -Wformat=2 %s 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=error:
#include <stdio.h>
#include <stdarg.h>
void f(const char *s, FILE *fp, va_list ap) {
  // CHECK: format-security.c:[[@LINE+2]]:10: error: format not a string literal and no format arguments [-Werror=format-security]
  // WARN: format-security.c:[[@LINE+1]]:10: warning: format not a string literal and no format arguments [-Wformat-security]
  printf(s);
  // WARN: format-security.c:[[@LINE+2]]:15: warning: format not a string literal and no format arguments [-Wformat-security]
  // CHECK: format-security.c:[[@LINE+1]]:15: error: format not a string literal and no format arguments [-Werror=format-security]
  fprintf(fp, s);
  printf(s, 1);
  printf("%s", s);
  vprintf(s, ap);
}
// The result of a format_arg function (gettext's translations) given a literal is that
// literal, as gcc sees it: GNU hello's `error (1, errno, _("..."))` builds with
// -Werror=format-security.
extern char *translate(int domain, const char *msgid) __attribute__((format_arg(2)));
void g(void) {
  printf(translate(0, "no conversions\n"));
  printf((const char *)translate(0, "%d\n"), 1);
}
