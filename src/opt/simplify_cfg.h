// simplify_cfg.h — control-flow graph simplification.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Folds constant branches and switches, removes unreachable blocks, merges straight-line
// block pairs, threads empty blocks and removes trivial phis, until nothing changes.
// Returns the number of changes.
size_t simplify_cfg(IrFunction& f);

} // namespace ilcc
