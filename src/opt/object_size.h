// object_size.h — __builtin_object_size / __builtin_dynamic_object_size decided on the IR
// (object_size.cpp).
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces the object_size and dynamic_object_size intrinsics of f whose pointer's object
// is known; with `final`, all of them (the unknown ones by (size_t)-1 or 0 by mode).
// Returns the number replaced.
size_t fold_object_sizes(IrModule& m, IrFunction& f, bool final);
// Whether f has such an intrinsic.
bool has_object_size(const IrFunction& f);

} // namespace ilcc
