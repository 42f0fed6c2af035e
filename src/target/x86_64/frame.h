// frame.h — frame lowering (frame.cpp): after register allocation, lays out the stack
// frame, resolves frame-object operands to rsp/rbp-relative addresses and inserts the
// prologue and the epilogues.
#pragma once

#include "target/x86_64/regs.h"

namespace ilcc::x86_64 {

// With next_label (the module's counter of new block labels), the prologue may move off
// the entry (shrink_wrap.h).
void lower_frame(mir::MFunction& f, u32* next_label = nullptr);

} // namespace ilcc::x86_64
