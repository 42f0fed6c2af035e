// mir_gen.cpp — the random machine-function generator (mir_gen.h).
#include "mir_gen.h"

#include "codegen/liveness.h"
#include "codegen/mir_text.h"
#include "target/x86_64/asm_printer.h"
#include "target/x86_64/frame.h"
#include "target/x86_64/regs.h"

#include <algorithm>

namespace ilcc::mirgen {

using namespace mir;
using namespace x86_64;

Source::Source(const u8* data, size_t size, u64 seed) : data_(data), size_(size), state_(seed) {
  for (size_t i = 0; i < size; ++i) state_ = (state_ ^ data[i]) * 0x100000001b3ull;
}

u32 Source::below(u32 n) {
  if (n <= 1) return 0;
  if (pos_ < size_) {
    u32 v = data_[pos_++];
    if (n > 256 && pos_ < size_) v = v << 8 | data_[pos_++];
    return v % n;
  }
  // splitmix64
  u64 z = (state_ += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return u32(z % n);
}

namespace {
constexpr Reg kArgGprs[] = {RDI, RSI, RDX, RCX, R8, R9};
constexpr Reg kArgXmms[] = {XMM0, XMM1, XMM2, XMM3};

class Gen {
public:
  Gen(Source& s, MFunction& f, const RaKnobs& k)
      : s_(s), f_(f), td_(target_desc()), limit_{u32(k.RegAllocGprLimit), u32(k.RegAllocXmmLimit)} {}

  void run() {
    f_.name = Symbol::intern("gen");
    u32 nb = 1 + s_.below(8);
    f_.blocks.resize(nb);
    // The CFG: every block but the last reaches the next; some branch to any block but the
    // entry (so the argument registers read there are live only at the start).
    std::vector<i32> branch(nb, -1);
    for (u32 b = 0; b < nb; ++b) {
      MBlock& mb = f_.blocks[b];
      mb.ir_label = b;
      if (b + 1 == nb) continue;
      if (s_.chance(50)) {
        u32 t = 1 + s_.below(nb - 1); // not the entry, which selection never branches back to
        if (t != b + 1) branch[b] = i32(t), mb.succs.push_back(t);
      }
      mb.succs.push_back(b + 1);
    }
    for (u32 b = 0; b < nb; ++b)
      for (u32 t : f_.blocks[b].succs) f_.blocks[t].preds.push_back(b);
    std::vector<u32> depth = compute_loop_depths(f_);
    for (u32 b = 0; b < nb; ++b) f_.blocks[b].loop_depth = depth[b];
    // Dominators (block b's dominators all precede it: b-1 falls into b).
    std::vector<u32> dom(nb, (1u << nb) - 1);
    dom[0] = 1;
    for (bool changed = true; changed;) {
      changed = false;
      for (u32 b = 1; b < nb; ++b) {
        u32 d = (1u << nb) - 1;
        for (u32 p : f_.blocks[b].preds) d &= dom[p];
        d |= 1u << b;
        if (d != dom[b]) dom[b] = d, changed = true;
      }
    }
    std::vector<std::vector<Reg>> defined(nb);
    for (u32 b = 0; b < nb; ++b) {
      cur_ = b;
      avail_[0].clear(), avail_[1].clear();
      for (u32 d = 0; d < b; ++d)
        if (dom[b] & (1u << d))
          for (Reg r : defined[d]) add_avail(r);
      if (b == 0) {
        // The parameters: argument registers (pre-coloured uses) copied at the entry, as
        // selection does, so they are not live beyond it.
        u32 np = s_.below(4);
        for (u32 i = 0; i < np; ++i) {
          bool x = s_.chance(25);
          Reg d = def_target(x ? RegClass::Xmm : RegClass::Gpr);
          copy(d, x ? kArgXmms[i] : kArgGprs[i]);
          add_avail(d);
        }
      }
      u32 n = s_.below(14);
      for (u32 i = 0; i < n; ++i) step();
      if (branch[b] >= 0) {
        compare();
        MInst j = make(Jcc, 8, {MOperand::make_block(u32(branch[b]))});
        j.cond = u8(s_.below(16));
        emit(j);
      }
      if (b + 1 < nb) {
        emit(make(Jmp, 8, {MOperand::make_block(b + 1)}));
      } else {
        MInst r = make(Ret, 8, {});
        if (s_.chance(60)) {
          copy(RAX, gpr());
          r.imp_uses = reg_bit(RAX);
        }
        emit(r);
      }
      for (Reg r : avail_[0]) defined[b].push_back(r);
      for (Reg r : avail_[1]) defined[b].push_back(r);
    }
  }

private:
  MInst make(u16 op, u8 size, std::initializer_list<MOperand> ops) {
    MInst in;
    in.op = op;
    in.size = size;
    in.nops = u8(ops.size());
    u32 k = 0;
    for (const MOperand& o : ops) in.ops[k++] = o;
    in.imp_uses = td_.inst(op).imp_uses;
    in.imp_defs = td_.inst(op).imp_defs;
    return in;
  }
  void emit(const MInst& in) { f_.blocks[cur_].insts.push_back(in); }

  void add_avail(Reg r) {
    std::vector<Reg>& v = avail_[unsigned(f_.reg_class(r))];
    for (Reg x : v)
      if (x == r) return;
    v.push_back(r);
  }
  // A register to define: a new one or (non-SSA) one already defined.
  Reg def_target(RegClass c) {
    std::vector<Reg>& v = avail_[unsigned(c)];
    if (!v.empty() && s_.chance(25)) return v[s_.below(u32(v.size()))];
    Reg r = f_.new_vreg(c);
    if (s_.chance(10)) {
      Reg h = c == RegClass::Gpr ? kArgGprs[s_.below(6)] : kArgXmms[s_.below(4)];
      f_.vregs.back().hint = h;
    }
    return r;
  }
  // A defined register of the class, defining one first if there is none (or sometimes).
  Reg gpr() {
    if (avail_[0].empty() || s_.chance(8)) {
      Reg r = def_target(RegClass::Gpr);
      emit(make(Mov, 8, {MOperand::def(r), MOperand::make_imm(i64(s_.below(1000)) - 500)}));
      add_avail(r);
      return r;
    }
    return avail_[0][s_.below(u32(avail_[0].size()))];
  }
  Reg xmm() {
    if (avail_[1].empty() || s_.chance(8)) {
      Reg r = def_target(RegClass::Xmm);
      if (s_.chance(50)) emit(make(ZeroX, 16, {MOperand::def(r)}));
      else emit(make(MovGX, 8, {MOperand::def(r), MOperand::use(gpr())}));
      add_avail(r);
      return r;
    }
    return avail_[1][s_.below(u32(avail_[1].size()))];
  }
  void defined(Reg r) { add_avail(r); }

  u32 frame_object() {
    if (f_.frame.empty() || s_.chance(15)) return f_.new_frame_object(8u << s_.below(3), 8u << s_.below(2));
    return s_.below(u32(f_.frame.size()));
  }
  // A memory operand: a frame object or a register base, maybe an index.
  MOperand mem() {
    MOperand m;
    if (s_.chance(50)) m = MOperand::frame(frame_object(), i32(s_.below(4) * 8));
    else m = MOperand::mem(gpr(), i32(s_.below(64)) - 32);
    if (s_.chance(30)) m.index = gpr(), m.scale = u8(1u << s_.below(4));
    return m;
  }
  MOperand gpr_or_mem_or_imm() {
    u32 k = s_.below(10);
    if (k < 2) return mem();
    if (k < 4) return MOperand::make_imm(i64(s_.below(200)) - 100);
    return MOperand::use(gpr());
  }
  void copy(Reg dst, Reg src) {
    bool x = (is_virt(src) ? f_.reg_class(src) : td_.class_of(src)) == RegClass::Xmm;
    emit(make(x ? Movaps : Mov, x ? 16 : 8, {MOperand::def(dst), MOperand::use(src)}));
  }
  void compare() {
    if (s_.chance(25)) emit(make(UcomiF, 8, {MOperand::use(xmm()), MOperand::use(xmm())}));
    else emit(make(Cmp, 8, {MOperand::use(gpr()), gpr_or_mem_or_imm()}));
  }

  void call() {
    RegMask uses = 0;
    u32 ng = s_.below(4), nx = s_.below(3);
    // Argument values first, then the moves into the argument registers right before the call.
    std::vector<std::pair<Reg, Reg>> moves;
    for (u32 i = 0; i < ng; ++i) moves.push_back({kArgGprs[i], gpr()});
    for (u32 i = 0; i < nx; ++i) moves.push_back({kArgXmms[i], xmm()});
    Reg target = s_.chance(20) ? gpr() : kNoReg;
    for (auto [phys, v] : moves) {
      copy(phys, v);
      uses |= reg_bit(phys);
    }
    RegMask rets = 0;
    MInst c = target != kNoReg ? make(CallInd, 8, {MOperand::use(target)})
                               : make(Call, 8, {MOperand::make_sym(Symbol::intern("callee"), 0, Reloc::Plt)});
    if (s_.chance(60)) rets |= reg_bit(RAX);
    if (s_.chance(30)) rets |= reg_bit(XMM0);
    c.imp_uses = uses;
    c.imp_defs = kCallerSaved | rets;
    emit(c);
    f_.has_calls = true;
    if (rets & reg_bit(RAX)) {
      Reg r = def_target(RegClass::Gpr);
      copy(r, RAX);
      defined(r);
    }
    if (rets & reg_bit(XMM0)) {
      Reg r = def_target(RegClass::Xmm);
      copy(r, XMM0);
      defined(r);
    }
  }

  void inline_asm() {
    // Outputs: one or two registers (maybe early clobber, maybe read too), then inputs.
    // At most limit - 1 registers of a class (one more may be clobbered), so that the
    // function stays allocatable with the knobs' register limits.
    u32 budget[2] = {limit_[0] - 1, limit_[1] - 1};
    auto take_xmm = [&](bool want) {
      bool x = want && budget[1] > 0;
      if (!x && budget[0] == 0) x = budget[1] > 0;
      --budget[x ? 1 : 0];
      return x;
    };
    u32 no = 1 + s_.below(2), ni = s_.below(3);
    no = std::min(no, budget[0] + budget[1]);
    ni = std::min(ni, budget[0] + budget[1] - no);
    bool with_mem = s_.chance(30);
    std::vector<MOperand> ops;
    std::vector<Reg> outs;
    for (u32 i = 0; i < no; ++i) {
      bool x = take_xmm(s_.chance(20));
      bool plus = s_.chance(25);
      // A plain output is a new register: an input may not be the register it defines.
      Reg r = plus ? (x ? xmm() : gpr()) : f_.new_vreg(x ? RegClass::Xmm : RegClass::Gpr);
      bool dup = false;
      for (Reg o : outs) dup |= o == r;
      if (dup) r = f_.new_vreg(x ? RegClass::Xmm : RegClass::Gpr), plus = false;
      outs.push_back(r);
      MOperand o = MOperand::make_reg(r, plus ? u8(kUseDef) : u8(kDef | (s_.chance(40) ? kEarlyClobber : 0)));
      o.scale = 8;
      ops.push_back(o);
    }
    for (u32 i = 0; i < ni; ++i) {
      MOperand o = MOperand::use(take_xmm(s_.chance(20)) ? xmm() : gpr());
      o.scale = 8;
      ops.push_back(o);
    }
    if (with_mem) ops.push_back(MOperand::frame(frame_object(), 0));
    std::string text = "# asm";
    for (size_t i = 0; i < ops.size(); ++i) text += " %" + std::to_string(i);
    AsmExt* e = f_.arena.make<AsmExt>();
    e->text = f_.arena.copy_string(text);
    e->ops = f_.arena.copy(std::span<const MOperand>(ops));
    e->num_outputs = no;
    std::vector<u8> special(ops.size(), 0);
    e->special = f_.arena.copy(std::span<const u8>(special));
    MInst in = make(InlineAsm, 8, {});
    in.asm_ext = e;
    if (s_.chance(40)) in.imp_defs = reg_bit(kArgGprs[s_.below(6)]);
    emit(in);
    for (Reg r : outs) defined(r);
  }

  void step() {
    switch (s_.below(22)) {
    case 0: gpr(); break;
    case 1: xmm(); break;
    case 2: { // copy
      Reg src = s_.chance(75) ? gpr() : xmm();
      Reg dst = def_target(f_.reg_class(src));
      copy(dst, src);
      defined(dst);
      break;
    }
    case 3:
    case 4: { // two-address integer arithmetic
      static const u16 ops[] = {Add, Sub, And, Or, Xor};
      emit(make(ops[s_.below(5)], 8, {MOperand::usedef(gpr()), gpr_or_mem_or_imm()}));
      break;
    }
    case 5: {
      MOperand src = s_.chance(30) ? mem() : MOperand::use(gpr());
      emit(make(Imul, 8, {MOperand::usedef(gpr()), src}));
      break;
    }
    case 6: emit(make(Shl + s_.below(3), 8, {MOperand::usedef(gpr()), MOperand::make_imm(1 + s_.below(20))})); break;
    case 7: { // shift by %cl
      Reg count = gpr(), v = gpr();
      copy(RCX, count);
      emit(make(ShlCl + s_.below(3), 8, {MOperand::usedef(v)}));
      break;
    }
    case 8: { // division in rax:rdx
      Reg a = gpr(), d = gpr();
      copy(RAX, a);
      emit(make(Cqto, 8, {}));
      // A memory divisor is a frame slot: with rax and rdx taken, an address of two
      // registers would not fit in three allocatable ones.
      MOperand m = s_.chance(25) ? MOperand::frame(frame_object(), 0) : MOperand::use(d);
      emit(make(s_.chance(50) ? Idiv : Div, 8, {m}));
      Reg q = def_target(RegClass::Gpr);
      copy(q, s_.chance(50) ? RAX : RDX);
      defined(q);
      break;
    }
    case 9: { // lea
      MOperand m = MOperand::mem(gpr(), i32(s_.below(100)));
      if (s_.chance(60)) m.index = gpr(), m.scale = u8(1u << s_.below(4));
      Reg d = def_target(RegClass::Gpr);
      emit(make(Lea, 8, {MOperand::def(d), m}));
      defined(d);
      break;
    }
    case 10: { // load
      Reg d = def_target(RegClass::Gpr);
      emit(make(Mov, 8, {MOperand::def(d), mem()}));
      defined(d);
      break;
    }
    case 11: emit(make(Mov, 8, {mem(), MOperand::use(gpr())})); break; // store
    case 12: { // cmov / setcc
      compare();
      if (s_.chance(50)) {
        MInst c = make(Cmov, 8, {MOperand::usedef(gpr()), s_.chance(30) ? mem() : MOperand::use(gpr())});
        c.cond = u8(s_.below(16));
        emit(c);
      } else {
        Reg d = def_target(RegClass::Gpr);
        MInst c = make(Setcc, 1, {MOperand::def(d)});
        c.cond = u8(s_.below(16));
        emit(c);
        defined(d);
      }
      break;
    }
    case 13: { // zero extension
      Reg d = def_target(RegClass::Gpr);
      MInst in = make(MovZX, 8, {MOperand::def(d), MOperand::use(gpr())});
      in.size2 = 1;
      emit(in);
      defined(d);
      break;
    }
    case 14: { // floating point arithmetic
      static const u16 ops[] = {AddF, SubF, MulF, DivF};
      MOperand src = s_.chance(25) ? mem() : MOperand::use(xmm());
      emit(make(ops[s_.below(4)], 8, {MOperand::usedef(xmm()), src}));
      break;
    }
    case 15: { // conversions between the classes
      if (s_.chance(50)) {
        Reg d = def_target(RegClass::Gpr);
        emit(make(CvttF2si, 8, {MOperand::def(d), MOperand::use(xmm())}));
        defined(d);
      } else {
        Reg d = def_target(RegClass::Xmm);
        MInst in = make(Cvtsi2F, 8, {MOperand::def(d), MOperand::use(gpr())});
        in.size2 = 8;
        emit(in);
        defined(d);
      }
      break;
    }
    case 16: { // xmm memory
      if (s_.chance(50)) {
        emit(make(MovF, 8, {mem(), MOperand::use(xmm())}));
      } else {
        Reg d = def_target(RegClass::Xmm);
        emit(make(MovF, 8, {MOperand::def(d), mem()}));
        defined(d);
      }
      break;
    }
    case 17:
    case 18: call(); break;
    case 19: inline_asm(); break;
    case 20: { // a constant for a rematerialization
      Reg d = def_target(RegClass::Gpr);
      emit(make(Lea, 8, {MOperand::def(d), MOperand::frame(frame_object(), 0)}));
      defined(d);
      break;
    }
    case 21: emit(make(Neg + s_.below(2), 8, {MOperand::usedef(gpr())})); break;
    }
  }

  Source& s_;
  MFunction& f_;
  const TargetDesc& td_;
  u32 cur_ = 0;
  u32 limit_[2]; // the allocator's register limits (RegAllocGprLimit, RegAllocXmmLimit)
  std::vector<Reg> avail_[2]; // defined registers of each class at this point
};
} // namespace

void generate(Source& src, MFunction& f, RaKnobs& knobs) {
  knobs.RegAllocGprLimit = 3 + src.below(14);
  knobs.RegAllocXmmLimit = 2 + src.below(15);
  knobs.RegAllocCoalescing = src.below(4) != 0;
  knobs.RegAllocSplitAroundCalls = src.below(4) != 0;
  knobs.RegAllocRemat = src.below(4) != 0;
  knobs.RegAllocSpillFolding = src.below(4) != 0;
  knobs.RegAllocShareSlots = src.below(4) != 0;
  knobs.RegAllocNumNonSpillTrials = src.below(3);
  knobs.verify = true;
  Gen(src, f, knobs).run();
}

std::string knob_flags(const RaKnobs& knobs) {
  return "-fra-knob=RegAllocGprLimit=" + std::to_string(knobs.RegAllocGprLimit) +
         " -fra-knob=RegAllocXmmLimit=" + std::to_string(knobs.RegAllocXmmLimit) +
         " -fra-knob=RegAllocCoalescing=" + std::to_string(knobs.RegAllocCoalescing) +
         " -fra-knob=RegAllocSplitAroundCalls=" + std::to_string(knobs.RegAllocSplitAroundCalls) +
         " -fra-knob=RegAllocRemat=" + std::to_string(knobs.RegAllocRemat) +
         " -fra-knob=RegAllocSpillFolding=" + std::to_string(knobs.RegAllocSpillFolding) +
         " -fra-knob=RegAllocShareSlots=" + std::to_string(knobs.RegAllocShareSlots) +
         " -fra-knob=RegAllocNumNonSpillTrials=" + std::to_string(knobs.RegAllocNumNonSpillTrials);
}

std::string check_generated(MFunction& f, const RaKnobs& knobs) {
  const TargetDesc& td = target_desc();
  std::string text;
  print_mfunction(text, f, td);
  auto knob_text = [&] { return "knobs: " + knob_flags(knobs) + "\n"; };
  std::string e = validate_mfunction(f, td);
  if (!e.empty()) return "the generator made an invalid function: " + e + "\n" + text;
  std::vector<std::unique_ptr<MFunction>> again;
  MirParseError err;
  if (!parse_mir(text, td, again, err) || again.size() != 1)
    return "the print does not parse: " + std::to_string(err.line) + ":" + std::to_string(err.col) + ": " + err.message +
           "\n" + text;
  std::string text2;
  print_mfunction(text2, *again[0], td);
  if (text2 != text) return "print -> parse -> print differs\n" + text + "----\n" + text2;
  RaStats stats;
  if (!allocate_registers(f, td, knobs, stats, e)) return e + "\n" + knob_text() + text;
  e = validate_mfunction(f, td);
  if (!e.empty()) return "invalid after register allocation: " + e + "\n" + knob_text() + text;
  for (const MBlock& b : f.blocks)
    for (const MInst& in : b.insts)
      for (const MOperand& o : in.operands())
        if ((o.is_reg() && is_virt(o.reg)) || (o.is_mem() && ((!o.is_frame() && is_virt(o.reg)) || is_virt(o.index))))
          return "a virtual register after allocation\n" + knob_text() + text;
  lower_frame(f);
  e = validate_mfunction(f, td);
  if (!e.empty()) return "invalid after frame lowering: " + e + "\n" + knob_text() + text;
  std::string asm_text;
  AsmPrinter printer;
  printer.function(asm_text, f, FunctionDirectives{});
  return {};
}

} // namespace ilcc::mirgen
