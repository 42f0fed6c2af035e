// builtins.cpp — __builtin_*, __sync_* and __atomic_* calls (table: builtins.def).
//
// A builtin is declared on first use, as a Routine flagged Builtin whose type comes from
// its signature. Library builtins are plain calls of the library function (the Routine's
// asm name drops the "__builtin_" prefix). Op builtins become Builtin operations with the
// builtin's number, their arguments converted to the signature's types, or, for the
// generic ones (atomics take any integer or pointer object, the overflow checks any
// integer types, the classification macros any floating type), checked here. Sema
// builtins are answered at translation time.
#include "sema/builtins.h"

#include "il/share.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

#include <cmath>
#include <cstring>

namespace ilcc::sema {

namespace {
struct BuiltinInfo {
  const char* name;
  BuiltinKind kind;
  const char* sig;
};
const BuiltinInfo kBuiltins[] = {
    {"", BuiltinKind::Sema, ""},
#define BUILTIN(Id, name, kind, sig) {name, BuiltinKind::kind, sig},
#include "sema/builtins.def"
    {"", BuiltinKind::Sema, ""}, // FirstX86
#define X86_BUILTIN(Id, name, intrinsic, result, feature, feature256) {name, BuiltinKind::Op, "*"},
#include "sema/x86_builtins.def"
};
static_assert(sizeof(kBuiltins) / sizeof(kBuiltins[0]) == size_t(BuiltinId::Count));
} // namespace

const char* builtin_name(BuiltinId id) { return kBuiltins[size_t(id)].name; }
BuiltinKind builtin_kind(BuiltinId id) { return kBuiltins[size_t(id)].kind; }
const char* builtin_signature(BuiltinId id) { return kBuiltins[size_t(id)].sig; }

namespace {
constexpr const char* kBuiltinAliases[] = {
#define BUILTIN_ALIAS(Id, name) name,
#include "sema/builtins.def"
};
// The builtin operations the parser reads as keywords (keywords.def).
constexpr const char* kBuiltinKeywords[] = {"__builtin_va_arg", "__builtin_offsetof", "__builtin_types_compatible_p",
                                           "__builtin_choose_expr"};
} // namespace

// The x86 builtins (x86_builtins.def) and __builtin_ilcc_* are not among them: they are the
// private interface of ilcc's intrinsic headers (their names and operand types are ilcc's,
// not gcc's), so __has_builtin does not claim them; programs test for the headers instead.
static bool is_private_builtin(std::string_view name) { return name.starts_with("__builtin_ilcc_"); }

std::vector<std::string_view> builtin_names() {
  std::vector<std::string_view> names;
  for (u32 i = 1; i < u32(BuiltinId::FirstX86); ++i)
    if (!is_private_builtin(kBuiltins[i].name)) names.push_back(kBuiltins[i].name);
  for (const char* n : kBuiltinAliases) names.push_back(n);
  for (const char* n : kBuiltinKeywords) names.push_back(n);
  return names;
}

bool has_builtin(std::string_view name) {
  static const HashMap<u32, u32> table = [] {
    HashMap<u32, u32> t;
    for (std::string_view n : builtin_names()) t.insert(Symbol::intern(n).id(), 1);
    return t;
  }();
  return table.find(Symbol::intern(name).id()) != nullptr;
}

u32 Sema::builtin_id(Symbol name) {
  if (builtin_ids_.empty()) {
    for (u32 i = 1; i < u32(BuiltinId::Count); ++i)
      if (*kBuiltins[i].name) builtin_ids_.insert(Symbol::intern(kBuiltins[i].name).id(), i);
    static const std::pair<BuiltinId, const char*> kAliases[] = {
#define BUILTIN_ALIAS(Id, name) {BuiltinId::Id, name},
#include "sema/builtins.def"
    };
    for (auto& [id, n] : kAliases) builtin_ids_.insert(Symbol::intern(n).id(), u32(id));
  }
  u32* id = builtin_ids_.find(name.id());
  return id ? *id : 0;
}

// A type of a signature code.
QualType Sema::signature_type(std::string_view c) {
  if (c == "v") return tt.void_();
  if (c == "b") return tt.integer(IntKind::Bool);
  if (c == "c") return tt.char_();
  if (c == "i") return tt.int_();
  if (c == "u") return tt.integer(IntKind::UInt);
  if (c == "l") return tt.integer(IntKind::Long);
  if (c == "ul") return tt.integer(IntKind::ULong);
  if (c == "ll") return tt.integer(IntKind::LongLong);
  if (c == "ull") return tt.integer(IntKind::ULongLong);
  if (c == "z") return tt.size_t_();
  if (c == "f") return tt.floating(FloatKind::Float);
  if (c == "d") return tt.floating(FloatKind::Double);
  if (c == "ld") return tt.floating(FloatKind::LongDouble);
  if (c == "f32") return tt.floating(FloatKind::Float32);
  if (c == "f64") return tt.floating(FloatKind::Float64);
  if (c == "f32x") return tt.floating(FloatKind::Float32x);
  if (c == "f64x") return tt.floating(FloatKind::Float64x);
  if (c == "f128") return tt.floating(FloatKind::Float128);
  if (c == "cd") return tt.complex(FloatKind::Double);
  if (c == "p") return tt.void_ptr();
  if (c == "cp") return tt.pointer_to(tt.void_().with(Qual::Const));
  if (c == "s") return tt.char_ptr();
  if (c == "cs") return tt.pointer_to(tt.char_().with(Qual::Const));
  if (c == "u16") return tt.integer(IntKind::UShort);
  if (c == "u32") return tt.integer(IntKind::UInt);
  if (c == "u64") return tt.integer(IntKind::ULong);
  if (c == "u128") return tt.integer(IntKind::UInt128);
  if (c == "va") return tt.pointer_to(va_list_type->base);
  ilcc_unreachable("builtins.def: unknown signature code");
}

Routine* Sema::builtin_function(Symbol name) {
  if (Routine** r = builtins_.find(name.id())) return *r;
  u32 id = builtin_id(name);
  if (!id) return nullptr;
  const BuiltinInfo& info = kBuiltins[id];
  Routine* r = il.alloc_file_scope<Routine>();
  r->name = name;
  r->linkage = Linkage::External;
  r->loc = 0;
  r->seq = ++seq;
  std::string_view sig = info.sig;
  if (sig == "*") {
    r->type = tt.function(tt.int_(), nullptr, 0);
  } else {
    std::vector<std::string_view> codes;
    size_t i = 0;
    while (i < sig.size()) {
      size_t j = sig.find(' ', i);
      if (j == std::string_view::npos) j = sig.size();
      codes.push_back(sig.substr(i, j - i));
      i = j + 1;
    }
    u8 rflags = RoutineTypeFlag::Prototyped;
    ParamType* head = nullptr;
    ParamType** tail = &head;
    for (size_t k = 1; k < codes.size(); ++k) {
      if (codes[k] == "...") {
        rflags |= RoutineTypeFlag::Variadic;
        break;
      }
      ParamType* p = il.alloc_param_type();
      p->type = signature_type(codes[k]);
      *tail = p;
      tail = &p->next;
    }
    r->type = tt.function(signature_type(codes[0]), head, rflags);
  }
  if (info.kind == BuiltinKind::Lib) {
    std::string_view n = name.str();
    // The function a library builtin calls: its name without "__builtin_", but for those
    // the C library does not have (libgcc's helpers).
    static constexpr std::pair<std::string_view, const char*> kLibraryNames[] = {
        {"__builtin_powi", "__powidf2"}, {"__builtin_powif", "__powisf2"}, {"__builtin_powil", "__powixf2"}};
    r->asm_name = Symbol::intern(n.substr(std::strlen("__builtin_")));
    for (auto& [b, lib] : kLibraryNames)
      if (n == b) r->asm_name = Symbol::intern(lib);
    if (n == "__builtin_abort" || n == "__builtin_exit" || n == "__builtin__exit") r->rflags |= RoutineFlag::NoReturn;
  } else {
    r->rflags |= RoutineFlag::Builtin;
  }
  builtins_.insert(name.id(), r);
  return r;
}

namespace {
bool is_atomic_operand(QualType t) { return is_integer(t) || is_pointer(t); }
} // namespace

// Whether e may be the argument of a deferred __builtin_constant_p: no side effects (no
// assignment, call, volatile access or statement expression) and at most `budget` nodes.
static bool constant_p_candidate(const Expr* e, u32& budget) {
  if (budget == 0 || e->type.is_volatile()) return false;
  --budget;
  switch (e->kind) {
  case ExprKind::Constant:
  case ExprKind::Variable: return true;
  case ExprKind::Operation:
    switch (e->op) {
    case Operator::Neg: case Operator::BitNot: case Operator::LogNot: case Operator::Deref: case Operator::AddrOf:
    case Operator::Cast: case Operator::ArrayToPointer: case Operator::Member:
    case Operator::Add: case Operator::Sub: case Operator::Mul: case Operator::Div: case Operator::Rem:
    case Operator::Shl: case Operator::Shr: case Operator::BitAnd: case Operator::BitOr: case Operator::BitXor:
    case Operator::PtrAdd: case Operator::PtrSub: case Operator::PtrDiff:
    case Operator::Eq: case Operator::Ne: case Operator::Lt: case Operator::Le: case Operator::Gt: case Operator::Ge:
    case Operator::LogAnd: case Operator::LogOr: case Operator::Conditional:
      for (const Expr* o = e->operands; o; o = o->next)
        if (!constant_p_candidate(o, budget)) return false;
      return true;
    case Operator::Builtin: // an object size left for after inlining: constant once decided
      if (BuiltinId(e->aux) != BuiltinId::ObjectSize && BuiltinId(e->aux) != BuiltinId::DynObjectSize) return false;
      for (const Expr* o = e->operands; o; o = o->next)
        if (!constant_p_candidate(o, budget)) return false;
      return true;
    default: return false;
    }
  default: return false;
  }
}

// Whether e reads a byte of a string literal at a constant index inside it ("hi"[0]):
// gcc's folder takes that as a constant.
static bool string_literal_element(const Expr* e) {
  if (e->kind != ExprKind::Operation || e->op != Operator::Deref || e->type->size != 1) return false;
  const Expr* p = e->operands;
  i128 index = 0;
  if (p->kind == ExprKind::Operation && p->op == Operator::PtrAdd) {
    const Expr* k = p->operands->next;
    if (k->kind != ExprKind::Constant || k->constant->kind != ConstantKind::Integer) return false;
    index = k->constant->ivalue;
    p = p->operands;
  }
  if (p->kind != ExprKind::Operation || p->op != Operator::ArrayToPointer) return false;
  const Expr* s = p->operands;
  return s->kind == ExprKind::Constant && s->constant->kind == ConstantKind::String && index >= 0 &&
         index < i128(s->constant->length);
}

Expr* Sema::builtin_call(Routine* fn, std::vector<Expr*>& args, Loc l) {
  BuiltinId id = BuiltinId(builtin_id(fn->name));
  const BuiltinInfo& info = kBuiltins[size_t(id)];
  const char* name = info.name;
  auto fail = [&](const std::string& msg) {
    error_at(l, msg);
    for (Expr* a : args) il.free_expr_tree(a);
    return error_expr(l);
  };
  for (Expr* a : args)
    if (is_error(a->type)) {
      for (Expr* b : args) il.free_expr_tree(b);
      return error_expr(l);
    }
  auto want = [&](size_t n) { return args.size() == n; };
  auto make = [&](QualType t, std::vector<Expr*> ops) {
    Expr* e = new_expr(ExprKind::Operation, t, l);
    e->op = Operator::Builtin;
    e->aux = u32(id);
    Expr** tail = &e->operands;
    for (Expr* o : ops) {
      *tail = o;
      tail = &o->next;
    }
    *tail = nullptr;
    return e;
  };
  if (id == BuiltinId::Setjmp && cur_fn) cur_fn->rflags |= RoutineFlag::CallsBuiltinSetjmp;
  if (is_x86_builtin(id)) return x86_builtin_call(id, args, l);
  std::string_view sig = info.sig;
  if (sig != "*") {
    // Fixed signature: count and convert like a prototyped call.
    QualType ft = fn->type;
    RoutineTypeSupplement* rs = ft->routine;
    if (args.size() < rs->param_count || (args.size() > rs->param_count && !(rs->rflags & RoutineTypeFlag::Variadic)))
      return fail(format("%s arguments to function '%s'", args.size() < rs->param_count ? "too few" : "too many", name));
    std::vector<Expr*> conv;
    ParamType* p = rs->params;
    u32 i = 0;
    for (Expr* a : args) {
      ++i;
      std::string ctx = format("passing argument %u of '%s'", i, name);
      conv.push_back(p ? convert_for_assignment(a, p->type, ctx.c_str(), a->loc) : value(a));
      if (p) p = p->next;
    }
    QualType ret = return_type(ft);
    switch (id) {
    case BuiltinId::Expect:
    case BuiltinId::ExpectProb: {
      // The value of the first argument; the others are evaluated too (gcc does).
      Expr* r = conv[0];
      for (size_t k = conv.size(); k-- > 1;) r = build_comma(conv[k], r, l);
      return r;
    }
    case BuiltinId::ObjectSize:
    case BuiltinId::DynObjectSize: return object_size_call(id, conv[0], conv[1], l);
    case BuiltinId::HugeVal: case BuiltinId::HugeValF: case BuiltinId::HugeValL:
    case BuiltinId::Inf: case BuiltinId::InfF: case BuiltinId::InfL:
    case BuiltinId::HugeValF32: case BuiltinId::HugeValF64: case BuiltinId::HugeValF32x:
    case BuiltinId::HugeValF64x: case BuiltinId::HugeValF128:
    case BuiltinId::InfF32: case BuiltinId::InfF64: case BuiltinId::InfF32x: case BuiltinId::InfF64x:
    case BuiltinId::InfF128:
      return constant_expr(float_const(HUGE_VALL, ret), l);
    case BuiltinId::Nan: case BuiltinId::NanF: case BuiltinId::NanL:
    case BuiltinId::Nans: case BuiltinId::NansF: case BuiltinId::NansL:
    case BuiltinId::NanF32: case BuiltinId::NanF64: case BuiltinId::NanF32x: case BuiltinId::NanF64x:
    case BuiltinId::NanF128:
    case BuiltinId::NansF32: case BuiltinId::NansF64: case BuiltinId::NansF32x: case BuiltinId::NansF64x:
    case BuiltinId::NansF128: {
      // The payload string must be a literal; "" gives the default NaN.
      Expr* s = conv[0];
      while (s->kind == ExprKind::Operation && (s->op == Operator::Cast || s->op == Operator::ArrayToPointer)) s = s->operands;
      if (s->kind != ExprKind::Constant || s->constant->kind != ConstantKind::String) return make(ret, conv);
      std::string payload(s->constant->bytes, s->constant->length - 1);
      il.free_expr_tree(conv[0]);
      bool signaling = id == BuiltinId::Nans || id == BuiltinId::NansF || id == BuiltinId::NansL ||
                       (id >= BuiltinId::NansF32 && id <= BuiltinId::NansF128);
      long double v;
      FloatFormat ff = float_format(ret->float_kind);
      if (ff == FloatFormat::Binary32) {
        float f = std::nanf(payload.c_str());
        if (signaling) {
          u32 bits;
          std::memcpy(&bits, &f, 4);
          bits &= ~u32(1u << 22);
          if (!(bits & 0x3fffff)) bits |= 1;
          std::memcpy(&f, &bits, 4);
        }
        v = f;
      } else if (ff == FloatFormat::Binary64) {
        double d = std::nan(payload.c_str());
        if (signaling) {
          u64 bits;
          std::memcpy(&bits, &d, 8);
          bits &= ~(u64(1) << 51);
          if (!(bits & ((u64(1) << 51) - 1))) bits |= 1;
          std::memcpy(&d, &bits, 8);
        }
        v = d;
      } else {
        v = std::nanl(payload.c_str());
      }
      // Keep the exact NaN bits: store the constant without rounding through float_const.
      Constant* c = il.alloc_local_constant(ConstantKind::Float);
      c->type = ret;
      c->fvalue = v;
      return constant_expr(share(c), l);
    }
    case BuiltinId::AtomicAlwaysLockFree:
    case BuiltinId::AtomicIsLockFree: {
      i128 size = 0;
      bool ok = integer_constant(conv[0], size, "size argument");
      il.free_expr_tree(conv[0]);
      il.free_expr_tree(conv[1]);
      return int_constant(ok && (size == 1 || size == 2 || size == 4 || size == 8), tt.integer(IntKind::Bool), l);
    }
    case BuiltinId::VaArgPackLen:
      if (!cur_fn || !(cur_fn->type->routine->rflags & RoutineTypeFlag::Variadic))
        return fail("'__builtin_va_arg_pack_len ()' used in a function without variable arguments");
      break;
    case BuiltinId::FrameAddress:
    case BuiltinId::ReturnAddress: {
      i128 level;
      if (!integer_constant(conv[0], level, "argument to builtin")) return fail("invalid argument");
      break;
    }
    default: break;
    }
    if (fn->asm_name) {
      // A library builtin: an ordinary call (not reached: those are not flagged Builtin).
    }
    return make(ret.unqualified(), conv);
  }

  // --- generic builtins
  switch (id) {
  case BuiltinId::VaArgPack:
    if (!args.empty()) return fail("too many arguments to function '__builtin_va_arg_pack'");
    if (!cur_fn || !(cur_fn->type->routine->rflags & RoutineTypeFlag::Variadic))
      return fail("'__builtin_va_arg_pack ()' used in a function without variable arguments");
    return make(tt.int_(), {});
  case BuiltinId::VaStart: {
    if (args.size() < 1 || args.size() > 2) return fail("wrong number of arguments to function '__builtin_va_start'");
    if (!cur_fn || !(cur_fn->type->routine->rflags & RoutineTypeFlag::Variadic))
      return fail("'va_start' used in function with fixed arguments");
    Expr* ap = value(args[0]);
    if (args.size() == 2) {
      Expr* last = args[1];
      Variable* lastp = nullptr;
      for (Variable* p = cur_fn->scope->variables; p; p = p->next)
        if (p->vflags & VarFlag::Parameter) lastp = p;
      if (!(last->kind == ExprKind::Variable && last->var == lastp))
        warning_at(last->loc, "second parameter of 'va_start' not last named argument");
      il.free_expr_tree(last);
    }
    return make(tt.void_(), {ap});
  }
  case BuiltinId::ConstantP: {
    if (!want(1)) return fail("wrong number of arguments to function '__builtin_constant_p'");
    Expr* e = args[0];
    // Arithmetic constants and string literals (gcc: a literal is constant, its address not).
    bool c = e->kind == ExprKind::Constant && e->constant->kind != ConstantKind::Address;
    if (!c && e->kind == ExprKind::Operation && e->op == Operator::ArrayToPointer && e->operands->kind == ExprKind::Constant)
      c = true; // a string literal
    if (!c && pp.options().optimize > 0) c = string_literal_element(e); // "hi"[0], optimizing (gcc folds it then)
    // When optimizing, an integer or pointer argument without side effects is decided after
    // inlining and constant folding (lowering's `is_constant`, the `is-constant` pass); an
    // argument with side effects is 0 and never evaluated, as in gcc.
    if (!c && cur_fn && pp.options().optimize > 0) {
      u32 budget = 64;
      Expr* v = value(e);
      QualType vt = unatomic(v->type);
      if ((is_pointer(vt) || (is_integer(vt) && vt->size <= 8)) && constant_p_candidate(v, budget))
        return make(tt.int_(), {v});
      e = v;
    }
    il.free_expr_tree(e);
    return int_constant(c, tt.int_(), l);
  }
  case BuiltinId::ClassifyType: {
    if (!want(1)) return fail("wrong number of arguments to function '__builtin_classify_type'");
    Expr* e = value(args[0]);
    QualType t = unatomic(e->type);
    int cls = is_void(t) ? 0 : t->kind == TypeKind::Enum ? 3 : is_bool(t) ? 4 : is_integer(t) ? 1 : is_pointer(t) ? 5
              : is_real_floating(t) ? 8 : is_complex(t) ? 9 : t->kind == TypeKind::Struct ? 12 : t->kind == TypeKind::Union ? 13 : 16;
    il.free_expr_tree(e);
    return int_constant(cls, tt.int_(), l);
  }
  case BuiltinId::AssumeAligned: {
    if (args.size() < 2 || args.size() > 3) return fail("wrong number of arguments to function '__builtin_assume_aligned'");
    Expr* p = convert_for_assignment(args[0], tt.pointer_to(tt.void_().with(Qual::Const)), "passing argument 1 of '__builtin_assume_aligned'", l);
    for (size_t k = 1; k < args.size(); ++k) il.free_expr_tree(args[k]);
    return cast(p, tt.void_ptr(), false);
  }
  case BuiltinId::Prefetch: {
    if (args.empty() || args.size() > 3) return fail("wrong number of arguments to function '__builtin_prefetch'");
    for (size_t k = 1; k < args.size(); ++k) il.free_expr_tree(args[k]);
    return op(Operator::Cast, tt.void_(), l, value(args[0]));
  }
  case BuiltinId::Complex: {
    if (!want(2)) return fail("wrong number of arguments to function '__builtin_complex'");
    Expr* re = value(args[0]);
    Expr* im = value(args[1]);
    if (!is_real_floating(re->type) || !compatible(unatomic(re->type).unqualified(), unatomic(im->type).unqualified()))
      return fail("'__builtin_complex' operands must be floating-point values of the same type");
    QualType ct = tt.complex(unatomic(re->type)->float_kind);
    if (re->kind == ExprKind::Constant && im->kind == ExprKind::Constant) {
      Constant* c = il.alloc_local_constant(ConstantKind::Complex);
      c->type = ct;
      c->creal = re->constant->fvalue;
      c->cimag = im->constant->fvalue;
      il.free_expr_tree(re);
      il.free_expr_tree(im);
      return constant_expr(share(c), l);
    }
    return make(ct, {re, im});
  }
  case BuiltinId::LibCreal: case BuiltinId::LibCrealF: case BuiltinId::LibCrealL:
  case BuiltinId::LibCimag: case BuiltinId::LibCimagF: case BuiltinId::LibCimagL:
  case BuiltinId::LibConj: case BuiltinId::LibConjF: case BuiltinId::LibConjL: {
    if (!want(1)) return fail(format("wrong number of arguments to function '%s'", name));
    bool is_conj = id == BuiltinId::LibConj || id == BuiltinId::LibConjF || id == BuiltinId::LibConjL;
    bool is_real = id == BuiltinId::LibCreal || id == BuiltinId::LibCrealF || id == BuiltinId::LibCrealL;
    FloatKind fk = id == BuiltinId::LibCrealF || id == BuiltinId::LibCimagF || id == BuiltinId::LibConjF ? FloatKind::Float
                   : id == BuiltinId::LibCrealL || id == BuiltinId::LibCimagL || id == BuiltinId::LibConjL ? FloatKind::LongDouble
                                                                                                         : FloatKind::Double;
    Expr* z = convert_for_assignment(args[0], tt.complex(fk), format("passing argument 1 of '%s'", name).c_str(), l);
    if (is_error(z->type)) return z;
    if (is_conj) return fold_or_keep(op(Operator::BitNot, tt.complex(fk), l, z));
    Expr* r = op(is_real ? Operator::Real : Operator::Imag, tt.floating(fk), l, z);
    r->eflags &= ~ExprFlag::Lvalue;
    return fold_or_keep(r);
  }
  case BuiltinId::AddOverflow:
  case BuiltinId::SubOverflow:
  case BuiltinId::MulOverflow:
  case BuiltinId::AddOverflowP:
  case BuiltinId::SubOverflowP:
  case BuiltinId::MulOverflowP: {
    if (!want(3)) return fail(format("wrong number of arguments to function '%s'", name));
    bool p_form = id == BuiltinId::AddOverflowP || id == BuiltinId::SubOverflowP || id == BuiltinId::MulOverflowP;
    Expr* a = value(args[0]);
    Expr* b = value(args[1]);
    Expr* r = value(args[2]);
    QualType ta = unatomic(a->type), tb = unatomic(b->type), tr = unatomic(r->type);
    if (!is_integer(ta) || !is_integer(tb)) return fail(format("operand of '%s' is not an integer", name));
    if (p_form ? !is_integer(tr) : !(is_pointer(tr) && is_integer(tr->base) && !is_bool(tr->base) && tr->base->kind != TypeKind::Enum))
      return fail(format("argument 3 in call to function '%s' does not have pointer to integer type", name));
    a = cast(a, ta.unqualified());
    b = cast(b, tb.unqualified());
    return make(tt.integer(IntKind::Bool), {a, b, r});
  }
  case BuiltinId::IsNan:
  case BuiltinId::IsInf:
  case BuiltinId::IsInfSign:
  case BuiltinId::IsFinite:
  case BuiltinId::IsNormal:
  case BuiltinId::SignBit:
  case BuiltinId::SignBitF:
  case BuiltinId::SignBitL: {
    if (!want(1)) return fail(format("wrong number of arguments to function '%s'", name));
    Expr* x = value(args[0]);
    QualType t = unatomic(x->type);
    if (is_integer(t)) x = cast(x, tt.floating(FloatKind::Double)), t = tt.floating(FloatKind::Double);
    if (!is_real_floating(t)) return fail(format("non-floating-point argument in call to function '%s'", name));
    x = cast(x, t.unqualified());
    return make(tt.int_(), {x});
  }
  case BuiltinId::FpClassify: {
    if (!want(6)) return fail("wrong number of arguments to function '__builtin_fpclassify'");
    std::vector<Expr*> ops;
    for (int k = 0; k < 5; ++k) ops.push_back(convert_for_assignment(args[k], tt.int_(), "passing argument to '__builtin_fpclassify'", l));
    Expr* x = value(args[5]);
    if (!is_real_floating(unatomic(x->type))) return fail("non-floating-point argument in call to function '__builtin_fpclassify'");
    ops.push_back(cast(x, unatomic(x->type).unqualified()));
    return make(tt.int_(), ops);
  }
  case BuiltinId::IsGreater:
  case BuiltinId::IsGreaterEqual:
  case BuiltinId::IsLess:
  case BuiltinId::IsLessEqual:
  case BuiltinId::IsLessGreater:
  case BuiltinId::IsUnordered: {
    if (!want(2)) return fail(format("wrong number of arguments to function '%s'", name));
    Expr* a = value(args[0]);
    Expr* b = value(args[1]);
    QualType ta = unatomic(a->type), tb = unatomic(b->type);
    if (!is_real(ta) || !is_real(tb) || (!is_real_floating(ta) && !is_real_floating(tb)))
      return fail(format("non-floating-point arguments in call to function '%s'", name));
    QualType t = usual_arithmetic(tt, ta, tb);
    return make(tt.int_(), {cast(a, t), cast(b, t)});
  }
  case BuiltinId::SyncSynchronize: return make(tt.void_(), {});
  case BuiltinId::Shuffle: {
    // __builtin_shuffle (v, mask) or (a, b, mask): lanes picked by the integer mask.
    if (args.size() != 2 && args.size() != 3) return fail("wrong number of arguments to function '__builtin_shuffle'");
    std::vector<Expr*> ops;
    for (Expr* a : args) ops.push_back(value(a));
    QualType vt = unatomic(ops[0]->type).unqualified();
    QualType mt = unatomic(ops.back()->type).unqualified();
    if (!is_vector(vt) || !is_vector(mt) || !is_integer(mt->base) || mt->lanes != vt->lanes ||
        (ops.size() == 3 && !compatible(vt, unatomic(ops[1]->type).unqualified())))
      return fail("'__builtin_shuffle' arguments must be vectors with the same number of elements, the last of integers");
    return make(vt, ops);
  }
  case BuiltinId::ShuffleVector: {
    // __builtin_shufflevector(a, b, i0, i1, ...): element k is element ik of a and b side
    // by side (-1: any); as many elements as indices (a power of two).
    if (args.size() < 3) return fail("too few arguments to function '__builtin_shufflevector'");
    Expr* a = value(args[0]);
    Expr* b = value(args[1]);
    QualType vt = unatomic(a->type).unqualified();
    if (!is_vector(vt) || !compatible(vt, unatomic(b->type).unqualified()))
      return fail("'__builtin_shufflevector' needs two vectors of the same type");
    std::vector<Expr*> ops{a, b};
    u64 n = vt->lanes, count = args.size() - 2;
    for (size_t k = 2; k < args.size(); ++k) {
      i128 v;
      if (!integer_constant(args[k], v, "index of '__builtin_shufflevector'")) {
        for (Expr* x : args) il.free_expr_tree(x);
        return error_expr(l);
      }
      if (v < -1 || v >= i128(2 * n)) return fail(format("index %lld of '__builtin_shufflevector' is out of range [-1, %llu)", (long long)v, (unsigned long long)(2 * n)));
      ops.push_back(cast(args[k], tt.int_()));
    }
    if (count & (count - 1)) return fail("'__builtin_shufflevector' needs a power of two of indices");
    return make(tt.vector(vt->base.unqualified(), count * vt->base->size), ops);
  }
  default: break;
  }

  // --- atomics: the first argument points to the object.
  if (args.empty()) return fail(format("too few arguments to function '%s'", name));
  Expr* ptr = value(args[0]);
  QualType pt = unatomic(ptr->type);
  if (!is_pointer(pt)) return fail(format("argument 1 of '%s' must be a non-void pointer type", name));
  QualType obj = unatomic(pt->base).unqualified();
  bool generic_mem = id == BuiltinId::AtomicLoad || id == BuiltinId::AtomicStore || id == BuiltinId::AtomicExchange ||
                     id == BuiltinId::AtomicCompareExchange;
  if (!generic_mem && !is_atomic_operand(obj))
    return fail(format("operand type '%s' is incompatible with argument 1 of '%s'", type_to_string(pt).c_str(), name));
  if (generic_mem && (!is_complete(obj) || is_void(obj)))
    return fail(format("argument 1 of '%s' must be a pointer to a nonzero size object", name));
  if (!generic_mem && obj->size != 1 && obj->size != 2 && obj->size != 4 && obj->size != 8 && obj->size != 16)
    return fail(format("operand type '%s' is incompatible with argument 1 of '%s'", type_to_string(pt).c_str(), name));
  auto order = [&](size_t k) { return convert_for_assignment(args[k], tt.int_(), "passing memory order", l); };
  auto val = [&](size_t k) { return convert_for_assignment(args[k], obj, format("passing argument %zu of '%s'", k + 1, name).c_str(), l); };
  auto objptr = [&](size_t k) {
    return convert_for_assignment(args[k], tt.pointer_to(obj), format("passing argument %zu of '%s'", k + 1, name).c_str(), l);
  };
  switch (id) {
  case BuiltinId::SyncFetchAndAdd: case BuiltinId::SyncFetchAndSub: case BuiltinId::SyncFetchAndOr:
  case BuiltinId::SyncFetchAndAnd: case BuiltinId::SyncFetchAndXor: case BuiltinId::SyncFetchAndNand:
  case BuiltinId::SyncAddAndFetch: case BuiltinId::SyncSubAndFetch: case BuiltinId::SyncOrAndFetch:
  case BuiltinId::SyncAndAndFetch: case BuiltinId::SyncXorAndFetch: case BuiltinId::SyncNandAndFetch:
  case BuiltinId::SyncLockTestAndSet:
    if (args.size() < 2) return fail(format("too few arguments to function '%s'", name));
    for (size_t k = 2; k < args.size(); ++k) il.free_expr_tree(args[k]);
    return make(obj, {ptr, val(1)});
  case BuiltinId::SyncBoolCompareAndSwap:
  case BuiltinId::SyncValCompareAndSwap:
    if (args.size() < 3) return fail(format("too few arguments to function '%s'", name));
    for (size_t k = 3; k < args.size(); ++k) il.free_expr_tree(args[k]);
    return make(id == BuiltinId::SyncBoolCompareAndSwap ? tt.integer(IntKind::Bool) : obj, {ptr, val(1), val(2)});
  case BuiltinId::SyncLockRelease:
    for (size_t k = 1; k < args.size(); ++k) il.free_expr_tree(args[k]);
    return make(tt.void_(), {ptr});
  case BuiltinId::AtomicLoadN:
    if (!want(2)) return fail(format("wrong number of arguments to function '%s'", name));
    return make(obj, {ptr, order(1)});
  case BuiltinId::AtomicStoreN:
    if (!want(3)) return fail(format("wrong number of arguments to function '%s'", name));
    return make(tt.void_(), {ptr, val(1), order(2)});
  case BuiltinId::AtomicExchangeN:
    if (!want(3)) return fail(format("wrong number of arguments to function '%s'", name));
    return make(obj, {ptr, val(1), order(2)});
  case BuiltinId::AtomicCompareExchangeN:
    if (!want(6)) return fail(format("wrong number of arguments to function '%s'", name));
    return make(tt.integer(IntKind::Bool), {ptr, objptr(1), val(2), convert_for_assignment(args[3], tt.integer(IntKind::Bool), "passing weak flag", l),
                                            order(4), order(5)});
  case BuiltinId::AtomicLoad:
    if (!want(3)) return fail(format("wrong number of arguments to function '%s'", name));
    return make(tt.void_(), {ptr, objptr(1), order(2)});
  case BuiltinId::AtomicStore:
    if (!want(3)) return fail(format("wrong number of arguments to function '%s'", name));
    return make(tt.void_(), {ptr, objptr(1), order(2)});
  case BuiltinId::AtomicExchange:
    if (!want(4)) return fail(format("wrong number of arguments to function '%s'", name));
    return make(tt.void_(), {ptr, objptr(1), objptr(2), order(3)});
  case BuiltinId::AtomicCompareExchange:
    if (!want(6)) return fail(format("wrong number of arguments to function '%s'", name));
    return make(tt.integer(IntKind::Bool), {ptr, objptr(1), objptr(2), convert_for_assignment(args[3], tt.integer(IntKind::Bool), "passing weak flag", l),
                                            order(4), order(5)});
  case BuiltinId::AtomicAddFetch: case BuiltinId::AtomicSubFetch: case BuiltinId::AtomicAndFetch:
  case BuiltinId::AtomicOrFetch: case BuiltinId::AtomicXorFetch: case BuiltinId::AtomicNandFetch:
  case BuiltinId::AtomicFetchAdd: case BuiltinId::AtomicFetchSub: case BuiltinId::AtomicFetchAnd:
  case BuiltinId::AtomicFetchOr: case BuiltinId::AtomicFetchXor: case BuiltinId::AtomicFetchNand: {
    if (!want(3)) return fail(format("wrong number of arguments to function '%s'", name));
    // On a pointer object the operand is a byte count (GCC's rule), not scaled.
    Expr* v = is_pointer(obj) ? convert_for_assignment(args[1], tt.integer(IntKind::Long), "passing argument 2", l) : val(1);
    return make(obj, {ptr, v, order(2)});
  }
  default: break;
  }
  return fail(format("unsupported use of builtin '%s'", name));
}

} // namespace ilcc::sema

