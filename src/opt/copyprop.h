// copyprop.h — copy propagation.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces every use of a copy's value by the copied operand and deletes the copy.
// Returns the number of copies removed.
size_t propagate_copies(IrFunction& f);

} // namespace ilcc
