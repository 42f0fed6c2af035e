// if_expr.cpp — evaluation of #if / #elif controlling expressions (C17 6.10.1).
//
// Two steps. Collection (6.10.1p4): the line is macro-expanded, except the operands of
// `defined` and of the __has_* operators, which are evaluated on the spot into 0/1 (or a
// version number) tokens; identifiers left after expansion become 0. Parsing: precedence
// climbing over the C constant-expression grammar (6.6) with values of intmax_t or
// uintmax_t (6.10.1p4: "all signed integer types and all unsigned integer types act as if
// they have the same representation as ... intmax_t and uintmax_t"), the usual arithmetic
// conversions (one unsigned operand makes the operation unsigned), and short-circuit
// evaluation: an operand that is not evaluated may divide by zero (6.5.13, 6.5.14, 6.5.15).
//
// The collector also recognizes `!defined X` / `!defined(X)` as the whole expression, for
// include-guard detection.
#include "pp/if_value.h"
#include "pp/names.h"
#include "pp/preprocessor.h"

namespace ilcc {

bool Preprocessor::evaluate_if(const Token& tok) {
  std::vector<Token> toks;
  bool saved = in_if_;
  in_if_ = true;
  bool ok = true;
  std::vector<Token>& raw_shape = scratch(); // tokens as seen, for the guard pattern
  for (;;) {
    Token t = expand_next();
    if (t.kind == TokenKind::Eol || t.kind == TokenKind::Eof) break;
    raw_shape.push_back(t);
    if (t.kind == TokenKind::Identifier) {
      if (t.sym() == n_->defined) {
        // C17 6.10.1p1: defined identifier | defined ( identifier )
        Token a = next_unexpanded();
        bool paren = a.kind == TokenKind::LParen;
        if (paren) a = next_unexpanded();
        if (!a.is_ident()) {
          error(a.kind == TokenKind::Eol ? t : a, "operator \"defined\" requires an identifier");
          if (a.kind == TokenKind::Eol) push_back(a);
          ok = false;
          break;
        }
        if (paren) {
          Token r = next_unexpanded();
          if (r.kind != TokenKind::RParen) {
            error(r, "missing ')' after \"defined\"");
            if (r.kind == TokenKind::Eol) push_back(r);
            ok = false;
            break;
          }
        }
        raw_shape.push_back(a);
        Token v = t;
        v.kind = TokenKind::Number;
        v.text = macros_.find(a.sym()) ? "1" : "0";
        v.len = 1;
        toks.push_back(v);
        continue;
      }
      // C17 6.10.1p4: remaining identifiers are replaced by 0.
      Token v = t;
      v.kind = TokenKind::Number;
      v.text = "0";
      v.len = 1;
      toks.push_back(v);
      continue;
    }
    if (t.kind == TokenKind::Hash) {
      // GNU assertion test: #pred or #pred(answer).
      Token p = next_unexpanded();
      if (!p.is_ident()) {
        error(p.kind == TokenKind::Eol ? t : p, "assertion without predicate");
        if (p.kind == TokenKind::Eol) push_back(p);
        ok = false;
        break;
      }
      Token q = next_unexpanded();
      std::string answer;
      if (q.kind == TokenKind::LParen) {
        for (q = next_unexpanded(); q.kind != TokenKind::RParen && q.kind != TokenKind::Eol && q.kind != TokenKind::Eof; q = next_unexpanded()) {
          if (!answer.empty()) answer += ' ';
          answer += q.spelling();
        }
        if (q.kind == TokenKind::Eol) push_back(q);
      } else if (q.kind != TokenKind::Eof) {
        push_back(q);
      }
      bool found = false;
      for (const auto& [pr, an] : n_->assertions)
        found |= pr == p.spelling() && (answer.empty() || an == answer);
      Token v = t;
      v.kind = TokenKind::Number;
      v.text = found ? "1" : "0";
      v.len = 1;
      toks.push_back(v);
      continue;
    }
    toks.push_back(t);
  }
  in_if_ = saved;
  if (raw_shape.size() == 3 && raw_shape[0].kind == TokenKind::Exclaim && raw_shape[1].is_ident() &&
      raw_shape[1].sym() == n_->defined)
    n_->guard_candidate = raw_shape[2].sym();
  release_scratch();
  if (!ok) {
    // Skip what is left of the line.
    for (Token t = expand_next(); t.kind != TokenKind::Eol && t.kind != TokenKind::Eof; t = expand_next()) {}
    return false;
  }
  if (toks.empty()) {
    error(tok, format("#%s with no expression", tok.sym().c_str()));
    return false;
  }
  IfParser parser(*this, std::span<const Token>(toks), opts_.bracket_depth);
  return parser.evaluate();
}

} // namespace ilcc
