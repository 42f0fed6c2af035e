// intrinsics.h — IntrinsicOp and its signature table (seed 004, "Intrinsics").
//
// Intrinsics that produce a 128-bit vector have no vector type to return (the IR has only
// scalars): they store the result through their dest_ptr operand. Everything about an
// intrinsic — name, purity, result and argument types — comes from intrinsics.def.
#pragma once

#include "ir/types.h"

#include <string_view>

namespace ilcc {

enum class IntrinsicOp : u8 {
#define IR_INTRINSIC(E, text, pure, result, args) E,
#include "ir/intrinsics.def"
};
constexpr unsigned kNumIntrinsics = unsigned(IntrinsicOp::VaArgPackLen) + 1;
static_assert(kNumIntrinsics == 87, "seed 004 defines 81 intrinsics, ilcc adds trampoline, umulh, smulh, object_size, "
                                    "dynamic_object_size and va_arg_pack_len");

struct IntrinsicInfo {
  const char* name;
  bool pure;
  char result;      // see intrinsics.def
  const char* args; // see intrinsics.def
};
const IntrinsicInfo& intrinsic_info(IntrinsicOp op);
inline std::string_view intrinsic_name(IntrinsicOp op) { return intrinsic_info(op).name; }
inline bool is_pure(IntrinsicOp op) { return intrinsic_info(op).pure; }
// Stores its result through a dest_ptr operand.
inline bool has_dest_ptr(IntrinsicOp op) { return intrinsic_info(op).result == 'V'; }
// The type of the result value (Void for none and for dest_ptr results).
IrType intrinsic_result_type(IntrinsicOp op);
unsigned intrinsic_num_args(IntrinsicOp op);
IrType intrinsic_arg_type(IntrinsicOp op, unsigned i);
bool parse_intrinsic_name(std::string_view s, IntrinsicOp& out);

} // namespace ilcc
