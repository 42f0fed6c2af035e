// isel_atomic.cpp — atomic operations and fences.
//
// x86-64 loads and stores are already acquire and release; a sequentially consistent
// store is an xchg. Read-modify-writes use lock xadd / xchg where the instruction
// exists, a lock-prefixed and/or/xor/add/sub when the old value is unused, and otherwise
// a compare-exchange loop. 16-byte atomics use lock cmpxchg16b.
#include "target/x86_64/isel.h"

namespace ilcc::x86_64 {

using namespace mir;

u32 ISel::new_block() {
  mf_.blocks.emplace_back();
  cur_ = &mf_.blocks[cur_mb_]; // the vector may have moved
  return u32(mf_.blocks.size() - 1);
}

void ISel::switch_to(u32 b) {
  cur_mb_ = b;
  cur_ = &mf_.blocks[b];
  if (cur_->ir_label == ~0u) cur_->ir_label = ctx_.next_block_label++;
}

void ISel::select_atomic(const Instruction& i) {
  IrType t = i.ty;
  bool wide = t == IrType::I128 || t == IrType::U128;
  u8 size = u8(t == IrType::Ptr ? 8 : type_size(t));
  bool fp = t == IrType::F32 || t == IrType::F64;
  switch (i.op) {
  case Opcode::Fence:
    if (i.ordering() == AtomicOrdering::SeqCst) emit(Mfence, 8);
    return;
  case Opcode::AtomicLoad: {
    Reg p = use_reg(i.operand(0), IrType::Ptr);
    if (wide) {
      // cmpxchg16b with expected = desired = 0 reads the value atomically.
      for (Reg r : {RAX, RDX, RBX, RCX}) mov_imm(r, 0, 8);
      emit(LockCmpxchg16b, 8, {MOperand::mem(p, 0)});
      copy(reg_of_value(i.dest), RAX, RegClass::Gpr);
      copy(hi_of_value(i.dest), RDX, RegClass::Gpr);
      return;
    }
    load(reg_of_value(i.dest), MOperand::mem(p, 0), t);
    return;
  }
  case Opcode::AtomicStore: {
    if (wide) {
      // A compare-exchange loop storing the new value.
      Reg p = use_reg(i.operand(0), IrType::Ptr);
      Reg lo, hi;
      use_pair(i.operand(1), lo, hi);
      emit(Mov, 8, {MOperand::def(RAX), MOperand::mem(p, 0)});
      emit(Mov, 8, {MOperand::def(RDX), MOperand::mem(p, 8)});
      u32 loop = new_block(), done = new_block();
      emit(Jmp, 8, {MOperand::make_block(loop)});
      switch_to(loop);
      copy(RBX, lo, RegClass::Gpr);
      copy(RCX, hi, RegClass::Gpr);
      emit(LockCmpxchg16b, 8, {MOperand::mem(p, 0)});
      emit(Jcc, 8, {MOperand::make_block(loop)}).cond = CNE;
      emit(Jmp, 8, {MOperand::make_block(done)});
      switch_to(done);
      return;
    }
    Reg p = use_reg(i.operand(0), IrType::Ptr);
    if (fp) {
      Reg v = use_reg(i.operand(1), t);
      Reg g = new_gpr();
      emit(MovXG, size, {MOperand::def(g), MOperand::use(v)});
      if (i.ordering() == AtomicOrdering::SeqCst) emit(Xchg, size, {MOperand::usedef(g), MOperand::mem(p, 0)});
      else emit(Mov, size, {MOperand::mem(p, 0), MOperand::use(g)});
      return;
    }
    if (i.ordering() == AtomicOrdering::SeqCst) {
      Reg v = new_gpr();
      copy(v, use_reg(i.operand(1), t), RegClass::Gpr);
      emit(Xchg, size, {MOperand::usedef(v), MOperand::mem(p, 0)});
    } else {
      emit(Mov, size, {MOperand::mem(p, 0), use_ri(i.operand(1), t)});
    }
    return;
  }
  case Opcode::AtomicCmpxchg: {
    Reg p = use_reg(i.operand(0), IrType::Ptr);
    if (wide) {
      Reg elo, ehi, dlo, dhi;
      use_pair(i.operand(1), elo, ehi);
      use_pair(i.operand(2), dlo, dhi);
      copy(RAX, elo, RegClass::Gpr);
      copy(RDX, ehi, RegClass::Gpr);
      copy(RBX, dlo, RegClass::Gpr);
      copy(RCX, dhi, RegClass::Gpr);
      emit(LockCmpxchg16b, 8, {MOperand::mem(p, 0)});
      if (i.returns_bool()) {
        setcc_to(reg_of_value(i.dest), CE);
      } else {
        copy(reg_of_value(i.dest), RAX, RegClass::Gpr);
        copy(hi_of_value(i.dest), RDX, RegClass::Gpr);
      }
      return;
    }
    Reg e = use_reg(i.operand(1), t), d = use_reg(i.operand(2), t);
    if (fp) {
      Reg ge = new_gpr(), gd = new_gpr();
      emit(MovXG, size, {MOperand::def(ge), MOperand::use(e)});
      emit(MovXG, size, {MOperand::def(gd), MOperand::use(d)});
      e = ge, d = gd;
    }
    copy(RAX, e, RegClass::Gpr);
    emit(LockCmpxchg, size, {MOperand::use(d), MOperand::mem(p, 0)});
    if (i.returns_bool()) {
      setcc_to(reg_of_value(i.dest), CE);
    } else if (fp) {
      emit(MovGX, size, {MOperand::def(reg_of_value(i.dest)), MOperand::use(RAX)});
    } else {
      copy(reg_of_value(i.dest), RAX, RegClass::Gpr);
    }
    return;
  }
  case Opcode::AtomicRmw: break;
  default: ilcc_unreachable("atomic");
  }

  // Read-modify-write.
  AtomicRmwOp op = i.rmw_op();
  Reg p = use_reg(i.operand(0), IrType::Ptr);
  bool used = i.dest.valid() && uses_[i.dest.id] > 0;
  if (!wide && !fp) {
    if (op == AtomicRmwOp::Xchg || op == AtomicRmwOp::TestAndSet) {
      Reg v = new_gpr();
      if (op == AtomicRmwOp::TestAndSet) mov_imm(v, 1, 4);
      else copy(v, use_reg(i.operand(1), t), RegClass::Gpr);
      emit(Xchg, size, {MOperand::usedef(v), MOperand::mem(p, 0)});
      if (i.dest.valid()) copy(reg_of_value(i.dest), v, RegClass::Gpr);
      return;
    }
    if (op == AtomicRmwOp::Add || op == AtomicRmwOp::Sub) {
      if (!used) {
        emit(op == AtomicRmwOp::Add ? LockAdd : LockSub, size, {MOperand::mem(p, 0), use_ri(i.operand(1), t)});
        return;
      }
      Reg v = new_gpr();
      copy(v, use_reg(i.operand(1), t), RegClass::Gpr);
      if (op == AtomicRmwOp::Sub) emit(Neg, size < 4 ? 4 : size, {MOperand::usedef(v)});
      emit(LockXadd, size, {MOperand::usedef(v), MOperand::mem(p, 0)});
      copy(reg_of_value(i.dest), v, RegClass::Gpr);
      return;
    }
    if (!used && op != AtomicRmwOp::Nand) {
      u16 o = op == AtomicRmwOp::And ? LockAnd : op == AtomicRmwOp::Or ? LockOr : LockXor;
      emit(o, size, {MOperand::mem(p, 0), use_ri(i.operand(1), t)});
      return;
    }
  }
  // A compare-exchange loop: old = *p; do new = old OP v; while (!cas(p, old, new)).
  if (wide) {
    Reg vlo, vhi;
    use_pair(i.operand(1), vlo, vhi);
    emit(Mov, 8, {MOperand::def(RAX), MOperand::mem(p, 0)});
    emit(Mov, 8, {MOperand::def(RDX), MOperand::mem(p, 8)});
    Reg olo = new_gpr(), ohi = new_gpr();
    u32 loop = new_block(), done = new_block();
    emit(Jmp, 8, {MOperand::make_block(loop)});
    switch_to(loop);
    copy(olo, RAX, RegClass::Gpr);
    copy(ohi, RDX, RegClass::Gpr);
    Reg nlo = new_gpr(), nhi = new_gpr();
    copy(nlo, olo, RegClass::Gpr);
    copy(nhi, ohi, RegClass::Gpr);
    switch (op) {
    case AtomicRmwOp::Add: emit(Add, 8, {MOperand::usedef(nlo), MOperand::use(vlo)}), emit(Adc, 8, {MOperand::usedef(nhi), MOperand::use(vhi)}); break;
    case AtomicRmwOp::Sub: emit(Sub, 8, {MOperand::usedef(nlo), MOperand::use(vlo)}), emit(Sbb, 8, {MOperand::usedef(nhi), MOperand::use(vhi)}); break;
    case AtomicRmwOp::And:
    case AtomicRmwOp::Nand: emit(And, 8, {MOperand::usedef(nlo), MOperand::use(vlo)}), emit(And, 8, {MOperand::usedef(nhi), MOperand::use(vhi)}); break;
    case AtomicRmwOp::Or: emit(Or, 8, {MOperand::usedef(nlo), MOperand::use(vlo)}), emit(Or, 8, {MOperand::usedef(nhi), MOperand::use(vhi)}); break;
    case AtomicRmwOp::Xor: emit(Xor, 8, {MOperand::usedef(nlo), MOperand::use(vlo)}), emit(Xor, 8, {MOperand::usedef(nhi), MOperand::use(vhi)}); break;
    case AtomicRmwOp::Xchg:
    case AtomicRmwOp::TestAndSet: copy(nlo, vlo, RegClass::Gpr), copy(nhi, vhi, RegClass::Gpr); break;
    }
    if (op == AtomicRmwOp::Nand) emit(Not, 8, {MOperand::usedef(nlo)}), emit(Not, 8, {MOperand::usedef(nhi)});
    copy(RBX, nlo, RegClass::Gpr);
    copy(RCX, nhi, RegClass::Gpr);
    emit(LockCmpxchg16b, 8, {MOperand::mem(p, 0)});
    emit(Jcc, 8, {MOperand::make_block(loop)}).cond = CNE;
    emit(Jmp, 8, {MOperand::make_block(done)});
    switch_to(done);
    if (i.dest.valid()) {
      copy(reg_of_value(i.dest), olo, RegClass::Gpr);
      copy(hi_of_value(i.dest), ohi, RegClass::Gpr);
    }
    return;
  }
  Reg v = use_reg(i.operand(1), t);
  if (fp) {
    Reg g = new_gpr();
    emit(MovXG, size, {MOperand::def(g), MOperand::use(v)});
    v = g;
  }
  Reg old = new_gpr();
  emit(Mov, size, {MOperand::def(old), MOperand::mem(p, 0)});
  u32 loop = new_block(), done = new_block();
  emit(Jmp, 8, {MOperand::make_block(loop)});
  switch_to(loop);
  Reg nv = new_gpr();
  u8 osize = size < 4 ? 4 : size;
  if (fp) {
    Reg fo = new_xmm(), fv = new_xmm();
    emit(MovGX, size, {MOperand::def(fo), MOperand::use(old)});
    emit(MovGX, size, {MOperand::def(fv), MOperand::use(v)});
    emit(op == AtomicRmwOp::Sub ? SubF : AddF, size, {MOperand::usedef(fo), MOperand::use(fv)});
    emit(MovXG, size, {MOperand::def(nv), MOperand::use(fo)});
  } else {
    copy(nv, old, RegClass::Gpr);
    switch (op) {
    case AtomicRmwOp::Add: emit(Add, osize, {MOperand::usedef(nv), MOperand::use(v)}); break;
    case AtomicRmwOp::Sub: emit(Sub, osize, {MOperand::usedef(nv), MOperand::use(v)}); break;
    case AtomicRmwOp::And: emit(And, osize, {MOperand::usedef(nv), MOperand::use(v)}); break;
    case AtomicRmwOp::Or: emit(Or, osize, {MOperand::usedef(nv), MOperand::use(v)}); break;
    case AtomicRmwOp::Xor: emit(Xor, osize, {MOperand::usedef(nv), MOperand::use(v)}); break;
    case AtomicRmwOp::Nand:
      emit(And, osize, {MOperand::usedef(nv), MOperand::use(v)});
      emit(Not, osize, {MOperand::usedef(nv)});
      break;
    case AtomicRmwOp::Xchg:
    case AtomicRmwOp::TestAndSet: copy(nv, v, RegClass::Gpr); break;
    }
  }
  copy(RAX, old, RegClass::Gpr);
  emit(LockCmpxchg, size, {MOperand::use(nv), MOperand::mem(p, 0)});
  copy(old, RAX, RegClass::Gpr);
  emit(Jcc, 8, {MOperand::make_block(loop)}).cond = CNE;
  emit(Jmp, 8, {MOperand::make_block(done)});
  switch_to(done);
  if (i.dest.valid()) {
    if (fp) emit(MovGX, size, {MOperand::def(reg_of_value(i.dest)), MOperand::use(old)});
    else copy(reg_of_value(i.dest), old, RegClass::Gpr);
  }
}

} // namespace ilcc::x86_64
