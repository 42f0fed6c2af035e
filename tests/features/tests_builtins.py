"""The tests of the builtins __has_builtin claims (tests/features/check.py).

A builtin whose signature has only number and constant-string arguments and a number
result is tested by auto_builtin_test: it is called with fixed arguments and its result
printed. The others have a test body here (the statements of a function; prelude.h has the
helpers). The output is compared with gcc's.
"""

# Arguments by signature code (sema/builtins.def).
ARGS = {
    "i": "ival", "u": "5u", "l": "lval", "ul": "9UL", "ll": "11LL", "ull": "13ULL", "z": "2",
    "f": "0.5f", "d": "0.25", "ld": "0.125L", "f32": "(_Float32)0.5", "f64": "(_Float64)0.25",
    "f32x": "(_Float32x)0.25", "f64x": "(_Float64x)0.125", "f128": "(_Float128)1.5",
    "c": "'c'", "b": "1", "u16": "0x1234", "u32": "0x12345678u", "u64": "0x123456789abcdefULL",
    "u128": "((unsigned __int128)3 << 70 | 5)", "cs": '"abc"', "cp": '"hello"',
    "cd": "__builtin_complex(3.0, 4.0)",
}
INTS = {"i", "l", "ll", "b", "c"}
UNSIGNED = {"u", "ul", "ull", "z", "u16", "u32", "u64"}
FLOATS = {"f", "d", "ld", "f32", "f64", "f32x", "f64x", "f128"}

# Names the automatic test must leave alone (they end the program, or need a context).
NOT_AUTOMATIC = {"__builtin_trap", "__builtin_unreachable", "__builtin_abort", "__builtin_exit",
                 "__builtin__exit", "__builtin_va_end", "__builtin_va_copy", "__builtin_va_arg_pack_len",
                 "__builtin_nan", "__builtin_nanf", "__builtin_nanl", "__builtin_nans", "__builtin_nansf",
                 "__builtin_nansl"}


def auto_builtin_test(name, kind, sig):
    if name in NOT_AUTOMATIC or sig == "*" or kind == "other":
        return None
    codes = sig.split()
    ret, params = codes[0], codes[1:]
    if "..." in params or any(p not in ARGS for p in params):
        return None
    call = "%s(%s)" % (name, ", ".join(ARGS[p] for p in params))
    if ret == "v":
        return "  %s;" % call
    if ret in INTS:
        return "  PI(%s);" % call
    if ret in UNSIGNED:
        return "  PU(%s);" % call
    if ret == "u128":
        return "  { unsigned __int128 r = %s; PU(r); PU(r >> 64); }" % call
    if ret in FLOATS:
        return "  PF(%s);" % call
    return None


def chk(plain, checked):
    return plain + "\n" + checked


