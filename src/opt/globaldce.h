// globaldce.h — dead function and global elimination.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Removes the static functions, static globals and string literals that nothing reachable
// from the module's external definitions refers to. Returns the number removed.
size_t eliminate_dead_globals(IrModule& m);

} // namespace ilcc
