// builtins.h — the numbers of the builtin functions (builtins.def), shared by semantic
// analysis, which records them in Builtin operations (Expr::aux), and lowering.
#pragma once

#include "support/common.h"

namespace ilcc::sema {

enum class BuiltinId : u32 {
  None,
#define BUILTIN(Id, name, kind, sig) Id,
#include "sema/builtins.def"
  Count
};

enum class BuiltinKind : u8 { Lib, Op, Sema };

const char* builtin_name(BuiltinId id);
BuiltinKind builtin_kind(BuiltinId id);

} // namespace ilcc::sema
