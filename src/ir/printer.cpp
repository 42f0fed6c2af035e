#include "ir/printer.h"

#include "ir/text_words.h"
#include "support/hash.h"
#include "support/text.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>

namespace ilcc {

namespace {

void put_i128(std::string& out, i128 v) {
  if (v >= INT64_MIN && v <= INT64_MAX) return append_i64(out, i64(v));
  u128 mag = v < 0 ? u128(0) - u128(v) : u128(v);
  char buf[48];
  int n = 0;
  while (mag) buf[n++] = char('0' + int(mag % 10)), mag /= 10;
  if (v < 0) out += '-';
  while (n) out += buf[--n];
}
void put_hex(std::string& out, u64 v, int digits) {
  static const char* const hex = "0123456789abcdef";
  for (int i = digits - 1; i >= 0; --i) out += hex[(v >> (4 * i)) & 15];
}
void put_value(std::string& out, Value v) {
  out += '%';
  append_u64(out, v.id);
}

// Shortest text that reads back to the same bits: decimal from to_chars, inf, nan, or
// nan(0xBITS) for NaNs other than the default quiet NaN.
void put_double(std::string& out, double d) {
  if (std::isnan(d)) {
    u64 bits = std::bit_cast<u64>(d);
    if (bits == 0x7ff8000000000000ULL) {
      out += "nan";
    } else {
      out += "nan(0x";
      put_hex(out, bits, 16);
      out += ')';
    }
    return;
  }
  if (std::isinf(d)) {
    out += d < 0 ? "-inf" : "inf";
    return;
  }
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, d);
  out.append(buf, r.ptr);
}
void put_float(std::string& out, float f) {
  if (std::isnan(f)) {
    u32 bits = std::bit_cast<u32>(f);
    if (bits == 0x7fc00000U) {
      out += "nan";
    } else {
      out += "nan(0x";
      put_hex(out, bits, 8);
      out += ')';
    }
    return;
  }
  if (std::isinf(f)) {
    out += f < 0 ? "-inf" : "inf";
    return;
  }
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, f);
  out.append(buf, r.ptr);
}

void put_long_double(std::string& out, const IrConst& c) {
  u8 from_approx[16];
  f64_to_f128_bytes(c.ld_approx(), from_approx);
  if (std::memcmp(from_approx, c.ld_bytes(), 16) == 0) return put_double(out, c.ld_approx());
  out += "ld 0x";
  for (int i = 15; i >= 0; --i) put_hex(out, c.ld_bytes()[i], 2);
  double derived = f128_bytes_to_f64(c.ld_bytes());
  if (std::bit_cast<u64>(derived) != std::bit_cast<u64>(c.ld_approx())) {
    out += " ~ ";
    put_double(out, c.ld_approx());
  }
}

void put_classes(std::string& out, std::span<const EightbyteClass> cs) {
  out += '[';
  for (size_t i = 0; i < cs.size(); ++i) {
    if (i) out += ", ";
    out += eightbyte_class_name(cs[i]);
  }
  out += ']';
}

// " seg_gs" or nothing for the default address space.
void put_segment(std::string& out, AddressSpace a) {
  std::string_view name = address_space_name(a);
  if (name.empty()) return;
  out += ' ';
  out += name;
}

void put_operand(std::string& out, const Operand& o, IrType context) {
  if (o.is_value()) return put_value(out, o.value());
  if (o.is_const()) return print_const(out, o.constant(), context);
  out += "<none>";
}

void put_struct_info(std::string& out, u32 size, std::optional<u32> align,
                     std::span<const EightbyteClass> classes) {
  out += " struct(";
  append_u64(out, size);
  if (align) {
    out += ", ";
    append_u64(out, *align);
  }
  if (!classes.empty()) {
    out += ", ";
    put_classes(out, classes);
  }
  out += ')';
}

void put_wide_literal(std::string& out, char prefix, const auto& chars) {
  out += prefix;
  out += '"';
  for (auto ch : chars) {
    u32 c = u32(ch);
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
      out += char(c);
    } else {
      out += "\\u{";
      char buf[16];
      auto r = std::to_chars(buf, buf + sizeof buf, c, 16);
      out.append(buf, r.ptr);
      out += '}';
    }
  }
  out += '"';
}

