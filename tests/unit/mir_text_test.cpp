// mir_text_test.cpp — the MIR text form (codegen/mir_text.h): a function built in memory
// with every field away from its default prints, parses back field for field, and prints
// the same text again; errors carry their position.
#include "codegen/mir_text.h"
#include "target/x86_64/regs.h"

#include <gtest/gtest.h>

using namespace ilcc;
using namespace ilcc::mir;
using namespace ilcc::x86_64;

namespace {
void expect_same_operand(const MOperand& a, const MOperand& b) {
  EXPECT_EQ(a.kind, b.kind);
  EXPECT_EQ(a.access, b.access);
  EXPECT_EQ(a.scale, b.scale);
  EXPECT_EQ(a.bits, b.bits);
  EXPECT_EQ(a.reg, b.reg);
  EXPECT_EQ(a.index, b.index);
  EXPECT_EQ(a.disp, b.disp);
  if (a.kind == OpKind::Imm) {
    EXPECT_EQ(a.imm, b.imm);
  } else if (a.kind == OpKind::Block) {
    EXPECT_EQ(a.block, b.block);
  } else if (a.kind == OpKind::Mem || a.kind == OpKind::Sym) {
    EXPECT_EQ(a.sym, b.sym);
  }
}

void expect_same(const MFunction& a, const MFunction& b) {
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.has_calls, b.has_calls);
  EXPECT_EQ(a.has_dynamic_alloca, b.has_dynamic_alloca);
  EXPECT_EQ(a.needs_frame_pointer, b.needs_frame_pointer);
  EXPECT_EQ(a.is_variadic, b.is_variadic);
  EXPECT_EQ(a.is_global, b.is_global);
  EXPECT_EQ(a.reg_save_area, b.reg_save_area);
  EXPECT_EQ(a.outgoing_args_size, b.outgoing_args_size);
  EXPECT_EQ(a.used_callee_saved, b.used_callee_saved);
  EXPECT_EQ(a.stack_size, b.stack_size);
  ASSERT_EQ(a.frame.size(), b.frame.size());
  for (size_t i = 0; i < a.frame.size(); ++i) {
    EXPECT_EQ(a.frame[i].size, b.frame[i].size);
    EXPECT_EQ(a.frame[i].align, b.frame[i].align);
    EXPECT_EQ(a.frame[i].offset, b.frame[i].offset);
    EXPECT_EQ(a.frame[i].is_spill, b.frame[i].is_spill);
    EXPECT_EQ(a.frame[i].fixed, b.frame[i].fixed);
  }
  ASSERT_EQ(a.vregs.size(), b.vregs.size());
  for (size_t i = 0; i < a.vregs.size(); ++i) {
    EXPECT_EQ(a.vregs[i].cls, b.vregs[i].cls);
    EXPECT_EQ(a.vregs[i].hint, b.vregs[i].hint);
  }
  ASSERT_EQ(a.blocks.size(), b.blocks.size());
  for (size_t k = 0; k < a.blocks.size(); ++k) {
    const MBlock &x = a.blocks[k], &y = b.blocks[k];
    EXPECT_EQ(x.succs, y.succs);
    EXPECT_EQ(x.preds, y.preds);
    EXPECT_EQ(x.ir_label, y.ir_label);
    EXPECT_EQ(x.loop_depth, y.loop_depth);
    EXPECT_EQ(x.address_taken, y.address_taken);
    ASSERT_EQ(x.insts.size(), y.insts.size());
    for (size_t i = 0; i < x.insts.size(); ++i) {
      const MInst &p = x.insts[i], &q = y.insts[i];
      EXPECT_EQ(p.op, q.op);
      EXPECT_EQ(p.size, q.size);
      EXPECT_EQ(p.size2, q.size2);
      EXPECT_EQ(p.cond, q.cond);
      EXPECT_EQ(p.nops, q.nops);
      EXPECT_EQ(p.flags, q.flags);
      EXPECT_EQ(p.imp_uses, q.imp_uses);
      EXPECT_EQ(p.imp_defs, q.imp_defs);
      ASSERT_EQ(bool(p.asm_ext), bool(q.asm_ext));
      ASSERT_EQ(p.operands().size(), q.operands().size());
      for (size_t j = 0; j < p.operands().size(); ++j) expect_same_operand(p.operands()[j], q.operands()[j]);
      if (p.asm_ext) {
        EXPECT_EQ(p.asm_ext->text, q.asm_ext->text);
        EXPECT_EQ(p.asm_ext->num_outputs, q.asm_ext->num_outputs);
        EXPECT_TRUE(std::equal(p.asm_ext->special.begin(), p.asm_ext->special.end(), q.asm_ext->special.begin(),
                               q.asm_ext->special.end()));
        EXPECT_TRUE(std::equal(p.asm_ext->labels.begin(), p.asm_ext->labels.end(), q.asm_ext->labels.begin(),
                               q.asm_ext->labels.end()));
        EXPECT_TRUE(std::equal(p.asm_ext->names.begin(), p.asm_ext->names.end(), q.asm_ext->names.begin(),
                               q.asm_ext->names.end()));
      }
    }
  }
}

MInst make(u16 op, u8 size, std::initializer_list<MOperand> ops) {
  MInst in;
  in.op = op, in.size = size, in.nops = u8(ops.size());
  u32 k = 0;
  for (const MOperand& o : ops) in.ops[k++] = o;
  return in;
}

