// simplify_cfg.h — control-flow graph simplification.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Folds constant branches and switches, removes unreachable blocks, merges straight-line
// block pairs, threads empty blocks and removes trivial phis, until nothing changes.
// Returns the number of changes.
size_t simplify_cfg(IrFunction& f);
// Only removes the blocks that cannot be reached from the entry (or from an address-taken
// label), as gcc does at -O0: code under `if (0)` is not emitted. Linear.
size_t remove_unreachable_blocks(IrFunction& f);

} // namespace ilcc
