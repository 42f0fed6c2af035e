// compare.h — structural equality of IL expressions, constants and types.
//
// What. Two independently built trees that mean the same thing compare equal:
// `compare_constants` is the equality predicate of constant sharing (il/share.h), and
// `compare_expressions` lets later passes recognise repeated expressions.
//
// Algorithm. One schema-driven comparison of two entries of the same kind: pointer identity
// first (equal pointers are equal), then field by field along the FieldDesc tables — the
// common fields (so a differing variant selector is found before any variant field), then
// the fields of the variant:
//   scalars and enums   equal bytes; long doubles bitwise on their 10 value bytes, so NaN
//                       payloads count and -0.0 differs from 0.0
//   Loc                 ignored (where a thing was written does not change what it is)
//   Sym                 identity (symbols are interned); Str by content
//   Text                the byte count field is compared first, then the bytes
//   Type                structurally (below)
//   Child               recursively by the target's kind
//   List                element by element in lockstep; equal lengths
//   Ref                 identity: the same entity
//   Next, Link          ignored (list links and caches)
// The last Child or Type pair still to compare is not compared recursively but by looping
// back (EDG's manual tail call), so chains of designators, address constants or pointer
// types do not deepen the stack. A depth counter (EDG's recursion-depth global) indents the
// trace (verbosity > 3).
//
// Types: equal QualTypes are equal; otherwise, unless CompareFlag::Strict asks for identity,
// typedef names are looked through (their qualifiers merged), qualifiers must match, the
// kinds must match, structs, unions and enums are equal only if they are the same type —
// the same supplement (record, enumerator list), as sema's compatible() decides, which
// their copies for an alignment or may_alias attribute share — laid out and aliased alike,
// variably modified arrays only if they are the same entry, and the other kinds compare field by field (size, alignment,
// flags, integer/float kind, element count, parameter types — not parameter names) with
// equal base types.
//
// Kind-specific rules, where C semantics need them: an Error expression equals nothing (as
// in EDG); Variables, Routines, Labels, Fields and Scopes are entities, equal only to
// themselves (two compound literals are two objects); the Parenthesized and Implicit bits
// of Expr::eflags are ignored (they record spelling, not meaning); ParamType::name and
// Type::tag of non-tagged types are ignored.
//
// Differs from EDG: no template-argument, dynamic-init or C++-entity kinds; references are
// always compared by identity (EDG's strict flag chooses between identity and equivalence
// of entities; here CompareFlag::Strict makes types identity-compared instead).
#pragma once

#include "il/alloc.h"

namespace ilcc::il {

namespace CompareFlag {
enum : u32 {
  Strict = 1, // types must be the same entry with the same qualifiers
};
}

bool compare_expressions(const Expr* a, const Expr* b, u32 flags = 0);
bool compare_constants(const Constant* a, const Constant* b, u32 flags = 0);
bool equiv_types(QualType a, QualType b, u32 flags = 0);
// The generic comparison of two entries of kind k (null equals only null).
bool compare_entries(EntryKind k, const void* a, const void* b, u32 flags = 0);

// q with typedef names looked through; their qualifiers are merged into the result.
QualType strip_typedefs(QualType q);
// The recursion depth of the comparison in progress (0 outside one).
u32 compare_depth();

} // namespace ilcc::il
