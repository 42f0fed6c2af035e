// asm_printer.cpp — machine functions as GNU as (AT&T) text.
//
// Each instruction prints through its format string in insts.def; inline asm templates
// get their operands substituted here, after register allocation.
#include "target/x86_64/asm_printer.h"
#include "target/x86_64/cfi.h"
#include "target/x86_64/dwarf.h"

#include "support/text.h"
#include "target/x86_64/layout.h"

#include <optional>

namespace ilcc::x86_64 {

using namespace mir;

namespace {
const char* int_suffix(unsigned size) { return size == 1 ? "b" : size == 2 ? "w" : size == 4 ? "l" : "q"; }

const char* high_byte(Reg r) {
  switch (r) {
  case RAX: return "ah";
  case RBX: return "bh";
  case RCX: return "ch";
  case RDX: return "dh";
  default: return nullptr;
  }
}
} // namespace

void print_symbol_ref(std::string& out, Symbol s, i64 addend) {
  out += s.str();
  if (addend > 0) out += '+';
  if (addend) append_i64(out, addend);
}

void AsmPrinter::mem(std::string& out, const MOperand& o) {
  switch (o.segment()) {
  case Segment::Fs: out += "%fs:"; break;
  case Segment::Gs: out += "%gs:"; break;
  default: break;
  }
  Reloc rel = o.reloc();
  if (o.sym) {
    Symbol s = o.symbol();
    out += s.str();
    switch (rel) {
    case Reloc::GotPcRel: out += "@GOTPCREL"; break;
    case Reloc::TpOff: out += "@tpoff"; break;
    case Reloc::GotTpOff: out += "@gottpoff"; break;
    default: break;
    }
    if (o.disp > 0) out += '+';
    if (o.disp) append_i64(out, o.disp);
    if (rel == Reloc::PcRel || rel == Reloc::GotPcRel || rel == Reloc::GotTpOff) {
      out += "(%rip)";
      return;
    }
  } else if (o.disp || (o.reg == kNoReg && o.index == kNoReg)) {
    append_i64(out, o.disp);
  }
  if (o.reg == kNoReg && o.index == kNoReg) return;
  out += '(';
  if (o.reg != kNoReg) {
    out += '%';
    out += reg_name(o.reg, 8);
  }
  if (o.index != kNoReg) {
    out += ",%";
    out += reg_name(o.index, 8);
    out += ',';
    out += char('0' + o.scale);
  }
  out += ')';
}

void AsmPrinter::operand(std::string& out, const MOperand& o, unsigned size) {
  switch (o.kind) {
  case OpKind::Reg:
    out += '%';
    out += reg_name(o.reg, size);
    break;
  case OpKind::Imm:
    out += '$';
    append_i64(out, o.imm);
    break;
  case OpKind::Mem: mem(out, o); break;
  case OpKind::Block:
    out += ".LBB";
    append_i64(out, f_->blocks[o.block].ir_label);
    break;
  case OpKind::Sym:
    print_symbol_ref(out, o.symbol(), o.disp);
    if (o.reloc() == Reloc::Plt) out += "@PLT";
    break;
  case OpKind::None: break;
  }
}

static void cfi_reg(std::string& out, i64 r) {
  static const char* const names[17] = {"%rax", "%rdx", "%rcx", "%rbx", "%rsi", "%rdi", "%rbp", "%rsp", "%r8",
                                        "%r9",  "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rip"};
  if (r >= 0 && r < 17) out += names[r];
  else append_i64(out, r);
}

void AsmPrinter::cfi(std::string& out, const MInst& in) {
  switch (CfiOp(in.ops[0].imm)) {
  case CfiOp::DefCfaOffset: out += "\t.cfi_def_cfa_offset "; append_i64(out, in.ops[2].imm); break;
  case CfiOp::DefCfaRegister: out += "\t.cfi_def_cfa_register "; cfi_reg(out, in.ops[1].imm); break;
  case CfiOp::Offset: case CfiOp::DefCfa:
    out += CfiOp(in.ops[0].imm) == CfiOp::Offset ? "\t.cfi_offset " : "\t.cfi_def_cfa ";
    cfi_reg(out, in.ops[1].imm);
    out += ", ";
    append_i64(out, in.ops[2].imm);
    break;
  case CfiOp::PrologueEnd: framed_ = true; return;
  case CfiOp::EpilogueEnd: framed_ = false; return;
  }
  out += '\n';
}

// Restates the whole CFI rule where the layout puts a block entered with the frame after
// one that left it (an epilogue in the middle of the function), or the reverse
// (shrink-wrapping's blocks that run without the frame).
void AsmPrinter::cfi_state(std::string& out, bool framed) {
  const mir::FrameInfo& fi = f_->frame_info;
  framed_ = framed;
  out += "\t.cfi_def_cfa ";
  cfi_reg(out, framed ? fi.cfa_reg : 7);
  out += ", ";
  append_i64(out, framed ? fi.cfa_offset : 8);
  out += '\n';
  for (const auto& [r, off] : fi.saved) {
    out += framed ? "\t.cfi_offset " : "\t.cfi_restore ";
    cfi_reg(out, r);
    if (framed) {
      out += ", ";
      append_i64(out, off);
    }
    out += '\n';
  }
}

void AsmPrinter::inst(std::string& out, const MInst& in) {
  if (in.op == InlineAsm) return inline_asm(out, in);
  if (in.op == Cfi) return cfi(out, in);
  if (in.op == ProbedSubRsp) {
    // Local labels 1 and 2: the loop is self-contained.
    std::string r = reg_name(in.ops[0].reg, 8);
    out += "\tcmpq\t$4096, %" + r + "\n\tjb\t2f\n1:\n\tsubq\t$4096, %rsp\n\torq\t$0, (%rsp)\n\tsubq\t$4096, %" + r +
           "\n\tcmpq\t$4096, %" + r + "\n\tjae\t1b\n2:\n\tsubq\t%" + r + ", %rsp\n\torq\t$0, (%rsp)\n";
    return;
  }
  if (in.op == Loc) {
    u32 scope = u32(u64(in.ops[0].imm) >> 32);
    if (debug_out && scope && debug_ && scope < debug_->scopes.size()) {
      auto [sub, local] = debug_->scopes[scope];
      if (sub == debug_out->sub && local != debug_out->scope_marks.back().second) {
        std::string label = ".Ldsc" + std::to_string(scope_labels_++);
        out += label;
        out += ":\n";
        debug_out->scope_marks.push_back({std::move(label), local});
      }
    }
    out += "\t.loc\t";
    append_i64(out, in.ops[0].imm & 0xffffffff);
    out += ' ';
    append_i64(out, in.ops[1].imm);
    out += ' ';
    append_i64(out, in.ops[2].imm);
    // The body's first position: where a breakpoint on the function goes.
    if (debug_out && !prologue_end_done_) out += " prologue_end", prologue_end_done_ = true;
    out += '\n';
    return;
  }
  const InstDesc& d = target_desc().inst(in.op);
  // Under IBT the targets of a function's own indirect jumps (its jump tables' cases, its
  // computed gotos' labels) have no endbr64: the jump is marked as not tracked, as gcc's.
  if (in.op == JmpInd && ibt) out += "\tnotrack";
  // mov of a 64-bit immediate that does not fit a sign-extended 32-bit field.
  if (in.op == Mov && in.ops[1].is_imm() && in.ops[0].is_reg() && in.size == 8 &&
      (in.ops[1].imm < INT32_MIN || in.ops[1].imm > INT32_MAX)) {
    out += "\tmovabsq\t$";
    append_i64(out, in.ops[1].imm);
    out += ", %";
    out += reg_name(in.ops[0].reg, 8);
    out += '\n';
    return;
  }
  out += '\t';
  for (const char* p = d.format; *p; ++p) {
    if (*p != '$') {
      out += *p;
      continue;
    }
    char c = *++p;
    switch (c) {
    case 's': out += int_suffix(in.size); break;
    case 'S': out += int_suffix(in.size2); break;
    case 'f': out += in.size == 4 ? "ss" : "sd"; break;
    case 'p': out += in.size == 4 ? "s" : "d"; break;
    case 'd': out += in.size == 8 ? "q" : "d"; break;
    case 'x': out += in.size == 4 ? "s" : in.size == 8 ? "l" : "t"; break;
    case 'i': out += in.size == 2 ? "s" : in.size == 4 ? "l" : "ll"; break;
    case 'c': out += cond_name(Cond(in.cond)); break;
    // VEX forms (docs/simd.md): under AVX, and always for 32-byte operations, the
    // mnemonic takes a 'v' ($v) and a two-operand instruction's destination is also its
    // first source ($w: "dst, "; $W: only when operand 1 is a register, for movss/movsd).
    case 'v':
      if (vex(in)) out += 'v';
      break;
    case 'e': out += in.size2 == 1 ? "b" : in.size2 == 2 ? "w" : in.size2 == 4 ? "d" : "q"; break;
    case 'P': out += in.size2 == 4 ? "ps" : "pd"; break;
    case 'u': out += in.size2 == 1 ? "bw" : in.size2 == 2 ? "wd" : in.size2 == 4 ? "dq" : "qdq"; break;
    case 'X': operand(out, in.ops[*++p - '0'], 16); break;
    case 'L': operand(out, in.ops[*++p - '0'], 4); break;
    case 'G': operand(out, in.ops[*++p - '0'], in.size2 == 8 ? 8 : 4); break;
    case 'w':
    case 'W':
      if (vex(in) && (c == 'w' || (in.ops[0].kind == OpKind::Reg && in.ops[1].kind == OpKind::Reg))) {
        operand(out, in.ops[0], in.size);
        out += ", ";
      }
      break;
    case '\'': operand(out, in.ops[*++p - '0'], in.size2); break;
    case 'q': operand(out, in.ops[*++p - '0'], 8); break;
    default: operand(out, in.ops[c - '0'], in.size); break;
    }
  }
  out += '\n';
}

// Template substitution: %N, %[name], with the modifiers b h w k q (register sizes),
// c P (bare constant or symbol), n (negated constant), a (an address), l (a label);
// %% and %=; {att|intel} dialect alternatives take the first.
void AsmPrinter::inline_asm(std::string& out, const MInst& in) {
  const AsmExt& e = *in.asm_ext;
  std::string_view t = e.text;
  out += "#APP\n\t";
  unsigned unique = asm_counter_++;
  int dialect = 0; // 0 outside braces, 1 in the first alternative, 2 in a later one
  for (size_t i = 0; i < t.size(); ++i) {
    char c = t[i];
    if (c == '{') {
      dialect = 1;
      continue;
    }
    if (c == '|' && dialect) {
      dialect = 2;
      continue;
    }
    if (c == '}' && dialect) {
      dialect = 0;
      continue;
    }
    if (dialect == 2) continue;
    if (c != '%' || i + 1 >= t.size()) {
      out += c;
      if (c == '\n') out += '\t';
      continue;
    }
    char n = t[++i];
    if (n == '%' || n == '{' || n == '}' || n == '|') {
      out += n;
      continue;
    }
    if (n == '=') {
      append_i64(out, unique);
      continue;
    }
    char mod = 0;
    if (std::isalpha(u8(n)) && i + 1 < t.size() && (std::isdigit(u8(t[i + 1])) || t[i + 1] == '[')) {
      mod = n;
      n = t[++i];
    }
    u32 idx = ~0u;
    if (n == '[') {
      size_t close = t.find(']', i);
      if (close == std::string_view::npos) break;
      std::string_view name = t.substr(i + 1, close - i - 1);
      for (u32 k = 0; k < e.names.size(); ++k)
        if (e.names[k] && e.names[k].str() == name) idx = k;
      i = close;
    } else if (std::isdigit(u8(n))) {
      idx = u32(n - '0');
      while (i + 1 < t.size() && std::isdigit(u8(t[i + 1]))) idx = idx * 10 + u32(t[++i] - '0');
    } else {
      out += '%';
      out += n;
      continue;
    }
    u32 nops = u32(e.ops.size());
    if (idx >= nops) {
      // A label of asm goto.
      u32 l = idx - nops;
      if (l < e.labels.size()) {
        out += ".LBB";
        append_i64(out, f_->blocks[e.labels[l]].ir_label);
      }
      continue;
    }
    const MOperand& o = e.ops[idx];
    u8 sp = idx < e.special.size() ? e.special[idx] : 0;
    if (sp == 1 || sp == 2) {
      out += sp == 1 ? "%st" : "%st(1)";
      continue;
    }
    switch (o.kind) {
    case OpKind::Reg: {
      unsigned size = o.scale ? o.scale : 8;
      if (mod == 'b') size = 1;
      else if (mod == 'w') size = 2;
      else if (mod == 'k') size = 4;
      else if (mod == 'q') size = 8;
      if (mod == 'h' && high_byte(o.reg)) {
        out += '%';
        out += high_byte(o.reg);
      } else if (mod == 'a') {
        out += "(%";
        out += reg_name(o.reg, 8);
        out += ')';
      } else {
        out += '%';
        out += reg_name(o.reg, o.reg >= XMM0 ? 16 : size);
      }
      break;
    }
    case OpKind::Imm:
      if (mod != 'c' && mod != 'P' && mod != 'n' && mod != 'a') out += '$';
      append_i64(out, mod == 'n' ? -o.imm : o.imm);
      break;
    case OpKind::Sym:
      if (mod != 'c' && mod != 'P' && mod != 'a') out += '$';
      print_symbol_ref(out, o.symbol(), o.disp);
      break;
    case OpKind::Mem: mem(out, o); break;
    default: break;
    }
  }
  out += "\n#NO_APP\n";
}

// Opens and closes the ranges of DebugFunction::value_ranges so that each variable's open
// range is in a place state `s` gives it (the one it has, while it lasts), at a label
// here. Linear in the state and the open ranges.
void AsmPrinter::sync_values(std::string& out, const DebugState& s) {
  ++stamp_;
  auto label = [&]() -> u32 {
    if (label_at_ != out.size()) {
      label_ = value_labels_++;
      out += ".Ldvl";
      append_u64(out, label_);
      out += ":\n";
      label_at_ = out.size();
    }
    return label_;
  };
  auto close = [&](u32 var) {
    auto& [place, begin] = open_[var];
    u32 l = label();
    if (begin != l) debug_out->value_ranges.push_back({var, begin, l, place});
    place = 0;
  };
  for (size_t i = 0; i < s.size();) {
    u32 var = s[i].var;
    size_t j = i;
    bool keep = false;
    for (; j < s.size() && s[j].var == var; ++j) keep |= s[j].place == open_[var].first;
    seen_[var] = stamp_;
    if (!keep) {
      if (open_[var].first) close(var);
      else open_vars_.push_back(var);
      u32 l = label();
      open_[var] = {s[i].place, l};
    }
    i = j;
  }
  size_t kept = 0;
  for (u32 var : open_vars_) {
    if (seen_[var] == stamp_) open_vars_[kept++] = var;
    else if (open_[var].first) close(var);
  }
  open_vars_.resize(kept);
}

// Closes the open ranges at the function's end.
void AsmPrinter::close_values(std::string& out) {
  for (u32 var : open_vars_) {
    auto& [place, begin] = open_[var];
    if (place && !(label_at_ == out.size() && begin == label_)) debug_out->value_ranges.push_back({var, begin, ~0u, place});
    place = 0;
  }
  open_vars_.clear();
}

void AsmPrinter::function(std::string& out, const MFunction& f, const IrFunction& ir) {
  FunctionDirectives d;
  d.section = ir.section, d.visibility = ir.visibility, d.is_weak = ir.is_weak, d.is_static = ir.is_static;
  function(out, f, d);
}

void AsmPrinter::function(std::string& out, const MFunction& f, const FunctionDirectives& ir) {
  f_ = &f;
  std::string_view name = f.name.str();
  if (ir.section) {
    out += "\t.section\t";
    out += ir.section.str();
    out += ",\"ax\",@progbits\n";
  } else if (function_sections) {
    out += "\t.section\t.text.";
    out += name;
    out += ",\"ax\",@progbits\n";
  } else {
    out += "\t.text\n";
  }
  if (ir.is_weak) {
    out += "\t.weak\t";
    out += name;
    out += '\n';
  } else if (!ir.is_static) {
    out += "\t.globl\t";
    out += name;
    out += '\n';
  }
  if (ir.visibility && ir.visibility.str() != "default") {
    out += '\t';
    out += ir.visibility.str() == "internal" ? ".internal" : ir.visibility.str() == "protected" ? ".protected" : ".hidden";
    out += '\t';
    out += name;
    out += '\n';
  }
  out += "\t.p2align\t4\n\t.type\t";
  out += name;
  out += ", @function\n";
  out += name;
  out += ":\n";
  out += "\t.cfi_startproc\n";
  // Indirect calls land here (an address may be taken anywhere, or in another unit).
  if (ibt) out += "\tendbr64\n";
  framed_ = false;
  if (debug_out) {
    // The function's own line first: its prologue belongs to it, and the debugger's
    // breakpoint on the function goes where the next line starts.
    debug_out->begin = std::string(name);
    prologue_end_done_ = false;
    debug_out->scope_marks.assign(1, {std::string(name), 0});
    const DiSubprogram& sp = debug_->subprograms[debug_out->sub];
    if (sp.file && sp.line) {
      out += "\t.loc\t";
      append_u64(out, sp.file);
      out += ' ';
      append_u64(out, sp.line);
      out += " 0\n";
    }
  }
  // Branches to a block that only jumps on go straight to where it leads (such blocks are
  // what is left of a split critical edge whose copies the allocator coalesced away). The
  // block itself stays only when a jump table or an address taken may still name it.
  const u32 nblocks = u32(f.blocks.size());
  std::vector<u32> leads_to(nblocks);
  // The instructions of block b other than `.loc` markers, if there are at most three:
  // -g must not change which blocks these rules see.
  auto code_of = [&](u32 b, const MInst* (&k)[3]) -> unsigned {
    unsigned m = 0;
    for (const MInst& in : f.blocks[b].insts) {
      if (is_debug_marker(in) || in.op == Cfi) continue;
      if (m == 3) return 4;
      k[m++] = &in;
    }
    return m;
  };
  auto jump_only = [&](u32 b) {
    const MInst* k[3];
    return code_of(b, k) == 1 && k[0]->op == Jmp && k[0]->ops[0].kind == OpKind::Block;
  };
  // A chain of such blocks is followed to its end (a switch's cascade of cases can make
  // long ones); a cycle of them stays where it is.
  std::vector<u8> state(nblocks, 0); // 1: on the chain being followed, 2: leads_to known
  std::vector<u32> chain;
  for (u32 b = 0; b < nblocks; ++b) {
    u32 t = b;
    chain.clear();
    while (state[t] == 0 && jump_only(t)) {
      state[t] = 1;
      chain.push_back(t);
      t = f.blocks[t].insts.back().ops[0].block;
    }
    bool cycle = state[t] == 1;
    u32 end = state[t] == 2 ? leads_to[t] : t;
    for (u32 c : chain) leads_to[c] = cycle ? c : end, state[c] = 2;
    if (state[b] == 0) leads_to[b] = b, state[b] = 2;
  }
  auto branch = [&](const MInst& in) {
    MInst r = in;
    if (r.ops[0].kind == OpKind::Block) r.ops[0].block = leads_to[r.ops[0].block];
    return r;
  };
  // A block that only compares and branches (a loop's test) is copied in place of a jump
  // to it from another block: the loop's back edge then tests and branches itself, one
  // jump fewer per iteration (loop rotation, done at emission). The layout already lets
  // most latches fall into their test; this serves the jumps to a test that remain.
  auto test_only = [&](u32 b) {
    const MInst* k[3];
    if (code_of(b, k) != 3 || (k[0]->op != Cmp && k[0]->op != Test) || k[1]->op != Jcc || k[2]->op != Jmp) return false;
    return k[1]->ops[0].kind == OpKind::Block && k[2]->ops[0].kind == OpKind::Block;
  };
  // Likewise a block that only jumps indirectly (the dispatch block of computed goto, see
  // lower/stmt.cpp), at most after one load of its address: each handler of a threaded
  // interpreter then ends in an indirect jump of its own, which the branch predictor tells
  // apart from the others.
  auto dispatch_only = [&](u32 b) {
    const MInst* k[3];
    unsigned m = code_of(b, k);
    return (m == 1 || m == 2) && k[m - 1]->op == JmpInd;
  };
  // The instructions printed for b when `next` follows it: a jump to a loop's test or to
  // a dispatch block placed elsewhere takes a copy of that block.
  std::vector<MInst> rotated;
  auto printed = [&](u32 b, u32 next) -> const std::vector<MInst>& {
    const MBlock& mb = f.blocks[b];
    if (!mb.insts.empty() && mb.insts.back().op == Jmp && mb.insts.back().ops[0].kind == OpKind::Block) {
      u32 h = leads_to[mb.insts.back().ops[0].block];
      if (h != next && h != b && (test_only(h) || dispatch_only(h))) {
        rotated.assign(mb.insts.begin(), mb.insts.end() - 1);
        rotated.insert(rotated.end(), f.blocks[h].insts.begin(), f.blocks[h].insts.end());
        return rotated;
      }
    }
    return mb.insts;
  };
  const std::vector<u32> layout = block_layout(f, leads_to);
  // Blocks nothing reaches once the branches go where they lead and the jumps to tests
  // take copies of them (a block that only jumps on, a test every jumper copied) are not
  // printed. Reached: the entry, a block whose address is taken or that a jump table
  // names (a successor of an indirect jump), the target of a printed branch, and the
  // block after one that can fall through.
  std::vector<u32> next_of(nblocks, ~0u);
  for (size_t k = 0; k + 1 < layout.size(); ++k) next_of[layout[k]] = layout[k + 1];
  std::vector<u8> live(nblocks, 0);
  std::vector<u32> work;
  auto reach = [&](u32 b) {
    if (!live[b]) live[b] = 1, work.push_back(b);
  };
  reach(0);
  for (u32 b = 0; b < nblocks; ++b) {
    const MBlock& mb = f.blocks[b];
    if (mb.address_taken) reach(b);
    for (const MInst& in : mb.insts)
      if (in.op == JmpInd)
        for (u32 s : mb.succs) reach(s);
  }
  while (!work.empty()) {
    u32 b = work.back();
    work.pop_back();
    const MInst* last = nullptr;
    for (const MInst& in : printed(b, next_of[b])) {
      if ((in.op == Jmp || in.op == Jcc) && in.ops[0].kind == OpKind::Block) reach(leads_to[in.ops[0].block]);
      if (!is_debug_marker(in) && in.op != Cfi) last = &in;
    }
    bool ends = last && (last->op == Jmp || last->op == JmpInd || last->op == Ret || last->op == Ud2);
    if (!ends && next_of[b] != ~0u) reach(next_of[b]);
  }
  std::vector<u32> order;
  for (u32 b : layout)
    if (live[b]) order.push_back(b);
  // -g: where the variables promoted to values are, followed through the printed code.
  std::optional<DebugValueTracker> values;
  DebugState places;
  if (debug_out && !debug_out->var_bytes.empty()) {
    values.emplace(f, debug_out->var_bytes);
    if (values->empty()) values.reset();
    open_.assign(debug_out->var_bytes.size(), {0, 0});
    seen_.assign(debug_out->var_bytes.size(), 0);
    open_vars_.clear();
    label_at_ = ~size_t(0);
  }
  for (size_t k = 0; k < order.size(); ++k) {
    const u32 b = order[k], next = k + 1 < order.size() ? order[k + 1] : ~0u;
    const MBlock& mb = f.blocks[b];
    const std::vector<MInst>* insts = &printed(b, next);
    out += ".LBB";
    append_i64(out, mb.ir_label);
    out += ":\n";
    if (mb.framed_entry != framed_) cfi_state(out, mb.framed_entry);
    if (values) {
      places = values->entry(b);
      sync_values(out, places);
    }
    size_t n = insts->size();
    for (size_t i = 0; i < n; ++i) {
      const MInst& in = (*insts)[i];
      if (in.op != Jmp && in.op != Jcc) {
        if (in.op == DbgValue) {
          if (values && values->step(places, in)) sync_values(out, places);
          continue;
        }
        // A call's clobbers count from the call itself: a frame that returns to it shows
        // none of them.
        bool call = in.op == Call || in.op == CallInd;
        if (values && call && values->call_clobbers(places)) sync_values(out, places);
        inst(out, in);
        if (values && values->step(places, in, !call)) sync_values(out, places);
        continue;
      }
      MInst br = branch(in);
      bool to_next = br.ops[0].kind == OpKind::Block && br.ops[0].block == next;
      // A jump to the next block in the layout falls through.
      if (br.op == Jmp && i + 1 == n && to_next) continue;
      // `jcc next; jmp other` becomes `j!cc other` falling through to next.
      if (br.op == Jcc && i + 2 == n && to_next && (*insts)[i + 1].op == Jmp &&
          (*insts)[i + 1].ops[0].kind == OpKind::Block) {
        MInst inverted = branch((*insts)[i + 1]);
        inverted.op = Jcc;
        inverted.cond = invert(Cond(in.cond));
        inverted.imp_uses = in.imp_uses;
        inst(out, inverted);
        break;
      }
      inst(out, br);
    }
  }
  if (values) close_values(out);
  out += "\t.cfi_endproc\n";
  if (debug_out) {
    debug_out->end = ".Ldfe" + std::to_string(scope_labels_++);
    out += debug_out->end;
    out += ":\n";
  }
  out += "\t.size\t";
  out += name;
  out += ", .-";
  out += name;
  out += '\n';
}

} // namespace ilcc::x86_64
