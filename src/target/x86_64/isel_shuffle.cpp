// isel_shuffle.cpp — the shuffle intrinsic (docs/simd.md): a constant mask becomes the x86
// shuffle that does it, a variable one goes through memory.
//
// The intrinsics' headers express the x86 shuffles (pshufd, shufps, unpck*, palignr,
// pslldq, movss, blends, vperm2f128, ...) as shuffles with constant masks, so each
// pattern those produce has a matcher here; any other constant mask still gets an exact
// sequence: pshufb (SSSE3), blends of matched single-source shuffles, or element by
// element through memory.
//
// Matching works on a 16-byte register: the mask is read as a list of element indices
// into a's register (0..N-1) and b's (N..2N-1), N = 16 / element size; -1 marks an
// element whose value does not matter (the upper half of an 8-byte result) and -2 one that
// is zero (taken from an all-zero constant operand). Pairs of elements that move together
// are merged into elements of twice the size first, so a byte shuffle that moves dwords
// finds pshufd. 32-byte shuffles are matched per 16-byte half: the same pattern in both
// halves is one AVX instruction, whole halves are vperm2f128, AVX2 permutes across halves
// (vpermq, vpermd), and anything else is built from 16-byte shuffles of the halves.
#include "target/x86_64/isel.h"

#include <cstring>

namespace ilcc::x86_64 {

using namespace mir;

namespace {

constexpr int kUndef = -1, kZero = -2;

struct Mask {
  int es = 1;             // element size in bytes
  int n = 16;             // elements in a 16-byte register
  std::vector<int> idx;   // per result element: 0..n-1 from a, n..2n-1 from b, kUndef, kZero
};

// The mask with pairs of elements that move together merged (as long as it can be, up to
// elements of `limit` bytes).
Mask coarsen(Mask m, int limit = 8) {
  while (m.es < limit) {
    Mask c;
    c.es = m.es * 2, c.n = m.n / 2;
    bool ok = true;
    for (int k = 0; k < m.n && ok; ++k) {
      int x = m.idx[2 * k], y = m.idx[2 * k + 1];
      if (x == kUndef && y == kUndef) c.idx.push_back(kUndef);
      else if ((x == kZero || x == kUndef) && (y == kZero || y == kUndef)) c.idx.push_back(kZero);
      else if (x >= 0 && x % 2 == 0 && (y == kUndef || y == x + 1)) c.idx.push_back(x / 2);
      else if (y >= 0 && y % 2 == 1 && x == kUndef) c.idx.push_back(y / 2);
      else ok = false;
    }
    if (!ok) break;
    m = c;
  }
  return m;
}

// The mask at a finer element size (each element split in parts).
Mask refine(const Mask& m, int es) {
  Mask r;
  r.es = es, r.n = 16 / es;
  int f = m.es / es;
  for (int x : m.idx)
    for (int p = 0; p < f; ++p) r.idx.push_back(x < 0 ? x : x * f + p);
  return r;
}

bool uses_a(const Mask& m) {
  for (int x : m.idx)
    if (x >= 0 && x < m.n) return true;
  return false;
}
bool uses_b(const Mask& m) {
  for (int x : m.idx)
    if (x >= m.n) return true;
  return false;
}
bool has_zero(const Mask& m) {
  for (int x : m.idx)
    if (x == kZero) return true;
  return false;
}

} // namespace

Reg ISel::shuffle_through_memory(Reg a, Reg b, IrType t, IrType rt, std::span<const int> mask) {
  // a's bytes, then b's right after them (8-byte vectors: b's store overwrites a's
  // unspecified upper half), the result element by element beside them.
  unsigned sb = type_size(t), rb = type_size(rt), es = type_size(elem_type(t));
  unsigned sw = sb < 16 ? 16 : sb;
  u32 obj = mf_.new_frame_object(sb + sw + std::max(rb, 16u), 16);
  emit(Movdqu, u8(sw), {MOperand::frame(obj, 0), MOperand::use(a)});
  emit(Movdqu, u8(sw), {MOperand::frame(obj, i32(sb)), MOperand::use(b)});
  i32 out = i32(sb + sw);
  for (unsigned k = 0; k < mask.size(); ++k) {
    int x = mask[k];
    if (x == kUndef) continue;
    MOperand dst = MOperand::frame(obj, out + i32(k * es));
    if (x == kZero) {
      emit(Mov, u8(es), {dst, MOperand::make_imm(0)});
      continue;
    }
    Reg g = new_gpr();
    emit(Mov, u8(es), {MOperand::def(g), MOperand::frame(obj, i32(unsigned(x) * es))});
    emit(Mov, u8(es), {dst, MOperand::use(g)});
  }
  Reg d = new_reg(rt);
  if (rb == 8) emit(MovGX, 8, {MOperand::def(d), MOperand::frame(obj, out)});
  else emit(Movdqu, u8(rb), {MOperand::def(d), MOperand::frame(obj, out)});
  return d;
}

namespace {

// The imm8 of pshufd/shufps from four 2-bit selections.
i64 imm4(int a, int b, int c, int d) { return i64((a & 3) | (b & 3) << 2 | (c & 3) << 4 | (d & 3) << 6); }

} // namespace

// The 16-byte shuffles (a friend of ISel: it emits through it).
class ShuffleMatcher {
public:
  ShuffleMatcher(ISel& s, bool ssse3, bool sse41) : s_(s), ssse3_(ssse3), sse41_(sse41) {}

