// legalize.cpp — vector operations x86 has no instructions for, rewritten in the IR before
// instruction selection (vector_legal.h, docs/simd.md).
//
// Per element: integer division and remainder, shifts by a count per element (without
// AVX2, or of 8- and 16-bit elements), conversions convert_is_legal refuses; each
// element is extracted, computed by the scalar instruction and inserted into the result.
// Per 16-byte half: 32-byte integer operations without AVX2 (AVX has 32-byte float
// operations only, and the bitwise ones): the halves are shuffled out, computed, and
// shuffled back together.
#include "target/x86_64/vector_legal.h"

#include "support/hash.h"

#include <cstring>

namespace ilcc::x86_64 {

const Operand* splat_source(const Operand& v, std::span<const Instruction* const> def) {
  if (!v.is_value() || v.value().id >= def.size()) return nullptr;
  const Instruction* d = def[v.value().id];
  if (!d || d->op != Opcode::Intrinsic || d->intrinsic() != IntrinsicOp::Splat) return nullptr;
  return &d->operand(0);
}

bool splat_constant(const Operand& v, IrType t, u64& k) {
  if (!v.is_const()) return false;
  if (v.const_kind() == ConstKind::Zero) return k = 0, true;
  IrConst c = v.constant();
  IrType e = elem_type(t);
  u64 first = 0;
  for (unsigned i = 0; i < vector_lanes(t); ++i) {
    u64 x = u64(c.lane(e, i).to_i64().value_or(0));
    if (i == 0) first = x;
    else if (x != first) return false;
  }
  k = first;
  return true;
}

bool convert_is_legal(X86Features f, IrType t, IrType t2, bool is_signed) {
  IrType e = elem_type(t), e2 = elem_type(t2);
  unsigned s1 = type_size(t), s2 = type_size(t2), es = type_size(e), es2 = type_size(e2);
  bool avx = f.has(X86Feature::Avx), avx2 = f.has(X86Feature::Avx2);
  // A 32-byte operand or result needs AVX (integer to integer AVX2: vpmovsx/vpmovzx).
  bool intint = is_int(e) && is_int(e2);
  auto fits = [&](unsigned bytes) { return bytes <= 16 || (intint ? avx2 : avx); };
  if (!fits(s1) || !fits(s2)) return false;
  if (e == IrType::I32 && e2 == IrType::F32) return s1 <= 16 || is_signed;
  if (e == IrType::F32 && e2 == IrType::I32) return is_signed;
  if (e == IrType::I32 && e2 == IrType::F64) return is_signed;
  if (e == IrType::F64 && e2 == IrType::I32) return is_signed;
  if ((e == IrType::F32 && e2 == IrType::F64) || (e == IrType::F64 && e2 == IrType::F32)) return true;
  if (is_int(e) && is_int(e2)) {
    if (es2 > es) return s2 <= 16 || f.has(X86Feature::Sse41); // pmovsx/pmovzx for 32 bytes
    if (es2 == es) return false;                                  // (a cast: not a conversion)
    return es == 2 * es2 && s1 <= 16 && es2 <= 4;
  }
  return false;
}

bool shift_is_legal(X86Features f, IrBinOp op, IrType t, const Operand& count, std::span<const Instruction* const> def) {
  unsigned es = type_size(elem_type(t));
  u64 k;
  if (splat_constant(count, t, k)) return true;
  if (splat_source(count, def)) return es >= 2 && !(es == 8 && op == IrBinOp::AShr);
  if (!f.has(X86Feature::Avx2)) return false;
  return op == IrBinOp::AShr ? es == 4 : es == 4 || es == 8;
}

namespace {

class Legalizer {
public:
  explicit Legalizer(IrFunction& f) : f_(f) {}

