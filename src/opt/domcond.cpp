// domcond.cpp — compares decided by a dominating branch.
//
// A block whose only predecessor ends in `condbr %c, T, F` (T != F) runs only when %c was
// true (it is T) or false (it is F), and so does every block it dominates. When %c is
// `cmp OP a, b` of integers or pointers, that fact says something about every other
// comparison of a and b: x < y known true makes x > y, x >= y and x == y false and x != y,
// x <= y true; known false, x >= y true. A condition that is not a comparison says %c != 0.
//
// What is known about a pair (a, b) of one type is the set of outcomes still possible,
// among five: a == b, and for a != b each combination of the signed and the unsigned
// order (a <s b and a <u b, a <s b and a >u b, ...). Each comparison operation is true on
// a subset of them (slt on the two with a <s b, ule on the two with a <u b plus a == b);
// a fact intersects the pair's set with the operation's subset or its complement, and a
// comparison of the pair whose subset contains the whole set is true, one disjoint from
// it false. Signed and unsigned facts mix only where that is valid: x <s y says nothing of
// x <u y, but both say x != y. Swapped operands (y > x) are the same pair with the
// swapped operation.
//
// The blocks are visited in a preorder of the dominator tree with a scoped hash table of
// pairs (the table of gvn.cpp: entries chained per bucket, popped when leaving the subtree
// that pushed them). A comparison instruction the table decides is replaced by its
// constant everywhere (its value is the same at every use: the fact holds where it is
// computed), and so is a condition a block branches on that the table decides (that use
// only: the comparison may lie outside the facts' region). simplifycfg then removes the
// branches that became constant. One hash probe per comparison and branch, one push per
// decided edge: linear.
//
// Equalities with a constant are kept too (know, use_known_constants): the value of a
// switch in a block that one case alone enters, x after the true edge of `x == c` or the
// false edge of `x != c` (or of a condition that is not a comparison, which is then 0).
// The dominated blocks' uses of x read the constant, as do the phis of their successors
// on the edges leaving them: a state machine's arm that keeps its state then feeds the
// loop's state phi a constant, which jump threading follows to the arm.
#include "opt/domcond.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/scoped_table.h"
#include "opt/value_fold.h"
#include "support/hash.h"

namespace ilcc {

namespace {

// The five outcomes of comparing a with b.
enum : u8 {
  kEq = 1,          // a == b
  kLtLt = 2,        // a <s b, a <u b
  kLtGt = 4,        // a <s b, a >u b
  kGtLt = 8,        // a >s b, a <u b
  kGtGt = 16,       // a >s b, a >u b
  kAll = 31,
};

// The outcomes on which `a OP b` is true.
u8 outcomes(IrCmpOp op) {
  switch (op) {
  case IrCmpOp::Eq: return kEq;
  case IrCmpOp::Ne: return kAll & ~kEq;
  case IrCmpOp::Slt: return kLtLt | kLtGt;
  case IrCmpOp::Sle: return kLtLt | kLtGt | kEq;
  case IrCmpOp::Sgt: return kGtLt | kGtGt;
  case IrCmpOp::Sge: return kGtLt | kGtGt | kEq;
  case IrCmpOp::Ult: return kLtLt | kGtLt;
  case IrCmpOp::Ule: return kLtLt | kGtLt | kEq;
  case IrCmpOp::Ugt: return kLtGt | kGtGt;
  case IrCmpOp::Uge: return kLtGt | kGtGt | kEq;
  }
  return kAll;
}

// A comparison in canonical form: a value first, then a value of a higher id or a
// constant (normalized to its type). Null when both are constants (constfold's).
struct Pair {
  Operand a, b;
  IrType ty = IrType::Void;
  IrCmpOp op = IrCmpOp::Eq;

