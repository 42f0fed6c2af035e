// nested.cpp — GNU nested functions: static chains, frame blocks and trampolines.
//
// A nested function that uses something of its enclosing functions (needs_static_chain)
// is an IR function with a static chain (`nest`): an extra pointer parameter right after
// the sret pointer; one that uses nothing of them is an ordinary static function. The chain points at the enclosing function's
// *frame block*, an alloca of pointers in the enclosing function:
//
//   [0]  the enclosing function's own static chain, when it is nested itself
//   [k]  the address of the k-th local object (or parameter) a nested function uses
//
// The enclosing function stores those addresses right after its allocas, so the captured
// objects' addresses escape and mem2reg leaves them in memory, where both functions see
// the same object. A nested function reaches an object of the function n levels out by
// loading [0] n - 1 times from its own chain, then the object's address from its slot.
//
// Calls by name pass the chain directly (`call ... nest`). Taking a nested function's
// address builds a trampoline on the stack of the function that takes it (the
// `trampoline` intrinsic): code that loads the chain and jumps to the function, so that
// the pointer can be called as an ordinary function, by ilcc's code or by native code
// such as qsort.
//
// A nested function may jump to a __label__ of a function enclosing it (a non-local goto):
// that function calls _setjmp on entry into a jmp_buf of its frame, and the nested
// function stores the label's number into the frame and calls longjmp, which unwinds the
// frames in between and makes _setjmp return again, into a switch over the labels. As
// with setjmp, values kept in registers would not survive: every local of a function
// that receives non-local gotos is a volatile alloca, which mem2reg leaves in memory.
//
// Nested functions are lowered after their enclosing function's blocks are complete
// (block ids of a function are consecutive) but while its lowering is still alive: their
// uses add captured objects to the enclosing frame block, which is filled last.
#include "lower/internal.h"

#include "il/walk.h"
#include "support/diagnostics.h"

