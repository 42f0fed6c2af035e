// parser.h — the textual IR reader (grammar in docs/ir.md).
//
// The reader is purely syntactic: IR that parses may still be invalid (a branch to a
// missing block, an operand of the wrong type), which is the verifier's job, so verifier
// tests can be written as text. Malformed text yields the first error with its line and
// column; the reader never crashes on any input.
#pragma once

#include "ir/module.h"
#include "ir/text_positions.h"

#include <string>
#include <string_view>

namespace ilcc {

struct IrParseError {
  u32 line = 0, col = 0; // 1-based
  std::string message;
};

// Parses a whole module into `out` (which is replaced). Returns false and fills `err` on
// malformed input. With `positions`, also records where each entity was read (for
// verifier messages with line:col).
bool parse_module(std::string_view text, IrModule& out, IrParseError& err, IrTextPositions* positions = nullptr);

} // namespace ilcc
