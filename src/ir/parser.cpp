#include "ir/parser.h"

#include "support/diagnostics.h"
#include "ir/text_words.h"
#include "support/hash.h"

#include <array>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace ilcc {

namespace {

// ---- lexer -------------------------------------------------------------------------------

enum class Tok : u8 {
  Eof,
  Ident,   // keywords, type names, labels (.LBB3), operation names
  Value,   // %12
  Global,  // @name or @"quoted"
  Number,  // integer or floating literal, raw text (may start with '-')
  String,  // "..." (raw, escapes undecoded)
  WString, // L"..."
  U16String, // u"..."
  Ellipsis,  // ...
  Punct,     // one character: = , ( ) [ ] { } : + - ~ ! < >
};

struct Token {
  Tok kind = Tok::Eof;
  std::string_view text; // Global: the name (quoted names: raw with quotes); String: with quotes
  u32 line = 1, col = 1;
};

struct ParseFailure {
  u32 line, col;
  std::string message;
};

// Character classes, one table lookup per character.
enum : u8 { kDigit = 1, kAlpha = 2, kIdentExtra = 4, kPunct = 8 };
constexpr auto kCharClass = [] {
  std::array<u8, 256> t{};
  for (int c = '0'; c <= '9'; ++c) t[c] = kDigit;
  for (int c = 'a'; c <= 'z'; ++c) t[c] = kAlpha;
  for (int c = 'A'; c <= 'Z'; ++c) t[c] = kAlpha;
  t['_'] = t['.'] = t['$'] = kIdentExtra;
  for (char c : std::string_view("=,()[]{}:+-~!<>")) t[u8(c)] = kPunct;
  return t;
}();
bool is_digit(char c) { return kCharClass[u8(c)] & kDigit; }
bool is_ident_start(char c) { return kCharClass[u8(c)] & (kAlpha | kIdentExtra); }
bool is_ident_char(char c) { return kCharClass[u8(c)] & (kAlpha | kDigit | kIdentExtra); }

class Lexer {
public:
  explicit Lexer(std::string_view text) : text_(text) { advance(); }

  const Token& peek() const { return tok_; }
  Token next() {
    Token t = tok_;
    advance();
    return t;
  }

  [[noreturn]] void fail(const Token& at, std::string msg) const { throw ParseFailure{at.line, at.col, std::move(msg)}; }
  [[noreturn]] void fail(std::string msg) const { fail(tok_, std::move(msg)); }

private:
  void advance() {
    skip_space();
    tok_.line = line_;
    tok_.col = u32(pos_ - line_start_ + 1);
    if (pos_ >= text_.size()) {
      tok_.kind = Tok::Eof;
      tok_.text = {};
      return;
    }
    size_t start = pos_;
    char c = text_[pos_];
    if (c == '%') {
      ++pos_;
      while (pos_ < text_.size() && is_digit(text_[pos_])) ++pos_;
      if (pos_ == start + 1) fail_here(start, "expected a value number after '%'");
      return set(Tok::Value, start + 1);
    }
    if (c == '@') {
      ++pos_;
      if (pos_ < text_.size() && text_[pos_] == '"') {
        scan_string(start + 1);
        return set(Tok::Global, start + 1);
      }
      while (pos_ < text_.size() && is_ident_char(text_[pos_])) ++pos_;
      if (pos_ == start + 1) fail_here(start, "expected a name after '@'");
      return set(Tok::Global, start + 1);
    }
    if (c == '"') {
      scan_string(start);
      return set(Tok::String, start);
    }
    if ((c == 'L' || c == 'u') && pos_ + 1 < text_.size() && text_[pos_ + 1] == '"') {
      ++pos_;
      scan_string(pos_);
      return set(c == 'L' ? Tok::WString : Tok::U16String, start);
    }
    if (c == '.' && text_.substr(pos_, 3) == "...") {
      pos_ += 3;
      return set(Tok::Ellipsis, start);
    }
    if (is_digit(c) || (c == '-' && pos_ + 1 < text_.size() && is_digit(text_[pos_ + 1]))) {
      ++pos_;
      while (pos_ < text_.size()) {
        char d = text_[pos_];
        if (kCharClass[u8(d)] & (kAlpha | kDigit) || d == '.' || d == '_') {
          ++pos_;
        } else if ((d == '+' || d == '-') && std::strchr("eEpP", text_[pos_ - 1])) {
          ++pos_;
        } else {
          break;
        }
      }
      return set(Tok::Number, start);
    }
    if (is_ident_start(c)) {
      while (pos_ < text_.size() && is_ident_char(text_[pos_])) ++pos_;
      return set(Tok::Ident, start);
    }
    if (kCharClass[u8(c)] & kPunct) {
      ++pos_;
      return set(Tok::Punct, start);
    }
    fail_here(start, format("unexpected character '%s'", printable(c).c_str()));
  }

  static std::string printable(char c) {
    if (u8(c) >= 0x20 && u8(c) < 0x7f) return std::string(1, c);
    return format("\\x%02x", u8(c));
  }

  void set(Tok k, size_t start) {
    tok_.kind = k;
    tok_.text = text_.substr(start, pos_ - start);
  }

  void scan_string(size_t quote) {
    pos_ = quote + 1;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] == '\n') fail_here(quote, "unterminated string literal");
      if (text_[pos_] == '\\') ++pos_;
      ++pos_;
    }
    if (pos_ >= text_.size()) fail_here(quote, "unterminated string literal");
    ++pos_;
  }

  void skip_space() {
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (c == '\n') {
        ++pos_;
        ++line_;
        line_start_ = pos_;
      } else if (c == ' ' || c == '\t' || c == '\r') {
        ++pos_;
      } else if (c == ';') {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
      } else {
        break;
      }
    }
  }

  [[noreturn]] void fail_here(size_t at, std::string msg) const {
    throw ParseFailure{line_, u32(at - line_start_ + 1), std::move(msg)};
  }

  std::string_view text_;
  size_t pos_ = 0;
  u32 line_ = 1;
  size_t line_start_ = 0;
  Token tok_;
};