  u64 hash() const { return hash_combine(a.hash() ^ u64(ty), b.hash()); }
  bool same(const Pair& o) const { return ty == o.ty && a == o.a && b == o.b; }
};

bool canonical(Operand a, Operand b, IrType ty, IrCmpOp op, Pair& out) {
  if (!is_int_or_ptr(ty) || is_128(ty)) return false;
  if (a.is_const()) {
    if (b.is_const()) return false;
    std::swap(a, b);
    op = swapped(op);
  } else if (b.is_value() && b.value().id < a.value().id) {
    std::swap(a, b);
    op = swapped(op);
  }
  if (!a.is_value()) return false;
  if (b.is_const()) {
    std::optional<i128> v = const_of(b, ty);
    if (!v) return false;
    b = int_operand(*v, ty == IrType::Ptr ? IrType::I64 : ty);
  } else if (!b.is_value()) {
    return false;
  }
  out = Pair{a, b, ty, op};
  return true;
}

class DomCond {
public:
  explicit DomCond(IrFunction& f) : f_(f), rw_(f.value_limit()) {
    def_.assign(f.value_limit(), nullptr);
    size_t n = 0;
    for (const BasicBlock& b : f.blocks) {
      for (const Instruction& i : b.instructions) {
        if (i.dest.valid() && i.dest.id < def_.size()) def_[i.dest.id] = &i;
        if (i.op == Opcode::Cmp) ++n;
      }
      if (b.terminator.kind == TermKind::CondBranch) ++n;
    }
    table_ = ScopedTable<Entry>(n);
  }

