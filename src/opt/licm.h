// licm.h — loop-invariant code motion.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Moves pure computations whose operands are defined outside their loop to the loop's
// preheader, innermost loops first. Returns the number of instructions moved.
size_t hoist_loop_invariants(IrFunction& f);

} // namespace ilcc
