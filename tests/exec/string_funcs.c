#include <stdio.h>
#include <string.h>
#include <stdlib.h>
static size_t my_strlen(const char *s) { const char *p = s; while (*p) p++; return (size_t)(p - s); }
static char *my_strcpy(char *d, const char *s) { char *r = d; while ((*d++ = *s++)); return r; }
static int my_strcmp(const char *a, const char *b) { while (*a && *a == *b) a++, b++; return (unsigned char)*a - (unsigned char)*b; }
static void itoa_(long v, char *out) { char tmp[24]; int n = 0, neg = v < 0; unsigned long u = neg ? -(unsigned long)v : (unsigned long)v; do tmp[n++] = '0' + u % 10; while (u /= 10); if (neg) *out++ = '-'; while (n) *out++ = tmp[--n]; *out = 0; }
int main(void) {
  char buf[64];
  printf("%zu %s %d %d\n", my_strlen("hello"), my_strcpy(buf, "copied"), my_strcmp("abc", "abd") < 0, my_strcmp("x", "x"));
  long vals[] = {0, -1, 123456789, -9223372036854775807L - 1}; for (int i = 0; i < 4; i++) { itoa_(vals[i], buf); printf("%s ", buf); }
  printf("\n");
  char *m = malloc(100); memset(m, 0, 100); strncpy(m, "abcdefghij", 5); printf("%s %zu\n", m, strlen(m)); free(m);
  char s[] = "racecar"; int pal = 1; for (size_t i = 0, j = strlen(s) - 1; i < j; i++, j--) if (s[i] != s[j]) pal = 0; printf("%d\n", pal);
  printf("%s\n", strrchr("a/b/c", '/')); printf("%zu %zu\n", strspn("aaab", "a"), strcspn("hello", "l"));
  char fmt[50]; sprintf(fmt, "%s|%5.2f|%-3c|%+d", "x", 3.14159, 'z', 5); puts(fmt);
  return 0;
}
