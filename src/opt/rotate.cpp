// rotate.cpp — loop rotation.
//
// Lowering emits C's while and for loops top-tested:
//   pre:   ...; br H
//   H:     <test>; condbr c, Body, Exit          (either polarity)
//   Body:  ...                                    latches: ...; br H
// The pass turns such a loop into a guarded bottom-tested one:
//   pre:   ...; <test>; condbr c, H, Exit         (the guard)
//   H:     br Body                                (the loop's dedicated preheader)
//   Body:  ...                                    latches: ...; <copy of test>; condbr c', Body, Exit
// so the body dominates the exit tests: a later pass may treat what the body does as done
// on every iteration that reaches a test, and the back end sees bottom-tested loops. The
// test's instructions move to the end of the preheader; each latch gets a copy with fresh
// values. The pass runs on the alloca form, before mem2reg: C variables are still memory,
// so the test defines only values it uses itself and no SSA repair is needed (mem2reg
// builds the phis, Body's among them, afterwards). No block is created or removed: H,
// emptied, is the new preheader (which simplifycfg may later thread away).
//
// A loop is rotated when
//   - H is not the entry, is a target of back edges (from predecessors it dominates), all
//     of which end in `br H`, and has exactly one other predecessor, `pre`, ending in
//     `br H` (H is not its own latch: a one-block loop is already bottom-tested);
//   - H ends in `condbr c, T, F` with T != F, one of them in the loop (the body) and the
//     other outside (the exit); the body's only predecessor is H (so the body does not
//     become the header of another loop too) and neither it nor the exit has phis (the
//     exit gains predecessors);
//   - H has no phis, at most kMaxHeader instructions, none that must not be duplicated
//     (inline asm, allocas, stack save/restore, va_start, calls to setjmp-like functions),
//     and every value it defines is used only in H;
//   - H's address is not taken (labeladdr, &&label in a static initializer), and the
//     function has no asm goto (whose label edges are not visible as terminators);
//   - the latches are few (kMaxLatches): each gets a copy of the test;
//   - the body does not branch to the exit itself: a condition of several blocks
//     (`while (a && b)`) would leave the loop tested at its top all the same.
// All candidates are found on the CFG before any change; rotating one loop touches only
// its own pre, H, latches and the edges into its body and exit, none of which another
// candidate reads (the blocks each candidate writes end in `br` to its own header), so
// nested loops rotate in the same run.
//
// Cost: one scan for definitions and uses, then per header a backward walk over its loop's
// blocks from the latches (shared budget of a few times the function's size, as licm; the
// loops beyond it are left alone) and copies of at most kMaxHeader instructions per latch:
// linear.
#include "opt/rotate.h"

#include "ir/analysis.h"

#include <algorithm>

namespace ilcc {

namespace {

constexpr u32 kMaxHeader = 12;
constexpr u32 kMaxLatches = 4;

// May the instruction be moved to the preheader and copied into the latches?
bool duplicable(const Instruction& i) {
  switch (i.op) {
  case Opcode::Phi: case Opcode::Alloca: case Opcode::DynAlloca: case Opcode::StackSave:
  case Opcode::StackRestore: case Opcode::VaStart: case Opcode::InlineAsm:
    return false;
  case Opcode::Call: {
    Symbol callee = i.call_info().callee;
    return !callee || !is_setjmp_like_name(callee.str());
  }
  default:
    return true;
  }
}

struct Candidate {
  u32 header, pre, body, exit;
  u32 latch_begin, latch_end; // in Rotator::latches_
};

class Rotator {
public:
  explicit Rotator(IrFunction& f)
      : f_(f), cfg_(CfgAnalysis::build(f)), labels_(build_label_map(f)), dom_(cfg_.idom, cfg_.dom_children) {}

  size_t run() {
    u32 n = cfg_.num_blocks;
    if (labels_.duplicate_found) return 0;
    // Values used outside the block defining them, blocks whose address is taken.
    u32 limit = f_.value_limit();
    std::vector<u32> def_block(limit, kNoBlock);
    escapes_.assign(limit, 0);
    taken_.assign(n, 0);
    size_t size = 0;
    for (u32 b = 0; b < n; ++b) {
      size += f_.blocks[b].instructions.size() + 1;
      for (const Instruction& i : f_.blocks[b].instructions)
        if (i.dest.valid() && i.dest.id < limit) def_block[i.dest.id] = b;
    }
    auto use = [&](u32 v, u32 b) {
      if (v < limit && def_block[v] != b) escapes_[v] = 1;
    };
    for (u32 b = 0; b < n; ++b) {
      const BasicBlock& bb = f_.blocks[b];
      for (const Instruction& i : bb.instructions) {
        i.for_each_used_value([&](u32 v) { use(v, b); });
        if (i.op == Opcode::LabelAddr) take(i.label());
      }
      bb.terminator.for_each_used_value([&](u32 v) { use(v, b); });
    }
    for (BlockId l : f_.global_init_label_blocks) take(l);
    budget_ = 4 * size + 1024;
    in_loop_.assign(n, 0);
    for (u32 h : cfg_.rpo) consider(h);
    for (const Candidate& c : candidates_) rotate(c);
    return candidates_.size();
  }

private:
  void take(BlockId l) {
    u32 b = labels_.index_of(l);
    if (b != kNoBlock) taken_[b] = 1;
  }

  static bool has_phis(const BasicBlock& b) { return !b.instructions.empty() && b.instructions[0].op == Opcode::Phi; }

