// gvn.h — global value numbering with redundant load elimination.
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces each pure computation and each non-volatile load that repeats one at a
// dominating position (with no possible memory write in between, for loads) by the
// earlier value, forwards stored values to loads of the same address and type, and
// removes copies; calls to pure and const functions of m (effects.h) are shared too.
// Loads from constant globals of m become the constants of their initializers (only from
// static ones when `interposable`: -fPIC, where the dynamic linker may pick another
// definition of a global one). Returns the number of instructions removed.
size_t number_values(IrModule& m, IrFunction& f, bool interposable = false);

} // namespace ilcc
