// options.cpp — the option table and its handlers.
//
// The table is built from options.def; rows are sorted by decreasing spelling length at
// start-up so that the first match is the longest one. Each handler receives the parsed
// value (empty for flags) and the options being filled.
#include "driver/options.h"

#include "support/file.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <limits>

namespace ilcc {

namespace {
enum class ArgKind : u8 { Flag, Joined, Separate, JoinedOrSeparate };

struct ParseState {
  DriverOptions& o;
  Diagnostics& diag;
  std::string_view word; // the whole word, for messages
  std::vector<std::string> inject; // words to parse next (-Wp,)
};
using Handler = bool (*)(ParseState&, std::string_view value);

// -Wa,a,b and -Wl,a,b: the words between the commas, empty ones included (as gcc).
void split_commas(std::string_view v, std::vector<std::string>& out) {
  for (size_t b = 0; b <= v.size();) {
    size_t c = v.find(',', b);
    if (c == std::string_view::npos) c = v.size();
    out.emplace_back(v.substr(b, c - b));
    b = c + 1;
  }
}
#define H(Id) bool handle_##Id([[maybe_unused]] ParseState& s, [[maybe_unused]] std::string_view v)
H(Preprocess) { s.o.action = DriverAction::Preprocess; return true; }
H(CompileOnly) { if (s.o.action != DriverAction::Preprocess) s.o.action = DriverAction::CompileOnly; return true; }
H(AssembleOnly) { if (s.o.action != DriverAction::Preprocess) s.o.action = DriverAction::AssembleOnly; return true; }
H(SyntaxOnly) { if (s.o.action != DriverAction::Preprocess) s.o.action = DriverAction::SyntaxOnly; return true; }
H(Output) { s.o.output = std::string(v); return true; }
H(Language) {
  if (v != "c" && v != "c-header" && v != "cpp-output" && v != "assembler" && v != "assembler-with-cpp" &&
      v != "ir" && v != "none") {
    s.diag.error({}, format("language '%.*s' not recognized", int(v.size()), v.data()));
    return false;
  }
  s.o.language = v == "none" ? "" : std::string(v);
  return true;
}
H(Help) { s.o.show_help = true; return true; }
H(Version) { s.o.show_version = true; return true; }
H(FeatureTables) { s.o.print_feature_tables = true; return true; }
H(Verbose) { s.o.verbose = true; return true; }
H(PrintCommands) { s.o.print_only = true; return true; }
H(Pipe) { return true; }
H(TimeReport) { s.o.time_report = true; return true; }
void query(ParseState& s, QueryKind k, std::string_view arg = {}) { s.o.queries.push_back({k, std::string(arg)}); }
H(PrintFileName) { query(s, QueryKind::FileName, v); return true; }
H(PrintProgName) { query(s, QueryKind::ProgName, v); return true; }
H(PrintLibgcc) { query(s, QueryKind::LibgccFileName); return true; }
H(DumpMachine) { query(s, QueryKind::DumpMachine); return true; }
H(DumpVersion) { query(s, QueryKind::DumpVersion); return true; }
H(DumpFullVersion) { query(s, QueryKind::DumpFullVersion); return true; }
H(PrintSearchDirs) { query(s, QueryKind::SearchDirs); return true; }
H(PrintMultiOsDirectory) { query(s, QueryKind::MultiOsDirectory); return true; }
H(PrintMultiDirectory) { query(s, QueryKind::MultiDirectory); return true; }
H(PrintMultiarch) { query(s, QueryKind::Multiarch); return true; }
H(PrintMultiLib) { query(s, QueryKind::MultiLib); return true; }
H(PrintSysroot) { query(s, QueryKind::Sysroot); return true; }
H(SaveTemps) { s.o.save_temps = true; s.o.save_temps_obj = false; return true; }
H(SaveTempsIn) {
  if (v != "cwd" && v != "obj") {
    s.diag.error({}, format("unrecognized argument '%.*s' to '-save-temps='", int(v.size()), v.data()));
    return false;
  }
  s.o.save_temps = true;
  s.o.save_temps_obj = v == "obj";
  return true;
}
H(Prefix) { s.o.prefixes.push_back(std::string(v)); return true; }
H(Sysroot) { s.o.sysroot = std::string(v); return true; }
H(SysrootSeparate) { s.o.sysroot = std::string(v); return true; }
H(Define) { s.o.pp.macro_options.push_back({'D', std::string(v)}); return true; }
H(Undefine) { s.o.pp.macro_options.push_back({'U', std::string(v)}); return true; }
H(Undef) { s.o.pp.undef = true; return true; }
H(Include) { s.o.pp.includes.push_back(std::string(v)); return true; }
H(Imacros) { s.o.pp.imacros.push_back(std::string(v)); return true; }
H(IncludeDir) { s.o.pp.search.bracket_dirs.push_back(std::string(v)); return true; }
H(QuoteDir) { s.o.pp.search.quote_dirs.push_back(std::string(v)); return true; }
H(SystemDir) { s.o.pp.search.system_dirs.push_back(std::string(v)); return true; }
H(AfterDir) { s.o.pp.search.after_dirs.push_back(std::string(v)); return true; }
H(NoStdInc) { s.o.pp.search.nostdinc = true; s.o.pp.implicit_stdc_predef = false; return true; }
H(NoStdLibInc) { s.o.pp.search.nostdlibinc = true; s.o.pp.implicit_stdc_predef = false; return true; }
H(NoLineMarkers) { s.o.print.line_markers = false; return true; }
H(KeepComments) { s.o.pp.keep_comments = true; return true; }
H(KeepAllComments) { s.o.pp.keep_comments = true; return true; }
H(DumpMacros) { s.o.print.dump_macros = true; return true; }
H(DumpDefines) { s.o.print.keep_defines = true; return true; }
H(DepsOnly) { s.o.deps_only = true; s.o.action = DriverAction::Preprocess; return true; }
H(DepsUserOnly) { s.o.deps_only = true; s.o.deps_system = false; s.o.action = DriverAction::Preprocess; return true; }
H(DepsFile) { s.o.deps_file = true; return true; }
H(DepsUserFile) { s.o.deps_file = true; s.o.deps_system = false; return true; }
H(DepsOutput) { s.o.deps_output = std::string(v); return true; }
H(DepsTarget) { s.o.deps_targets.push_back(std::string(v)); return true; }
H(DepsQuotedTarget) { s.o.deps_targets.push_back(quote_make_target(v)); return true; }
H(DepsPhony) { s.o.deps_phony = true; return true; }
H(DepsGenerated) { s.o.deps_generated = true; return true; }
// The value of a limit option (-fmax-include-depth=N and the like): min ≤ N, and N fits.
template <typename T>
bool parse_limit(ParseState& s, std::string_view v, T& out, u64 min = 1) {
  std::string text(v);
  char* end;
  errno = 0;
  unsigned long long n = std::strtoull(text.c_str(), &end, 10);
  if (text.empty() || text[0] == '-' || *end || errno || n < min || n > std::numeric_limits<T>::max()) {
    s.diag.error({}, format("invalid argument '%.*s'", int(s.word.size()), s.word.data()));
    return false;
  }
  out = T(n);
  return true;
}
H(MaxIncludeDepth) { return parse_limit(s, v, s.o.pp.max_include_depth); }
H(BracketDepth) {
  // One limit for #if expressions and for the parser's brackets, blocks and declarators.
  if (!parse_limit(s, v, s.o.pp.bracket_depth)) return false;
  s.o.sema.bracket_depth = s.o.pp.bracket_depth;
  return true;
}
H(MacroNestingDepth) { return parse_limit(s, v, s.o.pp.macro_nesting_depth); }
H(MacroBacktraceLimit) { return parse_limit(s, v, s.o.pp.macro_backtrace_limit, 0); }
H(MaxMacroExpansionTokens) { return parse_limit(s, v, s.o.pp.max_expansion_tokens); }
H(Std) {
  s.o.sema.gnu = v.substr(0, 3) == "gnu";
  struct StdRow {
    const char* name;
    long version;
    bool gnu;
  };
  static constexpr StdRow kStds[] = {
      {"c89", 0, false},         {"c90", 0, false},         {"iso9899:1990", 0, false},
      {"gnu89", 0, true},        {"gnu90", 0, true},        {"iso9899:199409", 199409, false},
      {"c99", 199901, false},    {"iso9899:1999", 199901, false}, {"gnu99", 199901, true},
      {"c11", 201112, false},    {"iso9899:2011", 201112, false}, {"gnu11", 201112, true},
      {"c17", 201710, false},    {"c18", 201710, false},    {"iso9899:2017", 201710, false},
      {"iso9899:2018", 201710, false}, {"gnu17", 201710, true}, {"gnu18", 201710, true},
      {"c2x", 202000, false},    {"gnu2x", 202000, true},
  };
  for (const StdRow& r : kStds) {
    if (v == r.name) {
      // C90 has no __STDC_VERSION__ (0: undefined); C94 (AMD1) defines 199409L.
      s.o.pp.std_version = r.version;
      s.o.pp.std_gnu = r.gnu;
      return true;
    }
  }
  s.diag.error({}, format("invalid value '%.*s' in '-std=%.*s'", int(v.size()), v.data(), int(v.size()), v.data()));
  return false;
}
H(Ansi) { s.o.pp.std_version = 0; s.o.pp.std_gnu = false; s.o.sema.gnu = false; return true; }
H(Optimize) {
  if (v.empty() || v == "1" || v == "2" || v == "3" || v == "fast" || v == "g") {
    s.o.pp.optimize = v.empty() || v == "g" ? 1 : v == "fast" ? 3 : v[0] - '0';
    s.o.pp.optimize_size = false;
  } else if (v == "0") {
    s.o.pp.optimize = 0;
    s.o.pp.optimize_size = false;
  } else if (v == "s" || v == "z") {
    s.o.pp.optimize = 2;
    s.o.pp.optimize_size = true;
  } else {
    s.diag.error({}, format("invalid optimization level '%.*s'", int(s.word.size()), s.word.data()));
    return false;
  }
  return true;
}
H(Debug) { s.o.codegen.debug_info = v != "0"; return true; }
// The PIC model, as gcc: the last of -fpic/-fPIC/-fpie/-fPIE/-fno-pic/-fno-pie wins, and
// every -fno- form means position-dependent code (gcc's -fPIC -fno-pie is not PIC either).
H(PicLarge) { s.o.pic_level = 2; s.o.pie = false; return true; }
H(PicSmall) { s.o.pic_level = 1; s.o.pie = false; return true; }
H(PieLarge) { s.o.pic_level = 2; s.o.pie = true; return true; }
H(PieSmall) { s.o.pic_level = 1; s.o.pie = true; return true; }
H(NoPicSmall) { s.o.pic_level = 0; s.o.pie = false; return true; }
H(NoPicLarge) { s.o.pic_level = 0; s.o.pie = false; return true; }
H(NoPieSmall) { s.o.pic_level = 0; s.o.pie = false; return true; }
H(NoPieLarge) { s.o.pic_level = 0; s.o.pie = false; return true; }
H(RaStats) { s.o.codegen.ra_stats = true; return true; }
H(RaVerify) { s.o.codegen.ra_verify = true; return true; }
H(RaKnob) {
  size_t eq = v.find('=');
  if (v.empty() || eq == 0 || eq == std::string_view::npos) {
    s.diag.error({}, format("invalid argument '%.*s': expected -fra-knob=NAME=VALUE", int(s.word.size()), s.word.data()));
    return false;
  }
  s.o.codegen.ra_knobs.emplace_back(std::string(v.substr(0, eq)), std::string(v.substr(eq + 1)));
  return true;
}
H(NoWarnings) { s.diag.suppress_warnings = true; return true; }
H(ErrorImplicitDecl) { s.diag.set_warning_error(Warning::ImplicitFunctionDeclaration, true); return true; }
H(Pedantic) { s.diag.set_warning(Warning::Pedantic, true); return true; }
H(PedanticErrors) { s.diag.set_warning(Warning::Pedantic, true); s.o.sema.pedantic_errors = true; return true; }
H(Warning) {
  if (v.empty()) v = "extra"; // -W: the old spelling of -Wextra
  Diagnostics& d = s.diag;
  if (v == "error" || v == "no-error") {
    d.warnings_as_errors = v == "error";
    return true;
  }
  if (v == "system-headers" || v == "no-system-headers") {
    d.system_header_warnings = v == "system-headers";
    return true;
  }
  bool on = true;
  std::string_view name = v;
  if (name.substr(0, 3) == "no-") on = false, name.remove_prefix(3);
  // -Werror=NAME turns warning NAME on and makes it an error; -Wno-error=NAME makes it a
  // warning again (and leaves it on).
  bool error_form = name.substr(0, 6) == "error=";
  if (error_form) name.remove_prefix(6);
  bool diagnosed = false;
  if (!known_warning_name(name, &diagnosed)) {
    // gcc: an unknown -Wno-NAME is accepted (it may silence a newer gcc's warning); an
    // unknown -WNAME or -W[no-]error=NAME is an error.
    if (!on && !error_form) return true;
    if (error_form)
      d.error({}, format("'%.*s': no option -W%.*s", int(s.word.size()), s.word.data(), int(name.size()), name.data()));
    else
      d.error({}, format("unrecognized command-line option '%.*s'", int(s.word.size()), s.word.data()));
    return false;
  }
  if (!diagnosed) return true;
  if (name.substr(0, 7) == "format=") { // -Wformat=N: 0 off, 1 -Wformat, 2 also -Wformat-security
    std::string_view n = name.substr(7);
    d.set_warning(Warning::Format, on && n != "0");
    d.set_warning(Warning::FormatExtraArgs, on && n != "0");
    if (n == "2") d.set_group(WG_FORMAT2, on);
    return true;
  }
  if (u8 group = warning_group(name)) {
    d.set_group(group, on); // -Werror=all and the like: the group's warnings on
    return true;
  }
  Warning w = find_warning(name);
  for (Warning x : {w, w == Warning::Format ? Warning::FormatExtraArgs : Warning::None}) { // -Wformat has -Wformat-extra-args
    if (error_form) d.set_warning_error(x, on);
    else d.set_warning(x, on);
  }
  return true;
}
// -Wp,A,B: preprocessor options, parsed as if given directly; cpp's -MD FILE and -MMD FILE
// (a file operand, unlike the driver's) become -MD -MF FILE.
H(PreprocessorArg) {
  std::vector<std::string> words;
  split_commas(v, words);
  for (size_t i = 0; i < words.size(); ++i) {
    s.inject.push_back(words[i]);
    if ((words[i] == "-MD" || words[i] == "-MMD") && i + 1 < words.size()) {
      s.inject.push_back("-MF");
      s.inject.push_back(words[++i]);
    }
  }
  return true;
}
// The -f options ilcc implements.
H(Common) { s.o.sema.fcommon = true; return true; }
H(NoCommon) { s.o.sema.fcommon = false; return true; }
H(Builtin) { s.o.builtins = true; return true; }
H(NoBuiltin) { s.o.builtins = false; return true; }
H(NoBuiltinFunction) { s.o.builtins = false; return true; } // any one: all library calls stay calls
H(Freestanding) {
  s.o.pp.implicit_stdc_predef = false;
  s.o.pp.hosted = false;
  s.o.builtins = false;
  return true;
}
H(Hosted) { s.o.pp.hosted = true; s.o.builtins = true; return true; }
H(MathErrno) { s.o.math_errno = true; return true; }
H(NoMathErrno) { s.o.math_errno = false; return true; }
H(FastMath) { s.o.math_errno = false; s.o.pp.fast_math = true; return true; }
H(NoFastMath) { s.o.math_errno = true; s.o.pp.fast_math = false; return true; }
H(StackReuse) { // which objects may share stack slots (gcc's option)
  if (v == "all") s.o.stack_reuse = lower::StackReuse::All;
  else if (v == "named_vars") s.o.stack_reuse = lower::StackReuse::NamedVars;
  else if (v == "none") s.o.stack_reuse = lower::StackReuse::None;
  else {
    s.diag.error({}, format("invalid argument '%.*s' to -fstack-reuse= (all, named_vars, none)", int(v.size()), v.data()));
    return false;
  }
  return true;
}
H(Gnu89Inline) { s.o.gnu89_inline = 1; return true; }
H(NoGnu89Inline) { s.o.gnu89_inline = 0; return true; }
H(DumpIl) { s.o.dump_il = true; return true; }
H(IlStats) { s.o.il_stats = true; return true; }
H(Interpret) { s.o.interpret = true; return true; }
H(DiagnosticsParseableFixits) { s.diag.parseable_fixits = true; return true; }
H(DiagnosticsColor) { s.o.color = ColorMode::Always; return true; }
H(DiagnosticsColorIs) {
  if (v == "always") s.o.color = ColorMode::Always;
  else if (v == "never") s.o.color = ColorMode::Never;
  else if (v == "auto") s.o.color = ColorMode::Auto;
  else {
    s.diag.error({}, format("argument '%.*s' to '-fdiagnostics-color=' is not valid (always, never, auto)", int(v.size()), v.data()));
    return false;
  }
  return true;
}
// OLD=NEW (the first '=' separates them, as gcc).
bool prefix_map(ParseState& s, std::string_view v, bool macro, bool debug) {
  size_t eq = v.find('=');
  if (eq == std::string_view::npos) {
    s.diag.error({}, format("invalid argument '%.*s': expected OLD=NEW", int(s.word.size()), s.word.data()));
    return false;
  }
  std::pair<std::string, std::string> m{std::string(v.substr(0, eq)), std::string(v.substr(eq + 1))};
  if (macro) s.o.pp.macro_prefix_map.push_back(m);
  if (debug) s.o.codegen.debug_prefix_map.push_back(m);
  return true;
}
H(FilePrefixMap) { return prefix_map(s, v, true, true); }
H(MacroPrefixMap) { return prefix_map(s, v, true, false); }
H(DebugPrefixMap) { return prefix_map(s, v, false, true); }
H(VisibilityDefault) {
  if (v == "default") s.o.visibility = il::Visibility::Default;
  else if (v == "hidden") s.o.visibility = il::Visibility::Hidden;
  else if (v == "protected") s.o.visibility = il::Visibility::Protected;
  else if (v == "internal") s.o.visibility = il::Visibility::Internal;
  else {
    s.diag.error({}, format("unrecognized visibility value '%.*s' (default, hidden, protected, internal)", int(v.size()), v.data()));
    return false;
  }
  return true;
}
H(NoDiagnosticsColor) { s.o.color = ColorMode::Never; return true; }
H(CfProtection) { s.o.codegen.cf_protection = x86_64::kCetBranch | x86_64::kCetReturn; return true; }
H(StackProtector) { s.o.codegen.stack_protector = x86_64::StackProtector::Plain; return true; }
H(StackProtectorStrong) { s.o.codegen.stack_protector = x86_64::StackProtector::Strong; return true; }
H(StackProtectorAll) { s.o.codegen.stack_protector = x86_64::StackProtector::All; return true; }
H(StackProtectorExplicit) { s.o.codegen.stack_protector = x86_64::StackProtector::Explicit; return true; }
H(NoStackProtector) { s.o.codegen.stack_protector = x86_64::StackProtector::None; return true; }
// -fsanitize=LIST and the like: the UBSan checks named (lower/ubsan.def), or "all" for
// -fno- forms. AddressSanitizer and the others are rejected: ilcc does not instrument
// for them.
static bool sanitizer_list(ParseState& s, std::string_view v, const char* option, bool allow_all, u32& bits, bool* asan = nullptr) {
  std::vector<std::string> names;
  split_commas(v, names);
  bits = 0;
  if (asan) *asan = false;
  for (const std::string& n : names) {
    if (u32 b = lower::ubsan_checks_named(n)) {
      bits |= b;
    } else if (allow_all && n == "all") {
      bits |= lower::UBSAN_All;
    } else if (n == "address") {
      if (asan) *asan = true;
    } else if (n == "kernel-address" || n == "hwaddress" || n == "thread" || n == "leak" ||
               n == "memory" || n == "pointer-compare" || n == "pointer-subtract" || n == "shadow-call-stack") {
      if (allow_all) continue; // -fno-sanitize=thread: nothing to leave out
      s.diag.error({}, format("unsupported option '%s%s': ilcc instruments for -fsanitize=undefined and address only", option, n.c_str()));
      return false;
    } else {
      s.diag.error({}, format("unsupported argument to '%s': '%s' (ilcc instruments the checks of -fsanitize=undefined: "
                              "signed-integer-overflow, shift, shift-exponent, shift-base, integer-divide-by-zero, null, "
                              "alignment, bounds, unreachable, vla-bound)", option, n.c_str()));
      return false;
    }
  }
  return true;
}
H(Sanitize) {
  u32 bits;
  bool asan;
  if (!sanitizer_list(s, v, "-fsanitize=", false, bits, &asan)) return false;
  s.o.ubsan.checks |= bits;
  s.o.asan |= asan;
  return true;
}
H(NoSanitize) {
  u32 bits;
  bool asan;
  if (!sanitizer_list(s, v, "-fno-sanitize=", true, bits, &asan)) return false;
  s.o.ubsan.checks &= ~bits;
  if (asan || v == "all") s.o.asan = false;
  return true;
}
H(SanitizeRecover) { s.o.ubsan.recover = lower::UBSAN_All; return true; }
H(SanitizeRecoverIs) {
  u32 bits;
  if (!sanitizer_list(s, v, "-fsanitize-recover=", true, bits)) return false;
  s.o.ubsan.recover |= bits;
  return true;
}
H(NoSanitizeRecover) { s.o.ubsan.recover = 0; return true; }
H(NoSanitizeRecoverIs) {
  u32 bits;
  if (!sanitizer_list(s, v, "-fno-sanitize-recover=", true, bits)) return false;
  s.o.ubsan.recover &= ~bits;
  return true;
}
H(SanitizeTrap) { s.o.ubsan.trap = true; return true; }
H(SanitizeTrapAll) { s.o.ubsan.trap = true; return true; }
H(SanitizeTrapIs) {
  if (v != "undefined" && v != "all") {
    s.diag.error({}, format("unsupported argument to '-fsanitize-trap=': '%.*s' (ilcc traps for all of its checks or none: undefined, all)",
                            int(v.size()), v.data()));
    return false;
  }
  s.o.ubsan.trap = true;
  return true;
}
H(OmitFramePointer) { s.o.codegen.frame_pointer = false; return true; }
H(NoOmitFramePointer) { s.o.codegen.frame_pointer = true; return true; }
H(OmitLeafFramePointer) { s.o.codegen.leaf_frame_pointer = false; return true; }
H(NoOmitLeafFramePointer) { s.o.codegen.leaf_frame_pointer = true; return true; }
H(FunctionSections) { s.o.codegen.function_sections = true; return true; }
H(NoFunctionSections) { s.o.codegen.function_sections = false; return true; }
H(DataSections) { s.o.codegen.data_sections = true; return true; }
H(NoDataSections) { s.o.codegen.data_sections = false; return true; }
H(Plt) { s.o.codegen.plt = true; return true; }
H(NoPlt) { s.o.codegen.plt = false; return true; }
H(StackClashProtection) { s.o.codegen.stack_clash = true; return true; }
H(NoStackClashProtection) { s.o.codegen.stack_clash = false; return true; }
// check: for gcc's final link-time optimization step, which ilcc does not do: nothing.
H(CfProtectionIs) {
  unsigned& cf = s.o.codegen.cf_protection;
  if (v == "full") cf = x86_64::kCetBranch | x86_64::kCetReturn;
  else if (v == "branch") cf = x86_64::kCetBranch;
  else if (v == "return") cf = x86_64::kCetReturn;
  else if (v == "none" || v == "check") cf = 0;
  else {
    s.diag.error({}, format("unknown Control-Flow Protection Level '%.*s' (full, branch, return, none, check)",
                            int(v.size()), v.data()));
    return false;
  }
  return true;
}

// flags.def: the -f and -m options accepted as no-ops and the ones rejected, each with
// its reason. An exact row wins over a row ending in '=' that the word starts with.
enum class FlagStatus : u8 { NoOp, Unsupported };
struct FlagRow {
  const char* spelling;
  FlagStatus status;
  const char* reason;
};
constexpr FlagRow kFFlags[] = {
#define FFLAG(spelling, status, reason) {spelling, FlagStatus::status, reason},
#include "driver/flags.def"
};
constexpr FlagRow kMFlags[] = {
#define MFLAG(spelling, status, reason) {spelling, FlagStatus::status, reason},
#include "driver/flags.def"
};
template <size_t N>
const FlagRow* find_flag(const FlagRow (&rows)[N], std::string_view v) {
  const FlagRow* prefix = nullptr;
  for (const FlagRow& r : rows) {
    std::string_view sp = r.spelling;
    if (v == sp) return &r;
    if (sp.back() == '=' && v.size() > sp.size() && v.substr(0, sp.size()) == sp &&
        (!prefix || sp.size() > std::strlen(prefix->spelling)))
      prefix = &r;
  }
  return prefix;
}
bool apply_flag(ParseState& s, const FlagRow* r) {
  if (!r) {
    s.diag.error({}, format("unrecognized command-line option '%.*s'", int(s.word.size()), s.word.data()));
    return false;
  }
  if (r->status == FlagStatus::NoOp) return true;
  s.diag.error({}, format("unsupported option '%.*s': %s", int(s.word.size()), s.word.data(), r->reason));
  return false;
}
H(Feature) { return apply_flag(s, find_flag(kFFlags, v)); }
// -mNAME / -mno-NAME for an instruction set extension (support/x86_features.def),
// -march=NAME for a processor's; the other -m options are flags.def's.
H(Machine) {
  if (v.rfind("arch=", 0) == 0) {
    X86Features f;
    if (!x86_arch_features(v.substr(5), f)) {
      s.diag.error({}, format("bad value '%.*s' for '-march=' switch", int(v.size() - 5), v.data() + 5));
      return false;
    }
    s.o.features = f;
    return true;
  }
  X86Feature f;
  bool off = v.rfind("no-", 0) == 0;
  if (parse_x86_feature(off ? v.substr(3) : v, f)) {
    if (off) s.o.features.disable(f);
    else s.o.features.enable(f);
    return true;
  }
  return apply_flag(s, find_flag(kMFlags, v));
}
H(Profile) {
  s.diag.error({}, "unsupported option '-pg': ilcc has no profiling instrumentation (mcount, __fentry__)");
  return false;
}
H(Coverage) {
  s.diag.error({}, "unsupported option '--coverage': ilcc has no gcov instrumentation");
  return false;
}
H(Pthread) { s.o.pp.macro_options.push_back({'D', "_REENTRANT"}); s.o.pthread = true; return true; }
H(EmitIr) { s.o.emit_ir = true; return true; }
H(EmitMir) { s.o.emit_mir = true; return true; }
// IL serialization is not built: the option warns rather than being silently ignored.
H(EmitIl) {
  s.diag.warning({}, "-emit-il is not implemented yet (IL serialization); ignored");
  return true;
}
H(AssemblerArg) { split_commas(v, s.o.assembler_args); return true; }
H(XAssembler) { s.o.assembler_args.emplace_back(v); return true; }
H(Library) { s.o.link_items.push_back({"-l" + std::string(v)}); return true; }
H(LibraryDir) { s.o.library_dirs.push_back(std::string(v)); return true; }
H(Shared) { s.o.shared = true; return true; }
H(StaticLibgcc) { s.o.static_libgcc = true; return true; }
H(SharedLibgcc) { s.o.static_libgcc = false; return true; }
H(Static) { s.o.static_link = true; return true; }
H(SharedLong) { s.o.shared = true; return true; }
H(StaticLong) { s.o.static_link = true; return true; }
H(StaticPie) { s.o.static_pie = true; return true; }
H(Pie) { s.o.no_pie = false; return true; }
H(NoPie) { s.o.no_pie = true; return true; }
H(NoStdLib) { s.o.nostartfiles = s.o.nodefaultlibs = true; return true; }
H(NoStartFiles) { s.o.nostartfiles = true; return true; }
H(NoDefaultLibs) { s.o.nodefaultlibs = true; return true; }
H(Rdynamic) { s.o.rdynamic = true; return true; }
H(Strip) { s.o.strip = true; return true; }
H(LinkerArg) {
  std::vector<std::string> words;
  split_commas(v, words);
  for (std::string& w : words) s.o.link_items.push_back({std::move(w)});
  return true;
}
H(XLinker) { s.o.link_items.push_back({std::string(v)}); return true; }
H(UseLd) {
  if (v.empty()) {
    s.diag.error({}, "missing argument to '-fuse-ld='");
    return false;
  }
  // A path names the linker itself (as clang accepts); a name NAME is the program ld.NAME.
  s.o.linker = v.find('/') != std::string_view::npos ? std::string(v) : "ld." + std::string(v);
  return true;
}
#undef H

struct OptionRow {
  const char* spelling;
  ArgKind kind;
  Handler handler;
  const char* help;
};
constexpr OptionRow kOptions[] = {
#define OPTION(Id, spelling, kind, help) {spelling, ArgKind::kind, handle_##Id, help},
#include "driver/options.def"
};

const std::vector<const OptionRow*>& rows_longest_first() {
  static const std::vector<const OptionRow*> rows = [] {
    std::vector<const OptionRow*> r;
    for (const OptionRow& o : kOptions) r.push_back(&o);
    std::stable_sort(r.begin(), r.end(), [](const OptionRow* a, const OptionRow* b) {
      return std::strlen(a->spelling) > std::strlen(b->spelling);
    });
    return r;
  }();
  return rows;
}

// @file: the words of FILE, separated by white space, with '...' "..." and \ quoting (gcc).
bool expand_response_file(const std::string& path, std::vector<std::string>& out, Diagnostics& diag, int depth) {
  if (depth > 16) {
    diag.error({}, "response files nested too deeply");
    return false;
  }
  std::optional<std::string> text = read_file(path);
  if (!text) {
    diag.error({}, format("cannot read response file '%s': %s", path.c_str(), std::strerror(errno)));
    return false;
  }
  std::string word;
  bool in_word = false;
  char quote = 0;
  const std::string& t = *text;
  for (size_t i = 0; i <= t.size(); ++i) {
    char c = i < t.size() ? t[i] : ' ';
    if (quote) {
      if (c == quote) quote = 0;
      else if (c == '\\' && i + 1 < t.size()) word += t[++i];
      else word += c;
      continue;
    }
    if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == '\\' && i + 1 < t.size()) {
      word += t[++i];
      in_word = true;
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      if (in_word) {
        if (word.size() > 1 && word[0] == '@') {
          if (!expand_response_file(word.substr(1), out, diag, depth + 1)) return false;
        } else {
          out.push_back(word);
        }
      }
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  return true;
}
} // namespace

bool parse_command_line(int argc, char** argv, DriverOptions& o, Diagnostics& diag) {
  std::vector<std::string> words;
  for (int i = 1; i < argc; ++i) {
    std::string w = argv[i];
    if (w.size() > 1 && w[0] == '@') {
      if (!expand_response_file(w.substr(1), words, diag, 0)) return false;
    } else {
      words.push_back(std::move(w));
    }
  }
  bool ok = true;
  auto is_source = [](const std::string& w) {
    size_t dot = w.rfind('.');
    std::string ext = dot == std::string::npos ? "" : w.substr(dot);
    return ext == ".c" || ext == ".i" || ext == ".h" || ext == ".ir";
  };
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    // -finterpret FILE.c... ARGS: after the sources, the rest belongs to the program.
    if (o.interpret && !o.inputs.empty() && (w == "--" || (w[0] != '-' && !is_source(w)))) {
      for (size_t k = w == "--" ? i + 1 : i; k < words.size(); ++k) o.program_args.push_back(words[k]);
      break;
    }
    if (w.empty() || w[0] != '-' || w == "-") {
      o.link_items.push_back({"", int(o.inputs.size())});
      o.inputs.push_back({w, o.language});
      continue;
    }
    const OptionRow* match = nullptr;
    std::string value;
    bool need_next = false;
    for (const OptionRow* r : rows_longest_first()) {
      std::string_view sp = r->spelling;
      bool exact = w == sp;
      bool prefix = w.size() > sp.size() && std::string_view(w).substr(0, sp.size()) == sp;
      if (r->kind == ArgKind::Flag && exact) match = r;
      else if (r->kind == ArgKind::Joined && (prefix || exact)) match = r, value = w.substr(sp.size());
      else if (r->kind == ArgKind::Separate && exact) match = r, need_next = true;
      else if (r->kind == ArgKind::JoinedOrSeparate && exact) match = r, need_next = true;
      else if (r->kind == ArgKind::JoinedOrSeparate && prefix) match = r, value = w.substr(sp.size());
      if (match) break;
    }
    if (!match) {
      diag.error({}, format("unrecognized command-line option '%s'", w.c_str()));
      ok = false;
      continue;
    }
    if (need_next) {
      if (i + 1 >= words.size()) {
        diag.error({}, format("missing argument to '%s'", w.c_str()));
        ok = false;
        continue;
      }
      value = words[++i];
    }
    ParseState st{o, diag, w, {}};
    ok = match->handler(st, value) && ok;
    if (!st.inject.empty()) words.insert(words.begin() + i + 1, st.inject.begin(), st.inject.end());
  }
  // Code generation follows the options as a whole: -shared implies PIC code (not PIE,
  // whose symbols cannot be preempted), unless -fno-pic asked for position-dependent code.
  if (o.shared && o.pie) o.pie = false;
  o.codegen.opt_level = unsigned(o.pp.optimize);
  o.codegen.pic = o.pic_level > 0;
  o.codegen.pie = o.pic_level > 0 && o.pie;
  o.pp.pic_level = o.pic_level;
  o.pp.cet = o.codegen.cf_protection;
  o.pp.ssp = unsigned(o.codegen.stack_protector);
  o.pp.sanitize_address = o.asan;
  o.pp.pie = o.codegen.pie;
  // Inline semantics: GNU89's in the C90 modes and with -fgnu89-inline, C99's otherwise.
  bool c90 = o.pp.std_version < 199901;
  if (o.gnu89_inline == 0 && c90) {
    diag.error({}, "'-fno-gnu89-inline' is only supported in GNU99 or C99 mode");
    ok = false;
  }
  o.sema.gnu89_inline = o.gnu89_inline < 0 ? c90 : o.gnu89_inline == 1;
  o.pp.gnu89_inline = o.sema.gnu89_inline;
  o.pp.features = o.features;
  o.sema.std_version = o.pp.std_version;
  if (o.deps_generated && !o.deps_only) {
    diag.error({}, "-MG may only be used with -M or -MM");
    ok = false;
  }
  o.pp.deps_missing_generated = o.deps_generated;
  o.pp.math_errno = o.math_errno;
  if (o.color != ColorMode::Auto) diag.color = o.color == ColorMode::Always;
  o.sema.features = o.features;
  return ok;
}

std::string input_language(const InputFile& in) {
  if (!in.language.empty()) return in.language == "cpp-output" ? "c" : in.language;
  size_t slash = in.path.rfind('/');
  size_t dot = in.path.rfind('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return "";
  std::string ext = in.path.substr(dot + 1);
  if (ext == "c" || ext == "i") return "c";
  if (ext == "h") return "c-header";
  if (ext == "s") return "assembler";
  if (ext == "S" || ext == "sx") return "assembler-with-cpp";
  if (ext == "ir") return "ir";
  return "";
}

void print_help() {
  std::string out = "Usage: ilcc [options] file...\nOptions:\n";
  for (const OptionRow& r : kOptions) {
    if (!r.help[0]) continue;
    out += format("  %-22s %s\n", r.spelling, r.help);
  }
  std::fputs(out.c_str(), stdout);
}

} // namespace ilcc