// ---- literals ----------------------------------------------------------------------------

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Decodes the escapes of a quoted literal (token text with its quotes). Wide literals
// accept \u{HEX}; byte literals \xHH (exactly two digits), octal, and the C letters.
template <class Out> bool decode_literal(std::string_view q, Out&& put, bool wide, std::string& err) {
  std::string_view s = q.substr(1, q.size() - 2);
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c != '\\') {
      put(u32(u8(c)));
      continue;
    }
    if (++i >= s.size()) {
      err = "incomplete escape sequence";
      return false;
    }
    char e = s[i];
    switch (e) {
    case 'n': put(u32('\n')); break;
    case 't': put(u32('\t')); break;
    case 'r': put(u32('\r')); break;
    case 'a': put(u32('\a')); break;
    case 'b': put(u32('\b')); break;
    case 'f': put(u32('\f')); break;
    case 'v': put(u32('\v')); break;
    case 'e': put(u32(27)); break;
    case '\\': case '"': case '\'': case '?': put(u32(u8(e))); break;
    case 'x': {
      int h = i + 1 < s.size() ? hex_digit(s[i + 1]) : -1, l = i + 2 < s.size() ? hex_digit(s[i + 2]) : -1;
      if (h < 0 || l < 0) {
        err = "\\x needs two hex digits";
        return false;
      }
      put(u32(h * 16 + l));
      i += 2;
      break;
    }
    case 'u':
      if (wide && i + 1 < s.size() && s[i + 1] == '{') {
        size_t end = s.find('}', i);
        if (end == std::string_view::npos || end == i + 2) {
          err = "malformed \\u{...} escape";
          return false;
        }
        u64 v = 0;
        for (size_t k = i + 2; k < end; ++k) {
          int d = hex_digit(s[k]);
          if (d < 0 || v > 0xffffffffULL) {
            err = "malformed \\u{...} escape";
            return false;
          }
          v = v * 16 + u64(d);
        }
        if (v > 0xffffffffULL) {
          err = "malformed \\u{...} escape";
          return false;
        }
        put(u32(v));
        i = end;
        break;
      }
      [[fallthrough]];
    default:
      if (e >= '0' && e <= '7') {
        u32 v = 0;
        int n = 0;
        while (n < 3 && i < s.size() && s[i] >= '0' && s[i] <= '7') v = v * 8 + u32(s[i++] - '0'), ++n;
        --i;
        if (v > 255) {
          err = "octal escape out of range";
          return false;
        }
        put(v);
        break;
      }
      err = format("unknown escape sequence '\\%c'", e);
      return false;
    }
  }
  return true;
}

// ---- parser ------------------------------------------------------------------------------

struct OpcodeKey {
  Opcode op;
  u8 sub;
};

const HashMap<std::string_view, OpcodeKey>& opcode_keywords() {
  static const auto* table = [] {
    auto* t = new HashMap<std::string_view, OpcodeKey>;
    for (unsigned i = 0; i < kNumOpcodes; ++i) {
      Opcode op = Opcode(i);
      if (op == Opcode::BinOp || op == Opcode::UnaryOp) continue;
      t->insert(opcode_info(op).mnemonic, {op, 0});
    }
    for (unsigned i = 0; i < kNumBinOps; ++i) t->insert(op_name(IrBinOp(i)), {Opcode::BinOp, u8(i)});
    for (unsigned i = 0; i < kNumUnaryOps; ++i) t->insert(op_name(IrUnaryOp(i)), {Opcode::UnaryOp, u8(i)});
    return t;
  }();
  return *table;
}

struct PendingCall { // a direct call without "..." whose shape comes from the declaration
  size_t fn, block, inst;
};

class Parser {
public:
  Parser(std::string_view text, IrTextPositions* positions) : lex_(text), pos_(positions) {}

  void module(IrModule& m) {
    m_ = &m;
    while (lex_.peek().kind != Tok::Eof) top_level();
    resolve_pending_calls();
    // Value numbers are ids and stay as written, unless they are so sparse that tables
    // indexed by them would be mostly empty (`%4294967294` alone would ask the verifier
    // for a 4-billion-entry table): such a function is renumbered 0, 1, 2, ... in order.
    for (IrFunction& f : m.functions) {
      if (f.has_sparse_value_ids()) f.compact_value_ids();
      else f.recompute_value_limit();
    }
  }

private:
  // -- token helpers --
  bool is_punct(char c) const { return lex_.peek().kind == Tok::Punct && lex_.peek().text[0] == c; }
  bool is_word(std::string_view w) const { return lex_.peek().kind == Tok::Ident && lex_.peek().text == w; }
  bool accept_punct(char c) {
    if (!is_punct(c)) return false;
    lex_.next();
    return true;
  }
  bool accept_word(std::string_view w) {
    if (!is_word(w)) return false;
    lex_.next();
    return true;
  }
  void expect_punct(char c) {
    if (!accept_punct(c)) lex_.fail(format("expected '%c'%s", c, found().c_str()));
  }
  void expect_word(std::string_view w) {
    if (!accept_word(w)) lex_.fail(format("expected '%.*s'%s", int(w.size()), w.data(), found().c_str()));
  }
  std::string found() const {
    const Token& t = lex_.peek();
    if (t.kind == Tok::Eof) return " at end of input";
    const char* sigil = t.kind == Tok::Value ? "%" : t.kind == Tok::Global ? "@" : "";
    return format(" before '%s%.*s'", sigil, int(std::min<size_t>(t.text.size(), 40)), t.text.data());
  }
  // An optional segment override word (seg_gs, seg_fs).
  bool accept_address_space(AddressSpace& out) {
    if (lex_.peek().kind != Tok::Ident || !parse_address_space(lex_.peek().text, out)) return false;
    lex_.next();
    return true;
  }
  Token expect(Tok k, const char* what) {
    if (lex_.peek().kind != k) lex_.fail(format("expected %s%s", what, found().c_str()));
    return lex_.next();
  }

  u64 number_u64(const char* what) {
    Token t = expect(Tok::Number, what);
    u64 v = 0;
    std::string_view s = t.text;
    int base = 10;
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, s.remove_prefix(2);
    if (s.empty()) lex_.fail(t, format("malformed %s", what));
    for (char c : s) {
      int d = base == 16 ? hex_digit(c) : (c >= '0' && c <= '9' ? c - '0' : -1);
      if (d < 0) lex_.fail(t, format("malformed %s '%.*s'", what, int(t.text.size()), t.text.data()));
      if (v > (UINT64_MAX - u64(d)) / u64(base)) lex_.fail(t, format("%s is too large", what));
      v = v * u64(base) + u64(d);
    }
    return v;
  }
  u32 number_u32(const char* what) {
    Token at = lex_.peek();
    u64 v = number_u64(what);
    if (v > UINT32_MAX) lex_.fail(at, format("%s is too large", what));
    return u32(v);
  }
  // The offset of `@g + N` / `@g - N`: the result must be an i64.
  i64 address_offset(bool negative) {
    Token at = lex_.peek();
    u64 v = number_u64("offset");
    if (v > (negative ? u64(1) << 63 : u64(INT64_MAX))) lex_.fail(at, "offset does not fit in 64 bits");
    return negative ? i64(u64(0) - v) : i64(v);
  }

