// sink.cpp — moving pure computations down to where their values are used.
//
// A value that only feeds the next iteration of a loop (the `p + 1` of `*p++`, the `n - 1`
// of `while (n--)`) is computed where the C expression is, often before the last use of
// the value it replaces; both are then live at once and the register allocator cannot
// give the phi one register: the loop carries a copy per variable. Sinking the
// computation to just before its first use (for a phi operand or a terminator operand:
// the end of the block) ends the old value's life first. (Moving past values that only
// feed phis too would change nothing: such moves are not made.)
//
// An instruction moves when it has no side effects and cannot trap (integer operations
// other than division, comparisons, casts, geps, selects, copies): into the block U
// holding all its uses when U's only predecessor is its own block (U then runs at most as
// often, and the value is no longer computed on the other paths); otherwise to the end of
// its own block when no instruction there uses it (every use is in another block, a phi
// operand or the terminator) and one of its operands is used later in the block (else
// the move gains nothing, and a load the back end folds into the instruction would move
// past a loop's `i + 1` with it, keeping i live across it: a copy on the back edge). A
// move to the end does not lengthen any operand's life
// past another use, and it ends the operands' lives before the value's starts: an
// interpreter's `pc + 1`, computed before `code[pc]` and used by the loop's phi through
// the dispatch's blocks, no longer overlaps `pc`, so the two share a register and the
// loop carries no copy. Uses are counted once, before anything moves; an instruction
// whose user moved is left where it is. Linear in the function.
#include "opt/sink.h"

#include "ir/analysis.h"

#include <algorithm>

namespace ilcc {

namespace {

constexpr u32 kNone = UINT32_MAX, kMany = UINT32_MAX - 1;
constexpr u32 kEnd = UINT32_MAX; // a use at the end of a block: a phi operand or the terminator

bool sinkable(const Instruction& i) {
  switch (i.op) {
  case Opcode::BinOp:
    switch (i.binop()) {
    case IrBinOp::SDiv: case IrBinOp::UDiv: case IrBinOp::SRem: case IrBinOp::URem: return false;
    default: return true;
    }
  case Opcode::UnaryOp:
  case Opcode::Cmp:
  case Opcode::Cast:
  case Opcode::GetElementPtr:
  case Opcode::Select:
  case Opcode::Copy: return i.dest.valid();
  default: return false;
  }
}

struct Move {
  u32 pos;    // insert before this original index of the target block (kEnd: at its end)
  u32 order;  // ties: the order the moves were made in, reversed
  Instruction inst;
  SourceSpan span;
};

class Sinker {
public:
  explicit Sinker(IrFunction& f) : f_(f), labels_(build_label_map(f)), cfg_(build_cfg(f, labels_)) {}

  size_t run() {
    u32 n = f_.value_limit();
    use_block_.assign(n, kNone);
    first_use_.assign(n, kEnd);
    def_block_.assign(n, kNone);
    used_here_.assign(n, 0);
    user_moved_.assign(n, 0);
    used_after_.assign(n, 0);
    count_uses();
    u32 nb = u32(f_.blocks.size());
    std::vector<std::vector<Move>> incoming(nb);
    std::vector<std::vector<u8>> leaving(nb);
    size_t moved = 0;
    std::vector<u32> moved_away; // -g: values moved into another block
    for (u32 d = 0; d < nb; ++d) {
      BasicBlock& b = f_.blocks[d];
      bool only_end_values_after = true; // what follows k only feeds phis and the terminator
      // Values used after k in this block: used_after_[v] == d + 1.
      b.terminator.for_each_used_value([&](u32 v) { used_after_[v] = d + 1; });
      for (u32 k = u32(b.instructions.size()); k-- > 0;) {
        const Instruction& i = b.instructions[k];
        bool end_value = sinkable(i) && !used_here_[i.dest.id];
        bool after = only_end_values_after;
        only_end_values_after &= end_value;
        // Moved to the end, i stops overlapping an operand only if that operand is used
        // later in the block; otherwise the move gains nothing, and it would carry a load
        // that the back end folds into i past the values computed after it.
        bool operand_used_later = false;
        i.for_each_used_value([&](u32 v) { operand_used_later |= used_after_[v] == d + 1; });
        i.for_each_used_value([&](u32 v) { used_after_[v] = d + 1; });
        if (!sinkable(i) || user_moved_[i.dest.id]) continue;
        u32 u = use_block_[i.dest.id], pos = first_use_[i.dest.id];
        bool later_here = end_value && !after && operand_used_later;
        bool into_successor = u < nb && u != d && cfg_.preds.len(u) == 1 && cfg_.preds.row(u)[0] == d;
        if (!later_here && !into_successor) continue;
        if (leaving[d].empty()) leaving[d].assign(b.instructions.size(), 0);
        leaving[d][k] = 1;
        if (!into_successor) u = d, pos = kEnd;
        else if (!f_.debug_values.empty()) moved_away.push_back(i.dest.id);
        incoming[u].push_back({pos, u32(moved), i, k < b.source_spans.size() ? b.source_spans[k] : SourceSpan{}});
        i.for_each_used_value([&](u32 v) { user_moved_[v] = 1; });
        ++moved;
      }
    }
    if (!moved) return 0;
    // -g: a variable set where its value no longer is computed would show an older value
    // on the paths that skip the value's new block.
    std::sort(moved_away.begin(), moved_away.end());
    std::erase_if(f_.debug_values, [&](const IrFunction::DebugValue& x) {
      return x.value.is_value() && std::binary_search(moved_away.begin(), moved_away.end(), x.value.value().id);
    });
    for (u32 d = 0; d < nb; ++d)
      if (!incoming[d].empty() || !leaving[d].empty()) rebuild(f_.blocks[d], incoming[d], leaving[d]);
    return moved;
  }

private:
  void use(u32 v, u32 block, u32 pos) {
    if (block == def_block_[v] && pos != kEnd) used_here_[v] = 1;
    u32& ub = use_block_[v];
    if (ub == kNone) {
      ub = block;
      first_use_[v] = pos;
    } else if (ub != block) {
      ub = kMany;
    } else {
      first_use_[v] = std::min(first_use_[v], pos);
    }
  }