// Every field away from its default, every operand kind, relocation and segment.
void build(MFunction& f) {
  f.name = Symbol::intern("all fields");
  f.has_calls = f.has_dynamic_alloca = f.needs_frame_pointer = f.is_variadic = true;
  f.is_global = false;
  f.outgoing_args_size = 32;
  f.used_callee_saved = reg_bit(RBX) | reg_bit(R15);
  f.stack_size = 48;
  f.new_frame_object(176, 16);
  f.frame[0].offset = -200, f.frame[0].fixed = true;
  f.new_frame_object(8, 8, true);
  f.reg_save_area = 0;
  Reg a = f.new_vreg(RegClass::Gpr), b = f.new_vreg(RegClass::Gpr), x = f.new_vreg(RegClass::Xmm);
  f.vregs[2].hint = XMM3;
  f.blocks.resize(3);
  f.blocks[0].succs = {2, 1};
  f.blocks[1].succs = {1, 2};
  f.blocks[1].loop_depth = 1, f.blocks[1].address_taken = true, f.blocks[1].ir_label = 42;
  f.blocks[0].ir_label = 0;
  for (u32 s = 0; s < 3; ++s)
    for (u32 t : f.blocks[s].succs) f.blocks[t].preds.push_back(s);
  Symbol g = Symbol::intern("g"), tls = Symbol::intern("t@GLIBC 2");
  auto& b0 = f.blocks[0].insts;
  b0.push_back(make(Mov, 8, {MOperand::def(a), MOperand::sym_mem(g, -4, Reloc::GotPcRel)}));
  MOperand fs = MOperand::sym_mem(tls, 0, Reloc::TpOff);
  fs.set_segment(Segment::Fs);
  b0.push_back(make(Mov, 4, {MOperand::def(b), fs}));
  MOperand gs = MOperand::mem(a, 12, b, 4);
  gs.set_segment(Segment::Gs);
  b0.push_back(make(Add, 8, {MOperand::usedef(b), gs}));
  b0.push_back(make(Mov, 8, {MOperand::frame(1, 8, a, 2), MOperand::make_imm(INT64_MIN)}));
  MInst cvt = make(Cvtsi2F, 8, {MOperand::usedef(x), MOperand::use(b)});
  cvt.size2 = 4, cvt.flags = MInst::kFlagRemat | MInst::kFlagDead | 0x10;
  b0.push_back(cvt);
  MInst call = make(Call, 8, {MOperand::make_sym(g, 16, Reloc::Plt)});
  call.imp_uses = reg_bit(RDI) | reg_bit(XMM0), call.imp_defs = kCallerSaved;
  b0.push_back(call);
  MInst jcc = make(Jcc, 8, {MOperand::make_block(2)});
  jcc.cond = CLE;
  b0.push_back(jcc);
  b0.push_back(make(Jmp, 8, {MOperand::make_block(1)}));
  auto& b1 = f.blocks[1].insts;
  MOperand ops[4] = {MOperand::make_reg(a, kDef | kEarlyClobber), MOperand::use(x), MOperand{},
                     MOperand::make_sym(g, -1, Reloc::Abs)};
  ops[0].scale = 4;
  AsmExt* e = f.arena.make<AsmExt>();
  e->text = f.arena.copy_string("x \"%0\"\n\t%l4 \x7f");
  e->ops = f.arena.copy(std::span<const MOperand>(ops, 4));
  u8 special[4] = {0, 0, 2, 0};
  e->special = f.arena.copy(std::span<const u8>(special, 4));
  u32 labels[1] = {1};
  e->labels = f.arena.copy(std::span<const u32>(labels, 1));
  Symbol names[5] = {Symbol::intern("out"), Symbol(), Symbol(), Symbol(), Symbol::intern("again")};
  e->names = f.arena.copy(std::span<const Symbol>(names, 5));
  e->num_outputs = 1;
  MInst in = make(InlineAsm, 8, {});
  in.asm_ext = e, in.imp_defs = reg_bit(RCX);
  b1.push_back(in);
  b1.push_back(make(Jcc, 8, {MOperand::make_block(1)}));
  b1.push_back(make(Jmp, 8, {MOperand::make_block(2)}));
  f.blocks[2].insts.push_back(make(Ret, 8, {}));
}
} // namespace

TEST(MirText, EveryFieldRoundTrips) {
  const TargetDesc& td = target_desc();
  MFunction f;
  build(f);
  ASSERT_EQ(validate_mfunction(f, td), "");
  std::string text;
  print_mfunction(text, f, td);
  std::vector<std::unique_ptr<MFunction>> fns;
  MirParseError err;
  ASSERT_TRUE(parse_mir(text, td, fns, err)) << err.line << ":" << err.col << ": " << err.message << "\n" << text;
  ASSERT_EQ(fns.size(), 1u);
  expect_same(f, *fns[0]);
  std::string again;
  print_mfunction(again, *fns[0], td);
  EXPECT_EQ(text, again);
}

TEST(MirText, ErrorsHavePositions) {
  const TargetDesc& td = target_desc();
  std::vector<std::unique_ptr<MFunction>> fns;
  MirParseError err;
  EXPECT_FALSE(parse_mir("function @f {\nbb0:\n  Mov.8 def %v0, 1\n}\n", td, fns, err));
  EXPECT_EQ(err.line, 3u);
  EXPECT_EQ(err.col, 13u);
  EXPECT_EQ(err.message, "undeclared virtual register %v0");
  EXPECT_TRUE(fns.empty());
  EXPECT_FALSE(parse_mir("function @f {\nbb0: succs(bb0)\n  Jmp.8 bb9\n}\n", td, fns, err));
  EXPECT_EQ(err.line, 3u);
  EXPECT_EQ(err.col, 3u);
  EXPECT_TRUE(parse_mir("", td, fns, err));
  EXPECT_TRUE(fns.empty());
}
