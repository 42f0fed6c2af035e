// preprocessor.h — the C preprocessor (translation phase 4, C17 5.1.1.2 and 6.10).
//
// Consumers pull fully macro-expanded tokens with next(): the C parser, and the -E printer
// (pp/printer.h). The Preprocessor owns the include stack (one Lexer per open file), the
// conditional stack, the macro table and the expansion machinery.
//
// Expansion uses a stack of contexts, one per macro expansion in progress (expand.cpp):
// reading a token takes it from the top context, popping exhausted ones — popping a
// context re-enables its macro — and falls back to the current file. A macro is disabled
// while its context is on the stack, and an identifier naming a disabled macro is painted
// NoExpand for good: this is C17 6.10.3.4p2. Contexts are popped lazily (only when a read
// goes past their end), which gives the standard's answers to the 6.10.3.5 examples
// (e.g. `f(2)(9)` → `2*9*g`). Arguments are fully expanded once, on first use, inside a
// barrier context that reads as end of input past its end (C17 6.10.3.1p1). Invocations
// inside such an argument take their own arguments as sub-ranges of it, so nested calls
// `F(F(...F(a)...))` cost time and memory linear in their size.
//
// Observers (the -E printer, dependency output) hear about file changes, definitions and
// #ident lines through PPObserver in source order.
#pragma once

#include "pp/header_search.h"
#include "pp/if_value.h"
#include "pp/lexer.h"
#include "pp/macro.h"
#include "support/arena.h"
#include "support/hash.h"
#include "support/diagnostics.h"
#include "support/x86_features.h"
#include "support/source_manager.h"

#include <memory>
#include <string>
#include <vector>

