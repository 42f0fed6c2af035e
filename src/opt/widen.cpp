// widen.cpp — widening 32-bit induction variables to 64 bits (docs/opt.md, "widen").
//
// `for (int i = 0; i < n; i++) a[i] ...` extends i to 64 bits for every address: the
// loop's header has `%i = phi i32 [start, pre], [%next, latch]`, the latch computes
// `%next = add i32 %i, 1`, and the body `cast i32 %i to i64`. The pass gives such a loop
// a second variable `%w = phi i64 [cast start, pre], [%w + 1, latch]` and rewrites the
// extensions into copies of %w (or of %w + 1), and the header's test `i < n` into
// `w < cast n`; %i, %next and their extensions are then dead (dce).
//
// The two variables stay equal (w is i extended) only if i + 1 never wraps. That is
// proved, not assumed from C's undefined signed overflow: the header ends with
// `condbr (cmp slt i %n), body, exit` (ult for unsigned variables) with n invariant, the
// exit leaves the loop, and the increment lies inside it, so every increment follows a
// test i < n <= the type's maximum in the same iteration. With -fwrapv the proof holds
// just the same.
//
// Bottom-tested loops (do-while, or rotated ones) are widened too: the latch ends with
// `condbr (cmp slt %next, %n), header, exit` for %next the phi's value from the latch,
// `add %i, 1`. The back edge carries only next < n; the first value, start, must not be
// the maximum either: it is a constant, or the loop is entered under the guard
// `start < n` that rotation leaves in front of it.
//
// A variable is widened when it is extended somewhere, always to one 64-bit type
// (sign-extension for i32, zero-extension for u32). Its other uses read `cast w to i32`,
// the low half of the wide register, which costs no instruction.
//
// Cost: one scan for definitions and extensions (bucketed by the extended value), then per
// loop header a backward walk over the loop's blocks (shared budget of a few times the
// function's size, as licm); the uses are rewritten in one sweep at the end: linear.
#include "opt/widen.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/loop_walk.h"
#include "opt/value_fold.h"

namespace ilcc {

namespace {

constexpr u32 kNone = UINT32_MAX;

class Widener {
public:
  explicit Widener(IrFunction& f)
      : f_(f), cfg_(CfgAnalysis::build(f)), labels_(build_label_map(f)), dom_(cfg_.idom, cfg_.dom_children),
        loop_(f, cfg_.num_blocks) {}

  size_t run() {
    u32 n = cfg_.num_blocks;
    u32 limit = f_.value_limit();
    ext_uses_.assign(limit, 0);
    ext_type_.assign(limit, IrType::Void);
    twin_.assign(limit, Value());
    twin_type_.assign(limit, IrType::Void);
    def_block_.assign(limit, kNone);
    for (u32 b = 0; b < n; ++b) {
      const BasicBlock& bb = f_.blocks[b];
      for (const Instruction& i : bb.instructions) {
        if (i.dest.valid()) def_block_[i.dest.id] = b;
        if (i.op == Opcode::Cast && i.operand(0).is_value() && is_widening(i)) {
          u32 v = i.operand(0).value().id;
          ++ext_uses_[v];
          ext_type_[v] = ext_type_[v] == IrType::Void || ext_type_[v] == i.ty2 ? i.ty2 : IrType::Ptr; // Ptr: mixed
        }
      }
    }
    // The extensions of each value, bucketed by it.
    ext_start_.assign(size_t(limit) + 1, 0);
    for (u32 v = 0; v < limit; ++v) ext_start_[v + 1] = ext_start_[v] + ext_uses_[v];
    ext_dests_.assign(ext_start_[limit], Value());
    std::vector<u32> fill(ext_start_.begin(), ext_start_.end() - 1);
    for (u32 b = 0; b < n; ++b)
      for (const Instruction& i : f_.blocks[b].instructions)
        if (i.op == Opcode::Cast && i.operand(0).is_value() && is_widening(i))
          ext_dests_[fill[i.operand(0).value().id]++] = i.dest;
    // Additions of a constant to a value, extended: `a[i - 1]` reads sext(i - 1), by the
    // value added to.
    offset_start_.assign(size_t(limit) + 1, 0);
    for (int pass = 0; pass < 2; ++pass) {
      for (u32 b = 0; b < n; ++b)
        for (const Instruction& i : f_.blocks[b].instructions) {
          std::optional<Offset> o = offset_of(i);
          if (!o) continue;
          if (pass == 0) ++offset_start_[o->base + 1];
          else offsets_[fill[o->base]++] = *o;
        }
      if (pass == 0) {
        for (u32 v = 0; v < limit; ++v) offset_start_[v + 1] += offset_start_[v];
        offsets_.resize(offset_start_[limit]);
        fill.assign(offset_start_.begin(), offset_start_.end() - 1);
      }
    }
    for (u32 h = 0; h < n && loop_.budget; ++h) {
      if (!cfg_.reachable(h) || cfg_.preds.len(h) != 2) continue;
      u32 pre = kNone, latch = kNone;
      for (u32 p : cfg_.preds.row(h)) (dom_.dominates(h, p) ? latch : pre) = p;
      if (pre == kNone || latch == kNone || ends_in_asm_goto(f_, f_.blocks[pre])) continue;
      widen_loop(h, pre, latch);
    }
    // The extensions' uses read the wide variable; the extensions and the narrow variable
    // are left to dce.
    if (widened_) rewriter_.apply(f_);
    return widened_;
  }

private:
  // A use of a 32-bit value `base` with a constant that the wide variable can serve:
  // `value = base + add` (or base - c) whose value is extended, or the comparison `value =
  // cmp base, c` (either order), which compares the extensions just as well (a signed
  // value's sign-extension keeps both the signed and the unsigned order).
  struct Offset {
    u32 base;
    Value value;
    i64 add;
    bool cmp;
  };

