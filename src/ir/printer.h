// printer.h — the textual IR writer (grammar in docs/ir.md).
//
// The printer and the reader (parser.h) interpret the same per-opcode format strings of
// opcodes.def, so a new opcode is described once. Output is deterministic and
// print → parse → print is byte-identical.
#pragma once

#include "ir/module.h"

#include <string>

namespace ilcc {

std::string print_module(const IrModule& m);
// `m` (optional) lets direct calls leave out a variadic marker the callee's declaration
// implies.
void print_function(std::string& out, const IrFunction& f, const IrModule* m = nullptr);
void print_instruction(std::string& out, const Instruction& inst, const IrModule* m = nullptr);
void print_terminator(std::string& out, const Terminator& t);
std::string to_string(const Instruction& inst);
std::string to_string(const Terminator& t);

// Pieces shared with diagnostics and the reader's tests.
void print_const(std::string& out, const IrConst& c, IrType context);
void print_symbol(std::string& out, Symbol s);
void print_string_literal(std::string& out, std::string_view bytes);
std::string block_name(BlockId b);

} // namespace ilcc
