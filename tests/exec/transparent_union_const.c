/* Transparent unions whose members are const-qualified pointers (glibc's
   __CONST_SOCKADDR_ARG for connect and bind under _GNU_SOURCE): a non-const pointer
   argument converts to the const member and arrives intact. */
#include <stdio.h>

struct sa { int family; int port; };
struct sb { int kind; };
typedef union {
  const struct sa *__restrict a;
  const struct sb *__restrict b;
} __attribute__((transparent_union)) Arg;

static int peek(Arg u, int which) { return which ? u.b->kind : u.a->family * 100 + u.a->port; }

int main(void) {
  struct sa s = {2, 80};
  struct sb t = {7};
  const struct sa *cs = &s;
  void *vp = &t;
  printf("%d %d %d %d\n", peek(&s, 0), peek(&t, 1), peek(cs, 0), peek(vp, 1));
  return 0;
}
