// declarator.cpp — declarators, abstract declarators and parameter lists (C17 6.7.6).
//
// C's declarators read inside out. The parser collects a declarator's derivations
// (pointer, array, function) into a flat list in the order they apply to the base type:
// a level's pointers first, then its suffixes from the last to the first, then the nested
// declarator's list. `int *(*fp)[3]` gives [pointer, array 3, pointer]: int -> int* ->
// int*[3] -> pointer to that.
//
// Parameters. Every parameter declaration makes a Variable (so a later parameter's VLA
// size can name an earlier one) in the current region. At file scope the first parameter
// list of a declarator is parsed in a fresh function region, recorded in the declarator:
// if a function body follows, that region becomes the body's region and those Variables
// its parameters; otherwise the caller releases it. The function *type* is always built
// in file scope: a parameter's variably modified type enters it with [*] dimensions
// (C17 6.7.6.2p4), so no file-scope type points into a function region.
#include "sema/sema.h"

#include "support/diagnostics.h"

#include <algorithm>

namespace ilcc::sema {

namespace {
struct Derivation {
  enum Kind : u8 { Pointer, Array, Function } kind;
  u8 quals = 0;        // pointer, or array parameter [qualifiers]
  bool atomic = false; // pointer declared _Atomic
  Expr* size = nullptr;
  bool star = false, is_static = false, unknown = false;
  bool bad = false;    // diagnosed already: the declarator's type is the error type
  ParamType* params = nullptr;
  u8 rflags = 0;
  Loc loc = 0;
};
} // namespace

// C17 6.7.6.3p7–8.
QualType Sema::adjust_parameter_type(QualType t) {
  if (is_array(t)) return tt.pointer_to(t->base).with(t.quals()); // [qualifiers] apply to the pointer
  if (is_function(t)) return tt.pointer_to(t);
  return t;
}

// A copy of a parameter list (a function type's list may not be shared with a new one).
ParamType* Sema::copy_param_list(ParamType* params) {
  ParamType* head = nullptr;
  ParamType** tail = &head;
  for (ParamType* p = params; p; p = p->next) {
    ParamType* n = il.alloc_param_type();
    n->type = p->type;
    n->name = p->name;
    n->loc = p->loc;
    *tail = n;
    tail = &n->next;
  }
  return head;
}

// The type with every VLA dimension replaced by [*]: what a prototype records.
QualType Sema::star_vla(QualType t) {
  if (!is_variably_modified(t)) return t;
  switch (t->kind) {
  case TypeKind::Pointer: return tt.pointer_to(star_vla(t->base)).with(t.quals());
  case TypeKind::Array: {
    QualType elem = star_vla(t->base);
    if (t->vla || (t->tflags & TypeFlag::ArrayUnknownBound))
      return tt.array_of(elem, 0, TypeFlag::VariablyModified | TypeFlag::ArrayUnknownBound).with(t.quals());
    return tt.array_of(elem, t->count).with(t.quals());
  }
  case TypeKind::Routine: {
    ParamType* params = copy_param_list(t->routine->params);
    for (ParamType* p = params; p; p = p->next) p->type = star_vla(p->type);
    return tt.function(star_vla(t->base), params, t->routine->rflags);
  }
  default: return t;
  }
}

// parameter-type-list or identifier-list, after '('; consumes the ')'.
ParamType* Sema::parse_parameter_list(DeclaratorInfo* top, u8& rflags) {
  ParamType* head = nullptr;
  ParamType** tail = &head;
  rflags = 0;
  std::vector<Variable*> vars;
  std::vector<QualType> declared;
  bool first_list = top && !top->have_params && param_depth == 0;
  // Parameters live in a function region: the declarator's own at file scope.
  u32 saved_region = il.current_region();
  if (top && depth == 0 && !cur_fn) {
    if (!top->region) {
      top->region = il.open_function_region();
    }
    il.set_current_region(top->region);
  }
  ++param_depth;
  Scope* proto = il.alloc_scope(ScopeKind::Prototype, nullptr);
  push_scope(proto);
  bool knr = false;
  if (is(TokenKind::RParen)) {
    // `()`: no information about the parameters (C17 6.7.6.3p14).
  } else if (is_kw(Keyword::Void) && peek().kind == TokenKind::RParen) {
    consume();
    rflags |= RoutineTypeFlag::Prototyped;
  } else if (tok.is_ident() && !tok.aux && !is_typedef_name(tok) &&
             (peek().kind == TokenKind::Comma || peek().kind == TokenKind::RParen)) {
    // identifier-list (K&R): types come from the declarations before the body.
    knr = true;
    for (;;) {
      if (!tok.is_ident() || tok.aux) {
        error(format("expected identifier %s", before_tok().c_str()));
        skip_until(TokenKind::RParen);
        break;
      }
      Variable* v = make_variable(tok.sym(), tt.int_(), loc(), false);
      v->vflags |= VarFlag::Parameter | VarFlag::Implicit;
      for (Variable* p : vars)
        if (p->name == v->name) {
          error_at(v->loc, format("multiple parameters named '%s'", v->name.c_str()));
          v->vflags &= ~VarFlag::Implicit; // its declaration types the first one
        }
      vars.push_back(v);
      consume();
      if (!accept(TokenKind::Comma)) break;
    }
  } else {
    rflags |= RoutineTypeFlag::Prototyped;
    u32 n = 0;
    for (;;) {
      if (is(TokenKind::Ellipsis)) {
        if (n == 0) error("ISO C requires a named argument before '...'"); // C17 6.7.6.3p1 (C2x allows it)
        consume();
        rflags |= RoutineTypeFlag::Variadic;
        break;
      }
      Loc pl = loc();
      DeclSpec ds;
      // `void f(int a, b)`: a lone identifier after a prototype's parameter is a type name
      // nobody declared (as gcc); the parameter gets the error type.
      bool unknown = tok.is_ident() && !tok.aux && !is_typedef_name(tok) &&
                     (peek().kind == TokenKind::Comma || peek().kind == TokenKind::RParen);
      if (!unknown && !starts_decl_specs() && !at_unknown_type_name(true)) {
        error(format("expected declaration specifiers or '...' %s", before_tok().c_str()));
        skip_until(TokenKind::RParen);
        pop_scope();
        --param_depth;
        il.set_current_region(saved_region);
        return head;
      }
      DeclaratorInfo pd;
      if (unknown) {
        error(format("unknown type name '%s'", tok.sym().c_str()));
        consume();
        pd.type = tt.error();
      } else {
        parse_decl_specs(ds, true);
        parse_declarator(ds.type, pd, DeclaratorMode::Either, ds.typedef_name);
      }
      // C17 6.7.6.3p2: register is the only storage class of a parameter.
      if ((ds.storage != StorageClass::None && ds.storage != StorageClass::Register) || ds.thread_local_) {
        if (pd.name) error_at(pd.name_loc, format("storage class specified for parameter '%s'", pd.name.c_str()));
        else error_at(pl, "storage class specified for unnamed parameter");
      }
      check_alignas(ds, pd.type, "parameter", pd.name, pd.name ? pd.name_loc : pl);
      if (pd.name && ds.inline_) warning_at(pd.name_loc, format("parameter '%s' declared 'inline'", pd.name.c_str()));
      if (pd.name && ds.noreturn) warning_at(pd.name_loc, format("parameter '%s' declared '_Noreturn'", pd.name.c_str()));
      AttrSet more;
      parse_attributes(more);
      pd.attrs.merge(more);
      if (pd.region) il.release_region(pd.region);
      QualType t = apply_type_attributes(pd.type, pd.attrs, pd.name_loc ? pd.name_loc : pl);
      if (is_void(t) && !pd.name && n == 0 && is(TokenKind::RParen)) {
        if (t.quals()) error_at(pl, "'void' as only parameter may not be qualified");
        break; // (void)
      }
      if (is_void(t)) {
        // C17 6.7.6.3p10 (and p4 for a definition: no incomplete parameter type).
        if (pd.name) error_at(pd.name_loc, format("parameter %u ('%s') has void type", n + 1, pd.name.c_str()));
        else error_at(pl, "'void' must be the only parameter");
        t = tt.error();
      }
      declared.push_back(t);
      t = adjust_parameter_type(t);
      Variable* v = make_variable(pd.name, t, pd.name_loc ? pd.name_loc : pl, false);
      if (sugar_of(pd.debug_type, t)) v->debug_type = pd.debug_type;
      v->vflags |= VarFlag::Parameter;
      v->storage = ds.storage == StorageClass::Register ? StorageClass::Register : StorageClass::None;
      if (v->storage == StorageClass::Register) v->vflags |= VarFlag::Register;
      v->attributes = pd.attrs.list;
      if (pd.attrs.unused) v->vflags |= VarFlag::Unused;
      if (pd.name) {
        Binding* prev = lookup(pd.name);
        if (prev && prev->depth == depth) {
          if (prev->kind == Binding::Var && !compatible(prev->var->type, t))
            error_at(v->loc, format("conflicting types for '%s'; have '%s'", pd.name.c_str(), declaration_string(t, "").c_str()));
          else
            error_at(v->loc, format("redefinition of parameter '%s'", pd.name.c_str()));
        }
        bind(pd.name, Binding::Var)->var = v;
      }
      vars.push_back(v);
      ParamType* p = il.alloc_param_type();
      p->type = star_vla(t.unqualified());
      p->name = pd.name;
      p->loc = v->loc;
      *tail = p;
      tail = &p->next;
      ++n;
      if (!accept(TokenKind::Comma)) break;
    }
  }
  pop_scope();
  --param_depth;
  il.set_current_region(saved_region);
  if ((rflags & RoutineTypeFlag::Prototyped) && !is(TokenKind::RParen) && !is(TokenKind::Eof)) {
    error(format("expected ';', ',' or ')' %s", before_tok().c_str()));
    skip_until(TokenKind::RParen);
  } else if (!expect(TokenKind::RParen, ")")) {
    skip_until(TokenKind::RParen);
  }
  if (first_list) {
    top->param_declared_types = std::move(declared);
    top->params = std::move(vars);
    top->have_params = true;
    top->knr = knr;
  }
  return head;
}

namespace {
// Collects derivations; see the file comment for the order.
struct DeclaratorParser {
  Sema& s;
  Sema::DeclaratorInfo& d;
  Sema::DeclaratorMode mode;

