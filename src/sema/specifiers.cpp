// specifiers.cpp — declaration specifiers, structs, unions and enums (C17 6.7.1–6.7.5).
//
// Type specifiers are counted and combined at the end of the list (C17 6.7.2p2 lists the
// valid multisets: `long unsigned long int` is `unsigned long long`). An identifier is a
// typedef name only while no type specifier has been seen, which is how `T T;` in an
// inner scope declares a variable named T.
//
// Tags (6.7.2.3): `struct S {...}` defines S in the current scope (completing a forward
// declaration made there); `struct S;` alone declares a new S in the current scope; any
// other `struct S` refers to the visible S or, if none is visible, declares it.
#include "sema/sema.h"

#include "support/diagnostics.h"

#include <algorithm>

namespace ilcc::sema {

// An identifier that can only be meant as a type name but names none: `foo x;`, and where
// a declaration must follow (`pointer_ok`) also `foo *p;`.
bool Sema::at_unknown_type_name(bool pointer_ok) {
  if (!tok.is_ident() || tok.aux || is_typedef_name(tok)) return false;
  const Token& next = peek();
  if (next.is_ident()) return !next.aux;
  return pointer_ok && next.kind == TokenKind::Star;
}

bool Sema::starts_decl_specs() {
  if (at_std_attribute()) return true; // C23: attributes before a declaration
  switch (kw()) {
  case Keyword::Typedef: case Keyword::Extern: case Keyword::Static: case Keyword::Auto:
  case Keyword::Register: case Keyword::ThreadLocal: case Keyword::Inline: case Keyword::Noreturn:
  case Keyword::Alignas: case Keyword::StaticAssert:
    return true;
  default: return starts_type_name();
  }
}

// _Alignas ( type-name | constant-expression )
u32 Sema::parse_alignas() {
  Loc l = loc();
  consume();
  if (!expect(TokenKind::LParen, "(")) return 0;
  u64 align = 0;
  if (starts_type_name()) {
    Loc tl = loc();
    QualType t = parse_type_name();
    if (!is_complete(t) && !is_error(t))
      error_at(tl, format("invalid application of '_Alignas' to incomplete type '%s'", type_to_string(t).c_str()));
    else if (!is_error(t))
      align = align_of(t);
  } else {
    Expr* e = constant_expression();
    i128 v;
    if (integer_constant(e, v, l, "requested alignment is not an integer constant")) {
      std::string text = v >= INT64_MIN && v <= INT64_MAX ? format("%lld", (long long)v) : std::string("(too large)");
      if (v < 0 || (v & (v - 1)))
        error_at(l, format("requested alignment '%s' is not a positive power of 2", text.c_str()));
      else if (v > (i128(1) << 28))
        error_at(l, format("requested alignment '%s' exceeds maximum %d", text.c_str(), 1 << 28));
      else
        align = u64(v);
    }
  }
  expect_closing(TokenKind::RParen, ")");
  return u32(align);
}

bool Sema::check_alignas(DeclSpec& ds, QualType t, const char* what, Symbol name, Loc at) {
  if (!ds.alignas_loc) return true;
  if (what) {
    error_at(at, name ? format("alignment specified for %s '%s'", what, name.c_str())
                      : format("alignment specified for unnamed %s", what));
    ds.align = 0;
    ds.alignas_loc = 0;
    return false;
  }
  if (ds.align && !is_error(t) && is_complete(t) && ds.align < align_of(t)) {
    error_at(at, format("'_Alignas' specifiers cannot reduce alignment of '%s'", name.c_str()));
    return false;
  }
  return true;
}

namespace {
// The basic type specifiers of C17 6.7.2p2 as counted by parse_decl_specs: the data types
// (at most one) and the modifiers that combine with some of them.
enum Spec : u8 { SVoid, SChar, SInt, SFloat, SDouble, SBool, SInt128, SShort, SLong, SSigned, SUnsigned, SComplex, SCount };
const char* const kSpecName[] = {"void", "char", "int", "float", "double", "_Bool", "__int128",
                                 "short", "long", "signed", "unsigned", "complex"};
bool is_data_type(int s) { return s <= SInt128; }

// May modifier `m` combine with data type `d`?
bool modifier_fits(int m, int d) {
  switch (m) {
  case SShort: return d == SInt;
  case SLong: return d == SInt || d == SDouble;
  case SSigned:
  case SUnsigned: return d == SChar || d == SInt || d == SInt128;
  case SComplex: return d != SVoid && d != SBool; // GNU: complex integer types
  default: return true;
  }
}

// gcc's diagnostic for adding specifier `s` to the counted ones `n`, or null when the
// combination stays valid. `named`: a struct, union, enum, typedef or typeof type was seen.
const char* spec_conflict(const int (&n)[SCount], bool named, int s, std::string& buf) {
  if (named) return "two or more data types in declaration specifiers";
  if (is_data_type(s)) {
    for (int d = SVoid; d <= SInt128; ++d)
      if (n[d]) return "two or more data types in declaration specifiers";
    if (s == SDouble && n[SLong] == 2) return "both 'long long' and 'double' in declaration specifiers";
    for (int m = SShort; m < SCount; ++m)
      if (n[m] && !modifier_fits(m, s))
        return (buf = format("both '%s' and '%s' in declaration specifiers", kSpecName[m], kSpecName[s])).c_str();
    return nullptr;
  }
  for (int d = SVoid; d <= SInt128; ++d)
    if (n[d] && !modifier_fits(s, d))
      return (buf = format("both '%s' and '%s' in declaration specifiers", kSpecName[s], kSpecName[d])).c_str();
  if (s == SLong && n[SLong] == 2) return "'long long long' is too long for GCC";
  if ((s == SLong && n[SShort]) || (s == SShort && n[SLong])) return "both 'long' and 'short' in declaration specifiers";
  if ((s == SSigned && n[SUnsigned]) || (s == SUnsigned && n[SSigned]))
    return "both 'signed' and 'unsigned' in declaration specifiers";
  if (s == SLong && n[SLong] == 1 && n[SDouble]) return "both 'long long' and 'double' in declaration specifiers";
  if (s != SLong && n[s]) return (buf = format("duplicate '%s'", s == SComplex ? "_Complex" : kSpecName[s])).c_str();
  return nullptr;
}
} // namespace

bool Sema::parse_decl_specs(DeclSpec& ds, bool allow_storage) {
  ds.loc = loc();
  int n[SCount] = {};
  int& n_void = n[SVoid]; int& n_char = n[SChar]; int& n_short = n[SShort]; int& n_int = n[SInt];
  int& n_long = n[SLong]; int& n_float = n[SFloat]; int& n_double = n[SDouble]; int& n_signed = n[SSigned];
  int& n_unsigned = n[SUnsigned]; int& n_bool = n[SBool]; int& n_complex = n[SComplex]; int& n_int128 = n[SInt128];
  bool extension = false; // __extension__ among the specifiers: no pedantic diagnostics
  QualType named{}; // struct/union/enum/typedef/typeof/_Atomic(T)
  QualType floatn{}; // _Float32, _Float64, _Float32x, _Float64x, _Float128 (and __float128)
  // A basic specifier, counted unless it conflicts with those seen (then diagnosed and
  // dropped, so the declaration keeps the first type: one error).
  auto basic = [&](Spec sp) {
    std::string buf;
    if (named && ds.tag_body) {
      // `struct S {...} int x;`: the ';' after the definition is missing.
      error(format("expected ';', identifier or '(' %s", before_tok().c_str()));
    } else if (const char* msg = spec_conflict(n, bool(named) || ds.auto_type || (floatn && sp != SComplex), sp, buf)) {
      error(msg);
    } else {
      ++n[sp];
    }
    consume();
  };
  // A struct, union, enum, typeof or _Atomic(type-name) specifier: the same check.
  auto named_conflict = [&](Loc at) {
    for (int c : n)
      if (c) {
        error_at(at, "two or more data types in declaration specifiers");
        return true;
      }
    if (named && ds.tag_body) {
      error_at(at, format("expected ';', identifier or '(' %s", before_tok().c_str()));
      return true;
    }
    if (named || ds.auto_type || floatn) {
      error_at(at, "two or more data types in declaration specifiers");
      return true;
    }
    return false;
  };
  bool atomic_qual = false;
  bool any = false;
  auto storage = [&](StorageClass sc) {
    if (!allow_storage) error(format("storage class specified for a type name or member"));
    else if (ds.storage != StorageClass::None && ds.storage != sc) error("multiple storage classes in declaration specifiers");
    else if (ds.storage == sc) error(format("duplicate '%s'", enum_name(sc)));
    else ds.storage = sc; // after an error the first one stays
  };
  for (;;) {
    bool type_spec_seen = n_void + n_char + n_short + n_int + n_long + n_float + n_double + n_signed + n_unsigned +
                              n_bool + n_complex + n_int128 > 0 || named || floatn || ds.auto_type;
    Keyword k = kw();
    switch (k) {
    case Keyword::Typedef: storage(StorageClass::Typedef); consume(); break;
    case Keyword::Extern: storage(StorageClass::Extern); consume(); break;
    case Keyword::Static: storage(StorageClass::Static); consume(); break;
    case Keyword::Auto: storage(StorageClass::Auto); consume(); break;
    case Keyword::Register: storage(StorageClass::Register); consume(); break;
    case Keyword::ThreadLocal:
      if (!allow_storage) error("'_Thread_local' in a type name");
      ds.thread_local_ = true;
      consume();
      break;
    case Keyword::Inline: ds.inline_ = true; consume(); break;
    case Keyword::Noreturn: ds.noreturn = true; consume(); break;
    case Keyword::Const: ds.quals |= Qual::Const; consume(); break;
    case Keyword::Volatile: ds.quals |= Qual::Volatile; consume(); break;
    case Keyword::Restrict: ds.quals |= Qual::Restrict; consume(); break;
    case Keyword::Atomic:
      consume();
      if (is(TokenKind::LParen)) {
        consume();
        QualType t = parse_type_name();
        expect_closing(TokenKind::RParen, ")");
        if (is_array(t) || is_function(t) || is_atomic(t) || t.quals()) {
          error_at(ds.loc, is_array(t) ? "'_Atomic'-qualified array type" : is_function(t) ? "'_Atomic'-qualified function type"
                                                                          : "'_Atomic' applied to a qualified type");
          t = tt.error();
        }
        if (named_conflict(loc())) break;
        named = is_error(t) ? t : tt.atomic(t);
      } else {
        atomic_qual = true;
      }
      break;
    case Keyword::Alignas: {
      if (!ds.alignas_loc) ds.alignas_loc = loc();
      u32 a = parse_alignas();
      if (a > ds.align) ds.align = a;
      break;
    }
    case Keyword::Attribute: parse_attributes(ds.attrs); break;
    case Keyword::Extension: consume(); extension = true; break;
    case Keyword::Void: basic(SVoid); break;
    case Keyword::Char: basic(SChar); break;
    case Keyword::Short: basic(SShort); break;
    case Keyword::Int: basic(SInt); break;
    case Keyword::Long: basic(SLong); break;
    case Keyword::Float: basic(SFloat); break;
    case Keyword::Double: basic(SDouble); break;
    case Keyword::Signed: basic(SSigned); break;
    case Keyword::Unsigned: basic(SUnsigned); break;
    case Keyword::Bool: basic(SBool); break;
    case Keyword::Complex: basic(SComplex); break;
    case Keyword::Imaginary:
      error("_Imaginary types are not supported");
      consume();
      break;
    case Keyword::Int128: basic(SInt128); break;
    case Keyword::Float32: case Keyword::Float64: case Keyword::Float32x: case Keyword::Float64x:
    case Keyword::Float128: {
      FloatKind fk = k == Keyword::Float32 ? FloatKind::Float32 : k == Keyword::Float64 ? FloatKind::Float64
                     : k == Keyword::Float32x ? FloatKind::Float32x : k == Keyword::Float64x ? FloatKind::Float64x
                                                                      : FloatKind::Float128;
      bool other = bool(floatn);
      for (int i = 0; i < SCount; ++i) other |= i != SComplex && n[i];
      if (other || named || ds.auto_type) error("two or more data types in declaration specifiers");
      else floatn = tt.floating(fk);
      consume();
      break;
    }
    case Keyword::Struct:
    case Keyword::Union:
    case Keyword::Enum: {
      bool dropped = named_conflict(loc());
      bool is_enum = k == Keyword::Enum;
      consume();
      bool had_body = ds.tag_body;
      Type* t = is_enum ? parse_enum(ds) : parse_struct_or_union(k == Keyword::Union, ds);
      if (dropped) ds.tag_body = had_body;
      else named = t ? QualType::of(t) : tt.error();
      break;
    }
    case Keyword::Typeof: {
      Loc l = loc();
      consume();
      if (!expect(TokenKind::LParen, "(")) {
        named = tt.error();
        break;
      }
      QualType t;
      if (starts_type_name()) {
        t = parse_type_name();
      } else {
        Expr* e = expression();
        t = e->type;
        if (e->eflags & ExprFlag::BitfieldLvalue) error_at(l, "'typeof' applied to a bit-field");
        if (!is_variably_modified(t)) il.free_expr_tree(e);
      }
      expect_closing(TokenKind::RParen, ")");
      if (!named_conflict(l)) named = t;
      break;
    }
    case Keyword::AutoType:
      if (!named_conflict(loc())) ds.auto_type = true;
      consume();
      break;
    case Keyword::None:
      if (at_std_attribute()) {
        parse_attributes(ds.attrs);
        break;
      }
      if (tok.is_ident() && !type_spec_seen && is_typedef_name(tok)) {
        Binding* b = lookup(tok.sym());
        named = b->type->base;
        ds.typedef_name = b->type;
        consume();
        break;
      }
      if (!type_spec_seen && at_unknown_type_name(true)) {
        error(format("unknown type name '%s'", tok.sym().c_str()));
        named = tt.error();
        consume();
        break;
      }
      goto done;
    default: goto done;
    }
    any = true;
  }
done:
  if (ds.thread_local_ && (ds.storage == StorageClass::Typedef || ds.storage == StorageClass::Auto ||
                           ds.storage == StorageClass::Register)) {
    error_at(ds.loc, format("'_Thread_local' used with '%s'", enum_name(ds.storage)));
    ds.thread_local_ = false;
  }
  if (!any && ds.storage == StorageClass::None && !ds.quals && !ds.inline_) {
    ds.has_type = false;
  }
  // Combine the counted specifiers (C17 6.7.2p2).
  int basics = n_void + n_char + n_short + n_int + n_float + n_double + n_bool + n_int128;
  QualType t{};
  bool bad = false;
  if (floatn) {
    t = floatn;
  } else if (named) {
    if (basics || n_long || n_signed || n_unsigned || n_complex) bad = true;
    t = named;
  } else if (ds.auto_type) {
    if (basics || n_long || n_signed || n_unsigned || n_complex) bad = true;
  } else if (n_signed && n_unsigned) {
    bad = true;
  } else if (n_void) {
    bad = basics > 1 || n_long || n_signed || n_unsigned || n_complex;
    t = tt.void_();
  } else if (n_bool) {
    bad = basics > 1 || n_long || n_signed || n_unsigned || n_complex;
    t = tt.integer(IntKind::Bool);
  } else if (n_char) {
    bad = basics > 1 || n_long || n_char > 1;
    t = tt.integer(n_signed ? IntKind::SChar : n_unsigned ? IntKind::UChar : IntKind::Char);
  } else if (n_float) {
    bad = basics > 1 || n_long || n_signed || n_unsigned;
    t = tt.floating(FloatKind::Float);
  } else if (n_double) {
    bad = basics > 1 || n_long > 1 || n_signed || n_unsigned;
    t = tt.floating(n_long ? FloatKind::LongDouble : FloatKind::Double);
  } else if (n_int128) {
    bad = n_int128 > 1 || n_short || n_long || (basics - n_int128 - n_int) > 0;
    if (!extension) pedwarn(ds.loc, "ISO C does not support '__int128' types");
    t = tt.integer(n_unsigned ? IntKind::UInt128 : IntKind::Int128);
  } else if (n_short) {
    bad = n_short > 1 || n_long || n_int > 1;
    t = tt.integer(n_unsigned ? IntKind::UShort : IntKind::Short);
  } else if (n_long) {
    bad = n_long > 2 || n_int > 1;
    IntKind base = n_long == 2 ? IntKind::LongLong : IntKind::Long;
    if (n_long == 2 && opts.std_version < 199901 && !extension)
      pedwarn(ds.loc, "ISO C90 does not support 'long long'", Warning::LongLong);
    t = tt.integer(n_unsigned ? unsigned_of(base) : base);
  } else if (n_int || n_signed || n_unsigned) {
    bad = n_int > 1 || n_signed > 1 || n_unsigned > 1;
    t = tt.integer(n_unsigned ? IntKind::UInt : IntKind::Int);
  } else if (n_complex) {
    // `_Complex` alone means `_Complex double` (GNU, with a pedantic warning).
    t = tt.floating(FloatKind::Double);
  }
  if (bad) {
    error_at(ds.loc, "invalid combination of type specifiers");
    t = tt.error();
  }
  if (n_complex) {
    if (n_complex > 1 || !t || !is_arithmetic(t) || is_complex(t)) {
      if (!bad && !is_error(t)) error_at(ds.loc, "invalid complex type");
      t = tt.error();
    } else {
      t = tt.complex_of(t);
    }
  }
  ds.has_type = t || ds.auto_type;
  if (!t && !ds.auto_type) {
    ds.implicit_int = true;
    t = tt.int_();
  }
  if (t) {
    if (atomic_qual) {
      if (is_array(t) || is_function(t))
        error_at(ds.loc, is_array(t) ? "'_Atomic'-qualified array type" : "'_Atomic'-qualified function type");
      else if (!is_error(t)) t = tt.atomic(t.unqualified()).with(t.quals());
    }
    if ((ds.quals & Qual::Restrict) && !is_error(t) && (!is_pointer(t) || is_function(t->base))) {
      error_at(ds.loc, "invalid use of 'restrict'"); // C17 6.7.3p2
      ds.quals &= ~Qual::Restrict;
    }
    t = t.with(ds.quals);
    // Type attributes among the specifiers (mode, vector_size) apply to this base type.
    if (ds.attrs.mode || ds.attrs.vector_size) t = apply_type_attributes(t, ds.attrs, ds.loc);
    ds.type = t;
  }
  return any;
}

// struct-or-union-specifier (C17 6.7.2.1)
Type* Sema::parse_struct_or_union(bool is_union, DeclSpec& ds) {
  Loc l = loc();
  AttrSet attrs;
  parse_attributes(attrs);
  Symbol tag;
  if (tok.is_ident() && !tok.aux) {
    tag = tok.sym();
    l = loc();
    consume();
  } else if (tok.is_ident()) {
    // a keyword used as a tag
  }
  parse_attributes(attrs);
  Type* rec = nullptr;
  bool has_body = is(TokenKind::LBrace);
  if (!tag && !has_body) {
    error(format("expected '{' %s", before_tok().c_str()));
    return tt.error_type;
  }
  TypeKind want = is_union ? TypeKind::Union : TypeKind::Struct;
  if (tag) {
    Binding* b = has_body || is(TokenKind::Semi) ? lookup_tag_here(tag) : lookup_tag(tag);
    if (b) {
      if (b->type->kind != want) {
        error_at(l, format("'%s' defined as wrong kind of tag", tag.c_str()));
        note_at(b->type->loc, "originally defined here");
        if (!has_body) return tt.error_type; // no second error about the use
        b = nullptr;
      } else {
        rec = b->type;
        ds.tag_ref = true;
      }
    }
    ds.tag_loc = l;
    if (!b) {
      rec = tt.new_record(is_union, tag, l);
      bind_tag(tag, rec);
      ds.defined_tag = true;
      if (cur_scope->scope_kind == ScopeKind::Prototype)
        warning_at(l, format("'%s %s' declared inside parameter list will not be visible outside of this definition or declaration",
                             is_union ? "union" : "struct", tag.c_str()));
    }
  }
  if (!has_body) return rec;
  if (rec && std::find(records_being_defined_.begin(), records_being_defined_.end(), rec) != records_being_defined_.end()) {
    error_at(l, format("nested redefinition of '%s %s'", is_union ? "union" : "struct", tag.c_str()));
    rec = nullptr;
  } else if (rec && (rec->tflags & TypeFlag::Complete)) {
    error_at(l, format("redefinition of '%s %s'", is_union ? "union" : "struct", tag.c_str()));
    note_at(rec->loc, "originally defined here");
    rec = nullptr;
  }
  if (!rec) rec = tt.new_record(is_union, tag, l);
  rec->loc = l;
  ds.defined_tag = true;
  ds.tag_body = true;
  Loc lb = loc();
  consume(); // {
  if (!enter_nesting(lb)) return tt.error_type;
  Field** tail = &rec->record->fields;
  records_being_defined_.push_back(rec);
  for (u64 before = consumed_; !is(TokenKind::RBrace) && !is(TokenKind::Eof); ensure_progress(before), before = consumed_) {
    if (accept(TokenKind::Semi)) continue; // extra semicolon (GNU)
    if (is_kw(Keyword::StaticAssert)) {
      static_assert_declaration();
      continue;
    }
    parse_struct_declaration(rec, tail);
  }
  records_being_defined_.pop_back();
  leave_nesting();
  expect(TokenKind::RBrace, "}");
  parse_attributes(attrs);
  // Layout.
  RecordLayoutInput in;
  in.pack = pragma_pack;
  in.packed = attrs.packed;
  in.min_align = attrs.aligned;
  std::string err;
  if (!tt.layout_record(rec, in, err)) {
    error_at(l, err);
    rec->tflags |= TypeFlag::Complete;
    rec->size = rec->size ? rec->size : 1;
  }
  if (attrs.aligned) rec->tflags |= TypeFlag::ExplicitAlign;
  if (attrs.transparent_union && is_union) rec->tflags |= TypeFlag::TransparentUnion;
  if (attrs.may_alias) rec->tflags |= TypeFlag::MayAlias;
  // Flexible array members: only last, not in a union, not alone (C17 6.7.2.1p18).
  bool named_before = false;
  for (Field* f = rec->record->fields; f; f = f->next) {
    if (!(f->fflags & FieldFlag::Flexible)) {
      named_before |= f->name || (f->fflags & FieldFlag::Anonymous);
      continue;
    }
    if (is_union) error_at(f->loc, "flexible array member in union");
    else if (f->next) error_at(f->loc, "flexible array member not at end of struct");
    else if (!named_before) error_at(f->loc, "flexible array member in a struct with no named members");
  }
  // A record is completed once: list it in its scope then (when both live in one region).
  if (in_file_scope(rec) == in_file_scope(cur_scope)) {
    rec->next = cur_scope->types;
    cur_scope->types = rec;
  }
  if (depth == 0) add_to_sequence(SourceSequenceEntryKind::Type, rec);
  return rec;
}

// struct-declaration: specifier-qualifier-list struct-declarator-list? ;
void Sema::parse_struct_declaration(Type* rec, Field**& tail) {
  DeclSpec ds;
  parse_decl_specs(ds, false);
  if (ds.implicit_int && !ds.has_type) {
    if (!ds.quals) {
      error(format("expected specifier-qualifier-list %s", before_tok().c_str()));
      skip_to_statement_end();
      return;
    }
  }
  if (is(TokenKind::Semi)) {
    // An anonymous struct or union member (C17 6.7.2.1p13), or a useless declaration.
    QualType t = ds.type;
    if (is_record(t) && (t->tflags & TypeFlag::Anonymous)) {
      // Its members join the enclosing record's names (C17 6.7.2.1p13): no duplicates.
      std::vector<Field*> inner{t->record->fields};
      while (!inner.empty()) {
        Field* g = inner.back();
        inner.pop_back();
        if (!g) continue;
        inner.push_back(g->next);
        if ((g->fflags & FieldFlag::Anonymous) && is_record(g->type)) inner.push_back(g->type->record->fields);
        u64 off;
        std::vector<Field*> path;
        if (g->name && find_member(rec, g->name, off, path)) error_at(g->loc, format("duplicate member '%s'", g->name.c_str()));
      }
      Field* f = il.alloc_file_scope<Field>();
      f->type = t;
      f->loc = ds.loc;
      f->fflags = FieldFlag::Anonymous | FieldFlag::Unnamed;
      *tail = f;
      tail = &f->next;
    } else if (is_record(t) && t->tag) {
      // A tagged struct without a declarator: gcc (-fms-extensions off) warns and ignores.
      warning_at(ds.loc, "declaration does not declare anything");
    } else if (!is_error(t)) {
      warning_at(ds.loc, "declaration does not declare anything");
    }
    consume();
    return;
  }
  for (;;) {
    DeclaratorInfo d;
    Loc fl = loc();
    if (!is(TokenKind::Colon)) {
      parse_declarator(ds.type, d, DeclaratorMode::Named);
      fl = d.name_loc ? d.name_loc : fl;
    } else {
      d.type = ds.type;
    }
    if (d.region) il.release_region(d.region), d.region = 0;
    Field* f = il.alloc_file_scope<Field>();
    f->name = d.name;
    f->loc = fl;
    QualType t = d.type;
    if (!t) t = tt.error(); // a declarator that did not parse (diagnosed): no type at all
    if (accept(TokenKind::Colon)) {
      Expr* w = constant_expression();
      i128 width = 0;
      bool ok = integer_constant(w, width, fl, format("bit-field '%s' width not an integer constant",
                                                      d.name ? d.name.c_str() : "<anonymous>"));
      AttrSet more;
      parse_attributes(more);
      d.attrs.merge(more);
      t = apply_type_attributes(t, d.attrs, fl);
      if (!is_integer(t) && !is_error(t)) {
        error_at(fl, format("bit-field '%s' has invalid type", d.name ? d.name.c_str() : "<anonymous>"));
        ok = false;
      } else if (ok && width < 0) {
        error_at(fl, format("negative width in bit-field '%s'", d.name ? d.name.c_str() : "<anonymous>"));
        ok = false;
      } else if (ok && !is_error(t) && width > i128(int_bits(int_kind_of(t)))) {
        error_at(fl, format("width of '%s' exceeds its type", d.name ? d.name.c_str() : "<anonymous>"));
        ok = false;
      } else if (ok && width == 0 && d.name) {
        error_at(fl, format("zero width for bit-field '%s'", d.name.c_str()));
        ok = false;
      }
      f->fflags |= FieldFlag::Bitfield;
      f->bit_width = ok ? u16(width) : 1;
      if (!d.name) f->fflags |= FieldFlag::Unnamed;
    } else {
      AttrSet more;
      parse_attributes(more);
      d.attrs.merge(more);
      t = apply_type_attributes(t, d.attrs, fl);
      if (!d.name) {
        error_at(fl, "expected identifier in member declaration");
      }
      if (is_function(t)) {
        error_at(fl, format("field '%s' declared as a function", d.name.c_str()));
        t = tt.error();
      } else if (is_void(t) && d.name) {
        error_at(fl, format("variable or field '%s' declared void", d.name.c_str()));
        t = tt.error();
      } else if (is_array(t) && (t->tflags & TypeFlag::ArrayUnknownBound)) {
        f->fflags |= FieldFlag::Flexible;
      } else if (is_variably_modified(t)) {
        error_at(fl, "a member of a structure or union cannot have a variably modified type");
        t = tt.error();
      } else if (!is_complete(t) && !is_error(t)) {
        error_at(fl, format("field '%s' has incomplete type", d.name.c_str()));
        t = tt.error();
      }
    }
    if (d.attrs.packed) f->fflags |= FieldFlag::Packed;
    u32 field_align = std::max(d.attrs.aligned, ds.attrs.aligned);
    if (field_align) t = tt.with_align(t, std::max<u32>(field_align, align_of(t)));
    if (ds.alignas_loc && !is_error(t) &&
        check_alignas(ds, t, (f->fflags & FieldFlag::Bitfield) ? "bit-field" : nullptr, d.name, fl) && ds.align)
      t = tt.with_align(t, std::max<u32>(ds.align, align_of(t)));
    if (ds.attrs.packed && !is_record(ds.type)) f->fflags |= FieldFlag::Packed;
    f->type = t;
    f->attributes = d.attrs.list;
    // Duplicate member names.
    if (d.name) {
      u64 off;
      std::vector<Field*> path;
      if (find_member(rec, d.name, off, path)) error_at(fl, format("duplicate member '%s'", d.name.c_str()));
    }
    *tail = f;
    tail = &f->next;
    if (!accept(TokenKind::Comma)) break;
  }
  if (!accept(TokenKind::Semi)) {
    if (is(TokenKind::RBrace)) warning("no semicolon at end of struct or union");
    else {
      error(format("expected ';' %s", before_tok().c_str()));
      skip_to_statement_end();
    }
  }
}

// enum-specifier (C17 6.7.2.2)
Type* Sema::parse_enum(DeclSpec& ds) {
  Loc l = loc();
  AttrSet attrs;
  parse_attributes(attrs);
  Symbol tag;
  if (tok.is_ident() && !tok.aux) {
    tag = tok.sym();
    l = loc();
    consume();
  }
  parse_attributes(attrs);
  bool has_body = is(TokenKind::LBrace);
  if (!tag && !has_body) {
    error(format("expected '{' %s", before_tok().c_str()));
    return tt.error_type;
  }
  Type* e = nullptr;
  if (tag) {
    Binding* b = has_body || is(TokenKind::Semi) ? lookup_tag_here(tag) : lookup_tag(tag);
    if (b) {
      if (b->type->kind != TypeKind::Enum) {
        error_at(l, format("'%s' defined as wrong kind of tag", tag.c_str()));
        if (!has_body) return tt.error_type;
        b = nullptr;
      } else {
        e = b->type;
        ds.tag_ref = true;
      }
    }
    ds.tag_loc = l;
    if (!b) {
      e = tt.new_enum(tag, l);
      bind_tag(tag, e);
      ds.defined_tag = true;
      if (cur_scope->scope_kind == ScopeKind::Prototype)
        warning_at(l, format("'enum %s' declared inside parameter list will not be visible outside of this definition or declaration",
                             tag.c_str()));
    }
  }
  if (!has_body) return e;
  if (e && (e->tflags & TypeFlag::Complete)) {
    error_at(l, format("redeclaration of 'enum %s'", tag.c_str()));
    note_at(e->loc, "originally defined here");
    e = nullptr;
  }
  if (!e) e = tt.new_enum(tag, l);
  ds.defined_tag = true;
  ds.tag_body = true;
  consume(); // {
  i128 next = 0;
  i128 lo = 0, hi = 0;
  bool first = true;
  bool overflowed = false; // the previous value was the largest: no next one
  Enumerator** tail = &e->enumerators;
  std::vector<Binding*> bindings;
  if (is(TokenKind::RBrace)) error("empty enum is invalid"); // C17 6.7.2.2p1: at least one enumerator
  while (!is(TokenKind::RBrace) && !is(TokenKind::Eof)) {
    if (!tok.is_ident() || tok.aux) {
      error(format("expected identifier %s", before_tok().c_str()));
      skip_until(TokenKind::RBrace);
      return e;
    }
    Symbol name = tok.sym();
    Loc nl = loc();
    consume();
    AttrSet eattrs;
    parse_attributes(eattrs);
    i128 v = next;
    if (!is(TokenKind::Equal) && overflowed) error_at(nl, "overflow in enumeration values");
    bool unsigned_long = false; // an explicit value of type unsigned long (long)
    if (accept(TokenKind::Equal)) {
      Expr* x = constant_expression();
      i128 cv;
      if (integer_constant(x, cv, nl, format("enumerator value for '%s' is not an integer constant", name.c_str()))) {
        v = cv;
        unsigned_long = !is_signed(int_kind_of(x->type)) && x->type->size == 8;
      }
    }
    if (first || v < lo) lo = v;
    if (first || v > hi) hi = v;
    first = false;
    Binding* prev = lookup(name);
    if (prev && prev->depth == depth) {
      if (prev->kind == Binding::Enumerator) {
        error_at(nl, format("redeclaration of enumerator '%s'", name.c_str()));
        note_at(prev->enumerator->loc, format("previous definition of '%s' was here", name.c_str()));
      } else {
        error_at(nl, format("'%s' redeclared as different kind of symbol", name.c_str()));
      }
    }
    Enumerator* en = il.alloc_file_scope<Enumerator>();
    en->name = name;
    en->loc = nl;
    // During the definition an enumerator has type int if it fits, else the smallest
    // type that holds it (GNU).
    QualType vt = v >= int_min(IntKind::Int) && v <= i128(int_max(IntKind::Int)) ? tt.int_()
                  : v >= 0 && v <= i128(int_max(IntKind::UInt)) ? tt.integer(IntKind::UInt)
                  : v >= int_min(IntKind::Long) && v <= i128(int_max(IntKind::Long)) ? tt.integer(IntKind::Long)
                  : tt.integer(IntKind::ULong);
    en->value = int_const(v, vt);
    *tail = en;
    tail = &en->next;
    Binding* b = bind(name, Binding::Enumerator);
    b->enumerator = en;
    b->enum_type = QualType::of(e);
    bindings.push_back(b);
    // The next implicit value is this one plus one in this one's type (gcc).
    overflowed = v == i128(int_max(unsigned_long ? IntKind::ULong : int_kind_of(vt)));
    next = v + 1;
    if (!accept(TokenKind::Comma)) break;
  }
  if (!accept(TokenKind::RBrace)) {
    error(format("expected ',' or '}' %s", before_tok().c_str()));
    skip_until(TokenKind::RBrace);
  }
  parse_attributes(attrs);
  // The compatible integer type (gcc's choice): unsigned int when no value is negative,
  // else int; wider when needed; the smallest when packed.
  IntKind k;
  if (attrs.packed) {
    if (lo >= 0) k = hi <= 0xff ? IntKind::UChar : hi <= 0xffff ? IntKind::UShort : hi <= 0xffffffff ? IntKind::UInt : IntKind::ULong;
    else k = lo >= -128 && hi <= 127 ? IntKind::SChar : lo >= -32768 && hi <= 32767 ? IntKind::Short
             : lo >= int_min(IntKind::Int) && hi <= i128(int_max(IntKind::Int)) ? IntKind::Int : IntKind::Long;
  } else if (lo >= 0) {
    k = hi <= i128(int_max(IntKind::UInt)) ? IntKind::UInt : IntKind::ULong;
  } else {
    k = lo >= int_min(IntKind::Int) && hi <= i128(int_max(IntKind::Int)) ? IntKind::Int : IntKind::Long;
  }
  e->enum_int_kind = k;
  e->size = int_size(k);
  e->align = u32(e->size);
  e->tflags |= TypeFlag::Complete;
  if (is_signed(k)) e->tflags |= TypeFlag::Signed;
  if (attrs.aligned) {
    e->align = std::max(e->align, attrs.aligned);
    e->tflags |= TypeFlag::ExplicitAlign;
  }
  // After the definition, enumerators that do not fit int have the enum's type.
  for (Enumerator* en = e->enumerators; en; en = en->next)
    if (en->value->type != tt.int_()) en->value = int_const(constant_int_value(en->value), QualType::of(e));
  if (in_file_scope(e) == in_file_scope(cur_scope)) {
    e->next = cur_scope->types;
    cur_scope->types = e;
  }
  if (depth == 0) add_to_sequence(SourceSequenceEntryKind::Type, e);
  return e;
}

} // namespace ilcc::sema
