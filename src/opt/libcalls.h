// libcalls.h — simplification of calls to known C library functions (docs/opt.md,
// "libcalls"): printf-family calls with constant formats to puts/putchar/fputs/fputc,
// fabs to the instruction, exact float math narrowed (floor((double)f) to floorf(f)),
// comparisons of fabs and sqrt results with non-positive constants folded, and small
// constant memcpy/mempcpy/memset done inline.
#pragma once

#include "ir/module.h"
#include "opt/inline.h"

namespace ilcc {

// Rewrites f's calls of the C library functions of libcalls.cpp's table whose callee has
// the standard type (and is not a static function of the unit), when o.library allows
// (not -fno-builtin). A rewrite to a function m does not declare yet (puts for a printf)
// waits for o.declare_library, that is, for the complete unit; then that function is
// declared, within m.functions' spare capacity, so that no reference to a function of m
// moves. Returns the number of changes.
size_t simplify_library_calls(IrModule& m, IrFunction& f, const InlineOptions& o);

// The functions simplify_library_calls may declare, each at most once per module: puts,
// putchar, fputs, fputc, the six float roundings (floorf, ...) and the 14 functions glibc's
// checking functions (__memcpy_chk, ...) become.
constexpr size_t kLibcallDeclarations = 24;

} // namespace ilcc
