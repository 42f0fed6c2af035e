// peephole.h — rewrites of allocated machine code that need physical registers
// (peephole.cpp): after register allocation, before frame lowering.
#pragma once

#include "target/x86_64/regs.h"

namespace ilcc::x86_64 {

void peephole(mir::MFunction& f);

} // namespace ilcc::x86_64
