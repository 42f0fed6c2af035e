// diagnostics.h — user-facing error and warning reports.
//
// Every report has the form gcc and clang users know:
//     file:line:col: error: message
//         source line
//               ^
// with colour when stderr is a terminal. Errors are counted; a tool exits with status 1
// when any error was reported. -w suppresses warnings, -Werror turns them into errors.
// Locations are passed as plain values so that every layer (the IR reader, the
// preprocessor, the parser) can report without sharing one location type.
#pragma once

#include "support/common.h"

#include <cstdarg>
#include <string>
#include <string_view>
#include <vector>

namespace ilcc {

enum class Severity : u8 { Note, Warning, Error, Fatal };

// The warnings with a -W switch (support/warnings.def); None: a warning without one.
enum class Warning : u8 {
#define WARNING(Id, name, default, groups) Id,
#include "support/warnings.def"
  None
};
constexpr unsigned kWarningCount = unsigned(Warning::None);
// The groups of warnings.def's rows.
enum : u8 { WG_ALL = 1, WG_EXTRA = 2, WG_UNUSED = 4, WG_IMPLICIT = 8, WG_FORMAT2 = 16, WG_EXTRA_UNUSED = 32 };
std::string_view warning_name(Warning w);
// The name a report shows in [-WNAME]: the row's, or its WARNING_TAG (-Wformat= for format).
std::string_view warning_tag(Warning w);
// A warning's row by name (without -W), or Warning::None.
Warning find_warning(std::string_view name);
// The warnings of group NAME ("all", "extra", "unused", "implicit", "format=2") as WG_ bits; 0 if none.
u8 warning_group(std::string_view name);
bool warning_in_group(Warning w, u8 groups);
// A -W name ilcc knows: diagnosed (a row, a group, format=N) or one of gcc's it accepts
// without effect (NOT_DIAGNOSED rows).
bool known_warning_name(std::string_view name, bool* diagnosed = nullptr);

// A fix-it hint: replace columns [col_begin, col_end) of line `line` with `text` (an
// insertion when they are equal).
struct FixIt {
  u32 line, col_begin, col_end;
  std::string text;
};

struct DiagLocation {
  DiagLocation() = default;
  DiagLocation(std::string_view f, u32 l, u32 c, std::string_view text = {}) : file(f), line(l), col(c), line_text(text) {}
  std::string_view file;      // empty: no location (e.g. command-line errors)
  u32 line = 0;               // 1-based; 0: whole file
  u32 col = 0;                // 1-based byte column; 0: no column
  std::string_view line_text; // the source line without its newline; empty: no caret
  // C source: the caret underlines the whole token at `col` (^~~~), as gcc's does.
  bool underline_token = false;
  // More columns [begin, end) of the caret's line to underline (an operator's operands).
  std::vector<std::pair<u32, u32>> ranges;
  // Printed under the caret line when on its line (gcc), and as clang's
  // `fix-it:"file":{L:C-L:C}:"text"` lines under -fdiagnostics-parseable-fixits.
  std::vector<FixIt> fixits;
};

class Diagnostics {
public:
  Diagnostics();

  // A Warning-severity report of warning `w` is dropped when w is off; else it is printed
  // with "[-WNAME]", or as an error with "[-Werror=NAME]" under -Werror=NAME or -Werror
  // (unless -Wno-error=NAME).
  void report(Severity sev, const DiagLocation& loc, std::string_view msg, Warning w = Warning::None);
  void error(const DiagLocation& loc, std::string_view msg) { report(Severity::Error, loc, msg); }
  void warning(const DiagLocation& loc, std::string_view msg) { report(Severity::Warning, loc, msg); }
  void note(const DiagLocation& loc, std::string_view msg) { report(Severity::Note, loc, msg); }

  // The state of each warnings.def warning: -WNAME / -Wno-NAME, -Werror=NAME (which also
  // turns it on) / -Wno-error=NAME, groups; #pragma GCC diagnostic push/pop.
  bool warning_enabled(Warning w) const { return w == Warning::None || (state_[unsigned(w)] & kOn); }
  bool warning_is_error(Warning w) const;
  void set_warning(Warning w, bool on);
  void set_warning_error(Warning w, bool error); // -Werror=NAME (on too) / -Wno-error=NAME
  void set_group(u8 groups, bool on);
  void push_state();
  bool pop_state(); // false: nothing pushed
  size_t state_depth() const { return pushed_.size(); }

  unsigned error_count() const { return errors_; }
  unsigned warning_count() const { return warnings_; }
  bool has_errors() const { return errors_ != 0; }

  bool color = false;              // set from isatty(stderr) by the constructor
  bool warnings_as_errors = false; // -Werror
  bool suppress_warnings = false;  // -w
  bool system_header_warnings = false; // -Wsystem-headers: warnings located in system headers too
  bool parseable_fixits = false;   // -fdiagnostics-parseable-fixits
  std::string program = "ilcc";    // prefix for reports without a location
  std::string* capture = nullptr;  // when set, reports are appended here instead of stderr

private:
  enum : u8 { kOn = 1, kErrorSet = 2, kError = 4 };
  struct State {
    u8 w[kWarningCount];
    bool as_errors;
  };
  u8 state_[kWarningCount];
  u8 groups_on_ = 0; // the groups last turned on and not off since
  std::vector<State> pushed_;
  unsigned errors_ = 0, warnings_ = 0;
};

// The length of the C token that starts at byte `i` of `line` (at least 1).
u32 token_length(std::string_view line, u32 i);

// printf-style formatting into a std::string.
std::string format(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
std::string vformat(const char* fmt, va_list ap);

// The line of `text` that contains byte `offset`, without its newline.
std::string_view line_containing(std::string_view text, size_t offset);

} // namespace ilcc
