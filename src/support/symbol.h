// symbol.h — interned strings.
//
// A Symbol is a pointer to the one process-wide copy of a string, so equality is pointer
// equality and every symbol has a dense id for side tables (flat vectors indexed by id, as
// the preprocessor does for macros). The text is NUL-terminated and lives until exit.
// Identifiers, global names and section names are Symbols; string literal contents are not.
#pragma once

#include "support/common.h"

#include <string_view>

namespace ilcc {

class Symbol {
public:
  struct Entry {
    u32 id;
    u32 len;
    u64 hash;
    char text[1]; // len + 1 bytes, NUL-terminated
  };

  Symbol() = default;
  static Symbol intern(std::string_view s);
  // The symbol with this text if it was ever interned, else a null Symbol.
  static Symbol lookup(std::string_view s);
  static u32 count(); // number of distinct symbols so far; ids are 1..count()

  // Storage as an untyped pointer (for records that keep a symbol in a void* slot).
  static Symbol from_raw(const void* p) { return Symbol(static_cast<const Entry*>(p)); }
  void* raw() const { return const_cast<Entry*>(e_); }

  explicit operator bool() const { return e_ != nullptr; }
  std::string_view str() const { return e_ ? std::string_view(e_->text, e_->len) : std::string_view(); }
  const char* c_str() const { return e_ ? e_->text : ""; }
  u32 id() const { return e_ ? e_->id : 0; }
  u64 hash() const { return e_ ? e_->hash : 0; }
  size_t size() const { return e_ ? e_->len : 0; }
  bool empty() const { return !e_ || e_->len == 0; }

  bool operator==(const Symbol& o) const { return e_ == o.e_; }
  bool operator!=(const Symbol& o) const { return e_ != o.e_; }
  explicit operator u64() const { return hash(); } // for DefaultHash

private:
  explicit Symbol(const Entry* e) : e_(e) {}
  const Entry* e_ = nullptr;
};

} // namespace ilcc
