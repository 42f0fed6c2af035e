/* Objects whose lifetimes overlap must not share stack space, however they are reached:
   escaped addresses, loops re-entering a scope, goto and switch into a scope, statement
   expressions, temporaries of one expression, compound literals, VLAs, setjmp, cleanup
   functions, inlined callees (docs/ir.md, "Object lifetimes"; docs/codegen.md, "Stack
   colouring"). Each would print something else if two of its live objects shared a
   slot; the interpreter poisons objects at their lifetime markers, so a marker placed
   too early shows there too. */
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

struct S {
  char s[32];
};

static struct S mk(int i) {
  struct S r;
  snprintf(r.s, sizeof r.s, "s%d", i);
  return r;
}

static int *saved;
static void keep(int *p) { saved = p; }
static int peek(int k) { return saved[k]; }

/* An address kept in a global is used while an inner scope's object lives. */
static void escaped(void) {
  for (int i = 0; i < 3; i++) {
    int a[8];
    for (int k = 0; k < 8; k++) a[k] = i * 10 + k;
    keep(a);
    {
      int b[8];
      for (int k = 0; k < 8; k++) b[k] = 100 + k;
      printf("escaped %d %d %d\n", peek(3), b[3], peek(7));
    }
    {
      int c[8];
      for (int k = 0; k < 8; k++) c[k] = 200 + k;
      printf("escaped again %d %d\n", peek(5), c[5]);
    }
  }
}

/* A loop body's object lives across its inner scopes and inner loop, with break and
   continue leaving the scopes. */
static void loops(void) {
  for (int i = 0; i < 4; i++) {
    char x[24];
    snprintf(x, sizeof x, "outer%d", i);
    for (int j = 0; j < 3; j++) {
      char y[24];
      snprintf(y, sizeof y, "inner%d%d", i, j);
      if (j == 1) continue;
      if (i == 3) break;
      {
        char z[24];
        snprintf(z, sizeof z, "z%d", j);
        printf("%s %s %s\n", x, y, z);
      }
    }
    if (i == 2) continue;
    printf("%s\n", x);
  }
  int n = 0;
  do {
    char w[16];
    snprintf(w, sizeof w, "do%d", n);
    {
      char v[16];
      snprintf(v, sizeof v, "v%d", n);
      printf("%s %s\n", w, v);
    }
  } while (++n < 2);
}

/* goto into a scope: its object starts no lifetime at the block's top, so it must not
   be taken for dead at the label (here the top is never reached at all). */
__attribute__((noinline)) static void goto_into(int n) {
  goto inside;
  printf("not reached\n");
  {
    char a[40];
  inside:
    snprintf(a, sizeof a, "a%d", n);
    {
      char b[40];
      snprintf(b, sizeof b, "b%d", n);
      printf("goto %s %s\n", a, b);
    }
    {
      char c[40];
      snprintf(c, sizeof c, "c%d", n);
      printf("goto %s %s\n", a, c);
    }
  }
}

/* A backward goto out of a scope and back to a label before it. */
static void goto_loop(void) {
  int k = 0;
again:
  {
    char a[16];
    snprintf(a, sizeof a, "k%d", k);
    if (++k < 3) {
      char b[16];
      snprintf(b, sizeof b, "b%d", k);
      printf("%s %s\n", a, b);
      goto again;
    }
    printf("%s done\n", a);
  }
}

/* Switch cases: in the body, whose objects live from the switch on. */
__attribute__((noinline)) static void switches(int k) {
  switch (k) {
    char body[32];
  case 0:
  case 1:
    snprintf(body, sizeof body, "body%d", k);
    {
      char inner[32];
      snprintf(inner, sizeof inner, "inner%d", k);
      printf("switch %s %s\n", body, inner);
    }
    break;
  default:
    printf("switch default\n");
  }
}

static void switch_temporaries(int k) {
  switch (k) {
  case 0:
    printf("switch %s\n", mk(k).s);
    break;
  default: {
    struct S t = mk(k);
    printf("switch %s %s\n", t.s, mk(k + 1).s);
  }
  }
}

/* A case in a block nested in the switch's body: the jump enters the block, whose top
   (after a break) is never reached. */
