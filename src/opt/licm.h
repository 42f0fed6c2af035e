// licm.h — loop-invariant code motion.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Moves pure computations whose operands are defined outside their loop to the loop's
// preheader, innermost loops first; loads and calls to pure functions of m too, from
// loops that write no memory, when they run in every iteration. Returns the number of
// instructions moved.
size_t hoist_loop_invariants(IrModule& m, IrFunction& f);

} // namespace ilcc
