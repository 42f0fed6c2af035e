// mem2reg.cpp — promotion of stack slots to SSA values (seed 004, "SSA Construction").
//
// Lowering gives every local an alloca accessed by loads and stores; this pass turns the
// promotable ones into SSA values with phis, in the seed's six steps:
//   1. identify promotable allocas: at most 8 bytes (32 when every access is one vector
//      type, docs/simd.md), not volatile, used only as the address
//      of non-volatile loads and stores whose types agree (same width; integers of one
//      width agree whatever their signedness) — any other use (gep, memcpy, va_start, an
//      asm operand, a call argument, being stored) takes the address and keeps the slot;
//      lifetime markers do not, and go with the slot (a value's phis carry it across a
//      loop's restart of the lifetime: what the slot held there is indeterminate anyway);
//   2. build the CFG; 3. compute dominators; 4. compute dominance frontiers (analysis.h);
//   5. insert phis at the iterated dominance frontier of each slot's storing blocks,
//      pruned to the blocks where the slot is live on entry (Cytron et al. 1991 with the
//      live-in filter LLVM uses), so no dead phis are created;
//   6. rename by a depth-first walk of the dominator tree with a stack of reaching values
//      per slot: a load becomes the reaching value, a store pushes its value, and each
//      successor's phi receives the value reaching the end of the block.
// Functions after phi elimination are left alone. A load with no reaching store reads an
// uninitialized variable; it becomes the zero of its
// type. Unreachable blocks are not renamed: their loads of promoted slots become zero and
// their stores disappear. Everything runs in time linear in the function plus the size of
// the phi placement.
#include "opt/mem2reg.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"

#include <algorithm>

namespace ilcc {

namespace {

constexpr u32 kNone = UINT32_MAX;

struct Slot {
  Value alloca;
  IrType ty = IrType::Void; // the access type (of the first load or store)
  bool promotable = true;
  bool wide = false;        // larger than kMaxPromotableAllocaSize: promotable as a vector only
  std::vector<u32> def_blocks;     // blocks that store to the slot
  std::vector<u32> use_first;      // blocks that load the slot before any store in them
  u32 stores = 0;                  // how many stores it has
  u32 debug_var = kNone;           // -g: the variable it holds (IrFunction::debug_slots)
};

// A phi placed by step 5; its instruction is built when the block is rewritten.
struct PlacedPhi {
  u32 slot;
  u32 next;     // next phi placed in the same block, or kNone
  Value dest;
  Operand* ops; // one per predecessor, in the order of the predecessor row
};

class Promoter {
public:
  Promoter(IrFunction& f, bool include_params) : f_(f), include_params_(include_params) {}

  size_t run() {
    // After phi elimination the function is no longer in SSA form; promotion would need phis.
    if (f_.is_declaration || f_.blocks.empty() || f_.phis_eliminated) return 0;
    if (!find_promotable()) return 0;
    cfg_ = CfgAnalysis::build(f_);                                   // steps 2 and 3
    // A join of more predecessors than a phi holds: the function keeps its slots.
    for (u32 b = 0; b < cfg_.num_blocks; ++b)
      if (cfg_.preds.len(b) > Instruction::kMaxOperands) return 0;
    df_ = compute_dominance_frontiers(cfg_.num_blocks, cfg_.preds, cfg_.idom); // step 4
    collect_blocks();
    place_phis();  // step 5
    rename();      // step 6
    clean_unreachable();
    finish();
    return slots_.size() + dead_allocas_.size();
  }

private:
  u32 slot_of(const Operand& o) const {
    if (!o.is_value() || o.value().id >= slot_index_.size()) return kNone;
    return slot_index_[o.value().id];
  }