  void run() {
    def_.assign(f_.value_limit(), nullptr);
    for (BasicBlock& b : f_.blocks)
      for (Instruction& in : b.instructions)
        if (in.dest.valid() && in.dest.id < def_.size()) def_[in.dest.id] = def_[in.dest.id] ? nullptr : &in;
    for (BasicBlock& b : f_.blocks) block(b);
  }

private:
  void block(BasicBlock& b) {
    bool any = false;
    for (const Instruction& in : b.instructions) any |= needs_work(in) != Work::None;
    if (!any) return;
    std::vector<Instruction> old;
    old.swap(b.instructions);
    std::vector<SourceSpan> spans;
    spans.swap(b.source_spans);
    out_ = &b.instructions;
    spans_out_ = spans.empty() ? nullptr : &b.source_spans;
    for (size_t k = 0; k < old.size(); ++k) {
      span_ = k < spans.size() ? spans[k] : SourceSpan{};
      const Instruction& in = old[k];
      switch (needs_work(in)) {
      case Work::None: push(in); break;
      case Work::Scalarize: scalarize(in); break;
      case Work::Split: split(in); break;
      }
    }
  }

  enum class Work { None, Scalarize, Split };

  Work needs_work(const Instruction& in) const {
    IrType t = in.ty;
    X86Features fs = f_.features;
    bool wide_int = type_size(t) == 32 && is_int_vector(t) && !fs.has(X86Feature::Avx2);
    std::span<const Instruction* const> def(def_.data(), def_.size());
    switch (in.op) {
    case Opcode::BinOp: {
      if (!is_int_vector(t)) return Work::None;
      IrBinOp op = in.binop();
      if (can_trap(op)) return Work::Scalarize;
      if (op == IrBinOp::Shl || op == IrBinOp::AShr || op == IrBinOp::LShr) {
        if (wide_int) return Work::Split; // the halves are checked again
        if (!shift_is_legal(fs, op, t, in.operand(1), def)) return Work::Scalarize;
      }
      bool bitwise = op == IrBinOp::And || op == IrBinOp::Or || op == IrBinOp::Xor; // vandps, vorps, vxorps
      return wide_int && !bitwise ? Work::Split : Work::None;
    }
    case Opcode::UnaryOp: // not is vxorps
      return wide_int && in.unop() != IrUnaryOp::Not ? Work::Split : Work::None;
    case Opcode::Cmp: return wide_int ? Work::Split : Work::None;
    case Opcode::Intrinsic: {
      IntrinsicOp op = in.intrinsic();
      if ((op == IntrinsicOp::ConvertS || op == IntrinsicOp::ConvertU) &&
          !convert_is_legal(fs, t, in.ty2, op == IntrinsicOp::ConvertS))
        return Work::Scalarize;
      return Work::None;
    }
    default: return Work::None;
    }
  }

  void push(const Instruction& in) {
    out_->push_back(in);
    if (spans_out_) spans_out_->push_back(span_);
  }
  Value emit(Instruction in) {
    if (!in.dest.valid() && in.op != Opcode::Store) in.dest = f_.new_value();
    push(in);
    return in.dest;
  }
  Instruction intrinsic(IntrinsicOp op, IrType ty, IrType ty2, std::initializer_list<Operand> ops) {
    Instruction i = make_inst(f_.arena, Opcode::Intrinsic, f_.new_value(), ty, ops);
    i.sub = u8(op);
    i.ty2 = ty2;
    return i;
  }
  Operand extract(const Operand& v, IrType t, unsigned k) {
    return emit(intrinsic(IntrinsicOp::Extract, t, IrType::Void, {v, Operand(IrConst::int32(i32(k)))}));
  }

  // Each element through the scalar operation; the last insert defines the result.
  void scalarize(const Instruction& in) {
    IrType t = in.ty, rt = in.result_type();
    unsigned n = vector_lanes(rt); // a conversion may convert only the first elements
    IrType e = elem_type(t), re = elem_type(rt);
    Operand acc = Operand(IrConst::zero(rt));
    for (unsigned k = 0; k < n; ++k) {
      Operand z;
      if (in.op == Opcode::BinOp) {
        Operand x = extract(in.operand(0), t, k), y = extract(in.operand(1), t, k);
        z = emit(make_binop(f_.arena, f_.new_value(), in.binop(), e, x, y));
      } else { // convert_s / convert_u
        bool s = in.intrinsic() == IntrinsicOp::ConvertS;
        Operand x = extract(in.operand(0), t, k);
        IrType from = is_int(e) ? (s ? to_signed(e) : to_unsigned(e)) : e;
        IrType to = is_int(re) ? (s ? to_signed(re) : to_unsigned(re)) : re;
        z = emit(make_cast(f_.arena, f_.new_value(), from, to, x));
      }
      Instruction ins = intrinsic(IntrinsicOp::Insert, rt, IrType::Void, {acc, z, Operand(IrConst::int32(i32(k)))});
      if (k + 1 == n) ins.dest = in.dest;
      acc = emit(ins);
    }
  }