  std::optional<Offset> offset_of(const Instruction& i) const {
    if ((i.ty != IrType::I32 && i.ty != IrType::U32) || !i.dest.valid()) return std::nullopt;
    unsigned pos = i.num_ops == 2 && i.operand(0).is_value() ? 0 : 1;
    if (i.num_ops != 2 || !i.operand(pos).is_value()) return std::nullopt;
    std::optional<i128> c = const_of(i.operand(1 - pos), i.ty);
    if (!c) return std::nullopt;
    u32 base = i.operand(pos).value().id;
    if (i.op == Opcode::Cmp) {
      IrCmpOp p = i.cmpop();
      bool is_signed = p == IrCmpOp::Slt || p == IrCmpOp::Sle || p == IrCmpOp::Sgt || p == IrCmpOp::Sge;
      if (is_signed && i.ty == IrType::U32) return std::nullopt;
      return Offset{base, i.dest, 0, true};
    }
    if (i.op != Opcode::BinOp || !ext_uses_[i.dest.id]) return std::nullopt;
    bool sub = i.binop() == IrBinOp::Sub;
    if ((!sub && i.binop() != IrBinOp::Add) || (sub && pos != 0)) return std::nullopt;
    return Offset{base, i.dest, i64(sub ? -*c : *c), false};
  }

  // An extension of a 32-bit integer to 64 bits: sign-extension of an i32 to i64,
  // zero-extension of a u32 to u64 or i64.
  static bool is_widening(const Instruction& c) {
    return (c.ty == IrType::I32 && c.ty2 == IrType::I64) ||
           (c.ty == IrType::U32 && (c.ty2 == IrType::U64 || c.ty2 == IrType::I64));
  }

  // The comparison defining the condition of b's condbr, if it is `cmp slt` (i32) or
  // `cmp ult` (u32) of a value and an operand defined before this pass ran.
  Instruction* loop_test(u32 b) {
    const Terminator& t = f_.blocks[b].terminator;
    if (t.kind != TermKind::CondBranch || !t.val.is_value() || t.target == t.target2) return nullptr;
    Instruction* cmp = find_def(t.val.value());
    if (!cmp || cmp->op != Opcode::Cmp || !cmp->operand(0).is_value()) return nullptr;
    IrCmpOp want = cmp->ty == IrType::I32 ? IrCmpOp::Slt : cmp->ty == IrType::U32 ? IrCmpOp::Ult : IrCmpOp::Eq;
    if (want == IrCmpOp::Eq || cmp->cmpop() != want) return nullptr;
    const Operand& bound = cmp->operand(1);
    if (cmp->operand(0).value().id >= def_block_.size() || (bound.is_value() && bound.value().id >= def_block_.size()))
      return nullptr; // made here
    return cmp;
  }

