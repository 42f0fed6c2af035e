// domcond.h — compares decided by a dominating branch.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces each integer or pointer comparison whose outcome a dominating conditional
// branch on a comparison of the same operands decides (x < y known true: x > y is false,
// x != y true; signed and unsigned orders mixed only where valid) by its constant, and a
// branch condition it decides by the constant. Returns the number of replacements.
size_t decide_dominated_compares(IrFunction& f);

} // namespace ilcc
