#include "ir/analysis.h"

#include <algorithm>

namespace ilcc {

LabelMap build_label_map(const IrFunction& f) {
  LabelMap m;
  u32 n = u32(f.blocks.size());
  if (n == 0) return m;
  u32 lo = UINT32_MAX, hi = 0;
  for (const BasicBlock& b : f.blocks) lo = std::min(lo, b.label.id), hi = std::max(hi, b.label.id);
  u64 range = u64(hi) - lo + 1;
  if (range <= u64(n) * 4 + 64) {
    m.base_ = lo;
    m.dense_.assign(size_t(range), kNoBlock);
    for (u32 i = 0; i < n; ++i) {
      u32& slot = m.dense_[f.blocks[i].label.id - lo];
      if (slot != kNoBlock) m.duplicate_found = true;
      else slot = i;
    }
  } else {
    m.dense_mode_ = false;
    m.sparse_.reserve(n);
    for (u32 i = 0; i < n; ++i)
      if (!m.sparse_.insert(f.blocks[i].label.id, i).second) m.duplicate_found = true;
  }
  return m;
}

void FlatAdj::dedupe_rows() {
  u32 out = 0;
  for (u32 r = 0; r + 1 < offsets_.size(); ++r) {
    u32 b = offsets_[r], e = offsets_[r + 1];
    offsets_[r] = out;
    if (e - b == 2 && data_[b] == data_[b + 1]) e = b + 1;
    else if (e - b > 2) {
      std::sort(data_.begin() + b, data_.begin() + e);
      e = u32(std::unique(data_.begin() + b, data_.begin() + e) - data_.begin());
    }
    for (u32 i = b; i < e; ++i) data_[out++] = data_[i];
  }
  if (!offsets_.empty()) offsets_.back() = out;
  data_.resize(out);
}

std::vector<u8> blocks_on_cycles(const FlatAdj& succs) {
  u32 n = succs.num_rows();
  std::vector<u32> index(n, kNoBlock), low(n, 0), stack;
  std::vector<u8> on_stack(n, 0), cyclic(n, 0);
  struct Frame {
    u32 block, next;
  };
  std::vector<Frame> dfs;
  u32 counter = 0;
  auto visit = [&](u32 b) {
    index[b] = low[b] = counter++;
    stack.push_back(b);
    on_stack[b] = 1;
    dfs.push_back({b, 0});
  };
  for (u32 root = 0; root < n; ++root) {
    if (index[root] != kNoBlock) continue;
    visit(root);
    while (!dfs.empty()) {
      Frame& fr = dfs.back();
      u32 b = fr.block;
      std::span<const u32> row = succs.row(b);
      if (fr.next < row.size()) {
        u32 s = row[fr.next++];
        if (s == b) cyclic[b] = 1;
        if (index[s] == kNoBlock) visit(s);
        else if (on_stack[s]) low[b] = std::min(low[b], index[s]);
        continue;
      }
      if (low[b] == index[b]) { // b roots a component: the stack down to b
        size_t first = stack.size();
        while (stack[--first] != b) {
        }
        bool many = stack.size() - first > 1;
        for (size_t k = first; k < stack.size(); ++k) {
          on_stack[stack[k]] = 0;
          cyclic[stack[k]] |= many;
        }
        stack.resize(first);
      }
      dfs.pop_back();
      if (!dfs.empty()) low[dfs.back().block] = std::min(low[dfs.back().block], low[b]);
    }
  }
  return cyclic;
}

Cfg build_cfg(const IrFunction& f, const LabelMap& labels) {
  u32 n = u32(f.blocks.size());
  // Successor rows (allocations 1 and 2), deduplicated in place; then predecessor rows
  // (allocations 3 and 4).
  FlatAdj succs = FlatAdj::build(n, [&](auto&& emit) {
    for (u32 b = 0; b < n; ++b) {
      const BasicBlock& bb = f.blocks[b];
      bb.terminator.for_each_successor([&](BlockId t) {
        u32 s = labels.index_of(t);
        if (s != kNoBlock) emit(b, s);
      });
      if (f.has_asm_goto)
        for (const Instruction& i : bb.instructions)
          if (i.op == Opcode::InlineAsm)
            for (const AsmGotoLabel& g : i.asm_info().goto_labels) {
              u32 s = labels.index_of(g.block);
              if (s != kNoBlock) emit(b, s);
            }
    }
  });
  succs.dedupe_rows();
  FlatAdj preds = FlatAdj::build(n, [&](auto&& emit) {
    for (u32 b = 0; b < n; ++b)
      for (u32 s : succs.row(b)) emit(s, b);
  });
  return {std::move(preds), std::move(succs)};
}

std::vector<u32> compute_reverse_postorder(u32 num_blocks, const FlatAdj& succs) {
  std::vector<u32> order;
  if (num_blocks == 0) return order;
  order.reserve(num_blocks);
  // Iterative DFS: the stack holds (block, next successor index).
  std::vector<u8> seen(num_blocks, 0);
  std::vector<std::pair<u32, u32>> stack;
  stack.push_back({0, 0});
  seen[0] = 1;
  while (!stack.empty()) {
    auto& [b, k] = stack.back();
    std::span<const u32> row = succs.row(b);
    if (k < row.size()) {
      u32 s = row[k++];
      if (!seen[s]) {
        seen[s] = 1;
        stack.push_back({s, 0});
      }
    } else {
      order.push_back(b);
      stack.pop_back();
    }
  }
  std::reverse(order.begin(), order.end());
  return order;
}

std::vector<u32> compute_dominators(u32 num_blocks, const FlatAdj& preds, const FlatAdj& succs) {
  return compute_dominators(preds, compute_reverse_postorder(num_blocks, succs), num_blocks);
}

std::vector<u32> compute_dominators(const FlatAdj& preds, const std::vector<u32>& rpo, u32 num_blocks) {
  std::vector<u32> idom(num_blocks, kNoBlock);
  if (num_blocks == 0) return idom;
  std::vector<u32> rpo_num(num_blocks, kNoBlock);
  for (u32 i = 0; i < rpo.size(); ++i) rpo_num[rpo[i]] = i;
  idom[0] = 0;
  auto intersect = [&](u32 a, u32 b) {
    while (a != b) {
      while (rpo_num[a] > rpo_num[b]) a = idom[a];
      while (rpo_num[b] > rpo_num[a]) b = idom[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 1; i < rpo.size(); ++i) {
      u32 b = rpo[i];
      u32 new_idom = kNoBlock;
      for (u32 p : preds.row(b)) {
        if (idom[p] == kNoBlock) continue; // not processed yet, or unreachable
        new_idom = new_idom == kNoBlock ? p : intersect(p, new_idom);
      }
      if (new_idom != idom[b]) {
        idom[b] = new_idom;
        changed = true;
      }
    }
  }
  return idom;
}

FlatAdj compute_dominance_frontiers(u32 num_blocks, const FlatAdj& preds, const std::vector<u32>& idom) {
  // Each join point is processed once, so "last join point added" per block removes
  // duplicates without a set.
  std::vector<u32> last(num_blocks, kNoBlock);
  auto walk = [&](auto&& emit) {
    std::fill(last.begin(), last.end(), kNoBlock);
    for (u32 j = 0; j < num_blocks; ++j) {
      if (preds.len(j) < 2 || idom[j] == kNoBlock) continue;
      for (u32 p : preds.row(j)) {
        if (idom[p] == kNoBlock) continue;
        for (u32 runner = p; runner != idom[j]; runner = idom[runner]) {
          if (last[runner] != j) {
            last[runner] = j;
            emit(runner, j);
          }
          if (runner == 0) break; // the entry's idom is itself
        }
      }
    }
  };
  return FlatAdj::build(num_blocks, walk);
}

FlatAdj build_dom_tree_children(u32 num_blocks, const std::vector<u32>& idom) {
  return FlatAdj::build(num_blocks, [&](auto&& emit) {
    for (u32 b = 1; b < num_blocks; ++b)
      if (idom[b] != kNoBlock && idom[b] != b) emit(idom[b], b);
  });
}

DomTree::DomTree(const std::vector<u32>& idom, const FlatAdj& children) {
  u32 n = u32(idom.size());
  pre_.assign(n, kNoBlock);
  post_.assign(n, kNoBlock);
  if (n == 0) return;
  u32 pre = 0, post = 0;
  std::vector<std::pair<u32, u32>> stack{{0, 0}};
  pre_[0] = pre++;
  while (!stack.empty()) {
    auto& [b, k] = stack.back();
    std::span<const u32> row = children.row(b);
    if (k < row.size()) {
      u32 c = row[k++];
      pre_[c] = pre++;
      stack.push_back({c, 0});
    } else {
      post_[b] = post++;
      stack.pop_back();
    }
  }
}

CfgAnalysis CfgAnalysis::build(const IrFunction& f) {
  CfgAnalysis a;
  a.num_blocks = u32(f.blocks.size());
  LabelMap labels = build_label_map(f);
  Cfg cfg = build_cfg(f, labels);
  a.preds = std::move(cfg.preds);
  a.succs = std::move(cfg.succs);
  a.rpo = compute_reverse_postorder(a.num_blocks, a.succs);
  a.idom = compute_dominators(a.preds, a.rpo, a.num_blocks);
  a.dom_children = build_dom_tree_children(a.num_blocks, a.idom);
  return a;
}

} // namespace ilcc
