// inline.h — the inliner: direct calls to small functions (and to static functions called
// once) are replaced by copies of the callees' bodies, calls of sqrt and sqrtf by the
// instruction.
#pragma once

#include "ir/module.h"

namespace ilcc {

struct InlineOptions {
  int level = 2;             // -O level: 0 inlines always_inline callees only
  bool interposable = false; // -fPIC: a global function's body may be replaced at load time
  bool library = true;       // calls of sqrt and sqrtf may become instructions (off: -fno-builtin)
  bool math_errno = true;    // ... which then keep the call for negative arguments (errno)
  // libcalls may declare the library functions it rewrites calls to when the module has
  // none of that name: the unit is complete (no later declaration can give the name
  // another type or make it a static function of the unit), and whoever sets this made
  // room for kLibcallDeclarations more functions in m.functions (libcalls.h).
  bool declare_library = false;
};

// Inlines into f the calls of its body (not those of bodies it inlines) to functions of m
// that the cost model of docs/opt.md accepts. Callees keep their own code. Returns the
// number of calls inlined.
size_t inline_calls(IrModule& m, IrFunction& f, const InlineOptions& o);

} // namespace ilcc
