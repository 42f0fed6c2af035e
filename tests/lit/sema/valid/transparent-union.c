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
// glibc's __CONST_SOCKADDR_ARG under _GNU_SOURCE: const-qualified pointer members take
// any argument assignable to one of them, a non-const `struct sockaddr *` included.
typedef union {
  const struct sockaddr *__restrict sa;
  const struct sockaddr_in *__restrict sin;
} __attribute__((transparent_union)) ConstSockArg;
int connect_to(int fd, ConstSockArg addr, unsigned len);
int call_const(struct sockaddr *a, const struct sockaddr *ca, struct sockaddr_in *b, void *v) {
  return connect_to(1, a, 0) + connect_to(2, ca, 0) + connect_to(3, b, 0) + connect_to(4, v, 0) +
         connect_to(5, 0, 0);
}
