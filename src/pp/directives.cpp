// directives.cpp — preprocessing directives (C17 6.10.1–6.10.7, 6.10.9, GNU extensions).
//
// handle_directive() runs with the current file's lexer in directive mode, so the line
// ends with an Eol token (C17 6.10p2). Each directive reads its operands from the raw
// lexer or, where the standard asks for macro replacement (#if, #include and #line
// without a plain operand), through the expander, which stops at the Eol as well.
//
// Conditionals (6.10.1): a false group is skipped by skip_group(), which scans lines for
// '#' without lexing text and tracks only the nesting of #if/#endif; it returns when a
// group is to be processed (an #elif that is true, an #else whose #if took no group) or
// at the matching #endif. An #elif after a processed group is not evaluated (6.10.1p6).
//
// Pragmas (6.10.6): `once`, `push_macro`/`pop_macro`, `GCC system_header`, `GCC poison`,
// `GCC warning`/`GCC error` act here; all others become a Pragma token for the compiler
// (and -E prints them as #pragma lines).
#include "pp/names.h"
#include "pp/preprocessor.h"

#include <cstring>

namespace ilcc {

void Preprocessor::end_directive(const Token& last, const char* directive) {
  Token t = last;
  if (t.kind != TokenKind::Eol && t.kind != TokenKind::Eof) {
    warning(t, format("extra tokens at end of #%s directive", directive));
    cur_file().lexer.discard_line();
  }
}

void Preprocessor::handle_directive(const Token& hash) {
  size_t fi = files_.size() - 1;
  in_directive_ = true;
  cur_file().lexer.directive_mode = true;
  Token nt = directive_token();
  FileState& f = cur_file();
  Directive d = nt.is_ident() ? n_->directive(nt.sym()) : Directive::None;
  if (f.guard == GuardState::Start) f.guard = d == Directive::Ifndef || d == Directive::If ? GuardState::Start : GuardState::Invalid;
  else if (f.guard == GuardState::AfterEndif) f.guard = GuardState::Invalid;
  switch (d) {
  case Directive::None:
    if (nt.kind == TokenKind::Eol || nt.kind == TokenKind::Eof) break; // the null directive
    if (nt.kind == TokenKind::Number) {
      do_line(nt, true); // GNU line marker: # 33 "file" flags
      break;
    }
    if (opts_.assembler) {
      // An assembler comment such as "# save registers": the line is text (the caller
      // returns the '#', then the rest of the line is read and expanded as usual).
      push_back(nt);
      pass_hash_ = true;
      break;
    }
    error(nt, format("invalid preprocessing directive #%.*s", int(nt.spelling().size()), nt.spelling().data()));
    cur_file().lexer.discard_line();
    break;
  case Directive::Define: {
    Macro* m = read_define(hash);
    if (m && observer_) observer_->macro_defined(*m);
    break;
  }
  case Directive::Undef: {
    Token name = directive_token();
    if (!name.is_ident()) {
      error(name, name.kind == TokenKind::Eol ? "no macro name given in #undef directive" : "macro names must be identifiers");
      if (name.kind != TokenKind::Eol) cur_file().lexer.discard_line();
      break;
    }
    if (name.sym() == n_->defined) error(name, "\"defined\" cannot be used as a macro name");
    Macro* old = macros_.find(name.sym());
    if (old && old->builtin != BuiltinMacro::None) warning(name, format("undefining \"%s\"", name.sym().c_str()));
    macros_.set(name.sym(), nullptr);
    end_directive(directive_token(), "undef");
    if (observer_) observer_->macro_undefined(name.sym(), name.loc);
    break;
  }
  case Directive::Include:
  case Directive::Import:
    if (d == Directive::Import) warning(nt, "#import is a deprecated GCC extension");
    do_include(nt, false);
    break;
  case Directive::IncludeNext: do_include(nt, true); break;
  case Directive::If:
  case Directive::Ifdef:
  case Directive::Ifndef:
  case Directive::Elif:
  case Directive::Elifdef:
  case Directive::Elifndef:
  case Directive::Else:
  case Directive::Endif: do_conditional(nt.sym(), nt); break;
  case Directive::Line: do_line(nt, false); break;
  case Directive::Error:
  case Directive::Warning: {
    std::string_view msg = cur_file().lexer.rest_of_line();
    std::string text = format("#%s %.*s", d == Directive::Error ? "error" : "warning", int(msg.size()), msg.data());
    if (d == Directive::Error) report(Severity::Error, nt.loc, 0, text);
    else report_requested_warning(nt.loc, 0, text);
    directive_token();
    break;
  }
  case Directive::Assert:
  case Directive::Unassert: {
    // GNU #assert pred(answer) / #unassert pred[(answer)] (deprecated, still accepted).
    std::string pred, answer;
    Token t = directive_token();
    if (!t.is_ident()) {
      error(t, format("assertion without predicate"));
      if (t.kind != TokenKind::Eol) cur_file().lexer.discard_line();
      break;
    }
    pred = std::string(t.spelling());
    t = directive_token();
    if (t.kind == TokenKind::LParen) {
      for (t = directive_token(); t.kind != TokenKind::RParen && t.kind != TokenKind::Eol && t.kind != TokenKind::Eof; t = directive_token()) {
        if (!answer.empty()) answer += ' ';
        answer += t.spelling();
      }
      if (t.kind == TokenKind::RParen) t = directive_token();
    }
    if (d == Directive::Assert) {
      if (answer.empty()) {
        error(nt, "missing '(' after predicate");
      } else {
        n_->assertions.push_back({pred, answer});
      }
    } else {
      std::erase_if(n_->assertions, [&](const auto& a) { return a.first == pred && (answer.empty() || a.second == answer); });
    }
    end_directive(t, d == Directive::Assert ? "assert" : "unassert");
    break;
  }
  case Directive::Ident:
  case Directive::Sccs: {
    Token s = directive_token();
    if (s.kind != TokenKind::StringLit) {
      error(s, format("invalid #%s directive", nt.sym().c_str()));
      if (s.kind != TokenKind::Eol) cur_file().lexer.discard_line();
      break;
    }
    end_directive(directive_token(), nt.sym().c_str());
    if (observer_) observer_->ident(nt.loc, s.spelling());
    break;
  }
  case Directive::Pragma: {
    // The pragma's tokens, re-spelled (comments become white space, C17 5.1.1.2p1).
    std::string text;
    for (Token t = directive_token(); t.kind != TokenKind::Eol && t.kind != TokenKind::Eof; t = directive_token()) {
      if (!text.empty() && (t.flags & TokenFlag::LeadingSpace)) text += ' ';
      text += t.spelling();
    }
    std::string_view saved = arena_.copy_string(text);
    if (do_pragma(saved, nt.loc, 0, false)) {
      Token p;
      p.kind = TokenKind::Pragma;
      p.flags = TokenFlag::StartOfLine;
      p.loc = hash.loc;
      p.text = saved.data();
      p.len = u32(saved.size());
      pending_pragma_.push_back(p);
    }
    break;
  }
  }
  in_directive_ = false;
  if (fi < files_.size()) files_[fi].lexer.directive_mode = false;
}

// C17 6.10.3: # define identifier [lparen identifier-list? ) ] replacement-list new-line
Macro* Preprocessor::read_define(const Token& hash) {
  (void)hash;
  Token nt = directive_token();
  if (!nt.is_ident()) {
    error(nt, nt.kind == TokenKind::Eol ? "no macro name given in #define directive" : "macro names must be identifiers");
    if (nt.kind != TokenKind::Eol) cur_file().lexer.discard_line();
    return nullptr;
  }
  Symbol name = nt.sym();
  if (name == n_->defined) {
    error(nt, "\"defined\" cannot be used as a macro name");
    cur_file().lexer.discard_line();
    return nullptr;
  }
  Macro* m = new_macro(name);
  m->loc = nt.loc;
  // Parameters, and for each symbol id its parameter index + 1 (0: not a parameter), so
  // that duplicate checks and body lookups are constant time however many there are.
  std::vector<Symbol> params;
  std::vector<u32>& slot = n_->param_slot;
  auto add_param = [&](Symbol p) {
    if (p.id() >= slot.size()) slot.resize(std::max<size_t>(p.id() + 1, slot.size() * 2), 0);
    slot[p.id()] = u32(params.size()) + 1;
    params.push_back(p);
  };
  auto param_index = [&](Symbol p) -> int { return p.id() < slot.size() ? int(slot[p.id()]) - 1 : -1; };
  struct ClearSlots {
    std::vector<Symbol>& params;
    std::vector<u32>& slot;
    ~ClearSlots() {
      for (Symbol p : params) slot[p.id()] = 0;
    }
  } clear_slots{params, slot};
  auto fail = [&](const Token& at, std::string msg) {
    error(at, msg);
    if (at.kind != TokenKind::Eol && at.kind != TokenKind::Eof) cur_file().lexer.discard_line();
    return nullptr;
  };
  Token t = directive_token();
  if (t.kind == TokenKind::LParen && !(t.flags & TokenFlag::LeadingSpace)) {
    m->function_like = true;
    t = directive_token();
    if (t.kind != TokenKind::RParen) {
      for (;;) {
        if (t.kind == TokenKind::Ellipsis) {
          if (params.size() == kMaxMacroParams)
            return fail(t, format("too many macro parameters (the maximum is %u)", kMaxMacroParams));
          m->variadic = true;
          add_param(n_->va_args);
          t = directive_token();
          if (t.kind != TokenKind::RParen) return fail(t, "missing ')' in macro parameter list");
          break;
        }
        if (!t.is_ident()) {
          if (t.kind == TokenKind::Eol || t.kind == TokenKind::Eof) return fail(t, "missing ')' in macro parameter list");
          return fail(t, format("expected parameter name, found \"%.*s\"", int(t.spelling().size()), t.spelling().data()));
        }
        if (t.sym() == n_->va_args) return fail(t, "__VA_ARGS__ can not be used as a parameter name");
        if (param_index(t.sym()) >= 0) return fail(t, format("duplicate macro parameter \"%s\"", t.sym().c_str()));
        if (params.size() == kMaxMacroParams)
          return fail(t, format("too many macro parameters (the maximum is %u)", kMaxMacroParams));
        add_param(t.sym());
        t = directive_token();
        if (t.kind == TokenKind::Ellipsis) { // GNU named variable arguments: args...
          m->variadic = true;
          t = directive_token();
          if (t.kind != TokenKind::RParen) return fail(t, "missing ')' in macro parameter list");
          break;
        }
        if (t.kind == TokenKind::RParen) break;
        if (t.kind != TokenKind::Comma)
          return fail(t, t.kind == TokenKind::Eol ? "missing ')' in macro parameter list"
                                                  : format("expected ',' or ')', found \"%.*s\"", int(t.spelling().size()), t.spelling().data()));
        t = directive_token();
      }
    }
    t = directive_token();
  } else if (t.kind != TokenKind::Eol && t.kind != TokenKind::Eof && !(t.flags & TokenFlag::LeadingSpace)) {
    warning(t, "ISO C99 requires whitespace after the macro name");
  }
  std::vector<Token>& body = scratch();
  i64 group = -1;        // index of the open __VA_OPT__ token
  int group_depth = 0;   // parentheses inside it
  i64 closed_group = -1; // a __VA_OPT__ group that just closed
  Macro* result = m;
  Token pending;            // assembler mode: the token after a '#' kept as text
  bool has_pending = false;
  auto next = [&] {
    if (!has_pending) return directive_token();
    has_pending = false;
    return pending;
  };
  for (; t.kind != TokenKind::Eol && t.kind != TokenKind::Eof; t = next()) {
    t.flags &= u8(~TokenFlag::StartOfLine);
    i64 just_closed = closed_group;
    closed_group = -1;
    if (t.is_ident() && m->function_like) {
      int pi = param_index(t.sym());
      if (pi >= 0 && !(t.sym() == n_->va_args && !m->variadic)) {
        t.kind = TokenKind::MacroParam;
        t.aux = u16(pi);
      } else if (t.sym() == n_->va_opt && m->variadic) {
        if (group >= 0) { result = fail(t, "__VA_OPT__ may not appear in a __VA_OPT__ operand"); break; }
        Token lp = directive_token();
        if (lp.kind != TokenKind::LParen) { result = fail(lp, "__VA_OPT__ must be followed by an open parenthesis"); break; }
        t.kind = TokenKind::VaOpt;
        t.len = 0;
        t.text = nullptr;
        group = i64(body.size());
        group_depth = 0;
        m->has_paste = true;
        body.push_back(t);
        continue;
      }
      if (t.is_ident() && t.sym() == n_->va_args) warning(t, "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
    } else if (t.is_ident() && t.sym() == n_->va_args) {
      warning(t, "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
    }
    if (group >= 0 && t.kind == TokenKind::LParen) ++group_depth;
    if (group >= 0 && t.kind == TokenKind::RParen) {
      if (group_depth == 0) {
        if (!body.empty() && body.back().kind == TokenKind::HashHash && i64(body.size()) - 1 > group) {
          result = fail(t, "'##' cannot appear at either end of __VA_OPT__");
          break;
        }
        body[size_t(group)].len = u32(body.size() - size_t(group) - 1);
        closed_group = group;
        group = -1;
        continue;
      }
      --group_depth;
    }
    if (t.kind == TokenKind::Hash && m->function_like) {
      // C17 6.10.3.2p1: each # shall be followed by a parameter.
      Token p = directive_token();
      if (p.is_ident() && p.sym() == n_->va_opt && m->variadic && group < 0) {
        Token lp = directive_token();
        if (lp.kind != TokenKind::LParen) { result = fail(lp, "__VA_OPT__ must be followed by an open parenthesis"); break; }
        p.kind = TokenKind::VaOpt;
        p.len = 0;
        p.text = nullptr;
        p.flags = u8((p.flags & ~TokenFlag::LeadingSpace) | (t.flags & TokenFlag::LeadingSpace) | TokenFlag::Stringify);
        group = i64(body.size());
        group_depth = 0;
        m->has_paste = true;
        body.push_back(p);
        continue;
      }
      int pi = p.is_ident() ? param_index(p.sym()) : -1;
      if (pi < 0 && opts_.assembler) {
        // In assembly, # is an ordinary character (a comment, an immediate): kept as text.
        body.push_back(t);
        pending = p;
        has_pending = true;
        continue;
      }
      if (pi < 0) { result = fail(t, "'#' is not followed by a macro parameter"); break; }
      p.kind = TokenKind::MacroParam;
      p.aux = u16(pi);
      p.flags = u8((p.flags & ~TokenFlag::LeadingSpace) | (t.flags & TokenFlag::LeadingSpace) | TokenFlag::Stringify);
      body.push_back(p);
      continue;
    }
    if (t.kind == TokenKind::HashHash) {
      // C17 6.10.3.3p1: ## shall not be at either end of a replacement list.
      if (body.empty() || (group >= 0 && i64(body.size()) - 1 == group)) {
        result = fail(t, "'##' cannot appear at either end of a macro expansion");
        break;
      }
      if (just_closed >= 0) body[size_t(just_closed)].flags |= TokenFlag::PasteLeft;
      else body.back().flags |= TokenFlag::PasteLeft;
      m->has_paste = true;
    }
    body.push_back(t);
  }
  if (result && group >= 0) result = fail(t, "unterminated __VA_OPT__");
  if (result && !body.empty() && body.back().kind == TokenKind::HashHash)
    result = fail(body.back(), "'##' cannot appear at either end of a macro expansion");
  if (result) {
    Token* copy = body.empty() ? nullptr : arena_.alloc_array<Token>(body.size());
    if (copy) std::memcpy(static_cast<void*>(copy), body.data(), body.size() * sizeof(Token));
    m->body = copy;
    m->body_size = u32(body.size());
    if (!params.empty()) {
      Symbol* ps = arena_.alloc_array<Symbol>(params.size());
      for (size_t i = 0; i < params.size(); ++i) ps[i] = params[i];
      m->params = ps;
    }
    m->param_count = u16(params.size());
    Macro* old = macros_.find(name);
    if (old && old->builtin != BuiltinMacro::None) {
      warning(nt, format("redefining builtin macro \"%s\"", name.c_str()));
    } else if (old && !macros_identical(*old, *m)) {
      if (warning(nt, format("\"%s\" redefined", name.c_str())) && old->loc)
        report(Severity::Note, old->loc, 0, "this is the location of the previous definition");
    }
    macros_.set(name, m);
  }
  release_scratch();
  return result;
}

}  // namespace ilcc
