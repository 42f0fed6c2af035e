// sema.h — the C parser and semantic analysis, building the IL (DESIGN: "Pipeline").
//
// One recursive-descent parser over the preprocessor's token stream, with semantic
// analysis done as each construct is reduced (no separate AST): declarations become IL
// Variables/Routines/Types in their scopes, expressions become typed IL Expr trees with
// every conversion explicit, statements become IL Statements. The grammar follows C17
// Annex A with the GNU extensions real code uses; each parse function names its
// production. The parser is split by concern:
//     tokens.cpp       token stream, keywords, lookahead, error recovery
//     literals.cpp     numbers, character constants, string literals (C17 6.4.4, 6.4.5)
//     scope.cpp        identifier and tag bindings, scopes, labels
//     specifiers.cpp   declaration specifiers, struct/union/enum (6.7.1–6.7.2)
//     declarator.cpp   declarators, type names, parameter lists (6.7.6–6.7.7)
//     declaration.cpp  declarations, redeclaration rules, function definitions (6.7, 6.9)
//     attributes.cpp   GNU __attribute__ and pragmas
//     initializer.cpp  initializers (6.7.9)
//     expr.cpp         expression parsing (6.5)
//     expr_build.cpp   operand checks, conversions and result types of each operator
//     fold.cpp         constant folding and constant-expression evaluation (6.6)
//     builtins.cpp     __builtin_* functions (builtins.def)
//     stmt.cpp         statements (6.8) and inline assembly
//
// Error recovery: after a syntax error the parser skips to a token it can resynchronize
// on (`;`, `}`, `)` at the right depth) and marks the construct with the error type;
// operations on error-typed operands produce no further diagnostics, so one mistake gives
// one error. Nesting depth (parentheses, blocks, declarators, initializers) is bounded by
// -fbracket-depth (default 16384) with a diagnostic instead of a stack overflow.
#pragma once

#include "il/alloc.h"
#include "pp/preprocessor.h"
#include "sema/builtins.h"
#include "sema/types.h"
#include "support/spelling.h"
#include "support/x86_features.h"

#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

namespace ilcc::sema {

enum class BuiltinId : u32; // sema/builtins.h

struct SemaOptions {
  bool gnu = true;                 // gnuXX: GNU keywords typeof, asm
  u32 bracket_depth = 16384;        // -fbracket-depth (nesting of brackets, blocks, declarators)
  bool fcommon = false;
  long std_version = 201710L;      // -std: 0 for C90, 199409, 199901, 201112, 201710, 202000
  // -pedantic-errors: Sema::pedwarn's diagnostics are errors (-pedantic, -Wpedantic turn
  // them on: Warning::Pedantic; docs/sema.md, "Pedantic diagnostics").
  bool pedantic_errors = false;
  // GNU89 inline semantics for every inline function (-fgnu89-inline, -std=gnu89/c89):
  // `extern inline` is inline-only, plain `inline` an external definition.
  bool gnu89_inline = false;
  // Warnings: their state is the Diagnostics' (support/warnings.def).
  // The x86-64 instruction set extensions of the unit (-m options, docs/simd.md).
  X86Features features = X86Features::baseline();
};

// Told about each completed top-level definition, in source order.
class SemaClient {
public:
  virtual void function_defined(Routine*) {}
  virtual void variable_defined(Variable*) {}

protected:
  ~SemaClient() = default;
};

// `tt` must be the TypeTable of `il` (the caller keeps it for lowering).
bool parse_translation_unit(Preprocessor& pp, Il& il, TypeTable& tt, const SemaOptions& opts, SemaClient* client);

enum class Keyword : u16 {
  None,
#define KEYWORD(E, spelling) E,
#include "sema/keywords.def"
  Count
};

// A name in the ordinary identifier space or the tag space (C17 6.2.3).
struct Binding {
  enum Kind : u8 { Var, Fn, Typedef, Enumerator, Tag } kind;
  u32 depth;          // scope depth it was declared at (0: file scope)
  Symbol name;
  Binding* shadowed;  // the binding it hides
  union {
    Variable* var;
    Routine* fn;
    Type* type;       // Typedef (a Typedef type entry) or Tag
    il::Enumerator* enumerator;
  };
  QualType enum_type; // Enumerator: the enum type
};

// Whether e may be evaluated for a later decision, or twice: no assignment, call, volatile
// access or statement expression; false too when e has more than `budget` nodes (the
// budget is consumed).
bool side_effect_free(const Expr* e, u32& budget);

class Sema {
public:
  Sema(Preprocessor& pp, Il& il, TypeTable& tt, const SemaOptions& opts, SemaClient* client);
  ~Sema();
  void translation_unit();