  // Integer literal text (decimal or 0x hex, optional '-') of a `bits`-wide integer. The
  // rule (docs/ir.md, "Constants"): a literal is accepted when it fits the width as a
  // signed or as an unsigned number, [-2^(bits-1), 2^bits - 1], and is read modulo 2^bits
  // (so 255 and -1 are the same i8); anything outside is an error, never wrapped.
  i128 parse_int_text(const Token& t, unsigned bits) {
    std::string_view s = t.text;
    bool neg = false;
    if (!s.empty() && s[0] == '-') neg = true, s.remove_prefix(1);
    int base = 10;
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, s.remove_prefix(2);
    if (s.empty()) lex_.fail(t, "malformed integer literal");
    auto too_wide = [&] {
      lex_.fail(t, format("integer literal '%.*s' does not fit in %u bits", int(t.text.size()), t.text.data(), bits));
    };
    u128 v = 0;
    bool overflow = false; // beyond 2^128 - 1: reported after the digits are checked
    for (char c : s) {
      int d = base == 16 ? hex_digit(c) : (c >= '0' && c <= '9' ? c - '0' : -1);
      if (d < 0) lex_.fail(t, format("malformed integer literal '%.*s'", int(t.text.size()), t.text.data()));
      if (v > (~u128(0) - u128(d)) / u128(base)) overflow = true;
      v = v * u128(base) + u128(d);
    }
    u128 umax = bits < 128 ? (u128(1) << bits) - 1 : ~u128(0);
    u128 smin_mag = u128(1) << (bits - 1);
    if (overflow || (neg ? v > smin_mag : v > umax)) too_wide();
    return neg ? i128(u128(0) - v) : i128(v); // -(2^127) has no positive counterpart
  }

  // A switch case: an integer literal of the switch type under the rule of integer
  // constants, stored sign-extended from the type's width as constants are. The cases of
  // a 128-bit switch are i64 values (SwitchCase::value), so their literals must be too.
  i64 case_value(IrType ty) {
    Token t = expect(Tok::Number, "a case value");
    unsigned bits = is_int(ty) && !is_128(ty) ? 8 * type_size(ty) : 64;
    i128 v = parse_int_text(t, is_128(ty) ? 128 : bits);
    if (is_128(ty) && (v < INT64_MIN || v > INT64_MAX)) lex_.fail(t, "a case value of a 128-bit switch must fit in 64 bits");
    return i64(u64(v) << (64 - bits)) >> (64 - bits);
  }

  Symbol symbol_token(const Token& t) {
    if (!t.text.empty() && t.text[0] == '"') {
      std::string s;
      std::string err;
      if (!decode_literal(t.text, [&](u32 c) { s += char(c); }, false, err)) lex_.fail(t, err);
      if (s.empty()) lex_.fail(t, "empty symbol name");
      return Symbol::intern(s);
    }
    return Symbol::intern(t.text);
  }
  Symbol global_name() { return symbol_token(expect(Tok::Global, "a global name '@...'")); }

  std::string string_literal() {
    Token t = expect(Tok::String, "a string literal");
    std::string s;
    std::string err;
    if (!decode_literal(t.text, [&](u32 c) { s += char(c); }, false, err)) lex_.fail(t, err);
    return s;
  }
  template <class Ch> std::vector<Ch> wide_literal(Tok kind, const char* what) {
    Token t = expect(kind, what);
    std::vector<Ch> v;
    std::string err;
    u64 limit = sizeof(Ch) == 2 ? 0xffff : 0xffffffffULL;
    bool range_ok = true;
    if (!decode_literal(t.text.substr(1), [&](u32 c) { range_ok &= c <= limit; v.push_back(Ch(c)); }, true, err))
      lex_.fail(t, err);
    if (!range_ok) lex_.fail(t, "character out of range for a 16-bit string");
    return v;
  }

  IrType type() {
    const Token& t = lex_.peek();
    IrType ty;
    if (t.kind != Tok::Ident || !parse_type_name(t.text, ty)) lex_.fail(format("expected a type%s", found().c_str()));
    lex_.next();
    return ty;
  }
  bool peek_type(IrType& ty) const { return lex_.peek().kind == Tok::Ident && parse_type_name(lex_.peek().text, ty); }

  BlockId block_ref() {
    Token t = expect(Tok::Ident, "a block label '.LBB<n>'");
    return block_from_text(t);
  }
  BlockId block_from_text(const Token& t) {
    std::string_view s = t.text;
    if (s.size() <= 4 || s.substr(0, 4) != ".LBB") lex_.fail(t, format("expected a block label '.LBB<n>', found '%.*s'", int(s.size()), s.data()));
    u64 v = 0;
    for (char c : s.substr(4)) {
      if (c < '0' || c > '9') lex_.fail(t, format("malformed block label '%.*s'", int(s.size()), s.data()));
      v = v * 10 + u64(c - '0');
      if (v >= UINT32_MAX) lex_.fail(t, "block number is too large");
    }
    return BlockId(u32(v));
  }

  Value value_token(const Token& t) {
    u64 v = 0;
    for (char c : t.text) {
      v = v * 10 + u64(c - '0');
      if (v >= UINT32_MAX) lex_.fail(t, "value number is too large");
    }
    return Value(u32(v));
  }
  Value value() { return value_token(expect(Tok::Value, "a value '%<n>'")); }

  // -- constants --