BUILTIN_TESTS = {
    # varargs
    "__builtin_va_start": "  PI(vsum(3, 1, 2, 3));",
    "__builtin_va_end": "  PI(vsum(2, 5, 6));",
    "__builtin_va_copy": "  PI(vsum(1, 9));",
    "__builtin_va_arg": "  PI(vsum(4, 1, 1, 1, 1));",
    # __builtin_va_arg_pack(_len): tested in tests/exec/va_arg_pack.c (an always_inline
    # variadic function inlined); here in such a function.
    "__builtin_va_arg_pack": "  PI(pack_printf(\" %d %s\", 42, \"forty-two\"));",
    "__builtin_va_arg_pack_len": "  PI(pack_len(0, 1, 2.5, \"x\"));",
    # translation time
    "__builtin_constant_p": "  PI(__builtin_constant_p(3)); PI(__builtin_constant_p(\"s\")); PI(__builtin_constant_p(ival++));",
    "__builtin_classify_type": "  PI(__builtin_classify_type(1)); PI(__builtin_classify_type(1.0)); PI(__builtin_classify_type(buf));",
    "__builtin_assume_aligned": "  PP(__builtin_assume_aligned(buf, 16), buf);",
    "__builtin_prefetch": "  __builtin_prefetch(buf); __builtin_prefetch(buf, 1, 3); PI(1);",
    "__builtin_complex": "  _Complex double z = __builtin_complex(1.5, -2.0); PF(__real__ z); PF(__imag__ z);",
    "__builtin_nan": "  double n = __builtin_nan(\"\"); PI(n != n); PI(__builtin_signbit(n));",
    "__builtin_nanf": "  float n = __builtin_nanf(\"\"); PI(n != n);",
    "__builtin_nanl": "  long double n = __builtin_nanl(\"\"); PI(n != n);",
    "__builtin_nans": "  double n = __builtin_nans(\"\"); PI(n != n);",
    "__builtin_nansf": "  float n = __builtin_nansf(\"\"); PI(n != n);",
    "__builtin_nansl": "  long double n = __builtin_nansl(\"\"); PI(n != n);",
    "__builtin_nanf32": "  _Float32 n = __builtin_nanf32(\"\"); PI(n != n);",
    "__builtin_nanf64": "  _Float64 n = __builtin_nanf64(\"\"); PI(n != n);",
    "__builtin_nanf32x": "  _Float32x n = __builtin_nanf32x(\"\"); PI(n != n);",
    "__builtin_nanf64x": "  _Float64x n = __builtin_nanf64x(\"\"); PI(n != n);",
    "__builtin_nanf128": "  _Float128 n = __builtin_nanf128(\"\"); PI(n != n); PI(__builtin_isnan(n));",
    "__builtin_nansf32": "  _Float32 n = __builtin_nansf32(\"\"); PI(__builtin_isnan(n));",
    "__builtin_nansf64": "  _Float64 n = __builtin_nansf64(\"\"); PI(__builtin_isnan(n));",
    "__builtin_nansf32x": "  _Float32x n = __builtin_nansf32x(\"\"); PI(__builtin_isnan(n));",
    "__builtin_nansf64x": "  _Float64x n = __builtin_nansf64x(\"\"); PI(__builtin_isnan(n));",
    "__builtin_nansf128": "  _Float128 n = __builtin_nansf128(\"\"); PI(__builtin_isnan(n));",
    "__builtin_offsetof": "  struct S { char c; int i; double d; }; PU(__builtin_offsetof(struct S, d));",
    "__builtin_types_compatible_p": "  PI(__builtin_types_compatible_p(int, int)); PI(__builtin_types_compatible_p(int, long));",
    "__builtin_choose_expr": "  PI(__builtin_choose_expr(1, 10, 20.0)); PF(__builtin_choose_expr(0, 10, 20.5));",
    # GNU vectors
    "__builtin_shuffle": "  typedef int v4 __attribute__((vector_size(16))); v4 a = {1, 2, 3, 4}, m = {3, 2, 1, 0};\n"
                         "  v4 r = __builtin_shuffle(a, m); PI(r[0]); PI(r[3]);",
    "__builtin_shufflevector": "  typedef int v4 __attribute__((vector_size(16))); typedef int v2 __attribute__((vector_size(8)));\n"
                               "  v4 a = {1, 2, 3, 4}, b = {5, 6, 7, 8}; v4 r = __builtin_shufflevector(a, b, 7, 0, 5, 2);\n"
                               "  v2 h = __builtin_shufflevector(a, a, 3, 1); PI(r[0]); PI(r[1]); PI(r[2]); PI(r[3]); PI(h[0] * 10 + h[1]);",
    "__builtin_convertvector": "  typedef int v4 __attribute__((vector_size(16))); typedef float f4 __attribute__((vector_size(16)));\n"
                               "  v4 a = {1, 2, 3, 4}; f4 r = __builtin_convertvector(a, f4); PF(r[1] + r[2]);",
    # control and frames
    "__builtin_trap": "  if (ival == 42) __builtin_trap(); PI(0);",
    "__builtin_unreachable": "  if (ival == 42) __builtin_unreachable(); PI(0);",
    "__builtin_frame_address": "  PI(__builtin_frame_address(0) != 0);",
    "__builtin_return_address": "  PI(__builtin_return_address(0) != 0);",
    "__builtin_alloca": "  char *p = __builtin_alloca(32); p[0] = 'a'; p[1] = 0; PS(p);",
    "__builtin_alloca_with_align": "  char *p = __builtin_alloca_with_align(32, 256); PI(((unsigned long)p & 31) == 0);",
    "__builtin_setjmp": "  static void *jb[5]; int r = __builtin_setjmp(jb); PI(r);",
    "__builtin_longjmp": "  static void *jb[5]; static volatile int n; n = 0;\n"
                         "  if (__builtin_setjmp(jb) == 0) { n = 1; __builtin_longjmp(jb, 1); } PI(n);",
    # checked arithmetic
    "__builtin_add_overflow": "  int r; PI(__builtin_add_overflow(2147483647, 1, &r)); PI(r);",
    "__builtin_sub_overflow": "  unsigned r; PI(__builtin_sub_overflow(0u, 1u, &r)); PU(r);",
    "__builtin_mul_overflow": "  long r; PI(__builtin_mul_overflow(3L, 7L, &r)); PI(r);",
    "__builtin_add_overflow_p": "  PI(__builtin_add_overflow_p(200, 100, (signed char)0));",
    "__builtin_sub_overflow_p": "  PI(__builtin_sub_overflow_p(5, 3, (unsigned)0));",
    "__builtin_mul_overflow_p": "  PI(__builtin_mul_overflow_p(1 << 20, 1 << 20, 0));",
}