  void count_uses() {
    u32 nb = u32(f_.blocks.size());
    for (u32 bi = 0; bi < nb; ++bi)
      for (const Instruction& i : f_.blocks[bi].instructions)
        if (i.dest.valid()) def_block_[i.dest.id] = bi;
    for (u32 bi = 0; bi < nb; ++bi) {
      const BasicBlock& b = f_.blocks[bi];
      for (u32 k = 0; k < b.instructions.size(); ++k) {
        const Instruction& i = b.instructions[k];
        if (i.op == Opcode::Phi) {
          for (u32 p = 0; p < i.num_ops; ++p) {
            if (!i.ops[p].is_value()) continue;
            u32 pred = labels_.index_of(i.phi_blocks()[p]);
            use(i.ops[p].value().id, pred == kNoBlock ? kMany : pred, kEnd);
          }
          continue;
        }
        i.for_each_used_value([&](u32 v) { use(v, bi, k); });
      }
      b.terminator.for_each_used_value([&](u32 v) { use(v, bi, kEnd); });
    }
  }

  static void rebuild(BasicBlock& b, std::vector<Move>& in, const std::vector<u8>& leaving) {
    std::sort(in.begin(), in.end(), [](const Move& x, const Move& y) {
      return x.pos != y.pos ? x.pos < y.pos : x.order > y.order; // moved later = earlier in the block
    });
    bool spans = !b.source_spans.empty() || std::any_of(in.begin(), in.end(), [](const Move& m) { return m.span != SourceSpan{}; });
    std::vector<Instruction> insts;
    std::vector<SourceSpan> out_spans;
    insts.reserve(b.instructions.size() + in.size());
    size_t next = 0;
    auto put = [&](const Instruction& i, const SourceSpan& s) {
      insts.push_back(i);
      if (spans) out_spans.push_back(s);
    };
    for (u32 k = 0; k <= b.instructions.size(); ++k) {
      for (; next < in.size() && (in[next].pos == k || (k == b.instructions.size() && in[next].pos == kEnd)); ++next)
        put(in[next].inst, in[next].span);
      if (k == b.instructions.size()) break;
      if (!leaving.empty() && leaving[k]) continue;
      put(b.instructions[k], k < b.source_spans.size() ? b.source_spans[k] : SourceSpan{});
    }
    b.instructions = std::move(insts);
    b.source_spans = std::move(out_spans);
  }

  IrFunction& f_;
  LabelMap labels_;
  Cfg cfg_;
  std::vector<u32> use_block_, first_use_, def_block_;
  std::vector<u8> used_here_; // by value: used by an instruction of its own block (not a phi)
  std::vector<u8> user_moved_;
  std::vector<u32> used_after_; // block index + 1 while walking that block backwards
};

} // namespace

size_t sink_instructions(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0; // uses assume SSA
  return Sinker(f).run();
}

} // namespace ilcc
