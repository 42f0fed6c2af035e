// debug_values.h — -g at -O1 and above: where each variable promoted to a value is, at
// each instruction of a function's final code (docs/debug.md, "Variables in registers").
//
// A DbgValue pseudo-instruction says that a variable is in a register or a stack slot from
// there on. The tracker follows what the code does to those places: a copy, a spill store
// or a reload of one of them puts the variable in the destination too, and a write to
// one (a definition, a call's clobbers, a store) takes the variable out of it. Joins
// keep what every predecessor agrees on (a forward dataflow to a fixed point), so a
// variable is never shown in a place that may hold something else.
#pragma once

#include "codegen/mir.h"

#include <span>
#include <vector>

namespace ilcc::x86_64 {

// A place: a register (kind 1), a stack slot at a displacement from rsp or rbp (kind 2), or
// an incoming stack argument at a displacement from the CFA (kind 3).
using DebugPlace = u64;
inline DebugPlace debug_reg_place(mir::Reg r) { return u64(1) << 40 | r; }
inline DebugPlace debug_mem_place(mir::Reg base, i32 disp) { return u64(2) << 40 | u64(base) << 32 | u32(disp); }
inline DebugPlace debug_cfa_place(i32 disp) { return u64(3) << 40 | u32(disp); }
inline u32 debug_place_kind(DebugPlace p) { return u32(p >> 40); }
inline bool debug_place_is_reg(DebugPlace p) { return debug_place_kind(p) == 1; }
inline mir::Reg debug_place_reg(DebugPlace p) { return mir::Reg(p >> 32 & 0xff); } // kind 2: the base
inline i32 debug_place_disp(DebugPlace p) { return i32(u32(p)); }
inline mir::Reg debug_place_phys(DebugPlace p) { return mir::Reg(p & 0xff); }       // kind 1: the register
// A DbgValue's second operand: a register number, or this bit plus a CFA displacement.
constexpr i64 kDbgCfaBit = i64(1) << 32;

struct DebugVarPlace {
  u32 var;
  DebugPlace place;
  auto operator<=>(const DebugVarPlace&) const = default;
};
using DebugState = std::vector<DebugVarPlace>; // sorted

class DebugValueTracker {
public:
  // var_bytes: each variable's size; a copy narrower than that does not carry it.
  DebugValueTracker(const mir::MFunction& f, std::span<const u32> var_bytes);
  bool empty() const { return empty_; } // no DbgValue in the function
  // The state at the start of block b.
  const DebugState& entry(u32 b) const { return in_[b]; }
  // Applies `in` to s; a call's clobbers only when `clobbers` (the printer applies them
  // before the call, so that a frame returning to it shows no clobbered place). Returns
  // whether s changed.
  bool step(DebugState& s, const mir::MInst& in, bool clobbers = true) const;
  // The clobbers of a call, alone.
  bool call_clobbers(DebugState& s) const;

private:
  bool kill(DebugState& s, auto&& dead) const;
  std::span<const u32> var_bytes_;
  std::vector<DebugState> in_;
  bool empty_ = true;
};

} // namespace ilcc::x86_64