  // --- shared by the parts (public for the helpers in the .cpp files)
  Preprocessor& pp;
  Il& il;
  TypeTable& tt;
  const SemaOptions& opts;
  SemaClient* client;

  // ===== tokens.cpp
  Token tok;                          // the current token
  Keyword kw() const { return tok.is_ident() ? Keyword(tok.aux) : Keyword::None; }
  bool is_kw(Keyword k) const { return tok.is_ident() && Keyword(tok.aux) == k; }
  bool is(TokenKind k) const { return tok.kind == k; }
  const Token& peek(unsigned n = 1);  // the token n after the current one
  bool read_token(Token& t);
  Keyword peek_kw(unsigned n = 1);
  void consume();
  bool accept(TokenKind k);
  bool accept_kw(Keyword k);
  bool expect(TokenKind k, const char* what); // error "expected 'X' ..." if absent
  bool expect_closing(TokenKind k, const char* what); // expect, then skip to k if absent
  void skip_until(TokenKind k);               // error recovery, balanced
  void skip_to_statement_end();
  void skip_braces();
  u64 consumed_ = 0;                          // tokens consumed so far
  void ensure_progress(u64 before);
  Loc loc() const { return pp.expansion_point(tok); }
  void error(std::string_view msg) { error_at_tok(tok, msg); }
  void error_at_tok(const Token& t, std::string_view msg);
  void error_at(Loc l, std::string_view msg, const SourceHints* hints = nullptr);
  void error_missing_semicolon(std::string_view msg);
  SourceHints replace_token(Loc l, std::string_view with);
  void expr_extent(const Expr* e, Loc& begin, Loc& end, unsigned depth);
  SourceHints operand_ranges(const Expr* a, const Expr* b);
  Loc prev_tok_loc_ = 0; // the last token consumed, when it was not from a macro expansion
  bool warning_at(Loc l, std::string_view msg); // reported?
  void warning(std::string_view msg) { warning_at(loc(), msg); }
  // Warning `w` of support/warnings.def (off, a warning "msg [-WNAME]" or an error
  // "msg [-Werror=NAME]"); never in system headers unless -Wsystem-headers.
  // `decided`: w was on where the construct is (it was marked unused where it was off).
  bool warn(Warning w, Loc l, std::string_view msg, bool decided = false, const SourceHints* hints = nullptr); // reported?
  // A diagnostic ISO C requires that GNU C does not, with -pedantic (or its own -WNAME, w):
  // a warning "msg [-WNAME]", an error with -pedantic-errors; never in system headers or
  // under __extension__.
  void pedwarn(Loc l, std::string_view msg, Warning w = Warning::Pedantic);
  u32 extension_ = 0;          // inside __extension__
  void note_at(Loc l, std::string_view msg);
  bool in_system_header(Loc l) const;
  bool enter_nesting(Loc at);  // false (after an error) when too deep
  void leave_nesting() { --nesting_; }
  std::string tok_spelling(const Token& t) const;
  std::string before_tok() const;     // "before 'x'", "before numeric constant", "at end of input"...

  // ===== literals.cpp
  Expr* number_literal(const Token& t);
  Expr* char_literal(const Token& t);
  Expr* string_literal();                 // the current and following string-literal tokens
  bool string_literal_text(std::string& bytes, u8& char_size, QualType& elem); // same, raw

