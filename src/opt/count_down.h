// count_down.h — loop counters that only count run down to zero (docs/opt.md, "count-down").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Rewrites each loop counter from a constant up to a constant bound, used by nothing but
// its increment and the exit test, into one running down to zero, tested by the
// decrement's zero flag. Returns the number of counters rewritten.
size_t count_loops_down(IrFunction& f);

} // namespace ilcc
