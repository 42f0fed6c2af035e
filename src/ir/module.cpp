#include "ir/module.h"

#include <algorithm>

namespace ilcc {

void IrFunction::recompute_value_limit() {
  u32 limit = 0;
  auto see = [&](u32 id) { limit = std::max(limit, id + 1); };
  for (const IrParam& p : params)
    if (p.value.valid()) see(p.value.id);
  for (const BasicBlock& b : blocks) {
    for (const Instruction& i : b.instructions) {
      if (i.dest.valid()) see(i.dest.id);
      i.for_each_used_value(see);
    }
    b.terminator.for_each_used_value(see);
  }
  for (Value v : param_alloca_values)
    if (v.valid()) see(v.id);
  next_value_id = limit;
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

GlobalInit GlobalInit::make_scalar(const IrConst& c) {
  GlobalInit g;
  g.kind = Kind::Scalar;
  g.scalar = c;
  return g;
}
GlobalInit GlobalInit::make_array(std::vector<IrConst> v) {
  GlobalInit g;
  g.kind = Kind::Array;
  g.array = std::move(v);
  return g;
}
GlobalInit GlobalInit::make_string(std::string s) {
  GlobalInit g;
  g.kind = Kind::String;
  g.str = std::move(s);
  return g;
}
GlobalInit GlobalInit::make_global_addr(Symbol n) {
  GlobalInit g;
  g.kind = Kind::GlobalAddr;
  g.name = n;
  return g;
}
GlobalInit GlobalInit::make_global_addr_offset(Symbol n, i64 off) {
  GlobalInit g;
  g.kind = Kind::GlobalAddrOffset;
  g.name = n;
  g.offset = off;
  return g;
}
GlobalInit GlobalInit::make_compound(std::vector<GlobalInit> e) {
  GlobalInit g;
  g.kind = Kind::Compound;
  g.elems = std::move(e);
  return g;
}
GlobalInit GlobalInit::make_label_diff(Symbol a, Symbol b, u32 size) {
  GlobalInit g;
  g.kind = Kind::GlobalLabelDiff;
  g.name = a;
  g.name2 = b;
  g.diff_size = size;
  return g;
}

static constexpr size_t kPointerSize = 8; // x86-64

size_t GlobalInit::byte_size() const {
  switch (kind) {
  case Kind::Zero: return 0;
  case Kind::Scalar: return scalar.natural_size();
  case Kind::Array: {
    size_t n = 0;
    for (const IrConst& c : array) n += c.natural_size();
    return n;
  }
  case Kind::String: return str.size();
  case Kind::WideString: return 4 * wide.size();
  case Kind::Char16String: return 2 * char16.size();
  case Kind::GlobalAddr: case Kind::GlobalAddrOffset: return kPointerSize;
  case Kind::Compound: {
    size_t n = 0;
    for (const GlobalInit& e : elems) n += e.byte_size();
    return n;
  }
  case Kind::GlobalLabelDiff: return diff_size;
  }
  return 0;
}

size_t GlobalInit::emitted_byte_size() const {
  switch (kind) {
  case Kind::String: return str.size() + 1;
  case Kind::WideString: return 4 * (wide.size() + 1);
  case Kind::Char16String: return 2 * (char16.size() + 1);
  case Kind::Compound: {
    size_t n = 0;
    for (const GlobalInit& e : elems) n += e.emitted_byte_size();
    return n;
  }
  default: return byte_size();
  }
}

HashMap<u32, const IrFunction*> callee_table(const IrModule& m) {
  HashMap<u32, const IrFunction*> t;
  for (const IrFunction& f : m.functions) t.insert(f.name.id(), &f);
  // Aliases of aliases resolve as long as each step adds an entry (bounded by their number).
  for (size_t round = 0; round < m.aliases.size(); ++round) {
    bool added = false;
    for (const IrAlias& a : m.aliases)
      if (const IrFunction* const* f = t.find(a.target.id()); f && t.insert(a.alias.id(), *f).second) added = true;
    if (!added) break;
  }
  return t;
}

u32 IrModule::block_id_limit() const {
  u32 limit = 0;
  for (const IrFunction& f : functions) limit = std::max(limit, f.block_id_limit());
  return limit;
}

} // namespace ilcc
