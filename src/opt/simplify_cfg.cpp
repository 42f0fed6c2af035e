// simplify_cfg.cpp — CFG simplification.
//
// Rounds of five rewrites, repeated until a round changes nothing (each round is linear;
// the number of rounds is bounded, see max_rounds):
//   1. fold terminators: condbr on a constant or with equal targets, and switch on a
//      constant or without cases, become br; the successor that is no longer reached drops
//      the phi entry of this block;
//   2. remove blocks unreachable from the entry, and the phi entries that name them;
//   3. merge a block ending in `br S` with S when S has no other predecessor: S's phis have
//      one entry and become that value, S's instructions and terminator move up, and S's
//      successors' phis name the merged block instead;
//   4. thread an empty block B (`br T` and nothing else): its predecessors branch to T
//      directly. A chain of empty blocks ending in a block without phis is skipped in one
//      step (consecutive case labels make chains of thousands). When T has phis, B's
//      entry is repeated for each predecessor, which is only done when none of them
//      already reaches T;
//   5. remove trivial phis, whose incoming values are all one value (or the phi itself).
// Then, once per run (followed by the rounds again when it changed something):
//   6. jump threading: a block J whose code only derives its conditional branch from its
//      phis (integer casts, then a comparison with a constant: the `if (m)` after an
//      inlined `return c && ...;`) is bypassed by each predecessor whose incoming values
//      decide the branch; that predecessor jumps to the outcome directly. Before, such a
//      J is copied into each predecessor that only selects among constants for it (phis
//      with a constant entry, integer casts, `br J`: an inlined `return c && ...` whose
//      result J tests), so that the threading sees the constants.
// Blocks that must keep their identity are never merged away, threaded or removed: the
// entry, blocks listed in keep_blocks (&&label in static initializers) and the targets of
// labeladdr. Edges that cannot be redirected (indirectbr, asm goto) block threading.
#include "opt/simplify_cfg.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/constfold.h"
#include "opt/value_fold.h"

#include <algorithm>

namespace ilcc {

namespace {

// Replaces each successor edge s of `t` by f(s), in one pass over the edges (retargeting
// the many edges of a switch one replace_successor at a time is quadratic: 10^5 case
// labels took minutes).
template <class F> void map_successors(Terminator& t, F&& f) {
  switch (t.kind) {
  case TermKind::Branch: t.target = f(t.target); break;
  case TermKind::CondBranch: t.target = f(t.target), t.target2 = f(t.target2); break;
  case TermKind::Switch:
    t.target = f(t.target);
    for (u32 i = 0; i < t.count; ++i) t.cases()[i].target = f(t.cases()[i].target);
    break;
  case TermKind::IndirectBranch:
    for (u32 i = 0; i < t.count; ++i) t.possible_targets()[i] = f(t.possible_targets()[i]);
    break;
  default: break;
  }
}

class CfgSimplifier {
public:
  explicit CfgSimplifier(IrFunction& f) : f_(f) {}

