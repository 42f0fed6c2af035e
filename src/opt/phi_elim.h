// phi_elim.h — phi elimination (seed 004, "Phi Elimination").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces f's phis by copies and marks it phis_eliminated. Trampoline blocks take ids from
// next_block_id, which the caller keeps module-wide. Returns the number of phis removed.
size_t eliminate_phis(IrFunction& f, u32& next_block_id);
// The same for every defined function, counting block ids from the module's maximum.
size_t eliminate_phis(IrModule& m);

} // namespace ilcc
