#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>
void rev(char *s) { size_t n = strlen(s); for (size_t i = 0; i < n / 2; i++) { char t = s[i]; s[i] = s[n - 1 - i]; s[n - 1 - i] = t; } }
int count_words(const char *s) { int n = 0, in = 0; for (; *s; s++) { if (isspace((unsigned char)*s)) in = 0; else if (!in) { in = 1; n++; } } return n; }
int main(void) {
  char buf[64] = "Hello, World";
  rev(buf); printf("%s\n", buf);
  strcat(buf, "!!"); printf("%s %zu\n", buf, strlen(buf));
  printf("%d\n", count_words("  the quick  brown fox "));
  char *tok, tmp[] = "a,b,,c"; for (tok = strtok(tmp, ","); tok; tok = strtok(0, ",")) printf("[%s]", tok);
  printf("\n");
  printf("%s %s\n", strchr("abcdef", 'd'), strstr("haystack", "st"));
  char out[32]; snprintf(out, sizeof out, "%05d|%-4s|%x", 42, "ab", 255); printf("%s\n", out);
  printf("%ld %g\n", strtol("-123xyz", 0, 10), strtod("2.5e3", 0));
  for (char *p = buf; *p; p++) *p = (char)toupper((unsigned char)*p);
  printf("%s %d\n", buf, strncmp("abcd", "abcz", 3));
  char *d = strdup("dup"); printf("%s\n", d); free(d);
  printf("%s\n", "concat" "enated" " strings");
  return 0;
}