namespace ilcc::sema {

// The types GCC predefines: __builtin_va_list (the x86-64 psABI's one-element array of
// struct __va_list_tag), __int128_t and __uint128_t.
void Sema::declare_builtin_types() {
  Type* tag = tt.new_record(false, Symbol::intern("__va_list_tag"), 0);
  Field** tail = &tag->record->fields;
  auto field = [&](const char* name, QualType t) {
    Field* f = il.alloc_file_scope<Field>();
    f->name = Symbol::intern(name);
    f->type = t;
    *tail = f;
    tail = &f->next;
  };
  field("gp_offset", tt.integer(IntKind::UInt));
  field("fp_offset", tt.integer(IntKind::UInt));
  field("overflow_arg_area", tt.void_ptr());
  field("reg_save_area", tt.void_ptr());
  std::string err;
  tt.layout_record(tag, RecordLayoutInput{}, err);
  bind_tag(tag->tag, tag);
  va_list_type = tt.array_of(QualType::of(tag), 1);
  auto typedef_ = [&](const char* name, QualType t) {
    Type* td = tt.new_typedef(Symbol::intern(name), t, 0);
    bind(td->tag, Binding::Typedef)->type = td;
  };
  typedef_("__builtin_va_list", va_list_type);
  typedef_("__int128_t", tt.integer(IntKind::Int128));
  typedef_("__uint128_t", tt.integer(IntKind::UInt128));
}

} // namespace ilcc::sema
