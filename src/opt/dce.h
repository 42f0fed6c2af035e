// dce.h — dead code elimination.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Removes instructions whose values are unused and that have no side effects (intrinsics by
// is_pure), including dead phi cycles. Returns the number of instructions removed.
size_t eliminate_dead_code(IrFunction& f);

} // namespace ilcc
