// link.cpp — see link.h. One pass decides every symbol's final name, a second rewrites
// each module's references and block ids while moving its contents into the output.
#include "ir/link.h"

#include "support/diagnostics.h"

namespace ilcc {

namespace {
struct Renamer {
  HashMap<u32, Symbol> map; // old symbol id -> new symbol (this module's statics)
  u32 block_offset = 0;
  Symbol operator()(Symbol s) const {
    if (const Symbol* n = map.find(s.id())) return *n;
    // Block labels named in initializers (&&label in a static initializer).
    std::string_view v = s.str();
    if (block_offset && v.size() > 4 && v.substr(0, 4) == ".LBB") {
      u32 id = u32(std::strtoul(std::string(v.substr(4)).c_str(), nullptr, 10));
      return Symbol::intern(format(".LBB%u", id + block_offset));
    }
    return s;
  }
  BlockId operator()(BlockId b) const { return b.valid() ? BlockId(b.id + block_offset) : b; }
};

void rename_function(IrFunction& f, const Renamer& r) {
  f.name = r(f.name);
  map_symbol_refs(f, [&](Symbol s) { return r(s); });
  for (BlockId& b : f.global_init_label_blocks) b = r(b);
  for (BasicBlock& bb : f.blocks) {
    bb.label = r(bb.label);
    for (Instruction& i : bb.instructions) {
      switch (i.op) {
      case Opcode::LabelAddr: i.aux = r(BlockId(i.aux)).id; break;
      case Opcode::Phi:
        for (u32 k = 0; k < i.num_ops; ++k) i.phi_blocks()[k] = r(i.phi_blocks()[k]);
        break;
      case Opcode::InlineAsm:
        for (AsmGotoLabel& l : i.asm_info().goto_labels) l.block = r(l.block);
        break;
      default: break;
      }
    }
    Terminator& t = bb.terminator;
    t.target = r(t.target);
    t.target2 = r(t.target2);
    if (t.kind == TermKind::Switch)
      for (u32 k = 0; k < t.count; ++k) t.cases()[k].target = r(t.cases()[k].target);
    if (t.kind == TermKind::IndirectBranch)
      for (u32 k = 0; k < t.count; ++k) t.possible_targets()[k] = r(t.possible_targets()[k]);
  }
}
} // namespace

bool link_modules(std::vector<IrModule>& modules, IrModule& out, std::string& error) {
  // Pass 1: every external name, and whether it is defined.
  HashMap<u32, u32> defined_fn, defined_global; // symbol id -> module defining it
  HashMap<u32, u32> taken;                      // every symbol name in use
  for (u32 mi = 0; mi < modules.size(); ++mi) {
    IrModule& m = modules[mi];
    for (IrFunction& f : m.functions) {
      taken.insert(f.name.id(), 1);
      if (f.is_declaration || f.is_static) continue;
      auto [slot, fresh] = defined_fn.insert(f.name.id(), mi);
      if (!fresh && !f.is_weak) {
        error = format("multiple definition of '%s'", f.name.c_str());
        return false;
      }
    }
    for (IrGlobal& g : m.globals) {
      taken.insert(g.name.id(), 1);
      if (g.is_extern || g.is_static) continue;
      auto [slot, fresh] = defined_global.insert(g.name.id(), mi);
      if (!fresh && !g.is_common && !m.globals.empty() && !g.is_weak) {
        const IrGlobal* other = nullptr;
        for (IrGlobal& o : modules[*slot].globals)
          if (o.name == g.name) other = &o;
        if (!other || !other->is_common) {
          error = format("multiple definition of '%s'", g.name.c_str());
          return false;
        }
      }
    }
    for (auto& [name, text] : m.string_literals) taken.insert(name.id(), 1);
  }
  // Pass 2: rename clashing statics, renumber blocks, move everything.
  HashMap<u32, u32> placed_fn, placed_global; // symbol id -> index in out
  HashMap<u32, u32> static_names;             // names already used by statics of earlier modules
  u32 block_offset = 0;
  u32 unique = 0;
  for (u32 mi = 0; mi < modules.size(); ++mi) {
    IrModule& m = modules[mi];
    Renamer r;
    r.block_offset = block_offset;
    auto local_name = [&](Symbol s) {
      if (!static_names.insert(s.id(), 1).second || defined_fn.find(s.id()) || defined_global.find(s.id())) {
        Symbol n;
        do n = Symbol::intern(format("%s.%u", s.c_str(), unique++));
        while (taken.find(n.id()));
        taken.insert(n.id(), 1);
        r.map.insert(s.id(), n);
      }
    };
    for (IrFunction& f : m.functions)
      if (f.is_static && !f.is_declaration) local_name(f.name);
    for (IrGlobal& g : m.globals)
      if (g.is_static && !g.is_extern) local_name(g.name);
    for (auto& [name, text] : m.string_literals) local_name(name);
    u32 limit = m.block_id_limit();
    for (IrFunction& f : m.functions) {
      rename_function(f, r);
      if (f.is_declaration) {
        if (defined_fn.find(f.name.id()) || placed_fn.find(f.name.id())) continue;
        placed_fn.insert(f.name.id(), u32(out.functions.size()));
        out.functions.push_back(std::move(f));
        continue;
      }
      if (u32* at = placed_fn.find(f.name.id())) {
        if (!out.functions[*at].is_declaration) continue; // a weak duplicate
        out.functions[*at] = std::move(f);
        continue;
      }
      placed_fn.insert(f.name.id(), u32(out.functions.size()));
      out.functions.push_back(std::move(f));
    }
    for (IrGlobal& g : m.globals) {
      g.name = r(g.name);
      g.init.map_refs([&](Symbol s) { return r(s); });
      if (u32* at = placed_global.find(g.name.id())) {
        IrGlobal& have = out.globals[*at];
        if (have.is_extern && !g.is_extern) have = std::move(g);
        else if (have.is_common && !g.is_extern && !g.is_common) have = std::move(g);
        continue;
      }
      if (g.is_extern && defined_global.find(g.name.id()) && !g.is_static) {
        // The definition arrives from another module: wait for it, but keep the slot so
        // the order is stable.
      }
      placed_global.insert(g.name.id(), u32(out.globals.size()));
      out.globals.push_back(std::move(g));
    }
    for (auto& [name, text] : m.string_literals) out.string_literals.emplace_back(r(name), std::move(text));
    for (auto& w : m.wide_string_literals) out.wide_string_literals.emplace_back(r(w.first), std::move(w.second));
    for (auto& w : m.char16_string_literals) out.char16_string_literals.emplace_back(r(w.first), std::move(w.second));
    for (Symbol s : m.constructors) out.constructors.push_back(r(s));
    for (Symbol s : m.destructors) out.destructors.push_back(r(s));
    for (IrAlias a : m.aliases) out.aliases.push_back({r(a.alias), r(a.target), a.is_weak, a.is_ifunc, a.is_weakref});
    for (std::string& a : m.toplevel_asm) out.toplevel_asm.push_back(std::move(a));
    for (IrSymbolAttr a : m.symbol_attrs) out.symbol_attrs.push_back({r(a.name), a.is_weak, a.visibility});
    block_offset += limit;
  }
  return true;
}

} // namespace ilcc
