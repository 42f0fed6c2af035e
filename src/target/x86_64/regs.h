// regs.h — x86-64 registers: numbering, names, classes and the SysV roles.
//
// Physical register numbers are the hardware encodings: 0..15 the general-purpose
// registers (rax rcx rdx rbx rsp rbp rsi rdi r8..r15), 16..31 xmm0..xmm15.
#pragma once

#include "codegen/target.h"

namespace ilcc::x86_64 {

using mir::Reg;
using mir::RegMask;

enum PhysReg : Reg {
  RAX, RCX, RDX, RBX, RSP, RBP, RSI, RDI, R8, R9, R10, R11, R12, R13, R14, R15,
  XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7,
  XMM8, XMM9, XMM10, XMM11, XMM12, XMM13, XMM14, XMM15,
};

constexpr RegMask kGprMask = 0xFFFF;
constexpr RegMask kXmmMask = 0xFFFF0000u;
// SysV: rbx, rbp, r12..r15 survive calls; every xmm register is clobbered.
constexpr RegMask kCalleeSaved = (1u << RBX) | (1u << RBP) | (1u << R12) | (1u << R13) | (1u << R14) | (1u << R15);
constexpr RegMask kCallerSaved = (kGprMask & ~kCalleeSaved & ~(1u << RSP)) | kXmmMask;

constexpr Reg kIntArgRegs[6] = {RDI, RSI, RDX, RCX, R8, R9};
constexpr Reg kSseArgRegs[8] = {XMM0, XMM1, XMM2, XMM3, XMM4, XMM5, XMM6, XMM7};

// The register's name at an access size in bytes (1, 2, 4, 8; xmm registers: ymm at 32, else xmm).
const char* reg_name(Reg r, unsigned size);

const mir::TargetDesc& target_desc();
// -g's markers (Loc, DbgValue: kInstDebug): no code, and no rule may count them.
inline bool is_debug_marker(const mir::MInst& in) { return target_desc().inst(in.op).flags & mir::kInstDebug; }

// Opcodes of the instruction table (insts.def).
enum Op : u16 {
#define X86_INST(E, format, access, flags, uses, defs) E,
#include "target/x86_64/insts.def"
  kNumOps
};

// Condition codes, in hardware encoding order (the low nibble of jcc/setcc/cmovcc).
enum Cond : u8 { CO, CNO, CB, CAE, CE, CNE, CBE, CA, CS, CNS, CP, CNP, CL, CGE, CLE, CG };
inline Cond invert(Cond c) { return Cond(c ^ 1); }
const char* cond_name(Cond c);

} // namespace ilcc::x86_64
