// function.cpp — one function: the instruction builder, the frame (parameters, locals,
// VLA sizes), and the return path.
//
// Alloca form (seed 004, "Alloca-Based Lowering"): every local object and every
// parameter gets an `alloca` at the front of the entry block, and code reads and writes
// them with loads and stores; mem2reg later turns the scalar slots whose address does not
// escape into SSA values. A by-value aggregate parameter needs no slot: the IR passes a
// pointer to a copy the callee owns. All `return` statements store into one return slot
// and branch to a single return block, which loads the slot and returns it in the shape
// the ABI wants (a scalar, the bits of a register-sized aggregate, or nothing after
// writing through the hidden sret pointer).
#include "lower/internal.h"

#include "support/diagnostics.h"

namespace ilcc::lower {

FunctionLowering::FunctionLowering(ModuleLowering::State& st, Routine* r, IrFunction& f) : s(st), routine(r), fn(f) {
  features_ = s.features_of(r);
  wide_vectors_ = features_.has(X86Feature::Avx);
  fn.features = features_;
  first_block_id_ = s.m.block_id_counter();
  BlockId entry = new_block();
  set_block(entry);
}

BlockId FunctionLowering::new_block() {
  BlockId id = s.m.new_block_id();
  fn.blocks.emplace_back();
  fn.blocks.back().label = id;
  return id;
}

void FunctionLowering::set_block(BlockId b) { cur_ = b.id - first_block_id_; }

void FunctionLowering::terminate(const Terminator& t) {
  if (terminated()) return; // code after a jump is unreachable
  block().terminator = t;
}

void FunctionLowering::br(BlockId b) { terminate(make_br(b)); }

void FunctionLowering::condbr(Operand c, BlockId t, BlockId f) { terminate(make_condbr(c, t, f)); }

Value FunctionLowering::emit(Instruction i) {
  if (terminated()) set_block(new_block()); // unreachable code still gets lowered
  Value d = i.dest;
  block().instructions.push_back(i);
  if (s.opts.span_of && cur_loc_) {
    BasicBlock& b = block();
    if (b.source_spans.size() + 1 < b.instructions.size()) b.source_spans.resize(b.instructions.size() - 1);
    SourceSpan sp = s.opts.span_of(cur_loc_);
    sp.scope = debug_scope_id_;
    b.source_spans.push_back(sp);
  }
  return d;
}

Operand FunctionLowering::alloca_slot(u64 size, u32 align, bool is_volatile) {
  Value v = new_value();
  allocas_.push_back(make_alloca(v, IrType::I8, size ? size : 1, align ? align : 1, is_volatile || all_volatile_));
  if (allocas_placed_) place_allocas(); // a nested function's capture, after the body
  return v;
}

void FunctionLowering::place_allocas() {
  BasicBlock& entry = fn.blocks[0];
  entry.instructions.insert(entry.instructions.begin() + alloca_count_, allocas_.begin(), allocas_.end());
  if (!entry.source_spans.empty())
    entry.source_spans.insert(entry.source_spans.begin() + alloca_count_, allocas_.size(), SourceSpan{});
  alloca_count_ += u32(allocas_.size());
  allocas_.clear();
  allocas_placed_ = true;
}

Operand FunctionLowering::temp(QualType t) {
  // Register-returned aggregates are read back as whole eightbytes: round up.
  u64 size = (t->size + 7) & ~u64(7);
  Operand slot = alloca_slot(size, std::max<u32>(t->align, 8));
  if (!named_only_) scope_object(slot.value(), false); // lives in its full expression
  return slot;
}

Operand FunctionLowering::load(IrType t, Operand p, bool is_volatile) {
  Instruction i = make_load(fn.arena, new_value(), t, p);
  if (is_volatile) i.flags |= Instruction::kFlagOptWord;
  return emit(i);
}

void FunctionLowering::store(IrType t, Operand v, Operand p, bool is_volatile) {
  Instruction i = make_store(fn.arena, t, v, p);
  if (is_volatile) i.flags |= Instruction::kFlagOptWord;
  emit(i);
}

Operand FunctionLowering::binop(IrBinOp o, IrType t, Operand a, Operand b) {
  // Integer constants fold here (a shuffle's mask built from an immediate must be a
  // constant at -O0); what would trap stays an instruction.
  if (a.is_const() && b.is_const() && is_int(t) && !is_128(t)) {
    std::optional<i64> x = a.constant().to_i64(), y = b.constant().to_i64();
    if (x && y)
      if (std::optional<i64> r = eval_typed(o, t, normalize_int(t, *x), normalize_int(t, *y))) return Operand(IrConst::from_i64(*r, t));
  }
  return emit(make_binop(fn.arena, new_value(), o, t, a, b));
}

Operand FunctionLowering::unop(IrUnaryOp o, IrType t, Operand a) { return emit(make_unop(fn.arena, new_value(), o, t, a)); }

Operand FunctionLowering::cmp(IrCmpOp o, IrType t, Operand a, Operand b) {
  return emit(make_cmp(fn.arena, new_value(), o, t, a, b));
}

Operand FunctionLowering::convert(Operand v, IrType from, IrType to) {
  if (from == to) return v;
  if (v.is_const()) {
    IrConst c = v.constant();
    if (c.is_int() && is_int(to) && is_int(from)) {
      // Same bits read with the destination's width and the source's signedness.
      std::optional<i128> x = c.to_i128();
      if (x) {
        i128 val = *x;
        unsigned fb = type_size(from) * 8;
        if (fb < 128) {
          u128 mask = (u128(1) << fb) - 1;
          u128 bits = u128(val) & mask;
          val = is_signed_int(from) && (bits >> (fb - 1)) ? i128(bits | ~mask) : i128(bits);
        }
        return Operand(IrConst::from_i128(val, to));
      }
    }
  }
  return emit(make_cast(fn.arena, new_value(), from, to, v));
}

Operand FunctionLowering::gep(Operand p, Operand off) { return emit(make_gep(fn.arena, new_value(), p, off)); }

Operand FunctionLowering::global_addr(Symbol sym) { return emit(make_global_addr(new_value(), sym)); }

void FunctionLowering::memcpy_(Operand dst, Operand src, u64 size) {
  if (!size) return;
  Instruction i = make_inst(fn.arena, Opcode::Memcpy, kNoValue, IrType::Ptr, {dst, src});
  i.imm = size;
  emit(i);
}

void FunctionLowering::memset_zero(Operand dst, u64 size) {
  // Whole eightbytes first, then the tail.
  u64 off = 0;
  for (; off + 8 <= size; off += 8) store(IrType::I64, Operand(IrConst::int64(0)), gep(dst, i64(off)));
  for (; off < size; ++off) store(IrType::I8, Operand(IrConst::int8(0)), gep(dst, i64(off)));
}

Operand FunctionLowering::select(IrType t, Operand c, Operand a, Operand b) {
  return emit(make_inst(fn.arena, Opcode::Select, new_value(), t, {c, a, b}));
}

// A call of a C library function by name (memset for big zeroing, _setjmp and longjmp
// for non-local jumps).
Operand FunctionLowering::call_library(const char* name, IrType ret, std::initializer_list<std::pair<Operand, IrType>> args) {
  std::vector<Operand> ops;
  std::vector<IrType> types;
  for (auto& a : args) ops.push_back(a.first), types.push_back(a.second);
  Value dest = ret == IrType::Void ? kNoValue : new_value();
  emit_library_call(Symbol::intern(name), dest, ret, ops, types);
  return dest;
}

void FunctionLowering::emit_library_call(Symbol name, Value dest, IrType ret, std::span<const Operand> args,
                                         std::span<const IrType> types, std::span<const EightbyteClass> ret_classes) {
  bool direct = s.declare_library(name, ret, types, ret_classes);
  std::vector<Operand> ops;
  if (!direct) ops.push_back(global_addr(name));
  ops.insert(ops.end(), args.begin(), args.end());
  Instruction i = make_inst(fn.arena, direct ? Opcode::Call : Opcode::CallIndirect, dest, ret, std::span<const Operand>(ops));
  CallInfo* ci = fn.arena.make<CallInfo>();
  if (direct) ci->callee = name;
  ci->return_type = ret;
  ci->num_fixed_args = u32(types.size());
  ci->arg_types = fn.arena.copy(types);
  if (!ret_classes.empty()) ci->ret_eightbyte_classes = fn.arena.copy(ret_classes);
  i.ext = ci;
  emit(i);
}

// --- frame

BlockId FunctionLowering::label_block(Label* l) {
  if (l->lower_slot && parent_ && !owned_.find(uintptr_t(l))) {
    // A __label__ of an enclosing function where neither a non-local goto nor &&label
    // (nested.cpp) can reach it: a static initializer or an asm goto.
    s.error(cur_loc_, "a label of an enclosing function is usable only by goto and && here");
    return new_block();
  }
  if (!l->lower_slot) {
    label_blocks_.push_back(new_block());
    l->lower_slot = u32(label_blocks_.size());
    owned_.insert(uintptr_t(l), 1);
  }
  return label_blocks_[slot_index(l->lower_slot)];
}

// -fstack-protector: what a local of type t asks for (IrFunction::kSsp*): an array
// kSspStrong, one of chars of 8 bytes or more kSspChar too; a struct or union what its
// members ask (gcc's rules).
static u8 ssp_need(QualType t, unsigned depth = 0) {
  if (depth > 64) return 0;
  if (sema::is_array(t)) {
    QualType e = t->base;
    while (sema::is_array(e)) e = e->base;
    IntKind k = sema::is_integer(e) ? sema::int_kind_of(e) : IntKind::Int;
    bool chars = k == IntKind::Char || k == IntKind::SChar || k == IntKind::UChar;
    return IrFunction::kSspStrong | (chars && t->size >= 8 ? IrFunction::kSspChar : 0); // (a VLA: allocate_local)
  }
  u8 need = 0;
  if (sema::is_record(t) && t->record)
    for (Field* f = t->record->fields; f; f = f->next) need |= ssp_need(f->type, depth + 1);
  return need;
}

void FunctionLowering::allocate_local(Variable* v) {
  if (v->lower_slot) return;
  QualType t = v->type;
  fn.ssp |= ssp_need(t) | (v->vflags & VarFlag::AddressTaken ? IrFunction::kSspStrong : 0);
  Operand slot;
  if (sema::has_variable_size(t)) {
    // A VLA: stack memory of the size its dimensions give, reserved where it is declared.
    evaluate_vla_sizes(t);
    Operand size = object_size(t);
    Value p = new_value();
    Instruction i = make_inst(fn.arena, Opcode::DynAlloca, p, IrType::Ptr, {size});
    i.aux = std::max<u32>(t->align, 16);
    fn.ssp |= IrFunction::kSspChar | IrFunction::kSspStrong; // an alloca
    emit(i);
    slot = p;
    // Where nested functions find it (the address is known only here, not on entry);
    // mem2reg removes the slot when no nested function uses the array.
    Operand* home = vla_homes_.find(uintptr_t(v));
    if (!home) home = vla_homes_.insert(uintptr_t(v), alloca_slot(8, 8, s.opts.keep_variables)).first;
    store(IrType::Ptr, slot, *home);
  } else {
    u32 align = std::max<u32>(t->align, v->align);
    slot = alloca_slot(t->size, align, t.is_volatile() || s.opts.keep_variables);
    if (s.opts.name_slots && v->name && slot.is_value()) fn.slot_names.push_back({slot.value(), v->name});
  }
  var_slots_.push_back(slot);
  v->lower_slot = u32(var_slots_.size());
  owned_.insert(uintptr_t(v), 1);
}

Operand FunctionLowering::variable_address(Variable* v) {
  bool static_storage = in_file_scope(v) && !(v->vflags & VarFlag::Parameter);
  if (static_storage) {
    Symbol sym = s.symbol_of(v);
    if (!s.global_index.find(sym.id())) s.declare_global(v), s.define_constant_early(v);
    if (v->vflags & VarFlag::ThreadLocal) {
      // Thread-local objects: the backend resolves the symbol's TLS address.
    }
    return global_addr(sym);
  }
  if (parent_ && !owned_.find(uintptr_t(v))) {
    bool found = false;
    Operand a = captured_address(v, found);
    if (found) return a;
  }
  if (!v->lower_slot) allocate_local(v);
  return var_slots_[slot_index(v->lower_slot)];
}

// Bytes of an object of type t (VLAs: from their evaluated dimensions).
Operand FunctionLowering::object_size(QualType t) {
  if (!sema::has_variable_size(t)) return Operand(IrConst::int64(i64(t->size)));
  Operand elem = object_size(t->base);
  if (t->kind == TypeKind::Typedef) return elem;
  if (!t->vla) return binop(IrBinOp::Mul, IrType::I64, Operand(IrConst::int64(i64(t->count))), elem); // [N] of a VLA
  if (!t->vla->lower_slot) {
    s.error(cur_loc_, "size of a variable length array used before its declaration");
    return Operand(IrConst::int64(0));
  }
  if (parent_ && !owned_.find(uintptr_t(t->vla))) { // a dimension of an enclosing function's VLA
    bool found = false;
    Operand n = load(IrType::I64, captured_vla_count(t->vla, found));
    if (found) return binop(IrBinOp::Mul, IrType::I64, n, elem);
  }
  Operand n = load(IrType::I64, vla_counts_[slot_index(t->vla->lower_slot)]);
  return binop(IrBinOp::Mul, IrType::I64, n, elem);
}

void FunctionLowering::evaluate_vla_sizes(QualType t) {
  while (t && sema::is_variably_modified(t)) {
    if (t->kind == TypeKind::Array && t->vla && !t->vla->lower_slot) {
      Expr* e = t->vla->size_expr;
      IrType et;
      Operand n = gen_scalar(e, &et);
      if ((s.opts.ubsan.checks & UBSAN_VlaBound) && !is_128(et)) {
        cur_loc_ = e->loc ? e->loc : cur_loc_;
        Operand bad = cmp(is_signed_int(et) ? IrCmpOp::Sle : IrCmpOp::Eq, et, n, const_int(0, et));
        ubsan_report(bad, UBSAN_VlaBound, "vla_bound_not_positive", {s.ubsan_type(sema::unatomic(e->type))}, {}, {{n, et}});
      }
      n = convert(n, et, IrType::I64);
      Operand slot = alloca_slot(8, 8, s.opts.keep_variables);
      store(IrType::I64, n, slot);
      vla_counts_.push_back(slot);
      t->vla->lower_slot = u32(vla_counts_.size());
      owned_.insert(uintptr_t(t->vla), 1);
    }
    if (t->kind == TypeKind::Pointer || t->kind == TypeKind::Array || t->kind == TypeKind::Typedef) t = t->base;
    else if (t->kind == TypeKind::Routine) t = t->base;
    else break;
  }
}

void FunctionLowering::setup_params() {
  size_t ir_index = (fn.uses_sret ? 1 : 0) + (fn.has_static_chain ? 1 : 0);
  for (IrParam& p : fn.params) p.value = new_value();
  if (fn.uses_sret) sret_ptr_ = fn.params[0].value;
  if (fn.has_static_chain) chain_ = fn.params[fn.static_chain_index()].value;
  bool prototyped = routine->type->routine->rflags & RoutineTypeFlag::Prototyped;
  ParamType* pt = routine->type->routine->params;
  // The function scope lists the parameters in order; the body's locals were added in front.
  std::vector<Variable*> params;
  for (Variable* v = routine->scope ? routine->scope->variables : nullptr; v; v = v->next)
    if (v->vflags & VarFlag::Parameter) params.push_back(v);
  for (Variable* v : params) {
    QualType t = v->type;
    owned_.insert(uintptr_t(v), 1);
    if (is_empty_aggregate(t)) {
      // Passed as nothing: the parameter is a local object of its own.
      var_slots_.push_back(temp(t));
      v->lower_slot = u32(var_slots_.size());
      if (pt) pt = pt->next;
      continue;
    }
    if (!prototyped) {
      // A K&R definition: the caller passed promoted arguments; the function's IR
      // signature is the promoted types of the declared parameters.
      QualType promoted = sema::is_real_floating(t) && t->float_kind == FloatKind::Float ? s.tt.floating(FloatKind::Double)
                                                                                       : sema::promote(s.tt, t);
      IrParam ip;
      if (is_ir_scalar(t) && !is_f128(t)) {
        ip.ty = ir_type(promoted);
      } else {
        AbiInfo a = abi_info(t);
        ip.ty = IrType::Ptr;
        ip.struct_size = a.size;
        ip.struct_align = a.align;
        ip.struct_eightbyte_classes = a.classes;
      }
      ip.value = new_value();
      fn.params.push_back(ip);
    }
    if (ir_index >= fn.params.size()) break;
    IrParam& ip = fn.params[ir_index++];
    if (is_ir_scalar(t) && !is_f128(t)) {
      u32 align = std::max<u32>(t->align, v->align);
      Operand slot = alloca_slot(t->size, align, t.is_volatile() || s.opts.keep_variables);
      var_slots_.push_back(slot);
      v->lower_slot = u32(var_slots_.size());
      store(ir_type(t), convert(ip.value, ip.ty, ir_type(t)), slot, t.is_volatile());
    } else {
      var_slots_.push_back(Operand(ip.value));
      v->lower_slot = u32(var_slots_.size());
    }
    if (pt) pt = pt->next;
  }
  // Parameters' VLA sizes are evaluated on entry (C17 6.9.1p10).
  for (Variable* v : params)
    if (sema::is_variably_modified(v->type)) evaluate_vla_sizes(v->type);
}

void FunctionLowering::emit_return_block() {
  set_block(ret_block_);
  if (sema::is_void(ret_type_) || sema::is_error(ret_type_)) {
    terminate(make_ret(IrType::Void, Operand()));
  } else if (fn.uses_sret) {
    terminate(make_ret(IrType::Void, Operand()));
  } else if (is_ir_scalar(ret_type_)) {
    IrType t = ir_type(ret_type_);
    terminate(make_ret(t, load(t, ret_slot_)));
  } else {
    IrType t = fn.return_type;
    if (x87_return(ret_type_) == 2)
      emit(make_inst(fn.arena, Opcode::SetReturnF128Second, kNoValue, IrType::F128, {load(IrType::F128, gep(ret_slot_, 16))}));
    terminate(make_ret(t, load(t, ret_slot_)));
  }
}

namespace {
// Does the statement tree declare a VLA?
bool declares_vla(Statement* s) {
  for (; s; s = s->next) {
    switch (s->kind) {
    case StatementKind::Decl:
      if (sema::has_variable_size(s->decl_var->type)) return true;
      break;
    case StatementKind::Block: if (declares_vla(s->block->statements)) return true; break;
    case StatementKind::If: if (declares_vla(s->if_then) || declares_vla(s->if_else)) return true; break;
    case StatementKind::While: if (declares_vla(s->while_body)) return true; break;
    case StatementKind::DoWhile: if (declares_vla(s->do_body)) return true; break;
    case StatementKind::For: if (declares_vla(s->for_loop->init) || declares_vla(s->for_body)) return true; break;
    case StatementKind::Switch: if (declares_vla(s->switch_body)) return true; break;
    default: break;
    }
  }
  return false;
}
} // namespace

void FunctionLowering::run() {
  ret_type_ = sema::return_type(routine->type);
  has_vla_ = routine->body && declares_vla(routine->body);
  bool nonlocal_labels = false;
  for (Label* l = routine->scope ? routine->scope->labels : nullptr; l; l = l->next)
    if (l->lflags & LabelFlag::NonLocal) nonlocal_labels = true;
  all_volatile_ = nonlocal_labels || (routine->rflags & RoutineFlag::CallsBuiltinSetjmp);
  lifetimes_ = s.opts.stack_reuse != StackReuse::None && !all_volatile_;
  named_only_ = s.opts.stack_reuse == StackReuse::NamedVars;
  debug_begin();
  setup_params();
  if (has_vla_) {
    current_level_ = alloca_slot(8, 8);
    store(IrType::Ptr, emit(make_inst(fn.arena, Opcode::StackSave, new_value(), IrType::Ptr, {})), current_level_);
  }
  ret_block_ = new_block();
  if (!sema::is_void(ret_type_) && !fn.uses_sret) {
    ret_slot_ = is_ir_scalar(ret_type_) ? alloca_slot(ret_type_->size, ret_type_->align) : temp(ret_type_);
    if (routine->name.str() == "main" && routine->linkage == Linkage::External && is_ir_scalar(ret_type_))
      store(ir_type(ret_type_), const_int(0, ir_type(ret_type_)), ret_slot_); // C17 5.1.2.2.3
  }
  if (nonlocal_labels) setup_nonlocal_receiver();
  if (routine->body) block_stmt(routine->body, false);
  br(ret_block_);
  emit_return_block();
  place_allocas();
  finish_computed_goto();
  finish_lifetimes();
  finish_nested();
  debug_finish();
}

} // namespace ilcc::lower
