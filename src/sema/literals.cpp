// literals.cpp — integer, floating, character and string literals (C17 6.4.4, 6.4.5).
//
// Integer constants take the first type of C17 6.4.4.1p5's list that holds the value;
// a decimal constant too large for long long becomes unsigned long long with a warning,
// and one too large for that is truncated with a warning (as gcc). Floating constants are
// converted with the C library (strtof/strtod/strtold: correctly rounded, hexadecimal
// forms included). String literals are concatenated (6.4.5p5), then encoded: narrow and
// u8 strings keep the source bytes (UTF-8), u/U/L strings are decoded from UTF-8 and stored
// as UTF-16 or UTF-32 code units, little-endian, with the terminating zero included in the
// length.
#include "il/share.h"
#include "pp/charset.h"
#include "pp/if_value.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace ilcc::sema {

namespace {
int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return 99;
}
} // namespace

Expr* Sema::number_literal(const Token& t) {
  std::string_view s = t.spelling();
  Loc l = pp.expansion_point(t);
  bool is_hex = s.size() > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  bool is_float = false;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '.') is_float = true;
    if (!is_hex && (c == 'e' || c == 'E') && i > 0) is_float = true;
    if (is_hex && (c == 'p' || c == 'P')) is_float = true;
  }
  bool imaginary = false;
  if (is_float) {
    // The significand and exponent (C17 6.4.4.2p1), then the suffix: f/F or l/L, and the
    // GNU imaginary i/j, in either order.
    size_t i = is_hex ? 2 : 0;
    auto digit = [&](char c) { return is_hex ? std::isxdigit(u8(c)) != 0 : (c >= '0' && c <= '9'); };
    while (i < s.size() && (digit(s[i]) || s[i] == '.')) ++i;
    if (i < s.size() && (is_hex ? (s[i] == 'p' || s[i] == 'P') : (s[i] == 'e' || s[i] == 'E'))) {
      ++i;
      if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
      size_t digits = i;
      while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
      if (i == digits) {
        error_at(l, "exponent has no digits");
        return error_expr(l);
      }
    } else if (is_hex) {
      error_at(l, "hexadecimal floating constants require an exponent");
      return error_expr(l);
    }
    std::string text(s.substr(0, i));
    std::string_view suffix = s.substr(i);
    // The type suffix: f, l, the _FloatN ones (f32, f64, f128, f32x, f64x, F for f) and
    // GNU q for __float128; an i or j (GNU imaginary) before or after it.
    std::string type_suffix;
    for (char c : suffix) {
      if ((c == 'i' || c == 'j' || c == 'I' || c == 'J') && !imaginary) imaginary = true;
      else type_suffix += c == 'F' ? 'f' : c == 'L' ? 'l' : c == 'Q' ? 'q' : c;
    }
    static constexpr std::pair<const char*, FloatKind> kSuffixes[] = {
        {"", FloatKind::Double},         {"f", FloatKind::Float},         {"l", FloatKind::LongDouble},
        {"f32", FloatKind::Float32},     {"f64", FloatKind::Float64},     {"f128", FloatKind::Float128},
        {"f32x", FloatKind::Float32x},   {"f64x", FloatKind::Float64x},   {"q", FloatKind::Float128}};
    FloatKind fk = FloatKind::Double;
    bool known = false;
    for (auto& [sfx, k] : kSuffixes)
      if (type_suffix == sfx) fk = k, known = true;
    if (!known) {
      error_at(l, format("invalid suffix \"%.*s\" on floating constant", int(suffix.size()), suffix.data()));
      return error_expr(l);
    }
    char* end = nullptr;
    errno = 0;
    long double v;
    FloatFormat ff = float_format(fk);
    if (ff == FloatFormat::Binary32) v = std::strtof(text.c_str(), &end);
    else if (ff == FloatFormat::Binary64) v = std::strtod(text.c_str(), &end);
    else v = std::strtold(text.c_str(), &end); // _Float128: to 64 significant bits (support/float128.h)
    if (!end || *end || text.empty()) {
      error_at(l, format("invalid floating constant '%.*s'", int(s.size()), s.data()));
      return error_expr(l);
    }
    if (errno == ERANGE && std::isinf(v))
      warning_at(l, format("floating constant exceeds range of '%s'", enum_name(fk)));
    Expr* e = constant_expr(float_const(v, tt.floating(fk)), l);
    if (imaginary) {
      Constant* c = il.alloc_local_constant(ConstantKind::Complex);
      c->type = tt.complex(fk);
      c->creal = 0;
      c->cimag = v;
      return constant_expr(share(c), l);
    }
    return e;
  }

  // Integer: base, digits, suffix.
  size_t i = 0;
  unsigned base = 10;
  if (is_hex) base = 16, i = 2;
  else if (s.size() > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) base = 2, i = 2;
  else if (s[0] == '0') base = 8;
  u128 value = 0;
  bool overflow = false;
  size_t digits_start = i;
  for (; i < s.size(); ++i) {
    int d = digit_value(s[i]);
    if (d >= int(base)) break;
    u128 nv = value * base + unsigned(d);
    if (nv / base != value) overflow = true;
    value = nv;
  }
  if (i == digits_start && base != 8) {
    // `0x`, `0b`: gcc reads the letter as a suffix.
    error_at(l, format("invalid suffix \"%.*s\" on integer constant", int(s.size() - 1), s.data() + 1));
    return error_expr(l);
  }
  std::string_view suffix = s.substr(i);
  bool u = false;
  int longs = 0;
  for (size_t k = 0; k < suffix.size(); ++k) {
    char c = suffix[k];
    if ((c == 'u' || c == 'U') && !u) u = true;
    else if ((c == 'l' || c == 'L') && longs == 0) {
      if (k + 1 < suffix.size() && suffix[k + 1] == c) longs = 2, ++k;
      else longs = 1;
    } else if ((c == 'i' || c == 'j') && !imaginary) imaginary = true;
    else {
      if (base == 8 && c >= '8' && c <= '9') error_at(l, format("invalid digit \"%c\" in octal constant", c));
      else if (base == 2 && c >= '2' && c <= '9') error_at(l, format("invalid digit \"%c\" in binary constant", c));
      else error_at(l, format("invalid suffix \"%.*s\" on integer constant", int(suffix.size()), suffix.data()));
      return error_expr(l);
    }
  }
  if (overflow || value > u128(~u64(0))) {
    // C17 6.4.4p2 (gcc: a warning; the value is truncated).
    warning_at(l, "integer constant is too large for its type");
    value = u64(value);
  }
  // C17 6.4.4.1p5
  static const IntKind dec[] = {IntKind::Int, IntKind::Long, IntKind::LongLong};
  static const IntKind other[] = {IntKind::Int, IntKind::UInt, IntKind::Long, IntKind::ULong, IntKind::LongLong, IntKind::ULongLong};
  IntKind chosen = IntKind::ULongLong;
  bool found = false;
  auto fits = [&](IntKind k) { return value <= int_max(k); };
  if (u) {
    for (IntKind k : {IntKind::UInt, IntKind::ULong, IntKind::ULongLong})
      if (int_rank(k) >= int_rank(longs == 2 ? IntKind::LongLong : longs == 1 ? IntKind::Long : IntKind::Int) && fits(k)) {
        chosen = k, found = true;
        break;
      }
  } else if (base == 10) {
    for (IntKind k : dec)
      if (int_rank(k) >= int_rank(longs == 2 ? IntKind::LongLong : longs == 1 ? IntKind::Long : IntKind::Int) && fits(k)) {
        chosen = k, found = true;
        break;
      }
    if (!found) warning_at(l, "integer constant is so large that it is unsigned");
  } else {
    for (IntKind k : other)
      if (int_rank(k) >= int_rank(longs == 2 ? IntKind::LongLong : longs == 1 ? IntKind::Long : IntKind::Int) && fits(k)) {
        chosen = k, found = true;
        break;
      }
  }
  QualType t_ = tt.integer(chosen);
  if (imaginary) {
    Constant* c = il.alloc_local_constant(ConstantKind::Complex);
    c->type = tt.complex(FloatKind::Double);
    c->creal = 0;
    c->cimag = (long double)value;
    // GNU: an integer with an i suffix is a complex int; ilcc gives it complex double's
    // value shape but the complex int type.
    c->type = tt.complex_of(t_);
    return constant_expr(share(c), l);
  }
  return int_constant(i128(value), t_, l);
}

