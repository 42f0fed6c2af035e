// unroll.cpp — complete unrolling of loops with a small constant trip count (docs/opt.md,
// "unroll").
//
// `for (int s = 0; s < 4; s++) n = MIN(n, (end[s] - op[s]) / 10);` runs its body a number
// of times the compiler can count. Replaced by that many copies of the body, one after
// the other, each copy's counter is a constant: the array indexes become constant offsets,
// so sroa can split the arrays and mem2reg keep their elements in registers, and a loop
// that does nothing but count (an assert loop under NDEBUG) folds away.
//
// A loop is taken when:
// - its header has two predecessors, the preheader outside the loop and one latch inside,
//   and no other loop is nested in it;
// - the latch ends with `condbr c, header, exit` (either order), the exit outside the loop;
// - c follows from constants: from the header's phis whose entry value is a constant,
//   through the loop's integer operations, comparisons, casts and selects (constfold's
//   fold_operation). The pass runs the loop's control on constants, iteration by
//   iteration, until c leaves the loop, which must happen within kMaxTrips iterations;
// - the trip count times the body's size is at most kMaxSize;
// - it calls no function: what a copy saves is small beside a call, and what is copied
//   grows the code;
// - nothing in it depends on a block or an instruction being the only one of its kind:
//   no indirect branch, asm goto, label address or alloca, and no block that a static
//   initializer's label address names.
// Other exits (a break, a return) may leave from any copy. A value of the loop used after
// it is then read only by phis of the exit blocks, which get one entry per copy; when the
// latch's exit is the only one, a use after the loop reads the last copy's value instead.
//
// Copy 1's header phis are their entry values, copy k+1's the values copy k's latch passes
// back. Copy k's latch branches to copy k+1's header, the last one's to the exit, both
// unconditionally: the trip count decided the branch. The original blocks go.
//
// Cost: per loop header one walk over the loop's blocks (a budget shared by the walks, as
// in licm), and the control's slice evaluated once per trip; a loop with several exits
// also scans the blocks after it for uses (the same budget once more); an unrolled loop
// costs its trips times its size, and the CFG analysis is rebuilt after each unrolled
// loop, at most kMaxLoops times per run: linear in the function's size.
#include "opt/unroll.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/constfold.h"
#include "opt/loop_walk.h"

#include <algorithm>
#include <optional>

namespace ilcc {

namespace {

constexpr u32 kMaxTrips = 16;
constexpr u64 kMaxSize = 80;   // instructions and terminators of all the copies together
constexpr size_t kMaxLoops = 16; // loops unrolled per run
constexpr u32 kMaxDepth = 64;  // operations on the control's path from the phis to c
constexpr u32 kNone = UINT32_MAX;

struct Loop {
  u32 header = kNone, pre = kNone, latch = kNone, exit = kNone;
  std::vector<u32> body; // block indexes, the header first, the others in layout order
  u32 trips = 0;
};

class Unroller {
public:
  Unroller(IrModule& m, IrFunction& f) : m_(m), f_(f) {}

  size_t run() {
    size_t done = 0;
    while (done < kMaxLoops) {
      std::optional<Loop> l = find();
      if (!l) break;
      unroll(*l);
      ++done;
    }
    return done;
  }

private:
  // The first loop that can be unrolled.
  std::optional<Loop> find() {
    CfgAnalysis cfg = CfgAnalysis::build(f_);
    DomTree dom(cfg.idom, cfg.dom_children);
    LoopWalk walk(f_, cfg.num_blocks);
    labels_ = build_label_map(f_);
    // The tables by value, grown (never cleared) here: each candidate loop sets the
    // entries of its own values and clears them after (forget), so that a function of
    // many loops costs its size, not its size times its loops.
    u32 limit = f_.value_limit();
    if (def_.size() < limit) {
      def_.resize(limit, nullptr);
      header_phi_.resize(limit, 0);
      state_.resize(limit, Operand());
      memo_.resize(limit, Operand());
      memo_stamp_.resize(limit, 0);
    }
    scan_budget_ = walk.budget;
    for (u32 h = 0; h < cfg.num_blocks && walk.budget; ++h) {
      if (h == 0 || !cfg.reachable(h) || cfg.preds.len(h) != 2) continue;
      Loop l;
      l.header = h;
      for (u32 p : cfg.preds.row(h)) (dom.dominates(h, p) ? l.latch : l.pre) = p;
      if (l.pre == kNone || l.latch == kNone) continue;
      if (!walk.walk(f_, cfg, h, l.latch)) break;
      l.body = walk.body;
      std::sort(l.body.begin() + 1, l.body.end());
      bool ok = accept(cfg, dom, walk, l);
      forget(l);
      if (ok) return l;
    }
    return std::nullopt;
  }

  u32 index(BlockId b) const { return labels_.index_of(b); }

