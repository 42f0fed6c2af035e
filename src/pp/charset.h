// charset.h — character classes of the C lexer and extended identifier characters.
//
// C17 6.4.2.1 lets identifiers contain universal character names (\uXXXX, \UXXXXXXXX) and
// other implementation-defined characters; like gcc, ilcc accepts UTF-8 encoded characters
// too. Both are limited to the ranges of C17 Annex D.1, and a character of Annex D.2 may not
// begin an identifier. Identifiers are interned in UTF-8, so `\u00c1` and `Á` name the same
// identifier (C17 6.4.2.1p3 "same identifier").
#pragma once

#include "support/common.h"

#include <array>
#include <string>

namespace ilcc {

namespace CharClass {
enum : u8 { IdStart = 1, IdCont = 2, Digit = 4, Space = 8, Newline = 16, PunctStart = 32 };
}
extern const std::array<u8, 256> kCharClass;

inline bool is_id_start(unsigned char c) { return kCharClass[c] & CharClass::IdStart; }
inline bool is_id_cont(unsigned char c) { return kCharClass[c] & CharClass::IdCont; }
inline bool is_digit(unsigned char c) { return kCharClass[c] & CharClass::Digit; }
inline bool is_hspace(unsigned char c) { return kCharClass[c] & CharClass::Space; }

// C17 Annex D.1: may the code point appear in an identifier?
bool ucn_allowed_in_identifier(u32 cp);
// C17 Annex D.2: may it not begin one?
bool ucn_not_initial(u32 cp);
// C17 6.4.3p2: is it a valid universal character name at all?
bool ucn_valid(u32 cp);

// Decodes one UTF-8 sequence at p (at most `avail` bytes). Returns its length (1..4) and
// the code point, or 0 if the bytes are not well-formed UTF-8.
int decode_utf8(const char* p, size_t avail, u32& cp);
void append_utf8(std::string& out, u32 cp);

// The value of the simple escape sequence \e (C17 6.4.4.4, plus GNU \e and \E), or -1
// when `e` does not start one (octal, \x, \u, \U or an unknown escape).
inline int simple_escape_value(char e) {
  switch (e) {
  case 'n': return '\n';
  case 't': return '\t';
  case 'v': return '\v';
  case 'b': return '\b';
  case 'r': return '\r';
  case 'f': return '\f';
  case 'a': return '\a';
  case 'e': case 'E': return 27;
  case '\\': case '\'': case '"': case '?': return u8(e);
  default: return -1;
  }
}

} // namespace ilcc
