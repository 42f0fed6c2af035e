// inline.cpp — inlining direct calls (docs/opt.md, "inline").
//
// The driver finishes the unit's functions callees first and never lets a function still
// waiting for its optimization (is_pending) be copied, so the callees a function sees are
// optimized: inlining is bottom-up. One run rebuilds the
// caller's block list once: a block is cut after each inlined call, the callee's blocks
// are cloned between the two halves with fresh block ids and value ids, its parameters
// become the call's arguments, its returns branch to the second half, where a phi (or a
// copy) of the returned values defines the call's result. Allocas move to the caller's
// entry block. A callee's alloca without lifetime markers lived as long as the callee's
// call: its copy's lifetime starts at the end of the first half and ends at the top of
// the second (docs/ir.md, "Object lifetimes"), so the locals of calls inlined one after
// the other may share stack space. Calls inside the cloned bodies are not considered again, so recursion
// (direct or mutual) cannot make the caller grow without bound. Before the walk, plan()
// gives the caller's growth budget to the calls worth most (called-once callees, calls in
// loops, small callees). Linear in the size of the caller and of the code inlined, but
// for sorting the budgeted calls.
#include "opt/inline.h"

#include "ir/analysis.h"
#include "support/diagnostics.h"

#include <algorithm>

namespace ilcc {

namespace {

// Callee sizes (instructions plus terminators) up to which a call is inlined, by level:
// functions declared `inline`, and the others.
constexpr u32 kInlineKeywordLimit[] = {0, 30, 60};
constexpr u32 kPlainLimit[] = {0, 15, 30};
// A caller may grow by its own size, and by at least this much.
constexpr u32 kMinGrowth = 500;
// A callee of at most this size is inlined at -O1 and up whatever the caller's growth.
constexpr u32 kNoGrowthSize = 4;
constexpr u32 kNotInlinable = UINT32_MAX;
// Callers up to this size take the bodies of the static functions they alone call.
constexpr u32 kCalledOnceCallerLimit = 2500;

// Instructions and terminators; phis are left out: they cost no code where their copies
// coalesce, and a rotated loop's duplicated test should not push its function over a
// limit. So are lifetime markers, which cost no code.
u32 function_size(const IrFunction& f) {
  size_t n = 0;
  for (const BasicBlock& b : f.blocks) {
    n += b.instructions.size() + 1;
    for (const Instruction& i : b.instructions)
      n -= i.op == Opcode::Phi || i.is_lifetime_marker();
  }
  return u32(std::min<size_t>(n, kNotInlinable - 1));
}

// The size of g, or kNotInlinable when no call of it can be replaced by its body: what
// the body does depends on having a frame of its own (variable-sized allocas, va_start,
// setjmp, the return address, computed gotos) or on an ABI detail a copy cannot keep. A
// variadic function is inlinable when it does not va_start: its variadic arguments reach
// it only through __builtin_va_arg_pack and __builtin_va_arg_pack_len (glibc's fortified
// printf wrappers), which the copy replaces by the call's own (clone_body).
// A label address alone does not stop it: the copy's `labeladdr` names the copied block,
// so each copy has addresses of its own (gcc's documented behaviour: `&&l` of an inlined
// function may differ between copies). A callee that also jumps to a computed address is
// refused, since an address kept from one copy (in a static variable) would be jumped to
// from another.
u32 inlinable_size(IrModule& m, const IrFunction& g) {
  if (g.is_declaration || g.has_static_chain || g.is_naked || g.is_weak ||
      g.has_asm_goto || g.phis_eliminated || !g.global_init_label_blocks.empty() || g.blocks.empty())
    return kNotInlinable;
  for (const Instruction& i : g.blocks[0].instructions)
    if (i.op == Opcode::Phi) return kNotInlinable; // the entry is a loop header
  u32 returns = 0; // the copy's result is a phi of one entry per return
  for (const BasicBlock& b : g.blocks) {
    if (b.terminator.kind == TermKind::IndirectBranch) return kNotInlinable;
    returns += b.terminator.kind == TermKind::Return;
    for (const Instruction& i : b.instructions) {
      switch (i.op) {
      case Opcode::DynAlloca:
      case Opcode::StackSave:
      case Opcode::StackRestore:
      case Opcode::VaStart:
      case Opcode::SetReturnF32Second:
      case Opcode::SetReturnF64Second:
      case Opcode::SetReturnF128Second: return kNotInlinable;
      case Opcode::Intrinsic:
        // `__builtin_frame_address(0)` in a copy is the caller's frame, as with gcc (a
        // stack-depth check: QuickJS's js_get_stack_pointer); outer frames and return
        // addresses would be the wrong ones.
        if (i.intrinsic() == IntrinsicOp::ReturnAddress ||
            (i.intrinsic() == IntrinsicOp::FrameAddress && i.operand(0).const_int() != 0))
          return kNotInlinable;
        break;
      case Opcode::Call:
        if (is_returns_twice_call(m, i)) return kNotInlinable;
        break;
      default: break;
      }
    }
  }
  return returns > Instruction::kMaxOperands ? kNotInlinable : function_size(g);
}

void append(BasicBlock& b, const Instruction& i, const SourceSpan& span) {
  if (span != SourceSpan{} || !b.source_spans.empty()) {
    b.source_spans.resize(b.instructions.size());
    b.source_spans.push_back(span);
  }
  b.instructions.push_back(i);
}

SourceSpan span_at(const BasicBlock& b, size_t i) { return i < b.source_spans.size() ? b.source_spans[i] : SourceSpan{}; }

class Inliner {
public:
  Inliner(IrModule& m, IrFunction& f, const InlineOptions& o) : m_(m), f_(f), o_(o) {
    level_ = std::clamp(o.level, 0, 2);
    size_ = function_size(f);
    set_initial_size(f.size_before_inlining ? f.size_before_inlining : size_);
  }

