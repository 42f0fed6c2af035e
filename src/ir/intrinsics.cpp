#include "ir/intrinsics.h"

#include <cstring>

namespace ilcc {

static constexpr const IntrinsicInfo* kIntrinsics = kIntrinsicInfo;

static IrType letter_type(char c, IrType ty, IrType ty2) {
  switch (c) {
  case 'p': return IrType::Ptr;
  case 'b': return IrType::I8;
  case 'w': return IrType::I16;
  case 'i': case 'I': return IrType::I32;
  case 'l': return IrType::I64;
  case 'f': return IrType::F32;
  case 'd': return IrType::F64;
  case 'v': return ty;
  case 'u': return ty2;
  case 'e': return ty == IrType::Void ? IrType::Void : elem_type(ty);
  case 'm': return ty == IrType::Void ? IrType::Void : mask_type(ty);
  case 'M': return ty2 == IrType::Void ? IrType::Void : mask_type(ty2);
  default: return IrType::Void;
  }
}

bool uses_type2(IntrinsicOp op) {
  const IntrinsicInfo& in = kIntrinsics[unsigned(op)];
  return in.result == 'u' || std::strpbrk(in.args, "uM") != nullptr;
}

IrType intrinsic_result_type(IntrinsicOp op, IrType ty, IrType ty2) { return letter_type(kIntrinsics[unsigned(op)].result, ty, ty2); }
IrType intrinsic_arg_type(IntrinsicOp op, unsigned i, IrType ty, IrType ty2) {
  return letter_type(kIntrinsics[unsigned(op)].args[i], ty, ty2);
}

static char elem_letter(IrType e) {
  switch (e) {
  case IrType::I8: case IrType::U8: return '1';
  case IrType::I16: case IrType::U16: return '2';
  case IrType::I32: case IrType::U32: return '4';
  case IrType::I64: case IrType::U64: return '8';
  case IrType::F32: return 'f';
  case IrType::F64: return 'd';
  default: return 0;
  }
}

bool intrinsic_type_ok(IntrinsicOp op, IrType ty) {
  const char* types = kIntrinsics[unsigned(op)].types;
  if (!*types) return ty == IrType::Void;
  bool scalar_only = std::strchr(types, 's') != nullptr, either = std::strchr(types, 'S') != nullptr;
  if (!either && scalar_only == is_vector(ty)) return false;
  char c = elem_letter(elem_type(ty));
  return c && std::strchr(types, c);
}

bool intrinsic_type2_ok(IntrinsicOp op, IrType ty, IrType ty2) {
  if (!uses_type2(op)) return ty2 == IrType::Void;
  if (ty2 == IrType::Void) return false;
  IrType e = elem_type(ty), e2 = elem_type(ty2);
  unsigned n = vector_lanes(ty), n2 = vector_lanes(ty2), bytes = type_size(ty);
  auto same_size_ints = [&](IrType want_elem) { return is_vector(ty2) && e2 == want_elem && type_size(ty2) == bytes; };
  switch (op) {
  case IntrinsicOp::Shuffle: return is_vector(ty2) && e2 == e;
  case IntrinsicOp::ConvertS:
  case IntrinsicOp::ConvertU: return is_vector(ty2) && n2 <= n;
  case IntrinsicOp::MulEvenS:
  case IntrinsicOp::MulEvenU:
  case IntrinsicOp::Sad: return same_size_ints(IrType::I64);
  case IntrinsicOp::Madd: return same_size_ints(IrType::I32);
  case IntrinsicOp::Maddubs:
  case IntrinsicOp::Mpsadbw: return same_size_ints(IrType::I16);
  case IntrinsicOp::PackS:
  case IntrinsicOp::PackU: return same_size_ints(e == IrType::I16 ? IrType::I8 : IrType::I16);
  case IntrinsicOp::CvtRound:
    if (!is_vector(ty)) return ty2 == IrType::I32 || ty2 == IrType::I64;
    return is_int_vector(ty2) && n2 == n && type_size(e2) == 4;
  default: return true;
  }
}

bool parse_intrinsic_name(std::string_view s, IntrinsicOp& out) {
  for (unsigned i = 0; i < kNumIntrinsics; ++i)
    if (s == kIntrinsics[i].name) {
      out = IntrinsicOp(i);
      return true;
    }
  return false;
}

} // namespace ilcc