  // ===== scope.cpp
  u32 depth = 0;                          // 0 file scope
  Scope* cur_scope = nullptr;             // IL scope of the innermost scope
  Binding* lookup(Symbol name);
  Binding* lookup_tag(Symbol name);
  Binding* lookup_tag_here(Symbol name);  // only in the current scope
  Binding* bind(Symbol name, Binding::Kind k);
  Binding* bind_tag(Symbol name, Type* t);
  void push_scope(Scope* s);
  void pop_scope();
  bool is_typedef_name(const Token& t);
  Label* lookup_label(Symbol name, Loc l, bool define);
  // At the end of a function body: labels (undefined, unused, jumps into scopes), parameters.
  void warn_return_mismatch(Loc l, const char* msg);
  void check_labels();
  // ===== repeated code (equal_operands.cpp)
  bool same_operands(const Expr* a, const Expr* b);
  void warn_equal_operands(Operator o, const Expr* a, const Expr* b, Loc l);
  void warn_self_assign(const Expr* a, const Expr* b, Loc l);
  bool identical_branches(const Statement* a, const Statement* b);
  void warn_duplicated_branches(const Statement* s);
  void warn_duplicated_conditional(const Expr* a, const Expr* b, Loc l);
  void check_duplicated_cond(std::vector<const Expr*>& chain, const Expr* c);
  std::vector<const Expr*>* if_chain_ = nullptr; // the else-if chain the next if continues
  void check_parameters_used(const std::vector<Variable*>& params);
  void declare_local_label(Symbol name, Loc l);

  // ===== attributes.cpp
  struct AttrSet {
    Attribute* list = nullptr;
    Attribute* tail = nullptr;
    u32 aligned = 0;          // aligned(N); aligned without argument: 16
    bool packed = false;
    bool noreturn = false, always_inline = false, noinline = false, used = false, unused = false;
    bool weak = false, constructor = false, destructor = false, transparent_union = false;
    bool may_alias = false, gnu_inline = false, cold = false, hot = false, naked = false;
    bool returns_twice = false, nonstring = false, common = false, nocommon = false, pure = false, const_ = false;
    u16 priority = 65535;
    Symbol section, alias, visibility, cleanup, mode;
    Symbol target;            // target("...") strings, comma-joined
    u64 vector_size = 0;
    bool deprecated = false, unavailable = false;
    bool diagnose_error = false, diagnose_warning = false; // error("msg"), warning("msg")
    bool warn_unused_result = false, alloc_size = false, weakref = false;
    Symbol ifunc;                                          // ifunc("resolver")
    std::vector<Symbol> symver;                            // symver("name@version"), each
    i32 format_archetype = -1, format_index = 0, format_first = 0; // format(printf, m, n)
    void merge(const AttrSet& o);
  };
  // `__attribute__` or C23's `[[` (two '[' tokens only ever begin an attribute).
  bool at_std_attribute() { return is(TokenKind::LBracket) && peek().kind == TokenKind::LBracket; }
  bool at_attribute() { return is_kw(Keyword::Attribute) || at_std_attribute(); }
  void parse_attributes(AttrSet& out);    // zero or more __attribute__((...)) and [[...]]
  void parse_std_attributes(AttrSet& out); // one [[...]]
  void gnu_attribute(Symbol name, Loc name_loc, AttrSet& out);
  void skip_asm_label_and_attrs(AttrSet& a, Symbol& asm_name);
  QualType apply_type_attributes(QualType t, AttrSet& a, Loc l);
  void handle_pragma(const Token& t);
  void diagnostic_pragma(std::string_view kind, std::string_view option, Loc l);
  void add_symver(Symbol symbol, Symbol version, Loc l);
  void diagnose_deprecated_use(Symbol name, bool unavailable, const Attribute* attrs, Loc l);
  void warn_unused_result(const Expr* e);
  HashMap<u64, u8> symvers_done_; // (symbol id << 32 | version id) -> emitted
  u32 pragma_pack = 0;
  std::vector<u32> pack_stack;
  std::vector<Visibility> visibility_stack;
  HashMap<u32, Symbol> redefine_extname;  // symbol id -> new name
  std::vector<std::pair<Symbol, Symbol>> pending_weak; // #pragma weak name [= target]