for op in ("add", "sub", "mul"):
    for sign, t, big in (("s", "", "2147483647"), ("s", "l", "9223372036854775807L"), ("s", "ll", "9223372036854775807LL"),
                         ("u", "", "4294967295u"), ("u", "l", "18446744073709551615UL"),
                         ("u", "ll", "18446744073709551615ULL")):
        ctype = {"": "int", "l": "long", "ll": "long long"}[t]
        if sign == "u":
            ctype = "unsigned " + ctype
        BUILTIN_TESTS["__builtin_%s%s%s_overflow" % (sign, op, t)] = (
            "  %s r; PI(__builtin_%s%s%s_overflow(%s, 2, &r)); PU(r);" % (ctype, sign, op, t, big))

# floating-point classification (type-generic)
# (signbit and isinf are only nonzero: gcc's value depends on the type, and isinf of a
# negative infinity is -1 when gcc folds it, 1 when computed)
for n in ("isnan", "isinf", "isfinite", "isnormal", "signbit", "isinf_sign"):
    b = "!!" if n in ("signbit", "isinf") else ""
    BUILTIN_TESTS["__builtin_" + n] = (
        "  PI(%s__builtin_%s(1.0)); PI(%s__builtin_%s(-__builtin_inf())); PI(%s__builtin_%s(__builtin_nanf(\"\")));\n"
        "  PI(%s__builtin_%s(-0.0L)); PI(%s__builtin_%s((_Float128)-2)); PI(%s__builtin_%s(1e-310));" % ((b, n) * 6))
BUILTIN_TESTS["__builtin_signbitf"] = "  PI(!!__builtin_signbitf(-1.0f)); PI(__builtin_signbitf(2.0f));"
BUILTIN_TESTS["__builtin_signbitl"] = "  PI(!!__builtin_signbitl(-1.0L)); PI(__builtin_signbitl(2.0L));"
for n in ("isinff", "isinfl", "isnanf", "isnanl", "finite", "finitef", "finitel"):
    arg = "1.0f" if n.endswith("f") else "1.0L" if n.endswith("l") else "1.0"
    BUILTIN_TESTS["__builtin_" + n] = "  PI(__builtin_%s(%s)); PI(__builtin_%s(%s / 0));" % (n, arg, n, arg)
BUILTIN_TESTS["__builtin_fpclassify"] = (
    "  PI(__builtin_fpclassify(0, 1, 2, 3, 4, 1.0)); PI(__builtin_fpclassify(0, 1, 2, 3, 4, 0.0f));\n"
    "  PI(__builtin_fpclassify(0, 1, 2, 3, 4, (_Float128)1e-4940L)); PI(__builtin_fpclassify(0, 1, 2, 3, 4, __builtin_infl()));")
for n in ("isgreater", "isgreaterequal", "isless", "islessequal", "islessgreater", "isunordered"):
    BUILTIN_TESTS["__builtin_" + n] = (
        "  PI(__builtin_%s(1.0, 2.0)); PI(__builtin_%s(2.0f, 2.0L)); PI(__builtin_%s(__builtin_nan(\"\"), 1.0));\n"
        "  PI(__builtin_%s((_Float128)3, (_Float128)2)); PI(__builtin_%s((_Float128)1, 1.0));" % ((n,) * 5))

