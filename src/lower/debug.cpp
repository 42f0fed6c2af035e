// debug.cpp — -g: the module's DebugInfo (ir/debug_info.h) from the IL: types, the
// subprogram of each lowered function with its lexical scopes and variables, and the
// file-scope objects (docs/debug.md).
//
// Types are converted once per qualified IL type (memoized by the QualType's bits) and
// struct members after the struct's own entry exists, so recursive types terminate.
// Variably modified types name a function's VLA count slots: they are memoized per
// function only (their IL entries live in the function's region).
#include "lower/internal.h"

namespace ilcc::lower {
using State = ModuleLowering::State;

namespace {
// DW_ATE_* base type encodings (DWARF 5, 7.8).
constexpr u8 kAteBoolean = 0x02, kAteComplexFloat = 0x03, kAteFloat = 0x04, kAteSigned = 0x05, kAteSignedChar = 0x06,
             kAteUnsigned = 0x07, kAteUnsignedChar = 0x08;

u8 int_encoding(IntKind k) {
  switch (k) {
  case IntKind::Bool: return kAteBoolean;
  case IntKind::Char:
  case IntKind::SChar: return kAteSignedChar;
  case IntKind::UChar: return kAteUnsignedChar;
  case IntKind::Short:
  case IntKind::Int:
  case IntKind::Long:
  case IntKind::LongLong:
  case IntKind::Int128: return kAteSigned;
  default: return kAteUnsigned;
  }
}
} // namespace

std::pair<u32, u32> State::debug_position(Loc l) {
  if (!l || !opts.span_of) return {0, 0};
  SourceSpan sp = opts.span_of(l);
  return {sp.file, sp.line};
}

u32 State::di_type(QualType t, FunctionLowering* fl) {
  if (!t || t->kind == TypeKind::Error || t->kind == TypeKind::Void) {
    if (!t || !t.quals()) return kNoDi;
  }
  bool local = t->tflags & TypeFlag::VariablyModified;
  HashMap<uintptr_t, u32>& memo = local && fl ? fl->di_local_types_ : di_types;
  if (u32* i = memo.find(t.bits)) return *i;
  DebugInfo& d = m.debug;
  auto add = [&](DiType e) {
    u32 i = u32(d.types.size());
    d.types.push_back(std::move(e));
    memo.insert(t.bits, i);
    return i;
  };
  if (t.quals()) {
    // const volatile restrict T: restrict(volatile(const(T))).
    u8 q = t.quals();
    u8 top = q & Qual::Restrict ? Qual::Restrict : q & Qual::Volatile ? Qual::Volatile : Qual::Const;
    DiType e;
    e.kind = top == Qual::Restrict ? DiTypeKind::Restrict : top == Qual::Volatile ? DiTypeKind::Volatile : DiTypeKind::Const;
    e.base = di_type(t.without(top), fl);
    return add(std::move(e));
  }
  Type* ty = t.type();
  DiType e;
  e.size = ty->size;
  std::tie(e.file, e.line) = debug_position(ty->loc);
  switch (ty->kind) {
  case TypeKind::Integer:
    e.kind = DiTypeKind::Base;
    e.name = enum_name(ty->int_kind);
    e.encoding = int_encoding(ty->int_kind);
    e.file = e.line = 0;
    return add(std::move(e));
  case TypeKind::Float:
    e.kind = DiTypeKind::Base;
    e.name = enum_name(ty->float_kind);
    e.encoding = kAteFloat;
    e.file = e.line = 0;
    return add(std::move(e));
  case TypeKind::Complex: {
    e.kind = DiTypeKind::Base;
    e.encoding = kAteComplexFloat;
    e.name = "complex ";
    if (ty->base && ty->base->kind == TypeKind::Float) e.name += enum_name(ty->base->float_kind);
    else if (ty->base && ty->base->kind == TypeKind::Integer) e.name += enum_name(ty->base->int_kind), e.encoding = kAteSigned;
    e.file = e.line = 0;
    return add(std::move(e));
  }
  case TypeKind::Pointer: case TypeKind::Typedef: {
    // Entered before the base: a struct reached through its own pointer finds it.
    if (ty->kind == TypeKind::Pointer) e.kind = DiTypeKind::Pointer, e.size = 8;
    else e.kind = DiTypeKind::Typedef, e.name = ty->tag.str();
    u32 i = add(std::move(e));
    u32 b = di_type(ty->base, fl);
    d.types[i].base = b;
    return i;
  }
  case TypeKind::Atomic: {
    e.kind = DiTypeKind::Atomic;
    u32 b = di_type(ty->base, fl);
    e.base = b;
    return add(std::move(e));
  }
  case TypeKind::Vector:
  case TypeKind::Array: {
    e.kind = DiTypeKind::Array;
    if (ty->kind == TypeKind::Vector) {
      e.has_count = true, e.count = ty->lanes;
    } else if (ty->vla) {
      if (fl && ty->vla->lower_slot) {
        Operand slot = fl->vla_count_slot(ty->vla);
        if (slot.is_value()) e.vla_count = slot.value().id, e.vla_sub = fl->fn.debug;
      }
    } else if (!(ty->tflags & TypeFlag::ArrayUnknownBound)) {
      e.has_count = true, e.count = ty->count;
    }
    u32 i = add(std::move(e));
    u32 b = di_type(ty->base, fl);
    d.types[i].base = b;
    return i;
  }
  case TypeKind::Routine: {
    e.kind = DiTypeKind::Function;
    e.size = 0;
    e.file = e.line = 0;
    RoutineTypeSupplement* r = ty->routine;
    e.prototyped = r && (r->rflags & RoutineTypeFlag::Prototyped);
    e.variadic = r && (r->rflags & RoutineTypeFlag::Variadic);
    u32 i = add(std::move(e));
    u32 b = di_type(ty->base, fl);
    d.types[i].base = b;
    std::vector<u32> params;
    for (ParamType* p = r ? r->params : nullptr; p; p = p->next) params.push_back(di_type(p->type, fl));
    d.types[i].params = std::move(params);
    return i;
  }
  case TypeKind::Struct:
  case TypeKind::Union: {
    e.kind = ty->kind == TypeKind::Struct ? DiTypeKind::Struct : DiTypeKind::Union;
    if (ty->tag && !(ty->tflags & TypeFlag::Anonymous)) e.name = ty->tag.str();
    e.declaration = !(ty->tflags & TypeFlag::Complete);
    u32 i = add(std::move(e));
    if (!(ty->tflags & TypeFlag::Complete) || !ty->record) return i;
    std::vector<DiMember> members;
    for (Field* f = ty->record->fields; f; f = f->next) {
      if (!f->name && f->bit_width) continue; // unnamed bit-field: padding
      DiMember mb;
      if (f->name) mb.name = f->name.str();
      mb.type = di_type(f->type, fl);
      mb.offset = f->offset;
      mb.bit_offset = f->bit_offset;
      mb.bit_size = f->bit_width;
      members.push_back(std::move(mb));
    }
    d.types[i].members = std::move(members);
    return i;
  }
  case TypeKind::Enum: {
    e.kind = DiTypeKind::Enum;
    if (ty->tag && !(ty->tflags & TypeFlag::Anonymous)) e.name = ty->tag.str();
    e.declaration = !(ty->tflags & TypeFlag::Complete);
    for (Enumerator* en = ty->enumerators; en; en = en->next) {
      DiEnumerator de;
      de.name = en->name.str();
      if (en->value && en->value->kind == ConstantKind::Integer) de.value = i64(en->value->ivalue);
      e.enumerators.push_back(std::move(de));
    }
    return add(std::move(e));
  }
  default: return kNoDi;
  }
}

void State::debug_global(Variable* v) {
  if (!m.debug.enabled || !v->name) return;
  DiGlobal g;
  g.name = v->name.str();
  g.symbol = symbol_of(v);
  g.type = di_type(v->debug_type ? v->debug_type : v->type, nullptr);
  std::tie(g.file, g.line) = debug_position(v->loc);
  g.external = v->linkage == Linkage::External;
  g.tls = v->vflags & VarFlag::ThreadLocal;
  m.debug.globals.push_back(std::move(g));
}

// Declarations' types have their typedefs resolved (sema), so a typedef name is described
// only here: each file-scope typedef of a type the unit's debug information already
// describes (gdb then finds `PyObject` as well as `struct _object`). Typedefs of types
// nothing uses are left out, as gcc leaves out unused types.
void State::debug_typedefs() {
  if (!m.debug.enabled) return;
  for (Type* t = il.file_scope->types; t; t = t->next) {
    if (t->kind != TypeKind::Typedef || !t->tag || !t->base || !di_types.find(t->base.bits)) continue;
    if (di_types.find(QualType::of(t).bits)) continue;
    DiType e;
    e.kind = DiTypeKind::Typedef;
    e.name = t->tag.str();
    e.base = *di_types.find(t->base.bits);
    std::tie(e.file, e.line) = debug_position(t->loc);
    di_types.insert(QualType::of(t).bits, u32(m.debug.types.size()));
    m.debug.types.push_back(std::move(e));
  }
}

// ---- per function

void FunctionLowering::debug_begin() {
  if (!s.m.debug.enabled) return;
  DebugInfo& d = s.m.debug;
  fn.debug = u32(d.subprograms.size());
  d.subprograms.emplace_back();
  DiSubprogram& sp = d.subprograms.back();
  sp.name = routine->name.str();
  sp.symbol = fn.name;
  std::tie(sp.file, sp.line) = s.debug_position(routine->loc);
  sp.external = routine->linkage == Linkage::External;
  debug_scope_id_ = u32(d.scopes.size());
  d.scopes.push_back({fn.debug, 0});
  sp.scopes.push_back({kNoDi, debug_scope_id_});
  debug_scope_ = 0;
  u32 arg = 0;
  for (Variable* v = routine->scope ? routine->scope->variables : nullptr; v; v = v->next)
    if (v->vflags & VarFlag::Parameter) debug_vars_.push_back({v, 0, ++arg});
}

u32 FunctionLowering::debug_enter(Scope* sc) {
  u32 saved = debug_scope_;
  if (fn.debug == kNoDi || !sc || !sc->variables) return saved;
  DebugInfo& d = s.m.debug;
  DiSubprogram& sp = d.subprograms[fn.debug];
  u32 local = u32(sp.scopes.size());
  u32 id = u32(d.scopes.size());
  d.scopes.push_back({fn.debug, local});
  sp.scopes.push_back({debug_scope_, id});
  debug_scope_ = local;
  debug_scope_id_ = id;
  debug_add_variables(sc);
  return saved;
}

void FunctionLowering::debug_leave(u32 saved) {
  if (fn.debug == kNoDi) return;
  debug_scope_ = saved;
  debug_scope_id_ = s.m.debug.subprograms[fn.debug].scopes[saved].id;
}

void FunctionLowering::debug_add_variables(Scope* sc) {
  if (fn.debug == kNoDi || !sc) return;
  for (Variable* v = sc->variables; v; v = v->next)
    if (v->name && !(v->vflags & (VarFlag::Parameter | VarFlag::CompoundLiteral))) debug_vars_.push_back({v, debug_scope_, 0});
}

void FunctionLowering::debug_finish() {
  if (fn.debug == kNoDi) return;
  std::vector<DiVariable> vars;
  for (const DebugVar& dv : debug_vars_) {
    Variable* v = dv.var;
    DiVariable out;
    out.name = v->name.str();
    out.type = s.di_type(v->debug_type ? v->debug_type : v->type, this);
    std::tie(out.file, out.line) = s.debug_position(v->loc);
    out.scope = dv.scope;
    out.arg_no = dv.arg_no;
    if (v->storage == StorageClass::Extern || ((v->vflags & VarFlag::StaticLocal) == 0 && in_file_scope(v) &&
                                               !(v->vflags & VarFlag::Parameter))) {
      out.loc = DiLoc::Global;
      out.symbol = s.symbol_of(v);
      out.external = true;
      if (!s.global_index.find(out.symbol.id())) continue; // never referenced: nothing to name
    } else if (v->vflags & VarFlag::StaticLocal) {
      if (!s.static_queued.find(uintptr_t(v))) continue; // never used: not defined
      out.loc = DiLoc::Global;
      out.symbol = s.symbol_of(v);
    } else if (v->lower_slot && owned_.find(uintptr_t(v))) {
      Operand slot = var_slots_[slot_index(v->lower_slot)];
      if (sema::has_variable_size(v->type)) {
        if (Operand* home = vla_homes_.find(uintptr_t(v)); home && home->is_value())
          out.loc = DiLoc::Indirect, out.value = home->value().id;
      } else if (slot.is_value()) {
        out.loc = DiLoc::Slot, out.value = slot.value().id;
        fn.debug_slots.push_back({slot.value(), u32(vars.size())});
      }
    }
    vars.push_back(std::move(out));
  }
  DiSubprogram& sp = s.m.debug.subprograms[fn.debug];
  u32 type = s.di_type(routine->type, this);
  sp.type = type;
  sp.variables = std::move(vars);
  di_local_types_.clear();
}

Operand FunctionLowering::vla_count_slot(VlaDimension* dim) {
  if (!dim->lower_slot || !owned_.find(uintptr_t(dim))) return Operand();
  return vla_counts_[slot_index(dim->lower_slot)];
}

} // namespace ilcc::lower
