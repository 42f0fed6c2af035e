// value_key.h — what identifies a computed value, for value numbering (gvn, phitrans).
#pragma once

#include "ir/module.h"
#include "support/hash.h"

#include <array>

namespace ilcc {

// The opcodes whose value depends on nothing but their operands and fields.
inline bool is_pure_expression(const Instruction& i) {
  switch (i.op) {
  case Opcode::BinOp: case Opcode::UnaryOp: case Opcode::Cmp: case Opcode::Cast:
  case Opcode::Select: case Opcode::GetElementPtr: case Opcode::GlobalAddr: case Opcode::LabelAddr:
  case Opcode::ParamRef:
    return true;
  default: return false;
  }
}

// What identifies a computed value. Loads (and stores, which make the stored value
// available to loads) use op = Load, ops[0] = the address, ty and sub2 (segment).
struct ValueKey {
  Opcode op = Opcode::Copy;
  IrType ty = IrType::Void, ty2 = IrType::Void;
  u8 sub = 0, sub2 = 0, flags = 0;
  u16 num_ops = 0;
  u32 aux = 0;
  u64 imm = 0;
  const void* ext = nullptr;
  std::array<Operand, 3> ops;

  bool commutative() const { return op == Opcode::BinOp && is_commutative(IrBinOp(sub)); }

  u64 hash() const {
    u64 h = hash_combine(u64(op) | u64(ty) << 8 | u64(ty2) << 16 | u64(sub) << 24 | u64(sub2) << 32 | u64(flags) << 40,
                         hash_combine(aux, imm ^ reinterpret_cast<uintptr_t>(ext)));
    if (commutative()) return hash_combine(h, ops[0].hash() + ops[1].hash());
    for (u16 k = 0; k < num_ops; ++k) h = hash_combine(h, ops[k].hash());
    return h;
  }

  bool operator==(const ValueKey& o) const {
    if (op != o.op || ty != o.ty || ty2 != o.ty2 || sub != o.sub || sub2 != o.sub2 || flags != o.flags ||
        num_ops != o.num_ops || aux != o.aux || imm != o.imm || ext != o.ext)
      return false;
    bool same = true;
    for (u16 k = 0; k < num_ops; ++k) same = same && ops[k] == o.ops[k];
    if (!same && commutative()) same = ops[0] == o.ops[1] && ops[1] == o.ops[0];
    return same;
  }
};

inline ValueKey expression_key(const Instruction& i) {
  ValueKey k;
  k.op = i.op;
  k.ty = i.ty;
  k.ty2 = i.ty2;
  k.sub = i.sub;
  k.sub2 = i.sub2;
  k.flags = u8(i.flags & ~Instruction::kFlagDead);
  k.num_ops = i.num_ops;
  k.aux = i.aux;
  k.imm = i.imm;
  if (i.op == Opcode::GlobalAddr) k.ext = i.ext;
  for (u16 n = 0; n < i.num_ops; ++n) k.ops[n] = i.operand(n);
  return k;
}

inline ValueKey memory_key(IrType ty, const Operand& address, u8 segment) {
  ValueKey k;
  k.op = Opcode::Load;
  k.ty = ty;
  k.sub2 = segment;
  k.num_ops = 1;
  k.ops[0] = address;
  return k;
}

} // namespace ilcc
