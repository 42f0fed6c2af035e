// ilcc-opt — read textual IR, verify it, run passes, write it back.
//   ilcc-opt IN.ir [-passes=a,b,...] [-O0|-O1|-O2|-O3|-Os] [-verify-each] [-disable-verify]
//            [-o OUT.ir]
//   ilcc-opt --help | -h | --version
// Passes run in the order given; -O<n> runs the optimization pipeline (docs/opt.md) after
// them. Malformed IR and verifier errors are reported with exit status 1; the output file is
// written only when everything succeeded.
#include "ir/module_io.h"
#include "ir/printer.h"
#include "opt/pipeline.h"
#include "support/diagnostics.h"
#include "support/file.h"
#include "support/version.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

using namespace ilcc;

namespace {
void print_help() {
  std::string known;
  for (std::string_view n : pass_names()) known += " " + std::string(n);
  std::printf("usage: ilcc-opt IN.ir [options] [-o OUT.ir]\n"
              "Reads textual IR (\"-\": standard input), verifies it, runs passes and writes it back.\n"
              "Options:\n"
              "  -passes=a,b,...   run these passes, in this order\n"
              "  -O0 -O1 -O2 -O3 -Os  then run the optimization pipeline of that level\n"
              "  -verify-each      verify after every pass\n"
              "  -disable-verify   do not verify the input and the result\n"
              "  -o FILE           write the result to FILE (default: standard output)\n"
              "  -h, --help        print this help\n"
              "  --version         print the version\n"
              "Passes:%s\n",
              known.c_str());
}
} // namespace

int main(int argc, char** argv) {
  Diagnostics diag;
  diag.program = "ilcc-opt";
  std::string in, out = "-";
  bool verify = true, verify_each = false;
  int level = -1;
  bool size = false; // -Os
  std::vector<std::string> passes;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      print_help();
      return 0;
    } else if (a == "--version") {
      std::printf("ilcc-opt (ilcc) %s\n", kIlccVersion);
      return 0;
    } else if (a == "-o" && i + 1 < argc) out = argv[++i];
    else if (a.rfind("-o", 0) == 0 && a.size() > 2) out = a.substr(2);
    else if (a == "-disable-verify") verify = false;
    else if (a == "-verify-each") verify_each = true;
    else if (a == "-O0" || a == "-O1" || a == "-O2" || a == "-O3") level = a[2] - '0';
    else if (a == "-Os") level = 2, size = true;
    else if (a.rfind("-passes=", 0) == 0) {
      std::string list = a.substr(8);
      size_t start = 0;
      while (start <= list.size()) {
        size_t comma = list.find(',', start);
        std::string name = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (!name.empty()) {
          if (!is_known_pass(name)) {
            std::string known;
            for (std::string_view n : pass_names()) known += " " + std::string(n);
            diag.error({}, format("unknown pass '%s' (known:%s)", name.c_str(), known.c_str()));
            return 1;
          }
          passes.push_back(name);
        }
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
    } else if (in.empty() && (a == "-" || a[0] != '-')) in = a;
    else {
      diag.error({}, format("unknown argument '%s'", a.c_str()));
      return 1;
    }
  }
  if (in.empty()) {
    diag.error({}, "usage: ilcc-opt IN.ir [-passes=a,b,...] [-O0..3|-Os] [-verify-each] [-disable-verify] [-o OUT.ir] (--help for more)");
    return 1;
  }
  IrModule m;
  if (!read_ir_file(in, diag, m, verify)) return 1;
  {
    PassRunner runner;
    runner.verify_each |= verify_each; // or ILCC_VERIFY_EACH
    runner.optimize_size = size;
    for (const std::string& p : passes)
      if (!runner.run(m, p)) {
        diag.error({in, 0, 0, {}}, runner.error());
        return 1;
      }
    if (level >= 0 && !optimize_module(m, level, runner)) {
      diag.error({in, 0, 0, {}}, runner.error());
      return 1;
    }
  }
  if (verify && !verify_each && !report_verifier_errors(m, in, diag, "IR is invalid after the passes: ")) return 1;
  if (!write_file_atomic(out, print_module(m))) {
    diag.error({}, format("cannot write '%s': %s", out.c_str(), std::strerror(errno)));
    return 1;
  }
  return 0;
}
