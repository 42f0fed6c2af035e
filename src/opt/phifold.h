// phifold.h — folding an operation with a constant into the phi it reads.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces `y = op (phi ...), c` (integer add, sub, mul, and, or, xor; the phi used only
// there, some incoming values constant) by the phi of the operation on each incoming
// value: folded for the constants, computed at the end of the predecessor for the others.
// Returns the number of operations folded.
size_t fold_into_phis(IrFunction& f);

} // namespace ilcc