  // A floating literal of kind F32 or F64: decimal or hex as C writes them (read with
  // strtof/strtod, so F32 literals round once), inf, -inf, nan, or nan(0xBITS).
  IrConst float_literal(ConstKind k) {
    bool f32 = k == ConstKind::F32;
    bool neg = accept_punct('-');
    Token t = lex_.next();
    if (t.kind == Tok::Ident && t.text == "inf") {
      double d = neg ? -HUGE_VAL : HUGE_VAL;
      return f32 ? IrConst::float32(float(d)) : IrConst::float64(d);
    }
    if (t.kind == Tok::Ident && t.text == "nan") {
      if (neg) lex_.fail(t, "write a negative NaN as nan(0xBITS)");
      u64 bits = f32 ? 0x7fc00000U : 0x7ff8000000000000ULL;
      if (accept_punct('(')) {
        Token b = lex_.peek();
        bits = number_u64("NaN bit pattern");
        if (f32 && bits > UINT32_MAX) lex_.fail(b, "f32 NaN bit pattern is too large");
        expect_punct(')');
      }
      return f32 ? IrConst::float32(std::bit_cast<float>(u32(bits))) : IrConst::float64(std::bit_cast<double>(bits));
    }
    if (t.kind != Tok::Number || neg) lex_.fail(t, format("expected a floating-point constant, found '%.*s'", int(t.text.size()), t.text.data()));
    std::string text(t.text);
    char* end;
    IrConst c = f32 ? IrConst::float32(std::strtof(text.c_str(), &end)) : IrConst::float64(std::strtod(text.c_str(), &end));
    if (*end) lex_.fail(t, format("malformed floating-point constant '%s'", text.c_str()));
    // Like integers, a literal out of its type's range is an error rather than a different
    // value: only `inf` is infinite (tiny literals round to subnormals or zero, as C's do).
    if (std::isinf(c.to_f64().value_or(0))) lex_.fail(t, format("floating-point constant '%s' does not fit in %s", text.c_str(), f32 ? "f32" : "f64"));
    return c;
  }

  // A constant of kind `k` (the instruction's type said which), or `zero`.
  IrConst constant_of_kind(ConstKind k) {
    if (accept_word("zero")) return IrConst::zero();
    switch (k) {
    case ConstKind::I8: case ConstKind::I16: case ConstKind::I32: case ConstKind::I64: case ConstKind::I128: {
      Token t = lex_.peek();
      if (t.kind != Tok::Number) lex_.fail(format("expected an integer constant%s", found().c_str()));
      lex_.next();
      static const unsigned bits[] = {8, 16, 32, 64, 128};
      i128 v = parse_int_text(t, bits[unsigned(k)]);
      switch (k) {
      case ConstKind::I8: return IrConst::int8(i8(v));
      case ConstKind::I16: return IrConst::int16(i16(v));
      case ConstKind::I32: return IrConst::int32(i32(v));
      case ConstKind::I64: return IrConst::int64(i64(v));
      default: return IrConst::int128(v);
      }
    }
    case ConstKind::F32:
    case ConstKind::F64: return float_literal(k);
    case ConstKind::LongDouble: {
      if (!accept_word("ld")) return IrConst::long_double(float_literal(ConstKind::F64).f64_value());
      Token t = expect(Tok::Number, "binary128 bits '0x...'");
      std::string_view s = t.text;
      if (s.size() != 34 || s[0] != '0' || s[1] != 'x') lex_.fail(t, "binary128 bits must be 0x followed by 32 hex digits");
      u8 bytes[16];
      for (int i = 0; i < 16; ++i) {
        int h = hex_digit(s[2 + 2 * i]), l = hex_digit(s[3 + 2 * i]);
        if (h < 0 || l < 0) lex_.fail(t, "malformed binary128 bits");
        bytes[15 - i] = u8(h * 16 + l);
      }
      double approx = accept_punct('~') ? float_literal(ConstKind::F64).f64_value() : f128_bytes_to_f64(bytes);
      return IrConst::long_double_with_bytes(approx, bytes);
    }
    case ConstKind::Zero: case ConstKind::Vector: break; // (vectors: vector_constant)
    }
    lex_.fail(format("expected a typed constant (e.g. 'i32 1') or 'zero'%s", found().c_str()));
  }

  // A constant in a position whose type is `context` (Void: the constant must name its type).
  IrConst constant(IrType context) {
    IrType explicit_ty;
    if (peek_type(explicit_ty)) {
      lex_.next();
      context = explicit_ty;
    }
    if (is_vector(context)) return accept_word("zero") ? IrConst::zero() : vector_constant(context);
    return constant_of_kind(IrConst::kind_for(context));
  }

  // <e0, e1, ...>: every element of vector type `t`, in lane order.
  IrConst vector_constant(IrType t) {
    expect_punct('<');
    IrType e = elem_type(t);
    std::vector<u8> img;
    for (unsigned i = 0; i < vector_lanes(t); ++i) {
      if (i) expect_punct(',');
      constant_of_kind(IrConst::kind_for(e)).push_le_bytes_x86(img, type_size(e));
    }
    if (!accept_punct('>')) lex_.fail(format("a %s constant has %u elements%s", type_name(t).data(), vector_lanes(t), found().c_str()));
    return IrConst::vector(img.data(), unsigned(img.size()));
  }

  Operand operand(IrType context) {
    if (lex_.peek().kind == Tok::Value) return value();
    return constant(context);
  }

  std::vector<EightbyteClass> classes() {
    std::vector<EightbyteClass> v;
    expect_punct('[');
    if (accept_punct(']')) return v;
    do {
      Token t = expect(Tok::Ident, "an eightbyte class");
      EightbyteClass c;
      if (!parse_eightbyte_class(t.text, c)) lex_.fail(t, format("unknown eightbyte class '%.*s'", int(t.text.size()), t.text.data()));
      v.push_back(c);
    } while (accept_punct(','));
    expect_punct(']');
    return v;
  }

  // struct(SIZE[, ALIGN][, [CLASSES]])
  void struct_info(u32& size, std::optional<u32>& align, std::vector<EightbyteClass>& cls) {
    expect_punct('(');
    size = number_u32("struct size");
    while (accept_punct(',')) {
      if (is_punct('[')) cls = classes();
      else align = number_u32("struct alignment");
    }
    expect_punct(')');
  }

  template <class T> std::span<T> arena_copy(const std::vector<T>& v) {
    return fn_->arena.copy(std::span<const T>(v.data(), v.size()));
  }

  // -- instructions --

