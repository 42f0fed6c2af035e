// ipcp.cpp — interprocedural constant propagation over the direct calls of a module.
//
// Runs once the whole unit is optimized, when every call site is known. Two facts cross
// function boundaries:
//  - Arguments. A static function whose address never escapes is called only by the direct
//    calls in this unit. When all of them pass the same constant for a parameter (a
//    recursive call passing the parameter on does not count), the body reads the constant
//    instead.
//  - Results. A static function all of whose returns return the same constant gives that
//    constant to every direct call (the call itself stays unless it has no effect).
// Escaping is what globaldce treats as a root or a reference other than a direct call: a
// function's address taken in code or in an initializer, an alias, a constructor or
// destructor, a `.symver` name, a `used` attribute, or the name in asm text. Weak, naked,
// `gnu_inline` (calls bind to another definition), nested and `noinline` functions (ilcc
// reads `noipa` as `noinline`) are left alone, as are calls whose arguments disagree with
// the definition (K&R calls) and parameters passed as structs.
//
// The changed functions are then simplified by the passes that use constants (constfold,
// algebraic, simplifycfg, copyprop, dce), arguments first so that a return made constant
// by a constant argument reaches the callers. One scan of the module builds the lattice
// (per parameter: no call yet, one constant, or several values) and one more rewrites:
// linear in the module's size plus the simplification of what changed.
#include "opt/ipcp.h"

#include "ir/rewrite.h"
#include "opt/algebraic.h"
#include "opt/constfold.h"
#include "opt/copyprop.h"
#include "opt/dce.h"
#include "opt/globaldce.h"
#include "opt/simplify_cfg.h"
#include "opt/value_fold.h"

#include <vector>

namespace ilcc {

namespace {

// A constant operand in the canonical form of type ty (integers normalized to its width),
// or none when o is not a constant of that type.
Operand canonical_constant(const Operand& o, IrType ty) {
  if (!o.is_const()) return Operand();
  if (is_int_or_ptr(ty)) {
    std::optional<i128> v = const_of(o, ty);
    return v ? int_operand(*v, ty == IrType::Ptr ? IrType::I64 : ty) : Operand();
  }
  IrConst c = o.constant();
  return c.is_float() && c.kind() == IrConst::kind_for(ty) ? o : Operand();
}

struct Lattice {
  enum State : u8 { None, Constant, Varying };
  State state = None;
  Operand value;

  void meet(const Operand& c) {
    if (c.is_none()) state = Varying;
    else if (state == None) state = Constant, value = c;
    else if (state == Constant && !(value == c)) state = Varying;
  }
};

class Ipcp {
public:
  explicit Ipcp(IrModule& m) : m_(m) {}

  size_t run() {
    size_t n = m_.functions.size();
    closed_.assign(n, 0);
    changed_.assign(n, 0);
    param_start_.assign(n + 1, 0);
    for (size_t i = 0; i < n; ++i) {
      const IrFunction& f = m_.functions[i];
      closed_[i] = !f.is_declaration && f.is_static && !f.is_weak && !f.is_used && !f.is_naked &&
                   !f.is_gnu_inline_def && !f.has_static_chain && !f.is_noinline;
      param_start_[i + 1] = param_start_[i] + u32(f.params.size());
    }
    params_.assign(param_start_[n], Lattice());
    std::vector<u32> calls = direct_call_counts(m_);
    for (size_t i = 0; i < n; ++i) closed_[i] &= calls[i] != kEscapes;
    for (u32 i = 0; i < n; ++i) scan(i);
    size_t changes = 0;
    for (u32 i = 0; i < n; ++i) changes += substitute_arguments(i);
    for (u32 i = 0; i < n; ++i)
      if (changed_[i]) simplify(m_.functions[i]);
    returns_.assign(n, Operand());
    for (u32 i = 0; i < n; ++i) returns_[i] = constant_return(i);
    for (u32 i = 0; i < n; ++i) changes += substitute_results(i);
    return changes;
  }

private:
  // The index of the closed function named s, or -1.
  i64 closed_index(Symbol s) {
    IrFunction* g = s ? m_.find_function(s) : nullptr;
    if (!g) return -1;
    size_t i = size_t(g - m_.functions.data());
    return closed_[i] ? i64(i) : -1;
  }

  // Meets the arguments of f's direct calls into the callees' parameters.
  void scan(u32 fi) {
    IrFunction& f = m_.functions[fi];
    if (f.is_declaration) return;
    for (const BasicBlock& b : f.blocks)
      for (const Instruction& i : b.instructions)
        if (i.op == Opcode::Call) meet_call(fi, i);
  }

