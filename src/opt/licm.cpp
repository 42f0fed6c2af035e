// licm.cpp — loop-invariant code motion.
//
// Loops are the natural loops of the back edges (an edge u -> h where h dominates u); all
// back edges to one header make one loop. A loop is worked on when its header has a
// preheader: exactly one predecessor outside the loop, ending in an unconditional branch
// to the header (what lowering produces for every C loop). A loop without one gets one
// when a pure computation would leave it (add_preheader), its block id from the module.
// Its blocks are scanned in reverse postorder, so an operand's definition is
// seen before its uses, and a pure computation (arithmetic, comparison, cast, select,
// address computation) whose operands are all constants or values defined outside the
// loop moves to the end of the preheader; what it defines is then outside the loop too,
// so chains of invariant computations move together (an address plus a constant stays:
// the back end folds it into the memory operands). Division and remainder move only
// by a constant divisor that cannot trap (not 0, not -1 for signed division): an
// instruction from a conditional block runs in the preheader whether or not its block
// would have.
//
// Loads and calls to pure or const functions (effects.h) move when their operands are
// invariant, no instruction of the loop may write memory (stores, calls to other
// functions, ...), and their block runs in every iteration that reaches a latch or leaves
// the loop: it dominates the nearest common dominator of the latches and the exiting
// blocks. Such an instruction runs in the first iteration anyway, so running it once
// before the loop neither adds a fault nor loses a write (a do-while loop, or a loop
// rotated by `rotate`, has its body in that position; a loop tested at the top has only
// its header — unless the header's first test is known to stay in the loop, as in
// `for (int r = 0; r < 3; r++)`: the header then does not count as an exit). A load's
// address that adds a constant to an invariant base moves with it. A load also moves
// from a loop whose only writes are plain stores at constant offsets from the load's own
// base, none touching the bytes it reads (the loop's stores are collected once per loop).
//
// Loops are handled innermost first (headers in decreasing reverse-postorder position:
// an enclosing loop's header dominates, so precedes, the headers inside it), so an
// invariant of a nest climbs one preheader per loop as far out as it is invariant.
//
// Cost: each loop's blocks are found by a backward walk from its latches, so a nest of
// depth d costs d walks over the innermost blocks. To stay linear on pathological nests
// the walks share a budget of a few times the function's size; loops beyond it are left
// for the next run of the pass.
#include "opt/licm.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/effects.h"
#include "opt/loop_walk.h"
#include "opt/value_fold.h"

#include <algorithm>

namespace ilcc {

namespace {

bool is_hoistable(const Instruction& i) {
  switch (i.op) {
  case Opcode::UnaryOp: case Opcode::Cmp: case Opcode::Cast: case Opcode::Select:
  case Opcode::GlobalAddr: case Opcode::LabelAddr:
    return true;
  case Opcode::GetElementPtr:
    // A constant offset folds into the addressing mode of the loads and stores that use
    // the address: moved out, it would only hold a register across the loop.
    return !i.operand(1).is_const();
  case Opcode::BinOp: {
    switch (i.binop()) {
    case IrBinOp::SDiv: case IrBinOp::SRem: case IrBinOp::UDiv: case IrBinOp::URem: {
      std::optional<i64> d = i.operand(1).const_int();
      bool is_signed = i.binop() == IrBinOp::SDiv || i.binop() == IrBinOp::SRem;
      return is_int(i.ty) && type_size(i.ty) <= 8 && d && *d != 0 && !(is_signed && *d == -1);
    }
    default: return true;
    }
  }
  default: return false;
  }
}

class Licm {
public:
  Licm(IrModule& m, IrFunction& f) : m_(m), f_(f), cfg_(CfgAnalysis::build(f)) {}

