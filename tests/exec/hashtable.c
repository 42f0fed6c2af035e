#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct Entry { char *key; int value; struct Entry *next; } Entry;
typedef struct { Entry **buckets; size_t n, count; } Table;
static unsigned long hash(const char *s) { unsigned long h = 5381; while (*s) h = h * 33 + (unsigned char)*s++; return h; }
static void put(Table *t, const char *k, int v) {
  unsigned long h = hash(k) % t->n;
  for (Entry *e = t->buckets[h]; e; e = e->next) if (!strcmp(e->key, k)) { e->value = v; return; }
  Entry *e = malloc(sizeof *e); e->key = strdup(k); e->value = v; e->next = t->buckets[h]; t->buckets[h] = e; t->count++;
}
static int *get(Table *t, const char *k) { for (Entry *e = t->buckets[hash(k) % t->n]; e; e = e->next) if (!strcmp(e->key, k)) return &e->value; return 0; }
int main(void) {
  Table t = {calloc(17, sizeof(Entry *)), 17, 0};
  char key[16];
  for (int i = 0; i < 200; i++) { snprintf(key, sizeof key, "k%d", i % 150); put(&t, key, i); }
  printf("%zu\n", t.count);
  long sum = 0; for (int i = 0; i < 150; i++) { snprintf(key, sizeof key, "k%d", i); sum += *get(&t, key); }
  printf("%ld %d %d\n", sum, *get(&t, "k3"), get(&t, "zz") == 0);
  int maxchain = 0; for (size_t i = 0; i < t.n; i++) { int c = 0; for (Entry *e = t.buckets[i]; e; e = e->next) c++; if (c > maxchain) maxchain = c; }
  printf("%d\n", maxchain);
  for (size_t i = 0; i < t.n; i++) { Entry *e = t.buckets[i]; while (e) { Entry *n = e->next; free(e->key); free(e); e = n; } }
  free(t.buckets);
  return 0;
}
