// target.h — what the target tells the target-independent back end: its instruction
// table, its registers and register classes, and how to make copies, spills and reloads.
//
// The table rows are data (one InstDesc per opcode, generated from the target's .def
// file); codegen reads them and never switches on a target opcode.
#pragma once

#include "codegen/mir.h"

#include <span>

namespace ilcc::mir {

// Per-opcode properties (InstDesc::flags).
enum InstFlag : u16 {
  kInstCopy = 1,        // a register-to-register move within one class when both operands are registers
  kInstTerminator = 2,  // ends a block (jumps, returns)
  kInstCall = 4,        // a call: implicit masks per instruction
  kInstReturn = 8,
  kInstLoad = 16,       // reads memory (besides a memory operand's address)
  kInstStore = 32,
  kInstSideEffect = 64, // must not be removed or moved
  kInstRemat = 128,     // with no register uses, it may be re-executed anywhere to rebuild its def
  kInstReadsFlags = 256,   // reads the condition flags set by an earlier instruction
  kInstWritesFlags = 512,  // clobbers the condition flags
  kInstDebug = 1024,       // -g's markers: no code; heuristics must not see them (-g never changes the code)
};

struct InstDesc {
  const char* name;   // the enumerator's name (machine IR text form)
  const char* format; // assembly: see the target's .def file
  // One letter per explicit operand: how a register operand is accessed ('U' use, 'D' def,
  // 'X' use and def, 'E' early-clobber def; '-' not a register); lower case: a memory
  // operand may stand in that position (spilled values are folded there).
  const char* access;
  u16 flags;
  RegMask imp_uses;
  RegMask imp_defs;
};

struct TargetDesc {
  std::span<const InstDesc> insts;
  // Allocatable registers of each class, in the order the allocator prefers them.
  std::span<const Reg> alloc_order[kNumRegClasses];
  RegMask class_mask[kNumRegClasses]; // all registers of the class
  RegMask callee_saved;               // preserved across calls
  RegMask reserved;                   // never allocated (stack pointer, frame pointer when kept)
  u16 copy_op[kNumRegClasses];        // reg <- reg of the class
  u16 load_op[kNumRegClasses];        // reg <- mem (spill reload, full width)
  u16 store_op[kNumRegClasses];       // mem <- reg (spill store, full width)
  u8 spill_size[kNumRegClasses];      // bytes of a spill slot (and the access size)
  // The pseudo-instructions marking where the lifetime of their frame object starts and
  // ends (docs/codegen.md, "Stack colouring").
  u16 lifetime_start_op = 0, lifetime_end_op = 0;
  // -g: the pseudo-instruction saying where a variable is from there on (operands: the
  // variable, then a register number or a frame object; docs/debug.md). No code.
  u16 dbg_value_op = 0xffff;
  // An 8-byte instruction with a memory operand encodes immediates of at most this many
  // bits, sign-extended (x86-64: 32; only a move to a register takes 64).
  u8 mem_imm_bits = 64;
  const char* (*reg_name)(Reg r, unsigned size);
  std::span<const char* const> cond_names; // MInst::cond values (machine IR text form)

  const InstDesc& inst(u16 op) const { return insts[op]; }
  RegClass class_of(Reg phys) const { return (class_mask[1] & reg_bit(phys)) ? RegClass::Xmm : RegClass::Gpr; }
};

} // namespace ilcc::mir
