// analysis.h — CFG analysis: adjacency, reverse postorder, dominators, dominance frontiers
// (seed 004, "CFG Analysis").
//
// Blocks are numbered by their index in IrFunction::blocks; block 0 is the entry. All
// results are flat arrays indexed by block index:
//   - FlatAdj is compressed sparse rows: row i is data[offsets[i] .. offsets[i+1]). It takes
//     exactly two heap allocations however many rows it has.
//   - build_cfg derives successor rows from terminators and asm-goto labels (an edge listed
//     twice, as by a switch with two cases to one block, appears once) and predecessor rows
//     from those; together four heap allocations. Edges to labels the function does not have
//     are ignored (the verifier reports them).
//   - compute_dominators is Cooper, Harvey and Kennedy, "A Simple, Fast Dominance
//     Algorithm" (2001): iterate over reverse postorder intersecting the dominators of the
//     processed predecessors until nothing changes. idom[0] = 0; unreachable blocks get
//     kNoBlock.
//   - compute_dominance_frontiers walks, for every join point (≥ 2 predecessors), a runner
//     from each reachable predecessor up the dominator tree to the join point's idom,
//     adding the join point to each visited block's frontier (Cooper et al., figure 5). The
//     frontiers are returned as a FlatAdj (the seed uses one hash set per block).
//   - DomTree numbers the dominator tree in DFS pre/post order so `dominates(a, b)` is O(1).
#pragma once

#include "ir/module.h"
#include "support/hash.h"

#include <algorithm>
#include <span>
#include <vector>

namespace ilcc {

constexpr u32 kNoBlock = UINT32_MAX;

class FlatAdj {
public:
  FlatAdj() = default;
  FlatAdj(std::vector<u32> offsets, std::vector<u32> data) : offsets_(std::move(offsets)), data_(std::move(data)) {}

  std::span<const u32> row(u32 i) const { return {data_.data() + offsets_[i], offsets_[i + 1] - offsets_[i]}; }
  u32 len(u32 i) const { return offsets_[i + 1] - offsets_[i]; }
  u32 num_rows() const { return offsets_.empty() ? 0 : u32(offsets_.size() - 1); }
  u32 num_entries() const { return u32(data_.size()); }

  // Builds rows from a per-row count pass and a fill pass over the same edge source:
  // `for_each_edge(emit)` must call emit(row, value) identically both times.
  template <class F> static FlatAdj build(u32 rows, F&& for_each_edge) {
    std::vector<u32> offsets(rows + 1, 0);
    for_each_edge([&](u32 r, u32) { ++offsets[r + 1]; });
    for (u32 i = 0; i < rows; ++i) offsets[i + 1] += offsets[i];
    std::vector<u32> data(offsets[rows]);
    std::vector<u32>& cursor = offsets; // reuse: fill from the row starts, then restore
    for_each_edge([&](u32 r, u32 v) { data[cursor[r]++] = v; });
    for (u32 i = rows; i > 0; --i) cursor[i] = cursor[i - 1];
    cursor[0] = 0;
    return FlatAdj(std::move(offsets), std::move(data));
  }

  // Sorts each row and removes repeated entries, compacting the rows in place.
  void dedupe_rows();

private:
  std::vector<u32> offsets_;
  std::vector<u32> data_;
};

// BlockId → block index. Dense when the function's labels are compact (the usual case:
// lowering numbers blocks consecutively), hashed otherwise.
class LabelMap {
public:
  u32 index_of(BlockId b) const {
    if (dense_mode_) {
      u32 k = b.id - base_;
      return b.id >= base_ && k < dense_.size() ? dense_[k] : kNoBlock;
    }
    const u32* i = sparse_.find(b.id);
    return i ? *i : kNoBlock;
  }
  bool duplicate_found = false; // two blocks share a label (the verifier reports it)

private:
  friend LabelMap build_label_map(const IrFunction& f);
  bool dense_mode_ = true;
  u32 base_ = 0;
  std::vector<u32> dense_;
  HashMap<u32, u32> sparse_;
};

LabelMap build_label_map(const IrFunction& f);

// Successor rows are sorted and deduplicated; predecessor rows list each predecessor once,
// in increasing block order (so a predecessor's position in a row is a binary search).
struct Cfg {
  FlatAdj preds, succs;
};
Cfg build_cfg(const IrFunction& f, const LabelMap& labels);
// The position of predecessor p in block b's predecessor row (p must be one).
inline u32 pred_index(const FlatAdj& preds, u32 b, u32 p) {
  std::span<const u32> row = preds.row(b);
  return u32(std::lower_bound(row.begin(), row.end(), p) - row.begin());
}

// By block: 1 when the block lies on a cycle of the CFG (a strongly connected component of
// more than one block, or a block branching to itself), else 0. Tarjan's algorithm,
// iterative: linear.
std::vector<u8> blocks_on_cycles(const FlatAdj& succs);

// Reverse postorder of the blocks reachable from block 0.
std::vector<u32> compute_reverse_postorder(u32 num_blocks, const FlatAdj& succs);
std::vector<u32> compute_dominators(u32 num_blocks, const FlatAdj& preds, const FlatAdj& succs);
// The same with the reverse postorder already computed.
std::vector<u32> compute_dominators(const FlatAdj& preds, const std::vector<u32>& rpo, u32 num_blocks);
FlatAdj compute_dominance_frontiers(u32 num_blocks, const FlatAdj& preds, const std::vector<u32>& idom);
FlatAdj build_dom_tree_children(u32 num_blocks, const std::vector<u32>& idom);

class DomTree {
public:
  DomTree() = default;
  DomTree(const std::vector<u32>& idom, const FlatAdj& children);
  // a dominates b (reflexive). False when either block is unreachable.
  bool dominates(u32 a, u32 b) const {
    return pre_[a] != kNoBlock && pre_[b] != kNoBlock && pre_[a] <= pre_[b] && post_[b] <= post_[a];
  }
  bool reachable(u32 b) const { return pre_[b] != kNoBlock; }

private:
  std::vector<u32> pre_, post_;
};

// The seed's cached bundle, shared by passes that do not change the CFG.
struct CfgAnalysis {
  FlatAdj preds, succs;
  std::vector<u32> idom;
  FlatAdj dom_children;
  std::vector<u32> rpo; // reachable blocks in reverse postorder
  u32 num_blocks = 0;

  static CfgAnalysis build(const IrFunction& f);
  bool reachable(u32 b) const { return idom[b] != kNoBlock; }
};

// Walks the dominator tree from the entry, depth first, without recursion (a deep tree
// must not overflow the stack): enter(b, parent) runs before b's children and returns b's
// State, given its immediate dominator's (nullptr for the entry); leave(state) runs after
// them. The scoped tables of dominator-tree passes push in enter and pop in leave.
template <class State, class Enter, class Leave>
void walk_dominator_tree(const CfgAnalysis& cfg, Enter&& enter, Leave&& leave) {
  struct Frame {
    u32 block;
    u32 next_child;
    State state;
  };
  std::vector<Frame> stack;
  stack.push_back(Frame{0, 0, enter(0u, static_cast<const State*>(nullptr))});
  while (!stack.empty()) {
    Frame& top = stack.back();
    std::span<const u32> children = cfg.dom_children.row(top.block);
    if (top.next_child < children.size()) {
      u32 child = children[top.next_child++];
      State state = enter(child, &top.state);
      stack.push_back(Frame{child, 0, std::move(state)});
      continue;
    }
    leave(top.state);
    stack.pop_back();
  }
}

} // namespace ilcc
