// stmt.cpp — statements and blocks (C17 6.8) and GNU inline assembly (asm statements).
//
// A block becomes a Block statement with its own Scope; declarations in it become Decl
// statements at their place, so lowering runs initializers (and allocates VLAs) in source
// order. Labels and `case`s are marker statements in the list, followed by the statement
// they label. A switch collects its cases in a SwitchInfo; duplicate and overlapping case
// values (GNU ranges included) are found by sorting when the switch ends. `break` and
// `continue` are checked against the enclosing loops and switches.
#include "sema/builtins.h"
#include "sema/sema.h"

#include "support/diagnostics.h"

#include <algorithm>

namespace ilcc::sema {

// An expression statement that discards the result of a call of a function declared
// warn_unused_result: gcc warns, a cast to void notwithstanding.
void Sema::warn_unused_result(const Expr* e) {
  while (e->kind == ExprKind::Operation && e->op == Operator::Cast && is_void(e->type)) e = e->operands;
  if (e->kind != ExprKind::Operation || e->op != Operator::Call) return;
  const Expr* f = e->operands;
  while (f->kind == ExprKind::Operation && (f->op == Operator::FunctionToPointer || f->op == Operator::AddrOf))
    f = f->operands;
  if (f->kind == ExprKind::Routine && (f->routine->rflags & RoutineFlag::WarnUnusedResult))
    warn(Warning::UnusedResult, e->loc, format("ignoring return value of '%s' declared with attribute 'warn_unused_result'",
                                               f->routine->name.c_str()));
}

Statement* Sema::new_stmt(StatementKind k, Loc l) {
  Statement* s = il.alloc_statement(k);
  s->loc = l;
  return s;
}

namespace {
// A chain of statements (a marker and what it labels) as one statement.
Statement* as_one(Sema& s, Statement* chain, Loc l) {
  if (!chain || !chain->next) return chain;
  Statement* b = s.new_stmt(StatementKind::Block, l);
  b->block->statements = chain;
  b->block->end_loc = l;
  return b;
}
Statement* tail_of(Statement* s) {
  while (s->next) s = s->next;
  return s;
}
} // namespace

// compound-statement: { block-item-list? }   (`{` is the current token)
Statement* Sema::compound_statement(Scope* scope) {
  Loc l = loc();
  Statement* b = new_stmt(StatementKind::Block, l);
  if (!enter_nesting(l)) return b;
  consume();
  JumpScope* outer_jump_scope = jump_scope_;
  bool own = scope == nullptr;
  if (own) scope = il.alloc_scope(ScopeKind::Block, nullptr);
  b->block->block_scope = scope;
  if (own) push_scope(scope);
  bool local_labels = false;
  // GNU __label__ declarations come first.
  while (is_kw(Keyword::LocalLabel)) {
    consume();
    if (!local_labels) {
      label_scopes_.emplace_back();
      local_labels = true;
    }
    for (;;) {
      if (!tok.is_ident() || tok.aux) {
        error(format("expected identifier %s", before_tok().c_str()));
        break;
      }
      declare_local_label(tok.sym(), loc());
      consume();
      if (!accept(TokenKind::Comma)) break;
    }
    expect(TokenKind::Semi, ";");
  }
  Statement** tail = &b->block->statements;
  block_items(tail);
  b->block->end_loc = loc();
  if (!accept(TokenKind::RBrace)) {
    if (is(TokenKind::Eof)) error("expected '}' at end of input");
  }
  if (local_labels) label_scopes_.pop_back();
  if (own) pop_scope();
  jump_scope_ = outer_jump_scope;
  leave_nesting();
  return b;
}

void Sema::block_items(Statement**& tail) {
  bool after_statement = false; // for "mixed declarations and code" (C90)
  for (u64 before = consumed_; !is(TokenKind::RBrace) && !is(TokenKind::Eof); ensure_progress(before), before = consumed_) {
    bool label_next = tok.is_ident() && !tok.aux && peek().kind == TokenKind::Colon;
    if (!label_next && is_kw(Keyword::StaticAssert)) {
      static_assert_declaration();
      continue;
    }
    // `foo x;` and, foo being undeclared, `foo *p;` mean an unknown type name (as gcc).
    if (!label_next && (starts_decl_specs() || (tok.is_ident() && at_unknown_type_name(!lookup(tok.sym()))))) {
      DeclSpec ds;
      Loc l = loc();
      bool ext_kw = is_kw(Keyword::Extension); // as gcc: no diagnostic for `__extension__ int x;`
      parse_decl_specs(ds, true);
      if (only_attributes(ds)) {
        // A null statement with attributes (`__attribute__((fallthrough));`,
        // `[[fallthrough]];`), or attributes before a statement or label (C23; ignored).
        Statement* e = accept(TokenKind::Semi) ? new_stmt(StatementKind::Empty, l) : statement();
        if (!e) continue;
        *tail = e;
        tail = &tail_of(e)->next;
        continue;
      }
      if (after_statement && !ext_kw && !extension_) {
        if (opts.std_version < 199901)
          pedwarn(l, "ISO C90 forbids mixed declarations and code", Warning::DeclarationAfterStatement);
        else
          warn(Warning::DeclarationAfterStatement, l, "ISO C90 forbids mixed declarations and code");
      }
      if (accept(TokenKind::Semi)) {
        empty_declaration(ds, ds.loc);
        continue;
      }
      declaration(ds, tail);
      continue;
    }
    Statement* s = statement();
    after_statement = true;
    if (!s) continue;
    *tail = s;
    tail = &tail_of(s)->next;
  }
}

// statement, with any labels before it (C17 6.8.1). A run of labels and case labels is
// read iteratively: thousands of `case N:` in a row do not nest.
Statement* Sema::statement() {
  Statement* head = nullptr;
  Statement** tail = &head;
  for (;;) {
    Loc l = loc();
    Statement* m = label_marker();
    if (!m) break;
    *tail = m;
    tail = &tail_of(m)->next;
    if (is(TokenKind::RBrace)) {
      // A label at the end of a block (C2x; GNU accepts it).
      *tail = new_stmt(StatementKind::Empty, loc());
      return head;
    }
    if (m->kind == StatementKind::Label && starts_decl_specs() && !is_kw(Keyword::Extension)) {
      // A declaration after a label (C2x): the label marks the place.
      DeclSpec ds;
      parse_decl_specs(ds, true);
      if (only_attributes(ds) && !is(TokenKind::Semi)) { // attributes before a statement
        *tail = statement();
        return head;
      }
      Statement* first = nullptr;
      Statement** t = &first;
      if (!accept(TokenKind::Semi)) declaration(ds, t);
      *tail = first ? first : new_stmt(StatementKind::Empty, l);
      return head;
    }
  }
  *tail = unlabeled_statement();
  return head;
}

// A label or case label, consumed up to its ':', as a marker statement; null when the
// current token does not begin one.
Statement* Sema::label_marker() {
  Loc l = loc();
  if (tok.is_ident() && !tok.aux && peek().kind == TokenKind::Colon) {
    Symbol name = tok.sym();
    consume();
    consume();
    AttrSet ignored;
    parse_attributes(ignored);
    if (!cur_fn) {
      error_at(l, "label outside a function");
      return new_stmt(StatementKind::Empty, l);
    }
    Label* lab = lookup_label(name, l, true);
    label_jump_scope_[lab] = jump_scope_;
    Statement* m = new_stmt(StatementKind::Label, l);
    m->label = lab;
    return m;
  }
  if (is_kw(Keyword::Case) || is_kw(Keyword::Default)) return case_marker();
  return nullptr;
}

Statement* Sema::unlabeled_statement() {
  Loc l = loc();
  if (at_std_attribute()) {
    // C23 6.8p2: an attribute specifier sequence before a statement (its attributes are
    // ignored; `[[fallthrough]];` is a null statement).
    AttrSet ignored;
    parse_attributes(ignored);
    if (accept(TokenKind::Semi)) return new_stmt(StatementKind::Empty, l);
    return statement();
  }
  switch (kw()) {
  case Keyword::If: return if_statement();
  case Keyword::Switch: return switch_statement();
  case Keyword::While: return while_statement();
  case Keyword::Do: return do_statement();
  case Keyword::For: return for_statement();
  case Keyword::Return: return return_statement();
  case Keyword::Break:
  case Keyword::Continue: {
    bool brk = is_kw(Keyword::Break);
    consume();
    expect(TokenKind::Semi, ";");
    if (brk ? breakable_depth == 0 : loop_depth == 0) {
      error_at(l, brk ? "break statement not within loop or switch" : "continue statement not within a loop");
      return new_stmt(StatementKind::Empty, l);
    }
    return new_stmt(brk ? StatementKind::Break : StatementKind::Continue, l);
  }
  case Keyword::Goto: {
    consume();
    if (accept(TokenKind::Star)) {
      Expr* e = value(expression());
      expect(TokenKind::Semi, ";");
      if (!is_error(e->type) && !is_pointer(unatomic(e->type)))
        error_at(e->loc, "computed goto must be pointer type");
      Statement* s = new_stmt(StatementKind::ComputedGoto, l);
      s->goto_address = e;
      return s;
    }
    if (!tok.is_ident()) {
      error(format("expected identifier or '*' %s", before_tok().c_str()));
      skip_to_statement_end();
      return new_stmt(StatementKind::Empty, l);
    }
    Label* lab = lookup_label(tok.sym(), loc(), false);
    lab->lflags |= LabelFlag::Used;
    label_uses_.push_back({lab, l});
    gotos_.push_back({lab, l, jump_scope_});
    consume();
    expect(TokenKind::Semi, ";");
    Statement* s = new_stmt(StatementKind::Goto, l);
    s->goto_target = lab;
    return s;
  }
  case Keyword::LocalLabel:
    error("'__label__' not at the beginning of a block");
    skip_to_statement_end();
    return new_stmt(StatementKind::Empty, l);
  case Keyword::Asm: return asm_statement(l);
  default: break;
  }
  if (is(TokenKind::LBrace)) return compound_statement(nullptr);
  if (accept(TokenKind::Semi)) return new_stmt(StatementKind::Empty, l);
  if (starts_decl_specs() && !is_kw(Keyword::Extension)) {
    error("a declaration is not a statement here; enclose it in braces");
    DeclSpec ds;
    parse_decl_specs(ds, true);
    Statement* first = nullptr;
    Statement** t = &first;
    if (!accept(TokenKind::Semi)) declaration(ds, t);
    return first ? as_one(*this, first, l) : new_stmt(StatementKind::Empty, l);
  }
  Expr* e = expression();
  if (incomplete_value(e)) e = error_expr(e->loc);
  warn_unused_result(e);
  Statement* s = new_stmt(StatementKind::Expr, l);
  s->expr = e;
  if (!accept(TokenKind::Semi)) {
    // After an error in the expression (often at this very token) only resynchronize.
    if (e->kind != ExprKind::Error) error_missing_semicolon(format("expected ';' %s", before_tok().c_str()));
    skip_to_statement_end();
    while (is(TokenKind::RParen) || is(TokenKind::RBracket)) { // a stray closer: skip it too
      consume();
      skip_to_statement_end();
    }
  }
  return s;
}

// case constant-expression : | case low ... high : (GNU) | default :
Statement* Sema::case_marker() {
  Loc l = loc();
  bool is_default = is_kw(Keyword::Default);
  consume();
  SwitchContext* sw = switches.empty() ? nullptr : switches.back();
  Constant* lo = nullptr;
  Constant* hi = nullptr;
  bool ok = true;
  if (!is_default) {
    Expr* e = constant_expression();
    Expr* h = nullptr;
    if (accept(TokenKind::Ellipsis)) h = constant_expression();
    i128 v = 0, hv = 0;
    const char* msg = "case label does not reduce to an integer constant";
    ok = integer_constant(e, v, l, msg) && (!h || integer_constant(h, hv, l, msg));
    if (ok && sw) {
      lo = fold_cast(int_const(v, e->type), sw->type);
      hi = h ? fold_cast(int_const(hv, h->type), sw->type) : nullptr;
      if (h && constant_int_value(hi) < constant_int_value(lo)) {
        warning_at(l, "empty range specified");
        ok = false;
      }
    }
    il.free_expr_tree(e);
    if (h) il.free_expr_tree(h);
  }
  if (!expect(TokenKind::Colon, ":")) {
    skip_to_statement_end();
    return new_stmt(StatementKind::Empty, l);
  }
  Statement* m = new_stmt(StatementKind::Case, l);
  if (sw) {
    if (JumpScope* in = jump_scope_entered(sw->jump_scope, jump_scope_)) {
      error_at(l, in->name ? "switch jumps into scope of identifier with variably modified type"
                           : "switch jumps into statement expression");
      note_at(sw->stmt->loc, "switch starts here");
      if (in->name) note_at(in->loc, format("'%s' declared here", in->name.c_str()));
    }
  }
  if (!sw) {
    error_at(l, is_default ? "'default' label not within a switch statement" : "case label not within a switch statement");
    m->kind = StatementKind::Empty;
  } else if (ok) {
    SwitchCase* c = il.alloc_dual<SwitchCase>();
    c->low = lo;
    c->high = hi;
    c->case_stmt = m;
    m->case_entry = c;
    SwitchInfo* info = sw->stmt->switch_info;
    if (is_default) {
      if (info->default_case) {
        error_at(l, "multiple default labels in one switch");
        m->kind = StatementKind::Empty;
      } else {
        info->default_case = c;
      }
    } else {
      sw->ranges.push_back({constant_int_value(lo), constant_int_value(hi ? hi : lo), u32(sw->ranges.size()), l});
    }
    if (m->kind == StatementKind::Case) {
      *sw->tail = c;
      sw->tail = &c->next;
      ++info->case_count;
    }
  } else {
    m->kind = StatementKind::Empty;
  }
  return m;

}

// The ')' after the condition of if, switch, while or for; when it is missing before a
// '{', the block is taken as the body (as gcc), otherwise the rest of the condition is skipped.
void Sema::close_condition() {
  if (expect(TokenKind::RParen, ")")) return;
  if (!is(TokenKind::LBrace)) skip_until(TokenKind::RParen);
}

Statement* Sema::if_statement() {
  Loc l = loc();
  consume();
  Statement* s = new_stmt(StatementKind::If, l);
  if (!expect(TokenKind::LParen, "(")) {
    skip_to_statement_end();
    return s;
  }
  // The else-if chain this if continues (-Wduplicated-cond), or a new one.
  std::vector<const Expr*> own_chain, *chain = if_chain_ ? if_chain_ : &own_chain;
  if_chain_ = nullptr;
  s->if_cond = condition(expression(), "");
  close_condition();
  check_duplicated_cond(*chain, s->if_cond);
  if (!enter_nesting(l)) return s;
  s->if_then = as_one(*this, statement(), l);
  if (accept_kw(Keyword::Else)) {
    if (is_kw(Keyword::If)) if_chain_ = chain;
    s->if_else = as_one(*this, statement(), l);
    if_chain_ = nullptr;
  }
  leave_nesting();
  warn_duplicated_branches(s);
  return s;
}

Statement* Sema::switch_statement() {
  Loc l = loc();
  consume();
  Statement* s = new_stmt(StatementKind::Switch, l);
  expect(TokenKind::LParen, "(");
  Expr* e = value(expression());
  close_condition();
  QualType t = tt.int_();
  if (!is_error(e->type)) {
    if (!is_integer(unatomic(e->type))) {
      error_at(e->loc, "switch quantity not an integer");
      e = error_expr(l);
    } else {
      t = promote(tt, e->type);
      e = cast(e, t);
    }
  }
  s->switch_expr = e;
  SwitchContext ctx{s, t, &s->switch_info->cases, {}, jump_scope_};
  switches.push_back(&ctx);
  ++breakable_depth;
  if (enter_nesting(l)) {
    s->switch_body = as_one(*this, statement(), l);
    leave_nesting();
  }
  --breakable_depth;
  switches.pop_back();
  // Duplicates and overlaps (C17 6.8.4.2p3): sorted by value, each range is checked
  // against the one reaching furthest before it; the later of the two in the source is
  // reported, and the reports come in source order.
  std::sort(ctx.ranges.begin(), ctx.ranges.end(),
            [](const CaseRange& a, const CaseRange& b) { return a.lo != b.lo ? a.lo < b.lo : a.order < b.order; });
  struct Duplicate {
    const CaseRange* at;
    const CaseRange* other;
  };
  std::vector<Duplicate> dups;
  const CaseRange* reach = nullptr;
  for (const CaseRange& r : ctx.ranges) {
    if (reach && r.lo <= reach->hi) dups.push_back(r.order > reach->order ? Duplicate{&r, reach} : Duplicate{reach, &r});
    if (!reach || r.hi > reach->hi) reach = &r;
  }
  std::sort(dups.begin(), dups.end(), [](const Duplicate& a, const Duplicate& b) { return a.at->order < b.at->order; });
  for (const Duplicate& d : dups) {
    bool single = d.at->lo == d.at->hi;
    error_at(d.at->loc, single ? "duplicate case value" : "duplicate (or overlapping) case value");
    note_at(d.other->loc, single ? "previously used here" : "this is the first entry overlapping that value");
  }
  return s;
}

Statement* Sema::while_statement() {
  Loc l = loc();
  consume();
  Statement* s = new_stmt(StatementKind::While, l);
  expect(TokenKind::LParen, "(");
  s->while_cond = condition(expression(), "");
  close_condition();
  ++loop_depth, ++breakable_depth;
  if (enter_nesting(l)) {
    s->while_body = as_one(*this, statement(), l);
    leave_nesting();
  }
  --loop_depth, --breakable_depth;
  return s;
}

Statement* Sema::do_statement() {
  Loc l = loc();
  consume();
  Statement* s = new_stmt(StatementKind::DoWhile, l);
  ++loop_depth, ++breakable_depth;
  if (enter_nesting(l)) {
    s->do_body = as_one(*this, statement(), l);
    leave_nesting();
  }
  --loop_depth, --breakable_depth;
  if (!accept_kw(Keyword::While)) {
    error(format("expected 'while' %s", before_tok().c_str()));
    skip_to_statement_end();
    s->do_cond = int_constant(0, tt.int_(), l);
    return s;
  }
  expect(TokenKind::LParen, "(");
  s->do_cond = condition(expression(), "");
  expect_closing(TokenKind::RParen, ")");
  expect(TokenKind::Semi, ";");
  return s;
}

Statement* Sema::for_statement() {
  Loc l = loc();
  consume();
  Statement* s = new_stmt(StatementKind::For, l);
  ForSupplement* f = s->for_loop;
  expect(TokenKind::LParen, "(");
  Scope* scope = il.alloc_scope(ScopeKind::Block, nullptr);
  f->for_scope = scope;
  push_scope(scope);
  JumpScope* outer_jump_scope = jump_scope_;
  if (!is(TokenKind::Semi)) {
    if (starts_decl_specs()) {
      if (opts.std_version == 0) { // C90, GNU's too (gcc)
        error_at(l, "'for' loop initial declarations are only allowed in C99 or C11 mode");
        note_at(l, "use option '-std=c99', '-std=gnu99', '-std=c11' or '-std=gnu11' to compile your code");
      }
      DeclSpec ds;
      parse_decl_specs(ds, true);
      Statement* first = nullptr;
      Statement** t = &first;
      in_for_declaration_ = true; // C17 6.8.5p3, checked per declarator
      declaration(ds, t);
      in_for_declaration_ = false;
      if (first) {
        Statement* b = new_stmt(StatementKind::Block, l);
        b->block->statements = first;
        b->block->end_loc = l;
        f->init = b;
      }
    } else {
      Statement* e = new_stmt(StatementKind::Expr, l);
      e->expr = expression();
      f->init = e;
      expect(TokenKind::Semi, ";");
    }
  } else {
    consume();
  }
  if (!is(TokenKind::Semi)) f->cond = condition(expression(), "");
  expect(TokenKind::Semi, ";");
  if (!is(TokenKind::RParen)) f->step = expression();
  close_condition();
  ++loop_depth, ++breakable_depth;
  if (enter_nesting(l)) {
    s->for_body = as_one(*this, statement(), l);
    leave_nesting();
  }
  --loop_depth, --breakable_depth;
  jump_scope_ = outer_jump_scope;
  pop_scope();
  return s;
}

// gcc reports these always: as -Wreturn-type's ([-Wreturn-type]) when that is on, else
// plain; then where the function was declared.
void Sema::warn_return_mismatch(Loc l, const char* msg) {
  bool reported = pp.diagnostics().warning_enabled(Warning::ReturnType) ? warn(Warning::ReturnType, l, msg) : warning_at(l, msg);
  if (reported) note_at(cur_fn->loc, "declared here");
}

Statement* Sema::return_statement() {
  Loc l = loc();
  consume();
  Statement* s = new_stmt(StatementKind::Return, l);
  if (accept(TokenKind::Semi)) {
    if (cur_fn && !is_void(cur_ret) && !is_error(cur_ret)) warn_return_mismatch(l, "'return' with no value, in function returning non-void");
    return s;
  }
  Expr* e = expression();
  expect(TokenKind::Semi, ";");
  if (!cur_fn) return s;
  if (is_void(cur_ret)) {
    e = value(e);
    if (!is_void(e->type) && !is_error(e->type)) warn_return_mismatch(e->loc, "'return' with a value, in function returning void");
    s->ret_value = e;
    return s;
  }
  if (is_error(cur_ret)) {
    s->ret_value = e;
    return s;
  }
  Expr* v = value(e);
  if (is_void(v->type)) {
    error_at(v->loc, "void value not ignored as it ought to be");
    s->ret_value = error_expr(l);
    return s;
  }
  if (v->kind == ExprKind::Operation && v->op == Operator::AddrOf && v->operands->kind == ExprKind::Variable &&
      !in_file_scope(v->operands->var) && !(v->operands->var->vflags & VarFlag::StaticLocal))
    warn(Warning::ReturnLocalAddr, v->loc, "function returns address of local variable");
  s->ret_value = convert_for_assignment(v, cur_ret.unqualified(), "return", l);
  fn_has_return_value = true;
  return s;
}

// asm-statement: asm qualifiers ( string [: outputs [: inputs [: clobbers [: labels]]]] ) ;
Statement* Sema::asm_statement(Loc l) {
  consume();
  Statement* s = new_stmt(StatementKind::Asm, l);
  AsmSupplement* a = s->asm_stmt;
  for (;;) {
    if (accept_kw(Keyword::Volatile)) a->aflags |= AsmFlag::Volatile;
    else if (accept_kw(Keyword::Inline)) a->aflags |= AsmFlag::Inline;
    else if (accept_kw(Keyword::Goto)) a->aflags |= AsmFlag::Goto;
    else if (accept_kw(Keyword::Const) || accept_kw(Keyword::Restrict)) {
    } else break;
  }
  if (!expect(TokenKind::LParen, "(")) {
    skip_to_statement_end();
    return s;
  }
  if (!is(TokenKind::StringLit)) {
    error("expected string literal before asm operands");
    skip_to_statement_end();
    return s;
  }
  std::string text;
  u8 size;
  QualType elem;
  string_literal_text(text, size, elem);
  if (!text.empty()) text.pop_back();
  a->asm_text = il.copy_string(il.current_region(), text);
  AsmOperand** tail = &a->asm_operands;
  auto add = [&](AsmOperand* o) {
    *tail = o;
    tail = &o->next;
  };
  int section = 0;
  u32 outputs = 0, inputs = 0;
  if (!is(TokenKind::Colon)) a->aflags |= AsmFlag::Basic;
  while (is(TokenKind::Colon) && section < 4) {
    consume();
    ++section;
    if (is(TokenKind::Colon) || is(TokenKind::RParen)) continue;
    for (;;) {
      AsmOperand* o = il.alloc_dual<AsmOperand>();
      if (section == 4) {
        o->operand_kind = AsmOperandKind::Label;
        if (!tok.is_ident()) {
          error(format("expected identifier %s", before_tok().c_str()));
          break;
        }
        Label* lab = lookup_label(tok.sym(), loc(), false);
        lab->lflags |= LabelFlag::Used;
        label_uses_.push_back({lab, loc()});
        o->goto_label = lab;
        consume();
        add(o);
      } else if (section == 3) {
        o->operand_kind = AsmOperandKind::Clobber;
        if (!is(TokenKind::StringLit)) {
          error("expected string literal in asm clobber list");
          break;
        }
        std::string c;
        string_literal_text(c, size, elem);
        if (!c.empty()) c.pop_back();
        o->constraint = il.copy_string(il.current_region(), c);
        add(o);
      } else {
        o->operand_kind = section == 1 ? AsmOperandKind::Output : AsmOperandKind::Input;
        if (accept(TokenKind::LBracket)) {
          if (tok.is_ident()) {
            o->symbolic_name = tok.sym();
            consume();
          }
          expect(TokenKind::RBracket, "]");
        }
        if (!is(TokenKind::StringLit)) {
          error("expected string literal for asm operand constraint");
          skip_until(TokenKind::RParen);
          break;
        }
        std::string c;
        string_literal_text(c, size, elem);
        if (!c.empty()) c.pop_back();
        o->constraint = il.copy_string(il.current_region(), c);
        expect(TokenKind::LParen, "(");
        Expr* e = expression();
        expect_closing(TokenKind::RParen, ")");
        if (section == 1) {
          ++outputs;
          if (!(e->eflags & ExprFlag::Lvalue) && !is_error(e->type)) error_at(e->loc, "lvalue required in 'asm' statement");
          else if (c.empty() || (c[0] != '=' && c[0] != '+')) error_at(e->loc, format("output operand constraint lacks '='"));
          if (e->kind == ExprKind::Variable) e->var->vflags |= VarFlag::Set;
        } else {
          ++inputs;
          bool memory = c.find('m') != std::string::npos && c.find_first_of("rgqabcdSDx") == std::string::npos;
          if (!memory) e = value(e);
          else if (!(e->eflags & ExprFlag::Lvalue) && !is_error(e->type)) error_at(e->loc, "memory input is not directly addressable");
        }
        o->operand = e;
        add(o);
      }
      if (!accept(TokenKind::Comma)) break;
    }
  }
  if (outputs + inputs > 30) error_at(l, "more than 30 operands in 'asm'");
  expect_closing(TokenKind::RParen, ")");
  expect(TokenKind::Semi, ";");
  return s;
}

namespace {
bool always_true(Expr* e) {
  return !e || (e->kind == ExprKind::Constant && e->constant->kind == ConstantKind::Integer && e->constant->ivalue != 0);
}

// A call of a noreturn function, __builtin_unreachable() or __builtin_trap().
bool never_returns(Expr* e) {
  if (e && e->kind == ExprKind::Operation && e->op == Operator::Call) {
    Expr* callee = e->operands;
    if (callee->kind == ExprKind::Operation && callee->op == Operator::FunctionToPointer) callee = callee->operands;
    return callee->kind == ExprKind::Routine && (callee->routine->rflags & RoutineFlag::NoReturn);
  }
  return e && e->kind == ExprKind::Operation && e->op == Operator::Builtin &&
         (e->aux == u32(BuiltinId::Unreachable) || e->aux == u32(BuiltinId::Trap));
}

// Reachability over the statement tree, for -Wreturn-type. flow(s, live) says whether
// control can leave `s` at its end, given whether its beginning is reachable by falling
// into it: after a return, goto, break, continue or noreturn call the statements that
// follow are dead (`return x; break;` in a switch case, as in QuickJS) until a label
// some goto or address names, or a case label of a switch that can be entered. The
// innermost loop or switch records whether one of its `break`s is reachable (control
// then leaves it), the innermost loop whether a `continue` is. One visit per statement.
struct Reachability {
  struct Breakable {
    bool is_loop;
    bool live_entry;           // a switch: its case labels are reachable
    bool broke = false, continued = false;
  };
  std::vector<Breakable> stack;

