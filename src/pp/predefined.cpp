// predefined.cpp — predefined macros (C17 6.10.8), the computed built-in macros and the
// __has_* operators.
//
// The target macros are clang's for x86_64-linux-gnu as `clang -dM -E -x c /dev/null`
// prints them, without the ones that describe clang itself or features ilcc does not
// have (__clang__*, __llvm__, OpenCL/Objective-C scopes, address-space qualifiers,
// __float128, _BitInt, asm flag outputs). They are fed through the lexer as the text of a
// <built-in> buffer, exactly as if they had been #defined, so -dM prints them in this order.
#include "support/prefix_map.h"
#include "pp/names.h"
#include "pp/preprocessor.h"
#include "support/diagnostics.h"
#include "support/version.h"

#include <cstring>
#include <ctime>
#include <sys/stat.h>

namespace ilcc {

namespace {
struct Predef {
  const char* name;
  const char* value;
};
// clang 14, x86_64-linux-gnu (DESIGN.md §7).
constexpr Predef kTargetMacros[] = {
    {"_LP64", "1"}, {"__ATOMIC_ACQUIRE", "2"}, {"__ATOMIC_ACQ_REL", "4"}, {"__ATOMIC_CONSUME", "1"},
    {"__ATOMIC_RELAXED", "0"}, {"__ATOMIC_RELEASE", "3"}, {"__ATOMIC_SEQ_CST", "5"},
    {"__BIGGEST_ALIGNMENT__", "16"}, {"__BOOL_WIDTH__", "8"}, {"__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__"},
    {"__CHAR16_TYPE__", "unsigned short"}, {"__CHAR32_TYPE__", "unsigned int"}, {"__CHAR_BIT__", "8"},
    {"__DBL_DECIMAL_DIG__", "17"}, {"__DBL_DENORM_MIN__", "4.9406564584124654e-324"}, {"__DBL_DIG__", "15"},
    {"__DBL_EPSILON__", "2.2204460492503131e-16"}, {"__DBL_HAS_DENORM__", "1"}, {"__DBL_HAS_INFINITY__", "1"},
    {"__DBL_HAS_QUIET_NAN__", "1"}, {"__DBL_MANT_DIG__", "53"}, {"__DBL_MAX_10_EXP__", "308"},
    {"__DBL_MAX_EXP__", "1024"}, {"__DBL_MAX__", "1.7976931348623157e+308"}, {"__DBL_MIN_10_EXP__", "(-307)"},
    {"__DBL_MIN_EXP__", "(-1021)"}, {"__DBL_MIN__", "2.2250738585072014e-308"},
    {"__DECIMAL_DIG__", "__LDBL_DECIMAL_DIG__"}, {"__ELF__", "1"}, {"__FINITE_MATH_ONLY__", "0"},
    {"__FLT_DECIMAL_DIG__", "9"}, {"__FLT_DENORM_MIN__", "1.40129846e-45F"}, {"__FLT_DIG__", "6"},
    {"__FLT_EPSILON__", "1.19209290e-7F"}, {"__FLT_EVAL_METHOD__", "0"}, {"__FLT_HAS_DENORM__", "1"},
    {"__FLT_HAS_INFINITY__", "1"}, {"__FLT_HAS_QUIET_NAN__", "1"}, {"__FLT_MANT_DIG__", "24"},
    {"__FLT_MAX_10_EXP__", "38"}, {"__FLT_MAX_EXP__", "128"}, {"__FLT_MAX__", "3.40282347e+38F"},
    {"__FLT_MIN_10_EXP__", "(-37)"}, {"__FLT_MIN_EXP__", "(-125)"}, {"__FLT_MIN__", "1.17549435e-38F"},
    {"__FLT_RADIX__", "2"}, {"__FXSR__", "1"},
    {"__GCC_ATOMIC_BOOL_LOCK_FREE", "2"}, {"__GCC_ATOMIC_CHAR16_T_LOCK_FREE", "2"},
    {"__GCC_ATOMIC_CHAR32_T_LOCK_FREE", "2"}, {"__GCC_ATOMIC_CHAR_LOCK_FREE", "2"},
    {"__GCC_ATOMIC_INT_LOCK_FREE", "2"}, {"__GCC_ATOMIC_LLONG_LOCK_FREE", "2"},
    {"__GCC_ATOMIC_LONG_LOCK_FREE", "2"}, {"__GCC_ATOMIC_POINTER_LOCK_FREE", "2"},
    {"__GCC_ATOMIC_SHORT_LOCK_FREE", "2"}, {"__GCC_ATOMIC_TEST_AND_SET_TRUEVAL", "1"},
    {"__GCC_ATOMIC_WCHAR_T_LOCK_FREE", "2"}, {"__GCC_HAVE_DWARF2_CFI_ASM", "1"},
    {"__GCC_HAVE_SYNC_COMPARE_AND_SWAP_1", "1"}, {"__GCC_HAVE_SYNC_COMPARE_AND_SWAP_2", "1"},
    {"__GCC_HAVE_SYNC_COMPARE_AND_SWAP_4", "1"}, {"__GCC_HAVE_SYNC_COMPARE_AND_SWAP_8", "1"},
    {"__GNUC_EXECUTION_CHARSET_NAME", "\"UTF-8\""},
    {"__GNUC_WIDE_EXECUTION_CHARSET_NAME", "\"UTF-32LE\""},
    {"__GCC_IEC_559", "2"}, {"__GCC_IEC_559_COMPLEX", "2"},
    {"__GXX_ABI_VERSION", "1002"},
    {"__INT16_C_SUFFIX__", ""}, {"__INT16_FMTd__", "\"hd\""}, {"__INT16_FMTi__", "\"hi\""},
    {"__INT16_MAX__", "32767"}, {"__INT16_TYPE__", "short"}, {"__INT32_C_SUFFIX__", ""},
    {"__INT32_FMTd__", "\"d\""}, {"__INT32_FMTi__", "\"i\""}, {"__INT32_MAX__", "2147483647"},
    {"__INT32_TYPE__", "int"}, {"__INT64_C_SUFFIX__", "L"}, {"__INT64_FMTd__", "\"ld\""},
    {"__INT64_FMTi__", "\"li\""}, {"__INT64_MAX__", "9223372036854775807L"}, {"__INT64_TYPE__", "long int"},
    {"__INT8_C_SUFFIX__", ""}, {"__INT8_FMTd__", "\"hhd\""}, {"__INT8_FMTi__", "\"hhi\""},
    {"__INT8_MAX__", "127"}, {"__INT8_TYPE__", "signed char"}, {"__INTMAX_C_SUFFIX__", "L"},
    {"__INTMAX_FMTd__", "\"ld\""}, {"__INTMAX_FMTi__", "\"li\""}, {"__INTMAX_MAX__", "9223372036854775807L"},
    {"__INTMAX_TYPE__", "long int"}, {"__INTMAX_WIDTH__", "64"}, {"__INTPTR_FMTd__", "\"ld\""},
    {"__INTPTR_FMTi__", "\"li\""}, {"__INTPTR_MAX__", "9223372036854775807L"}, {"__INTPTR_TYPE__", "long int"},
    {"__INTPTR_WIDTH__", "64"}, {"__INT_FAST16_FMTd__", "\"hd\""}, {"__INT_FAST16_FMTi__", "\"hi\""},
    {"__INT_FAST16_MAX__", "32767"}, {"__INT_FAST16_TYPE__", "short"}, {"__INT_FAST16_WIDTH__", "16"},
    {"__INT_FAST32_FMTd__", "\"d\""}, {"__INT_FAST32_FMTi__", "\"i\""}, {"__INT_FAST32_MAX__", "2147483647"},
    {"__INT_FAST32_TYPE__", "int"}, {"__INT_FAST32_WIDTH__", "32"}, {"__INT_FAST64_FMTd__", "\"ld\""},
    {"__INT_FAST64_FMTi__", "\"li\""}, {"__INT_FAST64_MAX__", "9223372036854775807L"},
    {"__INT_FAST64_TYPE__", "long int"}, {"__INT_FAST64_WIDTH__", "64"}, {"__INT_FAST8_FMTd__", "\"hhd\""},
    {"__INT_FAST8_FMTi__", "\"hhi\""}, {"__INT_FAST8_MAX__", "127"}, {"__INT_FAST8_TYPE__", "signed char"},
    {"__INT_FAST8_WIDTH__", "8"}, {"__INT_LEAST16_FMTd__", "\"hd\""}, {"__INT_LEAST16_FMTi__", "\"hi\""},
    {"__INT_LEAST16_MAX__", "32767"}, {"__INT_LEAST16_TYPE__", "short"}, {"__INT_LEAST16_WIDTH__", "16"},
    {"__INT_LEAST32_FMTd__", "\"d\""}, {"__INT_LEAST32_FMTi__", "\"i\""}, {"__INT_LEAST32_MAX__", "2147483647"},
    {"__INT_LEAST32_TYPE__", "int"}, {"__INT_LEAST32_WIDTH__", "32"}, {"__INT_LEAST64_FMTd__", "\"ld\""},
    {"__INT_LEAST64_FMTi__", "\"li\""}, {"__INT_LEAST64_MAX__", "9223372036854775807L"},
    {"__INT_LEAST64_TYPE__", "long int"}, {"__INT_LEAST64_WIDTH__", "64"}, {"__INT_LEAST8_FMTd__", "\"hhd\""},
    {"__INT_LEAST8_FMTi__", "\"hhi\""}, {"__INT_LEAST8_MAX__", "127"}, {"__INT_LEAST8_TYPE__", "signed char"},
    {"__INT_LEAST8_WIDTH__", "8"}, {"__INT_MAX__", "2147483647"}, {"__INT_WIDTH__", "32"},
    {"__LDBL_DECIMAL_DIG__", "21"}, {"__LDBL_DENORM_MIN__", "3.64519953188247460253e-4951L"},
    {"__LDBL_DIG__", "18"}, {"__LDBL_EPSILON__", "1.08420217248550443401e-19L"}, {"__LDBL_HAS_DENORM__", "1"},
    {"__LDBL_HAS_INFINITY__", "1"}, {"__LDBL_HAS_QUIET_NAN__", "1"}, {"__LDBL_MANT_DIG__", "64"},
    {"__LDBL_MAX_10_EXP__", "4932"}, {"__LDBL_MAX_EXP__", "16384"},
    {"__LDBL_MAX__", "1.18973149535723176502e+4932L"}, {"__LDBL_MIN_10_EXP__", "(-4931)"},
    {"__LDBL_MIN_EXP__", "(-16381)"}, {"__LDBL_MIN__", "3.36210314311209350626e-4932L"},
    {"__LITTLE_ENDIAN__", "1"}, {"__LLONG_WIDTH__", "64"}, {"__LONG_LONG_MAX__", "9223372036854775807LL"},
    {"__LONG_MAX__", "9223372036854775807L"}, {"__LONG_WIDTH__", "64"}, {"__LP64__", "1"},
    {"__NO_MATH_INLINES", "1"}, {"__ORDER_BIG_ENDIAN__", "4321"}, {"__ORDER_LITTLE_ENDIAN__", "1234"},
    {"__ORDER_PDP_ENDIAN__", "3412"}, {"__POINTER_WIDTH__", "64"},
    {"__PRAGMA_REDEFINE_EXTNAME", "1"}, {"__PTRDIFF_FMTd__", "\"ld\""}, {"__PTRDIFF_FMTi__", "\"li\""},
    {"__PTRDIFF_MAX__", "9223372036854775807L"}, {"__PTRDIFF_TYPE__", "long int"}, {"__PTRDIFF_WIDTH__", "64"},
    {"__REGISTER_PREFIX__", ""}, {"__SCHAR_MAX__", "127"}, {"__SHRT_MAX__", "32767"}, {"__SHRT_WIDTH__", "16"},
    {"__SIG_ATOMIC_MAX__", "2147483647"}, {"__SIG_ATOMIC_WIDTH__", "32"}, {"__SIZEOF_DOUBLE__", "8"}, {"__SIZEOF_FLOAT128__", "16"},
    {"__SIZEOF_FLOAT__", "4"}, {"__SIZEOF_INT128__", "16"}, {"__SIZEOF_INT__", "4"},
    {"__SIZEOF_LONG_DOUBLE__", "16"}, {"__SIZEOF_LONG_LONG__", "8"}, {"__SIZEOF_LONG__", "8"},
    {"__SIZEOF_POINTER__", "8"}, {"__SIZEOF_PTRDIFF_T__", "8"}, {"__SIZEOF_SHORT__", "2"},
    {"__SIZEOF_SIZE_T__", "8"}, {"__SIZEOF_WCHAR_T__", "4"}, {"__SIZEOF_WINT_T__", "4"},
    {"__SIZE_FMTX__", "\"lX\""}, {"__SIZE_FMTo__", "\"lo\""}, {"__SIZE_FMTu__", "\"lu\""},
    {"__SIZE_FMTx__", "\"lx\""}, {"__SIZE_MAX__", "18446744073709551615UL"}, {"__SIZE_TYPE__", "long unsigned int"},
    {"__SIZE_WIDTH__", "64"}, {"__SSE2_MATH__", "1"}, {"__SSE_MATH__", "1"},
    {"__STDC_UTF_16__", "1"}, {"__STDC_UTF_32__", "1"}, {"__STDC__", "1"},
    {"__UINT16_C_SUFFIX__", ""}, {"__UINT16_FMTX__", "\"hX\""}, {"__UINT16_FMTo__", "\"ho\""},
    {"__UINT16_FMTu__", "\"hu\""}, {"__UINT16_FMTx__", "\"hx\""}, {"__UINT16_MAX__", "65535"},
    {"__UINT16_TYPE__", "unsigned short"}, {"__UINT32_C_SUFFIX__", "U"}, {"__UINT32_FMTX__", "\"X\""},
    {"__UINT32_FMTo__", "\"o\""}, {"__UINT32_FMTu__", "\"u\""}, {"__UINT32_FMTx__", "\"x\""},
    {"__UINT32_MAX__", "4294967295U"}, {"__UINT32_TYPE__", "unsigned int"}, {"__UINT64_C_SUFFIX__", "UL"},
    {"__UINT64_FMTX__", "\"lX\""}, {"__UINT64_FMTo__", "\"lo\""}, {"__UINT64_FMTu__", "\"lu\""},
    {"__UINT64_FMTx__", "\"lx\""}, {"__UINT64_MAX__", "18446744073709551615UL"},
    {"__UINT64_TYPE__", "long unsigned int"}, {"__UINT8_C_SUFFIX__", ""}, {"__UINT8_FMTX__", "\"hhX\""},
    {"__UINT8_FMTo__", "\"hho\""}, {"__UINT8_FMTu__", "\"hhu\""}, {"__UINT8_FMTx__", "\"hhx\""},
    {"__UINT8_MAX__", "255"}, {"__UINT8_TYPE__", "unsigned char"}, {"__UINTMAX_C_SUFFIX__", "UL"},
    {"__UINTMAX_FMTX__", "\"lX\""}, {"__UINTMAX_FMTo__", "\"lo\""}, {"__UINTMAX_FMTu__", "\"lu\""},
    {"__UINTMAX_FMTx__", "\"lx\""}, {"__UINTMAX_MAX__", "18446744073709551615UL"},
    {"__UINTMAX_TYPE__", "long unsigned int"}, {"__UINTMAX_WIDTH__", "64"}, {"__UINTPTR_FMTX__", "\"lX\""},
    {"__UINTPTR_FMTo__", "\"lo\""}, {"__UINTPTR_FMTu__", "\"lu\""}, {"__UINTPTR_FMTx__", "\"lx\""},
    {"__UINTPTR_MAX__", "18446744073709551615UL"}, {"__UINTPTR_TYPE__", "long unsigned int"},
    {"__UINTPTR_WIDTH__", "64"}, {"__UINT_FAST16_FMTX__", "\"hX\""}, {"__UINT_FAST16_FMTo__", "\"ho\""},
    {"__UINT_FAST16_FMTu__", "\"hu\""}, {"__UINT_FAST16_FMTx__", "\"hx\""}, {"__UINT_FAST16_MAX__", "65535"},
    {"__UINT_FAST16_TYPE__", "unsigned short"}, {"__UINT_FAST32_FMTX__", "\"X\""},
    {"__UINT_FAST32_FMTo__", "\"o\""}, {"__UINT_FAST32_FMTu__", "\"u\""}, {"__UINT_FAST32_FMTx__", "\"x\""},
    {"__UINT_FAST32_MAX__", "4294967295U"}, {"__UINT_FAST32_TYPE__", "unsigned int"},
    {"__UINT_FAST64_FMTX__", "\"lX\""}, {"__UINT_FAST64_FMTo__", "\"lo\""}, {"__UINT_FAST64_FMTu__", "\"lu\""},
    {"__UINT_FAST64_FMTx__", "\"lx\""}, {"__UINT_FAST64_MAX__", "18446744073709551615UL"},
    {"__UINT_FAST64_TYPE__", "long unsigned int"}, {"__UINT_FAST8_FMTX__", "\"hhX\""},
    {"__UINT_FAST8_FMTo__", "\"hho\""}, {"__UINT_FAST8_FMTu__", "\"hhu\""}, {"__UINT_FAST8_FMTx__", "\"hhx\""},
    {"__UINT_FAST8_MAX__", "255"}, {"__UINT_FAST8_TYPE__", "unsigned char"},
    {"__UINT_LEAST16_FMTX__", "\"hX\""}, {"__UINT_LEAST16_FMTo__", "\"ho\""},
    {"__UINT_LEAST16_FMTu__", "\"hu\""}, {"__UINT_LEAST16_FMTx__", "\"hx\""},
    {"__UINT_LEAST16_MAX__", "65535"}, {"__UINT_LEAST16_TYPE__", "unsigned short"},
    {"__UINT_LEAST32_FMTX__", "\"X\""}, {"__UINT_LEAST32_FMTo__", "\"o\""}, {"__UINT_LEAST32_FMTu__", "\"u\""},
    {"__UINT_LEAST32_FMTx__", "\"x\""}, {"__UINT_LEAST32_MAX__", "4294967295U"},
    {"__UINT_LEAST32_TYPE__", "unsigned int"}, {"__UINT_LEAST64_FMTX__", "\"lX\""},
    {"__UINT_LEAST64_FMTo__", "\"lo\""}, {"__UINT_LEAST64_FMTu__", "\"lu\""},
    {"__UINT_LEAST64_FMTx__", "\"lx\""}, {"__UINT_LEAST64_MAX__", "18446744073709551615UL"},
    {"__UINT_LEAST64_TYPE__", "long unsigned int"}, {"__UINT_LEAST8_FMTX__", "\"hhX\""},
    {"__UINT_LEAST8_FMTo__", "\"hho\""}, {"__UINT_LEAST8_FMTu__", "\"hhu\""},
    {"__UINT_LEAST8_FMTx__", "\"hhx\""}, {"__UINT_LEAST8_MAX__", "255"},
    {"__UINT_LEAST8_TYPE__", "unsigned char"}, {"__USER_LABEL_PREFIX__", ""},
    {"__WCHAR_MAX__", "2147483647"},
    {"__WCHAR_TYPE__", "int"}, {"__WCHAR_WIDTH__", "32"}, {"__WINT_MAX__", "4294967295U"},
    {"__WINT_TYPE__", "unsigned int"}, {"__WINT_UNSIGNED__", "1"}, {"__WINT_WIDTH__", "32"},
    {"__amd64", "1"}, {"__amd64__", "1"}, {"__code_model_small__", "1"}, {"__gnu_linux__", "1"},
    {"__ilcc__", "1"}, {"__k8", "1"}, {"__k8__", "1"}, {"__linux", "1"}, {"__linux__", "1"},
    {"__tune_k8__", "1"}, {"__unix", "1"}, {"__unix__", "1"}, {"__x86_64", "1"}, {"__x86_64__", "1"},
};
// The _FloatN and _FloatNx types' characteristics, as gcc defines them (not _Float128's:
// ilcc holds its constants to long double precision, docs/sema.md).
#define ILCC_FLOAT_TYPE(P, S, MANT, DIG, MIN_EXP, MIN_10_EXP, MAX_EXP, MAX_10_EXP, DECIMAL_DIG, MAX, MIN, EPS, DENORM) \
  {"__" P "_MANT_DIG__", MANT}, {"__" P "_DIG__", DIG}, {"__" P "_MIN_EXP__", MIN_EXP},                              \
      {"__" P "_MIN_10_EXP__", MIN_10_EXP}, {"__" P "_MAX_EXP__", MAX_EXP}, {"__" P "_MAX_10_EXP__", MAX_10_EXP},     \
      {"__" P "_DECIMAL_DIG__", DECIMAL_DIG}, {"__" P "_MAX__", MAX S}, {"__" P "_NORM_MAX__", MAX S},               \
      {"__" P "_MIN__", MIN S}, {"__" P "_EPSILON__", EPS S}, {"__" P "_DENORM_MIN__", DENORM S},                    \
      {"__" P "_HAS_DENORM__", "1"}, {"__" P "_HAS_INFINITY__", "1"}, {"__" P "_HAS_QUIET_NAN__", "1"},              \
      {"__" P "_IS_IEC_60559__", "2"}
constexpr Predef kFloatNMacros[] = {
    ILCC_FLOAT_TYPE("FLT32", "F32", "24", "6", "(-125)", "(-37)", "128", "38", "9", "3.40282346638528859811704183484516925e+38",
                    "1.17549435082228750796873653722224568e-38", "1.19209289550781250000000000000000000e-7",
                    "1.40129846432481707092372958328991613e-45"),
    ILCC_FLOAT_TYPE("FLT64", "F64", "53", "15", "(-1021)", "(-307)", "1024", "308", "17",
                    "1.79769313486231570814527423731704357e+308", "2.22507385850720138309023271733240406e-308",
                    "2.22044604925031308084726333618164062e-16", "4.94065645841246544176568792868221372e-324"),
    ILCC_FLOAT_TYPE("FLT32X", "F32x", "53", "15", "(-1021)", "(-307)", "1024", "308", "17",
                    "1.79769313486231570814527423731704357e+308", "2.22507385850720138309023271733240406e-308",
                    "2.22044604925031308084726333618164062e-16", "4.94065645841246544176568792868221372e-324"),
    ILCC_FLOAT_TYPE("FLT64X", "F64x", "64", "18", "(-16381)", "(-4931)", "16384", "4932", "21",
                    "1.18973149535723176502126385303097021e+4932", "3.36210314311209350626267781732175260e-4932",
                    "1.08420217248550443400745280086994171e-19", "3.64519953188247460252840593361941982e-4951"),
};
#undef ILCC_FLOAT_TYPE

// Defined only in the GNU dialects (not with -std=c17 and friends), as in gcc and clang.
constexpr Predef kGnuOnlyMacros[] = {{"linux", "1"}, {"unix", "1"}};

struct Feature {
  const char* name;
  i64 value;
};
// features.def: every attribute ilcc knows, answered 1 only when it is claimed.
constexpr i64 kClaim_Yes = 1, kClaim_No = 0;
constexpr Feature kAttributes[] = {
#define ATTRIBUTE(name, id, args, claim) {#name, kClaim_##claim},
#include "pp/features.def"
};
constexpr Feature kCAttributes[] = {
#define C_ATTRIBUTE(name, version, gnu) {#name, version},
#include "pp/features.def"
};

template <size_t N> i64 lookup(const Feature (&table)[N], std::string_view name) {
  for (const Feature& f : table)
    if (name == f.name) return f.value;
  return 0;
}

std::string quote_string(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += '"';
  return out;
}
} // namespace

std::string Preprocessor::predefined_text() const {
  std::string text;
  auto def = [&](const char* name, const char* value) {
    text += "#define ";
    text += name;
    text += ' ';
    text += value;
    text += '\n';
  };
  if (opts_.assembler) def("__ASSEMBLER__", "1");
  else if (opts_.std_version) def("__STDC_VERSION__", std::to_string(opts_.std_version).append("L").c_str());
  def("__STDC_HOSTED__", opts_.hosted ? "1" : "0");
  if (opts_.undef) {
    // -undef keeps the macros the standard requires (C17 6.10.8.1).
    def("__STDC__", "1");
    return text;
  }
  for (const Predef& p : kTargetMacros) def(p.name, p.value);
  def(opts_.gnu89_inline ? "__GNUC_GNU_INLINE__" : "__GNUC_STDC_INLINE__", "1");
  // The GCC ilcc claims (support/version.h, docs/driver.md).
  def("__GNUC__", std::to_string(kGccMajor).c_str());
  def("__GNUC_MINOR__", std::to_string(kGccMinor).c_str());
  def("__GNUC_PATCHLEVEL__", std::to_string(kGccPatch).c_str());
  def("__VERSION__", format("\"%s (ilcc %s)\"", kGccVersion, kIlccVersion).c_str());
  for (const Predef& p : kFloatNMacros) def(p.name, p.value);
  if (opts_.std_gnu)
    for (const Predef& p : kGnuOnlyMacros) def(p.name, p.value);
  else
    def("__STRICT_ANSI__", "1");
  // The instruction set extensions (support/x86_features.def): __MMX__, __SSE__, __SSE2__
  // by default, __AVX2__ and the others with -mavx2, -march=... (docs/simd.md).
  for (unsigned i = 0; i < unsigned(X86Feature::Count); ++i)
    if (opts_.features.has(X86Feature(i))) def(std::string(x86_feature_macro(X86Feature(i))).c_str(), "1");
  if (opts_.optimize > 0 || opts_.optimize_size) def("__OPTIMIZE__", "1");
  else def("__NO_INLINE__", "1");
  if (opts_.optimize_size) def("__OPTIMIZE_SIZE__", "1");
  if (opts_.fast_math) def("__FAST_MATH__", "1");
  if (!opts_.math_errno) def("__NO_MATH_ERRNO__", "1");
  // The code model, as gcc defines it: -fPIE (the default) 2 and 2, -fpic 1 and none, ...
  std::string pic = std::to_string(opts_.pic_level);
  if (opts_.pic_level > 0) {
    def("__pic__", pic.c_str());
    def("__PIC__", pic.c_str());
    if (opts_.pie) {
      def("__pie__", pic.c_str());
      def("__PIE__", pic.c_str());
    }
  }
  if (opts_.cet) def("__CET__", std::to_string(opts_.cet).c_str());
  static const char* const kSsp[] = {nullptr, "__SSP__", "__SSP_STRONG__", "__SSP_ALL__", "__SSP_EXPLICIT__"};
  if (opts_.ssp && opts_.ssp < 5) def(kSsp[opts_.ssp], std::to_string(opts_.ssp).c_str());
  if (opts_.sanitize_address) def("__SANITIZE_ADDRESS__", "1");
  return text;
}

void Preprocessor::define_builtins() {
#define BUILTIN_MACRO(E, spelling)                                                                  \
  {                                                                                                \
    Macro* m = new_macro(Symbol::intern(spelling));                                                \
    m->builtin = BuiltinMacro::E;                                                                  \
    macros_.set(m->name, m);                                                                       \
  }
#include "pp/predefined.def"
}

// __has_include ( header-name ) and __has_attribute ( name ) and friends. -1 on error.
i64 Preprocessor::evaluate_has_operator(BuiltinMacro kind, const Token& name) {
  ++no_pop_depth_;
  Token lp = next_unexpanded();
  auto fail = [&](const Token& at, std::string msg) -> i64 {
    error(at, msg);
    if (at.kind == TokenKind::Eol) push_back(at);
    --no_pop_depth_;
    return -1;
  };
  if (lp.kind != TokenKind::LParen) return fail(lp.kind == TokenKind::Eol ? name : lp, format("missing '(' after \"%s\"", name.sym().c_str()));
  i64 result = 0;
  if (kind == BuiltinMacro::HasInclude || kind == BuiltinMacro::HasIncludeNext) {
    std::string header;
    bool angled;
    Loc loc;
    if (!read_header_name(header, angled, loc, true)) {
      --no_pop_depth_;
      return -1;
    }
    FileState& cur = cur_file();
    i32 start = -1;
    if (kind == BuiltinMacro::HasIncludeNext && files_.size() > 1 && cur.dir_index >= 0) start = cur.dir_index + 1;
    HeaderLookup hl;
    result = search_.find(sm_, header, angled, cur.dir, cur.system, start, hl) ? 1 : 0;
  } else {
    Token t = expand_next();
    if (!t.is_ident()) return fail(t, format("macro \"%s\" requires an identifier", name.sym().c_str()));
    std::string id(t.spelling());
    Token r = next_unexpanded();
    if (r.kind == TokenKind::Colon) { // scope::name
      Token c2 = next_unexpanded();
      Token n2 = next_unexpanded();
      if (c2.kind != TokenKind::Colon || !n2.is_ident()) return fail(n2, "attribute name expected after '::'");
      std::string scope = id;
      id = std::string(n2.spelling());
      if (scope != "gnu" && scope != "__gnu__") id.clear();
      else if (kind == BuiltinMacro::HasCAttribute) kind = BuiltinMacro::HasAttribute; // gnu::name: the GNU set
      r = next_unexpanded();
    }
    if (id.size() > 4 && id.compare(0, 2, "__") == 0 && id.compare(id.size() - 2, 2, "__") == 0)
      id = id.substr(2, id.size() - 4);
    switch (kind) {
    case BuiltinMacro::HasAttribute: result = id.empty() ? 0 : lookup(kAttributes, id); break;
    case BuiltinMacro::HasCAttribute: result = lookup(kCAttributes, id); break;
    case BuiltinMacro::HasBuiltin: result = opts_.has_builtin && opts_.has_builtin(t.spelling()) ? 1 : 0; break;
    default: result = 0; break; // __has_feature: ilcc has no clang feature flags
    }
    if (r.kind != TokenKind::RParen) return fail(r, format("missing ')' after \"%s\" operand", name.sym().c_str()));
    --no_pop_depth_;
    return result;
  }
  Token r = next_unexpanded();
  --no_pop_depth_;
  if (r.kind != TokenKind::RParen) {
    error(r, format("missing ')' after \"%s\" operand", name.sym().c_str()));
    if (r.kind == TokenKind::Eol) push_back(r);
    return -1;
  }
  return result;
}

// C17 6.10.8.1 and GNU: the value of a computed macro at its point of use.
Token Preprocessor::expand_builtin(const Token& name, Macro* m) {
  Token r = name;
  r.flags = u8((name.flags & (TokenFlag::StartOfLine | TokenFlag::LeadingSpace)) | TokenFlag::Synthetic);
  std::string text;
  r.kind = TokenKind::StringLit;
  PresumedLoc where = sm_.presumed(expansion_point(name));
  switch (m->builtin) {
  case BuiltinMacro::File: text = quote_string(apply_prefix_map(where.file, opts_.macro_prefix_map)); break;
  case BuiltinMacro::FileName: {
    std::string_view f = where.file;
    size_t slash = f.rfind('/');
    text = quote_string(slash == std::string_view::npos ? f : f.substr(slash + 1));
    break;
  }
  case BuiltinMacro::BaseFile: text = quote_string(apply_prefix_map(base_file_, opts_.macro_prefix_map)); break;
  case BuiltinMacro::Line: text = std::to_string(where.line); r.kind = TokenKind::Number; break;
  case BuiltinMacro::Counter: text = std::to_string(counter_++); r.kind = TokenKind::Number; break;
  case BuiltinMacro::IncludeLevel:
    text = std::to_string(files_.empty() ? 0 : files_.size() - 1);
    r.kind = TokenKind::Number;
    break;
  case BuiltinMacro::Date: text = date_; break;
  case BuiltinMacro::Time: text = time_; break;
  case BuiltinMacro::Timestamp: {
    struct stat st;
    std::string path = files_.empty() ? std::string() : cur_file().file->path;
    if (!path.empty() && ::stat(path.c_str(), &st) == 0) {
      std::tm tm;
      localtime_r(&st.st_mtime, &tm);
      char buf[64];
      std::strftime(buf, sizeof buf, "\"%a %b %e %H:%M:%S %Y\"", &tm);
      text = buf;
    } else {
      text = "\"??? ??? ?? ??:??:?? ????\"";
    }
    break;
  }
  default: {
    i64 v = -1;
    if (enter_nesting(name)) v = evaluate_has_operator(m->builtin, name); // its operand may nest
    leave_nesting();
    text = std::to_string(v < 0 ? 0 : v);
    r.kind = TokenKind::Number;
  }
  }
  std::string_view s = arena_.copy_string(text);
  r.text = s.data();
  r.len = u32(s.size());
  return r;
}

} // namespace ilcc
