// schema.h — the field tables of every IL entry kind, generated from il/entries.def.
//
// An entry's fields are its common fields followed, for kinds with variants (Expr, Type,
// Statement, Constant, SourceSequenceEntry), by the fields of the variant its selector
// names. The walker (il/walk.h), the display (il/display.h), comparison and copy
// (il/compare.h, il/copy.h) iterate over these tables instead of switching over kinds.
#pragma once

#include "il/alloc.h"

#include <span>

namespace ilcc::il {

enum class FieldKind : u8 {
  Bool, U8, U16, U32, U64, I64, U128, LDouble, Loc, Sym, Str, // scalars
  Enum,   // u8 with names
  Flags,  // bit set
  Type,   // QualType: a reference to a (shared) type entry, walked into
  Child,  // an owned entry
  List,   // an owned list linked by the target's `next`
  Ref,    // an entity owned elsewhere
  Next,   // this entry's own list link
  Link,   // a pointer the walker ignores
  Text,   // string-literal bytes; length in the U64 field at `aux`
};

struct FieldDesc {
  const char* name;  // null ends a table
  FieldKind kind;
  EntryKind target;  // Child, List, Ref: the entry kind pointed at
  u32 offset;
  u32 size;
  const char* (*enum_name)(u8); // Enum: the value's name
  u32 aux;           // Text: offset of the length field
};

struct EntrySchema {
  const char* display;   // EDG's table name ("expr node")
  const char* name;      // the C++ struct
  u32 size;              // bytes per entry (the prefix excluded)
  RegionPolicy policy;
  u32 next_offset;       // offset of `next`, or ~0u
  u32 selector_offset;   // offset of the variant selector, or ~0u
  u32 variant_offset;    // offset of the variant union (== size without variants)
  u32 variant_count;
  const FieldDesc* common;
  const FieldDesc* const* variants; // [variant_count], by selector value
};

const EntrySchema& schema(EntryKind k);
// The fields of `entry`: its common fields, then those of its current variant.
template <class F> void for_each_field(EntryKind k, const void* entry, F&& f) {
  const EntrySchema& s = schema(k);
  for (const FieldDesc* d = s.common; d->name; ++d) f(*d);
  if (s.variant_count) {
    u8 sel = *(static_cast<const u8*>(entry) + s.selector_offset);
    if (sel < s.variant_count)
      for (const FieldDesc* d = s.variants[sel]; d->name; ++d) f(*d);
  }
}
const char* field_kind_name(FieldKind k);
// The descriptor of the field called `name` among the common fields and all variants of
// kind k, or null. For one-time lookups (building rule tables), not for hot paths.
const FieldDesc* find_field(EntryKind k, const char* name);
// The fields of `entry` as two null-terminated tables (common fields, then the current
// variant's or an empty table), for loops that stop early.
struct FieldTables {
  const FieldDesc* common;
  const FieldDesc* variant;
};
FieldTables field_tables(EntryKind k, const void* entry);

// Typed access to a field by its descriptor.
template <class T> T& field_at(void* entry, const FieldDesc& d) {
  return *reinterpret_cast<T*>(static_cast<char*>(entry) + d.offset);
}
template <class T> const T& field_at(const void* entry, const FieldDesc& d) {
  return *reinterpret_cast<const T*>(static_cast<const char*>(entry) + d.offset);
}

} // namespace ilcc::il
