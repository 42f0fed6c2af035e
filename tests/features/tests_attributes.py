"""The tests of the attributes __has_attribute claims (tests/features/check.py): a program
each, built with -Werror (an attribute ilcc ignored with a warning fails) whose output,
where the attribute has an effect, shows it; compared with gcc's."""

INC = "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <stddef.h>\n"

# A hint (no effect on what a correct program does): accepted on a function and the
# program runs.
def hint(spelling):
    return INC + ("static int %s f(int x) { return x + 1; }\n"
                  "int main(void) { printf(\"%%d\\n\", f(41)); return 0; }\n" % spelling)


ATTRIBUTE_TESTS = {
    "aligned": INC + "struct S { char c; } __attribute__((aligned(32))); static char v __attribute__((aligned(64)));\n"
                     "int main(void) { printf(\"%zu %zu %d\\n\", _Alignof(struct S), sizeof(struct S), (int)((unsigned long)&v % 64)); return 0; }\n",
    "packed": INC + "struct __attribute__((packed)) S { char c; int i; }; int main(void) { printf(\"%zu %zu\\n\", sizeof(struct S), offsetof(struct S, i)); return 0; }\n",
    "section": INC + "int v __attribute__((section(\"mysect\"))) = 5; extern int __start_mysect[], __stop_mysect[];\n"
                     "int main(void) { printf(\"%d %d\\n\", (int)(__stop_mysect - __start_mysect), __start_mysect[0]); return 0; }\n",
    "weak": INC + "extern int maybe(void) __attribute__((weak)); int __attribute__((weak)) w = 3;\n"
                  "int main(void) { printf(\"%d %d\\n\", maybe == 0, w); return 0; }\n",
    "alias": INC + "int target(int x) { return x * 2; } int other(int) __attribute__((alias(\"target\")));\n"
                   "int main(void) { printf(\"%d\\n\", other(21)); return 0; }\n",
    "weakref": INC + "static int ref(void) __attribute__((weakref(\"no_such_function_anywhere\")));\n"
                     "int main(void) { printf(\"%d\\n\", ref == 0); return 0; }\n",
    "ifunc": INC + "static int impl(int x) { return x + 100; }\nstatic int (*resolve(void))(int) { return impl; }\n"
                   "int f(int) __attribute__((ifunc(\"resolve\")));\nint main(void) { printf(\"%d\\n\", f(1)); return 0; }\n",
    "symver": INC + "__attribute__((symver(\"sym@VERS_1\"))) int sym_v1(void) { return 1; }\n"
                    "int main(void) { printf(\"%d\\n\", sym_v1()); return 0; }\n",
    "visibility": INC + "__attribute__((visibility(\"hidden\"))) int h(void) { return 7; }\n"
                        "int main(void) { printf(\"%d\\n\", h()); return 0; }\n",
    "noreturn": INC + "__attribute__((noreturn)) static void die(int c) { printf(\"bye %d\\n\", c); exit(0); }\n"
                      "int main(void) { die(3); }\n",
    "always_inline": hint("inline __attribute__((always_inline))"),
    "noinline": hint("__attribute__((noinline))"),
    "noipa": hint("__attribute__((noipa))"),
    "gnu_inline": INC + "extern inline __attribute__((gnu_inline)) int sq(int x) { return x * x; }\n"
                        "int sq(int x) { return x * x + 0; }\nint main(void) { printf(\"%d\\n\", sq(9)); return 0; }\n",
    "constructor": INC + "static int v; __attribute__((constructor)) static void init(void) { v = 9; }\n"
                         "__attribute__((constructor(200))) static void init2(void) { v *= 2; }\n"
                         "int main(void) { printf(\"%d\\n\", v); return 0; }\n",
    "destructor": INC + "__attribute__((destructor)) static void fini(void) { printf(\"fini\\n\"); }\n"
                        "int main(void) { printf(\"main\\n\"); return 0; }\n",
    "used": INC + "static int __attribute__((used)) kept = 4; int main(void) { printf(\"ok\\n\"); return 0; }\n",
    "unused": INC + "static int __attribute__((unused)) spare(void) { return 1; }\n"
                    "int main(void) { int __attribute__((unused)) x; printf(\"ok\\n\"); return 0; }\n",
    "cleanup": INC + "static void done(int *p) { printf(\"cleanup %d\\n\", *p); }\n"
                     "int main(void) { { int v __attribute__((cleanup(done))) = 5; printf(\"in\\n\"); } return 0; }\n",
    "format": INC + "static void say(const char *f, ...) __attribute__((format(printf, 1, 2)));\n"
                    "#include <stdarg.h>\nstatic void say(const char *f, ...) { va_list a; va_start(a, f); vprintf(f, a); va_end(a); }\n"
                    "int main(void) { say(\"%d-%s\\n\", 1, \"x\"); return 0; }\n",
    "format_arg": INC + "static const char *tr(const char *s) __attribute__((format_arg(1)));\n"
                        "static const char *tr(const char *s) { return s; }\nint main(void) { printf(tr(\"%d\\n\"), 5); return 0; }\n",
    "vector_size": INC + "typedef int v4 __attribute__((vector_size(16)));\n"
                         "int main(void) { v4 a = {1, 2, 3, 4}; v4 b = a + a; printf(\"%zu %d\\n\", sizeof(v4), b[3]); return 0; }\n",
    "mode": INC + "typedef int di __attribute__((mode(DI))); typedef unsigned qi __attribute__((mode(QI)));\n"
                  "typedef float tf __attribute__((mode(TF)));\n"
                  "int main(void) { qi q = 200; printf(\"%zu %zu %d %zu\\n\", sizeof(di), sizeof(qi), q, sizeof(tf)); return 0; }\n",
    "transparent_union": INC + "typedef union { int *ip; long *lp; } __attribute__((transparent_union)) arg;\n"
                               "static int get(arg a) { return *a.ip; }\nint main(void) { int v = 6; printf(\"%d\\n\", get(&v)); return 0; }\n",
    "may_alias": INC + "typedef short __attribute__((may_alias)) s16;\n"
                       "int main(void) { int v = 0x10002; s16 *p = (s16 *)&v; printf(\"%d %d\\n\", p[0], p[1]); return 0; }\n",
    "cold": hint("__attribute__((cold))"),
    "hot": hint("__attribute__((hot))"),
    "naked": INC + "__attribute__((naked)) int seven(void) { __asm__(\"movl $7, %eax\\n\\tret\"); }\n"
                   "int main(void) { printf(\"%d\\n\", seven()); return 0; }\n",
    "returns_twice": INC + "#include <setjmp.h>\nstatic jmp_buf jb;\nint mysetjmp(jmp_buf) __attribute__((returns_twice));\n"
                           "int main(void) { volatile int n = 0; if (setjmp(jb) == 0) { n = 1; longjmp(jb, 1); } printf(\"%d\\n\", n); return 0; }\n",
    "common": INC + "int __attribute__((common)) c1; int main(void) { printf(\"%d\\n\", c1); return 0; }\n",
    "nocommon": INC + "int __attribute__((nocommon)) c1; int main(void) { printf(\"%d\\n\", c1); return 0; }\n",
    "deprecated": INC + "#pragma GCC diagnostic ignored \"-Wdeprecated-declarations\"\n"
                        "static int __attribute__((deprecated(\"use new\"))) old(void) { return 2; }\n"
                        "int main(void) { printf(\"%d\\n\", 1); return 0; }\n",
    "unavailable": INC + "int gone(void) __attribute__((unavailable(\"removed\")));\n"
                         "int main(void) { printf(\"%d\\n\", 1); return 0; }\n",
    "error": INC + "extern void never(void) __attribute__((error(\"must not be called\")));\n"
                   "int main(void) { if (sizeof(int) == 3) never(); printf(\"ok\\n\"); return 0; }\n",
    "warning": INC + "extern void discouraged(void) __attribute__((warning(\"avoid\")));\n"
                     "int main(void) { if (sizeof(int) == 3) discouraged(); printf(\"ok\\n\"); return 0; }\n",
    "warn_unused_result": INC + "__attribute__((warn_unused_result)) static int must(void) { return 4; }\n"
                                "int main(void) { int r = must(); printf(\"%d\\n\", r); return 0; }\n",
    "alloc_size": INC + "void *grab(size_t n) __attribute__((alloc_size(1), malloc));\nvoid *grab(size_t n) { return malloc(n); }\n"
                        "int main(void) { char *p = grab(13); printf(\"%zu\\n\", __builtin_object_size(p, 0) == (size_t)-1 ? 13 : __builtin_object_size(p, 0)); free(p); return 0; }\n",
    "nonstring": INC + "struct S { char tag[4] __attribute__((nonstring)); };\n"
                       "int main(void) { struct S s; strncpy(s.tag, \"abcd\", 4); printf(\"%.4s\\n\", s.tag); return 0; }\n",
    "pure": hint("__attribute__((pure))"),
    "const": hint("__attribute__((const))"),
    "fallthrough": INC + "int main(int c, char **v) { (void)v; int r = 0; switch (c) { case 1: r = 1; __attribute__((fallthrough)); case 2: r += 2; break; }\n"
                         "  printf(\"%d\\n\", r); return 0; }\n",
    "nothrow": hint("__attribute__((nothrow))"),
    "leaf": hint("__attribute__((leaf))"),
    "malloc": INC + "void *mk(size_t n) __attribute__((malloc)); void *mk(size_t n) { return malloc(n); }\n"
                    "void *mk2(size_t n) __attribute__((malloc(free, 1))); void *mk2(size_t n) { return malloc(n); }\n"
                    "int main(void) { void *p = mk(4), *q = mk2(4); printf(\"%d\\n\", p != q); free(p); free(q); return 0; }\n",
    "nonnull": INC + "static int len(const char *s) __attribute__((nonnull(1))); static int len(const char *s) { return (int)strlen(s); }\n"
                     "int main(void) { printf(\"%d\\n\", len(\"four\")); return 0; }\n",
    "returns_nonnull": INC + "static int *cell(int x) __attribute__((returns_nonnull)); static int v;\n"
                       "static int *cell(int x) { v = x + 1; return &v; }\nint main(void) { printf(\"%d\\n\", *cell(41)); return 0; }\n",
    "sentinel": INC + "static int count(int first, ...) __attribute__((sentinel));\n#include <stdarg.h>\n"
                      "static int count(int first, ...) { va_list a; va_start(a, first); int n = 1; while (va_arg(a, void *)) ++n; va_end(a); return n; }\n"
                      "int main(void) { printf(\"%d\\n\", count(1, \"a\", \"b\", (void *)0)); return 0; }\n",
    "alloc_align": INC + "void *al(size_t a) __attribute__((alloc_align(1))); void *al(size_t a) { return aligned_alloc(a, a); }\n"
                         "int main(void) { void *p = al(64); printf(\"%d\\n\", (int)((unsigned long)p % 64)); free(p); return 0; }\n",
    "assume_aligned": INC + "static char blk[64] __attribute__((aligned(32)));\nstatic void *get(void) __attribute__((assume_aligned(32)));\n"
                            "static void *get(void) { return blk; }\nint main(void) { printf(\"%d\\n\", (int)((unsigned long)get() % 32)); return 0; }\n",
    "access": INC + "static int sum(const int *p, int n) __attribute__((access(read_only, 1, 2)));\n"
                    "static int sum(const int *p, int n) { int s = 0; while (n--) s += p[n]; return s; }\n"
                    "int main(void) { int a[3] = {1, 2, 3}; printf(\"%d\\n\", sum(a, 3)); return 0; }\n",
    "artificial": hint("inline __attribute__((artificial, always_inline))"),
    "noclone": hint("__attribute__((noclone))"),
    "no_icf": hint("__attribute__((no_icf))"),
    "no_instrument_function": hint("__attribute__((no_instrument_function))"),
    "no_sanitize": hint("__attribute__((no_sanitize(\"address\")))"),
    "no_sanitize_address": hint("__attribute__((no_sanitize_address))"),
    "no_sanitize_undefined": hint("__attribute__((no_sanitize_undefined))"),
    "no_stack_protector": hint("__attribute__((no_stack_protector))"),
    "no_split_stack": hint("__attribute__((no_split_stack))"),
    "optimize": hint("__attribute__((optimize(\"O3\")))"),
    "flatten": hint("__attribute__((flatten))"),
    "externally_visible": INC + "int __attribute__((externally_visible)) ev(void) { return 3; }\n"
                                "int main(void) { printf(\"%d\\n\", ev()); return 0; }\n",
    "noplt": hint("__attribute__((noplt))"),
    "tls_model": INC + "static __thread int t __attribute__((tls_model(\"initial-exec\"))) = 8;\n"
                       "int main(void) { printf(\"%d\\n\", t); return 0; }\n",
    "designated_init": INC + "struct __attribute__((designated_init)) P { int x, y; };\n"
                             "int main(void) { struct P p = {.y = 2, .x = 1}; printf(\"%d\\n\", p.x * 10 + p.y); return 0; }\n",
    "no_reorder": INC + "static int __attribute__((no_reorder)) a = 1; int main(void) { printf(\"%d\\n\", a); return 0; }\n",
    "warn_if_not_aligned": INC + "typedef unsigned long long __attribute__((aligned(8), warn_if_not_aligned(8))) u64a;\n"
                                 "struct S { int i; u64a v; }; int main(void) { printf(\"%zu\\n\", offsetof(struct S, v)); return 0; }\n",
    "simd": INC + "double twice(double) __attribute__((simd)); double twice(double x) { return 2 * x; }\n"
                  "int main(void) { printf(\"%g\\n\", twice(2.5)); return 0; }\n",
    # target: the functions of the intrinsic headers for the features it names are available
    # in the function (a comma list, or several strings); AVX2 code runs only where cpuid
    # says the processor and the system have it (the output is the same either way).
    "target": INC + "#include <immintrin.h>\n#include <cpuid.h>\n"
                    "__attribute__((target(\"avx2\"))) static int sum8(const int *p) {\n"
                    "  __m256i v = _mm256_loadu_si256((const __m256i *)p); v = _mm256_add_epi32(v, _mm256_set1_epi32(1));\n"
                    "  int o[8]; _mm256_storeu_si256((__m256i *)o, v); int s = 0; for (int i = 0; i < 8; i++) s += o[i]; return s; }\n"
                    "__attribute__((target(\"sse4.2,popcnt\"))) static unsigned crc(unsigned c, const char *s) {\n"
                    "  while (*s) c = _mm_crc32_u8(c, (unsigned char)*s++); return c + (unsigned)_mm_popcnt_u32(c); }\n"
                    "__attribute__((target(\"ssse3\", \"sse4.1\"))) static int mx(int a, int b) {\n"
                    "  return _mm_cvtsi128_si32(_mm_abs_epi32(_mm_max_epi32(_mm_cvtsi32_si128(a), _mm_cvtsi32_si128(b)))); }\n"
                    "static int has_avx2(void) { unsigned a, b, c, d;\n"
                    "  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;\n"
                    "  unsigned lo, hi; __asm__(\"xgetbv\" : \"=a\"(lo), \"=d\"(hi) : \"c\"(0)); if ((lo & 6) != 6) return 0;\n"
                    "  return __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_AVX2); }\n"
                    "int main(void) { int v[8] = {1, 2, 3, 4, 5, 6, 7, 8};\n"
                    "  printf(\"%d %u %d\\n\", has_avx2() ? sum8(v) : 44, crc(~0u, \"ilcc\"), mx(-7, -9)); return 0; }\n",
}
