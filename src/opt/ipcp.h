// ipcp.h — interprocedural constant propagation.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Gives the parameters of static functions the constant all their calls pass, and the
// calls of static functions the constant they always return, then simplifies the changed
// functions (see ipcp.cpp). Returns the number of parameters and call results replaced.
size_t propagate_constants_across_calls(IrModule& m);

} // namespace ilcc
