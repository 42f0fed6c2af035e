#include "ir/module_io.h"

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

// Reports each error, at its line and column (with the source line) when it has one.
static bool report(const std::vector<VerifierError>& errors, const std::string& path, std::string_view text,
                   Diagnostics& diag, const char* prefix) {
  for (const VerifierError& e : errors) {
    std::string_view line = e.line ? line_of(text, e.line) : std::string_view();
    diag.error({path, e.line, e.col, line}, prefix + e.to_string());
  }
  return errors.empty();
}

bool report_verifier_errors(const IrModule& m, const std::string& path, Diagnostics& diag, const char* prefix) {
  return report(verify_module(m), path, {}, diag, prefix);
}

bool read_ir_file(const std::string& path, Diagnostics& diag, IrModule& m, bool verify) {
  std::optional<std::string> text = read_file(path);
  if (!text) {
    diag.error({}, format("cannot read '%s': %s", path.c_str(), std::strerror(errno)));
    return false;
  }
  IrParseError err;
  IrTextPositions positions;
  if (!parse_module(*text, m, err, verify ? &positions : nullptr)) {
    diag.error({path, err.line, err.col, line_of(*text, err.line)}, err.message);
    return false;
  }
  return !verify || report(verify_module(m, &positions), path, *text, diag, "");
}

} // namespace ilcc
