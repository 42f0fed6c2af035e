// expr_build.cpp — the semantics of each operator (C17 6.5): constraints, conversions,
// result types.
//
// Every conversion sema performs is an explicit IL node: integer promotions and the usual
// arithmetic conversions become Cast nodes flagged Implicit, arrays and functions used as
// values become ArrayToPointer / FunctionToPointer. Reading an lvalue is not a node: an
// operand flagged Lvalue is loaded by whoever needs its value, and its value has the
// unqualified, non-atomic type (6.3.2.1p2). Operations on constant operands are folded as
// they are built (fold.cpp), so integer constant expressions arrive as Constant nodes.
// An operand of error type yields an error-typed result without a further diagnostic.
#include "il/share.h"
#include "sema/builtins.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

namespace ilcc::sema {

Expr* Sema::new_expr(ExprKind k, QualType t, Loc l) {
  Expr* e = il.alloc_expr(k);
  e->type = t;
  e->loc = l;
  return e;
}

Expr* Sema::op(Operator o, QualType t, Loc l, Expr* a, Expr* b, Expr* c) {
  Expr* e = new_expr(ExprKind::Operation, t, l);
  e->op = o;
  e->operands = a;
  if (a) a->next = b;
  if (b) b->next = c;
  if (c) c->next = nullptr;
  if (operator_flags(o) & OpFlag::Lvalue) e->eflags |= ExprFlag::Lvalue;
  return e;
}

Expr* Sema::constant_expr(Constant* c, Loc l) {
  Expr* e = new_expr(ExprKind::Constant, c->type, l);
  e->constant = c;
  return e;
}

Expr* Sema::int_constant(i128 v, QualType t, Loc l) { return constant_expr(int_const(v, t), l); }

Expr* Sema::error_expr(Loc l) { return new_expr(ExprKind::Error, tt.error(), l); }

Expr* Sema::var_ref(Variable* v, Loc l) {
  Expr* e = new_expr(ExprKind::Variable, v->type, l);
  e->var = v;
  e->eflags |= ExprFlag::Lvalue;
  v->vflags |= VarFlag::Used;
  return e;
}

Expr* Sema::fn_ref(Routine* r, Loc l) {
  Expr* e = new_expr(ExprKind::Routine, r->type, l);
  e->routine = r;
  r->rflags |= RoutineFlag::Used;
  return e;
}

static bool is_constant_expr(const Expr* e) { return e->kind == ExprKind::Constant; }

// Replaces e by a constant expression for c (null c: keep e).
static Expr* replace_by_constant(Sema& s, Expr* e, Constant* c) {
  if (!c) return e;
  Expr* r = s.constant_expr(c, e->loc);
  s.il.free_expr_tree(e);
  return r;
}

// The text of a simple lvalue as gcc quotes it in diagnostics ("x", "*p", "a[1]", "s.m",
// "p->m"); empty for anything else.
std::string Sema::expr_text(const Expr* e) {
  switch (e->kind) {
  case ExprKind::Variable: return e->var->name ? std::string(e->var->name.str()) : std::string();
  case ExprKind::Routine: return std::string(e->routine->name.str());
  case ExprKind::Constant:
    if (e->constant->kind == ConstantKind::Integer) return format("%lld", (long long)constant_int_value(e->constant));
    return {};
  case ExprKind::Operation: break;
  default: return {};
  }
  const Expr* a = e->operands;
  switch (e->op) {
  case Operator::ArrayToPointer:
  case Operator::FunctionToPointer: return expr_text(a);
  case Operator::Cast:
    if (e->eflags & ExprFlag::Implicit) return expr_text(a);
    return {};
  case Operator::Deref: {
    if (a->kind == ExprKind::Operation && a->op == Operator::PtrAdd) {
      std::string base = expr_text(a->operands), index = expr_text(a->operands->next);
      if (!base.empty() && !index.empty()) return base + "[" + index + "]";
    }
    std::string inner = expr_text(a);
    return inner.empty() ? inner : "*" + inner;
  }
  case Operator::Member: {
    if (!e->field->name) return expr_text(a);
    if (a->kind == ExprKind::Operation && a->op == Operator::Deref) {
      std::string p = expr_text(a->operands);
      return p.empty() ? p : p + "->" + std::string(e->field->name.str());
    }
    std::string base = expr_text(a);
    return base.empty() ? base : base + "." + std::string(e->field->name.str());
  }
  default: return {};
  }
}

// An lvalue of incomplete object type has no value (C17 6.3.2.1p2; gcc: an error).
bool Sema::incomplete_value(Expr* e) {
  QualType t = e->type;
  if (!(e->eflags & ExprFlag::Lvalue) || is_error(t) || is_complete(t) || is_void(t) || is_array(t) || is_function(t))
    return false;
  if (e->kind == ExprKind::Variable)
    error_at(e->loc, format("'%s' has an incomplete type '%s'", e->var->name.c_str(), type_to_string(t).c_str()));
  else
    error_at(e->loc, format("invalid use of undefined type '%s'", type_to_string(t).c_str()));
  return true;
}

// A void expression used for its value (C17 6.3.2.2p1).
bool Sema::void_operand(Expr* e) {
  if (!is_void(e->type)) return false;
  error_at(e->loc, "void value not ignored as it ought to be");
  return true;
}

Expr* Sema::value(Expr* e) {
  QualType t = e->type;
  if (is_error(t)) return e;
  if (incomplete_value(e)) return error_expr(e->loc);
  if (is_array(t)) {
    if (e->kind == ExprKind::Variable && (e->var->vflags & VarFlag::Register))
      error_at(e->loc, format("address of register variable '%s' requested", e->var->name.c_str()));
    return op(Operator::ArrayToPointer, tt.pointer_to(element_type(t)), e->loc, e);
  }
  if (is_function(t)) return op(Operator::FunctionToPointer, tt.pointer_to(t), e->loc, e);
  if (is_atomic(t) && (e->eflags & ExprFlag::Lvalue)) {
    Expr* c = op(Operator::Cast, unatomic(t).unqualified(), e->loc, e);
    c->eflags |= ExprFlag::Implicit;
    return c;
  }
  // An assignment to a bit-field (=, op=, ++, --) has the value the bit-field then holds,
  // promoted as the bit-field's own value is: `(s.f6 = 0) < -1` compares ints.
  const Expr* bf = e;
  if (e->kind == ExprKind::Operation && (operator_flags(e->op) & OpFlag::Assign) && e->operands &&
      (e->operands->eflags & ExprFlag::BitfieldLvalue))
    bf = e->operands;
  if ((bf->eflags & ExprFlag::BitfieldLvalue) && is_integer(t) && !is_bool(t)) {
    // A bit-field's value has the type its width gives (C17 6.3.1.1p2, as gcc reads it):
    // narrower than int, int; exactly int's width and unsigned, unsigned int.
    u16 width = bf->field->bit_width;
    IntKind k = int_kind_of(t);
    QualType to{};
    if (width < int_bits(IntKind::Int)) to = tt.int_();
    else if (width == int_bits(IntKind::Int) && !is_signed(k)) to = tt.integer(IntKind::UInt);
    if (to && int_rank(k) >= int_rank(IntKind::Int) && to.type() != t.unqualified().type()) {
      Expr* c = op(Operator::Cast, to, e->loc, e);
      c->eflags |= ExprFlag::Implicit;
      return c;
    }
  }
  return e;
}

// The value of e converted to `to` (C17 6.3).
Expr* Sema::cast(Expr* e, QualType to, bool implicit) {
  e = value(e);
  if (is_error(e->type) || is_error(to)) return is_error(e->type) ? e : e;
  QualType from = unatomic(e->type).unqualified();
  QualType tu = to.unqualified();
  if (from.type() == tu.type() && !(e->kind == ExprKind::Constant && e->type != tu)) return e;
  if (is_constant_expr(e)) {
    if (Constant* c = fold_cast(e->constant, tu)) {
      bool npc = e->eflags & ExprFlag::NullPointerConstant;
      Expr* r = replace_by_constant(*this, e, c);
      if (npc && is_pointer(tu) && is_void(tu->base)) r->eflags |= ExprFlag::NullPointerConstant;
      return r;
    }
  }
  Expr* c = op(Operator::Cast, tu, e->loc, e);
  if (implicit) c->eflags |= ExprFlag::Implicit;
  return c;
}

bool Sema::is_null_pointer_constant(Expr* e) {
  if (e->kind != ExprKind::Constant) return false;
  Constant* c = e->constant;
  if (c->kind != ConstantKind::Integer || c->ivalue != 0) return false;
  if (is_integer(e->type)) return true;
  // (void *)0
  return is_pointer(e->type) && is_void(e->type->base) && (e->eflags & ExprFlag::NullPointerConstant);
}

namespace {
// What an assignment-like conversion is for, from the context string callers pass:
// "initialization", "assignment", "return", or "passing <what>" (an argument).
struct ConversionContext {
  enum Kind : u8 { Initializing, Assigning, Returning, Passing } kind;
  std::string what; // Passing: "argument 1 of 'f'"
  explicit ConversionContext(std::string_view c) {
    if (c == "initialization") kind = Initializing;
    else if (c.substr(0, 10) == "assignment") kind = Assigning;
    else if (c.substr(0, 6) == "return") kind = Returning;
    else kind = Passing, what = std::string(c.substr(0, 8) == "passing " ? c.substr(8) : c);
  }
};
} // namespace

// gcc's -Wint-conversion and -Wincompatible-pointer-types warnings for each context.
bool Sema::warn_incompatible(QualType from, QualType to, const char* context, Loc l, bool int_conv) {
  Warning w = int_conv ? Warning::IntConversion : Warning::IncompatiblePointerTypes;
  if (!pp.diagnostics().warning_enabled(w)) return false;
  ConversionContext c(context);
  std::string f = type_to_string(from), t = type_to_string(to);
  const char* made = is_pointer(to) ? "makes pointer from integer without a cast" : "makes integer from pointer without a cast";
  std::string msg;
  switch (c.kind) {
  case ConversionContext::Initializing:
    msg = int_conv ? format("initialization of '%s' from '%s' %s", t.c_str(), f.c_str(), made)
                   : format("initialization of '%s' from incompatible pointer type '%s'", t.c_str(), f.c_str());
    break;
  case ConversionContext::Assigning:
    msg = int_conv ? format("assignment to '%s' from '%s' %s", t.c_str(), f.c_str(), made)
                   : format("assignment to '%s' from incompatible pointer type '%s'", t.c_str(), f.c_str());
    break;
  case ConversionContext::Returning:
    msg = int_conv ? format("returning '%s' from a function with return type '%s' %s", f.c_str(), t.c_str(), made)
                   : format("returning '%s' from a function with incompatible return type '%s'", f.c_str(), t.c_str());
    break;
  case ConversionContext::Passing:
    msg = int_conv ? format("passing %s %s", c.what.c_str(), made) : format("passing %s from incompatible pointer type", c.what.c_str());
    break;
  }
  return warn(w, l, msg);
}

// gcc's -Woverflow for an integer constant converted implicitly to an integer type of a
// width that cannot hold it, signed or unsigned.
void Sema::warn_constant_overflow(Expr* e, QualType to) {
  i128 v = constant_int_value(e->constant);
  IntKind k = int_kind_of(to);
  bool unsigned_to = !is_signed(k);
  // Fits the signed or the unsigned type of the target's width: no warning (gcc).
  u32 bits = u32(int_size(k) * 8);
  if (bits >= 128 || (v >= -(i128(1) << (bits - 1)) && v <= (i128(1) << bits) - 1)) return;
  i128 result = constant_int_value(int_const(v, to));
  auto text = [](i128 x) { return format("%lld", (long long)x); };
  warn(Warning::Overflow, e->loc, format("%s conversion from '%s' to '%s' changes value from '%s' to '%s'",
                            unsigned_to ? "unsigned" : "overflow in", type_to_string(e->type).c_str(),
                            type_to_string(to).c_str(), text(v).c_str(), text(result).c_str()));
}

// C17 6.5.16.1: the constraints of simple assignment, shared by initialization, argument
// passing and return. Diagnostics point at the value, except assignment warnings, which
// point at the operator `l` (as gcc).
Expr* Sema::convert_for_assignment(Expr* e, QualType to, const char* context, Loc l) {
  ConversionContext c(context);
  e = value(e);
  Loc at = e->loc;
  Loc warn_at = c.kind == ConversionContext::Assigning ? l : at;
  QualType from = unatomic(e->type).unqualified();
  QualType tu = unatomic(to).unqualified();
  if (is_error(from) || is_error(tu)) return is_error(from) ? e : error_expr(l);
  // After a report about an argument: the parameter's declaration and both types (gcc).
  auto note_parameter = [&](bool reported) {
    if (reported && c.kind == ConversionContext::Passing && passing_param_loc_)
      note_at(passing_param_loc_, format("expected '%s' but argument is of type '%s'", type_to_string(to).c_str(),
                                         type_to_string(e->type).c_str()));
  };
  if (is_integer(tu) && !is_bool(tu) && is_integer(from) && e->kind == ExprKind::Constant &&
      e->constant->kind == ConstantKind::Integer)
    warn_constant_overflow(e, tu);
  if (is_arithmetic(tu) && is_arithmetic(from)) return cast(e, to);
  if (is_vector(tu) && is_vector(from) && tu->size == from->size) return cast(e, to);
  auto incompatible = [&]() {
    if (is_void(from))
      error_at(c.kind == ConversionContext::Assigning ? l : at,
               c.kind == ConversionContext::Passing ? "invalid use of void expression" : "void value not ignored as it ought to be");
    else if (c.kind == ConversionContext::Initializing && is_record(tu))
      error_at(at, "invalid initializer");
    else if (c.kind == ConversionContext::Initializing)
      error_at(at, format("incompatible types when initializing type '%s' using type '%s'", type_to_string(to).c_str(),
                          type_to_string(from).c_str()));
    else if (c.kind == ConversionContext::Assigning)
      error_at(at, format("incompatible types when assigning to type '%s' from type '%s'", type_to_string(to).c_str(),
                          type_to_string(from).c_str()));
    else if (c.kind == ConversionContext::Returning)
      error_at(at, format("incompatible types when returning type '%s' but '%s' was expected", type_to_string(from).c_str(),
                          type_to_string(to).c_str()));
    else
      error_at(at, format("incompatible type for %s", c.what.c_str()));
    note_parameter(!abandoned_);
    return error_expr(at);
  };
  if (is_record(tu)) {
    if (compatible(from, tu)) return e;
    if ((tu->tflags & TypeFlag::TransparentUnion) && tu->kind == TypeKind::Union) {
      // GCC: the value converts to the first member it could be assigned to without a
      // diagnostic (a pointer may gain qualifiers on its target: `struct sockaddr *` to
      // the `const struct sockaddr *` of glibc's __CONST_SOCKADDR_ARG), else to the first
      // pointer member it could be assigned to by discarding qualifiers, with the warning
      // of that assignment.
      Field* marginal = nullptr;
      for (Field* f = tu->record->fields; f; f = f->next) {
        QualType ft = f->type.unqualified();
        bool fits = compatible(ft, from) || (is_pointer(ft) && is_null_pointer_constant(e));
        if (!fits && is_pointer(ft) && is_pointer(from)) {
          QualType pt = ft->base, pf = from->base;
          bool targets = is_void(pt) || is_void(pf) || compatible(pt.unqualified(), pf.unqualified());
          bool keeps_quals = !(pf.quals() & ~pt.quals()) || is_function(pt);
          fits = targets && keeps_quals;
          if (targets && !keeps_quals && !marginal) marginal = f;
        }
        if (!fits) continue;
        Expr* cv = op(Operator::Cast, tu, l, cast(e, ft));
        cv->eflags |= ExprFlag::Implicit;
        return cv;
      }
      if (marginal) {
        Expr* cv = op(Operator::Cast, tu, l, convert_for_assignment(e, marginal->type.unqualified(), context, l));
        cv->eflags |= ExprFlag::Implicit;
        return cv;
      }
    }
    return incompatible();
  }
  if (is_pointer(tu)) {
    if (is_null_pointer_constant(e)) return cast(e, tu);
    if (is_pointer(from)) {
      QualType pt = tu->base, pf = from->base;
      bool ok = compatible(pt.unqualified(), pf.unqualified()) || is_void(pt) || is_void(pf);
      if (!ok) {
        // Pointers to compatible types with qualifiers deeper down, function pointers of
        // compatible types: also accepted, with gcc's warning.
        note_parameter(warn_incompatible(from, tu, context, warn_at, false));
      } else if ((pf.quals() & ~pt.quals()) && !is_function(pt)) {
        u8 lost = pf.quals() & ~pt.quals();
        const char* q = (lost & Qual::Const) ? "const" : (lost & Qual::Volatile) ? "volatile" : "restrict";
        const char* how = c.kind == ConversionContext::Initializing ? "initialization"
                          : c.kind == ConversionContext::Assigning  ? "assignment"
                          : c.kind == ConversionContext::Returning  ? "return"
                                                                    : nullptr;
        note_parameter(warning_at(warn_at, how ? format("%s discards '%s' qualifier from pointer target type", how, q)
                                               : format("passing %s discards '%s' qualifier from pointer target type", c.what.c_str(), q)));
      }
      return cast(e, tu);
    }
    if (is_integer(from)) {
      note_parameter(warn_incompatible(from, tu, context, warn_at, true));
      return cast(e, tu);
    }
    if (is_array(e->type) || is_function(e->type)) return cast(e, tu);
  }
  if (is_integer(tu) && is_pointer(from)) {
    if (!is_bool(tu)) note_parameter(warn_incompatible(from, tu, context, warn_at, true));
    return cast(e, to);
  }
  return incompatible();
}

Expr* Sema::condition(Expr* e, const char* context) {
  e = value(e);
  if (is_error(e->type)) return e;
  QualType t = unatomic(e->type);
  if (is_void(t)) {
    error_at(e->loc, "void value not ignored as it ought to be");
    return error_expr(e->loc);
  }
  if (!is_scalar(t)) {
    error_at(e->loc, format("used %s type value where scalar is required%s", is_record(t) ? (t->kind == TypeKind::Struct ? "struct" : "union") : type_to_string(t).c_str(), context));
    return error_expr(e->loc);
  }
  return e;
}

// C17 6.5.16p2 and 6.5.2.4p1: the operand is a modifiable lvalue. `what` is
// "assignment", "increment" or "decrement"; the messages are gcc's.
bool Sema::check_modifiable(Expr* e, Loc l, const char* what) {
  if (is_error(e->type)) return false;
  bool assignment = what[0] == 'a';
  QualType t = e->type;
  if (!(e->eflags & ExprFlag::Lvalue) || (is_array(t) && !assignment)) {
    error_at(l, assignment ? "lvalue required as left operand of assignment" : format("lvalue required as %s operand", what));
    return false;
  }
  if (is_array(t)) {
    error_at(l, format("assignment to expression with array type"));
    return false;
  }
  bool const_member = is_record(t) && (t->tflags & TypeFlag::ConstMember);
  if (t.is_const() || const_member) {
    bool parameter = e->kind == ExprKind::Variable && (e->var->vflags & VarFlag::Parameter);
    if (e->kind == ExprKind::Variable && e->var->name)
      error_at(l, format("%s of read-only %s '%s'", what, parameter ? "parameter" : "variable", e->var->name.c_str()));
    else if (e->kind == ExprKind::Operation && e->op == Operator::Member && e->field->name && !const_member)
      error_at(l, format("%s of read-only member '%s'", what, e->field->name.c_str()));
    else if (std::string text = expr_text(e); !text.empty())
      error_at(l, format("%s of read-only location '%s'", what, text.c_str()));
    else
      error_at(l, format("%s of read-only location", what));
    return false;
  }
  if (!is_complete(t) && !is_error(t)) {
    error_at(l, format("invalid use of undefined type '%s'", type_to_string(t).c_str()));
    return false;
  }
  return true;
}

Expr* Sema::build_deref(Expr* e, Loc l) {
  e = value(e);
  if (is_error(e->type)) return e;
  QualType t = unatomic(e->type);
  if (!is_pointer(t)) {
    error_at(l, format("invalid type argument of unary '*' (have '%s')", type_to_string(e->type).c_str()));
    return error_expr(l);
  }
  QualType p = t->base;
  if (e->kind == ExprKind::Operation && e->op == Operator::AddrOf) {
    // *&x is x
    Expr* inner = e->operands;
    e->operands = nullptr;
    il.free_expr(e);
    inner->next = nullptr;
    return inner;
  }
  Expr* d = op(Operator::Deref, p, l, e);
  if (is_function(p)) d->eflags &= ~ExprFlag::Lvalue;
  if (is_void(p)) {
    warning_at(l, "dereferencing 'void *' pointer");
    d->eflags &= ~ExprFlag::Lvalue;
  }
  return d;
}

Expr* Sema::build_address_of(Expr* e, Loc l) {
  if (is_error(e->type)) return e;
  if (e->eflags & ExprFlag::BitfieldLvalue) {
    error_at(l, format("cannot take address of bit-field '%s'", e->field->name.c_str()));
    return error_expr(l);
  }
  if (is_function(e->type)) {
    if (e->kind == ExprKind::Routine) e->routine->rflags |= RoutineFlag::AddressTaken;
    return op(Operator::AddrOf, tt.pointer_to(e->type), l, e);
  }
  if (!(e->eflags & ExprFlag::Lvalue)) {
    error_at(l, "lvalue required as unary '&' operand");
    return error_expr(l);
  }
  if (e->kind == ExprKind::Variable) {
    if (e->var->vflags & VarFlag::Register) {
      error_at(l, format("address of register variable '%s' requested", e->var->name.c_str()));
      return error_expr(l);
    }
    e->var->vflags |= VarFlag::AddressTaken;
  }
  if (e->kind == ExprKind::Operation && e->op == Operator::Deref) {
    // &*p is p (C17 6.5.3.2p3), with the pointer type of the operand.
    Expr* inner = e->operands;
    e->operands = nullptr;
    il.free_expr(e);
    inner->next = nullptr;
    QualType want = tt.pointer_to(inner->type->base);
    if (inner->type.type() == want.type()) return inner;
    return cast(inner, want);
  }
  return op(Operator::AddrOf, tt.pointer_to(e->type), l, e);
}

Expr* Sema::build_unary(Operator o, Expr* e, Loc l) {
  if (is_error(e->type)) return e;
  if (is_void(e->type)) {
    error_at(l, "invalid use of void expression");
    return error_expr(l);
  }
  switch (o) {
  case Operator::Neg:
  case Operator::BitNot: {
    e = value(e);
    QualType t = unatomic(e->type);
    if (o == Operator::BitNot && is_complex(t)) {
      // GNU: ~ on a complex number is the conjugate.
      return fold_or_keep(op(Operator::BitNot, t.unqualified(), l, e));
    }
    if (is_vector(t)) return op(o, t.unqualified(), l, e);
    if (o == Operator::Neg ? !is_arithmetic(t) : !is_integer(t)) {
      error_at(l, format("wrong type argument to %s", o == Operator::Neg ? "unary minus" : "bit-complement"));
      return error_expr(l);
    }
    QualType pt = promote(tt, t);
    e = cast(e, pt);
    return fold_or_keep(op(o, pt, l, e));
  }
  case Operator::LogNot: {
    e = value(e);
    if (is_error(e->type)) return e;
    if (!is_scalar(unatomic(e->type))) {
      error_at(l, "wrong type argument to unary exclamation mark");
      return error_expr(l);
    }
    return fold_or_keep(op(Operator::LogNot, tt.int_(), l, e));
  }
  default: break;
  }
  ilcc_unreachable("build_unary: not a unary arithmetic operator");
}

// Folds an operation whose operands are constants; keeps it otherwise.
Expr* Sema::fold_or_keep(Expr* e) {
  if (e->kind != ExprKind::Operation) return e;
  Expr* a = e->operands;
  Expr* b = a ? a->next : nullptr;
  if (!a || !is_constant_expr(a) || (b && !is_constant_expr(b))) return e;
  Constant* c = nullptr;
  if (operator_arity(e->op) == 1) c = fold_unary(e->op, e->type, a->constant);
  else if (operator_arity(e->op) == 2) c = fold_binary(e->op, e->type, a->constant, b->constant, e->loc);
  return replace_by_constant(*this, e, c);
}

Expr* Sema::build_incdec(Operator o, Expr* e, Loc l) {
  if (is_error(e->type)) return e;
  bool inc = o == Operator::PreInc || o == Operator::PostInc;
  QualType t = unatomic(e->type);
  if ((e->eflags & ExprFlag::Lvalue) && !is_array(t) && !is_real(t) && !is_pointer(t) && !is_complex(t)) {
    error_at(l, format("wrong type argument to %s", inc ? "increment" : "decrement"));
    return error_expr(l);
  }
  if (!check_modifiable(e, l, inc ? "increment" : "decrement")) return error_expr(l);
  if (is_pointer(t) && !is_complete(t->base) && !is_void(t->base) && !is_function(t->base)) {
    error_at(l, format("%s of pointer to an incomplete type '%s'", inc ? "increment" : "decrement",
                       type_to_string(t->base).c_str()));
    return error_expr(l);
  }
  if (e->kind == ExprKind::Variable) e->var->vflags |= VarFlag::Set;
  return op(o, e->type.unqualified(), l, e);
}

Expr* Sema::build_comma(Expr* a, Expr* b, Loc l) {
  b = value(b);
  a = value(a);
  return op(Operator::Comma, unatomic(b->type).unqualified(), l, a, b);
}

namespace {
enum class BinKind : u8 { Mul, Div, Rem, Add, Sub, Shl, Shr, Lt, Gt, Le, Ge, Eq, Ne, And, Xor, Or, LogAnd, LogOr };
bool bin_kind(TokenKind t, BinKind& k) {
  switch (t) {
  case TokenKind::Star: case TokenKind::StarEqual: k = BinKind::Mul; return true;
  case TokenKind::Slash: case TokenKind::SlashEqual: k = BinKind::Div; return true;
  case TokenKind::Percent: case TokenKind::PercentEqual: k = BinKind::Rem; return true;
  case TokenKind::Plus: case TokenKind::PlusEqual: k = BinKind::Add; return true;
  case TokenKind::Minus: case TokenKind::MinusEqual: k = BinKind::Sub; return true;
  case TokenKind::LessLess: case TokenKind::LessLessEqual: k = BinKind::Shl; return true;
  case TokenKind::GreaterGreater: case TokenKind::GreaterGreaterEqual: k = BinKind::Shr; return true;
  case TokenKind::Less: k = BinKind::Lt; return true;
  case TokenKind::Greater: k = BinKind::Gt; return true;
  case TokenKind::LessEqual: k = BinKind::Le; return true;
  case TokenKind::GreaterEqual: k = BinKind::Ge; return true;
  case TokenKind::EqualEqual: k = BinKind::Eq; return true;
  case TokenKind::ExclaimEqual: k = BinKind::Ne; return true;
  case TokenKind::Amp: case TokenKind::AmpEqual: k = BinKind::And; return true;
  case TokenKind::Caret: case TokenKind::CaretEqual: k = BinKind::Xor; return true;
  case TokenKind::Pipe: case TokenKind::PipeEqual: k = BinKind::Or; return true;
  case TokenKind::AmpAmp: k = BinKind::LogAnd; return true;
  case TokenKind::PipePipe: k = BinKind::LogOr; return true;
  default: return false;
  }
}
const Operator kArith[] = {Operator::Mul, Operator::Div, Operator::Rem, Operator::Add, Operator::Sub, Operator::Shl,
                           Operator::Shr, Operator::Lt,  Operator::Gt,  Operator::Le,  Operator::Ge,  Operator::Eq,
                           Operator::Ne,  Operator::BitAnd, Operator::BitXor, Operator::BitOr, Operator::LogAnd, Operator::LogOr};
const char* kSpelling[] = {"*", "/", "%", "+", "-", "<<", ">>", "<", ">", "<=", ">=", "==", "!=", "&", "^", "|", "&&", "||"};
} // namespace

// Pointer arithmetic needs a complete object type (GNU: void and functions count as 1).
bool Sema::check_pointer_arith(QualType p, Loc l) {
  QualType t = p->base;
  if (is_void(t) || is_function(t)) return true;
  if (!is_complete(t)) {
    error_at(l, format("invalid use of undefined type '%s'", type_to_string(t).c_str()));
    return false;
  }
  return true;
}

// The source extent of an expression, from its leftmost token to the end of its rightmost
// (as far as its nodes' locations tell: closing parentheses are not recorded).
void Sema::expr_extent(const Expr* e, Loc& begin, Loc& end, unsigned depth) {
  if (e->loc) {
    begin = begin ? std::min(begin, e->loc) : e->loc;
    end = std::max(end, pp.sources().token_end(e->loc));
  }
  if (e->kind == ExprKind::Operation && depth < 64)
    for (const Expr* o = e->operands; o; o = o->next) expr_extent(o, begin, end, depth + 1);
}

// "invalid operands": both operands underlined (~~~ ^ ~~~).
SourceHints Sema::operand_ranges(const Expr* a, const Expr* b) {
  SourceHints h;
  for (const Expr* e : {a, b}) {
    Loc begin = 0, end = 0;
    expr_extent(e, begin, end, 0);
    if (begin && end > begin) h.ranges.push_back({begin, end});
  }
  return h;
}

Expr* Sema::build_binary(TokenKind tk, Expr* a, Expr* b, Loc l) {
  BinKind k;
  if (!bin_kind(tk, k)) ilcc_unreachable("build_binary: not a binary operator");
  a = value(a);
  b = value(b);
  if (is_error(a->type) || is_error(b->type)) return error_expr(l);
  if (void_operand(a) || void_operand(b)) return error_expr(l);
  QualType ta = unatomic(a->type).unqualified(), tb = unatomic(b->type).unqualified();
  Operator o = kArith[size_t(k)];
  if (il::operator_flags(o) & il::OpFlag::Compare || o == Operator::LogAnd || o == Operator::LogOr) warn_equal_operands(o, a, b, l);
  auto invalid = [&]() {
    SourceHints operands = operand_ranges(a, b);
    error_at(l, format("invalid operands to binary %s (have '%s' and '%s')", kSpelling[size_t(k)], type_to_string(ta).c_str(),
                       type_to_string(tb).c_str()), &operands);
    return error_expr(l);
  };
  // GNU vectors: element-wise, a scalar operand is splatted.
  if (is_vector(ta) || is_vector(tb)) {
    if (k == BinKind::LogAnd || k == BinKind::LogOr) return invalid();
    QualType vt = is_vector(ta) ? ta : tb;
    if (is_vector(ta) && is_vector(tb) && !compatible(ta, tb) && ta->size != tb->size) return invalid();
    if (!is_vector(ta)) a = cast(a, vt);
    if (!is_vector(tb)) b = cast(b, vt);
    QualType rt = vt;
    if (o >= Operator::Eq && o <= Operator::Ge) {
      IntKind ik = vt->base->size == 1 ? IntKind::SChar : vt->base->size == 2 ? IntKind::Short : vt->base->size == 4 ? IntKind::Int : IntKind::Long;
      rt = tt.vector(tt.integer(ik), vt->size);
    }
    return op(o, rt, l, a, b);
  }
  switch (k) {
  case BinKind::Mul:
  case BinKind::Div:
  case BinKind::Rem:
  case BinKind::And:
  case BinKind::Xor:
  case BinKind::Or: {
    bool need_int = k == BinKind::Rem || k == BinKind::And || k == BinKind::Xor || k == BinKind::Or;
    if (need_int ? !(is_integer(ta) && is_integer(tb)) : !(is_arithmetic(ta) && is_arithmetic(tb))) return invalid();
    QualType t = usual_arithmetic(tt, ta, tb);
    a = cast(a, t), b = cast(b, t);
    if ((k == BinKind::Div || k == BinKind::Rem) && is_integer(t) && is_constant_expr(b) && b->constant->kind == ConstantKind::Integer &&
        b->constant->ivalue == 0)
      warn(Warning::DivByZero, l, "division by zero");
    return fold_or_keep(op(o, t, l, a, b));
  }
  case BinKind::Add:
  case BinKind::Sub: {
    if (is_arithmetic(ta) && is_arithmetic(tb)) {
      QualType t = usual_arithmetic(tt, ta, tb);
      a = cast(a, t), b = cast(b, t);
      return fold_or_keep(op(o, t, l, a, b));
    }
    if (k == BinKind::Add && is_integer(ta) && is_pointer(tb)) std::swap(a, b), std::swap(ta, tb);
    if (is_pointer(ta) && is_integer(tb)) {
      if (!check_pointer_arith(ta, l)) return error_expr(l);
      b = cast(b, tt.integer(IntKind::Long));
      return fold_or_keep(op(k == BinKind::Add ? Operator::PtrAdd : Operator::PtrSub, ta, l, a, b));
    }
    if (k == BinKind::Sub && is_pointer(ta) && is_pointer(tb)) {
      if (!compatible(ta->base.unqualified(), tb->base.unqualified())) {
        error_at(l, format("invalid operands to binary - (have '%s' and '%s')", type_to_string(ta).c_str(), type_to_string(tb).c_str()));
        return error_expr(l);
      }
      if (!is_complete(ta->base) && !is_void(ta->base) && !is_function(ta->base)) {
        error_at(l, "arithmetic on pointer to an incomplete type");
        return error_expr(l);
      }
      return fold_or_keep(op(Operator::PtrDiff, tt.ptrdiff_t_(), l, a, b));
    }
    return invalid();
  }
  case BinKind::Shl:
  case BinKind::Shr: {
    if (!is_integer(ta) || !is_integer(tb)) return invalid();
    QualType t = promote(tt, ta);
    a = cast(a, t);
    b = cast(b, promote(tt, tb));
    if (is_constant_expr(b) && b->constant->kind == ConstantKind::Integer) {
      i128 n = constant_int_value(b->constant);
      if (n < 0) warn(Warning::ShiftCountNegative, l, format("%s shift count is negative", k == BinKind::Shl ? "left" : "right"));
      else if (n >= i128(t->size * 8))
        warn(Warning::ShiftCountOverflow, l, format("%s shift count >= width of type", k == BinKind::Shl ? "left" : "right"));
    }
    return fold_or_keep(op(o, t, l, a, b));
  }
  case BinKind::Lt:
  case BinKind::Gt:
  case BinKind::Le:
  case BinKind::Ge:
  case BinKind::Eq:
  case BinKind::Ne: {
    bool equality = k == BinKind::Eq || k == BinKind::Ne;
    if (is_arithmetic(ta) && is_arithmetic(tb)) {
      if (!equality && (is_complex(ta) || is_complex(tb))) return invalid();
      QualType t = usual_arithmetic(tt, ta, tb);
      a = cast(a, t), b = cast(b, t);
      return fold_or_keep(op(o, tt.int_(), l, a, b));
    }
    if (is_pointer(ta) && is_pointer(tb)) {
      QualType pa = ta->base.unqualified(), pb = tb->base.unqualified();
      if (!compatible(pa, pb)) {
        if (equality && (is_void(pa) || is_void(pb))) {
          // void * against another object pointer: fine
        } else if (equality && (is_null_pointer_constant(a) || is_null_pointer_constant(b))) {
        } else {
          warning_at(l, "comparison of distinct pointer types lacks a cast");
        }
      }
      if (ta.type() != tb.type()) b = cast(b, ta);
      return fold_or_keep(op(o, tt.int_(), l, a, b));
    }
    if (is_pointer(ta) && is_integer(tb)) {
      if (!is_null_pointer_constant(b)) warning_at(l, "comparison between pointer and integer");
      b = cast(b, ta);
      return fold_or_keep(op(o, tt.int_(), l, a, b));
    }
    if (is_integer(ta) && is_pointer(tb)) {
      if (!is_null_pointer_constant(a)) warning_at(l, "comparison between pointer and integer");
      a = cast(a, tb);
      return fold_or_keep(op(o, tt.int_(), l, a, b));
    }
    return invalid();
  }
  case BinKind::LogAnd:
  case BinKind::LogOr: {
    if (!is_scalar(ta)) {
      // C17 6.5.13p2: scalar operands (gcc words the left one as a condition).
      error_at(a->loc, format("used %s type value where scalar is required",
                              is_record(ta) ? (ta->kind == TypeKind::Struct ? "struct" : "union") : type_to_string(ta).c_str()));
      return error_expr(l);
    }
    if (!is_scalar(tb)) return invalid();
    // Constant folding only when the value is decided by constants (6.5.13, 6.5.14).
    if (is_constant_expr(a) && a->constant->kind != ConstantKind::Address && a->constant->kind != ConstantKind::String) {
      bool av = constant_is_true(a->constant);
      if (av == (k == BinKind::LogOr)) {
        il.free_expr_tree(b);
        Expr* r = int_constant(av ? 1 : 0, tt.int_(), l);
        il.free_expr_tree(a);
        return r;
      }
      if (is_constant_expr(b) && b->constant->kind != ConstantKind::Address && b->constant->kind != ConstantKind::String) {
        bool bv = constant_is_true(b->constant);
        il.free_expr_tree(a);
        il.free_expr_tree(b);
        return int_constant(bv ? 1 : 0, tt.int_(), l);
      }
    }
    return op(o, tt.int_(), l, a, b);
  }
  }
  return invalid();
}

Expr* Sema::build_assign(TokenKind tk, Expr* a, Expr* b, Loc l) {
  if (is_error(a->type) || is_error(b->type)) return error_expr(l);
  if (!check_modifiable(a, l, "assignment")) return error_expr(l);
  if (a->kind == ExprKind::Variable) a->var->vflags |= VarFlag::Set;
  QualType lt = unatomic(a->type).unqualified();
  if (tk == TokenKind::Equal) {
    b = convert_for_assignment(b, lt, "assignment", l);
    if (is_error(b->type)) return b;
    warn_self_assign(a, b, l);
    return op(Operator::Assign, lt, l, a, b);
  }
  BinKind k;
  bin_kind(tk, k);
  b = value(b);
  if (is_error(b->type) || void_operand(b)) return error_expr(l);
  QualType tb = unatomic(b->type).unqualified();
  static const Operator assign_ops[] = {Operator::MulAssign, Operator::DivAssign, Operator::RemAssign, Operator::AddAssign,
                                        Operator::SubAssign, Operator::ShlAssign, Operator::ShrAssign};
  if ((k == BinKind::Add || k == BinKind::Sub) && is_pointer(lt)) {
    if (!is_integer(tb)) {
      SourceHints operands = operand_ranges(a, b);
      error_at(l, format("invalid operands to binary %s (have '%s' and '%s')", kSpelling[size_t(k)], type_to_string(lt).c_str(),
                         type_to_string(tb).c_str()), &operands);
      return error_expr(l);
    }
    if (!check_pointer_arith(lt, l)) return error_expr(l);
    b = cast(b, tt.integer(IntKind::Long));
    return op(k == BinKind::Add ? Operator::PtrAddAssign : Operator::PtrSubAssign, lt, l, a, b);
  }
  if (is_vector(lt)) {
    if (!is_vector(tb)) b = cast(b, lt);
    Operator o = k == BinKind::And ? Operator::AndAssign : k == BinKind::Or ? Operator::OrAssign
                 : k == BinKind::Xor ? Operator::XorAssign : assign_ops[size_t(k)];
    return op(o, lt, l, a, b);
  }
  bool need_int = k == BinKind::Rem || k == BinKind::Shl || k == BinKind::Shr || k == BinKind::And || k == BinKind::Xor ||
                  k == BinKind::Or;
  if (need_int ? !(is_integer(lt) && is_integer(tb)) : !(is_arithmetic(lt) && is_arithmetic(tb))) {
    SourceHints operands = operand_ranges(a, b);
    error_at(l, format("invalid operands to binary %s (have '%s' and '%s')", kSpelling[size_t(k)], type_to_string(lt).c_str(),
                       type_to_string(tb).c_str()), &operands);
    return error_expr(l);
  }
  Operator o;
  if (k == BinKind::Shl || k == BinKind::Shr) {
    b = cast(b, promote(tt, tb));
    o = assign_ops[size_t(k)];
  } else {
    QualType ct = usual_arithmetic(tt, lt, tb);
    b = cast(b, ct);
    o = k == BinKind::And ? Operator::AndAssign : k == BinKind::Or ? Operator::OrAssign : k == BinKind::Xor ? Operator::XorAssign
                                                                                     : assign_ops[size_t(k)];
  }
  return op(o, lt, l, a, b);
}

Expr* Sema::build_conditional(Expr* c, Expr* a, Expr* b, Loc l, Loc colon) {
  bool elvis = a == nullptr;
  c = value(c);
  if (!is_error(c->type) && !is_scalar(unatomic(c->type))) {
    // The condition's error points at the '?' (as gcc).
    c->loc = l;
    c = condition(c, "");
  }
  b = value(b);
  if (!elvis) a = value(a);
  Expr* ae = elvis ? c : a;
  if (is_error(c->type) || is_error(ae->type) || is_error(b->type)) return error_expr(l);
  QualType ta = unatomic(ae->type).unqualified(), tb = unatomic(b->type).unqualified();
  QualType t;
  if (is_arithmetic(ta) && is_arithmetic(tb)) {
    t = usual_arithmetic(tt, ta, tb);
  } else if (is_record(ta) && compatible(ta, tb)) {
    t = ta;
  } else if (is_void(ta) || is_void(tb)) {
    t = tt.void_();
  } else if (is_vector(ta) && compatible(ta, tb)) {
    t = ta;
  } else if (is_pointer(ta) && is_pointer(tb)) {
    QualType pa = ta->base, pb = tb->base;
    u8 q = pa.quals() | pb.quals();
    if (is_null_pointer_constant(b)) t = ta;
    else if (!elvis && is_null_pointer_constant(a)) t = tb;
    else if (is_void(pa) || is_void(pb)) t = tt.pointer_to(tt.void_().with(q));
    else if (compatible(pa.unqualified(), pb.unqualified())) t = tt.pointer_to(composite(tt, pa.unqualified(), pb.unqualified()).with(q));
    else {
      warning_at(colon ? colon : l, "pointer type mismatch in conditional expression");
      t = tt.pointer_to(tt.void_().with(q));
    }
  } else if (is_pointer(ta) && is_integer(tb)) {
    if (!is_null_pointer_constant(b)) warning_at(colon ? colon : l, "pointer/integer type mismatch in conditional expression");
    t = ta;
  } else if (is_integer(ta) && is_pointer(tb)) {
    if (elvis || !is_null_pointer_constant(a)) warning_at(colon ? colon : l, "pointer/integer type mismatch in conditional expression");
    t = tb;
  } else {
    error_at(colon ? colon : l, "type mismatch in conditional expression");
    return error_expr(l);
  }
  if (elvis) {
    b = is_void(t) ? b : cast(b, t);
    return op(Operator::Elvis, t, l, c, b);
  }
  if (!is_void(t)) {
    a = cast(a, t);
    b = cast(b, t);
  }
  if (is_constant_expr(c) && c->constant->kind != ConstantKind::Address && c->constant->kind != ConstantKind::String &&
      is_constant_expr(a) && is_constant_expr(b)) {
    bool cv = constant_is_true(c->constant);
    Expr* keep = cv ? a : b;
    il.free_expr_tree(cv ? b : a);
    il.free_expr_tree(c);
    keep->next = nullptr;
    keep->loc = l;
    return keep;
  }
  warn_duplicated_conditional(a, b, l);
  return op(Operator::Conditional, t, l, c, a, b);
}

Field* Sema::find_member(Type* rec, Symbol name, u64& offset, std::vector<Field*>& path) {
  if (!is_record(QualType::of(rec))) return nullptr;
  for (Field* f = rec->record->fields; f; f = f->next) {
    if (f->name == name && name) {
      offset = f->offset;
      path.push_back(f);
      return f;
    }
    if ((f->fflags & FieldFlag::Anonymous) && is_record(f->type)) {
      size_t mark = path.size();
      path.push_back(f);
      u64 inner = 0;
      if (Field* g = find_member(f->type.type(), name, inner, path)) {
        offset = f->offset + inner;
        return g;
      }
      path.resize(mark);
    }
  }
  return nullptr;
}

// The member names of a record, those of its anonymous members' included.
void Sema::consider_members(Type* rec, NearestName& near) {
  for (Field* f = rec->record->fields; f; f = f->next) {
    if (f->name) near.consider(f->name.str());
    else if ((f->fflags & FieldFlag::Anonymous) && is_record(f->type)) consider_members(f->type.type(), near);
  }
}

// The visible variable, function or enumerator name nearest to `name`.
std::string_view Sema::nearest_ordinary_name(Symbol name) {
  NearestName near(name.str());
  for (Binding* b : ordinary_)
    if (b && b->kind != Binding::Typedef && !b->name.str().starts_with("__builtin")) near.consider(b->name.str());
  return near.best();
}

std::string Sema::did_you_mean(std::string_view name) {
  return name.empty() ? std::string() : format("; did you mean '%.*s'?", int(name.size()), name.data());
}

Expr* Sema::build_member(Expr* base, Symbol name, bool arrow, Loc l, Loc name_loc) {
  if (is_error(base->type)) return base;
  if (arrow) {
    base = value(base);
    QualType pt = unatomic(base->type);
    if (!is_pointer(pt)) {
      error_at(l, format("invalid type argument of '->' (have '%s')", type_to_string(base->type).c_str()));
      return error_expr(l);
    }
    base = op(Operator::Deref, pt->base, l, base);
  }
  QualType rt = unatomic(base->type);
  if (!is_record(rt)) {
    std::string text = expr_text(base);
    if (!arrow && is_pointer(rt) && is_record(rt->base) && !text.empty()) {
      SourceHints fix = replace_token(l, "->");
      error_at(l, format("'%s' is a pointer; did you mean to use '->'?", text.c_str()), &fix);
    } else
      error_at(l, format("request for member '%s' in something not a structure or union", name.c_str()));
    return error_expr(l);
  }
  if (!is_complete(rt)) {
    error_at(l, format("invalid use of undefined type '%s'", type_to_string(rt).c_str()));
    return error_expr(l);
  }
  std::vector<Field*> path;
  u64 off;
  if (!find_member(rt.type(), name, off, path)) {
    NearestName near(name.str());
    consider_members(rt.type(), near);
    if (!name_loc) name_loc = l;
    SourceHints fix = replace_token(name_loc, near.best());
    error_at(name_loc, format("'%s' has no member named '%s'%s", type_to_string(rt).c_str(), name.c_str(), did_you_mean(near.best()).c_str()), &fix);
    return error_expr(l);
  }
  bool lvalue = base->eflags & ExprFlag::Lvalue;
  u8 quals = base->type.quals();
  Expr* e = base;
  for (Field* f : path) {
    QualType ft = f->type.with(quals);
    Expr* m = op(Operator::Member, ft, l, e);
    m->field = f;
    if (!lvalue) m->eflags &= ~ExprFlag::Lvalue;
    if (f->fflags & FieldFlag::Bitfield) m->eflags |= ExprFlag::BitfieldLvalue;
    quals = ft.quals();
    e = m;
  }
  return e;
}

Expr* Sema::build_subscript(Expr* a, Expr* b, Loc l) {
  if (is_error(a->type) || is_error(b->type)) return error_expr(l);
  if (is_vector(a->type) && !(a->eflags & ExprFlag::Lvalue)) {
    a = value(a);
    Expr* i = value(b);
    if (!is_integer(unatomic(i->type))) {
      error_at(l, "array subscript is not an integer");
      return error_expr(l);
    }
    return op(Operator::VectorElement, a->type->base.unqualified(), l, a, cast(i, tt.integer(IntKind::Long)));
  }
  if (is_vector(a->type) && (a->eflags & ExprFlag::Lvalue)) {
    // GNU vector subscript: an element of the vector object, an lvalue (lowering reads
    // and writes it through the whole vector where the vector is a register value).
    Expr* i = value(b);
    if (!is_integer(unatomic(i->type))) {
      error_at(l, "array subscript is not an integer");
      return error_expr(l);
    }
    Expr* e = op(Operator::VectorElement, a->type->base.with(a->type.quals()), l, a, cast(i, tt.integer(IntKind::Long)));
    e->eflags |= ExprFlag::Lvalue;
    return e;
  }
  a = value(a);
  b = value(b);
  QualType ta = unatomic(a->type), tb = unatomic(b->type);
  if (is_integer(ta) && is_pointer(tb)) std::swap(a, b), std::swap(ta, tb);
  if (!is_pointer(ta) && !is_pointer(tb)) {
    error_at(l, "subscripted value is neither array nor pointer nor vector");
    return error_expr(l);
  }
  if (!is_pointer(ta) || !is_integer(tb)) {
    error_at(l, "array subscript is not an integer");
    return error_expr(l);
  }
  if (is_function(ta->base)) {
    error_at(l, "subscripted value is pointer to function");
    return error_expr(l);
  }
  return build_deref(build_binary(TokenKind::Plus, a, b, l), l);
}

Expr* Sema::build_explicit_cast(QualType t, Expr* e, Loc l) {
  if (is_error(t) || is_error(e->type)) return error_expr(l);
  if (is_void(t)) {
    Expr* c = op(Operator::Cast, tt.void_(), l, value(e));
    return c;
  }
  e = value(e);
  if (is_error(e->type)) return e;
  QualType from = unatomic(e->type).unqualified();
  QualType to = t.unqualified();
  if (is_array(to) || is_function(to)) {
    error_at(l, is_array(to) ? "cast specifies array type" : "cast specifies function type"); // C17 6.5.4p2
    return error_expr(l);
  }
  if (is_void(from)) {
    error_at(l, "invalid use of void expression");
    return error_expr(l);
  }
  if (is_record(to)) {
    if (compatible(from, to)) return e; // GNU: a cast to the same struct type
    if (to->kind == TypeKind::Union) {
      // GNU cast to union: the member with the operand's type.
      for (Field* f = to->record->fields; f; f = f->next)
        if (compatible(f->type.unqualified(), from)) {
          Expr* c = op(Operator::Cast, to, l, e);
          return c;
        }
      error_at(l, "cast to union type from type not present in union");
      return error_expr(l);
    }
    error_at(l, "conversion to non-scalar type requested");
    return error_expr(l);
  }
  if (is_vector(to) || is_vector(from)) {
    if (to->size != from->size) {
      error_at(l, "can't convert a value of one size to a vector of another size");
      return error_expr(l);
    }
    return op(Operator::Cast, to, l, e);
  }
  if (!is_scalar(to)) {
    error_at(l, "conversion to non-scalar type requested");
    return error_expr(l);
  }
  if (!is_scalar(from)) {
    error_at(l, format("aggregate value used where %s was expected", is_pointer(to) ? "a pointer" : is_integer(to) ? "an integer" : "a floating-point"));
    return error_expr(l);
  }
  if ((is_pointer(to) && is_floating(from)) || (is_floating(to) && is_pointer(from))) {
    error_at(l, is_pointer(to) ? "cannot convert to a pointer type" : "pointer value used where a floating-point was expected");
    return error_expr(l);
  }
  bool npc = is_integer(from) && is_null_pointer_constant(e);
  Expr* r = cast(e, to, false);
  if (r != e || r->kind == ExprKind::Constant) r->loc = l; // the conversion is located at the cast
  if (npc && is_pointer(to) && is_void(to->base)) r->eflags |= ExprFlag::NullPointerConstant;
  if (r == e && r->kind != ExprKind::Constant) {
    // A cast is never an lvalue, even to the same type.
    r = op(Operator::Cast, to, l, e);
  }
  return r;
}

namespace {
// C17 6.5.2.2p6: the default argument promotions.
QualType default_promotion(TypeTable& tt, QualType t) {
  t = unatomic(t).unqualified();
  if (is_real_floating(t) && t->float_kind == FloatKind::Float) return tt.floating(FloatKind::Double);
  if (is_integer(t)) return promote(tt, t);
  return t;
}
} // namespace

Expr* Sema::build_call(Expr* fn, std::vector<Expr*>& args, Loc l) {
  bool bad_argument = false; // already diagnosed: no arity errors on top
  for (Expr* a : args) bad_argument |= is_error(a->type);
  if (is_error(fn->type) || bad_argument) {
    for (Expr* a : args) il.free_expr_tree(a);
    return is_error(fn->type) ? fn : error_expr(l);
  }
  if (fn->kind == ExprKind::Routine && (fn->routine->rflags & RoutineFlag::Builtin)) return builtin_call(fn->routine, args, l);
  // gcc treats a call of an external `alloca` as __builtin_alloca (-fbuiltin).
  if (fn->kind == ExprKind::Routine && fn->routine->name.str() == "alloca" && !(fn->routine->rflags & RoutineFlag::Defined) &&
      fn->routine->linkage == Linkage::External)
    return builtin_call(builtin_function(Symbol::intern("__builtin_alloca")), args, l);
  Routine* direct = fn->kind == ExprKind::Routine ? fn->routine : nullptr;
  // An always_inline function that may use instruction set extensions the caller may not
  // (an AVX2 intrinsic called where AVX2 is not enabled): gcc's error.
  if (direct && (direct->rflags & RoutineFlag::AlwaysInline) && cur_fn &&
      !function_features(cur_fn).contains(function_features(direct))) {
    error_at(l, format("inlining failed in call to 'always_inline' '%s': target specific option mismatch", direct->name.c_str()));
    note_at(direct->loc, format("'%s' is declared with the target features '%s'", direct->name.c_str(), function_features(direct).names().c_str()));
  }
  fn = value(fn);
  QualType pt = unatomic(fn->type);
  Loc fl = fn->loc; // errors about the call point at the callee (as gcc)
  if (!is_pointer(pt) || !is_function(pt->base)) {
    // gcc names the called object when it is an identifier.
    Expr* named = fn->kind == ExprKind::Operation && fn->op == Operator::ArrayToPointer ? fn->operands : fn;
    if (named->kind == ExprKind::Variable && named->var->name) {
      error_at(fl, format("called object '%s' is not a function or function pointer", named->var->name.c_str()));
      note_at(named->var->loc, "declared here");
    } else {
      error_at(fl, "called object is not a function or function pointer");
    }
    return error_expr(l);
  }
  QualType ft = pt->base;
  RoutineTypeSupplement* rs = ft->routine;
  QualType ret = return_type(ft);
  bool prototyped = rs->rflags & RoutineTypeFlag::Prototyped;
  u32 nparams = rs->param_count;
  bool variadic = rs->rflags & RoutineTypeFlag::Variadic;
  if (prototyped) {
    if (args.size() < nparams || (args.size() > nparams && !variadic)) {
      std::string text = expr_text(fn);
      error_at(fl, format("too %s arguments to function%s%s%s", args.size() < nparams ? "few" : "many",
                          text.empty() ? "" : " '", text.c_str(), text.empty() ? "" : "'"));
      if (direct) note_at(direct->loc, "declared here");
      for (Expr* a : args) il.free_expr_tree(a);
      return error_expr(l);
    }
  }
  // __builtin_va_arg_pack() passes on variadic arguments: only as the last argument, in the
  // variadic part of a prototyped variadic function's call.
  for (size_t k = 0; k < args.size(); ++k) {
    const Expr* a = args[k];
    if (a->kind == ExprKind::Operation && a->op == Operator::Builtin && BuiltinId(a->aux) == BuiltinId::VaArgPack &&
        (k + 1 != args.size() || !prototyped || !variadic || k < nparams)) {
      error_at(a->loc, "invalid use of '__builtin_va_arg_pack ()'");
      for (Expr* b : args) il.free_expr_tree(b);
      return error_expr(l);
    }
  }
  if (direct && pp.diagnostics().warning_enabled(Warning::Format)) warn_format(direct, args, l);
  ParamType* p = prototyped ? rs->params : nullptr;
  // Where the note after a report about an argument points: the callee's parameter when
  // it is defined, else its declaration (function types are shared: their parameters'
  // locations may be another declaration's).
  // (The body's own variables come first in the function scope's list, then the parameters.)
  Variable* param_var = direct && direct->scope ? direct->scope->variables : nullptr;
  while (param_var && !(param_var->vflags & VarFlag::Parameter)) param_var = param_var->next;
  Expr* head = fn;
  Expr* tail = fn;
  fn->next = nullptr;
  u32 i = 0;
  for (Expr* a : args) {
    ++i;
    Expr* v;
    if (p) {
      std::string callee = expr_text(fn);
      std::string ctx = format("passing argument %u of '%s'", i, callee.empty() ? "function" : callee.c_str());
      a = value(a);
      if (is_error(a->type)) {
        v = a;
      } else if (!is_complete(p->type) && !is_error(p->type)) {
        error_at(a->loc, format("type of formal parameter %u is incomplete", i));
        v = error_expr(a->loc);
      } else {
        passing_param_loc_ = param_var && (param_var->vflags & VarFlag::Parameter) ? param_var->loc : direct ? direct->loc : 0;
        v = convert_for_assignment(a, p->type.unqualified(), ctx.c_str(), a->loc);
        passing_param_loc_ = 0;
      }
      p = p->next;
      if (param_var) param_var = param_var->next;
    } else {
      v = value(a);
      if (!is_error(v->type)) {
        if (is_void(v->type)) {
          error_at(a->loc, "invalid use of void expression");
          v = error_expr(a->loc);
        } else if (!is_complete(v->type)) {
          error_at(a->loc, "argument has incomplete type");
          v = error_expr(a->loc);
        } else {
          v = cast(v, default_promotion(tt, v->type));
        }
      }
    }
    tail->next = v;
    tail = v;
  }
  tail->next = nullptr;
  if (!is_void(ret) && !is_complete(ret) && !is_error(ret)) {
    error_at(fl, format("invalid use of undefined type '%s'", type_to_string(ret).c_str()));
    return error_expr(l);
  }
  Expr* call = new_expr(ExprKind::Operation, ret.unqualified(), l);
  call->op = Operator::Call;
  call->operands = head;
  return call;
}

void Sema::mark_used(Expr* e) {
  if (e->kind == ExprKind::Variable) e->var->vflags |= VarFlag::Used;
}

} // namespace ilcc::sema
