// ivsr.h — induction-variable strength reduction.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces addresses `gep base, iv * size` (base invariant, iv a basic induction variable,
// a size no addressing mode absorbs) by pointer induction variables advanced by
// step * size each iteration (new blocks take their ids from m). Returns the number of
// addresses replaced.
size_t reduce_induction_variables(IrModule& m, IrFunction& f);

} // namespace ilcc