// Whether a direct call's variadic shape is what the callee's declaration implies.
bool variadic_implied(const CallInfo& ci, size_t nargs, const IrFunction* callee) {
  if (!callee) return !ci.is_variadic && ci.num_fixed_args == nargs;
  if (callee->is_variadic != ci.is_variadic) return false;
  return ci.is_variadic ? ci.num_fixed_args == callee->params.size() : ci.num_fixed_args == nargs;
}

struct Printer {
  std::string& out;
  const IrModule* module;
  HashMap<u32, const IrFunction*> functions; // by symbol id; filled lazily

  const IrFunction* find_callee(Symbol s) {
    if (!module) return nullptr;
    if (functions.empty()) functions = callee_table(*module);
    const IrFunction* const* f = functions.find(s.id());
    return f ? *f : nullptr;
  }

  void call(const Instruction& inst) {
    const CallInfo& ci = inst.call_info();
    out += ' ';
    out += type_name(ci.return_type);
    out += ' ';
    std::span<const Operand> args = inst.call_args();
    bool explicit_variadic;
    if (inst.op == Opcode::Call) {
      print_symbol(out, ci.callee);
      explicit_variadic = !variadic_implied(ci, args.size(), find_callee(ci.callee));
    } else {
      put_operand(out, inst.operand(0), IrType::Ptr);
      explicit_variadic = ci.is_variadic;
    }
    out += '(';
    for (size_t i = 0; i < args.size(); ++i) {
      if (i) out += ", ";
      if (explicit_variadic && i == ci.num_fixed_args) out += "..., ";
      IrType t = i < ci.arg_types.size() ? ci.arg_types[i] : IrType::Void;
      out += type_name(t);
      out += ' ';
      put_operand(out, args[i], t);
      if (ci.is_struct_arg(i)) {
        const StructArg& sa = ci.struct_args[i];
        put_struct_info(out, sa.size, sa.align, sa.classes);
      }
    }
    if (explicit_variadic && ci.num_fixed_args >= args.size()) out += args.empty() ? "..." : ", ...";
    out += ')';
    if (ci.is_sret) out += " sret";
    if (ci.is_fastcall) out += " fastcall";
    if (ci.has_static_chain) out += " nest";
    if (ci.has_va_arg_pack) out += " va_arg_pack";
    if (ci.diagnostic != CallInfo::Diagnostic::None) {
      out += ci.diagnostic == CallInfo::Diagnostic::Error ? " call_error " : " call_warning ";
      print_symbol(out, ci.diagnostic_name);
      out += ' ';
      print_string_literal(out, ci.diagnostic_message.str());
    }
    if (!ci.ret_eightbyte_classes.empty()) {
      out += " ret_classes ";
      put_classes(out, ci.ret_eightbyte_classes);
    }
  }

  void asm_operand(const AsmOperand& a, const Operand& o) {
    print_string_literal(out, a.constraint);
    out += ' ';
    out += type_name(a.type);
    out += ' ';
    put_operand(out, o, a.type);
    if (a.name) {
      out += " name(";
      out += a.name.str();
      out += ')';
    }
    if (a.symbol) {
      out += " sym(";
      print_symbol(out, a.symbol);
      out += ')';
    }
    put_segment(out, a.seg);
  }

  void inline_asm(const Instruction& inst) {
    const InlineAsmInfo& ai = inst.asm_info();
    out += ' ';
    print_string_literal(out, ai.asm_template);
    out += " (";
    size_t k = 0;
    for (size_t i = 0; i < ai.outputs.size(); ++i, ++k) {
      if (i) out += ", ";
      asm_operand(ai.outputs[i], inst.operand(unsigned(k)));
    }
    out += ") (";
    for (size_t i = 0; i < ai.inputs.size(); ++i, ++k) {
      if (i) out += ", ";
      asm_operand(ai.inputs[i], inst.operand(unsigned(k)));
    }
    out += ')';
    if (!ai.clobbers.empty()) {
      out += " clobbers(";
      for (size_t i = 0; i < ai.clobbers.size(); ++i) {
        if (i) out += ", ";
        print_string_literal(out, ai.clobbers[i]);
      }
      out += ')';
    }
    if (!ai.goto_labels.empty()) {
      out += " goto(";
      for (size_t i = 0; i < ai.goto_labels.size(); ++i) {
        if (i) out += ", ";
        out += ai.goto_labels[i].name.str();
        out += ": ";
        out += block_name(ai.goto_labels[i].block);
      }
      out += ')';
    }
  }

