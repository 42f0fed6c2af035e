#include "ir/verifier.h"

#include "ir/analysis.h"
#include "ir/printer.h"
#include "support/diagnostics.h"
#include "support/hash.h"

#include <algorithm>
#include <tuple>

namespace ilcc {

std::string VerifierError::to_string() const {
  std::string s;
  auto part = [&](const char* label, const std::string& v, bool quote) {
    if (v.empty()) return;
    if (!s.empty()) s += ", ";
    s += label;
    s += quote ? " '" : " ";
    s += v;
    if (quote) s += '\'';
  };
  part("function", function, false);
  part("block", block, false);
  part("instruction", instruction, true);
  if (!s.empty()) s += ": ";
  return s + message;
}

namespace {

constexpr size_t kMaxErrorsPerFunction = 50;

struct SymbolTable {
  HashMap<u32, const IrFunction*> functions; // aliases of functions included
  HashMap<u32, u8> data;                     // globals, strings
  HashMap<u32, Symbol> alias_targets;        // alias → what it finally names; none: a cycle

  explicit SymbolTable(const IrModule* m) {
    if (!m) return;
    functions = callee_table(*m);
    for (const IrGlobal& g : m->globals) data.insert(g.name.id(), 1);
    for (const auto& s : m->string_literals) data.insert(s.first.id(), 1);
    for (const auto& s : m->wide_string_literals) data.insert(s.first.id(), 1);
    for (const auto& s : m->char16_string_literals) data.insert(s.first.id(), 1);
    alias_targets = resolve_aliases(*m);
  }
  Symbol resolve(Symbol s) const {
    const Symbol* t = alias_targets.find(s.id());
    return t ? *t : s;
  }
  // The function `s` names, directly or through aliases.
  const IrFunction* function(Symbol s) const {
    const IrFunction* const* f = functions.find(s.id());
    return f ? *f : nullptr;
  }
  bool known(Symbol s) const { return function(s) || data.find(resolve(s).id()); }
};

class FunctionVerifier {
public:
  FunctionVerifier(const IrFunction& f, const IrModule* m, const SymbolTable& syms, const IrTextPositions::Function* pos,
                   std::vector<VerifierError>& out)
      : f_(f), m_(m), syms_(syms), pos_(pos), out_(out) {}

  void run() {
    n_ = u32(f_.blocks.size());
    if (f_.has_static_chain &&
        (f_.params.size() <= f_.static_chain_index() || f_.params[f_.static_chain_index()].ty != IrType::Ptr))
      report(nullptr, nullptr, nullptr, "a nest function's static chain parameter must be a ptr");
    if (f_.is_declaration) {
      if (n_) report(nullptr, nullptr, nullptr, "a declaration has no blocks");
      return;
    }
    if (n_ == 0) {
      report(nullptr, nullptr, nullptr, "a function definition needs at least one block");
      return;
    }
    labels_ = build_label_map(f_);
    if (labels_.duplicate_found) duplicate_labels();
    Cfg cfg = build_cfg(f_, labels_);
    preds_ = std::move(cfg.preds);
    phi_seen_.assign(n_, 0);
    succs_ = std::move(cfg.succs);
    idom_ = compute_dominators(n_, preds_, succs_);
    dom_ = DomTree(idom_, build_dom_tree_children(n_, idom_));
    if (preds_.len(0) != 0) report(&f_.blocks[0], nullptr, nullptr, "the entry block must not have predecessors");
    collect_definitions();
    for (u32 b = 0; b < n_ && !too_many(); ++b) block(b);
    for (BlockId k : f_.global_init_label_blocks)
      if (labels_.index_of(k) == kNoBlock) report(nullptr, nullptr, nullptr, format("keep_blocks names %s, which is not a block of the function", block_name(k).c_str()));
    for (Value v : f_.param_alloca_values)
      if (!v.valid() || v.id >= defs_.size() || defs_[v.id].count == 0)
        report(nullptr, nullptr, nullptr, "param_allocas names a value the function does not define");
  }

private:
  struct Def {
    u32 block = kNoBlock; // kNoBlock with count > 0: a parameter (defined on entry)
    u32 pos = 0;          // instruction index in the block
    u32 count = 0;
    IrType ty = IrType::Void;
    bool only_copies = true;
  };

  bool too_many() const { return errors_ >= kMaxErrorsPerFunction; }

