// scope.cpp — name spaces and scopes (C17 6.2.1, 6.2.3).
//
// Ordinary identifiers and tags each have a table indexed by symbol id that holds the
// innermost binding; a binding points to the one it shadows. Every binding made is logged,
// and leaving a scope pops the log back to the scope's mark, restoring the shadowed
// bindings: lookup and scope exit are O(1) per name, with no per-scope hash tables.
// Bindings are recycled through a free list.
//
// Labels have function scope (6.2.1p3) except those declared with GNU __label__, which
// are local to their block: a stack of label tables, innermost first. A goto may name a
// label defined later, so uses are recorded and checked when the function ends.
#include "sema/sema.h"

#include "support/diagnostics.h"


namespace ilcc::sema {

namespace {
template <class V> V& slot(std::vector<V>& v, u32 id) {
  if (id >= v.size()) v.resize(id + id / 2 + 64, nullptr);
  return v[id];
}
} // namespace

Binding* Sema::lookup(Symbol name) {
  u32 id = name.id();
  return id < ordinary_.size() ? ordinary_[id] : nullptr;
}

Binding* Sema::lookup_tag(Symbol name) {
  u32 id = name.id();
  return id < tags_.size() ? tags_[id] : nullptr;
}

Binding* Sema::lookup_tag_here(Symbol name) {
  Binding* b = lookup_tag(name);
  return b && b->depth == depth ? b : nullptr;
}

static Binding* new_binding(Binding*& free_list, Arena& arena) {
  if (free_list) {
    Binding* b = free_list;
    free_list = b->shadowed;
    return b;
  }
  return static_cast<Binding*>(arena.allocate(sizeof(Binding)));
}

Binding* Sema::bind(Symbol name, Binding::Kind k) {
  Binding* b = new_binding(free_bindings_, binding_arena_);
  Binding*& head = slot(ordinary_, name.id());
  *b = Binding{};
  b->kind = k;
  b->depth = depth;
  b->name = name;
  b->shadowed = head;
  head = b;
  undo_.push_back(b);
  return b;
}

Binding* Sema::bind_tag(Symbol name, Type* t) {
  Binding* b = new_binding(free_bindings_, binding_arena_);
  Binding*& head = slot(tags_, name.id());
  *b = Binding{};
  b->kind = Binding::Tag;
  b->depth = depth;
  b->name = name;
  b->type = t;
  b->shadowed = head;
  head = b;
  undo_.push_back(b);
  return b;
}

void Sema::push_scope(Scope* s) {
  ++depth;
  scope_marks_.push_back(u32(undo_.size()));
  scope_stack_.push_back(s);
  cur_scope = s;
}

void Sema::pop_scope() {
  u32 mark = scope_marks_.back();
  scope_marks_.pop_back();
  while (undo_.size() > mark) {
    Binding* b = undo_.back();
    undo_.pop_back();
    std::vector<Binding*>& table = b->kind == Binding::Tag ? tags_ : ordinary_;
    table[b->name.id()] = b->shadowed;
    if (b->kind == Binding::Var && depth > 0) {
      Variable* v = b->var;
      if (!(v->vflags & (VarFlag::Used | VarFlag::Unused | VarFlag::Implicit)) && v->name &&
          v->storage != StorageClass::Extern && !(v->vflags & VarFlag::Parameter))
        warn(Warning::UnusedVariable, v->loc, format("unused variable '%s'", v->name.c_str()), true);
    }
    b->shadowed = free_bindings_;
    free_bindings_ = b;
  }
  scope_stack_.pop_back();
  cur_scope = scope_stack_.back();
  --depth;
}

bool Sema::is_typedef_name(const Token& t) {
  if (!t.is_ident() || t.aux) return false;
  Binding* b = lookup(t.sym());
  return b && b->kind == Binding::Typedef;
}

// A label use (define == false) or definition. Local labels shadow function-scope ones.
// Beyond the innermost function's own labels only __label__ ones of enclosing functions
// are visible (GNU nested functions may jump to them).
Label* Sema::lookup_label(Symbol name, Loc l, bool define) {
  size_t own = label_scopes_.size();
  while (own > 0 && !label_scopes_[own - 1].function) --own;
  for (size_t i = label_scopes_.size(); i-- > 0;) {
    Label** found = label_scopes_[i].labels.find(name.id());
    if (found && i + 1 < own && !((*found)->lflags & LabelFlag::Local)) found = nullptr;
    if (found) {
      Label* lab = *found;
      if (i + 1 < own) lab->lflags |= LabelFlag::NonLocal;
      if (define) {
        if (lab->lflags & LabelFlag::Defined) {
          error_at(l, format("duplicate label '%s'", name.c_str()));
          note_at(lab->loc, format("previous definition of '%s' was here", name.c_str()));
        }
        lab->lflags |= LabelFlag::Defined;
        lab->loc = l;
      }
      return lab;
    }
  }
  Label* lab = il.alloc_label();
  lab->name = name;
  lab->loc = l;
  if (define) lab->lflags |= LabelFlag::Defined;
  label_scopes_[own ? own - 1 : 0].labels.insert(name.id(), lab);
  // Function-scope labels are listed in the function scope.
  Scope* fs = cur_fn ? cur_fn->scope : nullptr;
  if (fs) {
    lab->next = fs->labels;
    fs->labels = lab;
  }
  return lab;
}

void Sema::declare_local_label(Symbol name, Loc l) {
  Label* lab = il.alloc_label();
  lab->name = name;
  lab->loc = l;
  lab->lflags |= LabelFlag::Local;
  if (!label_scopes_.back().labels.insert(name.id(), lab).second)
    error_at(l, format("duplicate label declaration '%s'", name.c_str()));
  if (cur_fn && cur_fn->scope) {
    lab->next = cur_fn->scope->labels;
    cur_fn->scope->labels = lab;
  }
}

void Sema::open_jump_scope(Symbol vm_name, Loc l) {
  jump_scopes_.push_back({jump_scope_, vm_name, l});
  jump_scope_ = &jump_scopes_.back();
}

Sema::JumpScope* Sema::jump_scope_entered(JumpScope* from, JumpScope* to) {
  JumpScope* entered = nullptr;
  for (JumpScope* t = to; t; t = t->parent) {
    for (JumpScope* f = from; f; f = f->parent)
      if (f == t) return entered;
    entered = t;
  }
  return entered;
}

// At the end of a function definition, -Wunused-parameter, in the parameters' order.
void Sema::check_parameters_used(const std::vector<Variable*>& params) {
  for (Variable* p : params)
    if (p->name && !(p->vflags & (VarFlag::Used | VarFlag::Unused)))
      warn(Warning::UnusedParameter, p->loc, format("unused parameter '%s'", p->name.c_str()));
}

void Sema::check_labels() {
  if (pp.diagnostics().warning_enabled(Warning::UnusedLabel)) {
    std::vector<Label*> unused; // the function's labels, listed newest first
    for (Label* lab = cur_fn->scope->labels; lab; lab = lab->next)
      if ((lab->lflags & LabelFlag::Defined) && !(lab->lflags & (LabelFlag::Used | LabelFlag::AddressTaken)))
        unused.push_back(lab);
    for (size_t k = unused.size(); k-- > 0;) {
      Label* lab = unused[k];
      warn(Warning::UnusedLabel, lab->loc, format("label '%s' defined but not used", lab->name.c_str()));
    }
  }
  for (auto& [lab, l] : label_uses_)
    if (!(lab->lflags & LabelFlag::Defined)) {
      error_at(l, format("label '%s' used but not defined", lab->name.c_str()));
      lab->lflags |= LabelFlag::Defined; // report once
    }
  label_uses_.clear();
  for (const PendingGoto& g : gotos_) {
    auto it = label_jump_scope_.find(g.label);
    if (it == label_jump_scope_.end()) continue;
    if (JumpScope* in = jump_scope_entered(g.from, it->second)) {
      error_at(g.loc, in->name ? "jump into scope of identifier with variably modified type" : "jump into statement expression");
      note_at(g.label->loc, format("label '%s' defined here", g.label->name.c_str()));
      if (in->name) note_at(in->loc, format("'%s' declared here", in->name.c_str()));
    }
  }
  gotos_.clear();
  label_jump_scope_.clear();
  jump_scopes_.clear();
  jump_scope_ = nullptr;
}

} // namespace ilcc::sema
