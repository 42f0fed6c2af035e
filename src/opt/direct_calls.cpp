// direct_calls.cpp — indirect calls of a known function become direct calls.
//
// Folding leaves calls through a pointer that is now one function's address: a function
// pointer chosen by a constant flag of an inlined template (zstd's
// `matchFound = useCmov ? ZSTD_match4Found_cmov : ZSTD_match4Found_branch`), a callback
// passed to an inlined function. Such a call becomes a direct call of that function,
// which the inliner can then copy and whose memory effects the callers' passes read. The
// calling convention of both is the call's own (its CallInfo), so nothing else changes;
// a call that does not fit the function's type (undefined behaviour in C) stays indirect,
// as does a call of a function that may return twice (the passes before treated it as an
// ordinary call). One walk over the function in layout order: linear. A `globaladdr` in a
// block laid out after the call (which dominance allows, lowering's order rarely gives)
// is not seen.
#include "opt/direct_calls.h"

#include <vector>

namespace ilcc {

size_t make_calls_direct(IrModule& m, IrFunction& f) {
  std::vector<IrFunction*> target; // by value id: the function whose address the value is
  size_t n = 0;
  for (BasicBlock& b : f.blocks) {
    for (Instruction& i : b.instructions) {
      if (i.op == Opcode::GlobalAddr) {
        IrFunction* g = m.find_function(i.global_name());
        if (!g || g->returns_twice || is_setjmp_like_name(g->name.str())) continue;
        if (target.size() <= i.dest.id) target.resize(i.dest.id + 1);
        target[i.dest.id] = g;
        continue;
      }
      if (i.op != Opcode::CallIndirect || !i.operand(0).is_value()) continue;
      u32 p = i.operand(0).value().id;
      IrFunction* g = p < target.size() ? target[p] : nullptr;
      const CallInfo& ci = i.call_info();
      if (!g || !call_fits(*g, ci.return_type, ci.is_variadic, ci.has_static_chain, ci.arg_types)) continue;
      std::span<const Operand> args = i.call_args();
      Instruction c = make_inst(f.arena, Opcode::Call, i.dest, i.ty, args);
      CallInfo* dci = f.arena.make<CallInfo>(ci);
      dci->callee = g->name;
      c.ext = dci;
      i = c;
      ++n;
    }
  }
  return n;
}

} // namespace ilcc
