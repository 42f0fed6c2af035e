// names.h — interned names the preprocessor compares against, and its side tables keyed
// by symbol id or file (private to src/pp).
//
// Interning them once at start-up turns every "is this __VA_ARGS__ / defined / once"
// test on a hot path into a pointer comparison.
#pragma once

#include "pp/preprocessor.h"
#include "support/hash.h"

#include <string>
#include <vector>

namespace ilcc {

enum class Directive : u8 {
  None,
#define DIRECTIVE(E, name, conditional) E,
#include "pp/directives.def"
};

struct Preprocessor::Names {
  Symbol va_args = Symbol::intern("__VA_ARGS__");
  Symbol va_opt = Symbol::intern("__VA_OPT__");
  Symbol defined = Symbol::intern("defined");
  Symbol pragma_op = Symbol::intern("_Pragma");
  Symbol once = Symbol::intern("once");
  Symbol push_macro = Symbol::intern("push_macro");
  Symbol pop_macro = Symbol::intern("pop_macro");
  Symbol gcc = Symbol::intern("GCC");
  Symbol system_header = Symbol::intern("system_header");
  Symbol poison = Symbol::intern("poison");
  Symbol warning = Symbol::intern("warning");
  Symbol error = Symbol::intern("error");
  Symbol include_alias = Symbol::intern("include_alias");

  Symbol guard_candidate;               // set by evaluate_if for `!defined X`

  HashMap<u32, Directive> directive_of; // symbol id → directive
  HashMap<u64, Symbol> guard_of;        // SourceFile address → include-guard macro
  HashMap<u64, bool> once_files;        // file identity → #pragma once seen
  HashMap<u32, bool> poisoned;          // symbol id → #pragma GCC poison
  std::vector<std::pair<std::string, std::string>> assertions; // GNU #assert pred(answer)
  std::vector<u32> param_slot;          // symbol id → parameter index + 1, during #define

  Names() {
#define DIRECTIVE(E, name, conditional) directive_of.insert(Symbol::intern(name).id(), Directive::E);
#include "pp/directives.def"
  }
  Directive directive(Symbol s) const {
    const Directive* d = directive_of.find(s.id());
    return d ? *d : Directive::None;
  }
};

} // namespace ilcc