  bool accept(const CfgAnalysis& cfg, const DomTree& dom, const LoopWalk& walk, Loop& l) {
    const Terminator& lt = f_.blocks[l.latch].terminator;
    if (lt.kind != TermKind::CondBranch || !lt.val.is_value()) return false;
    u32 t = index(lt.target), e = index(lt.target2);
    if (e == l.header) std::swap(t, e);
    if (t != l.header || e == kNone || walk.contains(e)) return false;
    l.exit = e;
    if (ends_in_asm_goto(f_, f_.blocks[l.pre])) return false;
    u64 size = 0;
    for (u32 b : l.body) {
      const BasicBlock& bb = f_.blocks[b];
      if (bb.terminator.kind == TermKind::IndirectBranch || ends_in_asm_goto(f_, bb)) return false;
      if (std::find(f_.global_init_label_blocks.begin(), f_.global_init_label_blocks.end(), bb.label) !=
          f_.global_init_label_blocks.end())
        return false;
      if (b != l.header)
        for (u32 p : cfg.preds.row(b))
          if (walk.contains(p) && dom.dominates(b, p)) return false; // a nested loop
      for (const Instruction& i : bb.instructions) {
        if (i.op == Opcode::Alloca || i.op == Opcode::LabelAddr || i.op == Opcode::Call || i.op == Opcode::CallIndirect)
          return false;
        if (i.op == Opcode::Phi && b != l.header)
          for (u32 e = 0; e < i.num_ops; ++e)
            if (!walk.contains(index(i.phi_blocks()[e]))) return false; // an entry from an unreachable block
        size += i.op != Opcode::Phi;
      }
      ++size;
    }
    std::optional<u32> trips = count_trips(l);
    if (!trips || *trips * size > kMaxSize) return false;
    l.trips = *trips;
    return uses_after_ok(l, walk);
  }

  // The number of times the loop's body runs: its control run on constants.
  std::optional<u32> count_trips(const Loop& l) {
    for (u32 b : l.body)
      for (const Instruction& i : f_.blocks[b].instructions)
        if (i.dest.valid()) def_[i.dest.id] = &i;
    BlockId pre = f_.blocks[l.pre].label;
    std::vector<const Instruction*> phis;
    std::vector<Operand> entry, back;
    for (const Instruction& i : f_.blocks[l.header].instructions) {
      if (i.op != Opcode::Phi) break;
      header_phi_[i.dest.id] = 1;
      phis.push_back(&i);
      for (u32 k = 0; k < i.num_ops; ++k) (i.phi_blocks()[k] == pre ? entry : back).push_back(i.operand(k));
      if (entry.size() != phis.size() || back.size() != phis.size()) return std::nullopt;
    }
    for (size_t k = 0; k < phis.size(); ++k)
      if (entry[k].is_const()) state_[phis[k]->dest.id] = entry[k];
    const Terminator& lt = f_.blocks[l.latch].terminator;
    std::vector<Operand> next(phis.size());
    for (u32 trip = 1; trip <= kMaxTrips; ++trip) {
      ++stamp_;
      Operand c = eval(lt.val, 0);
      if (!c.is_const()) return std::nullopt;
      if (index(c.constant().is_nonzero() ? lt.target : lt.target2) != l.header) return trip;
      for (size_t k = 0; k < phis.size(); ++k) next[k] = eval(back[k], 0);
      for (size_t k = 0; k < phis.size(); ++k) state_[phis[k]->dest.id] = next[k];
    }
    return std::nullopt;
  }

  // Clears what count_trips set for loop l's values.
  void forget(const Loop& l) {
    for (u32 b : l.body)
      for (const Instruction& i : f_.blocks[b].instructions)
        if (i.dest.valid() && i.dest.id < def_.size())
          def_[i.dest.id] = nullptr, header_phi_[i.dest.id] = 0, state_[i.dest.id] = Operand();
  }

  // The constant o has in the current iteration, or none.
  Operand eval(const Operand& o, u32 depth) {
    if (o.is_const()) return o;
    if (!o.is_value()) return Operand();
    u32 v = o.value().id;
    const Instruction* d = v < def_.size() ? def_[v] : nullptr;
    if (!d) return Operand(); // defined before the loop, and not a constant
    if (header_phi_[v]) return state_[v];
    if (memo_stamp_[v] == stamp_) return memo_[v];
    Operand r;
    bool foldable = d->op == Opcode::BinOp || d->op == Opcode::UnaryOp || d->op == Opcode::Cmp ||
                    d->op == Opcode::Cast || d->op == Opcode::Select || d->op == Opcode::Copy;
    if (foldable && depth < kMaxDepth) {
      std::vector<Operand> ops(d->operands().begin(), d->operands().end());
      bool known = true;
      for (Operand& x : ops) known = known && (x = eval(x, depth + 1)).is_const();
      if (known) {
        if (d->op == Opcode::Copy) r = ops[0];
        else if (std::optional<Operand> folded = fold_operation(*d, ops); folded && folded->is_const()) r = *folded;
      }
    }
    memo_stamp_[v] = stamp_;
    memo_[v] = r;
    return r;
  }

