// data.cpp — the module's data: globals, string literals, the constant pool, jump
// tables, constructors and destructors, aliases, symbol attributes and top-level asm.
//
// A global's initializer is laid out as the IR defines it (docs/ir.md, "Global data
// layout") into a byte image with relocations (ir/init_image.h), then printed as
// .byte/.zero runs and .quad/.long symbol expressions.
#include "target/x86_64/data.h"

#include "ir/init_image.h"
#include "target/x86_64/asm_printer.h"

#include <bit>
#include <cinttypes>
#include <cstdio>

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
  char buf[64];
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
          std::snprintf(buf, sizeof buf, "\t.zero\t%zu\n", z - pos);
          out += buf;
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
          std::snprintf(buf, sizeof buf, j == k ? "%u" : ",%u", unsigned(j < img.bytes.size() ? img.bytes[j] : 0));
          out += buf;
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
  char buf[8];
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') out += '\\', out += char(c);
    else if (c >= 32 && c < 127) out += char(c);
    else {
      std::snprintf(buf, sizeof buf, "\\%03o", c);
      out += buf;
    }
  }
  out += '"';
}

void emit_data(const ModuleContext& ctx, std::string& out) {
  const IrModule& m = ctx.module;
  char buf[128];
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
      std::snprintf(buf, sizeof buf, "\t.comm\t%.*s,%" PRIu64 ",%u\n", int(name.size()), name.data(), size, align);
      out += buf;
      continue;
    }
    if (g.section) {
      out += "\t.section\t";
      out += g.section.str();
      out += writable_section.find(g.section.id()) ? ",\"aw\"\n" : ",\"a\"\n";
    } else if (g.is_thread_local) {
      out += zero ? "\t.section\t.tbss,\"awT\",@nobits\n" : "\t.section\t.tdata,\"awT\",@progbits\n";
    } else if (g.is_const && img.relocations.empty()) {
      out += "\t.section\t.rodata\n";
    } else if (g.is_const && !ctx.opts.pic) {
      out += "\t.section\t.rodata\n";
    } else if (g.is_const) {
      out += "\t.section\t.data.rel.ro,\"aw\"\n";
    } else if (zero) {
      out += "\t.bss\n";
    } else {
      out += "\t.data\n";
    }
    symbol_directives(out, name, g.is_static, g.is_weak, g.visibility);
    std::snprintf(buf, sizeof buf, "\t.p2align\t%u\n", unsigned(std::countr_zero(std::bit_ceil(align))));
    out += buf;
    std::snprintf(buf, sizeof buf, "\t.type\t%.*s, @object\n\t.size\t%.*s, %" PRIu64 "\n", int(name.size()), name.data(),
                  int(name.size()), name.data(), size);
    out += buf;
    out += name;
    out += ":\n";
    if (zero) {
      std::snprintf(buf, sizeof buf, "\t.zero\t%" PRIu64 "\n", size ? size : 1);
      out += buf;
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
      std::snprintf(buf, sizeof buf, "\t.long\t%u\n", c);
      out += buf;
    }
    out += "\t.long\t0\n";
  }
  for (const auto& [s, w] : m.char16_string_literals) {
    out += "\t.p2align\t1\n";
    out += s.str();
    out += ":\n";
    for (u16 c : w) {
      std::snprintf(buf, sizeof buf, "\t.short\t%u\n", unsigned(c));
      out += buf;
    }
    out += "\t.short\t0\n";
  }
  // The constant pool and jump tables.
  if (!ctx.pool.empty()) {
    out += "\t.section\t.rodata\n";
    for (const ModuleContext::PoolEntry& e : ctx.pool) {
      std::snprintf(buf, sizeof buf, "\t.p2align\t%u\n.LC%u:\n", e.size == 16 ? 4u : e.size == 8 ? 3u : 2u, e.label);
      out += buf;
      if (e.size == 4) std::snprintf(buf, sizeof buf, "\t.long\t%u\n", u32(e.lo));
      else if (e.size == 8) std::snprintf(buf, sizeof buf, "\t.quad\t%" PRIu64 "\n", e.lo);
      else std::snprintf(buf, sizeof buf, "\t.quad\t%" PRIu64 "\n\t.quad\t%" PRIu64 "\n", e.lo, e.hi);
      out += buf;
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
  for (const IrAlias& a : m.aliases) {
    bool is_static = false;
    Symbol vis;
    for (const IrFunction& f : m.functions)
      if (f.name == a.alias) is_static = f.is_static, vis = f.visibility;
    for (const IrGlobal& g : m.globals)
      if (g.name == a.alias) is_static = g.is_static, vis = g.visibility;
    symbol_directives(out, a.alias.str(), is_static, a.is_weak, vis);
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
