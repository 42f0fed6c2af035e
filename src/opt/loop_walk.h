// loop_walk.h — what the loop passes (widen, ivsr, licm) share: the blocks of a natural loop
// under a budget, and instructions added to blocks with their source spans kept parallel.
#pragma once

#include "ir/analysis.h"
#include "ir/module.h"

#include <vector>

namespace ilcc {

// Marks the natural loop of the back edge latch -> h: in_loop[b] == stamp for its blocks,
// listed in body (h first). The walks of one pass share `budget` (a few times the
// function's size), which keeps a deep nest linear; false, with the budget spent, when a
// walk runs out.
struct LoopWalk {
  std::vector<u32> in_loop; // by block: the stamp of the last walk that reached it
  std::vector<u32> body;
  u32 stamp = 0;
  size_t budget = 0;

  LoopWalk(const IrFunction& f, u32 num_blocks) : in_loop(num_blocks, 0) {
    size_t size = 0;
    for (const BasicBlock& b : f.blocks) size += b.instructions.size() + 1;
    budget = 4 * size + 1024;
  }
  bool contains(u32 b) const { return b < in_loop.size() && in_loop[b] == stamp; }

  bool walk(const IrFunction& f, const CfgAnalysis& cfg, u32 h, u32 latch) {
    ++stamp;
    in_loop[h] = stamp;
    body.assign(1, h);
    std::vector<u32> work{latch};
    if (latch != h) in_loop[latch] = stamp, body.push_back(latch);
    while (!work.empty()) {
      u32 b = work.back();
      work.pop_back();
      size_t cost = cfg.preds.len(b) + f.blocks[b].instructions.size() + 1;
      if (budget < cost) return budget = 0, false;
      budget -= cost;
      if (b == h) continue;
      for (u32 p : cfg.preds.row(b))
        if (in_loop[p] != stamp && cfg.reachable(p)) {
          in_loop[p] = stamp;
          work.push_back(p);
          body.push_back(p);
        }
    }
    return true;
  }
};

// Whether b ends in an asm goto: code appended to it would not run on its label edges.
inline bool ends_in_asm_goto(const IrFunction& f, const BasicBlock& b) {
  if (!f.has_asm_goto) return false;
  for (const Instruction& i : b.instructions)
    if (i.op == Opcode::InlineAsm && !i.asm_info().goto_labels.empty()) return true;
  return false;
}

// Adds i at the end of b, or at position k, with an empty source span.
inline void append_instruction(BasicBlock& b, const Instruction& i) {
  if (!b.source_spans.empty()) b.source_spans.push_back({});
  b.instructions.push_back(i);
}
inline void insert_instruction(BasicBlock& b, u32 k, const Instruction& i) {
  if (!b.source_spans.empty()) b.source_spans.insert(b.source_spans.begin() + k, SourceSpan{});
  b.instructions.insert(b.instructions.begin() + k, i);
}

} // namespace ilcc
