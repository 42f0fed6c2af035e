// if_value.h — the #if expression parser and the literal evaluators it uses.
//
// IfParser evaluates a token list that collection (if_expr.cpp) has already reduced to
// numbers, character constants, punctuators and parentheses. It is independent of the
// Preprocessor so unit tests can drive it with hand-made tokens; errors go to an
// IfDiagnostics sink.
#pragma once

#include "pp/token.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ilcc {

struct IfValue {
  u64 v = 0;
  bool is_unsigned = false;
  i64 sval() const { return i64(v); }
};

class IfDiagnostics {
public:
  virtual void if_error(const Token& at, std::string_view msg) = 0;
  virtual void if_warning(const Token& at, std::string_view msg) = 0;
  virtual void if_note(const Token&, std::string_view) {}

protected:
  ~IfDiagnostics() = default;
};

// C17 6.4.4.1 integer constant as #if reads it. False (with `err`) if it is not one.
bool parse_integer_literal(std::string_view s, IfValue& out, std::string& err, std::string& warn);
// C17 6.4.4.4 character constant: its value as the type the prefix gives (int for plain
// and L, with char signed as on x86-64; unsigned for u and U).
bool parse_char_literal(std::string_view s, IfValue& out, std::string& err, std::string& warn);

// Parentheses and '?' operands nest at most this deep by default (-fbracket-depth, the
// limit and the option of clang's parser). The parser recurses only at these two places
// (and a bounded number of times per precedence level), so the limit bounds its stack.
constexpr u32 kDefaultBracketDepth = 256;

class IfParser {
public:
  IfParser(IfDiagnostics& diag, std::span<const Token> toks, u32 max_depth = kDefaultBracketDepth)
      : diag_(diag), toks_(toks), max_depth_(max_depth) {}
  // The truth value of the whole expression; false after an error.
  bool evaluate();
  // The value (for tests); `ok` false after an error.
  IfValue value(bool& ok);

private:
  IfValue comma(bool eval);
  IfValue conditional(bool eval);
  IfValue binary(int min_prec, bool eval);
  IfValue unary(bool eval);
  IfValue primary(bool eval);
  const Token& peek() const;
  void fail(const Token& at, std::string_view msg);
  bool nest(const Token& at);
  void overflow(const Token& at, bool eval);

  IfDiagnostics& diag_;
  std::span<const Token> toks_;
  size_t pos_ = 0;
  u32 depth_ = 0; // open parentheses and '?' operands
  u32 max_depth_;
  bool failed_ = false;
  Token end_;
};

} // namespace ilcc