# __sync and __atomic
for n in ("fetch_and_add", "fetch_and_sub", "fetch_and_or", "fetch_and_and", "fetch_and_xor", "fetch_and_nand",
          "add_and_fetch", "sub_and_fetch", "or_and_fetch", "and_and_fetch", "xor_and_fetch", "nand_and_fetch",
          "lock_test_and_set"):
    BUILTIN_TESTS["__sync_" + n] = "  int x = 12; PI(__sync_%s(&x, 10)); PI(x);" % n
BUILTIN_TESTS["__sync_bool_compare_and_swap"] = "  long x = 5; PI(__sync_bool_compare_and_swap(&x, 5L, 8L)); PI(x);"
BUILTIN_TESTS["__sync_val_compare_and_swap"] = "  long x = 5; PI(__sync_val_compare_and_swap(&x, 4L, 8L)); PI(x);"
BUILTIN_TESTS["__sync_lock_release"] = "  int x = 1; __sync_lock_release(&x); PI(x);"
BUILTIN_TESTS["__sync_synchronize"] = "  __sync_synchronize(); PI(1);"
for n in ("add_fetch", "sub_fetch", "and_fetch", "or_fetch", "xor_fetch", "nand_fetch",
          "fetch_add", "fetch_sub", "fetch_and", "fetch_or", "fetch_xor", "fetch_nand"):
    BUILTIN_TESTS["__atomic_" + n] = "  short x = 12; PI(__atomic_%s(&x, 10, __ATOMIC_SEQ_CST)); PI(x);" % n
BUILTIN_TESTS.update({
    "__atomic_load_n": "  int x = 4; PI(__atomic_load_n(&x, __ATOMIC_ACQUIRE));",
    "__atomic_store_n": "  int x = 4; __atomic_store_n(&x, 9, __ATOMIC_RELEASE); PI(x);",
    "__atomic_exchange_n": "  int x = 4; PI(__atomic_exchange_n(&x, 9, __ATOMIC_SEQ_CST)); PI(x);",
    "__atomic_compare_exchange_n": "  int x = 4, e = 4; PI(__atomic_compare_exchange_n(&x, &e, 7, 0, 5, 5)); PI(x);",
    "__atomic_load": "  struct { int a, b; } x = {1, 2}, y; __atomic_load(&x, &y, 5); PI(y.b);",
    "__atomic_store": "  long x = 1, y = 6; __atomic_store(&x, &y, 5); PI(x);",
    "__atomic_exchange": "  long x = 1, y = 6, z; __atomic_exchange(&x, &y, &z, 5); PI(x); PI(z);",
    "__atomic_compare_exchange": "  long x = 1, e = 1, d = 3; PI(__atomic_compare_exchange(&x, &e, &d, 0, 5, 5)); PI(x);",
    "__atomic_test_and_set": "  static char f; PI(__atomic_test_and_set(&f, 5)); PI(__atomic_test_and_set(&f, 5));",
    "__atomic_clear": "  static _Bool f = 1; __atomic_clear(&f, 5); PI(f);",
    "__atomic_is_lock_free": "  PI(__atomic_is_lock_free(8, 0)); PI(__atomic_is_lock_free(1, 0));",
    "__atomic_always_lock_free": "  PI(__atomic_always_lock_free(4, 0)); PI(__atomic_always_lock_free(32, 0));",
})

