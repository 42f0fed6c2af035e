// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU __attribute__ in every position gcc accepts (specifiers, declarators, parameters, members, labels, statements, types).
__attribute__((unused)) static int a1;
static int __attribute__((unused)) a2;
static int a3 __attribute__((unused));
int *__attribute__((unused)) p1, *p2 __attribute__((unused));
struct __attribute__((packed)) Packed { char c; int i; };
_Static_assert(sizeof(struct Packed) == 5, "packed");
struct Aligned { char c; } __attribute__((aligned(16)));
_Static_assert(_Alignof(struct Aligned) == 16, "aligned");
struct Member { char c; int i __attribute__((aligned(8))); };
_Static_assert(__builtin_offsetof(struct Member, i) == 8, "member alignment");
typedef int Int32 __attribute__((mode(SI)));
typedef float Vec4 __attribute__((vector_size(16)));
enum __attribute__((packed)) Small { S0, S1 };
_Static_assert(sizeof(enum Small) == 1, "packed enum");
enum WithAttr { E0 __attribute__((deprecated)) = 0, E1 };
void noreturn_fn(void) __attribute__((noreturn));
int pure_fn(int) __attribute__((pure, nothrow));
int fmt(const char *, ...) __attribute__((format(printf, 1, 2)));
__attribute__((constructor)) static void init(void) {}
void params(int x __attribute__((unused)), __attribute__((unused)) int y);
int f(int c) {
  int local __attribute__((aligned(32))) = c;
  switch (c) {
  case 1:
    c++;
    __attribute__((fallthrough));
  case 2:
    break;
  }
label: __attribute__((unused));
  return local;
}
