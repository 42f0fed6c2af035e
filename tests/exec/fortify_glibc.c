/* _FORTIFY_SOURCE=2: glibc's fortified string and stdio functions (always_inline wrappers
   that call the checking functions with __builtin_object_size, the printf family passing
   their arguments on with __builtin_va_arg_pack), used correctly: the program runs as
   without them, at every level (below -O1 glibc turns fortification off). */
#define _FORTIFY_SOURCE 2
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct rec {
  char name[12];
  int id;
};

static void fill(struct rec *r, const char *name, int id) {
  strncpy(r->name, name, sizeof r->name - 1);
  r->name[sizeof r->name - 1] = 0;
  r->id = id;
}

int main(int argc, char **argv) {
  (void)argv;
  char buf[32];
  strcpy(buf, "hello");
  strcat(buf, ", world");
  printf("%s (%zu)\n", buf, strlen(buf));
  char copy[32];
  memcpy(copy, buf, strlen(buf) + 1);
  memmove(copy + 1, copy, 5);
  memset(copy, '*', 1);
  printf("%s\n", copy);
  char num[16];
  int n = sprintf(num, "%d-%x", 255, 255);
  printf("%d %s\n", n, num);
  n = snprintf(num, sizeof num, "%s %d %s", "abc", argc, "defghijklmnop");
  printf("%d %s\n", n, num);
  fprintf(stdout, "%s %d %.2f\n", "fprintf", 7, 2.5);
  char *dyn = malloc(24);
  strcpy(dyn, "heap");
  stpcpy(dyn + 4, " object");
  printf("%s\n", dyn);
  free(dyn);
  struct rec r;
  fill(&r, "a long name here", 3);
  printf("%s %d\n", r.name, r.id);
  char line[8];
  n = snprintf(line, sizeof line, "%s", "truncated output");
  printf("%d %s\n", n, line);
  return 0;
}
