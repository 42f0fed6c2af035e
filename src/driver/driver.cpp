// driver.cpp — main() of the gcc-compatible `ilcc` driver.
//
// The actions: -E (and -M/-MM, which imply it) writes the preprocessed text, -dM the
// macro definitions, and -MD/-MMD a make rule beside it; -fsyntax-only runs the front
// end; -S -emit-ir writes optimized IR; -finterpret runs the program in the IR
// interpreter; -S, -c and linking go through build.cpp (the back end, as and ld). The
// toolchain queries (-print-file-name=, -dumpmachine, ...) answer before any input is
// needed. Every output is written atomically (write_file_atomic, StagedOutput), so a
// failing run never leaves a partial file; the exit status is 1 when any error was
// reported.
#include "driver/build.h"
#include "driver/compile.h"
#include "driver/options.h"
#include "sema/builtins.h"
#include "pp/printer.h"
#include "support/file.h"
#include "support/hash.h"
#include "support/large_stack.h"
#include "support/symbol.h"
#include "support/version.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

using namespace ilcc;

namespace {
bool is_dir(const std::string& p) {
  struct stat st;
  return ::stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

// The canonical form of an existing path (realpath allocates it, whatever its length), or
// the path itself.
std::string canonical_or_same(const std::string& path) {
  char* real = ::realpath(path.c_str(), nullptr);
  if (!real) return path;
  std::string r(real);
  std::free(real);
  return r;
}

// ilcc's own files are in <directory of the executable>/../lib/ilcc, in an installation
// and in the build tree alike (CMakeLists.txt), so a moved installation keeps working:
// its headers (the resource directory) in include/, and its start file ilcc-crt.o.
// /proc/self/exe names the real file, through any symbolic link used to start ilcc.
// Returns the directory (canonical when it exists).
std::string lib_dir() {
  // readlink does not say whether it truncated: grow the buffer until the link fits.
  std::string exe(256, '\0');
  for (;;) {
    ssize_t n = ::readlink("/proc/self/exe", exe.data(), exe.size());
    if (n <= 0) return "";
    if (size_t(n) < exe.size()) {
      exe.resize(size_t(n));
      break;
    }
    exe.resize(exe.size() * 2);
  }
  std::string bin = HeaderSearch::dir_of(exe);
  std::string prefix = bin.size() > 4 && bin.compare(bin.size() - 5, 5, "/bin/") == 0 ? bin.substr(0, bin.size() - 4) : bin + "../";
  return canonical_or_same(prefix + "lib/ilcc");
}

// The headers: lib/ilcc/include (canonical when it exists; in the build tree it is a
// link into the source tree).
std::string resource_dir(const std::string& lib) { return canonical_or_same(lib + "/include"); }

std::string strip_suffix(std::string name) {
  size_t slash = name.rfind('/');
  size_t dot = name.rfind('.');
  if (dot != std::string::npos && (slash == std::string::npos || dot > slash)) name.erase(dot);
  return name;
}

std::string base_name(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

int preprocess(const DriverOptions& o, Diagnostics& diag) {
  std::string all_output;
  for (const InputFile& in : o.inputs) {
    SourceManager sm;
    PPOptions ppo = o.pp;
    ppo.assembler = input_language(in) == "assembler-with-cpp"; // .S: as gcc's cpp -lang-asm
    Preprocessor pp(sm, diag, ppo);
    std::string name = in.path == "-" ? "<stdin>" : in.path;
    if (!pp.begin(in.path)) return 1;
    PrintOptions po = o.print;
    std::string text = preprocess_to_text(pp, po);
    if (diag.has_errors()) continue;
    std::string main_name = in.path;
    DepOptions d;
    d.system_headers = o.deps_system;
    d.phony_targets = o.deps_phony;
    d.targets = o.deps_targets;
    if (d.targets.empty()) d.targets.push_back(quote_make_target(strip_suffix(base_name(name)) + ".o"));
    if (o.deps_only) {
      all_output += dependency_rule(pp, main_name, d);
      continue;
    }
    all_output += text;
    if (o.deps_file) {
      std::string path = o.deps_output;
      if (path.empty()) path = o.output.empty() || o.output == "-" ? strip_suffix(base_name(name)) + ".d" : strip_suffix(o.output) + ".d";
      if (!write_file_atomic(path, dependency_rule(pp, main_name, d))) {
        diag.error({}, format("cannot write '%s': %s", path.c_str(), std::strerror(errno)));
        return 1;
      }
    }
  }
  if (diag.has_errors()) return 1;
  std::string out = o.deps_only && !o.deps_output.empty() ? o.deps_output : o.output.empty() ? "-" : o.output;
  if (!write_file_atomic(out, all_output)) {
    diag.error({}, format("cannot write '%s': %s", out.c_str(), std::strerror(errno)));
    return 1;
  }
  return 0;
}
} // namespace

namespace {
int driver_main(int argc, char** argv) {
  Diagnostics diag;
  diag.program = "ilcc";
  DriverOptions o;
  std::string lib = lib_dir();
  std::string resources = resource_dir(lib);
  if (is_dir(resources)) o.pp.search.resource_dir = resources;
  if (!parse_command_line(argc, argv, o, diag)) return 1;
  if (o.show_help) {
    print_help();
    return 0;
  }
  if (o.print_feature_tables) {
    // Every name __has_attribute, __has_c_attribute and __has_builtin answer for (from the
    // tables that answer them): tests/features/check.py makes sure each one works.
    std::string out;
#define ATTRIBUTE(name, id, args, claim) \
  if (std::string_view(#claim) == "Yes") out += "attribute " #name "\n";
#define C_ATTRIBUTE(name, version, gnu) out += "c_attribute " #name " " #version "\n";
#include "pp/features.def"
    // The table's functions with their kind and signature; other names (aliases, keywords)
    // as `other`.
    HashMap<u32, u32> ids; // Symbol id of a name -> its BuiltinId
    for (u32 i = 1; i < u32(sema::BuiltinId::FirstX86); ++i)
      ids.insert(Symbol::intern(sema::builtin_name(sema::BuiltinId(i))).id(), i);
    for (std::string_view name : sema::builtin_names()) {
      u32* found = ids.find(Symbol::intern(name).id());
      u32 id = found ? *found : 0;
      out += "builtin " + std::string(name);
      if (id) {
        sema::BuiltinKind kind = sema::builtin_kind(sema::BuiltinId(id));
        out += kind == sema::BuiltinKind::Lib ? " lib " : kind == sema::BuiltinKind::Op ? " op " : " sema ";
        out += sema::builtin_signature(sema::BuiltinId(id));
      } else {
        out += " other *";
      }
      out += "\n";
    }
    std::fputs(out.c_str(), stdout);
    return 0;
  }
  if (o.show_version) {
    std::printf("ilcc %s (%s)\n", kIlccVersion, kIlccTarget);
    return 0;
  }
  if (run_queries(o, lib)) return 0;
  // The last line tells build systems that look for "gcc" in `$CC -v` (zlib's configure)
  // which GCC ilcc stands in for.
  if (o.verbose || o.print_only)
    std::fprintf(stderr, "ilcc version %s (%s)\nTarget: %s\nThread model: posix\ngcc version %s compatible (ilcc %s)\n",
                 kIlccVersion, kIlccTarget, kIlccTarget, kGccVersion, kIlccVersion);
  // -l or -Wl words alone still make a link, as with gcc (`gcc -Wl,--version`).
  bool link_words_only = o.inputs.empty() && !o.link_items.empty() && o.action == DriverAction::Link;
  if (o.inputs.empty() && o.verbose && !link_words_only) return 0; // `ilcc -v`: the version, as gcc
  // The preprocessor runs for -E, -fsyntax-only, -finterpret and every C or .S input.
  bool preprocessing = o.action == DriverAction::Preprocess || o.action == DriverAction::SyntaxOnly || o.interpret;
  for (const InputFile& in : o.inputs) {
    std::string lang = input_language(in);
    if (lang == "c" || lang == "c-header" || lang == "assembler-with-cpp") preprocessing = true;
  }
  if (o.pp.search.resource_dir.empty() && !o.pp.search.nostdinc && preprocessing)
    diag.warning({}, format("cannot find ilcc's own headers (<stddef.h>, <stdarg.h>, ...): no directory '%s'",
                            resources.c_str()));
  if (o.verbose && preprocessing) {
    SourceManager sm;
    HeaderSearch hs;
    hs.init(o.pp.search);
    std::string text = "#include \"...\" search starts here:\n";
    for (u32 i = 0; i < hs.dirs().size(); ++i) {
      if (i == hs.bracket_start()) text += "#include <...> search starts here:\n";
      text += " " + hs.dirs()[i].path + "\n";
    }
    if (hs.bracket_start() == hs.dirs().size()) text += "#include <...> search starts here:\n";
    text += "End of search list.\n";
    std::fputs(text.c_str(), stderr);
  }
  if (o.inputs.empty() && !link_words_only) {
    diag.report(Severity::Fatal, {}, "no input files");
    return 1;
  }
  switch (o.action) {
  case DriverAction::Preprocess: return preprocess(o, diag);
  case DriverAction::SyntaxOnly: return run_syntax_only(o, diag);
  case DriverAction::AssembleOnly:
    if (o.emit_ir) return run_emit_ir(o, diag);
    if (o.emit_mir) return run_emit_mir(o, diag);
    [[fallthrough]];
  case DriverAction::CompileOnly:
  case DriverAction::Link:
    if (o.interpret) return run_interpret(o, diag);
    return run_build(o, diag, lib);
  }
  return 1;
}
} // namespace

// The compiler runs on a thread with a large stack (support/large_stack.h).
int main(int argc, char** argv) { return ilcc::run_on_large_stack(driver_main, argc, argv); }
