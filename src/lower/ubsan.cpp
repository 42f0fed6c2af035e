// ubsan.cpp — -fsanitize=undefined: the checks of ubsan.def, calling gcc's UBSan run-time
// library (libubsan) with its ABI, which prints the reports ("FILE:LINE:COL: runtime
// error: ..."); docs/sanitizers.md.
//
// Each check is a compare and a branch to a block of its own that calls the handler
// (__ubsan_handle_NAME, or __ubsan_handle_NAME_abort when the check does not recover),
// or traps with ud2 under -fsanitize-undefined-trap-on-error. A handler's first argument
// is the check's static data, a writable object (the library marks a reported location):
//   SourceLocation { const char* file; u32 line; u32 column; }
// followed by the handler's type descriptors and flags. A type descriptor is
//   { u16 kind (0 integer, 1 float, 0xffff other); u16 info; char name[]; }
// with info = log2(bit width) << 1 | signed for integers, and the name in quotes. The
// operands follow as value handles: an integer of up to 64 bits is passed in a register.
#include "lower/internal.h"

#include <bit>

namespace ilcc::lower {

u32 ubsan_checks_named(std::string_view name) {
#define UBSAN_CHECK(Id, spelling) if (name == spelling) return UBSAN_##Id;
#define UBSAN_GROUP(spelling, checks) if (name == spelling) return checks;
#include "lower/ubsan.def"
  return 0;
}

namespace {
// The type's name as gcc prints it in reports: "long int", "long unsigned int", ...
std::string gcc_type_name(QualType t) {
  std::string n = sema::type_to_string(t);
  static const std::pair<std::string_view, std::string_view> kNames[] = {
      {"short", "short int"}, {"unsigned short", "short unsigned int"}, {"unsigned", "unsigned int"},
      {"long", "long int"}, {"unsigned long", "long unsigned int"}, {"long long", "long long int"},
      {"unsigned long long", "long long unsigned int"}};
  for (auto [ours, gccs] : kNames)
    if (n == ours) return std::string(gccs);
  return n;
}
} // namespace

Symbol ModuleLowering::State::ubsan_type(QualType t) {
  t = sema::unatomic(t).unqualified();
  std::string name = "'" + gcc_type_name(t) + "'";
  u32 key = Symbol::intern(name).id();
  if (Symbol* s = ubsan_types.find(key)) return *s;
  u16 kind = 0xffff, info = 0;
  if (sema::is_integer(t)) kind = 0, info = u16(std::countr_zero(u32(t->size * 8)) << 1 | (sema::is_signed_integer(t) ? 1 : 0));
  else if (sema::is_real_floating(t)) kind = 1, info = u16(t->size == 16 ? 80 : t->size * 8);
  IrGlobal g;
  g.name = unique_symbol(".Lubsan_type");
  g.is_static = true;
  g.align = 2;
  // (The vectors of GlobalInit are built element by element: g++ -fsanitize=address warns
  // maybe-uninitialized on initializer lists of this variant.)
  std::vector<GlobalInit> fields;
  fields.push_back(GlobalInit::make_scalar(IrConst::int16(i16(kind))));
  fields.push_back(GlobalInit::make_scalar(IrConst::int16(i16(info))));
  fields.push_back(GlobalInit::make_string(name));
  g.init = GlobalInit::make_compound(std::move(fields));
  g.size = 4 + name.size() + 1;
  g.is_const = true;
  global_index.insert(g.name.id(), u32(m.globals.size()));
  m.globals.push_back(std::move(g));
  ubsan_types.insert(key, m.globals.back().name);
  return m.globals.back().name;
}

// A check's static data: the SourceLocation of `l`, then the addresses of the type
// descriptors `types`, then the bytes `bytes`.
Symbol ModuleLowering::State::ubsan_data(Loc l, std::span<const Symbol> types, std::span<const u8> bytes) {
  const std::function<SourceSpan(Loc)>& span_of = opts.span_of ? opts.span_of : opts.diagnostic_span_of;
  SourceSpan sp = span_of ? span_of(l) : SourceSpan{};
  Symbol* file = ubsan_files.find(sp.file);
  if (!file) {
    Symbol s = unique_symbol(".Lubsan_file");
    m.string_literals.emplace_back(s, sp.file < m.source_files.size() ? m.source_files[sp.file] : std::string("<unknown>"));
    file = ubsan_files.insert(sp.file, s).first;
  }
  std::vector<GlobalInit> fields;
  fields.push_back(GlobalInit::make_global_addr(*file));
  fields.push_back(GlobalInit::make_scalar(IrConst::int32(i32(sp.line))));
  fields.push_back(GlobalInit::make_scalar(IrConst::int32(i32(sp.col))));
  for (Symbol t : types) fields.push_back(GlobalInit::make_global_addr(t));
  for (u8 b : bytes) fields.push_back(GlobalInit::make_scalar(IrConst::int8(i8(b))));
  IrGlobal g;
  g.name = unique_symbol(".Lubsan_data");
  g.is_static = true;
  g.align = 8;
  g.size = 16 + 8 * types.size() + bytes.size();
  g.init = GlobalInit::make_compound(std::move(fields));
  global_index.insert(g.name.id(), u32(m.globals.size()));
  m.globals.push_back(std::move(g));
  return m.globals.back().name;
}

// When `bad` (an i8) is true: the report of check `check` through `handler` with the
// type descriptors `types` and the bytes `bytes` after the location, and the operands
// `args` (each an integer of type `ty`, passed as a 64-bit value handle).
void FunctionLowering::ubsan_report(Operand bad, u32 check, const char* handler, std::initializer_list<Symbol> types,
                                    std::initializer_list<u8> bytes, std::initializer_list<std::pair<Operand, IrType>> args) {
  const UbsanOptions& o = s.opts.ubsan;
  BlockId fail = new_block(), ok = new_block();
  condbr(bad, fail, ok);
  set_block(fail);
  bool recover = (o.recover & check) && check != UBSAN_Unreachable;
  if (!o.trap) {
    Symbol data = s.ubsan_data(cur_loc_, std::span<const Symbol>(types.begin(), types.size()), std::span<const u8>(bytes.begin(), bytes.size()));
    std::vector<Operand> ops = {global_addr(data)};
    std::vector<IrType> types = {IrType::Ptr};
    for (auto [v, ty] : args) ops.push_back(convert(v, ty, is_signed_int(ty) ? IrType::I64 : IrType::U64)), types.push_back(IrType::U64);
    std::string name = std::string("__ubsan_handle_") + handler + (recover || check == UBSAN_Unreachable ? "" : "_abort");
    emit_library_call(Symbol::intern(name), kNoValue, IrType::Void, ops, types);
  }
  if (recover && !o.trap) br(ok);
  else terminate(make_unreachable());
  set_block(ok);
}

// x OP y in type t (IR type it), with the checks of signed overflow, division and shifts.
Operand FunctionLowering::arith(Operator o, QualType t, IrType it, Operand x, Operand y) {
  IrBinOp op = arith_op(o, t);
  u32 checks = s.opts.ubsan.checks;
  if (!checks || !sema::is_integer(t) || is_128(it)) return binop(op, it, x, y);
  bool sign = sema::is_signed_integer(t);
  unsigned bits = unsigned(type_size(it) * 8);
  Symbol type = s.ubsan_type(t);
  if (sign && (checks & UBSAN_SignedIntegerOverflow) && (op == IrBinOp::Add || op == IrBinOp::Sub || op == IrBinOp::Mul) &&
      bits >= 32) {
    // Exact in 128 bits, then narrowed: overflow when the value changes.
    Operand exact = binop(op, IrType::I128, convert(x, it, IrType::I128), convert(y, it, IrType::I128));
    Operand narrow = convert(exact, IrType::I128, it);
    Operand bad = cmp(IrCmpOp::Ne, IrType::I128, exact, convert(narrow, it, IrType::I128));
    const char* h = op == IrBinOp::Add ? "add_overflow" : op == IrBinOp::Sub ? "sub_overflow" : "mul_overflow";
    ubsan_report(bad, UBSAN_SignedIntegerOverflow, h, {type}, {}, {{x, it}, {y, it}});
    return narrow;
  }
  if (op == IrBinOp::SDiv || op == IrBinOp::SRem || op == IrBinOp::UDiv || op == IrBinOp::URem) {
    Operand bad = Operand(IrConst::int8(0));
    u32 check = 0;
    if (checks & UBSAN_IntegerDivideByZero) bad = cmp(IrCmpOp::Eq, it, y, const_int(0, it)), check |= UBSAN_IntegerDivideByZero;
    if (sign && (checks & UBSAN_SignedIntegerOverflow)) {
      Operand min = Operand(IrConst::from_i128(-(i128(1) << (bits - 1)), it));
      Operand ovf = binop(IrBinOp::And, IrType::I8, cmp(IrCmpOp::Eq, it, x, min), cmp(IrCmpOp::Eq, it, y, const_int(-1, it)));
      bad = check ? binop(IrBinOp::Or, IrType::I8, bad, ovf) : ovf;
      check |= UBSAN_SignedIntegerOverflow;
    }
    if (check) ubsan_report(bad, check, "divrem_overflow", {type}, {}, {{x, it}, {y, it}});
    return binop(op, it, x, y);
  }
  return binop(op, it, x, y);
}

// A shift: x (type lt) by y (type rt, converted to lt's IR type by the caller as `yc`).
Operand FunctionLowering::shift(Operator o, QualType lt, IrType it, Operand x, Operand yc, QualType rt, IrType yt, Operand y) {
  IrBinOp op = arith_op(o, lt);
  u32 checks = s.opts.ubsan.checks & (UBSAN_ShiftExponent | UBSAN_ShiftBase);
  if (!checks || !sema::is_integer(lt) || is_128(it) || is_128(yt)) return binop(op, it, x, yc);
  unsigned bits = unsigned(type_size(it) * 8);
  // The exponent: negative or not below the width (compared unsigned, in 64 bits).
  Operand y64 = convert(y, yt, is_signed_int(yt) ? IrType::I64 : IrType::U64);
  Operand bad_exp = cmp(IrCmpOp::Uge, IrType::I64, y64, const_int(bits, IrType::I64));
  Operand bad = (checks & UBSAN_ShiftExponent) ? bad_exp : Operand(IrConst::int8(0));
  if ((checks & UBSAN_ShiftBase) && op == IrBinOp::Shl && sema::is_signed_integer(lt)) {
    // A negative base, or bits shifted into or past the sign bit: x >> (bits - 1 - y) != 0
    // (computed with y masked so that the shift itself is defined).
    Operand ym = binop(IrBinOp::And, it, yc, const_int(bits - 1, it));
    Operand rest = binop(IrBinOp::LShr, it, x, binop(IrBinOp::Sub, it, const_int(bits - 1, it), ym));
    Operand base_bad = binop(IrBinOp::Or, IrType::I8, cmp(IrCmpOp::Slt, it, x, const_int(0, it)), cmp(IrCmpOp::Ne, it, rest, const_int(0, it)));
    // Only meaningful with a valid exponent.
    base_bad = binop(IrBinOp::And, IrType::I8, base_bad, binop(IrBinOp::Xor, IrType::I8, bad_exp, Operand(IrConst::int8(1))));
    bad = binop(IrBinOp::Or, IrType::I8, bad, base_bad);
  }
  ubsan_report(bad, checks, "shift_out_of_bounds", {s.ubsan_type(lt), s.ubsan_type(rt)}, {}, {{x, it}, {y, yt}});
  return binop(op, it, x, yc);
}

Operand FunctionLowering::negate(QualType t, IrType it, Operand x) {
  if ((s.opts.ubsan.checks & UBSAN_SignedIntegerOverflow) && sema::is_signed_integer(t) && !is_128(it) && type_size(it) >= 4) {
    Operand min = Operand(IrConst::from_i128(-(i128(1) << (type_size(it) * 8 - 1)), it));
    ubsan_report(cmp(IrCmpOp::Eq, it, x, min), UBSAN_SignedIntegerOverflow, "negate_overflow",
                 {s.ubsan_type(t)}, {}, {{x, it}});
  }
  return unop(IrUnaryOp::Neg, it, x);
}

// An access through pointer p to an object of type `pointee`: null, or misaligned.
// kind: the library's TypeCheckKind (0 load, 1 store, 3 member access).
void FunctionLowering::check_pointer(Operand p, QualType pointee, u8 kind) {
  u32 checks = s.opts.ubsan.checks & (UBSAN_Null | UBSAN_Alignment);
  if (!checks || sema::is_void(pointee) || sema::is_function(pointee) || !sema::is_complete(pointee)) return;
  u32 align = pointee->align ? pointee->align : 1;
  Operand addr = convert(p, IrType::Ptr, IrType::U64);
  Operand bad = Operand(IrConst::int8(0));
  if (checks & UBSAN_Null) bad = cmp(IrCmpOp::Eq, IrType::U64, addr, const_int(0, IrType::U64));
  if ((checks & UBSAN_Alignment) && align > 1) {
    Operand mis = cmp(IrCmpOp::Ne, IrType::U64, binop(IrBinOp::And, IrType::U64, addr, const_int(align - 1, IrType::U64)), const_int(0, IrType::U64));
    bad = (checks & UBSAN_Null) ? binop(IrBinOp::Or, IrType::I8, bad, mis) : mis;
  }
  ubsan_report(bad, checks, "type_mismatch_v1", {s.ubsan_type(pointee)}, {u8(std::countr_zero(align)), kind}, {{p, IrType::Ptr}});
}

// The pointer operand p of a Deref, with -fsanitize=bounds: when it is array + i (a[i] or
// *(a + i) of an array object of known size), the address with the check of i.
Operand FunctionLowering::checked_subscript(Expr* p, bool address_only) {
  if (p->kind != ExprKind::Operation || p->op != Operator::PtrAdd || p->operands->kind != ExprKind::Operation ||
      p->operands->op != Operator::ArrayToPointer)
    return gen_scalar(p);
  Expr* arr = p->operands;
  Expr* idx = arr->next;
  Operand base = gen_scalar(arr);
  IrType it;
  Operand i = gen_scalar(idx, &it);
  cur_loc_ = p->loc ? p->loc : cur_loc_;
  check_index(i, it, sema::unatomic(idx->type).unqualified(), arr->operands->type, address_only);
  return pointer_arith(base, arr->type, convert(i, it, IrType::I64), false);
}

// a[i] of an array of known size n: i (of type index_type) must be below n (at most n when
// only the address is taken).
void FunctionLowering::check_index(Operand i, IrType it, QualType index_type, QualType array_type, bool address_only) {
  if (!(s.opts.ubsan.checks & UBSAN_Bounds) || is_128(it)) return;
  QualType at = sema::unatomic(array_type);
  if (!sema::is_array(at) || (at->tflags & TypeFlag::ArrayUnknownBound) || sema::is_variably_modified(at) || !at->base->size) return;
  u64 n = at->size / at->base->size;
  Operand i64v = convert(i, it, is_signed_int(it) ? IrType::I64 : IrType::U64);
  Operand bad = cmp(address_only ? IrCmpOp::Ugt : IrCmpOp::Uge, IrType::U64, i64v, const_int(i64(n), IrType::U64));
  ubsan_report(bad, UBSAN_Bounds, "out_of_bounds", {s.ubsan_type(at), s.ubsan_type(index_type)}, {}, {{i, it}});
}

} // namespace ilcc::lower
