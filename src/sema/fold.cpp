// fold.cpp — constant folding and constant expressions (C17 6.6).
//
// Integer constants keep their value sign- or zero-extended to 128 bits according to
// their type, so comparing and widening are plain integer operations. Arithmetic wraps in
// the type's width; signed overflow is reported like gcc's -Woverflow and still folded.
// Floating arithmetic is done in the operation's own precision on the host (x86-64 has
// the target's float, double and 80-bit long double), so folding never double-rounds.
// Division by zero, out-of-range shifts and float-to-integer conversions that do not fit
// are not folded: the operation stays for run time, as it is undefined there anyway.
//
// evaluate_constant() is the initializer evaluator of 6.6p7–9: arithmetic constant
// expressions and address constants (`&x`, `&s.a[3] + 1`, `"str"`, `(long)&x`, `&&l1 -
// &&l0`), walking the expression tree and folding addresses as (entity, offset) pairs.
#include "il/share.h"
#include "sema/builtins.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

#include <cmath>

namespace ilcc::sema {

namespace {
u128 normalize(u128 v, QualType t) {
  if (is_pointer(t)) return u64(v);
  if (is_bool(t)) return v != 0;
  unsigned bits = t->size * 8;
  if (bits >= 128 || bits == 0) return v;
  u128 mask = (u128(1) << bits) - 1;
  v &= mask;
  if (is_signed_integer(t) && (v >> (bits - 1)) & 1) v |= ~mask;
  return v;
}

// _Float128 constants are held in long double precision (support/float128.h).
long double round_to(long double v, QualType t) {
  switch (float_format(t->float_kind)) {
  case FloatFormat::Binary32: return (float)v;
  case FloatFormat::Binary64: return (double)v;
  default: return v;
  }
}

} // namespace

Constant* Sema::share(Constant* local) { return alloc_shareable_constant(il, local); }

Constant* Sema::int_const(i128 v, QualType t) {
  Constant* c = il.alloc_local_constant(ConstantKind::Integer);
  c->type = t.unqualified();
  c->ivalue = normalize(u128(v), c->type);
  return share(c);
}

Constant* Sema::float_const(long double v, QualType t) {
  Constant* c = il.alloc_local_constant(ConstantKind::Float);
  c->type = t.unqualified();
  c->fvalue = round_to(v, c->type);
  return share(c);
}

i128 Sema::constant_int_value(const Constant* c) { return i128(c->ivalue); }

bool Sema::constant_is_true(const Constant* c) {
  switch (c->kind) {
  case ConstantKind::Integer: return c->ivalue != 0;
  case ConstantKind::Float: return c->fvalue != 0;
  case ConstantKind::Complex: return c->creal != 0 || c->cimag != 0;
  default: return true; // addresses of objects are never null
  }
}

static Constant* complex_const(Sema& s, long double re, long double im, QualType t) {
  Constant* c = s.il.alloc_local_constant(ConstantKind::Complex);
  c->type = t.unqualified();
  QualType et = t->base;
  if (is_real_floating(et)) re = round_to(re, et), im = round_to(im, et);
  c->creal = re;
  c->cimag = im;
  return s.share(c);
}

static Constant* retyped(Sema& s, Constant* c, QualType t) {
  Constant* n = s.il.alloc_local_constant(c->kind);
  ConstantKind k = c->kind;
  std::memcpy(static_cast<void*>(n), c, sizeof(Constant));
  n->kind = k;
  n->next = nullptr;
  n->hash_next = nullptr;
  n->type = t.unqualified();
  return s.share(n);
}

Constant* Sema::fold_cast(Constant* c, QualType to) {
  to = to.unqualified();
  if (is_void(to) || is_error(to)) return nullptr;
  if (is_atomic(to)) to = to->base.unqualified();
  switch (c->kind) {
  case ConstantKind::Integer: {
    i128 v = constant_int_value(c);
    bool from_unsigned = is_unsigned_integer(c->type) || is_pointer(c->type);
    if (is_integer(to) || is_pointer(to)) return int_const(v, to);
    long double f = from_unsigned ? (long double)u128(v) : (long double)v;
    if (is_real_floating(to)) return float_const(f, to);
    if (is_complex(to)) return complex_const(*this, f, 0, to);
    return nullptr;
  }
  case ConstantKind::Float: {
    long double f = c->fvalue;
    if (is_bool(to)) return int_const(f != 0, to);
    if (is_integer(to)) {
      // Out of range: gcc folds with saturation (NaN to 0) and warns.
      long double t = std::isnan(f) ? 0 : std::trunc(f);
      IntKind k = int_kind_of(to);
      bool over = std::isnan(f) || t < (long double)int_min(k) || t > (long double)int_max(k);
      if (over) {
        warn(Warning::Overflow, loc(), format("overflow in conversion from '%s' to '%s' changes value", type_to_string(c->type).c_str(),
                                 type_to_string(to).c_str()));
        if (t < (long double)int_min(k)) return int_const(int_min(k), to);
        if (t > (long double)int_max(k)) return int_const(i128(int_max(k)), to);
      }
      return int_const(is_signed(k) ? i128(t) : i128(u128(t)), to);
    }
    if (is_real_floating(to)) return float_const(f, to);
    if (is_complex(to)) return complex_const(*this, f, 0, to);
    return nullptr;
  }
  case ConstantKind::Complex: {
    if (is_complex(to)) return complex_const(*this, c->creal, c->cimag, to);
    if (is_bool(to)) return int_const(c->creal != 0 || c->cimag != 0, to);
    Constant real;
    std::memset(static_cast<void*>(&real), 0, sizeof real);
    if (is_real_floating(c->type->base)) {
      Constant* r = float_const(c->creal, c->type->base);
      return fold_cast(r, to);
    }
    Constant* r = int_const(i128(c->creal), c->type->base);
    return fold_cast(r, to);
  }
  case ConstantKind::Address:
    if (is_pointer(to)) return retyped(*this, c, to);
    if (is_bool(to)) {
      if (c->addr_var && (c->addr_var->vflags & VarFlag::Weak)) return nullptr;
      if (c->addr_routine && (c->addr_routine->rflags & RoutineFlag::Weak)) return nullptr;
      return int_const(1, to);
    }
    if (is_integer(to) && to->size == 8) return retyped(*this, c, to);
    return nullptr;
  case ConstantKind::LabelDifference:
    if (is_integer(to)) return retyped(*this, c, to);
    return nullptr;
  default: return nullptr;
  }
}

Constant* Sema::fold_unary(Operator o, QualType t, Constant* a) {
  switch (a->kind) {
  case ConstantKind::Integer: {
    u128 v = a->ivalue;
    switch (o) {
    case Operator::Neg: return int_const(i128(-v), t);
    case Operator::BitNot: return int_const(i128(~v), t);
    case Operator::LogNot: return int_const(v == 0, t);
    default: return nullptr;
    }
  }
  case ConstantKind::Float:
    switch (o) {
    case Operator::Neg: return float_const(-a->fvalue, t);
    case Operator::LogNot: return int_const(a->fvalue == 0, t);
    default: return nullptr;
    }
  case ConstantKind::Complex:
    switch (o) {
    case Operator::Neg: return complex_const(*this, -a->creal, -a->cimag, t);
    case Operator::BitNot: return complex_const(*this, a->creal, -a->cimag, t);
    case Operator::LogNot: return int_const(a->creal == 0 && a->cimag == 0, t);
    default: return nullptr;
    }
  case ConstantKind::Address:
    if (o == Operator::LogNot) return int_const(0, t);
    return nullptr;
  default: return nullptr;
  }
}

static bool same_entity(const Constant* a, const Constant* b) {
  return a->addr_var == b->addr_var && a->addr_routine == b->addr_routine && a->addr_string == b->addr_string &&
         a->addr_label == b->addr_label;
}

static Constant* address_plus(Sema& s, Constant* a, i64 delta, QualType t) {
  Constant* n = s.il.alloc_local_constant(ConstantKind::Address);
  n->type = t.unqualified();
  n->addr_var = a->addr_var;
  n->addr_routine = a->addr_routine;
  n->addr_string = a->addr_string;
  n->addr_label = a->addr_label;
  n->addr_offset = i64(u64(a->addr_offset) + u64(delta)); // wraps (no UB) for absurd offsets
  return s.share(n);
}

Constant* Sema::fold_binary(Operator o, QualType t, Constant* a, Constant* b, Loc l) {
  // Pointer arithmetic on addresses and integer-valued pointers.
  if (o == Operator::PtrAdd || o == Operator::PtrSub) {
    if (b->kind != ConstantKind::Integer) return nullptr;
    QualType elem = t->base;
    i64 size = is_void(elem) || is_function(elem) ? 1 : i64(elem->size);
    i64 delta = i64(u64(constant_int_value(b)) * u64(size)); // wraps, as the address arithmetic does
    if (o == Operator::PtrSub) delta = i64(-u64(delta));
    if (a->kind == ConstantKind::Address) return address_plus(*this, a, delta, t);
    if (a->kind == ConstantKind::Integer) return int_const(i128(a->ivalue + u128(i128(delta))), t);
    return nullptr;
  }
  if (o == Operator::PtrDiff) {
    QualType elem = a->type->base;
    i64 size = is_void(elem) || is_function(elem) || !elem->size ? 1 : i64(elem->size);
    if (a->kind == ConstantKind::Address && b->kind == ConstantKind::Address) {
      if (a->addr_label && b->addr_label && !a->addr_var && !b->addr_var) {
        Constant* d = il.alloc_local_constant(ConstantKind::LabelDifference);
        d->type = t.unqualified();
        d->diff_a = a->addr_label;
        d->diff_b = b->addr_label;
        d->diff_offset = i64(u64(a->addr_offset) - u64(b->addr_offset));
        return share(d); // function-scope labels: made permanent in their region, not shared
      }
      if (!same_entity(a, b)) return nullptr;
      return int_const(i64(u64(a->addr_offset) - u64(b->addr_offset)) / size, t);
    }
    if (a->kind == ConstantKind::Integer && b->kind == ConstantKind::Integer)
      return int_const(i128(i64(u64(a->ivalue) - u64(b->ivalue))) / size, t);
    return nullptr;
  }
  // Integer-typed addresses (`(long)&x + 4`).
  if (a->kind == ConstantKind::Address || b->kind == ConstantKind::Address) {
    if ((o == Operator::Add || o == Operator::Sub) && a->kind == ConstantKind::Address && b->kind == ConstantKind::Integer)
      return address_plus(*this, a, i64(o == Operator::Add ? u64(constant_int_value(b)) : -u64(constant_int_value(b))), t);
    if (o == Operator::Add && b->kind == ConstantKind::Address && a->kind == ConstantKind::Integer)
      return address_plus(*this, b, i64(constant_int_value(a)), t);
    if (o == Operator::Sub && a->kind == ConstantKind::Address && b->kind == ConstantKind::Address && same_entity(a, b))
      return int_const(i64(u64(a->addr_offset) - u64(b->addr_offset)), t);
    if ((o == Operator::Eq || o == Operator::Ne) && a->kind == ConstantKind::Address && b->kind == ConstantKind::Address &&
        same_entity(a, b))
      return int_const((a->addr_offset == b->addr_offset) == (o == Operator::Eq), t);
    return nullptr;
  }
  if (a->kind == ConstantKind::Integer && b->kind == ConstantKind::Integer) {
    QualType ot = a->type; // operand type (comparisons: the common type)
    bool sign = is_signed_integer(ot);
    u128 x = a->ivalue, y = b->ivalue;
    i128 sx = i128(x), sy = i128(y);
    unsigned bits = unsigned(ot->size * 8);
    auto overflow_check = [&](i128 exact) {
      if (!sign || bits >= 128) return;
      if (exact < int_min(int_kind_of(ot)) || exact > i128(int_max(int_kind_of(ot))))
        warn(Warning::Overflow, l, format("integer overflow in expression of type '%s' results in '%lld'", type_to_string(ot).c_str(),
                             (long long)i128(normalize(u128(exact), ot))));
    };
    switch (o) {
    // The exact result is computed in 128 bits only for narrower types (where it cannot
    // overflow i128); 128-bit operations wrap without a warning.
    case Operator::Add:
      if (bits < 128) overflow_check(sx + sy);
      return int_const(i128(x + y), t);
    case Operator::Sub:
      if (bits < 128) overflow_check(sx - sy);
      return int_const(i128(x - y), t);
    case Operator::Mul:
      if (bits <= 64) overflow_check(sx * sy);
      return int_const(i128(x * y), t);
    case Operator::Div:
    case Operator::Rem:
      if (y == 0) return nullptr;
      if (sign) {
        if (bits < 128 && sx == int_min(int_kind_of(ot)) && sy == -1) {
          // As gcc: wraps, with the warning (the quotient -MIN does not fit).
          if (o == Operator::Div) overflow_check(-sx);
          return int_const(o == Operator::Div ? sx : 0, t);
        }
        if (bits == 128 && sx == int_min(IntKind::Int128) && sy == -1) return nullptr;
        return int_const(o == Operator::Div ? sx / sy : sx % sy, t);
      }
      return int_const(i128(o == Operator::Div ? x / y : x % y), t);
    case Operator::Shl:
    case Operator::Shr: {
      i128 n = sy;
      if (n < 0) return nullptr; // not a constant (gcc neither)
      // A count of at least the width (diagnosed when built) folds as gcc does: the shift
      // done in 128 bits, then truncated to the type.
      if (n >= 128) return int_const(o == Operator::Shl || !sign || sx >= 0 ? 0 : -1, t);
      if (o == Operator::Shl) return int_const(i128(x << unsigned(n)), t);
      return int_const(sign ? sx >> unsigned(n) : i128(normalize(x, ot) >> unsigned(n)), t);
    }
    case Operator::BitAnd: return int_const(i128(x & y), t);
    case Operator::BitOr: return int_const(i128(x | y), t);
    case Operator::BitXor: return int_const(i128(x ^ y), t);
    case Operator::Eq: return int_const(x == y, t);
    case Operator::Ne: return int_const(x != y, t);
    case Operator::Lt: return int_const(sign ? sx < sy : x < y, t);
    case Operator::Le: return int_const(sign ? sx <= sy : x <= y, t);
    case Operator::Gt: return int_const(sign ? sx > sy : x > y, t);
    case Operator::Ge: return int_const(sign ? sx >= sy : x >= y, t);
    default: return nullptr;
    }
  }
  if (a->kind == ConstantKind::Float && b->kind == ConstantKind::Float) {
    QualType ot = a->type;
    long double x = a->fvalue, y = b->fvalue, r;
    switch (o) {
    case Operator::Add:
    case Operator::Sub:
    case Operator::Mul:
    case Operator::Div: {
      // In the operand precision: no double rounding.
      switch (float_format(ot->float_kind)) {
      case FloatFormat::Binary32: {
        float fx = float(x), fy = float(y);
        r = o == Operator::Add ? fx + fy : o == Operator::Sub ? fx - fy : o == Operator::Mul ? fx * fy : fx / fy;
        break;
      }
      case FloatFormat::Binary64: {
        double dx = double(x), dy = double(y);
        r = o == Operator::Add ? dx + dy : o == Operator::Sub ? dx - dy : o == Operator::Mul ? dx * dy : dx / dy;
        break;
      }
      default: r = o == Operator::Add ? x + y : o == Operator::Sub ? x - y : o == Operator::Mul ? x * y : x / y; break;
      }
      return float_const(r, t);
    }
    case Operator::Eq: return int_const(x == y, t);
    case Operator::Ne: return int_const(x != y, t);
    case Operator::Lt: return int_const(x < y, t);
    case Operator::Le: return int_const(x <= y, t);
    case Operator::Gt: return int_const(x > y, t);
    case Operator::Ge: return int_const(x >= y, t);
    default: return nullptr;
    }
  }
  if (a->kind == ConstantKind::Complex && b->kind == ConstantKind::Complex) {
    long double ar = a->creal, ai = a->cimag, br = b->creal, bi = b->cimag;
    switch (o) {
    case Operator::Add: return complex_const(*this, ar + br, ai + bi, t);
    case Operator::Sub: return complex_const(*this, ar - br, ai - bi, t);
    case Operator::Mul: return complex_const(*this, ar * br - ai * bi, ar * bi + ai * br, t);
    case Operator::Div: {
      long double d = br * br + bi * bi;
      if (d == 0) return nullptr;
      return complex_const(*this, (ar * br + ai * bi) / d, (ai * br - ar * bi) / d, t);
    }
    case Operator::Eq: return int_const(ar == br && ai == bi, t);
    case Operator::Ne: return int_const(ar != br || ai != bi, t);
    default: return nullptr;
    }
  }
  return nullptr;
}

namespace {
// The address of an lvalue with static storage, as an Address (or integer-pointer)
// constant; null if it has none at translation time.
Constant* lvalue_address(Sema& s, Expr* e, u32 region);

Constant* eval(Sema& s, Expr* e, u32 region) {
  switch (e->kind) {
  case ExprKind::Constant: return e->constant;
  case ExprKind::Routine: {
    Constant* c = s.il.alloc_local_constant(ConstantKind::Address);
    c->type = s.tt.pointer_to(e->type);
    c->addr_routine = e->routine;
    return s.share(c);
  }
  case ExprKind::Label: {
    Constant* c = s.il.alloc_local_constant(ConstantKind::Address);
    c->type = e->type.unqualified();
    c->addr_label = e->label;
    e->label->lflags |= LabelFlag::AddressTaken;
    return s.share(c); // a function-scope label: made permanent in its region, not shared
  }
  case ExprKind::CompoundLiteral:
    if (s.fold_literal_values) return s.literal_value(e->literal, region);
    if (!is_aggregate(e->type) && e->literal->const_init) return e->literal->const_init;
    return nullptr;
  case ExprKind::Variable: {
    // GCC folds a const, non-volatile object of arithmetic type with a constant
    // initializer (an extension of 6.6p10 that real code relies on).
    Variable* v = e->var;
    if (e->type.is_const() && !e->type.is_volatile() && is_arithmetic(e->type) && v->const_init &&
        (v->const_init->kind == ConstantKind::Integer || v->const_init->kind == ConstantKind::Float ||
         v->const_init->kind == ConstantKind::Complex))
      return v->const_init;
    return nullptr;
  }
  case ExprKind::Operation: break;
  default: return nullptr;
  }
  Expr* a = e->operands;
  switch (e->op) {
  case Operator::Cast: {
    Constant* c = eval(s, a, region);
    return c ? s.fold_cast(c, e->type) : nullptr;
  }
  case Operator::ArrayToPointer:
  case Operator::FunctionToPointer:
  case Operator::AddrOf: {
    Constant* c = lvalue_address(s, a, region);
    if (!c) return nullptr;
    return c->kind == ConstantKind::Address ? retyped(s, c, e->type) : s.int_const(s.constant_int_value(c), e->type);
  }
  case Operator::Conditional: {
    Constant* c = eval(s, a, region);
    if (!c) return nullptr;
    return eval(s, Sema::constant_is_true(c) ? a->next : a->next->next, region);
  }
  case Operator::Elvis: {
    Constant* c = eval(s, a, region);
    if (!c) return nullptr;
    return Sema::constant_is_true(c) ? c : eval(s, a->next, region);
  }
  case Operator::LogAnd:
  case Operator::LogOr: {
    Constant* x = eval(s, a, region);
    if (!x) return nullptr;
    bool xv = Sema::constant_is_true(x);
    if (xv == (e->op == Operator::LogOr)) return s.int_const(xv, e->type);
    Constant* y = eval(s, a->next, region);
    return y ? s.int_const(Sema::constant_is_true(y), e->type) : nullptr;
  }
  case Operator::Builtin:
    // A __builtin_constant_p left for the optimizer (builtins.cpp): its argument is no
    // constant at translation time, so where a constant is required it is 0, as in gcc.
    if (BuiltinId(e->aux) == BuiltinId::ConstantP) return s.int_const(0, e->type);
    return nullptr;
  default: break;
  }
  int arity = operator_arity(e->op);
  if (arity == 1) {
    Constant* x = eval(s, a, region);
    return x ? s.fold_unary(e->op, e->type, x) : nullptr;
  }
  if (arity == 2) {
    Constant* x = eval(s, a, region);
    if (!x) return nullptr;
    Constant* y = eval(s, a->next, region);
    return y ? s.fold_binary(e->op, e->type, x, y, e->loc) : nullptr;
  }
  return nullptr;
}

Constant* lvalue_address(Sema& s, Expr* e, u32 region) {
  switch (e->kind) {
  case ExprKind::Variable: {
    Variable* v = e->var;
    bool static_storage = in_file_scope(v) && (v->storage != StorageClass::Auto) &&
                          (v->linkage != Linkage::None || (v->vflags & (VarFlag::StaticLocal | VarFlag::CompoundLiteral)) ||
                           v->storage == StorageClass::Static);
    if (!static_storage) return nullptr;
    if (v->vflags & VarFlag::ThreadLocal) return nullptr;
    Constant* c = s.il.alloc_local_constant(ConstantKind::Address);
    c->type = s.tt.pointer_to(v->type);
    c->addr_var = v;
    v->vflags |= VarFlag::AddressTaken;
    return s.share(c);
  }
  case ExprKind::Routine: return eval(s, e, region);
  case ExprKind::Constant:
    if (e->constant->kind == ConstantKind::String) {
      Constant* c = s.il.alloc_local_constant(ConstantKind::Address);
      c->type = s.tt.pointer_to(e->type);
      c->addr_string = e->constant;
      return s.share(c);
    }
    return nullptr;
  case ExprKind::CompoundLiteral: {
    Variable* v = e->literal;
    if (!in_file_scope(v)) return nullptr;
    Constant* c = s.il.alloc_local_constant(ConstantKind::Address);
    c->type = s.tt.pointer_to(v->type);
    c->addr_var = v;
    return s.share(c);
  }
  case ExprKind::Operation: break;
  default: return nullptr;
  }
  Expr* a = e->operands;
  switch (e->op) {
  case Operator::Deref: return eval(s, a, region);
  case Operator::Member: {
    if (e->field->fflags & FieldFlag::Bitfield) return nullptr;
    Constant* base = lvalue_address(s, a, region);
    if (!base) return nullptr;
    if (base->kind == ConstantKind::Address) return address_plus(s, base, i64(e->field->offset), s.tt.pointer_to(e->type));
    return s.int_const(s.constant_int_value(base) + i128(e->field->offset), s.tt.pointer_to(e->type));
  }
  case Operator::Real:
  case Operator::Imag: {
    Constant* base = lvalue_address(s, a, region);
    if (!base || base->kind != ConstantKind::Address) return nullptr;
    return address_plus(s, base, e->op == Operator::Imag ? i64(e->type->size) : 0, s.tt.pointer_to(e->type));
  }
  default: return nullptr;
  }
}
} // namespace

Constant* Sema::evaluate_constant(Expr* e, u32 region) { return eval(*this, e, region); }

bool Sema::integer_constant(Expr* e, i128& value, const char* what) {
  return integer_constant(e, value, 0, format("%s is not an integer constant expression", what),
                          format("%s has non-integer type", what));
}

bool Sema::integer_constant(Expr* e, i128& value, Loc at, std::string_view msg, std::string_view non_integer) {
  if (is_error(e->type)) return false;
  if (!at) at = e->loc;
  QualType t = unatomic(e->type);
  if (!is_integer(t)) {
    error_at(at, non_integer.empty() ? msg : non_integer);
    return false;
  }
  Constant* c = e->kind == ExprKind::Constant ? e->constant : evaluate_constant(e, il.current_region());
  if (!c || c->kind != ConstantKind::Integer) {
    error_at(at, msg);
    return false;
  }
  value = constant_int_value(c);
  return true;
}

} // namespace ilcc::sema
