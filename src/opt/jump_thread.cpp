// jump_thread.cpp — jump threading along paths whose start decides a later branch.
//
// A state machine written as a loop around a switch (CoreMark's core_state_transition, a
// lexer, a protocol parser) sets the state to a constant in each arm, goes round the loop
// and switches on it again: every iteration pays for the switch although the arm already
// knew where the next iteration goes. The same shape on a smaller scale is a flag set in
// the arms of an if and tested right after the join (`carry = 1; ... if (carry)`).
//
// For a block S ending in a conditional branch or a switch, the pass looks backwards for
// a path P -> B0 -> ... -> S along which the branch is decided: S's condition is computed
// by pure operations from a phi, and following that phi's incoming values back through
// the path (a phi of Bi gives its entry from Bi-1) ends at a constant that P supplies.
// Blocks between the phis have one predecessor, so the path is the only way from one to
// the next. Evaluating the path's instructions forward from P's constants (constant
// folding) then gives S's outcome T. The path is copied: P branches to B0', B0' ... S' are
// copies of B0 ... S with their phis resolved to the values of the path's edges, S' ends
// in `br T`, and the copies' other edges lead where the originals' led (the targets' phis
// get the copies' entries). The loop's arm now jumps straight to the next arm. A copy's
// phi whose incoming value a block further on the path defines again (the previous
// iteration's value of a call the path makes again, on a path round a loop) becomes a
// `copy` of it, read where the phi was.
//
// The values the copied blocks define now have several definitions (the original and one
// per copy). SSA form is repaired by demotion: each such value used outside its block
// gets a stack slot, stored after every definition (the copy's stores its own version)
// and loaded at every use outside the defining block; mem2reg then rebuilds SSA form with
// the phis it needs, exactly where they are needed.
//
// A path that enters a loop's header from outside is not copied: that would peel part of
// the first iteration to save one branch (the latch's test, say), but for a state
// machine's first dispatch (S a switch, nothing but loads and computations after the
// header).
//
// Limits: at most kMaxPathBlocks blocks, kMaxPathInsts copied instructions and
// kMaxDemoted values to repair per path, at most kMaxSearchSteps backward steps per S,
// and the function grows by at most a quarter (kMinBudget instructions at least). Paths
// are copied in batches of non-conflicting ones (a block whose edge is redirected, a P,
// is on no other path of its batch), up to kMaxRounds batches: a path that ends where a
// copy of the batch before starts (the copy of an earlier test now branches to the
// switch) is found in the next. Blocks that are not copied: the entry, blocks whose
// address is taken or that a static initializer names, blocks with inline asm, a
// returns_twice call or a label address, and blocks ending in anything but br, condbr
// or switch. Functions with asm goto are left alone.
#include "opt/jump_thread.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/constfold.h"
#include "opt/mem2reg.h"

#include <algorithm>

namespace ilcc {

namespace {

constexpr u32 kMaxPathBlocks = 12;
constexpr u32 kMaxPathInsts = 40;
// Values of the path read outside their blocks, which get slots and new phis: in a big
// loop they become live across it (SQLite's sqlite3VdbeExec grew from 56 to 254 KB of
// code with no limit; CoreMark's state machine needs 6).
constexpr u32 kMaxDemoted = 6;
constexpr u32 kMaxSearchSteps = 256;
constexpr size_t kMinBudget = 256;
constexpr int kMaxRounds = 3;
constexpr u32 kNone = UINT32_MAX;

struct Path {
  u32 pred;                // P: its edge to blocks[0] is redirected
  std::vector<u32> blocks; // B0 ... S
  BlockId target;          // S's outcome along the path
};

Operand phi_entry(const Instruction& phi, BlockId from) {
  for (u32 x = 0; x < phi.num_ops; ++x)
    if (phi.phi_blocks()[x] == from) return phi.operand(x);
  return Operand();
}

bool is_pure_op(Opcode op) {
  return op == Opcode::Cast || op == Opcode::Cmp || op == Opcode::BinOp || op == Opcode::UnaryOp ||
         op == Opcode::Select || op == Opcode::Copy;
}

class JumpThreader {
public:
  JumpThreader(IrModule& m, IrFunction& f) : m_(m), f_(f) {}