  size_t run() {
    if (f_.has_asm_goto || f_.is_naked || f_.phis_eliminated) return 0;
    size_t first = first_block_with_candidate();
    if (first == f_.blocks.size()) return 0;
    plan(first);
    m_.block_id_counter(); // fresh ids lie above f's blocks too
    std::vector<BasicBlock> old = std::move(f_.blocks);
    f_.blocks.clear();
    f_.blocks.reserve(old.size() + 8);
    for (size_t bi = 0; bi < first; ++bi) f_.blocks.push_back(std::move(old[bi]));
    HashMap<u32, u32> moved_end; // label of a cut block -> label of the block ending with its terminator
    size_t inlined = 0;
    for (size_t bi = first; bi < old.size(); ++bi) {
      BasicBlock& b = old[bi];
      BasicBlock cur;
      cur.label = b.label;
      for (size_t k = 0; k < b.instructions.size(); ++k) {
        const Instruction& inst = b.instructions[k];
        if (IrType t = library_sqrt(inst); t != IrType::Void) {
          expand_sqrt(inst, t, cur);
          ++inlined;
          continue;
        }
        IrFunction* g = callee_to_inline(inst, bi);
        if (!g) {
          append(cur, inst, span_at(b, k));
          continue;
        }
        BlockId cont = m_.new_block_id();
        BasicBlock next;
        next.label = cont;
        size_t at = f_.blocks.size();
        f_.blocks.push_back(std::move(cur));
        scope_map_.clear();
        if (m_.debug.enabled && f_.debug != kNoDi && g->debug != kNoDi) map_inlined_scopes(*g, span_at(b, k));
        BlockId entry = clone_body(*g, inst, cont, next);
        f_.ssp |= g->ssp & (IrFunction::kSspChar | IrFunction::kSspStrong); // its locals are ours now
        f_.blocks[at].terminator = make_br(entry);
        for (Value v : unmarked_) {
          append(f_.blocks[at], make_lifetime(f_.arena, true, v), span_at(b, k));
          append(next, make_lifetime(f_.arena, false, v), span_at(b, k));
        }
        cur = std::move(next);
        ++inlined;
      }
      cur.terminator = b.terminator;
      if (cur.label != b.label) moved_end.insert(b.label.id, cur.label.id);
      f_.blocks.push_back(std::move(cur));
    }
    if (!moved_end.empty()) retarget_phis(moved_end);
    if (!allocas_.empty()) hoist_allocas();
    f_.has_inlined_calls = true;
    return inlined;
  }

private:
  size_t first_block_with_candidate() {
    bool any = false;
    for (const BasicBlock& b : f_.blocks)
      for (const Instruction& i : b.instructions) any |= i.op == Opcode::Call;
    if (!any) return f_.blocks.size();
    if (level_ > 0) on_cycle_ = blocks_on_cycles(build_cfg(f_, build_label_map(f_)).succs);
    else on_cycle_.assign(f_.blocks.size(), 0);
    planning_ = true; // the budget aside
    size_t first = f_.blocks.size();
    for (size_t bi = 0; bi < f_.blocks.size() && first == f_.blocks.size(); ++bi)
      for (const Instruction& i : f_.blocks[bi].instructions)
        if (i.op == Opcode::Call && (wanted(i, bi) || library_sqrt(i) != IrType::Void)) {
          first = bi;
          break;
        }
    planning_ = false;
    return first;
  }