  // Interprets an opcode's format string (opcodes.def); whitespace in it is for the printer.
  void formatted(Instruction& inst, const char* f, std::vector<Operand>& ops) {
    auto operand_at = [&](unsigned i, IrType ctx) {
      if (ops.size() <= i) ops.resize(i + 1);
      ops[i] = operand(ctx);
    };
    for (; *f; ++f) {
      char c = *f;
      if (c == ' ') continue;
      if (c == '[') {
        const char* end = std::strchr(f, ']');
        std::string_view word(f + 1, size_t(end - f - 1));
        while (!word.empty() && word.front() == ' ') word.remove_prefix(1);
        while (!word.empty() && word.back() == ' ') word.remove_suffix(1);
        if (accept_word(word)) inst.flags |= Instruction::kFlagOptWord;
        f = end;
        continue;
      }
      if (c != '$') {
        if (std::isalpha(u8(c))) {
          const char* e = f;
          while (std::isalpha(u8(*e))) ++e;
          expect_word(std::string_view(f, size_t(e - f)));
          f = e - 1;
        } else {
          expect_punct(c);
        }
        continue;
      }
      char d = *++f;
      switch (d) {
      case 't': inst.ty = type(); break;
      case 'T': inst.ty2 = type(); break;
      case '0': case '1': case '2': operand_at(unsigned(d - '0'), inst.ty); break;
      case 'p': operand_at(unsigned(*++f - '0'), IrType::Ptr); break;
      case 'c': operand_at(unsigned(*++f - '0'), IrType::I8); break;
      case 'l': operand_at(unsigned(*++f - '0'), IrType::I64); break;
      case 'I': inst.imm = number_u64("size"); break;
      case 'A': inst.aux = number_u32("number"); break;
      case 'L': inst.aux = block_ref().id; break;
      case 'N': inst.ext = global_name().raw(); break;
      case 'C': {
        Token t = expect(Tok::Ident, "a comparison");
        IrCmpOp op;
        if (!parse_op_name(t.text, op)) lex_.fail(t, format("unknown comparison '%.*s'", int(t.text.size()), t.text.data()));
        inst.sub = u8(op);
        break;
      }
      case 'R': {
        Token t = expect(Tok::Ident, "an atomic operation");
        AtomicRmwOp op;
        if (!parse_op_name(t.text, op)) lex_.fail(t, format("unknown atomic operation '%.*s'", int(t.text.size()), t.text.data()));
        inst.sub = u8(op);
        break;
      }
      case 'O': case 'Q': {
        Token t = expect(Tok::Ident, "a memory ordering");
        AtomicOrdering o;
        if (!parse_op_name(t.text, o)) lex_.fail(t, format("unknown memory ordering '%.*s'", int(t.text.size()), t.text.data()));
        if (d == 'Q' || inst.op == Opcode::AtomicRmw) inst.sub2 = u8(o);
        else inst.sub = u8(o);
        break;
      }
      case 'S': {
        AddressSpace seg;
        if (accept_address_space(seg)) inst.sub2 = u8(seg);
        break;
      }
      case 'E': {
        std::vector<EightbyteClass> v = classes();
        inst.ext = fn_->arena.make<std::span<const EightbyteClass>>(arena_copy(v));
        break;
      }
      default: ilcc_unreachable("bad format directive in opcodes.def");
      }
    }
  }

  void call(Instruction& inst, std::vector<Operand>& ops) {
    CallInfo* ci = fn_->arena.make<CallInfo>();
    inst.ext = ci;
    ci->return_type = type();
    if (inst.op == Opcode::Call) {
      ci->callee = global_name();
    } else {
      ops.push_back(operand(IrType::Ptr));
    }
    expect_punct('(');
    std::vector<IrType> types;
    std::vector<StructArg> structs;
    bool any_struct = false;
    int ellipsis_at = -1;
    if (!accept_punct(')')) {
      do {
        if (lex_.peek().kind == Tok::Ellipsis) {
          Token e = lex_.next();
          if (ellipsis_at >= 0) lex_.fail(e, "'...' appears twice");
          ellipsis_at = int(types.size());
          continue;
        }
        IrType t = type();
        types.push_back(t);
        ops.push_back(operand(t));
        structs.emplace_back();
        if (accept_word("struct")) {
          u32 size;
          std::optional<u32> align;
          std::vector<EightbyteClass> cls;
          struct_info(size, align, cls);
          if (size == 0) lex_.fail("struct size must be positive");
          structs.back() = StructArg{size, align.value_or(0), arena_copy(cls)};
          any_struct = true;
        }
      } while (accept_punct(','));
      expect_punct(')');
    }
    ci->arg_types = arena_copy(types);
    if (any_struct) ci->struct_args = arena_copy(structs);
    if (ellipsis_at >= 0) {
      ci->is_variadic = true;
      ci->num_fixed_args = u32(ellipsis_at);
    } else {
      ci->num_fixed_args = u32(types.size());
      if (inst.op == Opcode::Call) pending_calls_.push_back({m_->functions.size() - 1, fn_->blocks.size() - 1, fn_->blocks.back().instructions.size()});
    }
    for (;;) {
      if (accept_word("sret")) ci->is_sret = true;
      else if (accept_word("fastcall")) ci->is_fastcall = true;
      else if (accept_word("nest")) ci->has_static_chain = true;
      else if (accept_word("va_arg_pack")) ci->has_va_arg_pack = true;
      else if (is_word("call_error") || is_word("call_warning")) {
        ci->diagnostic = accept_word("call_error") ? CallInfo::Diagnostic::Error
                         : (accept_word("call_warning"), CallInfo::Diagnostic::Warning);
        ci->diagnostic_name = global_name();
        ci->diagnostic_message = Symbol::intern(string_literal());
      }
      else if (accept_word("ret_classes")) ci->ret_eightbyte_classes = arena_copy(classes());
      else break;
    }
  }

  void phi(Instruction& inst, std::vector<Operand>& ops) {
    inst.ty = type();
    std::vector<BlockId> blocks;
    do {
      expect_punct('[');
      ops.push_back(operand(inst.ty));
      expect_punct(',');
      blocks.push_back(block_ref());
      expect_punct(']');
    } while (accept_punct(','));
    inst.ext = arena_copy(blocks).data();
  }

  AsmOperand asm_operand(std::vector<Operand>& ops) {
    AsmOperand a;
    a.constraint = fn_->arena.copy_string(string_literal());
    a.type = type();
    ops.push_back(operand(a.type));
    for (;;) {
      if (accept_word("name")) {
        expect_punct('(');
        a.name = Symbol::intern(expect(Tok::Ident, "an operand name").text);
        expect_punct(')');
      } else if (accept_word("sym")) {
        expect_punct('(');
        a.symbol = global_name();
        expect_punct(')');
      } else if (!accept_address_space(a.seg)) {
        return a;
      }
    }
  }

