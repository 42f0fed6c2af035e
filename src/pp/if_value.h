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

protected:
  ~IfDiagnostics() = default;
};

// C17 6.4.4.1 integer constant as #if reads it. False (with `err`) if it is not one.
bool parse_integer_literal(std::string_view s, IfValue& out, std::string& err, std::string& warn);
// C17 6.4.4.4 character constant: its value as the type the prefix gives (int for plain
// and L, with char signed as on x86-64; unsigned for u and U).
bool parse_char_literal(std::string_view s, IfValue& out, std::string& err, std::string& warn);

class IfParser {
public:
  IfParser(IfDiagnostics& diag, std::span<const Token> toks) : diag_(diag), toks_(toks) {}
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

  IfDiagnostics& diag_;
  std::span<const Token> toks_;
  size_t pos_ = 0;
  bool failed_ = false;
  Token end_;
};

} // namespace ilcc