  // ===== specifiers.cpp
  struct DeclSpec {
    StorageClass storage = StorageClass::None;
    QualType type{};          // null until complete
    u8 quals = 0;
    bool thread_local_ = false, inline_ = false, noreturn = false;
    bool has_type = false;    // a type specifier was seen
    bool implicit_int = false;
    bool auto_type = false;   // __auto_type
    u32 align = 0;            // _Alignas (the strictest)
    Loc alignas_loc = 0;      // the first _Alignas, if any
    AttrSet attrs;
    Loc loc = 0;
    bool defined_tag = false; // struct/union/enum with a body or a new tag declared
    bool tag_body = false;    // struct/union/enum with a body
    bool tag_ref = false;     // struct/union/enum TAG naming a tag declared before
    Loc tag_loc = 0;          // the TAG of a struct/union/enum specifier
    Type* typedef_name = nullptr; // the typedef a typedef-name specifier named (-g)
  };
  // Declaration specifiers that were attributes only (no type, storage class, qualifier
  // or function specifier): before `;` a null statement, else the statement they precede.
  static bool only_attributes(const DeclSpec& ds) {
    return !ds.has_type && ds.storage == StorageClass::None && !ds.quals && !ds.inline_ && !ds.noreturn &&
           !ds.thread_local_ && !ds.alignas_loc;
  }
  // `DECL-SPECS ;` (C17 6.7p2): gcc's warnings for what declares nothing.
  void empty_declaration(const DeclSpec& ds, Loc l);
  bool starts_decl_specs();
  bool at_unknown_type_name(bool pointer_ok);
  bool starts_type_name() { return token_starts_type_name(tok, 0); }
  // Does the token `ahead` positions from the current one (0: the current) begin a type
  // name? (`t` is that token.)
  bool token_starts_type_name(const Token& t, unsigned ahead);
  bool parse_decl_specs(DeclSpec& ds, bool allow_storage);
  Type* parse_struct_or_union(bool is_union, DeclSpec& ds);
  Type* parse_enum(DeclSpec& ds);
  void parse_struct_declaration(Type* rec, Field**& tail);
  u32 parse_alignas();
  // C17 6.7.5p2 and p4: where _Alignas may appear and that it does not weaken `t`'s
  // alignment; false (after an error) when ds.align is not to be applied.
  bool check_alignas(DeclSpec& ds, QualType t, const char* what, Symbol name, Loc at);
  std::vector<Type*> records_being_defined_;

  // ===== declarator.cpp
  struct DeclaratorInfo {
    Symbol name;
    Loc name_loc = 0;
    QualType type{};
    AttrSet attrs;
    Symbol asm_name;
    // The parameters of the function suffix applied directly to the name (a definition's
    // parameters), in order, and whether they came from an identifier list (K&R).
    std::vector<Variable*> params;
    std::vector<QualType> param_declared_types; // before adjustment (VLA sizes to evaluate)
    bool have_params = false;
    bool knr = false;
    u32 region = 0;          // function region opened for a possible definition
    // -g: `type` as written, when the specifiers named a file-scope typedef and the
    // declarator only adds pointers (Variable::debug_type); null otherwise.
    QualType debug_type{};
  };
  enum class DeclaratorMode : u8 { Named, Abstract, Either };
  // typedef_name: the typedef the declaration specifiers named, if any (for debug_type).
  void parse_declarator(QualType base, DeclaratorInfo& d, DeclaratorMode mode, Type* typedef_name = nullptr);
  // Whether debug_type, with its typedef resolved, is exactly t.
  static bool sugar_of(QualType debug_type, QualType t);
  QualType parse_type_name();            // C17 6.7.7
  ParamType* parse_parameter_list(DeclaratorInfo* top, u8& rflags);
  QualType adjust_parameter_type(QualType t);
  QualType star_vla(QualType t);         // VM types of a prototype: [*] dimensions
  ParamType* copy_param_list(ParamType* params);
  u32 param_depth = 0;                   // nesting of parameter lists being parsed
  u32 declarator_depth = 0;

