// constants.h — IrConst, its hash key and the float encodings (seed 004, "Constants").
//
// An IrConst is one of nine variants. Integers are stored sign-extended; unsigned types use
// the signed variant of the same width (the type of the using instruction says how to read
// it). `long double` has the seed's dual representation: an f64 approximation for folding
// and the exact IEEE binary128 bytes, from which the x87 80-bit image is derived when code
// is emitted (ilcc targets x86-64, where long double is x87 extended).
#pragma once

#include "ir/types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ilcc {

enum class ConstKind : u8 {
#define IR_CONST_KIND(E, type) E,
#include "ir/const_kinds.def"
};
constexpr unsigned kNumConstKinds = unsigned(ConstKind::Vector) + 1;

// Raw-bit identity of a constant: floats compare by bit pattern, so 0.0 and -0.0 differ
// and a NaN equals itself. Usable as a hash-map key (value numbering, constant pools).
struct ConstHashKey {
  ConstKind kind;
  u64 lo, hi, extra;
  bool operator==(const ConstHashKey&) const = default;
  u64 hash() const;
};

class IrConst {
public:
  IrConst() : kind_(ConstKind::Zero) {}

  static IrConst int8(i8 v) { return IrConst(ConstKind::I8, u64(i64(v))); }
  static IrConst int16(i16 v) { return IrConst(ConstKind::I16, u64(i64(v))); }
  static IrConst int32(i32 v) { return IrConst(ConstKind::I32, u64(i64(v))); }
  static IrConst int64(i64 v) { return IrConst(ConstKind::I64, u64(v)); }
  static IrConst int128(i128 v);
  static IrConst float32(float v);
  static IrConst float64(double v);
  static IrConst zero() { return IrConst(); }
  // Long double: bytes from the f64 (exact), or explicit binary128 bytes with their
  // approximation, or exact conversions from integers and from the host's x87 long double.
  static IrConst long_double(double v);
  static IrConst long_double_with_bytes(double approx, const u8 bytes[16]);
  static IrConst long_double_from_i64(i64 v);
  static IrConst long_double_from_u64(u64 v);
  static IrConst long_double_from_i128(i128 v);
  static IrConst long_double_from_u128(u128 v);
  static IrConst long_double_from_x87(long double v);
  // A vector of `size` bytes (8, 16 or 32), little-endian element images in lane order.
  static IrConst vector(const u8* bytes, unsigned size);

  // The canonical variant for a value of type `ty`: integers by width, ptr as i64, floats.
  static IrConst from_i64(i64 v, IrType ty);
  static IrConst from_i128(i128 v, IrType ty);
  static IrConst zero(IrType ty) { return from_i64(0, ty); }
  static IrConst one(IrType ty) { return from_i64(1, ty); }
  static IrConst ptr_int(i64 v) { return int64(v); }
  // The variant that from_i64 produces for `ty`.
  static ConstKind kind_for(IrType ty);

  ConstKind kind() const { return kind_; }
  bool is_int() const { return kind_ <= ConstKind::I128; }
  bool is_float() const { return kind_ >= ConstKind::F32 && kind_ <= ConstKind::LongDouble; }
  bool is_vector() const { return kind_ == ConstKind::Vector; }
  bool is_zero() const;
  bool is_one() const;
  bool is_nonzero() const { return !is_zero(); }

  // Value extraction (nullopt when not applicable: floats for the integer getters, ...).
  std::optional<i64> to_i64() const;
  std::optional<i128> to_i128() const;
  std::optional<u64> to_u64() const;
  std::optional<double> to_f64() const;
  // Exact accessors for a known kind.
  i64 int_value() const { return i64(lo_); } // I8..I64
  i128 i128_value() const;                           // any integer kind
  float f32_value() const;
  double f64_value() const;
  double ld_approx() const; // LongDouble: the f64 approximation
  const u8* ld_bytes() const { return bytes_; } // LongDouble: binary128, little-endian
  long double ld_host() const; // LongDouble as the host's x87 long double (exact to 64 bits)
  const u8* vec_bytes() const { return reinterpret_cast<const u8*>(lo_); } // Vector: the shared image
  unsigned vec_size() const { return bytes_[0]; }                           // Vector: 8, 16 or 32
  // Element `lane` of a vector constant read as `elem` (an integer or float type); any
  // other constant is its own value at lane 0 and zero elsewhere (`zero` is all zeros).
  IrConst lane(IrType elem, unsigned lane) const;

  // Conversions (C semantics; unsigned sources need coerce_to_with_src).
  IrConst coerce_to(IrType target) const;
  IrConst coerce_to_with_src(IrType target, IrType src) const;
  IrConst narrowed_to(IrType ty) const; // integer wrapped to ty's width, canonical variant
  IrConst bool_normalize() const;       // I8(0) or I8(1), C11 6.3.1.2
  static IrConst cast_float_to_target(double fv, IrType target);
  static IrConst cast_long_double_to_target(double fv, const u8 bytes[16], IrType target);

  // Little-endian serialization into `size` bytes (zero or sign padding as the type needs).
  // The default is the x86-64 image (x87 80-bit for long double); the binary128 variant
  // is for __float128.
  void push_le_bytes(std::vector<u8>& out, size_t size) const { push_le_bytes_x86(out, size); }
  void push_le_bytes_x86(std::vector<u8>& out, size_t size) const;
  void push_le_bytes_binary128(std::vector<u8>& out, size_t size) const;
  std::vector<u8> to_le_bytes() const; // natural size of the variant
  std::vector<u8> x87_bytes() const;   // 10 bytes; long double or any float/int value
  size_t natural_size() const;

  ConstHashKey to_hash_key() const;
  bool operator==(const IrConst& o) const { return to_hash_key() == o.to_hash_key(); }

private:
  IrConst(ConstKind k, u64 lo) : kind_(k), lo_(lo) {}
  ConstKind kind_;
  u64 lo_ = 0;       // integers (sign-extended), I128 low half, float bits, LD approximation bits
  u8 bytes_[16] = {}; // I128: high half in bytes 0..7; LongDouble: binary128 image
};

// The type a constant of kind `k` has by default (const_kinds.def); Void for Zero.
IrType const_kind_type(ConstKind k);
// How text spells the kind: its type's name, or "zero".
std::string_view const_kind_name(ConstKind k);

// Float encodings (little-endian byte images).
void f64_to_f128_bytes(double v, u8 out[16]);
void f64_to_x87_bytes(double v, u8 out[10]);
void f128_bytes_to_x87_bytes(const u8 in[16], u8 out[10]); // rounds to nearest even
void x87_bytes_to_f128_bytes(const u8 in[10], u8 out[16]); // exact
double f128_bytes_to_f64(const u8 in[16]);
long double x87_bytes_to_host(const u8 in[10]);
void host_to_x87_bytes(long double v, u8 out[10]);

} // namespace ilcc
