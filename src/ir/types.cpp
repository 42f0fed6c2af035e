#include "ir/types.h"

namespace ilcc {

namespace {
// Element sizes for the vector rows of types.def.
constexpr unsigned kElemSizeI8 = 1, kElemSizeI16 = 2, kElemSizeI32 = 4, kElemSizeI64 = 8, kElemSizeF32 = 4, kElemSizeF64 = 8;
} // namespace

const IrTypeInfo kIrTypeInfo[kNumIrTypes] = {
#define IR_TYPE(E, text, size, align, is_int, is_signed, is_float)                                 \
  {text, size, align, is_int != 0, is_signed != 0, is_float != 0, 0, IrType::E},
#define IR_VECTOR_TYPE(E, text, elem, lanes)                                                       \
  {text, u8(lanes * kElemSize##elem), u8(lanes * kElemSize##elem), false, false, false, lanes, IrType::elem},
#include "ir/types.def"
};

IrType vector_type(IrType elem, unsigned lanes) {
  elem = to_signed(elem);
  for (unsigned i = 0; i < kNumIrTypes; ++i)
    if (kIrTypeInfo[i].lanes == lanes && kIrTypeInfo[i].elem == elem) return IrType(i);
  return IrType::Void;
}

IrType mask_type(IrType t) {
  if (!is_vector(t)) return IrType::I8;
  IrType e = elem_type(t);
  if (e == IrType::F32) return vector_type(IrType::I32, vector_lanes(t));
  if (e == IrType::F64) return vector_type(IrType::I64, vector_lanes(t));
  return t;
}

bool parse_type_name(std::string_view s, IrType& out) {
  if (s.size() < 2 || s.size() > 6) return false; // all names are 2..6 characters
  for (unsigned i = 0; i < kNumIrTypes; ++i)
    if (s[0] == kIrTypeInfo[i].name[0] && s == kIrTypeInfo[i].name) {
      out = IrType(i);
      return true;
    }
  return false;
}

IrType to_unsigned(IrType t) {
  switch (t) {
  case IrType::I8: return IrType::U8;
  case IrType::I16: return IrType::U16;
  case IrType::I32: return IrType::U32;
  case IrType::I64: return IrType::U64;
  case IrType::I128: return IrType::U128;
  default: return t;
  }
}

IrType to_signed(IrType t) {
  switch (t) {
  case IrType::U8: return IrType::I8;
  case IrType::U16: return IrType::I16;
  case IrType::U32: return IrType::I32;
  case IrType::U64: return IrType::I64;
  case IrType::U128: return IrType::I128;
  default: return t;
  }
}

// Name lookups over a table of spellings (all these tables are a handful of entries).
template <class E, size_t N> static bool parse_name(const char* const (&names)[N], std::string_view s, E& out) {
  for (size_t i = 0; i < N; ++i)
    if (!s.empty() && s == names[i]) {
      out = E(i);
      return true;
    }
  return false;
}

static const char* const kAddressSpaceNames[kNumAddressSpaces] = {
#define IR_ADDRESS_SPACE(E, text) text,
#include "ir/types.def"
};
std::string_view address_space_name(AddressSpace a) { return kAddressSpaceNames[unsigned(a)]; }
bool parse_address_space(std::string_view s, AddressSpace& out) { return parse_name(kAddressSpaceNames, s, out); }

static const char* const kEightbyteNames[kNumEightbyteClasses] = {
#define IR_EIGHTBYTE_CLASS(E, text) text,
#include "ir/types.def"
};
std::string_view eightbyte_class_name(EightbyteClass c) { return kEightbyteNames[unsigned(c)]; }
bool parse_eightbyte_class(std::string_view s, EightbyteClass& out) { return parse_name(kEightbyteNames, s, out); }

} // namespace ilcc
