// effects.cpp — memory effects of calls and the inference of pure and const functions.
//
// The inference is one scan over the instructions with a table of definitions: an address
// is the function's own when following gep and copy definitions (at most kChain steps)
// reaches an alloca. A recursive call refers to a function not marked yet, so recursion
// leaves a function unmarked; that is the price of a one-pass, callee-first scheme.
#include "opt/effects.h"

#include <vector>

namespace ilcc {

CallEffect call_effect(IrModule& m, const Instruction& call) {
  if (call.op != Opcode::Call) return CallEffect::Any;
  const CallInfo& ci = call.call_info();
  if (!ci.callee || ci.is_sret || ci.has_static_chain || ci.ret_eightbyte_classes.size() > 1) return CallEffect::Any;
  const IrFunction* g = m.find_function(ci.callee);
  if (!g || !(g->is_pure || g->is_const)) return CallEffect::Any;
  // A struct passed by value is read from memory.
  return g->is_const && ci.struct_args.empty() ? CallEffect::None : CallEffect::Reads;
}

bool may_write_memory(IrModule& m, const Instruction& i) {
  if (i.is_removable() || (i.op == Opcode::Load && !i.is_volatile()) || i.is_lifetime_marker()) return false;
  return i.op != Opcode::Call || call_effect(m, i) == CallEffect::Any;
}

size_t infer_memory_effects(IrModule& m, IrFunction& f) {
  if (f.is_declaration || f.is_pure || f.is_const || f.is_weak || f.has_static_chain) return 0;
  u32 limit = f.value_limit();
  std::vector<const Instruction*> def(limit, nullptr);
  for (const BasicBlock& b : f.blocks)
    for (const Instruction& i : b.instructions)
      if (i.dest.valid() && i.dest.id < limit) def[i.dest.id] = &i;
  constexpr int kChain = 8;
  auto is_own_slot = [&](const Operand& address) {
    Operand a = address;
    for (int step = 0; step < kChain && a.is_value() && a.value().id < limit; ++step) {
      const Instruction* d = def[a.value().id];
      if (!d) return false;
      if (d->op == Opcode::Alloca || d->op == Opcode::DynAlloca) return true;
      if (d->op != Opcode::GetElementPtr && d->op != Opcode::Copy) return false;
      a = d->operand(0);
    }
    return false;
  };
  bool reads = false;
  for (const BasicBlock& b : f.blocks) {
    for (const Instruction& i : b.instructions) {
      switch (i.op) {
      case Opcode::Load:
        if (i.is_volatile()) return 0;
        reads |= !is_own_slot(i.operand(0));
        break;
      case Opcode::Store:
        if (i.is_volatile() || !is_own_slot(i.operand(1))) return 0;
        break;
      case Opcode::Memcpy:
        if (!is_own_slot(i.operand(0))) return 0;
        reads |= !is_own_slot(i.operand(1));
        break;
      case Opcode::Call:
        switch (call_effect(m, i)) {
        case CallEffect::Any: return 0;
        case CallEffect::Reads: reads = true; break;
        case CallEffect::None: break;
        }
        break;
      case Opcode::LifetimeStart:
      case Opcode::LifetimeEnd: break; // its own slot
      default:
        if (!i.is_removable()) return 0;
      }
    }
  }
  f.is_pure = true;
  f.is_const = !reads;
  return 1;
}

} // namespace ilcc
