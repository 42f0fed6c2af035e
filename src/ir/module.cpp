#include "ir/module.h"

#include <cstring>

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

HashMap<u32, Symbol> resolve_aliases(const IrModule& m) {
  HashMap<u32, Symbol> next; // alias → the name it refers to
  for (const IrAlias& a : m.aliases) next.insert(a.alias.id(), a.target);
  // Each alias is walked once: the outcome of a walk is recorded for every alias on its
  // path, and a later walk stops at the first alias already decided.
  enum : u8 { kOnPath = 1, kDecided };
  HashMap<u32, u8> state;
  HashMap<u32, Symbol> final_target;
  std::vector<u32> path;
  for (const IrAlias& a : m.aliases) {
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

IrFunction* IrModule::find_function(Symbol name) {
  const u32* i = function_index_.find(
      functions, name, [](const IrFunction& f) { return f.name; },
      [](const IrFunction& indexed, const IrFunction&) { return indexed.is_declaration; });
  return i ? &functions[*i] : nullptr;
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

namespace {

// Copies the bytes of gi's image (laid out from `pos` on, which it advances past gi) that
// fall into [lo, lo + n) to out[p - lo]. Top-level scalars and arrays take the global's
// type ty, as the back end lays them out; strings end with their terminator. False when
// an address or label difference overlaps the range, or past `budget` elements.
struct InitReader {
  InitReader(u64 l, u64 h, u8* o) : lo(l), hi(h), out(o) {}
  u64 lo, hi;
  u8* out;
  u32 budget = 4096;
  std::vector<u8> scratch;

  void put(u64 pos, const u8* bytes, u64 size) {
    for (u64 k = 0; k < size; ++k)
      if (pos + k >= lo && pos + k < hi) out[pos + k - lo] = bytes[k];
  }
  bool overlaps(u64 pos, u64 size) const { return pos < hi && pos + size > lo; }
  void put_const(u64& pos, IrConst c, IrType ty, bool typed) {
    u64 size = c.natural_size();
    if (typed && ty != IrType::Void) {
      if (c.kind() != ConstKind::Zero && is_float(ty) != c.is_float()) c = c.coerce_to(ty);
      size = type_size(ty);
    }
    if (overlaps(pos, size)) {
      scratch.clear();
      c.push_le_bytes(scratch, size);
      put(pos, scratch.data(), size);
    }
    pos += size;
  }
  bool walk(const GlobalInit& gi, IrType ty, bool top, u64& pos) {
    using G = GlobalInit;
    if (pos >= hi) return true;
    if (budget == 0) return false;
    --budget;
    switch (gi.kind()) {
    case G::Kind::Zero: return true;
    case G::Kind::Scalar: put_const(pos, gi.get<G::Scalar>().value, ty, top); return true;
    case G::Kind::Array: {
      const std::vector<IrConst>& v = gi.get<G::Array>().values;
      size_t k = 0;
      if (top && ty != IrType::Void && lo > pos) { // equal sizes: start at the element holding lo
        k = std::min<size_t>(v.size(), (lo - pos) / type_size(ty));
        pos += k * type_size(ty);
      }
      for (; k < v.size() && pos < hi; ++k) put_const(pos, v[k], ty, top);
      return true;
    }
    case G::Kind::String: {
      const std::string& b = gi.get<G::String>().bytes;
      put(pos, reinterpret_cast<const u8*>(b.data()), b.size());
      pos += b.size() + 1; // the terminator: out starts zeroed
      return true;
    }
    case G::Kind::WideString:
    case G::Kind::Char16String: {
      unsigned unit = gi.kind() == G::Kind::WideString ? 4 : 2;
      size_t n = unit == 4 ? gi.get<G::WideString>().units.size() : gi.get<G::Char16String>().units.size();
      for (size_t k = 0; k < n; ++k) {
        u32 c = unit == 4 ? gi.get<G::WideString>().units[k] : gi.get<G::Char16String>().units[k];
        u8 b[4] = {u8(c), u8(c >> 8), u8(c >> 16), u8(c >> 24)};
        put(pos, b, unit);
        pos += unit;
      }
      pos += unit;
      return true;
    }
    case G::Kind::GlobalAddr:
    case G::Kind::GlobalAddrOffset:
    case G::Kind::GlobalLabelDiff: {
      u64 size = gi.byte_size();
      if (overlaps(pos, size)) return false;
      pos += size;
      return true;
    }
    case G::Kind::Compound:
      for (const GlobalInit& e : gi.get<G::Compound>().elems)
        if (!walk(e, IrType::Void, false, pos)) return false;
      return true;
    }
    return false;
  }
};

} // namespace

std::optional<IrConst> read_global_init(const IrGlobal& g, u64 offset, IrType ty) {
  bool as_int = is_int(ty) && !is_128(ty);
  if (!as_int && ty != IrType::Ptr && ty != IrType::F32 && ty != IrType::F64) return std::nullopt;
  u64 size = type_size(ty);
  if (offset > g.size || g.size - offset < size) return std::nullopt;
  u8 bytes[8] = {};
  InitReader r(offset, offset + size, bytes);
  u64 pos = 0;
  if (!r.walk(g.init, g.ty, true, pos)) return std::nullopt;
  u64 bits = 0;
  for (u64 k = 0; k < size; ++k) bits |= u64(bytes[k]) << (8 * k);
  if (ty == IrType::F32) {
    float f;
    u32 b32 = u32(bits);
    std::memcpy(&f, &b32, 4);
    return IrConst::float32(f);
  }
  if (ty == IrType::F64) {
    double d;
    std::memcpy(&d, &bits, 8);
    return IrConst::float64(d);
  }
  if (ty == IrType::Ptr) return IrConst::ptr_int(i64(bits));
  unsigned w = unsigned(size) * 8;
  i64 v = w == 64 ? i64(bits) : is_signed_int(ty) ? i64(bits << (64 - w)) >> (64 - w) : i64(bits);
  return IrConst::from_i64(v, ty);
}

u32 IrModule::block_id_limit() const {
  u32 limit = 0;
  for (const IrFunction& f : functions) limit = std::max(limit, f.block_id_limit());
  return limit;
}

} // namespace ilcc
