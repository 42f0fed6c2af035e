// sroa.h — scalar replacement of aggregates.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Splits each local aggregate whose address does not escape, and whose fields are read
// and written whole at constant offsets, into one alloca per field, for mem2reg to
// promote. Returns the number of allocas split.
size_t split_aggregates(IrFunction& f);

} // namespace ilcc
