// printer.h — the -E consumer of the token stream, and -dM / dependency output.
//
// PrintOptions mirror gcc's switches: line markers (off with -P), -dM (only the final
// macro definitions), -dD (definitions and #undefs kept in the output), -C (comments
// kept; the lexer makes them tokens).
#pragma once

#include "pp/preprocessor.h"

#include <string>

namespace ilcc {

struct PrintOptions {
  bool line_markers = true; // not -P
  bool dump_macros = false; // -dM
  bool keep_defines = false; // -dD
};

// Runs `pp` to the end and returns the -E output.
std::string preprocess_to_text(Preprocessor& pp, const PrintOptions& opts);

struct DepOptions {
  std::vector<std::string> targets; // -MT / -MQ (already quoted for -MQ); empty: default
  bool system_headers = true;       // false for -MM / -MMD
  bool phony_targets = false;       // -MP
};

// A make rule "targets: main.c headers..." with gcc's line wrapping.
std::string dependency_rule(const Preprocessor& pp, const std::string& main_file, const DepOptions& o);
// -MQ quoting: characters special to make are escaped.
std::string quote_make_target(std::string_view s);

} // namespace ilcc
