// text_words.h — keyword tables shared by the IR printer and reader (docs/ir.md), so that
// each flag's spelling is written once.
#pragma once

#include "ir/module.h"

#include <utility>

namespace ilcc {

// `define`/`declare` flags, in printing order.
inline constexpr std::pair<bool IrFunction::*, const char*> kFunctionFlagWords[] = {
    {&IrFunction::is_static, "static"},
    {&IrFunction::is_inline, "inline"},
    {&IrFunction::is_always_inline, "always_inline"},
    {&IrFunction::is_noinline, "noinline"},
    {&IrFunction::is_gnu_inline_def, "gnu_inline"},
    {&IrFunction::is_weak, "weak"},
    {&IrFunction::is_used, "used"},
    {&IrFunction::is_fastcall, "fastcall"},
    {&IrFunction::is_naked, "naked"},
    {&IrFunction::uses_sret, "sret"},
    {&IrFunction::has_static_chain, "nest"},
    {&IrFunction::has_inlined_calls, "inlined_calls"},
    {&IrFunction::is_pure, "pure"},
    {&IrFunction::is_const, "const"},
    {&IrFunction::returns_twice, "returns_twice"},
    {&IrFunction::phis_eliminated, "nossa"},
};

// `global` flags, in printing order.
inline constexpr std::pair<bool IrGlobal::*, const char*> kGlobalFlagWords[] = {
    {&IrGlobal::is_static, "static"}, {&IrGlobal::is_extern, "extern"},
    {&IrGlobal::is_common, "common"}, {&IrGlobal::is_weak, "weak"},
    {&IrGlobal::is_const, "const"},   {&IrGlobal::is_thread_local, "tls"},
    {&IrGlobal::is_used, "used"},     {&IrGlobal::has_explicit_align, "explicit_align"},
};

} // namespace ilcc