  void report(const BasicBlock* b, const Instruction* i, const Terminator* t, std::string msg) {
    if (too_many()) return;
    ++errors_;
    VerifierError e;
    e.function = "@" + std::string(f_.name.str());
    if (b) e.block = block_name(b->label);
    if (i) print_instruction(e.instruction, *i, m_);
    if (t) print_terminator(e.instruction, *t);
    e.message = std::move(msg);
    TextPos p = position(b, i, t);
    e.line = p.line, e.col = p.col;
    out_.push_back(std::move(e));
  }

  // Where the reader found the terminator, instruction, block or function reported on
  // (`i` and `t` belong to `b`, `b` to the function).
  TextPos position(const BasicBlock* b, const Instruction* i, const Terminator* t) const {
    if (!pos_) return {};
    if (!b) return pos_->header;
    size_t bi = size_t(b - f_.blocks.data());
    if (bi >= pos_->blocks.size()) return pos_->header;
    const IrTextPositions::Block& bp = pos_->blocks[bi];
    if (t) return bp.terminator;
    if (i) {
      size_t ii = size_t(i - b->instructions.data());
      return ii < bp.instructions.size() ? bp.instructions[ii] : bp.label;
    }
    return bp.label;
  }

  void duplicate_labels() {
    HashMap<u32, u8> seen;
    for (const BasicBlock& b : f_.blocks)
      if (!seen.insert(b.label.id, 1).second) report(&b, nullptr, nullptr, "block label defined twice in the function");
  }

  void define(Value v, u32 block, u32 pos, IrType ty, bool is_copy, const BasicBlock* bb, const Instruction* inst) {
    if (f_.next_value_id && v.id >= f_.next_value_id) {
      report(bb, inst, nullptr, format("value %%%u is not below the function's value bound %u", v.id, f_.next_value_id));
      return;
    }
    if (v.id >= defs_.size()) defs_.resize(size_t(v.id) + 1);
    Def& d = defs_[v.id];
    if (d.count == 0) {
      d.block = block, d.pos = pos, d.ty = ty;
    }
    ++d.count;
    d.only_copies &= is_copy;
    if (d.count > 1 && !(f_.phis_eliminated && d.only_copies && is_copy))
      report(bb, inst, nullptr, format("value %%%u is defined more than once", v.id));
    else if (d.count > 1 && !types_agree(d.ty, ty))
      report(bb, inst, nullptr, format("value %%%u is copied with type %s but first defined with type %s", v.id, type_name(ty).data(), type_name(d.ty).data()));
  }

  void collect_definitions() {
    defs_.assign(f_.next_value_id, Def());
    for (const IrParam& p : f_.params)
      if (p.value.valid()) define(p.value, kNoBlock, 0, p.ty, false, nullptr, nullptr);
    for (u32 b = 0; b < n_; ++b) {
      const BasicBlock& bb = f_.blocks[b];
      for (u32 i = 0; i < bb.instructions.size(); ++i) {
        const Instruction& inst = bb.instructions[i];
        if (!inst.dest.valid()) continue;
        IrType ty = inst.result_type();
        if (ty == IrType::Void) report(&bb, &inst, nullptr, "the instruction defines a value but produces none");
        define(inst.dest, b, i, ty, inst.op == Opcode::Copy, &bb, &inst);
      }
    }
  }

  const Def* def_of(Value v) const {
    return v.id < defs_.size() && defs_[v.id].count ? &defs_[v.id] : nullptr;
  }

  // The use of `v` in block `b` at position `pos` (UINT32_MAX: the end of the block), by
  // the instruction or terminator of `bb` reported on failure (a phi reports its own block
  // for a use at the end of a predecessor).
  void check_dominance(Value v, u32 b, u32 pos, const BasicBlock& bb, const Instruction* i, const Terminator* t) {
    const Def* d = def_of(v);
    if (!d) {
      report(&bb, i, t, format("use of undefined value %%%u", v.id));
      return;
    }
    if (d->block == kNoBlock || d->count > 1 || !dom_.reachable(b)) return;
    bool ok = d->block == b ? d->pos < pos : dom_.dominates(d->block, b);
    if (!ok) report(&bb, i, t, format("value %%%u does not dominate this use", v.id));
  }

  IrType type_of(const Operand& o) const {
    if (o.is_value()) {
      const Def* d = def_of(o.value());
      return d ? d->ty : IrType::Void;
    }
    return IrType::Void;
  }

