// macro.h — macro definitions and the macro table.
//
// A Macro owns its replacement list as an arena array of Tokens in which parameter uses
// are already resolved: a MacroParam token carries the parameter index in `aux`, a `#`
// before a parameter became the Stringify flag on it, and `##` stays a HashHash token whose
// left neighbour carries PasteLeft. __VA_OPT__(...) is a VaOpt token whose `len` counts the
// body tokens of its group that follow it. So the expander never re-parses a body.
//
// The table maps Symbol ids to the current definition through a flat vector (symbol ids
// are dense), so "is this identifier a macro" is one bounds check and one load per
// identifier. #undef leaves a null; #pragma push_macro keeps a per-name stack of earlier
// definitions. `order` numbers definitions so -dM prints in definition order.
#pragma once

#include "pp/token.h"
#include "support/arena.h"

#include <span>
#include <string>
#include <vector>

namespace ilcc {

// Macros whose expansion is computed, not substituted (predefined.def).
enum class BuiltinMacro : u8 {
  None,
#define BUILTIN_MACRO(E, name) E,
#include "pp/predefined.def"
};

// Parameter indices live in Token::aux (16 bits), so a macro has at most this many
// parameters (C17 5.2.4.1 asks for 127; gcc and clang have no limit).
constexpr u32 kMaxMacroParams = 65535;

struct Macro {
  Symbol name;
  Loc loc = 0;               // location of the name in its #define (0: predefined)
  const Token* body = nullptr;
  u32 body_size = 0;
  const Symbol* params = nullptr;
  u16 param_count = 0;
  bool function_like = false;
  bool variadic = false;     // the last parameter collects the variable arguments
  bool has_paste = false;    // the body contains ## or __VA_OPT__ (no fast path)
  bool disabled = false;     // an expansion of it is in progress (C17 6.10.3.4p2)
  bool used = false;
  BuiltinMacro builtin = BuiltinMacro::None;
  u32 order = 0;

  std::span<const Token> tokens() const { return {body, body_size}; }
};

// C17 6.10.3p2: are two definitions of the same name identical?
bool macros_identical(const Macro& a, const Macro& b);
// "NAME(params) body" as -dM and -dD print it.
std::string macro_definition_text(const Macro& m);

class MacroTable {
public:
  Macro* find(Symbol s) const {
    u32 id = s.id();
    return id < table_.size() ? table_[id] : nullptr;
  }
  Macro* find_id(u32 id) const { return id < table_.size() ? table_[id] : nullptr; }
  void set(Symbol s, Macro* m) {
    u32 id = s.id();
    if (id >= table_.size()) table_.resize(std::max<size_t>(id + 1, table_.size() * 2), nullptr);
    table_[id] = m;
    if (m && !m->order) {
      m->order = ++counter_;
      all_.push_back(m);
    }
  }
  void push(Symbol s);         // #pragma push_macro
  void pop(Symbol s);          // #pragma pop_macro
  // Current definitions in definition order.
  std::vector<const Macro*> current() const;

private:
  std::vector<Macro*> table_;
  std::vector<Macro*> all_;
  std::vector<std::pair<Symbol, Macro*>> pushed_;
  u32 counter_ = 0;
};

} // namespace ilcc
