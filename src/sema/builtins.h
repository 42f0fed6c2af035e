// builtins.h — the numbers of the builtin functions (builtins.def), shared by semantic
// analysis, which records them in Builtin operations (Expr::aux), and lowering.
#pragma once

#include "ir/intrinsics.h"
#include "support/common.h"

#include <string_view>
#include <vector>

namespace ilcc::sema {

enum class BuiltinId : u32 {
  None,
#define BUILTIN(Id, name, kind, sig) Id,
#include "sema/builtins.def"
  FirstX86, // the builtins of the x86 intrinsics' headers (x86_builtins.def) follow
#define X86_BUILTIN(Id, name, intrinsic, result, feature, feature256) Id,
#include "sema/x86_builtins.def"
  Count
};

enum class BuiltinKind : u8 { Lib, Op, Sema };

const char* builtin_name(BuiltinId id);
BuiltinKind builtin_kind(BuiltinId id);
const char* builtin_signature(BuiltinId id);

// What __has_builtin answers (PPOptions::has_builtin): a function of builtins.def (or one of
// its other names) or a builtin operation the parser knows as a keyword (__builtin_offsetof,
// __builtin_va_arg, ...); not the x86 intrinsic headers' builtins (x86_builtins.def).
bool has_builtin(std::string_view name);
// Every name has_builtin answers true for, in table order (ilcc --print-feature-tables).
std::vector<std::string_view> builtin_names();

// An x86 builtin's row of x86_builtins.def.
struct X86BuiltinInfo {
  const char* name;
  IntrinsicOp intrinsic;
  char result;
  const char* feature;
  const char* feature256;
};
inline bool is_x86_builtin(BuiltinId id) { return id > BuiltinId::FirstX86 && id < BuiltinId::Count; }
const X86BuiltinInfo& x86_builtin_info(BuiltinId id);

} // namespace ilcc::sema
