// il_test_support.h — building small IL graphs by hand for the IL unit tests.
//
// IlBuilder wraps an Il with the few constructors the tests need (types, constants,
// entities, expressions, statements, function bodies), each done the way sema does it:
// through Il's allocators and kind dispatchers, linking entities into their scope's lists.
#pragma once

#include "il/alloc.h"
#include "il/schema.h"

#include <cstring>
#include <initializer_list>

namespace ilcc::il::test {

struct IlBuilder {
  Il il;
  Type* t_int = integer(IntKind::Int, 4);
  Type* t_char = integer(IntKind::Char, 1);
  Type* t_long = integer(IntKind::Long, 8);
  Type* t_double = floating(FloatKind::Double, 8);

  static constexpr u32 kFile = Il::kFileScopeRegion;

  Type* integer(IntKind k, u64 size) {
    Type* t = il.alloc_type(TypeKind::Integer);
    t->int_kind = k;
    t->size = t->align = u32(size);
    t->tflags = TypeFlag::Complete | (is_signed(k) ? TypeFlag::Signed : 0);
    return t;
  }
  Type* floating(FloatKind k, u64 size) {
    Type* t = il.alloc_type(TypeKind::Float);
    t->float_kind = k;
    t->size = t->align = u32(size);
    t->tflags = TypeFlag::Complete;
    return t;
  }
  Type* pointer_to(QualType base) {
    Type* t = il.alloc_type(TypeKind::Pointer);
    t->base = base;
    t->size = t->align = 8;
    t->tflags = TypeFlag::Complete;
    return t;
  }
  Type* array_of(QualType elem, u64 n) {
    Type* t = il.alloc_type(TypeKind::Array);
    t->base = elem;
    t->count = n;
    t->size = elem->size * n;
    t->align = elem->align;
    t->tflags = TypeFlag::Complete;
    return t;
  }
  Type* function(QualType ret, std::initializer_list<QualType> params, bool variadic = false,
                 std::initializer_list<const char*> names = {}) {
    Type* t = il.alloc_type(TypeKind::Routine);
    t->base = ret;
    t->routine->rflags = RoutineTypeFlag::Prototyped | (variadic ? RoutineTypeFlag::Variadic : 0);
    ParamType** link = &t->routine->params;
    const char* const* name = names.begin();
    for (QualType p : params) {
      ParamType* pt = il.alloc_param_type();
      pt->type = p;
      if (name != names.end()) pt->name = Symbol::intern(*name++);
      *link = pt;
      link = &pt->next;
      ++t->routine->param_count;
    }
    return t;
  }
  Type* record(TypeKind k, const char* tag) {
    Type* t = il.alloc_type(k);
    if (tag) t->tag = Symbol::intern(tag);
    return t;
  }
  // A copy sharing t's supplements, as sema's TypeTable::with_align makes for attributes.
  Type* copy_type(const Type* t) {
    Type* c = il.alloc_type(TypeKind::Void);
    std::memcpy(static_cast<void*>(c), t, sizeof(Type));
    c->derived = nullptr;
    c->next = nullptr;
    return c;
  }
  Type* typedef_of(const char* name, QualType base) {
    Type* t = il.alloc_type(TypeKind::Typedef);
    t->tag = Symbol::intern(name);
    t->base = base;
    return t;
  }