  // Registers holding a and b (kNoReg: not read, or all zero).
  Reg match(Reg a, Reg b, Mask m) {
    // One operand only: the other's elements are renamed undef.
    if (!uses_b(m) && !uses_a(m) && !has_zero(m)) return fresh(); // nothing defined
    m = coarsen(m);
    if (!uses_b(m)) return single(a, m);
    if (!uses_a(m)) {
      Mask mb = m;
      for (int& x : mb.idx)
        if (x >= m.n) x -= m.n;
      return single(b, mb);
    }
    return pair(a, b, m);
  }

private:
  Reg fresh() { return s_.new_xmm(); }
  Reg copy_of(Reg r) {
    Reg d = s_.new_xmm();
    s_.copy(d, r, RegClass::Xmm);
    return d;
  }
  MInst& op(u16 o, int size2, std::initializer_list<MOperand> ops) {
    MInst& in = s_.emit(o, 16, ops);
    in.size2 = u8(size2);
    return in;
  }
  Reg const16(const u8* img) { return s_.vec_const(img, IrType::V16I8); }
  // d & mask where the mask keeps the elements that are not kZero.
  Reg clear_zeros(Reg d, const Mask& m) {
    if (!has_zero(m)) return d;
    u8 img[16];
    for (int k = 0; k < m.n; ++k) std::memset(img + k * m.es, m.idx[k] == kZero ? 0 : 0xff, size_t(m.es));
    Reg c = const16(img);
    op(Pand, 1, {MOperand::usedef(d), MOperand::use(c)});
    return d;
  }

  // A shuffle of one register's elements (and zeros).
  Reg single(Reg a, const Mask& m) {
    bool identity = true;
    for (int k = 0; k < m.n; ++k) identity &= m.idx[k] == kUndef || m.idx[k] == kZero || m.idx[k] == k;
    if (identity) return clear_zeros(copy_of(a), m);
    if (Reg r = byte_shift(a, m); r != kNoReg) return r;
    if (m.es >= 4 || m.n <= 4) {
      Mask d = m.es >= 4 ? refine(m, 4) : m;
      int sel[4];
      for (int k = 0; k < 4; ++k) sel[k] = d.idx[k] < 0 ? k : d.idx[k];
      Reg r = s_.new_xmm();
      op(Pshufd, 4, {MOperand::def(r), MOperand::use(a), MOperand::make_imm(imm4(sel[0], sel[1], sel[2], sel[3]))});
      return clear_zeros(r, d);
    }
    if (m.es == 2) {
      // Words of the low half from the low half and of the high half from the high half.
      bool ok = true;
      int lo[4], hi[4];
      for (int k = 0; k < 8; ++k) {
        int x = m.idx[k];
        if (x < 0) x = k;
        if ((k < 4) != (x < 4)) ok = false;
        (k < 4 ? lo[k] : hi[k - 4]) = x & 3;
      }
      if (ok) {
        Reg r = s_.new_xmm();
        op(Pshuflw, 2, {MOperand::def(r), MOperand::use(a), MOperand::make_imm(imm4(lo[0], lo[1], lo[2], lo[3]))});
        if (hi[0] != 0 || hi[1] != 1 || hi[2] != 2 || hi[3] != 3)
          op(Pshufhw, 2, {MOperand::def(r), MOperand::use(r), MOperand::make_imm(imm4(hi[0], hi[1], hi[2], hi[3]))});
        return clear_zeros(r, m);
      }
      // Words in dword pairs elsewhere: pshufd of dwords whose words are in order, then
      // the halves' words (three shuffles at most).
    }
    if (ssse3_) return pshufb_one(a, m);
    return kNoReg;
  }

