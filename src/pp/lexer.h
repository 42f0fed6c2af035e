// lexer.h — the C17 preprocessing-token lexer (translation phases 1–3, C17 5.1.1.2).
//
// One Lexer reads one buffer (a file inclusion, a -D line, a pasted or destringized
// spelling). It works on the raw bytes: there is no separate pass for line splicing or
// comment removal. Line splices (backslash, optional horizontal white space as gcc
// accepts, newline) are skipped wherever a character is read; a token that contained one
// gets a cleaned copy of its spelling in the arena, all others point into the buffer.
// Trigraphs are not replaced (gcc's default outside strict ISO modes).
//
// Output: Token values with kind, StartOfLine/LeadingSpace flags and a location. In
// directive mode a newline is returned as an Eol token (a directive ends at the end of its
// line, C17 6.10p2); otherwise newlines only set StartOfLine on the next token.
//
// Invariants: the buffer is NUL-terminated at `end`; the lexer never reads past it; every
// call to lex() consumes at least one byte or returns Eof.
#pragma once

#include "pp/token.h"
#include "support/arena.h"
#include "support/diagnostics.h"

#include <string>
#include <string_view>

namespace ilcc {

// Where the lexer sends its complaints (the Preprocessor adds include stacks).
class LexerClient {
public:
  virtual void lex_diagnostic(Severity sev, Loc loc, std::string_view msg) = 0;

protected:
  ~LexerClient() = default;
};

class Lexer {
public:
  Lexer() = default;
  // Lex [begin, end); *end must be NUL. Token locations are base + offset, or `fixed_loc`
  // for every token when it is nonzero (text made by ## or _Pragma).
  Lexer(const char* begin, const char* end, Loc base, Arena* arena, LexerClient* client)
      : begin_(begin), p_(begin), end_(end), base_(base), arena_(arena), client_(client) {}

  Token lex();

  // Skipped groups (C17 6.10.1p6): advance to the next line whose first token is '#'
  // and leave the position on that '#'. False at end of buffer.
  bool skip_to_directive_line();
  // The rest of the current line as written (splices removed, ends trimmed); consumes it
  // up to, not including, the newline. For #error, #warning and unknown pragmas.
  std::string_view rest_of_line();
  // Skips the rest of the line including its newline, without diagnostics (error
  // recovery and skipped groups); block comments that start on it may span lines.
  void discard_line();

  bool at_end() const { return p_ >= end_; }
  const char* position() const { return p_; }
  Loc loc_of(const char* p) const { return fixed_loc ? fixed_loc : base_ + Loc(p - begin_); }
  u32 offset() const { return u32(p_ - begin_); }

  bool directive_mode = false;  // newline → Eol
  bool keep_comments = false;   // -C: return comments as tokens (outside directives)
  // C90: a // comment is reported once per file with this severity (Note: not at all).
  Severity c90_line_comment = Severity::Note;
  bool header_name = false;     // the next token may be a header-name (C17 6.4.7p3)
  bool assembler = false;       // .S: '$' is no identifier character ($n is an immediate), and
                                // an unterminated ' or " is a lone Other token, without error
  Loc fixed_loc = 0;

private:
  const char* splice_end(const char* p) const;
  // The first position at or after p that does not start a line splice.
  const char* skip_splices(const char* p) {
    while (*p == '\\') {
      const char* q = splice_end(p);
      if (q == p) break;
      p = q;
      spliced_ = true;
    }
    return p;
  }
  char peek(const char*& p) {
    if (*p == '\\') p = skip_splices(p);
    return *p;
  }
  bool discard_line_raw();
  bool skip_block_comment(const char* start); // p_ after "/*"; false if unterminated
  void skip_line_comment();
  Token make(TokenKind k, const char* start, u8 flags);
  Token make_text(TokenKind k, const char* start, u8 flags);
  Token lex_identifier(const char* start, u8 flags);
  Token lex_number(const char* start, u8 flags);
  Token lex_quoted(const char* start, char quote, u8 flags, TokenKind kind);
  Token lex_header_name(const char* start, char close, u8 flags);
  Token lex_punctuator(const char* start, u8 flags);
  int ucn_length(const char* p, u32& cp); // \u / \U at p: length of the UCN, 0 if none
  int extended_char(const char* p, bool first, u32& cp); // UTF-8 or UCN identifier char
  std::string_view clean_spelling(const char* start, const char* end);
  void diag(Severity sev, const char* at, std::string_view msg) {
    if (client_) client_->lex_diagnostic(sev, loc_of(at), msg);
  }

  const char* begin_ = nullptr;
  const char* p_ = nullptr;
  const char* end_ = nullptr;
  Loc base_ = 0;
  Arena* arena_ = nullptr;
  LexerClient* client_ = nullptr;
  bool bol_ = true;
  bool spliced_ = false;
  std::string scratch_;
};

} // namespace ilcc