# object size checking: the checks pass here (the overflowing calls abort: tests/exec/fortify*.c)
BUILTIN_TESTS.update({
    "__builtin___memcpy_chk": "  char d[8]; __builtin___memcpy_chk(d, \"abcdefg\", 8, __builtin_object_size(d, 0)); PS(d);",
    "__builtin___mempcpy_chk": "  char d[8]; PI((char *)__builtin___mempcpy_chk(d, \"abcd\", 5, sizeof d) - d); PS(d);",
    "__builtin___memmove_chk": "  char d[8] = \"abcdef\"; __builtin___memmove_chk(d + 1, d, 4, sizeof d - 1); PS(d);",
    "__builtin___memset_chk": "  char d[8]; __builtin___memset_chk(d, 'q', 7, sizeof d); d[7] = 0; PS(d);",
    "__builtin___strcpy_chk": "  char d[8]; __builtin___strcpy_chk(d, buf, __builtin_object_size(d, 1)); PS(d);",
    "__builtin___stpcpy_chk": "  char d[8]; PI(__builtin___stpcpy_chk(d, \"ab\", sizeof d) - d); PS(d);",
    "__builtin___strncpy_chk": "  char d[8]; __builtin___strncpy_chk(d, \"abc\", 8, sizeof d); PS(d);",
    "__builtin___stpncpy_chk": "  char d[8]; PI(__builtin___stpncpy_chk(d, \"abc\", 8, sizeof d) - d); PS(d);",
    "__builtin___strcat_chk": "  char d[8] = \"ab\"; __builtin___strcat_chk(d, \"cd\", sizeof d); PS(d);",
    "__builtin___strncat_chk": "  char d[8] = \"ab\"; __builtin___strncat_chk(d, \"cdef\", 2, sizeof d); PS(d);",
    "__builtin___sprintf_chk": "  char d[16]; PI(__builtin___sprintf_chk(d, 1, sizeof d, \"%d-%s\", 42, \"x\")); PS(d);",
    "__builtin___snprintf_chk": "  char d[16]; PI(__builtin___snprintf_chk(d, 4, 1, sizeof d, \"%d\", 123456)); PS(d);",
    "__builtin___vsprintf_chk": "  char d[16]; PI(chk_vsprintf(d, \"%d\", 7)); PS(d);",
    "__builtin___vsnprintf_chk": "  char d[16]; PI(chk_vsnprintf(d, \"%d\", 78)); PS(d);",
    "__builtin___printf_chk": "  PI(__builtin___printf_chk(1, \" <%d>\", 5));",
    "__builtin___vprintf_chk": "  PI(chk_vprintf(\" <%d>\", 6));",
    "__builtin___fprintf_chk": "  fflush(stdout); PI(__builtin___fprintf_chk(stdout, 1, \" <%s>\", \"f\"));",
    "__builtin___vfprintf_chk": "  PI(chk_vfprintf(\" <%d>\", 9));",
    "__builtin_object_size": "  char d[10]; struct { char a[3]; int b; } s; PU(__builtin_object_size(d + 2, 0)); PU(__builtin_object_size(s.a, 1));\n"
                             "  PU(__builtin_object_size(s.a, 0)); PU(__builtin_object_size(&s.b, 3)); PU(__builtin_object_size(\"ab\", 2));",
    "__builtin_dynamic_object_size": "  char d[10]; PU(__builtin_dynamic_object_size(d + 3, 0)); PU(__builtin_dynamic_object_size(d, 2));",
})

