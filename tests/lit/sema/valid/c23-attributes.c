// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// RUN: %bin/ilcc -fsyntax-only -Werror -std=c2x %s 2>&1 | count 0
// C23 attribute specifier sequences ([[...]], accepted in gnu17 mode too, as gcc does) in
// every position C23 allows: before a declaration, after the specifiers, after the
// declared name, after array and function declarators, in pointer declarators, on tags,
// members, enumerators, parameters, statements and labels. The standard attributes act
// as their GNU counterparts; gnu::name and __gnu__::__name__ are GNU attributes.
[[deprecated]] int old_api(void);
[[deprecated("use new_api")]] int older_api(void);
[[nodiscard]] int must_use(void);
[[nodiscard("why")]] int must_use2(void);
[[noreturn]] void stop(void);
[[_Noreturn]] void stop2(void);
[[__noreturn__]] void stop3(void);
[[maybe_unused]] static int unused_object;
[[__maybe_unused__]] static void unused_function(void) {}
static int [[gnu::unused]] after_specifiers;
static int after_name [[maybe_unused]];
static int after_array[3] [[gnu::unused]];
int * [[gnu::unused]] after_star;
[[gnu::unused, maybe_unused]] [[deprecated]] static int several;
[[]] int empty_list;
[[, ,]] int empty_attributes;
struct [[gnu::packed]] Packed { char c; int i; };
_Static_assert(sizeof(struct Packed) == 5, "gnu::packed on a tag");
struct Member { char c; int i [[gnu::aligned(8)]]; [[deprecated]] int d; };
_Static_assert(__builtin_offsetof(struct Member, i) == 8, "gnu::aligned on a member");
enum [[deprecated]] E { E0 [[deprecated]], E1 [[maybe_unused]] = 3 };
[[__gnu__::__always_inline__]] static inline int forced(void) { return 1; }
[[gnu::const]] int square(int);
[[gnu::format(printf, 1, 2)]] int logf_(const char *, ...);
typedef int [[gnu::aligned(16)]] Aligned16;
_Static_assert(_Alignof(Aligned16) == 16, "gnu::aligned on a typedef");
int f(int x [[maybe_unused]], [[maybe_unused]] int y);
int f(int x, int y) { return x; }
void g(void) [[gnu::unused]];
void g(void) {}
int h(int x) {
  [[maybe_unused]] int local = 1;
  int also [[maybe_unused]];
  switch (x) {
  case 1:
    x++;
    [[fallthrough]];
  case 2:
    x++;
    [[__fallthrough__]];
  default:
    [[fallthrough]];
  case 3:
    break;
  }
  [[maybe_unused]] label:
  [[gnu::unused]] ;
  [[maybe_unused]] x++;
  if (x) [[maybe_unused]] return forced();
  for (;;) [[gnu::unused]] {
    break;
  }
  return x;
}
[[noreturn]] void stop(void) { for (;;) {} }
int uses_stop(int x) {
  if (x) return 1;
  stop();
}
