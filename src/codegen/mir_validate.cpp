// mir_validate.cpp — structural validity of a machine function (mir_text.h): what liveness,
// the register allocator, its checker and frame lowering take for granted.
#include "codegen/mir_text.h"

#include <cstring>

namespace ilcc::mir {

namespace {
bool valid_size(u8 s) { return s == 1 || s == 2 || s == 4 || s == 8 || s == 16 || s == 32; }

class Validator {
public:
  Validator(const MFunction& f, const TargetDesc& td) : f_(f), td_(td) {}

  // A register that exists: physical (0..kNumPhysRegs-1) or a declared virtual register.
  std::string reg(Reg r) const {
    if (is_phys(r)) return {};
    if (is_virt(r) && r - kFirstVirtReg < f_.num_vregs()) return {};
    return "register number " + std::to_string(r) + " is out of range";
  }
  RegClass cls(Reg r) const { return is_virt(r) ? f_.reg_class(r) : td_.class_of(r); }

  std::string addr_reg(Reg r) const {
    std::string e = reg(r);
    if (!e.empty()) return e;
    if (cls(r) != RegClass::Gpr) return "an address register must be a general-purpose register";
    return {};
  }

  std::string operand(const MOperand& o, bool in_asm) const {
    switch (o.kind) {
    case OpKind::None: return {};
    case OpKind::Reg: {
      std::string e = reg(o.reg);
      if (!e.empty()) return e;
      u8 a = o.access;
      if (a != kUse && a != kDef && a != kUseDef && a != (kDef | kEarlyClobber) && a != (kUseDef | kEarlyClobber))
        return "invalid register access " + std::to_string(a);
      if (!in_asm && o.scale != 1) return "a register size is only allowed in inline asm";
      if (o.scale != 1 && !valid_size(o.scale)) return "invalid register size " + std::to_string(o.scale);
      return {};
    }
    case OpKind::Imm: return {};
    case OpKind::Mem: {
      if (o.bits & 8) return "invalid memory operand flags";
      if (o.segment() == Segment(3)) return "invalid segment";
      if (u8(o.reloc()) > u8(Reloc::Abs)) return "invalid relocation";
      if (o.is_frame()) {
        if (o.reg >= f_.frame.size()) return "frame object " + std::to_string(o.reg) + " is out of range";
      } else if (o.reg != kNoReg) {
        std::string e = addr_reg(o.reg);
        if (!e.empty()) return e;
      }
      if (o.index != kNoReg) {
        std::string e = addr_reg(o.index);
        if (!e.empty()) return e;
      }
      if (o.scale != 1 && o.scale != 2 && o.scale != 4 && o.scale != 8 && !(in_asm && o.index == kNoReg && valid_size(o.scale)))
        return "invalid scale " + std::to_string(o.scale);
      if (!in_asm && o.index == kNoReg && o.scale != 1) return "a scale without an index register";
      if (o.access && !in_asm) return "a memory operand has no access outside inline asm";
      if (o.reloc() != Reloc::None && !o.sym) return "a relocation without a symbol";
      return {};
    }
    case OpKind::Block:
      if (o.block >= f_.blocks.size()) return "block " + std::to_string(o.block) + " is out of range";
      return {};
    case OpKind::Sym:
      if (!o.sym) return "a symbol operand without a symbol";
      if (u8(o.reloc()) > u8(Reloc::Abs)) return "invalid relocation";
      return {};
    }
    return "invalid operand kind";
  }