# library functions under their __builtin_ names
BUILTIN_TESTS.update({
    "__builtin_abort": "  if (ival == 42) __builtin_abort(); PI(0);",
    "__builtin_exit": "  if (ival == 42) __builtin_exit(3); PI(0);",
    "__builtin__exit": "  if (ival == 42) __builtin__exit(3); PI(0);",
    "__builtin_memcpy": "  char d[8]; __builtin_memcpy(d, \"abc\", 4); PS(d);",
    "__builtin_mempcpy": "  char d[8]; PI((char *)__builtin_mempcpy(d, \"abc\", 4) - d); PS(d);",
    "__builtin_memmove": "  char d[8] = \"abcdef\"; __builtin_memmove(d, d + 2, 3); PS(d);",
    "__builtin_memset": "  char d[8]; __builtin_memset(d, 'z', 3); d[3] = 0; PS(d);",
    "__builtin_memchr": "  PP(__builtin_memchr(buf, 'y', 3), buf); PP(__builtin_memchr(buf, 'q', 3), buf);",
    "__builtin_bzero": "  char d[4] = \"abc\"; __builtin_bzero(d, 2); PI(d[0] + d[1]); PI(d[2]);",
    "__builtin_strcpy": "  char d[8]; __builtin_strcpy(d, buf); PS(d);",
    "__builtin_stpcpy": "  char d[8]; PI(__builtin_stpcpy(d, buf) - d);",
    "__builtin_strncpy": "  char d[8] = \"0000000\"; __builtin_strncpy(d, \"ab\", 3); PS(d); PI(d[3]);",
    "__builtin_stpncpy": "  char d[8]; PI(__builtin_stpncpy(d, \"ab\", 4) - d);",
    "__builtin_strcat": "  char d[8] = \"ab\"; __builtin_strcat(d, buf); PS(d);",
    "__builtin_strncat": "  char d[8] = \"ab\"; __builtin_strncat(d, buf, 1); PS(d);",
    "__builtin_strchr": "  PP(__builtin_strchr(buf, 'z'), buf);",
    "__builtin_strrchr": "  PP(__builtin_strrchr(\"abab\", 'b'), \"abab\");",
    "__builtin_index": "  PP(__builtin_index(buf, 'y'), buf);",
    "__builtin_rindex": "  PP(__builtin_rindex(buf, 'x'), buf);",
    "__builtin_strstr": "  PP(__builtin_strstr(buf, \"yz\"), buf);",
    "__builtin_strpbrk": "  PP(__builtin_strpbrk(buf, \"zy\"), buf);",
    "__builtin_strdup": "  char *p = __builtin_strdup(buf); PS(p); free(p);",
    "__builtin_strndup": "  char *p = __builtin_strndup(buf, 2); PS(p); free(p);",
    "__builtin_printf": "  PI(__builtin_printf(\" <%d %s>\", 1, \"a\"));",
    "__builtin_fprintf": "  fflush(stdout); PI(__builtin_fprintf(stdout, \" <%x>\", 255));",
    "__builtin_sprintf": "  char d[16]; PI(__builtin_sprintf(d, \"%05d\", 42)); PS(d);",
    "__builtin_snprintf": "  char d[16]; PI(__builtin_snprintf(d, 3, \"%d\", 12345)); PS(d);",
    "__builtin_vprintf": "  PI(my_vprintf(\" <%d>\", 3));",
    "__builtin_vfprintf": "  PI(my_vfprintf(\" <%d>\", 4));",
    "__builtin_vsprintf": "  char d[16]; PI(vfmt(d, \"%d:%d\", 1, 2)); PS(d);",
    "__builtin_vsnprintf": "  char d[16]; PI(my_vsnprintf(d, \"%d\", 987)); PS(d);",
    "__builtin_scanf": "  if (ival == 42) __builtin_scanf(\"%d\", &ival); PI(0);",
    "__builtin_sscanf": "  int a, b; PI(__builtin_sscanf(\"12 34\", \"%d %d\", &a, &b)); PI(a + b);",
    "__builtin_puts": "  fflush(stdout); PI(__builtin_puts(\"(puts)\") >= 0);",
    "__builtin_putchar": "  PI(__builtin_putchar('!'));",
    "__builtin_fputs": "  PI(__builtin_fputs(\"(fputs)\", stdout) >= 0);",
    "__builtin_fputc": "  PI(__builtin_fputc('#', stdout));",
    "__builtin_putc": "  PI(__builtin_putc('%', stdout));",
    "__builtin_fwrite": "  PU(__builtin_fwrite(\"ab\", 1, 2, stdout));",
    "__builtin_malloc": "  char *p = __builtin_malloc(16); p[0] = 'm'; p[1] = 0; PS(p); free(p);",
    "__builtin_calloc": "  int *p = __builtin_calloc(4, sizeof(int)); PI(p[3]); free(p);",
    "__builtin_realloc": "  char *p = malloc(2); p[0] = 'r'; p = __builtin_realloc(p, 64); p[1] = 0; PS(p); free(p);",
    "__builtin_free": "  __builtin_free(malloc(8)); __builtin_free(0); PI(1);",
    "__builtin_frexp": "  int e; PF(__builtin_frexp(12.0, &e)); PI(e);",
    "__builtin_modf": "  double i; PF(__builtin_modf(3.25, &i)); PF(i);",
    "__builtin_creal": "  PF(__builtin_creal(__builtin_complex(1.0, 2.0)));",
    "__builtin_cimag": "  PF(__builtin_cimag(__builtin_complex(1.0, 2.0)));",
    "__builtin_crealf": "  PF(__builtin_crealf(__builtin_complex(1.0f, 2.0f)));",
    "__builtin_cimagf": "  PF(__builtin_cimagf(__builtin_complex(1.0f, 2.0f)));",
    "__builtin_creall": "  PF(__builtin_creall(__builtin_complex(1.0L, 2.0L)));",
    "__builtin_cimagl": "  PF(__builtin_cimagl(__builtin_complex(1.0L, 2.0L)));",
    "__builtin_conj": "  PF(__builtin_cimag(__builtin_conj(__builtin_complex(1.0, 2.0))));",
    "__builtin_conjf": "  PF(__builtin_cimagf(__builtin_conjf(__builtin_complex(1.0f, 2.0f))));",
    "__builtin_conjl": "  PF(__builtin_cimagl(__builtin_conjl(__builtin_complex(1.0L, 2.0L))));",
})
