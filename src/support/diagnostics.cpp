#include "support/diagnostics.h"

#include <cstdio>
#include <unistd.h>

namespace ilcc {

Diagnostics::Diagnostics() { color = isatty(2) && getenv("TERM") && std::string_view(getenv("TERM")) != "dumb"; }

void Diagnostics::report(Severity sev, const DiagLocation& loc, std::string_view msg) {
  if (sev == Severity::Warning) {
    if (suppress_warnings) return;
    if (warnings_as_errors) sev = Severity::Error;
  }
  if (sev == Severity::Error || sev == Severity::Fatal) ++errors_;
  if (sev == Severity::Warning) ++warnings_;

  static const char* const names[] = {"note", "warning", "error", "fatal error"};
  static const char* const colors[] = {"\033[1;30m", "\033[1;35m", "\033[1;31m", "\033[1;31m"};
  std::string out;
  if (color) out += "\033[1m";
  if (!loc.file.empty()) {
    out += loc.file;
    if (loc.line) out += format(":%u", loc.line);
    if (loc.line && loc.col) out += format(":%u", loc.col);
  } else {
    out += program;
  }
  out += ": ";
  if (color) out += colors[int(sev)];
  out += names[int(sev)];
  out += ": ";
  if (color) out += "\033[0m\033[1m";
  out += msg;
  if (color) out += "\033[0m";
  out += '\n';
  if (!loc.line_text.empty() && loc.col) {
    out += ' ';
    out += loc.line_text;
    out += "\n ";
    // Reproduce tabs so the caret lines up however the terminal renders them.
    for (u32 i = 0; i + 1 < loc.col && i < loc.line_text.size(); ++i)
      out += loc.line_text[i] == '\t' ? '\t' : ' ';
    if (color) out += "\033[1;32m";
    out += '^';
    if (color) out += "\033[0m";
    out += '\n';
  }
  if (capture) {
    *capture += out;
    return;
  }
  std::fflush(stdout);
  std::fwrite(out.data(), 1, out.size(), stderr);
}

std::string vformat(const char* fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  char buf[256];
  int n = std::vsnprintf(buf, sizeof buf, fmt, ap);
  std::string s;
  if (n < int(sizeof buf)) {
    s.assign(buf, n < 0 ? 0 : n);
  } else {
    s.resize(n);
    std::vsnprintf(s.data(), n + 1, fmt, ap2);
  }
  va_end(ap2);
  return s;
}

std::string format(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string s = vformat(fmt, ap);
  va_end(ap);
  return s;
}

std::string_view line_containing(std::string_view text, size_t offset) {
  if (offset > text.size()) offset = text.size();
  size_t b = offset == 0 ? std::string_view::npos : text.rfind('\n', offset - 1);
  b = b == std::string_view::npos ? 0 : b + 1;
  size_t e = text.find('\n', offset);
  if (e == std::string_view::npos) e = text.size();
  std::string_view line = text.substr(b, e - b);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

} // namespace ilcc
