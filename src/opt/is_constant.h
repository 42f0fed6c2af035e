// is_constant.h — the late decision of __builtin_constant_p.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces every `is_constant` by 1 when its operand is a constant and by 0 otherwise.
// Returns the number replaced.
size_t decide_is_constant(IrFunction& f);
// Whether f has an `is_constant` left (the late pipeline runs the pass only then).
bool has_is_constant(const IrFunction& f);

} // namespace ilcc
