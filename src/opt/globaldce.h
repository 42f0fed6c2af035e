// globaldce.h — dead function and global elimination.
#pragma once

#include "ir/module.h"

#include <string_view>
#include <vector>

namespace ilcc {

// Removes the static functions, static globals and string literals that nothing reachable
// from the module's external definitions refers to. Returns the number removed.
size_t eliminate_dead_globals(IrModule& m);
// Only the static inline functions nothing refers to (what -O0 leaves of an always_inline
// wrapper once its calls were inlined): gcc emits none of those at any level.
size_t eliminate_dead_inline_functions(IrModule& m);

// Per function of m, by index: the number of direct calls of it in m's code, or
// kEscapes when something else refers to it — an initializer, the constructor or
// destructor lists, an alias, a `.symver` name, asm text, or an address taken in code —
// so that it may be reached other than through those calls.
constexpr u32 kEscapes = ~0u;
std::vector<u32> direct_call_counts(IrModule& m);

// Calls f(symbol) for each word of asm text (identifier characters, '.' and '$') that names
// a symbol: asm may call or take the address of any function by name.
template <class F> void for_each_asm_symbol(std::string_view text, F&& f) {
  auto word_char = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
           c == '$';
  };
  for (size_t i = 0; i < text.size();) {
    if (!word_char(text[i])) {
      ++i;
      continue;
    }
    size_t start = i;
    while (i < text.size() && word_char(text[i])) ++i;
    if (Symbol s = Symbol::lookup(text.substr(start, i - start))) f(s);
  }
}

} // namespace ilcc