  // --- constants (in the current region unless said otherwise)
  Constant* int_const(u128 v, Type* t = nullptr, u32 region = 0) {
    Constant* c = il.alloc_constant(ConstantKind::Integer, region ? region : il.current_region());
    c->type = QualType::of(t ? t : t_int);
    c->ivalue = v;
    return c;
  }
  Constant* local_int(u128 v, Type* t = nullptr) {
    Constant* c = il.alloc_local_constant(ConstantKind::Integer);
    c->type = QualType::of(t ? t : t_int);
    c->ivalue = v;
    return c;
  }
  Constant* float_const(long double v, Type* t = nullptr) {
    Constant* c = il.alloc_constant(ConstantKind::Float, il.current_region());
    c->type = QualType::of(t ? t : t_double);
    c->fvalue = v;
    return c;
  }
  Constant* string_const(const char* bytes, u64 length, Type* type = nullptr, u8 char_size = 1) {
    Constant* c = il.alloc_constant(ConstantKind::String, il.current_region());
    c->type = QualType::of(type ? type : array_of(QualType::of(t_char), length));
    c->length = length;
    c->char_size = char_size;
    c->bytes = il.copy_string_text(il.current_region(), bytes, size_t(length));
    return c;
  }
  Constant* designator(u64 offset, Constant* value) {
    Constant* c = il.alloc_constant(ConstantKind::Designator, il.current_region());
    c->type = value->type;
    c->elem_offset = offset;
    c->value = value;
    return c;
  }
  Constant* aggregate(Type* type, std::initializer_list<Constant*> elems) {
    Constant* c = il.alloc_constant(ConstantKind::Aggregate, il.current_region());
    c->type = QualType::of(type);
    Constant** link = &c->elements;
    for (Constant* e : elems) {
      *link = e;
      link = &e->next;
    }
    return c;
  }

  // --- entities
  Variable* global(const char* name, QualType type, Linkage linkage = Linkage::External,
                   u32 vflags = VarFlag::Defined) {
    Variable* v = il.alloc_variable(true);
    v->name = Symbol::intern(name);
    v->type = type;
    v->linkage = linkage;
    v->storage = linkage == Linkage::Internal ? StorageClass::Static : StorageClass::None;
    v->vflags = vflags;
    append(&il.file_scope->variables, v);
    return v;
  }
  Routine* routine(const char* name, Type* fn_type, Linkage linkage = Linkage::External,
                   u32 rflags = RoutineFlag::Defined) {
    Routine* r = il.alloc_file_scope<Routine>();
    r->name = Symbol::intern(name);
    r->type = QualType::of(fn_type);
    r->linkage = linkage;
    r->storage = linkage == Linkage::Internal ? StorageClass::Static : StorageClass::None;
    r->rflags = rflags;
    append(&il.file_scope->routines, r);
    return r;
  }
  // Opens a body region for r (made current) with a function scope and an empty block.
  void open_body(Routine* r) {
    r->region = il.open_function_region();
    r->scope = il.alloc_scope(ScopeKind::Function, r);
    r->body = il.alloc_statement(StatementKind::Block);
  }
  void close_body() { il.set_current_region(kFile); }
  Variable* local(Routine* r, const char* name, QualType type) {
    Variable* v = il.alloc_variable(false);
    v->name = Symbol::intern(name);
    v->type = type;
    append(&r->scope->variables, v);
    return v;
  }

  // --- expressions and statements (current region)
  Expr* var_expr(Variable* v) {
    Expr* e = il.alloc_expr(ExprKind::Variable);
    e->var = v;
    e->type = v->type;
    e->eflags = ExprFlag::Lvalue;
    return e;
  }
  Expr* routine_expr(Routine* r) {
    Expr* e = il.alloc_expr(ExprKind::Routine);
    e->routine = r;
    e->type = r->type;
    return e;
  }
  Expr* const_expr(Constant* c) {
    Expr* e = il.alloc_expr(ExprKind::Constant);
    e->constant = c;
    e->type = c->type;
    return e;
  }
  Expr* op(Operator o, QualType type, std::initializer_list<Expr*> operands) {
    Expr* e = il.alloc_expr(ExprKind::Operation);
    e->op = o;
    e->type = type;
    Expr** link = &e->operands;
    for (Expr* x : operands) {
      *link = x;
      link = &x->next;
    }
    return e;
  }
  Statement* expr_stmt(Expr* e) {
    Statement* s = il.alloc_statement(StatementKind::Expr);
    s->expr = e;
    return s;
  }
  void add_stmt(Statement* block, Statement* s) { append(&block->block->statements, s); }

  template <class T> static void append(T** head, T* e) {
    while (*head)
      head = &(*head)->next;
    *head = e;
  }
};

} // namespace ilcc::il::test
