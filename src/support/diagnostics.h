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

namespace ilcc {

enum class Severity : u8 { Note, Warning, Error, Fatal };

struct DiagLocation {
  std::string_view file;      // empty: no location (e.g. command-line errors)
  u32 line = 0;               // 1-based; 0: whole file
  u32 col = 0;                // 1-based byte column; 0: no column
  std::string_view line_text; // the source line without its newline; empty: no caret
};

class Diagnostics {
public:
  Diagnostics();

  void report(Severity sev, const DiagLocation& loc, std::string_view msg);
  void error(const DiagLocation& loc, std::string_view msg) { report(Severity::Error, loc, msg); }
  void warning(const DiagLocation& loc, std::string_view msg) { report(Severity::Warning, loc, msg); }
  void note(const DiagLocation& loc, std::string_view msg) { report(Severity::Note, loc, msg); }

  unsigned error_count() const { return errors_; }
  unsigned warning_count() const { return warnings_; }
  bool has_errors() const { return errors_ != 0; }

  bool color = false;              // set from isatty(stderr) by the constructor
  bool warnings_as_errors = false; // -Werror
  bool suppress_warnings = false;  // -w
  bool system_header_warnings = false; // -Wsystem-headers: warnings located in system headers too
  std::string program = "ilcc";    // prefix for reports without a location
  std::string* capture = nullptr;  // when set, reports are appended here instead of stderr

private:
  unsigned errors_ = 0, warnings_ = 0;
};

// printf-style formatting into a std::string.
std::string format(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
std::string vformat(const char* fmt, va_list ap);

// The line of `text` that contains byte `offset`, without its newline.
std::string_view line_containing(std::string_view text, size_t offset);

} // namespace ilcc
