// addr_remat.h — constant-offset addresses rebuilt beside the loads and stores of other
// blocks that use them (docs/opt.md, "addr-remat").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Gives each load or store whose address is `gep base, C` (C a constant, base a value in a
// register) defined in another block its own copy of that gep, right before it, so that
// the back end folds it into the memory operand. Returns the number of copies made.
size_t rematerialize_addresses(IrFunction& f);

} // namespace ilcc
