#include "ir/module.h"

#include <algorithm>

namespace ilcc {

// Calls fn(id) on every definition and use of a value (ids may repeat).
template <class F> static void for_each_value_id(const IrFunction& f, F&& fn) {
  for (const IrParam& p : f.params)
    if (p.value.valid()) fn(p.value.id);
  for (const BasicBlock& b : f.blocks) {
    for (const Instruction& i : b.instructions) {
      if (i.dest.valid()) fn(i.dest.id);
      i.for_each_used_value(fn);
    }
    b.terminator.for_each_used_value(fn);
  }
  for (Value v : f.param_alloca_values)
    if (v.valid()) fn(v.id);
}

void IrFunction::compact_arena() {
  Arena fresh(Arena::kSmallFirstBlock);
  for (BasicBlock& b : blocks) {
    for (Instruction& i : b.instructions) i = clone_instruction(fresh, i);
    b.terminator = clone_terminator(fresh, b.terminator);
  }
  arena = std::move(fresh);
}

void IrFunction::recompute_value_limit() {
  u32 limit = 0;
  for_each_value_id(*this, [&](u32 id) { limit = std::max(limit, id + 1); });
  next_value_id = limit;
}

// Calls fn(Value&) on every definition and use of a value, which it may renumber.
template <class F> static void for_each_value_ref(IrFunction& f, F&& fn) {
  for (IrParam& p : f.params)
    if (p.value.valid()) fn(p.value);
  for (BasicBlock& b : f.blocks) {
    for (Instruction& i : b.instructions) {
      if (i.dest.valid()) fn(i.dest);
      for (Operand& o : i.operands())
        if (o.is_value()) {
          Value v = o.value();
          fn(v);
          o = v;
        }
    }
    if (b.terminator.val.is_value()) {
      Value v = b.terminator.val.value();
      fn(v);
      b.terminator.val = v;
    }
  }
  for (Value& v : f.param_alloca_values)
    if (v.valid()) fn(v);
}

// The distinct value ids of `f`, ascending.
static std::vector<u32> distinct_value_ids(const IrFunction& f) {
  std::vector<u32> ids;
  for_each_value_id(f, [&](u32 id) { ids.push_back(id); });
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

bool IrFunction::has_sparse_value_ids() const {
  u64 limit = 0;
  for_each_value_id(*this, [&](u32 id) { limit = std::max(limit, u64(id) + 1); });
  if (limit <= kSparseValueSlack) return false; // the common case, without sorting
  std::vector<u32> ids = distinct_value_ids(*this);
  return !ids.empty() && u64(ids.back()) + 1 > 2 * u64(ids.size()) + kSparseValueSlack;
}

void IrFunction::compact_value_ids() {
  std::vector<u32> ids = distinct_value_ids(*this);
  for_each_value_ref(*this, [&](Value& v) {
    v = Value(u32(std::lower_bound(ids.begin(), ids.end(), v.id) - ids.begin()));
  });
  next_value_id = u32(ids.size());
}

u32 IrFunction::value_limit() {
  if (next_value_id == 0) recompute_value_limit();
  return next_value_id;
}

u32 IrFunction::block_id_limit() const {
  u32 limit = 0;
  for (const BasicBlock& b : blocks) limit = std::max(limit, b.label.id + 1);
  return limit;
}

static const char* const kGlobalInitWords[kNumGlobalInitKinds] = {
#define IR_GLOBAL_INIT(E, word) word,
#include "ir/global_inits.def"
};
std::string_view global_init_word(GlobalInit::Kind k) { return kGlobalInitWords[unsigned(k)]; }

static constexpr size_t kPointerSize = 8; // x86-64

size_t GlobalInit::byte_size() const {
  struct Size {
    size_t operator()(const Zero&) const { return 0; }
    size_t operator()(const Scalar& s) const { return s.value.natural_size(); }
    size_t operator()(const Array& a) const {
      size_t n = 0;
      for (const IrConst& c : a.values) n += c.natural_size();
      return n;
    }
    size_t operator()(const String& s) const { return s.bytes.size(); }
    size_t operator()(const WideString& w) const { return 4 * w.units.size(); }
    size_t operator()(const Char16String& w) const { return 2 * w.units.size(); }
    size_t operator()(const GlobalAddr&) const { return kPointerSize; }
    size_t operator()(const GlobalAddrOffset&) const { return kPointerSize; }
    size_t operator()(const Compound& c) const {
      size_t n = 0;
      for (const GlobalInit& e : c.elems) n += e.byte_size();
      return n;
    }
    size_t operator()(const GlobalLabelDiff& d) const { return d.size; }
  };
  return std::visit(Size{}, payload_);
}

size_t GlobalInit::emitted_byte_size() const {
  switch (kind()) {
  case Kind::String: case Kind::WideString: case Kind::Char16String: {
    size_t unit = kind() == Kind::String ? 1 : kind() == Kind::WideString ? 4 : 2;
    return byte_size() + unit;
  }
  case Kind::Compound: {
    size_t n = 0;
    for (const GlobalInit& e : get<Compound>().elems) n += e.emitted_byte_size();
    return n;
  }
  default: return byte_size();
  }
}

size_t drop_inline_only_bodies(IrModule& m) {
  size_t dropped = 0;
  for (IrFunction& f : m.functions) {
    if (!f.is_gnu_inline_def) continue;
    f.is_gnu_inline_def = false;
    if (f.is_declaration) continue;
    IrFunction d;
    d.name = f.name;
    d.return_type = f.return_type;
    d.params = std::move(f.params);
    for (IrParam& p : d.params) p.value = Value();
    d.is_variadic = f.is_variadic;
    d.is_declaration = true;
    d.is_inline = f.is_inline;
    d.is_weak = f.is_weak;
    d.visibility = f.visibility;
    d.uses_sret = f.uses_sret;
    d.ret_eightbyte_classes = std::move(f.ret_eightbyte_classes);
    d.has_static_chain = f.has_static_chain;
    d.is_pure = f.is_pure;
    d.is_const = f.is_const;
    d.returns_twice = f.returns_twice;
    d.alloc_size[0] = f.alloc_size[0], d.alloc_size[1] = f.alloc_size[1];
    d.features = f.features;
    f = std::move(d);
    ++dropped;
  }
  return dropped;
}

HashMap<u32, Symbol> resolve_aliases(const IrModule& m) {
  HashMap<u32, Symbol> next; // alias → the name it refers to
  for (const IrAlias& a : m.aliases)
    if (!a.is_ifunc && !a.is_weakref) next.insert(a.alias.id(), a.target);
  // Each alias is walked once: the outcome of a walk is recorded for every alias on its
  // path, and a later walk stops at the first alias already decided.
  enum : u8 { kOnPath = 1, kDecided };
  HashMap<u32, u8> state;
  HashMap<u32, Symbol> final_target;
  std::vector<u32> path;
  for (const IrAlias& a : m.aliases) {
    if (a.is_ifunc || a.is_weakref) continue; // an indirect function, a weak reference: no aliases
    path.clear();
    Symbol s = a.alias;
    std::optional<Symbol> end; // none: a cycle
    for (;;) {
      const Symbol* t = next.find(s.id());
      if (!t) {
        end = s;
        break;
      }
      auto [st, fresh] = state.insert(s.id(), kOnPath);
      if (!fresh) {
        if (*st == kDecided)
          if (const Symbol* f = final_target.find(s.id())) end = *f;
        break;
      }
      path.push_back(s.id());
      s = *t;
    }
    for (u32 id : path) {
      *state.find(id) = kDecided;
      if (end) final_target.insert(id, *end);
    }
  }
  return final_target;
}

HashMap<u32, const IrFunction*> callee_table(const IrModule& m) {
  HashMap<u32, const IrFunction*> t;
  for (const IrFunction& f : m.functions) t.insert(f.name.id(), &f);
  HashMap<u32, Symbol> targets = resolve_aliases(m);
  for (const IrAlias& a : m.aliases)
    if (const Symbol* s = targets.find(a.alias.id()))
      if (const IrFunction* const* f = t.find(s->id())) t.insert(a.alias.id(), *f);
  return t;
}

IrFunction& IrModule::add_declaration(Symbol name, IrType ret, std::span<const IrType> params, bool variadic) {
  IrFunction& d = functions.emplace_back();
  d.name = name;
  d.is_declaration = true;
  d.return_type = ret;
  d.is_variadic = variadic;
  for (IrType t : params) {
    IrParam p;
    p.ty = t;
    d.params.push_back(p);
  }
  return d;
}

IrFunction* IrModule::find_function(Symbol name) {
  const u32* i = function_index_.find(
      functions, name, [](const IrFunction& f) { return f.name; },
      [](const IrFunction& indexed, const IrFunction&) { return indexed.is_declaration; });
  return i ? &functions[*i] : nullptr;
}

bool call_fits(const IrFunction& f, IrType ret, bool variadic, bool chain, std::span<const IrType> args) {
  if (f.return_type != ret || f.is_variadic != variadic || f.has_static_chain != chain) return false;
  size_t fixed = f.params.size();
  if (variadic ? args.size() < fixed : args.size() != fixed) return false;
  for (size_t k = 0; k < fixed; ++k)
    if (!types_agree(args[k], f.params[k].ty)) return false;
  return true;
}

bool is_setjmp_like_name(std::string_view n) {
  return n == "setjmp" || n == "_setjmp" || n == "sigsetjmp" || n == "__sigsetjmp" || n == "vfork" || n == "savectx";
}

bool is_returns_twice_call(IrModule& m, const Instruction& call) {
  if (call.op != Opcode::Call) return false;
  Symbol callee = call.call_info().callee;
  if (!callee) return false;
  if (is_setjmp_like_name(callee.str())) return true;
  const IrFunction* g = m.find_function(callee);
  return g && g->returns_twice;
}

IrGlobal* IrModule::find_global(Symbol name) {
  const u32* i = global_index_.find(
      globals, name, [](const IrGlobal& g) { return g.name; },
      [](const IrGlobal& indexed, const IrGlobal&) { return indexed.is_extern; });
  return i ? &globals[*i] : nullptr;
}

const std::string* IrModule::find_string_literal(Symbol name) {
  const u32* i = literal_index_.find(
      string_literals, name, [](const auto& l) { return l.first; }, [](const auto&, const auto&) { return false; });
  return i ? &string_literals[*i].second : nullptr;
}

u32 IrModule::block_id_limit() const {
  u32 limit = 0;
  for (const IrFunction& f : functions) limit = std::max(limit, f.block_id_limit());
  return limit;
}

} // namespace ilcc
