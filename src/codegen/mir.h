// mir.h — machine IR: functions of blocks of machine instructions over virtual and
// physical registers.
//
// The machine IR sits between instruction selection and assembly printing. It is target
// independent in shape and target specific in content: an instruction's opcode indexes the
// target's instruction table (TargetDesc, target.h), which says how each operand is read
// and written, which physical registers the instruction reads or clobbers implicitly, and
// how it prints. Everything the register allocator and the checker need is in the
// instruction itself or in that table, so they never look at opcodes by name.
//
// Registers. One 32-bit number space: 0..kNumPhysRegs-1 are the target's physical
// registers (x86-64: the 16 general-purpose registers in encoding order, then xmm0..15),
// kNoReg is none, and numbers from kFirstVirtReg up are virtual registers, each of one
// register class. Virtual registers are not SSA: two-address instructions read and write
// the same register, and the allocator's spill and split code redefines registers.
//
// Operands. An instruction has up to three explicit operands inline (inline asm has more,
// out of line) of five kinds: a register (with how it is accessed: use, def, both, early
// clobber), an immediate, a memory reference (base register or frame object, index
// register and scale, displacement, symbol with its relocation, segment), a block and a
// symbol. A memory reference's registers are always uses.
#pragma once

#include <utility>

#include "support/arena.h"
#include "support/common.h"
#include "support/symbol.h"

#include <span>
#include <string>
#include <vector>

namespace ilcc::mir {

using Reg = u32;
constexpr Reg kNoReg = ~0u;
constexpr unsigned kNumPhysRegs = 32;
constexpr Reg kFirstVirtReg = 64;
inline bool is_virt(Reg r) { return r != kNoReg && r >= kFirstVirtReg; }
inline bool is_phys(Reg r) { return r < kNumPhysRegs; }
using RegMask = u32; // a set of physical registers, bit r for register r
inline RegMask reg_bit(Reg r) { return RegMask(1) << r; }

enum class RegClass : u8 { Gpr, Xmm };
constexpr unsigned kNumRegClasses = 2;

enum class OpKind : u8 { None, Reg, Imm, Mem, Block, Sym };

// How an instruction accesses a register operand.
enum RegAccess : u8 {
  kUse = 1,
  kDef = 2,
  kUseDef = kUse | kDef,
  kEarlyClobber = 4, // a def written before the uses are read: may not share their registers
};

// Relocation of a memory operand's or symbol operand's symbol.
enum class Reloc : u8 {
  None,     // memory: no symbol; symbol operand: the plain name (calls: direct)
  PcRel,    // sym+disp(%rip)
  GotPcRel, // sym@GOTPCREL(%rip): the address of the symbol's GOT entry
  Plt,      // call sym@PLT
  TpOff,    // %fs:sym@tpoff (local-exec TLS)
  GotTpOff, // sym@gottpoff(%rip): the GOT entry holding the TLS offset (initial-exec)
  Abs,      // sym+disp as an absolute address (non-PIC only)
};

enum class Segment : u8 { None, Fs, Gs };

struct MOperand {
  OpKind kind = OpKind::None;
  u8 access = 0;   // Reg: RegAccess
  u8 scale = 1;    // Mem: 1, 2, 4, 8
  u8 bits = 0;     // Mem: kMemFrame, Segment in bits 1..2, Reloc in bits 4..7; Sym: Reloc
  Reg reg = kNoReg; // Reg: the register; Mem: base register, or the frame object (kMemFrame)
  Reg index = kNoReg; // Mem: index register
  i32 disp = 0;      // Mem: displacement; Sym: addend
  union {
    i64 imm = 0;     // Imm
    u32 block;       // Block: block index in the function
    const void* sym; // Mem, Sym: Symbol::raw(), or null
  };

  static constexpr u8 kMemFrame = 1; // `reg` is a frame object index, addressed off the frame

  static MOperand make_reg(Reg r, u8 access) {
    MOperand o;
    o.kind = OpKind::Reg, o.reg = r, o.access = access;
    return o;
  }
  static MOperand use(Reg r) { return make_reg(r, kUse); }
  static MOperand def(Reg r) { return make_reg(r, kDef); }
  static MOperand usedef(Reg r) { return make_reg(r, kUseDef); }
  static MOperand make_imm(i64 v) {
    MOperand o;
    o.kind = OpKind::Imm, o.imm = v;
    return o;
  }
  static MOperand make_block(u32 b) {
    MOperand o;
    o.kind = OpKind::Block, o.block = b;
    return o;
  }
  static MOperand make_sym(Symbol s, i32 addend, Reloc r) {
    MOperand o;
    o.kind = OpKind::Sym, o.sym = s.raw(), o.disp = addend, o.bits = u8(r);
    return o;
  }
  static MOperand mem(Reg base, i32 disp, Reg index = kNoReg, u8 scale = 1) {
    MOperand o;
    o.kind = OpKind::Mem, o.reg = base, o.disp = disp, o.index = index, o.scale = scale;
    return o;
  }
  static MOperand frame(u32 object, i32 disp, Reg index = kNoReg, u8 scale = 1) {
    MOperand o = mem(object, disp, index, scale);
    o.bits = kMemFrame;
    return o;
  }
  static MOperand sym_mem(Symbol s, i32 disp, Reloc r) {
    MOperand o = mem(kNoReg, disp);
    o.sym = s.raw(), o.bits = u8(u8(r) << 4);
    return o;
  }