Expr* Sema::char_literal(const Token& t) {
  Loc l = pp.expansion_point(t);
  std::string_view s = t.spelling();
  IfValue v;
  std::string err, warn;
  if (!parse_char_literal(s, v, err, warn)) {
    if (err != "empty character constant") error_at(l, err); // the lexer reported that one
    return error_expr(l);
  }
  if (!warn.empty()) warning_at(l, warn);
  QualType type = tt.int_();
  if (s[0] == 'u' && s[1] == '8') type = tt.integer(IntKind::UChar);
  else if (s[0] == 'u') type = tt.integer(IntKind::UShort);
  else if (s[0] == 'U') type = tt.integer(IntKind::UInt);
  i128 val = is_signed(int_kind_of(type)) ? i128(i64(v.v)) : i128(v.v);
  return int_constant(val, type, l);
}

namespace {
// Appends one code unit (or, for narrow strings, byte) sequence for code point `cp`.
void append_unit(std::string& out, u32 v, u8 size) {
  for (u8 i = 0; i < size; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}
void append_code_point(std::string& out, u32 cp, u8 size) {
  if (size == 1) {
    append_utf8(out, cp);
  } else if (size == 2 && cp > 0xffff) {
    cp -= 0x10000;
    append_unit(out, 0xd800 + (cp >> 10), 2);
    append_unit(out, 0xdc00 + (cp & 0x3ff), 2);
  } else {
    append_unit(out, cp, size);
  }
}
} // namespace

// C17 6.4.5: adjacent string literals concatenated, decoded into target code units.
bool Sema::string_literal_text(std::string& bytes, u8& char_size, QualType& elem) {
  char_size = 1;
  elem = tt.char_();
  char prefix = 0; // 0, '8', 'u', 'U', 'L'
  bool ok = true;
  struct Piece {
    Token t;
    size_t body;
  };
  std::vector<Piece> pieces;
  while (tok.kind == TokenKind::StringLit) {
    std::string_view s = tok.spelling();
    char p = 0;
    size_t q = s.find('"');
    if (q == 1) p = s[0];
    else if (q == 2) p = '8';
    if (p && prefix && p != prefix) {
      error("unsupported non-standard concatenation of string literals");
      ok = false;
    } else if (p) {
      prefix = p;
    }
    pieces.push_back({tok, q + 1});
    consume();
  }
  switch (prefix) {
  case 'u': char_size = 2, elem = tt.integer(IntKind::UShort); break;
  case 'U': char_size = 4, elem = tt.integer(IntKind::UInt); break;
  case 'L': char_size = 4, elem = tt.int_(); break;
  default: break;
  }
  for (const Piece& pc : pieces) {
    std::string_view s = pc.t.spelling();
    size_t i = pc.body, end = s.size() - 1;
    while (i < end) {
      unsigned char c = u8(s[i]);
      if (c != '\\') {
        if (c >= 0x80 && char_size > 1) {
          u32 cp;
          int n = decode_utf8(s.data() + i, end - i, cp);
          if (n > 0) {
            append_code_point(bytes, cp, char_size);
            i += size_t(n);
            continue;
          }
        }
        if (char_size == 1) bytes.push_back(char(c));
        else append_unit(bytes, c, char_size);
        ++i;
        continue;
      }
      ++i;
      char e = s[i++];
      u32 v = 0;
      bool is_unit = true; // \x and octal give a code unit; \u a code point
      if (int simple = simple_escape_value(e); simple >= 0) v = u32(simple);
      else switch (e) {
      case 'x': {
        bool any = false, big = false;
        while (i < end && std::isxdigit(u8(s[i]))) {
          u64 nv = u64(v) * 16 + u64(digit_value(s[i++]));
          if (nv > 0xffffffffu) big = true;
          v = u32(nv);
          any = true;
        }
        if (!any) {
          error_at_tok(pc.t, "\\x used with no following hex digits");
          ok = false;
        }
        if (big || (char_size < 4 && v >> (8 * char_size))) {
          // gcc: a warning; the value is truncated to the character size.
          warning_at(pp.expansion_point(pc.t), "hex escape sequence out of range");
          if (char_size < 4) v &= (1u << (8 * char_size)) - 1;
        }
        break;
      }
      case 'u': case 'U': {
        int n = e == 'u' ? 4 : 8;
        for (int k = 0; k < n; ++k) {
          if (i >= end || !std::isxdigit(u8(s[i]))) {
            error_at_tok(pc.t, "incomplete universal character name");
            ok = false;
            break;
          }
          v = v * 16 + u32(digit_value(s[i++]));
        }
        if (ok && !ucn_valid(v)) {
          error_at_tok(pc.t, format("\\%c%.*s is not a valid universal character", e, n, s.data() + i - n));
          ok = false;
        }
        is_unit = false;
        break;
      }
      default:
        if (e >= '0' && e <= '7') {
          v = u32(e - '0');
          for (int k = 0; k < 2 && i < end && s[i] >= '0' && s[i] <= '7'; ++k) v = v * 8 + u32(s[i++] - '0');
          if (char_size == 1 && v > 0xff) {
            warning_at(pp.expansion_point(pc.t), "octal escape sequence out of range"); // gcc: truncated
            v &= 0xff;
          }
        } else {
          warning_at(pp.expansion_point(pc.t), format("unknown escape sequence: '\\%c'", e));
          v = u8(e);
        }
      }
      if (is_unit) append_unit(bytes, v, char_size);
      else append_code_point(bytes, v, char_size);
    }
  }
  append_unit(bytes, 0, char_size);
  return ok;
}

Expr* Sema::string_literal() {
  Loc l = loc();
  std::string bytes;
  u8 size;
  QualType elem;
  if (!string_literal_text(bytes, size, elem)) return error_expr(l);
  QualType type = tt.array_of(elem, bytes.size() / size);
  Constant* c = intern_string_constant(il, type, bytes.data(), bytes.size(), size);
  Expr* e = constant_expr(c, l);
  e->eflags |= ExprFlag::Lvalue; // a string literal is an lvalue (C17 6.5.1p4)
  return e;
}

} // namespace ilcc::sema