  void consider(u32 h) {
    if (h == 0 || taken_[h] || budget_ == 0) return;
    const BasicBlock& hb = f_.blocks[h];
    const Terminator& t = hb.terminator;
    if (t.kind != TermKind::CondBranch || t.target == t.target2 || hb.instructions.size() > kMaxHeader) return;
    // Predecessors: back edges and the one preheader, all ending in `br H`.
    u32 pre = kNoBlock;
    u32 first_latch = u32(latches_.size());
    auto give_up = [&] { latches_.resize(first_latch); };
    for (u32 p : cfg_.preds.row(h)) {
      const Terminator& pt = f_.blocks[p].terminator;
      if (!cfg_.reachable(p) || p == h || pt.kind != TermKind::Branch || pt.target != hb.label) return give_up();
      if (dom_.dominates(h, p)) {
        if (u32(latches_.size()) - first_latch == kMaxLatches) return give_up();
        latches_.push_back(p);
      } else {
        if (pre != kNoBlock) return give_up();
        pre = p;
      }
    }
    if (pre == kNoBlock || u32(latches_.size()) == first_latch) return give_up();
    // The test: duplicable, and self-contained.
    for (const Instruction& i : hb.instructions)
      if (!duplicable(i) || (i.dest.valid() && (i.dest.id >= escapes_.size() || escapes_[i.dest.id])))
        return give_up();
    // Which successor stays in the loop.
    u32 s1 = labels_.index_of(t.target), s2 = labels_.index_of(t.target2);
    if (s1 == kNoBlock || s2 == kNoBlock || !mark_loop(h, first_latch)) return give_up();
    bool in1 = in_loop_[s1] == stamp_, in2 = in_loop_[s2] == stamp_;
    if (in1 == in2) return give_up();
    u32 body = in1 ? s1 : s2, exit = in1 ? s2 : s1;
    if (body == h || exit == pre || cfg_.preds.len(body) != 1 || has_phis(f_.blocks[body]) ||
        has_phis(f_.blocks[exit]))
      return give_up();
    // The test goes on in the body (`while (a && b)`): rotated, the loop would still be
    // tested at its top.
    for (u32 s : cfg_.succs.row(body))
      if (s == exit) return give_up();
    candidates_.push_back({h, pre, body, exit, first_latch, u32(latches_.size())});
  }

  // The natural loop of h's back edges into in_loop_ (a new stamp_); false when the
  // shared budget is spent.
  bool mark_loop(u32 h, u32 first_latch) {
    ++stamp_;
    in_loop_[h] = stamp_;
    work_.clear();
    for (u32 k = first_latch; k < latches_.size(); ++k)
      if (in_loop_[latches_[k]] != stamp_) in_loop_[latches_[k]] = stamp_, work_.push_back(latches_[k]);
    while (!work_.empty()) {
      u32 b = work_.back();
      work_.pop_back();
      size_t cost = cfg_.preds.len(b) + f_.blocks[b].instructions.size() + 1;
      if (budget_ < cost) return budget_ = 0, false;
      budget_ -= cost;
      for (u32 p : cfg_.preds.row(b))
        if (in_loop_[p] != stamp_ && cfg_.reachable(p)) in_loop_[p] = stamp_, work_.push_back(p);
    }
    return true;
  }

  // Appends instructions with their spans (or unknown spans) to b.
  static void append(BasicBlock& b, const Instruction& i, SourceSpan span) {
    bool spans = !b.source_spans.empty() || span != SourceSpan{};
    if (spans) b.source_spans.resize(b.instructions.size());
    b.instructions.push_back(i);
    if (spans) b.source_spans.push_back(span);
  }

  void rotate(const Candidate& c) {
    BasicBlock& hb = f_.blocks[c.header];
    BlockId body = f_.blocks[c.body].label;
    const Terminator test = hb.terminator;
    std::vector<Instruction> insts = std::move(hb.instructions);
    std::vector<SourceSpan> spans = std::move(hb.source_spans);
    auto span_of = [&](size_t k) { return k < spans.size() ? spans[k] : SourceSpan{}; };
    // Each latch: a copy of the test with fresh values, branching back to the body.
    for (u32 k = c.latch_begin; k < c.latch_end; ++k) {
      BasicBlock& lb = f_.blocks[latches_[k]];
      map_.clear();
      auto remap = [&](Operand& o) {
        if (!o.is_value()) return;
        for (const auto& [from, to] : map_)
          if (from == o.value().id) {
            o = Operand(Value(to));
            return;
          }
      };
      for (size_t j = 0; j < insts.size(); ++j) {
        Instruction copy = clone_instruction(f_.arena, insts[j]);
        for (Operand& o : copy.operands()) remap(o);
        if (copy.dest.valid()) {
          Value fresh = f_.new_value();
          map_.push_back({copy.dest.id, fresh.id});
          copy.dest = fresh;
        }
        append(lb, copy, span_of(j));
      }
      Terminator back = test;
      remap(back.val);
      lb.terminator = back;
    }
    // The preheader: the test itself, entering the loop through H.
    BasicBlock& pb = f_.blocks[c.pre];
    for (size_t j = 0; j < insts.size(); ++j) append(pb, insts[j], span_of(j));
    Terminator guard = test;
    guard.replace_successor(body, hb.label);
    pb.terminator = guard;
    // H: the dedicated preheader.
    hb.instructions.clear();
    hb.source_spans.clear();
    hb.terminator = make_br(body);
  }

  IrFunction& f_;
  CfgAnalysis cfg_;
  LabelMap labels_;
  DomTree dom_;
  std::vector<u8> escapes_, taken_;
  std::vector<u32> in_loop_, work_, latches_;
  std::vector<Candidate> candidates_;
  std::vector<std::pair<u32, u32>> map_;
  u32 stamp_ = 0;
  size_t budget_ = 0;
};

} // namespace

size_t rotate_loops(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.has_asm_goto || f.blocks.size() < 2) return 0;
  return Rotator(f).run();
}

} // namespace ilcc