namespace ilcc {

struct PPOptions {
  HeaderSearchOptions search;
  // -D and -U in command-line order: ('D', "NAME=VALUE") or ('U', "NAME").
  std::vector<std::pair<char, std::string>> macro_options;
  std::vector<std::string> imacros;  // -imacros, in order
  std::vector<std::string> includes; // -include, in order
  bool implicit_stdc_predef = true;  // include stdc-predef.h first (as gcc and clang do)
  bool undef = false;                // -undef: no target/system predefined macros
  bool keep_comments = false;        // -C
  bool std_gnu = true;               // gnuXX rather than cXX (__STRICT_ANSI__)
  long std_version = 201710L;        // __STDC_VERSION__; 0 in the C90 modes (c89, gnu89: undefined)
  bool hosted = true;                // __STDC_HOSTED__ (-ffreestanding: 0)
  bool deps_missing_generated = false; // -M -MG: a missing header is a dependency, not an error
  // -fmacro-prefix-map=OLD=NEW (and -ffile-prefix-map): __FILE__ and __BASE_FILE__ paths.
  std::vector<std::pair<std::string, std::string>> macro_prefix_map;
  bool fast_math = false;            // -ffast-math: __FAST_MATH__
  bool math_errno = true;            // -fno-math-errno: __NO_MATH_ERRNO__
  int optimize = 0;                  // -O level (__OPTIMIZE__, __NO_INLINE__)
  bool gnu89_inline = false;         // __GNUC_GNU_INLINE__ rather than __GNUC_STDC_INLINE__
  bool optimize_size = false;        // -Os
  // Assembler with preprocessing (.S, -x assembler-with-cpp), as gcc's cpp does it:
  // __ASSEMBLER__ is defined and __STDC_VERSION__ is not; a line whose '#' starts no
  // directive (an assembler comment) and a '#' in a function-like macro that names no
  // parameter are passed through as text; an unterminated ' or " is a lone character;
  // '$' ends an identifier ($n: an immediate whose n may be a macro).
  bool assembler = false;
  int pic_level = 2;                 // __pic__/__PIC__ (0: undefined): -fpic 1, -fPIC 2, -fno-pic 0
  // The x86-64 instruction set extensions: __SSE2__, __AVX2__, ... for each (-m options).
  X86Features features = X86Features::baseline();
  bool pie = true;                   // __pie__/__PIE__ = pic_level
  unsigned cet = 0;                  // __CET__ (0: undefined): -fcf-protection, 1 branch | 2 return
  unsigned ssp = 0;                  // -fstack-protector: 1 __SSP__, 2 __SSP_STRONG__, 3 __SSP_ALL__, 4 __SSP_EXPLICIT__
  bool sanitize_address = false;     // -fsanitize=address: __SANITIZE_ADDRESS__
  // What __has_builtin(NAME) answers: the compiler's table of builtins (the driver sets it
  // to sema::has_builtin). Without one, every builtin is absent.
  bool (*has_builtin)(std::string_view name) = nullptr;
  // Implementation limits (docs/pp.md, "Limits"). Each but the last is reported with a
  // diagnostic at the construct that exceeds it; none can be exceeded by recursion on the
  // machine stack first. The last only shortens "in expansion of macro" notes.
  u32 max_include_depth = 200;       // -fmax-include-depth=: #include nesting
  u32 bracket_depth = kDefaultBracketDepth; // -fbracket-depth=: ( and ?: nesting in #if
  u32 macro_nesting_depth = 1024;    // -fmacro-nesting-depth=: invocations inside arguments
  u64 max_expansion_tokens = u64(1) << 24; // -fmax-macro-expansion-tokens=: per expansion
  u32 macro_backtrace_limit = 6;     // -fmacro-backtrace-limit=: notes per diagnostic (0: all)
};

enum class FileChange : u8 { Enter, Exit, Rename };

class PPObserver {
public:
  // The token stream now continues in `buffer` at `loc` (Enter: a new file; Exit: back in
  // the includer after the #include line; Rename: #line).
  virtual void file_changed(FileChange, Loc, u32 /*buffer*/) {}
  virtual void macro_defined(const Macro&) {}
  virtual void macro_undefined(Symbol, Loc) {}
  virtual void ident(Loc, std::string_view) {}
  virtual void file_skipped(const std::string& /*path*/, bool /*system*/) {}

protected:
  ~PPObserver() = default;
};

struct ExpansionRecord {
  Symbol macro;
  Loc loc;    // location of the macro name at the invocation
  u32 parent; // expansion that produced the invocation's name (0: from a file)
};

// What a report can show beyond its location, in source locations: ranges to underline
// (the operands of an operator) and fix-its (replace [begin, end) with text). Those on the
// report's own line are shown (DiagLocation::ranges, ::fixits).
struct SourceHints {
  std::vector<std::pair<Loc, Loc>> ranges;
  struct Fix {
    Loc begin, end;
    std::string text;
  };
  std::vector<Fix> fixits;
};

class Preprocessor final : public LexerClient, public IfDiagnostics {
public:
  Preprocessor(SourceManager& sm, Diagnostics& diag, const PPOptions& opts);
  ~Preprocessor();

  // Sets up predefined macros, -D/-U, -imacros, -include and the main file. False (with a
  // diagnostic) when the main file cannot be read.
  bool begin(const std::string& main_file);
  // The end of the main file, once it has been read to the end (0 before).
  Loc main_eof_loc() const { return main_eof_loc_; }

  // The next fully expanded token; Eof at the end (and after a fatal error).
  Token next();

  void set_observer(PPObserver* o) { observer_ = o; }
  SourceManager& sources() { return sm_; }
  Diagnostics& diagnostics() { return diag_; }
  const MacroTable& macros() const { return macros_; }
  const HeaderSearch& header_search() const { return search_; }
  const ExpansionRecord& expansion(u32 i) const { return expansions_[i]; }
  // Where a token shows up in the source: the outermost macro invocation that produced
  // it, or its own location.
  Loc expansion_point(const Token& t) const;
  bool fatal() const { return fatal_; }
  const PPOptions& options() const { return opts_; }
  // Every file opened, in first-open order, with whether it is a system header (-M).
  const std::vector<std::pair<std::string, bool>>& dependencies() const { return deps_; }