  bool nested_declarator_follows() {
    const Token& t = s.peek(1);
    switch (t.kind) {
    case TokenKind::Star:
    case TokenKind::LParen:
    case TokenKind::LBracket:
    case TokenKind::Caret: return true;
    case TokenKind::Identifier:
      if (t.aux) return Keyword(t.aux) == Keyword::Attribute;
      if (mode != Sema::DeclaratorMode::Named && s.is_typedef_name(t)) return false;
      return mode != Sema::DeclaratorMode::Abstract;
    default: return false;
    }
  }

  void parse(std::vector<Derivation>& out) {
    if (!s.enter_nesting(s.loc())) return;
    std::vector<Derivation> ptrs;
    while (s.is(TokenKind::Star)) {
      Derivation p{Derivation::Pointer};
      p.loc = s.loc();
      s.consume();
      for (;;) {
        if (s.accept_kw(Keyword::Const)) p.quals |= Qual::Const;
        else if (s.accept_kw(Keyword::Volatile)) p.quals |= Qual::Volatile;
        else if (s.accept_kw(Keyword::Restrict)) p.quals |= Qual::Restrict;
        else if (s.is_kw(Keyword::Atomic) && s.peek().kind != TokenKind::LParen) s.consume(), p.atomic = true;
        else if (s.at_attribute()) {
          // `char * __attribute__((noinline)) f(void)`: gcc gives the declaration the
          // attributes only a declaration can have (noinline, noreturn, ...); so does ilcc,
          // and the rest apply as at the declaration's start.
          s.parse_attributes(d.attrs);
        } else if (s.accept_kw(Keyword::Extension)) {
        } else break;
      }
      ptrs.push_back(p);
    }
    std::vector<Derivation> inner;
    if (s.at_attribute()) s.parse_attributes(d.attrs);
    bool params_first = false;
    if (s.is(TokenKind::LParen) && nested_declarator_follows()) {
      s.consume();
      if (s.at_attribute()) s.parse_attributes(d.attrs);
      if (s.starts_decl_specs() || s.is(TokenKind::RParen) || s.is(TokenKind::Ellipsis)) {
        // `( __attribute__((...)) int x )`: the attribute began a parameter list.
        params_first = true;
      } else {
        parse(inner);
        s.expect_closing(TokenKind::RParen, ")");
      }
    } else if (s.tok.is_ident() && !s.tok.aux && mode != Sema::DeclaratorMode::Abstract) {
      d.name = s.tok.sym();
      d.name_loc = s.loc();
      s.consume();
    } else if (mode == Sema::DeclaratorMode::Named) {
      if (s.tok.is_ident() && s.tok.aux)
        s.error(format("expected identifier or '(' %s", s.before_tok().c_str()));
      else
        s.error(format("expected identifier or '(' %s", s.before_tok().c_str()));
    }
    std::vector<Derivation> suffixes;
    if (params_first) {
      Derivation f{Derivation::Function};
      f.loc = s.loc();
      f.params = s.parse_parameter_list(&d, f.rflags);
      suffixes.push_back(f);
    }
    for (;;) {
      if (s.at_std_attribute()) { // C23: after the name or a suffix (`int x [[maybe_unused]]`)
        s.parse_attributes(d.attrs);
        continue;
      }
      if (s.is(TokenKind::LBracket)) {
        Derivation a{Derivation::Array};
        a.loc = s.loc();
        s.consume();
        for (;;) {
          if (s.accept_kw(Keyword::Static)) a.is_static = true;
          else if (s.accept_kw(Keyword::Const)) a.quals |= Qual::Const;
          else if (s.accept_kw(Keyword::Volatile)) a.quals |= Qual::Volatile;
          else if (s.accept_kw(Keyword::Restrict)) a.quals |= Qual::Restrict;
          else if (s.is_kw(Keyword::Atomic)) s.consume();
          else break;
        }
        if (s.is(TokenKind::Star) && s.peek().kind == TokenKind::RBracket) {
          s.consume();
          a.star = true;
          if (!s.param_depth) {
            s.error_at(a.loc, "'[*]' not allowed in other than function prototype scope");
            a.bad = true;
          }
        } else if (s.is(TokenKind::RBracket)) {
          a.unknown = true;
        } else {
          a.size = s.assignment_expression();
        }
        if (!s.expect(TokenKind::RBracket, "]")) s.skip_until(TokenKind::RBracket);
        suffixes.push_back(a);
        continue;
      }
      if (s.is(TokenKind::LParen)) {
        Derivation f{Derivation::Function};
        f.loc = s.loc();
        s.consume();
        f.params = s.parse_parameter_list(&d, f.rflags);
        suffixes.push_back(f);
        continue;
      }
      break;
    }
    for (Derivation& p : ptrs) out.push_back(p);
    for (size_t i = suffixes.size(); i-- > 0;) out.push_back(suffixes[i]);
    for (Derivation& x : inner) out.push_back(x);
    s.leave_nesting();
  }
};
} // namespace

void Sema::parse_declarator(QualType base, DeclaratorInfo& d, DeclaratorMode mode, Type* typedef_name) {
  std::vector<Derivation> derivs;
  DeclaratorParser p{*this, d, mode};
  ++declarator_depth;
  p.parse(derivs);
  --declarator_depth;
  QualType t = base;
  // Errors about a derivation point at the declared name (as gcc), if there is one.
  const char* dname = d.name ? d.name.c_str() : "type name";
  for (size_t i = 0; i < derivs.size(); ++i) {
    Derivation& x = derivs[i];
    Loc at = d.name ? d.name_loc : x.loc;
    if (x.bad) t = tt.error();
    if (is_error(t)) {
      if (x.kind == Derivation::Function) il.free_param_type_list(x.params);
      continue;
    }
    switch (x.kind) {
    case Derivation::Pointer:
      if ((x.quals & Qual::Restrict) && is_function(t)) {
        error_at(x.loc, "invalid use of 'restrict'"); // C17 6.7.3p2
        x.quals &= ~Qual::Restrict;
      }
      t = tt.pointer_to(t);
      if (x.atomic) t = tt.atomic(t);
      t = t.with(x.quals);
      break;
    case Derivation::Array: {
      if (is_function(t)) {
        error_at(at, format("declaration of '%s' as array of functions", dname));
        t = tt.error();
        break;
      }
      if (is_void(t)) {
        error_at(at, format("declaration of '%s' as array of voids", dname));
        t = tt.error();
        break;
      }
      // A [*] array (a VLA of unspecified size, C17 6.7.6.2p4) is a complete element type.
      if (!is_complete(t) && !is_error(t) && !(is_array(t) && (t->tflags & TypeFlag::VariablyModified))) {
        error_at(at, format("array type has incomplete element type '%s'", type_to_string(t).c_str()));
        t = tt.error();
        break;
      }
      // C17 6.7.6.2p1: static and qualifiers only in a parameter's outermost array.
      if ((x.is_static || x.quals) && !(mode == DeclaratorMode::Either && param_depth > 0 && i + 1 == derivs.size())) {
        error_at(at, "static or type qualifiers in non-parameter array declarator");
        x.quals = 0;
      }
      if (x.star) {
        t = tt.array_of(t, 0, TypeFlag::VariablyModified | TypeFlag::ArrayUnknownBound);
      } else if (x.unknown) {
        t = tt.unknown_bound_array(t);
      } else {
        Expr* size = x.size;
        if (!is_integer(size->type) && !is_error(size->type)) {
          error_at(at, format("size of array '%s' has non-integer type", dname));
          t = tt.error();
          break;
        }
        if (size->kind == ExprKind::Constant && size->constant->kind == ConstantKind::Integer) {
          i128 n = constant_int_value(size->constant);
          if (n < 0) {
            error_at(at, format("size of array '%s' is negative", dname));
            n = 1;
          } else if (n == 0) {
            pedwarn(at, d.name ? format("ISO C forbids zero-size array '%s'", dname) : std::string("ISO C forbids zero-size array"));
          }
          il.free_expr_tree(size);
          t = tt.array_of(t, u64(n));
          if (t->tflags & TypeFlag::Oversized) {
            error_at(at, format("size of array '%s' exceeds maximum object size '%llu'", dname,
                                (unsigned long long)(~u64(0) >> 1)));
            t = tt.error();
          }
        } else if (is_error(size->type)) {
          t = tt.error();
        } else if (depth == 0 && param_depth == 0) {
          error_at(at, format("variably modified '%s' at file scope", dname));
          t = tt.error();
        } else {
          t = tt.vla_of(t, value(size));
        }
      }
      t = t.with(x.quals);
      break;
    }
    case Derivation::Function:
      if (is_function(t)) {
        error_at(at, format("'%s' declared as function returning a function", dname));
        t = tt.error();
        il.free_param_type_list(x.params);
        break;
      }
      if (is_array(t)) {
        error_at(at, format("'%s' declared as function returning an array", dname));
        t = tt.error();
        il.free_param_type_list(x.params);
        break;
      }
      t = tt.function(star_vla(t.unqualified()), x.params, x.rflags);
      break;
    }
  }
  d.type = t;
  // -g: the same pointers over the typedef itself (file-scope typedefs only: the pointer
  // types are made in file scope and cached in the typedef).
  if (typedef_name && !is_error(t) && il.region_of(typedef_name) == Il::kFileScopeRegion &&
      !is_variably_modified(typedef_name->base) &&
      std::all_of(derivs.begin(), derivs.end(), [](const Derivation& x) { return x.kind == Derivation::Pointer && !x.atomic; })) {
    QualType s = QualType::of(typedef_name, base.quals() & ~typedef_name->base.quals());
    for (const Derivation& x : derivs) s = tt.pointer_to(s).with(x.quals);
    if (sugar_of(s, t)) d.debug_type = s;
  }
  if (mode != DeclaratorMode::Abstract) skip_asm_label_and_attrs(d.attrs, d.asm_name);
}

bool Sema::sugar_of(QualType s, QualType t) {
  for (; s && t && s->kind == TypeKind::Pointer && t->kind == TypeKind::Pointer; s = s->base, t = t->base)
    if (s.quals() != t.quals()) return false;
  return s && t && s->kind == TypeKind::Typedef && s->base.with(s.quals()).bits == t.bits;
}

// type-name: specifier-qualifier-list abstract-declarator?
QualType Sema::parse_type_name() {
  DeclSpec ds;
  Loc l = loc();
  parse_decl_specs(ds, false);
  if (!ds.has_type && !ds.quals) {
    error_at(l, format("expected type name %s", before_tok().c_str()));
    return tt.error();
  }
  if (ds.auto_type) {
    error_at(l, "'__auto_type' in a type name");
    return tt.error();
  }
  DeclaratorInfo d;
  parse_declarator(ds.type, d, DeclaratorMode::Abstract);
  parse_attributes(d.attrs);
  if (d.region) il.release_region(d.region);
  d.attrs.merge(ds.attrs);
  return apply_type_attributes(d.type, d.attrs, l);
}

} // namespace ilcc::sema
