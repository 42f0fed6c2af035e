// conditional.cpp — conditional inclusion (C17 6.10.1): #if #ifdef #ifndef #elif #elifdef
// #elifndef #else #endif, and the scanner for skipped groups.
//
// The conditional stack holds one entry per open #if in the whole include stack; each
// file remembers the depth at which it started, so an #endif cannot close a group of the
// includer and a file that ends inside a group is diagnosed (pop_file). Skipped groups are
// not tokenized: Lexer::skip_to_directive_line() finds the next line starting with '#',
// and only directive names are read, so text in a false group may be anything (gcc).
//
// Include guards: the first directive of a file being #ifndef G (or #if !defined G) puts
// the file in the InGuard state; the #endif that closes that group moves it to AfterEndif.
#include "pp/names.h"
#include "pp/preprocessor.h"

namespace ilcc {

namespace {
bool is_if_like(Directive d) { return d == Directive::If || d == Directive::Ifdef || d == Directive::Ifndef; }
bool is_elif_like(Directive d) { return d == Directive::Elif || d == Directive::Elifdef || d == Directive::Elifndef; }
} // namespace

void Preprocessor::do_conditional(Symbol dir, const Token& tok) {
  Directive d = n_->directive(dir);
  FileState& f = cur_file();
  bool at_guard_start = f.guard == GuardState::Start && conds_.size() == f.cond_base;
  if (is_if_like(d)) {
    bool value;
    Symbol guard;
    if (d == Directive::If) {
      n_->guard_candidate = Symbol();
      value = evaluate_if(tok);
      guard = n_->guard_candidate;
    } else {
      Token name = directive_token();
      if (!name.is_ident()) {
        error(name.kind == TokenKind::Eol ? tok : name,
              format("no macro name given in #%s directive", dir.c_str()));
        if (name.kind != TokenKind::Eol && name.kind != TokenKind::Eof) cur_file().lexer.discard_line();
        value = false;
      } else {
        value = macros_.find(name.sym()) != nullptr;
        if (d == Directive::Ifndef) value = !value, guard = name.sym();
        end_directive(directive_token(), dir.c_str());
      }
    }
    FileState& cf = cur_file();
    if (at_guard_start && guard) {
      cf.guard = GuardState::InGuard;
      cf.guard_macro = guard;
    } else if (cf.guard == GuardState::Start) {
      cf.guard = GuardState::Invalid;
    }
    conds_.push_back({tok.loc, value, false});
    if (!value) skip_group();
    return;
  }
  // #elif / #else / #endif in a group being processed.
  if (conds_.size() <= f.cond_base) {
    error(tok, format("#%s without #if", dir.c_str()));
    cur_file().lexer.discard_line();
    return;
  }
  Conditional& c = conds_.back();
  bool closes_guard = f.guard == GuardState::InGuard && conds_.size() == f.cond_base + 1;
  if (d == Directive::Endif) {
    end_directive(directive_token(), "endif");
    conds_.pop_back();
    if (closes_guard) f.guard = GuardState::AfterEndif;
    return;
  }
  if (closes_guard) f.guard = GuardState::Invalid;
  if (c.seen_else) error(tok, format("#%s after #else", dir.c_str()));
  if (d == Directive::Else) {
    c.seen_else = true;
    end_directive(directive_token(), "else");
  } else {
    cur_file().lexer.discard_line(); // C17 6.10.1p6: not evaluated after a processed group
  }
  skip_group();
}

void Preprocessor::skip_group() {
  u32 depth = 0;
  size_t fi = files_.size() - 1;
  for (;;) {
    Lexer& lx = files_[fi].lexer;
    lx.directive_mode = false;
    if (!lx.skip_to_directive_line()) {
      in_directive_ = true; // the caller restores; the Eof ends the file in lex_file_token
      lx.directive_mode = true;
      return;
    }
    lx.lex(); // the '#'
    lx.directive_mode = true;
    Token nt = lx.lex();
    Directive d = nt.is_ident() ? n_->directive(nt.sym()) : Directive::None;
    if (is_if_like(d)) {
      ++depth;
    } else if (d == Directive::Endif) {
      if (depth == 0) {
        end_directive(lx.lex(), "endif");
        conds_.pop_back();
        FileState& f = files_[fi];
        if (f.guard == GuardState::InGuard && conds_.size() == f.cond_base) f.guard = GuardState::AfterEndif;
        return;
      }
      --depth;
    } else if (depth == 0 && (is_elif_like(d) || d == Directive::Else)) {
      Conditional& c = conds_.back();
      FileState& f = files_[fi];
      if (f.guard == GuardState::InGuard && conds_.size() == f.cond_base + 1) f.guard = GuardState::Invalid;
      if (c.seen_else) error(nt, format("#%s after #else", nt.sym().c_str()));
      if (d == Directive::Else) {
        c.seen_else = true;
        end_directive(lx.lex(), "else");
        if (!c.taken) {
          c.taken = true;
          return;
        }
        continue;
      }
      if (c.taken) {
        lx.discard_line();
        continue;
      }
      bool value;
      if (d == Directive::Elif) {
        value = evaluate_if(nt);
      } else {
        Token name = lx.lex();
        if (!name.is_ident()) {
          error(name.kind == TokenKind::Eol ? nt : name, format("no macro name given in #%s directive", nt.sym().c_str()));
          if (name.kind != TokenKind::Eol && name.kind != TokenKind::Eof) lx.discard_line();
          value = false;
        } else {
          value = (macros_.find(name.sym()) != nullptr) == (d == Directive::Elifdef);
          end_directive(lx.lex(), nt.sym().c_str());
        }
      }
      if (value) {
        conds_.back().taken = true;
        return;
      }
      continue;
    }
    // The rest of the line, unless the directive name was already its end (the null
    // directive, `#` alone: its newline is behind us).
    if (nt.kind != TokenKind::Eol && nt.kind != TokenKind::Eof) lx.discard_line();
  }
}

} // namespace ilcc
