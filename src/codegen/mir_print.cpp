// mir_print.cpp — machine functions as text (mir_text.h; the syntax is in docs/codegen.md).
#include "codegen/mir_text.h"

#include "support/text.h"

#include <cstring>

namespace ilcc::mir {

namespace {

bool bare_symbol_char(char c, bool first) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' || c == '$' ||
         (!first && c >= '0' && c <= '9');
}

void append_string(std::string& out, std::string_view s) {
  static const char hex[] = "0123456789abcdef";
  out += '"';
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (u8(c) < 0x20 || u8(c) >= 0x7f) {
      out += "\\x";
      out += hex[u8(c) >> 4];
      out += hex[u8(c) & 15];
    } else {
      out += c;
    }
  }
  out += '"';
}

void append_symbol(std::string& out, Symbol s) {
  out += '@';
  std::string_view t = s.str();
  bool bare = !t.empty();
  for (size_t i = 0; i < t.size() && bare; ++i) bare = bare_symbol_char(t[i], i == 0);
  if (bare) out += t;
  else append_string(out, t);
}

const char* reloc_name(Reloc r) {
  switch (r) {
  case Reloc::None: return nullptr;
  case Reloc::PcRel: return "pcrel";
  case Reloc::GotPcRel: return "gotpcrel";
  case Reloc::Plt: return "plt";
  case Reloc::TpOff: return "tpoff";
  case Reloc::GotTpOff: return "gottpoff";
  case Reloc::Abs: return "abs";
  }
  return "reloc?";
}

class Printer {
public:
  Printer(std::string& out, const MFunction& f, const TargetDesc& td) : out_(out), f_(f), td_(td) {}

  void reg(Reg r) {
    if (is_virt(r)) {
      out_ += "%v";
      append_u64(out_, r - kFirstVirtReg);
    } else if (is_phys(r)) {
      out_ += '$';
      out_ += td_.reg_name(r, 8);
    } else {
      out_ += "$invalid"; // not produced by the parser; printed for debugging only
    }
  }

  void mask(const char* what, RegMask m) {
    if (!m) return;
    out_ += ' ';
    out_ += what;
    out_ += '(';
    for (RegMask x = m; x; x &= x - 1) {
      reg(Reg(__builtin_ctz(x)));
      if (x & (x - 1)) out_ += ", ";
    }
    out_ += ')';
  }

  void mem(const MOperand& o) {
    if (o.segment() == Segment::Fs) out_ += "fs:";
    else if (o.segment() == Segment::Gs) out_ += "gs:";
    out_ += '[';
    bool any = false;
    auto sep = [&] {
      if (any) out_ += " + ";
      any = true;
    };
    if (o.is_frame()) {
      sep();
      out_ += "frame#";
      append_u64(out_, o.reg);
    } else if (o.reg != kNoReg) {
      sep();
      reg(o.reg);
    }
    if (o.index != kNoReg) {
      sep();
      reg(o.index);
      out_ += '*';
      append_u64(out_, o.scale);
    }
    if (o.sym || o.reloc() != Reloc::None) {
      sep();
      if (const char* rn = reloc_name(o.reloc())) {
        out_ += rn;
        out_ += ' ';
      }
      if (o.sym) append_symbol(out_, o.symbol());
      else out_ += "nosym";
    }
    if (o.disp || !any) {
      if (!any) append_i64(out_, o.disp);
      else if (o.disp < 0) out_ += " - ", append_u64(out_, u64(-i64(o.disp)));
      else out_ += " + ", append_i64(out_, o.disp);
    }
    out_ += ']';
    if (o.index == kNoReg && o.scale != 1) out_ += " scale ", append_u64(out_, o.scale);
    if (o.access) out_ += " access ", append_u64(out_, o.access);
  }

  void operand(const MOperand& o) {
    switch (o.kind) {
    case OpKind::None: out_ += '_'; break;
    case OpKind::Reg:
      if ((o.access & kUseDef) == kDef) out_ += "def ";
      else if ((o.access & kUseDef) == kUseDef) out_ += "usedef ";
      else if (!(o.access & kUseDef)) out_ += "noaccess ";
      if (o.access & kEarlyClobber) out_ += "early-clobber ";
      reg(o.reg);
      if (o.scale != 1) out_ += ':', append_u64(out_, o.scale);
      break;
    case OpKind::Imm: append_i64(out_, o.imm); break;
    case OpKind::Mem: mem(o); break;
    case OpKind::Block:
      out_ += "bb";
      append_u64(out_, o.block);
      break;
    case OpKind::Sym:
      if (const char* rn = reloc_name(o.reloc())) {
        out_ += rn;
        out_ += ' ';
      }
      append_symbol(out_, o.symbol());
      if (o.disp > 0) out_ += '+';
      if (o.disp) append_i64(out_, o.disp);
      break;
    }
  }

