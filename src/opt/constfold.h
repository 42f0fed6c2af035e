// constfold.h — constant folding.
#pragma once

#include "ir/module.h"

#include <optional>
#include <span>

namespace ilcc {

// Replaces operations on constants by their values (see constfold.cpp). Returns the
// number of instructions folded.
size_t fold_constants(IrFunction& f);

// The value of the integer operation, comparison, cast or select i when its operands are
// `ops` (i's own or ones a caller resolved), or nullopt when it is not constant.
std::optional<Operand> fold_operation(const Instruction& i, std::span<const Operand> ops);

} // namespace ilcc
