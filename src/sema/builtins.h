// builtins.h — the numbers of the builtin functions (builtins.def), shared by semantic
// analysis, which records them in Builtin operations (Expr::aux), and lowering.
#pragma once

#include "support/common.h"

#include <string_view>
#include <vector>

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
const char* builtin_signature(BuiltinId id);

// What __has_builtin answers (PPOptions::has_builtin): a function of builtins.def (or one of
// its other names) or a builtin operation the parser knows as a keyword (__builtin_offsetof,
// __builtin_va_arg, ...).
bool has_builtin(std::string_view name);
// Every name has_builtin answers true for, in table order (ilcc --print-feature-tables).
std::vector<std::string_view> builtin_names();

} // namespace ilcc::sema