  size_t run() {
    if (f_.is_declaration || f_.phis_eliminated || f_.has_asm_goto || f_.blocks.size() < 2) return 0;
    size_t total = 0;
    for (int round = 0; round < kMaxRounds; ++round) {
      analyze();
      if (round == 0) budget_ = std::max(kMinBudget, size_ / 4);
      std::vector<Path> paths = find_paths();
      if (paths.empty()) break;
      apply(paths);
      promote_allocas(f_);
      total += paths.size();
    }
    return total;
  }

private:
  void analyze() {
    labels_ = build_label_map(f_);
    Cfg cfg = build_cfg(f_, labels_);
    u32 n = u32(f_.blocks.size());
    std::vector<u32> idom = compute_dominators(n, cfg.preds, cfg.succs);
    dom_ = DomTree(idom, build_dom_tree_children(n, idom));
    preds_ = std::move(cfg.preds);
    u32 limit = f_.value_limit();
    def_block_.assign(limit, kNone);
    def_.assign(limit, nullptr);
    outside_.assign(limit, 0);
    copyable_.assign(n, 1);
    copyable_[0] = 0;
    auto pin = [&](BlockId id) {
      u32 i = labels_.index_of(id);
      if (i != kNoBlock) copyable_[i] = 0;
    };
    for (BlockId b : f_.global_init_label_blocks) pin(b);
    size_t size = 0;
    for (u32 b = 0; b < n; ++b) {
      const BasicBlock& bb = f_.blocks[b];
      TermKind k = bb.terminator.kind;
      if (k != TermKind::Branch && k != TermKind::CondBranch && k != TermKind::Switch) copyable_[b] = 0;
      for (const Instruction& i : bb.instructions) {
        ++size;
        if (i.op == Opcode::LabelAddr) pin(i.label()), copyable_[b] = 0;
        if (i.op == Opcode::InlineAsm || i.op == Opcode::ParamRef || i.op == Opcode::Alloca ||
            ((i.op == Opcode::Call || i.op == Opcode::CallIndirect) && is_returns_twice_call(m_, i)))
          copyable_[b] = 0;
        if (i.dest.valid()) def_block_[i.dest.id] = b, def_[i.dest.id] = &i;
      }
    }
    size_ = size;
    // Values read outside their block (a phi reads at the end of its predecessor).
    for (u32 b = 0; b < n; ++b) {
      const BasicBlock& bb = f_.blocks[b];
      for (const Instruction& i : bb.instructions) {
        if (i.op == Opcode::Phi) {
          for (u32 x = 0; x < i.num_ops; ++x)
            if (i.operand(x).is_value() && labels_.index_of(i.phi_blocks()[x]) != def_block_[i.operand(x).value().id])
              outside_[i.operand(x).value().id] = 1;
          continue;
        }
        i.for_each_used_value([&](u32 v) { outside_[v] |= def_block_[v] != b; });
      }
      bb.terminator.for_each_used_value([&](u32 v) { outside_[v] |= def_block_[v] != b; });
    }
  }

  bool is_phi_of(u32 v, u32 b) const {
    return v < def_.size() && def_block_[v] == b && def_[v]->op == Opcode::Phi;
  }

  // The paths of this run, non-conflicting, within the budget.
  std::vector<Path> find_paths() {
    std::vector<Path> chosen;
    u32 n = u32(f_.blocks.size());
    used_as_pred_.assign(n, 0);
    on_path_.assign(n, 0);
    for (u32 s = 0; s < n && budget_ > 0; ++s) {
      const Terminator& t = f_.blocks[s].terminator;
      if (!copyable_[s] || (t.kind != TermKind::CondBranch && t.kind != TermKind::Switch) || !t.val.is_value())
        continue;
      // The value the condition is computed from: through pure operations of one value operand.
      u32 w = t.val.value().id;
      while (w < def_.size() && def_[w] && is_pure_op(def_[w]->op)) {
        u32 next = kNone, values = 0;
        def_[w]->for_each_used_value([&](u32 v) { next = v, ++values; });
        if (values != 1) break;
        w = next;
      }
      if (w >= def_.size() || !def_[w] || def_[w]->op != Opcode::Phi) continue;
      steps_ = 0;
      std::vector<u32> path{s};
      search(s, w, path, chosen);
    }
    return chosen;
  }