  // pslldq/psrldq: the bytes of a moved by k places with zeros shifted in (the zero side
  // may be undef).
  Reg byte_shift(Reg a, const Mask& m0) {
    Mask m = refine(m0, 1);
    for (int dir = 0; dir < 2; ++dir)
      for (int k = 1; k < 16; ++k) {
        bool ok = true, any_zero = false;
        for (int j = 0; j < 16 && ok; ++j) {
          int src = dir == 0 ? j + k : j - k; // 0: psrldq (bytes move down), 1: pslldq
          int x = m.idx[j];
          if (src < 0 || src > 15) ok = x == kUndef || x == kZero, any_zero |= x == kZero;
          else ok = x == kUndef || x == src;
        }
        if (!ok || !any_zero) continue;
        Reg r = copy_of(a);
        op(dir == 0 ? Psrldq : Pslldq, 1, {MOperand::usedef(r), MOperand::make_imm(k)});
        return r;
      }
    return kNoReg;
  }

  Reg pshufb_one(Reg a, const Mask& m0) {
    Mask m = refine(m0, 1);
    u8 ctl[16];
    for (int j = 0; j < 16; ++j) ctl[j] = m.idx[j] >= 0 ? u8(m.idx[j] & 15) : 0x80;
    Reg r = copy_of(a);
    op(Pshufb, 1, {MOperand::usedef(r), MOperand::use(const16(ctl))});
    return r;
  }

  // Both registers' elements.
  Reg pair(Reg a, Reg b, const Mask& m) {
    // Zero elements: matched on the other elements, then cleared.
    Mask nz = m;
    for (int& x : nz.idx)
      if (x == kZero) x = kUndef;
    Reg r = kNoReg;
    for (int es = nz.es; es <= 8 && r == kNoReg; es *= 2) {
      Mask c = es == nz.es ? nz : coarsen(nz, es);
      if (c.es != es) continue;
      r = unpack(a, b, c);
      if (r == kNoReg && es == 4) r = shufps(a, b, c);
      if (r == kNoReg && es == 8) r = shufpd(a, b, c);
    }
    if (r == kNoReg) r = blend(a, b, nz);
    if (r == kNoReg) r = palignr(a, b, nz);
    if (r == kNoReg && ssse3_) {
      Reg x = pshufb_one(a, only(nz, false)), y = pshufb_one(b, only(nz, true));
      op(Por, 1, {MOperand::usedef(x), MOperand::use(y)});
      r = x;
    }
    if (r == kNoReg) {
      // Each register's elements shuffled into place, then blended by position.
      Mask ma = only(nz, false), mb = only(nz, true);
      Reg x = single(a, ma), y = x != kNoReg ? single(b, mb) : kNoReg;
      if (x != kNoReg && y != kNoReg) {
        u8 img[16];
        for (int k = 0; k < nz.n; ++k) std::memset(img + k * nz.es, nz.idx[k] >= nz.n ? 0xff : 0, size_t(nz.es));
        Reg sel = const16(img);
        op(Pand, 1, {MOperand::usedef(y), MOperand::use(sel)});
        op(Pandn, 1, {MOperand::usedef(sel), MOperand::use(x)});
        op(Por, 1, {MOperand::usedef(y), MOperand::use(sel)});
        r = y;
      }
    }
    return r != kNoReg ? clear_zeros(r, m) : kNoReg;
  }

