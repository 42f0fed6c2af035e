// stmt.cpp — statements (C17 6.8) as control flow.
//
// Loops and switches push a jump target (break, continue); blocks push a cleanup scope
// that remembers the stack pointer saved before the scope's first VLA and the variables
// with __attribute__((cleanup)). Leaving scopes by break, continue or return unwinds them
// (restores the stack, calls the cleanup functions innermost first); goto does not. A
// switch becomes a Switch terminator over the case blocks; GNU case ranges of up to 64
// values are expanded, wider ones tested before the switch.
//
// Computed goto is factored: every `goto *p` of a function stores p in one slot and
// branches to one dispatch block, which loads it and ends in the function's only
// IndirectBranch. `&&L` names a landing block of its own that restores the stack level of
// L (VLAs) and branches to L; direct gotos and fall-through reach L itself. So an
// interpreter's N dispatch sites and M handlers make N + M edges instead of N * M, mem2reg
// puts the phis of the values live across dispatch in the dispatch block only, and a
// handler reached only through its address has one predecessor and no phis at all.
#include "lower/internal.h"

#include "support/diagnostics.h"

namespace ilcc::lower {

void FunctionLowering::run_cleanups(u32 down_to) {
  for (size_t i = cleanups_.size(); i-- > down_to;) {
    ScopeCleanup& c = cleanups_[i];
    for (size_t k = c.cleanups.size(); k-- > 0;) {
      Variable* v = c.cleanups[k];
      std::vector<std::pair<Val, QualType>> args;
      args.push_back({Val::scalar(variable_address(v), IrType::Ptr), s.tt.pointer_to(v->type)});
      Routine* f = v->cleanup;
      IrFunction& decl = s.declare_function(f);
      (void)decl;
      bool nested = (f->rflags & RoutineFlag::Nested) && s.needs_static_chain(f);
      Operand chain = nested ? chain_for(f->enclosing) : Operand();
      emit_call(Operand(), s.symbol_of(f), f->type, args, v->loc, chain);
    }
    if (c.stack_save.is_value()) emit(make_inst(fn.arena, Opcode::StackRestore, kNoValue, IrType::Ptr, {c.stack_save}));
    exit_scope(c.scope);
  }
}

// A controlling expression (a full expression) branching to t or f: its temporaries die
// at the tops of both.
void FunctionLowering::cond_stmt(Expr* e, BlockId t, BlockId f) {
  u32 full = open_scope(false);
  gen_cond(e, t, f);
  close_scope_on_edges(full, t, f);
}

void FunctionLowering::stmt_list(Statement* first) {
  for (Statement* s = first; s; s = s->next) stmt(s);
}

// The function's body (new_scope false) is no lifetime scope: its objects live as long as
// the call.
void FunctionLowering::block_stmt(Statement* s, bool new_scope) {
  Operand level = current_level_;
  cleanups_.emplace_back();
  u32 depth = u32(cleanups_.size()) - 1;
  u32 scope = kNoScope;
  if (new_scope) scope = adopt_scope_ != kNoScope ? std::exchange(adopt_scope_, kNoScope) : open_scope(true);
  cleanups_.back().scope = scope;
  collect_nested(s->block->block_scope);
  u32 debug_saved = debug_scope_;
  if (new_scope) debug_saved = debug_enter(s->block->block_scope);
  else debug_add_variables(s->block->block_scope); // the body: the function's own scope
  stmt_list(s->block->statements);
  if (!terminated()) run_cleanups(depth);
  cleanups_.pop_back();
  if (scope != kNoScope) pop_scope(scope);
  debug_leave(debug_saved);
  current_level_ = level;
}

void FunctionLowering::decl_stmt(Variable* v, Loc l) {
  cur_loc_ = l;
  u32 full = open_scope(false); // the initializer and the VLA sizes are full expressions
  if (sema::has_variable_size(v->type)) {
    // The first VLA of a scope saves the stack pointer for the scope's exit.
    ScopeCleanup& c = cleanups_.back();
    if (!c.stack_save.is_value()) c.stack_save = emit(make_inst(fn.arena, Opcode::StackSave, new_value(), IrType::Ptr, {}));
    v->lower_slot = 0; // a VLA is allocated anew each time its declaration runs
    allocate_local(v);
    Operand level = alloca_slot(8, 8);
    store(IrType::Ptr, emit(make_inst(fn.arena, Opcode::StackSave, new_value(), IrType::Ptr, {})), level);
    current_level_ = level;
  } else {
    // A pointer to a VLA (`int (*p)[n]`): its sizes are evaluated where it is declared.
    if (sema::is_variably_modified(v->type)) evaluate_vla_sizes(v->type);
    if (!v->lower_slot) {
      allocate_local(v);
      // It lives in its block (the scope around the declaration's own).
      Operand slot = var_slots_[slot_index(v->lower_slot)];
      if (slot.is_value() && may_stay_in_memory(v)) scope_object(slot.value(), true);
    }
  }
  Operand addr = var_slots_[slot_index(v->lower_slot)];
  // C17 6.2.4p6: an object without an initializer is indeterminate each time its
  // declaration is reached. A scalar whose address is not taken gets a zero there (what
  // mem2reg gives any read without a reaching store), so that its value does not seem to
  // flow in from an earlier pass of the enclosing loop: a variable set on every feasible
  // path but read on an infeasible one (`if (tonum(a, &n) && ...) use(n)`) would otherwise
  // stay live around the whole loop, through the phis of every join.
  IrType st = ir_type(v->type);
  if (!(v->vflags & (VarFlag::HasInit | VarFlag::AddressTaken)) && !v->dyn_init && st != IrType::Void &&
      !v->type.is_volatile() && type_size(st) <= 8)
    store(st, Operand(IrConst::zero(st)), addr);
  init_variable(v, addr);
  close_scope(full);
  if (v->cleanup) cleanups_.back().cleanups.push_back(v);
}

BlockId FunctionLowering::label_address(Label* l) {
  BlockId target = label_block(l);
  if (!owned_.find(uintptr_t(l))) return target; // an error was reported
  u32 k = slot_index(l->lower_slot);
  if (label_landings_.size() <= k) label_landings_.resize(k + 1);
  if (!label_landings_[k].valid()) label_landings_[k] = new_block();
  return label_landings_[k];
}

void FunctionLowering::computed_goto(Statement* st) {
  Operand p = gen_scalar(st->goto_address);
  bool any = false;
  for (Label* l = routine->scope ? routine->scope->labels : nullptr; l; l = l->next)
    any |= (l->lflags & LabelFlag::AddressTaken) != 0;
  if (!any) {
    terminate(make_unreachable());
    return;
  }
  if (!goto_dispatch_.valid()) {
    goto_dispatch_ = new_block();
    goto_target_ = alloca_slot(8, 8);
  }
  store(IrType::Ptr, p, goto_target_);
  br(goto_dispatch_);
}

// Runs after the body and before the nested functions are lowered (a function's blocks
// have consecutive ids): every address-taken label gets its landing block here, also one
// whose address only a nested function takes.
void FunctionLowering::finish_computed_goto() {
  std::vector<BlockId> targets;
  for (Label* l = routine->scope ? routine->scope->labels : nullptr; l; l = l->next)
    if (l->lflags & LabelFlag::AddressTaken) targets.push_back(label_address(l));
  if (goto_dispatch_.valid()) {
    set_block(goto_dispatch_);
    Terminator t;
    t.kind = TermKind::IndirectBranch;
    t.val = load(IrType::Ptr, goto_target_);
    t.count = u32(targets.size());
    BlockId* list = fn.arena.alloc_array<BlockId>(targets.size());
    std::copy(targets.begin(), targets.end(), list);
    t.list = list;
    terminate(t);
  }
  for (Label* l = routine->scope ? routine->scope->labels : nullptr; l; l = l->next) {
    if (!l->lower_slot || !owned_.find(uintptr_t(l))) continue;
    u32 k = slot_index(l->lower_slot);
    if (k >= label_landings_.size() || !label_landings_[k].valid()) continue;
    set_block(label_landings_[k]);
    if (Operand* level = label_level_.find(uintptr_t(l)))
      emit(make_inst(fn.arena, Opcode::StackRestore, kNoValue, IrType::Ptr, {load(IrType::Ptr, *level)}));
    br(label_blocks_[k]);
  }
}

void FunctionLowering::return_stmt(Statement* st) {
  if (Expr* e = st->ret_value) {
    u32 full = open_scope(false);
    if (sema::is_void(ret_type_) || sema::is_error(ret_type_)) {
      gen_discard(e);
    } else if (fn.uses_sret) {
      Val v = gen(e);
      store_val(sret_ptr_, ret_type_, v);
    } else {
      Val v = gen(e);
      store_val(ret_slot_, ret_type_, v);
    }
    close_scope(full);
  }
  run_cleanups(0);
  br(ret_block_);
}

void FunctionLowering::switch_stmt(Statement* st) {
  IrType t;
  u32 full = open_scope(false);
  Operand v = gen_scalar(st->switch_expr, &t);
  close_scope(full);
  // The body's objects live from here: every way into it passes the switch (a case in a
  // block nested in the body enters that block by a jump, see lifetime.cpp).
  u32 body_scope = kNoScope;
  if (st->switch_body && st->switch_body->kind == StatementKind::Block) body_scope = open_scope(true);
  SwitchInfo* info = st->switch_info;
  BlockId end = new_block();
  BlockId deflt = end;
  std::vector<ilcc::SwitchCase> cases;
  std::vector<std::pair<il::SwitchCase*, BlockId>> ranges;
  case_blocks_.reserve(case_blocks_.size() + info->case_count);
  for (il::SwitchCase* c = info->cases; c; c = c->next) {
    BlockId b = new_block();
    case_blocks_.insert(uintptr_t(c), b);
    if (!c->low) {
      deflt = b;
      continue;
    }
    i128 lo = i128(c->low->ivalue), hi = c->high ? i128(c->high->ivalue) : lo;
    if (is_128(t) || hi - lo >= 64) {
      ranges.push_back({c, b});
      continue;
    }
    for (i128 x = lo; x <= hi; ++x) cases.push_back({i64(x), b});
  }
  // Wide ranges (and 128-bit switches): tested one after the other first.
  for (auto& [c, b] : ranges) {
    i128 lo = i128(c->low->ivalue), hi = c->high ? i128(c->high->ivalue) : lo;
    bool sign = is_signed_int(t);
    Operand ge = cmp(sign ? IrCmpOp::Sge : IrCmpOp::Uge, t, v, Operand(IrConst::from_i128(lo, t)));
    Operand le = cmp(sign ? IrCmpOp::Sle : IrCmpOp::Ule, t, v, Operand(IrConst::from_i128(hi, t)));
    Operand both = binop(IrBinOp::And, IrType::I8, ge, le);
    BlockId next = new_block();
    condbr(both, b, next);
    set_block(next);
  }
  Terminator term;
  term.kind = TermKind::Switch;
  term.ty = t;
  term.val = v;
  term.target = deflt;
  term.count = u32(cases.size());
  ilcc::SwitchCase* list = cases.empty() ? nullptr : fn.arena.alloc_array<ilcc::SwitchCase>(cases.size());
  for (size_t i = 0; i < cases.size(); ++i) list[i] = cases[i];
  term.list = list;
  if (is_128(t)) {
    br(deflt);
  } else {
    terminate(term);
  }
  jumps_.push_back({end, BlockId(), u32(cleanups_.size())});
  u32 outer_switch = std::exchange(switch_scope_, scope_);
  adopt_scope_ = body_scope; // block_stmt takes it as the body's scope
  stmt(st->switch_body);
  switch_scope_ = outer_switch;
  jumps_.pop_back();
  br(end);
  set_block(end);
}

void FunctionLowering::asm_stmt(Statement* st) {
  AsmSupplement* a = st->asm_stmt;
  std::vector<ilcc::AsmOperand> outs, ins;
  std::vector<std::string_view> clobbers;
  std::vector<AsmGotoLabel> labels;
  std::vector<Operand> ops_out, ops_in;
  for (il::AsmOperand* o = a->asm_operands; o; o = o->next) {
    switch (o->operand_kind) {
    case AsmOperandKind::Output: {
      LValue lv = gen_lvalue(o->operand);
      if (lv.bitfield) s.error(o->operand->loc, "bit-field as asm output is not supported");
      ilcc::AsmOperand ao;
      ao.constraint = fn.arena.copy_string(o->constraint ? o->constraint : "");
      ao.name = o->symbolic_name;
      ao.type = is_ir_scalar(lv.type) ? ir_type(lv.type) : IrType::Ptr;
      outs.push_back(ao);
      ops_out.push_back(element_address(lv));
      break;
    }
    case AsmOperandKind::Input: {
      std::string_view c = o->constraint ? o->constraint : "";
      ilcc::AsmOperand ao;
      ao.constraint = fn.arena.copy_string(c);
      ao.name = o->symbolic_name;
      bool memory = c.find('m') != std::string_view::npos && c.find_first_of("rgqabcdSDxi") == std::string_view::npos;
      if (memory || !is_ir_scalar(o->operand->type)) {
        LValue lv = (o->operand->eflags & ExprFlag::Lvalue) ? gen_lvalue(o->operand) : LValue::at(materialize(gen(o->operand), o->operand->type).v, o->operand->type);
        ao.type = IrType::Ptr;
        ops_in.push_back(element_address(lv));
      } else {
        IrType t;
        Operand v = gen_scalar(o->operand, &t);
        ao.type = t;
        // An input naming a symbol ("i" with &global): recorded for %P/%a.
        Expr* e = o->operand;
        while (e->kind == ExprKind::Operation && (e->op == Operator::Cast || e->op == Operator::FunctionToPointer ||
                                                  e->op == Operator::ArrayToPointer || e->op == Operator::AddrOf))
          e = e->operands;
        if (e->kind == ExprKind::Routine) ao.symbol = s.symbol_of(e->routine);
        else if (e->kind == ExprKind::Variable && in_file_scope(e->var)) ao.symbol = s.symbol_of(e->var);
        ops_in.push_back(v);
      }
      ins.push_back(ao);
      break;
    }
    case AsmOperandKind::Clobber: clobbers.push_back(fn.arena.copy_string(o->constraint ? o->constraint : "")); break;
    case AsmOperandKind::Label:
      labels.push_back({o->goto_label->name, label_block(o->goto_label)});
      record_jump(scope_, o->goto_label, kNoScope);
      break;
    case AsmOperandKind::Count: break;
    }
  }
  std::vector<Operand> ops = ops_out;
  ops.insert(ops.end(), ops_in.begin(), ops_in.end());
  Instruction i = make_inst(fn.arena, Opcode::InlineAsm, kNoValue, IrType::Void, std::span<const Operand>(ops));
  InlineAsmInfo* info = fn.arena.make<InlineAsmInfo>();
  info->asm_template = fn.arena.copy_string(a->asm_text ? a->asm_text : "");
  info->outputs = fn.arena.copy(std::span<const ilcc::AsmOperand>(outs));
  info->inputs = fn.arena.copy(std::span<const ilcc::AsmOperand>(ins));
  info->clobbers = fn.arena.copy(std::span<const std::string_view>(clobbers));
  if (!labels.empty()) {
    AsmGotoLabel* l = fn.arena.alloc_array<AsmGotoLabel>(labels.size());
    for (size_t k = 0; k < labels.size(); ++k) l[k] = labels[k];
    info->goto_labels = std::span<AsmGotoLabel>(l, labels.size());
    fn.has_asm_goto = true;
  }
  i.ext = info;
  emit(i);
  if (!labels.empty()) {
    // After an asm goto, control continues in a fresh block (the fall-through edge).
    BlockId next = new_block();
    br(next);
    set_block(next);
  }
}

void FunctionLowering::stmt(Statement* st) {
  if (!st) return;
  cur_loc_ = st->loc;
  switch (st->kind) {
  case StatementKind::Expr: {
    u32 full = open_scope(false);
    gen_discard(st->expr);
    close_scope(full);
    return;
  }
  case StatementKind::If: {
    BlockId then_b = new_block(), end = new_block();
    BlockId else_b = st->if_else ? new_block() : end;
    cond_stmt(st->if_cond, then_b, else_b);
    set_block(then_b);
    stmt(st->if_then);
    br(end);
    if (st->if_else) {
      set_block(else_b);
      stmt(st->if_else);
      br(end);
    }
    set_block(end);
    return;
  }
  case StatementKind::While: {
    BlockId cond = new_block(), body = new_block(), end = new_block();
    br(cond);
    set_block(cond);
    cond_stmt(st->while_cond, body, end);
    set_block(body);
    jumps_.push_back({end, cond, u32(cleanups_.size())});
    stmt(st->while_body);
    jumps_.pop_back();
    br(cond);
    set_block(end);
    return;
  }
  case StatementKind::DoWhile: {
    BlockId body = new_block(), cond = new_block(), end = new_block();
    br(body);
    set_block(body);
    jumps_.push_back({end, cond, u32(cleanups_.size())});
    stmt(st->do_body);
    jumps_.pop_back();
    br(cond);
    set_block(cond);
    cond_stmt(st->do_cond, body, end);
    set_block(end);
    return;
  }
  case StatementKind::For: {
    ForSupplement* f = st->for_loop;
    Operand level = current_level_;
    cleanups_.emplace_back();
    u32 depth = u32(cleanups_.size()) - 1;
    u32 scope = open_scope(true); // the declarations of its first clause
    cleanups_.back().scope = scope;
    // Those declarations (a Block of them in the IL) live in the for statement's scope,
    // until the loop ends (C17 6.8.5p5), not in a block of their own ending before the
    // loop: their lifetimes, VLAs and cleanups are the for statement's.
    u32 debug_saved = debug_scope_;
    if (f->init && f->init->kind == StatementKind::Block) {
      Scope* sc = f->init->block->block_scope;
      debug_saved = debug_enter(sc && sc->variables ? sc : f->for_scope);
      stmt_list(f->init->block->statements);
    } else if (f->init) {
      stmt(f->init);
    }
    BlockId cond = new_block(), body = new_block(), step = new_block(), end = new_block();
    br(cond);
    set_block(cond);
    if (f->cond) cond_stmt(f->cond, body, end);
    else br(body);
    set_block(body);
    jumps_.push_back({end, step, u32(cleanups_.size())});
    stmt(st->for_body);
    jumps_.pop_back();
    br(step);
    set_block(step);
    if (f->step) {
      u32 full = open_scope(false);
      gen_discard(f->step);
      close_scope(full);
    }
    br(cond);
    set_block(end);
    run_cleanups(depth);
    cleanups_.pop_back();
    pop_scope(scope);
    debug_leave(debug_saved);
    current_level_ = level;
    return;
  }
  case StatementKind::Switch: switch_stmt(st); return;
  case StatementKind::Case: {
    BlockId* b = case_blocks_.find(uintptr_t(st->case_entry));
    if (!b) return;
    record_jump(switch_scope_, nullptr, scope_);
    br(*b);
    set_block(*b);
    return;
  }
  case StatementKind::Break:
  case StatementKind::Continue: {
    bool brk = st->kind == StatementKind::Break;
    for (size_t i = jumps_.size(); i-- > 0;) {
      JumpTarget& j = jumps_[i];
      if (!brk && !j.cont.valid()) continue;
      run_cleanups(j.cleanup_depth);
      br(brk ? j.brk : j.cont);
      return;
    }
    return;
  }
  case StatementKind::Goto:
    if ((st->goto_target->lflags & LabelFlag::NonLocal) && parent_ && !owned_.find(uintptr_t(st->goto_target))) {
      nonlocal_goto(st->goto_target);
      return;
    }
    if (Operand* level = label_level_.find(uintptr_t(st->goto_target)))
      emit(make_inst(fn.arena, Opcode::StackRestore, kNoValue, IrType::Ptr, {load(IrType::Ptr, *level)}));
    record_goto(st->goto_target);
    br(label_block(st->goto_target));
    return;
  case StatementKind::ComputedGoto:
    record_computed_goto();
    computed_goto(st);
    return;
  case StatementKind::Label: {
    BlockId b = label_block(st->label);
    br(b);
    set_block(b);
    label_scope_.insert(uintptr_t(st->label), scope_);
    if (has_vla_) label_level_.insert(uintptr_t(st->label), current_level_);
    return;
  }
  case StatementKind::Return: return_stmt(st); return;
  case StatementKind::Block: block_stmt(st); return;
  case StatementKind::Decl: decl_stmt(st->decl_var, st->loc); return;
  case StatementKind::VlaType: evaluate_vla_sizes(st->vla_type); return;
  case StatementKind::Asm: {
    u32 full = open_scope(false);
    asm_stmt(st);
    close_scope(full);
    return;
  }
  case StatementKind::Empty: return;
  case StatementKind::Count: break;
  }
}

} // namespace ilcc::lower
