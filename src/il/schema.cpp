// schema.cpp — the field tables, expanded from il/entries.def, and the enum name tables.
#include "il/schema.h"

#include <cstddef>
#include <cstring>

namespace ilcc::il {

// --- names of enumerations
#define IL_ENUM_BEGIN(Name)                                                                        \
  const char* enum_name(Name v) {                                                                  \
    static const char* const names[] = {
#define IL_ENUMERATOR(Name, Value, text) text,
#define IL_ENUM_END(Name)                                                                          \
  };                                                                                               \
  return size_t(v) < sizeof names / sizeof *names ? names[size_t(v)] : "?";                        \
  }
#include "il/enums.def"

#define IL_VARIANTS(Name, selector)                                                                \
  const char* enum_name(Name##Kind v) {                                                            \
    static const char* const names[] = {
#define IL_VARIANT(Name, Sub) #Sub,
#define IL_EMPTY(Name, Sub) #Sub,
#define IL_ALIAS(Name, Sub, Of) #Sub,
#define IL_VARIANTS_END(Name)                                                                      \
  };                                                                                               \
  return size_t(v) < sizeof names / sizeof *names ? names[size_t(v)] : "?";                        \
  }
#include "il/entries.def"

namespace {
struct OperatorInfo {
  const char* name;
  const char* spelling;
  int arity;
  u8 flags;
};
using namespace OpFlag;
const OperatorInfo kOperators[] = {
#define IL_OPERATOR(E, spelling, arity, flags) {#E, spelling, arity, flags},
#include "il/operators.def"
};
} // namespace

const char* enum_name(Operator op) { return size_t(op) < size_t(Operator::Count) ? kOperators[size_t(op)].name : "?"; }
std::string_view operator_spelling(Operator op) { return kOperators[size_t(op)].spelling; }
int operator_arity(Operator op) { return kOperators[size_t(op)].arity; }
u8 operator_flags(Operator op) { return kOperators[size_t(op)].flags; }

const char* enum_name(EntryKind k) {
  static const char* const names[] = {
      "none",
#define IL_ENTRY(Name, display, region) #Name,
#include "il/entries.def"
  };
  return size_t(k) < size_t(EntryKind::Count) ? names[size_t(k)] : "?";
}

const char* field_kind_name(FieldKind k) {
  static const char* const names[] = {"bool", "u8",  "u16",  "u32", "u64",  "i64",  "u128",
                                      "ldouble", "loc", "sym", "str", "enum", "flags", "type",
                                      "child", "list", "ref", "next", "link", "text"};
  return names[size_t(k)];
}

// --- field tables. Each entry's common fields form `Name_common`; each variant with
// fields `Name_Sub`. Tables end with a null name.
namespace {
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
#endif
const FieldDesc kNoFields[] = {{}};
#define IL_ENTRY(Name, display, region) static_assert(alignof(Name) <= 8, "IL entries are 8-byte aligned");
#include "il/entries.def"

#define FD(Name, field, fk, tgt, en, aux)                                                          \
  {#field, FieldKind::fk, EntryKind::tgt, u32(offsetof(Name, field)),                              \
   u32(sizeof(static_cast<Name*>(nullptr)->field)), en, aux},
#define IL_ENTRY(Name, display, region) const FieldDesc Name##_common[] = {
#define IL_FIELD(Name, Kind, CType, field) FD(Name, field, Kind, None, nullptr, 0)
#define IL_ENUM(Name, EnumType, field)                                                             \
  FD(Name, field, Enum, None, [](u8 v) { return enum_name(EnumType(v)); }, 0)
#define IL_FLAGS(Name, CType, field) FD(Name, field, Flags, None, nullptr, 0)
#define IL_TYPE(Name, field) FD(Name, field, Type, Type, nullptr, 0)
#define IL_CHILD(Name, Target, field) FD(Name, field, Child, Target, nullptr, 0)
#define IL_LIST(Name, Target, field) FD(Name, field, List, Target, nullptr, 0)
#define IL_REF(Name, Target, field) FD(Name, field, Ref, Target, nullptr, 0)
#define IL_NEXT(Name) FD(Name, next, Next, Name, nullptr, 0)
#define IL_LINK(Name, CType, field) FD(Name, field, Link, None, nullptr, 0)
#define IL_TEXT(Name, field, length_field) FD(Name, field, Text, None, nullptr, u32(offsetof(Name, length_field)))
#define IL_VARIANTS(Name, selector) {}};
#define IL_VARIANT(Name, Sub) const FieldDesc Name##_##Sub[] = {
#define IL_VARIANT_END(Name, Sub) {}};
#define IL_VARIANTS_END(Name) [[maybe_unused]] const FieldDesc Name##_tail[] = {
#define IL_END(Name) {}};
#include "il/entries.def"
#undef FD

// Variant tables, by selector value, and the selector's offset.
template <class T> struct Variants {
  static constexpr const FieldDesc* const* table = nullptr;
  static constexpr u32 count = 0;
  static constexpr u32 selector = ~0u;
};
#define IL_VARIANTS(Name, selector_field) const FieldDesc* const Name##_variants[] = {
#define IL_VARIANT(Name, Sub) Name##_##Sub,
#define IL_EMPTY(Name, Sub) kNoFields,
#define IL_ALIAS(Name, Sub, Of) Name##_##Of,
#define IL_VARIANTS_END(Name) };
#include "il/entries.def"
#define IL_VARIANTS(Name, selector_field)                                                          \
  template <> struct Variants<Name> {                                                              \
    static constexpr const FieldDesc* const* table = Name##_variants;                             \
    static constexpr u32 count = u32(sizeof Name##_variants / sizeof *Name##_variants);           \
    static constexpr u32 selector = u32(offsetof(Name, selector_field));                           \
  };
#include "il/entries.def"

u32 variant_start(const FieldDesc* const* table, u32 count, u32 size) {
  u32 start = size;
  for (u32 i = 0; i < count; ++i)
    for (const FieldDesc* d = table[i]; d->name; ++d)
      if (d->offset < start) start = d->offset;
  return start;
}

u32 next_of(const FieldDesc* fields) {
  for (const FieldDesc* d = fields; d->name; ++d)
    if (d->kind == FieldKind::Next) return d->offset;
  return ~0u;
}

struct SchemaTable {
  EntrySchema entries[size_t(EntryKind::Count)];
  SchemaTable() {
    entries[0] = {"none", "None", 0, RegionPolicy::Dual, ~0u, ~0u, 0, 0, kNoFields, nullptr};
#define IL_ENTRY(Name, display, region)                                                            \
  entries[size_t(EntryKind::Name)] = {display,                                                     \
                                      #Name,                                                       \
                                      u32(sizeof(Name)),                                           \
                                      RegionPolicy::region,                                        \
                                      next_of(Name##_common),                                      \
                                      Variants<Name>::selector,                                    \
                                      variant_start(Variants<Name>::table, Variants<Name>::count,  \
                                                    u32(sizeof(Name))),                            \
                                      Variants<Name>::count,                                       \
                                      Name##_common,                                               \
                                      Variants<Name>::table};
#include "il/entries.def"
  }
};
const SchemaTable kSchema;
} // namespace

const EntrySchema& schema(EntryKind k) { return kSchema.entries[size_t(k)]; }

const FieldDesc* find_field(EntryKind k, const char* name) {
  const EntrySchema& s = schema(k);
  auto scan = [&](const FieldDesc* d) -> const FieldDesc* {
    for (; d->name; ++d)
      if (std::strcmp(d->name, name) == 0) return d;
    return nullptr;
  };
  if (const FieldDesc* d = scan(s.common)) return d;
  for (u32 i = 0; i < s.variant_count; ++i)
    if (const FieldDesc* d = scan(s.variants[i])) return d;
  return nullptr;
}

FieldTables field_tables(EntryKind k, const void* entry) {
  const EntrySchema& s = schema(k);
  FieldTables t{s.common, kNoFields};
  if (s.variant_count) {
    u8 sel = *(static_cast<const u8*>(entry) + s.selector_offset);
    if (sel < s.variant_count) t.variant = s.variants[sel];
  }
  return t;
}

} // namespace ilcc::il
