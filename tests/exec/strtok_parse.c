#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
struct kv { char key[16]; int val; };
static int parse(const char *in, struct kv *out, int max) {
  int n = 0; const char *p = in;
  while (*p && n < max) {
    while (isspace((unsigned char)*p) || *p == ';') p++;
    if (!*p) break;
    int k = 0; while (isalpha((unsigned char)*p) && k < 15) out[n].key[k++] = *p++;
    out[n].key[k] = 0;
    if (*p++ != '=') return -1;
    char *end; out[n].val = (int)strtol(p, &end, 0); p = end; n++;
  }
  return n;
}
int main(void) {
  struct kv kvs[8]; int n = parse("alpha=1; beta=0x1f;gamma=-17 ; delta=010", kvs, 8);
  for (int i = 0; i < n; i++) printf("%s:%d ", kvs[i].key, kvs[i].val);
  printf("%d\n", n);
  printf("%d\n", parse("bad", kvs, 8));
  return 0;
}