namespace ilcc::lower {

namespace {
// What a nested function's IL (its parameters, its body, the functions nested in it)
// declares and what it refers to.
struct ChainScan {
  HashMap<uintptr_t, u8> declared; // Variables, Labels, Routines defined inside
  std::vector<std::pair<void*, EntryKind>> refs; // Variables, Labels, Routines referred to
  bool variably_modified = false;  // a VLA type (its dimensions may be the enclosing function's)
};

int scan_check(void* ctx, void* entry, EntryKind kind) {
  auto& scan = *static_cast<ChainScan*>(ctx);
  if (kind == EntryKind::Type) { // types are shared: not walked, only noted
    if (static_cast<Type*>(entry)->tflags & TypeFlag::VariablyModified) scan.variably_modified = true;
    return 1;
  }
  // Functions other than nested ones have their bodies elsewhere (possibly released).
  if (kind == EntryKind::Routine && !(static_cast<Routine*>(entry)->rflags & RoutineFlag::Nested)) return 1;
  return 0;
}

void scan_entry(void* ctx, void* entry, EntryKind kind) {
  if (kind == EntryKind::Variable || kind == EntryKind::Label || kind == EntryKind::Routine)
    static_cast<ChainScan*>(ctx)->declared.insert(uintptr_t(entry), 1);
}

void* scan_ref(void* ctx, void* entry, EntryKind kind) {
  if (entry && (kind == EntryKind::Variable || kind == EntryKind::Label || kind == EntryKind::Routine))
    static_cast<ChainScan*>(ctx)->refs.push_back({entry, kind});
  return entry;
}
} // namespace

// A nested function needs a static chain when something in it (or in the functions nested
// in it) refers to an automatic object, a label or a nested function of an enclosing
// function, or has a variably modified type (conservatively: its dimensions may be an
// enclosing function's). Without one its address is the function's own, no trampoline.
bool ModuleLowering::State::needs_static_chain(Routine* r) {
  if (u8* known = chain_needed.find(uintptr_t(r))) return *known;
  ChainScan scan;
  WalkCallbacks cb;
  cb.entry = scan_entry;
  cb.pre_walk_check = scan_check;
  cb.entry_replace = scan_ref;
  cb.ctx = &scan;
  scan.declared.insert(uintptr_t(r), 1);
  if (r->scope) walk_entry_and_subtree(il, r->scope, EntryKind::Scope, cb);
  if (r->body) walk_entry_and_subtree(il, r->body, EntryKind::Statement, cb);
  bool needed = scan.variably_modified;
  for (auto [e, k] : scan.refs) {
    if (needed) break;
    if (scan.declared.find(uintptr_t(e))) continue;
    if (k == EntryKind::Variable) {
      auto* v = static_cast<Variable*>(e);
      needed = !in_file_scope(v) || (v->vflags & VarFlag::Parameter);
    } else if (k == EntryKind::Routine) {
      needed = static_cast<Routine*>(e)->rflags & RoutineFlag::Nested;
    } else {
      needed = true; // a label of an enclosing function
    }
  }
  chain_needed.insert(uintptr_t(r), needed);
  return needed;
}

void ModuleLowering::State::add_static_chain(IrFunction& f, Routine* r) {
  if (!(r->rflags & RoutineFlag::Nested) || !needs_static_chain(r)) return;
  IrParam chain;
  chain.ty = IrType::Ptr;
  f.params.insert(f.params.begin() + f.static_chain_index(), chain);
  f.has_static_chain = true;
}

void FunctionLowering::collect_nested(Scope* sc) {
  if (!sc) return;
  for (Routine* r = sc->routines; r; r = r->next) {
    if (!(r->rflags & RoutineFlag::Nested) || !(r->rflags & RoutineFlag::Defined) || !r->body) continue;
    if (owned_.insert(uintptr_t(r), 1).second) nested_.push_back(r);
  }
}

Operand FunctionLowering::frame_block() {
  if (!frame_block_.valid()) frame_block_ = alloca_slot(8, 8).value(); // sized in finish_nested
  return Operand(frame_block_);
}

Operand FunctionLowering::chain_for(Routine* enclosing) {
  if (routine == enclosing) return frame_block();
  if (!chain_.is_value()) {
    s.error(cur_loc_, "internal: a nested function without a static chain uses its enclosing function's frame");
    return Operand(IrConst::from_i64(0, IrType::Ptr));
  }
  Operand c = chain_;
  for (FunctionLowering* g = parent_; g; g = g->parent_) {
    if (g->routine == enclosing) return c;
    c = load(IrType::Ptr, c); // [0]: g's own chain
  }
  s.error(cur_loc_, "a nested function used outside the function that encloses it");
  return Operand(IrConst::from_i64(0, IrType::Ptr));
}

Operand FunctionLowering::captured_address(Variable* v, bool& found) {
  found = false;
  for (FunctionLowering* owner = parent_; owner; owner = owner->parent_) {
    if (!owner->owned_.find(uintptr_t(v))) continue;
    found = true;
    if (sema::has_variable_size(v->type)) { // a VLA: its address is in its home slot
      Operand* home = owner->vla_homes_.find(uintptr_t(v));
      if (!home) break;
      return load(IrType::Ptr, reach(owner, uintptr_t(v), *home));
    }
    return reach(owner, uintptr_t(v), owner->var_slots_[slot_index(v->lower_slot)]);
  }
  return Operand();
}

Operand FunctionLowering::captured_vla_count(VlaDimension* d, bool& found) {
  found = false;
  for (FunctionLowering* owner = parent_; owner; owner = owner->parent_) {
    if (!owner->owned_.find(uintptr_t(d))) continue;
    found = true;
    return reach(owner, uintptr_t(d), owner->vla_counts_[slot_index(d->lower_slot)]);
  }
  return Operand();
}

Operand FunctionLowering::reach(FunctionLowering* owner, uintptr_t key, Operand addr, BlockId label) {
  u32 k;
  if (u32* known = owner->capture_index_.find(key)) {
    k = *known;
  } else {
    owner->frame_block();
    k = u32(owner->captures_.size()) + 1;
    owner->captures_.push_back({k, addr, label});
    owner->capture_index_.insert(key, k);
  }
  if (!chain_.is_value()) {
    s.error(cur_loc_, "internal: a nested function without a static chain uses its enclosing function's frame");
    return Operand(IrConst::from_i64(0, IrType::Ptr));
  }
  Operand c = chain_;
  for (FunctionLowering* g = parent_; g != owner; g = g->parent_) c = load(IrType::Ptr, c);
  return load(IrType::Ptr, gep(c, i64(8) * k));
}

Operand FunctionLowering::outer_label_address(Label* l) {
  for (FunctionLowering* owner = parent_; owner; owner = owner->parent_)
    if (owner->owned_.find(uintptr_t(l))) return reach(owner, uintptr_t(l), Operand(), owner->label_address(l));
  s.error(cur_loc_, "the address of a label of a function that does not enclose this one");
  return Operand(IrConst::from_i64(0, IrType::Ptr));
}

// --- non-local goto

void FunctionLowering::setup_nonlocal_receiver() {
  nonlocal_buf_ = alloca_slot(200, 16); // glibc's jmp_buf
  nonlocal_target_ = alloca_slot(4, 4);
  store(IrType::I32, const_int(0, IrType::I32), nonlocal_target_);
  Operand again = call_library("_setjmp", IrType::I32, {{nonlocal_buf_, IrType::Ptr}});
  BlockId dispatch = new_block(), body = new_block();
  condbr(cmp(IrCmpOp::Ne, IrType::I32, again, const_int(0, IrType::I32)), dispatch, body);
  set_block(dispatch);
  std::vector<ilcc::SwitchCase> cases;
  for (Label* l = routine->scope->labels; l; l = l->next) {
    if (!(l->lflags & LabelFlag::NonLocal)) continue;
    u32 k = u32(cases.size());
    nonlocal_index_.insert(uintptr_t(l), k);
    cases.push_back({i64(k), label_block(l)});
  }
  Terminator t;
  t.kind = TermKind::Switch;
  t.ty = IrType::I32;
  t.val = load(IrType::I32, nonlocal_target_);
  t.target = cases[0].target;
  t.count = u32(cases.size());
  ilcc::SwitchCase* list = fn.arena.alloc_array<ilcc::SwitchCase>(cases.size());
  for (size_t i = 0; i < cases.size(); ++i) list[i] = cases[i];
  t.list = list;
  terminate(t);
  set_block(body);
}

void FunctionLowering::nonlocal_goto(Label* l) {
  for (FunctionLowering* owner = parent_; owner; owner = owner->parent_) {
    u32* k = owner->nonlocal_index_.find(uintptr_t(l));
    if (!k) continue;
    u32 index = *k;
    Operand buf = reach(owner, uintptr_t(&owner->nonlocal_buf_), owner->nonlocal_buf_);
    Operand target = reach(owner, uintptr_t(&owner->nonlocal_target_), owner->nonlocal_target_);
    store(IrType::I32, const_int(index, IrType::I32), target);
    call_library("longjmp", IrType::Void, {{buf, IrType::Ptr}, {const_int(1, IrType::I32), IrType::I32}});
    terminate(make_unreachable());
    return;
  }
  s.error(cur_loc_, "a jump to a label of a function that does not enclose this one");
}

Operand FunctionLowering::nested_function_pointer(Routine* r) {
  if (!s.needs_static_chain(r)) return global_addr(s.symbol_of(r));
  Operand memory = alloca_slot(32, 16);
  Operand target = global_addr(s.symbol_of(r));
  Operand chain = chain_for(r->enclosing);
  Value d = new_value();
  Instruction i = make_inst(fn.arena, Opcode::Intrinsic, d, IrType::Void, {memory, target, chain});
  i.sub = u8(IntrinsicOp::Trampoline);
  emit(i);
  return d;
}

void FunctionLowering::finish_nested() {
  for (Routine* r : nested_) s.lower_function(r, this);
  if (!frame_block_.valid()) return;
  BasicBlock& entry = fn.blocks[0];
  for (u32 k = 0; k < alloca_count_; ++k)
    if (entry.instructions[k].dest == frame_block_) entry.instructions[k].imm = 8 * (captures_.size() + 1);
  // Fill the block right after the allocas: every address stored is an alloca or a
  // parameter, defined on entry.
  std::vector<Instruction> fill;
  auto put = [&](u32 k, Operand value) {
    Operand slot(frame_block_);
    if (k) {
      Value p = new_value();
      fill.push_back(make_gep(fn.arena, p, slot, Operand(IrConst::int64(i64(8) * k))));
      slot = p;
    }
    fill.push_back(make_store(fn.arena, IrType::Ptr, value, slot));
  };
  if (chain_.is_value()) put(0, chain_);
  for (const Capture& c : captures_) {
    Operand addr = c.addr;
    if (c.label.valid()) { // &&label used by a nested function
      Value v = new_value();
      Instruction i = make_inst(fn.arena, Opcode::LabelAddr, v, IrType::Ptr, {});
      i.aux = c.label.id;
      fill.push_back(i);
      addr = v;
    }
    put(c.index, addr);
  }
  entry.instructions.insert(entry.instructions.begin() + alloca_count_, fill.begin(), fill.end());
  if (entry.source_spans.size() >= alloca_count_ && !entry.source_spans.empty())
    entry.source_spans.insert(entry.source_spans.begin() + alloca_count_, fill.size(), SourceSpan{});
}

} // namespace ilcc::lower
