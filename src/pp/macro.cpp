// macro.cpp — comparing and printing macro definitions; push/pop of the macro table.
//
// Identity (C17 6.10.3p2): same kind, same parameters in the same order, and replacement
// lists with the same tokens, spellings and white-space separation (presence only, not
// amount). Printing follows gcc's -dM format: "#define NAME(a, b) body" with one space
// wherever the body had white space.
#include "pp/macro.h"

#include <algorithm>

namespace ilcc {

bool macros_identical(const Macro& a, const Macro& b) {
  if (a.function_like != b.function_like || a.variadic != b.variadic ||
      a.param_count != b.param_count || a.body_size != b.body_size || a.builtin != b.builtin)
    return false;
  for (u32 i = 0; i < a.param_count; ++i)
    if (a.params[i] != b.params[i]) return false;
  for (u32 i = 0; i < a.body_size; ++i) {
    const Token &x = a.body[i], &y = b.body[i];
    if (x.kind != y.kind || x.aux != y.aux) return false;
    constexpr u8 kSignificant = TokenFlag::Stringify | TokenFlag::PasteLeft | TokenFlag::Digraph;
    if ((x.flags & kSignificant) != (y.flags & kSignificant)) return false;
    if (i > 0 && ((x.flags & TokenFlag::LeadingSpace) != 0) != ((y.flags & TokenFlag::LeadingSpace) != 0))
      return false;
    if (x.kind == TokenKind::VaOpt ? x.len != y.len : x.spelling() != y.spelling()) return false;
  }
  return true;
}

namespace {
void append_body(std::string& out, const Macro& m, u32 b, u32 e) {
  for (u32 i = b; i < e; ++i) {
    const Token& t = m.body[i];
    if (i > 0 && (t.flags & TokenFlag::LeadingSpace)) out += ' ';
    if (t.flags & TokenFlag::Stringify) out += '#';
    if (t.kind == TokenKind::MacroParam) {
      Symbol p = m.params[t.aux];
      out += (m.variadic && t.aux + 1u == m.param_count && p.str() == "__VA_ARGS__") ? "__VA_ARGS__" : p.str();
    } else if (t.kind == TokenKind::VaOpt) {
      out += "__VA_OPT__(";
      append_body(out, m, i + 1, i + 1 + t.len);
      out += ')';
      i += t.len;
    } else {
      out += t.spelling();
    }
  }
}
} // namespace

std::string macro_definition_text(const Macro& m) {
  std::string out(m.name.str());
  if (m.function_like) {
    out += '(';
    for (u32 i = 0; i < m.param_count; ++i) {
      if (i) out += ',';
      if (m.variadic && i + 1u == m.param_count) {
        if (m.params[i].str() != "__VA_ARGS__") out += m.params[i].str();
        out += "...";
      } else {
        out += m.params[i].str();
      }
    }
    out += ')';
  }
  out += ' ';
  append_body(out, m, 0, m.body_size);
  return out;
}

void MacroTable::push(Symbol s) { pushed_.push_back({s, find(s)}); }

void MacroTable::pop(Symbol s) {
  for (size_t i = pushed_.size(); i-- > 0;) {
    if (pushed_[i].first == s) {
      set(s, pushed_[i].second);
      pushed_.erase(pushed_.begin() + long(i));
      return;
    }
  }
}

std::vector<const Macro*> MacroTable::current() const {
  std::vector<const Macro*> out;
  for (const Macro* m : all_)
    if (find(m->name) == m) out.push_back(m);
  return out;
}

} // namespace ilcc
