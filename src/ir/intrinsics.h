// intrinsics.h — IntrinsicOp and its signature table (seed 004, "Intrinsics", and ilcc's
// vector intrinsics, docs/simd.md).
//
// Everything about an intrinsic — name, purity, result and argument types, what its own
// type may be — comes from intrinsics.def. A polymorphic intrinsic (one with a `types`
// column) takes its types from the instruction: `ty`, and `ty2` where its signature says
// 'u' or 'M'.
#pragma once

#include "ir/types.h"

#include <string_view>

namespace ilcc {

enum class IntrinsicOp : u8 {
#define IR_INTRINSIC(E, text, pure, result, args, types) E,
#include "ir/intrinsics.def"
  Count_
};
constexpr unsigned kNumIntrinsics = unsigned(IntrinsicOp::Count_);
static_assert(kNumIntrinsics <= 256, "intrinsics are numbered in a byte (Instruction::sub)");

struct IntrinsicInfo {
  const char* name;
  bool pure;
  char result;       // see intrinsics.def
  const char* args;  // see intrinsics.def
  const char* types; // see intrinsics.def; "" for an intrinsic without a type of its own
};
// The table is constexpr data in this header: the semantic analysis of the x86 builtins
// (sema/x86_builtins.cpp) reads the signatures without linking the IR library.
inline constexpr IntrinsicInfo kIntrinsicInfo[kNumIntrinsics] = {
#define IR_INTRINSIC(E, text, pure, result, args, types) {text, pure != 0, result, args, types},
#include "ir/intrinsics.def"
};
constexpr const IntrinsicInfo& intrinsic_info(IntrinsicOp op) { return kIntrinsicInfo[unsigned(op)]; }
inline std::string_view intrinsic_name(IntrinsicOp op) { return intrinsic_info(op).name; }
inline bool is_pure(IntrinsicOp op) { return intrinsic_info(op).pure; }
// Whether the intrinsic takes its types from the instruction (ty, and ty2 when it uses it).
constexpr bool is_polymorphic(IntrinsicOp op) { return *intrinsic_info(op).types != 0; }
constexpr unsigned intrinsic_num_args(IntrinsicOp op) { return unsigned(std::string_view(intrinsic_info(op).args).size()); }
bool uses_type2(IntrinsicOp op);
// The type of the result value (Void for none), of the instruction (ty, ty2) given.
IrType intrinsic_result_type(IntrinsicOp op, IrType ty = IrType::Void, IrType ty2 = IrType::Void);
IrType intrinsic_arg_type(IntrinsicOp op, unsigned i, IrType ty = IrType::Void, IrType ty2 = IrType::Void);
// Whether ty may be the intrinsic's type (its types column), and ty2 its second type.
bool intrinsic_type_ok(IntrinsicOp op, IrType ty);
bool intrinsic_type2_ok(IntrinsicOp op, IrType ty, IrType ty2);
// Whether argument i must be a constant (an immediate, 'I').
inline bool intrinsic_arg_is_immediate(IntrinsicOp op, unsigned i) { return intrinsic_info(op).args[i] == 'I'; }
bool parse_intrinsic_name(std::string_view s, IntrinsicOp& out);

} // namespace ilcc
