// data.h — printing a module's data and symbol directives (data.cpp).
#pragma once

#include "target/x86_64/isel.h"

#include <string>

namespace ilcc::x86_64 {

// Globals, string literals, the constant pool and jump tables the functions used,
// constructors, destructors, aliases, symbol attributes and .symver directives.
void emit_data(const ModuleContext& ctx, std::string& out);
// `s` as a double-quoted GNU as string.
void append_quoted(std::string& out, std::string_view s);
// The module's top-level asm statements, in order.
void emit_toplevel_asm(const IrModule& m, std::string& out);

} // namespace ilcc::x86_64