  // Names an operand in messages: "the address", or "operand 2" (noun and 0-based index).
  // Built only when a message is reported: this is the verifier's hot path.
  struct What {
    std::string_view noun;
    int index = -1;
    std::string str() const { return index < 0 ? std::string(noun) : format("%.*s %d", int(noun.size()), noun.data(), index + 1); }
  };

  // Operand `k` must have type `want`.
  void expect(const BasicBlock& bb, const Instruction& inst, unsigned k, IrType want, const char* what = nullptr) {
    if (k >= inst.num_ops) {
      report(&bb, &inst, nullptr, format("missing operand %u", k + 1));
      return;
    }
    check_operand(bb, &inst, nullptr, inst.operand(k), want, what ? What{what} : What{"operand", int(k)});
  }

  void check_operand(const BasicBlock& bb, const Instruction* inst, const Terminator* t, const Operand& o, IrType want, What what) {
    if (o.is_none()) {
      report(&bb, inst, t, what.str() + " is missing");
      return;
    }
    if (o.is_const()) {
      ConstKind k = o.const_kind();
      if (k != ConstKind::Zero && k != IrConst::kind_for(want))
        report(&bb, inst, t, format("%s is a %s constant, expected %s", what.str().c_str(), const_kind_name(k).data(), type_name(want).data()));
      else if (k == ConstKind::Vector && o.constant().vec_size() != type_size(want))
        report(&bb, inst, t, format("%s is a vector constant of %u bytes, expected %s", what.str().c_str(), o.constant().vec_size(), type_name(want).data()));
      return;
    }
    IrType have = type_of(o);
    if (have != IrType::Void && !types_agree(have, want))
      report(&bb, inst, t, format("%s has type %s, expected %s", what.str().c_str(), type_name(have).data(), type_name(want).data()));
  }

  void expect_int(const BasicBlock& bb, const Instruction* inst, const Terminator* t, const Operand& o, What what) {
    if (o.is_none()) return report(&bb, inst, t, what.str() + " is missing");
    if (o.is_const()) {
      if (!o.constant().is_int() && o.const_kind() != ConstKind::Zero) report(&bb, inst, t, what.str() + " must be an integer");
      return;
    }
    IrType have = type_of(o);
    if (have != IrType::Void && !is_int(have)) report(&bb, inst, t, format("%s has type %s, expected an integer", what.str().c_str(), type_name(have).data()));
  }

  void expect_block(const BasicBlock& bb, const Instruction* inst, const Terminator* t, BlockId target) {
    if (labels_.index_of(target) == kNoBlock) report(&bb, inst, t, format("%s is not a block of the function", block_name(target).c_str()));
  }

  void check_call(const BasicBlock& bb, const Instruction& inst) {
    const CallInfo& ci = inst.call_info();
    std::span<const Operand> args = inst.call_args();
    if (inst.op == Opcode::CallIndirect) {
      if (inst.num_ops < 1) return report(&bb, &inst, nullptr, "an indirect call needs a callee");
      expect(bb, inst, 0, IrType::Ptr, "the callee");
    }
    if (ci.arg_types.size() != args.size()) return report(&bb, &inst, nullptr, "argument types and arguments differ in number");
    for (size_t k = 0; k < args.size(); ++k) check_operand(bb, &inst, nullptr, args[k], ci.arg_types[k], What{"argument", int(k)});
    if (inst.dest.valid() && ci.return_type == IrType::Void) report(&bb, &inst, nullptr, "a void call defines a value");
    if (ci.num_fixed_args > args.size() && !ci.is_variadic) report(&bb, &inst, nullptr, "more fixed arguments than arguments");
    if (ci.has_static_chain && (ci.static_chain_index() >= ci.num_fixed_args || ci.arg_types[ci.static_chain_index()] != IrType::Ptr))
      report(&bb, &inst, nullptr, "a nest call's static chain argument must be a fixed ptr argument");
    if (inst.op != Opcode::Call || !m_) return;
    const IrFunction* callee = syms_.function(ci.callee);
    if (!callee) {
      if (syms_.known(ci.callee)) report(&bb, &inst, nullptr, format("@%s is not a function", ci.callee.c_str()));
      else report(&bb, &inst, nullptr, format("call to undeclared function @%s", ci.callee.c_str()));
      return;
    }
    if (callee->return_type != ci.return_type)
      report(&bb, &inst, nullptr, format("return type %s does not match @%s's %s", type_name(ci.return_type).data(), ci.callee.c_str(), type_name(callee->return_type).data()));
    if (callee->has_static_chain != ci.has_static_chain)
      report(&bb, &inst, nullptr, format("@%s takes %s static chain but the call passes %s", ci.callee.c_str(), callee->has_static_chain ? "a" : "no", ci.has_static_chain ? "one" : "none"));
    if (callee->is_variadic != ci.is_variadic)
      report(&bb, &inst, nullptr, format("@%s is %svariadic but the call is %s", ci.callee.c_str(), callee->is_variadic ? "" : "not ", ci.is_variadic ? "variadic" : "not"));
    size_t fixed = callee->params.size();
    if (callee->is_variadic ? args.size() < fixed : args.size() != fixed) {
      report(&bb, &inst, nullptr, format("@%s takes %zu%s arguments, the call passes %zu", ci.callee.c_str(), fixed, callee->is_variadic ? " or more" : "", args.size()));
      return;
    }
    for (size_t k = 0; k < fixed; ++k)
      if (!types_agree(ci.arg_types[k], callee->params[k].ty))
        report(&bb, &inst, nullptr, format("argument %zu has type %s but @%s's parameter has type %s", k + 1, type_name(ci.arg_types[k]).data(), ci.callee.c_str(), type_name(callee->params[k].ty).data()));
  }

