// if_value.cpp — precedence-climbing evaluation of #if expressions (C17 6.10.1, 6.6) and
// the integer / character constant evaluators.
//
// Binary operators come from one table (precedence, operator kind); the climber handles
// them all, with && and || short-circuiting by evaluating their right operand in
// "unevaluated" mode, where division by zero and overflow are not diagnosed.
//
// Signed overflow wraps and draws gcc's warning "integer overflow in preprocessor
// expression" (for +, -, *, /, unary - and <<, as gcc: a left shift overflows when
// shifting back does not give the operand); % never overflows.
//
// Stack: the parser recurses for a parenthesis and for the second operand of '?:', both
// counted against the bracket depth, and a bounded number of times per precedence level.
// Runs of prefix operators and chains `a ? b : c ? d : e` are read in loops.
#include "pp/if_value.h"

#include "pp/charset.h"
#include "support/diagnostics.h"

namespace ilcc {

bool parse_integer_literal(std::string_view s, IfValue& out, std::string& err, std::string& warn) {
  size_t i = 0;
  int base = 10;
  if (s.size() > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, i = 2;
  else if (s.size() > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) base = 2, i = 2;
  else if (s[0] == '0') base = 8;
  u64 v = 0;
  bool overflow = false, any = base == 8;
  size_t digits_start = i;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c == '\'' && i > digits_start) continue; // C2x digit separators
    int d = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : 99;
    if (base != 16 && (c == 'e' || c == 'E')) d = 99;
    if (d >= base) break;
    any = true;
    u64 nv = v * u64(base) + u64(d);
    if ((v != 0 && nv / u64(base) != v) || nv < v) overflow = true;
    v = nv;
  }
  std::string_view suffix = s.substr(i);
  if (!any || (base == 16 && i == 2) || (base == 2 && i == 2)) {
    err = format("invalid integer constant \"%.*s\" in #if", int(s.size()), s.data());
    return false;
  }
  for (char c : suffix) {
    if (c == '.' || ((c == 'e' || c == 'E') && base != 16) || ((c == 'p' || c == 'P') && base == 16)) {
      err = "floating constant in preprocessor expression";
      return false;
    }
  }
  // C17 6.4.4.1: u, l, ll and their combinations, in either case (ll not mixed).
  bool is_u = false;
  int longs = 0;
  std::string_view rest = suffix;
  auto take = [&](std::string_view p) {
    if (rest.substr(0, p.size()) == p) {
      rest.remove_prefix(p.size());
      return true;
    }
    return false;
  };
  for (int round = 0; round < 2; ++round) {
    if (!is_u && (take("u") || take("U"))) is_u = true;
    else if (!longs && (take("ll") || take("LL"))) longs = 2;
    else if (!longs && (take("l") || take("L"))) longs = 1;
  }
  if (!rest.empty()) {
    if (rest == "i" || rest == "j" || rest == "I" || rest == "J")
      err = "imaginary number in preprocessor expression";
    else
      err = format("invalid suffix \"%.*s\" on integer constant", int(suffix.size()), suffix.data());
    return false;
  }
  if (overflow) warn = "integer constant is too large for its type";
  else if (!is_u && v > u64(INT64_MAX) && base == 10) warn = "integer constant is so large that it is unsigned";
  out.v = v;
  out.is_unsigned = is_u || v > u64(INT64_MAX);
  return true;
}

