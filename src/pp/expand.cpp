// expand.cpp — macro invocation, argument substitution, # and ##, rescanning (C17 6.10.3).
//
// The algorithm (see preprocessor.h for the context stack):
//  1. expand_next() reads a token; an identifier naming an enabled macro is an invocation
//     (function-like ones only when the next token is '(' — C17 6.10.3p10); one naming a
//     disabled macro is painted NoExpand and never expands again (6.10.3.4p2).
//  2. collect_arguments() splits the tokens up to the matching ')' at top-level commas,
//     the variadic parameter taking the rest (6.10.3p12). While looking for '(' and
//     collecting, a file's end is not crossed (gcc: an argument list cannot span files).
//     Arguments are copied once, with the distance from each '(' to its ')'; an invocation
//     inside an argument being pre-expanded takes its arguments in place from it.
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
// are expanded at most once, and nested invocations F(F(...)) cost linear time and memory;
// nothing here allocates from the heap in the steady state (token buffers come from a
// depth-indexed pool, contexts and arguments from an arena that is reset between top-level
// expansions).
//
// Limits (docs/pp.md): the expansion budget counts the tokens read from contexts, copied
// into replacements and arguments, and made by # and ## since the last file token, and
// stops runaway (exponential) definitions; the nesting depth bounds the recursion of
// argument pre-expansion (expand_argument → expand_next → enter_macro → substitute →
// expand_argument) on the machine stack. Both are fatal; the stack unwinds through Eof.
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

// Buffers keep their capacity for reuse at the same depth, up to 4096 tokens: a deep nest
// of large arguments must not keep a large buffer per level once it is done.
void Preprocessor::release_scratch() {
  std::vector<Token>& v = *scratch_pool_[--scratch_depth_];
  if (v.capacity() > 4096) std::vector<Token>().swap(v);
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
  while (!ctx_.empty() && !fatal_) {
    Context& c = ctx_.back();
    if (c.cur != c.end) {
      Token t = *c.cur++;
      if (c.exp) t.exp = c.exp;
      if (!charge_tokens(1)) break;
      if (c.first) {
        t.flags = u8((t.flags & ~(TokenFlag::StartOfLine | TokenFlag::LeadingSpace)) | c.first_flags);
        c.first = false;
      }
      return t;
    }
    if (c.arg) {
      Token t;
      t.kind = TokenKind::Eof;
      return t;
    }
    if (c.macro) c.macro->disabled = false;
    ctx_.pop_back();
  }
  if (fatal_) {
    Token t;
    t.kind = TokenKind::Eof;
    return t;
  }
  return lex_file_token();
}

// The expansion budget (-fmax-macro-expansion-tokens): tokens read from macro contexts and
// tokens copied into replacement lists and pre-expanded arguments, counted from the last
// token read from a file. It bounds the work and the memory (the arena copies) one
// invocation in the source can cause; exponential definitions otherwise never end.
// Exceeding it is fatal: unwinding an expansion half done has no useful result.
bool Preprocessor::charge_tokens(u64 n) {
  expansion_tokens_ += n;
  if (expansion_tokens_ <= opts_.max_expansion_tokens) return true;
  if (fatal_) return false;
  // Reported at the outermost invocation that began after the last file token.
  Token first;
  first.exp = budget_exp_ < expansions_.size() ? budget_exp_ : 0;
  Loc at = expansion_point(first);
  fatal_error(at, format("macro expansion producing too many tokens (more than %llu)",
                         (unsigned long long)opts_.max_expansion_tokens));
  report(Severity::Note, at, 0, "use -fmax-macro-expansion-tokens=N to increase the limit");
  return false;
}

// Argument pre-expansion and __has_* operands are expanded by recursive calls; their
// nesting (-fmacro-nesting-depth) bounds the machine stack the input can use.
bool Preprocessor::enter_nesting(const Token& at) {
  if (++nesting_ <= opts_.macro_nesting_depth) return true;
  if (fatal_) return false;
  fatal_error(expansion_point(at),
              format("macro invocations nested more than %u deep", opts_.macro_nesting_depth));
  report(Severity::Note, expansion_point(at), 0, "use -fmacro-nesting-depth=N to increase the limit");
  return false;
}

