// widen.h — widening 32-bit induction variables to 64 bits (docs/opt.md, "widen").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Gives each loop whose 32-bit counter runs up by one under a `< n` test and is only
// extended to 64 bits (array indexes) a 64-bit counter instead, where the test proves the
// increment never wraps. Returns the number of variables widened.
size_t widen_induction_variables(IrFunction& f);

} // namespace ilcc