  void check_phi(const BasicBlock& bb, u32 b, const Instruction& inst) {
    if (f_.phis_eliminated) report(&bb, &inst, nullptr, "phi after phi elimination");
    std::span<const u32> preds = preds_.row(b); // increasing block order (build_cfg)
    ++phi_stamp_;
    for (u32 k = 0; k < inst.num_ops; ++k) {
      BlockId in = inst.phi_blocks()[k];
      u32 idx = labels_.index_of(in);
      check_operand(bb, &inst, nullptr, inst.operand(k), inst.ty, What{"incoming value", int(k)});
      if (idx == kNoBlock) {
        expect_block(bb, &inst, nullptr, in);
        continue;
      }
      if (!std::binary_search(preds.begin(), preds.end(), idx))
        report(&bb, &inst, nullptr, format("%s is not a predecessor of the block", block_name(in).c_str()));
      else if (phi_seen_[idx] == phi_stamp_)
        report(&bb, &inst, nullptr, format("%s is listed twice", block_name(in).c_str()));
      phi_seen_[idx] = phi_stamp_;
      if (inst.operand(k).is_value()) check_dominance(inst.operand(k).value(), idx, UINT32_MAX, bb, &inst, nullptr);
    }
    for (u32 p : preds)
      if (phi_seen_[p] != phi_stamp_)
        report(&bb, &inst, nullptr, format("no incoming value for predecessor %s", block_name(f_.blocks[p].label).c_str()));
  }

  // The operands of a formatted opcode: their number and types are what its format in
  // opcodes.def names (opcode_info.h), and a type the format names is not void.
  void check_format_operands(const BasicBlock& bb, const Instruction& inst) {
    const OpcodeInfo& info = inst.info();
    if (info.names_type && inst.ty == IrType::Void) report(&bb, &inst, nullptr, "the instruction type cannot be void");
    if (info.names_type2 && inst.ty2 == IrType::Void) report(&bb, &inst, nullptr, "the second type cannot be void");
    if (inst.num_ops != info.num_operands) {
      report(&bb, &inst, nullptr, format("expected %u operands, found %u", unsigned(info.num_operands), unsigned(inst.num_ops)));
      return;
    }
    for (unsigned k = 0; k < info.num_operands; ++k) {
      What what = info.operand_name[k].empty() ? What{"operand", int(k)} : What{info.operand_name[k]};
      const Operand& o = inst.operand(k);
      switch (info.operand_class[k]) {
      case OperandClass::InstType: check_operand(bb, &inst, nullptr, o, inst.ty, what); break;
      case OperandClass::Ptr: check_operand(bb, &inst, nullptr, o, IrType::Ptr, what); break;
      case OperandClass::I64: check_operand(bb, &inst, nullptr, o, IrType::I64, what); break;
      case OperandClass::Condition: expect_int(bb, &inst, nullptr, o, what); break;
      }
    }
  }

