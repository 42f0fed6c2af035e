// jump_thread.h — jump threading along paths whose start decides a later branch.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Copies each path P -> B0 -> ... -> S along which S's branch is decided by a constant P
// supplies to a phi, so that P reaches S's outcome without the test (new blocks take
// their ids from m). Returns the number of paths copied.
size_t thread_jumps(IrModule& m, IrFunction& f);

} // namespace ilcc
