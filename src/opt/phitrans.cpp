// phitrans.cpp — value numbering through the phis of loop headers.
//
// gvn replaces a computation only by one at a dominating position. A rotated loop's body
// recomputes the load (and address) of its test, which the guard before the loop and the
// test's copy at the end of the latch computed last, and neither dominates the body.
// Translated into a predecessor P (each operand that is a phi of the header replaced by
// the phi's value from P, each instruction replaced before by its phi's value from P),
// such an instruction names an expression that P has available; when every predecessor
// has it, the instruction becomes a phi of those values.
//
// Loop headers are joins with a predecessor placed at or after them (lowering places a
// header before its latches), found without dominators. The hash table (gvn's keys,
// value_key.h; a store makes its value available to loads of its address) holds the
// computations of each header's predecessors and of the blocks of one predecessor above
// them, at most kStraightLimit up: those are available at P's end. A load's value must
// also survive to the end of P: no instruction that may write memory follows it on the
// way. A translation that folds (an operation on constants, a gep by 0) needs no lookup.
// In the header, only instructions before its first that may write are candidates;
// compares stay (the back end branches on the flags of a compare right before the
// branch); which candidates become phis is worth_a_phi's choice, the others are only
// translated for the instructions computed from them.
//
// Cost: a scan for a backward branch, then for functions with candidate headers one scan
// for use counts and one to fill the table; for each instruction of a header, one probe
// per predecessor (at most kMaxPreds), each following at most kChainLimit entries: linear.
#include "opt/phitrans.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/constfold.h"
#include "opt/effects.h"
#include "opt/value_key.h"

namespace ilcc {

namespace {

constexpr u32 kMaxPreds = 8, kChainLimit = 8, kStraightLimit = 4;
constexpr u32 kNone = UINT32_MAX;

class PhiTranslation {
public:
  PhiTranslation(IrModule& m, IrFunction& f) : m_(m), f_(f), rw_(0) {} // the rewriter grows on its first replacement

