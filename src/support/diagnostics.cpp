#include "support/diagnostics.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <cstdio>
#include <unistd.h>

namespace ilcc {

namespace {
enum : u8 { On = 1, Off = 0 };
struct WarningRow {
  std::string_view name;
  u8 default_on;
  u8 groups;
};
constexpr WarningRow kWarnings[] = {
#define WARNING(Id, name, default, groups) {name, default, groups},
#include "support/warnings.def"
};
} // namespace

std::string_view warning_name(Warning w) { return w == Warning::None ? "" : kWarnings[unsigned(w)].name; }

std::string_view warning_tag(Warning w) {
#define WARNING_TAG(Id, tag) if (w == Warning::Id) return tag;
#include "support/warnings.def"
  return warning_name(w);
}

Warning find_warning(std::string_view name) {
  for (unsigned i = 0; i < kWarningCount; ++i)
    if (kWarnings[i].name == name) return Warning(i);
  return Warning::None;
}

bool known_warning_name(std::string_view name, bool* diagnosed) {
  if (find_warning(name) != Warning::None || warning_group(name) || name.substr(0, 7) == "format=") {
    if (diagnosed) *diagnosed = true;
    return true;
  }
  if (diagnosed) *diagnosed = false;
  static constexpr std::string_view kNotDiagnosed[] = {
#define NOT_DIAGNOSED(name) name,
#include "support/warnings.def"
  };
  size_t eq = name.find('=');
  std::string_view key = eq == std::string_view::npos ? name : name.substr(0, eq + 1);
  for (std::string_view n : kNotDiagnosed)
    if (key == n) return true;
  return false;
}

bool warning_in_group(Warning w, u8 groups) { return w != Warning::None && (kWarnings[unsigned(w)].groups & groups); }

u8 warning_group(std::string_view name) {
  if (name == "all") return WG_ALL;
  if (name == "extra") return WG_EXTRA;
  if (name == "unused") return WG_UNUSED;
  if (name == "implicit") return WG_IMPLICIT;
  if (name == "format=2") return WG_FORMAT2;
  return 0;
}

Diagnostics::Diagnostics() {
  // -fdiagnostics-color=auto, gcc's rule: stderr is a terminal, TERM is set and not
  // "dumb", and GCC_COLORS is not set to the empty string.
  const char* term = getenv("TERM");
  const char* colors = getenv("GCC_COLORS");
  color = isatty(2) && term && std::string_view(term) != "dumb" && !(colors && !*colors);
  for (unsigned i = 0; i < kWarningCount; ++i) state_[i] = kWarnings[i].default_on ? kOn : 0;
}

bool Diagnostics::warning_is_error(Warning w) const {
  if (w == Warning::None) return warnings_as_errors;
  u8 s = state_[unsigned(w)];
  return s & kErrorSet ? (s & kError) != 0 : warnings_as_errors;
}
void Diagnostics::set_warning(Warning w, bool on) {
  if (w == Warning::None) return;
  state_[unsigned(w)] = u8((state_[unsigned(w)] & ~kOn) | (on ? kOn : 0));
}
void Diagnostics::set_warning_error(Warning w, bool error) {
  if (w == Warning::None) return;
  u8& s = state_[unsigned(w)];
  s = u8((s & ~kError) | kErrorSet | (error ? kError | kOn : 0));
}
void Diagnostics::set_group(u8 groups, bool on) {
  bool both_before = (groups_on_ & WG_EXTRA) && (groups_on_ & (WG_ALL | WG_UNUSED));
  groups_on_ = on ? groups_on_ | groups : groups_on_ & ~groups;
  bool both = (groups_on_ & WG_EXTRA) && (groups_on_ & (WG_ALL | WG_UNUSED));
  // -Wunused-parameter: on when the pair is complete, off with any of the three.
  if (on ? both && !both_before : (groups & (WG_ALL | WG_EXTRA | WG_UNUSED)) != 0) groups |= WG_EXTRA_UNUSED;
  for (unsigned i = 0; i < kWarningCount; ++i)
    if (kWarnings[i].groups & groups) set_warning(Warning(i), on);
}
void Diagnostics::push_state() {
  State s;
  std::copy(state_, state_ + kWarningCount, s.w);
  s.as_errors = warnings_as_errors;
  pushed_.push_back(s);
}
bool Diagnostics::pop_state() {
  if (pushed_.empty()) return false;
  std::copy(pushed_.back().w, pushed_.back().w + kWarningCount, state_);
  warnings_as_errors = pushed_.back().as_errors;
  pushed_.pop_back();
  return true;
}

// gcc's colours (GCC_COLORS's default): SGR parameters per element.
struct Palette {
  std::string error = "01;31", warning = "01;35", note = "01;36", caret = "01;32", locus = "01", fixit = "32";
};
// GCC_COLORS="error=01;31:warning=01;35:note=01;36:caret=01;32:locus=01:quote=01": the
// elements it names replace the defaults (unknown ones are ignored, as gcc does).
const Palette& palette() {
  static const Palette p = [] {
    Palette r;
    const char* env = getenv("GCC_COLORS");
    if (!env) return r;
    std::string_view s = env;
    while (!s.empty()) {
      size_t colon = s.find(':');
      std::string_view item = s.substr(0, colon);
      s = colon == std::string_view::npos ? std::string_view() : s.substr(colon + 1);
      size_t eq = item.find('=');
      if (eq == std::string_view::npos) continue;
      std::string_view key = item.substr(0, eq);
      std::string value(item.substr(eq + 1));
      if (key == "error") r.error = value;
      else if (key == "warning") r.warning = value;
      else if (key == "fixit-insert") r.fixit = value;
      else if (key == "note") r.note = value;
      else if (key == "caret") r.caret = value;
      else if (key == "locus") r.locus = value;
    }
    return r;
  }();
  return p;
}
std::string sgr(const std::string& params) { return "\033[" + params + "m\033[K"; }
const char* const kSgrReset = "\033[m\033[K";

namespace {
bool ident_char(char c) { return std::isalnum(u8(c)) || c == '_' || c == '$' || u8(c) >= 0x80; }
} // namespace

// The length of the C token that starts at byte `i` of `line` (at least 1): an identifier,
// a pp-number, a character or string literal (with its prefix), or a punctuator.
u32 token_length(std::string_view line, u32 i) {
  size_t n = line.size(), j = i;
  if (i >= n) return 1;
  auto literal = [&](size_t k) { // k at the opening quote
    char q = line[k++];
    while (k < n && line[k] != q) k += line[k] == '\\' ? 2 : 1;
    return u32(std::min(k + 1, n) - i);
  };
  char c = line[i];
  if (std::isdigit(u8(c)) || (c == '.' && i + 1 < n && std::isdigit(u8(line[i + 1])))) {
    while (j < n && (ident_char(line[j]) || line[j] == '.' ||
                     ((line[j] == '+' || line[j] == '-') && std::strchr("eEpP", line[j - 1]))))
      ++j;
    return u32(j - i);
  }
  if (ident_char(c)) {
    while (j < n && ident_char(line[j])) ++j;
    std::string_view word = line.substr(i, j - i);
    if (j < n && (line[j] == '"' || line[j] == '\'') && (word == "L" || word == "u" || word == "U" || word == "u8"))
      return literal(j);
    return u32(j - i);
  }
  if (c == '"' || c == '\'') return literal(i);
  static constexpr std::string_view kPunct[] = {"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=",
                                                "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##"};
  for (std::string_view p : kPunct)
    if (line.substr(i, p.size()) == p) return u32(p.size());
  return 1;
}

void Diagnostics::report(Severity sev, const DiagLocation& loc, std::string_view msg, Warning w) {
  std::string tag; // "-WNAME" or "-Werror=NAME", printed in brackets after the message
  if (sev == Severity::Warning) {
    if (suppress_warnings || !warning_enabled(w)) return;
    bool error = warning_is_error(w);
    if (error) sev = Severity::Error;
    if (w != Warning::None)
      tag = format("-W%s%.*s", error ? "error=" : "", int(warning_tag(w).size()), warning_tag(w).data());
  }
  if (sev == Severity::Error || sev == Severity::Fatal) ++errors_;
  if (sev == Severity::Warning) ++warnings_;

  static const char* const names[] = {"note", "warning", "error", "fatal error"};
  const Palette& p = palette();
  const std::string* colors[] = {&p.note, &p.warning, &p.error, &p.error};
  std::string out;
  if (color) out += sgr(p.locus);
  if (!loc.file.empty()) {
    out += loc.file;
    if (loc.line) out += format(":%u", loc.line);
    if (loc.line && loc.col) out += format(":%u", loc.col);
  } else {
    out += program;
  }
  out += ":";
  if (color) out += kSgrReset;
  out += ' ';
  if (color) out += sgr(*colors[int(sev)]);
  out += names[int(sev)];
  out += ": ";
  if (color) out += kSgrReset;
  out += msg;
  if (!tag.empty()) {
    out += " [";
    if (color) out += sgr(*colors[int(sev)]);
    out += tag;
    if (color) out += kSgrReset;
    out += ']';
  }
  out += '\n';
  if (!loc.line_text.empty() && loc.col) {
    out += ' ';
    out += loc.line_text;
    out += "\n ";
    // The caret line: '^' at the column, '~' under the rest of its token and the ranges.
    // Tabs are reproduced so that it lines up however the terminal renders them.
    std::string_view text = loc.line_text;
    u32 caret = loc.col - 1, token_end = loc.col;
    if (loc.underline_token) token_end = caret + token_length(text, caret);
    u32 last = token_end;
    for (auto [b, e] : loc.ranges) last = std::max(last, std::min<u32>(e - 1, u32(text.size()))); // 0-based, exclusive
    auto marked = [&](u32 i) {
      if (i >= caret && i < token_end) return true;
      for (auto [b, e] : loc.ranges)
        if (i + 1 >= b && i + 1 < e) return true;
      return false;
    };
    u32 first = caret;
    for (auto [b, e] : loc.ranges) first = std::min(first, b ? b - 1 : 0);
    for (u32 i = 0; i < first && i < text.size(); ++i) out += text[i] == '\t' ? '\t' : ' ';
    if (color) out += sgr(p.caret);
    for (u32 i = first; i < std::max(last, caret + 1); ++i)
      out += i == caret ? '^' : marked(i) ? '~' : text.size() > i && text[i] == '\t' ? '\t' : ' ';
    if (color) out += kSgrReset;
    out += '\n';
    // Fix-its on this line: their text under the columns they change.
    for (const FixIt& f : loc.fixits) {
      if (f.line != loc.line || f.text.find('\n') != std::string::npos) continue;
      out += ' ';
      for (u32 i = 0; i + 1 < f.col_begin && i < text.size(); ++i) out += text[i] == '\t' ? '\t' : ' ';
      if (color) out += sgr(p.fixit);
      out += f.text;
      if (color) out += kSgrReset;
      out += '\n';
    }
  }
  if (parseable_fixits)
    for (const FixIt& f : loc.fixits) {
      out += format("fix-it:\"%.*s\":{%u:%u-%u:%u}:\"", int(loc.file.size()), loc.file.data(), f.line, f.col_begin, f.line, f.col_end);
      for (char c : f.text) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n') out += "\\n";
        else out += c;
      }
      out += "\"\n";
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
