// sink.h — moving pure computations down to their uses (docs/opt.md, "sink").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Moves side-effect-free instructions whose uses are all phi operands or the terminator of
// their block to its end, or whose uses are all in a successor with no other predecessor
// into that successor. Returns the number of instructions moved.
size_t sink_instructions(IrFunction& f);

} // namespace ilcc
