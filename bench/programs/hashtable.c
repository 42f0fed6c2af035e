/* Open-addressing hash table with string keys: insert, look up, delete, rehash. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry { char key[24]; unsigned hash; int value; int used; };
struct table { struct entry *slots; unsigned cap, count; };

static unsigned fnv1a(const char *s) {
  unsigned h = 2166136261u;
  while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
  return h;
}

static void table_init(struct table *t, unsigned cap) {
  t->slots = calloc(cap, sizeof *t->slots);
  t->cap = cap;
  t->count = 0;
}

static void table_put(struct table *t, const char *key, int value);

static void grow(struct table *t) {
  struct table n;
  table_init(&n, t->cap * 2);
  for (unsigned i = 0; i < t->cap; i++)
    if (t->slots[i].used == 1) table_put(&n, t->slots[i].key, t->slots[i].value);
  free(t->slots);
  *t = n;
}

static void table_put(struct table *t, const char *key, int value) {
  if ((t->count + 1) * 4 > t->cap * 3) grow(t);
  unsigned h = fnv1a(key), mask = t->cap - 1, i = h & mask;
  int tomb = -1;
  while (t->slots[i].used) {
    if (t->slots[i].used == 1 && t->slots[i].hash == h && strcmp(t->slots[i].key, key) == 0) {
      t->slots[i].value = value;
      return;
    }
    if (t->slots[i].used == 2 && tomb < 0) tomb = (int)i;
    i = (i + 1) & mask;
  }
  if (tomb >= 0) i = (unsigned)tomb;
  strcpy(t->slots[i].key, key);
  t->slots[i].hash = h;
  t->slots[i].value = value;
  t->slots[i].used = 1;
  t->count++;
}

static struct entry *table_find(struct table *t, const char *key) {
  unsigned h = fnv1a(key), mask = t->cap - 1, i = h & mask;
  while (t->slots[i].used) {
    if (t->slots[i].used == 1 && t->slots[i].hash == h && strcmp(t->slots[i].key, key) == 0)
      return &t->slots[i];
    i = (i + 1) & mask;
  }
  return NULL;
}

static int table_del(struct table *t, const char *key) {
  struct entry *e = table_find(t, key);
  if (!e) return 0;
  e->used = 2;
  t->count--;
  return 1;
}

static void make_key(char *buf, unsigned n) {
  static const char digits[] = "abcdefghijklmnopqrstuvwxyz0123456789";
  int len = 0;
  buf[len++] = 'k';
  do { buf[len++] = digits[n % 36]; n /= 36; } while (n);
  buf[len] = 0;
}

int main(void) {
  struct table t;
  table_init(&t, 16);
  char key[24];
  unsigned x = 12345;
  long sum = 0;
  for (int round = 0; round < 4; round++) {
    for (unsigned i = 0; i < 60000; i++) {
      x = x * 1103515245u + 12345u;
      make_key(key, (x >> 8) % 100000);
      struct entry *e = table_find(&t, key);
      table_put(&t, key, e ? e->value + 1 : (int)i);
    }
    for (unsigned i = 0; i < 30000; i++) {
      make_key(key, i * 7 % 100000);
      sum += table_del(&t, key);
    }
  }
  for (unsigned i = 0; i < 100000; i++) {
    make_key(key, i);
    struct entry *e = table_find(&t, key);
    if (e) sum = sum * 31 + e->value;
    sum &= 0xffffffffffL;
  }
  printf("count %u cap %u checksum %ld\n", t.count, t.cap, sum);
  free(t.slots);
  return 0;
}
