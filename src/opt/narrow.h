// narrow.h — integer narrowing.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Computes trees of wrapping integer operations whose result is only truncated in the
// truncated type (see narrow.cpp). Returns the number of operations narrowed.
size_t narrow_integers(IrFunction& f);

} // namespace ilcc
