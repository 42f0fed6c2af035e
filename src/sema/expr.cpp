// expr.cpp — expression parsing (C17 6.5), with the GNU forms: statement expressions,
// `a ?: b`, `&&label`, __builtin_offsetof, __builtin_va_arg, __builtin_choose_expr,
// __builtin_types_compatible_p, __real__/__imag__, __extension__, compound literals.
//
// Binary operators are parsed by precedence climbing over the table below; each reduced
// operation goes to expr_build.cpp for its semantics. Nesting depth is bounded
// (-fbracket-depth) at parentheses, unary operators and casts, so no input drives the
// recursion past the stack.
#include "il/share.h"
#include "sema/builtins.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

namespace ilcc::sema {

namespace {
int binary_precedence(TokenKind k) {
  switch (k) {
  case TokenKind::PipePipe: return 1;
  case TokenKind::AmpAmp: return 2;
  case TokenKind::Pipe: return 3;
  case TokenKind::Caret: return 4;
  case TokenKind::Amp: return 5;
  case TokenKind::EqualEqual:
  case TokenKind::ExclaimEqual: return 6;
  case TokenKind::Less:
  case TokenKind::Greater:
  case TokenKind::LessEqual:
  case TokenKind::GreaterEqual: return 7;
  case TokenKind::LessLess:
  case TokenKind::GreaterGreater: return 8;
  case TokenKind::Plus:
  case TokenKind::Minus: return 9;
  case TokenKind::Star:
  case TokenKind::Slash:
  case TokenKind::Percent: return 10;
  default: return 0;
  }
}

bool is_assignment_op(TokenKind k) {
  switch (k) {
  case TokenKind::Equal: case TokenKind::StarEqual: case TokenKind::SlashEqual: case TokenKind::PercentEqual:
  case TokenKind::PlusEqual: case TokenKind::MinusEqual: case TokenKind::LessLessEqual:
  case TokenKind::GreaterGreaterEqual: case TokenKind::AmpEqual: case TokenKind::CaretEqual: case TokenKind::PipeEqual:
    return true;
  default: return false;
  }
}
} // namespace

// expression: assignment-expression (, assignment-expression)*
Expr* Sema::expression() {
  Expr* e = assignment_expression();
  while (is(TokenKind::Comma)) {
    Loc l = loc();
    consume();
    Expr* r = assignment_expression();
    e = build_comma(e, r, l);
  }
  return e;
}

Expr* Sema::constant_expression() { return conditional_expression(); }

// assignment-expression: conditional-expression | unary-expression assignment-operator
// assignment-expression. (The left side is parsed as a conditional expression and checked
// to be an lvalue, as usual.)
Expr* Sema::assignment_expression() {
  Expr* lhs = conditional_expression();
  if (!is_assignment_op(tok.kind)) return lhs;
  TokenKind k = tok.kind;
  Loc l = loc();
  consume();
  if (!enter_nesting(l)) return error_expr(l);
  Expr* rhs = assignment_expression();
  leave_nesting();
  return build_assign(k, lhs, rhs, l);
}

// conditional-expression: logical-OR-expression (? expression : conditional-expression)?
Expr* Sema::conditional_expression() {
  Expr* c = binary_expression(1);
  if (!is(TokenKind::Question)) return c;
  Loc l = loc();
  consume();
  if (!enter_nesting(l)) return error_expr(l);
  Expr* a = nullptr;
  if (!is(TokenKind::Colon)) a = expression();
  Loc colon = loc();
  if (!expect(TokenKind::Colon, ":")) {
    leave_nesting();
    return error_expr(l);
  }
  Expr* b = conditional_expression();
  leave_nesting();
  return build_conditional(c, a, b, l, colon);
}

Expr* Sema::binary_expression(int min_prec) {
  Expr* lhs = cast_expression();
  for (;;) {
    int prec = binary_precedence(tok.kind);
    if (prec < min_prec || prec == 0) return lhs;
    TokenKind k = tok.kind;
    Loc l = loc();
    consume();
    Expr* rhs = binary_expression(prec + 1);
    if (k == TokenKind::PipePipe && pp.diagnostics().warning_enabled(Warning::Parentheses)) {
      for (Expr* side : {lhs, rhs})
        if (side->kind == ExprKind::Operation && side->op == Operator::LogAnd && !(side->eflags & ExprFlag::Parenthesized))
          warn(Warning::Parentheses, side->loc, "suggest parentheses around '&&' within '||'");
    }
    lhs = build_binary(k, lhs, rhs, l);
  }
}

bool Sema::token_starts_type_name(const Token& t, unsigned ahead) {
  if (!t.is_ident()) return false;
  if (!t.aux) return is_typedef_name(t);
  switch (Keyword(t.aux)) {
  case Keyword::Void: case Keyword::Char: case Keyword::Short: case Keyword::Int: case Keyword::Long:
  case Keyword::Float: case Keyword::Double: case Keyword::Signed: case Keyword::Unsigned: case Keyword::Bool:
  case Keyword::Complex: case Keyword::Imaginary: case Keyword::Struct: case Keyword::Union: case Keyword::Enum:
  case Keyword::Const: case Keyword::Volatile: case Keyword::Restrict: case Keyword::Atomic: case Keyword::Typeof:
  case Keyword::AutoType: case Keyword::Int128: case Keyword::Attribute: case Keyword::Alignas:
  case Keyword::Float32: case Keyword::Float64: case Keyword::Float32x: case Keyword::Float64x: case Keyword::Float128:
    return true;
  case Keyword::Extension: return token_starts_type_name(peek(ahead + 1), ahead + 1);
  default: return false;
  }
}

// cast-expression: unary-expression | ( type-name ) cast-expression
Expr* Sema::cast_expression() {
  if (is(TokenKind::LParen) && token_starts_type_name(peek(), 1)) {
    Loc l = loc();
    if (!enter_nesting(l)) return error_expr(l);
    consume();
    QualType t = parse_type_name();
    expect_closing(TokenKind::RParen, ")");
    Expr* e;
    if (is(TokenKind::LBrace)) {
      e = postfix_expression(compound_literal(t, l));
    } else {
      Expr* operand = cast_expression();
      e = build_explicit_cast(t, operand, l);
    }
    leave_nesting();
    return e;
  }
  return unary_expression();
}

Expr* Sema::sizeof_alignof(bool is_sizeof) {
  Loc l = loc();
  consume();
  QualType t;
  Expr* operand = nullptr;
  Loc ol = l; // errors point at the operand (as gcc)
  if (is(TokenKind::LParen) && token_starts_type_name(peek(), 1)) {
    consume();
    ol = loc();
    t = parse_type_name();
    expect_closing(TokenKind::RParen, ")");
    if (is(TokenKind::LBrace)) {
      operand = postfix_expression(compound_literal(t, l));
      t = operand->type;
    }
  } else {
    if (!enter_nesting(l)) return error_expr(l);
    ol = loc();
    operand = unary_expression();
    leave_nesting();
    t = operand->type;
    if (operand->eflags & ExprFlag::BitfieldLvalue) {
      error_at(ol, format("'%s' applied to a bit-field", is_sizeof ? "sizeof" : "_Alignof"));
      t = tt.error();
    }
  }
  if (is_error(t)) return error_expr(l);
  // GNU: sizeof and _Alignof of void and of a function type are 1 (gcc warns only with
  // -Wpointer-arith).
  if (!is_complete(t) && !is_void(t) && !is_function(t)) {
    error_at(ol, format("invalid application of '%s' to incomplete type '%s'", is_sizeof ? "sizeof" : "_Alignof",
                        type_to_string(t).c_str()));
    return error_expr(l);
  }
  if (is_sizeof && has_variable_size(t)) { // a VLA, or an array of them
    // Evaluated at run time (C17 6.5.3.4p2); the operand is evaluated when it is an
    // expression of VLA type.
    Expr* to = new_expr(ExprKind::TypeOperand, t, l);
    to->operand_type = t;
    Expr* s = op(Operator::VlaSizeof, tt.size_t_(), l, to);
    if (operand) return build_comma(operand, s, l);
    return s;
  }
  u64 v = is_sizeof ? size_of(t) : align_of(t);
  // GNU: __alignof__ of an object is its declared alignment.
  if (!is_sizeof && operand && operand->kind == ExprKind::Variable && operand->var->align > v) v = operand->var->align;
  if (!is_sizeof && operand && operand->kind == ExprKind::Routine && operand->routine->align > v) v = operand->routine->align;
  if (operand) il.free_expr_tree(operand);
  return int_constant(i128(v), tt.size_t_(), l);
}

// __builtin_offsetof ( type-name , member-designator )
Expr* Sema::offsetof_expression(Loc l) {
  if (!expect(TokenKind::LParen, "(")) return error_expr(l);
  QualType t = parse_type_name();
  expect(TokenKind::Comma, ",");
  u64 offset = 0;
  QualType cur = t;
  bool ok = !is_error(t);
  bool first = true;
  for (;;) {
    if (first || accept(TokenKind::Period)) {
      first = false;
      if (!tok.is_ident()) {
        error(format("expected identifier %s", before_tok().c_str()));
        ok = false;
        break;
      }
      Symbol name = tok.sym();
      Loc nl = loc();
      consume();
      if (ok) {
        if (!is_record(cur) || !is_complete(cur)) {
          error_at(nl, format("request for member '%s' in something not a structure or union", name.c_str()));
          ok = false;
        } else {
          std::vector<Field*> path;
          u64 off;
          Field* f = find_member(cur.type(), name, off, path);
          if (!f) {
            error_at(nl, format("'%s' has no member named '%s'", type_to_string(cur).c_str(), name.c_str()));
            ok = false;
          } else if (f->fflags & FieldFlag::Bitfield) {
            error_at(nl, format("attempt to take address of bit-field structure member '%s'", name.c_str()));
            ok = false;
          } else {
            offset += off;
            cur = f->type;
          }
        }
      }
      continue;
    }
    if (is(TokenKind::LBracket)) {
      Loc bl = loc();
      consume();
      Expr* idx = expression();
      expect(TokenKind::RBracket, "]");
      i128 v = 0;
      if (ok && !integer_constant(idx, v, "array index in offsetof")) ok = false;
      if (ok && !is_array(cur)) {
        error_at(bl, "subscripted value is neither array nor pointer nor vector");
        ok = false;
      }
      if (ok) {
        cur = cur->base;
        offset += u64(v) * cur->size;
      }
      continue;
    }
    break;
  }
  expect_closing(TokenKind::RParen, ")");
  if (!ok) return error_expr(l);
  return int_constant(i128(offset), tt.size_t_(), l);
}

// unary-expression (C17 6.5.3)
Expr* Sema::unary_expression() {
  Loc l = loc();
  switch (tok.kind) {
  case TokenKind::PlusPlus:
  case TokenKind::MinusMinus: {
    bool inc = is(TokenKind::PlusPlus);
    consume();
    if (!enter_nesting(l)) return error_expr(l);
    Expr* e = unary_expression();
    leave_nesting();
    return build_incdec(inc ? Operator::PreInc : Operator::PreDec, e, l);
  }
  case TokenKind::Amp:
  case TokenKind::Star:
  case TokenKind::Plus:
  case TokenKind::Minus:
  case TokenKind::Tilde:
  case TokenKind::Exclaim: {
    TokenKind k = tok.kind;
    consume();
    if (!enter_nesting(l)) return error_expr(l);
    Expr* e = cast_expression();
    leave_nesting();
    switch (k) {
    case TokenKind::Amp: return build_address_of(e, l);
    case TokenKind::Star: return build_deref(e, l);
    case TokenKind::Plus: {
      e = value(e);
      if (is_error(e->type)) return e;
      if (is_void(e->type)) {
        error_at(l, "invalid use of void expression");
        return error_expr(l);
      }
      if (!is_arithmetic(unatomic(e->type)) && !is_vector(e->type)) {
        error_at(l, "wrong type argument to unary plus");
        return error_expr(l);
      }
      Expr* r = is_vector(e->type) ? e : cast(e, promote(tt, e->type));
      if (r == e && r->kind != ExprKind::Constant) r = op(Operator::Cast, unatomic(e->type).unqualified(), l, e); // not an lvalue
      return r;
    }
    case TokenKind::Minus: return build_unary(Operator::Neg, e, l);
    case TokenKind::Tilde: return build_unary(Operator::BitNot, e, l);
    default: return build_unary(Operator::LogNot, e, l);
    }
  }
  case TokenKind::AmpAmp: {
    // GNU: &&label
    consume();
    if (!tok.is_ident()) {
      error(format("expected identifier %s", before_tok().c_str()));
      return error_expr(l);
    }
    if (!cur_fn) {
      error_at(l, format("label '%s' referenced outside of any function", tok.sym().c_str()));
      consume();
      return error_expr(l);
    }
    Label* lab = lookup_label(tok.sym(), loc(), false);
    label_uses_.push_back({lab, loc()});
    lab->lflags |= LabelFlag::AddressTaken | LabelFlag::Used;
    consume();
    Expr* e = new_expr(ExprKind::Label, tt.void_ptr(), l);
    e->label = lab;
    return e;
  }
  default: break;
  }
  switch (kw()) {
  case Keyword::Sizeof: return sizeof_alignof(true);
  case Keyword::Alignof: return sizeof_alignof(false);
  case Keyword::Extension: {
    consume();
    ++extension_;
    Expr* e = cast_expression();
    --extension_;
    return e;
  }
  case Keyword::Real:
  case Keyword::Imag: {
    bool real = is_kw(Keyword::Real);
    consume();
    if (!enter_nesting(l)) return error_expr(l);
    Expr* e = cast_expression();
    leave_nesting();
    if (is_error(e->type)) return e;
    QualType t = unatomic(e->type);
    if (is_complex(t)) {
      if (!(e->eflags & ExprFlag::Lvalue)) {
        Expr* r = op(real ? Operator::Real : Operator::Imag, t->base, l, value(e));
        r->eflags &= ~ExprFlag::Lvalue;
        return fold_or_keep(r);
      }
      return op(real ? Operator::Real : Operator::Imag, t->base.with(e->type.quals()), l, e);
    }
    if (!is_arithmetic(t)) {
      error_at(l, format("wrong type argument to %s", real ? "__real__" : "__imag__"));
      return error_expr(l);
    }
    if (real) return e;
    Expr* z = int_constant(0, tt.int_(), l);
    return build_comma(e, cast(z, t.unqualified()), l);
  }
  default: break;
  }
  return postfix_expression(primary_expression());
}

std::vector<Expr*> Sema::argument_list() {
  std::vector<Expr*> args;
  if (is(TokenKind::RParen)) return args;
  for (;;) {
    args.push_back(assignment_expression());
    if (!accept(TokenKind::Comma)) break;
  }
  return args;
}

// postfix-expression (C17 6.5.2)
Expr* Sema::postfix_expression(Expr* e) {
  for (;;) {
    Loc l = loc();
    switch (tok.kind) {
    case TokenKind::LBracket: {
      consume();
      if (!enter_nesting(l)) return error_expr(l);
      Expr* idx = expression();
      leave_nesting();
      expect(TokenKind::RBracket, "]");
      e = build_subscript(e, idx, l);
      continue;
    }
    case TokenKind::LParen: {
      consume();
      if (!enter_nesting(l)) return error_expr(l);
      std::vector<Expr*> args = argument_list();
      leave_nesting();
      if (!expect(TokenKind::RParen, ")")) skip_until(TokenKind::RParen);
      e = build_call(e, args, e->loc); // a call is located at its callee (as gcc)
      continue;
    }
    case TokenKind::Period:
    case TokenKind::Arrow: {
      bool arrow = is(TokenKind::Arrow);
      consume();
      if (!tok.is_ident()) {
        error(format("expected identifier %s", before_tok().c_str()));
        return error_expr(l);
      }
      Symbol name = tok.sym();
      Loc name_loc = loc();
      consume();
      e = build_member(e, name, arrow, l, name_loc);
      continue;
    }
    case TokenKind::PlusPlus:
      consume();
      e = build_incdec(Operator::PostInc, e, l);
      continue;
    case TokenKind::MinusMinus:
      consume();
      e = build_incdec(Operator::PostDec, e, l);
      continue;
    default: return e;
    }
  }
}

// A use of an entity declared deprecated (a warning) or unavailable (an error), with the
// attribute's message when it has one, as gcc words them.
void Sema::diagnose_deprecated_use(Symbol name, bool unavailable, const Attribute* attrs, Loc l) {
  std::string_view want = unavailable ? "unavailable" : "deprecated";
  Symbol message;
  for (const Attribute* a = attrs; a; a = a->next) {
    std::string_view n = a->name.str();
    if (n.size() > 4 && n.substr(0, 2) == "__" && n.substr(n.size() - 2) == "__") n = n.substr(2, n.size() - 4);
    if (n == want && a->ident_arg) {
      message = a->ident_arg;
      break;
    }
  }
  std::string msg = format("'%s' is %s", name.c_str(), unavailable ? "unavailable" : "deprecated");
  if (message) msg += format(": %s", message.c_str());
  if (unavailable) error_at(l, msg);
  else warn(Warning::DeprecatedDeclarations, l, msg);
}

Expr* Sema::identifier_expression(const Token& name_tok) {
  Symbol name = name_tok.sym();
  Loc l = pp.expansion_point(name_tok);
  Binding* b = lookup(name);
  if (b) {
    switch (b->kind) {
    case Binding::Var:
      if (b->var->vflags & (VarFlag::Deprecated | VarFlag::Unavailable))
        diagnose_deprecated_use(name, b->var->vflags & VarFlag::Unavailable, b->var->attributes, l);
      return var_ref(b->var, l);
    case Binding::Fn:
      if (b->fn->rflags & (RoutineFlag::Deprecated | RoutineFlag::Unavailable))
        diagnose_deprecated_use(name, b->fn->rflags & RoutineFlag::Unavailable, b->fn->attributes, l);
      return fn_ref(b->fn, l);
    case Binding::Enumerator: {
      Expr* e = constant_expr(b->enumerator->value, l);
      return e;
    }
    case Binding::Typedef:
      error_at(l, format("expected expression before '%s'", name.c_str()));
      return error_expr(l);
    default: break;
    }
  }
  std::string_view n = name.str();
  if (cur_fn && (n == "__func__" || n == "__FUNCTION__" || n == "__PRETTY_FUNCTION__")) return var_ref(func_name_var(l), l);
  if (Routine* r = builtin_function(name)) return fn_ref(r, l);
  // gcc knows alloca as a builtin even when <alloca.h> was not included.
  if (n == "alloca" && is(TokenKind::LParen)) return fn_ref(builtin_function(Symbol::intern("__builtin_alloca")), l);
  if (is(TokenKind::LParen)) return fn_ref(implicit_function(name, l), l);
  std::string_view near = nearest_ordinary_name(name);
  std::string hint = did_you_mean(near);
  SourceHints fix = replace_token(l, near);
  if (cur_fn) {
    error_at(l, format("'%s' undeclared (first use in this function)%s", name.c_str(), hint.c_str()), &fix);
    if (!undeclared_note_done_)
      note_at(l, "each undeclared identifier is reported only once for each function it appears in");
    undeclared_note_done_ = true;
  } else {
    error_at(l, format("'%s' undeclared here (not in a function)%s", name.c_str(), hint.c_str()), &fix);
  }
  // Declare it (with the error type) so that later uses do not repeat the error.
  Variable* v = make_variable(name, tt.error(), l, depth == 0);
  v->vflags |= VarFlag::Used;
  bind(name, Binding::Var)->var = v;
  return error_expr(l);
}

// primary-expression (C17 6.5.1)
Expr* Sema::primary_expression() {
  Loc l = loc();
  switch (tok.kind) {
  case TokenKind::Identifier: {
    switch (kw()) {
    case Keyword::None: {
      Token t = tok;
      consume();
      return identifier_expression(t);
    }
    case Keyword::Generic: return generic_selection();
    case Keyword::BuiltinOffsetof:
      consume();
      return offsetof_expression(l);
    case Keyword::BuiltinVaArg: {
      consume();
      expect(TokenKind::LParen, "(");
      Expr* ap = assignment_expression();
      expect(TokenKind::Comma, ",");
      Loc tl = loc();
      QualType t = parse_type_name();
      expect_closing(TokenKind::RParen, ")");
      if (is_error(ap->type) || is_error(t)) return error_expr(l);
      if (!is_complete(t)) {
        error_at(tl, format("second argument to 'va_arg' is of incomplete type '%s'", type_to_string(t).c_str()));
        return error_expr(l);
      }
      // va_list is an array type (__builtin_va_list); the operand designates it.
      Expr* e = op(Operator::VaArg, t.unqualified(), l, value(ap));
      QualType pt = promote(tt, t);
      if (is_real_floating(t) && t->float_kind == FloatKind::Float) pt = tt.floating(FloatKind::Double);
      if (pt.type() != t.unqualified().type() && !is_record(t))
        warning_at(l, format("'%s' is promoted to '%s' when passed through '...'", type_to_string(t).c_str(),
                             type_to_string(pt).c_str()));
      return e;
    }
    case Keyword::BuiltinTypesCompatible: {
      consume();
      expect(TokenKind::LParen, "(");
      QualType a = parse_type_name();
      expect(TokenKind::Comma, ",");
      QualType b = parse_type_name();
      expect_closing(TokenKind::RParen, ")");
      bool r = compatible(a.unqualified(), b.unqualified());
      return int_constant(r, tt.int_(), l);
    }
    case Keyword::BuiltinChooseExpr: {
      consume();
      expect(TokenKind::LParen, "(");
      Expr* c = assignment_expression();
      expect(TokenKind::Comma, ",");
      Expr* a = assignment_expression();
      expect(TokenKind::Comma, ",");
      Expr* b = assignment_expression();
      expect_closing(TokenKind::RParen, ")");
      i128 v;
      if (!integer_constant(c, v, 0, "first argument to '__builtin_choose_expr' not a constant")) return error_expr(l);
      il.free_expr_tree(c);
      il.free_expr_tree(v ? b : a);
      return v ? a : b;
    }
    case Keyword::BuiltinConvertVector:
    case Keyword::BuiltinConvertVectorLow: {
      // __builtin_convertvector ( vector , vector-type ): element-wise conversion (the
      // _low form, ilcc's headers': of the first elements, into fewer).
      bool low = kw() == Keyword::BuiltinConvertVectorLow;
      consume();
      expect(TokenKind::LParen, "(");
      Expr* v = value(assignment_expression());
      expect(TokenKind::Comma, ",");
      QualType t = parse_type_name();
      expect_closing(TokenKind::RParen, ")");
      if (is_error(v->type) || is_error(t)) return error_expr(l);
      if (!is_vector(v->type) || !is_vector(t) || (low ? v->type->lanes < t->lanes : v->type->lanes != t->lanes)) {
        error_at(l, low ? "__builtin_ilcc_convertvector_low needs vectors, the result with no more elements"
                        : "__builtin_convertvector needs vector operands with the same number of elements");
        return error_expr(l);
      }
      Expr* e = op(Operator::Builtin, t.unqualified(), l, v);
      e->aux = u32(low ? BuiltinId::ConvertVectorLow : BuiltinId::ConvertVector);
      return e;
    }
    default:
      error(format("expected expression %s", before_tok().c_str()));
      return error_expr(l);
    }
  }
  case TokenKind::Number: {
    Token t = tok;
    consume();
    return number_literal(t);
  }
  case TokenKind::CharConst: {
    Token t = tok;
    consume();
    return char_literal(t);
  }
  case TokenKind::StringLit: return string_literal();
  case TokenKind::LParen: {
    if (peek().kind == TokenKind::LBrace) {
      consume();
      return statement_expression(l);
    }
    consume();
    if (!enter_nesting(l)) return error_expr(l);
    Expr* e = expression();
    leave_nesting();
    if (!expect(TokenKind::RParen, ")")) skip_until(TokenKind::RParen);
    e->eflags |= ExprFlag::Parenthesized;
    return e;
  }
  default:
    if (tok.kind == TokenKind::Eof) error("expected expression at end of input");
    else error(format("expected expression %s", before_tok().c_str()));
    return error_expr(l);
  }
}

// generic-selection (C17 6.5.1.1)
Expr* Sema::generic_selection() {
  Loc l = loc();
  consume();
  if (!expect(TokenKind::LParen, "(")) return error_expr(l);
  Expr* control = assignment_expression();
  Loc cl = control->loc;
  QualType ct = is_error(control->type) ? tt.error() : unatomic(value(control)->type).unqualified();
  Expr* chosen = nullptr;
  Expr* deflt = nullptr;
  bool bad = is_error(ct);
  std::vector<QualType> seen; // association types, for C17 6.5.1.1p2
  while (accept(TokenKind::Comma)) {
    Loc al = loc();
    bool is_default = accept_kw(Keyword::Default);
    QualType t{};
    if (!is_default) t = parse_type_name();
    expect(TokenKind::Colon, ":");
    Expr* e = assignment_expression();
    if (is_default) {
      if (deflt) error_at(al, "duplicate 'default' case in '_Generic'");
      else deflt = e;
      continue;
    }
    // C17 6.5.1.1p2: a complete object type, not variably modified, compatible with no
    // other association's.
    const char* wrong = is_error(t) ? nullptr : is_function(t) ? "function" : !is_complete(t) ? "incomplete"
                        : is_variably_modified(t) ? "variable length" : nullptr;
    if (wrong) {
      error_at(al, format("'_Generic' association has %s type", wrong));
      bad = true;
    } else if (!is_error(t)) {
      for (QualType o : seen)
        if (compatible(o, t)) {
          error_at(al, "'_Generic' specifies two compatible types");
          bad = true;
          break;
        }
      seen.push_back(t);
    }
    if (!bad && !is_error(t) && compatible(ct, t) && !chosen) {
      chosen = e;
      continue;
    }
    il.free_expr_tree(e);
  }
  expect_closing(TokenKind::RParen, ")");
  if (bad) return error_expr(l);
  if (!chosen) chosen = deflt;
  else if (deflt) il.free_expr_tree(deflt);
  if (!chosen) {
    error_at(cl, format("'_Generic' selector of type '%s' is not compatible with any association", type_to_string(ct).c_str()));
    return error_expr(l);
  }
  return chosen;
}

// ( type-name ) { initializer-list } (C17 6.5.2.5)
Expr* Sema::compound_literal(QualType t, Loc l) {
  bool file = !cur_fn;
  InitItem* init = parse_initializer();
  if (is_error(t)) {
    init_arena.release();
    return error_expr(l);
  }
  if (!is_complete(t) && !(is_array(t) && (t->tflags & TypeFlag::ArrayUnknownBound)) && !is_function(t)) {
    // C17 6.5.2.5p1: a complete object type or an array of unknown size.
    error_at(l, "compound literal has incomplete type");
    init_arena.release();
    return error_expr(l);
  }
  if (has_variable_size(t)) {
    error_at(l, "compound literal has variable size");
    init_arena.release();
    return error_expr(l);
  }
  if (is_function(t)) {
    error_at(l, "compound literal has function type");
    init_arena.release();
    return error_expr(l);
  }
  Variable* v = make_variable(Symbol(), t, l, file);
  v->vflags |= VarFlag::CompoundLiteral | VarFlag::Defined | VarFlag::HasInit | VarFlag::Implicit;
  QualType vt = t;
  unsigned errors = pp.diagnostics().error_count();
  if (file) {
    v->storage = StorageClass::Static;
    v->const_init = static_initializer(init, vt, Il::kFileScopeRegion, l);
  } else {
    v->dyn_init = dynamic_initializer(init, vt, l);
  }
  v->type = vt;
  // An empty initializer ({}) has no elements: only a reported error makes this fail.
  if (pp.diagnostics().error_count() != errors) {
    init_arena.release();
    return error_expr(l); // the initializer's error was reported
  }
  if (!is_complete(vt)) {
    error_at(l, "compound literal has incomplete type");
  }
  Expr* e = new_expr(ExprKind::CompoundLiteral, vt, l);
  e->literal = v;
  e->eflags |= ExprFlag::Lvalue;
  return e;
}

// GNU ({ block-item-list }): the value is that of the last expression statement.
Expr* Sema::statement_expression(Loc l) {
  if (!cur_fn) {
    error_at(l, "braced-group within expression allowed only inside a function");
    skip_until(TokenKind::RParen);
    return error_expr(l);
  }
  if (!enter_nesting(l)) return error_expr(l);
  pedwarn(l, "ISO C forbids braced-groups within expressions");
  JumpScope* outer_jump_scope = jump_scope_;
  open_jump_scope(Symbol(), l); // no jumps into it from outside
  Statement* block = compound_statement(nullptr);
  jump_scope_ = outer_jump_scope;
  leave_nesting();
  expect_closing(TokenKind::RParen, ")");
  QualType t = tt.void_();
  Statement* last = nullptr;
  for (Statement* s = block->block->statements; s; s = s->next) last = s;
  // Labels and case markers before the final expression do not change the value.
  if (last && last->kind == StatementKind::Expr && last->expr) {
    last->expr = value(last->expr);
    if (!is_error(last->expr->type)) t = unatomic(last->expr->type).unqualified();
  }
  Expr* e = new_expr(ExprKind::StmtExpr, t, l);
  e->stmt = block;
  return e;
}

} // namespace ilcc::sema
