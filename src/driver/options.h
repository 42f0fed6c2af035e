// options.h — the driver's parsed command line.
//
// parse_command_line() expands @file response files, then matches each word against the
// option table (options.def) and calls the row's handler, which fills DriverOptions.
// Errors (missing values, bad -std=, unreadable response files) are reported through
// Diagnostics; unknown -f/-W/-m options are accepted (with a warning for -f and -m), as
// DESIGN.md §7 asks, so that build systems written for gcc keep working.
#pragma once

#include "pp/preprocessor.h"
#include "pp/printer.h"
#include "support/diagnostics.h"

#include <string>
#include <vector>

namespace ilcc {

enum class DriverAction : u8 { Link, Preprocess, CompileOnly, AssembleOnly, SyntaxOnly };

struct InputFile {
  std::string path;
  std::string language; // "c", "c-header", or "" (by suffix)
};

struct DriverOptions {
  DriverAction action = DriverAction::Link;
  std::vector<InputFile> inputs;
  std::string output;         // -o ("" = default)
  std::string language;       // current -x
  PPOptions pp;
  PrintOptions print;
  // Dependency output.
  bool deps_only = false;     // -M / -MM
  bool deps_file = false;     // -MD / -MMD
  bool deps_system = true;    // false for -MM / -MMD
  bool deps_phony = false;    // -MP
  std::string deps_output;    // -MF
  std::vector<std::string> deps_targets; // -MT / -MQ
  // Parsed for the compile and link paths that come later.
  std::vector<std::string> libraries, library_dirs, linker_args;
  bool shared = false, static_link = false, debug = false, emit_ir = false, emit_il = false;
  bool show_help = false, show_version = false, verbose = false;
};

// False if the command line has errors (already reported).
bool parse_command_line(int argc, char** argv, DriverOptions& out, Diagnostics& diag);
void print_help();

} // namespace ilcc
