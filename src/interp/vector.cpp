// vector.cpp — operations on GNU vectors and the vector intrinsics (docs/simd.md), the
// interpreter's reference semantics for them.
//
// A vector value of 8 or 16 bytes sits at the start of its slot; one of 32 bytes fills two
// consecutive slots, so its bytes are contiguous in the frame. Each operation copies its
// operands into local byte images, computes element by element with the documented
// semantics of the operation (intrinsics.def), and copies the result into its slot(s).
// Everything is portable C++ except what only the processor defines: rcpps and rsqrtps
// (their approximations differ between implementations) and AES-NI run the host's
// instructions, behind a run-time CPU check.
#include "interp/internal.h"
#include "support/diagnostics.h"

#include <immintrin.h>

#include <cfenv>
#include <cmath>

namespace ilcc::interp {

namespace {

struct V {
  alignas(32) u8 b[32] = {};
};

// ---- elements -----------------------------------------------------------------------

i64 geti(const V& v, unsigned es, unsigned i) {
  switch (es) {
  case 1: return i8(v.b[i]);
  case 2: { i16 x; std::memcpy(&x, v.b + 2 * i, 2); return x; }
  case 4: { i32 x; std::memcpy(&x, v.b + 4 * i, 4); return x; }
  default: { i64 x; std::memcpy(&x, v.b + 8 * i, 8); return x; }
  }
}
u64 getu(const V& v, unsigned es, unsigned i) {
  u64 x = 0;
  std::memcpy(&x, v.b + es * i, es);
  return x;
}
void seti(V& v, unsigned es, unsigned i, u64 x) { std::memcpy(v.b + es * i, &x, es); }
float getf(const V& v, unsigned i) { float x; std::memcpy(&x, v.b + 4 * i, 4); return x; }
double getd(const V& v, unsigned i) { double x; std::memcpy(&x, v.b + 8 * i, 8); return x; }
void setf(V& v, unsigned i, float x) { std::memcpy(v.b + 4 * i, &x, 4); }
void setd(V& v, unsigned i, double x) { std::memcpy(v.b + 8 * i, &x, 8); }
// An element as a double (either float width) and back.
double getfd(const V& v, IrType e, unsigned i) { return e == IrType::F32 ? double(getf(v, i)) : getd(v, i); }
void setfd(V& v, IrType e, unsigned i, double x) {
  if (e == IrType::F32) setf(v, i, float(x));
  else setd(v, i, x);
}

i64 sat_s(i64 x, unsigned es) {
  i64 hi = i64((u64(1) << (8 * es - 1)) - 1), lo = -hi - 1;
  return x < lo ? lo : x > hi ? hi : x;
}
u64 sat_u(i64 x, unsigned es) {
  i64 hi = i64((u64(1) << (8 * es)) - 1);
  return u64(x < 0 ? 0 : x > hi ? hi : x);
}

V load(const Slot* s, u32 slot, IrType t) {
  V v;
  std::memcpy(v.b, &s[slot], type_size(t));
  return v;
}
void store(Slot* s, u32 slot, IrType t, const V& v) {
  if (slot) std::memcpy(&s[slot], v.b, type_size(t));
}

// A scalar slot as bytes of its type (bit casts between vectors and scalars).
V scalar_bytes(const Slot& x, IrType t) {
  V v;
  std::memcpy(v.b, &x, type_size(t));
  return v;
}

// ---- generic operations --------------------------------------------------------------

const char* binop(IrBinOp op, IrType t, const V& a, const V& b, V& r) {
  IrType e = elem_type(t);
  unsigned es = type_size(e), n = vector_lanes(t);
  for (unsigned i = 0; i < n; ++i) {
    if (is_float(e)) {
      if (e == IrType::F32) {
        float x = getf(a, i), y = getf(b, i), z;
        switch (op) {
        case IrBinOp::Add: z = x + y; break;
        case IrBinOp::Sub: z = x - y; break;
        case IrBinOp::Mul: z = x * y; break;
        default: z = x / y; break;
        }
        setf(r, i, z);
      } else {
        double x = getd(a, i), y = getd(b, i), z;
        switch (op) {
        case IrBinOp::Add: z = x + y; break;
        case IrBinOp::Sub: z = x - y; break;
        case IrBinOp::Mul: z = x * y; break;
        default: z = x / y; break;
        }
        setd(r, i, z);
      }
      continue;
    }
    std::optional<i64> z = eval_typed(op, e, geti(a, es, i), geti(b, es, i));
    if (!z) {
      if (can_trap(op) && geti(b, es, i) == 0) return "integer division by zero (vector element)";
      return "integer overflow in division (vector element)";
    }
    seti(r, es, i, u64(*z));
  }
  return nullptr;
}

void unop(IrUnaryOp op, IrType t, const V& a, V& r) {
  IrType e = elem_type(t);
  unsigned es = type_size(e), n = vector_lanes(t);
  for (unsigned i = 0; i < n; ++i) {
    if (is_float(e)) setfd(r, e, i, -getfd(a, e, i));
    else seti(r, es, i, op == IrUnaryOp::Neg ? u64(0) - getu(a, es, i) : ~getu(a, es, i));
  }
}

void cmp(IrCmpOp op, IrType t, const V& a, const V& b, V& r) {
  IrType e = elem_type(t);
  unsigned es = type_size(e), n = vector_lanes(t);
  for (unsigned i = 0; i < n; ++i) {
    bool c;
    if (is_float(e)) c = eval_f64(op, getfd(a, e, i), getfd(b, e, i));
    else if (is_unsigned_cmp(op)) c = eval_i64(op, i64(getu(a, es, i)), i64(getu(b, es, i)));
    else c = eval_i64(op, geti(a, es, i), geti(b, es, i));
    seti(r, es, i, c ? ~u64(0) : 0);
  }
}

// Element-wise conversion (convert_s/convert_u), C's rules with x86's out-of-range result.
void convert(bool is_signed, IrType from, IrType to, const V& a, V& r) {
  IrType fe = elem_type(from), te = elem_type(to);
  unsigned fs = type_size(fe), ts = type_size(te), n = vector_lanes(to); // the first elements
  for (unsigned i = 0; i < n; ++i) {
    IrConst c;
    IrType src = fe;
    if (is_float(fe)) c = fe == IrType::F32 ? IrConst::float32(getf(a, i)) : IrConst::float64(getd(a, i));
    else {
      src = is_signed ? to_signed(fe) : to_unsigned(fe);
      c = IrConst::from_i64(is_signed ? geti(a, fs, i) : i64(getu(a, fs, i)), fe);
    }
    IrType dst = is_float(te) ? te : is_signed ? to_signed(te) : to_unsigned(te);
    IrConst d = c.coerce_to_with_src(dst, src);
    if (te == IrType::F32) setf(r, i, d.f32_value());
    else if (te == IrType::F64) setd(r, i, d.f64_value());
    else seti(r, ts, i, u64(d.to_i64().value_or(0)));
  }
}

// ---- x86 operations ------------------------------------------------------------------

// The eight AVX compare predicates' base relations (imm & 7) and their variants: bit 3
// negates the unordered result's sense (the "not"/"true" forms), bit 4 only changes
// signalling, which the interpreter does not model.
bool fcmp_pred(int imm, double x, double y) {
  bool un = std::isnan(x) || std::isnan(y);
  bool r;
  switch (imm & 7) {
  case 0: r = !un && x == y; break;  // EQ_OQ
  case 1: r = !un && x < y; break;   // LT_OS
  case 2: r = !un && x <= y; break;  // LE_OS
  case 3: r = un; break;             // UNORD_Q
  case 4: r = un || x != y; break;   // NEQ_UQ
  case 5: r = un || !(x < y); break; // NLT_US
  case 6: r = un || !(x <= y); break;// NLE_US
  default: r = !un; break;           // ORD_Q
  }
  if (imm & 8) {
    // EQ_UQ, NGE_US, NGT_US, FALSE_OQ, NEQ_OQ, GE_OS, GT_OS, TRUE_UQ
    switch (imm & 7) {
    case 0: r = un || x == y; break;
    case 1: r = un || !(x >= y); break;
    case 2: r = un || !(x > y); break;
    case 3: r = false; break;
    case 4: r = !un && x != y; break;
    case 5: r = !un && x >= y; break;
    case 6: r = !un && x > y; break;
    default: r = true; break;
    }
  }
  return r;
}

double round_mode(double x, int imm) {
  if (imm & 4) return std::nearbyint(x); // the current rounding mode (MXCSR)
  switch (imm & 3) {
  case 0: { // to nearest even, whatever the current mode
    int saved = std::fegetround();
    std::fesetround(FE_TONEAREST);
    double y = std::nearbyint(x);
    std::fesetround(saved);
    return y;
  }
  case 1: return std::floor(x);
  case 2: return std::ceil(x);
  default: return std::trunc(x);
  }
}

// SSE4.2 string comparison (Intel SDM, "PCMPESTRI"/"PCMPISTRI"): the intermediate result
// IntRes2 and the flags.
struct StrResult {
  u32 res2 = 0;
  bool cf = false, zf = false, sf = false, of = false;
};

StrResult pcmpstr(const V& a, int la, const V& b, int lb, int imm) {
  bool words = imm & 1, is_signed = imm & 2;
  int n = words ? 8 : 16;
  auto elem = [&](const V& v, int i) -> i64 {
    if (words) return is_signed ? geti(v, 2, i) : i64(getu(v, 2, i));
    return is_signed ? geti(v, 1, i) : i64(getu(v, 1, i));
  };
  la = int(std::min<i64>(std::llabs(la), n));
  lb = int(std::min<i64>(std::llabs(lb), n));
  // BoolRes[i][j]: a's element i against b's element j.
  bool res[16][16];
  int agg = (imm >> 2) & 3;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      bool va = i < la, vb = j < lb;
      i64 x = elem(a, i), y = elem(b, j);
      bool r;
      switch (agg) {
      case 0: r = va && vb && x == y; break; // equal any
      case 1: // ranges: a's even element <= b <= a's odd element (i even: >=, i odd: <=)
        r = va && vb && ((i & 1) ? y <= x : y >= x);
        break;
      case 2: // equal each
        r = va && vb ? x == y : !va && !vb;
        break;
      default: // equal ordered
        r = !va ? true : !vb ? false : x == y;
        break;
      }
      res[i][j] = r;
    }
  u32 r1 = 0;
  for (int j = 0; j < n; ++j) {
    bool bit = false;
    switch (agg) {
    case 0:
      for (int i = 0; i < n; ++i) bit |= res[i][j];
      break;
    case 1:
      for (int i = 0; i + 1 < n; i += 2) bit |= res[i][j] && res[i + 1][j];
      break;
    case 2: bit = res[j][j]; break;
    default: {
      bit = true;
      for (int i = 0; i < n - j; ++i) bit &= res[i][j + i];
      break;
    }
    }
    if (bit) r1 |= 1u << j;
  }
  u32 mask = (1u << n) - 1, r2 = r1;
  switch ((imm >> 4) & 3) {
  case 1: r2 = ~r1 & mask; break;
  case 3: r2 = (r1 ^ ((1u << lb) - 1)) & mask; break; // negate the valid elements of b only
  default: break;
  }
  StrResult out;
  out.res2 = r2;
  out.cf = r2 != 0;
  out.zf = lb < n;
  out.sf = la < n;
  out.of = r2 & 1;
  return out;
}

int str_length(const V& v, bool words) {
  int n = words ? 8 : 16;
  for (int i = 0; i < n; ++i)
    if ((words ? getu(v, 2, i) : getu(v, 1, i)) == 0) return i;
  return n;
}

int str_index(const StrResult& r, int imm) {
  int n = imm & 1 ? 8 : 16;
  if (!r.res2) return n;
  return imm & 0x40 ? 31 - __builtin_clz(r.res2) : __builtin_ctz(r.res2);
}

V str_mask(const StrResult& r, int imm) {
  V out;
  bool words = imm & 1;
  int n = words ? 8 : 16;
  if (imm & 0x40) {
    for (int i = 0; i < n; ++i) seti(out, words ? 2 : 1, unsigned(i), (r.res2 >> i) & 1 ? ~u64(0) : 0);
  } else {
    u32 m = r.res2;
    std::memcpy(out.b, &m, 4);
  }
  return out;
}

int str_flag(const StrResult& r, int which) {
  switch (which) {
  case 0: return r.cf;
  case 1: return r.zf;
  case 2: return r.sf;
  case 3: return r.of;
  default: return r.cf == 0 && r.zf == 0; // _mm_cmpistra: above (CF and ZF clear)
  }
}

u64 clmul(u64 a, u64 b, u64& hi) {
  u64 lo = 0;
  hi = 0;
  for (int i = 0; i < 64; ++i)
    if ((b >> i) & 1) {
      lo ^= a << i;
      if (i) hi ^= a >> (64 - i);
    }
  return lo;
}

__attribute__((target("aes"))) V aes_op(IntrinsicOp op, const V& a, const V& b, int imm) {
  __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(a.b));
  __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i*>(b.b));
  __m128i r;
  switch (op) {
  case IntrinsicOp::Aesenc: r = _mm_aesenc_si128(x, y); break;
  case IntrinsicOp::Aesenclast: r = _mm_aesenclast_si128(x, y); break;
  case IntrinsicOp::Aesdec: r = _mm_aesdec_si128(x, y); break;
  case IntrinsicOp::Aesdeclast: r = _mm_aesdeclast_si128(x, y); break;
  case IntrinsicOp::Aesimc: r = _mm_aesimc_si128(x); break;
  default:
    switch (imm & 0xff) {
#define C(h, l) case h * 16 + l: r = _mm_aeskeygenassist_si128(x, h * 16 + l); break;
#define ROW(h) C(h, 0) C(h, 1) C(h, 2) C(h, 3) C(h, 4) C(h, 5) C(h, 6) C(h, 7) C(h, 8) C(h, 9) C(h, 10) C(h, 11) C(h, 12) C(h, 13) C(h, 14) C(h, 15)
      ROW(0) ROW(1) ROW(2) ROW(3) ROW(4) ROW(5) ROW(6) ROW(7) ROW(8) ROW(9) ROW(10) ROW(11) ROW(12) ROW(13) ROW(14) ROW(15)
#undef ROW
#undef C
    default: r = x;
    }
  }
  V out;
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out.b), r);
  return out;
}