  // The elements of one operand at their places (the other's undef), renumbered 0..n-1;
  // pshufb_one zeroes what it does not take.
  static Mask only(const Mask& m, bool from_b) {
    Mask r = m;
    for (int& x : r.idx) {
      if (x < 0) continue;
      if ((x >= m.n) != from_b) x = kZero;
      else if (from_b) x -= m.n;
    }
    return r;
  }

  // punpckl/punpckh at this element size: [x0 y0 x1 y1 ...] of the low or high halves.
  Reg unpack(Reg a, Reg b, const Mask& m) {
    int n = m.n;
    for (int hi = 0; hi < 2; ++hi)
      for (int swap = 0; swap < 2; ++swap) {
        bool ok = true;
        for (int k = 0; k < n && ok; ++k) {
          int want = (k % 2 == swap ? 0 : n) + k / 2 + hi * (n / 2);
          ok = m.idx[k] == kUndef || m.idx[k] == want;
        }
        if (!ok) continue;
        Reg r = copy_of(swap ? b : a);
        op(hi ? Punpckh : Punpckl, m.es, {MOperand::usedef(r), MOperand::use(swap ? a : b)});
        return r;
      }
    return kNoReg;
  }

  // shufps: elements 0 and 1 from one register, 2 and 3 from one register.
  Reg shufps(Reg a, Reg b, const Mask& m) {
    auto src = [&](int k0, int k1, int& which) {
      int w = -1;
      for (int k = k0; k <= k1; ++k) {
        int x = m.idx[k];
        if (x < 0) continue;
        int s = x >= 4;
        if (w >= 0 && w != s) return false;
        w = s;
      }
      which = w < 0 ? 0 : w;
      return true;
    };
    int lo, hi;
    if (!src(0, 1, lo) || !src(2, 3, hi)) return kNoReg;
    int sel[4];
    for (int k = 0; k < 4; ++k) sel[k] = m.idx[k] < 0 ? 0 : m.idx[k] & 3;
    Reg x = lo ? b : a, y = hi ? b : a;
    Reg r = copy_of(x);
    op(Shufp, 4, {MOperand::usedef(r), MOperand::use(y), MOperand::make_imm(imm4(sel[0], sel[1], sel[2], sel[3]))});
    return r;
  }

  // shufpd: element 0 from one register, element 1 from one register.
  Reg shufpd(Reg a, Reg b, const Mask& m) {
    int x = m.idx[0], y = m.idx[1];
    Reg rx = x >= 2 ? b : a, ry = y >= 2 ? b : a;
    Reg r = copy_of(rx);
    op(Shufp, 8, {MOperand::usedef(r), MOperand::use(ry), MOperand::make_imm(i64((x < 0 ? 0 : x & 1) | (y < 0 ? 0 : y & 1) << 1))});
    return r;
  }

  // Every element in its place, from a or from b: pblendw (SSE4.1), else and/andn/or.
  Reg blend(Reg a, Reg b, const Mask& m) {
    for (int k = 0; k < m.n; ++k)
      if (m.idx[k] >= 0 && m.idx[k] % m.n != k) return kNoReg;
    if (sse41_ && m.es >= 2) {
      Mask w = refine(m, 2);
      int imm = 0;
      for (int k = 0; k < 8; ++k)
        if (w.idx[k] >= 8) imm |= 1 << k;
      Reg r = copy_of(a);
      op(Pblendw, 2, {MOperand::usedef(r), MOperand::use(b), MOperand::make_imm(imm)});
      return r;
    }
    u8 img[16];
    for (int k = 0; k < m.n; ++k) std::memset(img + k * m.es, m.idx[k] >= m.n ? 0xff : 0, size_t(m.es));
    Reg sel = const16(img);
    Reg x = copy_of(b);
    op(Pand, 1, {MOperand::usedef(x), MOperand::use(sel)});
    op(Pandn, 1, {MOperand::usedef(sel), MOperand::use(a)});
    op(Por, 1, {MOperand::usedef(x), MOperand::use(sel)});
    return x;
  }