  void meet_call(u32 fi, const Instruction& call) {
    const CallInfo& ci = call.call_info();
    i64 gi = closed_index(ci.callee);
    if (gi < 0) return;
    IrFunction& g = m_.functions[size_t(gi)];
    std::span<const Operand> args = call.call_args();
    size_t np = g.params.size();
    if (args.size() < np || (!g.is_variadic && args.size() != np) || ci.arg_types.size() != args.size() ||
        ci.is_sret != g.uses_sret || ci.has_static_chain) {
      closed_[size_t(gi)] = 0; // a call the definition does not describe
      return;
    }
    for (size_t k = 0; k < np; ++k) {
      const IrParam& p = g.params[k];
      Lattice& l = params_[param_start_[size_t(gi)] + k];
      if (i64(fi) == gi && args[k].is_value() && args[k].value() == p.value) continue; // passed on
      bool plain = ci.arg_types[k] == p.ty && !ci.is_struct_arg(k) && !p.struct_size;
      l.meet(plain ? canonical_constant(args[k], p.ty) : Operand());
    }
  }

  size_t substitute_arguments(u32 gi) {
    IrFunction& g = m_.functions[gi];
    if (!closed_[gi] || g.params.empty()) return 0;
    ValueRewriter rw(g.value_limit());
    size_t n = 0;
    for (size_t k = 0; k < g.params.size(); ++k) {
      const Lattice& l = params_[param_start_[gi] + k];
      if (l.state != Lattice::Constant || !g.params[k].value.valid()) continue;
      rw.replace(g.params[k].value, typed(l.value, g.params[k].ty));
      ++n;
    }
    if (!n) return 0;
    for (const BasicBlock& b : g.blocks)
      for (const Instruction& i : b.instructions)
        if (i.op == Opcode::ParamRef && i.dest.valid()) {
          const Lattice& l = params_[param_start_[gi] + i.param_index()];
          if (l.state == Lattice::Constant) rw.replace(i.dest, typed(l.value, g.params[i.param_index()].ty));
        }
    if (!rw.apply(g)) return 0;
    changed_[gi] = 1;
    return n;
  }

  // The canonical constant c as an operand of type ty.
  static Operand typed(const Operand& c, IrType ty) {
    if (!is_int_or_ptr(ty)) return c;
    return int_operand(*const_of(c, ty), ty);
  }

  // The constant every return of function gi returns, or none.
  Operand constant_return(u32 gi) {
    const IrFunction& g = m_.functions[gi];
    if (g.is_declaration || !g.is_static || g.is_weak || g.is_naked || g.is_gnu_inline_def || g.uses_sret ||
        g.return_type == IrType::Void || g.ret_eightbyte_classes.size() > 1)
      return Operand();
    Lattice l;
    for (const BasicBlock& b : g.blocks)
      if (b.terminator.kind == TermKind::Return) l.meet(canonical_constant(b.terminator.val, g.return_type));
    return l.state == Lattice::Constant ? typed(l.value, g.return_type) : Operand();
  }

  size_t substitute_results(u32 fi) {
    IrFunction& f = m_.functions[fi];
    if (f.is_declaration) return 0;
    ValueRewriter rw(f.value_limit());
    size_t n = 0;
    for (const BasicBlock& b : f.blocks)
      for (const Instruction& i : b.instructions) {
        if (i.op != Opcode::Call || !i.dest.valid() || !i.call_info().callee) continue;
        IrFunction* g = m_.find_function(i.call_info().callee);
        if (!g) continue;
        const Operand& r = returns_[size_t(g - m_.functions.data())];
        if (r.is_none() || i.call_info().return_type != g->return_type || i.call_info().is_sret) continue;
        rw.replace(i.dest, r);
        ++n;
      }
    if (!n || !rw.apply(f)) return 0;
    simplify(f);
    return n;
  }

  static void simplify(IrFunction& f) {
    fold_constants(f);
    simplify_algebra(f);
    simplify_cfg(f);
    propagate_copies(f);
    eliminate_dead_code(f);
  }

  IrModule& m_;
  std::vector<u8> closed_;  // per function: only this module's direct calls reach it
  std::vector<u8> changed_; // per function: its parameters were replaced
  std::vector<u32> param_start_;
  std::vector<Lattice> params_;
  std::vector<Operand> returns_; // per function: the constant it always returns, or none
};

} // namespace

size_t propagate_constants_across_calls(IrModule& m) { return Ipcp(m).run(); }

} // namespace ilcc
