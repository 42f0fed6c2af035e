// data.cpp — the module's data: globals, string literals, the constant pool, jump
// tables, constructors and destructors, aliases, symbol attributes and top-level asm.
//
// A global's initializer is laid out as the IR defines it (docs/ir.md, "Global data
// layout") into a byte image with relocations (ir/init_image.h), then printed as
// .byte/.zero runs and .quad/.long symbol expressions.
#include "target/x86_64/data.h"

#include "ir/init_image.h"
#include "support/text.h"
#include "target/x86_64/asm_printer.h"

#include <bit>

namespace ilcc::x86_64 {

namespace {
// The assembler expression of a relocation: the symbol with its offset, or the label
// difference.
std::string relocation_expr(const GlobalInit& gi) {
  using G = GlobalInit;
  std::string e;
  if (const G::GlobalAddr* a = gi.get_if<G::GlobalAddr>()) {
    e = a->name.str();
  } else if (const G::GlobalAddrOffset* o = gi.get_if<G::GlobalAddrOffset>()) {
    print_symbol_ref(e, o->name, o->offset);
  } else {
    const G::GlobalLabelDiff& d = gi.get<G::GlobalLabelDiff>();
    e = std::string(d.label1.str()) + "-" + std::string(d.label2.str());
  }
  return e;
}

void print_bytes(std::string& out, const InitImage& img, size_t size) {
  size_t pos = 0, fi = 0;
  while (pos < size) {
    if (fi < img.relocations.size() && img.relocations[fi].offset == pos) {
      const InitRelocation& f = img.relocations[fi++];
      out += f.size == 8 ? "\t.quad\t" : f.size == 4 ? "\t.long\t" : f.size == 2 ? "\t.short\t" : "\t.byte\t";
      out += relocation_expr(*f.init);
      out += '\n';
      pos += f.size;
      continue;
    }
    size_t end = fi < img.relocations.size() ? img.relocations[fi].offset : size;
    while (pos < end) {
      size_t z = pos;
      while (z < end && (z >= img.bytes.size() || img.bytes[z] == 0)) ++z;
      if (z - pos >= 8 || z == end) {
        if (z > pos) {
          out += "\t.zero\t";
          append_u64(out, z - pos);
          out += '\n';
        }
        pos = z;
        continue;
      }
      // A run of bytes up to the next long zero run.
      size_t stop = pos;
      while (stop < end) {
        size_t zz = stop;
        while (zz < end && (zz >= img.bytes.size() || img.bytes[zz] == 0)) ++zz;
        if (zz - stop >= 8 || zz == end) {
          if (zz == end) stop = zz;
          break;
        }
        stop = zz + 1;
      }
      for (size_t k = pos; k < stop; k += 16) {
        out += "\t.byte\t";
        for (size_t j = k; j < stop && j < k + 16; ++j) {
          if (j != k) out += ',';
          append_u64(out, j < img.bytes.size() ? img.bytes[j] : 0);
        }
        out += '\n';
      }
      pos = stop;
    }
  }
}

void symbol_directives(std::string& out, std::string_view name, bool is_static, bool weak, Symbol visibility) {
  if (weak) {
    out += "\t.weak\t";
    out += name;
    out += '\n';
  } else if (!is_static) {
    out += "\t.globl\t";
    out += name;
    out += '\n';
  }
  if (visibility && visibility.str() != "default") {
    std::string_view v = visibility.str();
    out += v == "internal" ? "\t.internal\t" : v == "protected" ? "\t.protected\t" : "\t.hidden\t";
    out += name;
    out += '\n';
  }
}

// Prints a string as .ascii text (without the terminator).
void print_ascii(std::string& out, std::string_view s) {
  out += "\t.ascii\t";
  append_quoted(out, s);
  out += '\n';
}
} // namespace

void append_quoted(std::string& out, std::string_view s) {
  out += '"';
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\', out += char(c);
    } else if (c >= 32 && c < 127) {
      out += char(c);
    } else {
      out += '\\'; // three octal digits
      for (int shift = 6; shift >= 0; shift -= 3) out += char('0' + ((c >> shift) & 7));
    }
  }
  out += '"';
}

