// attributes.cpp — GNU __attribute__ and the pragmas that reach the compiler.
//
// Every attribute is parsed (any name, balanced arguments) and recorded as an IL Attribute
// entry. The ones that change code or layout are also summarized in an AttrSet, which the
// declaration code applies to the entity: aligned, packed, section, weak, alias,
// visibility, noreturn, always_inline, noinline, pure, const, constructor/destructor, used, unused,
// cleanup, format, vector_size, mode, transparent_union, may_alias, gnu_inline, ... The
// table below says, per attribute, how its arguments are read. Names are compared with
// leading and trailing "__" removed (`__packed__` is `packed`), as gcc does.
//
// Pragmas (C17 6.10.6) arrive as Pragma tokens whose text the preprocessor kept:
// `pack` (push/pop/show, C17-like stack), `weak NAME [= TARGET]`, `GCC visibility
// push(V)/pop`, `redefine_extname OLD NEW`; others are accepted and ignored (STDC
// FP_CONTRACT and friends have no effect on x86-64 code here).
#include "sema/sema.h"

#include "support/diagnostics.h"

#include <cstring>

namespace ilcc::sema {

namespace {
enum class AttrArgs : u8 {
  None,      // no arguments expected (any are skipped)
  Exprs,     // a list of constant expressions
  IdentExprs, // an identifier, then expressions (format, mode, cleanup, access, malloc)
  String,    // one string literal (section, alias, visibility, error, symver)
  OptString, // an optional string literal (deprecated, unavailable: the message)
  Strings,   // string literals separated by commas (target)
  Skip,      // unknown shape: balanced tokens skipped
};
enum class AttrId : u8 {
  Unknown, Aligned, Packed, Section, Weak, Alias, Visibility, Noreturn, AlwaysInline, NoInline,
  Constructor, Destructor, Used, Unused, Cleanup, Format, VectorSize, Mode, TransparentUnion,
  MayAlias, GnuInline, Cold, Hot, Naked, ReturnsTwice, Common, NoCommon, Deprecated, Unavailable, Ignored,
  WeakRef, Ifunc, Symver, Nonstring, FormatArg, Pure, Const, Error, Warning, WarnUnusedResult, AllocSize, Target
};
struct AttrInfo {
  const char* name;
  AttrId id;
  AttrArgs args;
};
// Every attribute ilcc knows (pp/features.def, which also says what __has_attribute
// answers). `Ignored` ones are accepted silently: hints or checks with no effect on the
// code ilcc generates.
const AttrInfo kAttributes[] = {
#define ATTRIBUTE(name, id, args, claim) {#name, AttrId::id, AttrArgs::args},
#include "pp/features.def"
};

const AttrInfo* find_attribute(std::string_view name) {
  name = plain_attribute_name(name);
  for (const AttrInfo& a : kAttributes)
    if (name == a.name) return &a;
  return nullptr;
}
} // namespace

void Sema::AttrSet::merge(const AttrSet& o) {
  if (o.list) {
    if (tail) tail->next = o.list;
    else list = o.list;
    tail = o.tail;
  }
  if (o.aligned > aligned) aligned = o.aligned;
  packed |= o.packed;
  noreturn |= o.noreturn, always_inline |= o.always_inline, noinline |= o.noinline;
  used |= o.used, unused |= o.unused, weak |= o.weak;
  if (o.constructor) constructor = true, priority = o.priority;
  if (o.destructor) destructor = true, priority = o.priority;
  transparent_union |= o.transparent_union, may_alias |= o.may_alias, gnu_inline |= o.gnu_inline;
  cold |= o.cold, hot |= o.hot, naked |= o.naked, returns_twice |= o.returns_twice;
  nonstring |= o.nonstring, common |= o.common, nocommon |= o.nocommon, deprecated |= o.deprecated;
  pure |= o.pure, const_ |= o.const_;
  unavailable |= o.unavailable, diagnose_error |= o.diagnose_error, diagnose_warning |= o.diagnose_warning;
  warn_unused_result |= o.warn_unused_result, alloc_size |= o.alloc_size;
  symver.insert(symver.end(), o.symver.begin(), o.symver.end());
  if (o.ifunc) ifunc = o.ifunc;
  weakref |= o.weakref;
  if (o.section) section = o.section;
  if (o.alias) alias = o.alias;
  if (o.visibility) visibility = o.visibility;
  if (o.cleanup) cleanup = o.cleanup;
  if (o.mode) mode = o.mode;
  if (o.vector_size) vector_size = o.vector_size;
  if (o.target) target = target ? Symbol::intern(std::string(target.str()) + "," + std::string(o.target.str())) : o.target;
  if (o.format_archetype >= 0) format_archetype = o.format_archetype, format_index = o.format_index, format_first = o.format_first;
}

// One attribute of the GNU set: its arguments (after the name, read as its table row says)
// and its effect on `out`; recorded as an IL Attribute entry named `name`. A name the
// table does not know is warned about and its arguments skipped.
void Sema::gnu_attribute(Symbol name, Loc name_loc, AttrSet& out) {
  const AttrInfo* info = find_attribute(name.str());
  // Attributes are file-scope entries: they may be attached to file-scope entities
  // declared inside a function. Their argument expressions are kept only when they
  // live in file scope too.
  Attribute* a = il.alloc_file_scope<Attribute>();
  bool keep_args = !il.in_function_region();
  a->name = name;
  a->loc = name_loc;
  if (out.tail) out.tail->next = a;
  else out.list = a;
  out.tail = a;
  std::vector<i128> ints;
  Symbol str;
  if (accept(TokenKind::LParen)) {
    AttrArgs style = info ? info->args : AttrArgs::Skip;
    if (style == AttrArgs::IdentExprs && tok.is_ident()) {
      a->ident_arg = tok.sym();
      consume();
      accept(TokenKind::Comma);
      style = AttrArgs::Exprs;
      if (info->id == AttrId::Format || info->id == AttrId::Mode || info->id == AttrId::Cleanup) {}
    }
    if (style == AttrArgs::OptString) style = is(TokenKind::RParen) ? AttrArgs::Skip : AttrArgs::String;
    if (style == AttrArgs::Strings) {
      // target("avx2", "bmi2") is target("avx2,bmi2").
      std::string all;
      while (is(TokenKind::StringLit)) {
        std::string bytes;
        u8 size;
        QualType elem;
        string_literal_text(bytes, size, elem);
        if (!bytes.empty()) bytes.pop_back();
        if (!all.empty()) all += ',';
        all += bytes;
        if (!accept(TokenKind::Comma)) break;
      }
      if (!is(TokenKind::RParen)) {
        error(format("'%s' attribute requires string arguments", std::string(plain_attribute_name(name.str())).c_str()));
        skip_until(TokenKind::RParen);
        return;
      }
      str = Symbol::intern(all);
    } else if (style == AttrArgs::String) {
      if (is(TokenKind::StringLit)) {
        std::string bytes;
        u8 size;
        QualType elem;
        string_literal_text(bytes, size, elem);
        if (!bytes.empty()) bytes.pop_back();
        str = Symbol::intern(bytes);
        a->ident_arg = str; // kept with the attribute: error and warning messages, symver names
      } else {
        error(format("'%s' attribute requires a string argument", std::string(plain_attribute_name(name.str())).c_str()));
        skip_until(TokenKind::RParen);
        return;
      }
    } else if (style == AttrArgs::Exprs) {
      Expr** tail = &a->args;
      while (!is(TokenKind::RParen) && !is(TokenKind::Eof)) {
        Expr* e = assignment_expression();
        i128 v = 0;
        bool ok = info && info->id != AttrId::Ignored && info->id != AttrId::Unknown ? integer_constant(e, v, "attribute argument") : true;
        ints.push_back(ok ? v : 0);
        if (keep_args) {
          *tail = e;
          tail = &e->next;
        } else {
          il.free_expr_tree(e);
        }
        if (!accept(TokenKind::Comma)) break;
      }
    } else {
      int d = 0;
      while (!is(TokenKind::Eof) && !(d == 0 && is(TokenKind::RParen))) {
        if (is(TokenKind::LParen)) ++d;
        if (is(TokenKind::RParen)) --d;
        consume();
      }
    }
    expect(TokenKind::RParen, ")");
  }
  AttrId id = info ? info->id : AttrId::Unknown;
  std::string plain(plain_attribute_name(name.str()));
  switch (id) {
  case AttrId::Aligned: {
    u64 al = ints.empty() ? 16 : u64(ints[0]);
    if (al == 0 || (al & (al - 1)) || al > (u64(1) << 28)) {
      error_at(name_loc, "requested alignment is not a positive power of 2");
      al = 1;
    }
    if (al > out.aligned) out.aligned = u32(al);
    break;
  }
  case AttrId::Packed: out.packed = true; break;
  case AttrId::Section: out.section = str; break;
  case AttrId::Weak: out.weak = true; break;
  case AttrId::Alias: out.alias = str; break;
  case AttrId::WeakRef:
    out.weak = out.weakref = true;
    if (str) out.alias = str;
    break;
  case AttrId::Visibility:
    if (str.str() != "default" && str.str() != "hidden" && str.str() != "protected" && str.str() != "internal")
      error_at(name_loc, "attribute 'visibility' argument must be one of \"default\", \"hidden\", \"protected\" or \"internal\"");
    else
      out.visibility = str;
    break;
  case AttrId::Noreturn: out.noreturn = true; break;
  case AttrId::AlwaysInline: out.always_inline = true; break;
  case AttrId::NoInline: out.noinline = true; break;
  case AttrId::Constructor:
  case AttrId::Destructor:
    (id == AttrId::Constructor ? out.constructor : out.destructor) = true;
    out.priority = ints.empty() ? 65535 : u16(ints[0]);
    break;
  case AttrId::Used: out.used = true; break;
  case AttrId::Unused: out.unused = true; break;
  case AttrId::Cleanup: out.cleanup = a->ident_arg; break;
  case AttrId::Format:
    if (a->ident_arg && ints.size() == 2) {
      std::string_view arch = plain_attribute_name(a->ident_arg.str());
      out.format_archetype = arch == "printf" || arch == "gnu_printf" ? 0 : arch == "scanf" || arch == "gnu_scanf" ? 1 : 2;
      out.format_index = i32(ints[0]);
      out.format_first = i32(ints[1]);
    }
    break;
  case AttrId::VectorSize:
    if (!ints.empty()) {
      if (ints[0] <= 0 || (ints[0] & (ints[0] - 1))) error_at(name_loc, "vector size must be a positive power of 2");
      else out.vector_size = u64(ints[0]);
    }
    break;
  case AttrId::Mode: out.mode = a->ident_arg; break;
  case AttrId::TransparentUnion: out.transparent_union = true; break;
  case AttrId::MayAlias: out.may_alias = true; break;
  case AttrId::GnuInline: out.gnu_inline = true; break;
  case AttrId::Cold: out.cold = true; break;
  case AttrId::Hot: out.hot = true; break;
  case AttrId::Naked: out.naked = true; break;
  case AttrId::ReturnsTwice: out.returns_twice = true; break;
  case AttrId::Common: out.common = true; break;
  case AttrId::NoCommon: out.nocommon = true; break;
  case AttrId::Deprecated: out.deprecated = true; break;
  case AttrId::Unavailable: out.unavailable = true; break;
  case AttrId::Ifunc: out.ifunc = str; break;
  case AttrId::Symver:
    if (str.str().find('@') == std::string_view::npos)
      error_at(name_loc, "'symver' attribute argument must have format 'name@nodename'");
    else
      out.symver.push_back(str);
    break;
  case AttrId::Error: out.diagnose_error = true; break;
  case AttrId::Warning: out.diagnose_warning = true; break;
  case AttrId::WarnUnusedResult: out.warn_unused_result = true; break;
  case AttrId::AllocSize:
    if (ints.empty() || ints.size() > 2 || ints[0] <= 0 || (ints.size() == 2 && ints[1] <= 0))
      error_at(name_loc, "'alloc_size' attribute argument is not a positive parameter number");
    else
      out.alloc_size = true;
    break;
  case AttrId::Nonstring: out.nonstring = true; break;
  case AttrId::Pure: out.pure = true; break;
  case AttrId::Target: {
    std::string bad;
    X86Features f;
    if (!f.apply(str.str(), &bad)) error_at(name_loc, format("attribute(target(\"%s\")) is unknown", bad.c_str()));
    else if (!out.target) out.target = str;
    else out.target = Symbol::intern(std::string(out.target.str()) + "," + std::string(str.str()));
    break;
  }
  case AttrId::Const: out.const_ = true; break;
  case AttrId::FormatArg:
  case AttrId::Ignored: break;
  case AttrId::Unknown:
    warn(Warning::Attributes, name_loc, format("'%s' attribute directive ignored", plain.c_str()));
    break;
  }
}

// attribute-specifier: __attribute__ ( ( attribute-list ) ), and C23's [[ ... ]] (in every
// dialect, as gcc accepts them).
void Sema::parse_attributes(AttrSet& out) {
  for (;;) {
    if (at_std_attribute()) {
      parse_std_attributes(out);
      continue;
    }
    if (!is_kw(Keyword::Attribute)) return;
    consume();
    if (!expect(TokenKind::LParen, "(") || !expect(TokenKind::LParen, "(")) {
      skip_until(TokenKind::RParen);
      continue;
    }
    while (!is(TokenKind::RParen) && !is(TokenKind::Eof)) {
      if (accept(TokenKind::Comma)) continue;
      if (!tok.is_ident()) {
        error(format("expected attribute name %s", before_tok().c_str()));
        skip_until(TokenKind::RParen);
        break;
      }
      Symbol name = tok.sym();
      Loc name_loc = loc();
      consume();
      gnu_attribute(name, name_loc, out);
    }
    expect(TokenKind::RParen, ")");
    expect(TokenKind::RParen, ")");
  }
}

// C23 6.7.12: [[ attribute-list ]], an attribute being `name` or `scope::name` with an
// optional ( balanced-token-sequence ). The standard attributes (pp/features.def, the
// ones __has_c_attribute answers for) act as their GNU counterparts; `gnu::name` and
// `__gnu__::__name__` are the GNU attribute `name`; anything else is ignored with gcc's
// -Wattributes warning.
void Sema::parse_std_attributes(AttrSet& out) {
  Loc at = loc(); // gcc reports at the `[[`
  consume(); // [
  consume(); // [
  bool fallthrough = false;
  auto skip_arguments = [&] {
    if (!is(TokenKind::LParen)) return;
    int d = 0;
    do {
      if (is(TokenKind::LParen) || is(TokenKind::LBracket) || is(TokenKind::LBrace)) ++d;
      else if (is(TokenKind::RParen) || is(TokenKind::RBracket) || is(TokenKind::RBrace)) --d;
      consume();
    } while (d > 0 && !is(TokenKind::Eof));
  };
  while (!(is(TokenKind::RBracket) && peek().kind == TokenKind::RBracket) && !is(TokenKind::Eof)) {
    if (accept(TokenKind::Comma)) continue;
    if (!tok.is_ident()) { // keywords (`const`, `_Noreturn`) are attribute names too
      error(format("expected attribute name %s", before_tok().c_str()));
      while (!is(TokenKind::Eof) && !(is(TokenKind::RBracket) && peek().kind == TokenKind::RBracket)) consume();
      break;
    }
    Symbol name = tok.sym();
    Loc name_loc = loc();
    consume();
    Symbol scope;
    if (is(TokenKind::Colon) && peek().kind == TokenKind::Colon) {
      consume();
      consume();
      if (!tok.is_ident()) {
        error(format("expected attribute name %s", before_tok().c_str()));
        continue;
      }
      scope = name;
      name = tok.sym();
      consume();
    }
    std::string plain(plain_attribute_name(name.str()));
    if (scope) {
      if (plain_attribute_name(scope.str()) == "gnu" && find_attribute(plain)) {
        gnu_attribute(name, name_loc, out);
      } else {
        warn(Warning::Attributes, at, format("'%s::%s' scoped attribute directive ignored", scope.c_str(), plain.c_str()));
        skip_arguments();
      }
      continue;
    }
    const char* gnu = nullptr;
#define C_ATTRIBUTE(std_name, version, gnu_name) \
  if (plain == #std_name) gnu = #gnu_name;
#include "pp/features.def"
    if (!gnu) {
      warn(Warning::Attributes, at, format("'%s' attribute ignored", plain.c_str()));
      skip_arguments();
      continue;
    }
    if (plain == "fallthrough") fallthrough = true;
    gnu_attribute(Symbol::intern(gnu), name_loc, out);
  }
  if (!is(TokenKind::Eof)) {
    consume(); // ]
    consume(); // ]
  }
  // Only a null statement may carry fallthrough (C23 6.7.12.5).
  if (fallthrough && !is(TokenKind::Semi) && !at_attribute()) warn(Warning::Attributes, at, "'fallthrough' attribute ignored");
}

// After a declarator: asm label (C: `__asm__("name")`) and attributes, in any order.
void Sema::skip_asm_label_and_attrs(AttrSet& a, Symbol& asm_name) {
  for (;;) {
    if (at_attribute()) {
      parse_attributes(a);
      continue;
    }
    if (is_kw(Keyword::Asm)) {
      consume();
      if (!expect(TokenKind::LParen, "(")) return;
      if (!is(TokenKind::StringLit)) {
        error("expected string literal in asm label");
        skip_until(TokenKind::RParen);
        continue;
      }
      std::string bytes;
      u8 size;
      QualType elem;
      string_literal_text(bytes, size, elem);
      if (!bytes.empty()) bytes.pop_back();
      asm_name = Symbol::intern(bytes);
      expect(TokenKind::RParen, ")");
      continue;
    }
    return;
  }
}

// Attributes that make a new type: mode, vector_size, aligned (on typedefs), may_alias,
// transparent_union.
QualType Sema::apply_type_attributes(QualType t, AttrSet& a, Loc l) {
  // On a pointer, array or function declarator, mode and vector_size reach the base type
  // (gcc's rule), and the derived type is rebuilt around it.
  if ((a.mode || a.vector_size) && !is_error(t)) {
    switch (t->kind) {
    case TypeKind::Pointer:
      if (a.mode && !is_pointer(t->base) && !is_array(t->base) && !is_function(t->base)) break; // mode(DI) on a pointer itself
      return tt.pointer_to(apply_type_attributes(t->base, a, l)).with(t.quals());
    case TypeKind::Array:
      if (!t->vla && !(t->tflags & TypeFlag::VariablyModified)) {
        QualType e = apply_type_attributes(t->base, a, l);
        return (t->tflags & TypeFlag::ArrayUnknownBound) ? tt.unknown_bound_array(e).with(t.quals())
                                                        : tt.array_of(e, t->count).with(t.quals());
      }
      break;
    case TypeKind::Routine:
      return tt.function(apply_type_attributes(t->base, a, l), copy_param_list(t->routine->params), t->routine->rflags);
    default: break;
    }
  }
  if (a.mode) {
    std::string_view m = plain_attribute_name(a.mode.str());
    u64 bytes = 0;
    bool is_float = false;
    if (m == "QI" || m == "byte") bytes = 1;
    else if (m == "HI") bytes = 2;
    else if (m == "SI") bytes = 4;
    else if (m == "DI" || m == "word" || m == "pointer") bytes = 8;
    else if (m == "TI") bytes = 16;
    else if (m == "SF") bytes = 4, is_float = true;
    else if (m == "DF") bytes = 8, is_float = true;
    else if (m == "XF" || m == "TF") bytes = 16, is_float = true;
    else if (m == "SC" || m == "DC" || m == "XC" || m == "TC") {
      // x86-64: TF and TC are binary128 (__float128), XF and XC the x87 long double.
      FloatKind fk = m == "SC" ? FloatKind::Float : m == "DC" ? FloatKind::Double : m == "TC" ? FloatKind::Float128
                                                                                             : FloatKind::LongDouble;
      t = tt.complex(fk).with(t.quals());
      bytes = 0;
    } else {
      error_at(l, format("unknown machine mode '%s'", a.mode.c_str()));
    }
    if (bytes && is_float) {
      t = tt.floating(bytes == 4 ? FloatKind::Float : bytes == 8 ? FloatKind::Double : m == "TF" ? FloatKind::Float128
                                                                                               : FloatKind::LongDouble)
              .with(t.quals());
    } else if (bytes) {
      if (is_integer(t) || is_pointer(t)) {
        bool sign = is_pointer(t) ? false : is_signed_integer(t);
        IntKind k = bytes == 1 ? IntKind::SChar : bytes == 2 ? IntKind::Short : bytes == 4 ? IntKind::Int
                    : bytes == 8 ? IntKind::Long : IntKind::Int128;
        if (!sign) k = unsigned_of(k);
        t = tt.integer(k).with(t.quals());
      } else if (is_vector(t)) {
        // mode on a vector element (V4SI style) is not supported: keep the vector.
      } else {
        error_at(l, "mode attribute applied to a non-scalar type");
      }
    }
    a.mode = {};
  }
  if (a.vector_size) {
    if (!is_arithmetic(t) || is_complex(t)) {
      error_at(l, "invalid vector type for attribute 'vector_size'");
    } else if (a.vector_size % t->size) {
      error_at(l, "vector size is not a multiple of the element size");
    } else {
      t = tt.vector(t.unqualified(), a.vector_size).with(t.quals());
    }
    a.vector_size = 0;
  }
  if (a.may_alias && !(t->tflags & TypeFlag::MayAlias)) {
    QualType c = tt.with_align(t, t->align);
    c->tflags = u16((c->tflags & ~TypeFlag::ExplicitAlign) | TypeFlag::MayAlias | (t->tflags & TypeFlag::ExplicitAlign));
    t = c;
  }
  if (a.transparent_union && t->kind == TypeKind::Union) t->tflags |= TypeFlag::TransparentUnion;
  return t;
}

// --- pragmas

namespace {
// A tiny tokenizer over the pragma text: identifiers, numbers, punctuation, strings.
struct PragmaLexer {
  std::string_view s;
  size_t i = 0;
  std::string_view next() {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    if (i >= s.size()) return {};
    size_t b = i;
    if (std::isalnum(u8(s[i])) || s[i] == '_') {
      while (i < s.size() && (std::isalnum(u8(s[i])) || s[i] == '_')) ++i;
    } else if (s[i] == '"') {
      ++i;
      while (i < s.size() && s[i] != '"') i += s[i] == '\\' ? 2 : 1;
      if (i < s.size()) ++i;
    } else {
      ++i;
    }
    return s.substr(b, i - b);
  }
};
} // namespace

// #pragma GCC diagnostic KIND ["-WNAME"] (and clang's): push and pop the warnings' state,
// or make warning NAME (a support/warnings.def row or group) ignored, a warning or an
// error from here on. gcc's names that ilcc does not diagnose are accepted; others warn.
void Sema::diagnostic_pragma(std::string_view kind, std::string_view option, Loc l) {
  Diagnostics& d = pp.diagnostics();
  if (kind == "push") return d.push_state();
  if (kind == "pop") {
    d.pop_state(); // gcc ignores a pop without a push too
    return;
  }
  if (kind != "ignored" && kind != "warning" && kind != "error") {
    warning_at(l, "expected [error|warning|ignored|push|pop] after '#pragma GCC diagnostic' [-Wpragmas]");
    return;
  }
  if (option.size() < 2 || option.front() != '"' || option.back() != '"') {
    warning_at(l, "missing option after '#pragma GCC diagnostic' kind [-Wpragmas]");
    return;
  }
  std::string_view name = option.substr(1, option.size() - 2);
  if (name.substr(0, 2) != "-W" || !known_warning_name(name.substr(2))) {
    warning_at(l, format("unknown option after '#pragma GCC diagnostic' kind [-Wpragmas]"));
    return;
  }
  name.remove_prefix(2);
  u8 group = warning_group(name);
  for (unsigned i = 0; i < kWarningCount; ++i) {
    Warning w = Warning(i);
    if (warning_name(w) != name && !(group && warning_in_group(w, group))) continue;
    if (kind == "ignored") d.set_warning(w, false);
    else d.set_warning_error(w, kind == "error"), d.set_warning(w, true);
  }
}

void Sema::handle_pragma(const Token& t) {
  std::string_view text(t.text, t.len);
  Loc l = t.loc;
  PragmaLexer lx{text};
  std::string_view w = lx.next();
  PragmaKind kind = PragmaKind::Other;
  if (w == "pack") {
    kind = PragmaKind::Pack;
    std::string_view a = lx.next();
    if (a != "(") {
      warning_at(l, "missing '(' after '#pragma pack' - ignoring");
    } else {
      std::string_view b = lx.next();
      auto parse_n = [&](std::string_view n, u32& out) {
        u32 v = 0;
        for (char c : n) {
          if (!std::isdigit(u8(c))) return false;
          v = v * 10 + u32(c - '0');
        }
        if (v && (v & (v - 1))) return false;
        out = v;
        return true;
      };
      if (b == ")") {
        pragma_pack = 0;
      } else if (b == "push") {
        pack_stack.push_back(pragma_pack);
        std::string_view c = lx.next();
        if (c == ",") {
          u32 n;
          std::string_view d = lx.next();
          if (parse_n(d, n)) pragma_pack = n;
          else warning_at(l, "invalid argument to '#pragma pack'");
        }
      } else if (b == "pop") {
        if (pack_stack.empty()) warning_at(l, "#pragma pack (pop) encountered without matching #pragma pack (push)");
        else pragma_pack = pack_stack.back(), pack_stack.pop_back();
      } else if (b == "show") {
      } else {
        u32 n;
        if (parse_n(b, n)) pragma_pack = n;
        else warning_at(l, "invalid constant in '#pragma pack' - ignored");
      }
    }
  } else if (w == "weak") {
    kind = PragmaKind::Weak;
    std::string_view name = lx.next();
    Symbol target;
    if (lx.next() == "=") target = Symbol::intern(lx.next());
    if (!name.empty()) pending_weak.push_back({Symbol::intern(name), target});
  } else if (w == "GCC") {
    std::string_view w2 = lx.next();
    if (w2 == "visibility") {
      kind = PragmaKind::Visibility;
      std::string_view op = lx.next();
      if (op == "push") {
        lx.next();
        std::string_view v = lx.next();
        Visibility vis = v == "hidden" ? Visibility::Hidden : v == "protected" ? Visibility::Protected
                         : v == "internal" ? Visibility::Internal : Visibility::Default;
        visibility_stack.push_back(vis);
      } else if (op == "pop") {
        if (!visibility_stack.empty()) visibility_stack.pop_back();
      }
    } else if (w2 == "diagnostic") {
      kind = PragmaKind::Diagnostic;
      std::string_view k = lx.next();
      pending_diagnostic_pragmas_.push_back({read_seq_ + 1, std::string(k), std::string(lx.next()), l});
    } else if (w2 == "target") {
      // #pragma GCC target("avx2", ...): the functions after it have these features too.
      std::string list;
      for (std::string_view a = lx.next(); !a.empty(); a = lx.next())
        if (a.size() >= 2 && a.front() == '"') list += std::string(a.substr(1, a.size() - 2)) + ",";
      std::string bad;
      X86Features f = pragma_features_;
      if (!f.apply(list, &bad)) warning_at(l, format("unknown target feature '%s' in '#pragma GCC target'", bad.c_str()));
      else pragma_features_ = f;
    } else if (w2 == "push_options") {
      pragma_features_stack_.push_back(pragma_features_);
    } else if (w2 == "pop_options") {
      if (!pragma_features_stack_.empty()) pragma_features_ = pragma_features_stack_.back(), pragma_features_stack_.pop_back();
    } else if (w2 == "reset_options") {
      pragma_features_ = opts.features;
    }
  } else if (w == "clang" && lx.next() == "diagnostic") { // the same as GCC's for ilcc
    kind = PragmaKind::Diagnostic;
    std::string_view k = lx.next();
    pending_diagnostic_pragmas_.push_back({read_seq_ + 1, std::string(k), std::string(lx.next()), l});
  } else if (w == "redefine_extname") {
    kind = PragmaKind::RedefineExtname;
    std::string_view a = lx.next(), b = lx.next();
    if (!a.empty() && !b.empty()) redefine_extname.insert(Symbol::intern(a).id(), Symbol::intern(b));
  }
  if (depth == 0) {
    Pragma* p = il.alloc_file_scope<Pragma>();
    p->pragma_kind = kind;
    p->pragma_text = il.copy_string(Il::kFileScopeRegion, text);
    p->loc = l;
    add_to_sequence(SourceSequenceEntryKind::Pragma, p);
  }
}

} // namespace ilcc::sema
