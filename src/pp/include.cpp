// include.cpp — #include / #include_next / #import (C17 6.10.2), #line and GNU line
// markers (6.10.4), and #pragma / _Pragma handling (6.10.6, 6.10.9).
//
// Header names: after #include the lexer is asked for a header-name token directly
// (6.4.7). Otherwise the line is macro-expanded (6.10.2p4) and must produce a string
// literal or a `<` ... `>` sequence, whose spellings are joined (one space where the
// tokens had white space, as gcc does).
//
// Before opening a header the two multiple-inclusion checks run: a file that ended its
// first inclusion as a complete include-guard group is skipped while its guard macro is
// defined, and a file that said `#pragma once` (identified by device and inode) is skipped
// always. Either way it is still a dependency for -M.
#include "pp/names.h"
#include "pp/preprocessor.h"

#include <cstring>

namespace ilcc {

namespace {
u64 file_identity(const SourceFile* f) {
  if (f->ino) return hash_combine(f->dev, f->ino);
  return hash_string(f->path);
}
} // namespace

bool Preprocessor::read_header_name(std::string& name, bool& angled, Loc& loc, bool in_if) {
  Token t;
  if (ctx_.empty()) {
    cur_file().lexer.header_name = true;
    t = next_unexpanded();
    cur_file().lexer.header_name = false;
  } else {
    t = next_unexpanded();
  }
  loc = t.loc;
  if (t.kind == TokenKind::HeaderName) {
    std::string_view s = t.spelling();
    angled = s[0] == '<';
    name.assign(s.substr(1, s.size() - 2));
    return true;
  }
  if (t.kind == TokenKind::Eol || t.kind == TokenKind::Eof || (in_if && t.kind == TokenKind::RParen)) {
    error(t, in_if ? "operator \"__has_include\" requires a header-name" : "#include expects \"FILENAME\" or <FILENAME>");
    if (t.kind == TokenKind::Eol || t.kind == TokenKind::RParen) push_back(t);
    return false;
  }
  // Macro-expanded form (C17 6.10.2p4).
  push_back(t);
  t = expand_next();
  loc = t.loc;
  if (t.kind == TokenKind::StringLit && t.spelling()[0] == '"') {
    std::string_view s = t.spelling();
    angled = false;
    name.assign(s.substr(1, s.size() - 2));
    return true;
  }
  if (t.kind == TokenKind::Less) {
    angled = true;
    name.clear();
    for (;;) {
      Token u = expand_next();
      if (u.kind == TokenKind::Greater) return true;
      if (u.kind == TokenKind::Eol || u.kind == TokenKind::Eof) {
        error(t, "missing terminating > character");
        push_back(u);
        return false;
      }
      if (!name.empty() && (u.flags & TokenFlag::LeadingSpace)) name += ' ';
      name += u.spelling();
    }
  }
  error(t, in_if ? "operator \"__has_include\" requires a header-name" : "#include expects \"FILENAME\" or <FILENAME>");
  if (t.kind == TokenKind::Eol) push_back(t);
  return false;
}

void Preprocessor::do_include(const Token& dir_tok, bool next) {
  std::string name;
  bool angled = false;
  Loc loc;
  if (!read_header_name(name, angled, loc, false)) {
    for (Token t = expand_next(); t.kind != TokenKind::Eol && t.kind != TokenKind::Eof; t = expand_next()) {}
    return;
  }
  Token rest = expand_next();
  if (rest.kind != TokenKind::Eol && rest.kind != TokenKind::Eof) {
    warning(rest, format("extra tokens at end of #%s directive", dir_tok.sym().c_str()));
    while (rest.kind != TokenKind::Eol && rest.kind != TokenKind::Eof) rest = expand_next();
  }
  if (name.empty()) {
    report(Severity::Error, loc, 0, "empty filename in #include");
    return;
  }
  FileState& cur = cur_file();
  i32 start = -1;
  if (next) {
    if (files_.size() == 1) warning(dir_tok, "#include_next in primary source file");
    else if (cur.dir_index >= 0) start = cur.dir_index + 1;
  }
  HeaderLookup hl;
  if (!search_.find(sm_, name, angled, cur.dir, cur.system, start, hl)) {
    if (opts_.deps_missing_generated) {
      // -M -MG: a header that is not there is one the build will generate in the
      // current directory; the rule names it as written (gcc's behaviour).
      std::string_view dep = Symbol::intern(name).str();
      if (!dep_seen_.find(dep)) {
        dep_seen_.insert(dep, true);
        deps_.push_back({std::string(dep), false});
      }
      return;
    }
    fatal_error(loc, format("%s: No such file or directory", name.c_str()));
    return;
  }
  if (dir_tok.sym().str() == "import") n_->once_files.insert(file_identity(hl.file), true);
  else if (n_->once_files.find(file_identity(hl.file)) && dep_seen_.find(hl.file->path)) return;
  if (const Symbol* g = n_->guard_of.find(u64(uintptr_t(hl.file)))) {
    if (macros_.find(*g)) return; // the multiple-include optimization
  }
  in_directive_ = false; // the #include line is complete; the new file starts clean
  push_file(hl.file, dir_tok.loc, hl.system, hl.dir_index, hl.dir);
  in_directive_ = true;
}

// C17 6.10.4: # line digit-sequence ["s-char-sequence"] new-line, macro-expanded; and the
// GNU line marker # digit-sequence ["s-char-sequence" [flags]] that -E output contains.
void Preprocessor::do_line(const Token& tok, bool gnu_marker) {
  Token num = gnu_marker ? tok : expand_next();
  auto digits_only = [](std::string_view s) {
    for (char c : s)
      if (c < '0' || c > '9') return false;
    return !s.empty();
  };
  if (num.kind != TokenKind::Number || !digits_only(num.spelling())) {
    error(num, format("\"%.*s\" after #line is not a positive integer", int(num.spelling().size()), num.spelling().data()));
    if (num.kind != TokenKind::Eol) for (Token t = expand_next(); t.kind != TokenKind::Eol && t.kind != TokenKind::Eof; t = expand_next()) {}
    return;
  }
  u64 line = 0;
  for (char c : num.spelling()) line = std::min<u64>(line * 10 + u64(c - '0'), 0xFFFFFFFFu);
  if (!gnu_marker && (line == 0 || line > 2147483647))
    warning(num, "line number out of range");
  Token t = gnu_marker ? directive_token() : expand_next();
  FileState& f = cur_file();
  std::string_view fname = sm_.presumed(num.loc).file;
  if (t.kind == TokenKind::StringLit && t.spelling()[0] == '"') {
    std::string_view s = t.spelling();
    std::string unescaped;
    for (size_t i = 1; i + 1 < s.size(); ++i) {
      if (s[i] == '\\' && i + 2 < s.size()) ++i;
      unescaped += s[i];
    }
    fname = sm_.save_name(unescaped);
    t = gnu_marker ? directive_token() : expand_next();
    while (gnu_marker && t.kind == TokenKind::Number) {
      if (t.spelling() == "3") {
        sm_.buffer(f.buffer).system = 1;
        f.system = true;
      }
      t = directive_token();
    }
  }
  if (t.kind != TokenKind::Eol && t.kind != TokenKind::Eof) {
    if (t.kind == TokenKind::StringLit) error(t, "invalid filename after #line");
    else warning(t, "extra tokens at end of #line directive");
    while (t.kind != TokenKind::Eol && t.kind != TokenKind::Eof) t = gnu_marker ? directive_token() : expand_next();
  }
  sm_.add_line_remap(f.buffer, f.lexer.offset(), u32(line), fname);
  if (observer_) observer_->file_changed(FileChange::Rename, sm_.buffer(f.buffer).base + f.lexer.offset(), f.buffer);
}

// Returns true when the pragma is for the compiler (a Pragma token is made).
bool Preprocessor::do_pragma(std::string_view text, Loc loc, u32 exp, bool from_operator) {
  (void)from_operator;
  char* buf = static_cast<char*>(arena_.allocate(text.size() + 1, 1));
  std::memcpy(buf, text.data(), text.size());
  buf[text.size()] = 0;
  Lexer lx(buf, buf + text.size(), 0, &arena_, nullptr);
  lx.fixed_loc = loc;
  Token t1 = lx.lex();
  if (!t1.is_ident()) return true;
  auto string_operand = [&](Symbol& out) {
    Token lp = lx.lex(), s = lx.lex(), rp = lx.lex();
    if (lp.kind != TokenKind::LParen || s.kind != TokenKind::StringLit || rp.kind != TokenKind::RParen ||
        s.spelling()[0] != '"') {
      report(Severity::Error, loc, exp, format("invalid #pragma %s directive", t1.sym().c_str()));
      return false;
    }
    std::string_view sp = s.spelling();
    out = Symbol::intern(sp.substr(1, sp.size() - 2));
    return true;
  };
  Symbol s1 = t1.sym();
  if (s1 == n_->once) {
    if (files_.size() <= 1) {
      report(Severity::Warning, loc, exp, "#pragma once in main file");
    } else {
      n_->once_files.insert(file_identity(cur_file().file), true);
    }
    return false;
  }
  if (s1 == n_->push_macro || s1 == n_->pop_macro) {
    Symbol name;
    if (!string_operand(name)) return false;
    if (s1 == n_->push_macro) macros_.push(name);
    else macros_.pop(name);
    return false;
  }
  if (s1 == n_->gcc) {
    Token t2 = lx.lex();
    if (!t2.is_ident()) return true;
    Symbol s2 = t2.sym();
    if (s2 == n_->system_header) {
      if (files_.size() <= 1) {
        report(Severity::Warning, loc, exp, "#pragma system_header ignored outside include file");
      } else {
        FileState& f = cur_file();
        f.system = true;
        sm_.buffer(f.buffer).system = 1;
        if (observer_) observer_->file_changed(FileChange::Rename, sm_.buffer(f.buffer).base + f.lexer.offset(), f.buffer);
      }
      return false;
    }
    if (s2 == n_->poison) {
      for (Token t = lx.lex(); t.kind != TokenKind::Eof; t = lx.lex()) {
        if (!t.is_ident()) {
          report(Severity::Error, loc, exp, "invalid #pragma GCC poison directive");
          break;
        }
        if (macros_.find(t.sym())) report(Severity::Warning, loc, exp, format("poisoning existing macro \"%s\"", t.sym().c_str()));
        n_->poisoned.insert(t.sym().id(), true);
      }
      return false;
    }
    if (s2 == n_->warning || s2 == n_->error) {
      Token m = lx.lex();
      std::string msg = m.kind == TokenKind::StringLit ? std::string(m.spelling()) : std::string();
      if (msg.size() >= 2) msg = msg.substr(1, msg.size() - 2);
      if (s2 == n_->error) report(Severity::Error, loc, exp, msg);
      else report_requested_warning(loc, exp, msg);
      return false;
    }
  }
  return true;
}

} // namespace ilcc
