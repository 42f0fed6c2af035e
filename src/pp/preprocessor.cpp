// preprocessor.cpp — set-up, the include stack, include-guard detection and diagnostics.
//
// begin() runs the phases gcc runs before the main file: the <built-in> buffer of
// predefined macros, the <command-line> buffer of -D/-U options (in order), each -imacros
// file (its output dropped), then the main file with stdc-predef.h and the -include files
// stacked on top of it so they are read first.
//
// lex_file_token() is the bottom of the token pipeline: it lexes the current file, runs
// directives (a '#' first on a line), pops finished files, and tracks the multiple-include
// optimization: a file whose only content outside comments is one
//     #ifndef G ... #endif       (or #if !defined G / #if !defined(G))
// group is remembered with G; a later #include of it while G is defined is skipped
// without opening the file. The state machine is per open file: Start → InGuard (after
// the #ifndef as first directive) → AfterEndif (its #endif) → file end; any token or
// directive out of place makes it Invalid.
#include "pp/preprocessor.h"

#include "pp/names.h"

#include <cerrno>
#include <cstring>
#include <ctime>
#include <sys/stat.h>

namespace ilcc {

Preprocessor::Preprocessor(SourceManager& sm, Diagnostics& diag, const PPOptions& opts)
    : sm_(sm), diag_(diag), opts_(opts), n_(new Names) {
  search_.init(opts_.search);
  expansions_.push_back({Symbol(), 0, 0}); // index 0: "not from a macro"
  // __DATE__ and __TIME__: SOURCE_DATE_EPOCH makes builds reproducible, as in gcc.
  std::time_t now = std::time(nullptr);
  if (const char* e = std::getenv("SOURCE_DATE_EPOCH")) now = std::time_t(std::strtoll(e, nullptr, 10));
  std::tm tm;
  if (std::getenv("SOURCE_DATE_EPOCH")) gmtime_r(&now, &tm);
  else localtime_r(&now, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "\"%b %e %Y\"", &tm);
  date_ = buf;
  std::strftime(buf, sizeof buf, "\"%H:%M:%S\"", &tm);
  time_ = buf;
}

Preprocessor::~Preprocessor() { delete n_; }

Macro* Preprocessor::new_macro(Symbol name) {
  Macro* m = arena_.make<Macro>();
  m->name = name;
  return m;
}

void Preprocessor::drain_buffer(SourceFile* f) {
  size_t depth = files_.size();
  if (!push_file(f, 0, false, -1, "")) return;
  while (files_.size() > depth && !fatal_) {
    Token t = next();
    if (t.kind == TokenKind::Eof) break;
  }
}

bool Preprocessor::begin(const std::string& main_file) {
  SourceFile* f = sm_.load_file(main_file);
  if (!f) {
    diag_.report(Severity::Fatal, {}, format("%s: %s", main_file.c_str(), std::strerror(errno)));
    fatal_ = true;
    return false;
  }
  base_file_ = main_file;
  define_builtins();
  drain_buffer(sm_.add_virtual_file("<built-in>", predefined_text()));
  std::string cmdline;
  for (const auto& [kind, arg] : opts_.macro_options) {
    if (kind == 'U') {
      cmdline += "#undef " + arg + "\n";
      continue;
    }
    size_t eq = arg.find('=');
    if (eq == std::string::npos) cmdline += "#define " + arg + " 1\n";
    else cmdline += "#define " + arg.substr(0, eq) + " " + arg.substr(eq + 1) + "\n";
  }
  if (!cmdline.empty()) drain_buffer(sm_.add_virtual_file("<command-line>", cmdline));
  // -imacros and -include look in the working directory first, then the search path
  // (which skips directories); a name that is none of these is fatal, and when it names a
  // directory in the working directory the message says so.
  auto find_cmdline_file = [&](const std::string& name, HeaderLookup& hl) {
    if (search_.find(sm_, name, false, "", false, -1, hl)) return true;
    struct stat st;
    bool dir = ::stat(name.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
    fatal_error(0, format("%s: %s", name.c_str(), std::strerror(dir ? EISDIR : ENOENT)));
    return false;
  };
  for (const std::string& name : opts_.imacros) {
    HeaderLookup hl;
    if (!find_cmdline_file(name, hl)) return false;
    drain_buffer(hl.file);
  }
  if (fatal_) return false;
  if (!push_file(f, 0, false, -1, HeaderSearch::dir_of(main_file))) return false;
  for (size_t i = opts_.includes.size(); i-- > 0;) {
    HeaderLookup hl;
    if (!find_cmdline_file(opts_.includes[i], hl)) return false;
    push_file(hl.file, 0, hl.system, hl.dir_index, hl.dir);
  }
  if (opts_.implicit_stdc_predef) {
    HeaderLookup hl;
    if (search_.find(sm_, "stdc-predef.h", true, "", false, -1, hl))
      push_file(hl.file, 0, true, hl.dir_index, hl.dir);
  }
  return !fatal_;
}

bool Preprocessor::begin_text(std::string name, std::string text) {
  base_file_ = name;
  define_builtins();
  if (!opts_.undef) drain_buffer(sm_.add_virtual_file("<built-in>", predefined_text()));
  return push_file(sm_.add_virtual_file(std::move(name), std::move(text)), 0, false, -1, "");
}

bool Preprocessor::push_file(SourceFile* f, Loc include_loc, bool system, i32 dir_index, std::string dir) {
  if (files_.size() >= opts_.max_include_depth) {
    report(Severity::Error, include_loc, 0,
           format("#include nested depth %u exceeds maximum of %u", u32(files_.size()),
                  opts_.max_include_depth));
    return false;
  }
  u32 b = sm_.enter(f, include_loc, system ? 1 : 0);
  if (b == UINT32_MAX) {
    fatal_error(include_loc, "translation unit too large: source locations exhausted");
    return false;
  }
  if (f->path[0] != '<' && !dep_seen_.find(f->path)) {
    dep_seen_.insert(f->path, true);
    deps_.push_back({f->path, system});
  }
  FileState fs;
  fs.lexer = Lexer(f->text.data(), f->text.data() + f->text.size(), sm_.buffer(b).base, &arena_, this);
  fs.lexer.keep_comments = opts_.keep_comments;
  fs.lexer.assembler = opts_.assembler;
  // C90 has no // comments: an error in -std=c89/c90, a -pedantic warning in gnu89 (gcc);
  // system headers are not checked.
  if (opts_.std_version == 0 && !opts_.assembler && !system)
    fs.lexer.c90_line_comment = !opts_.std_gnu ? Severity::Error
                                : diag_.warning_enabled(Warning::Pedantic) ? (diag_.warning_is_error(Warning::Pedantic) ? Severity::Error : Severity::Warning)
                                                                         : Severity::Note;
  fs.buffer = b;
  fs.cond_base = u32(conds_.size());
  fs.dir_index = dir_index;
  fs.dir = std::move(dir);
  fs.file = f;
  fs.system = system;
  files_.push_back(std::move(fs));
  if (observer_) observer_->file_changed(FileChange::Enter, sm_.buffer(b).base, b);
  return true;
}

void Preprocessor::pop_file() {
  FileState& f = cur_file();
  // C17 6.10.1: every #if group must end in the file it started in.
  while (conds_.size() > f.cond_base) {
    report(Severity::Error, conds_.back().loc, 0, "unterminated conditional directive");
    conds_.pop_back();
  }
  if (f.guard == GuardState::AfterEndif && f.guard_macro) n_->guard_of.insert(u64(uintptr_t(f.file)), f.guard_macro);
  Loc include_loc = sm_.buffer(f.buffer).include_loc;
  files_.pop_back();
  if (observer_ && !files_.empty()) observer_->file_changed(FileChange::Exit, include_loc, cur_file().buffer);
}

void Preprocessor::note_token_for_guard() {
  FileState& f = cur_file();
  if (f.guard == GuardState::Start || f.guard == GuardState::AfterEndif) f.guard = GuardState::Invalid;
}

Token Preprocessor::lex_file_token() {
  expansion_tokens_ = 0; // a new source token: a new expansion budget
  budget_exp_ = u32(expansions_.size());
  for (;;) {
    if (files_.empty() || fatal_) {
      Token t;
      t.kind = TokenKind::Eof;
      return t;
    }
    FileState& f = cur_file();
    Token t = f.lexer.lex();
    if (t.kind == TokenKind::Hash && (t.flags & TokenFlag::StartOfLine) && !in_directive_) {
      if (f.guard == GuardState::AfterEndif) f.guard = GuardState::Invalid;
      handle_directive(t);
      if (pass_hash_) {
        pass_hash_ = false;
        return t;
      }
      if (!pending_pragma_.empty()) {
        Token p = pending_pragma_.back();
        pending_pragma_.pop_back();
        return p;
      }
      continue;
    }
    if (t.kind == TokenKind::Eof) {
      if (in_directive_ || no_pop_depth_) return t;
      if (files_.size() == 1) main_eof_loc_ = t.loc;
      pop_file();
      continue;
    }
    if (f.guard != GuardState::Invalid && f.guard != GuardState::InGuard) note_token_for_guard();
    return t;
  }
}

Loc Preprocessor::expansion_point(const Token& t) const {
  if (!t.exp) return t.loc;
  u32 e = t.exp;
  while (expansions_[e].parent) e = expansions_[e].parent;
  return expansions_[e].loc;
}

void Preprocessor::fatal_error(Loc loc, std::string_view msg) {
  report(Severity::Fatal, loc, 0, msg);
  fatal_ = true;
}

// gcc's layout: the include stack first, then the message, then one note per macro
// expansion the token came out of, innermost first.
// After a fatal error only notes about it are reported (what follows is unwinding).
bool Preprocessor::in_system_header(Loc loc) const {
  return loc && sm_.buffer_count() && sm_.buffer(sm_.buffer_of(loc)).system != 0;
}

bool Preprocessor::report(Severity sev, Loc loc, u32 exp, std::string_view msg, Warning w, const SourceHints* hints) {
  if (sev == Severity::Warning && !diag_.system_header_warnings && in_system_header(loc)) return false;
  return emit_report(sev, loc, exp, msg, w, hints);
}

bool Preprocessor::report_requested_warning(Loc loc, u32 exp, std::string_view msg) {
  return emit_report(Severity::Warning, loc, exp, msg);
}

bool Preprocessor::emit_report(Severity sev, Loc loc, u32 exp, std::string_view msg, Warning w, const SourceHints* hints) {
  if (fatal_ && sev != Severity::Note) return false;
  if (sev == Severity::Warning && (diag_.suppress_warnings || !diag_.warning_enabled(w))) return false;
  if (loc && sm_.buffer_count()) {
    u32 b = sm_.buffer_of(loc);
    Loc inc = sm_.buffer(b).include_loc;
    bool first = true;
    while (inc) {
      PresumedLoc p = sm_.presumed(inc);
      std::string line = format("%s %.*s:%u", first ? "In file included from" : "                 from",
                                int(p.file.size()), p.file.data(), p.line);
      inc = sm_.buffer(p.buffer - 1).include_loc;
      line += inc ? ",\n" : ":\n";
      if (diag_.capture) {
        *diag_.capture += line;
      } else {
        std::fflush(stdout);
        std::fputs(line.c_str(), stderr);
      }
      first = false;
    }
  }
  DiagLocation where = loc ? sm_.diag_location(loc) : DiagLocation{};
  if (hints && loc) {
    PresumedLoc at = sm_.presumed(loc);
    auto on_line = [&](Loc b, Loc e, u32& cb, u32& ce) { // both ends on the report's line
      PresumedLoc pb = sm_.presumed(b), pe = sm_.presumed(e);
      if (pb.buffer != at.buffer || pe.buffer != at.buffer || pb.phys_line != at.phys_line || pe.phys_line != at.phys_line || pe.col < pb.col)
        return false;
      cb = pb.col, ce = pe.col;
      return true;
    };
    u32 cb, ce;
    for (auto [b, e] : hints->ranges)
      if (on_line(b, e, cb, ce)) where.ranges.push_back({cb, ce});
    for (const SourceHints::Fix& f : hints->fixits)
      if (on_line(f.begin, f.end, cb, ce)) where.fixits.push_back({where.line, cb, ce, f.text});
  }
  diag_.report(sev, where, msg, w);
  // A chain longer than -fmacro-backtrace-limit (6, clang's default; 0: no limit) shows its
  // first and last entries only: a chain grows by one for each invocation whose name came
  // out of the previous one, so printing it all made a long `f(1)(2)...` quadratic.
  u32 depth = 0;
  for (u32 e = exp; e; e = expansions_[e].parent) ++depth;
  u32 limit = opts_.macro_backtrace_limit;
  u32 head = limit && depth > limit ? (limit + 1) / 2 : depth;
  u32 tail_start = limit && depth > limit ? depth - limit / 2 : depth;
  u32 i = 0;
  for (u32 e = exp; e; e = expansions_[e].parent, ++i) {
    const ExpansionRecord& r = expansions_[e];
    if (i == head && head < tail_start)
      diag_.report(Severity::Note, sm_.diag_location(r.loc),
                   format("(skipping %u expansions in backtrace; use -fmacro-backtrace-limit=0 to see all)",
                          tail_start - head));
    if (i >= head && i < tail_start) continue;
    diag_.report(Severity::Note, sm_.diag_location(r.loc),
                 format("in expansion of macro '%s'", r.macro.c_str()));
  }
  return true;
}

} // namespace ilcc
