// dse.h — dead store elimination.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Deletes each store that a later store of the same block to the same address, at least
// as wide, overwrites before anything may read it. Calls to const functions of m read
// nothing. Returns the number of stores deleted.
size_t eliminate_dead_stores(IrModule& m, IrFunction& f);

} // namespace ilcc
