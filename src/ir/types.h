// types.h — IrType, AddressSpace and the SysV eightbyte classes (seed 004, "Type System").
//
// Types are target-independent scalars; pointers are opaque (the access type lives on the
// load or store). ABI facts that the type system does not carry (struct passing, register
// classes) travel as metadata on functions, parameters and calls.
#pragma once

#include "support/common.h"

#include <string_view>

namespace ilcc {

enum class IrType : u8 {
#define IR_TYPE(E, text, size, align, is_int, is_signed, is_float) E,
#define IR_VECTOR_TYPE(E, text, elem, lanes) E,
#include "ir/types.def"
};
constexpr unsigned kNumIrTypes = unsigned(IrType::Void) + 1;

struct IrTypeInfo {
  const char* name;
  u8 size, align;
  bool is_int, is_signed, is_float;
  u8 lanes;     // vectors: the number of elements; 0 for scalars
  IrType elem;  // vectors: the element type; scalars: the type itself
};
extern const IrTypeInfo kIrTypeInfo[kNumIrTypes];

inline const IrTypeInfo& info(IrType t) { return kIrTypeInfo[unsigned(t)]; }
inline std::string_view type_name(IrType t) { return info(t).name; }
inline unsigned type_size(IrType t) { return info(t).size; }
inline unsigned type_align(IrType t) { return info(t).align; }
inline bool is_int(IrType t) { return info(t).is_int; }
inline bool is_signed_int(IrType t) { return info(t).is_int && info(t).is_signed; }
inline bool is_unsigned_int(IrType t) { return info(t).is_int && !info(t).is_signed; }
inline bool is_float(IrType t) { return info(t).is_float; }
// Integers and pointers: what integer instructions operate on.
inline bool is_int_or_ptr(IrType t) { return is_int(t) || t == IrType::Ptr; }
inline bool is_128(IrType t) { return t == IrType::I128 || t == IrType::U128; }
// GNU vectors (types.def, docs/simd.md).
inline bool is_vector(IrType t) { return info(t).lanes != 0; }
inline unsigned vector_lanes(IrType t) { return info(t).lanes; }
// The element type of a vector (the type itself for a scalar).
inline IrType elem_type(IrType t) { return info(t).elem; }
inline bool is_int_vector(IrType t) { return is_vector(t) && is_int(elem_type(t)); }
inline bool is_float_vector(IrType t) { return is_vector(t) && is_float(elem_type(t)); }
// The vector of `lanes` elements of `elem` (signedness ignored); Void when there is none.
IrType vector_type(IrType elem, unsigned lanes);
// What a comparison of two `t` values gives: i8 for a scalar, the integer vector of t's
// shape (-1 or 0 per element) for a vector.
IrType mask_type(IrType t);
// Whether a value of type a may stand where b is expected: integers of one width agree
// whatever their signedness; everything else must match (the verifier's rule for calls,
// parameters and returns).
inline bool types_agree(IrType a, IrType b) { return a == b || (is_int(a) && is_int(b) && type_size(a) == type_size(b)); }
// Parses a type keyword; false if `s` is not one.
bool parse_type_name(std::string_view s, IrType& out);
// The unsigned/signed type of the same width (identity for non-integers).
IrType to_unsigned(IrType t);
IrType to_signed(IrType t);

// x86 segment override for loads, stores and inline asm operands.
enum class AddressSpace : u8 {
#define IR_ADDRESS_SPACE(E, text) E,
#include "ir/types.def"
};
constexpr unsigned kNumAddressSpaces = unsigned(AddressSpace::SegFs) + 1;
// The spelling of an override ("seg_gs"); empty for the default.
std::string_view address_space_name(AddressSpace a);
// Parses a non-empty spelling; false if `s` names no override.
bool parse_address_space(std::string_view s, AddressSpace& out);

// SysV AMD64 eightbyte classes (psABI §3.2.3).
enum class EightbyteClass : u8 {
#define IR_EIGHTBYTE_CLASS(E, text) E,
#include "ir/types.def"
};
constexpr unsigned kNumEightbyteClasses = unsigned(EightbyteClass::Memory) + 1;
std::string_view eightbyte_class_name(EightbyteClass c);
bool parse_eightbyte_class(std::string_view s, EightbyteClass& out);

} // namespace ilcc
