// cfi.h — call frame information: the operations of the Cfi pseudo-instruction that frame
// lowering places after each prologue and epilogue instruction, and x86-64's DWARF
// register numbers (psABI, "DWARF Register Number Mapping").
#pragma once

#include "target/x86_64/regs.h"

namespace ilcc::x86_64 {

// ops[0] of a Cfi instruction; ops[1] a DWARF register, ops[2] an offset.
enum class CfiOp : u8 {
  DefCfaOffset,   // .cfi_def_cfa_offset OFF
  DefCfaRegister, // .cfi_def_cfa_register REG
  Offset,         // .cfi_offset REG, OFF (from the CFA)
  DefCfa,         // .cfi_def_cfa REG, OFF
  PrologueEnd,    // no directive: the frame is set up (FrameInfo's rule holds)
  EpilogueEnd,    // no directive: back to the entry rule (CFA = rsp + 8)
};

// The DWARF number of a physical register (rax 0, rdx 1, rcx 2, rbx 3, rsi 4, rdi 5,
// rbp 6, rsp 7, r8-r15 8-15, xmm0-15 17-32).
inline u8 dwarf_reg(Reg r) {
  static constexpr u8 gpr[16] = {0, 2, 1, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15};
  return r < 16 ? gpr[r] : u8(17 + (r - 16));
}

} // namespace ilcc::x86_64
