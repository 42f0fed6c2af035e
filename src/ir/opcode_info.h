// opcode_info.h — the opcode table of opcodes.def and what its format strings say.
//
// Each row of opcodes.def carries the text format of its instruction. The printer and the
// reader interpret the format as they write and read; everything else that depends on
// the shape of an instruction is derived from the same string here, at compile time: how
// many operands a formatted opcode has and of which class ($0 the instruction type, $p0
// ptr, $c0 a condition, $l0 i64), whether it names its type ($t, $T), and what its
// optional keyword means (the one flag bit, volatile or returns_bool). The verifier checks
// operand counts and types from this description instead of restating them per opcode.
//
// The derivation is constexpr, so a malformed row (operands that are not numbered
// 0, 1, 2, ... in order of appearance, a list of operand names that does not match, an
// unknown keyword) does not compile.
#pragma once

#include "ir/types.h"

#include <string_view>

namespace ilcc {

enum class Opcode : u8 {
#define IR_INST(E, mnemonic, dest, result, fixed_ty, removable, format, operand_names) E,
#include "ir/opcodes.def"
};
constexpr unsigned kNumOpcodes = unsigned(Opcode::LabelAddr) + 1;
static_assert(kNumOpcodes == 40, "seed 004 defines 38 instructions; ilcc adds the two lifetime markers");

// The class of an operand named by a format: $N, $pN, $cN, $lN.
enum class OperandClass : u8 {
  InstType,  // the instruction type
  Ptr,
  Condition, // any integer (nonzero is true); constants are written as i8
  I64,
};
constexpr unsigned kMaxFormatOperands = 3;

// What the optional keyword of a format ([word]) means.
enum class FlagWord : u8 { None, Volatile, ReturnsBool };

struct OpcodeInfo {
  // The columns of opcodes.def.
  const char* mnemonic;
  char dest;      // 'D', 'N', 'O'
  char result;    // see opcodes.def
  IrType fixed_ty;
  char removable; // 'y', 'n', 'v', 'i'
  const char* format;

  // Derived from the format and the operand names.
  bool custom = false;             // dedicated code reads, writes and checks the operands
  u8 num_operands = 0;             // a formatted opcode has exactly this many
  OperandClass operand_class[kMaxFormatOperands] = {};
  std::string_view operand_name[kMaxFormatOperands] = {}; // empty: "operand N"
  bool names_type = false;         // $t: the instruction type is written (not fixed)
  bool names_type2 = false;        // $T: the second type is written
  FlagWord flag_word = FlagWord::None;
};

namespace opcode_detail {

// Throwing during constant evaluation stops the compilation at the offending row.
constexpr void require(bool ok, const char* what) {
  if (!ok) throw what;
}

constexpr std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

constexpr OpcodeInfo describe(const char* mnemonic, char dest, char result, IrType fixed_ty, char removable,
                              const char* format, const char* operand_names) {
  OpcodeInfo info{mnemonic, dest, result, fixed_ty, removable, format};
  std::string_view f(format);
  if (f == "custom") {
    info.custom = true;
    return info;
  }
  for (size_t k = 0; k < f.size(); ++k) {
    if (f[k] == '[') {
      size_t end = f.find(']', k);
      std::string_view word = trim(f.substr(k + 1, end - k - 1));
      require(word == "volatile" || word == "returns_bool", "opcodes.def: unknown optional keyword");
      info.flag_word = word == "volatile" ? FlagWord::Volatile : FlagWord::ReturnsBool;
      k = end;
      continue;
    }
    if (f[k] != '$') continue;
    char d = f[++k];
    OperandClass cls = OperandClass::InstType; // $0, $1, $2
    switch (d) {
    case 't': info.names_type = true; continue;
    case 'T': info.names_type2 = true; continue;
    case 'p': cls = OperandClass::Ptr, d = f[++k]; break;
    case 'c': cls = OperandClass::Condition, d = f[++k]; break;
    case 'l': cls = OperandClass::I64, d = f[++k]; break;
    default:
      if (d < '0' || d > '9') continue; // not an operand ($I, $A, $N, ...)
    }
    unsigned index = unsigned(d - '0');
    require(index == info.num_operands && index < kMaxFormatOperands, "opcodes.def: operands out of order");
    info.operand_class[info.num_operands++] = cls;
  }
  std::string_view names(operand_names);
  unsigned n = 0;
  while (!names.empty()) {
    size_t comma = names.find(',');
    require(n < info.num_operands, "opcodes.def: more operand names than operands");
    info.operand_name[n++] = trim(names.substr(0, comma));
    names = comma == std::string_view::npos ? std::string_view() : names.substr(comma + 1);
  }
  require(n == 0 || n == info.num_operands, "opcodes.def: fewer operand names than operands");
  return info;
}

} // namespace opcode_detail

inline constexpr OpcodeInfo kOpcodeInfo[kNumOpcodes] = {
#define IR_INST(E, mnemonic, dest, result, fixed_ty, removable, format, operand_names)            \
  opcode_detail::describe(mnemonic, dest, result, IrType::fixed_ty, removable, format, operand_names),
#include "ir/opcodes.def"
};

constexpr const OpcodeInfo& opcode_info(Opcode op) { return kOpcodeInfo[unsigned(op)]; }
constexpr std::string_view opcode_name(Opcode op) { return opcode_info(op).mnemonic; }

} // namespace ilcc
