// layout.cpp — block placement: static edge weights, then greedy chaining as in Pettis
// and Hansen, "Profile Guided Code Positioning" (PLDI 1990), without a profile.
//
// Weights. A block runs about 10^(loop depth) times (the allocator's spill weights use the
// same guess) and splits that among its branch targets: a target that leaves the loop is
// 8 times less likely than one that stays (so an exit runs about once per entry to the
// loop), one that ends in ud2 16 times, one that ends in ret 4 times (error paths and
// early returns are cold) and one that calls twice (a call on one side of a branch is
// usually the rare case: an error report, the errno path of an inlined sqrt).
//
// Chains. Edges the printer can turn into a fallthrough (a final jmp, the jcc before it),
// in the order of what the fallthrough saves (see the sort below), join the chain ending
// at their source to the chain starting at their target; an edge that would close a
// cycle, or enter the entry block, is left a jump. Of a loop tested at the top, the
// header's edges save least (its exit is rare), so the cycle is cut at the header's edge
// into the body, not at the back edge: the latch falls through into the test, which
// branches back to the body, and the loop is rotated.
//
// Placement. The entry's chain first, then repeatedly the chain entered by the heaviest
// edge out of the placed blocks (a loop's chains stay together, cold chains sink),
// falling back to the original order for blocks no placed edge reaches; the blocks that
// only jump (which no branch names any more) go last. O(E log E) for E edges.
#include "target/x86_64/layout.h"

#include "codegen/liveness.h"
#include "target/x86_64/regs.h"

#include <algorithm>
#include <cmath>
#include <queue>

namespace ilcc::x86_64 {

using namespace mir;

namespace {
struct Edge {
  double weight;
  u32 from, to;
  bool can_fall; // the printer can make it a fallthrough
};

bool calls(const MBlock& b) {
  for (const MInst& in : b.insts)
    if (in.op == Call || in.op == CallInd) return true;
  return false;
}

bool is_branch(const MInst& in) { return (in.op == Jmp || in.op == Jcc) && in.ops[0].kind == OpKind::Block; }
} // namespace

std::vector<u32> block_layout(const MFunction& f, std::span<const u32> leads_to) {
  const u32 n = u32(f.blocks.size());
  constexpr u32 kNone = ~0u;
  const std::vector<u32> depth = compute_loop_depths(f);
  const std::vector<double> rarity = block_rarity(f, target_desc());
  auto skipped = [&](u32 b) { return b != 0 && leads_to[b] != b; };

  std::vector<Edge> edges;
  std::vector<u32> first_edge(n + 1, 0), edge_to(n, kNone); // edge_to: the latest edge into each block
  for (u32 b = 0; b < n; ++b) {
    first_edge[b] = u32(edges.size());
    if (skipped(b)) continue;
    const MBlock& mb = f.blocks[b];
    auto add = [&](u32 t, bool can_fall) {
      if (edge_to[t] != kNone && edge_to[t] >= first_edge[b]) return void(edges[edge_to[t]].can_fall |= can_fall);
      edge_to[t] = u32(edges.size());
      edges.push_back({0, b, t, can_fall});
    };
    const size_t m = mb.insts.size();
    bool indirect = false;
    for (size_t i = 0; i < m; ++i) {
      const MInst& in = mb.insts[i];
      if (is_branch(in)) {
        // Mirrors the printer: a final jmp can fall through, and so can `jcc` before it.
        bool last = i + 1 == m && in.op == Jmp;
        bool before_last = i + 2 == m && in.op == Jcc && is_branch(mb.insts[i + 1]) && mb.insts[i + 1].op == Jmp;
        add(leads_to[in.ops[0].block], last || before_last);
      } else if (in.op == JmpInd || (in.op == InlineAsm && in.asm_ext && !in.asm_ext->labels.empty())) {
        indirect = true;
      }
    }
    if (indirect)
      for (u32 s : mb.succs) add(leads_to[s], false);
    double sum = 0;
    for (u32 e = first_edge[b]; e < edges.size(); ++e) sum += edges[e].weight = static_edge_weight(depth, rarity, b, edges[e].to);
    // A block that calls is as rare on its way out as on its way in.
    double freq = std::pow(10.0, std::min<u32>(depth[b], 6)) / (calls(mb) ? 2 : 1);
    for (u32 e = first_edge[b]; e < edges.size(); ++e) edges[e].weight *= freq / sum;
  }
  first_edge[n] = u32(edges.size());

  // Chains: next/prev links; head_of is valid at a chain's tail, tail_of at its head.
  std::vector<u32> next(n, kNone), prev(n, kNone), head_of(n), tail_of(n);
  for (u32 b = 0; b < n; ++b) head_of[b] = tail_of[b] = b;
  std::vector<u32> by_weight(edges.size());
  for (u32 e = 0; e < edges.size(); ++e) by_weight[e] = e;
  // Edges are taken in the order of what their fallthrough saves: a block with one
  // successor saves its jmp, run as often as the edge; a block with two saves a jmp only
  // if neither successor follows it, and then the jmp goes to the rarer one: either
  // edge's fallthrough saves the lighter edge's weight. So a loop tested at the top is
  // cut at its test (the back edge costs no jmp there) rather than at a cold diamond's
  // join (nbody's errno path for sqrt cost a jmp per iteration).
  std::vector<double> gain(edges.size());
  for (u32 b = 0; b < n; ++b) {
    double lightest = HUGE_VAL;
    for (u32 e = first_edge[b]; e < first_edge[b + 1]; ++e) lightest = std::min(lightest, edges[e].weight);
    for (u32 e = first_edge[b]; e < first_edge[b + 1]; ++e)
      gain[e] = first_edge[b + 1] - first_edge[b] == 1 ? edges[e].weight : lightest;
  }
  std::stable_sort(by_weight.begin(), by_weight.end(), [&](u32 a, u32 b) {
    if (gain[a] != gain[b]) return gain[a] > gain[b];
    return edges[a].weight > edges[b].weight;
  });
  for (u32 e : by_weight) {
    auto [w, u, v, can_fall] = edges[e];
    if (!can_fall || v == 0 || skipped(v) || next[u] != kNone || prev[v] != kNone || head_of[u] == v) continue;
    next[u] = v, prev[v] = u;
    u32 h = head_of[u], t = tail_of[v];
    tail_of[h] = t, head_of[t] = h;
  }

  std::vector<u32> order;
  order.reserve(n);
  std::vector<bool> placed(n);
  auto lighter = [&](u32 a, u32 b) {
    return edges[a].weight < edges[b].weight || (edges[a].weight == edges[b].weight && a > b);
  };
  std::priority_queue<u32, std::vector<u32>, decltype(lighter)> out(lighter);
  auto place = [&](u32 b) {
    while (prev[b] != kNone) b = prev[b];
    for (; b != kNone; b = next[b]) {
      placed[b] = true;
      order.push_back(b);
      for (u32 e = first_edge[b]; e < first_edge[b + 1]; ++e)
        if (!placed[edges[e].to] && !skipped(edges[e].to)) out.push(e);
    }
  };
  if (n) place(0);
  for (u32 scan = 1;;) {
    while (!out.empty() && placed[edges[out.top()].to]) out.pop();
    if (!out.empty()) {
      place(edges[out.top()].to);
      continue;
    }
    while (scan < n && (placed[scan] || skipped(scan))) ++scan;
    if (scan == n) break;
    place(scan);
  }
  for (u32 b = 0; b < n; ++b)
    if (!placed[b]) order.push_back(b);
  return order;
}

} // namespace ilcc::x86_64