  // What the format cannot say: the semantic rules of each opcode, and the operands of the
  // opcodes with variable operand lists.
  void check_instruction(const BasicBlock& bb, const Instruction& inst) {
    if (!inst.info().custom) check_format_operands(bb, inst);
    IrType ty = inst.ty;
    switch (inst.op) {
    case Opcode::Alloca: case Opcode::DynAlloca:
      if (inst.align() == 0 || (inst.align() & (inst.align() - 1))) report(&bb, &inst, nullptr, "alignment must be a power of two");
      break;
    case Opcode::GlobalAddr:
      if (m_ && !syms_.known(inst.global_name())) report(&bb, &inst, nullptr, format("reference to unknown symbol @%s", inst.global_name().c_str()));
      break;
    case Opcode::VaStart:
      if (!f_.is_variadic) report(&bb, &inst, nullptr, "va_start in a function that is not variadic");
      break;
    case Opcode::BinOp: {
      // Vectors: element-wise, by the rules of their element type.
      IrBinOp op = inst.binop();
      IrType et = elem_type(ty);
      bool float_ok = op == IrBinOp::Add || op == IrBinOp::Sub || op == IrBinOp::Mul || op == IrBinOp::SDiv || op == IrBinOp::UDiv;
      if (!(is_int(et) || (is_float(et) && float_ok)) || (is_vector(ty) && et == IrType::Ptr))
        report(&bb, &inst, nullptr, format("'%s' does not apply to %s", op_name(op).data(), type_name(ty).data()));
      break;
    }
    case Opcode::UnaryOp: {
      IrUnaryOp op = inst.unop();
      IrType et = elem_type(ty);
      bool ok = is_vector(ty) ? (is_int(et) && op == IrUnaryOp::Not) || op == IrUnaryOp::Neg
                              : op == IrUnaryOp::IsConstant || is_int(ty) || (is_float(ty) && op == IrUnaryOp::Neg);
      if (!ok) report(&bb, &inst, nullptr, format("'%s' does not apply to %s", op_name(op).data(), type_name(ty).data()));
      break;
    }
    case Opcode::Cast:
      if ((ty == IrType::Ptr && is_float(inst.ty2)) || (is_float(ty) && inst.ty2 == IrType::Ptr)) report(&bb, &inst, nullptr, "cannot cast between pointers and floating types");
      // A vector cast reinterprets the bits of a value of the same size (not a pointer's
      // or a long double's); element-wise conversions are intrinsics (convert_s/u).
      if ((is_vector(ty) || is_vector(inst.ty2)) &&
          (type_size(ty) != type_size(inst.ty2) || ty == IrType::Ptr || inst.ty2 == IrType::Ptr || ty == IrType::F128 || inst.ty2 == IrType::F128))
        report(&bb, &inst, nullptr, format("cannot cast %s to %s: a vector cast keeps the bits of a value of the same size", type_name(ty).data(), type_name(inst.ty2).data()));
      break;
    case Opcode::AtomicCmpxchg: case Opcode::AtomicLoad: case Opcode::AtomicStore: case Opcode::VaArg:
      if (is_vector(ty)) report(&bb, &inst, nullptr, format("'%s' does not apply to vectors", opcode_name(inst.op).data()));
      break;
    case Opcode::AtomicRmw:
      if (!is_int_or_ptr(ty)) report(&bb, &inst, nullptr, "atomic operations need an integer or pointer type");
      break;
    case Opcode::LifetimeStart: case Opcode::LifetimeEnd: {
      // The marked object is an alloca of the function, named directly.
      const Operand& o = inst.operand(0);
      const Def* d = o.is_value() ? def_of(o.value()) : nullptr;
      if (d && (d->block == kNoBlock || d->count != 1 || f_.blocks[d->block].instructions[d->pos].op != Opcode::Alloca))
        report(&bb, &inst, nullptr, "a lifetime marker's operand must be an alloca");
      else if (o.is_const())
        report(&bb, &inst, nullptr, "a lifetime marker's operand must be an alloca");
      break;
    }
    case Opcode::LabelAddr: expect_block(bb, &inst, nullptr, inst.label()); break;
    case Opcode::ParamRef:
      if (inst.param_index() >= f_.params.size()) report(&bb, &inst, nullptr, format("the function has no parameter %u", inst.param_index()));
      else if (!types_agree(f_.params[inst.param_index()].ty, ty)) report(&bb, &inst, nullptr, format("parameter %u has type %s", inst.param_index(), type_name(f_.params[inst.param_index()].ty).data()));
      break;
    case Opcode::Call: case Opcode::CallIndirect: check_call(bb, inst); break;
    case Opcode::InlineAsm: check_inline_asm(bb, inst); break;
    case Opcode::Intrinsic: check_intrinsic(bb, inst); break;
    case Opcode::Phi: break; // check_phi
    default: break;          // the format says everything
    }
  }

