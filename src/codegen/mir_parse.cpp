// mir_parse.cpp — parsing the machine IR text form (mir_text.h; syntax in docs/codegen.md).
//
// A line-oriented lexer and a recursive-descent parser. Errors throw a ParseFailure with
// the position of the offending token, caught in parse_mir; every function parsed is
// validated (mir_validate.cpp) before it is handed out, each instruction's error reported
// at the instruction.
#include "codegen/mir_text.h"

#include "support/hash.h"

#include <cstring>

namespace ilcc::mir {

namespace {
struct ParseFailure {
  u32 line, col;
  std::string message;
};

enum class Tok : u8 { Eof, Eol, Ident, Int, VReg, PReg, Sym, Str, Punct };

struct Token {
  Tok kind = Tok::Eof;
  char punct = 0;
  bool neg = false; // Int: a leading minus
  u32 line = 1, col = 1;
  u64 mag = 0;           // Int: magnitude; VReg: index
  std::string_view text; // Ident, PReg: the spelling
  std::string str;       // Str, Sym: the decoded text
};

bool ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool ident_char(char c) { return ident_start(c) || (c >= '0' && c <= '9') || c == '-'; }
bool digit(char c) { return c >= '0' && c <= '9'; }
bool sym_char(char c) { return ident_start(c) || digit(c) || c == '.' || c == '$'; }
int hex_value(char c) {
  if (digit(c)) return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

class Lexer {
public:
  explicit Lexer(std::string_view text) : t_(text) {}

  Token next() {
    while (p_ < t_.size()) {
      char c = t_[p_];
      if (c == ' ' || c == '\t' || c == '\r') {
        ++p_;
      } else if (c == ';') {
        while (p_ < t_.size() && t_[p_] != '\n') ++p_;
      } else {
        break;
      }
    }
    Token k;
    k.line = line_, k.col = u32(p_ - line_start_ + 1);
    if (p_ >= t_.size()) return k;
    char c = t_[p_];
    if (c == '\n') {
      ++p_, ++line_, line_start_ = p_;
      k.kind = Tok::Eol;
      return k;
    }
    if (digit(c) || (c == '-' && p_ + 1 < t_.size() && digit(t_[p_ + 1]))) {
      k.kind = Tok::Int;
      if (c == '-') k.neg = true, ++p_;
      k.mag = number(k);
      return k;
    }
    if (c == '%') {
      ++p_;
      if (p_ >= t_.size() || t_[p_] != 'v' || p_ + 1 >= t_.size() || !digit(t_[p_ + 1]))
        fail(k, "expected a virtual register (%vN)");
      ++p_;
      k.kind = Tok::VReg;
      k.mag = number(k);
      if (k.mag > (1u << 24)) fail(k, "virtual register number too large");
      return k;
    }
    if (c == '$') {
      size_t s = ++p_;
      while (p_ < t_.size() && ident_char(t_[p_])) ++p_;
      if (p_ == s) fail(k, "expected a register name after '$'");
      k.kind = Tok::PReg;
      k.text = t_.substr(s, p_ - s);
      return k;
    }
    if (c == '@') {
      ++p_;
      k.kind = Tok::Sym;
      if (p_ < t_.size() && t_[p_] == '"') {
        k.str = string(k);
        return k;
      }
      size_t s = p_;
      while (p_ < t_.size() && sym_char(t_[p_])) ++p_;
      if (p_ == s) fail(k, "expected a symbol name after '@'");
      k.str = std::string(t_.substr(s, p_ - s));
      return k;
    }
    if (c == '"') {
      k.kind = Tok::Str;
      k.str = string(k);
      return k;
    }
    if (ident_start(c)) {
      size_t s = p_;
      while (p_ < t_.size() && ident_char(t_[p_])) ++p_;
      k.kind = Tok::Ident;
      k.text = t_.substr(s, p_ - s);
      return k;
    }
    if (std::strchr("{}()[],:.+-*/#", c) && c) {
      ++p_;
      k.kind = Tok::Punct;
      k.punct = c;
      return k;
    }
    fail(k, u8(c) >= 0x20 && u8(c) < 0x7f ? std::string("unexpected character '") + c + "'" : "unexpected character");
  }

private:
  [[noreturn]] static void fail(const Token& at, std::string msg) { throw ParseFailure{at.line, at.col, std::move(msg)}; }

  u64 number(const Token& at) {
    u64 v = 0;
    while (p_ < t_.size() && digit(t_[p_])) {
      u64 d = u64(t_[p_] - '0');
      if (v > (~u64(0) - d) / 10) fail(at, "number too large");
      v = v * 10 + d;
      ++p_;
    }
    if (p_ < t_.size() && ident_char(t_[p_])) fail(at, "malformed number");
    return v;
  }

  // A double-quoted string with \" \\ \n \t \xHH escapes; p_ is at the opening quote.
  std::string string(const Token& at) {
    std::string s;
    ++p_;
    while (true) {
      if (p_ >= t_.size() || t_[p_] == '\n') fail(at, "unterminated string");
      char c = t_[p_++];
      if (c == '"') break;
      if (c != '\\') {
        s += c;
        continue;
      }
      if (p_ >= t_.size()) fail(at, "unterminated string");
      char e = t_[p_++];
      if (e == '"' || e == '\\') s += e;
      else if (e == 'n') s += '\n';
      else if (e == 't') s += '\t';
      else if (e == 'x' && p_ + 1 < t_.size() && hex_value(t_[p_]) >= 0 && hex_value(t_[p_ + 1]) >= 0) {
        s += char(hex_value(t_[p_]) * 16 + hex_value(t_[p_ + 1]));
        p_ += 2;
      } else {
        Token here;
        here.line = line_, here.col = u32(p_ - 2 - line_start_ + 1); // at the backslash
        fail(here, "invalid escape sequence in string");
      }
    }
    return s;
  }

  std::string_view t_;
  size_t p_ = 0, line_start_ = 0;
  u32 line_ = 1;
};

class Parser {
public:
  Parser(std::string_view text, const TargetDesc& td) : lex_(text), td_(td) {
    for (u16 i = 0; i < td.insts.size(); ++i) ops_[std::string_view(td.insts[i].name)] = i;
    for (Reg r = 0; r < kNumPhysRegs; ++r) regs_[std::string_view(td.reg_name(r, 8))] = r;
    tok_ = lex_.next();
  }

  void module(std::vector<std::unique_ptr<MFunction>>& out) {
    skip_eols();
    while (tok_.kind != Tok::Eof) {
      if (!is_ident("function")) fail("expected 'function'");
      advance();
      out.push_back(std::make_unique<MFunction>());
      function(*out.back());
      skip_eols();
    }
  }

private:
  [[noreturn]] void fail(const std::string& msg) const { fail_at(tok_, msg); }
  [[noreturn]] static void fail_at(const Token& t, const std::string& msg) { throw ParseFailure{t.line, t.col, msg}; }

  void advance() { tok_ = lex_.next(); }
  void skip_eols() {
    while (tok_.kind == Tok::Eol) advance();
  }
  bool is_ident(std::string_view s) const { return tok_.kind == Tok::Ident && tok_.text == s; }
  bool is_punct(char c) const { return tok_.kind == Tok::Punct && tok_.punct == c; }
  void expect_punct(char c) {
    if (!is_punct(c)) fail(std::string("expected '") + c + "'");
    advance();
  }
  void expect_ident(std::string_view s) {
    if (!is_ident(s)) fail("expected '" + std::string(s) + "'");
    advance();
  }
  void expect_eol() {
    if (tok_.kind != Tok::Eol && tok_.kind != Tok::Eof) fail("expected the end of the line");
    skip_eols();
  }
  u64 unsigned_int(u64 max, const char* what) {
    if (tok_.kind != Tok::Int || tok_.neg) fail(std::string("expected ") + what);
    if (tok_.mag > max) fail(std::string(what) + " out of range");
    u64 v = tok_.mag;
    advance();
    return v;
  }
  i64 signed_int(i64 min, i64 max, const char* what) {
    if (tok_.kind != Tok::Int) fail(std::string("expected ") + what);
    bool ok = tok_.neg ? tok_.mag <= u64(-(min + 1)) + 1 : tok_.mag <= u64(max);
    if (!ok) fail(std::string(what) + " out of range");
    i64 v = tok_.neg ? i64(0 - tok_.mag) : i64(tok_.mag);
    advance();
    return v;
  }
  // bbN as an identifier: the block number, or -1.
  static i64 block_number(const Token& t) {
    if (t.kind != Tok::Ident || t.text.size() < 3 || t.text.substr(0, 2) != "bb" || t.text.size() > 12) return -1;
    u64 v = 0;
    for (char c : t.text.substr(2)) {
      if (!digit(c)) return -1;
      v = v * 10 + u64(c - '0');
    }
    return v > 0xFFFFFFFEu ? -1 : i64(v);
  }
  u32 block_ref() {
    i64 b = block_number(tok_);
    if (b < 0) fail("expected a block (bbN)");
    advance();
    return u32(b);
  }
  Reg reg() {
    if (tok_.kind == Tok::VReg) {
      if (tok_.mag >= f_->vregs.size()) fail("undeclared virtual register %v" + std::to_string(tok_.mag));
      Reg r = kFirstVirtReg + Reg(tok_.mag);
      advance();
      return r;
    }
    if (tok_.kind == Tok::PReg) {
      const Reg* r = regs_.find(tok_.text);
      if (!r) fail("unknown register '$" + std::string(tok_.text) + "'");
      advance();
      return *r;
    }
    fail("expected a register");
  }
  RegMask reg_list() {
    expect_punct('(');
    RegMask m = 0;
    while (!is_punct(')')) {
      if (m && !is_punct(',')) fail("expected ',' or ')'");
      if (m) advance();
      if (tok_.kind != Tok::PReg) fail("expected a physical register");
      m |= reg_bit(reg());
    }
    advance();
    return m;
  }
  Symbol symbol() {
    if (tok_.kind != Tok::Sym) fail("expected a symbol (@name)");
    Symbol s = Symbol::intern(tok_.str);
    advance();
    return s;
  }
  Reloc reloc() {
    static const std::pair<const char*, Reloc> names[] = {{"pcrel", Reloc::PcRel}, {"gotpcrel", Reloc::GotPcRel},
                                                          {"plt", Reloc::Plt},     {"tpoff", Reloc::TpOff},
                                                          {"gottpoff", Reloc::GotTpOff}, {"abs", Reloc::Abs}};
    if (tok_.kind == Tok::Ident)
      for (auto [n, r] : names)
        if (tok_.text == n) {
          advance();
          return r;
        }
    return Reloc::None;
  }

  void function(MFunction& f) {
    f_ = &f;
    f.name = symbol();
    f.is_global = false;
    while (!is_punct('{')) {
      if (is_ident("global")) f.is_global = true;
      else if (is_ident("has_calls")) f.has_calls = true;
      else if (is_ident("has_dynamic_alloca")) f.has_dynamic_alloca = true;
      else if (is_ident("needs_frame_pointer")) f.needs_frame_pointer = true;
      else if (is_ident("is_variadic")) f.is_variadic = true;
      else if (is_ident("vex")) f.vex = true;
      else fail("expected a function flag or '{'");
      advance();
    }
    advance();
    expect_eol();
    header(f);
    positions_.clear();
    while (!is_punct('}')) block(f);
    Token close = tok_;
    advance();
    expect_eol();
    for (MBlock& b : f.blocks)
      for (u32 s : b.succs)
        if (s < f.blocks.size()) f.blocks[s].preds.push_back(u32(&b - f.blocks.data()));
    size_t k = 0;
    for (const MBlock& b : f.blocks)
      for (const MInst& in : b.insts) {
        std::string e = validate_minst(f, td_, in);
        if (!e.empty()) throw ParseFailure{positions_[k].first, positions_[k].second, e};
        ++k;
      }
    std::string e = validate_mfunction(f, td_);
    if (!e.empty()) fail_at(close, e);
  }

  void header(MFunction& f) {
    while (true) {
      if (is_ident("reg_save_area")) {
        advance();
        f.reg_save_area = frame_ref(true); // declared below: validated at the end
      } else if (is_ident("outgoing_args_size")) {
        advance();
        f.outgoing_args_size = u32(unsigned_int(1u << 30, "a size"));
      } else if (is_ident("stack_size")) {
        advance();
        f.stack_size = u32(unsigned_int(1u << 31, "a size"));
      } else if (is_ident("used_callee_saved")) {
        advance();
        f.used_callee_saved = reg_list();
      } else if (is_ident("frame")) {
        Token at = tok_;
        u32 n = frame_ref(true);
        if (n != f.frame.size()) fail_at(at, "frame objects must be declared in order: expected frame#" + std::to_string(f.frame.size()));
        FrameObject o;
        expect_ident("size");
        o.size = unsigned_int(u64(1) << 31, "a size");
        expect_ident("align");
        o.align = u32(unsigned_int(4096, "an alignment"));
        if (is_ident("offset")) {
          advance();
          o.offset = signed_int(-(i64(1) << 32), i64(1) << 32, "an offset");
        }
        if (is_ident("spill")) o.is_spill = true, advance();
        if (is_ident("fixed")) o.fixed = true, advance();
        f.frame.push_back(o);
      } else if (tok_.kind == Tok::VReg) {
        if (tok_.mag != f.vregs.size()) fail("virtual registers must be declared in order: expected %v" + std::to_string(f.vregs.size()));
        advance();
        expect_punct(':');
        VRegInfo v;
        if (is_ident("gpr")) v.cls = RegClass::Gpr;
        else if (is_ident("xmm")) v.cls = RegClass::Xmm;
        else if (is_ident("ymm")) v.cls = RegClass::Xmm, v.bytes = 32;
        else fail("expected a register class (gpr, xmm or ymm)");
        advance();
        f.vregs.push_back(v);
        if (is_ident("hint")) {
          advance();
          if (tok_.kind != Tok::PReg) fail("expected a physical register");
          Token at = tok_;
          Reg h = reg();
          if (td_.class_of(h) != v.cls) fail_at(at, "the hint is of another register class");
          f.vregs.back().hint = h;
        }
      } else {
        return;
      }
      expect_eol();
    }
  }

  u32 frame_ref(bool declaring = false) {
    expect_ident("frame");
    expect_punct('#');
    Token at = tok_;
    u64 n = unsigned_int(0xFFFFFFFEu, "a frame object number");
    if (!declaring && n >= f_->frame.size()) fail_at(at, "frame object " + std::to_string(n) + " is not declared");
    return u32(n);
  }

  void block(MFunction& f) {
    i64 n = block_number(tok_);
    if (n < 0) fail("expected a block (bbN) or '}'");
    if (u64(n) != f.blocks.size()) fail("blocks must be numbered in order: expected bb" + std::to_string(f.blocks.size()));
    advance();
    MBlock& b = f.blocks.emplace_back();
    if (is_ident("ir")) advance(), b.ir_label = u32(unsigned_int(0xFFFFFFFEu, "an IR label"));
    if (is_ident("depth")) advance(), b.loop_depth = u32(unsigned_int(1u << 20, "a loop depth"));
    if (is_ident("address_taken")) advance(), b.address_taken = true;
    expect_punct(':');
    if (is_ident("succs")) {
      advance();
      expect_punct('(');
      while (!is_punct(')')) {
        if (!b.succs.empty()) expect_punct(',');
        b.succs.push_back(block_ref());
      }
      advance();
    }
    expect_eol();
    while (!is_punct('}') && block_number(tok_) < 0) {
      positions_.push_back({tok_.line, tok_.col});
      inst(f, b);
    }
  }

  void inst(MFunction& f, MBlock& b) {
    if (tok_.kind != Tok::Ident) fail("expected an instruction");
    const u16* op = ops_.find(tok_.text);
    if (!op) fail("unknown instruction '" + std::string(tok_.text) + "'");
    advance();
    MInst in;
    in.op = *op;
    expect_punct('.');
    in.size = u8(unsigned_int(255, "an operand size"));
    if (is_punct('/')) {
      advance();
      in.size2 = u8(unsigned_int(255, "a second size"));
    }
    if (is_ident("cc")) {
      advance();
      if (tok_.kind == Tok::Int) {
        in.cond = u8(unsigned_int(255, "a condition code"));
      } else {
        size_t c = 0;
        while (c < td_.cond_names.size() && !(tok_.kind == Tok::Ident && tok_.text == td_.cond_names[c])) ++c;
        if (c == td_.cond_names.size()) fail("unknown condition code");
        in.cond = u8(c);
        advance();
      }
    }
    if (is_ident("asm")) {
      asm_part(f, in);
    } else if (tok_.kind != Tok::Eol && tok_.kind != Tok::Eof && !at_inst_attribute()) {
      while (true) {
        if (in.nops == 3) fail("too many operands");
        in.ops[in.nops++] = operand();
        if (!is_punct(',')) break;
        advance();
      }
    }
    if (is_ident("implicit-use")) advance(), in.imp_uses = reg_list();
    if (is_ident("implicit-def")) advance(), in.imp_defs = reg_list();
    if (is_ident("flags")) {
      advance();
      expect_punct('(');
      bool first = true;
      while (!is_punct(')')) {
        if (!first) expect_punct(',');
        first = false;
        if (tok_.kind == Tok::Int) {
          in.flags |= u8(unsigned_int(255, "a flag value"));
          continue;
        }
        u8 bit = 0;
        for (auto [b, name] : MInst::kFlagNames)
          if (is_ident(name)) bit = b;
        if (!bit) fail("unknown instruction flag");
        in.flags |= bit;
        advance();
      }
      advance();
    }
    expect_eol();
    b.insts.push_back(in);
  }

  bool at_inst_attribute() const { return is_ident("implicit-use") || is_ident("implicit-def") || is_ident("flags"); }

  MOperand operand() {
    MOperand o;
    if (is_ident("_")) {
      advance();
      return o;
    }
    if (is_punct('[') || ((is_ident("fs") || is_ident("gs")))) return mem();
    if (tok_.kind == Tok::Int) return MOperand::make_imm(signed_int(INT64_MIN, INT64_MAX, "an immediate"));
    if (block_number(tok_) >= 0) return MOperand::make_block(block_ref());
    Reloc rel = reloc();
    if (tok_.kind == Tok::Sym || rel != Reloc::None) {
      Symbol s = symbol();
      i32 addend = 0;
      if (is_punct('+')) {
        advance();
        addend = i32(signed_int(INT32_MIN, INT32_MAX, "an addend"));
      } else if (tok_.kind == Tok::Int && tok_.neg) {
        addend = i32(signed_int(INT32_MIN, INT32_MAX, "an addend"));
      }
      return MOperand::make_sym(s, addend, rel);
    }
    u8 access = kUse;
    if (is_ident("def")) access = kDef, advance();
    else if (is_ident("usedef")) access = kUseDef, advance();
    else if (is_ident("noaccess")) access = 0, advance();
    if (is_ident("early-clobber")) access |= kEarlyClobber, advance();
    if (tok_.kind != Tok::VReg && tok_.kind != Tok::PReg) fail("expected an operand");
    o = MOperand::make_reg(reg(), access);
    if (is_punct(':')) {
      advance();
      o.scale = u8(unsigned_int(255, "a register size"));
    }
    return o;
  }

  MOperand mem() {
    MOperand o = MOperand::mem(kNoReg, 0);
    if (is_ident("fs") || is_ident("gs")) {
      o.set_segment(is_ident("fs") ? Segment::Fs : Segment::Gs);
      advance();
      expect_punct(':');
    }
    expect_punct('[');
    bool base = false, disp = false, sym = false;
    bool first = true;
    while (!is_punct(']')) {
      bool negative = false;
      if (!first) {
        if (is_punct('+') || is_punct('-')) {
          negative = is_punct('-');
          advance();
        } else if (!(tok_.kind == Tok::Int && tok_.neg)) {
          fail("expected '+', '-' or ']'");
        }
      }
      first = false;
      if (tok_.kind == Tok::Int) {
        if (disp) fail("a second displacement");
        disp = true;
        i64 v = signed_int(INT32_MIN, INT64_MAX, "a displacement");
        if (negative) v = -v;
        if (v < INT32_MIN || v > INT32_MAX) fail("the displacement is out of range");
        o.disp = i32(v);
        continue;
      }
      if (negative) fail("only a displacement can be subtracted");
      if (is_ident("frame")) {
        if (base) fail("a second base");
        base = true;
        o.reg = frame_ref();
        o.bits |= MOperand::kMemFrame;
        continue;
      }
      Reloc rel = reloc();
      if (tok_.kind == Tok::Sym || rel != Reloc::None) {
        if (sym) fail("a second symbol");
        sym = true;
        o.sym = symbol().raw();
        o.bits = u8((o.bits & 0x0F) | (u8(rel) << 4));
        continue;
      }
      Reg r = reg();
      if (is_punct('*')) {
        advance();
        if (o.index != kNoReg) fail("a second index register");
        o.index = r;
        o.scale = u8(unsigned_int(255, "a scale"));
        continue;
      }
      if (base) fail("a second base");
      base = true;
      o.reg = r;
    }
    advance();
    if (is_ident("scale")) {
      advance();
      if (o.index != kNoReg) fail("a scale without an index register is given after ']' only");
      o.scale = u8(unsigned_int(255, "a scale"));
    }
    if (is_ident("access")) {
      advance();
      o.access = u8(unsigned_int(255, "an access"));
    }
    return o;
  }

  void asm_part(MFunction& f, MInst& in) {
    advance();
    if (tok_.kind != Tok::Str) fail("expected the asm template string");
    AsmExt* e = f.arena.make<AsmExt>();
    e->text = f.arena.copy_string(tok_.str);
    advance();
    expect_ident("outputs");
    e->num_outputs = u32(unsigned_int(1u << 16, "an output count"));
    expect_punct('(');
    std::vector<MOperand> ops;
    while (!is_punct(')')) {
      if (!ops.empty()) expect_punct(',');
      ops.push_back(operand());
    }
    advance();
    e->ops = f.arena.copy(std::span<const MOperand>(ops));
    if (is_ident("special")) {
      advance();
      std::vector<u8> sp;
      list([&] { sp.push_back(u8(unsigned_int(255, "a special value"))); });
      e->special = f.arena.copy(std::span<const u8>(sp));
    }
    if (is_ident("labels")) {
      advance();
      std::vector<u32> labels;
      list([&] { labels.push_back(block_ref()); });
      e->labels = f.arena.copy(std::span<const u32>(labels));
    }
    if (is_ident("names")) {
      advance();
      std::vector<Symbol> names;
      list([&] {
        if (is_ident("_")) {
          advance();
          names.push_back(Symbol());
        } else if (tok_.kind == Tok::Str) {
          names.push_back(Symbol::intern(tok_.str));
          advance();
        } else {
          fail("expected a name string or '_'");
        }
      });
      e->names = f.arena.copy(std::span<const Symbol>(names));
    }
    in.asm_ext = e;
  }

  // '(' item {',' item} ')', possibly empty.
  template <class F> void list(F&& item) {
    expect_punct('(');
    bool first = true;
    while (!is_punct(')')) {
      if (!first) expect_punct(',');
      first = false;
      item();
    }
    advance();
  }

  Lexer lex_;
  const TargetDesc& td_;
  Token tok_;
  MFunction* f_ = nullptr;
  HashMap<std::string_view, u16> ops_;
  HashMap<std::string_view, Reg> regs_;
  std::vector<std::pair<u32, u32>> positions_; // line and column of each instruction of the current function
};
} // namespace

bool parse_mir(std::string_view text, const TargetDesc& td, std::vector<std::unique_ptr<MFunction>>& out,
               MirParseError& err) {
  try {
    Parser(text, td).module(out);
    return true;
  } catch (const ParseFailure& f) {
    err.line = f.line, err.col = f.col, err.message = f.message;
    out.clear();
    return false;
  }
}

} // namespace ilcc::mir
