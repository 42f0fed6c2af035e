// float128.cpp — _Float128 (IEEE binary128, GNU __float128).
//
// x86-64 has no binary128 arithmetic: gcc calls libgcc's soft-float functions, and so
// does ilcc. A _Float128 value is its 16-byte bit pattern, an i128 in the IR, so loads,
// stores, copies, phis and selects need nothing new; what reads the value as a number
// comes here: arithmetic (__addtf3 ...), comparisons (__eqtf2 ...), conversions
// (__extenddftf2, __fixtfdi, __floatditf ...), truth tests and negation (on the bits).
// At a call boundary the psABI passes and returns _Float128 in a whole %xmm register
// (classes SSE, SSEUP), like a 16-byte vector: as an argument it is passed as a 16-byte
// object of those classes, and a result comes back as an i128 with those return classes
// (isel moves %xmm0 through memory). _Complex _Float128 has no arithmetic here: lowering
// reports it.
#include "lower/internal.h"

#include "support/float128.h"

namespace ilcc::lower {

namespace {
constexpr EightbyteClass kXmmWhole[] = {EightbyteClass::Sse, EightbyteClass::SseUp};
constexpr u128 kSignBit = u128(1) << 127;

Operand bits_const(u128 v) { return Operand(IrConst::from_i128(i128(v), IrType::I128)); }
} // namespace

std::span<const EightbyteClass> f128_classes() { return kXmmWhole; }

Operand f128_constant(long double v) { return bits_const(binary128_bits(v)); }

// Declares libgcc helper `name` (once) with the signature the call will use.
static void declare_f128_helper(ModuleLowering::State& s, Symbol name, IrType ret, bool ret_f128,
                                std::span<const IrType> types, std::span<const StructArg> structs) {
  if (s.function_index.find(name.id())) return;
  s.function_index.insert(name.id(), u32(s.m.functions.size()));
  s.library_names.insert(name.id(), 1);
  IrFunction& d = s.m.functions.emplace_back();
  d.name = name;
  d.is_declaration = true;
  d.is_const = d.is_pure = true; // pure arithmetic on their arguments
  d.return_type = ret;
  if (ret_f128) d.ret_eightbyte_classes.assign(kXmmWhole, kXmmWhole + 2);
  for (size_t k = 0; k < types.size(); ++k) {
    IrParam p;
    p.ty = types[k];
    if (structs[k].size) {
      p.struct_size = structs[k].size;
      p.struct_align = structs[k].align;
      p.struct_eightbyte_classes.assign(kXmmWhole, kXmmWhole + 2);
    }
    d.params.push_back(p);
  }
}

Operand FunctionLowering::f128_call(const char* name, IrType ret, bool ret_f128, std::initializer_list<F128Arg> args) {
  std::vector<Operand> ops;
  std::vector<IrType> types;
  std::vector<StructArg> structs;
  bool any = false;
  for (const F128Arg& a : args) {
    if (a.f128) {
      Operand tmp = alloca_slot(16, 16);
      store(IrType::I128, a.v, tmp);
      ops.push_back(tmp);
      types.push_back(IrType::Ptr);
      structs.push_back({16, 16, fn.arena.copy(std::span<const EightbyteClass>(kXmmWhole))});
      any = true;
    } else {
      ops.push_back(a.v);
      types.push_back(a.ty);
      structs.push_back({});
    }
  }
  Symbol sym = Symbol::intern(name);
  declare_f128_helper(s, sym, ret, ret_f128, types, structs);
  Value dest = ret == IrType::Void ? kNoValue : new_value();
  Instruction i = make_inst(fn.arena, Opcode::Call, dest, ret, std::span<const Operand>(ops));
  CallInfo* ci = fn.arena.make<CallInfo>();
  ci->callee = sym;
  ci->return_type = ret;
  ci->num_fixed_args = u32(types.size());
  ci->arg_types = fn.arena.copy(std::span<const IrType>(types));
  if (any) ci->struct_args = fn.arena.copy(std::span<const StructArg>(structs));
  if (ret_f128) ci->ret_eightbyte_classes = fn.arena.copy(std::span<const EightbyteClass>(kXmmWhole));
  i.ext = ci;
  emit(i);
  return dest;
}

Operand FunctionLowering::f128_binary(Operator o, Operand x, Operand y) {
  const char* name = nullptr;
  switch (o) {
  case Operator::Add: case Operator::AddAssign: name = "__addtf3"; break;
  case Operator::Sub: case Operator::SubAssign: name = "__subtf3"; break;
  case Operator::Mul: case Operator::MulAssign: name = "__multf3"; break;
  case Operator::Div: case Operator::DivAssign: name = "__divtf3"; break;
  default:
    s.error(cur_loc_, "invalid operation on _Float128");
    return x;
  }
  return f128_call(name, IrType::I128, true, {{x, IrType::I128, true}, {y, IrType::I128, true}});
}

Operand FunctionLowering::f128_neg(Operand x) { return binop(IrBinOp::Xor, IrType::I128, x, bits_const(kSignBit)); }

// libgcc's comparison functions return an int whose relation to 0 is the answer; an
// unordered operand makes every relation false and != true.
Operand FunctionLowering::f128_compare(Operator o, Operand x, Operand y) {
  const char* name;
  IrCmpOp rel;
  switch (o) {
  case Operator::Eq: name = "__eqtf2", rel = IrCmpOp::Eq; break;
  case Operator::Ne: name = "__netf2", rel = IrCmpOp::Ne; break;
  case Operator::Lt: name = "__lttf2", rel = IrCmpOp::Slt; break;
  case Operator::Le: name = "__letf2", rel = IrCmpOp::Sle; break;
  case Operator::Gt: name = "__gttf2", rel = IrCmpOp::Sgt; break;
  default: name = "__getf2", rel = IrCmpOp::Sge; break;
  }
  Operand r = f128_call(name, IrType::I32, false, {{x, IrType::I128, true}, {y, IrType::I128, true}});
  return cmp(rel, IrType::I32, r, const_int(0, IrType::I32));
}

Operand FunctionLowering::f128_unordered(Operand x, Operand y) {
  Operand r = f128_call("__unordtf2", IrType::I32, false, {{x, IrType::I128, true}, {y, IrType::I128, true}});
  return cmp(IrCmpOp::Ne, IrType::I32, r, const_int(0, IrType::I32));
}

// x != 0: any bit but the sign (NaNs and infinities are true, both zeros false).
Operand FunctionLowering::f128_to_bool(Operand x) {
  Operand mag = binop(IrBinOp::And, IrType::I128, x, bits_const(~kSignBit));
  return cmp(IrCmpOp::Ne, IrType::I128, mag, bits_const(0));
}

// A real value of IR type `ft` (C type `from`) as _Float128.
Operand FunctionLowering::f128_from(Operand v, IrType ft, QualType from) {
  if (sema::is_real_floating(from)) {
    switch (ft) {
    case IrType::F32: return f128_call("__extendsftf2", IrType::I128, true, {{v, IrType::F32, false}});
    case IrType::F64: return f128_call("__extenddftf2", IrType::I128, true, {{v, IrType::F64, false}});
    case IrType::F128: return f128_call("__extendxftf2", IrType::I128, true, {{v, IrType::F128, false}});
    default: return v; // _Float128 itself
    }
  }
  bool sign = is_signed_int(ft);
  unsigned size = type_size(ft);
  if (size == 16)
    return f128_call(sign ? "__floattitf" : "__floatuntitf", IrType::I128, true, {{v, sign ? IrType::I128 : IrType::U128, false}});
  if (size == 8)
    return f128_call(sign ? "__floatditf" : "__floatunditf", IrType::I128, true, {{v, sign ? IrType::I64 : IrType::U64, false}});
  IrType t32 = sign ? IrType::I32 : IrType::U32;
  return f128_call(sign ? "__floatsitf" : "__floatunsitf", IrType::I128, true, {{convert(v, ft, t32), t32, false}});
}

// A _Float128 value as IR type `tt` (a real floating or integer type, not _Bool).
Operand FunctionLowering::f128_to(Operand x, IrType tt) {
  switch (tt) {
  case IrType::F32: return f128_call("__trunctfsf2", IrType::F32, false, {{x, IrType::I128, true}});
  case IrType::F64: return f128_call("__trunctfdf2", IrType::F64, false, {{x, IrType::I128, true}});
  case IrType::F128: return f128_call("__trunctfxf2", IrType::F128, false, {{x, IrType::I128, true}});
  default: break;
  }
  bool sign = is_signed_int(tt);
  unsigned size = type_size(tt);
  if (size == 16) return f128_call(sign ? "__fixtfti" : "__fixunstfti", tt, false, {{x, IrType::I128, true}});
  if (size == 8) return f128_call(sign ? "__fixtfdi" : "__fixunstfdi", tt, false, {{x, IrType::I128, true}});
  IrType t32 = sign || size < 4 ? IrType::I32 : IrType::U32;
  Operand r = f128_call(t32 == IrType::I32 ? "__fixtfsi" : "__fixunstfsi", t32, false, {{x, IrType::I128, true}});
  return convert(r, t32, tt);
}

Val FunctionLowering::f128_convert(Val v, QualType from, QualType to) {
  if (sema::is_complex(from) || sema::is_complex(to)) {
    s.error(cur_loc_, "conversions of _Complex _Float128 are not supported");
    return Val::scalar(bits_const(0), IrType::I128);
  }
  bool from_q = is_f128(from), to_q = is_f128(to);
  if (from_q && to_q) return v;
  if (to_q) {
    IrType ft = v.kind == Val::Scalar ? v.ty : IrType::Ptr;
    if (sema::is_bool(from)) ft = IrType::U8;
    return Val::scalar(f128_from(v.v, ft, from), IrType::I128);
  }
  if (sema::is_bool(to)) return Val::scalar(convert(f128_to_bool(v.v), IrType::I8, IrType::U8), IrType::U8);
  IrType tt = ir_type(to);
  return Val::scalar(f128_to(v.v, tt), tt);
}

// The type-generic classification builtins on a _Float128: tests on its exponent (bits
// 112-126) and fraction (bits 0-111).
Operand FunctionLowering::f128_classify(sema::BuiltinId b, Operand x) {
  using sema::BuiltinId;
  Operand exp = binop(IrBinOp::And, IrType::I128, binop(IrBinOp::LShr, IrType::I128, x, bits_const(112)), bits_const(0x7fff));
  Operand frac = binop(IrBinOp::And, IrType::I128, x, bits_const((u128(1) << 112) - 1));
  Operand exp_max = cmp(IrCmpOp::Eq, IrType::I128, exp, bits_const(0x7fff));
  Operand frac_zero = cmp(IrCmpOp::Eq, IrType::I128, frac, bits_const(0));
  Operand one = Operand(IrConst::int8(1));
  switch (b) {
  case BuiltinId::IsNan: return binop(IrBinOp::And, IrType::I8, exp_max, binop(IrBinOp::Xor, IrType::I8, frac_zero, one));
  case BuiltinId::IsInf: return binop(IrBinOp::And, IrType::I8, exp_max, frac_zero);
  case BuiltinId::IsFinite: return binop(IrBinOp::Xor, IrType::I8, exp_max, one);
  case BuiltinId::IsNormal: {
    Operand nonzero = cmp(IrCmpOp::Ne, IrType::I128, exp, bits_const(0));
    return binop(IrBinOp::And, IrType::I8, nonzero, binop(IrBinOp::Xor, IrType::I8, exp_max, one));
  }
  default: // signbit
    return convert(binop(IrBinOp::LShr, IrType::I128, x, bits_const(127)), IrType::I128, IrType::I8);
  }
}

} // namespace ilcc::lower