  void inline_asm(Instruction& inst, std::vector<Operand>& ops) {
    InlineAsmInfo* ai = fn_->arena.make<InlineAsmInfo>();
    inst.ext = ai;
    ai->asm_template = fn_->arena.copy_string(string_literal());
    std::vector<AsmOperand> outs, ins;
    for (auto* list : {&outs, &ins}) {
      expect_punct('(');
      if (!accept_punct(')')) {
        do list->push_back(asm_operand(ops));
        while (accept_punct(','));
        expect_punct(')');
      }
    }
    ai->outputs = arena_copy(outs);
    ai->inputs = arena_copy(ins);
    if (accept_word("clobbers")) {
      std::vector<std::string_view> cl;
      expect_punct('(');
      do cl.push_back(fn_->arena.copy_string(string_literal()));
      while (accept_punct(','));
      expect_punct(')');
      ai->clobbers = arena_copy(cl);
    }
    if (accept_word("goto")) {
      std::vector<AsmGotoLabel> gl;
      expect_punct('(');
      do {
        Symbol name = Symbol::intern(expect(Tok::Ident, "a label name").text);
        expect_punct(':');
        gl.push_back({name, block_ref()});
      } while (accept_punct(','));
      expect_punct(')');
      ai->goto_labels = arena_copy(gl);
      fn_->has_asm_goto = true;
    }
  }

  void intrinsic(Instruction& inst, std::vector<Operand>& ops) {
    Token t = expect(Tok::Ident, "an intrinsic name");
    IntrinsicOp op;
    if (!parse_intrinsic_name(t.text, op)) lex_.fail(t, format("unknown intrinsic '%.*s'", int(t.text.size()), t.text.data()));
    inst.sub = u8(op);
    if (is_polymorphic(op)) { // NAME TYPE [to TYPE2]
      Token at = lex_.peek();
      inst.ty = type();
      if (!intrinsic_type_ok(op, inst.ty)) lex_.fail(at, format("intrinsic '%s' does not apply to %s", intrinsic_name(op).data(), type_name(inst.ty).data()));
      if (uses_type2(op)) {
        if (!accept_word("to")) lex_.fail(format("intrinsic '%s' needs its result type: expected 'to <type>'%s", intrinsic_name(op).data(), found().c_str()));
        at = lex_.peek();
        inst.ty2 = type();
        if (!intrinsic_type2_ok(op, inst.ty, inst.ty2))
          lex_.fail(at, format("intrinsic '%s' of %s cannot give %s", intrinsic_name(op).data(), type_name(inst.ty).data(), type_name(inst.ty2).data()));
      }
    }
    // The argument types are the signature's (intrinsics.def), not stored per instruction:
    // a written type must be that type, and there is no type for an extra argument.
    expect_punct('(');
    unsigned nargs = intrinsic_num_args(op), k = 0;
    if (!accept_punct(')')) {
      do {
        Token at = lex_.peek();
        IrType ty = type();
        if (k >= nargs) lex_.fail(at, format("intrinsic '%s' takes %u arguments", intrinsic_name(op).data(), nargs));
        IrType want = intrinsic_arg_type(op, k, inst.ty, inst.ty2);
        if (ty != want)
          lex_.fail(at, format("argument %u of intrinsic '%s' is %s, not %s", k + 1, intrinsic_name(op).data(), type_name(want).data(), type_name(ty).data()));
        ops.push_back(operand(ty));
        ++k;
      } while (accept_punct(','));
      expect_punct(')');
    }
  }

  void instruction(Value dest, const Token& kw) {
    const OpcodeKey* key = opcode_keywords().find(kw.text);
    if (!key) lex_.fail(kw, format("unknown instruction or terminator '%.*s'", int(kw.text.size()), kw.text.data()));
    const OpcodeInfo& info = opcode_info(key->op);
    if (info.dest == 'D' && !dest.valid()) lex_.fail(kw, format("'%.*s' defines a value: write '%%<n> = %.*s ...'", int(kw.text.size()), kw.text.data(), int(kw.text.size()), kw.text.data()));
    if (info.dest == 'N' && dest.valid()) lex_.fail(kw, format("'%.*s' does not define a value", int(kw.text.size()), kw.text.data()));
    Instruction inst;
    inst.op = key->op;
    inst.sub = key->sub;
    inst.dest = dest;
    inst.ty = info.fixed_ty;
    ops_.clear();
    switch (inst.op) {
    case Opcode::Call: case Opcode::CallIndirect: call(inst, ops_); break;
    case Opcode::Phi: phi(inst, ops_); break;
    case Opcode::InlineAsm: inline_asm(inst, ops_); break;
    case Opcode::Intrinsic: intrinsic(inst, ops_); break;
    default: formatted(inst, info.format, ops_);
    }
    if (ops_.size() > UINT16_MAX) lex_.fail(kw, "too many operands");
    inst.num_ops = u16(ops_.size());
    if (!ops_.empty()) inst.ops = arena_copy(ops_).data();
    BasicBlock& b = fn_->blocks.back();
    b.instructions.push_back(inst);
    if (accept_punct('!')) {
      expect_word("loc");
      SourceSpan s;
      s.file = number_u32("file number");
      expect_punct(':');
      s.line = number_u32("line");
      expect_punct(':');
      s.col = number_u32("column");
      b.source_spans.resize(b.instructions.size());
      b.source_spans.back() = s;
    } else if (!b.source_spans.empty()) {
      b.source_spans.resize(b.instructions.size());
    }
  }

  // terminator := 'ret' [T V] | 'br' .LBBn | 'condbr' C ',' .LBBt ',' .LBBf
  //             | 'switch' T V ',' 'default' .LBBd '[' [K ':' .LBBn (',' K ':' .LBBn)*] ']'
  //             | 'indirectbr' P '[' [.LBBa (',' .LBBa)*] ']' | 'unreachable'
  void terminator(TermKind kind, Terminator& t) {
    t.kind = kind;
    switch (kind) {
    case TermKind::Return: {
      IrType ty;
      if (peek_type(ty)) {
        lex_.next();
        t.ty = ty;
        t.val = operand(ty);
      }
      break;
    }
    case TermKind::Branch: t.target = block_ref(); break;
    case TermKind::CondBranch:
      t.val = operand(IrType::I8);
      expect_punct(',');
      t.target = block_ref();
      expect_punct(',');
      t.target2 = block_ref();
      break;
    case TermKind::Switch: {
      t.ty = type();
      t.val = operand(t.ty);
      expect_punct(',');
      expect_word("default");
      t.target = block_ref();
      expect_punct('[');
      std::vector<SwitchCase> cases;
      if (!accept_punct(']')) {
        do {
          i64 v = case_value(t.ty);
          expect_punct(':');
          cases.push_back({v, block_ref()});
        } while (accept_punct(','));
        expect_punct(']');
      }
      t.count = u32(cases.size());
      t.list = arena_copy(cases).data();
      break;
    }
    case TermKind::IndirectBranch: {
      t.val = operand(IrType::Ptr);
      expect_punct('[');
      std::vector<BlockId> targets;
      if (!accept_punct(']')) {
        do targets.push_back(block_ref());
        while (accept_punct(','));
        expect_punct(']');
      }
      t.count = u32(targets.size());
      t.list = arena_copy(targets).data();
      break;
    }
    case TermKind::Unreachable: break;
    case TermKind::None: ilcc_unreachable("parse_term_name never yields None");
    }
  }