V approx(IntrinsicOp op, const V& a, unsigned n) {
  V out;
  for (unsigned k = 0; k < n; k += 4) {
    __m128 x = _mm_loadu_ps(reinterpret_cast<const float*>(a.b + 4 * k));
    __m128 r = op == IntrinsicOp::Rcp ? _mm_rcp_ps(x) : _mm_rsqrt_ps(x);
    _mm_storeu_ps(reinterpret_cast<float*>(out.b + 4 * k), r);
  }
  return out;
}

u64 pdep(u64 x, u64 m) {
  u64 r = 0;
  for (u64 bit = 1; m; bit <<= 1) {
    u64 low = m & -m;
    if (x & bit) r |= low;
    m &= m - 1;
  }
  return r;
}
u64 pext(u64 x, u64 m) {
  u64 r = 0, bit = 1;
  for (; m; m &= m - 1, bit <<= 1)
    if (x & (m & -m)) r |= bit;
  return r;
}

} // namespace

const char* run_vector(ThreadCtx& ctx, const IntrinsicSite& site, Slot* s) {
  IrType t = site.ty, t2 = site.ty2;
  auto arg = [&](unsigned k, IrType at) { return load(s, site.args[k], at); };
  V r;
  switch (site.inst) {
  case Opcode::BinOp: {
    if (const char* m = binop(IrBinOp(site.sub), t, arg(0, t), arg(1, t), r)) return m;
    store(s, site.dest, t, r);
    return nullptr;
  }
  case Opcode::UnaryOp:
    unop(IrUnaryOp(site.sub), t, arg(0, t), r);
    store(s, site.dest, t, r);
    return nullptr;
  case Opcode::Cmp:
    cmp(IrCmpOp(site.sub), t, arg(0, t), arg(1, t), r);
    store(s, site.dest, mask_type(t), r);
    return nullptr;
  case Opcode::Cast: { // bits kept; a scalar source or destination takes its slot's bytes
    V a = is_vector(t) ? arg(0, t) : scalar_bytes(s[site.args[0]], t);
    if (is_vector(t2)) {
      store(s, site.dest, t2, a);
    } else if (site.dest) {
      Slot out{};
      std::memcpy(&out, a.b, type_size(t2));
      if (is_int(t2) && type_size(t2) < 8) out.i = normalize_int(t2, out.i);
      s[site.dest] = out;
    }
    return nullptr;
  }
  case Opcode::Select:
    store(s, site.dest, t, s[site.args[0]].i ? arg(1, t) : arg(2, t));
    return nullptr;
  default: break;
  }

  // ---- intrinsics
  IntrinsicOp op = site.op;
  IrType e = elem_type(t);
  unsigned es = type_size(e), n = vector_lanes(t);
  auto I = [&](unsigned k) { return s[site.args[k]].i; };
  switch (op) {
  case IntrinsicOp::Extract: {
    V a = arg(0, t);
    unsigned i = unsigned(I(1)) % n;
    Slot out{};
    if (e == IrType::F32) out.f = getf(a, i);
    else if (e == IrType::F64) out.d = getd(a, i);
    else out.i = geti(a, es, i);
    if (site.dest) s[site.dest] = out;
    return nullptr;
  }
  case IntrinsicOp::Insert: {
    r = arg(0, t);
    unsigned i = unsigned(I(2)) % n;
    const Slot& x = s[site.args[1]];
    std::memcpy(r.b + es * i, &x, es);
    break;
  }
  case IntrinsicOp::Splat: {
    const Slot& x = s[site.args[0]];
    for (unsigned i = 0; i < n; ++i) std::memcpy(r.b + es * i, &x, es);
    break;
  }
  case IntrinsicOp::Shuffle: {
    V a = arg(0, t), b = arg(1, t), m = arg(2, mask_type(t2));
    unsigned n2 = vector_lanes(t2);
    for (unsigned i = 0; i < n2; ++i) {
      unsigned k = unsigned(getu(m, es, i)) % (2 * n);
      std::memcpy(r.b + es * i, (k < n ? a.b : b.b) + es * (k % n), es);
    }
    store(s, site.dest, t2, r);
    return nullptr;
  }
  case IntrinsicOp::ConvertS:
  case IntrinsicOp::ConvertU:
    convert(op == IntrinsicOp::ConvertS, t, t2, arg(0, t), r);
    store(s, site.dest, t2, r);
    return nullptr;
  case IntrinsicOp::Blendv: {
    V a = arg(0, t), b = arg(1, t), m = arg(2, mask_type(t));
    for (unsigned i = 0; i < n; ++i) std::memcpy(r.b + es * i, (geti(m, es, i) < 0 ? b.b : a.b) + es * i, es);
    break;
  }
  case IntrinsicOp::SatAddS: case IntrinsicOp::SatAddU: case IntrinsicOp::SatSubS: case IntrinsicOp::SatSubU:
  case IntrinsicOp::AvgU: case IntrinsicOp::MinS: case IntrinsicOp::MinU: case IntrinsicOp::MaxS: case IntrinsicOp::MaxU:
  case IntrinsicOp::Sign: case IntrinsicOp::MulhiS: case IntrinsicOp::MulhiU: case IntrinsicOp::Mulhrs: {
    V a = arg(0, t), b = arg(1, t);
    for (unsigned i = 0; i < n; ++i) {
      i64 x = geti(a, es, i), y = geti(b, es, i);
      i64 ux = i64(getu(a, es, i)), uy = i64(getu(b, es, i));
      u64 z;
      switch (op) {
      case IntrinsicOp::SatAddS: z = u64(sat_s(x + y, es)); break;
      case IntrinsicOp::SatAddU: z = sat_u(ux + uy, es); break;
      case IntrinsicOp::SatSubS: z = u64(sat_s(x - y, es)); break;
      case IntrinsicOp::SatSubU: z = sat_u(ux - uy, es); break;
      case IntrinsicOp::AvgU: z = u64((ux + uy + 1) >> 1); break;
      case IntrinsicOp::MinS: z = u64(x < y ? x : y); break;
      case IntrinsicOp::MinU: z = u64(ux < uy ? ux : uy); break;
      case IntrinsicOp::MaxS: z = u64(x > y ? x : y); break;
      case IntrinsicOp::MaxU: z = u64(ux > uy ? ux : uy); break;
      case IntrinsicOp::Sign: z = y < 0 ? u64(0) - u64(x) : y == 0 ? 0 : u64(x); break;
      case IntrinsicOp::MulhiS: z = u64((x * y) >> 16); break;
      case IntrinsicOp::MulhiU: z = u64((ux * uy) >> 16); break;
      default: z = u64(((x * y >> 14) + 1) >> 1); break; // mulhrs
      }
      seti(r, es, i, z);
    }
    break;
  }
  case IntrinsicOp::Abs: {
    V a = arg(0, t);
    for (unsigned i = 0; i < n; ++i) {
      i64 x = geti(a, es, i);
      seti(r, es, i, u64(x < 0 ? -x : x));
    }
    break;
  }
  case IntrinsicOp::MulEvenS: case IntrinsicOp::MulEvenU: {
    V a = arg(0, t), b = arg(1, t);
    for (unsigned i = 0; i < n / 2; ++i) {
      u64 z = op == IntrinsicOp::MulEvenS ? u64(geti(a, 4, 2 * i) * geti(b, 4, 2 * i)) : getu(a, 4, 2 * i) * getu(b, 4, 2 * i);
      seti(r, 8, i, z);
    }
    store(s, site.dest, t2, r);
    return nullptr;
  }
  case IntrinsicOp::Madd: {
    V a = arg(0, t), b = arg(1, t);
    for (unsigned i = 0; i < n / 2; ++i)
      seti(r, 4, i, u64(geti(a, 2, 2 * i) * geti(b, 2, 2 * i) + geti(a, 2, 2 * i + 1) * geti(b, 2, 2 * i + 1)));
    store(s, site.dest, t2, r);
    return nullptr;
  }
  case IntrinsicOp::Maddubs: {
    V a = arg(0, t), b = arg(1, t);
    for (unsigned i = 0; i < n / 2; ++i)
      seti(r, 2, i, u64(sat_s(i64(getu(a, 1, 2 * i)) * geti(b, 1, 2 * i) + i64(getu(a, 1, 2 * i + 1)) * geti(b, 1, 2 * i + 1), 2)));
    store(s, site.dest, t2, r);
    return nullptr;
  }
  case IntrinsicOp::Sad: {
    V a = arg(0, t), b = arg(1, t);
    for (unsigned g = 0; g < n / 8; ++g) {
      u64 sum = 0;
      for (unsigned i = 0; i < 8; ++i) {
        i64 d = i64(getu(a, 1, 8 * g + i)) - i64(getu(b, 1, 8 * g + i));
        sum += u64(d < 0 ? -d : d);
      }
      seti(r, 8, g, sum);
    }
    store(s, site.dest, t2, r);
    return nullptr;
  }
  case IntrinsicOp::PackS: case IntrinsicOp::PackU: {
    V a = arg(0, t), b = arg(1, t);
    unsigned per = 16 / es, ns = es / 2; // source elements per 128-bit lane, result width
    unsigned lanes = std::max(1u, type_size(t) / 16);
    if (type_size(t) < 16) per = n; // 8-byte vectors: all of a, then all of b
    for (unsigned l = 0; l < lanes; ++l)
      for (unsigned k = 0; k < 2 * per; ++k) {
        const V& src = k < per ? a : b;
        i64 x = geti(src, es, l * per + k % per);
        u64 z = op == IntrinsicOp::PackS ? u64(sat_s(x, ns)) : sat_u(x, ns);
        seti(r, ns, l * 2 * per + k, z);
      }
    store(s, site.dest, t2, r);
    return nullptr;
  }
  case IntrinsicOp::Hadd: case IntrinsicOp::Hsub: case IntrinsicOp::Hadds: case IntrinsicOp::Hsubs: {
    V a = arg(0, t), b = arg(1, t);
    bool sub = op == IntrinsicOp::Hsub || op == IntrinsicOp::Hsubs, sat = op == IntrinsicOp::Hadds || op == IntrinsicOp::Hsubs;
    unsigned per = type_size(t) < 16 ? n : 16 / es, lanes = type_size(t) < 16 ? 1 : type_size(t) / 16;
    for (unsigned l = 0; l < lanes; ++l)
      for (unsigned k = 0; k < per; ++k) {
        const V& src = k < per / 2 ? a : b;
        unsigned j = l * per + 2 * (k % (per / 2));
        unsigned out = l * per + k;
        if (is_float(e)) {
          double x = getfd(src, e, j), y = getfd(src, e, j + 1);
          if (e == IrType::F32) setf(r, out, sub ? float(x) - float(y) : float(x) + float(y));
          else setd(r, out, sub ? x - y : x + y);
        } else {
          i64 x = geti(src, es, j), y = geti(src, es, j + 1), z = sub ? x - y : x + y;
          seti(r, es, out, u64(sat ? sat_s(z, es) : z));
        }
      }
    break;
  }
  case IntrinsicOp::Movmsk: {
    V a = arg(0, t);
    i64 m = 0;
    for (unsigned i = 0; i < n; ++i)
      if (geti(a, es, i) < 0) m |= i64(1) << i;
    if (site.dest) s[site.dest].i = i64(i32(u32(m)));
    return nullptr;
  }
  case IntrinsicOp::ShlX86: case IntrinsicOp::LshrX86: case IntrinsicOp::AshrX86:
  case IntrinsicOp::ShlvX86: case IntrinsicOp::LshrvX86: case IntrinsicOp::AshrvX86: {
    V a = arg(0, t);
    bool per = op == IntrinsicOp::ShlvX86 || op == IntrinsicOp::LshrvX86 || op == IntrinsicOp::AshrvX86;
    V c = per ? arg(1, t) : V();
    u64 one = per ? 0 : s[site.args[1]].u;
    unsigned bits = 8 * es;
    for (unsigned i = 0; i < n; ++i) {
      u64 k = per ? getu(c, es, i) : one;
      u64 x = getu(a, es, i), z;
      if (op == IntrinsicOp::AshrX86 || op == IntrinsicOp::AshrvX86) z = u64(geti(a, es, i) >> (k >= bits ? bits - 1 : k));
      else if (k >= bits) z = 0;
      else z = op == IntrinsicOp::ShlX86 || op == IntrinsicOp::ShlvX86 ? x << k : x >> k;
      seti(r, es, i, z);
    }
    break;
  }
  case IntrinsicOp::Bslli: case IntrinsicOp::Bsrli: case IntrinsicOp::Alignr: case IntrinsicOp::Pshufb: {
    V a = arg(0, t);
    V b = op == IntrinsicOp::Alignr || op == IntrinsicOp::Pshufb ? arg(1, t) : V();
    unsigned lane = type_size(t) < 16 ? type_size(t) : 16;
    for (unsigned l = 0; l < type_size(t) / lane; ++l) {
      const u8* pa = a.b + 16 * l;
      const u8* pb = b.b + 16 * l;
      u8* pr = r.b + 16 * l;
      for (unsigned i = 0; i < lane; ++i) {
        switch (op) {
        case IntrinsicOp::Bslli: {
          i64 k = i64(i) - I(1);
          pr[i] = I(1) >= 0 && k >= 0 ? pa[k] : 0;
          break;
        }
        case IntrinsicOp::Bsrli: {
          u64 k = u64(i) + u64(I(1));
          pr[i] = k < lane ? pa[k] : 0;
          break;
        }
        case IntrinsicOp::Alignr: { // (a:b) >> imm bytes, a high
          u64 k = u64(i) + u64(I(2) & 0xff);
          pr[i] = k < lane ? pb[k] : k < 2 * lane ? pa[k - lane] : 0;
          break;
        }
        default: pr[i] = pb[i] & 0x80 ? 0 : pa[pb[i] & (lane - 1)]; break;
        }
      }
    }
    break;
  }
  case IntrinsicOp::Permvar: case IntrinsicOp::Permilvar: {
    V a = arg(0, t), m = arg(1, mask_type(t));
    for (unsigned i = 0; i < n; ++i) {
      unsigned k;
      if (op == IntrinsicOp::Permvar) k = unsigned(getu(m, es, i)) % n;
      else {
        unsigned per = 16 / es; // within the element's 128-bit lane
        unsigned sel = es == 8 ? unsigned(getu(m, es, i) >> 1) & 1 : unsigned(getu(m, es, i)) & 3;
        k = (i / per) * per + sel;
      }
      std::memcpy(r.b + es * i, a.b + es * k, es);
    }
    break;
  }
  case IntrinsicOp::Minpos: {
    V a = arg(0, t);
    unsigned best = 0;
    for (unsigned i = 1; i < 8; ++i)
      if (getu(a, 2, i) < getu(a, 2, best)) best = i;
    seti(r, 2, 0, getu(a, 2, best));
    seti(r, 2, 1, best);
    break;
  }
  case IntrinsicOp::Mpsadbw: {
    V a = arg(0, t), b = arg(1, t);
    int imm = int(I(2));
    for (unsigned l = 0; l < type_size(t) / 16; ++l) {
      int ctl = l == 0 ? imm : imm >> 3;
      unsigned aoff = 16 * l + unsigned((ctl >> 2) & 1) * 4, boff = 16 * l + unsigned(ctl & 3) * 4;
      for (unsigned j = 0; j < 8; ++j) {
        u64 sum = 0;
        for (unsigned k = 0; k < 4; ++k) {
          i64 d = i64(a.b[aoff + j + k]) - i64(b.b[boff + k]);
          sum += u64(d < 0 ? -d : d);
        }
        seti(r, 2, 8 * l + j, sum);
      }
    }
    store(s, site.dest, t2, r);
    return nullptr;
  }
  case IntrinsicOp::Testz: case IntrinsicOp::Testc: case IntrinsicOp::Testnzc: {
    V a = arg(0, t), b = arg(1, t);
    bool zf = true, cf = true;
    for (unsigned i = 0; i < type_size(t); ++i) {
      u8 m = is_float(e) ? u8(((i + 1) % es) == 0 ? 0x80 : 0) : 0xff; // float: sign bits only
      if (a.b[i] & b.b[i] & m) zf = false;
      if (~a.b[i] & b.b[i] & m) cf = false;
    }
    int z = op == IntrinsicOp::Testz ? zf : op == IntrinsicOp::Testc ? cf : !zf && !cf;
    if (site.dest) s[site.dest].i = z;
    return nullptr;
  }
  case IntrinsicOp::Pcmpistri: case IntrinsicOp::Pcmpistrm: case IntrinsicOp::Pcmpistrf:
  case IntrinsicOp::Pcmpestri: case IntrinsicOp::Pcmpestrm: case IntrinsicOp::Pcmpestrf: {
    bool expl = op == IntrinsicOp::Pcmpestri || op == IntrinsicOp::Pcmpestrm || op == IntrinsicOp::Pcmpestrf;
    V a = arg(0, t), b = arg(expl ? 2 : 1, t);
    int imm = int(I(expl ? 4 : 2));
    bool words = imm & 1;
    int la = expl ? int(i32(I(1))) : str_length(a, words), lb = expl ? int(i32(I(3))) : str_length(b, words);
    StrResult sr = pcmpstr(a, la, b, lb, imm);
    if (op == IntrinsicOp::Pcmpistrm || op == IntrinsicOp::Pcmpestrm) {
      store(s, site.dest, t, str_mask(sr, imm));
      return nullptr;
    }
    int v = op == IntrinsicOp::Pcmpistri || op == IntrinsicOp::Pcmpestri ? str_index(sr, imm) : str_flag(sr, int(I(expl ? 5 : 3)));
    if (site.dest) s[site.dest].i = v;
    return nullptr;
  }
  case IntrinsicOp::Aesenc: case IntrinsicOp::Aesenclast: case IntrinsicOp::Aesdec: case IntrinsicOp::Aesdeclast:
  case IntrinsicOp::Aesimc: case IntrinsicOp::Aeskeygenassist: {
    if (!__builtin_cpu_supports("aes")) return needs_cpu_feature("AES-NI");
    bool two = op != IntrinsicOp::Aesimc && op != IntrinsicOp::Aeskeygenassist;
    r = aes_op(op, arg(0, t), two ? arg(1, t) : V(), op == IntrinsicOp::Aeskeygenassist ? int(I(1)) : 0);
    break;
  }
  case IntrinsicOp::Pclmulqdq: {
    V a = arg(0, t), b = arg(1, t);
    int imm = int(I(2));
    u64 hi, lo = clmul(getu(a, 8, imm & 1), getu(b, 8, (imm >> 4) & 1), hi);
    seti(r, 8, 0, lo);
    seti(r, 8, 1, hi);
    break;
  }
  case IntrinsicOp::Fmin: case IntrinsicOp::Fmax: {
    V a = arg(0, t), b = arg(1, t);
    for (unsigned i = 0; i < n; ++i) {
      double x = getfd(a, e, i), y = getfd(b, e, i);
      bool first = op == IntrinsicOp::Fmin ? x < y : x > y;
      std::memcpy(r.b + es * i, (first ? a.b : b.b) + es * i, es);
    }
    break;
  }
  case IntrinsicOp::Fsqrt: {
    V a = arg(0, t);
    for (unsigned i = 0; i < n; ++i) {
      if (e == IrType::F32) setf(r, i, std::sqrt(getf(a, i)));
      else setd(r, i, std::sqrt(getd(a, i)));
    }
    break;
  }
  case IntrinsicOp::Rcp: case IntrinsicOp::Rsqrt: r = approx(op, arg(0, t), n); break;
  case IntrinsicOp::Fcmp: {
    V a = arg(0, t), b = arg(1, t);
    for (unsigned i = 0; i < n; ++i) seti(r, es, i, fcmp_pred(int(I(2)), getfd(a, e, i), getfd(b, e, i)) ? ~u64(0) : 0);
    store(s, site.dest, mask_type(t), r);
    return nullptr;
  }
  case IntrinsicOp::Round: {
    V a = arg(0, t);
    for (unsigned i = 0; i < n; ++i) {
      if (e == IrType::F32) setf(r, i, float(round_mode(getf(a, i), int(I(1)))));
      else setd(r, i, round_mode(getd(a, i), int(I(1))));
    }
    break;
  }
  case IntrinsicOp::Addsub: {
    V a = arg(0, t), b = arg(1, t);
    for (unsigned i = 0; i < n; ++i) {
      if (e == IrType::F32) setf(r, i, i & 1 ? getf(a, i) + getf(b, i) : getf(a, i) - getf(b, i));
      else setd(r, i, i & 1 ? getd(a, i) + getd(b, i) : getd(a, i) - getd(b, i));
    }
    break;
  }
  case IntrinsicOp::Dp: {
    V a = arg(0, t), b = arg(1, t);
    int imm = int(I(2));
    for (unsigned l = 0; l < type_size(t) / 16; ++l) {
      if (e == IrType::F32) {
        float p[4];
        for (unsigned i = 0; i < 4; ++i) p[i] = (imm >> (4 + i)) & 1 ? getf(a, 4 * l + i) * getf(b, 4 * l + i) : 0.0f;
        float sum = (p[0] + p[1]) + (p[2] + p[3]);
        for (unsigned i = 0; i < 4; ++i) setf(r, 4 * l + i, (imm >> i) & 1 ? sum : 0.0f);
      } else {
        double p0 = (imm >> 4) & 1 ? getd(a, 2 * l) * getd(b, 2 * l) : 0.0;
        double p1 = (imm >> 5) & 1 ? getd(a, 2 * l + 1) * getd(b, 2 * l + 1) : 0.0;
        double sum = p0 + p1;
        for (unsigned i = 0; i < 2; ++i) setd(r, 2 * l + i, (imm >> i) & 1 ? sum : 0.0);
      }
    }
    break;
  }
  case IntrinsicOp::Insertps: {
    V a = arg(0, t), b = arg(1, t);
    int imm = int(I(2));
    r = a;
    setf(r, unsigned(imm >> 4) & 3, getf(b, unsigned(imm >> 6) & 3));
    for (unsigned i = 0; i < 4; ++i)
      if ((imm >> i) & 1) setf(r, i, 0.0f);
    break;
  }
  case IntrinsicOp::CvtRound: {
    // nearbyint in the current rounding mode, then x86's truncating conversion (exact).
    if (!is_vector(t)) {
      double x = t == IrType::F32 ? double(s[site.args[0]].f) : s[site.args[0]].d;
      IrConst c = IrConst::cast_float_to_target(std::nearbyint(x), t2);
      if (site.dest) s[site.dest].i = c.to_i64().value_or(0);
      return nullptr;
    }
    V a = arg(0, t);
    IrType te = elem_type(t2);
    for (unsigned i = 0; i < n; ++i)
      seti(r, type_size(te), i, u64(IrConst::cast_float_to_target(std::nearbyint(getfd(a, e, i)), te).to_i64().value_or(0)));
    store(s, site.dest, t2, r);
    return nullptr;
  }
  case IntrinsicOp::Movnt: {
    u64 p = s[site.args[0]].u;
    if (p < kNullPageLimit) return "null pointer dereference: a non-temporal store's address is null";
    unsigned size = type_size(site.ty);
    if (size >= 16 && p % size) return "non-temporal vector store to an address that is not aligned to its size";
    if (const char* m = confined_access_error(ctx, s[site.args[0]].p, size)) return m;
    std::memcpy(s[site.args[0]].p, &s[site.args[1]], size);
    return nullptr;
  }
  case IntrinsicOp::Maskload: case IntrinsicOp::Maskstore: {
    u8* p = static_cast<u8*>(s[site.args[0]].p);
    V m = arg(1, mask_type(t));
    V v = op == IntrinsicOp::Maskstore ? arg(2, t) : V();
    for (unsigned i = 0; i < n; ++i) {
      if (geti(m, es, i) >= 0) continue;
      if (u64(p + es * i) < kNullPageLimit) return "null pointer dereference: a masked load or store's element address is null";
      if (const char* msg = confined_access_error(ctx, p + es * i, es)) return msg;
      if (op == IntrinsicOp::Maskload) std::memcpy(r.b + es * i, p + es * i, es);
      else std::memcpy(p + es * i, v.b + es * i, es);
    }
    if (op == IntrinsicOp::Maskstore) return nullptr;
    break;
  }
  case IntrinsicOp::Maskmov: {
    V a = arg(0, t), m = arg(1, t);
    u8* p = static_cast<u8*>(s[site.args[2]].p);
    for (unsigned i = 0; i < type_size(t); ++i) {
      if (!(m.b[i] & 0x80)) continue;
      if (u64(p + i) < kNullPageLimit) return "null pointer dereference: maskmovdqu's address is null";
      if (const char* msg = confined_access_error(ctx, p + i, 1)) return msg;
      p[i] = a.b[i];
    }
    return nullptr;
  }
  case IntrinsicOp::Pdep: case IntrinsicOp::Pext: case IntrinsicOp::Bzhi: case IntrinsicOp::Bextr:
  case IntrinsicOp::Tzcnt: case IntrinsicOp::Lzcnt: {
    unsigned bits = 8 * type_size(t);
    u64 mask = bits == 64 ? ~u64(0) : (u64(1) << bits) - 1;
    u64 x = s[site.args[0]].u & mask, y = site.num_args > 1 ? s[site.args[1]].u & mask : 0, z;
    switch (op) {
    case IntrinsicOp::Pdep: z = pdep(x, y); break;
    case IntrinsicOp::Pext: z = pext(x, y); break;
    case IntrinsicOp::Bzhi: {
      u64 k = y & 0xff;
      z = k >= bits ? x : x & ((u64(1) << k) - 1);
      break;
    }
    case IntrinsicOp::Bextr: {
      u64 start = y & 0xff, len = (y >> 8) & 0xff;
      u64 v = start >= bits ? 0 : x >> start;
      z = len >= 64 ? v : v & ((u64(1) << len) - 1);
      break;
    }
    case IntrinsicOp::Tzcnt: z = x ? u64(__builtin_ctzll(x)) : bits; break;
    default: z = x ? u64(__builtin_clzll(x)) - (64 - bits) : bits; break;
    }
    if (site.dest) s[site.dest].i = normalize_int(t, i64(z));
    return nullptr;
  }
  default: return "vector intrinsic without an interpretation";
  }
  store(s, site.dest, intrinsic_result_type(op, t, t2), r);
  return nullptr;
}

} // namespace ilcc::interp
