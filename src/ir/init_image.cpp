// init_image.cpp — the byte image of global initializers (init_image.h).
#include "ir/init_image.h"

#include <cstring>

#include <algorithm>

namespace ilcc {

namespace {

// Walks an initializer in the order of its bytes, `pos` being the offset of the next one,
// and copies what falls into the window.
struct Layout {
  Layout(const InitWindow& w, InitImage& o) : window(w), out(o), budget(w.budget) {}
  const InitWindow& window;
  InitImage& out;
  u32 budget;
  u64 pos = 0;
  std::vector<u8> scratch;

  bool wanted(u64 size) const { return pos < window.hi && pos + size > window.lo; }
  // The n bytes at pos (zeros when p is null); advances past them.
  void put(const u8* p, u64 n) {
    if (wanted(n)) {
      u64 a = std::max(pos, window.lo), b = std::min(pos + n, window.hi);
      if (out.bytes.size() < b - window.lo) out.bytes.resize(b - window.lo);
      if (p) std::memcpy(out.bytes.data() + (a - window.lo), p + (a - pos), b - a);
    }
    pos += n;
  }
  void put_const(IrConst c, IrType ty, bool typed) {
    u64 size = c.natural_size();
    if (typed && ty != IrType::Void) {
      if (c.kind() != ConstKind::Zero && is_float(ty) != c.is_float()) c = c.coerce_to(ty);
      size = type_size(ty);
    }
    if (!wanted(size)) {
      pos += size;
      return;
    }
    scratch.clear();
    c.push_le_bytes(scratch, size);
    put(scratch.data(), size);
  }
  template <class Unit> void put_units(const std::vector<Unit>& units) {
    u64 total = sizeof(Unit) * (units.size() + 1);
    if (!wanted(total)) {
      pos += total;
      return;
    }
    for (Unit c : units) {
      u8 b[4] = {u8(c), u8(u32(c) >> 8), u8(u32(c) >> 16), u8(u32(c) >> 24)};
      put(b, sizeof(Unit));
    }
    put(nullptr, sizeof(Unit));
  }

  bool walk(const GlobalInit& gi, IrType ty, bool top) {
    using G = GlobalInit;
    if (pos >= window.hi) return true;
    if (budget == 0) return false;
    --budget;
    switch (gi.kind()) {
    case G::Kind::Zero: return true;
    case G::Kind::Scalar: put_const(gi.get<G::Scalar>().value, ty, top); return true;
    case G::Kind::Array: {
      const std::vector<IrConst>& v = gi.get<G::Array>().values;
      size_t k = 0;
      if (top && ty != IrType::Void && window.lo > pos) { // equal sizes: start at the element holding lo
        k = std::min<size_t>(v.size(), (window.lo - pos) / type_size(ty));
        pos += k * type_size(ty);
      }
      for (; k < v.size() && pos < window.hi; ++k) put_const(v[k], ty, top);
      return true;
    }
    case G::Kind::String: {
      const std::string& b = gi.get<G::String>().bytes;
      put(reinterpret_cast<const u8*>(b.data()), b.size());
      put(nullptr, 1);
      return true;
    }
    case G::Kind::WideString: put_units(gi.get<G::WideString>().units); return true;
    case G::Kind::Char16String: put_units(gi.get<G::Char16String>().units); return true;
    case G::Kind::GlobalAddr:
    case G::Kind::GlobalAddrOffset:
    case G::Kind::GlobalLabelDiff: {
      u64 size = gi.byte_size();
      if (wanted(size)) out.relocations.push_back({pos, u32(size), &gi});
      put(nullptr, size);
      return true;
    }
    case G::Kind::Compound:
      for (const GlobalInit& e : gi.get<G::Compound>().elems)
        if (!walk(e, IrType::Void, false)) return false;
      return true;
    }
    return false;
  }
};

} // namespace

bool layout_init(const GlobalInit& init, IrType ty, InitImage& out, const InitWindow& window) {
  return Layout(window, out).walk(init, ty, true);
}

std::optional<IrConst> read_global_init(const IrGlobal& g, u64 offset, IrType ty) {
  bool as_int = is_int(ty) && !is_128(ty);
  if (!as_int && ty != IrType::Ptr && ty != IrType::F32 && ty != IrType::F64) return std::nullopt;
  u64 size = type_size(ty);
  if (offset > g.size || g.size - offset < size) return std::nullopt;
  InitImage img;
  if (!layout_init(g.init, g.ty, img, InitWindow{offset, offset + size, 4096}) || !img.relocations.empty())
    return std::nullopt;
  u64 bits = 0;
  for (u64 k = 0; k < img.bytes.size(); ++k) bits |= u64(img.bytes[k]) << (8 * k);
  if (ty == IrType::F32) {
    float f;
    u32 b32 = u32(bits);
    std::memcpy(&f, &b32, 4);
    return IrConst::float32(f);
  }
  if (ty == IrType::F64) {
    double d;
    std::memcpy(&d, &bits, 8);
    return IrConst::float64(d);
  }
  if (ty == IrType::Ptr) return IrConst::ptr_int(i64(bits));
  unsigned w = unsigned(size) * 8;
  i64 v = w == 64 ? i64(bits) : is_signed_int(ty) ? i64(bits << (64 - w)) >> (64 - w) : i64(bits);
  return IrConst::from_i64(v, ty);
}

} // namespace ilcc