  void check_inline_asm(const BasicBlock& bb, const Instruction& inst) {
    const InlineAsmInfo& ai = inst.asm_info();
    if (inst.num_ops != ai.outputs.size() + ai.inputs.size()) {
      report(&bb, &inst, nullptr, "asm operands and constraints differ in number");
      return;
    }
    for (size_t k = 0; k < ai.outputs.size(); ++k) expect(bb, inst, unsigned(k), IrType::Ptr, "an output address");
    for (size_t k = 0; k < ai.inputs.size(); ++k) expect(bb, inst, unsigned(ai.outputs.size() + k), ai.inputs[k].type);
    for (const AsmGotoLabel& g : ai.goto_labels) expect_block(bb, &inst, nullptr, g.block);
    if (!ai.goto_labels.empty() && !f_.has_asm_goto) report(&bb, &inst, nullptr, "asm goto in a function whose has_asm_goto flag is not set");
  }

  // Arguments by the intrinsic's signature (intrinsics.def).
  void check_intrinsic(const BasicBlock& bb, const Instruction& inst) {
    IntrinsicOp op = inst.intrinsic();
    if (unsigned(op) >= kNumIntrinsics) return report(&bb, &inst, nullptr, "invalid intrinsic");
    if (!intrinsic_type_ok(op, inst.ty)) return report(&bb, &inst, nullptr, format("'%s' does not apply to %s", intrinsic_name(op).data(), type_name(inst.ty).data()));
    if (!intrinsic_type2_ok(op, inst.ty, inst.ty2))
      return report(&bb, &inst, nullptr, format("'%s' of %s cannot give %s", intrinsic_name(op).data(), type_name(inst.ty).data(), type_name(inst.ty2).data()));
    unsigned nargs = intrinsic_num_args(op);
    if (inst.num_ops != nargs) return report(&bb, &inst, nullptr, format("'%s' takes %u arguments", intrinsic_name(op).data(), nargs));
    for (unsigned k = 0; k < nargs; ++k) {
      check_operand(bb, &inst, nullptr, inst.operand(k), intrinsic_arg_type(op, k, inst.ty, inst.ty2), What{"argument", int(k)});
      if (intrinsic_arg_is_immediate(op, k) && !inst.operand(k).is_const())
        report(&bb, &inst, nullptr, format("argument %u of '%s' must be a constant", k + 1, intrinsic_name(op).data()));
    }
    if (inst.dest.valid() && intrinsic_result_type(op, inst.ty, inst.ty2) == IrType::Void) report(&bb, &inst, nullptr, "this intrinsic has no result value");
  }

  void check_terminator(const BasicBlock& bb, u32 b) {
    const Terminator& t = bb.terminator;
    switch (t.kind) {
    case TermKind::None: report(&bb, nullptr, nullptr, "the block has no terminator"); return;
    case TermKind::Return:
      if (f_.return_type == IrType::Void) {
        if (!t.val.is_none()) report(&bb, nullptr, &t, "a void function returns a value");
      } else if (t.val.is_none()) {
        report(&bb, nullptr, &t, format("the function must return a %s value", type_name(f_.return_type).data()));
      } else {
        if (!types_agree(t.ty, f_.return_type)) report(&bb, nullptr, &t, format("returns %s from a function returning %s", type_name(t.ty).data(), type_name(f_.return_type).data()));
        check_operand(bb, nullptr, &t, t.val, t.ty, What{"the returned value"});
      }
      break;
    case TermKind::Branch: expect_block(bb, nullptr, &t, t.target); break;
    case TermKind::CondBranch:
      expect_int(bb, nullptr, &t, t.val, What{"the condition"});
      expect_block(bb, nullptr, &t, t.target);
      expect_block(bb, nullptr, &t, t.target2);
      break;
    case TermKind::Switch: {
      if (!is_int(t.ty)) report(&bb, nullptr, &t, "switch needs an integer type");
      check_operand(bb, nullptr, &t, t.val, t.ty, What{"the switch value"});
      expect_block(bb, nullptr, &t, t.target);
      HashMap<u64, u8> values;
      for (u32 k = 0; k < t.count; ++k) {
        expect_block(bb, nullptr, &t, t.cases()[k].target);
        if (!values.insert(u64(t.cases()[k].value), 1).second) report(&bb, nullptr, &t, format("case %lld appears twice", (long long)t.cases()[k].value));
      }
      break;
    }
    case TermKind::IndirectBranch:
      check_operand(bb, nullptr, &t, t.val, IrType::Ptr, What{"the address"});
      for (u32 k = 0; k < t.count; ++k) expect_block(bb, nullptr, &t, t.possible_targets()[k]);
      break;
    case TermKind::Unreachable: break;
    }
    if (t.val.is_value()) check_dominance(t.val.value(), b, UINT32_MAX, bb, nullptr, &t);
  }

