// lexer.cpp — C17 6.4 preprocessing tokens from raw bytes.
//
// Structure: lex() skips white space, comments and splices while collecting the
// StartOfLine/LeadingSpace flags, then dispatches on the first character. Each token
// scanner reads characters through peek(), which steps over line splices and remembers
// that one was seen, so the spelling can be cleaned afterwards (C17 5.1.1.2p1 phase 2).
// Longest-match (C17 6.4p4) decides punctuators; pp-numbers follow C17 6.4.8 exactly
// (including e+/p+ signs), so "0x1e+1" is one token as the standard says.
//
// Skipped groups are scanned by skip_to_directive_line() without making tokens: only
// comments, splices and literal quotes are tracked, so an apostrophe in skipped text or a
// "#endif" inside a comment does not confuse it.
#include "pp/lexer.h"

#include "pp/charset.h"

#include <cstring>

namespace ilcc {

const char* Lexer::splice_end(const char* p) const {
  const char* q = p + 1;
  while (*q == ' ' || *q == '\t') ++q;
  if (*q == '\n') return q + 1;
  if (*q == '\r' && q[1] == '\n') return q + 2;
  return p;
}

Token Lexer::make(TokenKind k, const char* start, u8 flags) {
  Token t;
  t.kind = k;
  t.flags = flags;
  t.loc = loc_of(start);
  return t;
}

std::string_view Lexer::clean_spelling(const char* start, const char* end) {
  scratch_.clear();
  for (const char* p = start; p < end;) {
    if (*p == '\\') {
      const char* q = splice_end(p);
      if (q != p) {
        p = q;
        continue;
      }
    }
    scratch_ += *p++;
  }
  return arena_->copy_string(scratch_);
}

Token Lexer::make_text(TokenKind k, const char* start, u8 flags) {
  Token t = make(k, start, flags);
  if (spliced_) {
    std::string_view s = clean_spelling(start, p_);
    t.text = s.data();
    t.len = u32(s.size());
  } else {
    t.text = start;
    t.len = u32(p_ - start);
  }
  return t;
}

bool Lexer::skip_block_comment(const char* start) {
  const char* p = p_;
  for (;;) {
    const char* star = static_cast<const char*>(std::memchr(p, '*', size_t(end_ - p)));
    if (!star) {
      p_ = end_;
      diag(Severity::Error, start, "unterminated comment");
      return false;
    }
    const char* q = star + 1;
    if (*q == '\\') q = skip_splices(q);
    if (*q == '/') {
      p_ = q + 1;
      return true;
    }
    p = star + 1;
  }
}

void Lexer::skip_line_comment() {
  const char* p = p_;
  for (;;) {
    const char* nl = static_cast<const char*>(std::memchr(p, '\n', size_t(end_ - p)));
    if (!nl) {
      p_ = end_;
      return;
    }
    // A backslash (and optional blanks) before the newline continues the comment.
    const char* b = nl;
    while (b > p && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\r')) --b;
    if (b > p && b[-1] == '\\') {
      p = nl + 1;
      continue;
    }
    p_ = nl;
    return;
  }
}

Token Lexer::lex() {
  u8 flags = bol_ ? TokenFlag::StartOfLine : 0;
  for (;;) {
    unsigned char c = u8(*p_);
    if (is_hspace(c)) {
      ++p_;
      flags |= TokenFlag::LeadingSpace;
      continue;
    }
    if (c == '\n') {
      if (directive_mode) {
        Token t = make(TokenKind::Eol, p_, flags);
        ++p_;
        bol_ = true;
        return t;
      }
      ++p_;
      flags = TokenFlag::StartOfLine;
      continue;
    }
    if (c == '\\') {
      const char* q = splice_end(p_);
      if (q != p_) {
        p_ = q;
        continue;
      }
      break;
    }
    if (c == '/') {
      const char* q = p_ + 1;
      char d = peek(q);
      if (d == '*' || d == '/') {
        const char* start = p_;
        p_ = q + 1;
        if (d == '*') {
          skip_block_comment(start);
        } else {
          if (c90_line_comment != Severity::Note && client_) {
            client_->lex_diagnostic(c90_line_comment, loc_of(start), "C++ style comments are not allowed in ISO C90");
            client_->lex_diagnostic(Severity::Note, loc_of(start), "(this will be reported only once per input file)");
            c90_line_comment = Severity::Note;
          }
          skip_line_comment();
        }
        if (keep_comments && !directive_mode) {
          spliced_ = false;
          Token t = make(TokenKind::Comment, start, flags);
          t.text = start;
          t.len = u32(p_ - start);
          bol_ = false;
          return t;
        }
        flags |= TokenFlag::LeadingSpace;
        continue;
      }
      break;
    }
    if (c == 0) {
      if (p_ >= end_) {
        Token t = make(TokenKind::Eof, end_, flags);
        return t;
      }
      diag(Severity::Warning, p_, "null character ignored");
      ++p_;
      flags |= TokenFlag::LeadingSpace;
      continue;
    }
    break;
  }
  bol_ = false;
  spliced_ = false;
  const char* start = p_;
  unsigned char c = u8(*p_);
  if (header_name && (c == '<' || c == '"')) {
    header_name = false;
    Token t = lex_header_name(start, c == '<' ? '>' : '"', flags);
    if (t.kind == TokenKind::HeaderName) return t;
    p_ = start;
  }
  header_name = false;
  if (is_id_start(c) && !(assembler && c == '$')) {
    // Encoding prefixes of character constants and string literals (C17 6.4.4.4, 6.4.5).
    if (c == 'L' || c == 'u' || c == 'U') {
      const char* q = p_ + 1;
      char d = peek(q);
      if (c == 'u' && d == '8') {
        ++q;
        if (peek(q) == '"') {
          p_ = q;
          return lex_quoted(start, '"', flags, TokenKind::StringLit);
        }
      } else if (d == '"' || d == '\'') {
        p_ = q;
        return lex_quoted(start, d, flags, d == '"' ? TokenKind::StringLit : TokenKind::CharConst);
      }
    }
    return lex_identifier(start, flags);
  }
  if (is_digit(c)) return lex_number(start, flags);
  if (c == '"') return lex_quoted(start, '"', flags, TokenKind::StringLit);
  if (c == '\'') return lex_quoted(start, '\'', flags, TokenKind::CharConst);
  if (c == '.') {
    const char* q = p_ + 1;
    if (is_digit(u8(peek(q)))) return lex_number(start, flags);
  }
  if (c >= 0x80 || c == '\\') {
    u32 cp;
    if (extended_char(p_, true, cp) > 0) return lex_identifier(start, flags);
    int n = c >= 0x80 ? decode_utf8(p_, size_t(end_ - p_), cp) : 0;
    p_ += n > 0 ? n : 1;
    return make_text(TokenKind::Other, start, flags);
  }
  if (kCharClass[c] & CharClass::PunctStart) return lex_punctuator(start, flags);
  ++p_;
  return make_text(TokenKind::Other, start, flags);
}

int Lexer::ucn_length(const char* p, u32& cp) {
  if (p[0] != '\\' || (p[1] != 'u' && p[1] != 'U')) return 0;
  int digits = p[1] == 'u' ? 4 : 8;
  cp = 0;
  for (int i = 0; i < digits; ++i) {
    char h = p[2 + i];
    int v = (h >= '0' && h <= '9') ? h - '0' : (h >= 'a' && h <= 'f') ? h - 'a' + 10 : (h >= 'A' && h <= 'F') ? h - 'A' + 10 : -1;
    if (v < 0) return 0;
    cp = (cp << 4) | u32(v);
  }
  return 2 + digits;
}

// An extended identifier character at p (C17 6.4.2.1, Annex D): its length, or 0.
int Lexer::extended_char(const char* p, bool first, u32& cp) {
  int n;
  if (*p == '\\') n = ucn_length(p, cp);
  else n = decode_utf8(p, size_t(end_ - p), cp);
  if (n <= 0 || cp < 0x80) return 0;
  if (!ucn_allowed_in_identifier(cp) || (first && ucn_not_initial(cp))) return 0;
  return n;
}

// C17 6.4.2 identifiers; interned in UTF-8 with UCNs decoded.
Token Lexer::lex_identifier(const char* start, u8 flags) {
  bool extended = false;
  for (;;) {
    unsigned char c = u8(peek(p_));
    if (is_id_cont(c) && !(assembler && c == '$')) {
      ++p_;
      continue;
    }
    if (c >= 0x80 || c == '\\') {
      u32 cp;
      int n = extended_char(p_, p_ == start, cp);
      if (n > 0) {
        p_ += n;
        extended = true;
        continue;
      }
    }
    break;
  }
  Token t = make(TokenKind::Identifier, start, flags);
  if (!spliced_ && !extended) {
    t.set_sym(Symbol::intern(std::string_view(start, size_t(p_ - start))));
    return t;
  }
  std::string name;
  for (const char* p = start; p < p_;) {
    if (*p == '\\') {
      const char* q = splice_end(p);
      if (q != p) {
        p = q;
        continue;
      }
      u32 cp;
      int n = ucn_length(p, cp);
      if (n > 0) {
        append_utf8(name, cp);
        p += n;
        continue;
      }
    }
    name += *p++;
  }
  t.set_sym(Symbol::intern(name));
  return t;
}

// C17 6.4.8 pp-number: digit or .digit, then digits, identifier characters, '.', and
// e+ e- E+ E- p+ p- P+ P-.
Token Lexer::lex_number(const char* start, u8 flags) {
  ++p_;
  for (;;) {
    unsigned char c = u8(peek(p_));
    if (c == 'e' || c == 'E' || c == 'p' || c == 'P') {
      ++p_;
      char s = peek(p_);
      if (s == '+' || s == '-') ++p_;
      continue;
    }
    if (is_id_cont(c) || c == '.') {
      ++p_;
      continue;
    }
    if (c >= 0x80 || c == '\\') {
      u32 cp;
      int n = extended_char(p_, false, cp);
      if (n > 0) {
        p_ += n;
        continue;
      }
    }
    break;
  }
  return make_text(TokenKind::Number, start, flags);
}

// C17 6.4.4.4 / 6.4.5: p_ is on the opening quote. An unterminated literal is an error
// and becomes an Other token running to the end of the line; in assembler mode (.S, where
// 'a is a character and quotes appear in comments) it is the quote alone, without error.
Token Lexer::lex_quoted(const char* start, char quote, u8 flags, TokenKind kind) {
  const char* open = p_;
  ++p_;
  for (;;) {
    char c = peek(p_);
    if (c == quote) {
      ++p_;
      if (kind == TokenKind::CharConst && p_ - start == 2 + (start[0] != '\'') && !assembler)
        diag(Severity::Error, start, "empty character constant");
      return make_text(kind, start, flags);
    }
    if (c == '\\') {
      ++p_;
      c = peek(p_);
    }
    if (c == '\n' || (c == 0 && p_ >= end_)) {
      if (assembler) {
        p_ = open + 1;
        return make_text(TokenKind::Other, start, flags);
      }
      diag(Severity::Error, start,
           quote == '"' ? "missing terminating '\"' character" : "missing terminating ' character");
      return make_text(TokenKind::Other, start, flags);
    }
    ++p_;
  }
}

// C17 6.4.7: <h-char-sequence> or "q-char-sequence", no escapes, on one line.
Token Lexer::lex_header_name(const char* start, char close, u8 flags) {
  ++p_;
  for (;;) {
    char c = peek(p_);
    if (c == close) {
      ++p_;
      return make_text(TokenKind::HeaderName, start, flags);
    }
    if (c == '\n' || (c == 0 && p_ >= end_)) return make(TokenKind::Other, start, flags);
    ++p_;
  }
}

// C17 6.4.6 punctuators, longest match; digraphs of 6.4.6p3 keep a flag for their spelling.
Token Lexer::lex_punctuator(const char* start, u8 flags) {
  using K = TokenKind;
  char c = *p_++;
  K k = K::Other;
  auto next_is = [&](char want) {
    const char* q = p_;
    if (peek(q) == want) {
      p_ = q + 1;
      return true;
    }
    return false;
  };
  switch (c) {
  case '[': k = K::LBracket; break;
  case ']': k = K::RBracket; break;
  case '(': k = K::LParen; break;
  case ')': k = K::RParen; break;
  case '{': k = K::LBrace; break;
  case '}': k = K::RBrace; break;
  case '~': k = K::Tilde; break;
  case '?': k = K::Question; break;
  case ';': k = K::Semi; break;
  case ',': k = K::Comma; break;
  case '.': {
    const char* save = p_;
    if (next_is('.') && next_is('.')) k = K::Ellipsis;
    else p_ = save, k = K::Period;
    break;
  }
  case '-':
    k = next_is('>') ? K::Arrow : next_is('-') ? K::MinusMinus : next_is('=') ? K::MinusEqual : K::Minus;
    break;
  case '+': k = next_is('+') ? K::PlusPlus : next_is('=') ? K::PlusEqual : K::Plus; break;
  case '&': k = next_is('&') ? K::AmpAmp : next_is('=') ? K::AmpEqual : K::Amp; break;
  case '|': k = next_is('|') ? K::PipePipe : next_is('=') ? K::PipeEqual : K::Pipe; break;
  case '*': k = next_is('=') ? K::StarEqual : K::Star; break;
  case '/': k = next_is('=') ? K::SlashEqual : K::Slash; break;
  case '!': k = next_is('=') ? K::ExclaimEqual : K::Exclaim; break;
  case '=': k = next_is('=') ? K::EqualEqual : K::Equal; break;
  case '^': k = next_is('=') ? K::CaretEqual : K::Caret; break;
  case '#': k = next_is('#') ? K::HashHash : K::Hash; break;
  case ':':
    if (next_is('>')) k = K::RBracket, flags |= TokenFlag::Digraph;
    else k = K::Colon;
    break;
  case '<':
    if (next_is('<')) k = next_is('=') ? K::LessLessEqual : K::LessLess;
    else if (next_is('=')) k = K::LessEqual;
    else if (next_is(':')) k = K::LBracket, flags |= TokenFlag::Digraph;
    else if (next_is('%')) k = K::LBrace, flags |= TokenFlag::Digraph;
    else k = K::Less;
    break;
  case '>':
    if (next_is('>')) k = next_is('=') ? K::GreaterGreaterEqual : K::GreaterGreater;
    else k = next_is('=') ? K::GreaterEqual : K::Greater;
    break;
  case '%':
    if (next_is('=')) k = K::PercentEqual;
    else if (next_is('>')) k = K::RBrace, flags |= TokenFlag::Digraph;
    else if (next_is(':')) {
      flags |= TokenFlag::Digraph;
      const char* save = p_;
      if (next_is('%') && next_is(':')) k = K::HashHash;
      else p_ = save, k = K::Hash;
    } else {
      k = K::Percent;
    }
    break;
  default: ilcc_unreachable("lex_punctuator called on a non-punctuator");
  }
  return make(k, start, flags);
}

bool Lexer::skip_to_directive_line() {
  // Invariant: p_ is at the start of a line.
  for (;;) {
    // Leading white space and comments of the line.
    for (;;) {
      char c = *p_;
      if (c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r') {
        ++p_;
      } else if (c == '\\' && splice_end(p_) != p_) {
        p_ = splice_end(p_);
      } else if (c == '/' && (p_[1] == '*' || p_[1] == '/')) {
        const char* start = p_;
        p_ += 2;
        if (start[1] == '*') {
          // An unterminated comment in a skipped group is still an error.
          if (!skip_block_comment(start)) return false;
        } else {
          skip_line_comment();
        }
      } else {
        break;
      }
    }
    if (p_ >= end_) return false;
    const char* q = p_;
    if (*q == '#' || (*q == '%' && q[1] == ':')) {
      bol_ = true;
      return true;
    }
    if (!discard_line_raw()) return false;
  }
}

// Rest of the line: stop at a newline that is not spliced, step over comments and literals
// (which never span lines in valid text; an unterminated one ends at the newline without
// complaint, as in gcc's skipped groups). False at the end of the buffer.
bool Lexer::discard_line_raw() {
  for (;;) {
    char c = *p_;
    if (c == '\n') {
      ++p_;
      return true;
    }
    if (c == 0 && p_ >= end_) return false;
    if (c == '\\') {
      const char* e = splice_end(p_);
      p_ = e != p_ ? e : p_ + 1;
      continue;
    }
    if (c == '/' && p_[1] == '*') {
      const char* start = p_;
      p_ += 2;
      if (!skip_block_comment(start)) return false;
      continue;
    }
    if (c == '/' && p_[1] == '/') {
      p_ += 2;
      skip_line_comment();
      continue;
    }
    if (c == '"' || c == '\'') {
      ++p_;
      while (*p_ != c && *p_ != '\n' && !(*p_ == 0 && p_ >= end_)) {
        if (*p_ == '\\') {
          const char* e = splice_end(p_);
          p_ = e != p_ ? e : p_ + 2;
          if (p_ > end_) p_ = end_;
          continue;
        }
        ++p_;
      }
      if (*p_ == c) ++p_;
      continue;
    }
    ++p_;
  }
}
void Lexer::discard_line() {
  discard_line_raw();
  bol_ = true;
}

std::string_view Lexer::rest_of_line() {
  while (is_hspace(u8(*p_))) ++p_;
  const char* start = p_;
  spliced_ = false;
  for (;;) {
    char c = peek(p_);
    if (c == '\n' || (c == 0 && p_ >= end_)) break;
    ++p_;
  }
  const char* e = p_;
  while (e > start && is_hspace(u8(e[-1]))) --e;
  if (!spliced_) return std::string_view(start, size_t(e - start));
  return clean_spelling(start, e);
}

} // namespace ilcc