  void asm_ext(const AsmExt& e) {
    out_ += " asm ";
    append_string(out_, e.text);
    out_ += " outputs ";
    append_u64(out_, e.num_outputs);
    out_ += " (";
    for (size_t i = 0; i < e.ops.size(); ++i) {
      if (i) out_ += ", ";
      operand(e.ops[i]);
    }
    out_ += ')';
    if (!e.special.empty()) {
      out_ += " special(";
      for (size_t i = 0; i < e.special.size(); ++i) {
        if (i) out_ += ", ";
        append_u64(out_, e.special[i]);
      }
      out_ += ')';
    }
    if (!e.labels.empty()) {
      out_ += " labels(";
      for (size_t i = 0; i < e.labels.size(); ++i) {
        if (i) out_ += ", ";
        out_ += "bb";
        append_u64(out_, e.labels[i]);
      }
      out_ += ')';
    }
    if (!e.names.empty()) {
      out_ += " names(";
      for (size_t i = 0; i < e.names.size(); ++i) {
        if (i) out_ += ", ";
        if (e.names[i]) append_string(out_, e.names[i].str());
        else out_ += '_';
      }
      out_ += ')';
    }
  }

  void inst(const MInst& in) {
    out_ += "  ";
    out_ += in.op < td_.insts.size() ? td_.inst(in.op).name : "invalid";
    out_ += '.';
    append_u64(out_, in.size);
    if (in.size2) out_ += '/', append_u64(out_, in.size2);
    if (in.cond || (in.op < td_.insts.size() && std::strstr(td_.inst(in.op).format, "$c"))) {
      out_ += " cc ";
      if (in.cond < td_.cond_names.size()) out_ += td_.cond_names[in.cond];
      else append_u64(out_, in.cond);
    }
    if (in.asm_ext) {
      asm_ext(*in.asm_ext);
    } else {
      for (u32 i = 0; i < in.nops && i < 3; ++i) {
        out_ += i ? ", " : " ";
        operand(in.ops[i]);
      }
    }
    mask("implicit-use", in.imp_uses);
    mask("implicit-def", in.imp_defs);
    if (in.flags) {
      out_ += " flags(";
      u8 rest = in.flags;
      bool first = true;
      for (auto [bit, name] : MInst::kFlagNames) {
        if (!(rest & bit)) continue;
        if (!first) out_ += ", ";
        first = false;
        out_ += name;
        rest &= u8(~bit);
      }
      if (rest) {
        if (!first) out_ += ", ";
        append_u64(out_, rest);
      }
      out_ += ')';
    }
    out_ += '\n';
  }

  void function() {
    out_ += "function ";
    append_symbol(out_, f_.name);
    if (f_.is_global) out_ += " global";
    if (f_.has_calls) out_ += " has_calls";
    if (f_.has_dynamic_alloca) out_ += " has_dynamic_alloca";
    if (f_.needs_frame_pointer) out_ += " needs_frame_pointer";
    if (f_.is_variadic) out_ += " is_variadic";
    if (f_.vex) out_ += " vex";
    out_ += " {\n";
    if (f_.reg_save_area != ~0u) out_ += "  reg_save_area frame#", append_u64(out_, f_.reg_save_area), out_ += '\n';
    if (f_.outgoing_args_size) out_ += "  outgoing_args_size ", append_u64(out_, f_.outgoing_args_size), out_ += '\n';
    if (f_.stack_size) out_ += "  stack_size ", append_u64(out_, f_.stack_size), out_ += '\n';
    if (f_.used_callee_saved) {
      out_ += " ";
      mask("used_callee_saved", f_.used_callee_saved);
      out_ += '\n';
    }
    for (size_t i = 0; i < f_.frame.size(); ++i) {
      const FrameObject& o = f_.frame[i];
      out_ += "  frame#";
      append_u64(out_, i);
      out_ += " size ";
      append_u64(out_, o.size);
      out_ += " align ";
      append_u64(out_, o.align);
      if (o.offset) out_ += " offset ", append_i64(out_, o.offset);
      if (o.is_spill) out_ += " spill";
      if (o.fixed) out_ += " fixed";
      out_ += '\n';
    }
    for (size_t i = 0; i < f_.vregs.size(); ++i) {
      out_ += "  ";
      reg(kFirstVirtReg + Reg(i));
      out_ += f_.vregs[i].cls == RegClass::Gpr ? ":gpr" : f_.vregs[i].bytes == 32 ? ":ymm" : ":xmm";
      if (f_.vregs[i].hint != kNoReg) out_ += " hint ", reg(f_.vregs[i].hint);
      out_ += '\n';
    }
    for (size_t b = 0; b < f_.blocks.size(); ++b) {
      const MBlock& mb = f_.blocks[b];
      out_ += "bb";
      append_u64(out_, b);
      if (mb.ir_label != ~0u) out_ += " ir ", append_u64(out_, mb.ir_label);
      if (mb.loop_depth) out_ += " depth ", append_u64(out_, mb.loop_depth);
      if (mb.address_taken) out_ += " address_taken";
      out_ += ':';
      if (!mb.succs.empty()) {
        out_ += " succs(";
        for (size_t i = 0; i < mb.succs.size(); ++i) {
          if (i) out_ += ", ";
          out_ += "bb";
          append_u64(out_, mb.succs[i]);
        }
        out_ += ')';
      }
      out_ += '\n';
      for (const MInst& in : mb.insts) inst(in);
    }
    out_ += "}\n";
  }

private:
  std::string& out_;
  const MFunction& f_;
  const TargetDesc& td_;
};
} // namespace

void print_mfunction(std::string& out, const MFunction& f, const TargetDesc& td) { Printer(out, f, td).function(); }

} // namespace ilcc::mir