  size_t run() {
    u32 n = cfg_.num_blocks;
    rpo_index_.assign(n, UINT32_MAX);
    for (u32 k = 0; k < cfg_.rpo.size(); ++k) rpo_index_[cfg_.rpo[k]] = k;
    def_block_.assign(f_.value_limit(), kNoBlock);
    def_index_.assign(f_.value_limit(), 0);
    writes_.assign(n, 0);
    size_t size = 0;
    for (u32 b = 0; b < n; ++b) {
      std::vector<Instruction>& insts = f_.blocks[b].instructions;
      size += insts.size() + 1;
      for (u32 k = 0; k < insts.size(); ++k) {
        const Instruction& i = insts[k];
        if (i.dest.valid()) def_block_[i.dest.id] = b, def_index_[i.dest.id] = k;
        if (may_write_memory(m_, i)) writes_[b] = 1;
      }
    }
    budget_ = 4 * size + 1024;
    DomTree dom(cfg_.idom, cfg_.dom_children);
    // Headers, innermost first.
    std::vector<u32> headers;
    for (u32 k = u32(cfg_.rpo.size()); k-- > 0;) {
      u32 h = cfg_.rpo[k];
      for (u32 p : cfg_.preds.row(h))
        if (dom.dominates(h, p)) {
          headers.push_back(h);
          break;
        }
    }
    in_loop_.assign(n, 0);
    for (u32 h : headers) {
      if (!hoist_loop(h, dom)) break;
    }
    if (moved_) erase_instructions(f_, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    if (auto [pre, h] = created_; pre != kNoBlock) // a new preheader goes right before its header
      std::rotate(f_.blocks.begin() + h, f_.blocks.begin() + pre, f_.blocks.begin() + pre + 1);
    return moved_;
  }

private:
  // Returns false when the budget is spent.
  bool hoist_loop(u32 h, const DomTree& dom) {
    ++stamp_;
    // The loop's blocks: backward from the latches to the header.
    body_.clear();
    body_.push_back(h);
    in_loop_[h] = stamp_;
    std::vector<u32>& work = work_;
    work.clear();
    for (u32 p : cfg_.preds.row(h))
      if (dom.dominates(h, p) && in_loop_[p] != stamp_) {
        in_loop_[p] = stamp_;
        work.push_back(p);
      }
    while (!work.empty()) {
      u32 b = work.back();
      work.pop_back();
      body_.push_back(b);
      if (budget_ < cfg_.preds.len(b) + f_.blocks[b].instructions.size() + 1) return false;
      budget_ -= cfg_.preds.len(b) + f_.blocks[b].instructions.size() + 1;
      for (u32 p : cfg_.preds.row(b))
        if (in_loop_[p] != stamp_ && cfg_.reachable(p)) {
          in_loop_[p] = stamp_;
          work.push_back(p);
        }
    }
    // The preheader.
    u32 pre = kNoBlock;
    bool entries = false, plain = true;
    for (u32 p : cfg_.preds.row(h)) {
      if (in_loop_[p] == stamp_ || !cfg_.reachable(p)) continue;
      plain &= !entries && f_.blocks[p].terminator.kind == TermKind::Branch && !ends_in_asm_goto(f_, f_.blocks[p]);
      pre = p, entries = true;
    }
    if (!entries) return true;
    std::sort(body_.begin(), body_.end(), [&](u32 a, u32 b) { return rpo_index_[a] < rpo_index_[b]; });
    if (!plain) return !add_preheader(h);
    // Whether loads and pure calls may move, and from which blocks.
    bool writes = false;
    for (u32 b : body_) writes |= writes_[b] != 0;
    bool stores_known = writes && collect_stores();
    u32 every_iteration = always_run(h, pre);
    for (u32 b : body_) {
      // Calls to const functions read no memory: the loop's writes do not hold them.
      bool always = every_iteration != kNoBlock && dom.dominates(b, every_iteration), memory = always && !writes;
      // Index loop: hoisting into a preheader inside this loop (one of an inner loop)
      // never happens here, so the vector being scanned does not grow.
      std::vector<Instruction>& insts = f_.blocks[b].instructions;
      for (size_t k = 0; k < insts.size(); ++k) {
        Instruction& i = insts[k];
        if ((i.flags & Instruction::kFlagDead) || !i.dest.valid()) continue;
        if (is_hoistable(i)) {
          if (invariant(i)) move(b, k, pre);
        } else if ((memory && ((i.op == Opcode::Load && !i.is_volatile()) || memory_effect(i) != CallEffect::Any)) ||
                   (always && memory_effect(i) == CallEffect::None) ||
                   (always && stores_known && i.op == Opcode::Load && !i.is_volatile() && untouched(i))) {
          // A constant offset from an invariant base moves along with the load.
          const Operand& a = i.operand(0);
          if (i.op == Opcode::Load && a.is_value() && is_loop_def(a.value().id)) {
            u32 v = a.value().id;
            Instruction& g = f_.blocks[def_block_[v]].instructions[def_index_[v]];
            if (g.op != Opcode::GetElementPtr || !g.operand(1).is_const() || !invariant(g)) continue;
            move(def_block_[v], def_index_[v], pre);
          }
          if (invariant(i)) move(b, k, pre);
        }
      }
    }
    return true;
  }

  // Base and constant offset of an address: `gep B, c` is (B, c), anything else (a, 0).
  std::pair<Operand, i64> address_of(const Operand& a) const {
    if (a.is_value() && a.value().id < def_block_.size() && def_block_[a.value().id] != kNoBlock) {
      const Instruction& g = f_.blocks[def_block_[a.value().id]].instructions[def_index_[a.value().id]];
      if (g.op == Opcode::GetElementPtr)
        if (std::optional<i64> c = g.operand(1).const_int()) return {g.operand(0), *c};
    }
    return {a, 0};
  }

  // The loop's writes, when every one is a plain store: false when any other instruction
  // may write memory (a call, a memcpy, an atomic, a volatile store).
  bool collect_stores() {
    stores_.clear();
    for (u32 b : body_) {
      if (!writes_[b]) continue;
      for (const Instruction& i : f_.blocks[b].instructions) {
        if ((i.flags & Instruction::kFlagDead) || !may_write_memory(m_, i)) continue;
        if (i.op != Opcode::Store || i.is_volatile()) return false;
        auto [base, off] = address_of(i.operand(1));
        stores_.push_back({base, off, i64(type_size(i.ty))});
      }
    }
    return true;
  }

  // Whether no store of the loop can write what load i reads: each stores at a constant
  // offset from the load's own base, beside the bytes it reads (zlib's longest_match
  // stores s->match_start in its loop and reads s->window in every iteration). Bases
  // are compared as values: two different ones may point to the same memory.
  bool untouched(const Instruction& i) const {
    auto [base, off] = address_of(i.operand(0));
    i64 size = i64(type_size(i.ty));
    for (const Store& st : stores_)
      if (!(st.base == base) || (st.offset < off + size && off < st.offset + st.size)) return false;
    return true;
  }

  bool is_loop_def(u32 v) const {
    u32 d = v < def_block_.size() ? def_block_[v] : kNoBlock;
    return d != kNoBlock && in_loop_[d] == stamp_;
  }

  // A value no instruction defines is a parameter: invariant.
  bool invariant(const Instruction& i) const {
    bool inv = true;
    i.for_each_used_value([&](u32 v) { inv = inv && !is_loop_def(v); });
    return inv;
  }

  // A loop entered from several blocks, or by a conditional branch (an inlined callee's
  // loop, a loop after jump threading), gets a preheader when a pure computation would
  // leave it: a new block P that the entering edges now reach, branching to the header;
  // the header's phis take their entering values through P (a phi in P when there are
  // several). Only pure computations move into P (loads and calls wait for the next run,
  // which finds P as any preheader). The loops left are left for the next run too, as
  // the CFG changed under this one's analysis (returns true then); P goes right before
  // the header when the run ends (run()).
  bool add_preheader(u32 h) {
    auto pure_invariant = [&](const Instruction& i) {
      return !(i.flags & Instruction::kFlagDead) && i.dest.valid() && is_hoistable(i) && invariant(i);
    };
    bool any = false;
    for (u32 b : body_)
      for (const Instruction& i : f_.blocks[b].instructions) any |= pure_invariant(i);
    if (!any) return false;
    BlockId hl = f_.blocks[h].label;
    for (const BlockId& g : f_.global_init_label_blocks)
      if (g == hl) return false;
    std::vector<u32> outside;
    for (u32 p : cfg_.preds.row(h)) {
      if (in_loop_[p] == stamp_ || !cfg_.reachable(p)) continue;
      const Terminator& t = f_.blocks[p].terminator;
      if (t.kind == TermKind::IndirectBranch || ends_in_asm_goto(f_, f_.blocks[p])) return false;
      outside.push_back(p);
    }
    BasicBlock pb;
    pb.label = m_.new_block_id();
    pb.terminator = make_br(hl);
    std::vector<BlockId> from;
    for (u32 p : outside) {
      from.push_back(f_.blocks[p].label);
      f_.blocks[p].terminator.map_successors([&](BlockId s) { return s == hl ? pb.label : s; });
    }
    auto entering = [&](BlockId b) { return std::find(from.begin(), from.end(), b) != from.end(); };
    for (Instruction& phi : f_.blocks[h].instructions) {
      if (phi.op != Opcode::Phi) break;
      u32 in = 0;
      for (u32 k = 0; k < phi.num_ops; ++k) in += entering(phi.phi_blocks()[k]);
      if (in == 1) {
        for (u32 k = 0; k < phi.num_ops; ++k)
          if (entering(phi.phi_blocks()[k])) phi.phi_blocks()[k] = pb.label;
        continue;
      }
      Instruction merged = make_phi(f_.arena, f_.new_value(), phi.ty, in);
      Instruction kept = make_phi(f_.arena, phi.dest, phi.ty, phi.num_ops - in + 1);
      u32 a = 0, c = 0;
      for (u32 k = 0; k < phi.num_ops; ++k) {
        bool e = entering(phi.phi_blocks()[k]);
        Instruction& to = e ? merged : kept;
        u32& at = e ? a : c;
        to.ops[at] = phi.ops[k], to.phi_blocks()[at] = phi.phi_blocks()[k], ++at;
      }
      kept.ops[c] = Operand(merged.dest), kept.phi_blocks()[c] = pb.label;
      pb.instructions.push_back(merged);
      phi = kept;
    }
    u32 pre = u32(f_.blocks.size());
    f_.blocks.push_back(std::move(pb));
    def_block_.resize(f_.value_limit(), kNoBlock);
    def_index_.resize(f_.value_limit(), 0);
    in_loop_.push_back(0);
    writes_.push_back(0);
    rpo_index_.push_back(UINT32_MAX);
    for (const Instruction& i : f_.blocks[pre].instructions) def_block_[i.dest.id] = pre;
    for (u32 b : body_) {
      std::vector<Instruction>& insts = f_.blocks[b].instructions;
      for (size_t k = 0; k < insts.size(); ++k)
        if (pure_invariant(insts[k])) move(b, k, pre);
    }
    created_ = {pre, h};
    ++moved_;
    return true;
  }

  // Moves instruction k of block b to the end of the preheader.
  void move(u32 b, size_t k, u32 pre) {
    BasicBlock& dst = f_.blocks[pre];
    Instruction& i = f_.blocks[b].instructions[k];
    Instruction moved = i;
    moved.flags &= u8(~Instruction::kFlagDead);
    i.flags |= Instruction::kFlagDead;
    SourceSpan span = f_.blocks[b].source_spans.empty() ? SourceSpan{} : f_.blocks[b].source_spans[k];
    bool spans = !dst.source_spans.empty() || span != SourceSpan{};
    if (spans) dst.source_spans.resize(dst.instructions.size());
    dst.instructions.push_back(moved);
    if (spans) dst.source_spans.push_back(span);
    def_block_[moved.dest.id] = pre;
    def_index_[moved.dest.id] = u32(dst.instructions.size() - 1);
    ++moved_;
  }

  // The nearest common dominator of the loop's latches and exiting blocks: every block
  // of the loop dominating it runs in each iteration before the loop repeats or is left.
  // kNoBlock when the loop has no exit or the search runs out of budget.
  u32 always_run(u32 h, u32 pre) {
    u32 d = kNoBlock;
    bool exits = false;
    auto meet = [&](u32 x) {
      if (d == kNoBlock) return d = x, true;
      while (x != d) {
        if (budget_ == 0) return false;
        --budget_;
        if (rpo_index_[x] > rpo_index_[d]) x = cfg_.idom[x];
        else d = cfg_.idom[d];
      }
      return true;
    };
    bool first_stays = first_test_stays(h, pre);
    for (u32 b : body_) {
      bool latch = false, exiting = false;
      for (u32 s : cfg_.succs.row(b)) {
        latch |= s == h;
        exiting |= in_loop_[s] != stamp_;
      }
      exits |= exiting;
      if ((latch || (exiting && !(b == h && first_stays))) && !meet(b)) return kNoBlock;
    }
    return exits ? d : kNoBlock;
  }

  // Whether the header's test keeps the first iteration in the loop: it ends in a condbr
  // on an integer comparison whose operands are constants or header phis with a constant
  // from the preheader (`for (int r = 0; r < 3; r++)`). The header is then no exit of the
  // first iteration, which reaches a latch or another exit.
  bool first_test_stays(u32 h, u32 pre) const {
    const BasicBlock& hb = f_.blocks[h];
    const Terminator& t = hb.terminator;
    if (t.kind != TermKind::CondBranch || !t.val.is_value() || t.target == t.target2) return false;
    u32 c = t.val.value().id;
    if (c >= def_block_.size() || def_block_[c] != h) return false;
    const Instruction& cmp = hb.instructions[def_index_[c]];
    if (cmp.op != Opcode::Cmp || !is_int(cmp.ty) || type_size(cmp.ty) > 8) return false;
    auto first = [&](const Operand& o) -> std::optional<i128> {
      if (!o.is_value()) return const_of(o, cmp.ty);
      u32 v = o.value().id;
      if (v >= def_block_.size() || def_block_[v] != h) return std::nullopt;
      const Instruction& phi = hb.instructions[def_index_[v]];
      if (phi.op != Opcode::Phi) return std::nullopt;
      for (u32 k = 0; k < phi.num_ops; ++k)
        if (phi.phi_blocks()[k] == f_.blocks[pre].label) return const_of(phi.operand(k), cmp.ty);
      return std::nullopt;
    };
    std::optional<i128> a = first(cmp.operand(0)), b = first(cmp.operand(1));
    if (!a || !b) return false;
    BlockId next = eval_i128(cmp.cmpop(), *a, *b) ? t.target : t.target2;
    for (u32 s : cfg_.succs.row(h))
      if (f_.blocks[s].label == next) return in_loop_[s] == stamp_;
    return false;
  }

  CallEffect memory_effect(const Instruction& i) const {
    return i.op == Opcode::Call ? call_effect(m_, i) : CallEffect::Any;
  }

  IrModule& m_;
  IrFunction& f_;
  CfgAnalysis cfg_;
  std::vector<u32> rpo_index_, def_block_, def_index_, in_loop_, body_, work_;
  std::vector<u8> writes_; // by block: some instruction may write memory
  struct Store {
    Operand base;
    i64 offset, size;
  };
  std::vector<Store> stores_; // the current loop's stores, when collect_stores knows them all
  u32 stamp_ = 0;
  size_t budget_ = 0;
  size_t moved_ = 0;
  std::pair<u32, u32> created_{kNoBlock, kNoBlock}; // a new preheader and its header
};

} // namespace

size_t hoist_loop_invariants(IrModule& m, IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.size() < 2) return 0;
  return Licm(m, f).run();
}

} // namespace ilcc