  // Diagnostics with include stack and macro expansion notes.
  void error(const Token& t, std::string_view msg) { report(Severity::Error, t.loc, t.exp, msg); }
  bool warning(const Token& t, std::string_view msg) { return report(Severity::Warning, t.loc, t.exp, msg); }
  // Reports a diagnostic with its include chain and macro backtrace. A warning located in
  // a system header is dropped, as gcc does, unless -Wsystem-headers (then, like any
  // warning, unless -w); the result says whether the diagnostic was reported, so that a
  // note belonging to it can follow it or not.
  bool report(Severity sev, Loc loc, u32 exp, std::string_view msg, Warning w = Warning::None,
              const SourceHints* hints = nullptr);
  // A warning the source asks for (#warning, #pragma GCC warning): reported from system
  // headers too.
  bool report_requested_warning(Loc loc, u32 exp, std::string_view msg);
  bool in_system_header(Loc loc) const;
  void lex_diagnostic(Severity sev, Loc loc, std::string_view msg) override { report(sev, loc, 0, msg); }
  void if_error(const Token& at, std::string_view msg) override { error(at, msg); }
  void if_warning(const Token& at, std::string_view msg) override { warning(at, msg); }
  void if_note(const Token& at, std::string_view msg) override { report(Severity::Note, at.loc, 0, msg); }

  // Test hook: a buffer of text processed as if it were the main file.
  bool begin_text(std::string name, std::string text);

private:
  // report() without the system-header filter
  bool emit_report(Severity sev, Loc loc, u32 exp, std::string_view msg, Warning w = Warning::None,
                   const SourceHints* hints = nullptr);
  friend class DirectiveHandler;
  friend class IfEvaluator;

  struct Conditional {
    Loc loc;           // the #if/#ifdef/#ifndef
    bool taken;        // some group of this #if has been processed
    bool seen_else;
  };
  enum class GuardState : u8 { Start, InGuard, AfterEndif, Invalid };
  struct FileState {
    Lexer lexer;
    u32 buffer;
    u32 cond_base;      // conditional stack depth when the file was entered
    i32 dir_index;      // search-path index the file was found in (-1: not via the path)
    std::string dir;    // directory of the file, for "..." includes
    GuardState guard = GuardState::Start;
    Symbol guard_macro; // the #ifndef name while InGuard/AfterEndif
    SourceFile* file;
    bool system;
  };
  struct MacroArg {
    const Token* raw;
    const u32* close;      // per raw token: for '(' the distance to its ')', else 0
    u32 raw_size;
    const Token* expanded; // null until first needed
    u32 expanded_size;
    bool absent;           // the variable arguments were omitted altogether
  };
  struct Context {
    const Token* cur;
    const Token* end;
    Macro* macro;        // re-enabled when the context is popped (null: pushback, argument)
    const MacroArg* arg; // an argument being pre-expanded (a barrier: past its end is
                         // end of input), or null
    u32 exp;             // stamped on tokens read (object-like bodies read in place), or 0
    u8 first_flags;      // flags for the first token (in-place bodies)
    bool first;
  };
  // The arguments of one invocation: `size` tokens at `tokens` (with their '(' distances),
  // separated by the commas at the offsets in `starts`.
  struct ArgumentList {
    const Token* tokens = nullptr;
    const u32* close = nullptr;
    u32 size = 0;
    std::vector<u32> starts;
  };

