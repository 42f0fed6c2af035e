// types.h — C types in the IL: construction, layout and the rules of C17 6.2.5–6.3.
//
// TypeTable owns the basic types (one entry each, so that `int` is always the same
// pointer), caches derived types in the file-scope region (pointers through Type::derived
// for unqualified pointees and a map for qualified ones, arrays by element and count), and
// hash-conses function types so that each distinct prototype exists once; a duplicate's
// parameter list goes back to the ParamType free list. Types that depend on a function's
// VLA sizes are allocated in that function's region and never cached.
//
// Sizes and alignments are those of the SysV x86-64 ABI (LP64, char signed, long double
// the 80-bit x87 format in 16 bytes). Struct layout follows the ABI's rules, including
// bit-fields (§3.1.2: a bit-field does not straddle a unit of its declared type unless
// packed; unnamed bit-fields do not affect alignment), GNU `packed`, `aligned` and
// `#pragma pack`, and flexible array members.
#pragma once

#include "il/alloc.h"
#include "support/hash.h"

#include <string>
#include <vector>

namespace ilcc::sema {

using namespace il;

struct RecordLayoutInput {
  u32 pack = 0;          // #pragma pack value, 0: none
  bool packed = false;   // __attribute__((packed)) on the record
  u32 min_align = 0;     // __attribute__((aligned(N))) on the record
};

class TypeTable {
public:
  explicit TypeTable(Il& il);

  Il& il;
  Type* error_type;
  Type* void_type;
  Type* int_types[size_t(IntKind::Count)];
  Type* float_types[size_t(FloatKind::Count)];
  Type* complex_types[size_t(FloatKind::Count)];

  QualType error() const { return QualType::of(error_type); }
  QualType void_() const { return QualType::of(void_type); }
  QualType integer(IntKind k) const { return QualType::of(int_types[size_t(k)]); }
  QualType int_() const { return integer(IntKind::Int); }
  QualType char_() const { return integer(IntKind::Char); }
  QualType size_t_() const { return integer(IntKind::ULong); }
  QualType ptrdiff_t_() const { return integer(IntKind::Long); }
  QualType floating(FloatKind k) const { return QualType::of(float_types[size_t(k)]); }
  QualType complex(FloatKind k) const { return QualType::of(complex_types[size_t(k)]); }

  // Derived types. `region` is where a variably modified result must live.
  QualType pointer_to(QualType pointee);
  QualType void_ptr() { return pointer_to(void_()); }
  QualType char_ptr() { return pointer_to(char_()); }
  QualType array_of(QualType elem, u64 count, u16 extra_flags = 0);
  QualType unknown_bound_array(QualType elem);
  QualType vla_of(QualType elem, Expr* size);     // current function region
  // A function type; `params` (a ParamType list) is consumed: it becomes the type's list or
  // is freed when an equal type exists.
  QualType function(QualType ret, ParamType* params, u8 rflags);
  QualType atomic(QualType base);
  QualType vector(QualType elem, u64 bytes);
  QualType complex_of(QualType elem);             // _Complex of any arithmetic element
  Type* new_record(bool is_union, Symbol tag, Loc loc);
  Type* new_enum(Symbol tag, Loc loc);
  QualType with_align(QualType t, u32 align);     // a copy of t with a different alignment
  Type* new_typedef(Symbol name, QualType aliased, Loc loc);

