// mir_text.h — the textual form of the machine IR: printing machine functions and
// parsing them back (docs/codegen.md, "MIR text form").
//
// The text holds everything an MFunction holds that the back-end passes read: function
// flags, frame objects, virtual registers with their classes and hints, blocks with
// successors (predecessors are recomputed), loop depths, IR labels and every field of
// every instruction and operand, inline asm included. Opcode, register and condition
// names come from the TargetDesc, so the text form has no list of its own.
//
// print → parse → print is byte-identical. The parser validates what it builds (register
// numbers, classes, block and frame-object indices, operand counts and kinds against the
// instruction table) so that a parsed function is safe to hand to liveness, the register
// allocator and frame lowering; any error is reported with its line and column, never by
// a crash or an assertion.
#pragma once

#include "codegen/mir.h"
#include "codegen/target.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ilcc::mir {

// Appends the text of one function.
void print_mfunction(std::string& out, const MFunction& f, const TargetDesc& td);

struct MirParseError {
  u32 line = 0, col = 0; // 1-based
  std::string message;
};

// Parses a module (any number of functions). False with the first error.
bool parse_mir(std::string_view text, const TargetDesc& td, std::vector<std::unique_ptr<MFunction>>& out,
               MirParseError& err);

// Checks what the parser cannot see locally; used by the parser at the end of each
// function and by tests on generated functions. Empty when valid, else a message.
std::string validate_mfunction(const MFunction& f, const TargetDesc& td);
std::string validate_minst(const MFunction& f, const TargetDesc& td, const MInst& in);

} // namespace ilcc::mir
