// token.cpp — tables derived from tokens.def, token spelling, and the "would these two
// tokens merge if printed adjacently" test used by -E output.
//
// The merge test works on the last character of the left spelling and the first of the
// right one (C17 6.4p4, longest match): two identifier/number characters merge; a
// punctuator character followed by one that extends it to a longer punctuator (or opens a
// comment) merges; a pp-number absorbs a following '.', '+', '-' or identifier character;
// an encoding prefix (L, u, U, u8) glues onto a following literal. It may answer "yes"
// where a space is not strictly needed; that only costs a space in the output.
#include "pp/token.h"

#include <cstring>

namespace ilcc {

namespace {
struct KindInfo {
  const char* name;
  const char* spelling;
  const char* digraph;
  bool punct;
};
constexpr KindInfo kKinds[] = {
#define TOKEN(E, name) {name, "", "", false},
#define PUNCT(E, spelling, digraph) {spelling, spelling, digraph, true},
#include "pp/tokens.def"
};
static_assert(sizeof(kKinds) / sizeof(kKinds[0]) == size_t(TokenKind::Count));

bool ident_char(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '$' || c >= 0x80 || c == '\\';
}
} // namespace

bool is_punctuator(TokenKind k) { return k < TokenKind::Count && kKinds[size_t(k)].punct; }
const char* token_kind_name(TokenKind k) { return kKinds[size_t(k)].name; }

std::string_view punctuator_spelling(TokenKind k, bool digraph) {
  const KindInfo& i = kKinds[size_t(k)];
  return digraph && i.digraph[0] ? i.digraph : i.spelling;
}

std::string_view Token::spelling() const {
  if (kind == TokenKind::Identifier) return sym().str();
  if (is_punctuator(kind)) return punctuator_spelling(kind, flags & TokenFlag::Digraph);
  return std::string_view(text, len);
}

bool tokens_would_merge(const Token& a, const Token& b) {
  std::string_view sa = a.spelling(), sb = b.spelling();
  if (sa.empty() || sb.empty()) return false;
  unsigned char x = sa.back(), y = sb.front();
  if (a.kind == TokenKind::Identifier || a.kind == TokenKind::Number) {
    if (ident_char(y)) return true;
    if (a.kind == TokenKind::Number && y == '.') return true;
    if (a.kind == TokenKind::Number && (y == '+' || y == '-'))
      return x == 'e' || x == 'E' || x == 'p' || x == 'P'; // C17 6.4.8: e+ p- ...

    if (a.kind == TokenKind::Identifier && (b.kind == TokenKind::StringLit || b.kind == TokenKind::CharConst))
      return sa == "L" || sa == "u" || sa == "U" || sa == "u8";
    return false;
  }
  if (b.kind == TokenKind::Number && x == '.') return true;
  if (a.kind == TokenKind::Other && ident_char(x) && ident_char(y)) return true;
  if (!is_punctuator(a.kind)) return false;
  switch (x) {
  case '+': return y == '+' || y == '=';
  case '-': return y == '-' || y == '=' || y == '>';
  case '<': return y == '<' || y == '=' || y == ':' || y == '%';
  case '>': return y == '>' || y == '=';
  case '&': return y == '&' || y == '=';
  case '|': return y == '|' || y == '=';
  case '*': case '!': case '=': case '^': return y == '=';
  case '/': return y == '=' || y == '/' || y == '*';
  case '%': return y == '=' || y == '>' || y == ':';
  case '#': return y == '#' || y == '%';
  case ':': return y == '>' || (a.kind == TokenKind::Hash && y == '%');
  case '.': return y == '.' || (y >= '0' && y <= '9');
  default: return false;
  }
}

} // namespace ilcc
