// walk.h — the generic IL walker: one traversal engine for display, keep-in-IL marking,
// copying and (later) serialization.
//
// What. `walk_file_scope_il` visits every entry of the file-scope region; `walk_routine_scope_il`
// visits the IL of one function body (its own region). Both follow the schema of
// il/entries.def through il/schema.h: nobody writes a per-kind switch. The walker only
// navigates; five callback slots decide what happens at each entry:
//   entry           called once for each entry visited, before its fields (pre-order)
//   string          called for each text field: Sym fields as IdName, Str fields as
//                   OtherText (length strlen + 1), Text fields (string-literal bytes, which
//                   may hold NULs) as StringText with the length from their length field
//   pre_walk_check  called for every entry the walk reaches, before anything else; nonzero
//                   means "skip this entry and its subtree" (keep-in-IL marking uses it to
//                   stop at entries already marked)
//   entry_replace   called on every entry pointer the walker reads (Child, List elements,
//                   Type, Ref) before it goes on; the result is stored back into the field
//                   and walked instead (IL copy remaps old pointers to new ones this way);
//                   null clears a field, and unlinks a list element from its list
//   entry_filter    called on each element of a list (List fields and the per-kind lists);
//                   null skips the element in this walk (the list itself is not changed)
// and a context pointer `ctx` passed to each, plus walk-mode bits.
//
// Nesting. The slots, the mode, the context and the walk's scope and parity are one
// WalkState. Every walk entry point saves the current state, installs its own and restores
// the saved one on exit, so a callback may start a nested walk with other callbacks.
//
// Walk order (fixed; display and serialization depend on it):
//   phase 1  the file-scope Scope entry (Il::file_scope)
//   phase 2  the source files: Il::primary_file and its siblings
//   phase 5  the per-kind lists of file-scope entries (Il::list_head, linked through the
//            prefix's next_in_list), in EntryKind order, i.e. entries.def order; entries
//            on free lists (Allocated bit clear) and entries allocated during the walk are
//            not visited there
// EDG's phase 3 (main routine, compiler version and compilation time strings), phase 4
// (orphaned entities) and phase 6 (C++ module and lookup lists) have no counterpart in C.
// A routine-scope walk visits Routine::scope, then Routine::body.
// Within an entry, fields are visited in schema order: common fields, then the fields of
// the variant its selector names.
//
// Field kinds. Child, List and Type fields are walked into. Ref fields go through
// entry_replace but are walked into only with WalkMode::FollowRefs (keep-in-IL marking
// follows references). Next and Link fields are never followed: a list is walked from the
// List field that owns it, iterating the `next` chain, so a long list never deepens the
// recursion. Recursion depth is the depth of the tree (which the parser bounds); the last
// walkable field of an entry is walked by looping, not recursing (pointer-to-pointer chains,
// else-if chains).
//
// Scope restriction and the visited check, applied in this order to each entry reached:
//   1. pre_walk_check, if installed;
//   2. a file-scope walk does not enter entries outside file scope (Routine::scope/body);
//      a routine-scope walk does not enter file-scope entries (types, globals, routines);
//   3. without a pre_walk_check, the default visited check: each region has a walk parity
//      (Il::walk_parity), flipped at the start of a full walk of that region; an entry
//      whose WalkMark bit equals the parity was visited in this walk; otherwise the walker
//      stamps it. New entries get the region's current parity (alloc.cpp), so they count
//      as unvisited by the next walk.
// Invariant the parity check needs: every entry reachable in a region at a default-checked
// walk was reached by the previous default-checked walk of that region or allocated after
// it (an entry skipped by one walk would otherwise look visited to the next). File scope
// satisfies it by construction: phase 5 stamps every file-scope entry. A routine body
// satisfies it when its entries are linked into the body as they are built (sema does
// that). Walks with a pre_walk_check neither flip the parity nor stamp. A walk nested in a
// default-checked walk of the same region must install a pre_walk_check (asserted).
//
// Trace: at verbosity > 4 each entry prints "Walking IL tree, entry kind = <kind>" (and
// strings "Walking IL tree, string entry kind = <kind>") to the trace sink.
//
// Differs from EDG: the callbacks take a context pointer instead of reading globals; the
// state is thread_local (two translation units may be compiled on two threads); the
// walker is one schema-driven loop, not a generated 85-case switch; entry_filter skips
// elements without unlinking them; keep-in-IL marking uses the generic walker with a
// pre_walk_check instead of EDG's hand-specialized copies (il/keep.h).
#pragma once

#include "il/alloc.h"

#include <cstdio>
#include <string>

namespace ilcc::il {

struct FieldDesc; // il/schema.h

enum class StringKind : u8 { IdName, StringText, OtherText };
const char* string_kind_name(StringKind k); // "id name", "string text", "other text"

namespace WalkMode {
enum : u32 {
  FollowRefs = 1, // walk into the entities Ref fields point at
};
}

struct WalkCallbacks {
  void (*entry)(void* ctx, void* entry, EntryKind kind) = nullptr;
  void (*string)(void* ctx, const char* text, StringKind kind, u64 length) = nullptr;
  int (*pre_walk_check)(void* ctx, void* entry, EntryKind kind) = nullptr;
  void* (*entry_replace)(void* ctx, void* entry, EntryKind kind) = nullptr;
  void* (*entry_filter)(void* ctx, void* entry, EntryKind kind) = nullptr;
  void* ctx = nullptr;
  u32 mode = 0; // WalkMode bits
};

enum class WalkScope : u8 {
  None,    // no walk in progress
  File,    // only file-scope entries are entered
  Routine, // only entries of one function region are entered
  Any,     // no restriction (subtree walks; a pre_walk_check is required)
};

// The state of the innermost walk in progress (EDG's walk globals).
struct WalkState {
  WalkCallbacks cb;
  Il* il = nullptr;
  WalkScope scope = WalkScope::None;
  u32 region = 0;             // the region of a routine walk
  bool default_check = false; // no pre_walk_check: the parity check is in force
  u8 parity = 0;              // the walked region's parity (default check)
  // The field through which the entry being handed to a callback was reached (null for
  // the roots: the file scope, source files, per-kind list entries, a routine's scope and
  // body). Lets entry_replace tell an owned Child from a Ref, as IL copy must.
  const FieldDesc* field = nullptr;
};
const WalkState& current_walk();

// Walks the whole file-scope IL in the order above.
void walk_file_scope_il(Il& il, const WalkCallbacks& cb);
// Walks the IL of r's body; r's region must be live (r->region != 0).
void walk_routine_scope_il(Il& il, Routine* r, const WalkCallbacks& cb);
// Walks one entry and its subtree (EDG's walk_entry_and_subtree) with its own callbacks,
// restricted to `scope` (for WalkScope::Routine, `region` names the function region).
// Subtree walks must install a pre_walk_check: the parity check needs whole-region walks.
void walk_entry_and_subtree(Il& il, void* entry, EntryKind k, const WalkCallbacks& cb,
                            WalkScope scope = WalkScope::Any, u32 region = 0);

// --- IL tracing, shared by the walker, comparison and sharing (EDG's trace verbosity).
struct IlTrace {
  int verbosity = 0;
  std::string* out = nullptr; // when set, lines are appended here
  FILE* file = nullptr;       // else written here (if set)
};
void set_il_trace(const IlTrace& t);
const IlTrace& il_trace();
void il_trace_printf(const char* fmt, ...) __attribute__((format(printf, 1, 2)));

} // namespace ilcc::il