  void body() {
    expect_punct('{');
    while (!accept_punct('}')) {
      Token t = lex_.peek();
      if (t.kind == Tok::Eof) lex_.fail("expected '}' at the end of the function");
      // A block starts with its label.
      if (t.kind != Tok::Ident || !t.text.starts_with(".LBB")) lex_.fail(format("expected a block label '.LBB<n>:'%s", found().c_str()));
      lex_.next();
      BasicBlock b;
      b.label = block_from_text(t);
      expect_punct(':');
      fn_->blocks.push_back(std::move(b));
      if (auto* fp = fn_pos()) fp->blocks.push_back({at(t), {}, {}});
      for (;;) {
        const Token& p = lex_.peek();
        if (p.kind == Tok::Punct && p.text[0] == '}') break;
        if (p.kind == Tok::Ident && p.text.starts_with(".LBB")) break;
        Token first = p;
        Value dest;
        if (p.kind == Tok::Value) {
          dest = value();
          expect_punct('=');
        }
        Token kw = expect(Tok::Ident, "an instruction");
        TermKind term;
        if (parse_term_name(kw.text, term)) {
          if (dest.valid()) lex_.fail(kw, "a terminator does not define a value");
          if (auto* fp = fn_pos()) fp->blocks.back().terminator = at(first);
          terminator(term, fn_->blocks.back().terminator);
          const Token& after = lex_.peek();
          if (!((after.kind == Tok::Punct && after.text[0] == '}') || (after.kind == Tok::Ident && after.text.starts_with(".LBB"))))
            lex_.fail(format("expected a block label or '}' after the terminator%s", found().c_str()));
          break;
        }
        if (auto* fp = fn_pos()) fp->blocks.back().instructions.push_back(at(first));
        instruction(dest, kw);
      }
    }
  }

  void params(IrFunction& f, bool with_values) {
    expect_punct('(');
    if (accept_punct(')')) return;
    do {
      if (lex_.peek().kind == Tok::Ellipsis) {
        lex_.next();
        f.is_variadic = true;
        break;
      }
      IrParam p;
      p.ty = type();
      if (lex_.peek().kind == Tok::Value) {
        if (!with_values) lex_.fail("a declaration's parameters have no values");
        p.value = value();
      }
      if (accept_word("struct")) {
        u32 size;
        struct_info(size, p.struct_align, p.struct_eightbyte_classes);
        p.struct_size = size;
      }
      f.params.push_back(std::move(p));
    } while (accept_punct(','));
    expect_punct(')');
  }

  void function(const Token& kw, bool is_definition) {
    IrFunction& f = m_->functions.emplace_back();
    if (pos_) pos_->functions.push_back({at(kw), {}});
    fn_ = &f;
    f.is_declaration = !is_definition;
    for (bool any = true; any;) {
      any = false;
      for (auto [field, word] : kFunctionFlagWords)
        if (accept_word(word)) f.*field = any = true;
    }
    f.return_type = type();
    f.name = global_name();
    params(f, is_definition);
    for (;;) {
      if (accept_word("section")) f.section = Symbol::intern(string_literal());
      else if (accept_word("visibility")) f.visibility = Symbol::intern(string_literal());
      else if (accept_word("ret_classes")) f.ret_eightbyte_classes = classes();
      else if (accept_word("alloc_size")) {
        expect_punct('[');
        for (int k = 0; k < 2; ++k) {
          Token t = expect(Tok::Number, "a parameter number");
          i128 v = parse_int_text(t, 8);
          if (v < 1 || v > 255) lex_.fail(t, "an alloc_size parameter number is 1 to 255");
          f.alloc_size[k] = u8(v);
          if (!accept_punct(',')) break;
        }
        expect_punct(']');
      }
      else if (accept_word("target")) {
        Token at = lex_.peek();
        std::string list = string_literal();
        X86Features fs;
        std::string bad;
        if (!fs.apply(list, &bad)) lex_.fail(at, format("unknown target feature '%s'", bad.c_str()));
        f.features = fs;
      }
      else if (accept_word("param_allocas")) {
        expect_punct('[');
        if (!accept_punct(']')) {
          do f.param_alloca_values.push_back(value());
          while (accept_punct(','));
          expect_punct(']');
        }
      } else if (accept_word("keep_blocks")) {
        expect_punct('[');
        if (!accept_punct(']')) {
          do f.global_init_label_blocks.push_back(block_ref());
          while (accept_punct(','));
          expect_punct(']');
        }
      } else {
        break;
      }
    }
    if (is_definition) body();
    fn_ = nullptr;
  }

  // init := 'zero' | ['scalar'] CONST | 'array' '[' CONST, ... ']' | 'string' STRING
  //         | 'wstring' L"..." | 'u16string' u"..." | @name ['+' N | '-' N]
  //         | 'compound' '[' init, ... ']' | 'labeldiff' @label1 ',' @label2 ',' SIZE
  // `ctx` is the global's type, which constants take unless they name theirs (Void inside
  // a compound: every constant names its type).
  GlobalInit global_init(IrType ctx) {
    using G = GlobalInit;
    if (lex_.peek().kind == Tok::Global) {
      Symbol n = global_name();
      if (accept_punct('+')) return G::make_global_addr_offset(n, address_offset(false));
      if (accept_punct('-')) return G::make_global_addr_offset(n, address_offset(true));
      return G::make_global_addr(n);
    }
    G::Kind kind = G::Kind::Scalar; // a bare constant
    if (lex_.peek().kind == Tok::Ident) {
      for (unsigned i = 0; i < kNumGlobalInitKinds; ++i)
        if (!global_init_word(G::Kind(i)).empty() && lex_.peek().text == global_init_word(G::Kind(i))) {
          kind = G::Kind(i);
          lex_.next();
          break;
        }
    }
    switch (kind) {
    case G::Kind::Zero: return G::zero();
    case G::Kind::Scalar: return G::make_scalar(constant(ctx));
    case G::Kind::Array: {
      std::vector<IrConst> v;
      expect_punct('[');
      if (!accept_punct(']')) {
        do v.push_back(constant(ctx));
        while (accept_punct(','));
        expect_punct(']');
      }
      return G::make_array(std::move(v));
    }
    case G::Kind::String: return G::make_string(string_literal());
    case G::Kind::WideString: return G::make_wide_string(wide_literal<u32>(Tok::WString, "a wide string L\"...\""));
    case G::Kind::Char16String: return G::make_char16_string(wide_literal<u16>(Tok::U16String, "a 16-bit string u\"...\""));
    case G::Kind::Compound: {
      // Everything that walks an initializer recurses into compounds (here, the printer,
      // the verifier, the interpreter), so their depth is bounded where they are read.
      if (++init_depth_ > kMaxInitNesting) lex_.fail(format("compound initializers nested deeper than %u levels", kMaxInitNesting));
      std::vector<GlobalInit> v;
      expect_punct('[');
      if (!accept_punct(']')) {
        do v.push_back(global_init(IrType::Void));
        while (accept_punct(','));
        expect_punct(']');
      }
      --init_depth_;
      return G::make_compound(std::move(v));
    }
    case G::Kind::GlobalLabelDiff: {
      Symbol a = global_name();
      expect_punct(',');
      Symbol b = global_name();
      expect_punct(',');
      return G::make_label_diff(a, b, number_u32("size"));
    }
    case G::Kind::GlobalAddr: case G::Kind::GlobalAddrOffset: break; // no keyword
    }
    ilcc_unreachable("address initializers have no keyword");
  }