  // Step 1.
  bool find_promotable() {
    slot_index_.assign(f_.value_limit(), kNone);
    std::vector<u8> is_param_alloca;
    if (!include_params_) {
      is_param_alloca.assign(slot_index_.size(), 0);
      for (Value v : f_.param_alloca_values)
        if (v.valid() && v.id < is_param_alloca.size()) is_param_alloca[v.id] = 1;
    }
    for (const BasicBlock& b : f_.blocks)
      for (const Instruction& i : b.instructions) {
        if (i.op != Opcode::Alloca || i.is_volatile() || i.alloca_size() == 0 || i.alloca_size() > kMaxPromotableVectorSize) continue;
        if (!is_param_alloca.empty() && is_param_alloca[i.dest.id]) continue;
        slot_index_[i.dest.id] = u32(slots_.size());
        slots_.emplace_back();
        slots_.back().alloca = i.dest;
        slots_.back().wide = i.alloca_size() > kMaxPromotableAllocaSize;
      }
    if (slots_.empty()) return false;
    auto access = [&](u32 s, IrType ty) {
      Slot& slot = slots_[s];
      if (slot.ty == IrType::Void) slot.ty = ty;
      else if (!slot_types_agree(slot.ty, ty)) slot.promotable = false;
    };
    auto escape = [&](const Operand& o) {
      u32 s = slot_of(o);
      if (s != kNone) slots_[s].promotable = false;
    };
    for (const BasicBlock& b : f_.blocks) {
      for (const Instruction& i : b.instructions) {
        if (i.op == Opcode::Load && !i.is_volatile() && slot_of(i.operand(0)) != kNone) {
          access(slot_of(i.operand(0)), i.ty);
        } else if (i.op == Opcode::Store && !i.is_volatile() && slot_of(i.operand(1)) != kNone) {
          access(slot_of(i.operand(1)), i.ty);
          escape(i.operand(0)); // storing a slot's own address takes it
        } else if (i.is_lifetime_marker()) {
          // goes with the slot
        } else {
          for (const Operand& o : i.operands()) escape(o);
        }
      }
      escape(b.terminator.val);
    }
    // Keep only the promotable slots, renumbered densely.
    size_t out = 0;
    for (size_t k = 0; k < slots_.size(); ++k) {
      Slot& s = slots_[k];
      // A slot wider than a scalar is promoted only when it holds one vector type.
      if (s.wide && !is_vector(s.ty)) s.promotable = false;
      if (!s.promotable || s.ty == IrType::Void) {
        // Never accessed at all (Void) is promotable too: it is simply deleted.
        if (s.promotable) {
          dead_allocas_.push_back(s.alloca);
        }
        slot_index_[s.alloca.id] = kNone;
        continue;
      }
      slot_index_[s.alloca.id] = u32(out);
      slots_[out++] = std::move(s);
    }
    slots_.resize(out);
    for (Value v : dead_allocas_) slot_index_[v.id] = kDeadAlloca;
    for (const auto& [alloca, var] : f_.debug_slots)
      if (u32 s = slot_of(Operand(alloca)); s != kNone && s != kDeadAlloca) slots_[s].debug_var = var;
    return !slots_.empty() || !dead_allocas_.empty();
  }

  // Per slot: the blocks that store it and those that load it before storing it.
  void collect_blocks() {
    std::vector<u32> seen_def(slots_.size(), kNone), seen_use(slots_.size(), kNone);
    for (u32 b = 0; b < cfg_.num_blocks; ++b) {
      for (const Instruction& i : f_.blocks[b].instructions) {
        if (i.op == Opcode::Load) {
          u32 s = promoted(i.operand(0));
          if (s != kNone && seen_def[s] != b && seen_use[s] != b) {
            seen_use[s] = b;
            slots_[s].use_first.push_back(b);
          }
        } else if (i.op == Opcode::Store) {
          u32 s = promoted(i.operand(1));
          if (s != kNone) ++slots_[s].stores;
          if (s != kNone && seen_def[s] != b) {
            seen_def[s] = b;
            slots_[s].def_blocks.push_back(b);
          }
        }
      }
    }
  }

  u32 promoted(const Operand& o) const {
    u32 s = slot_of(o);
    return s == kDeadAlloca ? kNone : s;
  }