  // palignr (SSSE3): 16 consecutive bytes of y:x (x low) from byte k, x and y either
  // register; without SSSE3, psrldq/pslldq/por.
  Reg palignr(Reg a, Reg b, const Mask& m0) {
    Mask m = refine(m0, 1);
    for (int order = 0; order < 2; ++order) {
      Reg lo = order ? b : a, hi = order ? a : b; // bytes 0..15 of lo, then hi
      for (int k = 1; k < 16; ++k) {
        bool ok = true;
        for (int j = 0; j < 16 && ok; ++j) {
          int x = m.idx[j];
          if (x == kUndef) continue;
          int pos = j + k; // in lo:hi
          int want = pos < 16 ? (order ? 16 + pos : pos) : (order ? pos - 16 : 16 + pos - 16);
          ok = x == want;
        }
        if (!ok) continue;
        if (ssse3_) {
          Reg r = copy_of(hi);
          op(Palignr, 1, {MOperand::usedef(r), MOperand::use(lo), MOperand::make_imm(k)});
          return r;
        }
        Reg x = copy_of(lo), y = copy_of(hi);
        op(Psrldq, 1, {MOperand::usedef(x), MOperand::make_imm(k)});
        op(Pslldq, 1, {MOperand::usedef(y), MOperand::make_imm(16 - k)});
        op(Por, 1, {MOperand::usedef(x), MOperand::use(y)});
        return x;
      }
    }
    return kNoReg;
  }

