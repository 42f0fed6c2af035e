// build.cpp — the -S, -c and link actions (build.h).
#include "driver/build.h"

#include "driver/compile.h"
#include "driver/process.h"
#include "driver/toolchain.h"
#include "pp/printer.h"
#include "support/file.h"
#include "support/version.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>

namespace ilcc {

namespace {
std::string base_name(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}
std::string strip_suffix(std::string name) {
  size_t dot = name.rfind('.');
  if (dot != std::string::npos && dot > 0) name.erase(dot);
  return name;
}

// Shows a step for -v (as it runs) and -### (instead of running it).
void show(const DriverOptions& o, const std::vector<std::string>& argv, const char* prefix = "") {
  if (!o.verbose && !o.print_only) return;
  std::string line = prefix + command_line_text(argv, o.print_only) + "\n";
  std::fputs(line.c_str(), stderr);
}

bool same_file(const std::string& a, const std::string& b) {
  struct stat sa, sb;
  return ::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

// An output written by as or ld: staged beside its target (StagedOutput), the temporary
// registered for removal on a signal.
class Output {
public:
  ~Output() { discard(); }
  bool open(const std::string& path, Diagnostics& diag) {
    path_ = path;
    if (!staged_.open(path, temp_dir())) {
      diag.error({}, format("cannot write '%s': %s", path.c_str(), std::strerror(errno)));
      return false;
    }
    register_temp_file(staged_.temp_path());
    return true;
  }
  const std::string& temp() const { return staged_.temp_path(); }
  bool commit(Diagnostics& diag) {
    std::string t = staged_.temp_path();
    bool ok = staged_.commit();
    int e = errno;
    forget_temp_file(t);
    if (!ok) diag.error({}, format("cannot write '%s': %s", path_.c_str(), std::strerror(e)));
    return ok;
  }
  void discard() {
    std::string t = staged_.temp_path();
    staged_.discard();
    if (!t.empty()) forget_temp_file(t);
  }

private:
  std::string path_;
  StagedOutput staged_;
};

class Build {
public:
  Build(const DriverOptions& o, Diagnostics& diag, const std::string& lib_dir)
      : o_(o), diag_(diag), tc_(o, lib_dir) {}
  int run();

private:
  bool check_inputs();
  bool find_assembler();
  // One input that is compiled or assembled; `object` receives the temporary object
  // when linking. Its -MD rule is written when it succeeded.
  bool build_input(const InputFile& in, const std::string& lang, std::string& object);
  bool build_step(const InputFile& in, const std::string& lang, std::string& object, DepFile& deps);
  bool assemble(const std::string& source, bool debug_source, const std::string& out_path, bool to_temp,
                std::string& object);
  bool link(const std::vector<std::string>& objects);
  // -save-temps: where an intermediate file of `in` with `suffix` is kept ("" without it).
  std::string saved_temp(const InputFile& in, const char* suffix) const;
  bool save_preprocessed(const InputFile& in);

  const DriverOptions& o_;
  Diagnostics& diag_;
  Toolchain tc_;
  std::string as_;
  std::string saved_object_; // -save-temps: the object of the input being built, when linking
  TimeReport times_;
};

bool Build::check_inputs() {
  bool ok = true;
  for (const InputFile& in : o_.inputs) {
    std::string lang = input_language(in);
    if (in.path == "-") {
      if (in.language.empty()) {
        diag_.error({}, "-E or -x required when input is from standard input");
        ok = false;
      }
      continue;
    }
    struct stat st;
    if (::stat(in.path.c_str(), &st) != 0) {
      diag_.error({}, format("%s: %s", in.path.c_str(), std::strerror(errno)));
      ok = false;
    } else if (S_ISDIR(st.st_mode) && !lang.empty()) {
      diag_.error({}, format("%s: %s", in.path.c_str(), std::strerror(EISDIR)));
      ok = false;
    } else if (lang == "c-header") {
      diag_.error({}, format("%s: precompiled headers are not supported (compile a .c file, or use -E or "
                             "-fsyntax-only)", in.path.c_str()));
      ok = false;
    }
  }
  return ok;
}

bool Build::find_assembler() {
  if (!as_.empty()) return true;
  as_ = tc_.program("as");
  if (as_.empty()) {
    diag_.error({}, "cannot find the assembler 'as' on PATH (GNU binutils; on Debian, package binutils)");
    return false;
  }
  return true;
}

bool Build::assemble(const std::string& source, bool debug_source, const std::string& out_path, bool to_temp,
                     std::string& object) {
  if (!find_assembler()) return false;
  Output out;
  std::string target;
  if (to_temp && o_.save_temps && !saved_object_.empty()) {
    target = object = saved_object_; // -save-temps: FILE.o is kept
  } else if (to_temp) {
    target = object = make_temp_file(".o", diag_);
    if (target.empty()) return false;
  } else {
    if (o_.print_only) {
      target = out_path;
    } else {
      if (!out.open(out_path, diag_)) return false;
      target = out.temp();
    }
  }
  std::vector<std::string> argv = tc_.assemble_command(as_, source, target, debug_source);
  show(o_, argv);
  if (o_.print_only) return true;
  double t0 = seconds_now();
  bool ok = run_program(argv, "as", diag_);
  times_.assemble += seconds_now() - t0;
  if (!ok) return false;
  return to_temp || out.commit(diag_);
}

std::string Build::saved_temp(const InputFile& in, const char* suffix) const {
  if (!o_.save_temps || in.path == "-") return "";
  std::string dir;
  if (o_.save_temps_obj && !o_.output.empty() && o_.output != "-") {
    size_t slash = o_.output.rfind('/');
    if (slash != std::string::npos) dir = o_.output.substr(0, slash + 1);
  }
  return dir + strip_suffix(base_name(in.path)) + suffix;
}

// The preprocessed text of a C input, FILE.i, for -save-temps (a second preprocessing run
// of the input; its diagnostics were reported by the compile).
bool Build::save_preprocessed(const InputFile& in) {
  std::string path = saved_temp(in, ".i");
  if (path.empty() || o_.print_only || (in.path.size() > 2 && in.path.compare(in.path.size() - 2, 2, ".i") == 0))
    return true;
  SourceManager sm;
  Diagnostics quiet;
  std::string sink;
  quiet.capture = &sink;
  Preprocessor pp(sm, quiet, o_.pp);
  if (!pp.begin(in.path)) return true;
  PrintOptions po = o_.print;
  std::string text = preprocess_to_text(pp, po);
  if (!write_file_atomic(path, text)) {
    diag_.error({}, format("cannot write '%s': %s", path.c_str(), std::strerror(errno)));
    return false;
  }
  return true;
}

bool Build::build_input(const InputFile& in, const std::string& lang, std::string& object) {
  DepFile deps;
  if (!build_step(in, lang, object, deps)) return false;
  if (!deps.path.empty() && !write_file_atomic(deps.path, deps.text)) {
    diag_.error({}, format("cannot write '%s': %s", deps.path.c_str(), std::strerror(errno)));
    return false;
  }
  return true;
}

bool Build::build_step(const InputFile& in, const std::string& lang, std::string& object, DepFile& deps) {
  saved_object_ = saved_temp(in, ".o");
  bool stop_s = o_.action == DriverAction::AssembleOnly;
  bool stop_c = o_.action == DriverAction::CompileOnly;
  std::string base = strip_suffix(base_name(in.path));
  std::string default_object = base + ".o";
  std::string object_name = stop_c && !o_.output.empty() ? o_.output : default_object;
  bool g = o_.codegen.debug_info;
  if (lang == "c" || lang == "ir") {
    std::string s_file;
    if (stop_s) {
      s_file = o_.output.empty() ? base + ".s" : o_.output;
    } else if (!(s_file = saved_temp(in, ".s")).empty()) {
    } else {
      s_file = make_temp_file(".s", diag_);
      if (s_file.empty()) return false;
    }
    if (lang == "c" && !save_preprocessed(in)) return false;
    show(o_, {"compile", in.path, "-o", s_file}, " (in process)");
    if (!o_.print_only) {
      std::string text;
      if (!compile_to_assembly(in, o_, default_object, diag_, text, times_, deps)) return false;
      if (!write_file_atomic(s_file, text)) {
        diag_.error({}, format("cannot write '%s': %s", s_file.c_str(), std::strerror(errno)));
        return false;
      }
    }
    if (stop_s) return true;
    return assemble(s_file, false, object_name, !stop_c, object);
  }
  if (lang == "assembler-with-cpp") {
    // -S on a .S file: the preprocessed text goes to -o or standard output (as gcc).
    std::string s_file = stop_s ? (o_.output.empty() ? "-" : o_.output) : saved_temp(in, ".s");
    if (s_file.empty()) s_file = make_temp_file(".s", diag_);
    if (s_file.empty()) return false;
    show(o_, {"preprocess", in.path, "-o", s_file}, " (in process)");
    if (!o_.print_only) {
      std::string text;
      double t0 = seconds_now();
      bool ok = preprocess_assembly(in, o_, default_object, diag_, text, deps);
      times_.preprocess_asm += seconds_now() - t0;
      if (!ok) return false;
      if (!write_file_atomic(s_file, text)) {
        diag_.error({}, format("cannot write '%s': %s", s_file.c_str(), std::strerror(errno)));
        return false;
      }
    }
    if (stop_s) return true;
    return assemble(s_file, g, object_name, !stop_c, object);
  }
  // "assembler": -S has nothing to do (gcc is silent too).
  if (stop_s) return true;
  return assemble(in.path, g, object_name, !stop_c, object);
}

bool Build::link(const std::vector<std::string>& objects) {
  std::string ld = tc_.program(o_.linker);
  if (ld.empty()) {
    diag_.error({}, format("cannot find the linker '%s' on PATH (GNU binutils; on Debian, package binutils)",
                           o_.linker.c_str()));
    return false;
  }
  std::string out_path = o_.output.empty() ? "a.out" : o_.output;
  Output out;
  std::string target = out_path;
  if (!o_.print_only) {
    if (!out.open(out_path, diag_)) return false;
    target = out.temp();
  }
  std::vector<std::string> argv;
  if (!tc_.link_command(ld, objects, target, argv, diag_)) return false;
  show(o_, argv);
  if (o_.print_only) return true;
  double t0 = seconds_now();
  bool ok = run_program(argv, "ld", diag_);
  times_.link += seconds_now() - t0;
  return ok && out.commit(diag_);
}

int Build::run() {
  if (!check_inputs()) return 1;
  bool linking = o_.action == DriverAction::Link;
  size_t compiled = 0;
  for (const InputFile& in : o_.inputs)
    if (!input_language(in).empty()) ++compiled;
  if (!linking && !o_.output.empty() && compiled > 1) {
    diag_.report(Severity::Fatal, {}, "cannot specify '-o' with '-c', '-S' or '-E' with multiple files");
    return 1;
  }
  if (!o_.output.empty() && o_.output != "-")
    for (const InputFile& in : o_.inputs)
      if (in.path != "-" && same_file(in.path, o_.output) && (linking || !input_language(in).empty())) {
        diag_.report(Severity::Fatal, {}, format("input file '%s' is the same as output file", in.path.c_str()));
        return 1;
      }
  std::vector<std::string> objects(o_.inputs.size());
  bool ok = true;
  for (size_t i = 0; i < o_.inputs.size(); ++i) {
    const InputFile& in = o_.inputs[i];
    std::string lang = input_language(in);
    if (lang.empty()) {
      if (linking) objects[i] = in.path;
      else diag_.warning({}, format("%s: linker input file unused because linking not done", in.path.c_str()));
      continue;
    }
    if (!build_input(in, lang, objects[i])) ok = false; // go on with the other inputs, as gcc
  }
  if (ok && linking) ok = link(objects);
  if (o_.time_report) times_.print();
  return ok && !diag_.has_errors() ? 0 : 1;
}
} // namespace

int run_build(const DriverOptions& o, Diagnostics& diag, const std::string& lib_dir) {
  int status = Build(o, diag, lib_dir).run();
  remove_temp_files();
  return status;
}

bool run_queries(const DriverOptions& o, const std::string& lib_dir) {
  if (o.queries.empty()) return false;
  Toolchain tc(o, lib_dir);
  std::string out;
  for (const DriverQuery& q : o.queries) {
    switch (q.kind) {
    case QueryKind::DumpMachine: out += kIlccTarget; break;
    case QueryKind::DumpVersion: out += std::to_string(kGccMajor); break; // as Debian's gcc: the major version
    case QueryKind::DumpFullVersion: out += kGccVersion; break;
    case QueryKind::FileName: out += tc.find_file(q.arg); break;
    case QueryKind::ProgName: {
      std::string name = q.arg == "ld" ? o.linker : q.arg;
      std::string p = tc.program(name);
      out += p.empty() ? name : p;
      break;
    }
    case QueryKind::LibgccFileName: out += tc.libgcc_file(); break;
    case QueryKind::SearchDirs: out += tc.search_dirs_text(); break;
    case QueryKind::MultiOsDirectory: out += "../lib"; break; // x86-64 Debian: the default multilib
    case QueryKind::MultiDirectory: out += "."; break;
    case QueryKind::MultiLib: out += ".;"; break;
    case QueryKind::Multiarch: out += kIlccTarget; break; // Debian's multiarch tuple is the target's
    case QueryKind::Sysroot: out += o.sysroot; break;
    }
    if (out.empty() || out.back() != '\n') out += '\n';
  }
  std::fputs(out.c_str(), stdout);
  return true;
}

} // namespace ilcc
