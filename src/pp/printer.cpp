// printer.cpp — -E output in gcc's format, -dM, -dD and make dependency rules.
//
// Output keeps the source's line structure: a token that starts a source line starts an
// output line, at its column; small gaps (up to 8 lines) are filled with newlines, larger
// ones and file changes with a line marker `# N "file" flags` (1: entering a file,
// 2: returning to it, 3: system header, 4: implicitly extern "C", which gcc also writes for
// system headers). Tokens of a macro expansion print on the line of the outermost
// invocation. Between two tokens a space is printed where the source had white space or
// where the two spellings would otherwise lex as different tokens (tokens_would_merge).
// Identifiers with extended characters are written with \U escapes, as gcc does.
#include "pp/printer.h"

#include "pp/charset.h"

#include <algorithm>

namespace ilcc {

namespace {
class Printer final : public PPObserver {
public:
  Printer(Preprocessor& pp, const PrintOptions& o) : pp_(pp), sm_(pp.sources()), o_(o) { out_.reserve(1 << 20); }

  void file_changed(FileChange kind, Loc loc, u32 buffer) override {
    if (o_.dump_macros) return;
    const SourceBuffer& b = sm_.buffer(buffer);
    if (!o_.line_markers) {
      pending_newline();
      return;
    }
    PresumedLoc p = sm_.presumed(loc);
    std::string_view file = p.file;
    u32 line = p.line;
    int flag = 0;
    if (b.file->path == "<built-in>" || b.file->path == "<command-line>") {
      file = b.file->path;
      line = 0;
    } else if (kind == FileChange::Enter) {
      line = 1;
      flag = b.include_loc || buffer_count_entered_++ > 0 ? 1 : 0;
      if (!b.include_loc && flag) flag = 1;
    } else if (kind == FileChange::Exit) {
      if (loc) {
        PresumedLoc inc = sm_.presumed(loc);
        file = inc.file;
        line = inc.line + 1;
        flag = 2;
      } else {
        file = b.file->path;
        line = 1;
      }
    }
    if (kind == FileChange::Enter && line == 1 && !b.include_loc && !main_seen_) {
      main_seen_ = true;
      flag = 0;
    }
    marker(line, file, flag, b.system);
    cur_buffer_ = buffer;
  }
  void macro_defined(const Macro& m) override {
    if (!o_.keep_defines || o_.dump_macros) return;
    directive_line("#define " + macro_definition_text(m));
  }
  void macro_undefined(Symbol s, Loc) override {
    if (!o_.keep_defines || o_.dump_macros) return;
    directive_line("#undef " + std::string(s.str()));
  }
  void ident(Loc, std::string_view s) override {
    if (o_.dump_macros) return;
    directive_line("#ident " + std::string(s));
  }

