// equality.h — what structural equality looks at: the one definition that the comparison
// (compare.cpp) and constant sharing's hash (share.cpp) both follow, so that two entries
// that compare equal always hash equal (the seed's hashing and comparison agree by
// construction rather than by care).
//
// For each field of the schema, its rule:
//   Ignore       not part of the meaning: locations, list links and caches, the names of
//                a function type's parameters
//   Bytes        the field's bytes: scalars, enums, flags, interned symbols, references
//                (entities are equal only to themselves, so identity is their meaning)
//   MaskedBytes  flags with some bits left out (Expr::eflags: Parenthesized and Implicit
//                record spelling, not meaning); field_mask gives the bits that count
//   LDouble      a long double's 10 value bytes (the rest is padding)
//   CString      a NUL-terminated string, by content
//   Text         counted bytes (the count field, then the bytes)
//   Type         a QualType, structurally (equiv_types; hash_type hashes a part of what
//                it compares: kind, qualifiers, integer/float kind, size, identity of
//                tagged and variably modified types)
//   Child, List  entries, recursively (lists in lockstep)
// And by kind: Variables, Routines, Labels, Fields and Scopes are entities (equal only to
// themselves); an Error expression equals nothing.
#pragma once

#include "il/schema.h"

namespace ilcc::il {

enum class FieldRule : u8 { Ignore, Bytes, MaskedBytes, LDouble, CString, Text, Type, Child, List };

FieldRule field_rule(const FieldDesc& d);
u8 field_mask(const FieldDesc& d); // MaskedBytes: the bits that count
bool is_entity_kind(EntryKind k);

} // namespace ilcc::il
