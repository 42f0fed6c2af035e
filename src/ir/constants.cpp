#include "ir/constants.h"

#include "support/arena.h"
#include "support/hash.h"

#include <cmath>
#include <cstring>

namespace ilcc {

namespace {
const IrType kConstKindTypes[kNumConstKinds] = {
#define IR_CONST_KIND(E, type) IrType::type,
#include "ir/const_kinds.def"
};

u64 bits_of(double d) {
  u64 b;
  std::memcpy(&b, &d, 8);
  return b;
}
double double_of(u64 b) {
  double d;
  std::memcpy(&d, &b, 8);
  return d;
}
u32 bits_of(float f) {
  u32 b;
  std::memcpy(&b, &f, 4);
  return b;
}
float float_of(u32 b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

int msb_index(u128 x) { // x != 0
  u64 hi = u64(x >> 64);
  return hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll(u64(x));
}

// binary128 image from sign, biased exponent and 112-bit fraction.
void pack_f128(bool sign, u32 exp, u128 frac, u8 out[16]) {
  u128 v = (u128(sign) << 127) | (u128(exp & 0x7fff) << 112) | (frac & ((u128(1) << 112) - 1));
  for (int i = 0; i < 16; ++i) out[i] = u8(v >> (8 * i));
}
u128 load_u128(const u8 in[16]) {
  u128 v = 0;
  for (int i = 15; i >= 0; --i) v = (v << 8) | in[i];
  return v;
}

// Exact binary128 image of an unsigned integer magnitude (rounded to nearest even when it
// needs more than 113 significant bits).
void uint_to_f128(bool neg, u128 mag, u8 out[16]) {
  if (mag == 0) {
    pack_f128(neg, 0, 0, out);
    return;
  }
  int p = msb_index(mag);
  u128 frac;
  u32 exp = u32(p + 16383);
  if (p <= 112) {
    frac = mag << (112 - p);
  } else {
    int drop = p - 112;
    u128 kept = mag >> drop;
    u128 rem = mag & ((u128(1) << drop) - 1);
    u128 half = u128(1) << (drop - 1);
    if (rem > half || (rem == half && (kept & 1))) ++kept;
    if (kept >> 113) { // carried into a new bit
      kept >>= 1;
      ++exp;
    }
    frac = kept;
  }
  pack_f128(neg, exp, frac, out);
}
} // namespace

IrType const_kind_type(ConstKind k) { return kConstKindTypes[unsigned(k)]; }
std::string_view const_kind_name(ConstKind k) { return k == ConstKind::Zero ? "zero" : type_name(const_kind_type(k)); }

u64 ConstHashKey::hash() const { return hash_combine(hash_combine(hash_mix(u64(kind) + 1), lo), hash_combine(hi, extra)); }

// ---- float encodings -------------------------------------------------------------------

void f64_to_f128_bytes(double v, u8 out[16]) {
  u64 b = bits_of(v);
  bool sign = b >> 63;
  u32 e = u32(b >> 52) & 0x7ff;
  u64 m = b & ((u64(1) << 52) - 1);
  if (e == 0 && m == 0) return pack_f128(sign, 0, 0, out);
  if (e == 0x7ff) return pack_f128(sign, 0x7fff, u128(m) << 60, out);
  if (e == 0) { // subnormal double: normalize (every double is normal in binary128)
    int p = 63 - __builtin_clzll(m);
    u128 frac = (u128(m) << (112 - p)) & ((u128(1) << 112) - 1);
    return pack_f128(sign, u32(p - 1074 + 16383), frac, out);
  }
  pack_f128(sign, e - 1023 + 16383, u128(m) << 60, out);
}

static void pack_x87(bool sign, u32 exp, u64 mant, u8 out[10]) {
  for (int i = 0; i < 8; ++i) out[i] = u8(mant >> (8 * i));
  u16 se = u16((sign ? 0x8000 : 0) | (exp & 0x7fff));
  out[8] = u8(se), out[9] = u8(se >> 8);
}

void f64_to_x87_bytes(double v, u8 out[10]) {
  u64 b = bits_of(v);
  bool sign = b >> 63;
  u32 e = u32(b >> 52) & 0x7ff;
  u64 m = b & ((u64(1) << 52) - 1);
  if (e == 0 && m == 0) return pack_x87(sign, 0, 0, out);
  if (e == 0x7ff) return pack_x87(sign, 0x7fff, (u64(1) << 63) | (m << 11), out);
  if (e == 0) {
    int p = 63 - __builtin_clzll(m);
    return pack_x87(sign, u32(p - 1074 + 16383), m << (63 - p), out);
  }
  pack_x87(sign, e - 1023 + 16383, (u64(1) << 63) | (m << 11), out);
}

void f128_bytes_to_x87_bytes(const u8 in[16], u8 out[10]) {
  u128 v = load_u128(in);
  bool sign = v >> 127;
  u32 exp = u32(v >> 112) & 0x7fff;
  u128 frac = v & ((u128(1) << 112) - 1);
  if (exp == 0x7fff) {
    u64 m = u64(frac >> 49);
    if (frac != 0 && m == 0) m = 1; // keep a NaN a NaN
    return pack_x87(sign, 0x7fff, (u64(1) << 63) | m, out);
  }
  if (exp == 0 && frac == 0) return pack_x87(sign, 0, 0, out);
  // Round the 112-bit fraction to 63 bits, nearest even.
  u64 kept = u64(frac >> 49);
  u128 rem = frac & ((u128(1) << 49) - 1);
  u128 half = u128(1) << 48;
  if (rem > half || (rem == half && (kept & 1))) ++kept;
  u64 intbit = exp == 0 ? 0 : u64(1) << 63;
  if (kept >> 63) { // fraction overflowed into the integer bit
    kept &= ~(u64(1) << 63);
    if (exp == 0) {
      exp = 1; // subnormal rounded up to the smallest normal
      intbit = u64(1) << 63;
    } else if (++exp == 0x7fff) {
      return pack_x87(sign, 0x7fff, u64(1) << 63, out); // infinity
    }
  }
  pack_x87(sign, exp, intbit | kept, out);
}

void x87_bytes_to_f128_bytes(const u8 in[10], u8 out[16]) {
  u64 mant = 0;
  for (int i = 7; i >= 0; --i) mant = (mant << 8) | in[i];
  u16 se = u16(in[8] | (in[9] << 8));
  bool sign = se >> 15;
  u32 exp = se & 0x7fff;
  if (exp == 0 && (mant >> 63)) exp = 1; // pseudo-denormal: same value as the normal
  pack_f128(sign, exp, u128(mant & ~(u64(1) << 63)) << 49, out);
}

long double x87_bytes_to_host(const u8 in[10]) {
  long double v = 0;
  std::memcpy(&v, in, 10);
  return v;
}

void host_to_x87_bytes(long double v, u8 out[10]) { std::memcpy(out, &v, 10); }

double f128_bytes_to_f64(const u8 in[16]) {
  u8 x87[10];
  f128_bytes_to_x87_bytes(in, x87);
  return double(x87_bytes_to_host(x87));
}

// ---- construction ----------------------------------------------------------------------

IrConst IrConst::vector(const u8* bytes, unsigned size) {
  // Interned: equal images share one immortal copy, so the pointer is the identity.
  struct Key {
    u8 b[32];
    unsigned size;
    bool operator==(const Key& o) const { return size == o.size && std::memcmp(b, o.b, size) == 0; }
  };
  struct KeyHash {
    u64 operator()(const Key& k) const {
      u64 h = hash_mix(k.size);
      for (unsigned i = 0; i < k.size; i += 8) {
        u64 w;
        std::memcpy(&w, k.b + i, 8);
        h = hash_combine(h, w);
      }
      return h;
    }
  };
  static auto* pool = new HashMap<Key, const u8*, KeyHash>;
  static auto* arena = new Arena;
  ILCC_ASSERT(size == 8 || size == 16 || size == 32, "vector constants are 8, 16 or 32 bytes");
  Key k{};
  std::memcpy(k.b, bytes, size);
  k.size = size;
  const u8* p;
  auto [slot, inserted] = pool->insert(k, nullptr);
  if (inserted) {
    u8* copy = static_cast<u8*>(arena->allocate(32, 32));
    std::memcpy(copy, k.b, 32);
    *slot = copy;
  }
  p = *slot;
  IrConst c(ConstKind::Vector, reinterpret_cast<u64>(p));
  c.bytes_[0] = u8(size);
  return c;
}

IrConst IrConst::lane(IrType elem, unsigned lane) const {
  unsigned es = type_size(elem);
  u8 b[16] = {};
  if (kind_ == ConstKind::Vector) {
    if ((lane + 1) * es <= vec_size()) std::memcpy(b, vec_bytes() + lane * es, es);
  } else if (lane == 0 && kind_ != ConstKind::Zero) {
    std::vector<u8> img;
    push_le_bytes_x86(img, es);
    std::memcpy(b, img.data(), es);
  }
  u64 w = 0;
  std::memcpy(&w, b, es < 8 ? es : 8);
  switch (elem) {
  case IrType::F32: return float32(float_of(u32(w)));
  case IrType::F64: return float64(double_of(w));
  default: {
    unsigned bits = es * 8;
    i64 v = bits == 64 ? i64(w) : i64(w << (64 - bits)) >> (64 - bits); // sign-extended
    return from_i64(v, elem);
  }
  }
}

IrConst IrConst::int128(i128 v) {
  IrConst c(ConstKind::I128, u64(v));
  u64 hi = u64(u128(v) >> 64);
  std::memcpy(c.bytes_, &hi, 8);
  return c;
}
IrConst IrConst::float32(float v) { return IrConst(ConstKind::F32, bits_of(v)); }
IrConst IrConst::float64(double v) { return IrConst(ConstKind::F64, bits_of(v)); }

IrConst IrConst::long_double(double v) {
  IrConst c(ConstKind::LongDouble, bits_of(v));
  f64_to_f128_bytes(v, c.bytes_);
  return c;
}
IrConst IrConst::long_double_with_bytes(double approx, const u8 bytes[16]) {
  IrConst c(ConstKind::LongDouble, bits_of(approx));
  std::memcpy(c.bytes_, bytes, 16);
  return c;
}
IrConst IrConst::long_double_from_i64(i64 v) {
  u8 b[16];
  uint_to_f128(v < 0, v < 0 ? u128(0) - u128(i128(v)) : u128(v), b);
  return long_double_with_bytes(double(v), b);
}
IrConst IrConst::long_double_from_u64(u64 v) {
  u8 b[16];
  uint_to_f128(false, v, b);
  return long_double_with_bytes(double(v), b);
}
IrConst IrConst::long_double_from_i128(i128 v) {
  u8 b[16];
  uint_to_f128(v < 0, v < 0 ? u128(0) - u128(v) : u128(v), b);
  return long_double_with_bytes(f128_bytes_to_f64(b), b);
}
IrConst IrConst::long_double_from_u128(u128 v) {
  u8 b[16];
  uint_to_f128(false, v, b);
  return long_double_with_bytes(f128_bytes_to_f64(b), b);
}
IrConst IrConst::long_double_from_x87(long double v) {
  u8 x87[10], b[16];
  host_to_x87_bytes(v, x87);
  x87_bytes_to_f128_bytes(x87, b);
  return long_double_with_bytes(double(v), b);
}

ConstKind IrConst::kind_for(IrType ty) {
  switch (ty) {
  case IrType::I8: case IrType::U8: return ConstKind::I8;
  case IrType::I16: case IrType::U16: return ConstKind::I16;
  case IrType::I32: case IrType::U32: return ConstKind::I32;
  case IrType::I64: case IrType::U64: case IrType::Ptr: return ConstKind::I64;
  case IrType::I128: case IrType::U128: return ConstKind::I128;
  case IrType::F32: return ConstKind::F32;
  case IrType::F64: return ConstKind::F64;
  case IrType::F128: return ConstKind::LongDouble;
  case IrType::Void: return ConstKind::Zero;
  default: return ::ilcc::is_vector(ty) ? ConstKind::Vector : ConstKind::Zero;
  }
}

IrConst IrConst::from_i64(i64 v, IrType ty) {
  switch (kind_for(ty)) {
  case ConstKind::Vector: { // every element v
    std::vector<u8> img;
    IrConst e = from_i64(v, elem_type(ty));
    for (unsigned i = 0; i < vector_lanes(ty); ++i) e.push_le_bytes_x86(img, type_size(elem_type(ty)));
    return vector(img.data(), unsigned(img.size()));
  }
  case ConstKind::I8: return int8(::ilcc::i8(v));
  case ConstKind::I16: return int16(::ilcc::i16(v));
  case ConstKind::I32: return int32(::ilcc::i32(v));
  case ConstKind::I64: return int64(v);
  case ConstKind::I128: return int128(v);
  case ConstKind::F32: return float32(float(v));
  case ConstKind::F64: return float64(double(v));
  case ConstKind::LongDouble: return long_double_from_i64(v);
  case ConstKind::Zero: return zero();
  }
  return zero();
}

IrConst IrConst::from_i128(i128 v, IrType ty) {
  if (is_128(ty)) return int128(v);
  if (::ilcc::is_vector(ty)) return from_i64(i64(v), ty);
  if (ty == IrType::F128) return long_double_from_i128(v);
  if (ty == IrType::F32) return float32(float(v));
  if (ty == IrType::F64) return float64(double(v));
  return from_i64(i64(v), ty);
}

// ---- queries ---------------------------------------------------------------------------

i128 IrConst::i128_value() const {
  if (kind_ == ConstKind::I128) {
    u64 hi;
    std::memcpy(&hi, bytes_, 8);
    return i128((u128(hi) << 64) | lo_);
  }
  if (kind_ == ConstKind::Zero) return 0;
  return i128(i64(lo_));
}
float IrConst::f32_value() const { return float_of(u32(lo_)); }
double IrConst::f64_value() const { return double_of(lo_); }
double IrConst::ld_approx() const { return double_of(lo_); }
long double IrConst::ld_host() const {
  u8 x87[10];
  f128_bytes_to_x87_bytes(bytes_, x87);
  return x87_bytes_to_host(x87);
}

bool IrConst::is_zero() const {
  switch (kind_) {
  case ConstKind::Zero: return true;
  case ConstKind::Vector: {
    for (unsigned i = 0; i < vec_size(); ++i)
      if (vec_bytes()[i]) return false;
    return true;
  }
  case ConstKind::I128: return i128_value() == 0;
  case ConstKind::F32: return f32_value() == 0.0f;
  case ConstKind::F64: return f64_value() == 0.0;
  case ConstKind::LongDouble: {
    u128 v = load_u128(bytes_);
    return (v << 1) == 0; // +0 or -0
  }
  default: return lo_ == 0;
  }
}

bool IrConst::is_one() const {
  switch (kind_) {
  case ConstKind::Zero: return false;
  case ConstKind::Vector: return false;
  case ConstKind::I128: return i128_value() == 1;
  case ConstKind::F32: return f32_value() == 1.0f;
  case ConstKind::F64: return f64_value() == 1.0;
  case ConstKind::LongDouble: return ld_host() == 1.0L;
  default: return lo_ == 1;
  }
}

std::optional<i64> IrConst::to_i64() const {
  if (kind_ == ConstKind::Zero) return 0;
  if (kind_ == ConstKind::Vector) return std::nullopt;
  if (kind_ == ConstKind::I128) return i64(i128_value());
  if (is_int()) return i64(lo_);
  return std::nullopt;
}
std::optional<i128> IrConst::to_i128() const {
  if (kind_ == ConstKind::Zero || is_int()) return i128_value();
  return std::nullopt;
}
std::optional<u64> IrConst::to_u64() const {
  std::optional<i64> v = to_i64();
  if (!v) return std::nullopt;
  return u64(*v);
}
std::optional<double> IrConst::to_f64() const {
  switch (kind_) {
  case ConstKind::F32: return double(f32_value());
  case ConstKind::F64: return f64_value();
  case ConstKind::LongDouble: return ld_approx();
  case ConstKind::Zero: return 0.0;
  default: return std::nullopt;
  }
}

size_t IrConst::natural_size() const { return kind_ == ConstKind::Vector ? vec_size() : type_size(const_kind_type(kind_)); }

// ---- conversions -----------------------------------------------------------------------

// Float → integer as x86's truncating conversions do; out-of-range values give the
// "integer indefinite" pattern of the destination width (C leaves them undefined).
static IrConst float_to_int(long double fv, IrType target) {
  unsigned bits = type_size(target) * 8;
  i128 indefinite = i128(u128(1) << (bits - 1));
  if (std::isnan(fv)) return IrConst::from_i128(is_unsigned_int(target) ? 0 : indefinite, target);
  long double t = std::trunc(fv);
  if (is_unsigned_int(target)) {
    if (t < 0 || t >= std::ldexp(1.0L, int(bits))) return IrConst::from_i128(0, target);
    if (bits == 128) return IrConst::int128(i128(u128(t)));
    return IrConst::from_i64(i64(u64(t)), target);
  }
  long double lim = std::ldexp(1.0L, int(bits) - 1);
  if (t < -lim || t >= lim) return IrConst::from_i128(indefinite, target);
  if (bits == 128) return IrConst::int128(i128(t));
  return IrConst::from_i64(i64(t), target);
}

IrConst IrConst::cast_float_to_target(double fv, IrType target) {
  switch (target) {
  case IrType::F32: return float32(float(fv));
  case IrType::F64: return float64(fv);
  case IrType::F128: return long_double(fv);
  case IrType::Void: return zero();
  case IrType::Ptr: return float_to_int(fv, IrType::I64);
  default: return float_to_int(fv, target);
  }
}

IrConst IrConst::cast_long_double_to_target(double fv, const u8 bytes[16], IrType target) {
  u8 x87[10];
  f128_bytes_to_x87_bytes(bytes, x87);
  long double v = x87_bytes_to_host(x87);
  switch (target) {
  case IrType::F32: return float32(float(v));
  case IrType::F64: return float64(double(v));
  case IrType::F128: return long_double_with_bytes(fv, bytes);
  case IrType::Void: return zero();
  case IrType::Ptr: return float_to_int(v, IrType::I64);
  default: return float_to_int(v, target);
  }
}

IrConst IrConst::coerce_to(IrType target) const { return coerce_to_with_src(target, IrType::Void); }

IrConst IrConst::coerce_to_with_src(IrType target, IrType src) const {
  if (kind_ == ConstKind::Vector || (::ilcc::is_vector(target) && kind_ != ConstKind::Zero)) {
    // A vector and anything of its size reinterpret each other's bytes (GNU vector casts).
    std::vector<u8> img;
    push_le_bytes_x86(img, natural_size());
    unsigned n = type_size(target);
    img.resize(n < 32 ? 32 : n, 0);
    if (::ilcc::is_vector(target)) return vector(img.data(), n);
    if (target == IrType::F32 || target == IrType::F64 || ::ilcc::is_int(target) || target == IrType::Ptr) {
      u128 w = 0;
      std::memcpy(&w, img.data(), n < 16 ? n : 16);
      if (target == IrType::F32) return float32(float_of(u32(w)));
      if (target == IrType::F64) return float64(double_of(u64(w)));
      if (n == 16) return int128(i128(w));
      return from_i64(i64(u64(w)), target).narrowed_to(target);
    }
    return zero(target);
  }
  switch (kind_) {
  case ConstKind::F32: return cast_float_to_target(f32_value(), target);
  case ConstKind::F64: return cast_float_to_target(f64_value(), target);
  case ConstKind::LongDouble: return cast_long_double_to_target(ld_approx(), bytes_, target);
  case ConstKind::Zero: return zero(target);
  default: break;
  }
  // Integer source. An unsigned source type zero-extends from its width.
  i128 v = i128_value();
  if (src != IrType::Void && is_unsigned_int(src)) {
    unsigned bits = type_size(src) * 8;
    if (bits < 128) v = i128(u128(v) & ((u128(1) << bits) - 1));
  }
  bool unsigned_src = src != IrType::Void && is_unsigned_int(src);
  switch (target) {
  case IrType::F32:
    return float32(unsigned_src ? float(u128(v)) : float(v));
  case IrType::F64:
    return float64(unsigned_src ? double(u128(v)) : double(v));
  case IrType::F128:
    return unsigned_src ? long_double_from_u128(u128(v)) : long_double_from_i128(v);
  case IrType::Void: return zero();
  default: return from_i128(v, target);
  }
}

IrConst IrConst::narrowed_to(IrType ty) const {
  if (!is_int() && kind_ != ConstKind::Zero) return *this;
  return from_i128(i128_value(), ty);
}

IrConst IrConst::bool_normalize() const { return int8(is_nonzero() ? 1 : 0); }

// ---- serialization ---------------------------------------------------------------------

std::vector<u8> IrConst::x87_bytes() const {
  std::vector<u8> out(10);
  if (kind_ == ConstKind::LongDouble) {
    f128_bytes_to_x87_bytes(bytes_, out.data());
  } else if (is_float() || kind_ == ConstKind::Zero) {
    f64_to_x87_bytes(*to_f64(), out.data());
  } else {
    host_to_x87_bytes(static_cast<long double>(i128_value()), out.data());
  }
  return out;
}

static void push_int(std::vector<u8>& out, i128 v, size_t size) {
  for (size_t i = 0; i < size; ++i) out.push_back(i < 16 ? u8(u128(v) >> (8 * i)) : u8(v < 0 ? 0xff : 0));
}

void IrConst::push_le_bytes_x86(std::vector<u8>& out, size_t size) const {
  size_t start = out.size();
  switch (kind_) {
  case ConstKind::F32: {
    u32 b = u32(lo_);
    for (int i = 0; i < 4; ++i) out.push_back(u8(b >> (8 * i)));
    break;
  }
  case ConstKind::F64:
    for (int i = 0; i < 8; ++i) out.push_back(u8(lo_ >> (8 * i)));
    break;
  case ConstKind::LongDouble: {
    u8 x87[10];
    f128_bytes_to_x87_bytes(bytes_, x87);
    out.insert(out.end(), x87, x87 + 10);
    break;
  }
  case ConstKind::Zero: break;
  case ConstKind::Vector: out.insert(out.end(), vec_bytes(), vec_bytes() + vec_size()); break;
  default: push_int(out, i128_value(), size); return;
  }
  out.resize(start + size, 0); // pad (or cut) to the slot size
}

void IrConst::push_le_bytes_binary128(std::vector<u8>& out, size_t size) const {
  if (kind_ != ConstKind::LongDouble) return push_le_bytes_x86(out, size);
  size_t start = out.size();
  out.insert(out.end(), bytes_, bytes_ + 16);
  out.resize(start + size, 0);
}

std::vector<u8> IrConst::to_le_bytes() const {
  std::vector<u8> out;
  push_le_bytes_x86(out, natural_size());
  return out;
}

ConstHashKey IrConst::to_hash_key() const {
  ConstHashKey k{kind_, lo_, 0, 0};
  if (kind_ == ConstKind::Vector) k.hi = vec_size(); // the image is interned: lo_ is its identity
  if (kind_ == ConstKind::I128 || kind_ == ConstKind::LongDouble) {
    std::memcpy(&k.hi, bytes_, 8);
    std::memcpy(&k.extra, bytes_ + 8, 8);
  }
  return k;
}

} // namespace ilcc
