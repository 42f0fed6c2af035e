// decode.cpp — slots, constants and the straight-line instructions of a function
// (decode.h has the overview; decode_control.cpp does terminators and edges).
//
// Operation selection. Integer operations on the fast paths (add, sub, mul, shifts on
// 32- and 64-bit types; and/or/xor and compares on any width up to 64 bits) get dedicated
// ops whose one-line bodies in exec.cpp rely on the slot invariant (values extended by
// their type's signedness). Two facts make the width-independent ones exact: bitwise
// operations preserve sign- and zero-extension, and extension preserves unsigned order
// (so ult/ule/ugt/uge compare extended values directly); signed predicates are direct only
// for signed or 64-bit types. Everything else — 8/16-bit arithmetic, divisions, unary
// operations, unsigned narrow types under signed predicates, 128-bit integers — calls
// ir/ops.h (eval_typed, eval_typed128, eval_i64, eval_i128), the functions constant folding
// uses. tests/unit/interp_fastpath_test.cpp checks every fast path against ops.h.
#include "interp/decode.h"
#include "ir/printer.h"
#include "support/diagnostics.h"

#include <algorithm>

namespace ilcc::interp {

void create_functions(Image& img) {
  for (IrFunction& fn : img.module->functions) {
    if (fn.is_declaration) continue;
    auto f = std::make_unique<DFunc>();
    f->image = &img;
    f->ir = &fn;
    f->index = u32(img.funcs.size());
    f->is_variadic = fn.is_variadic;
    u32 next = 1;
    for (size_t i = 0; i < fn.params.size(); ++i) {
      const IrParam& p = fn.params[i];
      ArgInfo a;
      a.ty = p.ty;
      if (p.struct_size) {
        a.struct_size = *p.struct_size;
        a.struct_align = p.struct_align.value_or(8);
        a.classes = p.struct_eightbyte_classes;
        f->has_struct_params = true;
      }
      f->params.push_back(a);
      f->param_slots.push_back(next);
      next += slots_of(p.ty);
      f->has_wide_params |= slots_of(p.ty) > 1;
    }
    for (const BasicBlock& b : fn.blocks)
      for (const Instruction& i : b.instructions) {
        if (i.op == Opcode::SetReturnF64Second) f->complex_ret = IrType::F64;
        if (i.op == Opcode::SetReturnF32Second) f->complex_ret = IrType::F32;
        if (i.op == Opcode::SetReturnF128Second) f->complex_ret = IrType::F128;
      }
    img.funcs.push_back(std::move(f));
  }
}

void decode_module(Image& img) {
  for (auto& f : img.funcs) FunctionDecoder(img, *f).run();
  img.code.shrink_to_fit();
  img.origins.shrink_to_fit();
}

// ---- slots and constants -----------------------------------------------------------

void FunctionDecoder::assign_value_slots() {
  next_slot_ = 1;
  for (size_t i = 0; i < fn_.params.size(); ++i) {
    if (fn_.params[i].value.valid()) value_slots_.insert(fn_.params[i].value.id, f_.param_slots[i]);
    next_slot_ += slots_of(fn_.params[i].ty);
  }
  // 32-byte vectors take two consecutive slots.
  HashMap<u32, u8> wide;
  for (const BasicBlock& b : fn_.blocks)
    for (const Instruction& inst : b.instructions)
      if (inst.dest.valid() && slots_of(inst.result_type()) > 1) wide.insert(inst.dest.id, 1);
  auto see = [&](u32 id) {
    if (value_slots_.insert(id, next_slot_).second) next_slot_ += wide.find(id) ? 2 : 1;
  };
  for (const BasicBlock& b : fn_.blocks) {
    for (const Instruction& inst : b.instructions) {
      if (inst.dest.valid()) see(inst.dest.id);
      inst.for_each_used_value(see);
      if (inst.op == Opcode::Alloca && inst.dest.valid())
        alloca_sizes_.insert(inst.dest.id, std::max<u64>(inst.alloca_size(), 1));
    }
    b.terminator.for_each_used_value(see);
  }
  scratch_ = next_slot_++;
  f_.const_base = next_slot_;
}

u32 FunctionDecoder::value_slot(Value v) {
  if (const u32* s = value_slots_.find(v.id)) return *s;
  return 0; // not reachable: assign_value_slots saw every value
}

u32 FunctionDecoder::const_slot_for(const Slot& s) {
  std::array<u64, 2> key;
  std::memcpy(key.data(), &s, 16);
  auto [it, inserted] = const_slots_.emplace(key, u32(f_.const_base + f_.consts.size()));
  if (inserted) f_.consts.push_back(s);
  return it->second;
}

u32 FunctionDecoder::operand(const Operand& o, IrType ctx) {
  if (o.is_value()) return value_slot(o.value());
  if (o.is_const() && slots_of(ctx) > 1) { // two consecutive constant slots
    std::array<u64, 4> key;
    Slot lo = const_slot(o.constant(), ctx), hi = const_slot_hi(o.constant(), ctx);
    std::memcpy(key.data(), &lo, 16);
    std::memcpy(key.data() + 2, &hi, 16);
    auto [it, inserted] = wide_const_slots_.emplace(key, u32(f_.const_base + f_.consts.size()));
    if (inserted) {
      f_.consts.push_back(lo);
      f_.consts.push_back(hi);
    }
    return it->second;
  }
  if (o.is_const()) return const_slot_for(const_slot(o.constant(), ctx));
  return slots_of(ctx) > 1 ? operand(Operand(IrConst::zero(ctx)), ctx) : const_slot_for(Slot{});
}

// An operation on vectors, or a vector intrinsic: one Vector op (vector.cpp).
void FunctionDecoder::decode_vector(const Instruction& inst) {
  auto site = std::make_unique<IntrinsicSite>();
  site->inst = inst.op;
  site->sub = inst.sub;
  site->ty = inst.ty;
  site->ty2 = inst.ty2;
  site->dest = dest(inst);
  if (inst.op == Opcode::Intrinsic) {
    IntrinsicOp op = inst.intrinsic();
    site->op = op;
    if (!intrinsic_type_ok(op, inst.ty) || !intrinsic_type2_ok(op, inst.ty, inst.ty2))
      return emit_fault(format("intrinsic '%s' with types %s and %s", intrinsic_name(op).data(), type_name(inst.ty).data(), type_name(inst.ty2).data()));
  }
  site->num_args = inst.num_ops;
  for (u32 k = 0; k < inst.num_ops && k < 6; ++k) {
    IrType at = inst.ty;
    if (inst.op == Opcode::Intrinsic) at = intrinsic_arg_type(inst.intrinsic(), k, inst.ty, inst.ty2);
    else if (inst.op == Opcode::Select && k == 0) at = IrType::I8;
    site->args[k] = operand(inst.operand(k), at);
  }
  emit(DOp::Vector, inst.ty).x = u64(site.get());
  img_.intrinsics.push_back(std::move(site));
}

// ---- emission ----------------------------------------------------------------------

DInst& FunctionDecoder::emit(DOp op, IrType ty, u8 weight) {
  DInst& d = img_.code.emplace_back();
  d.op = op;
  d.ty = ty;
  d.weight = weight;
  img_.origins.push_back(origin_);
  fusable_cmp_ = kNoValue;
  return d;
}

void FunctionDecoder::emit_fault(const std::string& what) { emit(DOp::Fault).x = img_.add_message(what); }

void FunctionDecoder::run() {
  assign_value_slots();
  f_.entry = u32(img_.code.size());
  for (size_t bi = 0; bi < fn_.blocks.size(); ++bi) block_index_.insert(fn_.blocks[bi].label.id, u32(bi));
  block_code_.assign(fn_.blocks.size(), 0);
  for (u32 bi = 0; bi < fn_.blocks.size(); ++bi) {
    const BasicBlock& b = fn_.blocks[bi];
    block_code_[bi] = u32(img_.code.size());
    img_.label_code.insert(b.label.id, block_code_[bi]);
    origin_ = {f_.index, bi, 0};
    // Every loop and every recursion enters a block, so checking the budget here bounds
    // the run (weight 0: the check is not an IR instruction).
    // Its fault names the block's first instruction (or its terminator).
    if (img_.limits.max_instructions) {
      origin_.inst = b.instructions.empty() ? Origin::kTerminator : 0;
      emit(DOp::Budget, IrType::Void, 0);
    }
    for (size_t i = 0; i < b.instructions.size(); ++i) {
      origin_.inst = i32(i);
      const Instruction* next = i + 1 < b.instructions.size() ? &b.instructions[i + 1] : nullptr;
      if (b.instructions[i].op == Opcode::Call || b.instructions[i].op == Opcode::CallIndirect)
        decode_call(b.instructions[i], next);
      else
        decode_instruction(b.instructions[i], i, b);
    }
    origin_.inst = Origin::kTerminator;
    decode_terminator(b, bi);
  }
  if (fn_.blocks.empty()) {
    origin_ = {f_.index, 0, Origin::kNone};
    emit_fault("function has no blocks");
  }
  emit_stubs();
  resolve_fixups();
  f_.num_slots = u32(f_.const_base + f_.consts.size());
}

void FunctionDecoder::decode_instruction(const Instruction& inst, size_t, const BasicBlock&) {
  const IrType ty = inst.ty;
  // Vector operations (and casts from or to vectors) are vector.cpp's; moves of 32-byte
  // vectors copy two slots.
  switch (inst.op) {
  case Opcode::BinOp: case Opcode::UnaryOp: case Opcode::Cmp:
    if (is_vector(ty)) return decode_vector(inst);
    break;
  case Opcode::Cast:
    if (is_vector(ty) || is_vector(inst.ty2)) return decode_vector(inst);
    break;
  case Opcode::Select:
    if (slots_of(ty) > 1) return decode_vector(inst);
    break;
  case Opcode::Copy: case Opcode::ParamRef:
    if (slots_of(ty) > 1) {
      if (inst.op == Opcode::ParamRef && inst.param_index() >= fn_.params.size()) break;
      DInst& d = emit(DOp::Mov32, ty);
      d.d = dest(inst);
      d.a = inst.op == Opcode::Copy ? operand(inst.operand(0), ty) : f_.param_slots[inst.param_index()];
      return;
    }
    break;
  default: break;
  }
  switch (inst.op) {
  case Opcode::Alloca: {
    // Offsets saturate at kAllocaLimit instead of wrapping around: a frame that large never
    // fits, so push_frame faults naming the first alloca that does not fit.
    constexpr u64 kAllocaLimit = u64(1) << 62;
    u64 align = std::bit_ceil(std::max<u64>(inst.align(), 1));
    u64 off = std::min((f_.alloca_bytes + align - 1) & ~(align - 1), kAllocaLimit);
    f_.alloca_bytes = off + std::min(std::max<u64>(inst.alloca_size(), 1), kAllocaLimit);
    f_.alloca_align = u32(std::max<u64>(f_.alloca_align, std::min<u64>(align, 4096)));
    DInst& d = emit(DOp::Alloca);
    d.d = dest(inst);
    d.x = off;
    return;
  }
  case Opcode::DynAlloca: {
    DInst& d = emit(DOp::DynAlloca);
    d.d = dest(inst);
    d.a = operand(inst.operand(0), IrType::I64);
    d.e = u32(std::bit_ceil(std::clamp<u64>(inst.align(), 1, 4096)));
    return;
  }
  case Opcode::Load: case Opcode::Store: return decode_load_store(inst);
  case Opcode::Memcpy: {
    DInst& d = emit(DOp::Memcpy);
    d.a = operand(inst.operand(0), IrType::Ptr);
    d.b = operand(inst.operand(1), IrType::Ptr);
    d.x = inst.imm;
    return;
  }
  case Opcode::GetElementPtr: {
    DInst& d = emit(DOp::Gep, IrType::Ptr);
    d.d = dest(inst);
    d.a = operand(inst.operand(0), IrType::Ptr);
    d.b = operand(inst.operand(1), IrType::I64);
    return;
  }
  case Opcode::GlobalAddr: return decode_global_addr(inst);
  case Opcode::StackSave: emit(DOp::StackSave).d = dest(inst); return;
  case Opcode::StackRestore: emit(DOp::StackRestore).a = operand(inst.operand(0), IrType::Ptr); return;
  case Opcode::LifetimeStart: case Opcode::LifetimeEnd: {
    // The object's bytes are poisoned, so that a program (or a pass) relying on them
    // outside the object's lifetime reads garbage here too, as it may natively where
    // another object shares the slot. Not an instruction of the count (weight 0).
    const u64* size = inst.operand(0).is_value() ? alloca_sizes_.find(inst.operand(0).value().id) : nullptr;
    if (!size) return;
    DInst& d = emit(DOp::Lifetime, IrType::Void, 0);
    d.a = operand(inst.operand(0), IrType::Ptr);
    d.x = *size;
    return;
  }
  case Opcode::BinOp: return decode_binop(inst);
  case Opcode::UnaryOp: {
    IrUnaryOp op = inst.unop();
    if (op == IrUnaryOp::IsConstant) { // decided here: the operand is a constant or not
      DInst& d = emit(DOp::Mov, ty);
      d.d = dest(inst);
      d.a = const_slot_for(const_slot(IrConst::from_i64(inst.operand(0).is_const() ? 1 : 0, ty), ty));
      return;
    }
    DOp dop;
    if (is_float(ty)) {
      if (op != IrUnaryOp::Neg) return emit_fault(format("'%s' is not defined on floating-point type %s", op_name(op).data(), type_name(ty).data()));
      dop = DOp::FNeg;
    } else if (is_128(ty)) {
      dop = DOp::Un128;
    } else if (is_int_or_ptr(ty)) {
      dop = DOp::UnInt;
    } else {
      return emit_fault("unary operation on type void");
    }
    DInst& d = emit(dop, ty == IrType::Ptr ? IrType::U64 : ty);
    d.d = dest(inst);
    d.a = operand(inst.operand(0), ty);
    d.e = u32(op);
    return;
  }
  case Opcode::Cmp: return decode_cmp(inst);
  case Opcode::Cast: return decode_cast(inst);
  case Opcode::Copy: {
    DInst& d = emit(DOp::Mov, ty);
    d.d = dest(inst);
    d.a = operand(inst.operand(0), ty);
    return;
  }
  case Opcode::Select: {
    DInst& d = emit(DOp::Select, ty);
    d.d = dest(inst);
    d.a = operand(inst.operand(0), IrType::I8);
    d.b = operand(inst.operand(1), ty);
    d.c = operand(inst.operand(2), ty);
    return;
  }
  case Opcode::Call: case Opcode::CallIndirect: return decode_call(inst, nullptr);
  case Opcode::VaStart: case Opcode::VaEnd: {
    DInst& d = emit(inst.op == Opcode::VaStart ? DOp::VaStart : DOp::VaEnd);
    d.a = operand(inst.operand(0), IrType::Ptr);
    return;
  }
  case Opcode::VaCopy: {
    DInst& d = emit(DOp::VaCopy);
    d.a = operand(inst.operand(0), IrType::Ptr);
    d.b = operand(inst.operand(1), IrType::Ptr);
    return;
  }
  case Opcode::VaArg: {
    DInst& d = emit(DOp::VaArg, ty);
    d.d = dest(inst);
    d.a = operand(inst.operand(0), IrType::Ptr);
    return;
  }
  case Opcode::VaArgStruct: {
    if (inst.imm > UINT32_MAX) return emit_fault("va_arg_struct of a struct larger than 4 GiB");
    DInst& d = emit(DOp::VaArgStruct);
    d.a = operand(inst.operand(0), IrType::Ptr);
    d.b = operand(inst.operand(1), IrType::Ptr);
    d.e = u32(inst.imm);
    d.c = inst.aux;      // alignment
    d.x = u64(inst.ext); // std::span<const EightbyteClass>* in the function arena, or null
    return;
  }
  case Opcode::AtomicRmw: case Opcode::AtomicCmpxchg: case Opcode::AtomicLoad: case Opcode::AtomicStore: {
    static const DOp ops[] = {DOp::AtomicRmw, DOp::AtomicCmpxchg, DOp::AtomicLoad, DOp::AtomicStore};
    if (ty == IrType::Void) return emit_fault("atomic operation on type void");
    DInst& d = emit(ops[unsigned(inst.op) - unsigned(Opcode::AtomicRmw)], ty);
    d.d = dest(inst);
    d.a = operand(inst.operand(0), IrType::Ptr);
    if (inst.num_ops > 1) d.b = operand(inst.operand(1), ty);
    if (inst.num_ops > 2) d.c = operand(inst.operand(2), ty);
    d.e = u32(inst.sub) | u32(inst.returns_bool()) << 24;
    return;
  }
  case Opcode::Fence: emit(DOp::Fence); return;
  case Opcode::Phi: return; // copied on the edges into this block
  case Opcode::ParamRef: {
    if (inst.param_index() >= fn_.params.size())
      return emit_fault(format("paramref %u, but the function has %zu parameters", inst.param_index(), fn_.params.size()));
    DInst& d = emit(DOp::Mov, ty);
    d.d = dest(inst);
    d.a = f_.param_slots[inst.param_index()];
    return;
  }
  case Opcode::GetReturnF64Second: case Opcode::GetReturnF32Second: case Opcode::GetReturnF128Second:
    emit(DOp::GetRet2, ty).d = dest(inst);
    return;
  case Opcode::SetReturnF64Second: case Opcode::SetReturnF32Second: case Opcode::SetReturnF128Second:
    emit(DOp::SetRet2, ty).a = operand(inst.operand(0), ty);
    return;
  case Opcode::InlineAsm: return decode_asm(inst);
  case Opcode::Intrinsic: return decode_intrinsic(inst);
  case Opcode::LabelAddr: {
    const u32* bi = block_index_.find(inst.label().id);
    if (!bi) return emit_fault(format("labeladdr of %s, which is not a block of this function", block_name(inst.label()).c_str()));
    u32 at = u32(img_.code.size());
    emit(DOp::LabelAddr).d = dest(inst);
    fixup(at, Field::A, {Target::Block, *bi});
    return;
  }
  }
  emit_fault("unknown opcode");
}

void FunctionDecoder::decode_binop(const Instruction& inst) {
  IrType ty = inst.ty == IrType::Ptr ? IrType::U64 : inst.ty;
  IrBinOp op = inst.binop();
  DOp dop;
  if (is_float(ty)) {
    static const DOp f32[] = {DOp::FAdd32, DOp::FSub32, DOp::FMul32, DOp::FDiv32};
    static const DOp f64[] = {DOp::FAdd64, DOp::FSub64, DOp::FMul64, DOp::FDiv64};
    static const DOp f80[] = {DOp::FAdd80, DOp::FSub80, DOp::FMul80, DOp::FDiv80};
    int k;
    switch (op) {
    case IrBinOp::Add: k = 0; break;
    case IrBinOp::Sub: k = 1; break;
    case IrBinOp::Mul: k = 2; break;
    case IrBinOp::SDiv: case IrBinOp::UDiv: k = 3; break;
    case IrBinOp::SRem: case IrBinOp::URem: k = 4; break;
    default: return emit_fault(format("'%s' is not defined on floating-point type %s", op_name(op).data(), type_name(ty).data()));
    }
    dop = k == 4 ? DOp::FRem : ty == IrType::F32 ? f32[k] : ty == IrType::F64 ? f64[k] : f80[k];
  } else if (ty == IrType::Void) {
    return emit_fault("binary operation on type void");
  } else if (is_128(ty)) {
    dop = can_trap(op) ? DOp::Div128 : DOp::Bin128;
  } else if (can_trap(op)) {
    dop = DOp::DivInt;
  } else if (op == IrBinOp::And || op == IrBinOp::Or || op == IrBinOp::Xor) {
    dop = op == IrBinOp::And ? DOp::And : op == IrBinOp::Or ? DOp::Or : DOp::Xor;
  } else {
    static const IrBinOp fast[] = {IrBinOp::Add, IrBinOp::Sub, IrBinOp::Mul, IrBinOp::Shl, IrBinOp::AShr, IrBinOp::LShr};
    static const DOp w64[] = {DOp::Add64, DOp::Sub64, DOp::Mul64, DOp::Shl64, DOp::AShr64, DOp::LShr64};
    static const DOp s32[] = {DOp::AddS32, DOp::SubS32, DOp::MulS32, DOp::ShlS32, DOp::AShrS32, DOp::LShrS32};
    static const DOp u32s[] = {DOp::AddU32, DOp::SubU32, DOp::MulU32, DOp::ShlU32, DOp::AShrU32, DOp::LShrU32};
    int k = int(std::find(std::begin(fast), std::end(fast), op) - std::begin(fast));
    if (type_size(ty) == 8) dop = w64[k];
    else if (ty == IrType::I32) dop = s32[k];
    else if (ty == IrType::U32) dop = u32s[k];
    else dop = DOp::BinInt;
  }
  DInst& d = emit(dop, ty);
  d.d = dest(inst);
  d.a = operand(inst.operand(0), inst.ty);
  d.b = operand(inst.operand(1), inst.ty);
  d.e = u32(op);
}

void FunctionDecoder::decode_cmp(const Instruction& inst) {
  IrType ty = inst.ty;
  IrCmpOp op = inst.cmpop();
  DOp dop;
  bool fast = false;
  if (is_float(ty)) {
    dop = DOp::CmpF;
  } else if (ty == IrType::Void) {
    return emit_fault("comparison of type void");
  } else if (is_128(ty)) {
    dop = DOp::Cmp128;
  } else if (is_signed_cmp(op) && !is_signed_int(ty) && type_size(ty) < 8) {
    dop = DOp::CmpInt; // an unsigned narrow value must be re-extended as signed first
  } else {
    dop = DOp(unsigned(DOp::CmpEq) + unsigned(op));
    fast = true;
  }
  DInst& d = emit(dop, ty);
  d.d = dest(inst);
  d.a = operand(inst.operand(0), ty);
  d.b = operand(inst.operand(1), ty);
  d.e = u32(op);
  if (fast) {
    fusable_cmp_ = inst.dest;
    fusable_at_ = u32(img_.code.size() - 1);
  }
}

void FunctionDecoder::decode_cast(const Instruction& inst) {
  IrType from = inst.ty, to = inst.ty2;
  DOp dop = DOp::Cast;
  if (is_int_or_ptr(from) && is_int_or_ptr(to) && !is_128(from) && !is_128(to)) {
    switch (to) {
    case IrType::I8: dop = DOp::NormI8; break;
    case IrType::U8: dop = DOp::NormU8; break;
    case IrType::I16: dop = DOp::NormI16; break;
    case IrType::U16: dop = DOp::NormU16; break;
    case IrType::I32: dop = DOp::NormI32; break;
    case IrType::U32: dop = DOp::NormU32; break;
    default: dop = DOp::Mov; break; // to 64 bits: the extended value already is the result
    }
  }
  DInst& d = emit(dop, from);
  d.d = dest(inst);
  d.a = operand(inst.operand(0), from);
  d.e = u32(to);
}

void FunctionDecoder::decode_load_store(const Instruction& inst) {
  IrType ty = inst.ty;
  bool load = inst.op == Opcode::Load;
  if (ty == IrType::Void) return emit_fault(load ? "load of type void" : "store of type void");
  if (inst.seg_override() != AddressSpace::Default) {
    DInst& d = emit(load ? DOp::LoadSeg : DOp::StoreSeg, ty);
    d.e = u32(inst.seg_override());
    if (load) {
      d.d = dest(inst);
      d.a = operand(inst.operand(0), IrType::Ptr);
    } else {
      d.a = operand(inst.operand(0), ty);
      d.b = operand(inst.operand(1), IrType::Ptr);
    }
    return;
  }
  DOp dop;
  if (load) {
    switch (ty) {
    case IrType::I8: dop = DOp::LoadI8; break;
    case IrType::U8: dop = DOp::LoadU8; break;
    case IrType::I16: dop = DOp::LoadI16; break;
    case IrType::U16: dop = DOp::LoadU16; break;
    case IrType::I32: dop = DOp::LoadI32; break;
    case IrType::U32: case IrType::F32: dop = DOp::LoadU32; break;
    case IrType::I128: case IrType::U128: dop = DOp::Load128; break;
    case IrType::F128: dop = DOp::LoadF80; break;
    default:
      dop = type_size(ty) == 32 ? DOp::Load256 : type_size(ty) == 16 ? DOp::Load128 : DOp::Load64; // vectors by size
      break;
    }
    DInst& d = emit(dop, ty);
    d.d = dest(inst);
    d.a = operand(inst.operand(0), IrType::Ptr);
    return;
  }
  switch (type_size(ty)) {
  case 1: dop = DOp::Store8; break;
  case 2: dop = DOp::Store16; break;
  case 4: dop = DOp::Store32; break;
  case 8: dop = DOp::Store64; break;
  case 32: dop = DOp::Store256; break;
  default: dop = ty == IrType::F128 ? DOp::StoreF80 : DOp::Store128; break;
  }
  DInst& d = emit(dop, ty);
  d.a = operand(inst.operand(0), ty);
  d.b = operand(inst.operand(1), IrType::Ptr);
}

void FunctionDecoder::decode_global_addr(const Instruction& inst) {
  Symbol name = inst.global_name();
  const SymbolRef* r = find_symbol(img_, name);
  if (r && r->kind == SymbolRef::Tls) {
    DInst& d = emit(DOp::TlsAddr, IrType::Ptr);
    d.d = dest(inst);
    d.x = r->addr;
    return;
  }
  u64 addr;
  if (!symbol_address(img_, name, addr)) {
    // A label of this function named as a symbol (&&label lowered through a global name).
    std::string_view n = name.str();
    if (n.size() > 4 && n.substr(0, 4) == ".LBB") {
      u64 id = 0;
      bool digits = true;
      for (char c : n.substr(4)) digits &= c >= '0' && c <= '9', id = id * 10 + u64(c - '0');
      const u32* bi = digits && id <= UINT32_MAX ? block_index_.find(u32(id)) : nullptr;
      if (bi) {
        u32 at = u32(img_.code.size());
        emit(DOp::LabelAddr).d = dest(inst);
        fixup(at, Field::A, {Target::Block, *bi});
        return;
      }
    }
    return emit_fault(format("undefined symbol @%s: not defined in the module and not found in the host process", name.c_str()));
  }
  Slot s{};
  s.u = addr;
  DInst& d = emit(DOp::Mov, IrType::Ptr);
  d.d = dest(inst);
  d.a = const_slot_for(s);
}

void FunctionDecoder::decode_call(const Instruction& inst, const Instruction* next) {
  const CallInfo& ci = inst.call_info();
  auto cs = std::make_unique<CallSite>();
  cs->inst = &inst;
  std::span<const Operand> args = inst.call_args();
  for (size_t i = 0; i < args.size(); ++i) {
    ArgInfo a;
    a.ty = i < ci.arg_types.size() ? ci.arg_types[i] : IrType::I64;
    if (ci.is_struct_arg(i)) {
      a.struct_size = ci.struct_args[i].size;
      a.struct_align = ci.struct_args[i].align;
      a.classes = ci.struct_args[i].classes;
      cs->has_struct_args = true;
    }
    cs->args.push_back(operand(args[i], a.ty));
    cs->arg_info.push_back(a);
    cs->has_wide_args |= slots_of(a.ty) > 1;
    if (is_vector(a.ty) && ci.is_variadic && i >= ci.num_fixed_args)
      return emit_fault("a vector passed as a variadic argument cannot be interpreted");
  }
  cs->num_fixed = std::min<u32>(ci.num_fixed_args, u32(args.size()));
  cs->variadic = ci.is_variadic;
  cs->ret_type = ci.return_type;
  if (next && next->op == Opcode::GetReturnF64Second) cs->complex_ret = IrType::F64;
  if (next && next->op == Opcode::GetReturnF32Second) cs->complex_ret = IrType::F32;
  if (next && next->op == Opcode::GetReturnF128Second) cs->complex_ret = IrType::F128;
  if (cs->complex_ret != IrType::Void && cs->ret_type != cs->complex_ret) cs->complex_ret = IrType::Void;

  DOp dop;
  u32 callee_slot = 0;
  if (inst.op == Opcode::CallIndirect) {
    callee_slot = operand(inst.operand(0), IrType::Ptr);
    prepare_host_call(img_, *cs); // for host targets; failure is reported if one is called
    dop = DOp::CallIndirect;
  } else {
    const SymbolRef* r = find_symbol(img_, ci.callee);
    bool host = !r || r->kind != SymbolRef::IrFunc;
    if (host && (is_setjmp_name(ci.callee.str()) || is_longjmp_name(ci.callee.str())) && !args.empty()) {
      bool set = is_setjmp_name(ci.callee.str());
      DInst& d = emit(set ? DOp::SetJmp : DOp::LongJmp, set ? ci.return_type : IrType::Void);
      d.d = dest(inst);
      d.a = cs->args[0];
      d.b = cs->args.size() > 1 ? cs->args[1] : const_slot_for(Slot{});
      return;
    }
    if (r && r->kind == SymbolRef::IrFunc && r->fn) {
      cs->callee = r->fn;
      dop = r->fn->is_variadic || cs->has_struct_args || r->fn->has_struct_params || cs->has_wide_args || r->fn->has_wide_params
                ? DOp::CallIRFull
                : DOp::CallIR;
    } else if (r && r->kind == SymbolRef::Host) {
      cs->host_fn = reinterpret_cast<void*>(r->addr);
      prepare_host_call(img_, *cs);
      dop = DOp::CallHost;
    } else if (r && r->kind == SymbolRef::Data) {
      return emit_fault(format("call of @%s, which is a variable", ci.callee.c_str()));
    } else {
      return emit_fault(format("call of undefined function @%s: not defined in the module and not found in the host process",
                               ci.callee.c_str()));
    }
  }
  DInst& d = emit(dop, ci.return_type);
  d.d = dest(inst);
  d.a = callee_slot;
  d.x = u64(cs.get());
  img_.calls.push_back(std::move(cs));
  if (inst.dest.valid() && slots_of(ci.return_type) > 1) // the second half of a 32-byte vector result
    emit(DOp::GetRet2, IrType::Void, 0).d = dest(inst) + 1;
}

void FunctionDecoder::decode_asm(const Instruction& inst) {
  const InlineAsmInfo& ai = inst.asm_info();
  bool empty = std::all_of(ai.asm_template.begin(), ai.asm_template.end(), [](char c) { return c == ' ' || c == '\t' || c == '\n'; });
  if (!empty) {
    std::string t;
    print_string_literal(t, ai.asm_template);
    return emit_fault(format("inline assembly cannot be interpreted: %s (only an empty template, a compiler barrier, is supported)", t.c_str()));
  }
  auto site = std::make_unique<AsmSite>();
  size_t nout = ai.outputs.size();
  for (size_t i = 0; i < ai.inputs.size(); ++i) {
    std::string_view c = ai.inputs[i].constraint;
    if (c.empty() || !std::all_of(c.begin(), c.end(), [](char ch) { return ch >= '0' && ch <= '9'; })) continue;
    size_t n = 0;
    for (char ch : c) n = n * 10 + size_t(ch - '0');
    if (n >= nout) continue;
    site->tied.emplace_back(operand(inst.operand(unsigned(n)), IrType::Ptr), operand(inst.operand(unsigned(nout + i)), ai.inputs[i].type));
    site->tied_types.push_back(ai.inputs[i].type);
  }
  emit(DOp::AsmBarrier).x = u64(site.get());
  img_.asms.push_back(std::move(site));
}

void FunctionDecoder::decode_intrinsic(const Instruction& inst) {
  IntrinsicOp op = inst.intrinsic();
  std::span<const Operand> args = inst.intrinsic_args();
  unsigned want = intrinsic_num_args(op);
  if (args.size() != want)
    return emit_fault(format("intrinsic '%s' takes %u arguments, not %zu", intrinsic_name(op).data(), want, args.size()));
  if (is_polymorphic(op)) return decode_vector(inst);
  auto site = std::make_unique<IntrinsicSite>();
  site->op = op;
  site->dest = dest(inst);
  site->num_args = want;
  for (unsigned i = 0; i < want; ++i) site->args[i] = operand(args[i], intrinsic_arg_type(op, i));
  emit(DOp::Intrinsic, intrinsic_result_type(op)).x = u64(site.get());
  img_.intrinsics.push_back(std::move(site));
}

} // namespace ilcc::interp
