// frame.h — frame lowering (frame.cpp): after register allocation, lays out the stack
// frame, resolves frame-object operands to rsp/rbp-relative addresses and inserts the
// prologue and the epilogues.
#pragma once

#include "target/x86_64/regs.h"

namespace ilcc::x86_64 {

// next_label: the module's counter of new block labels (shrink-wrapping's copies, the
// stack protector's blocks). With shrink_wrap, the prologue may move off the entry
// (shrink_wrap.h).
// Without a counter, new blocks are numbered after the function's own.
void lower_frame(mir::MFunction& f, u32* next_label = nullptr, bool shrink_wrap = false);

} // namespace ilcc::x86_64
