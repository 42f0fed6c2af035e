// isel_call.cpp — the SysV x86-64 calling convention: calls, returns, incoming parameters
// and variadic functions (psABI §3.2.3, §3.5.7).
//
// Arguments are classified left to right: INTEGER eightbytes take rdi rsi rdx rcx r8 r9,
// SSE eightbytes xmm0..xmm7, and an argument whose eightbytes do not all fit (or that is
// MEMORY, X87 or larger than 16 bytes) goes on the stack, 8-aligned (16 when its type asks).
// Values are first computed into virtual registers and stack arguments stored, and only
// then copied into the argument registers right before the call, so that the fixed
// registers are occupied for as short a time as possible.
#include "target/x86_64/debug_values.h"
#include "target/x86_64/isel.h"

namespace ilcc::x86_64 {

using namespace mir;

namespace {
MOperand at(MOperand m, i64 off) {
  m.disp = i32(m.disp + off);
  return m;
}
bool is_pair(IrType t) { return t == IrType::I128 || t == IrType::U128; }
bool is_fp(IrType t) { return t == IrType::F32 || t == IrType::F64; }
} // namespace

Reg ISel::load_partial(const MOperand& base, unsigned bytes) {
  Reg r = new_gpr();
  if (bytes >= 8) {
    emit(Mov, 8, {MOperand::def(r), base});
    return r;
  }
  unsigned first = bytes >= 4 ? 4 : bytes >= 2 ? 2 : 1;
  if (first == 4) emit(Mov, 4, {MOperand::def(r), base});
  else emit(MovZX, 4, {MOperand::def(r), base}).size2 = u8(first);
  unsigned off = first;
  while (off < bytes) {
    unsigned left = bytes - off;
    unsigned n = left >= 2 ? 2 : 1;
    if (n == 2 && off + 2 > bytes) n = 1;
    Reg t = new_gpr();
    emit(MovZX, 4, {MOperand::def(t), at(base, off)}).size2 = u8(n);
    emit(Shl, 8, {MOperand::usedef(t), MOperand::make_imm(8 * off)});
    emit(Or, 8, {MOperand::usedef(r), MOperand::use(t)});
    off += n;
  }
  return r;
}

void ISel::store_partial(const MOperand& base, Reg r, unsigned bytes) {
  if (bytes >= 8) {
    emit(Mov, 8, {base, MOperand::use(r)});
    return;
  }
  Reg v = new_gpr();
  copy(v, r, RegClass::Gpr);
  unsigned off = 0;
  while (off < bytes) {
    unsigned left = bytes - off;
    unsigned n = left >= 4 ? 4 : left >= 2 ? 2 : 1;
    emit(Mov, u8(n), {at(base, off), MOperand::use(v)});
    off += n;
    if (off < bytes) emit(Shr, 8, {MOperand::usedef(v), MOperand::make_imm(8 * n)});
  }
}

MOperand ISel::call_target(Symbol s) {
  if (ctx_.is_local(s)) return MOperand::make_sym(s, 0, Reloc::None);
  return ctx_.opts.plt ? MOperand::make_sym(s, 0, Reloc::Plt) : MOperand::sym_mem(s, 0, Reloc::GotPcRel);
}

MInst& ISel::emit_call(const MOperand& target) { return emit(target.is_mem() || target.is_reg() ? CallInd : Call, 8, {target}); }

void ISel::finish_call_abi(MInst& call, RegMask arg_regs, RegMask ret_regs) {
  call.imp_uses = arg_regs;
  call.imp_defs = kCallerSaved | ret_regs;
  mf_.has_calls = true;
}

// ---- calls --------------------------------------------------------------------------------------

// A struct passed in registers is read from memory (the argument points to it). When that
// memory is a local filled by stores just before the call, in this block, and used for
// nothing else (sroa's copy of a split local into the callee's copy, struct_argument),
// the stored values go to the argument registers directly, and the stores have no code:
// one move per eightbyte, not a store and a load. Each eightbyte must be one store of its
// size and class; between a store and the call, no value assigned more than once may
// change (the stored one could be). Only when all of the call's arguments fit in
// registers, each counted as it needs (the struct's then surely do). The local's uses are
// looked for among the kPassWindow instructions before the call and a few after (its
// lifetime's end): sroa puts them there, and the scan stays linear in the block.
constexpr u32 kPassWindow = 64;

void ISel::find_passed_struct(const BasicBlock& b, u32 c) {
  const Instruction& call = b.instructions[c];
  const CallInfo& ci = call.call_info();
  if (ci.struct_args.empty() || ci.has_static_chain) return;
  std::span<const Operand> args = call.call_args();
  unsigned gp = 0, fp = 0;
  for (size_t k = 0; k < args.size(); ++k) {
    IrType t = k < ci.arg_types.size() ? ci.arg_types[k] : IrType::I64;
    if (ci.is_struct_arg(k)) {
      const StructArg& sa = ci.struct_args[k];
      if (sa.size > 16) continue; // in memory
      for (EightbyteClass e : sa.classes) {
        if (e == EightbyteClass::Integer) ++gp;
        else if (e == EightbyteClass::Sse) ++fp;
        else if (e != EightbyteClass::NoClass) return;
      }
    } else if (is_pair(t)) {
      gp += 2;
    } else if (is_fp(t) || is_vector(t)) {
      ++fp;
    } else if (t == IrType::F128) {
      return;
    } else {
      ++gp;
    }
  }
  if (gp > 6 || fp > 8) return;
  u32 op_base = call.op == Opcode::CallIndirect ? 1 : 0;
  for (size_t k = 0; k < args.size(); ++k) {
    if (!ci.is_struct_arg(k) || ci.struct_args[k].size > 16 || ci.struct_args[k].classes.empty()) continue;
    const StructArg& sa = ci.struct_args[k];
    const Operand& slot = args[k];
    const Instruction* d = slot.is_value() ? def_of(slot.value()) : nullptr;
    if (!d || d->op != Opcode::Alloca) continue;
    u32 t = slot.value().id;
    PassedStruct ps{c, u32(k), {}, {IrType::Void, IrType::Void}};
    u32 found = 0, stores[2] = {~0u, ~0u}, geps[2] = {~0u, ~0u};
    bool ok = true;
    // The store of eightbyte e at index j, through the gep at index g (or none).
    auto take = [&](u32 j, u64 off, u32 g) {
      const Instruction& st = b.instructions[j];
      u64 e = off / 8;
      if (off % 8 || e >= sa.classes.size() || stores[e] != ~0u || j > c || st.is_volatile() || st.sub2 != 0)
        return false;
      unsigned bytes = unsigned(std::min<u64>(8, sa.size - off));
      bool integer = sa.classes[e] == EightbyteClass::Integer;
      if (integer ? !((is_int(st.ty) && !is_pair(st.ty)) || st.ty == IrType::Ptr) : !is_fp(st.ty)) return false;
      if (type_size(st.ty) != bytes) return false;
      for (u32 x = j + 1; x < c; ++x)
        if (const Instruction& in = b.instructions[x]; in.dest.valid() && def_block_[in.dest.id] == ~1u) return false;
      stores[e] = j, geps[e] = g;
      ps.values[e] = st.operand(0), ps.types[e] = st.ty;
      return true;
    };
    u32 from = c > kPassWindow ? c - kPassWindow : 0, to = std::min<u32>(u32(b.instructions.size()), c + 8);
    for (u32 j = from; j < to && ok; ++j) {
      const Instruction& in = b.instructions[j];
      u32 here = 0;
      in.for_each_used_value([&](u32 x) { here += x == t; });
      if (!here) continue;
      found += here;
      if (j == c) {
        ok = here == 1 && call.operand(op_base + k) == slot;
      } else if (in.is_lifetime_marker()) {
      } else if (in.op == Opcode::Store && in.operand(1) == slot && here == 1) {
        ok = take(j, 0, ~0u);
      } else if (std::optional<i64> off = in.op == Opcode::GetElementPtr && here == 1 && in.operand(0) == slot
                                              ? const_int(in.operand(1))
                                              : std::nullopt;
                 off && *off > 0 && uses_[in.dest.id] == 1) {
        ok = false;
        for (u32 x = j + 1; x < c && !ok; ++x) {
          const Instruction& st = b.instructions[x];
          if (st.op == Opcode::Store && st.operand(1) == Operand(in.dest) && !(st.operand(0) == Operand(in.dest)))
            ok = take(x, u64(*off), j);
        }
      } else {
        ok = false;
      }
    }
    if (!ok || found != uses_[t]) continue;
    for (size_t e = 0; e < sa.classes.size(); ++e)
      if (stores[e] == ~0u) ok = false;
    if (!ok) continue;
    for (size_t e = 0; e < sa.classes.size(); ++e) {
      skip_[stores[e]] = 1;
      if (geps[e] != ~0u) skip_[geps[e]] = 1;
    }
    passed_.push_back(ps);
  }
}

void ISel::select_call(const Instruction& i) {
  const CallInfo& ci = i.call_info();
  std::span<const Operand> args = i.call_args();
  struct Move {
    Reg phys;
    Reg src;
    RegClass cls;
    u8 size;
  };
  std::vector<Move> moves;
  unsigned ngp = 0, nfp = 0;
  u64 stack = 0;
  bool wide = is_vector(ci.return_type) && type_size(ci.return_type) == 32; // ymm arguments or result
  auto stack_slot = [&](u64 size, u64 align) {
    stack = (stack + align - 1) & ~(align - 1);
    u64 off = stack;
    stack += (size + 7) & ~u64(7);
    return MOperand::mem(RSP, i32(off));
  };
  for (size_t k = 0; k < args.size(); ++k) {
    IrType t = k < ci.arg_types.size() ? ci.arg_types[k] : IrType::I64;
    const Operand& a = args[k];
    if (ci.has_static_chain && k == ci.static_chain_index()) { // GNU nested functions: %r10
      moves.push_back({R10, use_reg(a, IrType::Ptr), RegClass::Gpr, 8});
      continue;
    }
    if (ci.is_struct_arg(k)) {
      const StructArg& sa = ci.struct_args[k];
      u32 here = u32(&i - cur_ir_->instructions.data());
      if (auto ps = std::find_if(passed_.begin(), passed_.end(), [&](const PassedStruct& p) { return p.call == here && p.arg == k; });
          ps != passed_.end()) {
        for (size_t e = 0; e < sa.classes.size(); ++e) {
          bool integer = sa.classes[e] == EightbyteClass::Integer;
          Reg r = use_reg(ps->values[e], ps->types[e]);
          if (integer) moves.push_back({kIntArgRegs[ngp++], r, RegClass::Gpr, 8});
          else moves.push_back({kSseArgRegs[nfp++], r, RegClass::Xmm, 16});
        }
        continue;
      }
      MOperand src = mem_at(a);
      std::span<const EightbyteClass> cls = sa.classes;
      unsigned need_gp = 0, need_fp = 0;
      bool memory = cls.empty() || sa.size > 16;
      for (EightbyteClass c : cls) {
        if (c == EightbyteClass::Integer) ++need_gp;
        else if (c == EightbyteClass::Sse) ++need_fp;
        else if (c != EightbyteClass::SseUp && c != EightbyteClass::NoClass) memory = true;
      }
      if (!memory && ngp + need_gp <= 6 && nfp + need_fp <= 8) {
        for (size_t e = 0; e < cls.size(); ++e) {
          u64 off = e * 8;
          unsigned bytes = unsigned(std::min<u64>(8, sa.size - off));
          if (cls[e] == EightbyteClass::Integer) {
            Reg r = load_partial(at(src, off), bytes);
            moves.push_back({kIntArgRegs[ngp++], r, RegClass::Gpr, 8});
          } else if (cls[e] == EightbyteClass::Sse) {
            Reg r = new_xmm();
            bool up = e + 1 < cls.size() && cls[e + 1] == EightbyteClass::SseUp;
            if (up) emit(Movups, 16, {MOperand::def(r), at(src, off)});
            else emit(MovF, bytes <= 4 ? 4 : 8, {MOperand::def(r), at(src, off)});
            moves.push_back({kSseArgRegs[nfp++], r, RegClass::Xmm, 16});
          }
        }
        continue;
      }
      MOperand dst = stack_slot(sa.size, sa.align > 8 ? 16 : 8);
      copy_memory(dst, src, sa.size);
      continue;
    }
    if (t == IrType::F128) {
      copy_memory(stack_slot(16, 16), ld_mem(a), 16);
      continue;
    }
    if (is_pair(t)) {
      Reg lo, hi;
      use_pair(a, lo, hi);
      if (ngp + 2 <= 6) {
        moves.push_back({kIntArgRegs[ngp++], lo, RegClass::Gpr, 8});
        moves.push_back({kIntArgRegs[ngp++], hi, RegClass::Gpr, 8});
      } else {
        MOperand m = stack_slot(16, 16);
        emit(Mov, 8, {m, MOperand::use(lo)});
        emit(Mov, 8, {at(m, 8), MOperand::use(hi)});
      }
      continue;
    }
    if (is_vector(t)) { // one xmm (8, 16 bytes) or ymm (32 bytes) register, class SSE
      Reg r = vec_reg(a, t);
      wide |= type_size(t) == 32;
      if (nfp < 8) {
        moves.push_back({kSseArgRegs[nfp++], r, RegClass::Xmm, 16});
      } else if (type_size(t) == 8) {
        emit(MovXG, 8, {stack_slot(8, 8), MOperand::use(r)});
      } else {
        // psABI: 32-byte vectors 32-aligned on the stack; ilcc keeps 16 (docs/simd.md).
        emit(Movdqu, u8(type_size(t)), {stack_slot(type_size(t), 16), MOperand::use(r)});
      }
      continue;
    }
    if (is_fp(t)) {
      if (nfp < 8) {
        moves.push_back({kSseArgRegs[nfp++], use_reg(a, t), RegClass::Xmm, 16});
      } else {
        Reg r = use_reg(a, t);
        emit(MovF, u8(type_size(t)), {stack_slot(8, 8), MOperand::use(r)});
      }
      continue;
    }
    if (ngp < 6) {
      Reg r = use_reg(a, t);
      moves.push_back({kIntArgRegs[ngp++], r, RegClass::Gpr, 8});
    } else {
      MOperand v = use_ri(a, t);
      emit(Mov, 8, {stack_slot(8, 8), v.is_imm() ? v : v});
    }
  }
  mf_.outgoing_args_size = std::max<u32>(mf_.outgoing_args_size, u32(stack));

  // The callee: a register for indirect calls, computed before the argument registers.
  MOperand target;
  if (i.op == Opcode::CallIndirect) target = MOperand::use(use_reg(i.operand(0), IrType::Ptr));
  else target = call_target(ci.callee);

  RegMask arg_regs = 0;
  for (const Move& mv : moves) {
    copy(mv.phys, mv.src, mv.cls, mv.size);
    arg_regs |= reg_bit(mv.phys);
  }
  if (ci.is_variadic || (i.op == Opcode::CallIndirect && ci.is_variadic)) {
    emit(Mov, 4, {MOperand::def(RAX), MOperand::make_imm(nfp)});
    arg_regs |= reg_bit(RAX);
  }
  MInst& call = emit_call(target);
  finish_call_abi(call, arg_regs, 0);
  if (wide) call.flags |= MInst::kFlagWide;

  // The result.
  IrType rt = ci.return_type;
  std::span<const EightbyteClass> rc = ci.ret_eightbyte_classes;
  // A second return value read by the next get_ret_*_second of this block.
  const Instruction* second = nullptr;
  for (size_t k = &i - cur_ir_->instructions.data() + 1; k < cur_ir_->instructions.size(); ++k) {
    const Instruction& n = cur_ir_->instructions[k];
    if (n.op == Opcode::GetReturnF64Second || n.op == Opcode::GetReturnF32Second || n.op == Opcode::GetReturnF128Second) {
      second = &n;
      break;
    }
    if (n.op == Opcode::Call || n.op == Opcode::CallIndirect) break;
  }
  if (rt == IrType::F128) {
    // st(0) holds the value (and st(1) the imaginary part of a complex result): pop both.
    if (i.dest.valid()) emit(Fstp, 16, {MOperand::frame(slot_of_value(i.dest), 0)});
    else emit(FstpSt, 8);
    if (second && second->op == Opcode::GetReturnF128Second)
      emit(Fstp, 16, {MOperand::frame(slot_of_value(second->dest), 0)});
    return;
  }
  if (second && second->op != Opcode::GetReturnF128Second && second->dest.valid())
    copy(reg_of_value(second->dest), XMM1, RegClass::Xmm);
  if (!i.dest.valid() || rt == IrType::Void) return;
  if (is_fp(rt) || is_vector(rt)) {
    copy(reg_of_value(i.dest), XMM0, RegClass::Xmm);
    return;
  }
  // Integer results, or small structs returned in registers by class.
  if (is_pair(rt) && rc.size() == 2 && rc[0] == EightbyteClass::Sse && rc[1] == EightbyteClass::SseUp) {
    // 16 bytes in all of %xmm0 (_Float128, a 16-byte vector): through a frame slot.
    u32 obj = mf_.new_frame_object(16, 16);
    emit(Movups, 16, {MOperand::frame(obj, 0), MOperand::use(XMM0)});
    emit(Mov, 8, {MOperand::def(reg_of_value(i.dest)), MOperand::frame(obj, 0)});
    emit(Mov, 8, {MOperand::def(hi_of_value(i.dest)), MOperand::frame(obj, 8)});
    return;
  }
  Reg gp_seq[2] = {RAX, RDX}, fp_seq[2] = {XMM0, XMM1};
  unsigned gi = 0, fi = 0;
  auto part = [&](unsigned e, Reg dst) {
    bool sse = e < rc.size() && rc[e] == EightbyteClass::Sse;
    if (sse) emit(MovXG, 8, {MOperand::def(dst), MOperand::use(fp_seq[fi++])});
    else copy(dst, gp_seq[gi++], RegClass::Gpr);
  };
  if (is_pair(rt)) {
    part(0, reg_of_value(i.dest));
    part(1, hi_of_value(i.dest));
  } else {
    part(0, reg_of_value(i.dest));
  }
}

// ---- returns ------------------------------------------------------------------------------------

void ISel::select_return(const Terminator& t) {
  RegMask uses = 0;
  IrType rt = t.ty;
  std::span<const EightbyteClass> rc = f_.ret_eightbyte_classes;
  if (rt == IrType::F128 && !t.val.is_none()) {
    if (ret_second_slot_ != ~0u) emit(Fld, 16, {MOperand::frame(ret_second_slot_, 0)});
    emit(Fld, 16, {ld_mem(t.val)});
  } else if ((is_fp(rt) || is_vector(rt)) && !t.val.is_none()) {
    Reg r = use_reg(t.val, rt);
    copy(XMM0, r, RegClass::Xmm);
    uses |= reg_bit(XMM0);
  } else if (is_pair(rt) && !t.val.is_none() && rc.size() == 2 && rc[0] == EightbyteClass::Sse &&
             rc[1] == EightbyteClass::SseUp) {
    // 16 bytes in all of %xmm0 (_Float128, a 16-byte vector): through a frame slot.
    Reg lo, hi;
    use_pair(t.val, lo, hi);
    u32 obj = mf_.new_frame_object(16, 16);
    emit(Mov, 8, {MOperand::frame(obj, 0), MOperand::use(lo)});
    emit(Mov, 8, {MOperand::frame(obj, 8), MOperand::use(hi)});
    emit(Movups, 16, {MOperand::def(XMM0), MOperand::frame(obj, 0)});
    uses |= reg_bit(XMM0);
  } else if (rt != IrType::Void && !t.val.is_none()) {
    Reg gp_seq[2] = {RAX, RDX}, fp_seq[2] = {XMM0, XMM1};
    unsigned gi = 0, fi = 0;
    auto part = [&](unsigned e, Reg src) {
      bool sse = e < rc.size() && rc[e] == EightbyteClass::Sse;
      if (sse) {
        emit(MovGX, 8, {MOperand::def(fp_seq[fi]), MOperand::use(src)});
        uses |= reg_bit(fp_seq[fi++]);
      } else {
        copy(gp_seq[gi], src, RegClass::Gpr);
        uses |= reg_bit(gp_seq[gi++]);
      }
    };
    if (is_pair(rt)) {
      Reg lo, hi;
      use_pair(t.val, lo, hi);
      Reg l2 = new_gpr(), h2 = new_gpr();
      copy(l2, lo, RegClass::Gpr);
      copy(h2, hi, RegClass::Gpr);
      part(0, l2);
      part(1, h2);
    } else {
      part(0, use_reg(t.val, rt));
    }
  }
  if (ret_second_xmm_ != kNoReg) {
    copy(XMM1, ret_second_xmm_, RegClass::Xmm);
    uses |= reg_bit(XMM1);
  }
  if (sret_ptr_ != kNoReg && rt == IrType::Void) {
    copy(RAX, sret_ptr_, RegClass::Gpr);
    uses |= reg_bit(RAX);
  }
  MInst& r = emit(Ret, 8);
  r.imp_uses = uses;
  if (is_vector(rt) && type_size(rt) == 32) r.flags |= MInst::kFlagWide;
}

// ---- parameters -----------------------------------------------------------------------------------

void ISel::lower_params() {
  unsigned ngp = 0, nfp = 0;
  u64 stack = 0; // offset from the CFA of the next stack argument
  auto fixed = [&](u64 size, u64 align) {
    stack = (stack + align - 1) & ~(align - 1);
    u32 obj = mf_.new_frame_object(size, u32(align));
    mf_.frame[obj].fixed = true;
    mf_.frame[obj].offset = i64(stack);
    stack += (size + 7) & ~u64(7);
    return obj;
  };
  struct Move {
    Reg dst, phys;
    RegClass cls;
  };
  std::vector<Move> moves;
  std::vector<std::pair<MOperand, Reg>> stores; // struct eightbytes to store (memory, phys)
  struct Load {
    Reg r;
    MOperand m;
    IrType t;
  };
  std::vector<Load> loads;  // stack parameters to load
  std::vector<std::pair<Value, MOperand>> homes; // -g: where scalar parameters arrive
  auto cfa_home = [&](u32 obj) { return MOperand::make_imm(kDbgCfaBit | u32(mf_.frame[obj].offset)); };
  for (size_t k = 0; k < f_.params.size(); ++k) {
    const IrParam& p = f_.params[k];
    Value v = p.value;
    if (p.struct_size) {
      u64 size = *p.struct_size;
      u32 align = p.struct_align.value_or(8);
      const auto& cls = p.struct_eightbyte_classes;
      unsigned need_gp = 0, need_fp = 0;
      bool memory = cls.empty() || size > 16;
      for (EightbyteClass c : cls) {
        if (c == EightbyteClass::Integer) ++need_gp;
        else if (c == EightbyteClass::Sse) ++need_fp;
        else if (c != EightbyteClass::SseUp && c != EightbyteClass::NoClass) memory = true;
      }
      u32 obj;
      if (!memory && ngp + need_gp <= 6 && nfp + need_fp <= 8) {
        obj = mf_.new_frame_object((size + 7) & ~u64(7), std::max<u32>(align, 8));
        for (size_t e = 0; e < cls.size(); ++e) {
          MOperand m = MOperand::frame(obj, i32(e * 8));
          if (cls[e] == EightbyteClass::Integer) stores.push_back({m, kIntArgRegs[ngp++]});
          else if (cls[e] == EightbyteClass::Sse) {
            bool up = e + 1 < cls.size() && cls[e + 1] == EightbyteClass::SseUp;
            if (up) m.bits |= 0x80; // 16 bytes (the register's upper half too)
            stores.push_back({m, kSseArgRegs[nfp++]});
          }
        }
      } else {
        obj = fixed(size, align > 8 ? 16 : 8);
      }
      if (v.valid()) {
        addr_[v.id].kind = Addr::Frame;
        addr_[v.id].obj = obj;
        addr_[v.id].off = 0;
      }
      continue;
    }
    IrType t = p.ty;
    if (f_.has_static_chain && k == f_.static_chain_index()) { // GNU nested functions: %r10
      if (v.valid()) moves.push_back({reg_of_value(v), R10, RegClass::Gpr});
      continue;
    }
    if (k == 0 && f_.uses_sret) {
      Reg r = new_gpr();
      moves.push_back({r, kIntArgRegs[ngp++], RegClass::Gpr});
      sret_ptr_ = r;
      if (v.valid()) {
        Reg d = reg_of_value(v);
        moves.push_back({d, kNoReg, RegClass::Gpr}); // d = copy r, below
      }
      continue;
    }
    if (t == IrType::F128) {
      u32 obj = fixed(16, 16);
      if (v.valid()) slot_[v.id] = obj + 1;
      continue;
    }
    if (is_pair(t)) {
      if (ngp + 2 <= 6) {
        if (v.valid()) {
          moves.push_back({reg_of_value(v), kIntArgRegs[ngp], RegClass::Gpr});
          moves.push_back({hi_of_value(v), kIntArgRegs[ngp + 1], RegClass::Gpr});
        }
        ngp += 2;
      } else {
        u32 obj = fixed(16, 16);
        if (v.valid()) {
          loads.push_back({reg_of_value(v), MOperand::frame(obj, 0), IrType::I64});
          loads.push_back({hi_of_value(v), MOperand::frame(obj, 8), IrType::I64});
        }
      }
      continue;
    }
    if (is_fp(t) || is_vector(t)) {
      if (nfp < 8) {
        Reg phys = kSseArgRegs[nfp++];
        if (v.valid()) moves.push_back({reg_of_value(v), phys, RegClass::Xmm}), homes.push_back({v, MOperand::make_imm(phys)});
      } else {
        u32 size = type_size(t);
        u32 obj = fixed(size, size >= 16 ? 16 : 8);
        if (v.valid()) loads.push_back({reg_of_value(v), MOperand::frame(obj, 0), t}), homes.push_back({v, cfa_home(obj)});
      }
      continue;
    }
    if (ngp < 6) {
      Reg phys = kIntArgRegs[ngp++];
      if (v.valid()) moves.push_back({reg_of_value(v), phys, RegClass::Gpr}), homes.push_back({v, MOperand::make_imm(phys)});
    } else {
      u32 obj = fixed(8, 8);
      if (v.valid()) loads.push_back({reg_of_value(v), MOperand::frame(obj, 0), IrType::I64}), homes.push_back({v, cfa_home(obj)});
    }
  }
  named_gp_ = ngp, named_fp_ = nfp, named_stack_ = stack;
  // -g: the parameters' variables are where the arguments arrive; the allocator's copies
  // of them are followed from there (docs/debug.md).
  if (!dbg_values_.empty())
    for (const auto& [v, where] : homes) emit_dbg_values(v, where);

  // Registers first (while they still hold the arguments), then the stack loads.
  for (auto& [m, phys] : stores) {
    if (phys >= XMM0) {
      bool wide = m.bits & 0x80;
      m.bits &= 0x7F;
      if (wide) emit(Movups, 16, {m, MOperand::use(phys)});
      else emit(MovF, 8, {m, MOperand::use(phys)});
    } else {
      emit(Mov, 8, {m, MOperand::use(phys)});
    }
  }
  if (f_.is_variadic) {
    // The register save area: rdi..r9 at 0..47, xmm0..xmm7 at 48..175.
    u32 rsa = mf_.new_frame_object(176, 16);
    mf_.reg_save_area = rsa;
    for (unsigned k = ngp; k < 6; ++k) emit(Mov, 8, {MOperand::frame(rsa, i32(8 * k)), MOperand::use(kIntArgRegs[k])});
    for (unsigned k = nfp; k < 8; ++k) emit(Movups, 16, {MOperand::frame(rsa, i32(48 + 16 * k)), MOperand::use(kSseArgRegs[k])});
    // The first stack argument after the named ones: va_start's overflow area.
    u32 ovf = mf_.new_frame_object(8, 8);
    mf_.frame[ovf].fixed = true;
    mf_.frame[ovf].offset = i64(named_stack_);
    overflow_obj_ = ovf;
  }
  for (size_t k = 0; k < moves.size(); ++k) {
    const Move& mv = moves[k];
    if (mv.phys == kNoReg) copy(mv.dst, sret_ptr_, RegClass::Gpr);
    else copy(mv.dst, mv.phys, mv.cls, 8);
  }
  for (auto& [r, m, t] : loads) {
    if (is_vector(t) && type_size(t) > 8) emit(Movdqu, u8(type_size(t)), {MOperand::def(r), m});
    else if (mf_.reg_class(r) == RegClass::Xmm) emit(MovF, 8, {MOperand::def(r), m});
    else emit(Mov, 8, {MOperand::def(r), m});
  }
}

// ---- variadic functions ----------------------------------------------------------------------------

void ISel::select_va_start(const Instruction& i) {
  MOperand ap = mem_at(i.operand(0));
  emit(Mov, 4, {ap, MOperand::make_imm(8 * named_gp_)});
  emit(Mov, 4, {at(ap, 4), MOperand::make_imm(48 + 16 * named_fp_)});
  Reg ovf = new_gpr(), rsa = new_gpr();
  emit(Lea, 8, {MOperand::def(ovf), MOperand::frame(overflow_obj_, 0)});
  emit(Mov, 8, {at(ap, 8), MOperand::use(ovf)});
  emit(Lea, 8, {MOperand::def(rsa), MOperand::frame(mf_.reg_save_area, 0)});
  emit(Mov, 8, {at(ap, 16), MOperand::use(rsa)});
}

// va_arg without branches: both candidate addresses are computed and the register-area
// one chosen by cmov when the value still fits there; the offsets advance the same way.
void ISel::select_va_arg(const Instruction& i) {
  IrType t = i.ty;
  Reg apr = use_reg(i.operand(0), IrType::Ptr);
  MOperand ap = MOperand::mem(apr, 0);
  if (t == IrType::F128) {
    Reg ovf = new_gpr();
    emit(Mov, 8, {MOperand::def(ovf), at(ap, 8)});
    emit(Add, 8, {MOperand::usedef(ovf), MOperand::make_imm(15)});
    emit(And, 8, {MOperand::usedef(ovf), MOperand::make_imm(-16)});
    copy_memory(MOperand::frame(slot_of_value(i.dest), 0), MOperand::mem(ovf, 0), 16);
    Reg next = new_gpr();
    emit(Lea, 8, {MOperand::def(next), MOperand::mem(ovf, 16)});
    emit(Mov, 8, {at(ap, 8), MOperand::use(next)});
    return;
  }
  bool fp = is_fp(t);
  bool pair = is_pair(t);
  unsigned field = fp ? 4 : 0;
  unsigned step = fp ? 16 : 8;
  unsigned slots = pair ? 2 : 1;
  i64 limit = fp ? 176 - 16 : 48 - 8 * i64(slots);
  Reg off = new_gpr(), rsa = new_gpr(), ovf = new_gpr();
  emit(Mov, 4, {MOperand::def(off), at(ap, field)});
  emit(Mov, 8, {MOperand::def(rsa), at(ap, 16)});
  emit(Mov, 8, {MOperand::def(ovf), at(ap, 8)});
  if (pair) {
    emit(Add, 8, {MOperand::usedef(ovf), MOperand::make_imm(15)});
    emit(And, 8, {MOperand::usedef(ovf), MOperand::make_imm(-16)});
  }
  Reg reg_addr = new_gpr(), addr = new_gpr(), new_off = new_gpr(), new_ovf = new_gpr(), next_off = new_gpr(),
      next_ovf = new_gpr();
  emit(Lea, 8, {MOperand::def(reg_addr), MOperand::mem(rsa, 0, off, 1)});
  emit(Lea, 4, {MOperand::def(next_off), MOperand::mem(off, i32(step * slots))});
  emit(Lea, 8, {MOperand::def(next_ovf), MOperand::mem(ovf, i32(8 * slots))});
  copy(addr, ovf, RegClass::Gpr);
  copy(new_off, off, RegClass::Gpr);
  copy(new_ovf, next_ovf, RegClass::Gpr);
  emit(Cmp, 4, {MOperand::use(off), MOperand::make_imm(limit)});
  emit(Cmov, 8, {MOperand::usedef(addr), MOperand::use(reg_addr)}).cond = CBE;
  emit(Cmov, 4, {MOperand::usedef(new_off), MOperand::use(next_off)}).cond = CBE;
  emit(Cmov, 8, {MOperand::usedef(new_ovf), MOperand::use(ovf)}).cond = CBE;
  emit(Mov, 4, {at(ap, field), MOperand::use(new_off)});
  emit(Mov, 8, {at(ap, 8), MOperand::use(new_ovf)});
  if (pair) {
    // Both halves are consecutive in either area (two integer slots or 16 stack bytes).
    emit(Mov, 8, {MOperand::def(reg_of_value(i.dest)), MOperand::mem(addr, 0)});
    emit(Mov, 8, {MOperand::def(hi_of_value(i.dest)), MOperand::mem(addr, 8)});
  } else if (t == IrType::F32) {
    // The caller passed a double (default argument promotion).
    Reg d = new_xmm();
    emit(MovF, 8, {MOperand::def(d), MOperand::mem(addr, 0)});
    emit(Cvtsd2ss, 8, {MOperand::def(reg_of_value(i.dest)), MOperand::use(d)});
  } else {
    load(reg_of_value(i.dest), MOperand::mem(addr, 0), t);
  }
}

void ISel::select_va_arg_struct(const Instruction& i) {
  MOperand dst = mem_at(i.operand(0));
  Reg apr = use_reg(i.operand(1), IrType::Ptr);
  MOperand ap = MOperand::mem(apr, 0);
  u64 size = i.imm;
  std::span<const EightbyteClass> cls = i.eightbyte_classes();
  unsigned need_gp = 0, need_fp = 0;
  bool memory = cls.empty() || size > 16;
  for (EightbyteClass c : cls) {
    if (c == EightbyteClass::Integer) ++need_gp;
    else if (c == EightbyteClass::Sse) ++need_fp;
    else if (c != EightbyteClass::SseUp && c != EightbyteClass::NoClass) memory = true;
  }
  Reg ovf0 = new_gpr(), ovf = ovf0;
  emit(Mov, 8, {MOperand::def(ovf0), at(ap, 8)});
  if (i.align() > 8) { // over-aligned: read from the overflow area aligned to 16 (psABI)
    ovf = new_gpr();
    emit(Lea, 8, {MOperand::def(ovf), MOperand::mem(ovf0, 15)});
    emit(And, 8, {MOperand::usedef(ovf), MOperand::make_imm(-16)});
  }
  u64 stack_bytes = (size + 7) & ~u64(7);
  if (memory) {
    copy_memory(dst, MOperand::mem(ovf, 0), size);
    Reg next = new_gpr();
    emit(Lea, 8, {MOperand::def(next), MOperand::mem(ovf, i32(stack_bytes))});
    emit(Mov, 8, {at(ap, 8), MOperand::use(next)});
    return;
  }
  Reg gp = new_gpr(), fpo = new_gpr(), rsa = new_gpr(), inreg = new_gpr(), t2 = new_gpr();
  emit(Mov, 4, {MOperand::def(gp), at(ap, 0)});
  emit(Mov, 4, {MOperand::def(fpo), at(ap, 4)});
  emit(Mov, 8, {MOperand::def(rsa), at(ap, 16)});
  // inreg = gp <= 48 - 8*need_gp && fp <= 176 - 16*need_fp
  emit(Cmp, 4, {MOperand::use(gp), MOperand::make_imm(48 - 8 * i64(need_gp))});
  emit(Setcc, 1, {MOperand::def(inreg)}).cond = CBE;
  emit(Cmp, 4, {MOperand::use(fpo), MOperand::make_imm(176 - 16 * i64(need_fp))});
  emit(Setcc, 1, {MOperand::def(t2)}).cond = CBE;
  emit(And, 1, {MOperand::usedef(inreg), MOperand::use(t2)});
  unsigned gi = 0, fi = 0;
  for (size_t e = 0; e < cls.size(); ++e) {
    if (cls[e] == EightbyteClass::SseUp) continue;
    bool sse = cls[e] == EightbyteClass::Sse;
    bool up = sse && e + 1 < cls.size() && cls[e + 1] == EightbyteClass::SseUp;
    Reg src = new_gpr(), regsrc = new_gpr();
    emit(Lea, 8, {MOperand::def(regsrc), MOperand::mem(rsa, sse ? i32(16 * fi) : i32(8 * gi), sse ? fpo : gp, 1)});
    emit(Lea, 8, {MOperand::def(src), MOperand::mem(ovf, i32(8 * e))});
    emit(Test, 1, {MOperand::use(inreg), MOperand::use(inreg)});
    emit(Cmov, 8, {MOperand::usedef(src), MOperand::use(regsrc)}).cond = CNE;
    u64 off = 8 * e;
    u64 bytes = std::min<u64>(up ? 16 : 8, size - off);
    copy_memory(at(dst, off), MOperand::mem(src, 0), bytes);
    if (sse) ++fi;
    else ++gi;
  }
  // Advance: the register offsets when the value was in registers, else the overflow area.
  Reg ngp = new_gpr(), nfp = new_gpr(), novf = new_gpr();
  emit(Lea, 4, {MOperand::def(ngp), MOperand::mem(gp, i32(8 * need_gp))});
  emit(Lea, 4, {MOperand::def(nfp), MOperand::mem(fpo, i32(16 * need_fp))});
  emit(Lea, 8, {MOperand::def(novf), MOperand::mem(ovf, i32(stack_bytes))});
  emit(Test, 1, {MOperand::use(inreg), MOperand::use(inreg)});
  emit(Cmov, 4, {MOperand::usedef(gp), MOperand::use(ngp)}).cond = CNE;
  emit(Cmov, 4, {MOperand::usedef(fpo), MOperand::use(nfp)}).cond = CNE;
  emit(Cmov, 8, {MOperand::usedef(novf), MOperand::use(ovf0)}).cond = CNE; // untouched in registers
  emit(Mov, 4, {at(ap, 0), MOperand::use(gp)});
  emit(Mov, 4, {at(ap, 4), MOperand::use(fpo)});
  emit(Mov, 8, {at(ap, 8), MOperand::use(novf)});
}

} // namespace ilcc::x86_64
