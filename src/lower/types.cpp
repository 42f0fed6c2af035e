// types.cpp — C types as IR types, and the by-value ABI facts of aggregates.
//
// Scalars map to the IR's scalar types by size and signedness (_Bool is u8, pointers ptr,
// long double f128, _Float128 the i128 of its bits). Everything else — structs, unions, arrays, _Complex and vectors —
// lives in memory and is handled through its address; for by-value passing and returning
// it is flattened into scalar parts and classified by the SysV rules (target/x86_64).
#include "lower/internal.h"

namespace ilcc::lower {

IrType ir_type(QualType t, bool wide_vectors) {
  t = sema::unatomic(t);
  switch (t->kind) {
  case TypeKind::Vector: {
    // GNU vectors of 8 and 16 bytes, and of 32 under AVX, of integers or float/double are
    // IR vectors; others live in memory (element by element, complex.cpp).
    if (t->size > 16 && !wide_vectors) return IrType::Void;
    QualType e = t->base;
    IrType et = IrType::Void;
    if (e->kind == TypeKind::Float) et = e->float_kind == FloatKind::LongDouble ? IrType::Void : ir_type(e);
    else if (e->kind == TypeKind::Integer || e->kind == TypeKind::Enum) et = e->size <= 8 ? ir_type(e) : IrType::Void;
    return et == IrType::Void ? et : vector_type(et, t->lanes);
  }
  case TypeKind::Integer:
  case TypeKind::Enum: {
    IntKind k = sema::int_kind_of(t);
    bool sign = is_signed(k);
    switch (sema::int_size(k)) {
    case 1: return sign ? IrType::I8 : IrType::U8;
    case 2: return sign ? IrType::I16 : IrType::U16;
    case 4: return sign ? IrType::I32 : IrType::U32;
    case 8: return sign ? IrType::I64 : IrType::U64;
    default: return sign ? IrType::I128 : IrType::U128;
    }
  }
  case TypeKind::Pointer: return IrType::Ptr;
  case TypeKind::Float:
    switch (sema::float_format(t->float_kind)) {
    case sema::FloatFormat::Binary32: return IrType::F32;
    case sema::FloatFormat::Binary64: return IrType::F64;
    case sema::FloatFormat::X87: return IrType::F128;
    default: return IrType::I128; // _Float128: its bits (float128.cpp)
    }
  default: return IrType::Void;
  }
}

bool is_ir_scalar(QualType t, bool wide_vectors) { return ir_type(t, wide_vectors) != IrType::Void; }

namespace {
void flatten(QualType t, u64 base, std::vector<x86_64::Part>& parts, bool& unaligned) {
  t = sema::unatomic(t);
  switch (t->kind) {
  case TypeKind::Integer:
  case TypeKind::Enum:
  case TypeKind::Pointer:
    if (t->size == 16) {
      parts.push_back({base, 8, x86_64::PartClass::Integer});
      parts.push_back({base + 8, 8, x86_64::PartClass::Integer});
    } else {
      parts.push_back({base, u32(t->size), x86_64::PartClass::Integer});
    }
    if (base % t->size) unaligned = true;
    return;
  case TypeKind::Float:
    if (sema::float_format(t->float_kind) == sema::FloatFormat::X87) parts.push_back({base, 16, x86_64::PartClass::X87});
    else if (sema::float_format(t->float_kind) == sema::FloatFormat::Binary128) parts.push_back({base, 16, x86_64::PartClass::Vector16});
    else parts.push_back({base, u32(t->size), x86_64::PartClass::Sse});
    if (base % t->size) unaligned = true;
    return;
  case TypeKind::Complex: {
    QualType e = t->base;
    flatten(e, base, parts, unaligned);
    flatten(e, base + e->size, parts, unaligned);
    return;
  }
  case TypeKind::Vector:
    // psABI: __m64 and __m128 (and GNU vectors of those sizes, integer ones too) are SSE.
    if (t->size == 16) parts.push_back({base, 16, x86_64::PartClass::Vector16});
    else if (t->size == 8) parts.push_back({base, 8, x86_64::PartClass::Sse});
    else if (t->size < 8) parts.push_back({base, u32(t->size), sema::is_integer(t->base) ? x86_64::PartClass::Integer : x86_64::PartClass::Sse});
    else unaligned = true; // 32/64-byte vectors in a struct: memory
    return;
  case TypeKind::Array:
    for (u64 i = 0; i < t->count && i * t->base->size < 64; ++i) flatten(t->base, base + i * t->base->size, parts, unaligned);
    return;
  case TypeKind::Struct:
  case TypeKind::Union:
    for (Field* f = t->record->fields; f; f = f->next) {
      if (f->fflags & FieldFlag::Bitfield) {
        if (f->bit_width == 0) continue;
        u64 bits = u64(f->bit_offset) + f->bit_width;
        u64 first = f->offset + 0;
        u64 last = f->offset + (bits - 1) / 8;
        for (u64 b = first; b <= last; ++b) parts.push_back({base + b, 1, x86_64::PartClass::Integer});
        continue;
      }
      if (f->fflags & FieldFlag::Flexible) continue;
      flatten(f->type, base + f->offset, parts, unaligned);
    }
    return;
  default: return;
  }
}
} // namespace

AbiInfo abi_info(QualType t) {
  AbiInfo a;
  a.size = u32(t->size);
  a.align = t->align ? t->align : 1;
  std::vector<x86_64::Part> parts;
  bool unaligned = false;
  if (t->size > 16) {
    a.classes = {EightbyteClass::Memory};
    return a;
  }
  flatten(t, 0, parts, unaligned);
  a.classes = x86_64::classify(t->size, parts, unaligned);
  return a;
}

int x87_return(QualType t) {
  t = sema::unatomic(t);
  if (t->kind == TypeKind::Complex && t->base->kind == TypeKind::Float &&
      sema::float_format(t->base->float_kind) == sema::FloatFormat::X87)
    return 2;
  if ((t->kind != TypeKind::Struct && t->kind != TypeKind::Union) || t->size != 16) return 0;
  std::vector<x86_64::Part> parts;
  bool unaligned = false;
  flatten(t, 0, parts, unaligned);
  for (const x86_64::Part& p : parts)
    if (p.cls != x86_64::PartClass::X87 || p.offset != 0) return 0;
  return parts.empty() ? 0 : 1;
}

IrType abi_register_type(const AbiInfo& a) {
  if (a.size > 8) return IrType::I128;
  if (a.size > 4) return IrType::I64;
  if (a.size > 2) return IrType::I32;
  if (a.size > 1) return IrType::I16;
  return IrType::I8;
}

} // namespace ilcc::lower