  // Runs rounds until one changes nothing. That point is always reached, within
  // max_rounds(): see there.
  size_t run() {
    if (f_.is_declaration || f_.blocks.empty()) return 0;
    size_t total = 0;
    size_t limit = max_rounds();
    for (size_t round = 0;; ++round) {
      ILCC_ASSERT(round < limit, "simplify_cfg: more rounds than its termination bound");
      size_t changes = 0;
      changes += fold_terminators();
      changes += remove_unreachable();
      changes += merge_blocks();
      changes += skip_empty_chains();
      changes += thread_empty_blocks();
      changes += remove_trivial_phis();
      total += changes;
      if (!changes) {
        if (threaded_once_) break;
        threaded_once_ = true;
        size_t t = 0;
        if (std::any_of(f_.blocks.begin(), f_.blocks.end(), [](const BasicBlock& b) { return branch_code_only(b); }))
          t = duplicate_into_selectors() + thread_known_branches();
        total += t;
        if (!t) break;
        limit = round + 1 + max_rounds(); // the rounds after it: the same bound anew
      }
    }
    return total;
  }

private:
  // Termination. Let M = blocks + conditional terminators (condbr, switch) + phis. No rewrite
  // increases M: folding turns a conditional terminator into br, removal and merging drop
  // blocks (and the merged block's phis), threading only retargets edges and rewrites phis
  // in place, trivial phis are deleted. Every rewrite but threading decreases M. A round
  // whose only changes are threadings is followed by one that decreases M: a threaded
  // block B is not kept and lost every predecessor (all of them were redirected, or it
  // would not have been threaded), so the next round's remove_unreachable deletes it,
  // folding having run before it adds no edge. Hence at most M rounds decrease M, at most
  // as many only thread, and one more changes nothing: 2M + 1 rounds. The bound is
  // asserted rather than used as a silent cap (a fixed cap of 100 rounds was reachable by
  // chains of dependent folds, leaving the function half simplified).
  size_t max_rounds() const {
    size_t m = f_.blocks.size();
    for (const BasicBlock& b : f_.blocks) {
      if (b.terminator.kind == TermKind::CondBranch || b.terminator.kind == TermKind::Switch) ++m;
      m += num_phis(b);
    }
    return 2 * m + 1;
  }

private:
  // Recomputes labels, CFG and kept blocks if a rewrite changed blocks or edges since.
  void refresh() {
    if (!stale_) return;
    stale_ = false;
    labels_ = build_label_map(f_);
    Cfg cfg = build_cfg(f_, labels_);
    preds_ = std::move(cfg.preds);
    succs_ = std::move(cfg.succs);
    kept_.assign(f_.blocks.size(), 0);
    kept_[0] = 1;
    auto keep = [&](BlockId id) {
      u32 i = labels_.index_of(id);
      if (i != kNoBlock) kept_[i] = 1;
    };
    for (BlockId b : f_.global_init_label_blocks) keep(b);
    for (const BasicBlock& b : f_.blocks)
      for (const Instruction& i : b.instructions)
        if (i.op == Opcode::LabelAddr) keep(i.label());
  }

  // 1. Constant and redundant branches.
  size_t fold_terminators() {
    refresh();
    size_t changes = 0;
    for (u32 b = 0; b < f_.blocks.size(); ++b) {
      Terminator& t = f_.blocks[b].terminator;
      BlockId keep;
      if (t.kind == TermKind::CondBranch) {
        if (t.target == t.target2) keep = t.target;
        else if (t.val.is_const()) {
          std::optional<i64> c = t.val.const_int();
          if (!c) continue;
          keep = *c ? t.target : t.target2;
        } else continue;
      } else if (t.kind == TermKind::Switch) {
        if (t.count == 0) keep = t.target;
        else if (std::optional<i64> c = t.val.const_int()) keep = switch_target(t, *c);
        else continue;
      } else {
        continue;
      }
      // Successors that lose their edge from b lose b's phi entries (succs_ lists each once:
      // the CFG of this round's start, where only b's own terminator changed since).
      BlockId self = f_.blocks[b].label;
      t = make_br(keep);
      for (u32 si : succs_.row(b)) {
        BasicBlock& sb = f_.blocks[si];
        if (sb.label != keep && !has_asm_goto_edge(f_, f_.blocks[b], sb.label)) remove_phi_entries(sb, self);
      }
      ++changes;
    }
    stale_ |= changes != 0;
    return changes;
  }

  // 2. Unreachable blocks.
public:
  size_t remove_unreachable() {
    refresh();
    u32 n = u32(f_.blocks.size());
    std::vector<u8> reach(n, 0);
    std::vector<u32> work;
    for (u32 b = 0; b < n; ++b)
      if (kept_[b]) reach[b] = 1, work.push_back(b);
    while (!work.empty()) {
      u32 b = work.back();
      work.pop_back();
      for (u32 s : succs_.row(b))
        if (!reach[s]) reach[s] = 1, work.push_back(s);
    }
    size_t removed = size_t(std::count(reach.begin(), reach.end(), 0));
    if (!removed) return 0;
    for (u32 b = 0; b < n; ++b) {
      if (!reach[b]) continue;
      for (u32 p : preds_.row(b))
        if (!reach[p]) remove_phi_entries(f_.blocks[b], f_.blocks[p].label);
    }
    compact(reach);
    stale_ = true;
    return removed;
  }

private:
  void compact(const std::vector<u8>& keep) {
    size_t out = 0;
    for (size_t b = 0; b < f_.blocks.size(); ++b)
      if (keep[b]) {
        if (out != b) f_.blocks[out] = std::move(f_.blocks[b]);
        ++out;
      }
    f_.blocks.resize(out);
  }

