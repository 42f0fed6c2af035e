#include "ir/intrinsics.h"

#include <cstring>

namespace ilcc {

static const IntrinsicInfo kIntrinsics[kNumIntrinsics] = {
#define IR_INTRINSIC(E, text, pure, result, args) {text, pure != 0, result, args},
#include "ir/intrinsics.def"
};

const IntrinsicInfo& intrinsic_info(IntrinsicOp op) { return kIntrinsics[unsigned(op)]; }

static IrType letter_type(char c) {
  switch (c) {
  case 'p': return IrType::Ptr;
  case 'b': return IrType::I8;
  case 'w': return IrType::I16;
  case 'i': return IrType::I32;
  case 'l': return IrType::I64;
  case 'f': return IrType::F32;
  case 'd': return IrType::F64;
  default: return IrType::Void;
  }
}

IrType intrinsic_result_type(IntrinsicOp op) { return letter_type(kIntrinsics[unsigned(op)].result); }
unsigned intrinsic_num_args(IntrinsicOp op) { return unsigned(std::strlen(kIntrinsics[unsigned(op)].args)); }
IrType intrinsic_arg_type(IntrinsicOp op, unsigned i) { return letter_type(kIntrinsics[unsigned(op)].args[i]); }

bool parse_intrinsic_name(std::string_view s, IntrinsicOp& out) {
  for (unsigned i = 0; i < kNumIntrinsics; ++i)
    if (s == kIntrinsics[i].name) {
      out = IntrinsicOp(i);
      return true;
    }
  return false;
}

} // namespace ilcc