  Instruction* find_def(Value v) {
    if (v.id >= def_block_.size() || def_block_[v.id] == kNone) return nullptr;
    for (Instruction& i : f_.blocks[def_block_[v.id]].instructions)
      if (i.dest == v) return &i;
    return nullptr;
  }

  // Whether the first value of a bottom-tested loop's counter, `start`, is below the type's
  // maximum: a constant, or the loop is entered only under the test start < bound (the
  // guard loop rotation leaves in front of the loop: pre is the guard's true target, or
  // pre's only predecessor ends in it).
  bool start_guarded(u32 h, u32 pre, const Instruction& test, const Operand& start) {
    if (std::optional<i64> c = start.const_int()) {
      i64 max = test.ty == IrType::I32 ? i64(INT32_MAX) : i64(UINT32_MAX);
      return normalize_int(test.ty, *c) != max;
    }
    u32 g = pre, entry = h;
    if (f_.blocks[pre].terminator.kind == TermKind::Branch && cfg_.preds.len(pre) == 1)
      entry = pre, g = cfg_.preds.row(pre)[0];
    const Terminator& t = f_.blocks[g].terminator;
    if (t.kind != TermKind::CondBranch || t.target != f_.blocks[entry].label || t.target2 == t.target ||
        !t.val.is_value())
      return false;
    Instruction* guard = find_def(t.val.value());
    if (!guard || guard->op != Opcode::Cmp || guard->cmpop() != test.cmpop()) return false;
    if (guard->ty == test.ty) return guard->operand(0) == start && guard->operand(1) == test.operand(1);
    // A guard an enclosing loop's widening already rewrote: it compares the start's wide
    // twin with the constant bound extended (`j = i + 1 < n` of a rotated nest is also
    // the outer loop's test).
    std::optional<i64> bound = test.operand(1).const_int(), wide_bound = guard->operand(1).const_int();
    return start.is_value() && start.value().id < twin_.size() && twin_[start.value().id].valid() &&
           guard->ty == twin_type_[start.value().id] && guard->operand(0) == Operand(twin_[start.value().id]) &&
           bound && wide_bound && *bound == *wide_bound;
  }

