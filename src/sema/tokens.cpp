// tokens.cpp — the parser's view of the token stream (C17 5.1.1.2 phase 7).
//
// Tokens come fully macro-expanded from the preprocessor. Identifiers that are keywords
// are marked with their Keyword in Token::aux (a table indexed by symbol id, filled once),
// so keyword tests are one comparison. Pragma tokens are acted on as they are read and
// never reach the grammar, except that a `#pragma GCC diagnostic` takes effect when the
// token after it is consumed: the checks made when a function or block ends (unused
// variables, a missing return) look at the token after the closing brace first, and must
// still see the state of the warnings inside it, as gcc's do. A small lookahead queue serves the few places C needs more
// than one token (labels `id :`, casts versus parenthesized expressions, K&R parameter
// lists).
#include "sema/sema.h"

#include "support/diagnostics.h"

namespace ilcc::sema {

namespace {
struct KeywordSpelling {
  Keyword kw;
  const char* spelling;
};
const KeywordSpelling kKeywords[] = {
#define KEYWORD(E, spelling) {Keyword::E, spelling},
#define KEYWORD_ALIAS(E, spelling) {Keyword::E, spelling},
#include "sema/keywords.def"
};
} // namespace

Sema::Sema(Preprocessor& pp_, Il& il_, TypeTable& tt_, const SemaOptions& o, SemaClient* c)
    : pp(pp_), il(il_), tt(tt_), opts(o), client(c) {
  pragma_features_ = o.features;
  for (const KeywordSpelling& k : kKeywords) {
    std::string_view sp = k.spelling;
    if (!o.gnu && (sp == "typeof" || sp == "asm")) continue; // not reserved in ISO mode
    Symbol s = Symbol::intern(sp);
    if (s.id() >= keyword_of_.size()) keyword_of_.resize(s.id() + 64, 0);
    keyword_of_[s.id()] = u16(k.kw);
  }
  cur_scope = il.file_scope;
  scope_stack_.push_back(il.file_scope);
  declare_builtin_types();
  fetch();
}

Sema::~Sema() = default;

// The preprocessor's next token, with its keyword number. False when it was consumed here:
// a pragma (handled) or a stray character (reported).
bool Sema::read_token(Token& t) {
  t = pp.next();
  if (t.kind == TokenKind::Pragma) {
    handle_pragma(t);
    return false;
  }
  ++read_seq_;
  if (t.is_ident()) {
    u32 id = t.sym().id();
    t.aux = id < keyword_of_.size() ? keyword_of_[id] : 0;
  } else if (t.kind == TokenKind::Other) {
    error_at_tok(t, format("stray '%.*s' in program", int(t.len), t.text));
    return false;
  }
  return true;
}

void Sema::fetch() {
  if (abandoned_) {
    tok.kind = TokenKind::Eof;
    return;
  }
  for (;;) {
    Token t;
    if (la_pos_ < la_.size()) {
      t = la_[la_pos_++];
      if (la_pos_ == la_.size()) la_.clear(), la_pos_ = 0;
    } else if (!read_token(t)) {
      continue;
    }
    tok = t;
    ++tok_seq_;
    if (t.kind != TokenKind::Eof) last_loc_ = pp.expansion_point(t);
    return;
  }
}

const Token& Sema::peek(unsigned n) {
  if (abandoned_) return tok;
  while (la_.size() - la_pos_ < n) {
    Token t;
    if (read_token(t)) la_.push_back(t);
  }
  return la_[la_pos_ + n - 1];
}

Keyword Sema::peek_kw(unsigned n) {
  const Token& t = peek(n);
  return t.is_ident() ? Keyword(t.aux) : Keyword::None;
}

void Sema::consume() {
  if (tok.kind == TokenKind::Eof) return;
  if (!pending_diagnostic_pragmas_.empty()) apply_diagnostic_pragmas(tok_seq_);
  prev_tok_loc_ = tok.exp ? 0 : tok.loc;
  fetch(), ++consumed_;
}

// The #pragma GCC diagnostic read before token number `seq` (all of them at the end of
// the unit).
void Sema::apply_diagnostic_pragmas(u64 seq) {
  size_t n = 0;
  for (; n < pending_diagnostic_pragmas_.size() && pending_diagnostic_pragmas_[n].before <= seq; ++n) {
    const PendingDiagnosticPragma& p = pending_diagnostic_pragmas_[n];
    diagnostic_pragma(p.kind, p.option, p.loc);
  }
  pending_diagnostic_pragmas_.erase(pending_diagnostic_pragmas_.begin(), pending_diagnostic_pragmas_.begin() + n);
}

// Error recovery stops before a closer it cannot match; a loop over declarations or
// statements that made no progress skips that token (already diagnosed) instead of
// looping forever.
void Sema::ensure_progress(u64 before) {
  if (consumed_ == before) consume();
}

bool Sema::accept(TokenKind k) {
  if (tok.kind != k) return false;
  consume();
  return true;
}

bool Sema::accept_kw(Keyword k) {
  if (!is_kw(k)) return false;
  consume();
  return true;
}

std::string Sema::tok_spelling(const Token& t) const {
  if (t.kind == TokenKind::Eof) return "end of input";
  return std::string(t.spelling());
}

// Where a syntax error is, in gcc's words: "before 'name'", "before numeric constant",
// "before ';' token", "at end of input".
std::string Sema::before_tok() const {
  switch (tok.kind) {
  case TokenKind::Eof: return "at end of input";
  case TokenKind::Number: return "before numeric constant";
  case TokenKind::StringLit: return "before string constant";
  case TokenKind::CharConst: return "before character constant";
  case TokenKind::Identifier: return format("before '%s'", tok_spelling(tok).c_str());
  default: return format("before '%s' token", tok_spelling(tok).c_str());
  }
}

bool Sema::expect(TokenKind k, const char* what) {
  if (accept(k)) return true;
  if (k == TokenKind::Semi) error_missing_semicolon(format("expected ';' %s", before_tok().c_str()));
  else error(format("expected '%s' %s", what, before_tok().c_str()));
  return false;
}

// A missing ';': the fix-it inserts it after the previous token, where the report is
// located too when the next token is on a later line (as gcc's and clang's).
void Sema::error_missing_semicolon(std::string_view msg) {
  SourceManager& sm = pp.sources();
  Loc at = loc();
  SourceHints hints;
  if (prev_tok_loc_) {
    Loc end = sm.token_end(prev_tok_loc_);
    hints.fixits.push_back({end, end, ";"});
    if (sm.presumed(end).line != sm.presumed(at).line) at = end;
  }
  error_at(at, msg, &hints);
}

// "did you mean 'X'?" with the fix-it replacing the token at `l` by X.
SourceHints Sema::replace_token(Loc l, std::string_view with) {
  SourceHints h;
  if (!with.empty()) h.fixits.push_back({l, pp.sources().token_end(l), std::string(with)});
  return h;
}

bool Sema::expect_closing(TokenKind k, const char* what) {
  if (expect(k, what)) return true;
  skip_until(k);
  return false;
}

// Skips to `k` at nesting depth 0 and consumes it; stops before a `}` that would close an
// enclosing block, and at end of input.
void Sema::skip_until(TokenKind k) {
  int depth = 0;
  while (tok.kind != TokenKind::Eof) {
    if (depth == 0 && tok.kind == k) {
      consume();
      return;
    }
    switch (tok.kind) {
    case TokenKind::LParen:
    case TokenKind::LBracket:
    case TokenKind::LBrace: ++depth; break;
    case TokenKind::RParen:
    case TokenKind::RBracket:
    case TokenKind::RBrace:
      if (depth == 0) return;
      --depth;
      break;
    case TokenKind::Semi:
      if (depth == 0 && k != TokenKind::Semi) return;
      break;
    default: break;
    }
    consume();
  }
}

// Skips a balanced { ... } group ('{' is current), or nothing.
void Sema::skip_braces() {
  if (!is(TokenKind::LBrace)) return;
  int depth = 0;
  while (!is(TokenKind::Eof)) {
    if (is(TokenKind::LBrace)) ++depth;
    if (is(TokenKind::RBrace) && --depth == 0) {
      consume();
      return;
    }
    consume();
  }
}

void Sema::skip_to_statement_end() {
  int depth = 0;
  while (tok.kind != TokenKind::Eof) {
    if (depth == 0 && tok.kind == TokenKind::Semi) {
      consume();
      return;
    }
    if (tok.kind == TokenKind::LBrace || tok.kind == TokenKind::LParen || tok.kind == TokenKind::LBracket) ++depth;
    if (tok.kind == TokenKind::RBrace || tok.kind == TokenKind::RParen || tok.kind == TokenKind::RBracket) {
      if (depth == 0) return;
      --depth;
      if (depth == 0 && tok.kind == TokenKind::RBrace) {
        consume();
        return;
      }
    }
    consume();
  }
}

// After a fatal error (abandoned_) nothing more is reported: the constructs still open
// unwind with "expected ..." errors otherwise, one per level (16384 of them, each quoting
// a source line that may be megabytes long: quadratic time).
void Sema::error_at_tok(const Token& t, std::string_view msg) {
  if (abandoned_) return;
  if (t.kind == TokenKind::Eof && !t.loc) {
    // At the end of the input: after the last token.
    pp.report(Severity::Error, last_loc_, 0, msg);
    return;
  }
  pp.report(Severity::Error, t.loc, t.exp, msg);
}
void Sema::error_at(Loc l, std::string_view msg, const SourceHints* hints) {
  if (!abandoned_) pp.report(Severity::Error, l, 0, msg, Warning::None, hints);
}
void Sema::note_at(Loc l, std::string_view msg) {
  if (!abandoned_) pp.report(Severity::Note, l, 0, msg);
}

bool Sema::in_system_header(Loc l) const {
  if (!l) return false;
  SourceManager& sm = pp.sources();
  return sm.buffer(sm.buffer_of(l)).system != 0;
}

// Warnings in system headers are not reported (as gcc and clang do).
bool Sema::warning_at(Loc l, std::string_view msg) {
  if (abandoned_ || pp.diagnostics().suppress_warnings ||
      (in_system_header(l) && !pp.diagnostics().system_header_warnings))
    return false;
  return pp.report(Severity::Warning, l, 0, msg);
}


bool Sema::warn(Warning w, Loc l, std::string_view msg, bool decided, const SourceHints* hints) {
  Diagnostics& d = pp.diagnostics();
  if (abandoned_ || (in_system_header(l) && !d.system_header_warnings)) return false;
  bool on = d.warning_enabled(w);
  if (decided) d.set_warning(w, true);
  bool reported = pp.report(Severity::Warning, l, 0, msg, w, hints);
  if (decided) d.set_warning(w, on);
  return reported;
}

void Sema::pedwarn(Loc l, std::string_view msg, Warning w) {
  if (extension_ || abandoned_ || in_system_header(l)) return;
  Diagnostics& d = pp.diagnostics();
  bool pedantic = d.warning_enabled(Warning::Pedantic);
  if (pedantic && opts.pedantic_errors) {
    std::string_view name = warning_name(w);
    return error_at(l, format("%.*s [-W%.*s]", int(msg.size()), msg.data(), int(name.size()), name.data()));
  }
  if (d.warning_enabled(w)) {
    warn(w, l, msg);
    return;
  }
  if (!pedantic) return;
  // On through -pedantic only: an error with -Werror=pedantic; the tag is w's own, as gcc.
  std::string_view name = warning_name(w);
  if (d.warning_is_error(Warning::Pedantic)) error_at(l, format("%.*s [-Werror=pedantic]", int(msg.size()), msg.data()));
  else warn(Warning::None, l, format("%.*s [-W%.*s]", int(msg.size()), msg.data(), int(name.size()), name.data()));
}

// Too deep a nesting is fatal (like clang): the rest of the input is not parsed, so the
// error neither cascades nor recurses further.
bool Sema::enter_nesting(Loc at) {
  if (++nesting_ <= opts.bracket_depth && !abandoned_) return true;
  --nesting_;
  if (!abandoned_) {
    pp.report(Severity::Fatal, at, 0,
              format("bracket nesting level exceeded maximum of %u (use -fbracket-depth=N to raise it)", opts.bracket_depth));
    abandoned_ = true;
    la_.clear();
    la_pos_ = 0;
    tok.kind = TokenKind::Eof;
  }
  return false;
}

bool parse_translation_unit(Preprocessor& pp, Il& il, TypeTable& tt, const SemaOptions& opts, SemaClient* client) {
  Sema s(pp, il, tt, opts, client);
  s.translation_unit();
  return !pp.diagnostics().has_errors();
}

} // namespace ilcc::sema