  void intrinsic(const Instruction& inst) {
    IntrinsicOp op = inst.intrinsic();
    out += ' ';
    out += intrinsic_name(op);
    if (is_polymorphic(op)) { // its types: `shuffle v4i32 to v2i32(...)`
      out += ' ';
      out += type_name(inst.ty);
      if (uses_type2(op)) {
        out += " to ";
        out += type_name(inst.ty2);
      }
    }
    out += '(';
    std::span<const Operand> args = inst.intrinsic_args();
    for (size_t i = 0; i < args.size(); ++i) {
      if (i) out += ", ";
      IrType t = i < intrinsic_num_args(op) ? intrinsic_arg_type(op, unsigned(i), inst.ty, inst.ty2) : IrType::Void;
      out += type_name(t);
      out += ' ';
      put_operand(out, args[i], t);
    }
    out += ')';
  }

  void phi(const Instruction& inst) {
    out += ' ';
    out += type_name(inst.ty);
    for (u32 i = 0; i < inst.num_ops; ++i) {
      out += i ? ", [" : " [";
      put_operand(out, inst.operand(i), inst.ty);
      out += ", ";
      out += block_name(inst.phi_blocks()[i]);
      out += ']';
    }
  }

  // Interprets the opcode's format string (opcodes.def).
  void formatted(const Instruction& inst, const char* f) {
    for (; *f; ++f) {
      if (*f == '[') { // optional keyword: printed when the flag is set
        const char* end = std::strchr(f, ']');
        if (inst.flags & Instruction::kFlagOptWord) out.append(f + 1, end);
        f = end;
        continue;
      }
      if (*f != '$') {
        out += *f;
        continue;
      }
      char d = *++f;
      switch (d) {
      case 't': out += type_name(inst.ty); break;
      case 'T': out += type_name(inst.ty2); break;
      case '0': case '1': case '2': put_operand(out, inst.operand(unsigned(d - '0')), inst.ty); break;
      case 'p': put_operand(out, inst.operand(unsigned(*++f - '0')), IrType::Ptr); break;
      case 'c': put_operand(out, inst.operand(unsigned(*++f - '0')), IrType::I8); break;
      case 'l': put_operand(out, inst.operand(unsigned(*++f - '0')), IrType::I64); break;
      case 'I': append_u64(out, inst.imm); break;
      case 'A': append_u64(out, inst.aux); break;
      case 'L': out += block_name(inst.label()); break;
      case 'N': print_symbol(out, inst.global_name()); break;
      case 'C': out += op_name(inst.cmpop()); break;
      case 'R': out += op_name(inst.rmw_op()); break;
      case 'O': out += op_name(inst.ordering()); break;
      case 'Q': out += op_name(inst.failure_ordering()); break;
      case 'S': put_segment(out, inst.seg_override()); break;
      case 'E': put_classes(out, inst.eightbyte_classes()); break;
      default: ilcc_unreachable("bad format directive in opcodes.def");
      }
    }
  }

  void instruction(const Instruction& inst) {
    if (inst.dest.valid()) {
      put_value(out, inst.dest);
      out += " = ";
    }
    const OpcodeInfo& info = inst.info();
    if (inst.op == Opcode::BinOp) out += op_name(inst.binop());
    else if (inst.op == Opcode::UnaryOp) out += op_name(inst.unop());
    else out += info.mnemonic;
    switch (inst.op) {
    case Opcode::Call: case Opcode::CallIndirect: call(inst); break;
    case Opcode::Phi: phi(inst); break;
    case Opcode::InlineAsm: inline_asm(inst); break;
    case Opcode::Intrinsic: intrinsic(inst); break;
    default:
      if (*info.format) {
        out += ' ';
        formatted(inst, info.format);
      }
    }
  }