  // Whether B has an asm goto edge to a successor of S: merged, B would reach that block
  // twice, by the asm goto and by S's old edge, and a phi there could not tell them apart.
  bool reaches_asm_goto_target(const BasicBlock& b, const BasicBlock& s) const {
    if (!f_.has_asm_goto) return false;
    bool clash = false;
    auto check = [&](BlockId t) { clash = clash || has_asm_goto_edge(f_, b, t); };
    s.terminator.for_each_successor(check);
    for (const Instruction& i : s.instructions)
      if (i.op == Opcode::InlineAsm)
        for (const AsmGotoLabel& l : i.asm_info().goto_labels) check(l.block);
    return clash;
  }

  // 3. Straight-line pairs.
  size_t merge_blocks() {
    refresh();
    u32 n = u32(f_.blocks.size());
    std::vector<u8> alive(n, 1);
    ValueRewriter rewriter(f_.value_limit());
    size_t merges = 0;
    for (u32 b = 0; b < n; ++b) {
      if (!alive[b]) continue;
      for (;;) {
        BasicBlock& bb = f_.blocks[b];
        if (bb.terminator.kind != TermKind::Branch) break;
        u32 s = labels_.index_of(bb.terminator.target);
        if (s == kNoBlock || s == b || !alive[s] || kept_[s] || preds_.len(s) != 1) break;
        BasicBlock& sb = f_.blocks[s];
        if (has_asm_goto_edge(f_, bb, sb.label) || reaches_asm_goto_target(bb, sb)) break;
        size_t nphi = num_phis(sb);
        for (size_t k = 0; k < nphi; ++k) {
          const Instruction& phi = sb.instructions[k];
          if (phi.num_ops == 1) rewriter.replace(phi.dest, rewriter.resolve(phi.operand(0)));
        }
        bool spans = !bb.source_spans.empty() || !sb.source_spans.empty();
        if (spans) {
          bb.source_spans.resize(bb.instructions.size());
          sb.source_spans.resize(sb.instructions.size());
        }
        bb.instructions.insert(bb.instructions.end(), sb.instructions.begin() + long(nphi), sb.instructions.end());
        if (spans)
          bb.source_spans.insert(bb.source_spans.end(), sb.source_spans.begin() + long(nphi),
                                 sb.source_spans.end());
        bb.terminator = sb.terminator;
        // S's successors now come from B. (succs_ is the CFG before this round's merges: S
        // may have absorbed blocks already, so its current edges are read off its
        // terminator and asm goto statements.)
        auto rename = [&](BlockId t) {
          u32 ti = labels_.index_of(t);
          if (ti != kNoBlock) rename_phi_entries(f_.blocks[ti], sb.label, bb.label);
        };
        bb.terminator.for_each_successor(rename);
        for (size_t k = nphi; k < sb.instructions.size(); ++k)
          if (sb.instructions[k].op == Opcode::InlineAsm)
            for (const AsmGotoLabel& l : sb.instructions[k].asm_info().goto_labels) rename(l.block);
        alive[s] = 0;
        ++merges;
      }
    }
    if (!merges) return 0;
    compact(alive);
    rewriter.apply(f_);
    stale_ = true;
    return merges;
  }

  static void rename_phi_entries(BasicBlock& b, BlockId from, BlockId to) {
    for (size_t k = 0, n = num_phis(b); k < n; ++k) {
      Instruction& phi = b.instructions[k];
      for (u32 j = 0; j < phi.num_ops; ++j)
        if (phi.phi_blocks()[j] == from) phi.phi_blocks()[j] = to;
    }
  }