  // Whether every use of the loop's values after it can be given its copy's value: phis
  // of exit blocks get one entry per copy; anything else needs the latch's exit to be the
  // only one (it then reads the last copy).
  bool uses_after_ok(const Loop& l, const LoopWalk& walk) {
    bool one_exit = true;
    for (u32 b : l.body)
      f_.blocks[b].terminator.for_each_successor([&](BlockId s) {
        u32 si = index(s);
        one_exit = one_exit && (walk.contains(si) || (b == l.latch && si == l.exit));
      });
    if (f_.has_asm_goto) one_exit = false; // edges not in the terminators
    if (one_exit) return true;
    auto inside = [&](u32 v) { return v < def_.size() && def_[v]; };
    for (u32 b = 0; b < f_.blocks.size(); ++b) {
      if (walk.contains(b)) continue;
      const BasicBlock& bb = f_.blocks[b];
      // The scans of one search share a budget (the loop walks' own).
      if (scan_budget_ < bb.instructions.size() + 1) return false;
      scan_budget_ -= bb.instructions.size() + 1;
      bool bad = false;
      for (const Instruction& i : bb.instructions) {
        if (i.op == Opcode::Phi) {
          for (u32 k = 0; k < i.num_ops; ++k)
            if (i.operand(k).is_value() && inside(i.operand(k).value().id) && !walk.contains(index(i.phi_blocks()[k])))
              bad = true;
          continue;
        }
        i.for_each_used_value([&](u32 v) { bad = bad || inside(v); });
      }
      bb.terminator.for_each_used_value([&](u32 v) { bad = bad || inside(v); });
      if (bad) return false;
    }
    return true;
  }

  Operand mapped(const Operand& o) const {
    return o.is_value() && o.value().id < map_.size() && !map_[o.value().id].is_none() ? map_[o.value().id] : o;
  }

