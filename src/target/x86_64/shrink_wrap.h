// shrink_wrap.h — shrink-wrapping (shrink_wrap.cpp): paths of a function that need no
// stack frame (a recursion's base case) return without the prologue and epilogue.
#pragma once

#include "target/x86_64/regs.h"

#include <vector>

namespace ilcc::x86_64 {

// Before register allocation: the entry block's copies of argument registers into virtual
// registers move to the top of the successors whose paths read them, and the entry reads
// the argument registers themselves; a value living across the calls of one successor
// then takes its callee-saved register past the entry's branch.
void sink_entry_copies(mir::MFunction& f);

// In frame lowering, after allocation: the block that receives the prologue, the nearest
// common dominator of the blocks needing the frame (saving a register of `saved`, touching
// the stack, calling), when it is not the entry, lies on no cycle, and the paths leaving
// its dominance region end at once in returns; each such return block is copied for those
// paths (labels from *next_label). Returns 0 (the entry) when the function does not
// qualify or next_label is null; `framed` tells, per block, whether it runs with the frame
// (its returns take the epilogue).
u32 prologue_block(mir::MFunction& f, mir::RegMask saved, u32* next_label, std::vector<u8>& framed);

} // namespace ilcc::x86_64
