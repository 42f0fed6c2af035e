// ivsr.cpp — induction-variable strength reduction of scaled addresses (docs/opt.md,
// "ivsr").
//
// A loop indexing an array of structs computes `gep %base, (mul %i, size)` in every
// iteration: on x86-64 an `imul` and a `lea`, since only scales 1, 2, 4 and 8 fit in an
// addressing mode. When %i is a basic induction variable of the loop — a header phi
// `%i = phi i64 [start, pre], [%next, latch]` with `%next = add %i, c` inside the loop —
// and %base is invariant, the address is itself an induction variable: the pass gives
// the loop a pointer `%p = phi ptr [gep %base, start * size, pre], [%p + c * size, latch]`,
// incremented right after %next, and the address's uses read %p. The multiply and the
// old address are left to dce; %i stays for its other uses (the exit test). In innermost
// loops a product `mul %i, %n` with %n invariant (not a constant, which a lea or an
// addressing mode absorbs) becomes an integer variable the same way, advanced by
// `%n * c`: `B[k * N + j]` adds N where it multiplied.
//
// Only 64-bit variables are reduced (widen gives 32-bit counters a 64-bit twin first), only
// scales the addressing modes cannot absorb (multiplications by constants other than 1,
// 2, 4, 8; shifts by more than 3), in innermost loops (whose entering block, when it has
// another successor, gets a block of its own on the entering edge for the pointer's
// start) and in outer loops that call nothing and are entered by a plain branch, and at
// most kMaxPerLoop pointers per loop, each for a distinct (variable, base, scale): every
// new pointer holds a register across the loop, and in an outer loop of nbody (whose
// inner loop calls sqrt on a rare path) the extra register cost a spill around the call
// that outweighed the multiply.
//
// Cost: one scan for definitions, then per loop header a backward walk over the loop's
// blocks under a budget of a few times the function's size (as licm): linear.
#include "opt/ivsr.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/loop_walk.h"
#include "opt/value_fold.h"

namespace ilcc {

namespace {

constexpr u32 kNone = UINT32_MAX;
constexpr u32 kMaxPerLoop = 4;

class Ivsr {
public:
  Ivsr(IrModule& m, IrFunction& f)
      : m_(m), f_(f), cfg_(CfgAnalysis::build(f)), dom_(cfg_.idom, cfg_.dom_children), loop_(f, cfg_.num_blocks) {}

  size_t run() {
    u32 n = cfg_.num_blocks;
    u32 limit = f_.value_limit();
    def_block_.assign(limit, kNone);
    def_index_.assign(limit, 0);
    for (u32 b = 0; b < n; ++b) {
      const std::vector<Instruction>& insts = f_.blocks[b].instructions;
      for (u32 k = 0; k < insts.size(); ++k)
        if (insts[k].dest.valid()) def_block_[insts[k].dest.id] = b, def_index_[insts[k].dest.id] = k;
    }
    is_header_.assign(n, 0);
    for (u32 h = 0; h < n; ++h)
      for (u32 p : cfg_.preds.row(h))
        if (cfg_.reachable(h) && dom_.dominates(h, p)) is_header_[h] = 1;
    for (u32 h = 0; h < n && loop_.budget; ++h) {
      if (!is_header_[h] || cfg_.preds.len(h) != 2) continue;
      u32 pre = kNone, latch = kNone;
      for (u32 p : cfg_.preds.row(h)) (dom_.dominates(h, p) ? latch : pre) = p;
      // Code put before the loop must run once per entry: in the entering block when it
      // branches only to the loop, else in a block of its own on the entering edge.
      if (pre == kNone || latch == kNone || ends_in_asm_goto(f_, f_.blocks[pre]) || !loop_.walk(f_, cfg_, h, latch))
        continue;
      TermKind k = f_.blocks[pre].terminator.kind;
      if ((k != TermKind::Branch && k != TermKind::CondBranch) || (!innermost(h) && (k != TermKind::Branch || calls())))
        continue;
      pre_ = pre;
      split_pre_ = k == TermKind::CondBranch;
      pre_label_ = f_.blocks[pre].label;
      reduce_loop(h, latch);
    }
    if (reduced_) rewriter_.apply(f_);
    return reduced_;
  }

private:
  struct Reduced {
    Value iv;
    Operand base;
    i64 scale;
    Value pointer;
  };

  // The instruction defining o's value, or null (parameters, constants). Insertions may
  // have moved it within its block since the scan: then it is searched for.
  Instruction* def(const Operand& o) {
    if (!o.is_value() || o.value().id >= def_block_.size() || def_block_[o.value().id] == kNone) return nullptr;
    u32 v = o.value().id;
    std::vector<Instruction>& insts = f_.blocks[def_block_[v]].instructions;
    if (def_index_[v] < insts.size() && insts[def_index_[v]].dest == o.value()) return &insts[def_index_[v]];
    for (Instruction& i : insts)
      if (i.dest == o.value()) return &i;
    return nullptr;
  }