  // 4a. Edges into a chain of empty blocks go straight to the chain's end when the end has
  // no phis (so no phi needs new entries); the bypassed blocks become unreachable.
  size_t skip_empty_chains() {
    refresh();
    u32 n = u32(f_.blocks.size());
    auto forwards = [&](u32 b) {
      const BasicBlock& bb = f_.blocks[b];
      return bb.instructions.empty() && bb.terminator.kind == TermKind::Branch && !kept_[b];
    };
    // final[b]: where an edge to b may go instead (b itself when it may not be skipped).
    constexpr u32 kUnknown = kNoBlock, kOnPath = kNoBlock - 1;
    std::vector<u32> final(n, kUnknown);
    std::vector<u32> path;
    for (u32 b = 0; b < n; ++b) {
      if (final[b] != kUnknown) continue;
      path.clear();
      u32 x = b;
      while (x != kNoBlock && final[x] == kUnknown && forwards(x)) {
        final[x] = kOnPath;
        path.push_back(x);
        u32 t = labels_.index_of(f_.blocks[x].terminator.target);
        x = t == x ? kNoBlock : t;
      }
      u32 end;
      if (x == kNoBlock || final[x] == kOnPath) end = kNoBlock; // a bad label or a cycle
      else if (forwards(x)) end = final[x];                      // joins a chain seen before
      else end = num_phis(f_.blocks[x]) ? kNoBlock : x;          // the chain's end
      if (x != kNoBlock && final[x] == kUnknown) final[x] = x;
      for (u32 p : path) final[p] = end == kNoBlock ? p : end;
    }
    size_t changed = 0;
    for (BasicBlock& pb : f_.blocks) {
      TermKind k = pb.terminator.kind;
      if (k != TermKind::Branch && k != TermKind::CondBranch && k != TermKind::Switch) continue;
      // One pass over the edges: a switch over thousands of consecutive case labels has
      // thousands of edges to retarget.
      map_successors(pb.terminator, [&](BlockId s) {
        u32 si = labels_.index_of(s);
        if (si == kNoBlock || final[si] == si || has_asm_goto_edge(f_, pb, s)) return s;
        ++changed;
        return f_.blocks[final[si]].label;
      });
    }
    stale_ |= changed != 0;
    return changed;
  }

  // 4. Empty blocks that only branch on. Each threading changes B, T and B's
  // predecessors; a round threads only blocks whose neighbourhoods are untouched so far, so
  // the CFG computed at its start stays valid for them.
  size_t thread_empty_blocks() {
    refresh();
    size_t threaded = 0;
    u32 n = u32(f_.blocks.size());
    std::vector<u8> touched(n, 0);
    std::vector<BlockId> pred_labels;
    for (u32 b = 0; b < n; ++b) {
      BasicBlock& bb = f_.blocks[b];
      if (!bb.instructions.empty() || bb.terminator.kind != TermKind::Branch || kept_[b] || touched[b]) continue;
      u32 t = labels_.index_of(bb.terminator.target);
      if (t == kNoBlock || t == b || touched[t]) continue;
      std::span<const u32> preds = preds_.row(b);
      if (preds.empty()) continue;
      BasicBlock& tb = f_.blocks[t];
      std::span<const u32> tpreds = preds_.row(t);
      bool ok = true;
      for (u32 p : preds) {
        const BasicBlock& pb = f_.blocks[p];
        TermKind k = pb.terminator.kind;
        if (p == b || touched[p] ||
            (k != TermKind::Branch && k != TermKind::CondBranch && k != TermKind::Switch) ||
            has_asm_goto_edge(f_, pb, bb.label))
          ok = false;
        if (num_phis(tb) && std::binary_search(tpreds.begin(), tpreds.end(), p)) ok = false;
      }
      if (!ok || !phis_can_grow(tb, preds.size() - 1)) continue;
      // T's phis: B's entry is repeated for each of B's predecessors.
      pred_labels.clear();
      for (u32 p : preds) pred_labels.push_back(f_.blocks[p].label);
      add_phi_entries(f_.arena, tb, bb.label, pred_labels, {}, 0);
      remove_phi_entries(tb, bb.label);
      for (u32 p : preds) {
        f_.blocks[p].terminator.replace_successor(bb.label, tb.label);
        touched[p] = 1;
      }
      touched[b] = touched[t] = 1;
      ++threaded;
    }
    stale_ |= threaded != 0;
    return threaded;
  }

