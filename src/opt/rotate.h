// rotate.h — loop rotation (docs/opt.md, "rotate").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Turns top-tested loops (a header holding only the exit test) into guarded bottom-tested
// ones: the test moves to the end of the preheader (the guard) and is copied to the end of
// every latch; the header becomes the empty dedicated preheader of the body. Meant for the
// alloca form, before mem2reg. Returns the number of loops rotated.
size_t rotate_loops(IrFunction& f);

} // namespace ilcc