  bool flow(Statement* s, bool live) {
    switch (s->kind) {
    case StatementKind::Return:
    case StatementKind::Goto:
    case StatementKind::ComputedGoto: return false;
    case StatementKind::Break:
      if (live && !stack.empty()) stack.back().broke = true;
      return false;
    case StatementKind::Continue:
      for (size_t i = stack.size(); live && i-- > 0;)
        if (stack[i].is_loop) {
          stack[i].continued = true;
          break;
        }
      return false;
    case StatementKind::Label:
      return live || (s->label->lflags & (LabelFlag::Used | LabelFlag::AddressTaken | LabelFlag::NonLocal));
    case StatementKind::Case: {
      for (size_t i = stack.size(); i-- > 0;)
        if (!stack[i].is_loop) return live || stack[i].live_entry;
      return live;
    }
    case StatementKind::Expr: return live && !never_returns(s->expr);
    case StatementKind::Block:
      for (Statement* x = s->block->statements; x; x = x->next) live = flow(x, live);
      return live;
    case StatementKind::If: { // an else-if chain by iteration
      bool out = false;
      for (;;) {
        out |= s->if_then ? flow(s->if_then, live) : live;
        Statement* e = s->if_else;
        if (e && e->kind == StatementKind::If) {
          s = e;
          continue;
        }
        out |= e ? flow(e, live) : live;
        return out;
      }
    }
    case StatementKind::While:
    case StatementKind::For: {
      Expr* cond = s->kind == StatementKind::While ? s->while_cond : s->for_loop->cond;
      Breakable& b = loop(s->kind == StatementKind::While ? s->while_body : s->for_body, live);
      bool out = b.broke || (live && !always_true(cond));
      stack.pop_back();
      return out;
    }
    case StatementKind::DoWhile: {
      stack.push_back({true, false});
      bool body_end = s->do_body ? flow(s->do_body, live) : live;
      Breakable& b = stack.back();
      bool out = b.broke || ((body_end || b.continued) && !always_true(s->do_cond));
      stack.pop_back();
      return out;
    }
    case StatementKind::Switch: {
      stack.push_back({false, live});
      bool body_end = s->switch_body ? flow(s->switch_body, false) : false;
      bool out = stack.back().broke || body_end || (live && !s->switch_info->default_case);
      stack.pop_back();
      return out;
    }
    default: return live; // declarations, asm, empty statements, VLA sizes
    }
  }

  Breakable& loop(Statement* body, bool live) {
    stack.push_back({true, false});
    if (body) flow(body, live);
    return stack.back();
  }
};
} // namespace

// May control reach the end of `s`? (For -Wreturn-type.)
bool Sema::statement_can_fall_through(Statement* s) {
  if (!s) return true;
  Reachability r;
  return r.flow(s, true);
}

} // namespace ilcc::sema
