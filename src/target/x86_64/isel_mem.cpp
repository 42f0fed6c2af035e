// isel_mem.cpp — loads, stores, block copies and dynamic stack allocation.
#include "target/x86_64/isel.h"

namespace ilcc::x86_64 {

using namespace mir;

static MOperand with_segment(MOperand m, AddressSpace s) {
  if (s == AddressSpace::SegFs) m.set_segment(Segment::Fs);
  else if (s == AddressSpace::SegGs) m.set_segment(Segment::Gs);
  return m;
}

static MOperand offset_mem(MOperand m, i64 off) {
  m.disp = i32(m.disp + off);
  return m;
}

MOperand ISel::ld_mem(const Operand& o) {
  if (o.is_value()) return MOperand::frame(slot_of_value(o.value()), 0);
  IrConst c = o.constant();
  std::vector<u8> b = c.x87_bytes();
  u64 lo = 0, hi = 0;
  for (unsigned k = 0; k < 8; ++k) lo |= u64(b[k]) << (8 * k);
  for (unsigned k = 8; k < 10; ++k) hi |= u64(b[k]) << (8 * (k - 8));
  return MOperand::sym_mem(ctx_.pool_label(lo, hi, 16), 0, Reloc::PcRel);
}

void ISel::use_pair(const Operand& o, Reg& lo, Reg& hi) {
  if (o.is_value()) {
    ILCC_ASSERT(!folded_[o.value().id], "register use of a folded definition");
    lo = reg_of_value(o.value());
    hi = hi_of_value(o.value());
    return;
  }
  i128 v = o.is_const() && o.const_kind() != ConstKind::Zero ? o.constant().i128_value() : 0;
  lo = new_gpr(), hi = new_gpr();
  mov_imm(lo, i64(u64(v)), 8);
  mov_imm(hi, i64(u64(u128(v) >> 64)), 8);
}

void ISel::select_load(const Instruction& i) {
  MOperand m = with_segment(mem_at(i.operand(0)), i.seg_override());
  IrType t = i.ty;
  if (t == IrType::F128) {
    copy_memory(MOperand::frame(slot_of_value(i.dest), 0), m, 16);
  } else if (t == IrType::I128 || t == IrType::U128) {
    emit(Mov, 8, {MOperand::def(reg_of_value(i.dest)), m});
    emit(Mov, 8, {MOperand::def(hi_of_value(i.dest)), offset_mem(m, 8)});
  } else {
    load(reg_of_value(i.dest), m, t);
  }
}

void ISel::select_store(const Instruction& i) {
  IrType t = i.ty;
  const Operand& v = i.operand(0);
  if (t == IrType::F128) {
    MOperand src = ld_mem(v);
    copy_memory(with_segment(mem_at(i.operand(1)), i.seg_override()), src, 16);
    return;
  }
  if (t == IrType::I128 || t == IrType::U128) {
    Reg lo, hi;
    use_pair(v, lo, hi);
    MOperand m = with_segment(mem_at(i.operand(1)), i.seg_override());
    emit(Mov, 8, {m, MOperand::use(lo)});
    emit(Mov, 8, {offset_mem(m, 8), MOperand::use(hi)});
    return;
  }
  // Materialize the value first so that the address registers live as briefly as possible.
  if (t == IrType::F32 || t == IrType::F64) {
    Reg r = use_reg(v, t);
    MOperand m = with_segment(mem_at(i.operand(1)), i.seg_override());
    emit(MovF, u8(type_size(t)), {m, MOperand::use(r)});
    return;
  }
  if (const Instruction* op = v.is_value() && folded_[v.value().id] ? def_of(v.value()) : nullptr;
      op && op->op == Opcode::BinOp) {
    emit_rmw(*op, mem_at(i.operand(1)));
    return;
  }
  MOperand val = use_ri(v, t);
  MOperand m = with_segment(mem_at(i.operand(1)), i.seg_override());
  emit(Mov, u8(t == IrType::Ptr ? 8 : type_size(t)), {m, val});
}

void ISel::select_memcpy(const Instruction& i) {
  if (i.imm == 0) return;
  MOperand dst = mem_at(i.operand(0));
  MOperand src = mem_at(i.operand(1));
  copy_memory(dst, src, i.imm);
}

// Copies `size` bytes. Up to 64 bytes every chunk is loaded before any is stored, so an
// overlapping source is read whole first (struct assignment through aliasing pointers);
// larger copies use rep movsb, forward (exact overlap is harmless).
void ISel::copy_memory(const MOperand& dst, const MOperand& src, u64 size) {
  if (size <= 64) {
    struct Chunk {
      Reg r;
      u64 off;
      unsigned n;
    };
    Chunk chunks[16];
    unsigned nc = 0;
    u64 off = 0;
    while (off < size) {
      u64 left = size - off;
      unsigned n = left >= 16 ? 16 : left >= 8 ? 8 : left >= 4 ? 4 : left >= 2 ? 2 : 1;
      Reg r = n == 16 ? new_xmm() : new_gpr();
      if (n == 16) emit(Movups, 16, {MOperand::def(r), offset_mem(src, off)});
      else emit(Mov, u8(n), {MOperand::def(r), offset_mem(src, off)});
      chunks[nc++] = {r, off, n};
      off += n;
    }
    for (unsigned k = 0; k < nc; ++k) {
      const Chunk& c = chunks[k];
      if (c.n == 16) emit(Movups, 16, {offset_mem(dst, c.off), MOperand::use(c.r)});
      else emit(Mov, u8(c.n), {offset_mem(dst, c.off), MOperand::use(c.r)});
    }
    return;
  }
  Reg d = new_gpr(), s = new_gpr(), n = new_gpr();
  emit(Lea, 8, {MOperand::def(d), dst});
  emit(Lea, 8, {MOperand::def(s), src});
  mov_imm(n, i64(size), 8);
  copy(RDI, d, RegClass::Gpr);
  copy(RSI, s, RegClass::Gpr);
  copy(RCX, n, RegClass::Gpr);
  emit(RepMovsb, 8);
}

void ISel::select_dynalloca(const Instruction& i) {
  mf_.has_dynamic_alloca = true;
  u64 align = std::max<u32>(i.align(), 16);
  Reg sz = use_reg(i.operand(0), IrType::I64);
  Reg t = new_gpr();
  copy(t, sz, RegClass::Gpr);
  // Round up to 16 (the stack pointer's alignment); over-aligned blocks get room to align.
  emit(Add, 8, {MOperand::usedef(t), MOperand::make_imm(i64(15 + (align > 16 ? align : 0)))});
  emit(And, 8, {MOperand::usedef(t), MOperand::make_imm(-16)});
  if (ctx_.opts.stack_clash) emit(ProbedSubRsp, 8, {MOperand::usedef(t)});
  else emit(Sub, 8, {MOperand::usedef(RSP), MOperand::use(t)});
  // The block starts above the outgoing argument area (its size is known at the end).
  Reg d = reg_of_value(i.dest);
  emit(Lea, 8, {MOperand::def(d), MOperand::mem(RSP, 0)});
  outgoing_fixups_.push_back({cur_mb_, u32(cur_->insts.size() - 1)});
  if (align > 16) {
    emit(Add, 8, {MOperand::usedef(d), MOperand::make_imm(i64(align - 1))});
    emit(And, 8, {MOperand::usedef(d), MOperand::make_imm(-i64(align))});
  }
}

} // namespace ilcc::x86_64
