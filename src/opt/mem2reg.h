// mem2reg.h — promotion of allocas to SSA values (seed 004, "SSA Construction").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Promotes the promotable allocas except those in param_alloca_values (before inlining,
// which relies on parameter slots). Returns the number of allocas removed.
size_t promote_allocas(IrFunction& f);
// Promotes every promotable alloca, parameter slots included (after inlining).
size_t promote_allocas_with_params(IrFunction& f);

} // namespace ilcc