  // F64 for a call of the C library's sqrt, F32 for sqrtf (declared, not defined here,
  // with the standard signature, result used), else Void.
  IrType library_sqrt(const Instruction& call) {
    if (level_ == 0 || !o_.library || call.op != Opcode::Call || !call.dest.valid()) return IrType::Void;
    const CallInfo& ci = call.call_info();
    if (!ci.callee || ci.is_sret || ci.has_static_chain || ci.arg_types.size() != 1 || call.call_args().size() != 1)
      return IrType::Void;
    std::string_view n = ci.callee.str();
    IrType t = n == "sqrt" ? IrType::F64 : n == "sqrtf" ? IrType::F32 : IrType::Void;
    if (t == IrType::Void || ci.return_type != t || ci.arg_types[0] != t) return IrType::Void;
    IrFunction* g = m_.find_function(ci.callee);
    return g && !g->is_declaration ? IrType::Void : t;
  }

  // `call` (of sqrt or sqrtf, type t) becomes the square root instruction. With errno, a
  // negative argument still calls the function (which sets errno to EDOM), on a branch of
  // its own: cur branches to a block of the instruction and the test (a fresh label, as
  // the phi's predecessor: cur's label may be renamed by retarget_phis), the call's block
  // and the continuation follow, and cur becomes the continuation, which starts with the
  // phi of the two results. simplifycfg merges cur and the test's block.
  void expand_sqrt(const Instruction& call, IrType t, BasicBlock& cur) {
    Operand x = call.call_args()[0];
    Value root = o_.math_errno ? f_.new_value() : call.dest;
    Instruction sq = make_inst(f_.arena, Opcode::Intrinsic, root, IrType::Void, {x});
    sq.sub = u8(t == IrType::F64 ? IntrinsicOp::SqrtF64 : IntrinsicOp::SqrtF32);
    if (!o_.math_errno) {
      append(cur, sq, {});
      return;
    }
    BasicBlock test, slow, cont;
    test.label = m_.new_block_id();
    slow.label = m_.new_block_id();
    cont.label = m_.new_block_id();
    cur.terminator = make_br(test.label);
    f_.blocks.push_back(std::move(cur));
    append(test, sq, {});
    Value negative = f_.new_value();
    append(test, make_cmp(f_.arena, negative, IrCmpOp::Slt, t, x, Operand(IrConst::zero())), {});
    Instruction c = clone_instruction(f_.arena, call);
    c.dest = f_.new_value();
    append(slow, c, {});
    slow.terminator = make_br(cont.label);
    Instruction phi = make_phi(f_.arena, call.dest, t, 2);
    phi.ops[0] = Operand(root), phi.phi_blocks()[0] = test.label;
    phi.ops[1] = Operand(c.dest), phi.phi_blocks()[1] = slow.label;
    append(cont, phi, {});
    test.terminator = make_condbr(Operand(negative), slow.label, cont.label);
    f_.blocks.push_back(std::move(test));
    f_.blocks.push_back(std::move(slow));
    cur = std::move(cont);
  }

  // The size of g, computed once per run.
  u32 size_of(const IrFunction& g) {
    auto [at, added] = sizes_.insert(uintptr_t(&g), 0);
    if (added) *at = inlinable_size(m_, g);
    return *at;
  }

