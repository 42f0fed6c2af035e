// builtins.cpp — Builtin operations (sema/builtins.def) and atomics.
//
// Bit operations map to IR unary operations (clz, ctz, popcount, bswap) or short
// expansions (ffs, parity, clrsb). The overflow-checking arithmetic computes the exact
// result in 128 bits and checks that it survives the round trip through the result type
// (with 128-bit operands or result: in two limbs, see overflow_wide).
// Floating-point classification works on the bit patterns (read through memory, the IR
// having no bit casts). Atomics become atomicrmw/cmpxchg/atomic_load/atomic_store/fence
// with the ordering given (a non-constant ordering is taken as seq_cst); __sync builtins
// are sequentially consistent; pointer objects are operated on as 64-bit integers.
#include "lower/internal.h"

#include "sema/builtins.h"
#include "support/diagnostics.h"

#include <cmath>

namespace ilcc::lower {

using sema::BuiltinId;

namespace {
std::vector<Expr*> operands_of(Expr* e) {
  std::vector<Expr*> v;
  for (Expr* o = e->operands; o; o = o->next) v.push_back(o);
  return v;
}

AtomicOrdering ordering_of(Expr* e) {
  if (e && e->kind == ExprKind::Constant && e->constant->kind == ConstantKind::Integer) {
    switch (i64(e->constant->ivalue)) {
    case 0: return AtomicOrdering::Relaxed;
    case 1: case 2: return AtomicOrdering::Acquire; // consume is acquire
    case 3: return AtomicOrdering::Release;
    case 4: return AtomicOrdering::AcqRel;
    default: return AtomicOrdering::SeqCst;
    }
  }
  return AtomicOrdering::SeqCst;
}

IrType int_of_size(u64 bytes) {
  switch (bytes) {
  case 1: return IrType::I8;
  case 2: return IrType::I16;
  case 4: return IrType::I32;
  case 8: return IrType::I64;
  default: return IrType::I128;
  }
}
} // namespace

// The overflow-checking arithmetic when an operand or the result has 128 bits, so that the
// exact result needs up to 256. Add and subtract: each operand is its 128 bits plus a high
// limb (its sign extension, 0 or -1, as i64), and the carry or borrow of the low limbs
// goes into the high ones. Multiply: the magnitudes split into 64-bit halves give the low
// 128 bits of the product and whether it reaches 2^128; the sign comes separately. Returns
// the overflow flag (i8); `wrapped` gets the result's low bits in type dt.
static Operand overflow_wide(FunctionLowering& fl, IrBinOp op, Operand x, IrType xt, Operand y, IrType yt, IrType dt,
                             Operand& wrapped) {
  const IrType U = IrType::U128, S = IrType::I128, B = IrType::I8;
  auto u = [](i128 v) { return Operand(IrConst::from_i128(v, IrType::U128)); };
  auto b_or = [&](Operand a, Operand b) { return fl.binop(IrBinOp::Or, B, a, b); };
  // v as u128 bits, and whether it is negative (i8).
  auto widen = [&](Operand v, IrType t, Operand& neg) {
    if (!is_signed_int(t)) {
      neg = fl.const_int(0, B);
      return fl.convert(v, t, U);
    }
    Operand w = fl.convert(v, t, S);
    neg = fl.cmp(IrCmpOp::Slt, S, w, Operand(IrConst::zero(S)));
    return fl.convert(w, S, U);
  };
  auto high_limb = [&](Operand neg) { // 0 or -1 (i64)
    return fl.binop(IrBinOp::Sub, IrType::I64, fl.const_int(0, IrType::I64), fl.convert(neg, B, IrType::I64));
  };
  Operand xn, yn;
  Operand xl = widen(x, xt, xn), yl = widen(y, yt, yn);
  const bool dt_signed = is_signed_int(dt);
  if (op != IrBinOp::Mul) {
    Operand low, high;
    Operand xh = high_limb(xn), yh = high_limb(yn);
    if (op == IrBinOp::Add) {
      low = fl.binop(IrBinOp::Add, U, xl, yl);
      Operand carry = fl.convert(fl.cmp(IrCmpOp::Ult, U, low, xl), B, IrType::I64);
      high = fl.binop(IrBinOp::Add, IrType::I64, fl.binop(IrBinOp::Add, IrType::I64, xh, yh), carry);
    } else {
      low = fl.binop(IrBinOp::Sub, U, xl, yl);
      Operand borrow = fl.convert(fl.cmp(IrCmpOp::Ult, U, xl, yl), B, IrType::I64);
      high = fl.binop(IrBinOp::Sub, IrType::I64, fl.binop(IrBinOp::Sub, IrType::I64, xh, yh), borrow);
    }
    // Representable in dt: extending the truncated result gives back both limbs.
    wrapped = fl.convert(low, U, dt);
    Operand back_neg;
    Operand back = widen(wrapped, dt, back_neg);
    return b_or(fl.cmp(IrCmpOp::Ne, U, back, low), fl.cmp(IrCmpOp::Ne, IrType::I64, high_limb(back_neg), high));
  }
  auto magnitude = [&](Operand v, Operand neg) { // (v ^ mask) - mask, mask = -neg
    Operand mask = fl.binop(IrBinOp::Sub, U, u(0), fl.convert(neg, B, U));
    return fl.binop(IrBinOp::Sub, U, fl.binop(IrBinOp::Xor, U, v, mask), mask);
  };
  Operand mx = magnitude(xl, xn), my = magnitude(yl, yn);
  Operand neg = fl.binop(IrBinOp::Xor, B, xn, yn);
  Operand lo_mask = u(i128(~u64(0))), sixty_four = u(64);
  Operand a0 = fl.binop(IrBinOp::And, U, mx, lo_mask), a1 = fl.binop(IrBinOp::LShr, U, mx, sixty_four);
  Operand b0 = fl.binop(IrBinOp::And, U, my, lo_mask), b1 = fl.binop(IrBinOp::LShr, U, my, sixty_four);
  Operand p00 = fl.binop(IrBinOp::Mul, U, a0, b0);
  Operand p01 = fl.binop(IrBinOp::Mul, U, a0, b1), p10 = fl.binop(IrBinOp::Mul, U, a1, b0);
  Operand mid = fl.binop(IrBinOp::Add, U, p01, p10);
  Operand mid_carry = fl.cmp(IrCmpOp::Ult, U, mid, p01);
  Operand low = fl.binop(IrBinOp::Add, U, p00, fl.binop(IrBinOp::Shl, U, mid, sixty_four));
  Operand low_carry = fl.cmp(IrCmpOp::Ult, U, low, p00);
  Operand both_high = fl.binop(IrBinOp::And, B, fl.cmp(IrCmpOp::Ne, U, a1, u(0)), fl.cmp(IrCmpOp::Ne, U, b1, u(0)));
  Operand high_nz = b_or(b_or(both_high, fl.cmp(IrCmpOp::Ne, U, fl.binop(IrBinOp::LShr, U, mid, sixty_four), u(0))),
                         b_or(mid_carry, low_carry));
  // |product| = low < 2^128: a positive result fits up to dt's maximum, a negative one
  // down to its minimum (unsigned: only zero).
  unsigned bits = type_size(dt) * 8;
  i128 max_pos = dt_signed ? (i128(1) << (bits - 1)) - 1 : bits == 128 ? i128(-1) : (i128(1) << bits) - 1;
  i128 max_neg = dt_signed ? i128(u128(1) << (bits - 1)) : 0;
  Operand limit = fl.select(U, neg, u(max_neg), u(max_pos));
  Operand too_big = fl.cmp(IrCmpOp::Ugt, U, low, limit);
  wrapped = fl.convert(magnitude(low, neg), U, dt);
  return b_or(high_nz, too_big);
}

// The bits of a floating value as an unsigned integer of its storage size, and the
// position of the sign bit.
static Operand float_bits(FunctionLowering& fl, Operand v, IrType t, IrType& bits_type, unsigned& sign_bit) {
  Operand tmp = fl.alloca_slot(16, 16);
  fl.store(t, v, tmp);
  switch (t) {
  case IrType::F32: bits_type = IrType::U32, sign_bit = 31; break;
  case IrType::F64: bits_type = IrType::U64, sign_bit = 63; break;
  default: bits_type = IrType::U128, sign_bit = 79; break; // x87: sign at bit 79
  }
  return fl.load(bits_type, tmp);
}

static Operand fabs_of(FunctionLowering& fl, Operand v, IrType t) {
  if (t == IrType::F32 || t == IrType::F64) { // one andps with the sign mask
    Instruction i = make_inst(fl.fn.arena, Opcode::Intrinsic, fl.new_value(), IrType::Void, {v});
    i.sub = u8(t == IrType::F32 ? IntrinsicOp::FabsF32 : IntrinsicOp::FabsF64);
    return fl.emit(i);
  }
  // x87 long double: clear the sign bit in memory.
  IrType bt;
  unsigned sb;
  Operand bits = float_bits(fl, v, t, bt, sb);
  u128 mask = ~(u128(1) << sb);
  Operand cleared = fl.binop(IrBinOp::And, bt, bits, Operand(IrConst::from_i128(i128(mask), bt)));
  Operand tmp = fl.alloca_slot(16, 16);
  fl.store(bt, cleared, tmp);
  return fl.load(t, tmp);
}

static Operand float_const_of(long double v, IrType t) {
  switch (t) {
  case IrType::F32: return Operand(IrConst::float32(float(v)));
  case IrType::F64: return Operand(IrConst::float64(double(v)));
  default: return Operand(IrConst::long_double_from_x87(v));
  }
}

static long double min_normal(IrType t) {
  switch (t) {
  case IrType::F32: return 1.17549435e-38L;
  case IrType::F64: return 2.2250738585072014e-308L;
  default: return 3.36210314311209350626e-4932L;
  }
}

bool FunctionLowering::inline_library_call(Routine* r, Expr* call, Val& out) {
  if ((r->rflags & RoutineFlag::Defined) || r->linkage != Linkage::External || (r->asm_name && r->asm_name != r->name))
    return false;
  std::string_view n = r->name.str();
  IrType t = n == "fabs" ? IrType::F64 : n == "fabsf" ? IrType::F32 : n == "fabsl" ? IrType::F128 : IrType::Void;
  Expr* a = call->operands->next;
  if (t == IrType::Void || !a || a->next) return false;
  QualType rt = sema::return_type(r->type);
  if (!sema::is_real_floating(rt) || ir_type(rt) != t || !sema::is_real_floating(a->type)) return false;
  IrType at;
  Operand x = gen_scalar(a, &at);
  out = Val::scalar(fabs_of(*this, convert(x, at, t), t), t);
  return true;
}

Val FunctionLowering::gen_builtin(Expr* e) {
  u32 id = e->aux;
  if (sema::is_x86_builtin(sema::BuiltinId(id))) return gen_x86_builtin(e, id);
  std::vector<Expr*> a = operands_of(e);
  QualType t = e->type;
  IrType rt = ir_type(t);
  auto arg = [&](size_t i, IrType* ty = nullptr) { return gen_scalar(a[i], ty); };
  switch (BuiltinId(id)) {
  case BuiltinId::VaStart: emit(make_inst(fn.arena, Opcode::VaStart, kNoValue, IrType::Ptr, {arg(0)})); return Val{};
  case BuiltinId::VaEnd: emit(make_inst(fn.arena, Opcode::VaEnd, kNoValue, IrType::Ptr, {arg(0)})); return Val{};
  case BuiltinId::VaCopy: {
    Operand d = arg(0), src = arg(1);
    emit(make_inst(fn.arena, Opcode::VaCopy, kNoValue, IrType::Ptr, {d, src}));
    return Val{};
  }
  case BuiltinId::ConstantP: {
    // Deferred by sema (optimizing, an argument without side effects): `is_constant` of the
    // argument, which constfold makes 1 once the argument folds to a constant and the
    // is-constant pass makes 0 at the end otherwise (docs/opt.md).
    IrType at;
    Operand x = arg(0, &at);
    if (at == IrType::Ptr) x = convert(x, at, IrType::U64), at = IrType::U64;
    return Val::scalar(convert(unop(IrUnaryOp::IsConstant, at, x), at, rt), rt);
  }
  case BuiltinId::Bswap16: case BuiltinId::Bswap32: case BuiltinId::Bswap64: case BuiltinId::Bswap128:
    return Val::scalar(unop(IrUnaryOp::Bswap, rt, arg(0)), rt);
  case BuiltinId::Clz: case BuiltinId::ClzL: case BuiltinId::ClzLL:
  case BuiltinId::Ctz: case BuiltinId::CtzL: case BuiltinId::CtzLL:
  case BuiltinId::Popcount: case BuiltinId::PopcountL: case BuiltinId::PopcountLL:
  case BuiltinId::Parity: case BuiltinId::ParityL: case BuiltinId::ParityLL: {
    IrType at;
    Operand x = arg(0, &at);
    // (__builtin_clz and __builtin_ctz are undefined for 0.)
    IrUnaryOp op = id <= u32(BuiltinId::ClzLL) && id >= u32(BuiltinId::Clz) ? IrUnaryOp::ClzNZ
                   : id <= u32(BuiltinId::CtzLL) && id >= u32(BuiltinId::Ctz) ? IrUnaryOp::CtzNZ : IrUnaryOp::Popcount;
    Operand r = unop(op, at, x);
    if (id >= u32(BuiltinId::Parity) && id <= u32(BuiltinId::ParityLL)) r = binop(IrBinOp::And, at, r, const_int(1, at));
    return Val::scalar(convert(r, at, rt), rt);
  }
  case BuiltinId::Ffs: case BuiltinId::FfsL: case BuiltinId::FfsLL: {
    IrType at;
    Operand x = arg(0, &at);
    Operand c = unop(IrUnaryOp::Ctz, at, x);
    Operand plus = binop(IrBinOp::Add, at, c, const_int(1, at));
    Operand zero = cmp(IrCmpOp::Eq, at, x, const_int(0, at));
    return Val::scalar(convert(select(at, zero, const_int(0, at), plus), at, rt), rt);
  }
  case BuiltinId::Clrsb: case BuiltinId::ClrsbL: case BuiltinId::ClrsbLL: {
    IrType at;
    Operand x = arg(0, &at);
    unsigned bits = type_size(at) * 8;
    Operand sign = binop(IrBinOp::AShr, at, x, const_int(bits - 1, at));
    Operand c = unop(IrUnaryOp::Clz, at, binop(IrBinOp::Xor, at, x, sign));
    return Val::scalar(convert(binop(IrBinOp::Sub, at, c, const_int(1, at)), at, rt), rt);
  }
  case BuiltinId::Unreachable:
    if (s.opts.ubsan.checks & UBSAN_Unreachable) ubsan_report(Operand(IrConst::int8(1)), UBSAN_Unreachable, "builtin_unreachable", {}, {}, {});
    terminate(make_unreachable());
    return Val{};
  case BuiltinId::Trap: terminate(make_unreachable()); return Val{};
  case BuiltinId::Ia32Pause: {
    Instruction i = make_inst(fn.arena, Opcode::Intrinsic, kNoValue, IrType::Void, {});
    i.sub = u8(IntrinsicOp::Pause);
    emit(i);
    return Val{};
  }
  case BuiltinId::VaArgPack: // consumed by gen_call when it is a call's last argument
    s.error(e->loc, "invalid use of '__builtin_va_arg_pack ()'");
    return Val::scalar(const_int(0, IrType::I32), IrType::I32);
  case BuiltinId::VaArgPackLen: { // decided when the function is inlined (opt/inline.cpp)
    Value d = new_value();
    Instruction i = make_inst(fn.arena, Opcode::Intrinsic, d, IrType::Void, {});
    i.sub = u8(IntrinsicOp::VaArgPackLen);
    emit(i);
    return Val::scalar(convert(d, IrType::I32, rt), rt);
  }
  case BuiltinId::ObjectSize:
  case BuiltinId::DynObjectSize: { // left by sema for after inlining (opt/object_size.cpp)
    Operand p = arg(0);
    i64 mode = a[1]->kind == ExprKind::Constant ? i64(a[1]->constant->ivalue) : 0;
    Value d = new_value();
    Instruction i = make_inst(fn.arena, Opcode::Intrinsic, d, IrType::Void, {p, const_int(mode, IrType::I32)});
    i.sub = u8(BuiltinId(id) == BuiltinId::ObjectSize ? IntrinsicOp::ObjectSize : IntrinsicOp::DynObjectSize);
    emit(i);
    return Val::scalar(convert(d, IrType::I64, rt), rt);
  }
  case BuiltinId::FrameAddress:
  case BuiltinId::ReturnAddress: {
    Operand level = convert(arg(0), IrType::U32, IrType::I32);
    Value d = new_value();
    Instruction i = make_inst(fn.arena, Opcode::Intrinsic, d, IrType::Void, {level});
    i.sub = u8(BuiltinId(id) == BuiltinId::FrameAddress ? IntrinsicOp::FrameAddress : IntrinsicOp::ReturnAddress);
    emit(i);
    return Val::scalar(d, IrType::Ptr);
  }
  case BuiltinId::Alloca:
  case BuiltinId::AllocaWithAlign: {
    IrType st;
    Operand n = arg(0, &st);
    n = convert(n, st, IrType::I64);
    u32 align = 16;
    if (BuiltinId(id) == BuiltinId::AllocaWithAlign && a[1]->kind == ExprKind::Constant) align = u32(a[1]->constant->ivalue / 8);
    Value d = new_value();
    Instruction i = make_inst(fn.arena, Opcode::DynAlloca, d, IrType::Ptr, {n});
    i.aux = std::max<u32>(align, 16);
    emit(i);
    fn.ssp |= IrFunction::kSspChar | IrFunction::kSspStrong; // -fstack-protector
    return Val::scalar(d, IrType::Ptr);
  }
  case BuiltinId::AddOverflow: case BuiltinId::SubOverflow: case BuiltinId::MulOverflow:
  case BuiltinId::AddOverflowP: case BuiltinId::SubOverflowP: case BuiltinId::MulOverflowP:
  case BuiltinId::SAddOverflow: case BuiltinId::SAddLOverflow: case BuiltinId::SAddLLOverflow:
  case BuiltinId::SSubOverflow: case BuiltinId::SSubLOverflow: case BuiltinId::SSubLLOverflow:
  case BuiltinId::SMulOverflow: case BuiltinId::SMulLOverflow: case BuiltinId::SMulLLOverflow:
  case BuiltinId::UAddOverflow: case BuiltinId::UAddLOverflow: case BuiltinId::UAddLLOverflow:
  case BuiltinId::USubOverflow: case BuiltinId::USubLOverflow: case BuiltinId::USubLLOverflow:
  case BuiltinId::UMulOverflow: case BuiltinId::UMulLOverflow: case BuiltinId::UMulLLOverflow: {
    BuiltinId b = BuiltinId(id);
    bool p_form = b == BuiltinId::AddOverflowP || b == BuiltinId::SubOverflowP || b == BuiltinId::MulOverflowP;
    IrBinOp op = (b == BuiltinId::AddOverflow || b == BuiltinId::AddOverflowP || (b >= BuiltinId::SAddOverflow && b <= BuiltinId::SAddLLOverflow) ||
                  (b >= BuiltinId::UAddOverflow && b <= BuiltinId::UAddLLOverflow)) ? IrBinOp::Add
                 : (b == BuiltinId::SubOverflow || b == BuiltinId::SubOverflowP || (b >= BuiltinId::SSubOverflow && b <= BuiltinId::SSubLLOverflow) ||
                    (b >= BuiltinId::USubOverflow && b <= BuiltinId::USubLLOverflow)) ? IrBinOp::Sub : IrBinOp::Mul;
    bool generic = p_form || b == BuiltinId::AddOverflow || b == BuiltinId::SubOverflow || b == BuiltinId::MulOverflow;
    IrType xt, yt;
    Operand x = arg(0, &xt), y = arg(1, &yt);
    // The typed forms (__builtin_sadd_overflow, ...) compute in their operands' type (the
    // signature's third parameter is a plain pointer).
    IrType dt = !generic ? xt : ir_type(p_form ? sema::unatomic(a[2]->type) : sema::unatomic(a[2]->type)->base);
    if (is_128(xt) || is_128(yt) || is_128(dt)) {
      Operand wrapped;
      Operand ovf = overflow_wide(*this, op, x, xt, y, yt, dt, wrapped);
      if (!p_form) store(dt, wrapped, arg(2));
      return Val::scalar(convert(ovf, IrType::I8, rt), rt);
    }
    // Exact in 128 bits (operands of at most 64 bits).
    Operand wx = convert(x, xt, is_signed_int(xt) ? IrType::I128 : IrType::U128);
    Operand wy = convert(y, yt, is_signed_int(yt) ? IrType::I128 : IrType::U128);
    if (!is_signed_int(xt)) wx = convert(wx, IrType::U128, IrType::I128);
    if (!is_signed_int(yt)) wy = convert(wy, IrType::U128, IrType::I128);
    Operand exact = binop(op, IrType::I128, wx, wy);
    Operand narrow = convert(exact, IrType::I128, dt);
    Operand back = convert(narrow, dt, is_signed_int(dt) ? IrType::I128 : IrType::U128);
    if (!is_signed_int(dt)) back = convert(back, IrType::U128, IrType::I128);
    Operand ovf = cmp(IrCmpOp::Ne, IrType::I128, exact, back);
    if (op == IrBinOp::Mul && type_size(xt) == 8 && type_size(yt) == 8 && !is_signed_int(xt) && !is_signed_int(yt)) {
      // u64 * u64 may not fit i128's positive range: check in u128 instead.
      Operand ux = convert(x, xt, IrType::U128), uy = convert(y, yt, IrType::U128);
      Operand prod = binop(IrBinOp::Mul, IrType::U128, ux, uy);
      Operand hi = binop(IrBinOp::LShr, IrType::U128, prod, Operand(IrConst::from_i64(64, IrType::U128)));
      Operand hi_nz = cmp(IrCmpOp::Ne, IrType::U128, hi, Operand(IrConst::zero(IrType::U128)));
      Operand nr = convert(prod, IrType::U128, dt);
      Operand nback = convert(nr, dt, IrType::U128);
      Operand lost = cmp(IrCmpOp::Ne, IrType::U128, prod, nback);
      ovf = binop(IrBinOp::Or, IrType::I8, hi_nz, lost);
      narrow = nr;
    }
    if (!p_form) store(dt, narrow, arg(2));
    return Val::scalar(convert(ovf, IrType::I8, rt), rt);
  }
  case BuiltinId::FabsF128: // the sign bit cleared / copied (as gcc does, without libm)
    return Val::scalar(binop(IrBinOp::And, IrType::I128, arg(0), Operand(IrConst::from_i128(i128(~(u128(1) << 127)), IrType::I128))),
                       IrType::I128);
  case BuiltinId::CopysignF128: {
    Operand sign = Operand(IrConst::from_i128(i128(u128(1) << 127), IrType::I128));
    Operand mag = binop(IrBinOp::And, IrType::I128, arg(0), Operand(IrConst::from_i128(i128(~(u128(1) << 127)), IrType::I128)));
    return Val::scalar(binop(IrBinOp::Or, IrType::I128, mag, binop(IrBinOp::And, IrType::I128, arg(1), sign)), IrType::I128);
  }
  case BuiltinId::Fabs: case BuiltinId::FabsF: case BuiltinId::FabsL: {
    IrType xt;
    Operand x = arg(0, &xt);
    return Val::scalar(fabs_of(*this, x, xt), xt);
  }
  case BuiltinId::IsNan: case BuiltinId::IsInf: case BuiltinId::IsInfSign: case BuiltinId::IsFinite:
  case BuiltinId::IsNormal: case BuiltinId::SignBit: case BuiltinId::SignBitF: case BuiltinId::SignBitL: {
    IrType xt;
    Operand x = arg(0, &xt);
    BuiltinId b = BuiltinId(id);
    Operand r;
    if (is_f128(a[0]->type)) {
      if (b == BuiltinId::IsInfSign) {
        Operand inf = f128_classify(BuiltinId::IsInf, x);
        Operand neg = f128_classify(BuiltinId::SignBit, x);
        Operand v = select(IrType::I32, neg, const_int(-1, IrType::I32), const_int(1, IrType::I32));
        return Val::scalar(convert(select(IrType::I32, inf, v, const_int(0, IrType::I32)), IrType::I32, rt), rt);
      }
      return Val::scalar(convert(f128_classify(b, x), IrType::I8, rt), rt);
    }
    if (b == BuiltinId::IsNan) {
      r = cmp(IrCmpOp::Ne, xt, x, x);
    } else if (b == BuiltinId::SignBit || b == BuiltinId::SignBitF || b == BuiltinId::SignBitL) {
      IrType bt;
      unsigned sb;
      Operand bits = float_bits(*this, x, xt, bt, sb);
      Operand s_ = binop(IrBinOp::LShr, bt, bits, Operand(IrConst::from_i64(sb, bt)));
      r = convert(binop(IrBinOp::And, bt, s_, Operand(IrConst::from_i64(1, bt))), bt, IrType::I8);
    } else {
      Operand ax = fabs_of(*this, x, xt);
      Operand inf = float_const_of(HUGE_VALL, xt);
      if (b == BuiltinId::IsInf || b == BuiltinId::IsInfSign) {
        r = cmp(IrCmpOp::Eq, xt, ax, inf);
        if (b == BuiltinId::IsInfSign) {
          Operand neg = cmp(IrCmpOp::Slt, xt, x, float_const_of(0, xt));
          Operand v = select(IrType::I32, neg, const_int(-1, IrType::I32), const_int(1, IrType::I32));
          Operand z = select(IrType::I32, r, v, const_int(0, IrType::I32));
          return Val::scalar(convert(z, IrType::I32, rt), rt);
        }
      } else if (b == BuiltinId::IsFinite) {
        r = cmp(IrCmpOp::Slt, xt, ax, inf);
      } else {
        Operand ge = cmp(IrCmpOp::Sge, xt, ax, float_const_of(min_normal(xt), xt));
        Operand lt = cmp(IrCmpOp::Slt, xt, ax, inf);
        r = binop(IrBinOp::And, IrType::I8, ge, lt);
      }
    }
    return Val::scalar(convert(r, IrType::I8, rt), rt);
  }
  case BuiltinId::FpClassify: {
    Operand cls[5];
    for (int k = 0; k < 5; ++k) cls[k] = convert(arg(size_t(k)), IrType::I32, IrType::I32);
    IrType xt;
    Operand x = arg(5, &xt);
    if (is_f128(a[5]->type)) {
      // By the exponent and fraction bits: NaN, infinite, normal, zero, else subnormal.
      Operand mag = binop(IrBinOp::And, IrType::I128, x, Operand(IrConst::from_i128(i128(~(u128(1) << 127)), IrType::I128)));
      Operand is_nan = f128_classify(BuiltinId::IsNan, x);
      Operand is_inf = f128_classify(BuiltinId::IsInf, x);
      Operand is_normal = f128_classify(BuiltinId::IsNormal, x);
      Operand is_zero = cmp(IrCmpOp::Eq, IrType::I128, mag, const_int(0, IrType::I128));
      Operand r = select(IrType::I32, is_zero, cls[4], cls[3]);
      r = select(IrType::I32, is_normal, cls[2], r);
      r = select(IrType::I32, is_inf, cls[1], r);
      r = select(IrType::I32, is_nan, cls[0], r);
      return Val::scalar(convert(r, IrType::I32, rt), rt);
    }
    Operand ax = fabs_of(*this, x, xt);
    Operand is_nan = cmp(IrCmpOp::Ne, xt, x, x);
    Operand is_inf = cmp(IrCmpOp::Eq, xt, ax, float_const_of(HUGE_VALL, xt));
    Operand is_normal = cmp(IrCmpOp::Sge, xt, ax, float_const_of(min_normal(xt), xt));
    Operand is_zero = cmp(IrCmpOp::Eq, xt, ax, float_const_of(0, xt));
    Operand r = select(IrType::I32, is_zero, cls[4], cls[3]);
    r = select(IrType::I32, is_normal, cls[2], r);
    r = select(IrType::I32, is_inf, cls[1], r);
    r = select(IrType::I32, is_nan, cls[0], r);
    return Val::scalar(convert(r, IrType::I32, rt), rt);
  }
  case BuiltinId::IsGreater: case BuiltinId::IsGreaterEqual: case BuiltinId::IsLess:
  case BuiltinId::IsLessEqual: case BuiltinId::IsLessGreater: case BuiltinId::IsUnordered: {
    IrType xt;
    Operand x = arg(0, &xt), y = arg(1);
    Operand r;
    if (is_f128(a[0]->type)) {
      // Quiet: an unordered pair is false (libgcc's comparisons answer so), and for
      // islessgreater and isunordered __unordtf2 decides.
      switch (BuiltinId(id)) {
      case BuiltinId::IsGreater: r = f128_compare(Operator::Gt, x, y); break;
      case BuiltinId::IsGreaterEqual: r = f128_compare(Operator::Ge, x, y); break;
      case BuiltinId::IsLess: r = f128_compare(Operator::Lt, x, y); break;
      case BuiltinId::IsLessEqual: r = f128_compare(Operator::Le, x, y); break;
      case BuiltinId::IsLessGreater:
        r = binop(IrBinOp::Or, IrType::I8, f128_compare(Operator::Lt, x, y), f128_compare(Operator::Gt, x, y));
        break;
      default: r = f128_unordered(x, y); break;
      }
      return Val::scalar(convert(r, IrType::I8, rt), rt);
    }
    switch (BuiltinId(id)) {
    case BuiltinId::IsGreater: r = cmp(IrCmpOp::Sgt, xt, x, y); break;
    case BuiltinId::IsGreaterEqual: r = cmp(IrCmpOp::Sge, xt, x, y); break;
    case BuiltinId::IsLess: r = cmp(IrCmpOp::Slt, xt, x, y); break;
    case BuiltinId::IsLessEqual: r = cmp(IrCmpOp::Sle, xt, x, y); break;
    case BuiltinId::IsLessGreater:
      r = binop(IrBinOp::Or, IrType::I8, cmp(IrCmpOp::Slt, xt, x, y), cmp(IrCmpOp::Sgt, xt, x, y));
      break;
    default: r = binop(IrBinOp::Or, IrType::I8, cmp(IrCmpOp::Ne, xt, x, x), cmp(IrCmpOp::Ne, xt, y, y)); break;
    }
    return Val::scalar(convert(r, IrType::I8, rt), rt);
  }
  case BuiltinId::Complex: {
    IrType xt;
    Operand re = arg(0, &xt), im = arg(1);
    return Val::complex(re, im, xt);
  }
  case BuiltinId::Shuffle: {
    QualType vt = sema::unatomic(a[0]->type);
    if (is_reg_vector(vt) && is_reg_vector(t) && is_reg_vector(sema::unatomic(a.back()->type))) {
      bool two = a.size() == 3;
      Val x = gen(a[0]);
      Val y = two ? gen(a[1]) : x;
      return vector_shuffle(x, y, gen(a.back()), vt, sema::unatomic(a.back()->type), t, two);
    }
    QualType et = vt->base;
    IrType it = ir_type(et);
    bool two = a.size() == 3;
    Operand p0 = materialize(gen(a[0]), vt).v;
    Operand p1 = two ? materialize(gen(a[1]), vt).v : p0;
    QualType mt = sema::unatomic(a.back()->type);
    Operand pm = materialize(gen(a.back()), mt).v;
    IrType mit = ir_type(mt->base);
    u32 n = vt->lanes;
    Operand out = temp(t);
    // Both inputs side by side in one buffer, indexed by the mask modulo 2n (or n).
    Operand both = alloca_slot(2 * vt->size, 16);
    memcpy_(both, p0, vt->size);
    memcpy_(gep(both, i64(vt->size)), p1, vt->size);
    for (u32 i = 0; i < n; ++i) {
      Operand m = load(mit, gep(pm, i64(i * mt->base->size)));
      Operand idx = convert(m, mit, IrType::U64);
      idx = binop(IrBinOp::URem, IrType::U64, idx, Operand(IrConst::int64(two ? 2 * n : n)));
      Operand off = binop(IrBinOp::Mul, IrType::U64, idx, Operand(IrConst::int64(i64(et->size))));
      Operand v = load(it, gep(both, convert(off, IrType::U64, IrType::I64)));
      store(it, v, gep(out, i64(i * et->size)));
    }
    return Val::addr(out);
  }
  case BuiltinId::ShuffleVector: {
    QualType vt = sema::unatomic(a[0]->type);
    u32 n = vt->lanes, count = u32(a.size() - 2);
    QualType et = vt->base;
    if (is_reg_vector(vt) && is_reg_vector(t)) {
      IrType it = ir_type(vt), tt = ir_type(t), mt = mask_type(tt);
      Operand x = vector_value(gen(a[0]), vt), y = vector_value(gen(a[1]), vt);
      std::vector<u8> img;
      for (u32 k = 0; k < count; ++k) {
        Operand c = gen_scalar(a[2 + k]);
        i64 v = c.is_const() ? c.constant().to_i64().value_or(0) : 0;
        IrConst::from_i64(v < 0 ? 0 : v, elem_type(mt)).push_le_bytes_x86(img, type_size(elem_type(mt)));
      }
      Operand m(IrConst::vector(img.data(), unsigned(img.size())));
      return Val::scalar(vector_intrinsic(IntrinsicOp::Shuffle, it, tt, {x, y, m}), tt);
    }
    // Vectors in memory: element by element.
    IrType it = ir_type(et);
    Operand p0 = materialize(gen(a[0]), vt).v, p1 = materialize(gen(a[1]), vt).v;
    Operand out = temp(t);
    for (u32 k = 0; k < count; ++k) {
      Operand c = gen_scalar(a[2 + k]);
      i64 v = c.is_const() ? c.constant().to_i64().value_or(0) : 0;
      if (v < 0) v = 0;
      Operand src = u64(v) < n ? gep(p0, i64(v * et->size)) : gep(p1, i64((v - n) * et->size));
      store(it, load(it, src), gep(out, i64(k * et->size)));
    }
    return Val::addr(out);
  }
  case BuiltinId::ConvertVector:
  case BuiltinId::ConvertVectorLow: {
    QualType vt = sema::unatomic(a[0]->type);
    if (is_reg_vector(vt) && is_reg_vector(t)) return vector_convert(gen(a[0]), vt, t);
    Operand p = materialize(gen(a[0]), vt).v;
    Operand out = temp(t);
    QualType fe = vt->base, te = t->base;
    for (u32 i = 0; i < t->lanes; ++i) {
      Operand x = load(ir_type(fe), gep(p, i64(i * fe->size)));
      Val c = convert_val(Val::scalar(x, ir_type(fe)), fe, te, e->loc);
      store(ir_type(te), c.v, gep(out, i64(i * te->size)));
    }
    return Val::addr(out);
  }
  case BuiltinId::SyncSynchronize: {
    Instruction i = make_inst(fn.arena, Opcode::Fence, kNoValue, IrType::Void, {});
    i.sub = u8(AtomicOrdering::SeqCst);
    emit(i);
    return Val{};
  }
  case BuiltinId::Setjmp: {
    // gcc's buffer is five words of its own format. ilcc keeps a glibc jmp_buf in this
    // function's frame (which outlives every valid __builtin_longjmp to it) and stores its
    // address in the first word. The function's locals are volatile (RoutineFlag::
    // CallsBuiltinSetjmp), so values changed after the setjmp survive the longjmp, as
    // gcc's builtin guarantees.
    Operand jb = alloca_slot(200, 16);
    store(IrType::Ptr, jb, arg(0));
    Operand r = call_library("_setjmp", IrType::I32, {{jb, IrType::Ptr}});
    Operand again = cmp(IrCmpOp::Ne, IrType::I32, r, const_int(0, IrType::I32));
    return Val::scalar(convert(again, IrType::I8, IrType::I32), IrType::I32);
  }
  case BuiltinId::Longjmp: { // the value is always 1 (gcc rejects others)
    Operand jb = load(IrType::Ptr, arg(0));
    call_library("longjmp", IrType::Void, {{jb, IrType::Ptr}, {const_int(1, IrType::I32), IrType::I32}});
    terminate(make_unreachable());
    return Val{};
  }
  default: break;
  }
  if (id >= u32(BuiltinId::SyncFetchAndAdd) && id <= u32(BuiltinId::AtomicSignalFence)) return gen_atomic(e, id);
  s.error(e->loc, format("builtin '%s' is not supported by lowering", sema::builtin_name(BuiltinId(id))));
  return is_ir_scalar(t) ? Val::scalar(Operand(IrConst::zero(rt)), rt) : Val{};
}

Val FunctionLowering::gen_atomic(Expr* e, u32 id) {
  std::vector<Expr*> a = operands_of(e);
  BuiltinId b = BuiltinId(id);
  auto fence = [&](AtomicOrdering o) {
    Instruction i = make_inst(fn.arena, Opcode::Fence, kNoValue, IrType::Void, {});
    i.sub = u8(o);
    emit(i);
  };
  if (b == BuiltinId::AtomicThreadFence) {
    gen_discard(a[0]);
    fence(ordering_of(a[0]));
    return Val{};
  }
  if (b == BuiltinId::AtomicSignalFence) {
    gen_discard(a[0]);
    return Val{};
  }
  Operand p = gen_scalar(a[0]);
  QualType obj = sema::unatomic(sema::unatomic(a[0]->type)->base).unqualified();
  IrType ot = sema::is_pointer(obj) ? IrType::I64 : is_ir_scalar(obj) ? ir_type(obj) : int_of_size(obj->size);
  if (sema::is_real_floating(obj)) ot = int_of_size(obj->size);
  QualType rtype = e->type;
  auto value_in = [&](size_t i) {
    IrType vt;
    Operand v = gen_scalar(a[i], &vt);
    if (vt == IrType::Ptr) return convert(v, IrType::Ptr, IrType::I64);
    if (is_float(vt)) {
      Operand tmp = alloca_slot(16, 16);
      store(vt, v, tmp);
      return load(ot, tmp);
    }
    return convert(v, vt, ot);
  };
  auto result = [&](Operand v) -> Val {
    if (sema::is_void(rtype)) return Val{};
    IrType rt = ir_type(rtype);
    if (rt == IrType::Ptr) return Val::scalar(convert(v, ot, IrType::Ptr), rt);
    return Val::scalar(convert(v, ot, rt), rt);
  };
  auto rmw = [&](AtomicRmwOp op, Operand v, AtomicOrdering o) {
    Value d = new_value();
    Instruction i = make_inst(fn.arena, Opcode::AtomicRmw, d, ot, {p, v});
    i.sub = u8(op);
    i.sub2 = u8(o);
    emit(i);
    return Operand(d);
  };
  auto cmpxchg = [&](Operand expected, Operand desired, AtomicOrdering s_, AtomicOrdering f) {
    Value d = new_value();
    Instruction i = make_inst(fn.arena, Opcode::AtomicCmpxchg, d, ot, {p, expected, desired});
    i.sub = u8(s_);
    i.sub2 = u8(f == AtomicOrdering::Release || f == AtomicOrdering::AcqRel ? AtomicOrdering::Acquire : f);
    emit(i);
    return Operand(d);
  };
  auto atomic_load = [&](AtomicOrdering o) {
    Value d = new_value();
    Instruction i = make_inst(fn.arena, Opcode::AtomicLoad, d, ot, {p});
    i.sub = u8(o);
    emit(i);
    return Operand(d);
  };
  auto atomic_store = [&](Operand v, AtomicOrdering o) {
    Instruction i = make_inst(fn.arena, Opcode::AtomicStore, kNoValue, ot, {p, v});
    i.sub = u8(o);
    emit(i);
  };
  // op_fetch: the new value from the old one.
  auto apply = [&](AtomicRmwOp op, Operand old, Operand v) -> Operand {
    switch (op) {
    case AtomicRmwOp::Add: return binop(IrBinOp::Add, ot, old, v);
    case AtomicRmwOp::Sub: return binop(IrBinOp::Sub, ot, old, v);
    case AtomicRmwOp::And: return binop(IrBinOp::And, ot, old, v);
    case AtomicRmwOp::Or: return binop(IrBinOp::Or, ot, old, v);
    case AtomicRmwOp::Xor: return binop(IrBinOp::Xor, ot, old, v);
    default: return unop(IrUnaryOp::Not, ot, binop(IrBinOp::And, ot, old, v)); // nand
    }
  };
  static const AtomicRmwOp kOps[] = {AtomicRmwOp::Add, AtomicRmwOp::Sub, AtomicRmwOp::Or, AtomicRmwOp::And, AtomicRmwOp::Xor, AtomicRmwOp::Nand};
  switch (b) {
  case BuiltinId::SyncFetchAndAdd: case BuiltinId::SyncFetchAndSub: case BuiltinId::SyncFetchAndOr:
  case BuiltinId::SyncFetchAndAnd: case BuiltinId::SyncFetchAndXor: case BuiltinId::SyncFetchAndNand:
    return result(rmw(kOps[id - u32(BuiltinId::SyncFetchAndAdd)], value_in(1), AtomicOrdering::SeqCst));
  case BuiltinId::SyncAddAndFetch: case BuiltinId::SyncSubAndFetch: case BuiltinId::SyncOrAndFetch:
  case BuiltinId::SyncAndAndFetch: case BuiltinId::SyncXorAndFetch: case BuiltinId::SyncNandAndFetch: {
    AtomicRmwOp op = kOps[id - u32(BuiltinId::SyncAddAndFetch)];
    Operand v = value_in(1);
    return result(apply(op, rmw(op, v, AtomicOrdering::SeqCst), v));
  }
  case BuiltinId::SyncBoolCompareAndSwap:
  case BuiltinId::SyncValCompareAndSwap: {
    Operand expected = value_in(1), desired = value_in(2);
    Operand old = cmpxchg(expected, desired, AtomicOrdering::SeqCst, AtomicOrdering::SeqCst);
    if (b == BuiltinId::SyncValCompareAndSwap) return result(old);
    Operand ok = cmp(IrCmpOp::Eq, ot, old, expected);
    return Val::scalar(convert(ok, IrType::I8, ir_type(rtype)), ir_type(rtype));
  }
  case BuiltinId::SyncLockTestAndSet: return result(rmw(AtomicRmwOp::Xchg, value_in(1), AtomicOrdering::Acquire));
  case BuiltinId::SyncLockRelease: atomic_store(Operand(IrConst::zero(ot)), AtomicOrdering::Release); return Val{};
  case BuiltinId::AtomicLoadN: return result(atomic_load(ordering_of(a[1])));
  case BuiltinId::AtomicStoreN: atomic_store(value_in(1), ordering_of(a[2])); return Val{};
  case BuiltinId::AtomicExchangeN: return result(rmw(AtomicRmwOp::Xchg, value_in(1), ordering_of(a[2])));
  case BuiltinId::AtomicCompareExchangeN:
  case BuiltinId::AtomicCompareExchange: {
    bool generic = b == BuiltinId::AtomicCompareExchange;
    Operand exp_ptr = gen_scalar(a[1]);
    Operand expected = load(ot, exp_ptr);
    Operand desired = generic ? load(ot, gen_scalar(a[2])) : value_in(2);
    gen_discard(a[3]);
    Operand old = cmpxchg(expected, desired, ordering_of(a[4]), ordering_of(a[5]));
    Operand ok = cmp(IrCmpOp::Eq, ot, old, expected);
    // On failure the current value goes back into *expected.
    BlockId fail = new_block(), done = new_block();
    condbr(ok, done, fail);
    set_block(fail);
    store(ot, old, exp_ptr);
    br(done);
    set_block(done);
    return Val::scalar(convert(ok, IrType::I8, ir_type(rtype)), ir_type(rtype));
  }
  case BuiltinId::AtomicLoad: {
    Operand ret = gen_scalar(a[1]);
    store(ot, atomic_load(ordering_of(a[2])), ret);
    return Val{};
  }
  case BuiltinId::AtomicStore: {
    Operand v = load(ot, gen_scalar(a[1]));
    atomic_store(v, ordering_of(a[2]));
    return Val{};
  }
  case BuiltinId::AtomicExchange: {
    Operand v = load(ot, gen_scalar(a[1]));
    Operand ret = gen_scalar(a[2]);
    store(ot, rmw(AtomicRmwOp::Xchg, v, ordering_of(a[3])), ret);
    return Val{};
  }
  case BuiltinId::AtomicAddFetch: case BuiltinId::AtomicSubFetch: case BuiltinId::AtomicAndFetch:
  case BuiltinId::AtomicOrFetch: case BuiltinId::AtomicXorFetch: case BuiltinId::AtomicNandFetch:
  case BuiltinId::AtomicFetchAdd: case BuiltinId::AtomicFetchSub: case BuiltinId::AtomicFetchAnd:
  case BuiltinId::AtomicFetchOr: case BuiltinId::AtomicFetchXor: case BuiltinId::AtomicFetchNand: {
    static const AtomicRmwOp kAtomicOps[] = {AtomicRmwOp::Add, AtomicRmwOp::Sub, AtomicRmwOp::And,
                                             AtomicRmwOp::Or, AtomicRmwOp::Xor, AtomicRmwOp::Nand};
    bool fetch_first = id >= u32(BuiltinId::AtomicFetchAdd);
    AtomicRmwOp op = kAtomicOps[id - u32(fetch_first ? BuiltinId::AtomicFetchAdd : BuiltinId::AtomicAddFetch)];
    Operand v = value_in(1);
    Operand old = rmw(op, v, ordering_of(a[2]));
    return result(fetch_first ? old : apply(op, old, v));
  }
  case BuiltinId::AtomicTestAndSet: {
    ot = IrType::I8;
    Operand old = rmw(AtomicRmwOp::Xchg, Operand(IrConst::int8(1)), ordering_of(a[1]));
    Operand set = cmp(IrCmpOp::Ne, IrType::I8, old, Operand(IrConst::int8(0)));
    return Val::scalar(convert(set, IrType::I8, ir_type(rtype)), ir_type(rtype));
  }
  case BuiltinId::AtomicClear:
    ot = IrType::I8;
    atomic_store(Operand(IrConst::int8(0)), ordering_of(a[1]));
    return Val{};
  default: break;
  }
  s.error(e->loc, format("builtin '%s' is not supported by lowering", sema::builtin_name(b)));
  return Val{};
}

} // namespace ilcc::lower