  size_t run() {
    CfgAnalysis cfg = CfgAnalysis::build(f_);
    walk_dominator_tree<Mark>(
        cfg,
        [&](u32 b, const Mark*) {
          Mark mark{table_.mark(), undo_.size()};
          learn(cfg, b);
          visit_block(b);
          if (!undo_.empty()) use_known_constants(cfg, b);
          return mark;
        },
        [&](Mark mark) {
          table_.pop_to(mark.table);
          for (; undo_.size() > mark.undo; undo_.pop_back()) known_[undo_.back().first] = undo_.back().second;
        });
    if (!changed_) return 0;
    erase_instructions(f_, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    rw_.apply(f_);
    return changed_;
  }

private:
  struct Mark {
    size_t table, undo;
  };
  struct Entry {
    Pair pair; // op unused
    u64 hash;
    u8 possible;
    u32 next;
  };

  const Instruction* def(const Operand& o) const {
    return o.is_value() && o.value().id < def_.size() ? def_[o.value().id] : nullptr;
  }

  u8 possible(const Pair& p, u64 h) const {
    const Entry* e = table_.find(h, [&](const Entry& x) { return x.pair.same(p); });
    return e ? e->possible : u8(kAll);
  }

  // Records that `p` (its operation) is `truth` from here on in the dominator subtree.
  void assume(const Pair& p, bool truth) {
    u64 h = p.hash();
    u8 set = outcomes(p.op);
    u8 now = possible(p, h) & (truth ? set : u8(kAll & ~set));
    table_.push(Entry{p, h, now, 0});
  }

  // 1 or 0 when the table decides `a OP b`, else -1.
  int decide(const Operand& a, const Operand& b, IrType ty, IrCmpOp op) const {
    Pair p;
    if (!canonical(a, b, ty, op, p)) return -1;
    u8 now = possible(p, p.hash());
    if (now == kAll) return -1;
    u8 set = outcomes(p.op);
    if ((now & set) == now) return 1;
    if ((now & set) == 0) return 0;
    return -1;
  }

  // The fact the edge into b decides, when b's only predecessor branches on a condition.
  void learn(const CfgAnalysis& cfg, u32 b) {
    if (cfg.preds.len(b) != 1) return;
    u32 p = cfg.preds.row(b)[0];
    const BasicBlock& pred = f_.blocks[p];
    const Terminator& t = pred.terminator;
    BlockId label = f_.blocks[b].label;
    if (p == b || (f_.has_asm_goto && has_asm_goto_edge(f_, pred, label))) return;
    if (t.kind == TermKind::Switch) return learn_case(t, label);
    if (t.kind != TermKind::CondBranch || t.target == t.target2) return;
    bool truth = t.target == label;
    Operand c = rw_.resolve(t.val);
    if (!c.is_value()) return;
    const Instruction* d = def(c);
    Pair pair;
    if (d && d->op == Opcode::Cmp) {
      if (canonical(rw_.resolve(d->operand(0)), rw_.resolve(d->operand(1)), d->ty, d->cmpop(),
                    pair)) {
        assume(pair, truth);
        if (pair.b.is_const() && (pair.op == IrCmpOp::Eq) == truth &&
            (pair.op == IrCmpOp::Eq || pair.op == IrCmpOp::Ne))
          know(pair.a, pair.b, pair.ty);
      }
      return;
    }
    // Any other condition is `c != 0`.
    IrType ty = d ? d->result_type() : IrType::Void;
    if (!d)
      for (const IrParam& prm : f_.params)
        if (prm.value == c.value()) ty = prm.ty;
    if (is_int(ty) && canonical(c, int_operand(0, ty), ty, IrCmpOp::Ne, pair)) {
      assume(pair, truth);
      if (!truth) know(c, int_operand(0, ty), ty);
    }
  }

  // A block that one case of a switch alone enters (not the default) runs only when the
  // switch's value is that case's.
  void learn_case(const Terminator& t, BlockId label) {
    if (t.target == label || !is_int(t.ty) || is_128(t.ty)) return;
    const SwitchCase* only = nullptr;
    for (u32 k = 0; k < t.count; ++k) {
      if (t.cases()[k].target != label) continue;
      if (only) return;
      only = &t.cases()[k];
    }
    if (only) know(rw_.resolve(t.val), int_operand(only->value, t.ty), t.ty);
  }

  // Records that integer value a equals constant c in the dominator subtree: its uses
  // there read c (the phis of the subtree's successors for the edges leaving it too), for
  // folding, and for the paths that jump threading then sees with a constant (a state
  // machine's `state` in the arm of its own case).
  void know(const Operand& a, const Operand& c, IrType ty) {
    if (!a.is_value() || !is_int(ty) || is_128(ty) || a.value().id >= f_.value_limit()) return;
    if (known_.empty()) known_.assign(f_.value_limit(), Operand());
    undo_.push_back({a.value().id, known_[a.value().id]});
    known_[a.value().id] = int_operand(*const_of(c, ty), ty);
  }

  bool use_known(Operand& o) {
    if (!o.is_value() || o.value().id >= known_.size() || known_[o.value().id].is_none()) return false;
    o = known_[o.value().id];
    ++changed_;
    return true;
  }

  // The uses of values known equal to a constant, after the block's comparisons were
  // decided (on the values, as the facts name them).
  void use_known_constants(const CfgAnalysis& cfg, u32 bi) {
    BasicBlock& bb = f_.blocks[bi];
    for (Instruction& i : bb.instructions)
      if (i.op != Opcode::Phi && !(i.flags & Instruction::kFlagDead))
        for (Operand& o : i.operands()) use_known(o = rw_.resolve(o));
    Terminator& t = bb.terminator;
    if (t.kind != TermKind::None && !t.val.is_none()) use_known(t.val = rw_.resolve(t.val));
    for (u32 si : cfg.succs.row(bi))
      for (Instruction& phi : f_.blocks[si].instructions) {
        if (phi.op != Opcode::Phi) break;
        for (u32 k = 0; k < phi.num_ops; ++k)
          if (phi.phi_blocks()[k] == bb.label) use_known(phi.ops[k] = rw_.resolve(phi.ops[k]));
      }
  }

  void visit_block(u32 bi) {
    BasicBlock& bb = f_.blocks[bi];
    for (Instruction& i : bb.instructions) {
      if (!rw_.empty())
        for (Operand& o : i.operands()) o = rw_.resolve(o);
      if (i.op != Opcode::Cmp || !i.dest.valid()) continue;
      int r = decide(i.operand(0), i.operand(1), i.ty, i.cmpop());
      if (r < 0) continue;
      rw_.replace(i.dest, int_operand(r, IrType::I8));
      i.flags |= Instruction::kFlagDead;
      ++changed_;
    }
    // A branch on a comparison computed in a dominating block.
    Terminator& t = bb.terminator;
    if (t.kind != TermKind::CondBranch) return;
    Operand c = rw_.resolve(t.val);
    const Instruction* d = def(c);
    if (!d || d->op != Opcode::Cmp || (d->flags & Instruction::kFlagDead)) return;
    int r = decide(rw_.resolve(d->operand(0)), rw_.resolve(d->operand(1)), d->ty, d->cmpop());
    if (r < 0) return;
    t.val = int_operand(r, IrType::I8);
    ++changed_;
  }

  IrFunction& f_;
  ValueRewriter rw_;
  std::vector<const Instruction*> def_;
  ScopedTable<Entry> table_{0};
  // Integer values known equal to a constant where the walk is (by value id), and the
  // entries to restore when it leaves a subtree.
  std::vector<Operand> known_;
  std::vector<std::pair<u32, Operand>> undo_;
  size_t changed_ = 0;
};

} // namespace

size_t decide_dominated_compares(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0;
  return DomCond(f).run();
}

} // namespace ilcc