// An Eof is never pushed back: reading again at the end of a file or of an argument being
// pre-expanded gives Eof again, while a pushed-back Eof would be left on the context stack
// above the argument's barrier (found by the fuzzer: `u(__has_include(<))`).
void Preprocessor::push_back(const Token& t) {
  if (t.kind == TokenKind::Eof) return;
  Token* p = expand_arena_.make<Token>(t);
  ctx_.push_back({p, p + 1, nullptr, nullptr, 0, 0, false});
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
    bool entered = enter_macro(t, m);
    if (fatal_) {
      Token e;
      e.kind = TokenKind::Eof;
      return e;
    }
    // A failed invocation (bad argument count, unterminated list) leaves its name, as in
    // gcc: in #if it then counts as 0 rather than leaving an empty expression.
    if (!entered) return t;
  }
}

bool Preprocessor::enter_macro(Token name, Macro* m) {
  u8 ff = name.flags & (TokenFlag::StartOfLine | TokenFlag::LeadingSpace);
  if (!m->function_like && !m->has_paste) {
    if (m->body_size == 0) return true;
    u32 exp = new_expansion(m->name, name);
    ctx_.push_back({m->body, m->body + m->body_size, m, nullptr, exp, ff, true});
    m->disabled = true;
    return true;
  }
  MacroArg* args = nullptr;
  if (m->function_like) {
    args = expand_arena_.alloc_array<MacroArg>(m->param_count ? m->param_count : 1);
    if (!collect_arguments(name, m, args)) return false;
  }
  u32 exp = new_expansion(m->name, name);
  std::vector<Token>& out = scratch();
  substitute(m, m->body, m->body + m->body_size, args, exp, out);
  // Placemarkers have done their job (C17 6.10.3.3p3); drop them.
  size_t n = 0;
  for (size_t i = 0; i < out.size(); ++i)
    if (out[i].kind != TokenKind::Placemarker) out[n++] = out[i];
  out.resize(n);
  if (!out.empty() && charge_tokens(out.size())) {
    Token* copy = expand_arena_.alloc_array<Token>(out.size());
    std::memcpy(static_cast<void*>(copy), out.data(), out.size() * sizeof(Token));
    copy[0].flags = u8((copy[0].flags & ~(TokenFlag::StartOfLine | TokenFlag::LeadingSpace)) | ff);
    ctx_.push_back({copy, copy + out.size(), m, nullptr, 0, 0, false});
    m->disabled = true;
  }
  release_scratch();
  return true;
}

// C17 6.10.3p11-12: the arguments of a function-like macro invocation, the '(' read.
bool Preprocessor::collect_arguments(const Token& name, Macro* m, MacroArg* args) {
  ArgumentList list;
  if (!arguments_in_place(m, list) && (fatal_ || !read_arguments(name, m, list))) return false;
  u32 nargs = u32(list.starts.size()) + 1;
  u32 want = m->param_count;
  if (want == 0) {
    if (list.size) {
      error(name, format("macro \"%s\" passed %u arguments, but takes just 0", name.sym().c_str(), nargs));
      return false;
    }
    return true;
  }
  if (nargs < want && !(m->variadic && nargs == want - 1)) {
    error(name, format("macro \"%s\" requires %u arguments, but only %u given", name.sym().c_str(), want, nargs));
    return false;
  }
  if (nargs > want) {
    error(name, format("macro \"%s\" passed %u arguments, but takes just %u", name.sym().c_str(), nargs, want));
    return false;
  }
  for (u32 i = 0; i < want; ++i) {
    u32 b = i == 0 ? 0 : i - 1 < list.starts.size() ? list.starts[i - 1] + 1 : list.size;
    u32 e = i < list.starts.size() ? list.starts[i] : list.size;
    if (i >= nargs) b = e = list.size; // omitted variable arguments
    args[i] = {list.tokens ? list.tokens + b : nullptr, list.close ? list.close + b : nullptr, e - b,
               nullptr, 0, i >= nargs};
  }
  return true;
}

// The fast path: an invocation inside an argument being pre-expanded whose whole argument
// list lies in that argument. The argument knows where each of its '(' closes, so the
// list is found by stepping over nested parentheses, and the arguments are sub-ranges of
// it: nothing is copied, and the work is proportional to the tokens at the invocation's
// own parenthesis level. (Painting disabled macros, as read_arguments does, is not
// needed: every context below is still on the stack when the tokens are read again.)
bool Preprocessor::arguments_in_place(const Macro* m, ArgumentList& list) {
  if (ctx_.empty() || !ctx_.back().arg || !ctx_.back().arg->close) return false;
  Context& c = ctx_.back();
  const Token* base = c.arg->raw;
  const u32* close = c.arg->close;
  u32 scanned = 0;
  for (const Token* p = c.cur; p < c.end; ++p, ++scanned) {
    switch (p->kind) {
    case TokenKind::LParen: {
      u32 d = close[p - base];
      if (d == 0 || p + d >= c.end) return false;
      p += d;
      break;
    }
    case TokenKind::RParen:
      if (!charge_tokens(scanned + 1)) return false;
      list.tokens = c.cur;
      list.close = close + (c.cur - base);
      list.size = u32(p - c.cur);
      c.cur = p + 1;
      return true;
    case TokenKind::Comma:
      if (!(m->variadic && list.starts.size() + 1 == m->param_count)) list.starts.push_back(u32(p - c.cur));
      break;
    default: break;
    }
  }
  list.starts.clear();
  return false;
}

