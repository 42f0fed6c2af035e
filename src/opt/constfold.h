// constfold.h — constant folding.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces operations on constants by their values (see constfold.cpp). Returns the
// number of instructions folded.
size_t fold_constants(IrFunction& f);

} // namespace ilcc
