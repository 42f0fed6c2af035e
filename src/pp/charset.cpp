// charset.cpp — the lexer's character class table and the C17 Annex D ranges.
//
// The class table is built at compile time from the character sets of C17 5.2.1 (plus '$',
// a GNU identifier character). Annex D ranges are sorted, disjoint [lo, hi] pairs searched
// by binary search.
#include "pp/charset.h"

#include <algorithm>
#include <array>

namespace ilcc {

namespace {
constexpr std::array<u8, 256> make_class_table() {
  std::array<u8, 256> t{};
  for (int c = 'a'; c <= 'z'; ++c) t[c] = CharClass::IdStart | CharClass::IdCont;
  for (int c = 'A'; c <= 'Z'; ++c) t[c] = CharClass::IdStart | CharClass::IdCont;
  t['_'] = t['$'] = CharClass::IdStart | CharClass::IdCont;
  for (int c = '0'; c <= '9'; ++c) t[c] = CharClass::IdCont | CharClass::Digit;
  t[' '] = t['\t'] = t['\f'] = t['\v'] = t['\r'] = CharClass::Space;
  t['\n'] = CharClass::Newline;
  for (char c : "[](){}.-+&*~!/%<>=^|?:;,#") t[u8(c)] |= CharClass::PunctStart;
  return t;
}

struct Range {
  u32 lo, hi;
};

// C17 Annex D.1 — ranges of characters allowed in identifiers.
constexpr Range kAllowed[] = {
    {0x00A8, 0x00A8},   {0x00AA, 0x00AA},   {0x00AD, 0x00AD},   {0x00AF, 0x00AF},
    {0x00B2, 0x00B5},   {0x00B7, 0x00BA},   {0x00BC, 0x00BE},   {0x00C0, 0x00D6},
    {0x00D8, 0x00F6},   {0x00F8, 0x00FF},   {0x0100, 0x167F},   {0x1681, 0x180D},
    {0x180F, 0x1FFF},   {0x200B, 0x200D},   {0x202A, 0x202E},   {0x203F, 0x2040},
    {0x2054, 0x2054},   {0x2060, 0x206F},   {0x2070, 0x218F},   {0x2460, 0x24FF},
    {0x2776, 0x2793},   {0x2C00, 0x2DFF},   {0x2E80, 0x2FFF},   {0x3004, 0x3007},
    {0x3021, 0x302F},   {0x3031, 0x303F},   {0x3040, 0xD7FF},   {0xF900, 0xFD3D},
    {0xFD40, 0xFDCF},   {0xFDF0, 0xFE44},   {0xFE47, 0xFFFD},   {0x10000, 0x1FFFD},
    {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD}, {0x40000, 0x4FFFD}, {0x50000, 0x5FFFD},
    {0x60000, 0x6FFFD}, {0x70000, 0x7FFFD}, {0x80000, 0x8FFFD}, {0x90000, 0x9FFFD},
    {0xA0000, 0xAFFFD}, {0xB0000, 0xBFFFD}, {0xC0000, 0xCFFFD}, {0xD0000, 0xDFFFD},
    {0xE0000, 0xEFFFD},
};

// C17 Annex D.2 — ranges of characters disallowed initially.
constexpr Range kNotInitial[] = {
    {0x0300, 0x036F}, {0x1DC0, 0x1DFF}, {0x20D0, 0x20FF}, {0xFE20, 0xFE2F}};

template <size_t N> bool in_ranges(const Range (&r)[N], u32 cp) {
  auto it = std::upper_bound(r, r + N, cp, [](u32 c, const Range& x) { return c < x.lo; });
  return it != r && cp <= (it - 1)->hi;
}
} // namespace

extern const std::array<u8, 256> kCharClass = make_class_table();

bool ucn_allowed_in_identifier(u32 cp) { return in_ranges(kAllowed, cp); }
bool ucn_not_initial(u32 cp) { return in_ranges(kNotInitial, cp); }

bool ucn_valid(u32 cp) {
  // C17 6.4.3p2: not below 00A0 other than $ @ `, not a surrogate, not beyond 10FFFF.
  if (cp < 0xA0) return cp == 0x24 || cp == 0x40 || cp == 0x60;
  if (cp >= 0xD800 && cp <= 0xDFFF) return false;
  return cp <= 0x10FFFF;
}

int decode_utf8(const char* s, size_t avail, u32& cp) {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(s);
  if (avail == 0) return 0;
  unsigned char c = p[0];
  int n;
  u32 min;
  if (c < 0x80) {
    cp = c;
    return 1;
  } else if ((c & 0xE0) == 0xC0) {
    n = 2, cp = c & 0x1F, min = 0x80;
  } else if ((c & 0xF0) == 0xE0) {
    n = 3, cp = c & 0x0F, min = 0x800;
  } else if ((c & 0xF8) == 0xF0) {
    n = 4, cp = c & 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if (size_t(n) > avail) return 0;
  for (int i = 1; i < n; ++i) {
    if ((p[i] & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (p[i] & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

void append_utf8(std::string& out, u32 cp) {
  if (cp < 0x80) {
    out += char(cp);
  } else if (cp < 0x800) {
    out += char(0xC0 | (cp >> 6));
    out += char(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += char(0xE0 | (cp >> 12));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  } else {
    out += char(0xF0 | (cp >> 18));
    out += char(0x80 | ((cp >> 12) & 0x3F));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  }
}

} // namespace ilcc
