// equal_operands.cpp — the warnings about repeated code, decided by the IL's structural
// comparison (il/compare.h): gcc's -Wtautological-compare (x == x), -Wlogical-op (x && x),
// -Wduplicated-cond (if (c) ... else if (c)) and -Wduplicated-branches (identical then and
// else), and clang's -Wself-assign (x = x).
#include "il/compare.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

namespace ilcc::sema {

namespace {
bool is_constant(const Expr* e) { return e->kind == ExprKind::Constant; }
} // namespace

// Two operands that are one and the same computation without side effects (b has them
// if and only if a does, being equal to it), neither a constant: `1 == 1` is written on
// purpose, often by macros.
bool Sema::same_operands(const Expr* a, const Expr* b) {
  // The comparison first: it fails at once on most pairs, the side-effect walk would not.
  u32 budget = 10000;
  return !is_constant(a) && !is_constant(b) && il::compare_expressions(a, b) && side_effect_free(a, budget);
}

// x OP x for a comparison or a logical operator.
void Sema::warn_equal_operands(Operator o, const Expr* a, const Expr* b, Loc l) {
  Diagnostics& d = pp.diagnostics();
  bool logical = o == Operator::LogAnd || o == Operator::LogOr;
  Warning w = logical ? Warning::LogicalOp : Warning::TautologicalCompare;
  if (!d.warning_enabled(w) || is_error(a->type) || is_error(b->type)) return;
  // NaN: x == x of a floating value is a test.
  if (!logical && (is_floating(unatomic(a->type)) || is_floating(unatomic(b->type)))) return;
  if (!same_operands(a, b)) return;
  if (logical) warn(w, l, o == Operator::LogAnd ? "logical 'and' of equal expressions" : "logical 'or' of equal expressions");
  else warn(w, l, format("self-comparison always evaluates to %s",
                         o == Operator::Eq || o == Operator::Le || o == Operator::Ge ? "true" : "false"));
}

void Sema::warn_self_assign(const Expr* a, const Expr* b, Loc l) {
  if (!pp.diagnostics().warning_enabled(Warning::SelfAssign) || a->kind != ExprKind::Variable) return;
  while (b->kind == ExprKind::Operation && b->op == Operator::Cast && (b->eflags & ExprFlag::Implicit)) b = b->operands;
  if (b->kind == ExprKind::Variable && b->var == a->var && !a->type.is_volatile())
    warn(Warning::SelfAssign, l, format("explicitly assigning value of variable of type '%s' to itself", type_to_string(a->type).c_str()));
}

// An if's then and else, or a ?:'s two values: the same code either way.
bool Sema::identical_branches(const Statement* a, const Statement* b) {
  if (!a || !b) return false;
  // Two blocks are two scopes (entities, never equal): their statements are compared.
  if (a->kind == StatementKind::Block && b->kind == StatementKind::Block) {
    const Statement *x = a->block->statements, *y = b->block->statements;
    if (!x) return false; // `if (c) {} else {}`: nothing to warn about
    for (; x && y; x = x->next, y = y->next)
      if (!il::compare_entries(il::EntryKind::Statement, x, y)) return false;
    return !x && !y;
  }
  return il::compare_entries(il::EntryKind::Statement, a, b);
}

void Sema::warn_duplicated_branches(const Statement* s) {
  if (pp.diagnostics().warning_enabled(Warning::DuplicatedBranches) && s->if_else && identical_branches(s->if_then, s->if_else))
    warn(Warning::DuplicatedBranches, s->if_cond ? s->if_cond->loc : s->loc, "this condition has identical branches");
}

void Sema::warn_duplicated_conditional(const Expr* a, const Expr* b, Loc l) {
  if (pp.diagnostics().warning_enabled(Warning::DuplicatedBranches) && !is_error(a->type) && !is_error(b->type) &&
      !is_constant(a) && il::compare_expressions(a, b))
    warn(Warning::DuplicatedBranches, l, "this condition has identical branches");
}

// if (c1) ... else if (c2) ...: c2 against the chain's earlier conditions. A condition
// with side effects ends the comparison (it may change what the next one sees).
void Sema::check_duplicated_cond(std::vector<const Expr*>& chain, const Expr* c) {
  if (!pp.diagnostics().warning_enabled(Warning::DuplicatedCond) || is_error(c->type)) return;
  u32 budget = 10000;
  if (!side_effect_free(c, budget)) {
    chain.clear();
    return;
  }
  for (const Expr* earlier : chain)
    if (il::compare_expressions(earlier, c)) {
      if (warn(Warning::DuplicatedCond, c->loc, "duplicated 'if' condition")) note_at(earlier->loc, "previously used here");
      return;
    }
  chain.push_back(c);
}

} // namespace ilcc::sema