  // The callee of a direct call that the cost model accepts, if its body can replace this
  // call (the arguments and the result agree with the callee's signature).
  IrFunction* wanted(const Instruction& call, size_t block) {
    if (call.op != Opcode::Call) return nullptr;
    const CallInfo& ci = call.call_info();
    IrFunction* g = ci.callee ? m_.find_function(ci.callee) : nullptr;
    if (!g || g == &f_ || g->is_noinline || g->is_pending || ci.is_sret != g->uses_sret || ci.has_static_chain) return nullptr;
    // A callee that may use instruction set extensions the caller may not (target("avx2")
    // called where AVX2 is not known to be there) keeps its call.
    if (!f_.features.contains(g->features)) return nullptr;
    if (!g->is_always_inline && (level_ == 0 || (o_.interposable && !g->is_static && !g->is_inline))) return nullptr;
    std::span<const Operand> args = call.call_args();
    size_t fixed = g->params.size();
    if (g->is_variadic ? args.size() < fixed : args.size() != fixed) return nullptr;
    if (ci.arg_types.size() != args.size()) return nullptr;
    for (size_t k = 0; k < fixed; ++k)
      if (ci.arg_types[k] != g->params[k].ty ||
          (ci.is_struct_arg(k) ? ci.struct_args[k].size : 0) != g->params[k].struct_size.value_or(0))
        return nullptr;
    for (size_t k = fixed; k < args.size(); ++k)
      if (ci.is_struct_arg(k)) return nullptr; // a variadic struct argument: only va_arg reads it
    if (call.dest.valid() && ci.return_type != g->return_type) return nullptr;
    u32 size = size_of(*g);
    if (size == kNotInlinable) return nullptr;
    // A callee no bigger than the call (its argument moves, the call, the result's move)
    // costs nothing to copy, whatever the caller's growth so far.
    if (g->is_always_inline || size <= kNoGrowthSize) return g;
    // The only call of a static function: its body moves here (globaldce deletes the
    // original), so only the caller's growth limits it; not into a function that is large
    // already (an interpreter's dispatch loop), whose allocation the bodies of its rare
    // opcodes' helpers would crowd.
    bool eligible = g->is_called_once && initial_size_ <= kCalledOnceCallerLimit;
    u32 limit = g->is_inline ? kInlineKeywordLimit[level_] : kPlainLimit[level_];
    // A call that runs again and again (in a loop) is worth half as much again of a
    // function its author declared inline.
    if (g->is_inline && on_cycle_[block]) limit += limit / 2;
    eligible |= size <= limit;
    if (!eligible) return nullptr;
    // The growth budget goes to the calls plan() admitted.
    return planning_ || std::binary_search(admitted_.begin(), admitted_.end(), &call) ? g : nullptr;
  }

  // Which of the calls the cost model accepts but the growth budget limits are inlined:
  // the only calls of their callees first (whose bodies move rather than copy), then
  // those in loops, then the smaller callees first, each while the budget lasts
  // (in block order, the calls before a loop took the budget its calls needed: zstd's
  // sequence encoder kept its bit-stream helpers as calls in its loop).
  void plan(size_t first) {
    struct Candidate {
      const Instruction* call;
      u32 size;
      bool once, loop;
      u32 order;
    };
    std::vector<Candidate> cands;
    u32 total = size_, initial = initial_size_;
    planning_ = true;
    for (size_t bi = first; bi < f_.blocks.size(); ++bi)
      for (const Instruction& i : f_.blocks[bi].instructions)
        if (IrFunction* g = i.op == Opcode::Call ? wanted(i, bi) : nullptr) {
          u32 size = size_of(*g);
          if (g->is_always_inline) initial += size;
          if (g->is_always_inline || size <= kNoGrowthSize) total += size;
          else cands.push_back({&i, size, g->is_called_once, on_cycle_[bi] != 0, u32(cands.size())});
        }
    planning_ = false;
    std::sort(cands.begin(), cands.end(), [](const Candidate& a, const Candidate& b) {
      if (a.once != b.once) return a.once;
      if (a.loop != b.loop) return a.loop;
      return a.size != b.size ? a.size < b.size : a.order < b.order;
    });
    u32 budget = growth_budget(initial);
    admitted_.clear();
    for (const Candidate& c : cands)
      if (total + c.size <= budget) total += c.size, admitted_.push_back(c.call);
    std::sort(admitted_.begin(), admitted_.end());
  }