  ISel& s_;
  bool ssse3_, sse41_;
};

Reg ISel::vec_shuffle(const Instruction& i) {
  IrType t = i.ty, rt = i.ty2;
  std::span<const Operand> args = i.intrinsic_args();
  unsigned es = type_size(elem_type(t)), n = vector_lanes(t), rn = vector_lanes(rt);
  const Operand& mo = args[2];
  IrType mt = mask_type(rt);
  // The operands: an all-zero constant is read as zeros; the same value twice as one.
  auto is_zero = [&](const Operand& o) {
    if (!o.is_const()) return false;
    return o.const_kind() == ConstKind::Zero || o.constant().is_zero();
  };
  bool az = is_zero(args[0]), bz = is_zero(args[1]);
  bool same = args[0] == args[1];
  Reg a = az ? kNoReg : vec_reg(args[0], t);
  Reg b = bz ? kNoReg : same ? a : vec_reg(args[1], t);
  std::vector<int> idx(rn);
  if (!mo.is_const()) {
    // A variable mask: each element's index read and used through memory (a's bytes, then
    // b's right after them, as shuffle_through_memory lays them out).
    u8 z[32] = {};
    Reg ra = a != kNoReg ? a : vec_const(z, t);
    Reg rb = b != kNoReg ? b : ra;
    unsigned sb = type_size(t), sw = sb < 16 ? 16 : sb, rbytes = type_size(rt), mbytes = type_size(mt);
    u32 obj = mf_.new_frame_object(sb + sw + std::max(rbytes, 16u) + std::max(mbytes, 16u), 16);
    emit(Movdqu, u8(sw), {MOperand::frame(obj, 0), MOperand::use(ra)});
    emit(Movdqu, u8(sw), {MOperand::frame(obj, i32(sb)), MOperand::use(rb)});
    i32 out = i32(sb + sw), mpos = out + i32(std::max(rbytes, 16u));
    Reg mr = vec_reg(mo, mt);
    if (mbytes == 8) emit(MovXG, 8, {MOperand::frame(obj, mpos), MOperand::use(mr)});
    else emit(Movdqu, u8(mbytes), {MOperand::frame(obj, mpos), MOperand::use(mr)});
    for (unsigned k = 0; k < rn; ++k) {
      Reg x = new_gpr();
      MOperand lane = MOperand::frame(obj, mpos + i32(k * es));
      if (es == 8) emit(Mov, 8, {MOperand::def(x), lane});
      else if (es == 4) emit(Mov, 4, {MOperand::def(x), lane});
      else emit(MovZX, 4, {MOperand::def(x), lane}).size2 = u8(es);
      emit(And, 4, {MOperand::usedef(x), MOperand::make_imm(2 * n - 1)});
      Reg g = new_gpr();
      emit(Mov, u8(es), {MOperand::def(g), MOperand::frame(obj, 0, x, u8(es))});
      emit(Mov, u8(es), {MOperand::frame(obj, out + i32(k * es)), MOperand::use(g)});
    }
    Reg d = new_reg(rt);
    if (rbytes == 8) emit(MovGX, 8, {MOperand::def(d), MOperand::frame(obj, out)});
    else emit(Movdqu, u8(rbytes), {MOperand::def(d), MOperand::frame(obj, out)});
    return d;
  }
  IrConst mc = mo.constant();
  for (unsigned k = 0; k < rn; ++k) {
    int x = int(u64(mc.lane(elem_type(mt), k).to_i64().value_or(0)) % (2 * n));
    if (same && x >= int(n)) x -= int(n);
    if ((x < int(n) && az) || (x >= int(n) && bz)) x = kZero;
    idx[k] = x;
  }
  if (a == kNoReg && b == kNoReg) { // every element zero
    u8 z[32] = {};
    return vec_const(z, rt);
  }
  if (a == kNoReg) a = b; // the zero side is never read
  if (b == kNoReg) b = a;
  ShuffleMatcher mt16(*this, has(X86Feature::Ssse3), has(X86Feature::Sse41));
  unsigned sb = type_size(t), rb = type_size(rt);
  // A 16-byte (or 8-byte) result from 16-byte (or 8-byte) operands.
  auto mask16 = [&](std::span<const int> part, unsigned src_n) {
    Mask m;
    m.es = int(es), m.n = int(16 / es);
    m.idx.assign(size_t(m.n), kUndef);
    for (size_t k = 0; k < part.size(); ++k) {
      int x = part[k];
      m.idx[k] = x < 0 ? x : x < int(src_n) ? x : m.n + (x - int(src_n));
    }
    return m;
  };
  if (sb <= 16 && rb <= 16) {
    Reg r = mt16.match(a, b, mask16(idx, n));
    if (r != kNoReg) {
      Reg d = new_reg(rt);
      copy(d, r, RegClass::Xmm);
      return d;
    }
    return shuffle_through_memory(a, b, t, rt, idx);
  }
  // 32 bytes: the four 16-byte halves (a's, then b's) as the sources of each result half.
  unsigned hn = 16 / es; // elements in a half
  Reg halves[4] = {kNoReg, kNoReg, kNoReg, kNoReg};
  unsigned nh = sb == 32 ? 2 : 1; // halves per operand
  auto half = [&](unsigned h) {
    if (halves[h] == kNoReg) {
      Reg src = h < nh ? a : b;
      halves[h] = sb == 32 ? vec_half(src, t, h % 2) : src;
    }
    return halves[h];
  };
  // Which source half (0..2*nh-1) element x lives in, and its index within it.
  auto half_of = [&](int x) { return x < int(n) ? unsigned(x) / hn : nh + (unsigned(x) - n) / hn; };
  unsigned rhalves = rb == 32 ? 2 : 1;
  // vperm2f128: every result half a whole source half or zero (32-byte operands).
  if (sb == 32 && rb == 32) {
    int sel[2];
    bool ok = true;
    for (unsigned h = 0; h < 2 && ok; ++h) {
      sel[h] = -1;
      for (unsigned k = 0; k < hn && ok; ++k) {
        int x = idx[h * hn + k];
        if (x == kUndef) continue;
        int s = x == kZero ? 8 : int(half_of(x));
        if (x >= 0 && unsigned(x) % hn != k) ok = false;
        if (sel[h] >= 0 && sel[h] != s) ok = false;
        sel[h] = s;
      }
    }
    if (ok) {
      int imm = (sel[0] < 0 ? 0 : sel[0]) | (sel[1] < 0 ? 0 : sel[1]) << 4;
      Reg d = new_reg(rt);
      copy(d, a, RegClass::Xmm);
      emit(Vperm2f128, 32, {MOperand::usedef(d), MOperand::use(b), MOperand::make_imm(imm)});
      return d;
    }
    // The same pattern in both halves, within each: one in-lane AVX instruction.
    bool inlane = true;
    std::vector<int> rel(hn);
    for (unsigned k = 0; k < hn && inlane; ++k) {
      int x0 = idx[k], x1 = idx[hn + k];
      auto r0 = [&](int x, unsigned h) { // x relative to half h of its operand, or -1 undef
        if (x < 0) return x;
        unsigned hh = half_of(x);
        if (hh % 2 != h) return -100;
        return int(hh >= 2 ? hn : 0) + int(unsigned(x) % hn);
      };
      int p = r0(x0, 0), q = r0(x1, 1);
      if (p == -100 || q == -100 || (p != q && p != kUndef && q != kUndef)) inlane = false;
      rel[k] = p == kUndef ? q : p;
    }
    bool float_ok = has(X86Feature::Avx), int_ok = has(X86Feature::Avx2);
    if (inlane && (int_ok || float_ok)) {
      // Match the pattern on 16-byte registers, then replay its instructions at 32 bytes.
      Mask m = coarsen(mask16(rel, hn));
      Reg d = kNoReg;
      auto replay = [&](u16 o, int size2, Reg x, Reg y, i64 imm, bool three) {
        d = new_reg(rt);
        copy(d, x, RegClass::Xmm);
        MInst& in = three ? emit(o, 32, {MOperand::usedef(d), MOperand::use(y), MOperand::make_imm(imm)})
                          : emit(o, 32, {MOperand::usedef(d), MOperand::use(y)});
        in.size2 = u8(size2);
      };
      // shufps / unpcklps / unpckhps work in AVX1 (float domain); the integer forms need AVX2.
      if (m.es == 4 && !uses_b(m)) {
        int sel[4];
        for (int k = 0; k < 4; ++k) sel[k] = m.idx[k] < 0 ? k : m.idx[k];
        replay(Shufp, 4, a, a, imm4(sel[0], sel[1], sel[2], sel[3]), true);
        return d;
      }
      if (m.es == 4 && !uses_a(m)) {
        int sel[4];
        for (int k = 0; k < 4; ++k) sel[k] = m.idx[k] < 0 ? k : m.idx[k] - 4;
        replay(Shufp, 4, b, b, imm4(sel[0], sel[1], sel[2], sel[3]), true);
        return d;
      }
      if (m.es == 4 || m.es == 8) {
        // shufps/shufpd of two registers: lanes 0-1 from one, 2-3 from the other.
        int nn = m.n;
        int lo = -1, hi = -1;
        bool ok2 = true;
        for (int k = 0; k < nn; ++k) {
          int x = m.idx[k];
          if (x < 0) continue;
          int s = x >= nn;
          int& w = k < nn / 2 ? lo : hi;
          if (w >= 0 && w != s) ok2 = false;
          w = s;
        }
        if (ok2) {
          i64 imm = 0;
          for (int k = 0; k < nn; ++k) {
            int x = m.idx[k] < 0 ? 0 : m.idx[k] % nn;
            imm |= i64(x) << (m.es == 4 ? 2 * k : k);
          }
          if (m.es == 8) imm |= imm << 2; // vshufpd: a bit per element of both lanes
          replay(Shufp, m.es, lo == 1 ? b : a, hi == 1 ? b : a, imm, true);
          return d;
        }
      }
      // unpack at the pattern's element size (floats' unpck for 4/8 in AVX1: punpck needs AVX2).
      for (int hi = 0; hi < 2; ++hi)
        for (int swap = 0; swap < 2; ++swap) {
          bool ok2 = true;
          for (int k = 0; k < m.n && ok2; ++k) {
            int want = (k % 2 == swap ? 0 : m.n) + k / 2 + hi * (m.n / 2);
            ok2 = m.idx[k] == kUndef || m.idx[k] == want;
          }
          if (ok2 && (int_ok || m.es >= 4)) {
            u16 o = int_ok ? (hi ? Punpckh : Punpckl) : (hi ? Unpckhp : Unpcklp);
            replay(o, m.es, swap ? b : a, swap ? a : b, 0, false);
            return d;
          }
        }
      if (int_ok) {
        // Other in-lane patterns with AVX2: palignr, pshufd, pshufb of one operand.
        Mask bm = refine(m, 1);
        if (!uses_b(m) && m.es >= 4) {
          Mask dm = refine(m, 4);
          int sel[4];
          for (int k = 0; k < 4; ++k) sel[k] = dm.idx[k] < 0 ? k : dm.idx[k];
          d = new_reg(rt);
          emit(Pshufd, 32, {MOperand::def(d), MOperand::use(a), MOperand::make_imm(imm4(sel[0], sel[1], sel[2], sel[3]))}).size2 = 4;
          return d;
        }
        if (!uses_b(m) || !uses_a(m)) {
          Reg src = uses_b(m) ? b : a;
          u8 ctl[32];
          for (int j = 0; j < 16; ++j) {
            int x = bm.idx[j];
            ctl[j] = ctl[16 + j] = x < 0 ? 0x80 : u8(x & 15);
          }
          Reg c = vec_const(ctl, rt);
          d = new_reg(rt);
          copy(d, src, RegClass::Xmm);
          emit(Pshufb, 32, {MOperand::usedef(d), MOperand::use(c)}).size2 = 1;
          return d;
        }
      }
    }
    if (has(X86Feature::Avx2) && (es == 8 || es == 4)) {
      // Across halves, one operand: vpermq (64-bit elements), vpermd (32-bit).
      bool one = true;
      for (int x : idx) one &= x < int(n);
      if (one) {
        Reg d = new_reg(rt);
        if (es == 8) {
          int sel[4];
          for (int k = 0; k < 4; ++k) sel[k] = idx[k] < 0 ? k : idx[k];
          emit(Vpermq, 32, {MOperand::def(d), MOperand::use(a), MOperand::make_imm(imm4(sel[0], sel[1], sel[2], sel[3]))});
          return d;
        }
        u8 ctl[32];
        for (int k = 0; k < 8; ++k) {
          u32 v = u32(idx[k] < 0 ? k : idx[k]);
          std::memcpy(ctl + 4 * k, &v, 4);
        }
        emit(Vpermd, 32, {MOperand::def(d), MOperand::use(vec_const(ctl, vector_type(IrType::I32, 8))), MOperand::use(a)});
        return d;
      }
    }
  }
  // Each 16-byte half of the result from at most two source halves.
  Reg parts[2] = {kNoReg, kNoReg};
  for (unsigned h = 0; h < rhalves; ++h) {
    unsigned rcount = rb == 32 ? hn : rn;
    int used[2] = {-1, -1};
    std::vector<int> local(rcount);
    bool ok = true;
    for (unsigned k = 0; k < rcount && ok; ++k) {
      int x = idx[h * hn + k];
      if (x < 0) {
        local[k] = x;
        continue;
      }
      int sh = int(half_of(x));
      int slot = used[0] == sh ? 0 : used[1] == sh ? 1 : used[0] < 0 ? 0 : used[1] < 0 ? 1 : -1;
      if (slot < 0) {
        ok = false;
        break;
      }
      used[slot] = sh;
      local[k] = slot * int(hn) + int(unsigned(x) % hn);
    }
    if (!ok) return shuffle_through_memory(a, b, t, rt, idx);
    Reg x = used[0] >= 0 ? half(unsigned(used[0])) : kNoReg;
    Reg y = used[1] >= 0 ? half(unsigned(used[1])) : x;
    if (x == kNoReg) x = y;
    if (x == kNoReg) { // a half of zeros
      parts[h] = new_xmm();
      emit(ZeroX, 16, {MOperand::def(parts[h])});
      continue;
    }
    Mask m;
    m.es = int(es), m.n = int(hn);
    m.idx.assign(size_t(hn), kUndef);
    for (unsigned k = 0; k < rcount; ++k) m.idx[k] = local[k];
    Reg r = mt16.match(x, y, m);
    if (r == kNoReg) return shuffle_through_memory(a, b, t, rt, idx);
    parts[h] = r;
  }
  if (rhalves == 1) {
    Reg d = new_reg(rt);
    copy(d, parts[0], RegClass::Xmm);
    return d;
  }
  return vec_concat(parts[0], parts[1], rt);
}

} // namespace ilcc::x86_64
