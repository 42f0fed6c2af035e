// share.h — constant sharing (hash-consing) and string literal interning.
//
// What. Equal constants are stored once: alloc_shareable_constant() returns the canonical
// copy of a constant, making one in the file-scope region the first time a value is seen.
// Without it every `0`, `1` and `sizeof(x)` of a translation unit would be its own entry.
//
// Algorithm. A table of buckets (Il::share_table, 2039 at first, a prime) of chains linked
// through Constant::hash_next; when the entries outnumber the buckets the table grows to
// twice as many plus one and every entry is rehashed, so the chains stay short however
// many distinct constants a translation unit has (seed 002 keeps 2039 fixed: 10^5 case
// labels made lookups walk chains of 50 entries and the front end quadratic). compute_constant_hash() hashes a constant's value consistently with
// compare_constants() (il/compare.h): scalar fields by value, long doubles by their value
// bytes, types by their typedef-free kind, qualifiers and size (identity for tagged
// types), references by address, children and lists recursively; locations are left out.
// On lookup the chain is searched with compare_constants; a hit is moved to the front of
// its chain (most recently used first: the same constants recur in bursts). A miss copies
// the constant into the file-scope region and links it at the head of the chain. Five
// counters (Il::share) record calls, comparisons, misses (new entries) and hits, split by
// whether the request came from file scope (region hit) or a function (global hit).
//
// Shareable: not Aggregate, Designator or InitRepeat (their element lists are per owner;
// their leaf values are shared one by one instead); String only when
// Il::share_options.strings; not a constant on a list (its `next` is per owner); its type
// and every entity it refers to live in file scope (not a VLA type, not a label address:
// those die with the function's region); its Child constants are shareable themselves or
// already in file scope. Nothing is shared when Il::share_options.enabled is off.
//
// Ownership. The input may be a local constant (Il::alloc_local_constant): it is returned
// to its free list after a hit or after being copied, together with the local constants it
// owns as children. A non-local input is left alone (the caller owns it). A local constant
// that cannot be shared is turned into a permanent constant of the current region (its
// local children shared or made permanent too) and freed.
//
// Invariant: a shared constant (Prefix::Shared) lives in file scope, is in exactly one
// chain and must never be modified afterwards — every user of that value holds the same
// entry. set_constant_kind and free_local_constant assert it; to change a value, copy it
// (il/copy.h) and share the copy. A string constant's bytes live in its own region or in
// file scope; the canonical copy's bytes are in file scope.
//
// Differs from EDG: no parent-constant delegation or template-parameter kinds; the
// "fixup" of a canonical copy shares its children instead of re-attaching expressions;
// intern_string_constant builds the scratch constant itself from raw bytes.
#pragma once

#include "il/alloc.h"

namespace ilcc::il {

bool constant_is_shareable(const Il& il, const Constant* c);
u64 compute_constant_hash(const Constant* c);
// The canonical copy of c (see Ownership above).
Constant* alloc_shareable_constant(Il& il, Constant* c);
// The canonical string constant of `type` holding `length` bytes (terminators included)
// of `char_size`-byte characters; the bytes are copied into file scope on a miss. Matches
// in strict mode (the same type entry). With string sharing off, a fresh file-scope
// constant each time.
Constant* intern_string_constant(Il& il, QualType type, const void* bytes, u64 length,
                                 u8 char_size);
// Number of constants in the sharing table (for tests and -fil-stats).
size_t shared_constant_count(const Il& il);

} // namespace ilcc::il
