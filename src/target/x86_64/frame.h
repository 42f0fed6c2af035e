// frame.h — frame lowering (frame.cpp): after register allocation, lays out the stack
// frame, resolves frame-object operands to rsp/rbp-relative addresses and inserts the
// prologue and the epilogues.
#pragma once

#include "target/x86_64/regs.h"

namespace ilcc::x86_64 {

void lower_frame(mir::MFunction& f);

} // namespace ilcc::x86_64