  void block(u32 b) {
    const BasicBlock& bb = f_.blocks[b];
    if (!bb.source_spans.empty() && bb.source_spans.size() != bb.instructions.size())
      report(&bb, nullptr, nullptr, "source spans and instructions differ in number");
    bool phis_allowed = true;
    for (u32 i = 0; i < bb.instructions.size() && !too_many(); ++i) {
      const Instruction& inst = bb.instructions[i];
      if (unsigned(inst.op) >= kNumOpcodes) {
        report(&bb, nullptr, nullptr, "invalid opcode");
        continue;
      }
      const OpcodeInfo& info = inst.info();
      if (info.dest == 'D' && !inst.dest.valid()) report(&bb, &inst, nullptr, "the instruction must define a value");
      if (info.dest == 'N' && inst.dest.valid()) report(&bb, &inst, nullptr, "the instruction cannot define a value");
      if (inst.op == Opcode::Phi) {
        if (!phis_allowed) report(&bb, &inst, nullptr, "phi after a non-phi instruction");
        check_phi(bb, b, inst);
        continue;
      }
      phis_allowed = false;
      check_instruction(bb, inst);
      inst.for_each_used_value([&](u32 v) { check_dominance(Value(v), b, i, bb, &inst, nullptr); });
    }
    check_terminator(bb, b);
  }

  const IrFunction& f_;
  const IrModule* m_;
  const SymbolTable& syms_;
  const IrTextPositions::Function* pos_;
  std::vector<VerifierError>& out_;
  size_t errors_ = 0;
  u32 n_ = 0;
  LabelMap labels_;
  FlatAdj preds_, succs_;
  std::vector<u32> phi_seen_; // per block: the phi_stamp_ of the last phi naming it
  u32 phi_stamp_ = 0;
  std::vector<u32> idom_;
  DomTree dom_;
  std::vector<Def> defs_;
};

} // namespace

std::vector<VerifierError> verify_function(const IrFunction& f, const IrModule* m, const IrTextPositions::Function* positions) {
  std::vector<VerifierError> errors;
  SymbolTable syms(m);
  FunctionVerifier(f, m, syms, positions, errors).run();
  return errors;
}

namespace {

// The module-level checks: names defined once, initializer references, ctors and dtors,
// aliases.
class ModuleVerifier {
public:
  ModuleVerifier(const IrModule& m, const IrTextPositions* pos, std::vector<VerifierError>& out)
      : m_(m), pos_(pos), syms_(&m), out_(out) {}

