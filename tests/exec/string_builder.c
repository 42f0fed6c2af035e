#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
typedef struct { char *buf; size_t len, cap; } SB;
static void sb_printf(SB *sb, const char *fmt, ...) {
  va_list ap; va_start(ap, fmt); va_list aq; va_copy(aq, ap);
  int n = vsnprintf(0, 0, fmt, ap); va_end(ap);
  if (sb->len + n + 1 > sb->cap) { sb->cap = (sb->len + n + 1) * 2; sb->buf = realloc(sb->buf, sb->cap); }
  vsnprintf(sb->buf + sb->len, n + 1, fmt, aq); va_end(aq); sb->len += n;
}
int main(void) {
  SB sb = {0};
  for (int i = 0; i < 20; i++) sb_printf(&sb, "%d:%s:%.1f;", i, i % 2 ? "odd" : "even", i / 3.0);
  printf("%zu\n%s\n", sb.len, sb.buf + sb.len - 40);
  free(sb.buf);
  return 0;
}
