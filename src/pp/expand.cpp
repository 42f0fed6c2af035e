// expand.cpp — macro invocation, argument substitution, # and ##, rescanning (C17 6.10.3).
//
// The algorithm (see preprocessor.h for the context stack):
//  1. expand_next() reads a token; an identifier naming an enabled macro is an invocation
//     (function-like ones only when the next token is '(' — C17 6.10.3p10); one naming a
//     disabled macro is painted NoExpand and never expands again (6.10.3.4p2).
//  2. collect_arguments() splits the tokens up to the matching ')' at top-level commas,
//     the variadic parameter taking the rest (6.10.3p12). While looking for '(' and
//     collecting, a file's end is not crossed (gcc: an argument list cannot span files).
//  3. substitute() builds the replacement (6.10.3.1): a parameter is replaced by its fully
//     expanded argument, except after # (stringified, 6.10.3.2) or next to ## (raw tokens,
//     6.10.3.3), where an empty argument becomes a placemarker. ## is applied left to right
//     while building; GNU `, ## __VA_ARGS__` drops the comma when the variable arguments are
//     empty; __VA_OPT__(...) (C2x 6.10.4.1) is its group when the variable arguments
//     expand to at least one token, else a placemarker.
//  4. The result is pushed as a context with its macro disabled and rescanned (6.10.3.4).
// Object-like macros without ## are read in place from their definition (no copy): the
// context stamps the expansion record on each token as it is read.
//
// Cost: every token of every expansion is touched a constant number of times; arguments
// are expanded at most once; nothing here allocates from the heap in the steady state
// (token buffers come from a depth-indexed pool, contexts and arguments from an arena that
// is reset between top-level expansions).
#include "pp/names.h"
#include "pp/preprocessor.h"

#include <cstring>