  // Step 5: iterated dominance frontier of the storing blocks, pruned to live-in blocks.
  void place_phis() {
    u32 n = cfg_.num_blocks;
    first_phi_.assign(n, kNone);
    std::vector<u32> live_in(n, kNone), is_def(n, kNone), has_phi(n, kNone), queued(n, kNone);
    std::vector<u32> work;
    for (u32 s = 0; s < slots_.size(); ++s) {
      Slot& slot = slots_[s];
      if (slot.use_first.empty()) continue; // never read before written anywhere: no phis
      for (u32 b : slot.def_blocks) is_def[b] = s;
      // Live-in blocks: backwards from the upward-exposed uses, stopping at stores.
      work.assign(slot.use_first.begin(), slot.use_first.end());
      for (u32 b : work) live_in[b] = s;
      while (!work.empty()) {
        u32 b = work.back();
        work.pop_back();
        for (u32 p : cfg_.preds.row(b))
          if (live_in[p] != s && is_def[p] != s) {
            live_in[p] = s;
            work.push_back(p);
          }
      }
      work.assign(slot.def_blocks.begin(), slot.def_blocks.end());
      for (u32 b : work) queued[b] = s;
      while (!work.empty()) {
        u32 d = work.back();
        work.pop_back();
        for (u32 y : df_.row(d)) {
          if (has_phi[y] == s || live_in[y] != s) continue;
          has_phi[y] = s;
          phis_.push_back({s, first_phi_[y], f_.new_value(), f_.arena.alloc_array<Operand>(cfg_.preds.len(y))});
          first_phi_[y] = u32(phis_.size() - 1);
          if (queued[y] != s) {
            queued[y] = s;
            work.push_back(y);
          }
        }
      }
    }
  }

  Operand reaching(u32 s) const {
    const Operand& v = current_[s];
    return v.is_none() ? Operand(IrConst::zero(slots_[s].ty)) : v;
  }

  // Step 6: rename along the dominator tree.
  void rename() {
    rewriter_ = ValueRewriter(f_.value_limit());
    current_.assign(slots_.size(), Operand());
    struct Undo {
      u32 slot;
      Operand previous;
    };
    std::vector<Undo> undo;
    auto set = [&](u32 s, const Operand& v) {
      undo.push_back({s, current_[s]});
      current_[s] = v;
    };
    auto enter = [&](u32 b, const u32*) {
      u32 undo_mark = u32(undo.size());
      for (u32 p = first_phi_[b]; p != kNone; p = phis_[p].next) set(phis_[p].slot, phis_[p].dest);
      BasicBlock& bb = f_.blocks[b];
      for (Instruction& i : bb.instructions) {
        if (i.op == Opcode::Load) {
          u32 s = promoted(i.operand(0));
          if (s == kNone) continue;
          rewriter_.replace(i.dest, reaching(s));
          i.flags |= Instruction::kFlagDead;
        } else if (i.op == Opcode::Store) {
          u32 s = promoted(i.operand(1));
          if (s == kNone) continue;
          set(s, rewriter_.resolve(i.operand(0)));
          // A variable stored once holds the value from there on (-g).
          if (slots_[s].debug_var != kNone && slots_[s].stores == 1)
            f_.debug_values.push_back({slots_[s].debug_var, rewriter_.resolve(i.operand(0))});
          i.flags |= Instruction::kFlagDead;
        }
      }
      for (u32 t : cfg_.succs.row(b)) {
        if (first_phi_[t] == kNone) continue;
        u32 k = pred_index(cfg_.preds, t, b);
        for (u32 p = first_phi_[t]; p != kNone; p = phis_[p].next) phis_[p].ops[k] = reaching(phis_[p].slot);
      }
      return undo_mark;
    };
    walk_dominator_tree<u32>(cfg_, enter, [&](u32 undo_mark) {
      for (size_t u = undo.size(); u > undo_mark; --u) current_[undo[u - 1].slot] = undo[u - 1].previous;
      undo.resize(undo_mark);
    });
  }