  bool is_reg() const { return kind == OpKind::Reg; }
  bool is_imm() const { return kind == OpKind::Imm; }
  bool is_mem() const { return kind == OpKind::Mem; }
  bool is_use() const { return kind == OpKind::Reg && (access & kUse); }
  bool is_def() const { return kind == OpKind::Reg && (access & kDef); }
  bool is_frame() const { return kind == OpKind::Mem && (bits & kMemFrame); }
  Reloc reloc() const { return kind == OpKind::Mem ? Reloc(bits >> 4) : Reloc(bits); }
  Segment segment() const { return Segment((bits >> 1) & 3); }
  void set_segment(Segment s) { bits = u8((bits & ~6) | (u8(s) << 1)); }
  Symbol symbol() const { return Symbol::from_raw(sym); }
  Reg base() const { return is_frame() ? kNoReg : reg; }
  // Memory: the registers the address reads.
  template <class F> void for_each_addr_reg(F&& f) const {
    if (!is_frame() && reg != kNoReg) f(reg);
    if (index != kNoReg) f(index);
  }
};
static_assert(sizeof(MOperand) == 24);

// Calls: what the call instruction reads and defines beyond its target operand is in its
// implicit masks (argument registers, return registers, clobbers), filled by instruction
// selection; `ext` is unused.
// Inline asm: ext points to an AsmExt; the operands are AsmExt::ops.
struct AsmExt {
  std::string_view text;         // the template; %-operands are substituted when printing
  std::span<MOperand> ops;       // outputs then inputs, in template numbering
  std::span<const u8> special;   // per operand: 0, or 1 = %st, 2 = %st(1), 3 = a flag output
  std::span<u32> labels;         // asm goto: the block of each label (numbered after the operands)
  std::span<const Symbol> names; // [name] of each operand and label, or none
  u32 num_outputs = 0;
};

struct MInst {
  enum : u8 {
    kFlagSpill = 1,    // a store the allocator inserted (spill)
    kFlagReload = 2,   // a load the allocator inserted (reload)
    kFlagRemat = 4,    // a definition the allocator re-emitted (rematerialization)
    kFlagRaCopy = 8,   // a copy the allocator inserted (split)
    kFlagWide = 16,    // a call or return passing 32-byte vectors in ymm registers (no vzeroupper before it)
    kFlagSpillSlot = 32, // its frame operand is a spill slot that stack colouring renamed to a local's
    kFlagDead = 0x80,  // transient mark: delete
  };
  // The flags' names in machine IR text (`flags(spill, reload)`).
  static constexpr std::pair<u8, const char*> kFlagNames[] = {
      {kFlagSpill, "spill"}, {kFlagReload, "reload"},       {kFlagRemat, "remat"}, {kFlagRaCopy, "racopy"},
      {kFlagWide, "wide"},   {kFlagSpillSlot, "spillslot"}, {kFlagDead, "dead"}};

  u16 op = 0;        // target opcode (TargetDesc::inst)
  u8 size = 8;       // operand size in bytes (1, 2, 4, 8; 16 for xmm, 32 for ymm operations)
  u8 size2 = 0;      // second size: the source of extensions and conversions
  u8 cond = 0;       // condition code (jcc, setcc, cmov)
  u8 nops = 0;       // explicit operands in ops
  u8 flags = 0;
  u8 pad = 0;
  RegMask imp_uses = 0; // implicit physical uses
  RegMask imp_defs = 0; // implicit physical defs and clobbers
  MOperand ops[3];
  AsmExt* asm_ext = nullptr;