  // Completes a record: computes field offsets, size and alignment. False (with `err`)
  // when a field has an incomplete type or the record is too large.
  bool layout_record(Type* rec, const RecordLayoutInput& in, std::string& err);

private:
  Type* basic(TypeKind k, u64 size, u32 align);
  HashMap<uintptr_t, Type*> qualified_pointers_;
  struct ArrayKey {
    uintptr_t elem;
    u64 count;
    u16 flags;
    bool operator==(const ArrayKey& o) const { return elem == o.elem && count == o.count && flags == o.flags; }
    explicit operator u64() const { return hash_combine(hash_combine(elem, count), flags); }
  };
  HashMap<ArrayKey, Type*> arrays_;
  HashMap<u64, std::vector<Type*>> functions_;
  HashMap<uintptr_t, Type*> atomics_;
};

// --- real floating types: the format each kind is stored in, and the rank the usual
// arithmetic conversions compare (C23 6.3.1.8, ISO/IEC TS 18661-3): by format (range and
// precision), then, between kinds of one format, interchange (_FloatN) over standard
// (float, double, long double) over extended (_FloatNx).
enum class FloatFormat : u8 { Binary32, Binary64, X87, Binary128 };
inline FloatFormat float_format(FloatKind k) {
  switch (k) {
  case FloatKind::Float: case FloatKind::Float32: return FloatFormat::Binary32;
  case FloatKind::Double: case FloatKind::Float64: case FloatKind::Float32x: return FloatFormat::Binary64;
  case FloatKind::LongDouble: case FloatKind::Float64x: return FloatFormat::X87;
  default: return FloatFormat::Binary128;
  }
}
inline int float_conversion_rank(FloatKind k) {
  int kind = k == FloatKind::Float32 || k == FloatKind::Float64 || k == FloatKind::Float128 ? 2
             : k == FloatKind::Float32x || k == FloatKind::Float64x                         ? 0
                                                                                            : 1;
  return int(float_format(k)) * 3 + kind;
}

// --- classification (on the unqualified type; a Typedef is never the type of a value)
inline bool is_void(QualType t) { return t->kind == TypeKind::Void; }
inline bool is_integer(QualType t) { return t->kind == TypeKind::Integer || t->kind == TypeKind::Enum; }
inline bool is_bool(QualType t) { return t->kind == TypeKind::Integer && t->int_kind == IntKind::Bool; }
inline bool is_real_floating(QualType t) { return t->kind == TypeKind::Float; }
inline bool is_complex(QualType t) { return t->kind == TypeKind::Complex; }
inline bool is_floating(QualType t) { return is_real_floating(t) || is_complex(t); }
inline bool is_real(QualType t) { return is_integer(t) || is_real_floating(t); }
inline bool is_arithmetic(QualType t) { return is_integer(t) || is_floating(t); }
inline bool is_pointer(QualType t) { return t->kind == TypeKind::Pointer; }
inline bool is_scalar(QualType t) { return is_arithmetic(t) || is_pointer(t); }
inline bool is_array(QualType t) { return t->kind == TypeKind::Array; }
inline bool is_function(QualType t) { return t->kind == TypeKind::Routine; }
inline bool is_record(QualType t) { return t->kind == TypeKind::Struct || t->kind == TypeKind::Union; }
inline bool is_aggregate(QualType t) { return is_array(t) || is_record(t); }
inline bool is_vector(QualType t) { return t->kind == TypeKind::Vector; }
inline bool is_atomic(QualType t) { return t->kind == TypeKind::Atomic; }
inline bool is_error(QualType t) { return t->kind == TypeKind::Error; }
inline bool is_vla(QualType t) { return is_array(t) && t->vla; }
inline bool is_variably_modified(QualType t) { return t->tflags & TypeFlag::VariablyModified; }
// Complete object type (C17 6.2.5p1); VLAs are complete.
bool is_complete(QualType t);
bool is_object(QualType t);

IntKind int_kind_of(QualType t); // integer or enum: the (compatible) integer kind
bool is_signed_integer(QualType t);
bool is_unsigned_integer(QualType t);
unsigned int_bits(IntKind k);
inline u64 int_size(IntKind k) { return k == IntKind::Bool ? 1 : int_bits(k) / 8; }
int int_rank(IntKind k); // C17 6.3.1.1p1
IntKind unsigned_of(IntKind k);
u128 int_max(IntKind k); // as unsigned bits
i128 int_min(IntKind k);

// Strip _Atomic for value purposes (C17 6.2.5p27: the value has the non-atomic type).
QualType unatomic(QualType t);
QualType element_type(QualType array); // the element type, with the array's qualifiers
QualType pointee(QualType ptr);
QualType return_type(QualType fn);

// C17 6.2.7: compatible types, and the composite type of two compatible ones.
bool compatible(QualType a, QualType b, bool ignore_quals = false);
QualType composite(TypeTable& tt, QualType a, QualType b);
bool same_unqualified(QualType a, QualType b);
bool transparent_match(QualType a, QualType b);
// An object type whose size is known only at run time (a VLA, or an array of them).
inline bool has_variable_size(QualType t) { return t->kind == TypeKind::Array && (t->tflags & TypeFlag::VariablyModified); }

// C17 6.3.1.1p2, 6.3.1.8.
QualType promote(TypeTable& tt, QualType t);
QualType usual_arithmetic(TypeTable& tt, QualType a, QualType b);

std::string type_to_string(QualType t);
// `T name` the way C declares it ("int (*)[3]" with an empty name).
std::string declaration_string(QualType t, std::string_view name);

// Alignment and size of objects of type t (size 0 for incomplete types and VLAs).
inline u32 align_of(QualType t) { return t->align ? t->align : 1; }
inline u64 size_of(QualType t) { return t->size; }

} // namespace ilcc::sema