bool parse_char_literal(std::string_view s, IfValue& out, std::string& err, std::string& warn) {
  // Prefix: none (int, char signed), L (wchar_t = int), u (char16_t), U (char32_t).
  int width = 8;
  bool wide_signed = true;
  size_t i = 0;
  if (s[0] == 'L') width = 32, i = 1;
  else if (s[0] == 'u' && s[1] == '\'') width = 16, wide_signed = false, i = 1;
  else if (s[0] == 'U') width = 32, wide_signed = false, i = 1;
  else if (s[0] == 'u' && s[1] == '8') width = 8, wide_signed = false, i = 2;
  ++i; // opening quote
  size_t end = s.size() - 1;
  std::vector<u32> chars;
  while (i < end) {
    unsigned char c = u8(s[i]);
    u32 v;
    if (c != '\\') {
      if (c >= 0x80 && width > 8) {
        u32 cp;
        int n = decode_utf8(s.data() + i, end - i, cp);
        if (n > 0) {
          chars.push_back(cp);
          i += size_t(n);
          continue;
        }
      }
      chars.push_back(c);
      ++i;
      continue;
    }
    ++i;
    char e = s[i++];
    if (int simple = simple_escape_value(e); simple >= 0) v = u32(simple);
    else switch (e) {
    case 'x': {
      v = 0;
      bool any = false;
      while (i < end && std::isxdigit(u8(s[i]))) {
        char h = s[i++];
        v = v * 16 + u32(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
        any = true;
      }
      if (!any) {
        err = "\\x used with no following hex digits";
        return false;
      }
      if (width < 32 && (v >> width)) warn = "hex escape sequence out of range";
      break;
    }
    case 'u': case 'U': {
      int n = e == 'u' ? 4 : 8;
      v = 0;
      for (int k = 0; k < n; ++k) {
        if (i >= end || !std::isxdigit(u8(s[i]))) {
          err = "incomplete universal character name";
          return false;
        }
        char h = s[i++];
        v = v * 16 + u32(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
      }
      if (!ucn_valid(v)) {
        err = format("\\%c%.*s is not a valid universal character", e, n, s.data() + i - n);
        return false;
      }
      if (width == 8) {
        // A UCN in a plain character constant is stored in UTF-8 (multi-character).
        std::string enc;
        append_utf8(enc, v);
        for (size_t k = 0; k + 1 < enc.size(); ++k) chars.push_back(u8(enc[k]));
        v = u8(enc.back());
      }
      break;
    }
    default:
      if (e >= '0' && e <= '7') {
        v = u32(e - '0');
        for (int k = 0; k < 2 && i < end && s[i] >= '0' && s[i] <= '7'; ++k) v = v * 8 + u32(s[i++] - '0');
        if (width == 8 && v > 0xff) warn = "octal escape sequence out of range";
      } else {
        warn = format("unknown escape sequence: '\\%c'", e);
        v = u8(e);
      }
    }
    chars.push_back(v);
  }
  if (chars.empty()) {
    err = "empty character constant";
    return false;
  }
  u64 mask = width == 64 ? ~u64(0) : (u64(1) << width) - 1;
  if (width == 8) {
    // Plain: int value; several chars combine big-endian into an int (gcc), signed char.
    if (chars.size() > 1) {
      warn = "multi-character character constant";
      u32 acc = 0;
      for (u32 c : chars) acc = (acc << 8) | (c & 0xFF);
      out.v = u64(i64(i32(acc)));
    } else {
      out.v = wide_signed ? u64(i64(i8(u8(chars[0])))) : u64(chars[0] & 0xFF);
    }
    out.is_unsigned = false;
    return true;
  }
  if (chars.size() > 1) warn = "character constant too long for its type";
  u64 v = chars.back() & mask;
  if (wide_signed && width == 32) v = u64(i64(i32(u32(v))));
  out.v = v;
  out.is_unsigned = !wide_signed && width == 32;
  return true;
}

namespace {
enum class Op : u8 { None, Mul, Div, Mod, Add, Sub, Shl, Shr, Lt, Gt, Le, Ge, Eq, Ne, BitAnd, BitXor, BitOr, And, Or };
struct BinInfo {
  Op op;
  int prec;
};
BinInfo binary_info(TokenKind k) {
  using K = TokenKind;
  switch (k) {
  case K::Star: return {Op::Mul, 10};
  case K::Slash: return {Op::Div, 10};
  case K::Percent: return {Op::Mod, 10};
  case K::Plus: return {Op::Add, 9};
  case K::Minus: return {Op::Sub, 9};
  case K::LessLess: return {Op::Shl, 8};
  case K::GreaterGreater: return {Op::Shr, 8};
  case K::Less: return {Op::Lt, 7};
  case K::Greater: return {Op::Gt, 7};
  case K::LessEqual: return {Op::Le, 7};
  case K::GreaterEqual: return {Op::Ge, 7};
  case K::EqualEqual: return {Op::Eq, 6};
  case K::ExclaimEqual: return {Op::Ne, 6};
  case K::Amp: return {Op::BitAnd, 5};
  case K::Caret: return {Op::BitXor, 4};
  case K::Pipe: return {Op::BitOr, 3};
  case K::AmpAmp: return {Op::And, 2};
  case K::PipePipe: return {Op::Or, 1};
  default: return {Op::None, 0};
  }
}
} // namespace

const Token& IfParser::peek() const { return pos_ < toks_.size() ? toks_[pos_] : end_; }

void IfParser::fail(const Token& at, std::string_view msg) {
  if (!failed_) diag_.if_error(at.kind == TokenKind::Eof && !toks_.empty() ? toks_.back() : at, msg);
  failed_ = true;
}

IfValue IfParser::value(bool& ok) {
  end_.kind = TokenKind::Eof;
  IfValue v = comma(true);
  if (!failed_ && pos_ < toks_.size()) {
    const Token& t = toks_[pos_];
    if (t.kind == TokenKind::RParen) fail(t, "missing '(' in expression");
    else if (t.kind == TokenKind::Colon) fail(t, "':' without preceding '?'");
    else fail(t, format("missing binary operator before token \"%.*s\"", int(t.spelling().size()), t.spelling().data()));
  }
  ok = !failed_;
  return v;
}

bool IfParser::evaluate() {
  bool ok;
  IfValue v = value(ok);
  return ok && v.v != 0;
}

IfValue IfParser::comma(bool eval) {
  IfValue v = conditional(eval);
  while (!failed_ && peek().kind == TokenKind::Comma) {
    ++pos_;
    v = conditional(eval);
  }
  return v;
}

bool IfParser::nest(const Token& at) {
  if (++depth_ <= max_depth_) return true;
  fail(at, at.kind == TokenKind::Question ? format("'?:' nesting level exceeded maximum of %u", max_depth_)
                                          : format("bracket nesting level exceeded maximum of %u", max_depth_));
  diag_.if_note(at, "use -fbracket-depth=N to increase maximum nesting level");
  return false;
}

void IfParser::overflow(const Token& at, bool eval) {
  if (eval) diag_.if_warning(at, "integer overflow in preprocessor expression");
}

// C17 6.5.15: logical-OR-expression ? expression : conditional-expression
// A chain `c1 ? a1 : c2 ? a2 : ... : e` is read in a loop: the value is the first ai whose
// ci is nonzero, else e; the type is unsigned if any operand's is (usual arithmetic
// conversions); each ci and ai is evaluated only when the conditions before it are 0.
IfValue IfParser::conditional(bool eval) {
  IfValue c = binary(1, eval);
  if (failed_ || peek().kind != TokenKind::Question) return c;
  IfValue result;
  bool chosen = false, uns = false;
  while (!failed_ && peek().kind == TokenKind::Question) {
    const Token& q = peek();
    ++pos_;
    if (!nest(q)) return c;
    IfValue a = comma(eval && c.v != 0);
    --depth_;
    if (failed_) return a;
    if (peek().kind != TokenKind::Colon) {
      fail(peek().kind == TokenKind::Eof ? q : peek(), "'?' without following ':'");
      return a;
    }
    ++pos_;
    uns |= a.is_unsigned;
    if (!chosen && c.v != 0) result = a, chosen = true;
    eval = eval && c.v == 0;
    c = binary(1, eval);
  }
  if (!chosen) result = c;
  result.is_unsigned = uns || c.is_unsigned;
  return result;
}

IfValue IfParser::binary(int min_prec, bool eval) {
  IfValue lhs = unary(eval);
  for (;;) {
    if (failed_) return lhs;
    const Token& optok = peek();
    BinInfo bi = binary_info(optok.kind);
    if (bi.op == Op::None || bi.prec < min_prec) return lhs;
    ++pos_;
    bool rhs_eval = eval;
    if (bi.op == Op::And) rhs_eval = eval && lhs.v != 0;
    if (bi.op == Op::Or) rhs_eval = eval && lhs.v == 0;
    IfValue rhs = binary(bi.prec + 1, rhs_eval);
    if (failed_) return lhs;
    IfValue r;
    bool uns = lhs.is_unsigned || rhs.is_unsigned;
    u64 a = lhs.v, b = rhs.v;
    i64 sa = i64(a), sb = i64(b), wrapped;
    r.is_unsigned = uns;
    switch (bi.op) {
    case Op::Mul:
      r.v = a * b;
      if (!uns && __builtin_mul_overflow(sa, sb, &wrapped)) overflow(optok, eval);
      break;
    case Op::Div:
    case Op::Mod:
      if (b == 0) {
        if (eval) {
          fail(optok, "division by zero in #if");
          return lhs;
        }
        r.v = 0;
      } else if (uns) {
        r.v = bi.op == Op::Div ? a / b : a % b;
      } else if (sa == INT64_MIN && sb == -1) {
        r.v = bi.op == Op::Div ? a : 0; // wraps; only the quotient overflows
        if (bi.op == Op::Div) overflow(optok, eval);
      } else {
        r.v = u64(bi.op == Op::Div ? sa / sb : sa % sb);
      }
      break;
    case Op::Add:
      r.v = a + b;
      if (!uns && __builtin_add_overflow(sa, sb, &wrapped)) overflow(optok, eval);
      break;
    case Op::Sub:
      r.v = a - b;
      if (!uns && __builtin_sub_overflow(sa, sb, &wrapped)) overflow(optok, eval);
      break;
    case Op::Shl:
    case Op::Shr: {
      // The result has the left operand's type; a negative count shifts the other way.
      r.is_unsigned = lhs.is_unsigned;
      bool left = bi.op == Op::Shl;
      u64 n = b;
      if (!rhs.is_unsigned && sb < 0) left = !left, n = u64(0) - b;
      if (n > 64) n = 64;
      if (left) {
        r.v = n >= 64 ? 0 : a << n;
        bool lost = n >= 64 ? a != 0 : (i64(r.v) >> n) != sa;
        if (!lhs.is_unsigned && lost) overflow(optok, eval);
      } else if (lhs.is_unsigned) {
        r.v = n >= 64 ? 0 : a >> n;
      } else {
        r.v = u64(n >= 64 ? (sa < 0 ? -1 : 0) : sa >> n);
      }
      break;
    }
    case Op::Lt: r.v = uns ? a < b : sa < sb; r.is_unsigned = false; break;
    case Op::Gt: r.v = uns ? a > b : sa > sb; r.is_unsigned = false; break;
    case Op::Le: r.v = uns ? a <= b : sa <= sb; r.is_unsigned = false; break;
    case Op::Ge: r.v = uns ? a >= b : sa >= sb; r.is_unsigned = false; break;
    case Op::Eq: r.v = a == b; r.is_unsigned = false; break;
    case Op::Ne: r.v = a != b; r.is_unsigned = false; break;
    case Op::BitAnd: r.v = a & b; break;
    case Op::BitXor: r.v = a ^ b; break;
    case Op::BitOr: r.v = a | b; break;
    case Op::And: r.v = a != 0 && b != 0; r.is_unsigned = false; break;
    case Op::Or: r.v = a != 0 || b != 0; r.is_unsigned = false; break;
    case Op::None: break;
    }
    lhs = r;
  }
}

// C17 6.5.3.3: a run of + - ~ ! is applied right to left once its operand is read.
IfValue IfParser::unary(bool eval) {
  auto is_prefix = [](TokenKind k) {
    return k == TokenKind::Plus || k == TokenKind::Minus || k == TokenKind::Tilde || k == TokenKind::Exclaim;
  };
  size_t first = pos_;
  while (is_prefix(peek().kind)) ++pos_;
  size_t last = pos_;
  IfValue v = primary(eval);
  for (size_t i = last; !failed_ && i-- > first;) {
    const Token& op = toks_[i];
    switch (op.kind) {
    case TokenKind::Minus:
      if (!v.is_unsigned && v.v == u64(1) << 63) overflow(op, eval);
      v.v = u64(0) - v.v;
      break;
    case TokenKind::Tilde: v.v = ~v.v; break;
    case TokenKind::Exclaim: v = IfValue{v.v == 0, false}; break;
    default: break; // +
    }
  }
  return v;
}

IfValue IfParser::primary(bool eval) {
  const Token& t = peek();
  IfValue v;
  std::string err, warn;
  switch (t.kind) {
  case TokenKind::Number:
    ++pos_;
    if (!parse_integer_literal(t.spelling(), v, err, warn)) fail(t, err);
    else if (!warn.empty() && eval) diag_.if_warning(t, warn);
    return v;
  case TokenKind::CharConst:
    ++pos_;
    if (!parse_char_literal(t.spelling(), v, err, warn)) fail(t, err);
    else if (!warn.empty() && eval) diag_.if_warning(t, warn);
    return v;
  case TokenKind::LParen: {
    ++pos_;
    if (peek().kind == TokenKind::RParen) {
      fail(t, "missing expression between '(' and ')'");
      return v;
    }
    if (!nest(t)) return v;
    v = comma(eval);
    --depth_;
    if (failed_) return v;
    if (peek().kind != TokenKind::RParen) {
      fail(peek().kind == TokenKind::Eof ? t : peek(), "missing ')' in expression");
      return v;
    }
    ++pos_;
    return v;
  }
  case TokenKind::Eof: fail(t, "#if with no expression"); return v;
  default:
    if (t.kind == TokenKind::RParen || is_punctuator(t.kind)) {
      fail(t, format("operator '%.*s' has no left operand", int(t.spelling().size()), t.spelling().data()));
      if (t.kind == TokenKind::Equal || t.kind == TokenKind::Period || t.kind == TokenKind::Hash ||
          t.kind == TokenKind::LBracket || t.kind == TokenKind::LBrace)
        failed_ = true;
    } else {
      fail(t, format("token \"%.*s\" is not valid in preprocessor expressions", int(t.spelling().size()), t.spelling().data()));
    }
    return v;
  }
}

} // namespace ilcc
