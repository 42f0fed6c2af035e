// float128.h — IEEE binary128 (GNU _Float128) bit patterns of values the compiler holds in
// the host's long double (the x87 80-bit format). The two formats have the same 15-bit
// exponent and bias; the x87 format's 63 fraction bits (after its explicit integer bit)
// are the top 63 of binary128's 112, so every x87 value, NaN payloads and subnormals
// included, converts exactly. Constants of type _Float128 are therefore exact only to 64
// significant bits (docs/sema.md, "_FloatN types").
#pragma once

#include "support/common.h"

#include <cstring>

namespace ilcc {

inline u128 binary128_bits(long double v) {
  unsigned char b[16] = {};
  std::memcpy(b, &v, 10);
  u64 mantissa;
  std::memcpy(&mantissa, b, 8);
  u16 sign_exp;
  std::memcpy(&sign_exp, b + 8, 2);
  u128 fraction = u128(mantissa & ~(u64(1) << 63)) << 49;
  return u128(sign_exp) << 112 | fraction;
}

inline long double binary128_value(u128 bits) {
  u16 sign_exp = u16(bits >> 112);
  u64 fraction = u64(bits >> 49) & ~(u64(1) << 63);
  u16 exp = sign_exp & 0x7fff;
  u64 mantissa = fraction | (exp != 0 ? u64(1) << 63 : 0); // the explicit integer bit
  unsigned char b[16] = {};
  std::memcpy(b, &mantissa, 8);
  std::memcpy(b + 8, &sign_exp, 2);
  long double v;
  std::memcpy(&v, b, sizeof v);
  return v;
}

} // namespace ilcc
