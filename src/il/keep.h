// keep.h — keep-in-IL marking: what must be emitted, and everything it needs.
//
// What. Sets Prefix::KeepInIl (bit 7 of the flags byte) on every entry reachable from the
// definitions a translation unit must emit. Lowering skips Routines and Variables without
// the bit: the many `static inline` functions of system headers that a file never calls
// cost nothing past the parser.
//
// Roots (C17 6.9, 6.7.4 and GNU attributes):
//   - Routines that are defined and either have external linkage and are not C99 inline-only
//     definitions (`inline` without `extern`, external linkage: RoutineFlag::Inline without
//     ExternInline provides no external definition, C17 6.7.4p7), or have internal linkage
//     and are not inline (gcc -O0 emits an unreferenced static function too; the
//     optimizer's `globaldce` drops it from -O1 on), or are __attribute__((used)),
//     constructors or destructors. So only `static inline` functions (and GNU nested
//     functions, lowered with their container) wait for a reference: C code defines its
//     static functions before their callers, and holding each body until the end of the
//     file would make the front end's memory grow with the file;
//   - Variables with a definition (tentative ones included) and external linkage, or
//     __attribute__((used)).
// A routine or variable defined as an alias (__attribute__((alias("name")))) also keeps
// the entity its alias_target names.
//
// Algorithm. The generic walker (il/walk.h) in reference-following mode with a
// pre_walk_check that sets the bit and answers "skip" for entries already marked, so each
// entry is entered once and cycles end. A function body lives in its own region, walked
// by walk_routine_scope_il: a file-scope walk stops at Routine::scope/body (the routine is
// queued for a body walk instead), and a body walk stops at file-scope entries (queued for
// a file-scope walk). Two worklists, drained until both are empty, connect the walks; the
// bit doubles as the visited set, so the total work is linear in what gets marked.
//
// Entities marked before their definition was complete (a tentative definition completed
// later; an extern object used by a function, then defined with an initializer naming
// statics) get their fields walked again: mark_to_keep_in_il() reopens every kept entity
// (its own bit does not stop the walk; the entries below already kept do), so the marking
// is complete for every order of definitions and uses, at one look per kept entity.
//
// Incremental use. keep_in_il_routine_completed() is meant to be called when a function
// body is complete, while its region is live: a root, or a routine already marked because
// some earlier definition referred to it, gets its body walked now. A routine's region must
// stay live until the routine is marked or mark_to_keep_in_il() has run: marking what a body
// refers to needs the body. A body released before it was walked contributes nothing.
//
// Differs from EDG: EDG marks device code for CUDA with hand-specialized copies of the
// walker (no function-pointer calls); ilcc uses the one generic walker with a
// pre_walk_check (the marking is linear and cheap next to parsing), and the roots are C's
// external definitions rather than __device__ entities.
#pragma once

#include "il/alloc.h"

#include <string>
#include <vector>

namespace ilcc::il {

bool is_keep_in_il_root(const Routine* r);
bool is_keep_in_il_root(const Variable* v);

// Marks e and everything reachable from it (for a Routine, its body too when live; the
// body is walked even if the routine was already marked).
void keep_in_il_mark(Il& il, Routine* r);
void keep_in_il_mark(Il& il, Variable* v);
void keep_in_il_mark_entry(Il& il, void* e, EntryKind k, std::vector<Routine*>* newly_marked = nullptr);
// At the end of a function body: marks r if it is a root or already kept. With
// newly_marked, the routines this marking reached for the first time are appended (r
// among them): a caller that holds bodies waiting for a reference can lower them now.
void keep_in_il_routine_completed(Il& il, Routine* r, std::vector<Routine*>* newly_marked = nullptr);
// Marks from every root of the file scope.
void mark_to_keep_in_il(Il& il);

struct KeepCounts {
  u64 routines_kept = 0, routines_pruned = 0;   // pruned: defined but not kept
  u64 variables_kept = 0, variables_pruned = 0; // file-scope (static storage) variables
};
KeepCounts keep_in_il_counts(const Il& il);
// The counts as a text block for -fil-stats.
std::string keep_in_il_stats(const Il& il);

} // namespace ilcc::il