  void terminator(const Terminator& t) {
    out += term_name(t.kind);
    switch (t.kind) {
    case TermKind::Return:
      if (!t.val.is_none()) {
        out += ' ';
        out += type_name(t.ty);
        out += ' ';
        put_operand(out, t.val, t.ty);
      }
      break;
    case TermKind::Branch:
      out += ' ';
      out += block_name(t.target);
      break;
    case TermKind::CondBranch:
      out += ' ';
      put_operand(out, t.val, IrType::I8);
      out += ", ";
      out += block_name(t.target);
      out += ", ";
      out += block_name(t.target2);
      break;
    case TermKind::Switch:
      out += ' ';
      out += type_name(t.ty);
      out += ' ';
      put_operand(out, t.val, t.ty);
      out += ", default ";
      out += block_name(t.target);
      out += " [";
      for (u32 i = 0; i < t.count; ++i) {
        if (i) out += ", ";
        append_i64(out, t.cases()[i].value);
        out += ": ";
        out += block_name(t.cases()[i].target);
      }
      out += ']';
      break;
    case TermKind::IndirectBranch:
      out += ' ';
      put_operand(out, t.val, IrType::Ptr);
      out += " [";
      for (u32 i = 0; i < t.count; ++i) {
        if (i) out += ", ";
        out += block_name(t.possible_targets()[i]);
      }
      out += ']';
      break;
    default: break;
    }
  }

  void param_list(const IrFunction& f, bool with_values) {
    out += '(';
    for (size_t i = 0; i < f.params.size(); ++i) {
      if (i) out += ", ";
      const IrParam& p = f.params[i];
      out += type_name(p.ty);
      if (with_values && p.value.valid()) {
        out += ' ';
        put_value(out, p.value);
      }
      if (p.struct_size) put_struct_info(out, *p.struct_size, p.struct_align, p.struct_eightbyte_classes);
    }
    if (f.is_variadic) out += f.params.empty() ? "..." : ", ...";
    out += ')';
  }

  void function(const IrFunction& f) {
    out += f.is_declaration ? "declare" : "define";
    for (auto [field, word] : kFunctionFlagWords)
      if (f.*field) {
        out += ' ';
        out += word;
      }
    out += ' ';
    out += type_name(f.return_type);
    out += ' ';
    print_symbol(out, f.name);
    param_list(f, !f.is_declaration);
    if (f.section) {
      out += " section ";
      print_string_literal(out, f.section.str());
    }
    if (f.visibility) {
      out += " visibility ";
      print_string_literal(out, f.visibility.str());
    }
    if (f.alloc_size[0]) {
      out += " alloc_size [" + std::to_string(f.alloc_size[0]);
      if (f.alloc_size[1]) out += ", " + std::to_string(f.alloc_size[1]);
      out += ']';
    }
    if (f.features != X86Features::baseline()) {
      out += " target ";
      print_string_literal(out, f.features.names());
    }
    if (!f.ret_eightbyte_classes.empty()) {
      out += " ret_classes ";
      put_classes(out, f.ret_eightbyte_classes);
    }
    if (!f.param_alloca_values.empty()) {
      out += " param_allocas [";
      for (size_t i = 0; i < f.param_alloca_values.size(); ++i) {
        if (i) out += ", ";
        put_value(out, f.param_alloca_values[i]);
      }
      out += ']';
    }
    if (!f.global_init_label_blocks.empty()) {
      out += " keep_blocks [";
      for (size_t i = 0; i < f.global_init_label_blocks.size(); ++i) {
        if (i) out += ", ";
        out += block_name(f.global_init_label_blocks[i]);
      }
      out += ']';
    }
    if (f.is_declaration) {
      out += '\n';
      return;
    }
    out += " {\n";
    for (const BasicBlock& b : f.blocks) {
      out += block_name(b.label);
      out += ":\n";
      for (size_t i = 0; i < b.instructions.size(); ++i) {
        out += "  ";
        instruction(b.instructions[i]);
        if (!b.source_spans.empty()) {
          const SourceSpan& s = b.source_spans[i];
          out += " !loc ";
          append_u64(out, s.file);
          out += ':';
          append_u64(out, s.line);
          out += ':';
          append_u64(out, s.col);
        }
        out += '\n';
      }
      if (b.terminator.kind != TermKind::None) {
        out += "  ";
        terminator(b.terminator);
        out += '\n';
      }
    }
    out += "}\n";
  }