  void run() {
    HashMap<u32, u8> names;
    for (size_t k = 0; k < m_.functions.size(); ++k) {
      const IrFunction& f = m_.functions[k];
      if (!names.insert(f.name.id(), 1).second) report(function_pos(k), "@" + std::string(f.name.str()), "", "function defined or declared twice");
    }
    for (size_t k = 0; k < m_.globals.size(); ++k) {
      const IrGlobal& g = m_.globals[k];
      TextPos p = at(&IrTextPositions::globals, k);
      if (!names.insert(g.name.id(), 1).second) report(p, "", "", format("symbol @%s is defined twice", g.name.c_str()));
      if (g.align == 0 || (g.align & (g.align - 1))) report(p, "", "", format("global @%s: alignment must be a power of two", g.name.c_str()));
      g.init.for_each_ref([&](Symbol s) {
        if (!syms_.known(s) && !s.str().starts_with(".LBB")) report(p, "", "", format("global @%s refers to unknown symbol @%s", g.name.c_str(), s.c_str()));
      });
    }
    for (auto [list, positions, what] : {std::tuple{&m_.constructors, &IrTextPositions::constructors, "ctor"},
                                         std::tuple{&m_.destructors, &IrTextPositions::destructors, "dtor"}})
      for (size_t k = 0; k < list->size(); ++k) {
        Symbol s = (*list)[k];
        if (!syms_.function(s))
          report(at(positions, k), "", "", format("%s @%s %s", what, s.c_str(), syms_.known(s) ? "is not a function" : "names no function of the module"));
      }
    aliases();
    HashMap<u32, const IrFunction*> block_owner;
    for (size_t k = 0; k < m_.functions.size(); ++k) {
      const IrFunction& f = m_.functions[k];
      const IrTextPositions::Function* fp = pos_ && k < pos_->functions.size() ? &pos_->functions[k] : nullptr;
      for (size_t b = 0; b < f.blocks.size(); ++b) {
        auto [owner, inserted] = block_owner.insert(f.blocks[b].label.id, &f);
        if (!inserted && *owner != &f)
          report(fp && b < fp->blocks.size() ? fp->blocks[b].label : TextPos(), "@" + std::string(f.name.str()), block_name(f.blocks[b].label),
                 format("block label also used in @%s (block ids must be unique in the module)", (*owner)->name.c_str()));
      }
      FunctionVerifier(f, &m_, syms_, fp, out_).run();
    }
  }

private:
  // An alias names a symbol of the module other than itself, and following aliases from
  // it ends at a function or data symbol, not in a cycle (resolve_aliases).
  void aliases() {
    // An alias may share its name with a declaration (C declares the alias before the
    // attribute names its target), not with a definition or another alias.
    HashMap<u32, u8> defined;
    for (const IrFunction& f : m_.functions)
      if (!f.is_declaration) defined.insert(f.name.id(), 1);
    for (const IrGlobal& g : m_.globals)
      if (!g.is_extern) defined.insert(g.name.id(), 1);
    for (size_t k = 0; k < m_.aliases.size(); ++k) {
      const IrAlias& a = m_.aliases[k];
      TextPos p = at(&IrTextPositions::aliases, k);
      const Symbol* end = syms_.alias_targets.find(a.alias.id());
      if (!defined.insert(a.alias.id(), 1).second)
        report(p, "", "", format("symbol @%s is defined twice", a.alias.c_str()));
      else if (a.target == a.alias)
        report(p, "", "", format("alias @%s refers to itself", a.alias.c_str()));
      else if (a.is_weakref) {
        // the target may be defined in another unit, or nowhere
      } else if (a.is_ifunc) {
        if (!syms_.function(a.target))
          report(p, "", "", format("ifunc @%s: its resolver @%s is not a function", a.alias.c_str(), a.target.c_str()));
      } else if (!end)
        report(p, "", "", format("alias @%s does not resolve: it leads into a cycle of aliases", a.alias.c_str()));
      else if (!syms_.function(*end) && !syms_.data.find(end->id()))
        report(p, "", "", format("alias @%s %s unknown symbol @%s", a.alias.c_str(), *end == a.target ? "refers to" : "resolves to", end->c_str()));
    }
  }

  TextPos at(std::vector<TextPos> IrTextPositions::*list, size_t k) const {
    return pos_ && k < (pos_->*list).size() ? (pos_->*list)[k] : TextPos();
  }
  TextPos function_pos(size_t k) const { return pos_ && k < pos_->functions.size() ? pos_->functions[k].header : TextPos(); }

  void report(TextPos p, std::string function, std::string block, std::string msg) {
    VerifierError e{std::move(function), std::move(block), "", std::move(msg)};
    e.line = p.line, e.col = p.col;
    out_.push_back(std::move(e));
  }

  const IrModule& m_;
  const IrTextPositions* pos_;
  SymbolTable syms_;
  std::vector<VerifierError>& out_;
};

} // namespace

std::vector<VerifierError> verify_module(const IrModule& m, const IrTextPositions* positions) {
  std::vector<VerifierError> errors;
  ModuleVerifier(m, positions, errors).run();
  return errors;
}

} // namespace ilcc
