// declaration.cpp — declarations, linkage, redeclarations and function definitions
// (C17 6.2.2, 6.7, 6.9).
//
// Linkage (6.2.2): at file scope `static` gives internal linkage, `extern` or nothing on a
// function takes the linkage of a visible prior declaration or else external, nothing on
// an object gives external. At block scope `extern` (and a function declaration without
// storage class) refers to the entity with linkage, reusing its IL entry, so that every
// declaration of one entity is one Variable or Routine. Redeclarations must have
// compatible types; the entry's type becomes the composite type (6.2.7p4).
//
// Inline functions follow C99 (6.7.4p7): a definition is an *inline definition*, not
// emitted, when every file-scope declaration says `inline` and none `extern`; with GNU89
// semantics (the gnu_inline attribute, -fgnu89-inline, -std=gnu89) `extern inline` is the
// inline-only form and plain `inline` an external definition. RoutineFlag::ExternInline
// marks inline functions that do get an external definition (docs/sema.md).
//
// Tentative definitions (6.9.2) become definitions with a zero initializer at the end of
// the translation unit.
#include "il/share.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

namespace ilcc::sema {

void Sema::add_to_sequence(SourceSequenceEntryKind k, void* entity) {
  SourceSequenceEntry* e = il.alloc_file_scope<SourceSequenceEntry>();
  e->seq_kind = k;
  switch (k) {
  case SourceSequenceEntryKind::Variable: e->seq_var = static_cast<Variable*>(entity); break;
  case SourceSequenceEntryKind::Routine: e->seq_routine = static_cast<Routine*>(entity); break;
  case SourceSequenceEntryKind::Type: e->seq_type = static_cast<Type*>(entity); break;
  case SourceSequenceEntryKind::Asm: e->seq_asm = static_cast<AsmEntry*>(entity); break;
  case SourceSequenceEntryKind::Pragma: e->seq_pragma = static_cast<Pragma*>(entity); break;
  case SourceSequenceEntryKind::StaticAssert: e->seq_assert = static_cast<StaticAssertion*>(entity); break;
  case SourceSequenceEntryKind::Count: break;
  }
  // Appended at the tail: the list is in source order.
  if (!seq_tail_) il.file_scope->sequence = e;
  else seq_tail_->next = e;
  seq_tail_ = e;
}

Variable* Sema::make_variable(Symbol name, QualType t, Loc l, bool file_scope_region) {
  Variable* v = il.alloc_variable(file_scope_region);
  v->name = name;
  v->type = t;
  v->loc = l;
  v->seq = ++seq;
  return v;
}

namespace {
Visibility visibility_of(Symbol s) {
  std::string_view v = s.str();
  return v == "hidden" ? Visibility::Hidden : v == "protected" ? Visibility::Protected
         : v == "internal" ? Visibility::Internal : Visibility::Default;
}
} // namespace

// Binds `name` in the file scope from anywhere (implicit declarations, block-scope
// externs seen first): inserted under any block-scope bindings, never undone.
Binding* Sema::bind_file_scope(Symbol name, Binding::Kind k) {
  if (depth == 0) return bind(name, k);
  if (name.id() >= ordinary_.size()) ordinary_.resize(name.id() + 64, nullptr);
  Binding** link = &ordinary_[name.id()];
  while (*link && (*link)->depth > 0) link = &(*link)->shadowed;
  Binding* b = static_cast<Binding*>(binding_arena_.allocate(sizeof(Binding)));
  *b = Binding{};
  b->kind = k;
  b->depth = 0;
  b->name = name;
  b->shadowed = *link;
  *link = b;
  return b;
}

// The file-scope entity a declaration with linkage refers to, if one was declared.
Binding* Sema::linkage_binding(Symbol name) {
  for (Binding* b = lookup(name); b; b = b->shadowed) {
    if (b->kind == Binding::Var && b->var->linkage != Linkage::None) return b;
    if (b->kind == Binding::Fn) return b;
    if (b->depth == 0) return b;
  }
  return nullptr;
}

// __attribute__((symver("name@version"))): the `.symver` directive gcc emits for it, once
// per symbol and version, as top-level assembly.
void Sema::add_symver(Symbol symbol, Symbol version, Loc l) {
  u64 key = u64(symbol.id()) << 32 | version.id();
  if (!symvers_done_.insert(key, 1).second) return;
  AsmEntry* a = il.alloc_file_scope<AsmEntry>();
  a->text = il.copy_string(Il::kFileScopeRegion, format("\t.symver %s, %s", symbol.c_str(), version.c_str()));
  a->loc = l;
  add_to_sequence(SourceSequenceEntryKind::Asm, a);
}

void Sema::apply_variable_attributes(Variable* v, AttrSet& a) {
  if (a.aligned) v->align = std::max(v->align, a.aligned);
  if (a.section) v->section = a.section;
  if (a.weak) v->vflags |= VarFlag::Weak;
  if (a.alias) v->alias_target = a.alias;
  if (a.weakref) v->vflags |= VarFlag::WeakRef;
  if (a.visibility) v->visibility = visibility_of(a.visibility), v->vflags |= VarFlag::VisibilitySet;
  if (a.used) v->vflags |= VarFlag::ExplicitUsed;
  if (a.unused) v->vflags |= VarFlag::Unused;
  if (a.common) v->vflags |= VarFlag::Common;
  if (a.nocommon) v->vflags &= ~VarFlag::Common;
  if (a.packed) v->vflags |= VarFlag::Packed;
  if (a.deprecated) v->vflags |= VarFlag::Deprecated;
  if (a.unavailable) v->vflags |= VarFlag::Unavailable;
  for (Symbol version : a.symver) add_symver(v->asm_name ? v->asm_name : v->name, version, v->loc);
  if (a.cleanup) {
    Binding* b = lookup(a.cleanup);
    if (!b || b->kind != Binding::Fn) {
      error_at(v->loc, format("cleanup argument not a function"));
    } else {
      v->cleanup = b->fn;
      b->fn->rflags |= RoutineFlag::Used;
      QualType ft = b->fn->type;
      RoutineTypeSupplement* r = ft->routine;
      if (!(r->rflags & RoutineTypeFlag::Prototyped) || r->param_count != 1 ||
          !compatible(r->params->type, tt.pointer_to(v->type).unqualified(), true))
        if (r->param_count != 1 || !is_pointer(r->params->type))
          error_at(v->loc, "cleanup argument not a function taking one pointer argument");
    }
  }
  if (a.list) {
    Attribute* last = a.list;
    while (last->next) last = last->next;
    last->next = v->attributes;
    v->attributes = a.list;
  }
}

Variable* Sema::declare_variable(DeclSpec& ds, DeclaratorInfo& d, bool has_init) {
  QualType t = d.type;
  Symbol name = d.name;
  Loc l = d.name_loc;
  if (d.asm_name) {}
  if (Symbol* re = redefine_extname.find(name.id())) d.asm_name = *re;
  bool file = depth == 0;
  StorageClass sc = ds.storage;
  if (file && sc == StorageClass::Register && d.asm_name) {
    // GNU global register variable: `register T x asm("reg");`
  } else if (file && sc == StorageClass::Register) {
    error_at(l, format("register name not specified for '%s'", name.c_str()));
    sc = StorageClass::None;
  } else if (file && sc == StorageClass::Auto) {
    error_at(l, format("file-scope declaration of '%s' specifies 'auto'", name.c_str()));
    sc = StorageClass::None;
  }
  if (is_void(t) && sc != StorageClass::Extern) {
    error_at(l, format("variable or field '%s' declared void", name.c_str()));
    t = tt.error();
  }
  if (ds.thread_local_ && !file && sc != StorageClass::Static && sc != StorageClass::Extern)
    error_at(l, format("function-scope '%s' implicitly auto and declared '_Thread_local'", name.c_str()));
  bool static_storage = file || sc == StorageClass::Static || sc == StorageClass::Extern;
  if (!file && sc == StorageClass::Static && cur_fn && !t.is_const() && (cur_fn->rflags & RoutineFlag::Inline) &&
      cur_fn->linkage == Linkage::External && !(cur_fn->rflags & (RoutineFlag::ExternInline | RoutineFlag::GnuInline)) &&
      !opts.gnu89_inline)
    // C17 6.7.4p3: an inline definition has no modifiable static objects (gcc: a warning).
    warning_at(l, format("'%s' is static but declared in inline function '%s' which is not static", name.c_str(),
                         cur_fn->name.c_str()));
  // C17 6.7.6.2p2: only block-scope identifiers without linkage are variably modified,
  // and no object with static storage duration is a VLA.
  if (!file && sc == StorageClass::Extern && is_variably_modified(t)) {
    error_at(l, "object with variably modified type must have no linkage");
    t = tt.error();
  } else if (static_storage && has_variable_size(t)) {
    error_at(l, format("storage size of '%s' isn't constant", name.c_str()));
    t = tt.error();
  }
  // Linkage and an earlier declaration of the same entity.
  Linkage link = Linkage::None;
  Binding* prior = nullptr;
  if (file) {
    Binding* b = lookup(name);
    prior = b && b->depth == 0 ? b : nullptr;
    if (sc == StorageClass::Static) link = Linkage::Internal;
    else if (sc == StorageClass::Extern && prior && prior->kind == Binding::Var) link = prior->var->linkage;
    else link = Linkage::External;
  } else if (sc == StorageClass::Extern) {
    Binding* b = lookup(name);
    if (b && b->depth == depth && !(b->kind == Binding::Var && b->var->linkage != Linkage::None)) {
      error_at(l, format("extern declaration of '%s' follows declaration with no linkage", name.c_str()));
    }
    prior = linkage_binding(name);
    link = prior && prior->kind == Binding::Var ? prior->var->linkage : Linkage::External;
    if (has_init) error_at(l, format("'%s' has both 'extern' and initializer", name.c_str()));
  } else {
    Binding* b = lookup(name);
    if (b && b->depth == depth) {
      if (b->kind != Binding::Var || (b->var->vflags & VarFlag::Parameter))
        error_at(l, format("'%s' redeclared as different kind of symbol", name.c_str()));
      else if (!compatible(b->var->type, t))
        error_at(l, format("conflicting types for '%s'; have '%s'", name.c_str(), declaration_string(t, "").c_str()));
      else
        error_at(l, format("redeclaration of '%s' with no linkage", name.c_str()));
      if (b->kind == Binding::Var) note_at(b->var->loc, format("previous declaration of '%s' was here", name.c_str()));
    }
  }
  Variable* v = nullptr;
  bool fresh = false;
  if (prior && prior->kind != Binding::Var) {
    error_at(l, format("'%s' redeclared as different kind of symbol", name.c_str()));
    prior = nullptr;
  } else if (prior) {
    v = prior->var;
    if (!compatible(v->type, t) && !is_error(t) && !is_error(v->type)) {
      error_at(l, format("conflicting types for '%s'; have '%s'", name.c_str(), declaration_string(t, "").c_str()));
      note_at(v->loc, format("previous declaration of '%s' with type '%s'", name.c_str(), declaration_string(v->type, "").c_str()));
    } else if (!is_error(t)) {
      v->type = composite(tt, v->type, t);
    }
    if (file && link != v->linkage) {
      error_at(l, format("%s declaration of '%s' follows %s declaration", link == Linkage::Internal ? "static" : "non-static",
                         name.c_str(), v->linkage == Linkage::Internal ? "static" : "non-static"));
    }
    if (has_init && (v->vflags & VarFlag::HasInit)) {
      error_at(l, format("redefinition of '%s'", name.c_str()));
      note_at(v->loc, format("previous definition of '%s' was here", name.c_str()));
    }
    if (ds.thread_local_ != bool(v->vflags & VarFlag::ThreadLocal))
      error_at(l, format("%s declaration of '%s' follows %s declaration", ds.thread_local_ ? "thread-local" : "non-thread-local",
                         name.c_str(), ds.thread_local_ ? "non-thread-local" : "thread-local"));
    if (!file) {
      Binding* b = bind(name, Binding::Var);
      b->var = v;
    }
  }
  if (!v) {
    fresh = true;
    v = make_variable(name, t, l, static_storage);
    v->linkage = link;
    if (sugar_of(d.debug_type, t)) v->debug_type = d.debug_type;
    if (!file && sc == StorageClass::Static) v->vflags |= VarFlag::StaticLocal;
    Binding* b = bind(name, Binding::Var);
    b->var = v;
    if (file || sc == StorageClass::Extern || sc == StorageClass::Static) {
      // Entities with static storage are listed in the file scope.
      v->next = nullptr;
      if (!file_vars_tail_) il.file_scope->variables = v;
      else file_vars_tail_->next = v;
      file_vars_tail_ = v;
      if (file || sc == StorageClass::Extern) add_to_sequence(SourceSequenceEntryKind::Variable, v);
    } else {
      v->next = cur_scope->variables;
      cur_scope->variables = v;
    }
    if (sc == StorageClass::Extern && !file) {
      // Visible at file scope too for later redeclarations (C17 6.2.2p4 across scopes).
      if (!linkage_binding(name) || linkage_binding(name)->var != v) bind_file_scope(name, Binding::Var)->var = v;
    }
    if (!visibility_stack.empty() && v->linkage == Linkage::External)
      v->visibility = visibility_stack.back(), v->vflags |= VarFlag::VisibilitySet;
    if (opts.fcommon && file && sc == StorageClass::None && !has_init) v->vflags |= VarFlag::Common;
  }
  v->loc = has_init || !(v->vflags & VarFlag::Defined) ? l : v->loc;
  // The entity's storage class is its defining declaration's: `extern` only while no
  // declaration without it has been seen.
  if (fresh || v->storage == StorageClass::Extern) v->storage = sc;
  if (ds.thread_local_) v->vflags |= VarFlag::ThreadLocal;
  if (sc == StorageClass::Register) v->vflags |= VarFlag::Register;
  if (ds.alignas_loc && check_alignas(ds, v->type, sc == StorageClass::Register ? "'register' object" : nullptr, name, l))
    v->align = std::max(v->align, ds.align);
  if (d.asm_name) v->asm_name = d.asm_name;
  // -Wunused-variable is decided when the scope ends: a #pragma GCC diagnostic that turned
  // it off here (and back on before then) must still keep this one quiet, as in gcc.
  if (!pp.diagnostics().warning_enabled(Warning::UnusedVariable)) v->vflags |= VarFlag::Unused;
  AttrSet all = ds.attrs;
  all.merge(d.attrs);
  apply_variable_attributes(v, all);
  if (file && sc != StorageClass::Extern && !has_init && !(v->vflags & VarFlag::HasInit)) v->vflags |= VarFlag::Tentative;
  if (!static_storage || has_init || (file && sc != StorageClass::Extern)) v->vflags |= VarFlag::Defined;
  if (!static_storage && !has_init && !is_complete(v->type) && !is_error(v->type)) {
    if (is_array(v->type) && (v->type->tflags & TypeFlag::ArrayUnknownBound))
      error_at(l, format("array size missing in '%s'", name.c_str()));
    else
      error_at(l, format("storage size of '%s' isn't known", name.c_str()));
    v->type = tt.error();
  }
  return v;
}

// One of two compatible function types has a prototype and the other, from a declaration
// (not a definition: gcc does not check K&R definitions), has none: does a parameter
// type differ from its default argument promotion?
bool Sema::promotion_mismatch(QualType a, bool a_declaration, QualType b, bool b_declaration) {
  bool pa = a->routine->rflags & RoutineTypeFlag::Prototyped, pb = b->routine->rflags & RoutineTypeFlag::Prototyped;
  if (pa == pb || (pa ? !b_declaration : !a_declaration)) return false;
  for (ParamType* p = (pa ? a : b)->routine->params; p; p = p->next) {
    QualType t = unatomic(p->type).unqualified();
    if (is_integer(t) && promote(tt, t).type() != t.type()) return true;
    if (is_real_floating(t) && t->float_kind == FloatKind::Float) return true;
  }
  return false;
}

Routine* Sema::declare_function(DeclSpec& ds, DeclaratorInfo& d, bool is_definition) {
  Symbol name = d.name;
  Loc l = d.name_loc;
  if (Symbol* re = redefine_extname.find(name.id())) d.asm_name = *re;
  StorageClass sc = ds.storage;
  bool file = depth == 0;
  bool nested = !file && (sc == StorageClass::Auto || is_definition);
  if (!file && ((sc != StorageClass::None && sc != StorageClass::Extern) || ds.thread_local_) && !nested) {
    error_at(l, format("invalid storage class for function '%s'", name.c_str()));
    sc = StorageClass::None;
    ds.thread_local_ = false;
  }
  check_alignas(ds, d.type, "function", name, l);
  if (ds.inline_ && file && name.str() == "main") warning_at(l, "cannot inline function 'main'");
  if (nested) return declare_nested_function(ds, d, is_definition);
  if (sc == StorageClass::Auto && is_definition) {
    warning_at(l, "function definition declared 'auto'");
    sc = StorageClass::None;
  } else if (sc == StorageClass::Auto && !ds.thread_local_) {
    error_at(l, format("file-scope declaration of '%s' specifies 'auto'", name.c_str()));
    sc = StorageClass::None;
  } else if (sc == StorageClass::Auto || sc == StorageClass::Register || ds.thread_local_) {
    error_at(l, format("invalid storage class for function '%s'", name.c_str()));
    sc = StorageClass::None;
  }
  Binding* prior = linkage_binding(name);
  if (prior && prior->depth > 0 && file) prior = nullptr;
  if (file) {
    Binding* b = lookup(name);
    prior = b && b->depth == 0 ? b : nullptr;
  } else if (Binding* b = lookup(name); b && b->depth == depth && b->kind != Binding::Fn) {
    error_at(l, format("'%s' redeclared as different kind of symbol", name.c_str()));
  }
  Routine* r = nullptr;
  if (prior && prior->kind != Binding::Fn) {
    error_at(l, format("'%s' redeclared as different kind of symbol", name.c_str()));
    if (prior->kind == Binding::Var) note_at(prior->var->loc, format("previous declaration of '%s' was here", name.c_str()));
    prior = nullptr;
  }
  QualType t = d.type;
  if (prior) {
    r = prior->fn;
    bool was_implicit = r->rflags & RoutineFlag::Implicit;
    if (!compatible(r->type, t) && ds.implicit_int && !ds.has_type && is_function(t)) {
      // `static void f(int); f(int x) {...}`: gcc keeps the declared return type.
      warning_at(l, format("type of '%s' defaults to the earlier declaration's", name.c_str()));
      t = tt.function(return_type(r->type), copy_param_list(t->routine->params), t->routine->rflags);
    }
    if (!compatible(r->type, t)) {
      if (was_implicit) {
        warning_at(l, format("conflicting types for '%s'; have '%s'", name.c_str(), declaration_string(t, "").c_str()));
        r->type = t;
      } else {
        error_at(l, format("conflicting types for '%s'; have '%s'", name.c_str(), declaration_string(t, "").c_str()));
        note_at(r->loc, format("previous declaration of '%s' with type '%s'", name.c_str(), declaration_string(r->type, "").c_str()));
      }
    } else if (!was_implicit && promotion_mismatch(r->type, !(r->rflags & RoutineFlag::Defined), t, !is_definition)) {
      // C17 6.7.6.3p15: against a declaration with empty parentheses, each parameter type
      // is its own default argument promotion.
      error_at(l, format("conflicting types for '%s'; have '%s'", name.c_str(), declaration_string(t, "").c_str()));
      note_at(l, "an argument type that has a default promotion cannot match an empty parameter name list declaration");
      note_at(r->loc, format("previous declaration of '%s' with type '%s'", name.c_str(), declaration_string(r->type, "").c_str()));
    } else {
      r->type = composite(tt, r->type, t);
    }
    r->rflags &= ~RoutineFlag::Implicit;
    if (sc == StorageClass::Static && r->linkage == Linkage::External && !was_implicit) {
      error_at(l, format("static declaration of '%s' follows non-static declaration", name.c_str()));
      note_at(r->loc, format("previous declaration of '%s' was here", name.c_str()));
    }
    if (!file && !lookup(name)->depth) bind(name, Binding::Fn)->fn = r;
    else if (!file) bind(name, Binding::Fn)->fn = r;
  } else {
    r = il.alloc_file_scope<Routine>();
    r->name = name;
    r->type = t;
    r->loc = l;
    r->seq = ++seq;
    r->linkage = sc == StorageClass::Static ? Linkage::Internal : Linkage::External;
    r->storage = sc;
    if (!visibility_stack.empty() && r->linkage == Linkage::External)
      r->visibility = visibility_stack.back(), r->rflags |= RoutineFlag::VisibilitySet;
    if (file) bind(name, Binding::Fn)->fn = r;
    else {
      bind(name, Binding::Fn)->fn = r;
      bind_file_scope(name, Binding::Fn)->fn = r;
    }
    if (!routines_tail_) il.file_scope->routines = r;
    else routines_tail_->next = r;
    routines_tail_ = r;
    add_to_sequence(SourceSequenceEntryKind::Routine, r);
  }
  if (is_definition || !(r->rflags & RoutineFlag::Defined)) r->loc = l;
  // C99 inline rules (see the file comment), tracked per file-scope declaration.
  AttrSet all = ds.attrs;
  all.merge(d.attrs);
  if (ds.inline_) r->rflags |= RoutineFlag::Inline;
  if (all.gnu_inline) r->rflags |= RoutineFlag::GnuInline;
  if (file) {
    bool gnu = (r->rflags & RoutineFlag::GnuInline) || opts.gnu89_inline;
    if (gnu) {
      // gnu_inline: `extern inline` never makes an external definition; anything else does.
      if (is_definition && !(ds.inline_ && sc == StorageClass::Extern)) r->rflags |= RoutineFlag::ExternInline;
      if (is_definition && ds.inline_ && sc == StorageClass::Extern) r->rflags &= ~RoutineFlag::ExternInline;
    } else if (!ds.inline_ || sc == StorageClass::Extern) {
      r->rflags |= RoutineFlag::ExternInline;
    }
  }
  if (ds.noreturn || all.noreturn) r->rflags |= RoutineFlag::NoReturn;
  if (all.always_inline) r->rflags |= RoutineFlag::AlwaysInline;
  if (all.noinline) r->rflags |= RoutineFlag::NoInline;
  // Instruction set extensions: target("...") on top of the unit's (which #pragma GCC
  // target may have changed), or what #pragma GCC target says where it differs.
  if (all.target) {
    X86Features f = pragma_features_;
    f.apply(all.target.str());
    r->target_features = f.bits();
  } else if (!r->target_features && pragma_features_ != opts.features) {
    r->target_features = pragma_features_.bits();
  }
  if (all.used) r->rflags |= RoutineFlag::ExplicitUsed;
  if (all.unused) r->rflags |= RoutineFlag::Unused;
  if (all.weak) r->rflags |= RoutineFlag::Weak;
  if (all.constructor) r->rflags |= RoutineFlag::Constructor, r->ctor_priority = all.priority;
  if (all.destructor) r->rflags |= RoutineFlag::Destructor, r->ctor_priority = all.priority;
  if (all.cold) r->rflags |= RoutineFlag::Cold;
  if (all.hot) r->rflags |= RoutineFlag::Hot;
  if (all.naked) r->rflags |= RoutineFlag::Naked;
  if (all.returns_twice) r->rflags |= RoutineFlag::ReturnsTwice;
  if (all.pure) r->rflags |= RoutineFlag::Pure;
  if (all.const_) r->rflags |= RoutineFlag::Const;
  if (all.section) r->section = all.section;
  if (all.alias) r->alias_target = all.alias;
  if (all.ifunc) r->alias_target = all.ifunc, r->rflags |= RoutineFlag::Ifunc;
  if (all.weakref) r->rflags |= RoutineFlag::WeakRef;
  if (all.visibility) r->visibility = visibility_of(all.visibility), r->rflags |= RoutineFlag::VisibilitySet;
  if (all.aligned) r->align = std::max(r->align, all.aligned);
  if (d.asm_name) r->asm_name = d.asm_name;
  if (all.deprecated) r->rflags |= RoutineFlag::Deprecated;
  if (all.unavailable) r->rflags |= RoutineFlag::Unavailable;
  if (all.warn_unused_result) r->rflags |= RoutineFlag::WarnUnusedResult;
  if (all.diagnose_error || all.diagnose_warning) r->rflags |= RoutineFlag::DiagnoseCalls;
  for (Symbol version : all.symver) add_symver(r->asm_name ? r->asm_name : r->name, version, l);
  if (all.format_archetype >= 0) {
    r->rflags |= 0;
    format_attrs_.insert(r->seq, {all.format_archetype, all.format_index, all.format_first});
  }
  if (all.list) {
    Attribute* last = all.list;
    while (last->next) last = last->next;
    last->next = r->attributes;
    r->attributes = all.list;
  }
  // setjmp-like functions (C17 7.13) return twice.
  std::string_view n = name.str();
  if (n == "setjmp" || n == "_setjmp" || n == "sigsetjmp" || n == "__sigsetjmp" || n == "vfork" || n == "savectx")
    r->rflags |= RoutineFlag::ReturnsTwice;
  // -Wunused-function is decided at the end of the unit: a #pragma GCC diagnostic that
  // turned it off around the definition keeps it quiet (as in gcc).
  if (is_definition && !pp.diagnostics().warning_enabled(Warning::UnusedFunction)) r->rflags |= RoutineFlag::Unused;
  return r;
}

void Sema::declare_typedef(DeclSpec& ds, DeclaratorInfo& d, Statement**& stmts_tail) {
  QualType t = d.type;
  check_alignas(ds, t, "typedef", d.name, d.name_loc);
  AttrSet all = ds.attrs;
  all.merge(d.attrs);
  t = apply_type_attributes(t, all, d.name_loc);
  // On a typedef, gcc's aligned attribute may decrease the alignment too (a struct
  // member of the type is then laid out at that alignment; __m128i_u is an aligned(1)
  // vector); _Alignas may not.
  u32 align = std::max(all.aligned, ds.align);
  if (all.aligned && !ds.align) t = tt.with_align(t, all.aligned);
  else if (align) t = tt.with_align(t, all.packed ? align : std::max<u32>(align, align_of(t)));
  Binding* prev = lookup(d.name);
  if (prev && prev->depth == depth) {
    if (prev->kind != Binding::Typedef) {
      error_at(d.name_loc, format("'%s' redeclared as different kind of symbol", d.name.c_str()));
    } else if (is_variably_modified(t) || is_variably_modified(prev->type->base)) {
      // C17 6.7p3: a typedef name may be redefined only with a type that is not VM.
      error_at(d.name_loc, format("redefinition of typedef '%s' with variably modified type", d.name.c_str()));
      note_at(prev->type->loc, format("previous declaration of '%s' was here", d.name.c_str()));
    } else if (!compatible(prev->type->base, t)) {
      error_at(d.name_loc, format("conflicting types for '%s'; have '%s'", d.name.c_str(), declaration_string(t, "").c_str()));
      note_at(prev->type->loc, format("previous declaration of '%s' with type '%s'", d.name.c_str(),
                                      declaration_string(prev->type->base, "").c_str()));
    }
  }
  Type* td = tt.new_typedef(d.name, t, d.name_loc);
  bind(d.name, Binding::Typedef)->type = td;
  if (in_file_scope(td) == in_file_scope(cur_scope)) {
    td->next = cur_scope->types;
    cur_scope->types = td;
  }
  if (is_variably_modified(t) && depth > 0) open_jump_scope(d.name, d.name_loc);
  if (is_variably_modified(t) && stmts_tail) {
    Statement* s = new_stmt(StatementKind::VlaType, d.name_loc);
    s->vla_type = t;
    *stmts_tail = s;
    stmts_tail = &s->next;
  }
}

// init-declarator-list ; after the declaration specifiers (file or block scope).
void Sema::declaration(DeclSpec& ds, Statement**& stmts_tail) {
  bool first = true;
  for (;;) {
    DeclaratorInfo d;
    // __auto_type has no type until its initializer: the declarator sees int meanwhile.
    QualType base = ds.auto_type ? tt.int_() : ds.type;
    parse_declarator(base, d, DeclaratorMode::Named, ds.auto_type ? nullptr : ds.typedef_name);
    if (!d.name) {
      if (d.region) il.release_region(d.region);
      skip_to_statement_end();
      return;
    }
    if (tok.is_ident() && !tok.aux && !(d.knr && starts_decl_specs())) {
      // `int x y;`, `unsigned T y;` (T a typedef: the declarator's name): nothing declared.
      error(format("expected '=', ',', ';', 'asm' or '__attribute__' before '%s'", tok.sym().c_str()));
      if (d.region) il.release_region(d.region);
      skip_to_statement_end();
      return;
    }
    if (in_for_declaration_) {
      // C17 6.8.5p3: a for statement declares only objects with auto or register storage.
      if (ds.storage == StorageClass::Typedef || is_function(d.type))
        error_at(ds.loc, format("declaration of non-variable '%s' in 'for' loop initial declaration", d.name.c_str()));
      else if (ds.storage == StorageClass::Static || ds.storage == StorageClass::Extern || ds.thread_local_)
        error_at(d.name_loc, format("declaration of %s variable '%s' in 'for' loop initial declaration",
                                    ds.storage == StorageClass::Extern ? "'extern'" : "static", d.name.c_str()));
    }
    InitItem* auto_init = nullptr; // __auto_type: the initializer, parsed first for its type
    Loc auto_init_loc = 0;
    if (ds.auto_type) {
      if (!first) {
        error_at(ds.loc, "'__auto_type' may only be used with a single declarator");
        d.type = tt.error();
      } else if (d.type.type() != base.type()) {
        error_at(d.name_loc, "'__auto_type' requires a plain identifier as declarator");
        d.type = tt.error();
      } else if (!is(TokenKind::Equal)) {
        error_at(d.name_loc, "'__auto_type' requires an initialized data declaration");
        d.type = tt.error();
      } else {
        auto_init_loc = loc();
        consume();
        auto_init = parse_initializer();
        d.type = init_item_type(auto_init);
      }
    }
    if (ds.implicit_int && !ds.has_type && first && depth == 0 && ds.storage == StorageClass::None && !ds.quals &&
        !ds.inline_ && !is_function(d.type))
      warning_at(ds.loc, "data definition has no type or storage class"); // C17 6.7.2p2 (gcc's default warning)
    if (ds.implicit_int && !ds.has_type) {
      // A function's own return type (not a pointer to one) is "the return type".
      if (is_function(d.type) && d.have_params)
        warn(Warning::ImplicitInt, ds.loc, "return type defaults to 'int'");
      else
        warn(Warning::ImplicitInt, d.name_loc, format("type defaults to 'int' in declaration of '%s'", d.name.c_str()));
    }
    if ((ds.inline_ || ds.noreturn) && !is_function(d.type)) {
      // C17 6.7.4p1: function specifiers only in function declarations (gcc: a warning).
      const char* what = ds.storage == StorageClass::Typedef ? "typedef" : "variable";
      if (ds.inline_) warning_at(d.name_loc, format("%s '%s' declared 'inline'", what, d.name.c_str()));
      if (ds.noreturn) warning_at(d.name_loc, format("%s '%s' declared '_Noreturn'", what, d.name.c_str()));
    }
    if (is_function(d.type) && is(TokenKind::LBrace) && !d.have_params && ds.storage != StorageClass::Typedef) {
      // C17 6.9.1p2: the function type of a definition comes from its declarator, not a
      // typedef (`F f { ... }`).
      error(format("expected '=', ',', ';', 'asm' or '__attribute__' before '{' token"));
      if (d.region) il.release_region(d.region);
      skip_braces();
      return;
    }
    if (is_function(d.type) && depth == 0 && first && ds.storage != StorageClass::Typedef &&
        (is(TokenKind::LBrace) || (d.knr && starts_decl_specs()))) {
      function_definition(ds, d);
      return;
    }
    if (is_function(d.type) && depth > 0 && ds.storage != StorageClass::Typedef &&
        (is(TokenKind::LBrace) || (d.knr && starts_decl_specs()))) {
      nested_function_definition(ds, d);
      return;
    }
    if (is_function(d.type) && is(TokenKind::LBrace)) {
      error_at(d.name_loc, ds.storage == StorageClass::Typedef ? "function definition declared 'typedef'"
                                                               : "expected ';' after declaration");
      if (d.region) il.release_region(d.region);
      skip_braces();
      return;
    }
    if (d.region) il.release_region(d.region), d.region = 0;
    first = false;
    if (ds.storage == StorageClass::Typedef) {
      if (is(TokenKind::Equal)) {
        error_at(d.name_loc, format("typedef '%s' is initialized (use '__typeof__' instead)", d.name.c_str()));
        consume();
        parse_initializer();
        init_arena.release();
      }
      declare_typedef(ds, d, stmts_tail);
    } else if (is_function(d.type)) {
      if (d.knr && !d.params.empty()) // C17 6.7.6.3p3
        warning_at(d.name_loc, "parameter names (without types) in function declaration");
      if (is(TokenKind::Equal)) {
        error_at(d.name_loc, format("function '%s' is initialized like a variable", d.name.c_str()));
        consume();
        parse_initializer();
        init_arena.release();
      }
      declare_function(ds, d, false);
    } else {
      AttrSet all = ds.attrs;
      all.merge(d.attrs);
      d.type = apply_type_attributes(d.type, all, d.name_loc);
      ds.attrs.mode = {};
      ds.attrs.vector_size = 0;
      d.attrs.mode = {};
      d.attrs.vector_size = 0;
      bool has_init = auto_init || is(TokenKind::Equal);
      if (has_init && !auto_init && !is_complete(d.type) && !is_error(d.type) &&
          !(is_array(d.type) && (d.type->tflags & TypeFlag::ArrayUnknownBound))) {
        // C17 6.7.9p3: the initialized entity has a complete object type (or unknown size).
        error_at(d.name_loc, format("variable '%s' has initializer but incomplete type", d.name.c_str()));
        consume();
        parse_initializer();
        init_arena.release();
        d.type = tt.error();
        has_init = false;
      }
      Variable* v = declare_variable(ds, d, has_init);
      Statement* decl_stmt = nullptr;
      bool automatic = depth > 0 && v->storage != StorageClass::Static && v->storage != StorageClass::Extern;
      if (depth > 0 && is_variably_modified(v->type)) open_jump_scope(d.name, d.name_loc);
      if (automatic && stmts_tail) {
        decl_stmt = new_stmt(StatementKind::Decl, d.name_loc);
        decl_stmt->decl_var = v;
        *stmts_tail = decl_stmt;
        stmts_tail = &decl_stmt->next;
      } else if (stmts_tail && is_variably_modified(v->type)) {
        // `static int (*p)[n];`: the sizes are evaluated here, as for a typedef.
        Statement* s = new_stmt(StatementKind::VlaType, d.name_loc);
        s->vla_type = v->type;
        *stmts_tail = s;
        stmts_tail = &s->next;
      }
      if (has_init) {
        Loc il_ = auto_init ? auto_init_loc : loc();
        InitItem* init = auto_init;
        if (!init) {
          consume();
          init = parse_initializer();
        }
        v->vflags |= VarFlag::HasInit | VarFlag::Defined;
        v->vflags &= ~VarFlag::Tentative;
        QualType t = v->type;
        if (has_variable_size(t) && !is_error(t)) {
          error_at(il_, "variable-sized object may not be initialized");
        } else if (automatic) {
          v->dyn_init = dynamic_initializer(init, t, il_);
          v->type = t;
        } else if (!is_error(t)) {
          u32 region = in_file_scope(v) ? Il::kFileScopeRegion : il.current_region();
          v->const_init = static_initializer(init, t, region, il_);
          v->type = t;
        }
        init_arena.release();
        if (v->linkage != Linkage::None && depth == 0 && client) client->variable_defined(v);
      } else if (automatic && !is_complete(v->type) && !is_error(v->type)) {
        // (reported by declare_variable)
      }
    }
    if (accept(TokenKind::Comma)) continue;
    if (!accept(TokenKind::Semi)) {
      error_missing_semicolon(format("expected ';', ',' or '=' %s", before_tok().c_str()));
      skip_to_statement_end();
      if (depth == 0 && (is(TokenKind::RBrace) || is(TokenKind::RParen) || is(TokenKind::RBracket))) consume();
    }
    return;
  }
}

void Sema::static_assert_declaration() {
  Loc l = loc();
  consume();
  if (!expect(TokenKind::LParen, "(")) {
    skip_to_statement_end();
    return;
  }
  Expr* e = constant_expression();
  Constant* msg = nullptr;
  if (accept(TokenKind::Comma)) {
    if (!is(TokenKind::StringLit)) {
      error(format("expected string literal %s", before_tok().c_str()));
      il.free_expr_tree(e);
      skip_until(TokenKind::RParen);
      accept(TokenKind::Semi);
      return;
    }
    msg = string_literal()->constant;
  }
  if (!expect(TokenKind::RParen, ")")) {
    il.free_expr_tree(e);
    skip_until(TokenKind::RParen);
    accept(TokenKind::Semi);
    return;
  }
  expect(TokenKind::Semi, ";");
  i128 v;
  if (integer_constant(e, v, 0, "expression in static assertion is not constant",
                       "expression in static assertion is not an integer")) {
    if (!v) {
      std::string text = msg ? std::string(msg->bytes, msg->length ? msg->length - 1 : 0) : std::string("static assertion failed");
      error_at(l, msg ? format("static assertion failed: \"%s\"", text.c_str()) : std::string("static assertion failed"));
    }
    if (depth == 0) {
      StaticAssertion* sa = il.alloc_file_scope<StaticAssertion>();
      sa->condition = int_const(v, tt.int_());
      sa->message = msg;
      sa->loc = l;
      add_to_sequence(SourceSequenceEntryKind::StaticAssert, sa);
    }
  }
}

// -Wmain (C17 5.1.2.2.1): int main(void), int main(int, char **), or with a third char **.
void Sema::check_main(Routine* r) {
  QualType ft = r->type;
  if (!is_integer(return_type(ft)) || int_kind_of(return_type(ft)) != IntKind::Int)
    warn(Warning::Main, r->loc, "return type of 'main' is not 'int'");
  RoutineTypeSupplement* rs = ft->routine;
  if (!(rs->rflags & RoutineTypeFlag::Prototyped)) return;
  u32 n = rs->param_count;
  if (n == 1 || n > 3) {
    warn(Warning::Main, r->loc, "'main' takes only zero or two arguments");
    return;
  }
  auto char_pp = [&](QualType t) {
    t = t.unqualified();
    return is_pointer(t) && is_pointer(t->base) && is_integer(t->base->base) && int_kind_of(t->base->base) == IntKind::Char;
  };
  u32 i = 0;
  for (ParamType* p = rs->params; p; p = p->next, ++i) {
    QualType t = p->type.unqualified();
    if (i == 0 && !(is_integer(t) && int_kind_of(t) == IntKind::Int))
      warn(Warning::Main, r->loc, "first argument of 'main' should be 'int'");
    if (i == 1 && !char_pp(t)) warn(Warning::Main, r->loc, "second argument of 'main' should be 'char **'");
    if (i == 2 && !char_pp(t)) warn(Warning::Main, r->loc, "third argument of 'main' should probably be 'char **'");
  }
}

// K&R: declaration-list before the body gives the parameters' types (C17 6.9.1p6).
void Sema::knr_parameter_declarations(DeclaratorInfo& d) {
  // The parameter names are in scope for these declarations only as names to type.
  // Each round consumes at least one token (a declaration that does not parse must not
  // loop for ever: fuzzer finding, tests/fuzz/sema/regressions).
  for (u64 before = consumed_; starts_decl_specs() && !is(TokenKind::LBrace); ensure_progress(before), before = consumed_) {
    if (is_kw(Keyword::StaticAssert)) {
      static_assert_declaration();
      continue;
    }
    DeclSpec ds;
    parse_decl_specs(ds, true);
    for (;;) {
      DeclaratorInfo pd;
      parse_declarator(ds.type, pd, DeclaratorMode::Named);
      if (pd.region) il.release_region(pd.region);
      Variable* v = nullptr;
      for (Variable* p : d.params)
        if (p->name == pd.name && !v) v = p;
      if (!v) {
        error_at(pd.name_loc, format("declaration for parameter '%s' but no such parameter", pd.name.c_str()));
      } else {
        v->type = adjust_parameter_type(pd.type);
        v->vflags &= ~VarFlag::Implicit;
        if (ds.storage == StorageClass::Register) v->vflags |= VarFlag::Register;
        else if (ds.storage != StorageClass::None || ds.thread_local_)
          error_at(pd.name_loc, format("storage class specified for parameter '%s'", pd.name.c_str()));
      }
      if (!accept(TokenKind::Comma)) break;
    }
    expect(TokenKind::Semi, ";");
  }
  for (Variable* p : d.params)
    if (p->vflags & VarFlag::Implicit) {
      warn(Warning::ImplicitInt, p->loc, format("type of '%s' defaults to 'int'", p->name.c_str()));
      p->vflags &= ~VarFlag::Implicit;
    }
}

void Sema::function_definition(DeclSpec& ds, DeclaratorInfo& d) {
  unsigned errors_before_body = pp.diagnostics().error_count();
  if (!d.region) d.region = il.open_function_region();
  u32 region = d.region;
  il.set_current_region(region);
  if (d.knr) knr_parameter_declarations(d);
  il.set_current_region(Il::kFileScopeRegion);
  // A gnu_inline `extern inline` definition (for inlining only) may be followed by the
  // external definition of the function (GNU C): it takes the place of the inline one.
  bool replaces_inline_only = false;
  if (Binding* b = lookup(d.name); b && b->kind == Binding::Fn && depth == 0) {
    u32 f = b->fn->rflags;
    replaces_inline_only = (f & RoutineFlag::Defined) && (f & RoutineFlag::GnuInline) && (f & RoutineFlag::Inline) &&
                           !(f & RoutineFlag::ExternInline);
  }
  Routine* r = declare_function(ds, d, true);
  if (pp.diagnostics().warning_enabled(Warning::Main) && r->name.str() == "main" && r->linkage == Linkage::External) check_main(r);
  if (replaces_inline_only && (r->rflags & RoutineFlag::ExternInline)) r->rflags &= ~RoutineFlag::Defined;
  if (r->rflags & RoutineFlag::Defined) {
    error_at(d.name_loc, format("redefinition of '%s'", d.name.c_str()));
    note_at(r->loc, format("previous definition of '%s' was here", d.name.c_str()));
    // Parse the body into a throw-away routine so the errors inside are still found.
    Routine* dup = il.alloc_file_scope<Routine>();
    *dup = *r;
    dup->next = nullptr;
    dup->rflags = 0;
    r = dup;
  }
  if (d.knr) {
    // The definition does not give a prototype; record the parameter types for calls
    // in this translation unit the way gcc does (no checking beyond promotions).
  }
  r->rflags |= RoutineFlag::Defined;
  r->loc = d.name_loc;
  r->region = region;
  il.set_current_region(region);
  Scope* fs = il.alloc_scope(ScopeKind::Function, r);
  r->scope = fs;
  Variable** vt = &fs->variables;
  for (Variable* p : d.params) {
    p->next = nullptr;
    *vt = p;
    vt = &p->next;
  }
  cur_fn = r;
  cur_func_name = nullptr;
  cur_ret = return_type(r->type);
  if (!is_void(cur_ret) && !is_complete(cur_ret) && !is_error(cur_ret))
    error_at(d.name_loc, format("return type is an incomplete type"));
  push_scope(fs);
  u32 i = 0;
  for (Variable* p : d.params) {
    ++i;
    if (!p->name) continue; // C2x (gcc: a pedantic warning before)
    if (!is_complete(p->type) && !is_error(p->type))
      error_at(p->loc, format("parameter %u ('%s') has incomplete type", i, p->name.c_str()));
    bind(p->name, Binding::Var)->var = p; // duplicates were diagnosed with the parameter list
  }
  label_scopes_.emplace_back();
  label_scopes_.back().function = true;
  fn_has_return_value = false;
  Statement* body = compound_statement(fs);
  // A parameter declared with a variably modified array type has its sizes evaluated on
  // entry, side effects included (C17 6.9.1p10), even though its type was adjusted to a
  // pointer: VlaType statements at the top of the body.
  for (size_t i = d.param_declared_types.size(); i-- > 0;) {
    QualType t = d.param_declared_types[i];
    if (!is_variably_modified(t)) continue;
    Statement* s = new_stmt(StatementKind::VlaType, body->loc);
    s->vla_type = t;
    s->next = body->block->statements;
    body->block->statements = s;
  }
  check_labels();
  check_parameters_used(d.params);
  label_scopes_.clear();
  pop_scope();
  r->body = body;
  if (pp.diagnostics().warning_enabled(Warning::ReturnType) && !is_void(cur_ret) && r->name.str() != "main" &&
      !(r->rflags & RoutineFlag::NoReturn) && statement_can_fall_through(body))
    warn(Warning::ReturnType, body->block->end_loc, "control reaches end of non-void function");
  cur_fn = nullptr;
  cur_ret = {};
  // Every scratch constant the body borrowed is back (after an error, recovery may have
  // dropped some: only a clean body is held to it).
  if (!il.check_local_constant_use() && pp.diagnostics().error_count() == errors_before_body)
    error_at(body->block->end_loc, "internal error: a scratch constant of this function was not freed");
  il.set_current_region(Il::kFileScopeRegion);
  if (client) client->function_defined(r);
}

void Sema::external_declaration() {
  if (is(TokenKind::Semi)) {
    pedwarn(loc(), "ISO C does not allow extra ';' outside of a function");
    consume();
    return;
  }
  if (is_kw(Keyword::StaticAssert)) {
    static_assert_declaration();
    return;
  }
  if (is_kw(Keyword::Asm)) {
    Loc l = loc();
    consume();
    while (is_kw(Keyword::Volatile) || is_kw(Keyword::Inline)) consume();
    expect(TokenKind::LParen, "(");
    if (is(TokenKind::StringLit)) {
      std::string text;
      u8 size;
      QualType elem;
      string_literal_text(text, size, elem);
      if (!text.empty()) text.pop_back();
      AsmEntry* a = il.alloc_file_scope<AsmEntry>();
      a->text = il.copy_string(Il::kFileScopeRegion, text);
      a->loc = l;
      add_to_sequence(SourceSequenceEntryKind::Asm, a);
    } else {
      error("expected string literal");
    }
    expect_closing(TokenKind::RParen, ")");
    expect(TokenKind::Semi, ";");
    return;
  }
  DeclSpec ds;
  Loc l = loc();
  bool any = parse_decl_specs(ds, true);
  if (!any && !(tok.is_ident() && !tok.aux) && !is(TokenKind::Star) && !is(TokenKind::LParen)) {
    error(format("expected identifier or '(' %s", before_tok().c_str()));
    consume();
    skip_to_statement_end();
    return;
  }
  if (accept(TokenKind::Semi)) return empty_declaration(ds, l);
  Statement** none = nullptr;
  declaration(ds, none);
}

// A struct, union or enum specifier with a tag and without a body declares the tag (in
// this scope, when it is not declared here yet): `struct S;` is silent even when S was
// declared before. Storage classes and qualifiers then serve nothing: with a new tag or
// a body they are useless, with a tag declared before the declaration does not even
// redeclare it (gcc's wording for each).
void Sema::empty_declaration(const DeclSpec& ds, Loc l) {
  if (is_error(ds.type) || only_attributes(ds)) return; // `[[attr]];`: an attribute declaration (C23)
  bool tagged = ds.defined_tag || ds.tag_ref;
  if (!tagged) {
    warning_at(l, "useless type name in empty declaration");
    return;
  }
  if (is_record(ds.type) && !ds.type->tag) {
    warning_at(l, "unnamed struct/union that defines no instances");
    return;
  }
  Loc at = ds.tag_loc ? ds.tag_loc : l;
  bool storage = ds.storage != StorageClass::None || ds.thread_local_;
  if (ds.tag_ref && !ds.tag_body) {
    if (storage) warning_at(at, "empty declaration with storage class specifier does not redeclare tag");
    else if (ds.quals) warning_at(at, "empty declaration with type qualifier does not redeclare tag");
    else if (ds.alignas_loc) warning_at(at, "empty declaration with '_Alignas' does not redeclare tag");
    return;
  }
  if (storage) warning_at(at, "useless storage class specifier in empty declaration");
  else if (ds.quals) warning_at(at, "useless type qualifier in empty declaration");
}

void Sema::translation_unit() {
  if (is(TokenKind::Eof)) pedwarn(loc() ? loc() : pp.main_eof_loc(), "ISO C forbids an empty translation unit");
  while (!is(TokenKind::Eof)) {
    if (accept_kw(Keyword::Extension)) {
      ++extension_;
      if (!is(TokenKind::Eof)) external_declaration();
      --extension_;
      continue;
    }
    u64 before = consumed_;
    external_declaration();
    ensure_progress(before);
  }
  end_of_translation_unit();
}

void Sema::end_of_translation_unit() {
  apply_diagnostic_pragmas(UINT64_MAX);
  // #pragma weak
  for (auto& [name, target] : pending_weak) {
    Binding* b = lookup(name);
    if (!b) {
      if (target) {
        Binding* t = lookup(target);
        if (t && t->kind == Binding::Fn) {
          // `#pragma weak name = target` for an undeclared name: a weak alias routine.
          Routine* r = il.alloc_file_scope<Routine>();
          r->name = name;
          r->type = t->fn->type;
          r->linkage = Linkage::External;
          r->alias_target = target;
          r->rflags |= RoutineFlag::Weak | RoutineFlag::Defined;
          r->seq = ++seq;
          if (!routines_tail_) il.file_scope->routines = r;
          else routines_tail_->next = r;
          routines_tail_ = r;
          add_to_sequence(SourceSequenceEntryKind::Routine, r);
        }
      }
      continue;
    }
    if (b->kind == Binding::Fn) {
      b->fn->rflags |= RoutineFlag::Weak;
      if (target) b->fn->alias_target = target, b->fn->rflags |= RoutineFlag::Defined;
    } else if (b->kind == Binding::Var) {
      b->var->vflags |= VarFlag::Weak;
      if (target) b->var->alias_target = target;
    }
  }
  // Tentative definitions (C17 6.9.2p2).
  for (Variable* v = il.file_scope->variables; v; v = v->next) {
    if (!(v->vflags & VarFlag::Tentative) || (v->vflags & VarFlag::HasInit)) continue;
    if (is_array(v->type) && (v->type->tflags & TypeFlag::ArrayUnknownBound)) {
      warning_at(v->loc, format("array '%s' assumed to have one element", v->name.c_str()));
      v->type = tt.array_of(v->type->base, 1).with(v->type.quals());
    }
    if (!is_complete(v->type) && !is_error(v->type)) {
      error_at(v->loc, format("storage size of '%s' isn't known", v->name.c_str()));
      v->type = tt.error();
    }
    v->vflags |= VarFlag::Defined;
    if (v->linkage != Linkage::None && client) client->variable_defined(v);
  }
  for (Routine* r = il.file_scope->routines; r; r = r->next) {
    if (r->linkage == Linkage::Internal && !(r->rflags & RoutineFlag::Defined) && (r->rflags & RoutineFlag::Used) &&
        !r->alias_target)
      warning_at(r->loc, format("'%s' used but never defined", r->name.c_str()));
    if (r->linkage == Linkage::Internal && (r->rflags & RoutineFlag::Defined) &&
        !(r->rflags & (RoutineFlag::Used | RoutineFlag::Inline | RoutineFlag::Unused | RoutineFlag::ExplicitUsed |
                       RoutineFlag::Constructor | RoutineFlag::Destructor)))
      warn(Warning::UnusedFunction, r->loc, format("'%s' defined but not used", r->name.c_str()), true);
  }
}

// GNU nested functions: a function defined (or declared `auto`) in a block. It is local to
// the block, sees the enclosing function's variables and labels, and its body lives in the
// enclosing function's region; lowering passes it the enclosing frame (a static chain).
Routine* Sema::declare_nested_function(DeclSpec& ds, DeclaratorInfo& d, bool is_definition) {
  Binding* b = lookup(d.name);
  Routine* r = nullptr;
  if (b && b->depth == depth) {
    if (b->kind == Binding::Fn && (b->fn->rflags & RoutineFlag::Nested)) {
      r = b->fn;
      if (is_definition && (r->rflags & RoutineFlag::Defined)) {
        error_at(d.name_loc, format("redefinition of '%s'", d.name.c_str()));
        note_at(r->loc, format("previous definition of '%s' was here", d.name.c_str()));
      } else if (!compatible(r->type, d.type)) {
        error_at(d.name_loc, format("conflicting types for '%s'", d.name.c_str()));
      }
    } else {
      error_at(d.name_loc, format("'%s' redeclared as different kind of symbol", d.name.c_str()));
    }
  }
  if (!r) {
    r = il.alloc_file_scope<Routine>();
    r->name = d.name;
    r->type = d.type;
    r->loc = d.name_loc;
    r->seq = ++seq;
    r->linkage = Linkage::None;
    r->storage = StorageClass::Auto;
    r->rflags |= RoutineFlag::Nested;
    r->enclosing = cur_fn;
    bind(d.name, Binding::Fn)->fn = r;
    r->next = cur_scope->routines;
    cur_scope->routines = r;
  }
  AttrSet all = ds.attrs;
  all.merge(d.attrs);
  if (ds.inline_) r->rflags |= RoutineFlag::Inline;
  if (ds.noreturn || all.noreturn) r->rflags |= RoutineFlag::NoReturn;
  if (all.noinline) r->rflags |= RoutineFlag::NoInline;
  if (all.always_inline) r->rflags |= RoutineFlag::AlwaysInline;
  return r;
}

void Sema::nested_function_definition(DeclSpec& ds, DeclaratorInfo& d) {
  if (d.knr) knr_parameter_declarations(d);
  Routine* r = declare_nested_function(ds, d, true);
  r->rflags |= RoutineFlag::Defined;
  r->loc = d.name_loc;
  r->region = il.current_region();
  Scope* fs = il.alloc_scope(ScopeKind::Function, r);
  r->scope = fs;
  Variable** vt = &fs->variables;
  for (Variable* p : d.params) {
    p->next = nullptr;
    *vt = p;
    vt = &p->next;
  }
  // The enclosing function's context, saved around the body.
  Routine* outer_fn = cur_fn;
  Variable* outer_name = cur_func_name;
  QualType outer_ret = cur_ret;
  u32 outer_loops = loop_depth, outer_breakable = breakable_depth;
  std::vector<SwitchContext*> outer_switches;
  outer_switches.swap(switches);
  cur_fn = r;
  cur_func_name = nullptr;
  cur_ret = return_type(r->type);
  loop_depth = breakable_depth = 0;
  push_scope(fs);
  for (Variable* p : d.params) {
    if (!p->name) continue;
    bind(p->name, Binding::Var)->var = p; // duplicates were diagnosed with the parameter list
  }
  // Its own labels; the enclosing function's local (__label__) labels stay visible.
  label_scopes_.emplace_back();
  label_scopes_.back().function = true;
  Statement* body = compound_statement(fs);
  check_parameters_used(d.params);
  label_scopes_.pop_back();
  pop_scope();
  r->body = body;
  cur_fn = outer_fn;
  cur_func_name = outer_name;
  cur_ret = outer_ret;
  loop_depth = outer_loops, breakable_depth = outer_breakable;
  switches.swap(outer_switches);
}

Routine* Sema::implicit_function(Symbol name, Loc l) {
  // A library function gcc knows as a builtin keeps its real return type (C89 implicit int
  // would truncate memset's pointer result); its parameters stay unchecked, as gcc does.
  Routine* known = builtin_function(Symbol::intern(format("__builtin_%s", name.c_str())));
  bool library = known && known->asm_name == name;
  std::string_view near = library ? std::string_view() : nearest_ordinary_name(name);
  SourceHints fix = replace_token(l, near);
  warn(Warning::ImplicitFunctionDeclaration, l,
       library ? format("implicit declaration of built-in function '%s'", name.c_str())
               : format("implicit declaration of function '%s'%s", name.c_str(), did_you_mean(near).c_str()),
       false, &fix);
  Routine* r = il.alloc_file_scope<Routine>();
  r->name = name;
  r->type = tt.function(library ? return_type(known->type) : tt.int_(), nullptr, 0);
  r->loc = l;
  r->linkage = Linkage::External;
  r->rflags |= RoutineFlag::Implicit;
  r->seq = ++seq;
  bind_file_scope(name, Binding::Fn)->fn = r;
  if (depth > 0) bind(name, Binding::Fn)->fn = r;
  if (!routines_tail_) il.file_scope->routines = r;
  else routines_tail_->next = r;
  routines_tail_ = r;
  add_to_sequence(SourceSequenceEntryKind::Routine, r);
  return r;
}

// __func__: `static const char __func__[] = "name";` at the top of the function.
Variable* Sema::func_name_var(Loc l) {
  if (cur_func_name) return cur_func_name;
  std::string_view n = cur_fn->name.str();
  std::string bytes(n);
  bytes.push_back(0);
  QualType t = tt.array_of(tt.char_().with(Qual::Const), bytes.size());
  Variable* v = make_variable(Symbol::intern("__func__"), t, l, true);
  v->storage = StorageClass::Static;
  v->vflags |= VarFlag::StaticLocal | VarFlag::Implicit | VarFlag::Defined | VarFlag::HasInit;
  v->const_init = intern_string_constant(il, tt.array_of(tt.char_(), bytes.size()), bytes.data(), bytes.size(), 1);
  v->next = nullptr;
  if (!file_vars_tail_) il.file_scope->variables = v;
  else file_vars_tail_->next = v;
  file_vars_tail_ = v;
  cur_func_name = v;
  return v;
}

} // namespace ilcc::sema