  void unroll(const Loop& l) {
    u32 n = l.trips;
    u32 limit = f_.value_limit();
    std::vector<u32> slot(f_.blocks.size(), kNone); // block index -> position in l.body
    for (u32 j = 0; j < l.body.size(); ++j) slot[l.body[j]] = j;
    std::vector<std::vector<BlockId>> labels(n, std::vector<BlockId>(l.body.size()));
    for (auto& copy : labels)
      for (BlockId& b : copy) b = m_.new_block_id();
    BlockId pre = f_.blocks[l.pre].label, latch = f_.blocks[l.latch].label, exit = f_.blocks[l.exit].label;
    map_.assign(limit, Operand());
    const BasicBlock& header = f_.blocks[l.header];
    u32 num_header_phis = u32(num_phis(header));
    for (u32 k = 0; k < num_header_phis; ++k) {
      const Instruction& p = header.instructions[k];
      for (u32 e = 0; e < p.num_ops; ++e)
        if (p.phi_blocks()[e] == pre) map_[p.dest.id] = p.operand(e);
    }
    // The phis after the loop that read values from it, entry by entry.
    struct ExitEntry {
      u32 block, inst, entry;
    };
    std::vector<ExitEntry> exit_entries;
    for (u32 b = 0; b < f_.blocks.size(); ++b) {
      if (slot[b] != kNone) continue;
      const BasicBlock& bb = f_.blocks[b];
      for (u32 k = 0; k < bb.instructions.size() && bb.instructions[k].op == Opcode::Phi; ++k)
        for (u32 e = 0; e < bb.instructions[k].num_ops; ++e) {
          u32 from = index(bb.instructions[k].phi_blocks()[e]);
          if (from < slot.size() && slot[from] != kNone) exit_entries.push_back({b, k, e});
        }
    }
    std::vector<std::vector<std::pair<Operand, BlockId>>> added(exit_entries.size());

    std::vector<BasicBlock> copies;
    copies.reserve(size_t(n) * l.body.size());
    std::vector<Operand> back(num_header_phis);
    for (u32 c = 0; c < n; ++c) {
      for (u32 b : l.body) {
        const BasicBlock& bb = f_.blocks[b];
        for (u32 k = b == l.header ? num_header_phis : 0; k < bb.instructions.size(); ++k)
          if (bb.instructions[k].dest.valid()) map_[bb.instructions[k].dest.id] = Operand(f_.new_value());
      }
      for (u32 b : l.body) {
        const BasicBlock& bb = f_.blocks[b];
        BasicBlock nb;
        nb.label = labels[c][slot[b]];
        for (u32 k = b == l.header ? num_header_phis : 0; k < bb.instructions.size(); ++k) {
          Instruction i = clone_instruction(f_.arena, bb.instructions[k]);
          for (Operand& o : i.operands()) o = mapped(o);
          if (i.dest.valid()) i.dest = map_[i.dest.id].value();
          if (i.op == Opcode::Phi)
            for (u32 e = 0; e < i.num_ops; ++e) i.phi_blocks()[e] = labels[c][slot[index(i.phi_blocks()[e])]];
          if (!bb.source_spans.empty()) {
            nb.source_spans.resize(nb.instructions.size());
            nb.source_spans.push_back(k < bb.source_spans.size() ? bb.source_spans[k] : SourceSpan{});
          }
          nb.instructions.push_back(i);
        }
        if (b == l.latch) {
          nb.terminator = make_br(c + 1 < n ? labels[c + 1][0] : exit);
        } else {
          nb.terminator = clone_terminator(f_.arena, bb.terminator);
          nb.terminator.val = mapped(nb.terminator.val);
          nb.terminator.map_successors([&](BlockId s) {
            u32 si = index(s);
            return si < slot.size() && slot[si] != kNone ? labels[c][slot[si]] : s;
          });
        }
        copies.push_back(std::move(nb));
      }
      for (size_t x = 0; x < exit_entries.size(); ++x) {
        const ExitEntry& ee = exit_entries[x];
        const Instruction& p = f_.blocks[ee.block].instructions[ee.inst];
        u32 from = index(p.phi_blocks()[ee.entry]);
        if (from == l.latch && ee.block == l.exit && c + 1 < n) continue; // only the last latch exits
        added[x].push_back({mapped(p.operand(ee.entry)), labels[c][slot[from]]});
      }
      copy_debug_values(f_, map_, limit);
      if (c + 1 == n) break;
      for (u32 k = 0; k < num_header_phis; ++k) {
        const Instruction& p = header.instructions[k];
        for (u32 e = 0; e < p.num_ops; ++e)
          if (p.phi_blocks()[e] == latch) back[k] = mapped(p.operand(e));
      }
      for (u32 k = 0; k < num_header_phis; ++k) map_[header.instructions[k].dest.id] = back[k];
    }

    // The exit blocks' phis: an entry per copy that leaves to them.
    for (size_t x = 0; x < exit_entries.size();) {
      u32 b = exit_entries[x].block, k = exit_entries[x].inst;
      Instruction& p = f_.blocks[b].instructions[k];
      std::vector<std::pair<Operand, BlockId>> entries;
      for (u32 e = 0; e < p.num_ops; ++e) {
        u32 from = index(p.phi_blocks()[e]);
        if (from >= slot.size() || slot[from] == kNone) entries.push_back({p.operand(e), p.phi_blocks()[e]});
      }
      for (; x < exit_entries.size() && exit_entries[x].block == b && exit_entries[x].inst == k; ++x)
        entries.insert(entries.end(), added[x].begin(), added[x].end());
      Instruction np = make_phi(f_.arena, p.dest, p.ty, u32(entries.size()));
      for (u32 e = 0; e < entries.size(); ++e) np.ops[e] = entries[e].first, np.phi_blocks()[e] = entries[e].second;
      p = np;
    }
    // Other uses after the loop (it has one exit) read the last copy's values.
    ValueRewriter rw(limit);
    for (u32 b : l.body)
      for (const Instruction& i : f_.blocks[b].instructions)
        if (i.dest.valid()) rw.replace(i.dest, map_[i.dest.id]);
    f_.blocks[l.pre].terminator.replace_successor(header.label, labels[0][0]);

    std::vector<BasicBlock> blocks;
    blocks.reserve(f_.blocks.size() + copies.size());
    for (u32 b = 0; b < f_.blocks.size(); ++b) {
      if (b == l.header)
        for (BasicBlock& nb : copies) blocks.push_back(std::move(nb));
      if (slot[b] == kNone) blocks.push_back(std::move(f_.blocks[b]));
    }
    f_.blocks = std::move(blocks);
    rw.apply(f_);
  }

  IrModule& m_;
  IrFunction& f_;
  LabelMap labels_;
  std::vector<const Instruction*> def_; // by value: its definition in the loop looked at
  std::vector<u8> header_phi_;
  std::vector<Operand> state_; // by header phi: its constant in the current iteration
  std::vector<Operand> memo_;  // by value: its constant in iteration memo_stamp_
  std::vector<u32> memo_stamp_;
  u32 stamp_ = 0;
  size_t scan_budget_ = 0;
  std::vector<Operand> map_; // by value of the loop: its counterpart in the copy being made
};

} // namespace

size_t unroll_loops(IrModule& m, IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0;
  return Unroller(m, f).run();
}

} // namespace ilcc