__attribute__((noinline)) static void switch_nested(int k) {
  switch (k) {
    char body[32];
  case 1:
    printf("switch case 1\n");
    break;
    {
      char a[32];
  case 2:
      snprintf(body, sizeof body, "body%d", k);
      snprintf(a, sizeof a, "a%d", k);
      {
        char b[32];
        snprintf(b, sizeof b, "b%d", k);
        printf("switch %s %s %s\n", body, a, b);
      }
    }
  }
}

/* Temporaries of one full expression live together; a statement expression's value is
   copied out of its block. */
static void temporaries(void) {
  printf("%s %s %s\n", mk(1).s, mk(2).s, mk(3).s);
  printf("%s %s\n", ({ struct S t = mk(4); t; }).s, mk(5).s);
  if (mk(6).s[1] == '6' && strcmp(mk(7).s, "s7") == 0) printf("cond %s\n", mk(8).s);
  int i = 0;
  while (strcmp(mk(i).s, "s3") != 0) printf("while %s\n", mk(i++ + 10).s);
  struct S r = strcmp(mk(1).s, "s1") ? mk(20) : mk(21);
  printf("%s\n", r.s);
}

/* A compound literal lives in its block, after its statement. */
static void literals(void) {
  int *p = (int[]){1, 2, 3, 4};
  struct S *q = &(struct S){"literal"};
  printf("%s\n", mk(9).s);
  {
    int other[4] = {9, 9, 9, 9};
    printf("%d %d %s %d\n", p[2], other[2], q->s, mk(10).s[2]);
  }
}

/* VLAs and fixed arrays in one loop body. */
static void vlas(void) {
  for (int n = 1; n < 4; n++) {
    int v[n];
    char fixed[16];
    for (int k = 0; k < n; k++) v[k] = n * k;
    snprintf(fixed, sizeof fixed, "f%d", n);
    {
      char more[16];
      snprintf(more, sizeof more, "m%d", v[n - 1]);
      printf("%s %s %d\n", fixed, more, v[0] + v[n - 1]);
    }
  }
}

static jmp_buf jb;
static void thrower(int *p) { longjmp(jb, *p); }

/* setjmp: the object in scope when setjmp returns again is read after the longjmp. */
static void jumps(void) {
  volatile int result = 0;
  {
    char a[32];
    strcpy(a, "kept across longjmp");
    if (setjmp(jb) == 0) {
      int x[8];
      x[0] = 7;
      {
        char filler[32];
        memset(filler, 'f', sizeof filler);
        printf("filler %c\n", filler[5]);
      }
      thrower(x);
    } else {
      result = (int)strlen(a);
      printf("setjmp %s %d\n", a, result);
    }
  }
}

/* A cleanup function reads its variable when the scope is left, by break and return too. */
static void show(char (*p)[16]) { printf("cleanup %s\n", *p); }
static int cleanups(int stop) {
  for (int i = 0; i < 3; i++) {
    __attribute__((cleanup(show))) char c[16];
    snprintf(c, sizeof c, "c%d", i);
    {
      char d[16];
      snprintf(d, sizeof d, "d%d", i);
      printf("%s\n", d);
    }
    if (i == stop) return i;
    if (i == 1) break;
  }
  return -1;
}

/* Inlined callees' locals: one call's buffer while another's is alive would be wrong. */
static void fill(char *out, const char *tag, int n) {
  char buf[64];
  snprintf(buf, sizeof buf, "<%s%d>", tag, n);
  strcat(out, buf);
}
static int nested_calls(char *out, int n) {
  char mine[64];
  snprintf(mine, sizeof mine, "[%d]", n);
  fill(out, "a", n);
  fill(out, "b", n);
  strcat(out, mine);
  if (n > 0) return nested_calls(out, n - 1) + 1;
  return 0;
}

int main(void) {
  escaped();
  loops();
  goto_into(0);
  goto_into(1);
  goto_loop();
  for (int k = 0; k < 3; k++) switches(k);
  for (int k = 0; k < 2; k++) switch_temporaries(k);
  for (int k = 1; k < 3; k++) switch_nested(k);
  temporaries();
  literals();
  vlas();
  jumps();
  printf("returned %d\n", cleanups(0));
  printf("returned %d\n", cleanups(5));
  char out[512] = "";
  printf("%d %s\n", nested_calls(out, 3), out);
  return 0;
}
