// licm.cpp — loop-invariant code motion.
//
// Loops are the natural loops of the back edges (an edge u -> h where h dominates u); all
// back edges to one header make one loop. A loop is worked on when its header has a
// preheader: exactly one predecessor outside the loop, ending in an unconditional branch
// to the header (what lowering produces for every C loop; the pass does not create
// blocks). Its blocks are scanned in reverse postorder, so an operand's definition is
// seen before its uses, and a pure computation (arithmetic, comparison, cast, select,
// address computation) whose operands are all constants or values defined outside the
// loop moves to the end of the preheader; what it defines is then outside the loop too,
// so chains of invariant computations move together (an address plus a constant stays:
// the back end folds it into the memory operands). Division and remainder move only
// by a constant divisor that cannot trap (not 0, not -1 for signed division): an
// instruction from a conditional block runs in the preheader whether or not its block
// would have. Loads stay (the loop may write memory, and the address may be valid only
// where the load was).
//
// Loops are handled innermost first (headers in decreasing reverse-postorder position:
// an enclosing loop's header dominates, so precedes, the headers inside it), so an
// invariant of a nest climbs one preheader per loop as far out as it is invariant.
//
// Cost: each loop's blocks are found by a backward walk from its latches, so a nest of
// depth d costs d walks over the innermost blocks. To stay linear on pathological nests
// the walks share a budget of a few times the function's size; loops beyond it are left
// for the next run of the pass.
#include "opt/licm.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"

#include <algorithm>

namespace ilcc {

namespace {

bool is_hoistable(const Instruction& i) {
  switch (i.op) {
  case Opcode::UnaryOp: case Opcode::Cmp: case Opcode::Cast: case Opcode::Select:
  case Opcode::GlobalAddr: case Opcode::LabelAddr:
    return true;
  case Opcode::GetElementPtr:
    // A constant offset folds into the addressing mode of the loads and stores that use
    // the address: moved out, it would only hold a register across the loop.
    return !i.operand(1).is_const();
  case Opcode::BinOp: {
    switch (i.binop()) {
    case IrBinOp::SDiv: case IrBinOp::SRem: case IrBinOp::UDiv: case IrBinOp::URem: {
      std::optional<i64> d = i.operand(1).const_int();
      bool is_signed = i.binop() == IrBinOp::SDiv || i.binop() == IrBinOp::SRem;
      return is_int(i.ty) && type_size(i.ty) <= 8 && d && *d != 0 && !(is_signed && *d == -1);
    }
    default: return true;
    }
  }
  default: return false;
  }
}

class Licm {
public:
  explicit Licm(IrFunction& f) : f_(f), cfg_(CfgAnalysis::build(f)) {}

  size_t run() {
    u32 n = cfg_.num_blocks;
    rpo_index_.assign(n, UINT32_MAX);
    for (u32 k = 0; k < cfg_.rpo.size(); ++k) rpo_index_[cfg_.rpo[k]] = k;
    def_block_.assign(f_.value_limit(), kNoBlock);
    size_t size = 0;
    for (u32 b = 0; b < n; ++b) {
      size += f_.blocks[b].instructions.size() + 1;
      for (const Instruction& i : f_.blocks[b].instructions)
        if (i.dest.valid()) def_block_[i.dest.id] = b;
    }
    budget_ = 4 * size + 1024;
    DomTree dom(cfg_.idom, cfg_.dom_children);
    // Headers, innermost first.
    std::vector<u32> headers;
    for (u32 k = u32(cfg_.rpo.size()); k-- > 0;) {
      u32 h = cfg_.rpo[k];
      for (u32 p : cfg_.preds.row(h))
        if (dom.dominates(h, p)) {
          headers.push_back(h);
          break;
        }
    }
    in_loop_.assign(n, 0);
    for (u32 h : headers) {
      if (!hoist_loop(h, dom)) break;
    }
    if (moved_) erase_instructions(f_, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    return moved_;
  }

private:
  // Returns false when the budget is spent.
  bool hoist_loop(u32 h, const DomTree& dom) {
    ++stamp_;
    // The loop's blocks: backward from the latches to the header.
    body_.clear();
    body_.push_back(h);
    in_loop_[h] = stamp_;
    std::vector<u32>& work = work_;
    work.clear();
    for (u32 p : cfg_.preds.row(h))
      if (dom.dominates(h, p) && in_loop_[p] != stamp_) {
        in_loop_[p] = stamp_;
        work.push_back(p);
      }
    while (!work.empty()) {
      u32 b = work.back();
      work.pop_back();
      body_.push_back(b);
      if (budget_ < cfg_.preds.len(b) + f_.blocks[b].instructions.size() + 1) return false;
      budget_ -= cfg_.preds.len(b) + f_.blocks[b].instructions.size() + 1;
      for (u32 p : cfg_.preds.row(b))
        if (in_loop_[p] != stamp_ && cfg_.reachable(p)) {
          in_loop_[p] = stamp_;
          work.push_back(p);
        }
    }
    // The preheader.
    u32 pre = kNoBlock;
    for (u32 p : cfg_.preds.row(h)) {
      if (in_loop_[p] == stamp_) continue;
      if (pre != kNoBlock) return true; // two entries
      pre = p;
    }
    if (pre == kNoBlock || f_.blocks[pre].terminator.kind != TermKind::Branch) return true;
    // Code appended to a block that ends in an asm goto would not run on its label edges.
    if (f_.has_asm_goto)
      for (const Instruction& i : f_.blocks[pre].instructions)
        if (i.op == Opcode::InlineAsm && !i.asm_info().goto_labels.empty()) return true;
    std::sort(body_.begin(), body_.end(), [&](u32 a, u32 b) { return rpo_index_[a] < rpo_index_[b]; });
    BasicBlock& dst = f_.blocks[pre];
    for (u32 b : body_) {
      // Index loop: hoisting into a preheader inside this loop (one of an inner loop)
      // never happens here, so the vector being scanned does not grow.
      std::vector<Instruction>& insts = f_.blocks[b].instructions;
      for (size_t k = 0; k < insts.size(); ++k) {
        Instruction& i = insts[k];
        if ((i.flags & Instruction::kFlagDead) || !i.dest.valid() || !is_hoistable(i)) continue;
        // A value no instruction defines is a parameter: invariant.
        bool invariant = true;
        i.for_each_used_value([&](u32 v) {
          u32 d = v < def_block_.size() ? def_block_[v] : kNoBlock;
          if (d != kNoBlock && in_loop_[d] == stamp_) invariant = false;
        });
        if (!invariant) continue;
        Instruction moved = i;
        moved.flags &= u8(~Instruction::kFlagDead);
        i.flags |= Instruction::kFlagDead;
        SourceSpan span = f_.blocks[b].source_spans.empty() ? SourceSpan{} : f_.blocks[b].source_spans[k];
        bool spans = !dst.source_spans.empty() || span != SourceSpan{};
        if (spans) dst.source_spans.resize(dst.instructions.size());
        dst.instructions.push_back(moved);
        if (spans) dst.source_spans.push_back(span);
        def_block_[moved.dest.id] = pre;
        ++moved_;
      }
    }
    return true;
  }

  IrFunction& f_;
  CfgAnalysis cfg_;
  std::vector<u32> rpo_index_, def_block_, in_loop_, body_, work_;
  u32 stamp_ = 0;
  size_t budget_ = 0;
  size_t moved_ = 0;
};

} // namespace

size_t hoist_loop_invariants(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.size() < 2) return 0;
  return Licm(f).run();
}

} // namespace ilcc