  IrFunction* callee_to_inline(const Instruction& call, size_t block) {
    IrFunction* g = wanted(call, block);
    if (!g) return nullptr;
    size_ += size_of(*g);
    // A body the caller must take is part of its size before inlining: the growth the
    // heuristics allow is measured from there (gcc inlines always_inline callees first).
    if (g->is_always_inline) set_initial_size(initial_size_ + size_of(*g));
    return g;
  }

  // The caller's size before inlining, kept in the function for the inliner's later runs.
  void set_initial_size(u32 n) { initial_size_ = f_.size_before_inlining = n; }

  // The size a caller of size n before inlining may grow to.
  static u32 growth_budget(u32 n) { return n + std::max(n, kMinGrowth); }

  Operand mapped(const Operand& o) const {
    if (!o.is_value()) return o;
    ILCC_ASSERT(o.value().id < map_.size() && !map_[o.value().id].is_none(), "inliner: a value without definition");
    return map_[o.value().id];
  }

  BlockId mapped(BlockId b) const {
    const u32* to = block_map_.find(b.id);
    ILCC_ASSERT(to, "inliner: a branch to a block outside the callee");
    return BlockId(*to);
  }

  // Appends copies of g's blocks to f_, for `call` returning to `cont`; the definition of
  // the call's result goes into `cont_block`. Returns the label of the copied entry.
  // -g: the callee's scopes become scopes of the caller, under the call's: its body an
  // inlined subroutine (DW_TAG_inlined_subroutine, where the call was), its lexical
  // blocks nested in it; scope_map_ takes the callee's module-wide scope ids to the new ones.
  void map_inlined_scopes(const IrFunction& g, const SourceSpan& site) {
    DebugInfo& d = m_.debug;
    DiSubprogram& caller = d.subprograms[f_.debug];
    u32 parent = 0; // the caller's scope of the call
    if (site.scope && site.scope < d.scopes.size() && d.scopes[site.scope].first == f_.debug) parent = d.scopes[site.scope].second;
    const std::vector<DiScope> callee = d.subprograms[g.debug].scopes; // a copy: the caller may be the callee
    u32 first = u32(caller.scopes.size());
    for (u32 j = 0; j < callee.size(); ++j) {
      DiScope s = callee[j];
      u32 id = u32(d.scopes.size());
      d.scopes.push_back({f_.debug, first + j});
      scope_map_.insert(s.id, id);
      if (j == 0) {
        s.parent = parent, s.inlined = g.debug;
        s.call_file = site.file, s.call_line = site.line, s.call_col = site.col;
      } else {
        s.parent = s.parent == kNoDi ? first : first + s.parent;
      }
      s.id = id;
      caller.scopes.push_back(s);
    }
  }
  SourceSpan callee_span(const BasicBlock& gb, size_t k) const {
    SourceSpan s = span_at(gb, k);
    if (const u32* to = scope_map_.find(s.scope)) s.scope = *to;
    return s;
  }

