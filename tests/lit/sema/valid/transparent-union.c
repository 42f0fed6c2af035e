// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU transparent unions: an argument converts to the union through any member's type.
struct sockaddr;
struct sockaddr_in;
typedef union {
  struct sockaddr *sa;
  struct sockaddr_in *sin;
  void *any;
} __attribute__((transparent_union)) SockArg;
int bind_to(SockArg addr);
int call(struct sockaddr *a, struct sockaddr_in *b) {
  return bind_to(a) + bind_to(b) + bind_to(0);
}