  bool invariant(const Operand& o) const {
    if (!o.is_value()) return true;
    u32 v = o.value().id;
    if (v >= def_block_.size()) return false;
    u32 d = def_block_[v];
    return d == kNone || !loop_.contains(d);
  }

  // i * scale when i is a 64-bit value and the scale no addressing mode absorbs.
  static std::optional<i64> unabsorbed_scale(const Instruction& i) {
    if (i.op != Opcode::BinOp || !is_int(i.ty) || type_size(i.ty) != 8) return std::nullopt;
    std::optional<i64> k = i.operand(1).const_int();
    if (!k) return std::nullopt;
    if (i.binop() == IrBinOp::Mul && *k != 1 && *k != 2 && *k != 4 && *k != 8 && *k > 0 && *k < (i64(1) << 32))
      return *k;
    if (i.binop() == IrBinOp::Shl && *k > 3 && *k < 32) return i64(1) << *k;
    return std::nullopt;
  }

  void reduce_loop(u32 h, u32 latch) {
    // The candidates first: making a pointer inserts instructions into the loop's blocks.
    struct Candidate {
      Value gep, iv;
      Operand base;
      i64 scale;
    };
    std::vector<Candidate> candidates;
    for (u32 b : loop_.body) {
      for (const Instruction& g : f_.blocks[b].instructions) {
        if (g.op != Opcode::GetElementPtr || !g.dest.valid() || !invariant(g.operand(0))) continue;
        const Instruction* scaled = def(g.operand(1));
        if (!scaled || !loop_.contains(def_block_[scaled->dest.id]) || !scaled->operand(0).is_value()) continue;
        if (std::optional<i64> scale = unabsorbed_scale(*scaled))
          candidates.push_back(Candidate{g.dest, scaled->operand(0).value(), g.operand(0), *scale});
      }
    }
    // Multiplications of a variable by an invariant value (`k * N` of `B[k * N + j]`):
    // an imul each iteration, where an add of N would do.
    struct Product {
      Value mul, iv;
      Operand factor;
    };
    std::vector<Product> products;
    if (innermost(h))
      for (u32 b : loop_.body)
        for (const Instruction& m : f_.blocks[b].instructions) {
          if (m.op != Opcode::BinOp || m.binop() != IrBinOp::Mul || !is_int(m.ty) || type_size(m.ty) < 4) continue;
          for (u32 k = 0; k < 2; ++k) {
            const Operand &v = m.operand(k), &factor = m.operand(1 - k);
            const Instruction* phi = def(v);
            if (phi && phi->ty == m.ty && factor.is_value() && invariant(factor) && !invariant(v)) {
              products.push_back(Product{m.dest, v.value(), factor});
              break;
            }
          }
        }
    std::vector<Reduced> done;
    for (const Candidate& c : candidates) {
      Value pointer;
      for (const Reduced& r : done)
        if (r.iv == c.iv && r.base == c.base && r.scale == c.scale) pointer = r.pointer;
      if (!pointer.valid()) {
        if (done.size() == kMaxPerLoop) continue;
        pointer = make_variable(h, latch, c.iv, c.base, int_operand(c.scale, IrType::I64));
        if (!pointer.valid()) continue;
        done.push_back(Reduced{c.iv, c.base, c.scale, pointer});
      }
      rewriter_.replace(c.gep, Operand(pointer));
      ++reduced_;
    }
    for (const Product& p : products) {
      if (done.size() == kMaxPerLoop) break;
      Value multiple = make_variable(h, latch, p.iv, Operand(), p.factor);
      if (!multiple.valid()) continue;
      done.push_back(Reduced{p.iv, Operand(), 0, multiple});
      rewriter_.replace(p.mul, Operand(multiple));
      ++reduced_;
    }
  }

