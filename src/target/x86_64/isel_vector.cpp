// isel_vector.cpp — GNU vectors in xmm and ymm registers (docs/simd.md): loads, stores,
// copies, constants, element-wise arithmetic, compares, shifts, casts, selects, and the
// vector intrinsics; shuffles are isel_shuffle.cpp's.
//
// A vector value lives in one xmm register (8- and 16-byte vectors; an 8-byte vector is
// the register's low half, the rest unspecified, as narrow integers are in general
// registers) or one ymm register (32 bytes, AVX). Operations compute at the register's
// width: MInst::size is 16 or 32 and size2 the element size. What has no instruction
// (integer division, per-element shifts before AVX2, some conversions, 32-byte integer
// operations before AVX2) was rewritten by legalize.cpp before selection.
#include "target/x86_64/isel.h"
#include "target/x86_64/vector_legal.h"

#include <cstring>

namespace ilcc::x86_64 {

using namespace mir;

namespace {
u8 width(IrType t) { return type_size(t) > 16 ? 32 : 16; }
u8 esize(IrType t) { return u8(type_size(elem_type(t))); }
bool fvec(IrType t) { return is_float(elem_type(t)); }

// The bytes of a constant operand of vector type t.
void const_image(const Operand& o, IrType t, u8 out[32]) {
  std::memset(out, 0, 32);
  if (!o.is_const() || o.const_kind() == ConstKind::Zero) return;
  std::vector<u8> img;
  o.constant().push_le_bytes_x86(img, type_size(t));
  std::memcpy(out, img.data(), std::min<size_t>(img.size(), 32));
}

// An element-sized pattern repeated over 32 bytes.
void splat_image(u64 element, unsigned es, u8 out[32]) {
  for (unsigned i = 0; i < 32; i += es) std::memcpy(out + i, &element, es);
}

u64 sign_bit(unsigned es) { return u64(1) << (8 * es - 1); }
} // namespace

MInst& ISel::vemit(u16 op, IrType t, std::initializer_list<MOperand> ops) {
  MInst& in = emit(op, width(t), ops);
  in.size2 = esize(t);
  return in;
}

Reg ISel::vcopy(Reg src, IrType t) {
  Reg d = new_reg(t);
  copy(d, src, RegClass::Xmm);
  return d;
}

Reg ISel::vbinop(u16 op, IrType t, Reg a, const MOperand& b) {
  Reg d = vcopy(a, t);
  vemit(op, t, {MOperand::usedef(d), b});
  return d;
}

Reg ISel::vec_const(const u8* bytes, IrType t) {
  unsigned n = type_size(t);
  bool zero = true, ones = true;
  for (unsigned i = 0; i < n; ++i) zero &= bytes[i] == 0, ones &= bytes[i] == 0xff;
  Reg r = new_reg(t);
  if (zero) {
    emit(ZeroX, width(t), {MOperand::def(r)}); // xorps: AVX without AVX2 clears a ymm register too
  } else if (ones && (width(t) == 16 || has(X86Feature::Avx2))) {
    vemit(OnesV, t, {MOperand::def(r)}).size2 = 4;
  } else {
    u8 img[32] = {};
    std::memcpy(img, bytes, n);
    unsigned psize = n < 16 ? 16 : n; // an 8-byte vector's upper half loads as zeros
    emit(Movdqu, u8(psize), {MOperand::def(r), MOperand::sym_mem(ctx_.pool_label(img, psize), 0, Reloc::PcRel)});
  }
  return r;
}

Reg ISel::vec_splat_const(u64 element, unsigned es, IrType t) {
  u8 img[32];
  splat_image(element, es, img);
  return vec_const(img, t);
}

Reg ISel::vec_reg(const Operand& o, IrType t) {
  if (o.is_value()) return reg_of_value(o.value());
  u8 img[32];
  const_image(o, t, img);
  return vec_const(img, t);
}

// The low 16 bytes of a ymm value as an xmm register (half 0), or its high 16 bytes.
Reg ISel::vec_half(Reg v, IrType t, unsigned half) {
  IrType ht = vector_type(elem_type(t), vector_lanes(t) / 2);
  Reg d = new_reg(ht);
  if (half == 0) emit(Movaps, 16, {MOperand::def(d), MOperand::use(v)});
  else emit(Vextractf128, 32, {MOperand::def(d), MOperand::use(v), MOperand::make_imm(1)});
  return d;
}

Reg ISel::vec_concat(Reg lo, Reg hi, IrType t) {
  Reg d = new_reg(t);
  emit(Movaps, 16, {MOperand::def(d), MOperand::use(lo)});
  emit(Vinsertf128, 32, {MOperand::usedef(d), MOperand::use(hi), MOperand::make_imm(1)});
  return d;
}

u32 ISel::vec_spill(Reg v, IrType t) {
  u32 obj = mf_.new_frame_object(std::max<unsigned>(type_size(t), 16), 16);
  emit(Movdqu, width(t), {MOperand::frame(obj, 0), MOperand::use(v)});
  return obj;
}

// ---- generic instructions ----------------------------------------------------------------

void ISel::select_vector(const Instruction& i) {
  IrType t = i.ty;
  switch (i.op) {
  case Opcode::Load: {
    MOperand m = mem_at(i.operand(0));
    if (i.seg_override() == AddressSpace::SegFs) m.set_segment(Segment::Fs);
    else if (i.seg_override() == AddressSpace::SegGs) m.set_segment(Segment::Gs);
    Reg d = reg_of_value(i.dest);
    if (type_size(t) == 8) emit(MovGX, 8, {MOperand::def(d), m}); // movq: the upper half zeroed
    else emit(Movdqu, width(t), {MOperand::def(d), m});
    return;
  }
  case Opcode::Store: {
    Reg v = vec_reg(i.operand(0), t);
    MOperand m = mem_at(i.operand(1));
    if (i.seg_override() == AddressSpace::SegFs) m.set_segment(Segment::Fs);
    else if (i.seg_override() == AddressSpace::SegGs) m.set_segment(Segment::Gs);
    if (type_size(t) == 8) emit(MovXG, 8, {m, MOperand::use(v)});
    else emit(Movdqu, width(t), {m, MOperand::use(v)});
    return;
  }
  case Opcode::Copy: copy(reg_of_value(i.dest), vec_reg(i.operand(0), t), RegClass::Xmm); return;
  case Opcode::ParamRef: copy(reg_of_value(i.dest), reg_of_value(f_.params[i.param_index()].value), RegClass::Xmm); return;
  case Opcode::Cmp: return vec_cmp(i);
  case Opcode::Cast: return vec_cast(i);
  case Opcode::Select: return vec_select(i);
  case Opcode::UnaryOp: {
    Reg a = vec_reg(i.operand(0), t), d = reg_of_value(i.dest);
    if (fvec(t)) { // flip the sign bits
      Reg m = vec_splat_const(sign_bit(esize(t)), esize(t), t);
      copy(d, a, RegClass::Xmm);
      vemit(width(t) == 32 && !has(X86Feature::Avx2) ? VXorp : Pxor, t, {MOperand::usedef(d), MOperand::use(m)}).size2 = 4;
    } else if (i.unop() == IrUnaryOp::Neg) {
      emit(ZeroX, width(t), {MOperand::def(d)});
      vemit(Psub, t, {MOperand::usedef(d), MOperand::use(a)});
    } else { // not: xor with all ones
      Reg m = vec_splat_const(~u64(0), 8, t);
      copy(d, a, RegClass::Xmm);
      vemit(width(t) == 32 && !has(X86Feature::Avx2) ? VXorp : Pxor, t, {MOperand::usedef(d), MOperand::use(m)}).size2 = 4;
    }
    return;
  }
  case Opcode::BinOp: {
    IrBinOp op = i.binop();
    if (fvec(t)) {
      u16 o = op == IrBinOp::Add ? Addp : op == IrBinOp::Sub ? Subp : op == IrBinOp::Mul ? Mulp : Divp;
      Reg a = vec_reg(i.operand(0), t), b = vec_reg(i.operand(1), t), d = reg_of_value(i.dest);
      copy(d, a, RegClass::Xmm);
      vemit(o, t, {MOperand::usedef(d), MOperand::use(b)});
      return;
    }
    switch (op) {
    case IrBinOp::Mul: return vec_mul(i);
    case IrBinOp::Shl: case IrBinOp::LShr: case IrBinOp::AShr: return vec_shift(i);
    default: break;
    }
    u16 o = op == IrBinOp::Add ? Padd : op == IrBinOp::Sub ? Psub : op == IrBinOp::And ? Pand : op == IrBinOp::Or ? Por : Pxor;
    ILCC_ASSERT(op == IrBinOp::Add || op == IrBinOp::Sub || op == IrBinOp::And || op == IrBinOp::Or || op == IrBinOp::Xor,
                "vector division reached instruction selection (legalize.cpp scalarizes it)");
    Reg a = vec_reg(i.operand(0), t), b = vec_reg(i.operand(1), t), d = reg_of_value(i.dest);
    copy(d, a, RegClass::Xmm);
    if (width(t) == 32 && !has(X86Feature::Avx2)) { // AVX: the float forms
      o = o == Pand ? VAndp : o == Por ? VOrp : VXorp;
      vemit(o, t, {MOperand::usedef(d), MOperand::use(b)}).size2 = 4;
      return;
    }
    vemit(o, t, {MOperand::usedef(d), MOperand::use(b)});
    return;
  }
  default: ilcc_unreachable("not a vector instruction");
  }
}

// Integer products. pmullw; pmulld (SSE4.1), else two pmuludq of the even and the odd
// elements; 8-bit elements as 16-bit products of the even and the odd bytes; 64-bit ones
// from 32-bit halves: lo*lo + ((hi*lo + lo*hi) << 32).
void ISel::vec_mul(const Instruction& i) {
  IrType t = i.ty;
  Reg a = vec_reg(i.operand(0), t), b = vec_reg(i.operand(1), t), d = reg_of_value(i.dest);
  unsigned es = esize(t);
  auto with = [&](IrType ty) {
    IrType r = vector_type(ty, type_size(t) / type_size(ty));
    return r == IrType::Void ? t : r;
  };
  if (es == 2 || (es == 4 && has(X86Feature::Sse41))) {
    copy(d, a, RegClass::Xmm);
    vemit(Pmull, t, {MOperand::usedef(d), MOperand::use(b)});
    return;
  }
  if (es == 4) {
    Reg even = vbinop(Pmuludq, t, a, MOperand::use(b));
    Reg ao = new_reg(t), bo = new_reg(t);
    vemit(Pshufd, t, {MOperand::def(ao), MOperand::use(a), MOperand::make_imm(0xF5)});
    vemit(Pshufd, t, {MOperand::def(bo), MOperand::use(b), MOperand::make_imm(0xF5)});
    vemit(Pmuludq, t, {MOperand::usedef(ao), MOperand::use(bo)});
    vemit(Pshufd, t, {MOperand::def(d), MOperand::use(even), MOperand::make_imm(0x08)});
    Reg odd = new_reg(t);
    vemit(Pshufd, t, {MOperand::def(odd), MOperand::use(ao), MOperand::make_imm(0x08)});
    vemit(Punpckl, t, {MOperand::usedef(d), MOperand::use(odd)});
    return;
  }
  if (es == 8) {
    IrType w = with(IrType::I64);
    Reg lolo = vbinop(Pmuludq, w, a, MOperand::use(b));
    Reg ah = vbinop(Psrl, w, a, MOperand::make_imm(32));
    vemit(Pmuludq, w, {MOperand::usedef(ah), MOperand::use(b)});
    Reg bh = vbinop(Psrl, w, b, MOperand::make_imm(32));
    vemit(Pmuludq, w, {MOperand::usedef(bh), MOperand::use(a)});
    vemit(Padd, w, {MOperand::usedef(ah), MOperand::use(bh)});
    vemit(Psll, w, {MOperand::usedef(ah), MOperand::make_imm(32)});
    copy(d, lolo, RegClass::Xmm);
    vemit(Padd, w, {MOperand::usedef(d), MOperand::use(ah)});
    return;
  }
  // Bytes: the low byte of a 16-bit product depends only on the factors' low bytes.
  IrType w = with(IrType::I16);
  Reg even = vbinop(Pmull, w, a, MOperand::use(b));
  Reg mask = vec_splat_const(0x00ff, 2, w);
  vemit(Pand, w, {MOperand::usedef(even), MOperand::use(mask)});
  Reg ao = vbinop(Psrl, w, a, MOperand::make_imm(8));
  Reg bo = vbinop(Psrl, w, b, MOperand::make_imm(8));
  vemit(Pmull, w, {MOperand::usedef(ao), MOperand::use(bo)});
  vemit(Psll, w, {MOperand::usedef(ao), MOperand::make_imm(8)});
  copy(d, even, RegClass::Xmm);
  vemit(Por, w, {MOperand::usedef(d), MOperand::use(ao)});
}

// Shifts by one count (a constant, or the scalar of a splat) or, under AVX2, by a count
// per element. The count is taken modulo the element width, as the IR's scalar shifts do.
void ISel::vec_shift(const Instruction& i) {
  IrType t = i.ty;
  IrBinOp op = i.binop();
  unsigned es = esize(t), bits = 8 * es;
  Reg a = vec_reg(i.operand(0), t), d = reg_of_value(i.dest);
  u16 o = op == IrBinOp::Shl ? Psll : op == IrBinOp::LShr ? Psrl : Psra;
  u64 k;
  if (splat_constant(i.operand(1), t, k)) {
    k &= bits - 1;
    copy(d, a, RegClass::Xmm);
    if (k == 0) return;
    IrType w = vector_type(IrType::I16, type_size(t) / 2);
    if (es == 1) {
      // 16-bit shifts, then the bits that crossed into a neighbour byte cleared; ashr as
      // ((x >>> k) ^ m) - m with m the shifted sign bit.
      vemit(op == IrBinOp::Shl ? Psll : Psrl, w, {MOperand::usedef(d), MOperand::make_imm(i64(k))});
      u8 keep = op == IrBinOp::Shl ? u8(0xff << k) : u8(0xff >> k);
      vemit(Pand, t, {MOperand::usedef(d), MOperand::use(vec_splat_const(keep, 1, t))});
      if (op == IrBinOp::AShr) {
        Reg m = vec_splat_const(0x80 >> k, 1, t);
        vemit(Pxor, t, {MOperand::usedef(d), MOperand::use(m)});
        vemit(Psub, t, {MOperand::usedef(d), MOperand::use(m)});
      }
      return;
    }
    if (es == 8 && op == IrBinOp::AShr) {
      // No psraq: the high dwords' signs, shifted into place over the logical shift.
      IrType dw = vector_type(IrType::I32, type_size(t) / 4);
      Reg sign = new_reg(t);
      vemit(Pshufd, dw, {MOperand::def(sign), MOperand::use(a), MOperand::make_imm(0xF5)});
      vemit(Psra, dw, {MOperand::usedef(sign), MOperand::make_imm(31)});
      vemit(Psll, t, {MOperand::usedef(sign), MOperand::make_imm(i64(64 - k))});
      vemit(Psrl, t, {MOperand::usedef(d), MOperand::make_imm(i64(k))});
      vemit(Por, t, {MOperand::usedef(d), MOperand::use(sign)});
      return;
    }
    vemit(o, t, {MOperand::usedef(d), MOperand::make_imm(i64(k))});
    return;
  }
  std::span<const Instruction* const> defs(def_inst_.data(), def_inst_.size());
  if (const Operand* x = splat_source(i.operand(1), defs)) {
    // The count in an xmm register (its low 64 bits), masked to the element width.
    IrType et = elem_type(t);
    Reg g = new_gpr();
    extend(g, use_reg(*x, et), to_unsigned(et), 8);
    emit(And, 4, {MOperand::usedef(g), MOperand::make_imm(bits - 1)});
    Reg c = new_xmm();
    emit(MovGX, 8, {MOperand::def(c), MOperand::use(g)});
    copy(d, a, RegClass::Xmm);
    vemit(o, t, {MOperand::usedef(d), MOperand::use(c)});
    return;
  }
  // AVX2: a count per element.
  Reg c = vbinop(Pand, t, vec_reg(i.operand(1), t), MOperand::use(vec_splat_const(bits - 1, es, t)));
  copy(d, a, RegClass::Xmm);
  vemit(op == IrBinOp::Shl ? Psllv : op == IrBinOp::LShr ? Psrlv : Psrav, t, {MOperand::usedef(d), MOperand::use(c)});
}

// Element-wise compares giving -1 or 0. Integers: pcmpeq and pcmpgt (unsigned orders
// after flipping the sign bits; 64-bit ones from 32-bit compares before SSE4.1/4.2);
// floats: cmpps/cmppd with the predicate (ordered, but != true for NaNs, as C).
void ISel::vec_cmp(const Instruction& i) {
  IrType t = i.ty;
  IrCmpOp op = i.cmpop();
  Reg a = vec_reg(i.operand(0), t), b = vec_reg(i.operand(1), t), d = reg_of_value(i.dest);
  if (fvec(t)) {
    int pred = 0;
    bool swap = false;
    switch (op) {
    case IrCmpOp::Eq: pred = 0; break;
    case IrCmpOp::Ne: pred = 4; break;
    case IrCmpOp::Slt: case IrCmpOp::Ult: pred = 1; break;
    case IrCmpOp::Sle: case IrCmpOp::Ule: pred = 2; break;
    case IrCmpOp::Sgt: case IrCmpOp::Ugt: pred = 1, swap = true; break;
    default: pred = 2, swap = true; break;
    }
    copy(d, swap ? b : a, RegClass::Xmm);
    vemit(Cmpp, t, {MOperand::usedef(d), MOperand::use(swap ? a : b), MOperand::make_imm(pred)});
    return;
  }
  unsigned es = esize(t);
  bool is_unsigned = is_unsigned_cmp(op);
  if (is_unsigned) { // flip the sign bits: unsigned order becomes signed order
    Reg m = vec_splat_const(sign_bit(es), es, t);
    a = vbinop(Pxor, t, a, MOperand::use(m));
    b = vbinop(Pxor, t, b, MOperand::use(m));
  }
  // x > y as -1/0.
  auto gt = [&](Reg x, Reg y) {
    if (es < 8 || has(X86Feature::Sse42)) return vbinop(Pcmpgt, t, x, MOperand::use(y));
    // 64 bits: high dwords signed, low dwords unsigned (their sign bits flipped).
    IrType dw = vector_type(IrType::I32, type_size(t) / 4);
    u8 img[32] = {};
    for (unsigned k = 0; k < 32; k += 8) img[k + 3] = 0x80;
    Reg m = vec_const(img, t);
    Reg xs = vbinop(Pxor, t, x, MOperand::use(m)), ys = vbinop(Pxor, t, y, MOperand::use(m));
    Reg g = vbinop(Pcmpgt, dw, xs, MOperand::use(ys));
    Reg e = vbinop(Pcmpeq, dw, xs, MOperand::use(ys));
    Reg ghi = new_reg(t), glo = new_reg(t), ehi = new_reg(t);
    vemit(Pshufd, dw, {MOperand::def(ghi), MOperand::use(g), MOperand::make_imm(0xF5)});
    vemit(Pshufd, dw, {MOperand::def(glo), MOperand::use(g), MOperand::make_imm(0xA0)});
    vemit(Pshufd, dw, {MOperand::def(ehi), MOperand::use(e), MOperand::make_imm(0xF5)});
    vemit(Pand, t, {MOperand::usedef(glo), MOperand::use(ehi)});
    vemit(Por, t, {MOperand::usedef(glo), MOperand::use(ghi)});
    return glo;
  };
  auto eq = [&](Reg x, Reg y) {
    if (es < 8 || has(X86Feature::Sse41)) return vbinop(Pcmpeq, t, x, MOperand::use(y));
    IrType dw = vector_type(IrType::I32, type_size(t) / 4);
    Reg e = vbinop(Pcmpeq, dw, x, MOperand::use(y));
    Reg sw = new_reg(t);
    vemit(Pshufd, dw, {MOperand::def(sw), MOperand::use(e), MOperand::make_imm(0xB1)});
    vemit(Pand, t, {MOperand::usedef(e), MOperand::use(sw)});
    return e;
  };
  auto invert = [&](Reg x) {
    vemit(Pxor, t, {MOperand::usedef(x), MOperand::use(vec_splat_const(~u64(0), 8, t))});
    return x;
  };
  Reg r;
  switch (op) {
  case IrCmpOp::Eq: r = eq(a, b); break;
  case IrCmpOp::Ne: r = invert(eq(a, b)); break;
  case IrCmpOp::Sgt: case IrCmpOp::Ugt: r = gt(a, b); break;
  case IrCmpOp::Slt: case IrCmpOp::Ult: r = gt(b, a); break;
  case IrCmpOp::Sge: case IrCmpOp::Uge: r = invert(gt(b, a)); break;
  default: r = invert(gt(a, b)); break; // sle, ule
  }
  copy(d, r, RegClass::Xmm);
}

// Casts keep the bits: between vectors of one size a copy; between a vector and a scalar
// of its size (8 bytes: i64 or f64; 16 bytes: i128) moves between register kinds.
void ISel::vec_cast(const Instruction& i) {
  IrType from = i.ty, to = i.ty2;
  const Operand& x = i.operand(0);
  if (is_vector(from) && is_vector(to)) {
    copy(reg_of_value(i.dest), vec_reg(x, from), RegClass::Xmm);
    return;
  }
  if (is_vector(from)) {
    Reg v = vec_reg(x, from);
    if (to == IrType::F32 || to == IrType::F64) {
      copy(reg_of_value(i.dest), v, RegClass::Xmm);
    } else if (is_128(to)) {
      emit(MovXG, 8, {MOperand::def(reg_of_value(i.dest)), MOperand::use(v)});
      Reg h = new_xmm();
      emit(Pshufd, 16, {MOperand::def(h), MOperand::use(v), MOperand::make_imm(0xEE)}).size2 = 4;
      emit(MovXG, 8, {MOperand::def(hi_of_value(i.dest)), MOperand::use(h)});
    } else {
      emit(MovXG, 8, {MOperand::def(reg_of_value(i.dest)), MOperand::use(v)});
    }
    return;
  }
  Reg d = reg_of_value(i.dest);
  if (from == IrType::F32 || from == IrType::F64) {
    copy(d, use_reg(x, from), RegClass::Xmm);
  } else if (is_128(from)) {
    Reg lo, hi;
    use_pair(x, lo, hi);
    Reg h = new_xmm();
    emit(MovGX, 8, {MOperand::def(d), MOperand::use(lo)});
    emit(MovGX, 8, {MOperand::def(h), MOperand::use(hi)});
    emit(Punpckl, 16, {MOperand::usedef(d), MOperand::use(h)}).size2 = 8;
  } else {
    emit(MovGX, 8, {MOperand::def(d), MOperand::use(use_reg(x, from))});
  }
}

// select c, a, b of vectors: a mask of c's truth in every bit, then (a & m) | (b & ~m).
void ISel::vec_select(const Instruction& i) {
  IrType t = i.ty;
  Reg a = vec_reg(i.operand(1), t), b = vec_reg(i.operand(2), t), d = reg_of_value(i.dest);
  Cond cc = emit_condition(i.operand(0));
  Reg g = new_gpr();
  setcc_to(g, cc);
  emit(MovZX, 4, {MOperand::def(g), MOperand::use(g)}).size2 = 1;
  emit(Neg, 8, {MOperand::usedef(g)});
  Reg m = new_reg(t);
  emit(MovGX, 8, {MOperand::def(m), MOperand::use(g)});
  emit(Punpckl, 16, {MOperand::usedef(m), MOperand::use(m)}).size2 = 8;
  if (width(t) == 32) emit(Vinsertf128, 32, {MOperand::usedef(m), MOperand::use(m), MOperand::make_imm(1)});
  Reg x = vbinop(VAndp, t, a, MOperand::use(m));
  emit(Andnp, width(t), {MOperand::usedef(m), MOperand::use(b)}).size2 = 4; // ~m & b
  copy(d, x, RegClass::Xmm);
  emit(VOrp, width(t), {MOperand::usedef(d), MOperand::use(m)}).size2 = 4;
}

// ---- elements ------------------------------------------------------------------------------

// Element `lane` of v, in a general register (integers: the low bits, unextended) or an
// xmm register (floats: its low element).
Reg ISel::vec_extract(Reg v, IrType t, unsigned lane) {
  unsigned n = vector_lanes(t), es = esize(t);
  lane %= n;
  if (type_size(t) == 32) {
    unsigned half = lane >= n / 2;
    return vec_extract(vec_half(v, t, half), vector_type(elem_type(t), n / 2), lane - half * (n / 2));
  }
  IrType e = elem_type(t);
  if (is_float(e)) {
    Reg d = new_xmm();
    if (lane == 0) copy(d, v, RegClass::Xmm);
    else emit(Pshufd, 16, {MOperand::def(d), MOperand::use(v), MOperand::make_imm(e == IrType::F32 ? i64(lane) : 0xEE)}).size2 = 4;
    return d;
  }
  Reg g = new_gpr();
  switch (es) {
  case 1:
    if (has(X86Feature::Sse41)) {
      emit(Pextr, 16, {MOperand::def(g), MOperand::use(v), MOperand::make_imm(lane)}).size2 = 1;
    } else {
      emit(Pextr, 16, {MOperand::def(g), MOperand::use(v), MOperand::make_imm(lane / 2)}).size2 = 2;
      if (lane & 1) emit(Shr, 4, {MOperand::usedef(g), MOperand::make_imm(8)});
    }
    break;
  case 2: emit(Pextr, 16, {MOperand::def(g), MOperand::use(v), MOperand::make_imm(lane)}).size2 = 2; break;
  case 4:
    if (lane == 0) {
      emit(MovXG, 4, {MOperand::def(g), MOperand::use(v)});
    } else if (has(X86Feature::Sse41)) {
      emit(Pextr, 16, {MOperand::def(g), MOperand::use(v), MOperand::make_imm(lane)}).size2 = 4;
    } else {
      Reg x = new_xmm();
      emit(Pshufd, 16, {MOperand::def(x), MOperand::use(v), MOperand::make_imm(lane)}).size2 = 4;
      emit(MovXG, 4, {MOperand::def(g), MOperand::use(x)});
    }
    break;
  default:
    if (lane == 0) {
      emit(MovXG, 8, {MOperand::def(g), MOperand::use(v)});
    } else if (has(X86Feature::Sse41)) {
      emit(Pextr, 16, {MOperand::def(g), MOperand::use(v), MOperand::make_imm(1)}).size2 = 8;
    } else {
      Reg x = new_xmm();
      emit(Pshufd, 16, {MOperand::def(x), MOperand::use(v), MOperand::make_imm(0xEE)}).size2 = 4;
      emit(MovXG, 8, {MOperand::def(g), MOperand::use(x)});
    }
    break;
  }
  return g;
}

// v with element `lane` replaced by x, in a new register.
Reg ISel::vec_insert(Reg v, IrType t, const Operand& x, unsigned lane) {
  unsigned n = vector_lanes(t), es = esize(t);
  lane %= n;
  IrType e = elem_type(t);
  if (type_size(t) == 32) {
    unsigned half = lane >= n / 2;
    IrType ht = vector_type(e, n / 2);
    Reg h = vec_insert(vec_half(v, t, half), ht, x, lane - half * (n / 2));
    Reg d = vcopy(v, t);
    emit(Vinsertf128, 32, {MOperand::usedef(d), MOperand::use(h), MOperand::make_imm(half)});
    return d;
  }
  Reg d = vcopy(v, t);
  if (e == IrType::F32 || e == IrType::F64) {
    Reg s = use_reg(x, e);
    if (lane == 0) {
      emit(MovF, u8(es), {MOperand::usedef(d), MOperand::use(s)}); // movss/movsd merge
    } else if (e == IrType::F64) {
      emit(Punpckl, 16, {MOperand::usedef(d), MOperand::use(s)}).size2 = 8;
    } else if (has(X86Feature::Sse41)) {
      emit(Insertps, 16, {MOperand::usedef(d), MOperand::use(s), MOperand::make_imm(i64(lane) << 4)}).size2 = 4;
    } else {
      Reg g = new_gpr();
      emit(MovXG, 4, {MOperand::def(g), MOperand::use(s)});
      emit(Pinsr, 16, {MOperand::usedef(d), MOperand::use(g), MOperand::make_imm(2 * lane)}).size2 = 2;
      emit(Shr, 4, {MOperand::usedef(g), MOperand::make_imm(16)});
      emit(Pinsr, 16, {MOperand::usedef(d), MOperand::use(g), MOperand::make_imm(2 * lane + 1)}).size2 = 2;
    }
    return d;
  }
  Reg g = use_reg(x, e);
  switch (es) {
  case 1:
    if (has(X86Feature::Sse41)) {
      emit(Pinsr, 16, {MOperand::usedef(d), MOperand::use(g), MOperand::make_imm(lane)}).size2 = 1;
    } else {
      // The 16-bit word holding the byte, merged in a general register.
      Reg w = new_gpr(), b = new_gpr();
      emit(Pextr, 16, {MOperand::def(w), MOperand::use(d), MOperand::make_imm(lane / 2)}).size2 = 2;
      emit(MovZX, 4, {MOperand::def(b), MOperand::use(g)}).size2 = 1;
      if (lane & 1) {
        emit(And, 4, {MOperand::usedef(w), MOperand::make_imm(0xff)});
        emit(Shl, 4, {MOperand::usedef(b), MOperand::make_imm(8)});
      } else {
        emit(And, 4, {MOperand::usedef(w), MOperand::make_imm(0xff00)});
      }
      emit(Or, 4, {MOperand::usedef(w), MOperand::use(b)});
      emit(Pinsr, 16, {MOperand::usedef(d), MOperand::use(w), MOperand::make_imm(lane / 2)}).size2 = 2;
    }
    break;
  case 2: emit(Pinsr, 16, {MOperand::usedef(d), MOperand::use(g), MOperand::make_imm(lane)}).size2 = 2; break;
  case 4:
    if (has(X86Feature::Sse41)) {
      emit(Pinsr, 16, {MOperand::usedef(d), MOperand::use(g), MOperand::make_imm(lane)}).size2 = 4;
    } else {
      Reg w = new_gpr();
      copy(w, g, RegClass::Gpr);
      emit(Pinsr, 16, {MOperand::usedef(d), MOperand::use(w), MOperand::make_imm(2 * lane)}).size2 = 2;
      emit(Shr, 4, {MOperand::usedef(w), MOperand::make_imm(16)});
      emit(Pinsr, 16, {MOperand::usedef(d), MOperand::use(w), MOperand::make_imm(2 * lane + 1)}).size2 = 2;
    }
    break;
  default:
    if (has(X86Feature::Sse41)) {
      emit(Pinsr, 16, {MOperand::usedef(d), MOperand::use(g), MOperand::make_imm(lane)}).size2 = 8;
    } else {
      Reg s = new_xmm();
      emit(MovGX, 8, {MOperand::def(s), MOperand::use(g)});
      if (lane == 0) {
        Reg hi = new_xmm();
        emit(Pshufd, 16, {MOperand::def(hi), MOperand::use(d), MOperand::make_imm(0xEE)}).size2 = 4;
        copy(d, s, RegClass::Xmm);
        emit(Punpckl, 16, {MOperand::usedef(d), MOperand::use(hi)}).size2 = 8;
      } else {
        emit(Punpckl, 16, {MOperand::usedef(d), MOperand::use(s)}).size2 = 8;
      }
    }
    break;
  }
  return d;
}

// Every element x: vpbroadcast (AVX2), else the element spread over the low 32 or 64 bits
// and pshufd, a 32-byte vector from its 16-byte half.
Reg ISel::vec_splat(const Operand& x, IrType t) {
  IrType e = elem_type(t);
  unsigned es = esize(t);
  if (x.is_const()) {
    std::vector<u8> img;
    x.constant().coerce_to(e).push_le_bytes_x86(img, es);
    u64 k = 0;
    std::memcpy(&k, img.data(), es);
    return vec_splat_const(k, es, t);
  }
  Reg s = new_xmm();
  if (is_float(e)) copy(s, use_reg(x, e), RegClass::Xmm);
  else emit(MovGX, es == 8 ? 8 : 4, {MOperand::def(s), MOperand::use(use_reg(x, e))});
  if (has(X86Feature::Avx2)) {
    Reg d = new_reg(t);
    vemit(Vpbroadcast, t, {MOperand::def(d), MOperand::use(s)});
    return d;
  }
  IrType h = type_size(t) == 32 ? vector_type(e, vector_lanes(t) / 2) : t;
  Reg d = new_reg(h);
  switch (es) {
  case 1:
    emit(Punpckl, 16, {MOperand::usedef(s), MOperand::use(s)}).size2 = 1;
    [[fallthrough]];
  case 2:
    emit(Pshuflw, 16, {MOperand::def(d), MOperand::use(s), MOperand::make_imm(0)}).size2 = 2;
    emit(Pshufd, 16, {MOperand::usedef(d), MOperand::use(d), MOperand::make_imm(0)}).size2 = 4;
    break;
  case 4: emit(Pshufd, 16, {MOperand::def(d), MOperand::use(s), MOperand::make_imm(0)}).size2 = 4; break;
  default: emit(Pshufd, 16, {MOperand::def(d), MOperand::use(s), MOperand::make_imm(0x44)}).size2 = 4; break;
  }
  if (type_size(t) == 32) return vec_concat(d, d, t);
  return d;
}

// ---- conversions ---------------------------------------------------------------------------

// Element-wise conversions x86 has instructions for (convert_is_legal; legalize.cpp
// rewrites the others): int32 <-> float32 (unsigned to float through two 16-bit halves),
// int32 <-> float64, float32 <-> float64, integer widening (pmovsx/pmovzx, or unpacking
// with itself or zero) and narrowing to half the width.
Reg ISel::vec_convert(const Instruction& i) {
  IrType t = i.ty, t2 = i.ty2;
  bool s = i.intrinsic() == IntrinsicOp::ConvertS;
  IrType e = elem_type(t), e2 = elem_type(t2);
  Reg a = vec_reg(i.operand(0), t);
  Reg d = new_reg(t2);
  auto wide = [&](IrType x) { return type_size(x) == 32 ? 32 : 16; };
  if (e == IrType::I32 && e2 == IrType::F32) {
    if (s) {
      vemit(Cvtdq2ps, t, {MOperand::def(d), MOperand::use(a)});
      return d;
    }
    Reg hi = vbinop(Psrl, t, a, MOperand::make_imm(16));
    Reg lo = vbinop(Pand, t, a, MOperand::use(vec_splat_const(0xffff, 4, t)));
    vemit(Cvtdq2ps, t, {MOperand::def(d), MOperand::use(hi)});
    vemit(Mulp, t2, {MOperand::usedef(d), MOperand::use(vec_splat_const(0x47800000, 4, t2))}); // 65536.0f
    Reg l = new_reg(t2);
    vemit(Cvtdq2ps, t, {MOperand::def(l), MOperand::use(lo)});
    vemit(Addp, t2, {MOperand::usedef(d), MOperand::use(l)});
    return d;
  }
  if (e == IrType::F32 && e2 == IrType::I32) {
    vemit(Cvttps2dq, t, {MOperand::def(d), MOperand::use(a)});
    return d;
  }
  if (e == IrType::I32 && e2 == IrType::F64) {
    emit(Cvtdq2pd, u8(wide(t2)), {MOperand::def(d), MOperand::use(a)});
    return d;
  }
  if (e == IrType::F64 && e2 == IrType::I32) {
    emit(Cvttpd2dq, u8(wide(t)), {MOperand::def(d), MOperand::use(a)});
    return d;
  }
  if (e == IrType::F32 && e2 == IrType::F64) {
    emit(Cvtps2pd, u8(wide(t2)), {MOperand::def(d), MOperand::use(a)});
    return d;
  }
  if (e == IrType::F64 && e2 == IrType::F32) {
    emit(Cvtpd2ps, u8(wide(t)), {MOperand::def(d), MOperand::use(a)});
    return d;
  }
  unsigned es = type_size(e), es2 = type_size(e2);
  if (es2 > es) { // widening
    if (has(X86Feature::Sse41)) {
      static const u16 sx[4][4] = {{0, Pmovsxbw, Pmovsxbd, Pmovsxbq}, {0, 0, Pmovsxwd, Pmovsxwq}, {0, 0, 0, Pmovsxdq}, {}};
      static const u16 zx[4][4] = {{0, Pmovzxbw, Pmovzxbd, Pmovzxbq}, {0, 0, Pmovzxwd, Pmovzxwq}, {0, 0, 0, Pmovzxdq}, {}};
      auto lg = [](unsigned x) { return x == 1 ? 0 : x == 2 ? 1 : x == 4 ? 2 : 3; };
      emit((s ? sx : zx)[lg(es)][lg(es2)], u8(wide(t2)), {MOperand::def(d), MOperand::use(a)});
      return d;
    }
    // SSE2: one doubling at a time, the elements interleaved with themselves and shifted
    // arithmetically (signed), or with zeros (unsigned); 32 -> 64 with the signs.
    Reg x = a;
    IrType bt = vector_type(IrType::I8, 16);
    Reg zero = s ? kNoReg : vec_splat_const(0, 8, bt);
    for (unsigned w = es; w < es2; w *= 2) {
      Reg y = vcopy(x, bt);
      if (!s) {
        emit(Punpckl, 16, {MOperand::usedef(y), MOperand::use(zero)}).size2 = u8(w);
      } else if (w < 4) {
        emit(Punpckl, 16, {MOperand::usedef(y), MOperand::use(x)}).size2 = u8(w);
        emit(Psra, 16, {MOperand::usedef(y), MOperand::make_imm(8 * w)}).size2 = u8(2 * w);
      } else {
        Reg sign = vcopy(x, bt);
        emit(Psra, 16, {MOperand::usedef(sign), MOperand::make_imm(31)}).size2 = 4;
        emit(Punpckl, 16, {MOperand::usedef(y), MOperand::use(sign)}).size2 = 4;
      }
      x = y;
    }
    copy(d, x, RegClass::Xmm);
    return d;
  }
  // Narrowing to half the width: the low halves packed.
  IrType wt = t;
  if (es == 2) {
    Reg x = vbinop(Pand, wt, a, MOperand::use(vec_splat_const(0xff, 2, wt)));
    emit(Packuswb, 16, {MOperand::usedef(x), MOperand::use(x)});
    copy(d, x, RegClass::Xmm);
  } else if (es == 4) {
    Reg x = vbinop(Psll, wt, a, MOperand::make_imm(16));
    emit(Psra, 16, {MOperand::usedef(x), MOperand::make_imm(16)}).size2 = 4;
    emit(Packssdw, 16, {MOperand::usedef(x), MOperand::use(x)});
    copy(d, x, RegClass::Xmm);
  } else {
    emit(Pshufd, 16, {MOperand::def(d), MOperand::use(a), MOperand::make_imm(0x08)}).size2 = 4;
  }
  return d;
}

// ---- intrinsics ----------------------------------------------------------------------------

void ISel::select_vector_intrinsic(const Instruction& i) {
  IntrinsicOp op = i.intrinsic();
  IrType t = i.ty, t2 = i.ty2;
  std::span<const Operand> args = i.intrinsic_args();
  Reg d = i.dest.valid() ? reg_of_value(i.dest) : kNoReg;
  auto imm = [&](unsigned k) { return const_int(args[k]).value_or(0); };
  auto V = [&](unsigned k) { return vec_reg(args[k], intrinsic_arg_type(op, k, t, t2)); };
  // d = a OP b for the two-operand instructions whose result type is the operands'.
  auto two = [&](u16 o) {
    Reg a = V(0), b = V(1);
    copy(d, a, RegClass::Xmm);
    vemit(o, t, {MOperand::usedef(d), MOperand::use(b)});
  };
  // An 8-byte vector operation that reads its two operands as one 16-byte vector (MMX's
  // packs, horizontal adds, palignr): a's and b's low halves side by side.
  auto joined = [&](Reg a, Reg b) {
    Reg x = vcopy(a, vector_type(IrType::I8, 16));
    emit(Punpckl, 16, {MOperand::usedef(x), MOperand::use(b)}).size2 = 8;
    return x;
  };
  bool mmx = type_size(t) == 8;
  switch (op) {
  case IntrinsicOp::Extract: {
    if (auto k = const_int(args[1])) {
      Reg r = vec_extract(V(0), t, unsigned(*k));
      if (d != kNoReg) copy(d, r, class_of(elem_type(t)));
      return;
    }
    // A variable element: through memory.
    u32 obj = vec_spill(V(0), t);
    Reg k = new_gpr();
    extend(k, use_reg(args[1], IrType::I32), IrType::U32, 8);
    emit(And, 4, {MOperand::usedef(k), MOperand::make_imm(vector_lanes(t) - 1)});
    MOperand m = MOperand::frame(obj, 0, k, esize(t));
    if (d != kNoReg) load(d, m, elem_type(t));
    return;
  }
  case IntrinsicOp::Insert: {
    if (auto k = const_int(args[2])) {
      copy(d, vec_insert(V(0), t, args[1], unsigned(*k)), RegClass::Xmm);
      return;
    }
    u32 obj = vec_spill(V(0), t);
    Reg k = new_gpr();
    extend(k, use_reg(args[2], IrType::I32), IrType::U32, 8);
    emit(And, 4, {MOperand::usedef(k), MOperand::make_imm(vector_lanes(t) - 1)});
    store(MOperand::frame(obj, 0, k, esize(t)), args[1], elem_type(t));
    emit(Movdqu, width(t), {MOperand::def(d), MOperand::frame(obj, 0)});
    return;
  }
  case IntrinsicOp::Splat: copy(d, vec_splat(args[0], t), RegClass::Xmm); return;
  case IntrinsicOp::Shuffle: copy(d, vec_shuffle(i), RegClass::Xmm); return;
  case IntrinsicOp::ConvertS: case IntrinsicOp::ConvertU: copy(d, vec_convert(i), RegClass::Xmm); return;
  case IntrinsicOp::Blendv: {
    Reg a = V(0), b = V(1), m = V(2);
    if (has(X86Feature::Avx)) {
      copy(d, a, RegClass::Xmm);
      if (esize(t) < 4) vemit(Vpblendvb, t, {MOperand::usedef(d), MOperand::use(b), MOperand::use(m)});
      else vemit(Vblendvp, t, {MOperand::usedef(d), MOperand::use(b), MOperand::use(m)});
    } else if (has(X86Feature::Sse41)) {
      copy(d, a, RegClass::Xmm);
      copy(XMM0, m, RegClass::Xmm);
      if (esize(t) < 4) vemit(Pblendvb, t, {MOperand::usedef(d), MOperand::use(b)});
      else vemit(Blendvp, t, {MOperand::usedef(d), MOperand::use(b)});
    } else { // the sign bits spread over their elements, then and/andnot/or
      Reg s = vcopy(m, t);
      unsigned es = esize(t);
      IrType w = es == 1 ? t : vector_type(IrType::I32, type_size(t) / 4);
      if (es == 1) {
        copy(s, vec_splat_const(0, 8, t), RegClass::Xmm);
        vemit(Pcmpgt, t, {MOperand::usedef(s), MOperand::use(m)});
      } else if (es == 2) {
        vemit(Psra, t, {MOperand::usedef(s), MOperand::make_imm(15)});
      } else {
        vemit(Psra, w, {MOperand::usedef(s), MOperand::make_imm(31)});
        if (es == 8) vemit(Pshufd, w, {MOperand::usedef(s), MOperand::use(s), MOperand::make_imm(0xF5)});
      }
      Reg x = vbinop(Pand, t, b, MOperand::use(s));
      vemit(Pandn, t, {MOperand::usedef(s), MOperand::use(a)});
      copy(d, x, RegClass::Xmm);
      vemit(Por, t, {MOperand::usedef(d), MOperand::use(s)});
    }
    return;
  }
  case IntrinsicOp::SatAddS: return two(Padds);
  case IntrinsicOp::SatAddU: return two(Paddus);
  case IntrinsicOp::SatSubS: return two(Psubs);
  case IntrinsicOp::SatSubU: return two(Psubus);
  case IntrinsicOp::AvgU: return two(Pavg);
  case IntrinsicOp::MinS: return two(Pmins);
  case IntrinsicOp::MinU: return two(Pminu);
  case IntrinsicOp::MaxS: return two(Pmaxs);
  case IntrinsicOp::MaxU: return two(Pmaxu);
  case IntrinsicOp::Sign: return two(Psign);
  case IntrinsicOp::MulhiS: return two(Pmulhw);
  case IntrinsicOp::MulhiU: return two(Pmulhuw);
  case IntrinsicOp::Mulhrs: return two(Pmulhrsw);
  case IntrinsicOp::Abs: vemit(Pabs, t, {MOperand::def(d), MOperand::use(V(0))}); return;
  case IntrinsicOp::MulEvenS: return two(Pmuldq);
  case IntrinsicOp::MulEvenU: return two(Pmuludq);
  case IntrinsicOp::Madd: return two(Pmaddwd);
  case IntrinsicOp::Maddubs: return two(Pmaddubsw);
  case IntrinsicOp::Sad: return two(Psadbw);
  case IntrinsicOp::PackS: case IntrinsicOp::PackU: case IntrinsicOp::Hadd: case IntrinsicOp::Hsub:
  case IntrinsicOp::Hadds: case IntrinsicOp::Hsubs: {
    u16 o;
    bool f = fvec(t);
    switch (op) {
    case IntrinsicOp::PackS: o = esize(t) == 2 ? Packsswb : Packssdw; break;
    case IntrinsicOp::PackU: o = esize(t) == 2 ? Packuswb : Packusdw; break;
    case IntrinsicOp::Hadd: o = f ? Haddp : Phadd; break;
    case IntrinsicOp::Hsub: o = f ? Hsubp : Phsub; break;
    case IntrinsicOp::Hadds: o = Phadds; break;
    default: o = Phsubs; break;
    }
    Reg a = V(0), b = V(1);
    if (mmx) {
      Reg x = joined(a, b);
      copy(d, x, RegClass::Xmm);
      vemit(o, t, {MOperand::usedef(d), MOperand::use(x)});
      return;
    }
    copy(d, a, RegClass::Xmm);
    vemit(o, t, {MOperand::usedef(d), MOperand::use(b)});
    return;
  }
  case IntrinsicOp::Movmsk: {
    Reg a = V(0);
    unsigned es = esize(t);
    if (es == 2) { // the words' signs as bytes first
      Reg x = vcopy(a, t);
      vemit(Packsswb, t, {MOperand::usedef(x), MOperand::use(x)});
      emit(Pmovmskb, width(t), {MOperand::def(d), MOperand::use(x)});
      if (width(t) == 32) { // per 128-bit lane: bits 0-7 and 16-23
        Reg hi = new_gpr();
        copy(hi, d, RegClass::Gpr);
        emit(Shr, 4, {MOperand::usedef(hi), MOperand::make_imm(8)});
        emit(And, 4, {MOperand::usedef(d), MOperand::make_imm(0xff)});
        emit(And, 4, {MOperand::usedef(hi), MOperand::make_imm(0xff00)});
        emit(Or, 4, {MOperand::usedef(d), MOperand::use(hi)});
        return;
      }
    } else if (es == 1) {
      emit(Pmovmskb, width(t), {MOperand::def(d), MOperand::use(a)});
    } else {
      emit(Movmskp, width(t), {MOperand::def(d), MOperand::use(a)}).size2 = u8(es);
    }
    // An 8-byte vector's register holds more elements than it: their bits cleared.
    if (type_size(t) < 16 || es == 2) emit(And, 4, {MOperand::usedef(d), MOperand::make_imm((i64(1) << vector_lanes(t)) - 1)});
    return;
  }
  case IntrinsicOp::ShlX86: case IntrinsicOp::LshrX86: case IntrinsicOp::AshrX86: {
    u16 o = op == IntrinsicOp::ShlX86 ? Psll : op == IntrinsicOp::LshrX86 ? Psrl : Psra;
    Reg a = V(0);
    unsigned bits = 8 * esize(t);
    if (auto k = const_int(args[1])) {
      if (u64(*k) >= bits && op != IntrinsicOp::AshrX86) {
        vemit(ZeroV, t, {MOperand::def(d)});
        return;
      }
      copy(d, a, RegClass::Xmm);
      vemit(o, t, {MOperand::usedef(d), MOperand::make_imm(u64(*k) >= bits ? bits - 1 : *k)});
      return;
    }
    Reg c = new_xmm();
    emit(MovGX, 8, {MOperand::def(c), MOperand::use(use_reg(args[1], IrType::I64))});
    copy(d, a, RegClass::Xmm);
    vemit(o, t, {MOperand::usedef(d), MOperand::use(c)});
    return;
  }
  case IntrinsicOp::ShlvX86: return two(Psllv);
  case IntrinsicOp::LshrvX86: return two(Psrlv);
  case IntrinsicOp::AshrvX86: return two(Psrav);
  case IntrinsicOp::Bslli: case IntrinsicOp::Bsrli: {
    copy(d, V(0), RegClass::Xmm);
    i64 k = imm(1);
    if (k < 0 || k > 16) k = 16;
    vemit(op == IntrinsicOp::Bslli ? Pslldq : Psrldq, t, {MOperand::usedef(d), MOperand::make_imm(k)});
    return;
  }
  case IntrinsicOp::Alignr: {
    Reg a = V(0), b = V(1);
    i64 k = imm(2) & 0xff;
    if (mmx) { // (a:b) >> 8k within 16 bytes
      Reg x = joined(b, a);
      copy(d, x, RegClass::Xmm);
      emit(Psrldq, 16, {MOperand::usedef(d), MOperand::make_imm(k > 16 ? 16 : k)});
      return;
    }
    copy(d, a, RegClass::Xmm);
    vemit(Palignr, t, {MOperand::usedef(d), MOperand::use(b), MOperand::make_imm(k)});
    return;
  }
  case IntrinsicOp::Pshufb: {
    Reg a = V(0), b = V(1);
    if (mmx) b = vbinop(Pand, t, b, MOperand::use(vec_splat_const(0x87, 1, t))); // indices mod 8
    copy(d, a, RegClass::Xmm);
    vemit(Pshufb, t, {MOperand::usedef(d), MOperand::use(b)});
    return;
  }
  case IntrinsicOp::Permvar: vemit(fvec(t) ? Vpermps : Vpermd, t, {MOperand::def(d), MOperand::use(V(1)), MOperand::use(V(0))}); return;
  case IntrinsicOp::Permilvar: vemit(Vpermilp, t, {MOperand::def(d), MOperand::use(V(0)), MOperand::use(V(1))}); return;
  case IntrinsicOp::Minpos: vemit(Phminposuw, t, {MOperand::def(d), MOperand::use(V(0))}); return;
  case IntrinsicOp::Mpsadbw: {
    copy(d, V(0), RegClass::Xmm);
    vemit(Mpsadbw, t, {MOperand::usedef(d), MOperand::use(V(1)), MOperand::make_imm(imm(2))});
    return;
  }
  case IntrinsicOp::Testz: case IntrinsicOp::Testc: case IntrinsicOp::Testnzc: {
    Reg a = V(0), b = V(1);
    vemit(fvec(t) ? Vtestp : Ptest, t, {MOperand::use(a), MOperand::use(b)});
    Cond c = op == IntrinsicOp::Testz ? CE : op == IntrinsicOp::Testc ? CB : CA;
    if (d != kNoReg) {
      emit(Setcc, 1, {MOperand::def(d)}).cond = c;
      emit(MovZX, 4, {MOperand::def(d), MOperand::use(d)}).size2 = 1;
    }
    return;
  }
  case IntrinsicOp::Pcmpistri: case IntrinsicOp::Pcmpistrm: case IntrinsicOp::Pcmpistrf:
  case IntrinsicOp::Pcmpestri: case IntrinsicOp::Pcmpestrm: case IntrinsicOp::Pcmpestrf: {
    bool expl = op == IntrinsicOp::Pcmpestri || op == IntrinsicOp::Pcmpestrm || op == IntrinsicOp::Pcmpestrf;
    Reg a = V(0), b = V(expl ? 2 : 1);
    i64 ctl = imm(expl ? 4 : 2);
    bool mask = op == IntrinsicOp::Pcmpistrm || op == IntrinsicOp::Pcmpestrm;
    if (expl) {
      copy(RAX, use_reg(args[1], IrType::I32), RegClass::Gpr);
      copy(RDX, use_reg(args[3], IrType::I32), RegClass::Gpr);
    }
    u16 o = expl ? (mask ? Pcmpestrm : Pcmpestri) : (mask ? Pcmpistrm : Pcmpistri);
    emit(o, 16, {MOperand::use(a), MOperand::use(b), MOperand::make_imm(ctl)});
    if (d == kNoReg) return;
    if (mask) {
      copy(d, XMM0, RegClass::Xmm);
    } else if (op == IntrinsicOp::Pcmpistri || op == IntrinsicOp::Pcmpestri) {
      copy(d, RCX, RegClass::Gpr);
    } else {
      static const Cond flags[] = {CB, CE, CS, CO, CA};
      emit(Setcc, 1, {MOperand::def(d)}).cond = flags[imm(expl ? 5 : 3) % 5];
      emit(MovZX, 4, {MOperand::def(d), MOperand::use(d)}).size2 = 1;
    }
    return;
  }
  case IntrinsicOp::Aesenc: return two(Aesenc);
  case IntrinsicOp::Aesenclast: return two(Aesenclast);
  case IntrinsicOp::Aesdec: return two(Aesdec);
  case IntrinsicOp::Aesdeclast: return two(Aesdeclast);
  case IntrinsicOp::Aesimc: vemit(Aesimc, t, {MOperand::def(d), MOperand::use(V(0))}); return;
  case IntrinsicOp::Aeskeygenassist:
    vemit(Aeskeygenassist, t, {MOperand::def(d), MOperand::use(V(0)), MOperand::make_imm(imm(1))});
    return;
  case IntrinsicOp::Pclmulqdq:
    copy(d, V(0), RegClass::Xmm);
    vemit(Pclmulqdq, t, {MOperand::usedef(d), MOperand::use(V(1)), MOperand::make_imm(imm(2))});
    return;
  case IntrinsicOp::Fmin: return two(Minp);
  case IntrinsicOp::Fmax: return two(Maxp);
  case IntrinsicOp::Fsqrt: vemit(Sqrtp, t, {MOperand::def(d), MOperand::use(V(0))}); return;
  case IntrinsicOp::Rcp: vemit(Rcpps, t, {MOperand::def(d), MOperand::use(V(0))}); return;
  case IntrinsicOp::Rsqrt: vemit(Rsqrtps, t, {MOperand::def(d), MOperand::use(V(0))}); return;
  case IntrinsicOp::Fcmp:
    copy(d, V(0), RegClass::Xmm);
    vemit(Cmpp, t, {MOperand::usedef(d), MOperand::use(V(1)), MOperand::make_imm(imm(2) & 31)});
    return;
  case IntrinsicOp::Round: vemit(Roundp, t, {MOperand::def(d), MOperand::use(V(0)), MOperand::make_imm(imm(1) & 15)}); return;
  case IntrinsicOp::Addsub: return two(Addsubp);
  case IntrinsicOp::Dp:
    copy(d, V(0), RegClass::Xmm);
    vemit(Dpp, t, {MOperand::usedef(d), MOperand::use(V(1)), MOperand::make_imm(imm(2) & 0xff)});
    return;
  case IntrinsicOp::Insertps:
    copy(d, V(0), RegClass::Xmm);
    vemit(Insertps, t, {MOperand::usedef(d), MOperand::use(V(1)), MOperand::make_imm(imm(2) & 0xff)});
    return;
  case IntrinsicOp::CvtRound: {
    if (!is_vector(t)) {
      MInst& in = emit(CvtF2si, u8(type_size(t)), {MOperand::def(d), MOperand::use(use_reg(args[0], t))});
      in.size2 = u8(type_size(t2));
      return;
    }
    Reg a = V(0);
    if (elem_type(t) == IrType::F32) vemit(Cvtps2dq, t, {MOperand::def(d), MOperand::use(a)});
    else emit(Cvtpd2dq, width(t), {MOperand::def(d), MOperand::use(a)});
    return;
  }
  case IntrinsicOp::Movnt: {
    Reg v = V(1);
    MOperand m = mem_at(args[0]);
    if (fvec(t)) vemit(Movntp, t, {m, MOperand::use(v)});
    else vemit(Movntdq, t, {m, MOperand::use(v)});
    return;
  }
  case IntrinsicOp::Maskload: {
    Reg m = V(1);
    vemit(Vmaskmovload, t, {MOperand::def(d), MOperand::use(m), mem_at(args[0])}).size2 = u8(esize(t) == 8 ? 8 : 4);
    return;
  }
  case IntrinsicOp::Maskstore: {
    Reg m = V(1), v = V(2);
    vemit(Vmaskmovstore, t, {mem_at(args[0]), MOperand::use(m), MOperand::use(v)}).size2 = u8(esize(t) == 8 ? 8 : 4);
    return;
  }
  case IntrinsicOp::Maskmov: {
    Reg a = V(0), m = V(1);
    copy(RDI, use_reg(args[2], IrType::Ptr), RegClass::Gpr);
    emit(Maskmovdqu, 16, {MOperand::use(a), MOperand::use(m)});
    return;
  }
  case IntrinsicOp::Pdep: case IntrinsicOp::Pext: case IntrinsicOp::Bzhi: case IntrinsicOp::Bextr: {
    u8 s = u8(type_size(t));
    Reg a = use_reg(args[0], t), b = use_reg(args[1], t);
    if (d == kNoReg) return;
    emit(op == IntrinsicOp::Pdep ? Pdep : op == IntrinsicOp::Pext ? Pext : op == IntrinsicOp::Bzhi ? Bzhi : Bextr, s,
         {MOperand::def(d), MOperand::use(a), MOperand::use(b)});
    return;
  }
  case IntrinsicOp::Tzcnt: case IntrinsicOp::Lzcnt: {
    Reg a = use_reg(args[0], t);
    if (d != kNoReg) emit(op == IntrinsicOp::Tzcnt ? Tzcnt : Lzcnt, u8(type_size(t)), {MOperand::def(d), MOperand::use(a)});
    return;
  }
  default: ilcc_unreachable("vector intrinsic without a selection");
  }
}

} // namespace ilcc::x86_64