  BlockId clone_body(IrFunction& g, const Instruction& call, BlockId cont, BasicBlock& cont_block) {
    std::span<const Operand> args = call.call_args();
    block_map_.clear();
    for (const BasicBlock& gb : g.blocks) block_map_.insert(gb.label.id, m_.new_block_id().id);
    map_.assign(g.value_limit(), Operand());
    unmarked_.clear();
    // A struct passed by value is the callee's own copy, which it may change: a local of
    // the copy, filled from the argument where the call was (the allocas go to the
    // caller's entry; sroa and mem2reg then take the fields apart).
    std::vector<Operand> param_of(args.begin(), args.end());
    std::vector<Instruction> fills;
    for (size_t k = 0; k < g.params.size(); ++k) {
      const IrParam& p = g.params[k];
      if (!p.struct_size) continue;
      Value copy = f_.new_value();
      Instruction a = make_alloca(copy, IrType::I8, std::max<u32>(*p.struct_size, 1), p.struct_align.value_or(8));
      allocas_.push_back({a, SourceSpan{}});
      unmarked_.push_back(copy);
      Instruction fill = make_inst(f_.arena, Opcode::Memcpy, kNoValue, IrType::Ptr, {Operand(copy), args[k]});
      fill.imm = *p.struct_size;
      fills.push_back(fill);
      param_of[k] = Operand(copy);
    }
    for (size_t k = 0; k < g.params.size(); ++k)
      if (g.params[k].value.valid()) map_[g.params[k].value.id] = param_of[k];
    for (const BasicBlock& gb : g.blocks)
      for (const Instruction& i : gb.instructions)
        if (i.dest.valid()) map_[i.dest.id] = i.op == Opcode::ParamRef ? param_of[i.param_index()] : Operand(f_.new_value());
    // The allocas without lifetime markers: they lived as long as g's frame.
    marked_.assign(g.value_limit(), 0);
    for (const BasicBlock& gb : g.blocks)
      for (const Instruction& i : gb.instructions)
        if (i.is_lifetime_marker() && i.operand(0).is_value() && i.operand(0).value().id < marked_.size())
          marked_[i.operand(0).value().id] = 1;

    std::vector<std::pair<Operand, BlockId>> returns;
    for (const BasicBlock& gb : g.blocks) {
      BasicBlock nb;
      nb.label = mapped(gb.label);
      if (&gb == &g.blocks[0])
        for (const Instruction& fill : fills) append(nb, fill, {});
      for (size_t k = 0; k < gb.instructions.size(); ++k) {
        const Instruction& i = gb.instructions[k];
        if (i.op == Opcode::ParamRef) continue; // its uses read the argument
        Instruction c = clone_instruction(f_.arena, i);
        for (Operand& o : c.operands()) o = mapped(o);
        if (c.dest.valid()) c.dest = map_[i.dest.id].value();
        if ((c.op == Opcode::Call || c.op == Opcode::CallIndirect) && c.call_info().has_va_arg_pack)
          c = pass_variadic_arguments(c, call, g.params.size());
        if (c.op == Opcode::Intrinsic && c.intrinsic() == IntrinsicOp::VaArgPackLen) {
          count_variadic_arguments(c, call, g.params.size(), nb, callee_span(gb, k));
          continue;
        }
        if (c.op == Opcode::Phi)
          for (u32 p = 0; p < c.num_ops; ++p) c.phi_blocks()[p] = mapped(c.phi_blocks()[p]);
        if (c.op == Opcode::LabelAddr) c.aux = mapped(c.label()).id;
        if (c.op == Opcode::Alloca) {
          allocas_.push_back({c, callee_span(gb, k)});
          if (!marked_[i.dest.id]) unmarked_.push_back(c.dest);
          continue;
        }
        append(nb, c, callee_span(gb, k));
      }
      const Terminator& t = gb.terminator;
      if (t.kind == TermKind::Return) {
        if (call.dest.valid()) // falling off the end of a non-void function returns nothing defined
          returns.push_back({t.val.is_none() ? Operand(IrConst::zero()) : mapped(t.val), nb.label});
        nb.terminator = make_br(cont);
      } else {
        nb.terminator = clone_terminator(f_.arena, t);
        if (!t.val.is_none()) nb.terminator.val = mapped(t.val);
        nb.terminator.map_successors([&](BlockId s) { return mapped(s); });
      }
      f_.blocks.push_back(std::move(nb));
    }

    if (call.dest.valid()) {
      IrType ty = call.call_info().return_type;
      if (returns.size() == 1) {
        append(cont_block, make_copy(f_.arena, call.dest, ty, returns[0].first), {});
      } else if (returns.empty()) { // the callee never returns: the rest is unreachable
        append(cont_block, make_copy(f_.arena, call.dest, ty, Operand(IrConst::zero())), {});
      } else {
        Instruction phi = make_phi(f_.arena, call.dest, ty, u32(returns.size()));
        for (size_t r = 0; r < returns.size(); ++r) {
          phi.ops[r] = returns[r].first;
          phi.phi_blocks()[r] = returns[r].second;
        }
        append(cont_block, phi, {});
      }
    }
    return mapped(g.blocks[0].label);
  }

