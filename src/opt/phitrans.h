// phitrans.h — value numbering through the phis of a join.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces each pure computation or non-volatile load of a join block that every
// predecessor already has available — with the join's phis replaced by their values
// from that predecessor, and for loads with no possible memory write in between — by a
// phi of those values. Returns the number of instructions replaced.
size_t translate_through_phis(IrModule& m, IrFunction& f);

} // namespace ilcc