namespace ilcc {

std::vector<Token>& Preprocessor::scratch() {
  if (scratch_depth_ == scratch_pool_.size()) scratch_pool_.push_back(std::make_unique<std::vector<Token>>());
  std::vector<Token>& v = *scratch_pool_[scratch_depth_++];
  v.clear();
  return v;
}

u32 Preprocessor::new_expansion(Symbol m, const Token& name) {
  expansions_.push_back({m, name.loc, name.exp});
  return u32(expansions_.size() - 1);
}

Token Preprocessor::next() {
  if (ctx_.empty() && scratch_depth_ == 0 && expand_arena_.bytes_allocated() > (1u << 20))
    expand_arena_.release();
  return expand_next();
}

Token Preprocessor::next_unexpanded() {
  while (!ctx_.empty()) {
    Context& c = ctx_.back();
    if (c.cur != c.end) {
      Token t = *c.cur++;
      if (c.exp) t.exp = c.exp;
      if (c.first) {
        t.flags = u8((t.flags & ~(TokenFlag::StartOfLine | TokenFlag::LeadingSpace)) | c.first_flags);
        c.first = false;
      }
      return t;
    }
    if (c.barrier) {
      Token t;
      t.kind = TokenKind::Eof;
      return t;
    }
    if (c.macro) c.macro->disabled = false;
    ctx_.pop_back();
  }
  return lex_file_token();
}

void Preprocessor::push_back(const Token& t) {
  Token* p = expand_arena_.make<Token>(t);
  ctx_.push_back({p, p + 1, nullptr, 0, 0, false, false});
}

Token Preprocessor::expand_next() {
  for (;;) {
    Token t = next_unexpanded();
    if (t.kind != TokenKind::Identifier || (t.flags & TokenFlag::NoExpand)) return t;
    Macro* m = macros_.find(t.sym());
    if (!m) {
      if (t.sym() == n_->pragma_op && !in_if_) {
        if (handle_pragma_operator(t)) return t;
        continue;
      }
      if (!n_->poisoned.empty() && n_->poisoned.find(t.sym().id()))
        error(t, format("attempt to use poisoned \"%s\"", t.sym().c_str()));
      return t;
    }
    if (m->disabled) {
      t.flags |= TokenFlag::NoExpand;
      return t;
    }
    if (m->builtin != BuiltinMacro::None) return expand_builtin(t, m);
    if (m->function_like) {
      ++no_pop_depth_;
      Token p = next_unexpanded();
      while (p.kind == TokenKind::Comment) p = next_unexpanded();
      --no_pop_depth_;
      if (p.kind != TokenKind::LParen) {
        if (p.kind != TokenKind::Eof) push_back(p);
        return t;
      }
    }
    m->used = true;
    enter_macro(t, m);
    if (fatal_) {
      Token e;
      e.kind = TokenKind::Eof;
      return e;
    }
  }
}

bool Preprocessor::enter_macro(Token name, Macro* m) {
  u8 ff = name.flags & (TokenFlag::StartOfLine | TokenFlag::LeadingSpace);
  if (!m->function_like && !m->has_paste) {
    if (m->body_size == 0) return true;
    u32 exp = new_expansion(m->name, name);
    ctx_.push_back({m->body, m->body + m->body_size, m, exp, ff, false, true});
    m->disabled = true;
    return true;
  }
  MacroArg* args = nullptr;
  if (m->function_like) {
    args = expand_arena_.alloc_array<MacroArg>(m->param_count ? m->param_count : 1);
    Token rparen;
    if (!collect_arguments(name, m, args, rparen)) return false;
  }
  u32 exp = new_expansion(m->name, name);
  std::vector<Token>& out = scratch();
  substitute(m, m->body, m->body + m->body_size, args, exp, out);
  // Placemarkers have done their job (C17 6.10.3.3p3); drop them.
  size_t n = 0;
  for (size_t i = 0; i < out.size(); ++i)
    if (out[i].kind != TokenKind::Placemarker) out[n++] = out[i];
  out.resize(n);
  if (!out.empty()) {
    Token* copy = expand_arena_.alloc_array<Token>(out.size());
    std::memcpy(static_cast<void*>(copy), out.data(), out.size() * sizeof(Token));
    copy[0].flags = u8((copy[0].flags & ~(TokenFlag::StartOfLine | TokenFlag::LeadingSpace)) | ff);
    ctx_.push_back({copy, copy + out.size(), m, 0, 0, false, false});
    m->disabled = true;
  }
  release_scratch();
  return true;
}

// C17 6.10.3p11-12: the arguments of a function-like macro invocation.
bool Preprocessor::collect_arguments(const Token& name, Macro* m, MacroArg* args, Token& rparen) {
  std::vector<Token>& buf = scratch();
  u32 bounds[2];
  std::vector<u32> many; // argument start offsets beyond the first
  u32 nargs = 1;
  int depth = 0;
  bool ok = true;
  u8 pending_space = 0;
  ++no_pop_depth_;
  for (;;) {
    Token t = next_unexpanded();
    if (t.kind == TokenKind::Eof || t.kind == TokenKind::Eol) {
      error(name, format("unterminated argument list invoking macro \"%s\"", name.sym().c_str()));
      if (t.kind == TokenKind::Eol) push_back(t);
      ok = false;
      break;
    }
    if (t.kind == TokenKind::Comment) {
      pending_space = TokenFlag::LeadingSpace;
      continue;
    }
    t.flags |= pending_space;
    pending_space = 0;
    if (t.kind == TokenKind::Identifier && !(t.flags & TokenFlag::NoExpand)) {
      Macro* am = macros_.find(t.sym());
      if (am && am->disabled) t.flags |= TokenFlag::NoExpand;
    }
    if (t.kind == TokenKind::LParen) {
      ++depth;
    } else if (t.kind == TokenKind::RParen) {
      if (depth == 0) {
        rparen = t;
        break;
      }
      --depth;
    } else if (t.kind == TokenKind::Comma && depth == 0 &&
               !(m->variadic && nargs == m->param_count)) {
      many.push_back(u32(buf.size()));
      ++nargs;
      continue;
    }
    buf.push_back(t);
  }
  --no_pop_depth_;
  (void)bounds;
  if (ok) {
    u32 want = m->param_count;
    if (want == 0) {
      if (nargs > 1 || !buf.empty()) {
        error(name, format("macro \"%s\" passed %u arguments, but takes just 0", name.sym().c_str(), nargs));
        ok = false;
      }
    } else if (nargs < want && !(m->variadic && nargs == want - 1)) {
      error(name, format("macro \"%s\" requires %u arguments, but only %u given", name.sym().c_str(), want, nargs));
      ok = false;
    } else if (nargs > want) {
      error(name, format("macro \"%s\" passed %u arguments, but takes just %u", name.sym().c_str(), nargs, want));
      ok = false;
    }
  }
  if (ok && m->param_count) {
    Token* all = buf.empty() ? nullptr : expand_arena_.alloc_array<Token>(buf.size());
    if (all) std::memcpy(static_cast<void*>(all), buf.data(), buf.size() * sizeof(Token));
    for (u32 i = 0; i < m->param_count; ++i) {
      u32 b = i == 0 ? 0 : (i - 1 < many.size() ? many[i - 1] : u32(buf.size()));
      u32 e = i < many.size() ? many[i] : u32(buf.size());
      if (i >= nargs) b = e = u32(buf.size()); // omitted variable arguments
      args[i] = {all ? all + b : nullptr, e - b, nullptr, 0, i >= nargs};
    }
  }
  release_scratch();
  return ok;
}

// C17 6.10.3.1p1: an argument is completely macro-replaced as if it formed the rest of the
// preprocessing file, with no other tokens available.
const Token* Preprocessor::expand_argument(MacroArg& a, u32& size) {
  if (a.expanded || a.raw_size == 0) {
    size = a.expanded_size;
    return a.expanded;
  }
  ctx_.push_back({a.raw, a.raw + a.raw_size, nullptr, 0, 0, true, false});
  size_t depth = ctx_.size();
  std::vector<Token>& out = scratch();
  for (;;) {
    Token t = expand_next();
    if (t.kind == TokenKind::Eof) break;
    out.push_back(t);
  }
  ILCC_ASSERT(ctx_.size() == depth && ctx_.back().barrier, "argument pre-expansion left contexts behind");
  ctx_.pop_back();
  Token* copy = out.empty() ? nullptr : expand_arena_.alloc_array<Token>(out.size());
  if (copy) std::memcpy(static_cast<void*>(copy), out.data(), out.size() * sizeof(Token));
  release_scratch();
  a.expanded = copy;
  a.expanded_size = u32(out.size());
  size = a.expanded_size;
  return copy;
}

namespace {
void append(std::vector<Token>& out, const Token* b, u32 n, u8 space) {
  if (n == 0) return;
  size_t at = out.size();
  out.insert(out.end(), b, b + n);
  out[at].flags = u8((out[at].flags & ~(TokenFlag::StartOfLine | TokenFlag::LeadingSpace)) | space);
}
} // namespace

void Preprocessor::substitute(const Macro* m, const Token* b, const Token* e, MacroArg* args,
                              u32 exp, std::vector<Token>& out) {
  const u32 va = m->variadic ? m->param_count - 1 : UINT32_MAX;
  // Does __VA_OPT__ take its group? (C2x 6.10.4.1p3: when __VA_ARGS__ expands to tokens.)
  auto va_present = [&]() {
    u32 n = 0;
    if (va != UINT32_MAX) expand_argument(args[va], n);
    return n != 0;
  };
  // The tokens one operand of ## (or a __VA_OPT__ group) stands for, into `dst`.
  auto operand = [&](const Token* q, std::vector<Token>& dst) {
    u8 space = q->flags & TokenFlag::LeadingSpace;
    if (q->kind == TokenKind::MacroParam) {
      MacroArg& a = args[q->aux];
      if (q->flags & TokenFlag::Stringify) dst.push_back(stringify(a.raw, a.raw + a.raw_size, q->loc, exp, space));
      else append(dst, a.raw, a.raw_size, space);
    } else if (q->kind == TokenKind::VaOpt) {
      if (va_present()) {
        std::vector<Token>& group = scratch();
        substitute(m, q + 1, q + 1 + q->len, args, exp, group);
        if (q->flags & TokenFlag::Stringify) {
          dst.push_back(stringify(group.data(), group.data() + group.size(), q->loc, exp, space));
        } else {
          for (const Token& g : group)
            if (g.kind != TokenKind::Placemarker) dst.push_back(g);
          if (!dst.empty()) dst.front().flags = u8((dst.front().flags & ~TokenFlag::LeadingSpace) | space);
        }
        release_scratch();
      } else if (q->flags & TokenFlag::Stringify) {
        dst.push_back(stringify(nullptr, nullptr, q->loc, exp, space));
      }
    } else {
      Token t = *q;
      t.exp = exp;
      dst.push_back(t);
    }
  };

  for (const Token* p = b; p < e; ++p) {
    const Token& bt = *p;
    switch (bt.kind) {
    case TokenKind::HashHash: {
      // C17 6.10.3.3p3: paste the last token so far with the first of the right operand.
      const Token* q = p + 1;
      if (q->kind == TokenKind::MacroParam && q->aux == va && !(q->flags & TokenFlag::Stringify) &&
          p > b && p[-1].kind == TokenKind::Comma && !out.empty() && out.back().kind == TokenKind::Comma) {
        // GNU: `, ## __VA_ARGS__` — no comma when the variable arguments are omitted; an
        // empty but present argument keeps it (gcc's behaviour in the GNU dialects).
        MacroArg& a = args[va];
        if (a.absent) out.pop_back();
        else if (a.raw_size == 0) {}
        else append(out, a.raw, a.raw_size, q->flags & TokenFlag::LeadingSpace);
        p = q;
        break;
      }
      std::vector<Token>& rhs = scratch();
      operand(q, rhs);
      p = q->kind == TokenKind::VaOpt ? q + q->len : q;
      if (out.empty()) out.push_back(Token{TokenKind::Placemarker, 0, 0, bt.loc, exp, 0, nullptr});
      if (rhs.empty()) {
        // X ## placemarker = X.
      } else if (out.back().kind == TokenKind::Placemarker) {
        out.back() = rhs[0];
        out.insert(out.end(), rhs.begin() + 1, rhs.end());
      } else {
        Token lhs = out.back();
        if (paste(lhs, rhs[0], bt.loc, exp)) {
          lhs.exp = exp;
          out.back() = lhs;
          out.insert(out.end(), rhs.begin() + 1, rhs.end());
        } else {
          out.insert(out.end(), rhs.begin(), rhs.end());
        }
      }
      release_scratch();
      break;
    }
    case TokenKind::MacroParam: {
      MacroArg& a = args[bt.aux];
      u8 space = bt.flags & TokenFlag::LeadingSpace;
      if (bt.flags & TokenFlag::Stringify) {
        out.push_back(stringify(a.raw, a.raw + a.raw_size, bt.loc, exp, space));
      } else if ((bt.flags & TokenFlag::PasteLeft) || (p > b && p[-1].kind == TokenKind::HashHash)) {
        if (a.raw_size == 0) out.push_back(Token{TokenKind::Placemarker, 0, 0, bt.loc, exp, 0, nullptr});
        else append(out, a.raw, a.raw_size, space);
      } else {
        u32 n;
        const Token* x = expand_argument(a, n);
        append(out, x, n, space);
      }
      break;
    }
    case TokenKind::VaOpt: {
      size_t before = out.size();
      operand(p, out);
      if (out.size() == before) out.push_back(Token{TokenKind::Placemarker, 0, 0, bt.loc, exp, 0, nullptr});
      p += bt.len;
      break;
    }
    default: {
      Token t = bt;
      t.exp = exp;
      out.push_back(t);
    }
    }
  }
}

// C17 6.10.3.2p2: the spelling of the argument as a string literal.
Token Preprocessor::stringify(const Token* b, const Token* e, Loc loc, u32 exp, u8 flags) {
  std::string s = "\"";
  bool first = true;
  for (const Token* t = b; t < e; ++t) {
    if (t->kind == TokenKind::Placemarker) continue;
    if (!first && (t->flags & (TokenFlag::LeadingSpace | TokenFlag::StartOfLine))) s += ' ';
    first = false;
    std::string_view sp = t->spelling();
    if (t->kind == TokenKind::StringLit || t->kind == TokenKind::CharConst) {
      for (char c : sp) {
        if (c == '"' || c == '\\') s += '\\';
        s += c;
      }
    } else if (t->kind == TokenKind::Pragma) {
      s += "_Pragma(\"";
      s += sp;
      s += "\")";
    } else {
      s += sp;
    }
  }
  // An odd number of trailing backslashes would escape the closing quote (gcc drops the
  // last one, with a warning).
  size_t bs = 0;
  while (bs < s.size() - 1 && s[s.size() - 1 - bs] == '\\') ++bs;
  if (bs % 2) {
    Token at;
    at.loc = loc;
    at.exp = exp;
    warning(at, "invalid string literal, ignoring final '\\'");
    s.pop_back();
  }
  s += '"';
  std::string_view text = arena_.copy_string(s);
  Token r;
  r.kind = TokenKind::StringLit;
  r.flags = u8(flags | TokenFlag::Synthetic);
  r.loc = loc;
  r.exp = exp;
  r.text = text.data();
  r.len = u32(text.size());
  return r;
}

// C17 6.10.3.3p3: lhs ## rhs must spell exactly one preprocessing token.
bool Preprocessor::paste(Token& lhs, const Token& rhs, Loc op_loc, u32 exp) {
  std::string_view a = lhs.spelling(), b = rhs.spelling();
  char* buf = static_cast<char*>(arena_.allocate(a.size() + b.size() + 1, 1));
  std::memcpy(buf, a.data(), a.size());
  std::memcpy(buf + a.size(), b.data(), b.size());
  buf[a.size() + b.size()] = 0;
  Lexer lx(buf, buf + a.size() + b.size(), 0, &arena_, nullptr);
  lx.fixed_loc = lhs.loc ? lhs.loc : op_loc;
  Token r = lx.lex();
  bool ok = r.kind != TokenKind::Eof && r.kind != TokenKind::Other && lx.at_end();
  if (ok && lx.lex().kind != TokenKind::Eof) ok = false;
  if (!ok && r.kind == TokenKind::Other && lx.at_end() && a.size() + b.size() == 1) ok = true;
  if (!ok) {
    Token at = lhs;
    at.loc = op_loc;
    at.exp = exp;
    error(at, format("pasting \"%.*s\" and \"%.*s\" does not give a valid preprocessing token",
                     int(a.size()), a.data(), int(b.size()), b.data()));
    return false;
  }
  r.flags = u8((lhs.flags & (TokenFlag::StartOfLine | TokenFlag::LeadingSpace)) | TokenFlag::Synthetic);
  r.exp = lhs.exp;
  lhs = r;
  return true;
}

// C17 6.10.9: _Pragma ( string-literal ) — destringize, then act as #pragma.
bool Preprocessor::handle_pragma_operator(Token& t) {
  ++no_pop_depth_;
  Token lp = next_unexpanded();
  Token str, rp;
  bool ok = lp.kind == TokenKind::LParen;
  if (ok) str = next_unexpanded();
  ok = ok && str.kind == TokenKind::StringLit;
  if (ok) rp = next_unexpanded();
  ok = ok && rp.kind == TokenKind::RParen;
  --no_pop_depth_;
  if (!ok) {
    error(t, "_Pragma takes a parenthesized string literal");
    return false;
  }
  std::string_view s = str.spelling();
  size_t q = s.find('"');
  std::string text;
  for (size_t i = q + 1; i + 1 < s.size(); ++i) {
    if (s[i] == '\\' && (s[i + 1] == '"' || s[i + 1] == '\\')) ++i;
    text += s[i];
  }
  std::string_view saved = arena_.copy_string(text);
  if (!do_pragma(saved, t.loc, t.exp, true)) return false;
  Token p;
  p.kind = TokenKind::Pragma;
  p.flags = TokenFlag::StartOfLine;
  p.loc = t.loc;
  p.exp = t.exp;
  p.text = saved.data();
  p.len = u32(saved.size());
  t = p;
  return true;
}

} // namespace ilcc