  // 6. Jump threading through blocks whose branch their phis decide. J qualifies when its
  // instructions are phis, then integer casts and comparisons of earlier values of J with
  // constants, its terminator a condbr on the last, and no value of J is read outside J
  // but by phis of its successors on J's edges (which then get, for the threaded
  // predecessor, that value under its incoming constants). For a predecessor P ending in br or condbr
  // whose incoming values make the condition constant, P's edge goes to the outcome T
  // instead (not when T has phis and P already reaches it). Linear: one scan for the
  // values read outside their block, and each J's code evaluated once per predecessor.
  size_t thread_known_branches() {
    refresh();
    u32 n = u32(f_.blocks.size());
    u32 limit = f_.value_limit();
    std::vector<u8> escapes = escaping_blocks();
    std::vector<u8> touched(n, 0);
    std::vector<Operand> known(limit); // values of J under the predecessor being tried
    size_t threaded = 0;
    for (u32 j = 0; j < n; ++j) {
      BasicBlock& jb = f_.blocks[j];
      const Terminator& jt = jb.terminator;
      if (escapes[j] || kept_[j] || touched[j] || jt.kind != TermKind::CondBranch || !jt.val.is_value() ||
          jt.target == jt.target2 || !branch_code_only(jb))
        continue;
      for (u32 p : preds_.row(j)) {
        BasicBlock& pb = f_.blocks[p];
        const Terminator& pt = pb.terminator;
        if (p == j || touched[p] || (pt.kind != TermKind::Branch && pt.kind != TermKind::CondBranch) ||
            (pt.kind == TermKind::CondBranch && pt.target == pt.target2) || has_asm_goto_edge(f_, pb, jb.label))
          continue;
        std::optional<bool> taken = evaluate(jb, pb.label, known);
        if (!taken) continue;
        u32 t = labels_.index_of(*taken ? jt.target : jt.target2);
        if (t == kNoBlock || t == j || touched[t]) continue;
        BasicBlock& tb = f_.blocks[t];
        std::span<const u32> tpreds = preds_.row(t);
        if (num_phis(tb) && std::binary_search(tpreds.begin(), tpreds.end(), p)) continue;
        if (!phis_can_grow(tb, 1)) continue;
        // T's phis: P's entry is what J's edge carries, J's values under P.
        add_phi_entries(f_.arena, tb, jb.label, {&pb.label, 1}, known, limit);
        remove_phi_entries(jb, pb.label);
        pb.terminator.replace_successor(jb.label, tb.label);
        touched[p] = touched[j] = touched[t] = 1;
        ++threaded;
        break; // J's predecessors changed: the next sweep goes on
      }
      for (const Instruction& i : jb.instructions) known[i.dest.id] = Operand();
    }
    stale_ |= threaded != 0;
    return threaded;
  }

