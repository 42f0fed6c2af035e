// CFG analysis on known graphs: dominators, frontiers and reverse postorder.
#include "ir/analysis.h"

#include <gtest/gtest.h>

using namespace ilcc;

// A function whose block i branches to succ[i] (1 or 2 targets; none = ret).
static IrFunction graph(const std::vector<std::vector<u32>>& succ) {
  IrFunction f;
  for (u32 i = 0; i < succ.size(); ++i) {
    BasicBlock b;
    b.label = BlockId(100 + i); // labels need not equal indices
    if (succ[i].empty()) b.terminator = make_ret(IrType::Void, Operand());
    else if (succ[i].size() == 1) b.terminator = make_br(BlockId(100 + succ[i][0]));
    else b.terminator = make_condbr(Value(0), BlockId(100 + succ[i][0]), BlockId(100 + succ[i][1]));
    f.blocks.push_back(std::move(b));
  }
  return f;
}

static std::vector<u32> row(const FlatAdj& a, u32 i) { return {a.row(i).begin(), a.row(i).end()}; }

TEST(Analysis, DiamondAndLoop) {
  // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 4, 1; 4 (exit); 5 unreachable -> 3
  IrFunction f = graph({{1, 2}, {3}, {3}, {4, 1}, {}, {3}});
  CfgAnalysis a = CfgAnalysis::build(f);
  EXPECT_EQ(row(a.succs, 0), (std::vector<u32>{1, 2}));
  EXPECT_EQ(row(a.preds, 3), (std::vector<u32>{1, 2, 5}));
  EXPECT_EQ(a.idom, (std::vector<u32>{0, 0, 0, 0, 3, kNoBlock}));
  EXPECT_EQ(a.rpo.size(), 5u);
  EXPECT_EQ(a.rpo[0], 0u);
  FlatAdj df = compute_dominance_frontiers(a.num_blocks, a.preds, a.idom);
  EXPECT_EQ(row(df, 1), (std::vector<u32>{3}));
  EXPECT_EQ(row(df, 2), (std::vector<u32>{3}));
  EXPECT_EQ(row(df, 3), (std::vector<u32>{1})); // the back edge 3 -> 1
  EXPECT_EQ(row(df, 0), std::vector<u32>{});
  DomTree dt(a.idom, a.dom_children);
  EXPECT_TRUE(dt.dominates(0, 4));
  EXPECT_TRUE(dt.dominates(3, 4));
  EXPECT_FALSE(dt.dominates(1, 3));
  EXPECT_FALSE(dt.dominates(5, 5)); // unreachable
  EXPECT_TRUE(dt.dominates(2, 2));
}

TEST(Analysis, CooperHarveyKennedyIrreducible) {
  // Figure 4 of Cooper, Harvey and Kennedy (2001), entry first: 5 -> 4, 3; 4 -> 1;
  // 3 -> 2; 1 -> 2; 2 -> 1. Numbered here 0:5, 1:4, 2:3, 3:1, 4:2.
  IrFunction f = graph({{1, 2}, {3}, {4}, {4}, {3}});
  CfgAnalysis a = CfgAnalysis::build(f);
  for (u32 b = 1; b < 5; ++b) EXPECT_EQ(a.idom[b], 0u) << b;
  FlatAdj df = compute_dominance_frontiers(a.num_blocks, a.preds, a.idom);
  EXPECT_EQ(row(df, 3), (std::vector<u32>{4}));
  EXPECT_EQ(row(df, 4), (std::vector<u32>{3}));
  EXPECT_EQ(row(df, 1), (std::vector<u32>{3}));
}

TEST(Analysis, DuplicateEdgesAndSparseLabels) {
  IrFunction f = graph({{1, 1}, {}});
  f.blocks[1].label = BlockId(5000000); // far away: the label map goes sparse
  f.blocks[0].terminator = make_condbr(Value(0), BlockId(5000000), BlockId(5000000));
  LabelMap m = build_label_map(f);
  EXPECT_EQ(m.index_of(BlockId(5000000)), 1u);
  EXPECT_EQ(m.index_of(BlockId(7)), kNoBlock);
  Cfg cfg = build_cfg(f, m);
  EXPECT_EQ(row(cfg.succs, 0), std::vector<u32>{1}); // one edge, listed once
  EXPECT_EQ(row(cfg.preds, 1), std::vector<u32>{0});
}

TEST(Analysis, FlatAdjBuild) {
  FlatAdj a = FlatAdj::build(3, [](auto&& emit) {
    emit(2, 7);
    emit(0, 1);
    emit(2, 8);
  });
  EXPECT_EQ(row(a, 0), std::vector<u32>{1});
  EXPECT_EQ(row(a, 1), std::vector<u32>{});
  EXPECT_EQ(row(a, 2), (std::vector<u32>{7, 8}));
  EXPECT_EQ(a.num_entries(), 3u);
}