  void run() {
    pp_.set_observer(this);
    for (;;) {
      Token t = pp_.next();
      if (t.kind == TokenKind::Eof) break;
      if (o_.dump_macros) continue;
      print(t);
    }
    pp_.set_observer(nullptr);
    if (o_.dump_macros) {
      for (const Macro* m : pp_.macros().current()) {
        if (m->builtin != BuiltinMacro::None) continue;
        out_ += "#define ";
        out_ += macro_definition_text(*m);
        out_ += '\n';
      }
    } else if (!at_bol_) {
      out_ += '\n';
    }
  }
  std::string take() { return std::move(out_); }

private:
  void pending_newline() {
    if (!at_bol_) {
      out_ += '\n';
      at_bol_ = true;
      ++cur_line_;
    }
  }
  void marker(u32 line, std::string_view file, int flag, u8 system) {
    pending_newline();
    out_ += "# ";
    out_ += std::to_string(line);
    out_ += " \"";
    for (char c : file) {
      if (c == '"' || c == '\\') out_ += '\\';
      out_ += c;
    }
    out_ += '"';
    if (flag) out_ += flag == 1 ? " 1" : " 2";
    if (system) out_ += " 3 4";
    out_ += '\n';
    cur_line_ = line;
    cur_file_ = std::string(file);
    have_prev_ = false;
  }
  void directive_line(const std::string& text) {
    pending_newline();
    out_ += text;
    out_ += '\n';
    ++cur_line_;
    have_prev_ = false;
  }
  void append_spelling(const Token& t) {
    std::string_view s = t.spelling();
    if (t.kind != TokenKind::Identifier) {
      out_ += s;
      for (char c : s) cur_line_ += c == '\n';
      return;
    }
    for (size_t i = 0; i < s.size();) {
      unsigned char c = u8(s[i]);
      u32 cp;
      int n = c >= 0x80 ? decode_utf8(s.data() + i, s.size() - i, cp) : 0;
      if (n > 0) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "\\U%08x", cp);
        out_ += buf;
        i += size_t(n);
      } else {
        out_ += char(c);
        ++i;
      }
    }
  }
  void print(const Token& t) {
    if (t.kind == TokenKind::Pragma) {
      PresumedLoc p = sm_.presumed(pp_.expansion_point(t));
      pending_newline();
      if (o_.line_markers && (p.line != cur_line_ || p.file != cur_file_)) marker(p.line, p.file, 0, sm_.buffer(p.buffer - 1).system);
      out_ += "#pragma ";
      out_ += t.spelling();
      out_ += '\n';
      ++cur_line_;
      have_prev_ = false;
      if (o_.line_markers) marker(p.line, p.file, 0, sm_.buffer(p.buffer - 1).system);
      return;
    }
    if (t.flags & TokenFlag::StartOfLine) {
      PresumedLoc p = sm_.presumed(pp_.expansion_point(t));
      if (p.buffer) {
        if (!o_.line_markers) {
          pending_newline();
        } else if (p.file == cur_file_ && p.line >= cur_line_ && p.line - cur_line_ <= 8) {
          if (p.line == cur_line_ && !at_bol_) {
            out_ += ' ';
          } else {
            if (!at_bol_) out_ += '\n', ++cur_line_, at_bol_ = true;
            while (cur_line_ < p.line) out_ += '\n', ++cur_line_;
          }
        } else {
          marker(p.line, p.file, 0, sm_.buffer(p.buffer - 1).system);
        }
        if (at_bol_) {
          // Keep the indentation of the line (gcc prints spaces up to the column).
          if (p.col > 1 && !t.exp) out_.append(std::min<u32>(p.col - 1, 200), ' ');
          at_bol_ = false;
          append_spelling(t);
          prev_ = t;
          have_prev_ = true;
          return;
        }
      }
    }
    // In assembly '$' is no identifier character: "$" then "3" is the immediate $3.
    bool asm_dollar = pp_.options().assembler && prev_.kind == TokenKind::Other && prev_.spelling() == "$";
    if (have_prev_ && ((t.flags & (TokenFlag::LeadingSpace | TokenFlag::StartOfLine)) ||
                       (!asm_dollar && tokens_would_merge(prev_, t))))
      out_ += ' ';
    at_bol_ = false;
    append_spelling(t);
    prev_ = t;
    have_prev_ = true;
  }

  Preprocessor& pp_;
  SourceManager& sm_;
  PrintOptions o_;
  std::string out_;
  std::string cur_file_;
  u32 cur_line_ = 0;
  u32 cur_buffer_ = 0;
  u32 buffer_count_entered_ = 0;
  bool main_seen_ = false;
  bool at_bol_ = true;
  bool have_prev_ = false;
  Token prev_;
};
} // namespace

std::string preprocess_to_text(Preprocessor& pp, const PrintOptions& opts) {
  Printer p(pp, opts);
  p.run();
  return p.take();
}

std::string quote_make_target(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == ' ' || c == '\t') {
      // Backslashes before a blank are doubled, then the blank is escaped.
      for (size_t j = i; j > 0 && s[j - 1] == '\\'; --j) out += '\\';
      out += '\\';
    } else if (c == '$') {
      out += '$';
    } else if (c == '#') {
      out += '\\';
    }
    out += c;
  }
  return out;
}

std::string dependency_rule(const Preprocessor& pp, const std::string& main_file, const DepOptions& o) {
  std::string out;
  size_t column = 0;
  auto add = [&](const std::string& word, bool first) {
    if (!first) {
      if (column + 1 + word.size() > 75) {
        out += " \\\n ";
        column = 1;
      } else {
        out += ' ';
        ++column;
      }
    }
    out += word;
    column += word.size();
  };
  bool first = true;
  for (const std::string& t : o.targets) {
    add(t, first);
    first = false;
  }
  out += ':';
  ++column;
  std::vector<std::string> deps;
  deps.push_back(main_file);
  for (const auto& [path, system] : pp.dependencies()) {
    if (path == main_file) continue;
    if (system && !o.system_headers) continue;
    deps.push_back(path);
  }
  for (const std::string& d : deps) add(quote_make_target(d), false);
  out += '\n';
  if (o.phony_targets) {
    for (size_t i = 1; i < deps.size(); ++i) {
      out += '\n';
      out += quote_make_target(deps[i]);
      out += ":\n";
    }
  }
  return out;
}

} // namespace ilcc