  // A call of the inlined body passing __builtin_va_arg_pack(): the variadic arguments of
  // `site` (those after the callee's `fixed` parameters) follow its own; it passes on the
  // site's own pack in turn when the site has one (wrappers inlined into wrappers).
  Instruction pass_variadic_arguments(const Instruction& c, const Instruction& site, size_t fixed) {
    std::span<const Operand> extra = site.call_args().subspan(fixed);
    const CallInfo& sci = site.call_info();
    std::vector<Operand> ops(c.operands().begin(), c.operands().end());
    ops.insert(ops.end(), extra.begin(), extra.end());
    Instruction n = c;
    Instruction grown = make_inst(f_.arena, c.op, c.dest, c.ty, std::span<const Operand>(ops));
    n.ops = grown.ops;
    n.num_ops = grown.num_ops;
    CallInfo* ci = f_.arena.make<CallInfo>(c.call_info());
    std::vector<IrType> types(ci->arg_types.begin(), ci->arg_types.end());
    types.insert(types.end(), sci.arg_types.begin() + ptrdiff_t(fixed), sci.arg_types.end());
    ci->arg_types = f_.arena.copy(std::span<const IrType>(types));
    if (!ci->struct_args.empty()) {
      std::vector<StructArg> structs(ci->struct_args.begin(), ci->struct_args.end());
      structs.resize(types.size());
      ci->struct_args = f_.arena.copy(std::span<const StructArg>(structs));
    }
    ci->has_va_arg_pack = sci.has_va_arg_pack;
    n.ext = ci;
    return n;
  }

  // __builtin_va_arg_pack_len() of the inlined body: the number of `site`'s variadic
  // arguments, plus its own pack's when it has one.
  void count_variadic_arguments(const Instruction& c, const Instruction& site, size_t fixed, BasicBlock& nb,
                                const SourceSpan& span) {
    Operand n = Operand(IrConst::int32(i32(site.call_args().size() - fixed)));
    if (site.call_info().has_va_arg_pack) {
      Value outer = f_.new_value();
      Instruction len = make_inst(f_.arena, Opcode::Intrinsic, outer, IrType::Void, {});
      len.sub = u8(IntrinsicOp::VaArgPackLen);
      append(nb, len, span);
      append(nb, make_binop(f_.arena, c.dest, IrBinOp::Add, IrType::I32, n, Operand(outer)), span);
      return;
    }
    append(nb, make_copy(f_.arena, c.dest, IrType::I32, n), span);
  }

  // Phis in the successors of a cut block name the block that now ends with its terminator.
  void retarget_phis(const HashMap<u32, u32>& moved_end) {
    for (BasicBlock& b : f_.blocks)
      for (Instruction& i : b.instructions) {
        if (i.op != Opcode::Phi) break;
        for (u32 p = 0; p < i.num_ops; ++p)
          if (const u32* to = moved_end.find(i.phi_blocks()[p].id)) i.phi_blocks()[p] = BlockId(*to);
      }
  }

  void hoist_allocas() {
    BasicBlock& entry = f_.blocks[0];
    BasicBlock merged;
    merged.label = entry.label;
    merged.terminator = entry.terminator;
    for (auto& [inst, span] : allocas_) append(merged, inst, span);
    for (size_t k = 0; k < entry.instructions.size(); ++k) append(merged, entry.instructions[k], span_at(entry, k));
    entry = std::move(merged);
  }

  IrModule& m_;
  IrFunction& f_;
  HashMap<u32, u32> scope_map_; // -g: the inlined callee's scope ids -> the caller's copies
  const InlineOptions& o_;
  int level_ = 0;
  u32 size_ = 0, initial_size_ = 0;
  HashMap<uintptr_t, u32> sizes_;    // callee -> inlinable_size
  std::vector<u8> on_cycle_;         // by block of the caller (before the run): on a CFG cycle
  bool planning_ = false;            // plan() asks wanted() what it would take, budget aside
  std::vector<const Instruction*> admitted_; // sorted: the budgeted calls plan() admitted
  HashMap<u32, u32> block_map_;      // callee label -> copy's label
  std::vector<Operand> map_;         // callee value id -> operand in f_
  std::vector<std::pair<Instruction, SourceSpan>> allocas_;
  std::vector<u8> marked_;     // callee value id -> 1: an alloca with lifetime markers
  std::vector<Value> unmarked_; // the copies of the callee's allocas without markers
};

} // namespace

size_t inline_calls(IrModule& m, IrFunction& f, const InlineOptions& o) {
  if (f.is_declaration) return 0;
  return Inliner(m, f, o).run();
}

} // namespace ilcc
