// layout.h — the order in which the assembly printer emits a function's blocks.
#pragma once

#include "target/x86_64/regs.h"

#include <span>
#include <vector>

namespace ilcc::x86_64 {

// A permutation of f's block indices, the entry first, that lets the likely successor of
// each block follow it (its jump then falls through). leads_to[b] is where a jump to b
// really goes: b itself, or the end of a run of jump-only blocks (which are placed last).
std::vector<u32> block_layout(const mir::MFunction& f, std::span<const u32> leads_to);

} // namespace ilcc::x86_64
