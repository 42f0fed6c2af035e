// asan.h — -fsanitize=address instrumentation for gcc's libasan (see asan.cpp).
#pragma once

#include "ir/module.h"

#include <string_view>

namespace ilcc {

// The run-time library's functions the instrumentation calls, declared in m: before any
// function is lowered (declaring adds to m.functions).
void declare_asan_runtime(IrModule& m);
// A function as lowered, before the optimizations: its memory accesses checked, its
// exposed stack objects between redzones.
size_t instrument_function_for_asan(IrModule& m, IrFunction& f);
// The complete unit's globals: redzones, and their registration by a module constructor.
// `module_name` names the unit in reports.
void instrument_globals_for_asan(IrModule& m, std::string_view module_name);

} // namespace ilcc
