// object_size.cpp — __builtin_object_size and __builtin_dynamic_object_size (GNU C).
//
// The answer is the number of bytes from the pointer to the end of the object it points
// into: the whole object for modes 0 and 2, the closest enclosing subobject (a member, an
// array member) for modes 1 and 3; the largest possible value for modes 0 and 1, the
// smallest for 2 and 3. What cannot be told is (size_t)-1 for modes 0 and 1 and 0 for 2
// and 3; an argument with side effects is never evaluated and gives that too.
//
// Semantic analysis answers what the expression shows: the address of a declared object,
// a string literal or a compound literal, of a member or an element of one (constant
// indices), through the members of an object reached by a pointer (whose size is unknown,
// the member's is not) — this is also all gcc tells without optimization. When optimizing,
// the rest waits for the IR (the `object_size` intrinsic): after inlining the pointer may
// be a local array, a global or a malloc'd block, which opt/object_size.cpp decides.
#include "sema/builtins.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

namespace ilcc::sema {

namespace {
constexpr u64 kUnknown = ~u64(0);

// Where an address points: into an object of `whole` bytes at `offset` (kUnknown: an
// object of unknown size), and into its subobject of `sub` bytes at `sub_offset`.
struct Place {
  u64 whole = kUnknown, offset = 0;
  u64 sub = kUnknown, sub_offset = 0;
};

bool size_known(QualType t) { return is_complete(t) && !has_variable_size(t) && t->size > 0; }

// The integer value of a constant index, if it is one.
bool constant_index(const Expr* e, i64& out) {
  if (e->kind != ExprKind::Constant || e->constant->kind != ConstantKind::Integer) return false;
  out = i64(e->constant->ivalue);
  return true;
}

bool address_place(const Expr* e, Place& p);

// The object an lvalue designates.
bool lvalue_place(const Expr* e, Place& p) {
  switch (e->kind) {
  case ExprKind::Variable:
    if (!size_known(e->var->type)) return false;
    p.whole = p.sub = e->var->type->size;
    p.offset = p.sub_offset = 0;
    return true;
  case ExprKind::CompoundLiteral:
    if (!size_known(e->type)) return false;
    p.whole = p.sub = e->type->size;
    return true;
  case ExprKind::Constant:
    if (e->constant->kind != ConstantKind::String) return false;
    p.whole = p.sub = e->constant->length; // bytes, the terminator included
    return true;
  case ExprKind::Operation:
    switch (e->op) {
    case Operator::Member: {
      const Field* f = e->field;
      if (!lvalue_place(e->operands, p)) {
        // A member of an object the expression does not show (through a pointer).
        p = Place{};
      }
      if (p.whole != kUnknown) p.offset += f->offset;
      // The member is the subobject — but a trailing array of a struct reached through a
      // pointer may extend past the struct (flexible array idioms): then only the whole
      // object tells.
      bool trailing_array = is_array(f->type) && !f->next && p.whole == kUnknown;
      if ((f->fflags & FieldFlag::Flexible) || trailing_array || !size_known(f->type)) {
        p.sub = p.whole, p.sub_offset = p.offset;
      } else {
        p.sub = f->type->size, p.sub_offset = 0;
      }
      return p.whole != kUnknown || p.sub != kUnknown;
    }
    case Operator::Deref: return address_place(e->operands, p);
    default: return false;
    }
  default: return false;
  }
}

// The place a pointer expression points to.
bool address_place(const Expr* e, Place& p) {
  while (e->kind == ExprKind::Operation && e->op == Operator::Cast && is_pointer(e->type)) e = e->operands;
  switch (e->kind) {
  case ExprKind::Constant: {
    const Constant* c = e->constant;
    if (c->kind != ConstantKind::Address || c->addr_label || c->addr_routine) return false;
    u64 size;
    if (c->addr_var && size_known(c->addr_var->type)) size = c->addr_var->type->size;
    else if (c->addr_string) size = c->addr_string->length; // bytes, the terminator included
    else return false;
    // A folded address shows no member: the whole object is the subobject's bound (a
    // largest answer; the smallest modes get none, below).
    p.whole = size;
    p.offset = u64(c->addr_offset);
    p.sub = kUnknown;
    return true;
  }
  case ExprKind::Operation:
    switch (e->op) {
    case Operator::AddrOf:
    case Operator::ArrayToPointer: return lvalue_place(e->operands, p);
    case Operator::PtrAdd:
    case Operator::PtrSub: {
      i64 k;
      QualType elem = unatomic(e->operands->type)->base;
      if (!constant_index(e->operands->next, k) || !size_known(elem) || !address_place(e->operands, p)) return false;
      i64 bytes = (e->op == Operator::PtrSub ? -k : k) * i64(elem->size);
      p.offset += u64(bytes);
      p.sub_offset += u64(bytes);
      return true;
    }
    default: return false;
    }
  default: return false;
  }
}

// The answer for `mode` from a place, or kUnknown.
u64 answer(const Place& p, int mode) {
  auto rest = [](u64 size, u64 off) { return size == kUnknown ? kUnknown : i64(off) < 0 || off > size ? 0 : size - off; };
  bool sub = mode & 1;
  if (sub && p.sub != kUnknown) return rest(p.sub, p.sub_offset);
  if (sub && mode == 3) return kUnknown; // no subobject shown: no smallest answer
  return rest(p.whole, p.offset);
}


} // namespace

// Whether the argument may be evaluated for a later decision: no side effects (no
// assignment, call, volatile access or statement expression), a bounded size.
bool side_effect_free(const Expr* e, u32& budget) {
  if (budget == 0 || e->type.is_volatile()) return false;
  --budget;
  switch (e->kind) {
  case ExprKind::Constant:
  case ExprKind::Variable:
  case ExprKind::CompoundLiteral: return true;
  case ExprKind::Operation:
    switch (e->op) {
    case Operator::Deref: case Operator::AddrOf: case Operator::Cast: case Operator::ArrayToPointer:
    case Operator::FunctionToPointer: case Operator::Member: case Operator::PtrAdd: case Operator::PtrSub:
    case Operator::Add: case Operator::Sub: case Operator::Mul: case Operator::Div: case Operator::Rem:
    case Operator::Shl: case Operator::Shr: case Operator::BitAnd: case Operator::BitOr: case Operator::BitXor:
    case Operator::Neg: case Operator::BitNot: case Operator::LogNot:
    case Operator::Eq: case Operator::Ne: case Operator::Lt: case Operator::Le: case Operator::Gt: case Operator::Ge:
    case Operator::LogAnd: case Operator::LogOr: case Operator::Conditional: case Operator::Elvis: case Operator::Comma:
      for (const Expr* o = e->operands; o; o = o->next)
        if (!side_effect_free(o, budget)) return false;
      return true;
    default: return false;
    }
  default: return false;
  }
}

Expr* Sema::object_size_call(BuiltinId id, Expr* ptr, Expr* mode_arg, Loc l) {
  const char* name = builtin_name(id);
  i128 mode = 0;
  bool ok = integer_constant(mode_arg, mode, "second argument");
  il.free_expr_tree(mode_arg);
  if (!ok || mode < 0 || mode > 3) {
    if (ok) error_at(l, format("last argument of '%s' is not integer constant between 0 and 3", name));
    il.free_expr_tree(ptr);
    return error_expr(l);
  }
  u64 unknown = mode < 2 ? kUnknown : 0;
  u32 budget = 256;
  if (!side_effect_free(ptr, budget)) {
    il.free_expr_tree(ptr);
    return int_constant(i128(unknown), tt.size_t_(), l);
  }
  Place p;
  u64 size = address_place(ptr, p) ? answer(p, int(mode)) : kUnknown;
  if (size != kUnknown) {
    il.free_expr_tree(ptr);
    return int_constant(i128(size), tt.size_t_(), l);
  }
  // After inlining and optimization (opt/object_size.cpp); without optimization, unknown.
  if (cur_fn && pp.options().optimize > 0) {
    Expr* e = new_expr(ExprKind::Operation, tt.size_t_(), l);
    e->op = Operator::Builtin;
    e->aux = u32(id);
    e->operands = ptr;
    ptr->next = int_constant(mode, tt.int_(), l);
    ptr->next->next = nullptr;
    return e;
  }
  il.free_expr_tree(ptr);
  return int_constant(i128(unknown), tt.size_t_(), l);
}

} // namespace ilcc::sema