  // The operation on each 16-byte half, the halves joined again.
  void split(const Instruction& in) {
    IrType t = in.ty, rt = in.result_type();
    unsigned n = vector_lanes(t);
    IrType ht = vector_type(elem_type(t), n / 2), hrt = vector_type(elem_type(rt), n / 2);
    auto half_mask = [&](unsigned h, IrType mt) {
      std::vector<u8> img;
      for (unsigned k = 0; k < n / 2; ++k) IrConst::from_i64(i64(h * n / 2 + k), elem_type(mt)).push_le_bytes_x86(img, type_size(elem_type(mt)));
      return Operand(IrConst::vector(img.data(), unsigned(img.size())));
    };
    // A half of an operand: of a constant a constant, of a splat a splat, else a shuffle.
    std::span<const Instruction* const> def(def_.data(), def_.size());
    auto half_of = [&](const Operand& o, unsigned h) -> Operand {
      if (o.is_const()) {
        std::vector<u8> img;
        o.constant().push_le_bytes_x86(img, type_size(t));
        return Operand(IrConst::vector(img.data() + 16 * h, 16));
      }
      if (const Operand* x = splat_source(o, def)) {
        Value v = emit(intrinsic(IntrinsicOp::Splat, ht, IrType::Void, {*x}));
        new_splats_.insert(v.id, 1);
        return v;
      }
      return emit(intrinsic(IntrinsicOp::Shuffle, t, ht, {o, o, half_mask(h, mask_type(ht))}));
    };
    Operand res[2];
    for (unsigned h = 0; h < 2; ++h) {
      Instruction c = clone_instruction(f_.arena, in);
      c.dest = f_.new_value();
      c.ty = ht;
      for (unsigned k = 0; k < c.num_ops; ++k) c.operand(k) = half_of(in.operand(k), h);
      // A half of a shift by a count per element still goes element by element.
      Value d = c.dest;
      if (needs_half_scalarize(c)) scalarize(c);
      else emit(c);
      res[h] = d;
    }
    std::vector<u8> img;
    IrType me = elem_type(mask_type(rt));
    for (unsigned k = 0; k < n; ++k) IrConst::from_i64(i64(k), me).push_le_bytes_x86(img, type_size(me));
    Instruction j = intrinsic(IntrinsicOp::Shuffle, hrt, rt, {res[0], res[1], Operand(IrConst::vector(img.data(), unsigned(img.size())))});
    j.dest = in.dest;
    emit(j);
  }

  bool needs_half_scalarize(const Instruction& c) const {
    if (c.op != Opcode::BinOp) return false;
    IrBinOp op = c.binop();
    if (op != IrBinOp::Shl && op != IrBinOp::AShr && op != IrBinOp::LShr) return false;
    // A splat count's halves are new splats (outside def_): found through their definition.
    const Operand& cnt = c.operand(1);
    u64 k;
    if (splat_constant(cnt, c.ty, k)) return false;
    bool splat = cnt.is_value() && new_splats_.find(cnt.value().id);
    unsigned es = type_size(elem_type(c.ty));
    return !(splat && es >= 2 && !(es == 8 && op == IrBinOp::AShr));
  }

  IrFunction& f_;
  std::vector<const Instruction*> def_;
  HashMap<u32, u8> new_splats_; // splats of the halves of a split shift's count
  std::vector<Instruction>* out_ = nullptr;
  std::vector<SourceSpan>* spans_out_ = nullptr;
  SourceSpan span_;
};

} // namespace

void legalize_vectors(IrFunction& f) {
  bool any = false;
  for (const BasicBlock& b : f.blocks)
    for (const Instruction& in : b.instructions) any |= is_vector(in.ty) || is_vector(in.ty2);
  if (any) Legalizer(f).run();
}

} // namespace ilcc::x86_64