  // --- files (preprocessor.cpp)
  bool push_file(SourceFile* f, Loc include_loc, bool system, i32 dir_index, std::string dir);
  void pop_file();
  Token lex_file_token();
  void drain_buffer(SourceFile* f);
  void note_token_for_guard();
  // --- expansion (expand.cpp)
  Token next_unexpanded();
  Token expand_next();
  void push_back(const Token& t);
  bool enter_macro(Token name, Macro* m);
  bool collect_arguments(const Token& name, Macro* m, MacroArg* args);
  bool arguments_in_place(const Macro* m, ArgumentList& list);
  bool read_arguments(const Token& name, const Macro* m, ArgumentList& list);
  const Token* expand_argument(MacroArg& a, u32 exp, u32& size);
  bool charge_tokens(u64 n);
  bool enter_nesting(const Token& at);
  void leave_nesting() { --nesting_; }
  void substitute(const Macro* m, const Token* b, const Token* e, MacroArg* args, u32 exp,
                  std::vector<Token>& out);
  Token stringify(const Token* b, const Token* e, Loc loc, u32 exp, u8 flags);
  bool paste(Token& lhs, const Token& rhs, Loc op_loc, u32 exp);
  Token expand_builtin(const Token& name, Macro* m);
  bool handle_pragma_operator(Token& t);
  std::vector<Token>& scratch();
  void release_scratch();
  u32 new_expansion(Symbol m, const Token& name);
  // --- directives (directives.cpp)
  void handle_directive(const Token& hash);
  void skip_group();
  Token directive_token() { return cur_file().lexer.lex(); }
  void end_directive(const Token& last, const char* directive);
  Macro* read_define(const Token& hash);
  void do_include(const Token& name_tok, bool next);
  void do_line(const Token& tok, bool gnu_marker);
  void do_conditional(Symbol dir, const Token& tok);
  bool do_pragma(std::string_view text, Loc loc, u32 exp, bool from_operator);
  bool read_header_name(std::string& name, bool& angled, Loc& loc, bool in_if);
  bool evaluate_if(const Token& tok);
  std::string expand_string_arg(const Token& t);
  // --- features (predefined.cpp)
  void define_builtins();
  std::string predefined_text() const;
  i64 evaluate_has_operator(BuiltinMacro kind, const Token& name);

  FileState& cur_file() { return files_.back(); }
  void fatal_error(Loc loc, std::string_view msg);
  Macro* new_macro(Symbol name);

  SourceManager& sm_;
  Diagnostics& diag_;
  PPOptions opts_;
  HeaderSearch search_;
  Arena arena_;         // definitions, synthetic spellings: live until the end
  Arena expand_arena_;  // contexts and arguments: reset when no expansion is in progress
  MacroTable macros_;
  std::vector<FileState> files_;
  std::vector<Conditional> conds_;
  std::vector<Context> ctx_;
  std::vector<ExpansionRecord> expansions_;
  std::vector<std::unique_ptr<std::vector<Token>>> scratch_pool_; // by nesting depth
  u32 scratch_depth_ = 0;
  std::vector<u32> open_parens_; // read_arguments: '(' not yet closed
  u64 expansion_tokens_ = 0; // charged to the expansion budget since the last file token
  u32 budget_exp_ = 0;       // the first expansion record made since then
  u32 nesting_ = 0;          // argument pre-expansions and __has_* operands in progress
  u32 no_pop_depth_ = 0;   // >0: looking for '(' or collecting arguments (files don't end)
  bool in_directive_ = false;
  bool pass_hash_ = false; // assembler mode: the '#' of a non-directive line is text
  bool in_if_ = false;     // evaluating #if/#elif: `defined` and __has_* are operators
  bool fatal_ = false;
  u32 counter_ = 0;
  PPObserver* observer_ = nullptr;
  std::vector<std::pair<std::string, bool>> deps_;
  HashMap<std::string_view, bool> dep_seen_;
  std::vector<Token> pending_pragma_; // a #pragma line's token, returned after the line
  std::string base_file_;
  std::string date_, time_;
  // Interned names the directive and expansion code compares against.
  struct Names;
  Names* n_ = nullptr;
  Loc main_eof_loc_ = 0;
};

} // namespace ilcc
