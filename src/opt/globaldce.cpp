// globaldce.cpp — dead function and global elimination by reachability marking.
//
// Roots are what the module must define whatever its own references: external definitions
// (functions and globals without is_static), `used` symbols, constructors and destructors,
// aliases and their targets, `.symver` names, and every identifier in top-level and
// inline asm text (asm may call a static function by name; gcc requires `used` there,
// ilcc keeps such functions anyway). From the roots, a worklist follows the symbols a
// function's instructions name (map_symbol_refs) and a global's initializer names
// (GlobalInit::for_each_ref). A label address in a static initializer (`.LBB<id>` from
// `&&label`) keeps the function that owns the block. Static functions, static globals and
// string literals left unmarked are removed; declarations stay (they emit nothing).
// Linear in the module's size: one hash lookup per symbol reference.
#include "opt/globaldce.h"

#include "support/diagnostics.h"

#include <string_view>

namespace ilcc {

namespace {

enum class SymKind : u8 { Function, Global, String, WideString, Char16String };

struct GlobalDce {
  IrModule& m;
  bool inline_only = false; // sweep only static inline functions
  HashMap<u32, u32> where{}; // symbol id -> (index << 3) | SymKind
  std::vector<u8> live[5]{};
  std::vector<u32> work{}; // (index << 3) | SymKind of marked functions and globals

  void index(Symbol s, SymKind k, u32 i) { where.insert(s.id(), (i << 3) | u32(k)); }

  Symbol mark(Symbol s) {
    const u32* w = where.find(s.id());
    if (!w) return s;
    u8& l = live[*w & 7][*w >> 3];
    if (!l) {
      l = 1;
      work.push_back(*w);
    }
    return s;
  }

  // Marks every symbol whose name appears as a word of the asm text.
  void mark_asm_words(std::string_view text) {
    for_each_asm_symbol(text, [&](Symbol s) { mark(s); });
  }

  size_t run() {
    for (u32 i = 0; i < m.functions.size(); ++i) {
      const IrFunction& f = m.functions[i];
      if (f.is_declaration) continue;
      index(f.name, SymKind::Function, i);
      for (BlockId b : f.global_init_label_blocks) index(Symbol::intern(format(".LBB%u", b.id)), SymKind::Function, i);
    }
    for (u32 i = 0; i < m.globals.size(); ++i)
      if (!m.globals[i].is_extern) index(m.globals[i].name, SymKind::Global, i);
    for (u32 i = 0; i < m.string_literals.size(); ++i) index(m.string_literals[i].first, SymKind::String, i);
    for (u32 i = 0; i < m.wide_string_literals.size(); ++i)
      index(m.wide_string_literals[i].first, SymKind::WideString, i);
    for (u32 i = 0; i < m.char16_string_literals.size(); ++i)
      index(m.char16_string_literals[i].first, SymKind::Char16String, i);
    live[u8(SymKind::Function)].assign(m.functions.size(), 0);
    live[u8(SymKind::Global)].assign(m.globals.size(), 0);
    live[u8(SymKind::String)].assign(m.string_literals.size(), 0);
    live[u8(SymKind::WideString)].assign(m.wide_string_literals.size(), 0);
    live[u8(SymKind::Char16String)].assign(m.char16_string_literals.size(), 0);

    // Sweeping only static inline functions, everything else stays and is a root: an
    // unreferenced static function emitted at -O0 may call a static inline one.
    for (const IrFunction& f : m.functions)
      if (!f.is_declaration && (!f.is_static || f.is_used || (inline_only && !f.is_inline))) mark(f.name);
    for (const IrGlobal& g : m.globals)
      if (!g.is_extern && (!g.is_static || g.is_used || inline_only)) mark(g.name);
    for (Symbol s : m.constructors) mark(s);
    for (Symbol s : m.destructors) mark(s);
    for (const IrAlias& a : m.aliases) mark(a.alias), mark(a.target);
    for (const auto& [name, directive] : m.symver_directives) mark(name);
    for (const std::string& text : m.toplevel_asm) mark_asm_words(text);

    while (!work.empty()) {
      u32 w = work.back();
      work.pop_back();
      SymKind k = SymKind(w & 7);
      if (k == SymKind::Function) {
        IrFunction& f = m.functions[w >> 3];
        map_symbol_refs(f, [&](Symbol s) { return mark(s); });
        for (BasicBlock& bb : f.blocks)
          for (Instruction& i : bb.instructions)
            if (i.op == Opcode::InlineAsm) mark_asm_words(i.asm_info().asm_template);
      } else if (k == SymKind::Global) {
        m.globals[w >> 3].init.for_each_ref([&](Symbol s) { mark(s); });
      }
    }

    size_t removed = 0;
    auto sweep = [&](auto& vec, SymKind k, auto dead) {
      const std::vector<u8>& l = live[u8(k)];
      size_t out = 0;
      for (size_t i = 0; i < vec.size(); ++i) {
        if (!l[i] && dead(vec[i])) {
          ++removed;
          continue;
        }
        if (out != i) vec[out] = std::move(vec[i]);
        ++out;
      }
      vec.erase(vec.begin() + std::ptrdiff_t(out), vec.end());
    };
    if (inline_only) {
      sweep(m.functions, SymKind::Function, [](const IrFunction& f) { return !f.is_declaration && f.is_static && f.is_inline; });
      return removed;
    }
    sweep(m.functions, SymKind::Function, [](const IrFunction& f) { return !f.is_declaration && f.is_static; });
    sweep(m.globals, SymKind::Global, [](const IrGlobal& g) { return !g.is_extern && g.is_static; });
    auto any = [](const auto&) { return true; };
    sweep(m.string_literals, SymKind::String, any);
    sweep(m.wide_string_literals, SymKind::WideString, any);
    sweep(m.char16_string_literals, SymKind::Char16String, any);
    return removed;
  }
};

} // namespace

size_t eliminate_dead_globals(IrModule& m) { return GlobalDce{m}.run(); }

size_t eliminate_dead_inline_functions(IrModule& m) {
  GlobalDce d{m};
  d.inline_only = true;
  return d.run();
}

std::vector<u32> direct_call_counts(IrModule& m) {
  std::vector<u32> counts(m.functions.size(), 0);
  auto index = [&](Symbol s) -> u32* {
    IrFunction* g = s ? m.find_function(s) : nullptr;
    return g ? &counts[size_t(g - m.functions.data())] : nullptr;
  };
  auto escape = [&](Symbol s) {
    if (u32* c = index(s)) *c = kEscapes;
  };
  for (const IrGlobal& g : m.globals) g.init.for_each_ref(escape);
  for (Symbol s : m.constructors) escape(s);
  for (Symbol s : m.destructors) escape(s);
  for (const IrAlias& a : m.aliases) escape(a.alias), escape(a.target);
  for (const auto& [name, directive] : m.symver_directives) escape(name);
  for (const std::string& text : m.toplevel_asm) for_each_asm_symbol(text, escape);
  for (const IrFunction& f : m.functions) {
    if (f.is_declaration) continue;
    for (const BasicBlock& b : f.blocks)
      for (const Instruction& i : b.instructions) {
        if (i.op == Opcode::GlobalAddr) {
          escape(i.global_name());
        } else if (i.op == Opcode::InlineAsm) {
          for (const AsmOperand& o : i.asm_info().inputs) escape(o.symbol);
          for_each_asm_symbol(i.asm_info().asm_template, escape);
        } else if (i.op == Opcode::Call) {
          if (u32* c = index(i.call_info().callee); c && *c != kEscapes) ++*c;
        }
      }
  }
  return counts;
}

} // namespace ilcc