  // ===== declaration.cpp
  void external_declaration();
  // Parses a declaration after its specifiers; statements needed to run it (initializers,
  // VLA sizes) are appended to `stmts` when in a block.
  void declaration(DeclSpec& ds, Statement**& stmts_tail);
  void static_assert_declaration();
  Variable* declare_variable(DeclSpec& ds, DeclaratorInfo& d, bool has_init);
  Routine* declare_function(DeclSpec& ds, DeclaratorInfo& d, bool is_definition);
  bool promotion_mismatch(QualType a, bool a_declaration, QualType b, bool b_declaration);
  void declare_typedef(DeclSpec& ds, DeclaratorInfo& d, Statement**& stmts_tail);
  void function_definition(DeclSpec& ds, DeclaratorInfo& d);
  Routine* declare_nested_function(DeclSpec& ds, DeclaratorInfo& d, bool is_definition);
  void nested_function_definition(DeclSpec& ds, DeclaratorInfo& d);
  void knr_parameter_declarations(DeclaratorInfo& d);
  void check_main(Routine* r);
  void add_to_sequence(SourceSequenceEntryKind k, void* entity);
  Binding* bind_file_scope(Symbol name, Binding::Kind k);
  Binding* linkage_binding(Symbol name);
  void apply_variable_attributes(Variable* v, AttrSet& a);
  bool statement_can_fall_through(Statement* s);
  SourceSequenceEntry* seq_tail_ = nullptr;
  Variable* file_vars_tail_ = nullptr;
  Routine* routines_tail_ = nullptr;
  struct FormatAttr {
    i32 archetype, index, first;
  };
  HashMap<u32, FormatAttr> format_attrs_; // by Routine::seq
  void end_of_translation_unit();
  Variable* make_variable(Symbol name, QualType t, Loc l, bool file_scope_region);
  Routine* implicit_function(Symbol name, Loc l);
  Variable* func_name_var(Loc l);        // __func__ (C17 6.4.2.2)
  u32 seq = 0;
  Routine* cur_fn = nullptr;
  Variable* cur_func_name = nullptr;
  std::vector<Routine*> deferred_inline;  // inline definitions decided at the end

  // ===== initializer.cpp
  struct InitItem;                        // parsed initializer (designators + value)
  InitItem* parse_initializer();
  QualType init_item_type(InitItem* init); // __auto_type: the type of a plain initializer
  // Static storage: the value as a constant in `region` (null after an error).
  Constant* static_initializer(InitItem* init, QualType& type, u32 region, Loc l);
  // A compound literal's value as a constant, or null (initializer.cpp).
  Constant* literal_value(Variable* lit, u32 region);
  // Set while the values of an initializer of static storage are folded: compound
  // literals then fold to their values (GNU), which they do nowhere else.
  bool fold_literal_values = false;
  // Automatic storage: the initialization steps.
  DynamicInit* dynamic_initializer(InitItem* init, QualType& type, Loc l);
  Arena init_arena;                       // InitItems, reset after each declaration

  // ===== expr.cpp
  Expr* expression();                     // 6.5.17 expression
  Expr* assignment_expression();          // 6.5.16
  Expr* conditional_expression();         // 6.5.15
  Expr* constant_expression();
  Expr* binary_expression(int min_prec);
  Expr* cast_expression();                // 6.5.4
  Expr* unary_expression();               // 6.5.3
  Expr* postfix_expression(Expr* e);      // 6.5.2
  Expr* primary_expression();             // 6.5.1
  Expr* generic_selection();              // 6.5.1.1
  Expr* compound_literal(QualType t, Loc l);
  Expr* statement_expression(Loc l);
  Expr* identifier_expression(const Token& name);
  Expr* sizeof_alignof(bool is_sizeof);
  Expr* offsetof_expression(Loc l);
  std::vector<Expr*> argument_list();
  // Integer constant expressions (6.6p6): the value, or false after a diagnostic.
  bool integer_constant(Expr* e, i128& value, const char* what);
  // The same with the diagnostic of the context (gcc's wording): `msg` at `at` (0: at the
  // expression), `non_integer` instead when the operand does not have integer type.
  bool integer_constant(Expr* e, i128& value, Loc at, std::string_view msg, std::string_view non_integer = {});

