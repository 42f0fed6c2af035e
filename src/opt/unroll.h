// unroll.h — complete unrolling of loops with a small constant trip count (docs/opt.md,
// "unroll").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces each innermost loop whose trip count follows from constants (and is small, as
// is the body) by that many copies of its body. Returns the number of loops unrolled.
size_t unroll_loops(IrModule& m, IrFunction& f);

} // namespace ilcc
