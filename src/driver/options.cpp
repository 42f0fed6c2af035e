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
};
using Handler = bool (*)(ParseState&, std::string_view value);

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
H(DepsGenerated) { return true; }
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
      // C90 has no __STDC_VERSION__; ilcc still defines one (199409) for simplicity of
      // the predefined table, as clang does for -std=c89 only in C94 mode.
      s.o.pp.std_version = r.version ? r.version : 199409;
      s.o.pp.std_gnu = r.gnu;
      return true;
    }
  }
  s.diag.error({}, format("invalid value '%.*s' in '-std=%.*s'", int(v.size()), v.data(), int(v.size()), v.data()));
  return false;
}
H(Ansi) { s.o.pp.std_version = 199409; s.o.pp.std_gnu = false; s.o.sema.gnu = false; return true; }
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
H(ErrorImplicitDecl) {
  s.o.sema.w_implicit_function_declaration = s.o.sema.e_implicit_function_declaration = true;
  return true;
}
H(Pedantic) { return true; }
H(PedanticErrors) { return true; }
H(Warning) {
  if (v == "error") {
    s.diag.warnings_as_errors = true;
    return true;
  }
  if (v == "no-error") {
    s.diag.warnings_as_errors = false;
    return true;
  }
  if (v == "system-headers" || v == "no-system-headers") {
    s.diag.system_header_warnings = v == "system-headers";
    return true;
  }
  sema::SemaOptions& w = s.o.sema;
  bool on = true;
  std::string_view name = v;
  if (name.substr(0, 3) == "no-") on = false, name.remove_prefix(3);
  // -Werror=NAME turns warning NAME on and makes it an error; -Wno-error=NAME makes it a
  // warning again (and leaves it on). Warnings without an error switch stay warnings.
  bool error_form = name.substr(0, 6) == "error=";
  if (error_form) name.remove_prefix(6);
  struct Row {
    const char* name;
    bool sema::SemaOptions::*flag;
    bool sema::SemaOptions::*error = nullptr;
  };
  static constexpr Row kWarnings[] = {
      {"implicit-function-declaration", &sema::SemaOptions::w_implicit_function_declaration,
       &sema::SemaOptions::e_implicit_function_declaration},
      {"implicit-int", &sema::SemaOptions::w_implicit_int, &sema::SemaOptions::e_implicit_int},
      {"incompatible-pointer-types", &sema::SemaOptions::w_incompatible_pointer_types},
      {"int-conversion", &sema::SemaOptions::w_int_conversion},
      {"return-type", &sema::SemaOptions::w_return_type},
      {"unused-variable", &sema::SemaOptions::w_unused_variable},
      {"unused-function", &sema::SemaOptions::w_unused_function},
      {"format", &sema::SemaOptions::w_format},
      {"main", &sema::SemaOptions::w_main},
      {"parentheses", &sema::SemaOptions::w_parentheses},
  };
  if (error_form) {
    for (const Row& r : kWarnings)
      if (name == r.name && r.error) {
        w.*(r.error) = on;
        if (on) w.*(r.flag) = true;
      }
    return true;
  }
  if (name == "all" || name == "unused" || name == "implicit") {
    bool all = name == "all";
    if (all || name == "unused") w.w_unused_variable = w.w_unused_function = on;
    if (all || name == "implicit") w.w_implicit_function_declaration = w.w_implicit_int = on;
    if (all) w.w_return_type = w.w_format = w.w_main = w.w_parentheses = on;
    return true;
  }
  for (const Row& r : kWarnings)
    if (name == r.name) w.*(r.flag) = on;
  return true; // other warning switches are accepted without effect
}
H(Feature) {
  // Accepted without effect on preprocessing; unknown ones only warn, as with gcc.
  static constexpr const char* kKnown[] = {
      "common", "no-common",
      "strict-aliasing", "no-strict-aliasing", "omit-frame-pointer", "no-omit-frame-pointer",
      "wrapv", "no-wrapv", "signed-char", "unsigned-char", "dump-il", "il-stats",
      "builtin", "no-builtin", "inline", "no-inline", "stack-protector",
      "no-stack-protector", "diagnostics-color", "no-diagnostics-color", "exceptions",
      "no-exceptions", "asynchronous-unwind-tables", "no-asynchronous-unwind-tables",
      "gnu89-inline", "no-gnu89-inline", "trapv", "no-trapv", "freestanding", "hosted", "math-errno", "no-math-errno",
      "fast-math", "no-fast-math"};
  std::string name(v);
  size_t eq = name.find('=');
  std::string base = name.substr(0, eq);
  if (base == "diagnostics-color" || base == "visibility" ||
      base.rfind("sanitize", 0) == 0 || base.rfind("no-sanitize", 0) == 0)
    return true;
  if (base == "freestanding") s.o.pp.implicit_stdc_predef = false, s.o.builtins = false;
  if (base == "builtin" || base == "no-builtin") s.o.builtins = base == "builtin";
  if (base.rfind("no-builtin-", 0) == 0) { // -fno-builtin-FUNCTION: all library calls stay calls
    s.o.builtins = false;
    return true;
  }
  if (base == "math-errno" || base == "no-math-errno") s.o.math_errno = base == "math-errno";
  if (base == "fast-math" || base == "no-fast-math") s.o.math_errno = base == "no-fast-math";
  if (base == "stack-reuse") { // which objects may share stack slots (gcc's option)
    std::string_view level = eq == std::string::npos ? std::string_view() : std::string_view(name).substr(eq + 1);
    if (level == "all") s.o.stack_reuse = lower::StackReuse::All;
    else if (level == "named_vars") s.o.stack_reuse = lower::StackReuse::NamedVars;
    else if (level == "none") s.o.stack_reuse = lower::StackReuse::None;
    else {
      s.diag.error({}, format("invalid argument '%.*s' to -fstack-reuse= (all, named_vars, none)", int(level.size()), level.data()));
      return false;
    }
    return true;
  }
  if (base == "dump-il") s.o.dump_il = true;
  if (base == "il-stats") s.o.il_stats = true;
  if (base == "interpret") {
    s.o.interpret = true;
    return true;
  }
  if (base == "gnu89-inline" || base == "no-gnu89-inline") s.o.gnu89_inline = base == "gnu89-inline";
  if (base == "common") s.o.sema.fcommon = true;
  if (base == "no-common") s.o.sema.fcommon = false;
  for (const char* k : kKnown)
    if (base == k) return true;
  s.diag.warning({}, format("unknown option '%.*s' ignored", int(s.word.size()), s.word.data()));
  return true;
}
// -mNAME / -mno-NAME for an instruction set extension (support/x86_features.def),
// -march=NAME for a processor's, -mtune=NAME (scheduling: nothing to do).
H(Machine) {
  if (v == "64" || v.rfind("tune=", 0) == 0 || v == "no-red-zone" || v.rfind("cmodel=", 0) == 0) return true;
  if (v == "32") {
    s.diag.error({}, "-m32 is not supported: ilcc targets x86-64 only");
    return false;
  }
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
  s.diag.warning({}, format("unknown option '%.*s' ignored", int(s.word.size()), s.word.data()));
  return true;
}
H(Pthread) { s.o.pp.macro_options.push_back({'D', "_REENTRANT"}); s.o.pthread = true; return true; }
H(EmitIr) { s.o.emit_ir = true; return true; }
H(EmitMir) { s.o.emit_mir = true; return true; }
// IL serialization is not built: the option warns rather than being silently ignored.
H(EmitIl) {
  s.diag.warning({}, "-emit-il is not implemented yet (IL serialization); ignored");
  return true;
}
// -Wa,a,b and -Wl,a,b: the words between the commas, empty ones included (as gcc).
void split_commas(std::string_view v, std::vector<std::string>& out) {
  for (size_t b = 0; b <= v.size();) {
    size_t c = v.find(',', b);
    if (c == std::string_view::npos) c = v.size();
    out.emplace_back(v.substr(b, c - b));
    b = c + 1;
  }
}
H(AssemblerArg) { split_commas(v, s.o.assembler_args); return true; }
H(XAssembler) { s.o.assembler_args.emplace_back(v); return true; }
H(Library) { s.o.link_items.push_back({"-l" + std::string(v)}); return true; }
H(LibraryDir) { s.o.library_dirs.push_back(std::string(v)); return true; }
H(Shared) { s.o.shared = true; return true; }
H(StaticLibgcc) { s.o.static_libgcc = true; return true; }
H(SharedLibgcc) { s.o.static_libgcc = false; return true; }
H(Static) { s.o.static_link = true; return true; }
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
    ParseState st{o, diag, w};
    ok = match->handler(st, value) && ok;
  }
  // Code generation follows the options as a whole: -shared implies PIC code (not PIE,
  // whose symbols cannot be preempted), unless -fno-pic asked for position-dependent code.
  if (o.shared && o.pie) o.pie = false;
  o.codegen.opt_level = unsigned(o.pp.optimize);
  o.codegen.pic = o.pic_level > 0;
  o.codegen.pie = o.pic_level > 0 && o.pie;
  o.pp.pic_level = o.pic_level;
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