  // Walks back from path.front() = x, where `w` is the value the branch depends on.
  void search(u32 x, u32 w, std::vector<u32>& path, std::vector<Path>& chosen) {
    if (++steps_ > kMaxSearchSteps || budget_ == 0) return;
    if (is_phi_of(w, x)) {
      const Instruction& phi = *def_[w];
      for (u32 y : preds_.row(x)) {
        Operand o = phi_entry(phi, f_.blocks[y].label);
        if (o.is_const()) {
          try_path(y, path, chosen);
        } else if (o.is_value() && extendable(y, path)) {
          path.insert(path.begin(), y);
          search(y, o.value().id, path, chosen);
          path.erase(path.begin());
        }
      }
      return;
    }
    if (def_block_[w] == x || preds_.len(x) != 1) return;
    u32 y = preds_.row(x)[0];
    if (!extendable(y, path)) return;
    path.insert(path.begin(), y);
    search(y, w, path, chosen);
    path.erase(path.begin());
  }

  bool extendable(u32 y, const std::vector<u32>& path) const {
    return copyable_[y] && path.size() < kMaxPathBlocks && std::find(path.begin(), path.end(), y) == path.end();
  }

  // Whether the path enters a loop's header from outside the loop: that peels part of
  // the first iteration to save one branch (the latch's test, an `if (i == 0)`) and
  // leaves the loop entered in its middle. Allowed only for a state machine's first
  // dispatch (CoreMark calls core_state_transition once per short token): S a switch,
  // and the path from the header on only loads and computes. A header entered by its
  // back edge (the state machine's latch) is fine.
  bool peels(u32 p, const std::vector<u32>& path) const {
    for (size_t k = 0; k < path.size(); ++k) {
      u32 h = path[k], from = k ? path[k - 1] : p;
      if (dom_.dominates(h, from)) continue; // entered by a back edge
      bool header = false;
      for (u32 x : preds_.row(h)) header |= dom_.dominates(h, x);
      if (!header) continue;
      if (f_.blocks[path.back()].terminator.kind != TermKind::Switch) return true;
      for (size_t j = k; j < path.size(); ++j) {
        const BasicBlock& bb = f_.blocks[path[j]];
        for (size_t x = num_phis(bb); x < bb.instructions.size(); ++x)
          if (!is_pure_op(bb.instructions[x].op) && bb.instructions[x].op != Opcode::Load) return true;
      }
      return false;
    }
    return false;
  }

  // Records P -> path when the path decides S's branch and conflicts with no chosen path.
  void try_path(u32 p, const std::vector<u32>& path, std::vector<Path>& chosen) {
    const BasicBlock& pb = f_.blocks[p];
    TermKind pk = pb.terminator.kind;
    if (pk != TermKind::Branch && pk != TermKind::CondBranch && pk != TermKind::Switch) return;
    if (peels(p, path)) return;
    if (used_as_pred_[p] || on_path_[p] || std::find(path.begin(), path.end(), p) != path.end()) return;
    for (u32 b : path)
      if (used_as_pred_[b]) return;
    size_t insts = 0, demoted = 0;
    for (u32 b : path) {
      const BasicBlock& bb = f_.blocks[b];
      insts += bb.instructions.size() - num_phis(bb);
      for (const Instruction& i : bb.instructions) {
        if (!i.dest.valid() || !outside_[i.dest.id]) continue;
        if (!promotable_type(i.result_type())) return;
        ++demoted;
      }
    }
    if (insts > kMaxPathInsts || insts > budget_ || demoted > kMaxDemoted) return;
    std::optional<BlockId> target = evaluate(p, path);
    if (!target) return;
    // Every block whose phis gain entries must have room.
    for (size_t k = 0; k < path.size(); ++k) {
      bool ok = true;
      f_.blocks[path[k]].terminator.for_each_successor([&](BlockId s) {
        u32 si = labels_.index_of(s);
        if (si == kNoBlock) ok = false;
        else if (f_.blocks[si].instructions.size() && f_.blocks[si].instructions[0].num_ops + 1u > Instruction::kMaxOperands)
          ok = false;
      });
      if (!ok) return;
    }
    budget_ -= insts;
    used_as_pred_[p] = 1;
    for (u32 b : path) on_path_[b] = 1;
    chosen.push_back({p, path, *target});
  }

