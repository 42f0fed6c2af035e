// x86_builtins.cpp — the builtins of the x86 intrinsics' headers (x86_builtins.def), and
// the instruction set extensions a function may use (docs/simd.md).
//
// Each builtin is an IR intrinsic: its arguments are checked against the intrinsic's
// signature (a vector argument fixes the intrinsic's type, later vector arguments must
// have its size, immediates must be integer constant expressions), its result type comes
// from the row's result code, and the calling function must have the row's feature
// (gcc's "needs isa option" error otherwise). A function's features are the unit's (-m
// options, #pragma GCC target) or its target("...") attribute's.
#include "sema/builtins.h"

#include "sema/sema.h"
#include "support/diagnostics.h"

namespace ilcc::sema {

namespace {
const X86BuiltinInfo kX86Builtins[] = {
#define X86_BUILTIN(Id, name, intrinsic, result, feature, feature256) {name, IntrinsicOp::intrinsic, result, feature, feature256},
#include "sema/x86_builtins.def"
};

// The C integer type of `bytes` bytes (signed).
IntKind int_of_size(u64 bytes) {
  switch (bytes) {
  case 1: return IntKind::SChar;
  case 2: return IntKind::Short;
  case 4: return IntKind::Int;
  default: return IntKind::LongLong;
  }
}
} // namespace

const X86BuiltinInfo& x86_builtin_info(BuiltinId id) { return kX86Builtins[size_t(id) - size_t(BuiltinId::FirstX86) - 1]; }

X86Features Sema::function_features(const Routine* r) const {
  if (r && r->target_features) return X86Features(r->target_features);
  return pragma_features_;
}

Expr* Sema::x86_builtin_call(BuiltinId id, std::vector<Expr*>& args, Loc l) {
  const X86BuiltinInfo& info = x86_builtin_info(id);
  IntrinsicOp op = info.intrinsic;
  const IntrinsicInfo& ii = intrinsic_info(op);
  auto abandon = [&]() {
    for (Expr* a : args)
      if (a) il.free_expr_tree(a);
    return error_expr(l);
  };
  auto fail = [&](const std::string& msg) {
    error_at(l, msg);
    return abandon();
  };
  unsigned nargs = intrinsic_num_args(op);
  if (args.size() != nargs)
    return fail(format("%s arguments to function '%s'", args.size() < nargs ? "too few" : "too many", info.name));
  for (Expr*& a : args) a = value(a);
  // The intrinsic's type: the first vector argument's, or for a scalar intrinsic the first
  // argument's; a masked load's from its mask.
  QualType vt{};
  for (unsigned k = 0; k < nargs && !vt; ++k)
    if (ii.args[k] == 'v' || (ii.args[k] == 'm' && (info.result == 'M' || info.result == 'F'))) vt = unatomic(args[k]->type).unqualified();
  bool polymorphic = is_polymorphic(op);
  std::string_view types = ii.types;
  bool scalars = types.find_first_of("sS") != std::string_view::npos, vectors = types.find('s') == std::string_view::npos;
  if (polymorphic && (!vt || (is_vector(vt) ? !vectors : !scalars)))
    return fail(format("'%s' needs a %s argument", info.name, vectors ? "vector" : "integer"));
  // The feature the calling function must have.
  const char* need = vt && vt->size > 16 ? info.feature256 : info.feature;
  if (vt && vt->size > 16 && !*need) return fail(format("'%s' does not take 32-byte vectors", info.name));
  X86Features have = function_features(cur_fn);
  X86Features want;
  if (*need && (!want.apply(need) || !have.contains(want)))
    return fail(format("'%s' needs the target feature '%s' (an -m option or a target(\"%s\") attribute)", info.name, need, need));
  // The arguments.
  QualType mask_t{};
  if (vt && is_vector(vt)) {
    QualType e = vt->base;
    if (is_real_floating(e)) mask_t = tt.vector(tt.integer(int_of_size(e->size)), vt->size);
    else mask_t = vt;
  }
  for (unsigned k = 0; k < nargs; ++k) {
    char c = ii.args[k];
    std::string ctx = format("passing argument %u of '%s'", k + 1, info.name);
    Expr*& a = args[k];
    QualType at = unatomic(a->type).unqualified();
    switch (c) {
    case 'v': case 'm':
      if (vt && !is_vector(vt)) { // a scalar intrinsic: its arguments have the first one's type
        a = convert_for_assignment(a, vt, ctx.c_str(), a->loc);
        break;
      }
      if (!is_vector(at) || (vt && at->size != (c == 'm' ? mask_t : vt)->size))
        return fail(format("%s: expected a vector of %llu bytes", ctx.c_str(), (unsigned long long)(vt ? vt->size : 16)));
      if (c == 'v' && vt && (at->base->size != vt->base->size || is_real_floating(at->base) != is_real_floating(vt->base)))
        a = cast(a, vt, false);
      break;
    case 'p': a = convert_for_assignment(a, tt.void_ptr(), ctx.c_str(), a->loc); break;
    case 'e': a = cast(a, vt->base, false); break;
    case 'b': a = convert_for_assignment(a, tt.integer(IntKind::UChar), ctx.c_str(), a->loc); break;
    case 'w': a = convert_for_assignment(a, tt.integer(IntKind::UShort), ctx.c_str(), a->loc); break;
    case 'i': a = convert_for_assignment(a, tt.integer(IntKind::UInt), ctx.c_str(), a->loc); break;
    case 'l': a = convert_for_assignment(a, tt.integer(IntKind::ULongLong), ctx.c_str(), a->loc); break;
    case 'f': a = convert_for_assignment(a, tt.floating(FloatKind::Float), ctx.c_str(), a->loc); break;
    case 'd': a = convert_for_assignment(a, tt.floating(FloatKind::Double), ctx.c_str(), a->loc); break;
    case 'I': {
      i128 v;
      if (!integer_constant(a, v, format("argument %u of '%s'", k + 1, info.name).c_str())) return abandon();
      a = convert_for_assignment(a, tt.int_(), ctx.c_str(), a->loc);
      break;
    }
    default: break;
    }
    if (is_error(a->type)) return abandon();
  }
  if (vt && !is_vector(vt) && !is_real_floating(vt) && (!is_integer(vt) || (vt->size != 2 && vt->size != 4 && vt->size != 8)))
    return fail(format("'%s' needs an integer of 2, 4 or 8 bytes", info.name));
  // The result type.
  QualType rt;
  auto ints = [&](u64 es, u64 bytes) { return tt.vector(tt.integer(int_of_size(es)), bytes); };
  switch (info.result) {
  case 'v': rt = vt; break;
  case 'm': rt = mask_t; break;
  case 'W': rt = ints(2 * vt->base->size, vt->size); break;
  case 'Q': rt = ints(8, vt->size); break;
  case 'N': rt = ints(vt->base->size / 2, vt->size); break;
  case 'n': rt = ints(4, 4 * vt->lanes); break;
  case 'M': rt = vt; break;
  case 'F': rt = tt.vector(tt.floating(vt->base->size == 8 ? FloatKind::Double : FloatKind::Float), vt->size); break;
  case 'i': rt = tt.int_(); break;
  case 'l': rt = tt.integer(IntKind::LongLong); break;
  case 'x': rt = vt; break;
  default: rt = tt.void_(); break;
  }
  Expr* e = new_expr(ExprKind::Operation, rt, l);
  e->op = Operator::Builtin;
  e->aux = u32(id);
  Expr** tail = &e->operands;
  for (Expr* a : args) {
    *tail = a;
    tail = &a->next;
  }
  *tail = nullptr;
  return e;
}

} // namespace ilcc::sema