  void init(const GlobalInit& g, IrType ctx) {
    using G = GlobalInit;
    std::string_view word = global_init_word(g.kind());
    switch (g.kind()) {
    case G::Kind::Zero: out += word; break;
    case G::Kind::Scalar: {
      const IrConst& c = g.get<G::Scalar>().value;
      if (c.kind() == ConstKind::Zero) { // `zero` alone is the Zero initializer
        out += word;
        out += ' ';
      }
      print_const(out, c, ctx);
      break;
    }
    case G::Kind::Array: {
      out += word;
      out += " [";
      const std::vector<IrConst>& values = g.get<G::Array>().values;
      for (size_t i = 0; i < values.size(); ++i) {
        if (i) out += ", ";
        print_const(out, values[i], ctx);
      }
      out += ']';
      break;
    }
    case G::Kind::String:
      out += word;
      out += ' ';
      print_string_literal(out, g.get<G::String>().bytes);
      break;
    case G::Kind::WideString:
      out += word;
      out += ' ';
      put_wide_literal(out, 'L', g.get<G::WideString>().units);
      break;
    case G::Kind::Char16String:
      out += word;
      out += ' ';
      put_wide_literal(out, 'u', g.get<G::Char16String>().units);
      break;
    case G::Kind::GlobalAddr: print_symbol(out, g.get<G::GlobalAddr>().name); break;
    case G::Kind::GlobalAddrOffset: {
      const G::GlobalAddrOffset& a = g.get<G::GlobalAddrOffset>();
      print_symbol(out, a.name);
      out += a.offset < 0 ? " - " : " + ";
      append_u64(out, a.offset < 0 ? u64(0) - u64(a.offset) : u64(a.offset));
      break;
    }
    case G::Kind::Compound: {
      out += word;
      out += " [";
      const std::vector<GlobalInit>& elems = g.get<G::Compound>().elems;
      for (size_t i = 0; i < elems.size(); ++i) {
        if (i) out += ", ";
        init(elems[i], IrType::Void);
      }
      out += ']';
      break;
    }
    case G::Kind::GlobalLabelDiff: {
      const G::GlobalLabelDiff& d = g.get<G::GlobalLabelDiff>();
      out += word;
      out += ' ';
      print_symbol(out, d.label1);
      out += ", ";
      print_symbol(out, d.label2);
      out += ", ";
      append_u64(out, d.size);
      break;
    }
    }
  }

  void global(const IrGlobal& g) {
    out += "global";
    for (auto [field, word] : kGlobalFlagWords)
      if (g.*field) {
        out += ' ';
        out += word;
      }
    out += ' ';
    print_symbol(out, g.name);
    out += " : ";
    out += type_name(g.ty);
    out += " size ";
    append_u64(out, g.size);
    out += " align ";
    append_u64(out, g.align);
    if (g.section) {
      out += " section ";
      print_string_literal(out, g.section.str());
    }
    if (g.visibility) {
      out += " visibility ";
      print_string_literal(out, g.visibility.str());
    }
    if (!(g.is_extern && g.init.is_zero())) {
      out += " = ";
      init(g.init, g.ty);
    }
    out += '\n';
  }

