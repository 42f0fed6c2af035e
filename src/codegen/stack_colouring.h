// stack_colouring.h — frame objects that are never live at the same time share stack space
// (docs/codegen.md, "Stack colouring").
//
// Runs after register allocation, before frame lowering. Two kinds of frame objects take
// part:
//   - locals with lifetime markers (the IR's lifetime_start / lifetime_end, selected as
//     the target's lifetime pseudo-instructions): an object is live at the points a start
//     reaches without passing an end — the union over all paths, so two objects whose
//     live points are disjoint are never alive at once on any execution;
//   - spill slots, when `share_spill_slots`: live from each write to the reads it reaches,
//     by the same per-register liveness as registers (their address is never taken).
// Every other object (no markers: the function-long lifetime of the IR; incoming
// arguments; the selector's own temporaries) keeps a slot of its own.
//
// The objects are coloured by interval: in order of their first live point, each takes
// a slot none of whose objects is live at any of its points — preferably a slot whose
// objects are all dead for good, the closest in size — or a new one; a slot is as large
// and as aligned as the largest and most aligned of its objects. Each object is then
// renamed to its slot's first object, and the markers are deleted. (A second colouring,
// largest first, is kept when it needs fewer bytes.) In both, an
// object first tries the slots of the spill slots a copy joins it to (a load of one into a
// register stored unchanged to the other), so that spill cleanup can delete the copy.
//
// Cost: the live points of an object are found by a walk over the blocks it is live in;
// the colouring keeps the slots in a heap by the end of their last live point and in
// ordered maps by size, and tries at most kMaxHoleTries slots that are still live later
// (an object may fit in a hole of their live points): O(n log n) in the objects, plus
// the size of their live ranges times its logarithm.
#pragma once

#include "codegen/mir.h"
#include "codegen/target.h"

namespace ilcc::mir {

struct StackColouringStats {
  u32 coloured = 0;       // objects that took part
  u32 shared = 0;         // of them, objects placed in another object's slot
  u32 spill_shared = 0;   // of those, spill slots
  u64 bytes_before = 0;   // the coloured objects' sizes, summed
  u64 bytes_after = 0;    // the slots' sizes, summed
};

// Colours f's frame objects (see above) and deletes the lifetime pseudo-instructions of
// `td` (TargetDesc::lifetime_start_op, lifetime_end_op).
void colour_stack(MFunction& f, const TargetDesc& td, bool share_spill_slots, StackColouringStats& stats);

} // namespace ilcc::mir
