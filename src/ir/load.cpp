#include "ir/load.h"

#include "ir/parser.h"
#include "ir/verifier.h"
#include "support/file.h"

#include <cerrno>
#include <cstring>

namespace ilcc {

static std::string_view line_of(std::string_view text, u32 line) {
  size_t pos = 0;
  for (u32 l = 1; l < line; ++l) {
    pos = text.find('\n', pos);
    if (pos == std::string_view::npos) return {};
    ++pos;
  }
  return line_containing(text, pos);
}

bool report_verifier_errors(const IrModule& m, const std::string& path, Diagnostics& diag, const char* prefix) {
  std::vector<VerifierError> errors = verify_module(m);
  for (const VerifierError& e : errors) diag.error({path, 0, 0, {}}, prefix + e.to_string());
  return errors.empty();
}

bool load_ir_file(const std::string& path, Diagnostics& diag, IrModule& m, bool verify) {
  std::optional<std::string> text = read_file(path);
  if (!text) {
    diag.error({}, format("cannot read '%s': %s", path.c_str(), std::strerror(errno)));
    return false;
  }
  IrParseError err;
  if (!parse_module(*text, m, err)) {
    diag.error({path, err.line, err.col, line_of(*text, err.line)}, err.message);
    return false;
  }
  return !verify || report_verifier_errors(m, path, diag);
}

} // namespace ilcc
