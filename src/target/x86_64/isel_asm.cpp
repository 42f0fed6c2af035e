// isel_asm.cpp — GNU extended inline asm: operands and constraints.
//
// Each operand becomes a machine operand of the InlineAsm instruction, in template order
// (outputs, then inputs): a virtual register ("r", "q", "x", "g", ...), a physical
// register ("a" "b" "c" "d" "S" "D"), a memory reference ("m"), an immediate or a symbol
// ("i", "n", ...), or an x87 stack slot ("t", "u"). Outputs live in registers are stored
// to their lvalues after the statement; "+" outputs are loaded first; an input with a
// matching constraint ("0") shares its output's register, which is then read and
// written. "&" makes an output early-clobber. Clobbered registers are implicit
// definitions, so values do not live in them across the statement and callee-saved
// ones are saved by the prologue. The template itself is substituted when the function
// is printed, after register allocation.
#include "target/x86_64/isel.h"

#include <cstring>

namespace ilcc::x86_64 {

using namespace mir;

namespace {
enum class Where : u8 { Gpr, Xmm, Fixed, Memory, Imm, X87Top, X87Second, Flag };

struct Choice {
  Where where = Where::Gpr;
  Reg fixed = kNoReg;
  int match = -1;   // matching input: the output's number
  bool plus = false, early = false;
  Cond flag = CE;
};

bool parse_flag_cond(std::string_view s, Cond& c) {
  static const std::pair<const char*, Cond> names[] = {
      {"a", CA},  {"ae", CAE}, {"b", CB},  {"be", CBE}, {"c", CB},  {"e", CE},  {"z", CE},  {"g", CG},
      {"ge", CGE}, {"l", CL},  {"le", CLE}, {"na", CBE}, {"nae", CB}, {"nb", CAE}, {"nbe", CA}, {"nc", CAE},
      {"ne", CNE}, {"nz", CNE}, {"ng", CLE}, {"nge", CL}, {"nl", CGE}, {"nle", CG}, {"no", CNO}, {"np", CNP},
      {"ns", CNS}, {"o", CO},   {"p", CP},   {"s", CS}};
  for (auto& [n, cc] : names)
    if (s == n) {
      c = cc;
      return true;
    }
  return false;
}

Choice parse_constraint(std::string_view c, bool input, bool is_float, bool is_const) {
  Choice ch;
  // Modifiers anywhere before the letters.
  size_t k = 0;
  for (; k < c.size() && (c[k] == '=' || c[k] == '+' || c[k] == '&' || c[k] == '%' || c[k] == '*' || c[k] == '?' || c[k] == '!'); ++k) {
    if (c[k] == '+') ch.plus = true;
    if (c[k] == '&') ch.early = true;
  }
  std::string_view rest = c.substr(k);
  if (rest.starts_with("@cc")) {
    ch.where = Where::Flag;
    parse_flag_cond(rest.substr(3), ch.flag);
    return ch;
  }
  // The first alternative only.
  if (size_t comma = rest.find(','); comma != std::string_view::npos) rest = rest.substr(0, comma);
  if (input && !rest.empty() && rest[0] >= '0' && rest[0] <= '9') {
    ch.match = rest[0] - '0';
    if (rest.size() > 1 && rest[1] >= '0' && rest[1] <= '9') ch.match = ch.match * 10 + (rest[1] - '0');
    return ch;
  }
  bool reg = false, mem = false, imm = false, xmm = false;
  for (size_t j = 0; j < rest.size(); ++j) {
    switch (rest[j]) {
    case 'a': ch.where = Where::Fixed, ch.fixed = RAX; return ch;
    case 'b': ch.where = Where::Fixed, ch.fixed = RBX; return ch;
    case 'c': ch.where = Where::Fixed, ch.fixed = RCX; return ch;
    case 'd': ch.where = Where::Fixed, ch.fixed = RDX; return ch;
    case 'S': ch.where = Where::Fixed, ch.fixed = RSI; return ch;
    case 'D': ch.where = Where::Fixed, ch.fixed = RDI; return ch;
    case 'A': ch.where = Where::Fixed, ch.fixed = RAX; return ch;
    case 't': case 'f': ch.where = Where::X87Top; return ch;
    case 'u': ch.where = Where::X87Second; return ch;
    case 'Y':
      if (j + 1 < rest.size() && rest[j + 1] == 'z') {
        ch.where = Where::Fixed, ch.fixed = XMM0;
        return ch;
      }
      xmm = true;
      break;
    case 'x': case 'v': xmm = true; break;
    case 'r': case 'q': case 'R': case 'l': case 'Q': case 'p': case 'U': reg = true; break;
    case 'g': case 'X': reg = true, imm = true; break;
    case 'm': case 'o': case 'V': case '<': case '>': mem = true; break;
    case 'i': case 'n': case 'I': case 'J': case 'K': case 'L': case 'M': case 'N': case 'e': case 'Z':
    case 's': case 'E': case 'F': case 'G': case 'H': imm = true; break;
    default: break;
    }
  }
  if (input && imm && is_const) ch.where = Where::Imm;
  else if (xmm || (is_float && (reg || imm) && !mem)) ch.where = Where::Xmm;
  else if (reg) ch.where = Where::Gpr;
  else if (mem) ch.where = Where::Memory;
  else if (imm) ch.where = input ? Where::Imm : Where::Gpr;
  return ch;
}

// The register a clobber names, or kNoReg ("memory", "cc" and x87 names).
Reg clobber_reg(std::string_view n) {
  if (!n.empty() && n[0] == '%') n.remove_prefix(1);
  if (n.starts_with("xmm") || n.starts_with("ymm") || n.starts_with("zmm")) {
    int k = 0;
    for (char ch : n.substr(3)) {
      if (ch < '0' || ch > '9') return kNoReg;
      k = k * 10 + (ch - '0');
    }
    return k < 16 ? Reg(XMM0 + k) : kNoReg;
  }
  static const std::pair<const char*, Reg> names[] = {
      {"rax", RAX}, {"eax", RAX}, {"ax", RAX}, {"al", RAX}, {"ah", RAX}, {"rbx", RBX}, {"ebx", RBX}, {"bx", RBX},
      {"bl", RBX},  {"bh", RBX},  {"rcx", RCX}, {"ecx", RCX}, {"cx", RCX}, {"cl", RCX}, {"ch", RCX}, {"rdx", RDX},
      {"edx", RDX}, {"dx", RDX},  {"dl", RDX},  {"dh", RDX},  {"rsi", RSI}, {"esi", RSI}, {"si", RSI}, {"sil", RSI},
      {"rdi", RDI}, {"edi", RDI}, {"di", RDI},  {"dil", RDI}, {"rbp", RBP}, {"ebp", RBP}, {"bp", RBP}, {"bpl", RBP}};
  for (auto& [s, r] : names)
    if (n == s) return r;
  if (n.size() >= 2 && n[0] == 'r' && n[1] >= '0' && n[1] <= '9') {
    int k = 0;
    size_t j = 1;
    for (; j < n.size() && n[j] >= '0' && n[j] <= '9'; ++j) k = k * 10 + (n[j] - '0');
    if (k >= 8 && k <= 15) return Reg(R8 + (k - 8));
  }
  return kNoReg;
}
} // namespace

void ISel::select_inline_asm(const Instruction& i) {
  const InlineAsmInfo& ai = i.asm_info();
  size_t no = ai.outputs.size(), ni = ai.inputs.size();
  std::span<const Operand> ops = i.operands();
  AsmExt* ext = mf_.arena.make<AsmExt>();
  ext->text = ai.asm_template;
  MOperand* mops = static_cast<MOperand*>(mf_.arena.allocate(sizeof(MOperand) * (no + ni + 1)));
  u8* special = static_cast<u8*>(mf_.arena.allocate(no + ni + 1));
  std::memset(special, 0, no + ni + 1);
  std::vector<Choice> outs(no);
  std::vector<Reg> out_reg(no, kNoReg);
  // x87 inputs are pushed second-from-top first.
  const Operand* x87_in[2] = {nullptr, nullptr};
  unsigned x87_matched = 0; // x87 inputs that are also outputs
  IrType x87_in_ty[2] = {IrType::F128, IrType::F128};
  std::vector<std::pair<Reg, Reg>> fixed_moves; // (phys, vreg) copied right before the statement
  auto size_of = [](IrType t) -> u8 { return t == IrType::Ptr ? 8 : u8(std::min<unsigned>(type_size(t), 8)); };

  // Outputs.
  for (size_t k = 0; k < no; ++k) {
    const AsmOperand& o = ai.outputs[k];
    Choice ch = parse_constraint(o.constraint, false, o.type == IrType::F32 || o.type == IrType::F64, false);
    outs[k] = ch;
    MOperand m;
    switch (ch.where) {
    case Where::Memory: m = mem_at(ops[k]); break;
    case Where::X87Top:
    case Where::X87Second:
      special[k] = ch.where == Where::X87Top ? 1 : 2;
      if (ch.plus) x87_in[special[k] - 1] = &ops[k], x87_in_ty[special[k] - 1] = IrType::Void; // loaded from the lvalue
      break;
    case Where::Flag: special[k] = 3; break;
    default: {
      Reg r = ch.where == Where::Fixed ? ch.fixed : ch.where == Where::Xmm ? new_xmm() : new_gpr();
      out_reg[k] = r;
      if (ch.plus) {
        // The current value first; a fixed register is set only right before the statement.
        Reg v = is_phys(r) ? mf_.new_vreg(r >= XMM0 ? RegClass::Xmm : RegClass::Gpr) : r;
        if (mf_.reg_class(v) == RegClass::Xmm && o.type != IrType::F32 && o.type != IrType::F64)
          emit(Movups, 16, {MOperand::def(v), mem_at(ops[k])});
        else load(v, mem_at(ops[k]), o.type == IrType::F128 ? IrType::I64 : o.type);
        if (v != r) fixed_moves.push_back({r, v});
      }
      m = MOperand::make_reg(r, ch.plus ? u8(kUseDef) : u8(kDef | (ch.early ? kEarlyClobber : 0)));
      m.scale = size_of(o.type);
      break;
    }
    }
    mops[k] = m;
  }
  // Inputs.
  for (size_t k = 0; k < ni; ++k) {
    const AsmOperand& o = ai.inputs[k];
    const Operand& v = ops[no + k];
    bool is_const = v.is_const() || bool(o.symbol);
    Choice ch = parse_constraint(o.constraint, true, o.type == IrType::F32 || o.type == IrType::F64, is_const);
    MOperand m;
    if (ch.match >= 0 && size_t(ch.match) < no && out_reg[ch.match] != kNoReg) {
      Reg r = out_reg[ch.match];
      Reg val = use_reg(v, o.type);
      if (is_phys(r)) fixed_moves.push_back({r, val});
      else copy(r, val, mf_.reg_class(r));
      mops[ch.match].access = kUseDef;
      m = MOperand::use(r);
      m.scale = size_of(o.type);
      mops[no + k] = m;
      continue;
    }
    if (ch.match >= 0 && size_t(ch.match) < no) {
      // Matching a memory or x87 output: use the same operand (an x87 one is pushed first).
      mops[no + k] = mops[ch.match];
      special[no + k] = special[ch.match];
      if (special[ch.match] == 1 || special[ch.match] == 2) {
        x87_in[special[ch.match] - 1] = &v;
        x87_in_ty[special[ch.match] - 1] = o.type;
        ++x87_matched;
      }
      continue;
    }
    switch (ch.where) {
    case Where::Imm:
      if (o.symbol) m = MOperand::make_sym(o.symbol, i32(const_int(v).value_or(0)), Reloc::None);
      else m = MOperand::make_imm(const_int(v).value_or(0));
      break;
    case Where::Memory:
      if (o.type == IrType::Ptr && v.is_value()) {
        m = mem_at(v);
      } else {
        // An rvalue in memory: a temporary slot holding it.
        u32 obj = mf_.new_frame_object(16, 16);
        m = MOperand::frame(obj, 0);
        if (o.type == IrType::F128) copy_memory(m, ld_mem(v), 16);
        else store(m, v, o.type);
      }
      break;
    case Where::X87Top:
    case Where::X87Second:
      special[no + k] = ch.where == Where::X87Top ? 1 : 2;
      x87_in[special[no + k] - 1] = &v;
      x87_in_ty[special[no + k] - 1] = o.type;
      break;
    case Where::Fixed: {
      Reg val = o.type == IrType::F128 ? new_gpr() : use_reg(v, o.type);
      fixed_moves.push_back({ch.fixed, val});
      m = MOperand::use(ch.fixed);
      m.scale = size_of(o.type);
      break;
    }
    default: {
      Reg val = use_reg(v, o.type);
      if (ch.where == Where::Xmm && mf_.reg_class(val) != RegClass::Xmm) {
        Reg x = new_xmm();
        emit(MovGX, 8, {MOperand::def(x), MOperand::use(val)});
        val = x;
      }
      m = MOperand::use(val);
      m.scale = size_of(o.type);
      break;
    }
    }
    mops[no + k] = m;
  }
  // x87 inputs: st(1) first, then st(0).
  for (int s = 1; s >= 0; --s) {
    if (!x87_in[s]) continue;
    if (x87_in_ty[s] == IrType::Void) emit(Fld, 16, {mem_at(*x87_in[s])}); // a "+t" output's lvalue
    else x87_load(*x87_in[s], x87_in_ty[s]);
  }
  for (auto [phys, val] : fixed_moves) copy(phys, val, phys >= XMM0 ? RegClass::Xmm : RegClass::Gpr);

  ext->ops = std::span<MOperand>(mops, no + ni);
  ext->special = std::span<const u8>(special, no + ni);
  ext->num_outputs = u32(no);
  if (!ai.goto_labels.empty()) {
    u32* labels = static_cast<u32*>(mf_.arena.allocate(sizeof(u32) * ai.goto_labels.size()));
    for (size_t k = 0; k < ai.goto_labels.size(); ++k) labels[k] = block_index(ai.goto_labels[k].block);
    ext->labels = std::span<u32>(labels, ai.goto_labels.size());
  }
  std::vector<Symbol> names;
  for (const AsmOperand& o : ai.outputs) names.push_back(o.name);
  for (const AsmOperand& o : ai.inputs) names.push_back(o.name);
  for (const AsmGotoLabel& l : ai.goto_labels) names.push_back(l.name);
  Symbol* np = static_cast<Symbol*>(mf_.arena.allocate(sizeof(Symbol) * (names.size() + 1)));
  for (size_t k = 0; k < names.size(); ++k) np[k] = names[k];
  ext->names = std::span<const Symbol>(np, names.size());

  MInst& in = emit(InlineAsm, 8);
  in.asm_ext = ext;
  RegMask clobbers = 0;
  for (std::string_view c : ai.clobbers) {
    Reg r = clobber_reg(c);
    if (r != kNoReg) clobbers |= reg_bit(r);
  }
  in.imp_defs = clobbers;

  // Outputs back to their lvalues.
  for (size_t k = 0; k < no; ++k) {
    const AsmOperand& o = ai.outputs[k];
    const Choice& ch = outs[k];
    if (ch.where == Where::X87Top || ch.where == Where::X87Second) continue;
    if (ch.where == Where::Flag) {
      Reg r = new_gpr();
      setcc_to(r, ch.flag);
      Reg z = new_gpr();
      emit(MovZX, 4, {MOperand::def(z), MOperand::use(r)}).size2 = 1;
      emit(Mov, size_of(o.type), {mem_at(ops[k]), MOperand::use(z)});
      continue;
    }
    if (out_reg[k] == kNoReg) continue;
    Reg r = out_reg[k];
    if (is_phys(r)) {
      Reg t = mf_.new_vreg(r >= XMM0 ? RegClass::Xmm : RegClass::Gpr);
      copy(t, r, r >= XMM0 ? RegClass::Xmm : RegClass::Gpr);
      r = t;
    }
    MOperand dst = mem_at(ops[k]);
    if (o.type == IrType::F32 || o.type == IrType::F64) {
      if (mf_.reg_class(r) == RegClass::Xmm) emit(MovF, u8(type_size(o.type)), {dst, MOperand::use(r)});
      else emit(Mov, u8(type_size(o.type)), {dst, MOperand::use(r)});
    } else if (mf_.reg_class(r) == RegClass::Xmm) {
      emit(Movups, 16, {dst, MOperand::use(r)});
    } else {
      emit(Mov, size_of(o.type), {dst, MOperand::use(r)});
    }
  }
  // x87 outputs: st(0) is popped first. Inputs the statement neither turned into outputs
  // nor popped itself (a clobbered "st(1)" is popped by the statement) are popped after.
  unsigned x87_pushed = (x87_in[0] ? 1 : 0) + (x87_in[1] ? 1 : 0);
  bool pops_second = false;
  for (std::string_view c : ai.clobbers) pops_second |= c == "st(1)" || c == "%st(1)";
  unsigned leftover = x87_pushed - x87_matched - (pops_second && x87_in[1] && x87_pushed > x87_matched ? 1 : 0);
  for (int s = 0; s < 2; ++s)
    for (size_t k = 0; k < no; ++k)
      if (special[k] == s + 1) {
        IrType t = ai.outputs[k].type;
        MOperand dst = mem_at(ops[k]);
        emit(Fstp, u8(t == IrType::F128 ? 16 : type_size(t)), {dst});
      }
  for (unsigned k = 0; k < leftover; ++k) emit(FstpSt, 8);
}

} // namespace ilcc::x86_64
