// sroa.h — scalar replacement of aggregates.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Splits each local aggregate whose address does not escape, and whose fields are read
// and written whole at constant offsets, into one alloca per field, for mem2reg to
// promote. Returns the number of allocas split.
size_t split_aggregates(IrFunction& f);

// Whether f loads or stores a 128-bit integer: a struct returned in two registers, which
// sroa takes apart only once the inliner has run on f.
bool has_wide_access(const IrFunction& f);

} // namespace ilcc
