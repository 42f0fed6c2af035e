// hoist.h — computations both arms of a branch make, moved up into the branch's block
// (docs/opt.md, "hoist").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Moves each pure instruction that both single-predecessor targets of a conditional
// branch compute on the same operands to the end of the branch's block; the second
// arm's copy reads the first's. Returns the number of instructions moved.
size_t hoist_common_arms(IrFunction& f);

} // namespace ilcc