  // J's casts, comparison and condbr copied into each predecessor P that ends in `br J`
  // and holds only phis, one with a constant entry, and integer casts (a selector): J's
  // phis read P's incoming values, J's successors get P's entries for the copies. J
  // qualifies as for thread_known_branches. Linear: J's few instructions are copied once per such predecessor.
  size_t duplicate_into_selectors() {
    refresh();
    u32 n = u32(f_.blocks.size());
    u32 limit = f_.value_limit();
    std::vector<u8> escapes = escaping_blocks();
    std::vector<u8> touched(n, 0);
    std::vector<Operand> map(limit);
    size_t copied = 0;
    for (u32 j = 0; j < n; ++j) {
      BasicBlock& jb = f_.blocks[j];
      if (escapes[j] || kept_[j] || touched[j] || jb.terminator.kind != TermKind::CondBranch ||
          jb.terminator.target == jb.terminator.target2 || !branch_code_only(jb))
        continue;
      u32 t1 = labels_.index_of(jb.terminator.target), t2 = labels_.index_of(jb.terminator.target2);
      if (t1 == kNoBlock || t2 == kNoBlock || t1 == j || t2 == j || touched[t1] || touched[t2]) continue;
      for (u32 p : preds_.row(j)) {
        BasicBlock& pb = f_.blocks[p];
        if (p == j || touched[p] || pb.terminator.kind != TermKind::Branch || !selector(pb)) continue;
        bool reaches = false; // P already a predecessor of a target with phis
        for (u32 t : {t1, t2}) {
          std::span<const u32> tp = preds_.row(t);
          reaches |= num_phis(f_.blocks[t]) && std::binary_search(tp.begin(), tp.end(), p);
          reaches |= !phis_can_grow(f_.blocks[t], 1);
        }
        if (reaches) continue;
        size_t np = num_phis(jb);
        for (size_t k = 0; k < jb.instructions.size(); ++k) {
          const Instruction& i = jb.instructions[k];
          if (k < np) {
            for (u32 x = 0; x < i.num_ops; ++x)
              if (i.phi_blocks()[x] == pb.label) map[i.dest.id] = i.operand(x);
            continue;
          }
          Instruction c = clone_instruction(f_.arena, i);
          c.dest = f_.new_value();
          for (Operand& o : c.operands())
            if (o.is_value() && o.value().id < limit && !map[o.value().id].is_none()) o = map[o.value().id];
          map[i.dest.id] = Operand(c.dest);
          if (!pb.source_spans.empty())
            pb.source_spans.push_back(jb.source_spans.empty() ? SourceSpan{} : jb.source_spans[k]);
          pb.instructions.push_back(c);
        }
        for (u32 t : {t1, t2}) add_phi_entries(f_.arena, f_.blocks[t], jb.label, {&pb.label, 1}, map, limit);
        pb.terminator = make_condbr(map[jb.terminator.val.value().id], jb.terminator.target, jb.terminator.target2);
        remove_phi_entries(jb, pb.label);
        copy_debug_values(f_, map, limit);
        for (size_t k = 0; k < jb.instructions.size(); ++k) map[jb.instructions[k].dest.id] = Operand();
        touched[p] = touched[j] = touched[t1] = touched[t2] = 1;
        ++copied;
        break;
      }
    }
    stale_ |= copied != 0;
    return copied;
  }

  // Whether b holds phis, one with a constant entry, then integer casts only.
  static bool selector(const BasicBlock& b) {
    size_t np = num_phis(b);
    bool constant = false;
    for (size_t k = 0; k < np; ++k)
      for (const Operand& o : b.instructions[k].operands()) constant |= o.is_const();
    if (!constant) return false;
    for (size_t k = np; k < b.instructions.size(); ++k) {
      const Instruction& i = b.instructions[k];
      if (i.op != Opcode::Cast || !is_int(i.ty) || !is_int(i.ty2)) return false;
    }
    return true;
  }

  // Whether t's phis can take `more` entries (an instruction holds at most kMaxOperands).
  static bool phis_can_grow(const BasicBlock& t, size_t more) {
    for (size_t k = 0, np = num_phis(t); k < np; ++k)
      if (t.instructions[k].num_ops + more > Instruction::kMaxOperands) return false;
    return true;
  }


  // Per block: whether a value it defines is read outside it other than by a phi of a
  // successor on the block's edge. A phi's operand is read at the end of the block it
  // comes from: one of the block's own phis reading its value from another predecessor
  // (a loop back to the block) is a read outside it, which a predecessor that bypasses
  // the block would leave without a definition.
  std::vector<u8> escaping_blocks() {
    u32 n = u32(f_.blocks.size());
    u32 limit = f_.value_limit();
    std::vector<u32> def_block(limit, kNoBlock);
    for (u32 b = 0; b < n; ++b)
      for (const Instruction& i : f_.blocks[b].instructions)
        if (i.dest.valid()) def_block[i.dest.id] = b;
    std::vector<u8> escapes(n, 0);
    auto read = [&](u32 v, u32 b) {
      if (v < limit && def_block[v] != kNoBlock && def_block[v] != b) escapes[def_block[v]] = 1;
    };
    for (u32 b = 0; b < n; ++b) {
      const BasicBlock& bb = f_.blocks[b];
      for (const Instruction& i : bb.instructions) {
        if (i.op != Opcode::Phi) {
          i.for_each_used_value([&](u32 v) { read(v, b); });
          continue;
        }
        for (u32 x = 0; x < i.num_ops; ++x) {
          if (!i.operand(x).is_value()) continue;
          u32 v = i.operand(x).value().id, d = v < limit ? def_block[v] : kNoBlock;
          if (d != kNoBlock && !(i.phi_blocks()[x] == f_.blocks[d].label)) escapes[d] = 1;
        }
      }
      bb.terminator.for_each_used_value([&](u32 v) { read(v, b); });
    }
    return escapes;
  }