  void clean_unreachable() {
    for (u32 b = 0; b < cfg_.num_blocks; ++b) {
      if (cfg_.reachable(b)) continue;
      for (Instruction& i : f_.blocks[b].instructions) {
        if (i.op == Opcode::Load && promoted(i.operand(0)) != kNone) {
          rewriter_.replace(i.dest, IrConst::zero(slots_[promoted(i.operand(0))].ty));
          i.flags |= Instruction::kFlagDead;
        } else if (i.op == Opcode::Store && promoted(i.operand(1)) != kNone) {
          i.flags |= Instruction::kFlagDead;
        }
      }
    }
    // Phi operands from unreachable predecessors were never filled.
    for (u32 b = 0; b < cfg_.num_blocks; ++b)
      for (u32 p = first_phi_[b]; p != kNone; p = phis_[p].next)
        for (u32 k = 0; k < cfg_.preds.len(b); ++k)
          if (phis_[p].ops[k].is_none()) phis_[p].ops[k] = IrConst::zero(slots_[phis_[p].slot].ty);
  }

  // Rewrites every block once: its new phis first (in placement order), then the
  // instructions that survive; promoted allocas go with their loads and stores.
  void finish() {
    for (u32 b = 0; b < cfg_.num_blocks; ++b) {
      BasicBlock& bb = f_.blocks[b];
      bool spans = !bb.source_spans.empty();
      std::vector<Instruction> out;
      std::vector<SourceSpan> out_spans;
      u32 nphi = 0;
      for (u32 p = first_phi_[b]; p != kNone; p = phis_[p].next) ++nphi;
      out.reserve(nphi + bb.instructions.size());
      if (nphi) {
        out.resize(nphi);
        std::span<const u32> preds = cfg_.preds.row(b);
        u32 k = nphi;
        for (u32 p = first_phi_[b]; p != kNone; p = phis_[p].next) {
          Instruction& phi = out[--k];
          phi.op = Opcode::Phi;
          phi.dest = phis_[p].dest;
          phi.ty = slots_[phis_[p].slot].ty;
          phi.num_ops = u16(preds.size());
          phi.ops = phis_[p].ops;
          BlockId* blocks = f_.arena.alloc_array<BlockId>(preds.size());
          for (size_t j = 0; j < preds.size(); ++j) blocks[j] = f_.blocks[preds[j]].label;
          phi.ext = blocks;
        }
        if (spans) out_spans.resize(nphi);
      }
      for (size_t i = 0; i < bb.instructions.size(); ++i) {
        const Instruction& inst = bb.instructions[i];
        if ((inst.flags & Instruction::kFlagDead) || (inst.op == Opcode::Alloca && slot_of(Operand(inst.dest)) != kNone) ||
            (inst.is_lifetime_marker() && slot_of(inst.operand(0)) != kNone))
          continue;
        out.push_back(inst);
        if (spans) out_spans.push_back(bb.source_spans[i]);
      }
      bb.instructions = std::move(out);
      if (spans) bb.source_spans = std::move(out_spans);
    }
    phis_ = {};
    rewriter_.apply(f_);
    std::erase_if(f_.param_alloca_values, [&](Value v) { return slot_of(Operand(v)) != kNone; });
  }

  static constexpr u32 kDeadAlloca = UINT32_MAX - 1;

  IrFunction& f_;
  bool include_params_;
  std::vector<u32> slot_index_; // value id → slot, kNone, or kDeadAlloca
  std::vector<Slot> slots_;
  std::vector<Value> dead_allocas_;
  CfgAnalysis cfg_;
  FlatAdj df_;
  std::vector<u32> first_phi_;
  std::vector<PlacedPhi> phis_;
  std::vector<Operand> current_;
  ValueRewriter rewriter_{0};
};

} // namespace

size_t promote_allocas(IrFunction& f) { return Promoter(f, false).run(); }
size_t promote_allocas_with_params(IrFunction& f) { return Promoter(f, true).run(); }

} // namespace ilcc