  // ===== expr_build.cpp
  Expr* new_expr(ExprKind k, QualType t, Loc l);
  Expr* op(Operator o, QualType t, Loc l, Expr* a, Expr* b = nullptr, Expr* c = nullptr);
  Expr* constant_expr(Constant* c, Loc l);
  Expr* int_constant(i128 v, QualType t, Loc l);
  Expr* error_expr(Loc l);
  Expr* var_ref(Variable* v, Loc l);
  Expr* fn_ref(Routine* r, Loc l);
  Expr* value(Expr* e);                   // lvalue conversion, array and function decay
  Expr* cast(Expr* e, QualType to, bool implicit = true);
  Expr* convert_for_assignment(Expr* e, QualType to, const char* context, Loc l);
  Expr* condition(Expr* e, const char* context); // a scalar used as a truth value
  Expr* build_unary(Operator o, Expr* e, Loc l);
  Expr* build_binary(TokenKind t, Expr* a, Expr* b, Loc l);
  Expr* build_assign(TokenKind t, Expr* a, Expr* b, Loc l);
  Expr* build_conditional(Expr* c, Expr* a, Expr* b, Loc l, Loc colon = 0);
  Expr* build_call(Expr* fn, std::vector<Expr*>& args, Loc l);
  Expr* build_member(Expr* base, Symbol name, bool arrow, Loc l, Loc name_loc = 0);
  Expr* build_subscript(Expr* a, Expr* b, Loc l);
  Expr* build_deref(Expr* e, Loc l);
  Expr* build_address_of(Expr* e, Loc l);
  Expr* build_incdec(Operator o, Expr* e, Loc l);
  Expr* build_explicit_cast(QualType t, Expr* e, Loc l);
  Expr* build_comma(Expr* a, Expr* b, Loc l);
  bool check_modifiable(Expr* e, Loc l, const char* what);
  std::string expr_text(const Expr* e);   // "*p", "a[1]", "s.m" for diagnostics; "" if not simple
  bool incomplete_value(Expr* e);          // an lvalue of incomplete type used as a value (diagnosed)
  bool void_operand(Expr* e);              // a void operand used as a value (diagnosed)
  bool check_pointer_arith(QualType p, Loc l);
  Expr* fold_or_keep(Expr* e);
  bool is_null_pointer_constant(Expr* e);
  Field* find_member(Type* rec, Symbol name, u64& offset, std::vector<Field*>& path);
  // "did you mean 'X'?" (support/spelling.h): "; did you mean 'X'?", or "" for no name.
  void consider_members(Type* rec, NearestName& near);
  std::string_view nearest_ordinary_name(Symbol name);
  static std::string did_you_mean(std::string_view name);
  bool undeclared_note_done_ = false;
  void mark_used(Expr* e);
  void warn_format(Routine* fn, std::vector<Expr*>& args, Loc l);
  Loc string_byte_loc(Loc l, size_t index);   // a byte of the string literal written at l

  // ===== fold.cpp
  Constant* fold_cast(Constant* c, QualType to);        // null if not foldable
  Constant* fold_binary(Operator o, QualType t, Constant* a, Constant* b, Loc l);
  Constant* fold_unary(Operator o, QualType t, Constant* a);
  Constant* int_const(i128 v, QualType t);               // shared
  Constant* float_const(long double v, QualType t);      // shared
  Constant* share(Constant* local);
  // Evaluates e as a constant for a static initializer: arithmetic constants and address
  // constants (6.6p7–9). Null if it is not one.
  Constant* evaluate_constant(Expr* e, u32 region);
  static bool constant_is_true(const Constant* c);
  i128 constant_int_value(const Constant* c);           // Integer: value, sign-extended by its type

  // ===== builtins.cpp, x86_builtins.cpp
  Expr* builtin_call(Routine* fn, std::vector<Expr*>& args, Loc l);
  // __builtin_object_size / __builtin_dynamic_object_size (object_size.cpp); id is a BuiltinId.
  Expr* object_size_call(BuiltinId id, Expr* ptr, Expr* mode_arg, Loc l);
  Expr* x86_builtin_call(BuiltinId id, std::vector<Expr*>& args, Loc l);
  // The instruction set extensions of a function (its target("...") attribute, else the
  // unit's, which #pragma GCC target changes); of the unit's for null.
  X86Features function_features(const Routine* r) const;
  X86Features pragma_features_;                          // the unit's, as #pragma GCC target left them
  std::vector<X86Features> pragma_features_stack_;       // #pragma GCC push_options
  Routine* builtin_function(Symbol name);                // declared on first use
  u32 builtin_id(Symbol name);
  QualType signature_type(std::string_view code);
  void declare_builtin_types();                          // __builtin_va_list, __int128_t, ...
  QualType va_list_type{};
  HashMap<u32, u32> builtin_ids_;                        // symbol id -> BuiltinId