  void module_text(const IrModule& m) {
    for (size_t i = 1; i < m.source_files.size(); ++i) {
      out += "source_file ";
      append_u64(out, i);
      out += ' ';
      print_string_literal(out, m.source_files[i]);
      out += '\n';
    }
    for (const std::string& a : m.toplevel_asm) {
      out += "asm ";
      print_string_literal(out, a);
      out += '\n';
    }
    for (const IrGlobal& g : m.globals) global(g);
    for (const auto& [label, s] : m.string_literals) {
      out += "string ";
      print_symbol(out, label);
      out += " = ";
      print_string_literal(out, s);
      out += '\n';
    }
    for (const auto& [label, s] : m.wide_string_literals) {
      out += "wstring ";
      print_symbol(out, label);
      out += " = ";
      put_wide_literal(out, 'L', s);
      out += '\n';
    }
    for (const auto& [label, s] : m.char16_string_literals) {
      out += "u16string ";
      print_symbol(out, label);
      out += " = ";
      put_wide_literal(out, 'u', s);
      out += '\n';
    }
    bool first = true;
    for (const IrFunction& f : m.functions) {
      if (!f.is_declaration && !first) out += '\n';
      function(f);
      first = false;
    }
    for (Symbol s : m.constructors) {
      out += "ctor ";
      print_symbol(out, s);
      out += '\n';
    }
    for (Symbol s : m.destructors) {
      out += "dtor ";
      print_symbol(out, s);
      out += '\n';
    }
    for (const IrAlias& a : m.aliases) {
      out += "alias ";
      print_symbol(out, a.alias);
      out += " = ";
      print_symbol(out, a.target);
      if (a.is_weak) out += " weak";
      if (a.is_ifunc) out += " ifunc";
      if (a.is_weakref) out += " weakref";
      out += '\n';
    }
    for (const IrSymbolAttr& a : m.symbol_attrs) {
      out += "symattr ";
      print_symbol(out, a.name);
      if (a.is_weak) out += " weak";
      if (a.visibility) {
        out += " visibility ";
        print_string_literal(out, a.visibility.str());
      }
      out += '\n';
    }
    for (const auto& [name, ver] : m.symver_directives) {
      out += "symver ";
      print_symbol(out, name);
      out += ' ';
      print_string_literal(out, ver);
      out += '\n';
    }
  }
};

} // namespace

std::string block_name(BlockId b) {
  std::string s = ".LBB";
  append_u64(s, b.id);
  return s;
}

void print_symbol(std::string& out, Symbol s) {
  out += '@';
  std::string_view n = s.str();
  bool plain = !n.empty();
  for (char c : n)
    if (!(std::isalnum(u8(c)) || c == '_' || c == '.' || c == '$')) plain = false;
  if (plain) out += n;
  else print_string_literal(out, n);
}

void print_string_literal(std::string& out, std::string_view bytes) {
  out += '"';
  for (char ch : bytes) {
    u8 c = u8(ch);
    switch (c) {
    case '\n': out += "\\n"; break;
    case '\t': out += "\\t"; break;
    case '\\': out += "\\\\"; break;
    case '"': out += "\\\""; break;
    default:
      if (c >= 0x20 && c < 0x7f) {
        out += char(c);
      } else {
        out += "\\x";
        put_hex(out, c, 2);
      }
    }
  }
  out += '"';
}

void print_const(std::string& out, const IrConst& c, IrType context) {
  if (c.kind() == ConstKind::Zero) {
    out += "zero";
    return;
  }
  if (c.is_vector()) {
    // Elements in lane order, read as the position's vector type; a constant in any
    // other position names a byte vector type.
    IrType vt = context;
    if (!is_vector(vt) || type_size(vt) != c.vec_size()) {
      vt = vector_type(IrType::I8, c.vec_size());
      out += type_name(vt);
      out += ' ';
    }
    out += '<';
    for (unsigned i = 0; i < vector_lanes(vt); ++i) {
      if (i) out += ", ";
      print_const(out, c.lane(elem_type(vt), i), elem_type(vt));
    }
    out += '>';
    return;
  }
  if (context == IrType::Void || IrConst::kind_for(context) != c.kind()) {
    out += const_kind_name(c.kind());
    out += ' ';
  }
  switch (c.kind()) {
  case ConstKind::I128: put_i128(out, c.i128_value()); break;
  case ConstKind::F32: put_float(out, c.f32_value()); break;
  case ConstKind::F64: put_double(out, c.f64_value()); break;
  case ConstKind::LongDouble: put_long_double(out, c); break;
  default: append_i64(out, c.int_value()); break;
  }
}

std::string print_module(const IrModule& m) {
  std::string out;
  Printer p{out, &m, {}};
  p.module_text(m);
  return out;
}

void print_function(std::string& out, const IrFunction& f, const IrModule* m) {
  Printer p{out, m, {}};
  p.function(f);
}

void print_instruction(std::string& out, const Instruction& inst, const IrModule* m) {
  Printer p{out, m, {}};
  p.instruction(inst);
}

void print_terminator(std::string& out, const Terminator& t) {
  Printer p{out, nullptr, {}};
  p.terminator(t);
}

std::string to_string(const Instruction& inst) {
  std::string s;
  print_instruction(s, inst);
  return s;
}

std::string to_string(const Terminator& t) {
  std::string s;
  print_terminator(s, t);
  return s;
}

} // namespace ilcc