  // The pointer variable base + iv * scale of the loop, or without a base the integer
  // variable iv * scale (scale an invariant value then), or an invalid value when iv is
  // not a basic induction variable of it.
  Value make_variable(u32 h, u32 latch, Value iv, const Operand& base, const Operand& scale) {
    Instruction* phi = def(Operand(iv));
    if (!phi || phi->op != Opcode::Phi || def_block_[iv.id] != h || phi->num_ops != 2) return Value();
    BlockId latch_label = f_.blocks[latch].label;
    u32 from_latch = phi->phi_blocks()[0] == latch_label ? 0 : 1;
    if (!(phi->phi_blocks()[from_latch] == latch_label) || !(phi->phi_blocks()[1 - from_latch] == pre_label_))
      return Value();
    Operand start = phi->operand(1 - from_latch);
    const Instruction* next = def(phi->operand(from_latch));
    if (!next || !loop_.contains(def_block_[next->dest.id]) || next->op != Opcode::BinOp ||
        next->binop() != IrBinOp::Add || !(next->operand(0) == Operand(iv)))
      return Value();
    std::optional<i64> step = next->operand(1).const_int();
    if (!step || *step < -(i64(1) << 30) || *step > (i64(1) << 30)) return Value();
    Value next_value = next->dest;
    IrType ty = phi->ty;
    bool integer = base.is_none();
    if (integer && !is_int(ty)) return Value();
    if (split_pre_) split_entering_edge(h);
    // Before the loop: the first value, and for an integer the step.
    BasicBlock& pb = f_.blocks[pre_];
    std::vector<Value> before; // defined in pb
    auto compute = [&](Instruction i) {
      append_instruction(pb, i);
      before.push_back(i.dest);
      return Operand(i.dest);
    };
    Operand factor = scale.is_const() ? int_operand(*scale.const_int(), ty) : scale;
    // A count from 0 or 1 starts its multiple at 0 or the factor (no pass folds x * 0 or
    // x * 1 after this one).
    std::optional<i64> from = integer ? start.const_int() : std::nullopt;
    Operand first = from == 0 ? int_operand(0, ty)
                    : from == 1 ? factor
                                : compute(make_binop(f_.arena, f_.new_value(), IrBinOp::Mul, ty, start, factor));
    if (!integer) first = compute(make_gep(f_.arena, f_.new_value(), base, first));
    Operand increment = integer && *step != 1
                            ? compute(make_binop(f_.arena, f_.new_value(), IrBinOp::Mul, ty, factor, int_operand(*step, ty)))
                            : factor;
    Value pointer = f_.new_value(), advanced = f_.new_value();
    Instruction p = make_phi(f_.arena, pointer, integer ? ty : IrType::Ptr, 2);
    p.ops[0] = first;
    p.phi_blocks()[0] = pre_label_;
    p.ops[1] = Operand(advanced);
    p.phi_blocks()[1] = latch_label;
    insert_instruction(f_.blocks[h], 0, p);
    // The step, right after the variable's.
    u32 nb = def_block_[next_value.id];
    std::vector<Instruction>& insts = f_.blocks[nb].instructions;
    u32 at = 0;
    while (!(insts[at].dest == next_value)) ++at;
    insert_instruction(f_.blocks[nb], at + 1,
                       integer ? make_binop(f_.arena, advanced, IrBinOp::Add, ty, Operand(pointer), increment)
                               : make_gep(f_.arena, advanced, Operand(pointer),
                                          int_operand(*step * *scale.const_int(), IrType::I64)));
    def_block_.resize(f_.value_limit(), kNone);
    def_index_.resize(f_.value_limit(), 0);
    for (Value v : before) def_block_[v.id] = pre_;
    def_block_[pointer.id] = h;
    def_block_[advanced.id] = nb;
    return pointer;
  }

  // A block of its own on the edge pre_ -> h, which becomes pre_: the entering block has
  // another successor, where code for the loop would run too. Only innermost loops get
  // one, so the analyses of the blocks no other loop of this run reads go stale
  // harmlessly (the new block is outside every loop).
  void split_entering_edge(u32 h) {
    split_pre_ = false;
    BasicBlock p;
    p.label = m_.new_block_id();
    p.terminator = make_br(f_.blocks[h].label);
    f_.blocks[pre_].terminator.replace_successor(f_.blocks[h].label, p.label);
    for (Instruction& i : f_.blocks[h].instructions) {
      if (i.op != Opcode::Phi) break;
      for (u32 j = 0; j < i.num_ops; ++j)
        if (i.phi_blocks()[j] == pre_label_) i.phi_blocks()[j] = p.label;
    }
    pre_label_ = p.label;
    pre_ = u32(f_.blocks.size());
    f_.blocks.push_back(std::move(p));
    loop_.in_loop.push_back(0);
  }

  // Whether a block of the loop just walked calls.
  bool calls() const {
    for (u32 b : loop_.body)
      for (const Instruction& i : f_.blocks[b].instructions)
        if (i.op == Opcode::Call) return true;
    return false;
  }

  // No other loop header among the loop's blocks.
  bool innermost(u32 h) const {
    for (u32 b : loop_.body)
      if (b != h && is_header_[b]) return false;
    return true;
  }

  IrModule& m_;
  IrFunction& f_;
  CfgAnalysis cfg_;
  DomTree dom_;
  std::vector<u32> def_block_, def_index_;
  LoopWalk loop_;
  std::vector<u8> is_header_;
  ValueRewriter rewriter_{0};
  size_t reduced_ = 0;
  u32 pre_ = kNone;       // the block the current loop's preheader code goes to
  BlockId pre_label_;
  bool split_pre_ = false; // pre_ has another successor: split the edge before using it
};

} // namespace

size_t reduce_induction_variables(IrModule& m, IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.size() < 2) return 0;
  return Ivsr(m, f).run();
}

} // namespace ilcc
