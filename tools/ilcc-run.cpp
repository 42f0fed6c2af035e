// ilcc-run — execute a textual IR program (docs/interp.md).
//   ilcc-run [--stats] FILE.ir [ARGS...]
//   ilcc-run --help | -h | --version
// Runs @main(argc, argv) with argv[0] = FILE.ir and the remaining arguments; the exit
// status is main's return value. Malformed IR is reported as file:line:col and IR that
// the verifier rejects with every verifier error, both with exit status 1;
// a runtime fault of the program prints the faulting instruction and exits 134.
// --stats prints the number of IR instructions executed to stderr at exit.
#include "interp/interp.h"
#include "ir/module_io.h"
#include "support/version.h"

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace ilcc;

extern char** environ;

namespace {
void print_stats() {
  std::fprintf(stderr, "ilcc-run: %llu IR instructions executed\n", (unsigned long long)Interpreter::instructions_executed());
}

int usage(Diagnostics& diag) {
  diag.error({}, "usage: ilcc-run [--stats] FILE.ir [ARGS...]");
  return 1;
}
} // namespace

int main(int argc, char** argv) {
  Diagnostics diag;
  diag.program = "ilcc-run";
  bool stats = false;
  int i = 1;
  for (; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--stats") stats = true;
    else if (a == "--help" || a == "-h") {
      std::printf("usage: ilcc-run [--stats] FILE.ir [ARGS...]\n"
                  "Runs @main(argc, argv[, envp]) of a textual IR program (\"-\": standard input) with\n"
                  "argv[0] = FILE.ir; the exit status is main's result, 134 after a runtime fault.\n"
                  "Options:\n"
                  "  --stats      print the number of IR instructions executed at exit\n"
                  "  -h, --help   print this help\n"
                  "  --version    print the version\n"
                  "  --           end of options\n");
      return 0;
    } else if (a == "--version") {
      std::printf("ilcc-run (ilcc) %s\n", kIlccVersion);
      return 0;
    } else if (a == "--") {
      ++i;
      break;
    } else if (a.size() > 1 && a[0] == '-') {
      diag.error({}, format("unknown option '%s'", a.c_str()));
      return usage(diag);
    } else {
      break;
    }
  }
  if (i >= argc) return usage(diag);
  std::string path = argv[i];
  // Only verified IR runs: the interpreter relies on the verifier's invariants (types,
  // SSA dominance, phi edges) instead of re-checking them on every instruction.
  IrModule m;
  if (!read_ir_file(path, diag, m)) return 1;
  Interpreter interp(m);
  std::string error;
  if (!interp.load(error)) {
    diag.error({path, 0, 0, {}}, error);
    return 1;
  }
  if (stats) std::atexit(print_stats);
  int status = interp.run_main(argc - i, argv + i, environ);
  std::exit(status);
}