  void global(const Token& kw) {
    note(&IrTextPositions::globals, kw);
    IrGlobal g;
    for (bool any = true; any;) {
      any = false;
      for (auto [field, word] : kGlobalFlagWords)
        if (accept_word(word)) g.*field = any = true;
    }
    g.name = global_name();
    expect_punct(':');
    g.ty = type();
    expect_word("size");
    g.size = number_u64("size");
    expect_word("align");
    g.align = number_u32("alignment");
    for (;;) {
      if (accept_word("section")) g.section = Symbol::intern(string_literal());
      else if (accept_word("visibility")) g.visibility = Symbol::intern(string_literal());
      else break;
    }
    if (accept_punct('=')) g.init = global_init(g.ty);
    m_->globals.push_back(std::move(g));
  }

  void top_level() {
    Token kw = lex_.peek();
    if (kw.kind != Tok::Ident) lex_.fail(format("expected a top-level entity (global, define, declare, ...)%s", found().c_str()));
    lex_.next();
    std::string_view k = kw.text;
    if (k == "define") return function(kw, true);
    if (k == "declare") return function(kw, false);
    if (k == "global") return global(kw);
    if (k == "string") {
      Symbol n = global_name();
      expect_punct('=');
      m_->string_literals.emplace_back(n, string_literal());
      return;
    }
    if (k == "wstring") {
      Symbol n = global_name();
      expect_punct('=');
      m_->wide_string_literals.emplace_back(n, wide_literal<u32>(Tok::WString, "a wide string L\"...\""));
      return;
    }
    if (k == "u16string") {
      Symbol n = global_name();
      expect_punct('=');
      m_->char16_string_literals.emplace_back(n, wide_literal<u16>(Tok::U16String, "a 16-bit string u\"...\""));
      return;
    }
    if (k == "source_file") {
      Token at = lex_.peek();
      u32 idx = number_u32("file number");
      if (idx != m_->source_files.size() + (m_->source_files.empty() ? 1 : 0)) lex_.fail(at, "source files must be numbered 1, 2, 3, ... in order");
      if (m_->source_files.empty()) m_->source_files.emplace_back();
      m_->source_files.push_back(string_literal());
      return;
    }
    if (k == "asm") {
      m_->toplevel_asm.push_back(string_literal());
      return;
    }
    if (k == "ctor") {
      note(&IrTextPositions::constructors, kw);
      return m_->constructors.push_back(global_name());
    }
    if (k == "dtor") {
      note(&IrTextPositions::destructors, kw);
      return m_->destructors.push_back(global_name());
    }
    if (k == "alias") {
      note(&IrTextPositions::aliases, kw);
      IrAlias a;
      a.alias = global_name();
      expect_punct('=');
      a.target = global_name();
      a.is_weak = accept_word("weak");
      a.is_ifunc = accept_word("ifunc");
      a.is_weakref = accept_word("weakref");
      m_->aliases.push_back(a);
      return;
    }
    if (k == "symattr") {
      IrSymbolAttr a;
      a.name = global_name();
      a.is_weak = accept_word("weak");
      if (accept_word("visibility")) a.visibility = Symbol::intern(string_literal());
      m_->symbol_attrs.push_back(a);
      return;
    }
    if (k == "symver") {
      Symbol n = global_name();
      m_->symver_directives.emplace_back(n, string_literal());
      return;
    }
    lex_.fail(kw, format("unknown top-level entity '%.*s'", int(k.size()), k.data()));
  }

  void resolve_pending_calls() {
    HashMap<u32, const IrFunction*> by_name = callee_table(*m_);
    for (const PendingCall& pc : pending_calls_) {
      Instruction& inst = m_->functions[pc.fn].blocks[pc.block].instructions[pc.inst];
      CallInfo& ci = inst.call_info();
      const IrFunction* const* callee = by_name.find(ci.callee.id());
      if (callee && (*callee)->is_variadic) {
        ci.is_variadic = true;
        ci.num_fixed_args = u32((*callee)->params.size());
      }
    }
  }

  static TextPos at(const Token& t) { return {t.line, t.col}; }
  // Records where an entity starts (no-op without a position table).
  void note(std::vector<TextPos> IrTextPositions::*list, const Token& t) {
    if (pos_) (pos_->*list).push_back(at(t));
  }
  IrTextPositions::Function* fn_pos() { return pos_ ? &pos_->functions.back() : nullptr; }

  static constexpr unsigned kMaxInitNesting = 1024;

  Lexer lex_;
  IrTextPositions* pos_;
  unsigned init_depth_ = 0;
  IrModule* m_ = nullptr;
  IrFunction* fn_ = nullptr;
  std::vector<Operand> ops_;
  std::vector<PendingCall> pending_calls_;
};

} // namespace

bool parse_module(std::string_view text, IrModule& out, IrParseError& err, IrTextPositions* positions) {
  out = IrModule();
  if (positions) *positions = IrTextPositions();
  try {
    Parser p(text, positions);
    p.module(out);
    return true;
  } catch (const ParseFailure& f) {
    err.line = f.line;
    err.col = f.col;
    err.message = f.message;
    out = IrModule();
    if (positions) *positions = IrTextPositions();
    return false;
  }
}

} // namespace ilcc
