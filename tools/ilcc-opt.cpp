// ilcc-opt — read textual IR, verify it, run passes, write it back.
//   ilcc-opt IN.ir [-passes=a,b,...] [-verify-each] [-disable-verify] [-o OUT.ir]
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "support/diagnostics.h"
#include "support/file.h"

#include <cerrno>
#include <cstring>
#include <string>

using namespace ilcc;

int main(int argc, char** argv) {
  Diagnostics diag;
  diag.program = "ilcc-opt";
  std::string in, out = "-";
  bool verify = true;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-o" && i + 1 < argc) out = argv[++i];
    else if (a == "-disable-verify") verify = false;
    else if (a.rfind("-o", 0) == 0 && a.size() > 2) out = a.substr(2);
    else if (in.empty() && (a == "-" || a[0] != '-')) in = a;
    else {
      diag.error({}, format("unknown argument '%s'", a.c_str()));
      return 1;
    }
  }
  if (in.empty()) {
    diag.error({}, "usage: ilcc-opt IN.ir [-passes=a,b,...] [-verify-each] [-o OUT.ir]");
    return 1;
  }
  std::optional<std::string> text = read_file(in);
  if (!text) {
    diag.error({}, format("cannot read '%s': %s", in.c_str(), std::strerror(errno)));
    return 1;
  }
  IrModule m;
  IrParseError err;
  if (!parse_module(*text, m, err)) {
    std::string_view line;
    {
      // Find the line for the caret.
      size_t pos = 0;
      for (u32 l = 1; l < err.line && pos != std::string::npos; ++l) {
        pos = text->find('\n', pos);
        if (pos != std::string::npos) ++pos;
      }
      if (pos != std::string::npos) line = line_containing(*text, pos);
    }
    diag.error({in, err.line, err.col, line}, err.message);
    return 1;
  }
  if (verify) {
    std::vector<VerifierError> errors = verify_module(m);
    for (const VerifierError& e : errors) diag.error({in, 0, 0, {}}, e.to_string());
    if (!errors.empty()) return 1;
  }
  std::string result = print_module(m);
  if (!write_file_atomic(out, result)) {
    diag.error({}, format("cannot write '%s': %s", out.c_str(), std::strerror(errno)));
    return 1;
  }
  return 0;
}