  void widen_loop(u32 h, u32 pre, u32 latch) {
    BasicBlock& hb = f_.blocks[h];
    // The test: cmp slt/ult %i, %n ending the header (top-tested), or cmp slt/ult %next, %n
    // ending the latch and branching back to the header (bottom-tested, as rotate leaves
    // loops).
    // (A header that ends in an inner loop's guard, `j = i + 1 < n` of a rotated nest, tests
    // no phi of its own: its loop is the bottom-tested kind.)
    auto header_phi = [&](const Operand& o) {
      for (const Instruction& i : hb.instructions)
        if (i.op != Opcode::Phi) return false;
        else if (Operand(i.dest) == o) return true;
      return false;
    };
    bool bottom = false;
    Instruction* cmp = loop_test(h);
    if (!cmp || hb.terminator.target == hb.label || !header_phi(cmp->operand(0))) {
      cmp = loop_test(latch);
      bottom = true;
      if (!cmp || f_.blocks[latch].terminator.target != hb.label) return;
    }
    IrType ty = cmp->ty;
    const Operand& bound = cmp->operand(1);
    Value tested = cmp->operand(0).value();
    if (bound.is_value() && (bound.value() == tested || !defined_outside(bound.value().id, h))) return;
    // The counter's phi, and its value from the latch.
    Value iv = tested;
    if (bottom) {
      Instruction* inc = find_def(tested);
      if (!inc || inc->op != Opcode::BinOp || inc->binop() != IrBinOp::Add || inc->ty != ty) return;
      unsigned pos = inc->operand(0).is_value() ? 0 : 1;
      if (!inc->operand(pos).is_value()) return;
      iv = inc->operand(pos).value();
    }
    Instruction* phi = nullptr;
    for (Instruction& i : hb.instructions) {
      if (i.op != Opcode::Phi) break;
      if (i.dest == iv) phi = &i;
    }
    if (!phi || phi->ty != ty || phi->num_ops != 2) return;
    u32 from_latch = labels_.index_of(phi->phi_blocks()[0]) == latch ? 0 : 1;
    if (labels_.index_of(phi->phi_blocks()[from_latch]) != latch ||
        labels_.index_of(phi->phi_blocks()[1 - from_latch]) != pre)
      return;
    const Operand& next_op = phi->operand(from_latch);
    const Operand& start = phi->operand(1 - from_latch);
    if (!next_op.is_value()) return;
    Value next = next_op.value();
    if (next.id >= def_block_.size() || (bottom && next != tested)) return;
    u32 nb = def_block_[next.id];
    if (nb == kNone) return;
    // Bottom-tested, the back edge carries next < n, so i < n after the first iteration;
    // the first i, start, must not be the maximum either.
    if (bottom && !start_guarded(h, pre, *cmp, start)) return;
    // next = add %i, 1, in the loop.
    u32 next_index = kNone;
    std::vector<Instruction>& ninsts = f_.blocks[nb].instructions;
    for (u32 k = 0; k < ninsts.size(); ++k)
      if (ninsts[k].dest == next) next_index = k;
    if (next_index == kNone) return;
    const Instruction& add = ninsts[next_index];
    if (add.op != Opcode::BinOp || add.binop() != IrBinOp::Add || add.ty != ty) return;
    unsigned iv_pos = add.operand(0) == Operand(iv) ? 0 : 1;
    std::optional<i64> one = add.operand(1 - iv_pos).const_int();
    if (!(add.operand(iv_pos) == Operand(iv)) || !one || *one != 1) return;
    // Some extension to pay for the change, all to one 64-bit type.
    IrType wide = ext_type_[iv.id] != IrType::Void ? ext_type_[iv.id] : ext_type_[next.id];
    for (Value base : {iv, next})
      for (u32 k = offset_start_[base.id]; k < offset_start_[base.id + 1] && wide == IrType::Void; ++k)
        if (!offsets_[k].cmp) wide = ext_type_[offsets_[k].value.id]; // i - 1 extended
    if (wide == IrType::Void || wide == IrType::Ptr ||
        (ext_type_[next.id] != IrType::Void && ext_type_[next.id] != wide))
      return;
    // The exit edge leaves the loop, the body edge stays in it, and so does the increment.
    if (!loop_.walk(f_, cfg_, h, latch)) return;
    const Terminator& t = f_.blocks[bottom ? latch : h].terminator;
    u32 body = labels_.index_of(t.target), exit = labels_.index_of(t.target2);
    if (body == kNone || exit == kNone || !loop_.contains(body) || loop_.contains(exit) ||
        (!bottom && body == h) || !loop_.contains(nb) || (!bottom && nb == h))
      return;

    // The wide variable: its start and bound extended at the end of the entering block
    // (pure casts, so it may have other successors: the outer loop's header of a nest).
    BasicBlock& pb = f_.blocks[pre];
    // A start or bound that an enclosing loop's widening has given a wide twin (`j = i +
    // 1` of a triangular nest) reads the twin.
    auto extended = [&](const Operand& x) {
      if (x.is_value() && x.value().id < twin_.size() && twin_[x.value().id].valid() &&
          twin_type_[x.value().id] == wide)
        return twin_[x.value().id];
      Value e = f_.new_value();
      append_instruction(pb, make_cast(f_.arena, e, ty, wide, x));
      return e;
    };
    Value wstart = extended(start), wbound = extended(bound), w = f_.new_value(), wnext = f_.new_value();
    Instruction wphi = make_phi(f_.arena, w, wide, 2);
    wphi.ops[1 - from_latch] = Operand(wstart);
    wphi.phi_blocks()[1 - from_latch] = phi->phi_blocks()[1 - from_latch];
    wphi.ops[from_latch] = Operand(wnext);
    wphi.phi_blocks()[from_latch] = phi->phi_blocks()[from_latch];
    // The constant ends of the counter's range, for its offsets below.
    std::optional<i128> lo = const_of(start, ty), hi = const_of(bound, ty);
    // The test first: the insertions below move the header's instructions.
    cmp->ty = wide;
    cmp->operand(0) = Operand(bottom ? wnext : w);
    cmp->operand(1) = Operand(wbound);
    // The other uses of i and next read the low halves of w and w + 1 (a truncation is
    // free: 32-bit operations read the low half of the register).
    Value low = f_.new_value(), low_next = f_.new_value();
    insert_instruction(
        f_.blocks[nb], next_index + 1,
        make_binop(f_.arena, wnext, IrBinOp::Add, wide, Operand(w), int_operand(1, wide)));
    insert_instruction(f_.blocks[nb], next_index + 2, make_cast(f_.arena, low_next, wide, ty, Operand(wnext)));
    insert_instruction(f_.blocks[h], 0, wphi);
    u32 after_phis = 0;
    while (after_phis < hb.instructions.size() && hb.instructions[after_phis].op == Opcode::Phi) ++after_phis;
    insert_instruction(f_.blocks[h], after_phis, make_cast(f_.arena, low, wide, ty, Operand(w)));
    // Extensions outside the loop read the variable's value at the exit, also w's.
    for (u32 k = ext_start_[iv.id]; k < ext_start_[iv.id + 1]; ++k) rewriter_.replace(ext_dests_[k], Operand(w));
    for (u32 k = ext_start_[next.id]; k < ext_start_[next.id + 1]; ++k)
      rewriter_.replace(ext_dests_[k], Operand(wnext));
    // Extensions of i + c and next + c in the loop read w + c and w + 1 + c when the
    // addition cannot wrap: i >= start and next >= start + 1 (the counter only grows), and
    // both are at most the bound, or start + 1 when start exceeds it (a top-tested loop's
    // header sees start before its test; a non-constant start of a bottom-tested loop is
    // below the bound).
    std::optional<i128> upper = hi && lo ? std::max(*hi, *lo + 1) : hi;
    i128 type_min = ty == IrType::I32 ? INT32_MIN : 0, type_max = ty == IrType::I32 ? INT32_MAX : UINT32_MAX;
    for (Value base : {iv, next}) {
      for (u32 k = offset_start_[base.id]; k < offset_start_[base.id + 1]; ++k) {
        const Offset& o = offsets_[k];
        u32 db = def_block_[o.value.id];
        if (o.cmp) {
          // Compared with a constant: the comparison reads the wide variable (the loop's
          // own test has been rewritten already).
          Instruction* c = find_def(o.value);
          if (!c || c->ty != ty) continue;
          unsigned pos = c->operand(0) == Operand(base) ? 0 : 1;
          c->operand(1 - pos) = int_operand(*const_of(c->operand(1 - pos), ty), wide);
          c->operand(pos) = Operand(base == iv ? w : wnext);
          c->ty = wide;
          continue;
        }
        if (db == kNone || !loop_.contains(db) || ext_type_[o.value.id] != wide) continue;
        if (o.add < 0 ? !lo || *lo + (base == next) + o.add < type_min
                      : !upper || *upper + o.add > type_max || (!lo && !bottom && db == h))
          continue;
        std::vector<Instruction>& insts = f_.blocks[db].instructions;
        u32 at = 0;
        while (at < insts.size() && insts[at].dest != o.value) ++at;
        Value wide_value = f_.new_value();
        insert_instruction(f_.blocks[db], at + 1,
                           make_binop(f_.arena, wide_value, IrBinOp::Add, wide,
                                      Operand(base == iv ? w : wnext), int_operand(o.add, wide)));
        for (u32 e = ext_start_[o.value.id]; e < ext_start_[o.value.id + 1]; ++e)
          rewriter_.replace(ext_dests_[e], Operand(wide_value));
      }
    }
    rewriter_.replace(iv, Operand(low));
    rewriter_.replace(next, Operand(low_next));
    twin_[iv.id] = w, twin_[next.id] = wnext;
    twin_type_[iv.id] = twin_type_[next.id] = wide;
    ++widened_;
  }

  // Whether v is the same in every iteration of the loop of h: a parameter, or defined
  // in a block strictly dominating h.
  bool defined_outside(u32 v, u32 h) const {
    u32 d = def_block_[v];
    return d == kNone || (d != h && dom_.dominates(d, h));
  }

  IrFunction& f_;
  CfgAnalysis cfg_;
  LabelMap labels_;
  DomTree dom_;
  std::vector<u32> ext_uses_, def_block_;
  LoopWalk loop_;
  std::vector<IrType> ext_type_;
  std::vector<u32> ext_start_;  // by value id: where its extensions start in ext_dests_
  std::vector<Value> ext_dests_; // the values the extensions define
  std::vector<u32> offset_start_; // by value id: where the additions to it start in offsets_
  std::vector<Offset> offsets_;
  std::vector<Value> twin_;        // by value id: the wide variable of a widened counter
  std::vector<IrType> twin_type_;  // and its type
  ValueRewriter rewriter_{0};
  size_t widened_ = 0;
};

} // namespace

size_t widen_induction_variables(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.size() < 2) return 0;
  return Widener(f).run();
}

} // namespace ilcc