  size_t run() {
    LabelMap labels = build_label_map(f_);
    if (!has_backward_branch(labels)) return 0;
    cfg_ = build_cfg(f_, labels);
    // Loop headers: joins with a predecessor placed at or after them (lowering places a
    // loop's header before its latches).
    std::vector<u32> headers;
    for (u32 b = 1; b < f_.blocks.size(); ++b) {
      std::span<const u32> preds = cfg_.preds.row(b);
      if (preds.size() >= 2 && preds.size() <= kMaxPreds && preds.back() >= b && has_candidate(f_.blocks[b]))
        headers.push_back(b);
    }
    if (headers.empty()) return 0;
    index_definitions(headers);
    for (u32 b : headers) visit_join(b);
    if (!replaced_) return 0;
    // The new phis go in last: the table's positions stay valid while joins are visited.
    for (auto& [b, phis] : pending_) {
      BasicBlock& block = f_.blocks[b];
      u32 first = 0;
      while (first < block.instructions.size() && block.instructions[first].op == Opcode::Phi) ++first;
      block.instructions.insert(block.instructions.begin() + first, phis.begin(), phis.end());
      if (!block.source_spans.empty())
        block.source_spans.insert(block.source_spans.begin() + first, phis.size(), SourceSpan{});
    }
    erase_instructions(f_, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    rw_.apply(f_);
    return replaced_;
  }

private:
  struct Def {
    ValueKey key;
    u64 hash;
    Operand value;
    u32 block, index, next;
  };

  static bool candidate(const Instruction& i) {
    if (!i.dest.valid()) return false;
    if (i.op == Opcode::Load) return !i.is_volatile();
    return is_pure_expression(i) && i.op != Opcode::Cmp && i.num_ops > 0;
  }

  bool has_backward_branch(const LabelMap& labels) const {
    bool found = false;
    for (u32 b = 0; b < f_.blocks.size() && !found; ++b)
      f_.blocks[b].terminator.for_each_successor([&](BlockId t) { found |= labels.index_of(t) <= b; });
    return found;
  }

  // Whether b has a candidate before its first instruction that may write memory.
  bool has_candidate(const BasicBlock& b) const {
    for (const Instruction& i : b.instructions) {
      if (may_write_memory(m_, i)) return false;
      if (i.op != Opcode::Phi && candidate(i)) return true;
    }
    return false;
  }

  void add(const ValueKey& key, Operand value, u32 b, u32 k) {
    u64 h = key.hash();
    u32* head = heads_.insert(h, kNone).first;
    defs_.push_back(Def{key, h, value, b, k, *head});
    *head = u32(defs_.size() - 1);
  }

  // The table holds the definitions of the headers' predecessors and of the blocks of one
  // predecessor above them (at most kStraightLimit up): what can be available at their ends.
  void index_definitions(const std::vector<u32>& headers) {
    u32 nb = u32(f_.blocks.size());
    in_join_.assign(f_.value_limit(), 0);
    last_write_.assign(nb, kNone);
    std::vector<u8> indexed(nb, 0);
    uses_.assign(f_.value_limit(), 0);
    for (u32 h : headers) {
      for (const Instruction& i : f_.blocks[h].instructions)
        if (i.dest.valid()) in_join_[i.dest.id] = i.op == Opcode::Phi ? kHeaderPhi : kHeaderDef;
      for (u32 p : cfg_.preds.row(h))
        for (u32 steps = 0; steps <= kStraightLimit && !indexed[p]; ++steps) {
          indexed[p] = 1;
          index_block(p);
          if (cfg_.preds.len(p) != 1) break;
          p = cfg_.preds.row(p)[0];
        }
    }
    // Use counts of the headers' values, and every block's last write (a walk from a
    // predecessor may pass blocks that no walk indexed).
    auto count = [&](u32 v) { uses_[v] += in_join_[v] != 0; };
    for (u32 b = 0; b < nb; ++b) {
      const std::vector<Instruction>& insts = f_.blocks[b].instructions;
      for (u32 k = 0; k < insts.size(); ++k) {
        insts[k].for_each_used_value(count);
        if (may_write_memory(m_, insts[k])) last_write_[b] = k;
      }
      f_.blocks[b].terminator.for_each_used_value(count);
    }
  }

  void index_block(u32 b) {
    const std::vector<Instruction>& insts = f_.blocks[b].instructions;
    for (u32 k = 0; k < insts.size(); ++k) {
      const Instruction& i = insts[k];
      if (i.op == Opcode::Store && !i.is_volatile()) add(memory_key(i.ty, i.operand(1), i.sub2), i.operand(0), b, k);
      else if (candidate(i) && i.op == Opcode::Load) add(memory_key(i.ty, i.operand(0), i.sub2), Operand(i.dest), b, k);
      else if (candidate(i)) add(expression_key(i), Operand(i.dest), b, k);
    }
  }

  // Whether position k of block d reaches the end of p through blocks of one predecessor
  // (d is p or above it), and for a load, with no possible write on the way.
  bool reaches(u32 d, u32 k, u32 p, bool load) const {
    for (u32 steps = 0; p != d; ++steps) {
      if (steps == kStraightLimit || cfg_.preds.len(p) != 1 || (load && last_write_[p] != kNone)) return false;
      p = cfg_.preds.row(p)[0];
    }
    return !load || last_write_[d] == kNone || last_write_[d] <= k;
  }

  // A value equal to `key` available at the end of p, or none; not `self`, the value the
  // result replaces (a self-loop's join is its own predecessor).
  Operand available(const ValueKey& key, Value self, u32 p) const {
    const u32* head = heads_.find(key.hash());
    u32 e = head ? *head : kNone;
    for (u32 n = 0; e != kNone && n < kChainLimit; e = defs_[e].next, ++n) {
      const Def& d = defs_[e];
      if (d.value == Operand(self) || !(d.key == key) || !reaches(d.block, d.index, p, key.op == Opcode::Load)) continue;
      if (f_.blocks[d.block].instructions[d.index].flags & Instruction::kFlagDead) continue;
      return d.value;
    }
    return Operand();
  }

  // Loads, casts (an extension is an instruction of its own; not of a phi of the join that
  // stays live, which would make a second induction variable next to the first),
  // multiplications, divisions and values used more than once become phis. Other
  // operations are only translated, for the loads computed from them: an address used
  // once as a phi would cost a copy per iteration where the back end folds it into the
  // addressing mode of its one access.
  bool worth_a_phi(const Instruction& i) {
    if (i.op == Opcode::Load || uses_[i.dest.id] > 1) return true;
    if (i.op == Opcode::Cast) {
      const Operand& x = i.operand(0);
      return !x.is_value() || in_join_[x.value().id] != kHeaderPhi || uses_[x.value().id] == 1;
    }
    if (i.op != Opcode::BinOp) return false;
    IrBinOp op = i.binop();
    return op == IrBinOp::Mul || op == IrBinOp::SDiv || op == IrBinOp::UDiv || op == IrBinOp::SRem ||
           op == IrBinOp::URem;
  }

  // The translated expression's value when it needs no instruction: an operation on
  // constants (the guard's copy of a test was folded for the loop's first value) or a
  // gep by 0.
  static Operand simplified(const Instruction& i, const ValueKey& key) {
    if (i.op == Opcode::Load) return Operand();
    if (i.op == Opcode::GetElementPtr) {
      std::optional<i64> k = key.ops[1].const_int();
      return k && *k == 0 ? key.ops[0] : Operand();
    }
    std::optional<Operand> c = fold_operation(i, std::span<const Operand>(key.ops.data(), key.num_ops));
    return c ? *c : Operand();
  }

  void visit_join(u32 b) {
    BasicBlock& block = f_.blocks[b];
    std::span<const u32> preds = cfg_.preds.row(b);
    u32 n = u32(preds.size());
    // Translations of the join's phis and replaced instructions: n operands each.
    translated_.clear();
    slot_.clear();
    auto translation = [&](Value v) -> const Operand* {
      const u32* s = slot_.find(v.id);
      return s ? &translated_[*s] : nullptr;
    };
    for (const Instruction& phi : block.instructions) {
      if (phi.op != Opcode::Phi) break;
      u32 at = u32(translated_.size());
      translated_.resize(at + n);
      for (u32 j = 0; j < n; ++j)
        for (u32 k = 0; k < phi.num_ops; ++k)
          if (phi.phi_blocks()[k] == f_.blocks[preds[j]].label) translated_[at + j] = phi.operand(k);
      slot_.insert(phi.dest.id, at);
    }
    std::vector<Instruction> phis;
    std::vector<Operand> found(n);
    for (Instruction& i : block.instructions) {
      if (may_write_memory(m_, i)) break;
      if (i.op == Opcode::Phi || !candidate(i)) continue;
      bool ok = true;
      for (u32 j = 0; j < n && ok; ++j) {
        ValueKey key = i.op == Opcode::Load ? memory_key(i.ty, i.operand(0), i.sub2) : expression_key(i);
        for (u16 o = 0; o < key.num_ops && ok; ++o) {
          if (!key.ops[o].is_value()) continue;
          Value v = key.ops[o].value();
          if (const Operand* t = translation(v)) key.ops[o] = t[j];
          else ok = !in_join_[v.id];
          ok = ok && !key.ops[o].is_none();
        }
        if (ok) found[j] = simplified(i, key);
        if (ok && found[j].is_none()) found[j] = available(key, i.dest, preds[j]);
        ok = ok && !found[j].is_none();
      }
      if (!ok) continue;
      slot_.insert(i.dest.id, u32(translated_.size()));
      translated_.insert(translated_.end(), found.begin(), found.end());
      if (!worth_a_phi(i)) continue;
      Value dest = f_.new_value();
      Instruction phi = make_phi(f_.arena, dest, i.result_type(), n);
      for (u32 j = 0; j < n; ++j) {
        phi.ops[j] = found[j];
        phi.phi_blocks()[j] = f_.blocks[preds[j]].label;
      }
      phis.push_back(phi);
      rw_.replace(i.dest, Operand(dest));
      i.flags |= Instruction::kFlagDead;
      ++replaced_;
    }
    if (!phis.empty()) pending_.push_back({b, std::move(phis)});
  }

  IrModule& m_;
  IrFunction& f_;
  ValueRewriter rw_;
  Cfg cfg_;
  std::vector<Def> defs_;
  HashMap<u64, u32> heads_;
  std::vector<u32> last_write_;
  enum : u8 { kHeaderDef = 1, kHeaderPhi = 2 };
  std::vector<u8> in_join_; // by value id: 0, or defined in a header (kHeaderDef, kHeaderPhi)
  std::vector<u32> uses_;   // by value id: uses of the headers' values
  std::vector<Operand> translated_;
  HashMap<u32, u32> slot_;
  std::vector<std::pair<u32, std::vector<Instruction>>> pending_; // new phis by join
  size_t replaced_ = 0;
};

} // namespace

size_t translate_through_phis(IrModule& m, IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.size() < 2) return 0;
  return PhiTranslation(m, f).run();
}

} // namespace ilcc