  // ===== stmt.cpp
  Statement* new_stmt(StatementKind k, Loc l);
  Statement* statement();                                 // 6.8
  Statement* label_marker();
  Statement* case_marker();
  Statement* unlabeled_statement();
  Statement* compound_statement(Scope* scope_or_null);    // 6.8.2 ('{' is current)
  void block_items(Statement**& tail);
  Statement* asm_statement(Loc l);
  void close_condition();
  Statement* if_statement();
  Statement* switch_statement();
  Statement* while_statement();
  Statement* do_statement();
  Statement* for_statement();
  Statement* return_statement();
  // Jumps into the scope of a variably modified identifier or into a statement expression
  // (C17 6.8.6.1p1, 6.8.4.2p2; GNU) are found with a tree of "jump scopes": each VM
  // declaration and each statement expression opens one, closed with its block. A jump is
  // valid when the target's jump scope encloses (or is) the jump's.
  struct JumpScope {
    JumpScope* parent;
    Symbol name;     // the VM identifier (none: a statement expression)
    Loc loc;
  };
  JumpScope* jump_scope_ = nullptr;
  std::deque<JumpScope> jump_scopes_;            // storage, per function
  std::unordered_map<Label*, JumpScope*> label_jump_scope_; // never iterated
  struct PendingGoto {
    Label* label;
    Loc loc;
    JumpScope* from;
  };
  std::vector<PendingGoto> gotos_;
  void open_jump_scope(Symbol vm_name, Loc l);
  // The outermost jump scope entered by going from `from` to `to` (null: none).
  static JumpScope* jump_scope_entered(JumpScope* from, JumpScope* to);
  struct CaseRange {
    i128 lo, hi;
    u32 order;       // in the source
    Loc loc;
  };
  struct SwitchContext {
    Statement* stmt;
    QualType type;
    SwitchCase** tail;
    std::vector<CaseRange> ranges; // for duplicate detection
    JumpScope* jump_scope;         // at the switch
  };
  std::vector<SwitchContext*> switches;
  bool in_for_declaration_ = false;      // the declaration of a for statement
  u32 loop_depth = 0;
  u32 breakable_depth = 0;
  QualType cur_ret{};
  bool fn_has_return_value = false;

  // ===== diagnostics helpers
  bool warn_incompatible(QualType from, QualType to, const char* context, Loc l, bool int_conv);
  Loc passing_param_loc_ = 0; // build_call: the parameter an argument is converted for (the note)
  void warn_constant_overflow(Expr* e, QualType to);

private:
  std::vector<Token> la_;       // lookahead tokens after `tok`
  size_t la_pos_ = 0;
  // Tokens numbered from 1 in the order they are read: the last one read (into `tok` or
  // the lookahead) and `tok`'s own number.
  u64 read_seq_ = 0, tok_seq_ = 0;
  struct PendingDiagnosticPragma {
    u64 before; // takes effect when token number `before` is consumed
    std::string kind, option;
    Loc loc;
  };
  std::vector<PendingDiagnosticPragma> pending_diagnostic_pragmas_;
  void apply_diagnostic_pragmas(u64 seq);
  Loc last_loc_ = 0;             // the last token read (errors at the end of the input)
  u32 nesting_ = 0;
  bool abandoned_ = false;     // a fatal error: the rest of the input is not parsed
  std::vector<u16> keyword_of_;  // by symbol id
  void fetch();
  friend struct ScopeState;
public:
  // scope.cpp state
  std::vector<Binding*> ordinary_;  // by symbol id: innermost binding
  std::vector<Binding*> tags_;
  std::vector<Binding*> undo_;      // bindings made, in order
  std::vector<u32> scope_marks_;    // undo_ size at each push_scope
  std::vector<Scope*> scope_stack_;
  Binding* free_bindings_ = nullptr;
  Arena binding_arena_;
  struct LabelScope {
    HashMap<u32, Label*> labels;    // symbol id -> label
    bool function = false;          // a function's own labels (not a __label__ block)
  };
  std::vector<LabelScope> label_scopes_; // function scope, then __label__ blocks
  std::vector<std::pair<Label*, Loc>> label_uses_;
  HashMap<u32, Routine*> builtins_;
};

} // namespace ilcc::sema
