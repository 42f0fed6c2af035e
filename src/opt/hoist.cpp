// hoist.cpp — computations both arms of a branch make move up into the branch's block.
//
// A conditional branch of block B to two different blocks T and F that have B as their only
// predecessor (the arms of a diamond, or of a triangle whose join is entered from B by
// its own block): an instruction of F that T computes too, on the same operands, is
// computed once at the end of B, and F's copy reads T's. CoreMark's crcu8 shifts its crc
// right by one in both arms of `if (x16) crc = (crc >> 1) ^ 0xa001; else crc >>= 1;`
// once the constants are gathered; hoisted, the else arm is empty, its block goes, and
// the layout needs no jump around the other arm. Emptied arms are what ifconv then turns
// into selects.
//
// Only pure computations that cannot trap move (no loads, calls or divisions): each arm
// runs whole when entered, but a call before the division in T might never return. Nor
// do addresses, a gep's index or compares, which the back end folds into their uses.
// Matching walks F in order, reading its operands through the replacements made so far,
// so a chain (`(x >> 1) ^ c` in both) moves whole; T's instruction matched has operands
// equal to F's, which are then defined outside both arms, so they dominate B's end. One
// hash table per branch: linear in the arms' size.
#include "opt/hoist.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/value_key.h"

#include <unordered_map>

namespace ilcc {

namespace {

struct KeyHash {
  size_t operator()(const ValueKey& k) const { return size_t(k.hash()); }
};

// What the back end folds into its uses stays next to them: addresses and scaled indexes
// (a memory operand's base, index and scale), and compares (into the branch or select
// reading the flags). Hoisted, each would cost an instruction and a register.
bool movable(const Instruction& i, const std::vector<u8>& indexes) {
  switch (i.op) {
  case Opcode::GetElementPtr: case Opcode::Cmp: case Opcode::GlobalAddr: case Opcode::LabelAddr:
  case Opcode::ParamRef: return false;
  default: break;
  }
  if (!is_pure_expression(i) || (i.op == Opcode::BinOp && can_trap(i.binop()))) return false;
  return i.dest.id >= indexes.size() || !indexes[i.dest.id];
}

class Hoister {
public:
  explicit Hoister(IrFunction& f) : f_(f), rewriter_(f.value_limit()) {}

  size_t run() {
    LabelMap labels = build_label_map(f_);
    Cfg cfg = build_cfg(f_, labels);
    def_block_.assign(f_.value_limit(), kNoBlock);
    indexes_.assign(f_.value_limit(), 0);
    for (u32 b = 0; b < f_.blocks.size(); ++b)
      for (const Instruction& i : f_.blocks[b].instructions) {
        if (i.dest.id < def_block_.size()) def_block_[i.dest.id] = b;
        if (i.op == Opcode::GetElementPtr && i.num_ops > 1 && i.operand(1).is_value() &&
            i.operand(1).value().id < indexes_.size())
          indexes_[i.operand(1).value().id] = 1;
      }
    size_t moved = 0;
    for (u32 b = 0; b < f_.blocks.size(); ++b) {
      const Terminator& t = f_.blocks[b].terminator;
      if (t.kind != TermKind::CondBranch) continue;
      u32 tb = labels.index_of(t.target), fb = labels.index_of(t.target2);
      if (tb == fb || tb == kNoBlock || fb == kNoBlock || tb == b || fb == b || cfg.preds.len(tb) != 1 ||
          cfg.preds.len(fb) != 1)
        continue;
      moved += hoist(b, tb, fb);
    }
    if (!moved) return 0;
    rewriter_.apply(f_);
    erase_instructions(f_, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    return moved;
  }

private:
  size_t hoist(u32 b, u32 tb, u32 fb) {
    table_.clear();
    std::vector<Instruction>& ti = f_.blocks[tb].instructions;
    for (u32 k = 0; k < ti.size(); ++k)
      if (movable(ti[k], indexes_)) table_.emplace(expression_key(ti[k]), k);
    if (table_.empty()) return 0;
    size_t moved = 0;
    for (Instruction& i : f_.blocks[fb].instructions) {
      if (!movable(i, indexes_)) continue;
      for (Operand& o : i.operands()) o = rewriter_.resolve(o);
      bool inside = false;
      for (const Operand& o : i.operands()) inside |= o.is_value() && o.value().id < def_block_.size() && def_block_[o.value().id] == fb;
      if (inside) continue;
      auto it = table_.find(expression_key(i));
      if (it == table_.end()) continue;
      Instruction& t = ti[it->second];
      if (!(t.flags & Instruction::kFlagDead)) move_to_end(tb, it->second, b), ++moved;
      rewriter_.replace(i.dest, Operand(t.dest));
      i.flags |= Instruction::kFlagDead;
    }
    return moved;
  }

  // Appends instruction k of block from to block b (keeping source spans parallel) and
  // marks the original dead.
  void move_to_end(u32 from, u32 k, u32 b) {
    BasicBlock& src = f_.blocks[from];
    BasicBlock& dst = f_.blocks[b];
    Instruction moved = src.instructions[k];
    src.instructions[k].flags |= Instruction::kFlagDead;
    SourceSpan span = src.source_spans.empty() ? SourceSpan{} : src.source_spans[k];
    bool spans = !dst.source_spans.empty() || span != SourceSpan{};
    if (spans) dst.source_spans.resize(dst.instructions.size());
    dst.instructions.push_back(moved);
    if (spans) dst.source_spans.push_back(span);
    def_block_[moved.dest.id] = b;
  }

  IrFunction& f_;
  ValueRewriter rewriter_;
  std::vector<u32> def_block_;
  std::vector<u8> indexes_; // by value: a gep's index
  std::unordered_map<ValueKey, u32, KeyHash> table_;
};

} // namespace

size_t hoist_common_arms(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0;
  return Hoister(f).run();
}

} // namespace ilcc