  std::span<MOperand> operands() { return asm_ext ? asm_ext->ops : std::span<MOperand>(ops, nops); }
  std::span<const MOperand> operands() const {
    return asm_ext ? std::span<const MOperand>(asm_ext->ops) : std::span<const MOperand>(ops, nops);
  }
  // Every register the instruction reads: register uses and memory address registers.
  template <class F> void for_each_use(F&& f) const {
    for (const MOperand& o : operands()) {
      if (o.kind == OpKind::Reg && (o.access & kUse)) f(o.reg);
      else if (o.kind == OpKind::Mem) o.for_each_addr_reg(f);
    }
  }
  template <class F> void for_each_def(F&& f) const {
    for (const MOperand& o : operands())
      if (o.kind == OpKind::Reg && (o.access & kDef)) f(o.reg);
  }
};

struct MBlock {
  std::vector<MInst> insts;
  std::vector<u32> succs, preds;
  u32 ir_label = ~0u;    // the IR block it came from (labels print as .LBB<ir_label>)
  u32 loop_depth = 0;
  bool address_taken = false; // target of an indirect branch, asm goto or &&label
  bool framed_entry = false;  // frame lowering: entered with the prologue done (CFI state)
};

// A stack object: an IR alloca, a spill slot, an x87 temporary, the register save area.
struct FrameObject {
  u64 size = 0;
  u32 align = 1;
  i64 offset = 0;     // from the canonical frame address (CFA - 16 = the saved rbp slot), set by frame layout
  bool is_spill = false;
  bool fixed = false; // incoming stack argument: offset is fixed relative to the CFA
  u32 shares = ~0u;   // stack colouring: the object whose space this one took (size 0)
  bool debug_home = false; // -g: a variable's home, kept even when no instruction names it
};

// What frame lowering leaves for call frame information (.cfi_* directives) and debug
// information: the CFA rule inside the frame and where the callee-saved registers are.
struct FrameInfo {
  u8 cfa_reg = 7;     // DWARF register number of the CFA's base once framed (7 rsp, 6 rbp)
  i64 cfa_offset = 8; // CFA = cfa_reg + cfa_offset once framed
  std::vector<std::pair<u8, i64>> saved; // DWARF register, offset from the CFA
  bool has_prologue = false;
  // Frame objects: the local area's bottom relative to the CFA, unless the stack pointer
  // is realigned (then locals are at rsp + local_bottom_rsp, which no CFA offset gives).
  i64 local_from_cfa = 0;
  bool locals_rsp_relative = false;
  i64 local_bottom_rsp = 0;
};

struct VRegInfo {
  RegClass cls = RegClass::Gpr;
  Reg hint = kNoReg;  // a preferred physical register (copy to/from a fixed register)
  u8 bytes = 0;       // 32: a ymm value (the whole register: spills and copies move 32 bytes); 0: the class's size
};

struct MFunction {
  Symbol name;
  std::vector<MBlock> blocks;     // blocks[0] is the entry; in layout order
  std::vector<VRegInfo> vregs;    // indexed by reg - kFirstVirtReg
  std::vector<FrameObject> frame; // frame objects
  Arena arena;                    // inline asm operand arrays and other out-of-line data

  bool has_calls = false;
  bool has_dynamic_alloca = false; // the stack pointer moves: addresses use a frame pointer
  bool returns_twice = false;     // calls a setjmp-like function: paths the CFG does not show
  bool needs_frame_pointer = false; // __builtin_frame_address and friends
  bool stack_protect = false;     // -fstack-protector: a canary above the locals, checked before each return
  bool stack_clash = false;       // -fstack-clash-protection: the prologue probes each page of a large frame
  bool no_plt = false;            // -fno-plt: calls that frame lowering adds go through the GOT too
  bool is_variadic = false;
  bool is_global = true;
  bool vex = false;               // AVX: SSE instructions print in their VEX forms (docs/simd.md)
  u32 reg_save_area = ~0u;        // variadic: frame object of the register save area
  u32 outgoing_args_size = 0;     // bytes of stack arguments of the largest call
  // Set by register allocation / frame lowering.
  RegMask used_callee_saved = 0;
  u32 stack_size = 0;
  FrameInfo frame_info;

  // Whether the stack pointer is aligned beyond 16 bytes in the prologue (a local object
  // aligned so, without dynamic allocas).
  bool realigns_stack() const {
    if (has_dynamic_alloca) return false;
    for (const FrameObject& o : frame)
      if (!o.fixed && o.size > 0 && o.align > 16) return true;
    return false;
  }
  // Whether rbp holds the frame (and so is never allocated).
  bool uses_frame_pointer() const { return has_dynamic_alloca || needs_frame_pointer || realigns_stack(); }

  Reg new_vreg(RegClass c, u8 bytes = 0) {
    vregs.push_back({c, kNoReg, bytes});
    return kFirstVirtReg + Reg(vregs.size() - 1);
  }
  u32 num_vregs() const { return u32(vregs.size()); }
  RegClass reg_class(Reg r) const { return vregs[r - kFirstVirtReg].cls; }
  // A virtual register's width when it is wider than its class's usual size (ymm: 32).
  u8 vreg_bytes(Reg r) const { return r >= kFirstVirtReg ? vregs[r - kFirstVirtReg].bytes : 0; }
  u32 new_frame_object(u64 size, u32 align, bool spill = false) {
    FrameObject fo;
    fo.size = size, fo.align = align, fo.is_spill = spill;
    frame.push_back(fo);
    return u32(frame.size() - 1);
  }
};

} // namespace ilcc::mir
