// types.cpp — type construction, record layout, compatibility and conversions.
// See types.h for the invariants.
#include "sema/types.h"

#include "support/diagnostics.h"

namespace ilcc::sema {

namespace {
constexpr u64 kMaxObjectSize = ~u64(0) >> 1; // PTRDIFF_MAX, as gcc
}

Type* TypeTable::basic(TypeKind k, u64 size, u32 align) {
  Type* t = il.alloc_type(k);
  t->size = size;
  t->align = align;
  t->tflags = TypeFlag::Complete;
  return t;
}

TypeTable::TypeTable(Il& il_) : il(il_) {
  error_type = basic(TypeKind::Error, 1, 1);
  void_type = basic(TypeKind::Void, 1, 1); // GNU: sizeof(void) == 1
  void_type->tflags = 0;
  for (size_t k = 0; k < size_t(IntKind::Count); ++k) {
    IntKind ik = IntKind(k);
    u64 sz = int_size(ik);
    Type* t = basic(TypeKind::Integer, sz, u32(sz));
    t->int_kind = ik;
    if (is_signed(ik)) t->tflags |= TypeFlag::Signed;
    int_types[k] = t;
  }
  const u64 fsize[] = {4, 8, 16, 16}; // by FloatFormat
  for (size_t k = 0; k < size_t(FloatKind::Count); ++k) {
    u64 size = fsize[size_t(float_format(FloatKind(k)))];
    Type* f = basic(TypeKind::Float, size, u32(size));
    f->float_kind = FloatKind(k);
    float_types[k] = f;
    Type* c = basic(TypeKind::Complex, 2 * size, u32(size));
    c->base = QualType::of(f);
    complex_types[k] = c;
  }
}

QualType TypeTable::pointer_to(QualType pointee) {
  Type* base = pointee.type();
  bool vm = is_variably_modified(pointee);
  auto make = [&] {
    Type* p = vm ? il.alloc_type(TypeKind::Pointer, il.region_of(base)) : il.alloc_type(TypeKind::Pointer);
    p->size = 8;
    p->align = 8;
    p->tflags = TypeFlag::Complete | (vm ? TypeFlag::VariablyModified : 0);
    p->base = pointee;
    return p;
  };
  if (pointee.quals() == 0) {
    if (!base->derived) base->derived = make();
    return QualType::of(base->derived);
  }
  if (vm) return QualType::of(make());
  Type*& slot = *qualified_pointers_.insert(pointee.bits).first;
  if (!slot) slot = make();
  return QualType::of(slot);
}

QualType TypeTable::array_of(QualType elem, u64 count, u16 extra_flags) {
  bool vm = is_variably_modified(elem);
  u16 flags = u16(extra_flags | (vm ? TypeFlag::VariablyModified : 0));
  auto make = [&] {
    Type* a = vm ? il.alloc_type(TypeKind::Array, il.region_of(elem.type())) : il.alloc_type(TypeKind::Array);
    a->base = elem;
    a->count = count;
    a->align = elem->align;
    a->tflags = flags;
    if (!(flags & TypeFlag::ArrayUnknownBound) && !vm) {
      u64 es = elem->size;
      if (es && count > kMaxObjectSize / es) a->tflags |= TypeFlag::Oversized;
      a->size = es * count;
      if (is_complete(elem)) a->tflags |= TypeFlag::Complete;
    } else if (vm && !(flags & TypeFlag::ArrayUnknownBound) && elem->kind == TypeKind::Array) {
      a->tflags |= TypeFlag::Complete; // n copies of a VLA: sized at run time
    }
    return a;
  };
  if (vm) return QualType::of(make());
  Type*& slot = *arrays_.insert({elem.bits, count, flags}).first;
  if (!slot) slot = make();
  return QualType::of(slot);
}

QualType TypeTable::unknown_bound_array(QualType elem) { return array_of(elem, 0, TypeFlag::ArrayUnknownBound); }

QualType TypeTable::vla_of(QualType elem, Expr* size) {
  Type* a = il.alloc_type(TypeKind::Array, il.current_region());
  a->base = elem;
  a->align = elem->align;
  a->tflags = TypeFlag::Complete | TypeFlag::VariablyModified;
  a->vla = il.alloc_dual<VlaDimension>();
  a->vla->size_expr = size;
  return QualType::of(a);
}

QualType TypeTable::function(QualType ret, ParamType* params, u8 rflags) {
  u64 h = hash_combine(ret.bits, rflags);
  u32 n = 0;
  for (ParamType* p = params; p; p = p->next, ++n) h = hash_combine(h, p->type.bits);
  std::vector<Type*>& bucket = (*functions_.insert(h).first);
  // Parameters ([*] in a prototype) do not make the function type variably modified.
  bool vm = is_variably_modified(ret);
  if (!vm) {
    for (Type* f : bucket) {
      if (f->base != ret || f->routine->rflags != rflags || f->routine->param_count != n) continue;
      ParamType *a = f->routine->params, *b = params;
      while (a && a->type == b->type) a = a->next, b = b->next;
      if (a) continue;
      il.free_param_type_list(params);
      return QualType::of(f);
    }
  }
  Type* f = il.alloc_type(TypeKind::Routine);
  f->base = ret;
  f->size = 1; // GNU: sizeof on a function type is 1
  f->align = 1;
  f->tflags = TypeFlag::Complete | (vm ? TypeFlag::VariablyModified : 0);
  f->routine->params = params;
  f->routine->param_count = n;
  f->routine->rflags = rflags;
  if (!vm) bucket.push_back(f);
  return QualType::of(f);
}

QualType TypeTable::atomic(QualType base) {
  Type*& slot = *atomics_.insert(base.bits).first;
  if (!slot) {
    Type* a = il.alloc_type(TypeKind::Atomic);
    a->base = base;
    a->size = base->size;
    a->align = base->align;
    // Lock-free sizes are naturally aligned (the x86-64 ABI's _Atomic rule).
    if ((a->size == 2 || a->size == 4 || a->size == 8 || a->size == 16) && a->align < a->size) a->align = u32(a->size);
    a->tflags = base->tflags & (TypeFlag::Complete | TypeFlag::Signed);
    slot = a;
  }
  return QualType::of(slot);
}

QualType TypeTable::vector(QualType elem, u64 bytes) {
  Type* v = il.alloc_type(TypeKind::Vector);
  v->base = elem;
  v->size = bytes;
  v->align = u32(bytes ? bytes : 1); // gcc: a vector is aligned to its size (__m256: 32)
  v->lanes = elem->size ? u32(bytes / elem->size) : 0;
  v->tflags = TypeFlag::Complete;
  return QualType::of(v);
}

QualType TypeTable::complex_of(QualType elem) {
  if (elem->kind == TypeKind::Float) return complex(elem->float_kind);
  Type* c = il.alloc_type(TypeKind::Complex);
  c->base = elem.unqualified();
  c->size = 2 * elem->size;
  c->align = elem->align;
  c->tflags = TypeFlag::Complete;
  return QualType::of(c);
}

Type* TypeTable::new_record(bool is_union, Symbol tag, Loc loc) {
  Type* r = il.alloc_type(is_union ? TypeKind::Union : TypeKind::Struct);
  r->tag = tag;
  r->loc = loc;
  r->align = 1;
  if (!tag) r->tflags |= TypeFlag::Anonymous;
  return r;
}

Type* TypeTable::new_enum(Symbol tag, Loc loc) {
  Type* e = il.alloc_type(TypeKind::Enum);
  e->tag = tag;
  e->loc = loc;
  e->enum_int_kind = IntKind::UInt;
  e->size = 4;
  e->align = 4;
  if (!tag) e->tflags |= TypeFlag::Anonymous;
  return e;
}

QualType TypeTable::with_align(QualType t, u32 align) {
  Type* src = t.type();
  Type* c = il.alloc_type(src->kind, il.region_of(src));
  u8 kind_save = u8(c->kind);
  std::memcpy(static_cast<void*>(c), src, sizeof(Type));
  c->kind = TypeKind(kind_save);
  c->derived = nullptr;
  c->next = nullptr;
  c->align = align;
  c->tflags |= TypeFlag::ExplicitAlign;
  // Records and enums keep their identity: an aligned typedef of a struct is the same
  // struct laid out the same way, only placed differently.
  return QualType::of(c, t.quals());
}

Type* TypeTable::new_typedef(Symbol name, QualType aliased, Loc loc) {
  Type* t = il.alloc_type(TypeKind::Typedef, is_variably_modified(aliased) ? il.current_region() : Il::kFileScopeRegion);
  t->tag = name;
  t->base = aliased;
  t->loc = loc;
  t->size = aliased->size;
  t->align = aliased->align;
  return t;
}

// SysV x86-64 layout. Offsets are tracked in bits so that bit-fields need no special path.
bool TypeTable::layout_record(Type* rec, const RecordLayoutInput& in, std::string& err) {
  bool is_union = rec->kind == TypeKind::Union;
  u128 bit = 0;      // next free bit (structs); bits of a large object overflow u64
  u128 size_bits = 0;
  u32 align = 1;
  u32 n = 0;
  bool packed = in.packed;
  for (Field* f = rec->record->fields; f; f = f->next, ++n) {
    QualType ft = f->type;
    bool flexible = f->fflags & FieldFlag::Flexible;
    if (!flexible && !is_complete(ft)) {
      err = format("field '%s' has incomplete type", f->name ? f->name.c_str() : "<anonymous>");
      return false;
    }
    u32 falign = align_of(ft);
    if (packed || (f->fflags & FieldFlag::Packed)) falign = 1;
    // An aligned attribute on the member (recorded in Field flags by sema through its
    // type's alignment) raises the alignment even when packed.
    if (ft->tflags & TypeFlag::ExplicitAlign && ft->align > falign) falign = ft->align;
    if (in.pack && falign > in.pack) falign = in.pack;
    if (f->fflags & FieldFlag::Bitfield) {
      u128 width = f->bit_width;
      u128 unit_bits = ft->size * 8;
      u128 start = is_union ? 0 : bit;
      if (width == 0) {
        // A zero-width bit-field pads to the next unit of its type.
        u128 a = u128(align_of(ft)) * 8;
        if (in.pack && align_of(ft) > in.pack) a = u128(in.pack) * 8;
        if (!is_union) bit = (bit + a - 1) / a * a;
        f->offset = u64(bit / 8);
        f->bit_offset = 0;
        continue;
      }
      // Does not straddle a naturally aligned unit of its declared type. Packed, or under
      // any #pragma pack, bit-fields follow each other bit by bit (as with gcc).
      if (!(packed || (f->fflags & FieldFlag::Packed)) && !in.pack) {
        if (start / unit_bits != (start + width - 1) / unit_bits) start = (start + unit_bits - 1) / unit_bits * unit_bits;
      }
      // The field's access unit: the aligned unit of its type when it fits in one,
      // else the byte where it starts.
      u128 unit_start = start / unit_bits * unit_bits;
      if (start + width <= unit_start + unit_bits) {
        f->offset = u64(unit_start / 8);
        f->bit_offset = u16(start - unit_start);
      } else {
        f->offset = u64(start / 8);
        f->bit_offset = u16(start % 8);
      }
      if (f->name) align = falign > align ? falign : align; // unnamed bit-fields don't align
      u128 end = start + width;
      if (is_union) {
        if (end > size_bits) size_bits = end;
      } else {
        bit = end;
      }
      continue;
    }
    u128 a = u128(falign) * 8;
    u128 start = is_union ? 0 : (bit + a - 1) / a * a;
    f->offset = u64(start / 8);
    f->bit_offset = 0;
    if (falign > align) align = falign;
    u128 fsize = flexible ? 0 : u128(ft->size) * 8;
    if (is_union) {
      if (fsize > size_bits) size_bits = fsize;
    } else {
      bit = start + fsize;
    }
    if (flexible) rec->tflags |= TypeFlag::FlexibleMember;
    if (ft.is_const() || (is_record(ft) && (ft->tflags & TypeFlag::ConstMember))) rec->tflags |= TypeFlag::ConstMember;
  }
  if (!is_union) size_bits = bit;
  if (in.min_align > align) align = in.min_align;
  u128 bytes = (size_bits + 7) / 8;
  bytes = (bytes + align - 1) / align * align;
  if (bytes > kMaxObjectSize) {
    err = "type is too large";
    return false;
  }
  rec->size = u64(bytes);
  rec->align = align;
  rec->record->field_count = n;
  rec->record->pack = u16(in.pack);
  if (packed) rec->tflags |= TypeFlag::Packed;
  rec->tflags |= TypeFlag::Complete;
  return true;
}

// --- classification

bool is_complete(QualType t) {
  switch (t->kind) {
  case TypeKind::Void:
  case TypeKind::Routine: return false;
  case TypeKind::Array: return (t->tflags & TypeFlag::Complete) != 0 || t->vla;
  case TypeKind::Struct:
  case TypeKind::Union:
  case TypeKind::Enum: return (t->tflags & TypeFlag::Complete) != 0;
  case TypeKind::Atomic: return is_complete(t->base);
  default: return true;
  }
}

bool is_object(QualType t) { return t->kind != TypeKind::Routine; }

IntKind int_kind_of(QualType t) {
  if (t->kind == TypeKind::Enum) return t->enum_int_kind;
  if (t->kind == TypeKind::Atomic) return int_kind_of(t->base);
  return t->int_kind;
}

bool is_signed_integer(QualType t) { return is_integer(t) && is_signed(int_kind_of(t)); }
bool is_unsigned_integer(QualType t) { return is_integer(t) && !is_signed(int_kind_of(t)); }

unsigned int_bits(IntKind k) {
  switch (k) {
  case IntKind::Bool: return 1;
  case IntKind::Char: case IntKind::SChar: case IntKind::UChar: return 8;
  case IntKind::Short: case IntKind::UShort: return 16;
  case IntKind::Int: case IntKind::UInt: return 32;
  case IntKind::Long: case IntKind::ULong: case IntKind::LongLong: case IntKind::ULongLong: return 64;
  case IntKind::Int128: case IntKind::UInt128: return 128;
  case IntKind::Count: break;
  }
  return 32;
}

int int_rank(IntKind k) {
  switch (k) {
  case IntKind::Bool: return 0;
  case IntKind::Char: case IntKind::SChar: case IntKind::UChar: return 1;
  case IntKind::Short: case IntKind::UShort: return 2;
  case IntKind::Int: case IntKind::UInt: return 3;
  case IntKind::Long: case IntKind::ULong: return 4;
  case IntKind::LongLong: case IntKind::ULongLong: return 5;
  case IntKind::Int128: case IntKind::UInt128: return 6;
  case IntKind::Count: break;
  }
  return 3;
}

IntKind unsigned_of(IntKind k) {
  switch (k) {
  case IntKind::Char: case IntKind::SChar: return IntKind::UChar;
  case IntKind::Short: return IntKind::UShort;
  case IntKind::Int: return IntKind::UInt;
  case IntKind::Long: return IntKind::ULong;
  case IntKind::LongLong: return IntKind::ULongLong;
  case IntKind::Int128: return IntKind::UInt128;
  default: return k;
  }
}

u128 int_max(IntKind k) {
  unsigned b = int_bits(k);
  if (k == IntKind::Bool) return 1;
  u128 all = b == 128 ? ~u128(0) : (u128(1) << b) - 1;
  return is_signed(k) ? all >> 1 : all;
}

i128 int_min(IntKind k) {
  if (!is_signed(k)) return 0;
  return -i128(int_max(k)) - 1;
}

QualType unatomic(QualType t) { return t->kind == TypeKind::Atomic ? t->base.with(t.quals()) : t; }

QualType element_type(QualType array) { return array->base.with(array.quals()); }
QualType pointee(QualType ptr) { return ptr->base; }
QualType return_type(QualType fn) { return fn->base; }

bool same_unqualified(QualType a, QualType b) { return compatible(a.unqualified(), b.unqualified()); }

// C17 6.2.7 and 6.7.6: compatibility, structural. Records and enums by identity (one
// translation unit); an enum is compatible with its underlying integer type.
bool compatible(QualType a, QualType b, bool ignore_quals) {
  for (;;) {
    if (a == b) return true;
    if (!ignore_quals && a.quals() != b.quals()) return false;
    Type* x = a.type();
    Type* y = b.type();
    if (x == y) return true;
    if (x->kind == TypeKind::Error || y->kind == TypeKind::Error) return true;
    if (x->kind == TypeKind::Enum && y->kind == TypeKind::Integer) return x->enum_int_kind == y->int_kind;
    if (y->kind == TypeKind::Enum && x->kind == TypeKind::Integer) return y->enum_int_kind == x->int_kind;
    if (x->kind != y->kind) return false;
    switch (x->kind) {
    case TypeKind::Void: return true;
    case TypeKind::Integer: return x->int_kind == y->int_kind;
    case TypeKind::Float: return x->float_kind == y->float_kind;
    case TypeKind::Complex:
    case TypeKind::Atomic:
      a = x->base, b = y->base, ignore_quals = false;
      continue;
    case TypeKind::Pointer:
      a = x->base, b = y->base, ignore_quals = false;
      continue;
    case TypeKind::Vector:
      if (x->size != y->size) return false;
      a = x->base, b = y->base, ignore_quals = false;
      continue;
    case TypeKind::Array: {
      bool xk = !(x->tflags & TypeFlag::ArrayUnknownBound) && !x->vla;
      bool yk = !(y->tflags & TypeFlag::ArrayUnknownBound) && !y->vla;
      if (xk && yk && x->count != y->count) return false;
      a = x->base, b = y->base, ignore_quals = false;
      continue;
    }
    case TypeKind::Routine: {
      if (!compatible(x->base, y->base)) return false;
      RoutineTypeSupplement* rx = x->routine;
      RoutineTypeSupplement* ry = y->routine;
      bool px = rx->rflags & RoutineTypeFlag::Prototyped, py = ry->rflags & RoutineTypeFlag::Prototyped;
      if (px && py) {
        if (rx->param_count != ry->param_count) return false;
        if ((rx->rflags & RoutineTypeFlag::Variadic) != (ry->rflags & RoutineTypeFlag::Variadic)) return false;
        for (ParamType *p = rx->params, *q = ry->params; p; p = p->next, q = q->next)
          if (!compatible(p->type.unqualified(), q->type.unqualified()) && !transparent_match(p->type, q->type)) return false;
        return true;
      }
      // C17 6.7.6.3p15: one without a prototype. Parameter promotions are not checked
      // (gcc accepts K&R definitions against prototypes with a warning at most).
      if (px || py) {
        RoutineTypeSupplement* r = px ? rx : ry;
        if (r->rflags & RoutineTypeFlag::Variadic) return false;
      }
      return true;
    }
    // Different entries are different types, except copies made for an alignment
    // attribute (TypeTable::with_align), which share the original's supplement.
    case TypeKind::Struct:
    case TypeKind::Union: return x->record == y->record;
    case TypeKind::Enum: return x->enumerators == y->enumerators && x->tag == y->tag && x->enumerators;
    default: return false;
    }
  }
}

// GCC: a transparent union parameter matches a parameter of one of its members' types.
bool transparent_match(QualType a, QualType b) {
  auto member_of = [](QualType u, QualType t) {
    if (u->kind != TypeKind::Union || !(u->tflags & TypeFlag::TransparentUnion)) return false;
    for (Field* f = u->record->fields; f; f = f->next)
      if (compatible(f->type.unqualified(), t.unqualified())) return true;
    return false;
  };
  return member_of(a, b) || member_of(b, a);
}

QualType composite(TypeTable& tt, QualType a, QualType b) {
  Type* x = a.type();
  Type* y = b.type();
  if (x == y) return a;
  if (x->kind == TypeKind::Array && y->kind == TypeKind::Array) {
    bool xu = (x->tflags & TypeFlag::ArrayUnknownBound) != 0;
    bool yu = (y->tflags & TypeFlag::ArrayUnknownBound) != 0;
    QualType elem = composite(tt, x->base, y->base);
    if (xu && !yu) return y->vla ? b : tt.array_of(elem, y->count).with(a.quals());
    if (!xu && !x->vla) return tt.array_of(elem, x->count).with(a.quals());
    return a;
  }
  if (x->kind == TypeKind::Routine && y->kind == TypeKind::Routine) {
    bool px = x->routine->rflags & RoutineTypeFlag::Prototyped;
    bool py = y->routine->rflags & RoutineTypeFlag::Prototyped;
    if (!px && py) return b;
    return a;
  }
  if (x->kind == TypeKind::Pointer && y->kind == TypeKind::Pointer)
    return tt.pointer_to(composite(tt, x->base, y->base)).with(a.quals());
  return a;
}

// --- conversions

QualType promote(TypeTable& tt, QualType t) {
  t = unatomic(t);
  if (!is_integer(t)) return t.unqualified();
  IntKind k = int_kind_of(t);
  if (int_rank(k) < int_rank(IntKind::Int)) return tt.int_(); // all smaller types fit in int
  if (t->kind == TypeKind::Enum) return tt.integer(k);
  return t.unqualified();
}

QualType usual_arithmetic(TypeTable& tt, QualType a, QualType b) {
  a = unatomic(a).unqualified();
  b = unatomic(b).unqualified();
  if (is_complex(a) || is_complex(b)) {
    auto rank = [](QualType t) {
      if (is_complex(t)) t = t->base;
      return is_real_floating(t) ? float_conversion_rank(t->float_kind) : -1;
    };
    QualType ea = is_complex(a) ? a->base : a, eb = is_complex(b) ? b->base : b;
    int ra = rank(a), rb = rank(b);
    if (std::max(ra, rb) < 0) return tt.complex_of(usual_arithmetic(tt, ea, eb)); // complex integer types (GNU)
    return tt.complex((ra >= rb ? ea : eb)->float_kind);
  }
  if (is_real_floating(a) || is_real_floating(b)) {
    int ra = is_real_floating(a) ? float_conversion_rank(a->float_kind) : -1;
    int rb = is_real_floating(b) ? float_conversion_rank(b->float_kind) : -1;
    return ra >= rb ? a : b;
  }
  IntKind x = int_kind_of(promote(tt, a));
  IntKind y = int_kind_of(promote(tt, b));
  if (x == y) return tt.integer(x);
  bool sx = is_signed(x), sy = is_signed(y);
  if (sx == sy) return tt.integer(int_rank(x) >= int_rank(y) ? x : y);
  IntKind u = sx ? y : x, s = sx ? x : y;
  if (int_rank(u) >= int_rank(s)) return tt.integer(u);
  if (int_bits(s) > int_bits(u)) return tt.integer(s);
  return tt.integer(unsigned_of(s));
}

// --- printing

namespace {
std::string quals_string(u8 q) {
  std::string s;
  if (q & Qual::Const) s += "const ";
  if (q & Qual::Volatile) s += "volatile ";
  if (q & Qual::Restrict) s += "restrict ";
  return s;
}

// Builds `specifiers` + declarator text around `inner` (C's inside-out declarator syntax).
std::string declarator(QualType t, std::string inner, int depth = 0) {
  if (depth > 64) return "..." + inner;
  Type* x = t.type();
  switch (x->kind) {
  case TypeKind::Pointer: {
    std::string q = quals_string(t.quals());
    if (!q.empty()) q.pop_back();
    std::string s = "*" + (q.empty() ? "" : q + (inner.empty() ? "" : " ")) + inner;
    QualType p = x->base;
    if (p->kind == TypeKind::Array || p->kind == TypeKind::Routine) s = "(" + s + ")";
    return declarator(p, s, depth + 1);
  }
  case TypeKind::Array: {
    std::string dim = x->vla ? "[*]" : (x->tflags & TypeFlag::ArrayUnknownBound) ? "[]" : "[" + std::to_string(x->count) + "]";
    return declarator(x->base.with(t.quals()), inner + dim, depth + 1);
  }
  case TypeKind::Routine: {
    std::string params = "(";
    RoutineTypeSupplement* r = x->routine;
    for (ParamType* p = r->params; p; p = p->next) {
      if (p != r->params) params += ", ";
      params += declarator(p->type, "", depth + 1);
    }
    if (r->rflags & RoutineTypeFlag::Variadic) params += r->params ? ", ..." : "...";
    else if (!r->params && (r->rflags & RoutineTypeFlag::Prototyped)) params += "void";
    params += ")";
    return declarator(x->base, inner + params, depth + 1);
  }
  default: break;
  }
  std::string spec = quals_string(t.quals());
  switch (x->kind) {
  case TypeKind::Error: spec += "<error>"; break;
  case TypeKind::Void: spec += "void"; break;
  case TypeKind::Integer: spec += enum_name(x->int_kind); break;
  case TypeKind::Float: spec += enum_name(x->float_kind); break;
  case TypeKind::Complex: spec += "_Complex " + declarator(x->base, "", depth + 1); break;
  case TypeKind::Struct:
  case TypeKind::Union:
  case TypeKind::Enum:
    spec += x->kind == TypeKind::Struct ? "struct " : x->kind == TypeKind::Union ? "union " : "enum ";
    spec += x->tag ? std::string(x->tag.str()) : std::string("<anonymous>");
    break;
  case TypeKind::Typedef: spec += x->tag.str(); break;
  case TypeKind::Vector:
    spec += declarator(x->base, "", depth + 1) + " __attribute__((vector_size(" + std::to_string(x->size) + ")))";
    break;
  case TypeKind::Atomic: spec += "_Atomic(" + declarator(x->base, "", depth + 1) + ")"; break;
  default: spec += "?"; break;
  }
  if (inner.empty()) return spec;
  if (inner[0] == '*' || inner[0] == '(') return spec + " " + inner;
  return spec + " " + inner;
}
} // namespace

std::string type_to_string(QualType t) {
  if (!t) return "<null type>";
  return declarator(t, "");
}

std::string declaration_string(QualType t, std::string_view name) { return declarator(t, std::string(name)); }

} // namespace ilcc::sema
