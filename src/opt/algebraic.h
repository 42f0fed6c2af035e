// algebraic.h — algebraic simplification and strength reduction of integer operations.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Identities (x + 0, x * 1, x & 0, x - x, ...) replace a value by an operand or a
// constant; multiplication, unsigned division and remainder by a power of two become
// shifts and masks. Returns the number of instructions replaced or rewritten.
size_t simplify_algebra(IrFunction& f);

} // namespace ilcc
