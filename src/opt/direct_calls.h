// direct_calls.h — indirect calls of a known function become direct calls.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces `call_indirect %p(...)` where %p is `global_addr @g` of a function g of the
// module that the call fits (call_fits) by `call @g(...)`. Returns the number replaced.
size_t make_calls_direct(IrModule& m, IrFunction& f);

} // namespace ilcc
