// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// GNU __attribute__((format)): user functions are checked like printf and scanf.
void log_msg(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void read_in(const char *fmt, ...) __attribute__((format(scanf, 1, 2)));
void f(int i, char *s) {
// CHECK: format-attribute.c:[[@LINE+1]]:16: warning: format '%s' expects argument of type 'char *', but argument 3 has type 'int'
  log_msg(1, "%s\n", i);
// CHECK: format-attribute.c:[[@LINE+1]]:13: warning: format '%d' expects argument of type 'int *', but argument 2 has type 'int'
  read_in("%d", i);
  log_msg(2, "%d %s\n", i, s); // fine
}
