// token.h — the preprocessing token the lexer, the macro expander and the parser share.
//
// A Token is 24 bytes, copied by value, never heap-allocated on its own:
//   kind   TokenKind (tokens.def)
//   flags  at start of line, preceded by white space, painted "no re-expansion"
//          (C17 6.10.3.4p2), spelled as a digraph, stringify/paste marks in macro bodies
//   aux    parameter index of a MacroParam token; otherwise 0
//   loc    compact location of the spelling (support/source_manager.h)
//   exp    index of the macro expansion that produced the token (0: read from a file);
//          the expansion records chain to their parents for "in expansion of macro" notes
//   text   identifier: the interned Symbol's entry; literals and others: the spelling (not
//          NUL-terminated in general), which stays valid for the preprocessor's lifetime;
//          punctuators: unused (the spelling comes from the kind table)
// A parser pulls these directly from Preprocessor::next(); nothing is re-lexed.
#pragma once

#include "support/common.h"
#include "support/source_manager.h"
#include "support/symbol.h"

#include <string_view>

namespace ilcc {

enum class TokenKind : u8 {
#define TOKEN(E, name) E,
#define PUNCT(E, spelling, digraph) E,
#include "pp/tokens.def"
  Count
};

namespace TokenFlag {
enum : u8 {
  StartOfLine = 1 << 0, // first token of a source line
  LeadingSpace = 1 << 1, // white space (or a comment) before it on its line
  NoExpand = 1 << 2,    // an identifier painted by C17 6.10.3.4p2
  Digraph = 1 << 3,     // punctuator spelled with its digraph
  Stringify = 1 << 4,   // body: MacroParam/VaOpt preceded by #
  PasteLeft = 1 << 5,   // body: followed by ## (this token is a left operand)
  Synthetic = 1 << 6,   // made by # or ## (spelling in the preprocessor's arena)
  VaOptTail = 1 << 7,   // internal: token closing a __VA_OPT__ group
};
}

struct Token {
  TokenKind kind = TokenKind::Eof;
  u8 flags = 0;
  u16 aux = 0;
  Loc loc = 0;
  u32 exp = 0;
  u32 len = 0;
  const char* text = nullptr;

  bool is(TokenKind k) const { return kind == k; }
  bool is_ident() const { return kind == TokenKind::Identifier; }
  bool at_bol() const { return flags & TokenFlag::StartOfLine; }
  bool has_space() const { return flags & TokenFlag::LeadingSpace; }
  Symbol sym() const { return Symbol::from_raw(text); }
  void set_sym(Symbol s) {
    text = static_cast<const char*>(s.raw());
    len = u32(s.size());
  }
  // The spelling as it appears in -E output and in stringification.
  std::string_view spelling() const;
};
static_assert(sizeof(Token) == 24, "tokens are copied by value on hot paths");

bool is_punctuator(TokenKind k);
const char* token_kind_name(TokenKind k);
// The spelling of a punctuator (digraph: its alternative spelling).
std::string_view punctuator_spelling(TokenKind k, bool digraph = false);

// Would printing `b` right after `a` with no space make the lexer read different tokens?
// (Used by -E output and by stringification never; C17 5.1.1.2p1 phase 3 in reverse.)
bool tokens_would_merge(const Token& a, const Token& b);

} // namespace ilcc
