// call.cpp — function calls and the by-value ABI at call sites (SysV x86-64).
//
// Scalars travel as IR values of their type. An aggregate or _Complex argument travels as
// the address of the value plus its size, alignment and eightbyte classes (CallInfo's
// struct_args): the IR's call semantics give the callee its own copy. A result that the
// ABI returns in memory is written by the callee through a hidden first argument (sret)
// into a temporary of the caller; a register-sized aggregate result comes back as the
// bits of an i64/i128 value (with its classes) and is stored into a temporary. Variadic
// calls mark where the named arguments end; calls through unprototyped declarations pass
// every argument as a fixed one, promoted by sema.
#include "lower/internal.h"

#include "support/diagnostics.h"

namespace ilcc::lower {

Val FunctionLowering::emit_call(Operand callee_ptr, Symbol direct, QualType fn_type,
                                std::vector<std::pair<Val, QualType>>& args, Loc l, Operand chain) {
  cur_loc_ = l ? l : cur_loc_;
  // 32-byte vectors travel as the callee expects them: in ymm registers when it has AVX
  // (its declaration's features; the caller's own for calls through pointers).
  bool wide = wide_vectors_;
  if (direct)
    if (u32* fi = s.function_index.find(direct.id())) wide = s.m.functions[*fi].features.has(X86Feature::Avx);
  auto is_ir_scalar = [wide](QualType t) { return lower::is_ir_scalar(t, wide); };
  auto ir_type = [wide](QualType t) { return lower::ir_type(t, wide); };
  RoutineTypeSupplement* rs = fn_type->routine;
  QualType ret = sema::return_type(fn_type);
  bool prototyped = rs->rflags & RoutineTypeFlag::Prototyped;
  std::vector<Operand> ops;
  std::vector<IrType> types;
  std::vector<StructArg> structs;
  bool any_struct = false;
  if (!direct) ops.push_back(callee_ptr);
  // The result.
  IrType ret_ir = IrType::Void;
  bool sret = false;
  Operand ret_tmp;
  AbiInfo ret_abi;
  if (!sema::is_void(ret)) {
    if (is_ir_scalar(ret)) {
      ret_ir = ir_type(ret);
      if (is_f128(ret)) ret_abi = abi_info(ret); // returned in all of %xmm0
    } else if (x87_return(ret)) {
      ret_ir = IrType::F128;
      ret_tmp = temp(ret);
    } else {
      ret_abi = abi_info(ret);
      ret_tmp = temp(ret);
      if (ret_abi.memory()) {
        sret = true;
        ops.push_back(ret_tmp);
        types.push_back(IrType::Ptr);
        structs.push_back({});
      } else {
        ret_ir = abi_register_type(ret_abi);
      }
    }
  }
  if (!chain.is_none()) { // the static chain of a nested function, after the sret pointer
    ops.push_back(chain);
    types.push_back(IrType::Ptr);
    structs.push_back({});
  }
  u32 skipped_fixed = 0; // empty aggregates among the named arguments
  for (size_t k = 0; k < args.size(); ++k) {
    auto& [v, t] = args[k];
    QualType at = sema::unatomic(t).unqualified();
    if (is_empty_aggregate(at)) {
      materialize(v, at); // evaluated for its side effects; passed as nothing
      if (prototyped && k < rs->param_count) ++skipped_fixed;
      continue;
    }
    if (is_ir_scalar(at) && !is_f128(at)) {
      IrType it = ir_type(at);
      ops.push_back(v.kind == Val::Scalar ? convert(v.v, v.ty, it) : sema::is_vector(at) ? load(it, v.v) : v.v);
      types.push_back(it);
      structs.push_back({});
    } else {
      AbiInfo a = abi_info(at);
      Val m = materialize(v, at);
      ops.push_back(m.v);
      types.push_back(IrType::Ptr);
      StructArg sa;
      sa.size = a.size;
      sa.align = a.align;
      sa.classes = fn.arena.copy(std::span<const EightbyteClass>(a.classes));
      structs.push_back(sa);
      any_struct = true;
    }
  }
  Value dest = ret_ir == IrType::Void ? kNoValue : new_value();
  Instruction i = make_inst(fn.arena, direct ? Opcode::Call : Opcode::CallIndirect, dest, ret_ir, std::span<const Operand>(ops));
  CallInfo* ci = fn.arena.make<CallInfo>();
  ci->callee = direct;
  ci->return_type = ret_ir;
  ci->is_sret = sret;
  ci->has_static_chain = !chain.is_none();
  ci->is_variadic = prototyped && (rs->rflags & RoutineTypeFlag::Variadic);
  ci->has_va_arg_pack = va_arg_pack_call_;
  if (diagnosed_callee_) {
    // error("msg") or warning("msg") of the declaration called: reported if the call
    // survives optimization (the driver's report_call_diagnostics).
    for (const Attribute* a = diagnosed_callee_->attributes; a; a = a->next) {
      std::string_view n = a->name.str();
      if (n.size() > 4 && n.substr(0, 2) == "__" && n.substr(n.size() - 2) == "__") n = n.substr(2, n.size() - 4);
      if ((n == "error" || n == "warning") && a->ident_arg) {
        ci->diagnostic = n == "error" ? CallInfo::Diagnostic::Error : CallInfo::Diagnostic::Warning;
        ci->diagnostic_name = diagnosed_callee_->name;
        ci->diagnostic_message = a->ident_arg;
        break;
      }
    }
  }
  if ((diagnosed_callee_ || va_arg_pack_call_) && cur_loc_) {
    const std::function<SourceSpan(Loc)>& span_of = s.opts.span_of ? s.opts.span_of : s.opts.diagnostic_span_of;
    if (span_of) ci->where = span_of(cur_loc_);
  }
  u32 fixed = prototyped ? rs->param_count - skipped_fixed + (sret ? 1 : 0) + (chain.is_none() ? 0 : 1) : u32(types.size());
  ci->num_fixed_args = ci->is_variadic ? fixed : u32(types.size());
  ci->arg_types = fn.arena.copy(std::span<const IrType>(types));
  if (any_struct) ci->struct_args = fn.arena.copy(std::span<const StructArg>(structs));
  if (!sret && !ret_abi.classes.empty()) ci->ret_eightbyte_classes = fn.arena.copy(std::span<const EightbyteClass>(ret_abi.classes));
  i.ext = ci;
  emit(i);
  if (sema::is_void(ret)) return Val{};
  if (is_ir_scalar(ret)) {
    if (this->is_ir_scalar(ret)) return Val::scalar(dest, ret_ir);
    Operand tmp = temp(ret); // a ymm result where this function keeps the vector in memory
    store(ret_ir, dest, tmp);
    return Val::addr(tmp);
  }
  if (!sret) store(ret_ir, dest, ret_tmp);
  if (x87_return(ret) == 2) {
    Value im = new_value();
    emit(make_inst(fn.arena, Opcode::GetReturnF128Second, im, IrType::F128, {}));
    store(IrType::F128, im, gep(ret_tmp, 16));
  }
  if (sema::is_complex(ret)) return load_complex(ret_tmp, ret);
  if (this->is_ir_scalar(ret)) return Val::scalar(load(this->ir_type(ret), ret_tmp), this->ir_type(ret)); // from memory
  return Val::addr(ret_tmp);
}

Val FunctionLowering::gen_call(Expr* e) {
  Expr* callee = e->operands;
  QualType fn_type = sema::unatomic(callee->type)->base;
  Symbol direct;
  Operand ptr, chain;
  Expr* c = callee;
  if (c->kind == ExprKind::Operation && c->op == Operator::FunctionToPointer) c = c->operands;
  if (c->kind == ExprKind::Routine) {
    if (Val v; inline_library_call(c->routine, e, v)) return v;
    s.declare_function(c->routine);
    direct = s.symbol_of(c->routine);
    // A nested function called by name gets its static chain directly (no trampoline).
    if ((c->routine->rflags & RoutineFlag::Nested) && s.needs_static_chain(c->routine))
      chain = chain_for(c->routine->enclosing);
  } else {
    ptr = gen_scalar(callee);
  }
  std::vector<std::pair<Val, QualType>> args;
  bool pack = false;
  for (Expr* a = callee->next; a; a = a->next) {
    // __builtin_va_arg_pack() as the last argument: the variadic arguments the inliner
    // will pass on (opt/inline.cpp), nothing here.
    if (!a->next && a->kind == ExprKind::Operation && a->op == Operator::Builtin &&
        sema::BuiltinId(a->aux) == sema::BuiltinId::VaArgPack) {
      pack = true;
      break;
    }
    args.push_back({gen(a), a->type});
  }
  va_arg_pack_call_ = pack;
  diagnosed_callee_ = c->kind == ExprKind::Routine && (c->routine->rflags & RoutineFlag::DiagnoseCalls) ? c->routine : nullptr;
  Val r = emit_call(ptr, direct, fn_type, args, e->loc, chain);
  va_arg_pack_call_ = false;
  diagnosed_callee_ = nullptr;
  return r;
}

} // namespace ilcc::lower