void emit_data(const ModuleContext& ctx, std::string& out) {
  const IrModule& m = ctx.module;
  // Names defined by a global (a definition wins over extern declarations).
  HashMap<u32, bool> defined_here;
  // Named sections that hold a writable object are writable for all of them (gcc reports
  // a section type conflict; as would reject the changed attributes).
  HashMap<u32, bool> writable_section;
  for (const IrGlobal& g : m.globals) {
    if (g.is_extern) continue;
    defined_here.insert(g.name.id(), true);
    if (g.section && !(g.is_const && layout_init(g).relocations.empty())) writable_section.insert(g.section.id(), true);
  }
  for (const IrGlobal& g : m.globals) {
    std::string_view name = g.name.str();
    if (g.is_extern) {
      if (g.is_weak && !defined_here.find(g.name.id())) {
        out += "\t.weak\t";
        out += name;
        out += '\n';
      }
      continue;
    }
    InitImage img = layout_init(g);
    bool zero = img.relocations.empty();
    for (u8 b : img.bytes) zero &= b == 0;
    u64 size = std::max<u64>(g.size, img.bytes.size());
    u32 align = std::max<u32>(g.align, 1);
    if (g.is_common && zero && !g.is_thread_local && !g.section) {
      out += "\t.comm\t";
      out += name;
      out += ',';
      append_u64(out, size);
      out += ',';
      append_u64(out, align);
      out += '\n';
      continue;
    }
    if (g.section) {
      out += "\t.section\t";
      out += g.section.str();
      out += writable_section.find(g.section.id()) ? ",\"aw\"\n" : ",\"a\"\n";
    } else {
      // The kind of section, then (-fdata-sections) the object's own one of that kind.
      std::string_view kind, flags;
      if (g.is_thread_local) kind = zero ? ".tbss" : ".tdata", flags = zero ? ",\"awT\",@nobits" : ",\"awT\",@progbits";
      else if (g.is_const && (img.relocations.empty() || !ctx.opts.pic)) kind = ".rodata", flags = ",\"a\"";
      else if (g.is_const) kind = ".data.rel.ro", flags = ",\"aw\"";
      else if (zero) kind = ".bss", flags = ",\"aw\",@nobits";
      else kind = ".data", flags = ",\"aw\"";
      if (!ctx.opts.data_sections && (kind == ".data" || kind == ".bss")) {
        out += '\t', out += kind, out += '\n';
      } else {
        out += "\t.section\t";
        out += kind;
        if (ctx.opts.data_sections) out += '.', out += name;
        if (ctx.opts.data_sections || kind != ".rodata") out += flags; // a known name needs none
        out += '\n';
      }
    }
    symbol_directives(out, name, g.is_static, g.is_weak, g.visibility);
    out += "\t.p2align\t";
    append_u64(out, unsigned(std::countr_zero(std::bit_ceil(align))));
    out += "\n\t.type\t";
    out += name;
    out += ", @object\n\t.size\t";
    out += name;
    out += ", ";
    append_u64(out, size);
    out += '\n';
    out += name;
    out += ":\n";
    if (zero) {
      out += "\t.zero\t";
      append_u64(out, size ? size : 1);
      out += '\n';
    } else {
      print_bytes(out, img, size);
    }
  }
  // String literals.
  if (!m.string_literals.empty() || !m.wide_string_literals.empty() || !m.char16_string_literals.empty())
    out += "\t.section\t.rodata\n";
  for (const auto& [s, str] : m.string_literals) {
    out += s.str();
    out += ":\n";
    print_ascii(out, str);
    out += "\t.byte\t0\n";
  }
  for (const auto& [s, w] : m.wide_string_literals) {
    out += "\t.p2align\t2\n";
    out += s.str();
    out += ":\n";
    for (u32 c : w) {
      out += "\t.long\t";
      append_u64(out, c);
      out += '\n';
    }
    out += "\t.long\t0\n";
  }
  for (const auto& [s, w] : m.char16_string_literals) {
    out += "\t.p2align\t1\n";
    out += s.str();
    out += ":\n";
    for (u16 c : w) {
      out += "\t.short\t";
      append_u64(out, c);
      out += '\n';
    }
    out += "\t.short\t0\n";
  }
  // The constant pool and jump tables.
  if (!ctx.pool.empty()) {
    out += "\t.section\t.rodata\n";
    for (const ModuleContext::PoolEntry& e : ctx.pool) {
      out += e.size == 32 ? "\t.p2align\t5\n.LC" : e.size == 16 ? "\t.p2align\t4\n.LC" : e.size == 8 ? "\t.p2align\t3\n.LC" : "\t.p2align\t2\n.LC";
      append_u64(out, e.label);
      out += ":\n";
      if (e.size == 4) {
        out += "\t.long\t";
        append_u64(out, u32(e.w[0]));
        out += '\n';
      } else {
        for (unsigned k = 0; k < e.size / 8; ++k) {
          out += "\t.quad\t";
          append_u64(out, e.w[k]);
          out += '\n';
        }
      }
    }
  }
  if (!ctx.jump_tables.empty()) {
    out += "\t.section\t.rodata\n";
    out += ctx.jump_tables;
  }
  // Constructors and destructors.
  for (Symbol s : m.constructors) {
    out += "\t.section\t.init_array,\"aw\"\n\t.p2align\t3\n\t.quad\t";
    out += s.str();
    out += '\n';
  }
  for (Symbol s : m.destructors) {
    out += "\t.section\t.fini_array,\"aw\"\n\t.p2align\t3\n\t.quad\t";
    out += s.str();
    out += '\n';
  }
  // Aliases and attributes of symbols defined elsewhere.
  HashMap<u32, bool> aliased;
  for (const IrAlias& a : m.aliases) aliased.insert(a.alias.id(), true);
  for (const IrFunction& f : m.functions)
    if (f.is_declaration && f.is_weak && !aliased.find(f.name.id())) {
      out += "\t.weak\t";
      out += f.name.str();
      out += '\n';
    }
  // The linkage and visibility an alias's own declaration gave it (a global's over a
  // function's, the last declaration of each), looked up by name.
  struct AliasDecl {
    bool is_static = false;
    Symbol visibility;
  };
  HashMap<u32, AliasDecl> alias_decl;
  if (!m.aliases.empty()) {
    for (const IrFunction& f : m.functions)
      if (aliased.find(f.name.id())) alias_decl[f.name.id()] = AliasDecl{f.is_static, f.visibility};
    for (const IrGlobal& g : m.globals)
      if (aliased.find(g.name.id())) alias_decl[g.name.id()] = AliasDecl{g.is_static, g.visibility};
  }
  for (const IrAlias& a : m.aliases) {
    if (a.is_weakref) { // references to the alias are weak references to the target
      out += "\t.weakref\t";
      out += a.alias.str();
      out += ", ";
      out += a.target.str();
      out += '\n';
      continue;
    }
    const AliasDecl* d = alias_decl.find(a.alias.id());
    symbol_directives(out, a.alias.str(), d && d->is_static, a.is_weak, d ? d->visibility : Symbol());
    if (a.is_ifunc) {
      out += "\t.type\t";
      out += a.alias.str();
      out += ", @gnu_indirect_function\n";
    }
    out += "\t.set\t";
    out += a.alias.str();
    out += ", ";
    out += a.target.str();
    out += '\n';
  }
  for (const IrSymbolAttr& s : m.symbol_attrs) {
    if (s.is_weak) {
      out += "\t.weak\t";
      out += s.name.str();
      out += '\n';
    }
    if (s.visibility && s.visibility.str() != "default") symbol_directives(out, s.name.str(), true, false, s.visibility);
  }
  for (const auto& [s, v] : m.symver_directives) {
    out += "\t.symver\t";
    out += s.str();
    out += ", ";
    out += v;
    out += '\n';
  }
}

void emit_toplevel_asm(const IrModule& m, std::string& out) {
  for (const std::string& a : m.toplevel_asm) {
    out += a;
    out += '\n';
  }
}

} // namespace ilcc::x86_64