  // S's outcome when P's edge starts the path, or nullopt when the path does not decide it
  // (or a block on it would leave the path).
  std::optional<BlockId> evaluate(u32 p, const std::vector<u32>& path) {
    known_.resize(f_.value_limit());
    std::vector<u32> set;
    auto value_of = [&](const Operand& o) {
      return o.is_value() && o.value().id < known_.size() && !known_[o.value().id].is_none() ? known_[o.value().id] : o;
    };
    std::optional<BlockId> result;
    BlockId from = f_.blocks[p].label;
    std::vector<Operand> ops;
    for (size_t k = 0; k < path.size(); ++k) {
      const BasicBlock& bb = f_.blocks[path[k]];
      size_t np = num_phis(bb);
      // Phis read their entries simultaneously.
      std::vector<std::pair<u32, Operand>> phis;
      for (size_t x = 0; x < np; ++x) {
        Operand o = value_of(phi_entry(bb.instructions[x], from));
        if (o.is_const()) phis.push_back({bb.instructions[x].dest.id, o});
      }
      for (auto& [v, o] : phis) known_[v] = o, set.push_back(v);
      for (size_t x = np; x < bb.instructions.size(); ++x) {
        const Instruction& i = bb.instructions[x];
        if (!i.dest.valid() || !is_pure_op(i.op)) continue;
        ops.clear();
        for (const Operand& o : i.operands()) ops.push_back(value_of(o));
        if (std::optional<Operand> r = fold_operation(i, ops); r && r->is_const())
          known_[i.dest.id] = *r, set.push_back(i.dest.id);
      }
      std::optional<BlockId> out = outcome(bb.terminator, value_of(bb.terminator.val));
      if (k + 1 < path.size()) {
        if (out && *out != f_.blocks[path[k + 1]].label) break; // the path is never taken
      } else {
        result = out;
      }
      from = bb.label;
    }
    for (u32 v : set) known_[v] = Operand();
    return result;
  }

  static std::optional<BlockId> outcome(const Terminator& t, const Operand& c) {
    if (t.kind == TermKind::Branch) return t.target;
    if (!c.is_const()) return std::nullopt;
    std::optional<i64> v = c.const_int();
    if (!v) return std::nullopt;
    if (t.kind == TermKind::CondBranch) return *v ? t.target : t.target2;
    if (t.kind != TermKind::Switch) return std::nullopt;
    return switch_target(t, *v);
  }

  // ---- rewriting ------------------------------------------------------------------------


  Operand mapped(const Operand& o) const {
    return o.is_value() && o.value().id < map_.size() && !map_[o.value().id].is_none() ? map_[o.value().id] : o;
  }

  Value slot_of(u32 v) {
    if (slot_[v].valid()) return slot_[v];
    IrType ty = def_[v]->result_type();
    slot_ty_[v] = ty;
    slot_[v] = f_.new_value();
    slots_.push_back(make_alloca(slot_[v], ty, type_size(ty), type_size(ty)));
    return slot_[v];
  }