  // Whether b's instructions are phis, then at most four integer casts and comparisons
  // reading values of b or constants, and its condbr tests the last of them.
  static bool branch_code_only(const BasicBlock& b) {
    if (b.terminator.kind != TermKind::CondBranch) return false;
    size_t k = num_phis(b);
    // A few instructions after the phis: each operand's definition is looked up in the block.
    if (k == 0 || k == b.instructions.size() || b.instructions.size() - k > 4) return false;
    for (size_t x = k; x < b.instructions.size(); ++x) {
      const Instruction& i = b.instructions[x];
      bool cast = i.op == Opcode::Cast && is_int(i.ty) && is_int(i.ty2) && !is_128(i.ty) && !is_128(i.ty2);
      bool cmp = i.op == Opcode::Cmp && is_int(i.ty) && !is_128(i.ty);
      if (!cast && !cmp) return false;
      for (const Operand& o : i.operands())
        if (!o.is_const() && !(o.is_value() && defined_before(b, x, o.value()))) return false;
    }
    return b.terminator.val == Operand(b.instructions.back().dest);
  }

  static bool defined_before(const BasicBlock& b, size_t x, Value v) {
    for (size_t k = 0; k < x; ++k)
      if (b.instructions[k].dest == v) return true;
    return false;
  }

  // The branch J takes when entered from the block labelled `from`, if J's phis make it
  // constant; `known` receives the constant of each value of J.
  static std::optional<bool> evaluate(const BasicBlock& j, BlockId from, std::vector<Operand>& known) {
    size_t np = num_phis(j);
    for (size_t k = 0; k < j.instructions.size(); ++k) {
      const Instruction& i = j.instructions[k];
      if (k < np) {
        for (u32 x = 0; x < i.num_ops; ++x)
          if (i.phi_blocks()[x] == from) known[i.dest.id] = i.operand(x);
        continue; // a phi's value may be a non-constant: only T's phis read it
      }
      Operand ops[2];
      for (u32 x = 0; x < i.num_ops; ++x) {
        const Operand& o = i.operand(x);
        ops[x] = o.is_value() ? known[o.value().id] : o;
      }
      std::optional<Operand> v = fold_operation(i, std::span<const Operand>(ops, i.num_ops));
      if (!v) return std::nullopt;
      known[i.dest.id] = *v;
    }
    std::optional<i128> c = const_of(known[j.terminator.val.value().id], IrType::I8);
    if (!c) return std::nullopt;
    return *c != 0;
  }

  // 5. Phis whose incoming values are all the same.
  size_t remove_trivial_phis() {
    ValueRewriter rewriter(f_.value_limit());
    size_t removed = 0;
    for (BasicBlock& b : f_.blocks) {
      for (size_t k = 0, n = num_phis(b); k < n; ++k) {
        Instruction& phi = b.instructions[k];
        Operand same;
        bool trivial = true;
        for (u32 j = 0; j < phi.num_ops && trivial; ++j) {
          Operand o = rewriter.resolve(phi.operand(j));
          if (o.is_value() && o.value() == phi.dest) continue;
          if (same.is_none()) same = o;
          else if (!(same == o)) trivial = false;
        }
        if (!trivial) continue;
        if (same.is_none()) same = IrConst::zero(phi.ty); // only feeds itself
        rewriter.replace(phi.dest, same);
        phi.flags |= Instruction::kFlagDead;
        ++removed;
      }
    }
    if (!removed) return 0;
    erase_instructions(f_, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    rewriter.apply(f_);
    return removed;
  }

  IrFunction& f_;
  LabelMap labels_;
  FlatAdj preds_, succs_;
  std::vector<u8> kept_;
  bool stale_ = true; // labels_, preds_, succs_, kept_ no longer describe the function
  bool threaded_once_ = false;
};

} // namespace

size_t simplify_cfg(IrFunction& f) { return CfgSimplifier(f).run(); }

size_t remove_unreachable_blocks(IrFunction& f) {
  if (f.is_declaration || f.blocks.empty()) return 0;
  return CfgSimplifier(f).remove_unreachable();
}

} // namespace ilcc
