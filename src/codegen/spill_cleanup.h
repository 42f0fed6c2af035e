// spill_cleanup.h — spill code that stack colouring made redundant (docs/regalloc.md,
// "Slot sharing").
//
// When a copy joins two spilled values, the allocator reloads the source from its slot and
// stores it to the destination's. Stack colouring then often gives both values one slot
// (the source dies where the destination is born), and the pair becomes
// `load r <- S; store r -> S`. After colouring, this pass
//   1. deletes every store of a register to a spill slot (a spill store, or a copy whose
//      spilled destination was folded into it) at a location the register is known to
//      hold, by a forward dataflow over the function (at a join, what every predecessor
//      agrees on): a full-width load of r from a frame location (a reload, or a copy whose
//      spilled source was folded) or a store of r there makes r known to hold it; a def of
//      r forgets r; a call, inline asm or implicit operands (the string instructions')
//      forget everything; anything else that may write memory forgets the frame objects
//      it names and what registers hold of locals, and marks what they hold of spill
//      slots stale: a local sharing a slot may be written through a pointer between two
//      spill values' lives, so a store of the register is needed again, but a reload
//      still reads what the register holds (the spill value it reads lives across, so no
//      local shares the slot meanwhile; a spill slot's address is never taken). At a
//      join, registers keep what every predecessor agrees on, stale if stale on one.
//      The same dataflow deletes every full-width
//      load from a spill slot into a register known to hold that location (`store r -> S;
//      load r <- S`: a copy between two spilled values that share a slot; or the value
//      kept in the register on every path);
//   2. deletes every spill store that no read of the slot follows on any path before the
//      slot is stored again or the function returns: a backward liveness of the spill
//      stores' locations, in which any other frame access overlapping a location reads
//      it (-g's markers do not; a spill value is never read through a pointer). Slot
//      sharing leaves stores of several values to one slot where only the last is read.
//      Not in a function calling a setjmp-like function (its second returns are paths
//      the CFG does not show);
//   3. then, if it deleted any, deletes every load from a spill slot whose register is dead
//      right after it (physical register liveness of the final code).
// Step 1 also runs alone before stack colouring (remove_unshared_redundant_spill_code),
// where no local shares a spill slot: a store through a pointer then leaves what the
// registers hold of spill slots fresh, and the stores it would make necessary after
// colouring go while they can.
// Only spill slots' accesses go: a local's may be volatile. (Stack colouring renames the
// spill slots sharing a local's space to the local, and flags their accesses
// kFlagSpillSlot; a slot that holds a local is no longer a spill slot.)
#pragma once

#include "codegen/mir.h"
#include "codegen/target.h"

namespace ilcc::mir {

struct SpillCleanupStats {
  u32 stores = 0;  // spill stores deleted
  u32 reloads = 0; // reloads deleted
};

// Step 1 alone, before stack colouring: no local shares a spill slot yet, so a store
// through a pointer leaves what registers hold of spill slots fresh.
void remove_unshared_redundant_spill_code(MFunction& f, const TargetDesc& td, SpillCleanupStats& stats);
// `ignore`: registers without liveness (the stack pointer, the frame pointer when kept).
void remove_redundant_spill_code(MFunction& f, const TargetDesc& td, RegMask ignore, SpillCleanupStats& stats);

} // namespace ilcc::mir
