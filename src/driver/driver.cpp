// driver.cpp — main() of the gcc-compatible `ilcc` driver.
//
// For now the driver runs the preprocessor: -E (and -M/-MM, which imply it) writes the
// preprocessed text, -dM the macro definitions, and -MD/-MMD a make rule beside it. The
// compile and link actions (-c, -S, -fsyntax-only, linking) are parsed but report "not
// implemented yet" until the front end exists. Every output goes through
// write_file_atomic, so a failing run never leaves a partial file; the exit status is 1
// when any error was reported.
#include "driver/options.h"
#include "pp/printer.h"
#include "support/file.h"

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

// ilcc's bundled headers: next to the executable when installed (bin/../include/ilcc), in
// the source tree when run from a build directory inside it, else where CMake saw them.
std::string find_resource_dir() {
  char buf[4096];
  ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n > 0) {
    buf[n] = 0;
    std::string exe_dir = HeaderSearch::dir_of(buf);
    for (const char* rel : {"../include/ilcc", "../../include/ilcc"}) {
      std::string dir = exe_dir + rel;
      char real[4096];
      if (is_dir(dir)) return ::realpath(dir.c_str(), real) ? std::string(real) : dir;
    }
  }
  return ILCC_SOURCE_INCLUDE_DIR;
}

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
    Preprocessor pp(sm, diag, o.pp);
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

int main(int argc, char** argv) {
  Diagnostics diag;
  diag.program = "ilcc";
  DriverOptions o;
  o.pp.search.resource_dir = find_resource_dir();
  if (!parse_command_line(argc, argv, o, diag)) return 1;
  if (o.show_help) {
    print_help();
    return 0;
  }
  if (o.show_version) {
    std::puts("ilcc 0.1 (x86_64-linux-gnu)");
    return 0;
  }
  if (o.verbose) {
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
  if (o.inputs.empty()) {
    diag.report(Severity::Fatal, {}, "no input files");
    return 1;
  }
  switch (o.action) {
  case DriverAction::Preprocess: return preprocess(o, diag);
  case DriverAction::CompileOnly:
  case DriverAction::AssembleOnly:
  case DriverAction::SyntaxOnly:
  case DriverAction::Link:
    diag.error({}, "compiling is not implemented yet: only -E (preprocessing) is available");
    return 1;
  }
  return 1;
}
