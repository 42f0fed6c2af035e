// count_down.cpp — loop counters that only count run down to zero.
//
// A rotated loop `for (i = c0; i < C; i++)` whose counter serves nothing but its own
// increment and the exit test ends each iteration with `add`, `cmp $C` and a branch. Run
// from C - c0 down to zero instead, the test is the decrement's own zero flag: `sub $1`
// and `jne` (CoreMark's crcu8 loops eight times over a byte; gcc counts down too).
//
// The shape, all in SSA values:
//
//     H:  %i = phi [c0, P], [%next, Y]          only use of %i: %next
//         ...
//         %next = add %i, 1                     uses: the phi and %cmp
//     Y:  %cmp = cmp ult %next, C               only use: Y's branch
//         condbr %cmp, H, exit
//
// with constants 0 <= c0 < C below the type's sign bit; the test may be `slt` or `ne`,
// its operands swapped, or inverted with H as the false target. Why the rewrite is exact:
// the back edge is taken only when %next < C (for `ne`, %next runs from c0 + 1 up to C and
// stops there), so %i < C whenever H runs and %next <= C; then `%next < C` is `%next != C`,
// which is `C - %next != 0`. The phi starts at C - c0 and the add becomes `sub 1`, so the
// phi holds C - %i and the decrement C - %next, never below zero. A variable's debug values
// naming the counter are dropped: the register now holds another number.
//
// One scan counts uses and records definitions; each phi is then looked at once: linear.
#include "opt/count_down.h"

#include "ir/analysis.h"
#include "opt/value_fold.h"

#include <algorithm>

namespace ilcc {

namespace {

constexpr u32 kNone = UINT32_MAX;

class CountDown {
public:
  explicit CountDown(IrFunction& f) : f_(f) {}

  size_t run() {
    u32 limit = f_.value_limit();
    uses_.assign(limit, 0);
    def_.assign(limit, {kNone, 0});
    changed_.assign(limit, 0);
    for (u32 b = 0; b < f_.blocks.size(); ++b) {
      const BasicBlock& bb = f_.blocks[b];
      for (u32 k = 0; k < bb.instructions.size(); ++k) {
        const Instruction& i = bb.instructions[k];
        i.for_each_used_value([&](u32 v) { ++uses_[v]; });
        if (i.dest.valid()) def_[i.dest.id] = {b, k};
      }
      bb.terminator.for_each_used_value([&](u32 v) { ++uses_[v]; });
    }
    labels_ = build_label_map(f_);
    size_t n = 0;
    for (u32 h = 0; h < f_.blocks.size(); ++h)
      for (Instruction& phi : f_.blocks[h].instructions) {
        if (phi.op != Opcode::Phi) break;
        n += rewrite(h, phi);
      }
    if (n && !f_.debug_values.empty())
      std::erase_if(f_.debug_values, [&](const IrFunction::DebugValue& d) {
        return d.value.is_value() && d.value.value().id < changed_.size() && changed_[d.value.value().id];
      });
    return n;
  }

private:
  Instruction* def(const Operand& o) {
    if (!o.is_value() || o.value().id >= def_.size() || def_[o.value().id].first == kNone) return nullptr;
    auto [b, k] = def_[o.value().id];
    return &f_.blocks[b].instructions[k];
  }

  bool rewrite(u32 h, Instruction& phi) {
    if (phi.num_ops != 2 || !is_int(phi.ty) || type_size(phi.ty) > 8 || uses_[phi.dest.id] != 1) return false;
    u32 back = phi.operand(0).is_const() ? 1 : 0;
    std::optional<i64> c0 = phi.operand(1 - back).const_int();
    Instruction* next = def(phi.operand(back));
    if (!c0 || !next || next->op != Opcode::BinOp || next->binop() != IrBinOp::Add || next->ty != phi.ty ||
        !(next->operand(0) == Operand(phi.dest)) || next->operand(1).const_int() != 1 || uses_[next->dest.id] != 2)
      return false;
    u32 y = labels_.index_of(phi.phi_blocks()[back]);
    if (y == kNoBlock) return false;
    Terminator& t = f_.blocks[y].terminator;
    if (t.kind != TermKind::CondBranch || t.target == t.target2) return false;
    Instruction* cmp = def(t.val);
    if (!cmp || cmp->op != Opcode::Cmp || uses_[cmp->dest.id] != 1) return false;
    IrCmpOp op = cmp->cmpop();
    Operand bound = cmp->operand(1);
    if (cmp->operand(1) == Operand(next->dest)) op = swapped(op), bound = cmp->operand(0);
    else if (!(cmp->operand(0) == Operand(next->dest))) return false;
    std::optional<i64> c = bound.const_int();
    bool h_true = t.target == f_.blocks[h].label;
    if (!h_true && !(t.target2 == f_.blocks[h].label)) return false;
    if (!h_true) op = inverse(op);
    if (op != IrCmpOp::Ult && op != IrCmpOp::Slt && op != IrCmpOp::Ne) return false;
    i64 sign = type_size(phi.ty) == 8 ? INT64_MAX : (i64(1) << (type_size(phi.ty) * 8 - 1)) - 1;
    if (!c || *c0 < 0 || *c0 >= *c || *c > sign) return false;
    // A narrower counter counts in 32 bits: the flags of a byte's decrement (done as a
    // 32-bit lea) would not tell its zero.
    IrType ty = type_size(phi.ty) < 4 ? IrType::I32 : phi.ty;
    phi.ty = ty;
    phi.operand(1 - back) = int_operand(*c - *c0, ty);
    *next = make_binop(f_.arena, next->dest, IrBinOp::Sub, ty, Operand(phi.dest), int_operand(1, ty));
    *cmp = make_cmp(f_.arena, cmp->dest, h_true ? IrCmpOp::Ne : IrCmpOp::Eq, ty, Operand(next->dest), int_operand(0, ty));
    changed_[phi.dest.id] = changed_[next->dest.id] = 1;
    return true;
  }

  IrFunction& f_;
  LabelMap labels_;
  std::vector<u32> uses_;
  std::vector<std::pair<u32, u32>> def_; // by value: defining block and index
  std::vector<u8> changed_;              // by value: holds another number now
};

} // namespace

size_t count_loops_down(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.size() < 2) return 0;
  return CountDown(f).run();
}

} // namespace ilcc