  void apply(const std::vector<Path>& paths) {
    u32 limit = f_.value_limit();
    map_.assign(limit, Operand());
    slot_.assign(limit, Value());
    slot_ty_.assign(limit, IrType::Void);
    u32 n = u32(f_.blocks.size());
    // New blocks, placed after their P at the end.
    std::vector<std::vector<BasicBlock>> after(n);
    std::vector<u8> copied(n, 0);
    std::vector<u32> at(n, kNone); // block -> its position on the path being copied
    for (const Path& path : paths) {
      std::vector<BlockId> labels;
      for (size_t k = 0; k < path.blocks.size(); ++k) labels.push_back(m_.new_block_id());
      BlockId from = f_.blocks[path.pred].label;
      std::vector<u32> touched;
      for (size_t k = 0; k < path.blocks.size(); ++k) at[path.blocks[k]] = u32(k);
      for (size_t k = 0; k < path.blocks.size(); ++k) {
        u32 b = path.blocks[k];
        copied[b] = 1;
        const BasicBlock& ob = f_.blocks[b];
        BasicBlock nb;
        nb.label = labels[k];
        bool spans = !ob.source_spans.empty();
        size_t np = num_phis(ob);
        std::vector<std::pair<u32, Operand>> phis;
        for (size_t x = 0; x < np; ++x) phis.push_back({ob.instructions[x].dest.id, mapped(phi_entry(ob.instructions[x], from))});
        // A phi's value is read where the phi is: an incoming value that a block from
        // here on redefines (the previous iteration's, on a path round a loop) must not
        // be read after that, so the copy gets it in a copy instruction.
        for (auto& [v, o] : phis) {
          if (o.is_value() && o.value().id < def_block_.size() && def_block_[o.value().id] != kNone &&
              at[def_block_[o.value().id]] != kNone && at[def_block_[o.value().id]] >= k) {
            Value c = f_.new_value();
            nb.instructions.push_back(make_copy(f_.arena, c, def_[v]->ty, o));
            if (spans) nb.source_spans.push_back(SourceSpan{});
            o = Operand(c);
          }
          map_[v] = o.is_none() ? Operand(IrConst::zero(def_[v]->ty)) : o, touched.push_back(v);
        }
        for (auto& [v, o] : phis) {
          if (!outside_[v]) continue;
          nb.instructions.push_back(make_store(f_.arena, def_[v]->ty, map_[v], Operand(slot_of(v))));
          if (spans) nb.source_spans.push_back(SourceSpan{});
        }
        for (size_t x = np; x < ob.instructions.size(); ++x) {
          const Instruction& i = ob.instructions[x];
          Instruction c = clone_instruction(f_.arena, i);
          for (Operand& o : c.operands()) o = mapped(o);
          if (i.dest.valid()) c.dest = f_.new_value(), map_[i.dest.id] = Operand(c.dest), touched.push_back(i.dest.id);
          nb.instructions.push_back(c);
          if (spans) nb.source_spans.push_back(ob.source_spans[x]);
          if (i.dest.valid() && outside_[i.dest.id]) {
            nb.instructions.push_back(make_store(f_.arena, i.result_type(), Operand(c.dest), Operand(slot_of(i.dest.id))));
            if (spans) nb.source_spans.push_back(ob.source_spans[x]);
          }
        }
        if (k + 1 < path.blocks.size()) {
          nb.terminator = clone_terminator(f_.arena, ob.terminator);
          nb.terminator.val = mapped(nb.terminator.val);
          nb.terminator.replace_successor(f_.blocks[path.blocks[k + 1]].label, labels[k + 1]);
        } else {
          nb.terminator = make_br(path.target);
        }
        // The copy's other successors read on its edge what they read on the original's.
        std::vector<BlockId> succs;
        nb.terminator.for_each_successor([&](BlockId s) {
          if ((k + 1 < path.blocks.size() && s == labels[k + 1]) || std::find(succs.begin(), succs.end(), s) != succs.end())
            return;
          succs.push_back(s);
        });
        for (BlockId s : succs)
          add_phi_entries(f_.arena, f_.blocks[labels_.index_of(s)], ob.label, {&nb.label, 1}, map_, u32(map_.size()));
        after[path.pred].push_back(std::move(nb));
        from = ob.label;
      }
      BasicBlock& pb = f_.blocks[path.pred];
      remove_phi_entries(f_.blocks[path.blocks[0]], pb.label);
      pb.terminator.replace_successor(f_.blocks[path.blocks[0]].label, labels[0]);
      copy_debug_values(f_, map_, limit);
      for (u32 v : touched) map_[v] = Operand();
      for (u32 b : path.blocks) at[b] = kNone;
    }
    // The originals store their values too; uses outside the defining block load.
    for (u32 b = 0; b < n; ++b) {
      if (!copied[b]) continue;
      BasicBlock& bb = f_.blocks[b];
      std::vector<Instruction> out;
      std::vector<SourceSpan> spans;
      bool has_spans = !bb.source_spans.empty();
      size_t np = num_phis(bb);
      for (size_t x = 0; x < bb.instructions.size(); ++x) {
        out.push_back(bb.instructions[x]);
        if (has_spans) spans.push_back(bb.source_spans[x]);
        auto store = [&](const Instruction& i) {
          if (!i.dest.valid() || !outside_[i.dest.id] || !slot_[i.dest.id].valid()) return;
          out.push_back(make_store(f_.arena, slot_ty_[i.dest.id], Operand(i.dest), Operand(slot_[i.dest.id])));
          if (has_spans) spans.push_back(SourceSpan{});
        };
        if (x + 1 == np)
          for (size_t y = 0; y < np; ++y) store(bb.instructions[y]);
        if (x >= np) store(bb.instructions[x]);
      }
      bb.instructions = std::move(out);
      if (has_spans) bb.source_spans = std::move(spans);
    }
    std::vector<u32> home(slot_.size(), kNone); // demoted value -> its block's label id
    for (u32 v = 0; v < slot_.size(); ++v)
      if (slot_[v].valid()) home[v] = f_.blocks[def_block_[v]].label.id;
    // Place the copies after their P.
    std::vector<BasicBlock> blocks;
    blocks.reserve(f_.blocks.size() + paths.size() * 4);
    for (u32 b = 0; b < n; ++b) {
      blocks.push_back(std::move(f_.blocks[b]));
      for (BasicBlock& nb : after[b]) blocks.push_back(std::move(nb));
    }
    f_.blocks = std::move(blocks);
    load_uses(home);
    BasicBlock& entry = f_.blocks[0];
    entry.instructions.insert(entry.instructions.begin(), slots_.begin(), slots_.end());
    if (!entry.source_spans.empty()) entry.source_spans.insert(entry.source_spans.begin(), slots_.size(), SourceSpan{});
  }