// The general path: read tokens up to the matching ')' (from files, across contexts),
// copy them, and record where each '(' closes for the invocations nested inside.
bool Preprocessor::read_arguments(const Token& name, const Macro* m, ArgumentList& list) {
  std::vector<Token>& buf = scratch();
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
      if (depth == 0) break;
      --depth;
    } else if (t.kind == TokenKind::Comma && depth == 0 &&
               !(m->variadic && list.starts.size() + 1 == m->param_count)) {
      list.starts.push_back(u32(buf.size()));
    }
    buf.push_back(t);
  }
  --no_pop_depth_;
  if (ok && !buf.empty()) {
    Token* all = expand_arena_.alloc_array<Token>(buf.size());
    std::memcpy(static_cast<void*>(all), buf.data(), buf.size() * sizeof(Token));
    u32* close = expand_arena_.alloc_array<u32>(buf.size());
    std::vector<u32>& open = open_parens_;
    open.clear();
    for (u32 i = 0; i < buf.size(); ++i) {
      close[i] = 0;
      if (buf[i].kind == TokenKind::LParen) open.push_back(i);
      else if (buf[i].kind == TokenKind::RParen) close[open.back()] = i - open.back(), open.pop_back();
    }
    list.tokens = all;
    list.close = close;
    list.size = u32(buf.size());
  }
  release_scratch();
  return ok;
}

// C17 6.10.3.1p1: an argument is completely macro-replaced as if it formed the rest of the
// preprocessing file, with no other tokens available. `exp` is the invocation's expansion.
const Token* Preprocessor::expand_argument(MacroArg& a, u32 exp, u32& size) {
  if (a.expanded || a.raw_size == 0) {
    size = a.expanded_size;
    return a.expanded;
  }
  size = 0;
  Token invocation; // the macro name of expansion `exp`, for the nesting diagnostic
  invocation.loc = expansions_[exp].loc;
  invocation.exp = expansions_[exp].parent;
  if (!enter_nesting(invocation)) {
    leave_nesting();
    return nullptr;
  }
  ctx_.push_back({a.raw, a.raw + a.raw_size, nullptr, &a, 0, 0, false});
  size_t depth = ctx_.size();
  std::vector<Token>& out = scratch();
  for (;;) {
    Token t = expand_next();
    if (t.kind == TokenKind::Eof) break;
    out.push_back(t);
  }
  leave_nesting();
  if (fatal_) {
    // Unwinding after a fatal error: drop what this argument left on the stack.
    ctx_.resize(depth - 1);
    release_scratch();
    return nullptr;
  }
  ILCC_ASSERT(ctx_.size() == depth && ctx_.back().arg == &a, "argument pre-expansion left contexts behind");
  ctx_.pop_back();
  if (!charge_tokens(out.size())) out.clear();
  Token* copy = out.empty() ? nullptr : expand_arena_.alloc_array<Token>(out.size());
  if (copy) std::memcpy(static_cast<void*>(copy), out.data(), out.size() * sizeof(Token));
  a.expanded = copy;
  a.expanded_size = u32(out.size());
  release_scratch();
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
    if (va != UINT32_MAX) expand_argument(args[va], exp, n);
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
    // Arguments used many times can build a result past the budget before it is read.
    if (expansion_tokens_ + out.size() > opts_.max_expansion_tokens && !charge_tokens(out.size())) return;
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
        const Token* x = expand_argument(a, exp, n);
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
  // Made text counts against the expansion budget (a token per sizeof(Token) bytes),
  // charged before it is built: `#` of an argument that is itself a stringized argument
  // doubles its length at every level. The bound allows for every character escaped.
  size_t bound = 2;
  for (const Token* t = b; t < e; ++t) bound += 2 * t->spelling().size() + 12;
  std::string s = "\"";
  if (!charge_tokens(bound / sizeof(Token))) e = b;
  else s.reserve(bound);
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
  if (!charge_tokens((a.size() + b.size()) / sizeof(Token))) return false; // made text: see stringify
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
