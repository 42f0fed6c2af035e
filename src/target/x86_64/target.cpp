// target.cpp — the x86-64 TargetDesc: the instruction table and the register file.
#include "target/x86_64/regs.h"

namespace ilcc::x86_64 {

namespace {
using namespace mir;
constexpr u16 Copy = kInstCopy, Term = kInstTerminator, Call = kInstCall, Ret = kInstReturn, Load = kInstLoad,
              Store = kInstStore, Side = kInstSideEffect, Remat = kInstRemat, RF = kInstReadsFlags,
              WF = kInstWritesFlags, Dbg = kInstDebug;
constexpr RegMask AX = 1u << RAX, CX = 1u << RCX, DX = 1u << RDX, BX = 1u << RBX, SI = 1u << RSI, DI = 1u << RDI,
                  XMM0M = 1u << XMM0;

constexpr InstDesc kInsts[] = {
#define X86_INST(E, format, access, flags, uses, defs) {#E, format, access, u16(flags), uses, defs},
#include "target/x86_64/insts.def"
};
static_assert(sizeof(kInsts) / sizeof(kInsts[0]) == kNumOps);

// Caller-saved registers first: a value that lives across no call costs nothing there;
// the callee-saved ones cost a save and a restore in the prologue and epilogue.
constexpr Reg kGprOrder[] = {RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11, RBX, R12, R13, R14, R15, RBP};
constexpr Reg kXmmOrder[] = {XMM0, XMM1, XMM2,  XMM3,  XMM4,  XMM5,  XMM6,  XMM7,
                             XMM8, XMM9, XMM10, XMM11, XMM12, XMM13, XMM14, XMM15};

const char* const kNames64[] = {"rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
                                "r8",  "r9",  "r10", "r11", "r12", "r13", "r14", "r15"};
const char* const kNames32[] = {"eax", "ecx", "edx",  "ebx",  "esp",  "ebp",  "esi",  "edi",
                                "r8d", "r9d", "r10d", "r11d", "r12d", "r13d", "r14d", "r15d"};
const char* const kNames16[] = {"ax",  "cx",  "dx",   "bx",   "sp",   "bp",   "si",   "di",
                                "r8w", "r9w", "r10w", "r11w", "r12w", "r13w", "r14w", "r15w"};
const char* const kNames8[] = {"al",  "cl",  "dl",   "bl",   "spl",  "bpl",  "sil",  "dil",
                               "r8b", "r9b", "r10b", "r11b", "r12b", "r13b", "r14b", "r15b"};
const char* const kXmmNames[] = {"xmm0", "xmm1", "xmm2",  "xmm3",  "xmm4",  "xmm5",  "xmm6",  "xmm7",
                                 "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15"};
const char* const kYmmNames[] = {"ymm0", "ymm1", "ymm2",  "ymm3",  "ymm4",  "ymm5",  "ymm6",  "ymm7",
                                 "ymm8", "ymm9", "ymm10", "ymm11", "ymm12", "ymm13", "ymm14", "ymm15"};
} // namespace

const char* reg_name(Reg r, unsigned size) {
  if (r >= XMM0 && r <= XMM15) return size == 32 ? kYmmNames[r - XMM0] : kXmmNames[r - XMM0];
  if (r > R15) return "?";
  switch (size) {
  case 1: return kNames8[r];
  case 2: return kNames16[r];
  case 4: return kNames32[r];
  default: return kNames64[r];
  }
}

const char* const kCondNames[] = {"o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g"};

const char* cond_name(Cond c) { return kCondNames[c]; }

const TargetDesc& target_desc() {
  static const TargetDesc desc = [] {
    TargetDesc d;
    d.insts = kInsts;
    d.alloc_order[0] = kGprOrder;
    d.alloc_order[1] = kXmmOrder;
    d.class_mask[0] = kGprMask;
    d.class_mask[1] = kXmmMask;
    d.callee_saved = kCalleeSaved;
    d.reserved = 1u << RSP;
    d.copy_op[0] = Mov, d.copy_op[1] = Movaps;
    d.load_op[0] = Mov, d.load_op[1] = Movups;
    d.store_op[0] = Mov, d.store_op[1] = Movups;
    d.spill_size[0] = 8, d.spill_size[1] = 16;
    d.lifetime_start_op = LifetimeStart, d.lifetime_end_op = LifetimeEnd;
    d.dbg_value_op = DbgValue;
    d.mem_imm_bits = 32;
    d.reg_name = reg_name;
    d.cond_names = kCondNames;
    return d;
  }();
  return desc;
}

} // namespace ilcc::x86_64
