// regalloc.h — the register allocator (a fat-point allocator after ptxas; docs/regalloc.md).
//
// allocate_registers assigns a physical register to every virtual register of a machine
// function, inserting spill, reload, rematerialization and split code where registers
// run out, and rewrites the function to physical registers. Knobs tune it by name.
#pragma once

#include "codegen/mir.h"
#include "codegen/target.h"

#include <string>
#include <string_view>

namespace ilcc::mir {

struct RaKnobs {
#define RA_KNOB(name, def, description) i64 name = def;
#include "codegen/regalloc/knobs.def"
  bool verify = false; // -fra-verify: run the symbolic checker on the result
  // Sets a knob by name; false (with a message) for an unknown name or a bad value.
  bool set(std::string_view name, std::string_view value, std::string& error);
};

struct RaStats {
  u32 vregs = 0;          // virtual registers before allocation
  u32 spilled = 0;        // values spilled everywhere
  u32 split = 0;          // values split around calls
  u32 evictions = 0;      // spill decisions that evicted other values for a failed one
  u32 reloads = 0, spill_stores = 0, remats = 0, folded = 0;
  u32 copies_removed = 0; // copies that became no-ops (coalesced or same register)
  u32 dead_reloads = 0;   // reloads and rematerializations whose value was dead
  u32 rounds = 1;         // colouring rounds (1 + spill rounds)
  u32 trials = 0;         // colouring attempts in all
  u32 slots = 0, slots_shared = 0;
  // Stack colouring (run after the allocator): the objects coloured, their bytes before
  // and after.
  u32 coloured = 0;
  u64 colour_bytes_before = 0, colour_bytes_after = 0;
  u32 redundant_stores = 0, redundant_reloads = 0; // spill code deleted after colouring
  double seconds = 0;

  void add(const RaStats& o) {
    vregs += o.vregs, spilled += o.spilled, split += o.split, evictions += o.evictions;
    reloads += o.reloads, spill_stores += o.spill_stores, remats += o.remats, folded += o.folded;
    copies_removed += o.copies_removed, dead_reloads += o.dead_reloads, rounds += o.rounds, trials += o.trials;
    slots += o.slots, slots_shared += o.slots_shared, seconds += o.seconds;
    coloured += o.coloured, colour_bytes_before += o.colour_bytes_before, colour_bytes_after += o.colour_bytes_after;
    redundant_stores += o.redundant_stores, redundant_reloads += o.redundant_reloads;
  }
};

// Returns false only on an internal failure (no convergence), with a message in `error`.
bool allocate_registers(MFunction& f, const TargetDesc& td, const RaKnobs& knobs, RaStats& stats, std::string& error);


} // namespace ilcc::mir