  // Every use of a demoted value outside its original block (home: its label id) reads its slot.
  void load_uses(const std::vector<u32>& home) {
    LabelMap labels = build_label_map(f_);
    auto demoted = [&](const Operand& o) {
      return o.is_value() && o.value().id < slot_.size() && slot_[o.value().id].valid() ? o.value().id : kNone;
    };
    auto load = [&](u32 v, std::vector<Instruction>& out, std::vector<SourceSpan>* spans) {
      IrType ty = slot_ty_[v];
      Value d = f_.new_value();
      out.push_back(make_load(f_.arena, d, ty, Operand(slot_[v])));
      if (spans) spans->push_back(SourceSpan{});
      return Operand(d);
    };
    // Phi uses load at the end of the predecessor: collected first, per block.
    std::vector<std::vector<std::pair<Operand*, u32>>> at_end(f_.blocks.size());
    for (BasicBlock& bb : f_.blocks)
      for (size_t k = 0, np = num_phis(bb); k < np; ++k) {
        Instruction& phi = bb.instructions[k];
        for (u32 x = 0; x < phi.num_ops; ++x) {
          u32 v = demoted(phi.operand(x));
          if (v == kNone || phi.phi_blocks()[x].id == home[v]) continue;
          u32 pi = labels.index_of(phi.phi_blocks()[x]);
          if (pi != kNoBlock) at_end[pi].push_back({&phi.operand(x), v});
        }
      }
    for (u32 b = 0; b < f_.blocks.size(); ++b) {
      BasicBlock& bb = f_.blocks[b];
      bool mine_all = false;
      std::vector<Instruction> out;
      std::vector<SourceSpan> spans;
      bool has_spans = !bb.source_spans.empty();
      std::vector<SourceSpan>* sp = has_spans ? &spans : nullptr;
      size_t np = num_phis(bb);
      for (size_t x = 0; x < bb.instructions.size(); ++x) {
        Instruction i = bb.instructions[x];
        if (x >= np) {
          for (Operand& o : i.operands()) {
            u32 v = demoted(o);
            if (v != kNone && bb.label.id != home[v]) o = load(v, out, sp), mine_all = true;
          }
        }
        out.push_back(i);
        if (has_spans) spans.push_back(bb.source_spans[x]);
      }
      if (u32 v = demoted(bb.terminator.val); v != kNone && bb.label.id != home[v])
        bb.terminator.val = load(v, out, sp), mine_all = true;
      for (auto& [o, v] : at_end[b]) *o = load(v, out, sp), mine_all = true;
      if (!mine_all) continue;
      bb.instructions = std::move(out);
      if (has_spans) bb.source_spans = std::move(spans);
    }
  }

  IrModule& m_;
  IrFunction& f_;
  LabelMap labels_;
  FlatAdj preds_;
  DomTree dom_;
  std::vector<u32> def_block_;             // value id -> defining block (kNone: none)
  std::vector<const Instruction*> def_;    // value id -> defining instruction (valid until apply rebuilds blocks)
  std::vector<u8> outside_;                // value read outside its defining block
  std::vector<u8> copyable_, used_as_pred_, on_path_;
  std::vector<Operand> known_, map_;
  std::vector<Value> slot_;                // demoted value -> its stack slot
  std::vector<IrType> slot_ty_;            // demoted value -> its type
  std::vector<Instruction> slots_;
  size_t budget_ = 0; // instructions the function may still grow by (over all rounds)
  size_t size_ = 0;   // instructions in the function
  u32 steps_ = 0;
};

} // namespace

size_t thread_jumps(IrModule& m, IrFunction& f) { return JumpThreader(m, f).run(); }

} // namespace ilcc