  std::string inst(const MInst& in) const {
    if (in.op >= td_.insts.size()) return "invalid opcode " + std::to_string(in.op);
    const InstDesc& d = td_.inst(in.op);
    if (!valid_size(in.size)) return "invalid operand size " + std::to_string(in.size);
    if (in.size2 && !valid_size(in.size2)) return "invalid second size " + std::to_string(in.size2);
    if (in.cond >= td_.cond_names.size()) return "invalid condition code " + std::to_string(in.cond);
    for (RegMask m = (in.imp_uses | in.imp_defs); m; m &= m - 1)
      if (!is_phys(Reg(__builtin_ctz(m)))) return "an implicit register is out of range";
    // The allocator's marks (input after allocation may carry them): the checker reads a
    // spill or reload as a move between a register and a slot, a remat as a definition.
    if ((in.flags & (MInst::kFlagSpill | MInst::kFlagReload)) &&
        (in.asm_ext || in.nops != 2 || !(in.ops[0].is_reg() || in.ops[0].is_mem()) ||
         !(in.ops[1].is_reg() || in.ops[1].is_mem())))
      return "a spill or reload must move between a register and memory";
    if ((in.flags & MInst::kFlagRemat) && (in.asm_ext || in.nops == 0 || !in.ops[0].is_def()))
      return "a rematerialization must define its first operand";
    bool is_asm = !*d.format && !*d.access;
    if (in.asm_ext) {
      if (!is_asm) return std::string(d.name) + " cannot be inline asm";
      if (in.nops) return "inline asm has no inline operands";
      const AsmExt& e = *in.asm_ext;
      if (e.num_outputs > e.ops.size()) return "more asm outputs than operands";
      if (!e.special.empty() && e.special.size() != e.ops.size()) return "asm special list and operands differ in length";
      for (u8 s : e.special)
        if (s > 3) return "invalid asm special " + std::to_string(s);
      if (!e.names.empty() && e.names.size() != e.ops.size() + e.labels.size())
        return "asm names and operands differ in length";
      for (u32 l : e.labels)
        if (l >= f_.blocks.size()) return "asm label block " + std::to_string(l) + " is out of range";
      for (const MOperand& o : e.ops) {
        if (o.kind == OpKind::Block) return "a block operand in inline asm";
        std::string err = operand(o, true);
        if (!err.empty()) return err;
      }
      return {};
    }
    if (is_asm) return std::string(d.name) + " needs its asm(...) part";
    size_t want = std::strlen(d.access);
    if (in.nops != want)
      return std::string(d.name) + " takes " + std::to_string(want) + " operands, not " + std::to_string(in.nops);
    bool mem_seen = false;
    for (u32 i = 0; i < in.nops; ++i) {
      const MOperand& o = in.ops[i];
      std::string err = operand(o, false);
      if (!err.empty()) return "operand " + std::to_string(i) + ": " + err;
      char c = d.access[i];
      bool lower = c >= 'a' && c <= 'z';
      char up = lower ? char(c - 'a' + 'A') : c;
      if (up == '-') {
        if (o.kind == OpKind::Reg) return "operand " + std::to_string(i) + " of " + d.name + " cannot be a register";
        if (o.kind == OpKind::None) return "operand " + std::to_string(i) + " of " + d.name + " is missing";
        continue;
      }
      if (o.kind == OpKind::Mem && lower) {
        if (mem_seen) return std::string(d.name) + " takes at most one memory operand";
        mem_seen = true;
        continue;
      }
      if (up == 'U' && (o.kind == OpKind::Imm || o.kind == OpKind::Sym)) continue; // a read of a constant
      if (o.kind != OpKind::Reg)
        return "operand " + std::to_string(i) + " of " + d.name + " must be a register" + (lower ? " or memory" : "");
      // At least what the letter says (selection may add a read: a def that merges into
      // its register's old value, as cvtsi2sd does).
      u8 want_access = up == 'U' ? u8(kUse) : up == 'X' ? u8(kUseDef) : u8(kDef);
      if ((o.access & want_access) != want_access)
        return "operand " + std::to_string(i) + " of " + d.name + ": the access does not match the table";
    }
    for (u32 i = in.nops; i < 3; ++i)
      if (in.ops[i].kind != OpKind::None) return "an operand beyond the operand count";
    if ((d.flags & kInstCopy) && in.nops == 2 && in.ops[0].is_reg() && in.ops[1].is_reg() &&
        cls(in.ops[0].reg) != cls(in.ops[1].reg))
      return std::string("the registers of copy ") + d.name + " are of different classes";
    return {};
  }

  std::string function() const {
    if (f_.blocks.empty()) return "a function needs at least one block";
    if (f_.reg_save_area != ~0u && f_.reg_save_area >= f_.frame.size()) return "the register save area is out of range";
    for (const FrameObject& o : f_.frame) {
      if (o.align == 0 || (o.align & (o.align - 1)) || o.align > 4096) return "a frame object's alignment must be a power of two up to 4096";
      if (o.size > (u64(1) << 31)) return "a frame object is larger than 2 GiB";
      if (o.offset < -(i64(1) << 32) || o.offset > (i64(1) << 32)) return "a frame object's offset is out of range";
    }
    for (const VRegInfo& v : f_.vregs)
      if (v.hint != kNoReg && (!is_phys(v.hint) || td_.class_of(v.hint) != v.cls)) return "a hint of another class";
    for (u32 b = 0; b < f_.blocks.size(); ++b) {
      for (u32 s : f_.blocks[b].succs)
        if (s >= f_.blocks.size()) return "bb" + std::to_string(b) + ": successor " + std::to_string(s) + " is out of range";
      for (u32 i = 0; i < f_.blocks[b].insts.size(); ++i) {
        std::string e = inst(f_.blocks[b].insts[i]);
        if (!e.empty()) return "bb" + std::to_string(b) + ", instruction " + std::to_string(i) + ": " + e;
      }
    }
    return {};
  }

private:
  const MFunction& f_;
  const TargetDesc& td_;
};
} // namespace

std::string validate_minst(const MFunction& f, const TargetDesc& td, const MInst& in) { return Validator(f, td).inst(in); }

std::string validate_mfunction(const MFunction& f, const TargetDesc& td) { return Validator(f, td).function(); }

} // namespace ilcc::mir
