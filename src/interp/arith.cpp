// arith.cpp — the interpreter's general (non-fast-path) value operations: constants in
// slot form, conversions, typed memory access and atomics.
//
// Semantics are shared with the constant folder rather than re-derived here: integer
// extension and truncation use ir/ops.h's normalize_int/normalize_int128, and conversions
// from floating point to integers go through IrConst::coerce_to (ir/constants.h), so an
// out-of-range or NaN conversion gives the interpreter exactly what folding gives (x86's
// "integer indefinite" for signed targets). Integer-to-float and float-to-float
// conversions are the host's, which are the IEEE round-to-nearest conversions the folder
// uses too; long double is the host's x87 type.
//
// Memory access (load_typed/store_typed) reads and writes the type's storage size: 10
// bytes for long double (the x87 image; the other 6 bytes of its 16-byte object are
// padding), 16 for i128. Loaded integers are extended by their type's signedness, which is
// the slot invariant of internal.h.
//
// Atomics use the host's __atomic builtins on host memory, always with sequentially
// consistent ordering (stronger than any ordering the IR can ask for, hence correct).
// 16-byte atomics and floating-point read-modify-write go through one process-wide lock or
// a compare-exchange loop respectively, which is atomic with respect to other interpreted
// code (see docs/interp.md).
#include "interp/internal.h"

#include <cmath>
#include <mutex>

namespace ilcc::interp {

Slot const_slot(const IrConst& c, IrType ctx) {
  Slot s{};
  if (is_vector(ctx)) { // the first 16 bytes (a 32-byte constant's second slot: const_slot_hi)
    std::vector<u8> img;
    c.push_le_bytes_x86(img, type_size(ctx));
    std::memcpy(&s, img.data(), std::min<size_t>(img.size(), 16));
    return s;
  }
  auto as_int = [&]() -> i128 {
    if (c.is_int() || c.kind() == ConstKind::Zero) return c.i128_value();
    return c.coerce_to(ctx == IrType::Ptr ? IrType::I64 : ctx).i128_value();
  };
  switch (ctx) {
  case IrType::I128: case IrType::U128: s.w = normalize_int128(ctx, as_int()); break;
  case IrType::F32: s.f = c.kind() == ConstKind::F32 ? c.f32_value() : c.coerce_to(IrType::F32).f32_value(); break;
  case IrType::F64: s.d = c.kind() == ConstKind::F64 ? c.f64_value() : c.coerce_to(IrType::F64).f64_value(); break;
  case IrType::F128:
    s.ld = c.kind() == ConstKind::LongDouble ? c.ld_host() : c.coerce_to(IrType::F128).ld_host();
    break;
  case IrType::Void: break;
  default: s.i = normalize_int(ctx, i64(as_int())); break;
  }
  return s;
}

Slot const_slot_hi(const IrConst& c, IrType ctx) {
  Slot s{};
  std::vector<u8> img;
  c.push_le_bytes_x86(img, type_size(ctx));
  if (img.size() > 16) std::memcpy(&s, img.data() + 16, std::min<size_t>(img.size() - 16, 16));
  return s;
}

void cast_value(IrType from, IrType to, const Slot& src, Slot& dst) {
  Slot out{};
  bool from_int = is_int_or_ptr(from), to_int = is_int_or_ptr(to);
  if (from == IrType::Void || to == IrType::Void) {
    dst = out;
    return;
  }
  if (from_int) {
    // The exact value of the source (integers are extended by their type's signedness).
    i128 v;
    bool big_unsigned = false;
    if (is_128(from)) {
      v = src.w;
      big_unsigned = from == IrType::U128;
    } else if (from == IrType::Ptr || from == IrType::U64) {
      v = i128(src.u);
    } else {
      v = i128(src.i);
    }
    if (to_int) {
      if (is_128(to)) out.w = normalize_int128(to, v);
      else if (to == IrType::Ptr) out.u = u64(v);
      else out.i = normalize_int(to, i64(v));
    } else if (to == IrType::F32) {
      out.f = big_unsigned ? float(u128(v)) : float(v);
    } else if (to == IrType::F64) {
      out.d = big_unsigned ? double(u128(v)) : double(v);
    } else {
      out.ld = big_unsigned ? static_cast<long double>(u128(v)) : static_cast<long double>(v);
    }
    dst = out;
    return;
  }
  // Floating source.
  if (to_int) {
    IrConst c = from == IrType::F32 ? IrConst::float32(src.f)
              : from == IrType::F64 ? IrConst::float64(src.d)
                                    : IrConst::long_double_from_x87(src.ld);
    IrConst r = c.coerce_to(to == IrType::Ptr ? IrType::U64 : to);
    if (is_128(to)) out.w = r.i128_value();
    else if (to == IrType::Ptr) out.u = u64(r.int_value());
    else out.i = normalize_int(to, i64(r.i128_value()));
    dst = out;
    return;
  }
  long double v = from == IrType::F32 ? static_cast<long double>(src.f) : from == IrType::F64 ? static_cast<long double>(src.d) : src.ld;
  if (to == IrType::F32) out.f = from == IrType::F64 ? float(src.d) : float(v);
  else if (to == IrType::F64) out.d = double(v);
  else out.ld = v;
  dst = out;
}

void load_typed(IrType ty, const void* p, Slot& out) {
  switch (ty) {
  case IrType::I8: out.i = *static_cast<const i8*>(p); break;
  case IrType::U8: out.i = *static_cast<const u8*>(p); break;
  case IrType::I16: { i16 v; std::memcpy(&v, p, 2); out.i = v; break; }
  case IrType::U16: { u16 v; std::memcpy(&v, p, 2); out.i = v; break; }
  case IrType::I32: { i32 v; std::memcpy(&v, p, 4); out.i = v; break; }
  case IrType::U32: { u32 v; std::memcpy(&v, p, 4); out.i = v; break; }
  case IrType::F32: out.u = 0; std::memcpy(&out.f, p, 4); break;
  case IrType::I128: case IrType::U128: std::memcpy(&out, p, 16); break;
  case IrType::F128:
    out = Slot{};
    std::memcpy(&out, p, 10);
    break;
  case IrType::Void: break;
  default: std::memcpy(&out.u, p, 8); break;
  }
}

void store_typed(IrType ty, const Slot& v, void* p) {
  size_t n = ty == IrType::F128 ? 10 : type_size(ty);
  std::memcpy(p, &v, n);
}

// ---- atomics --------------------------------------------------------------------------

namespace {

std::mutex wide_atomic_lock; // 16-byte atomics

template <class T> T fetch_op(T* p, AtomicRmwOp op, T v) {
  switch (op) {
  case AtomicRmwOp::Add: return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
  case AtomicRmwOp::Sub: return __atomic_fetch_sub(p, v, __ATOMIC_SEQ_CST);
  case AtomicRmwOp::And: return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST);
  case AtomicRmwOp::Or: return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST);
  case AtomicRmwOp::Xor: return __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST);
  case AtomicRmwOp::Nand: return __atomic_fetch_nand(p, v, __ATOMIC_SEQ_CST);
  case AtomicRmwOp::Xchg: return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST);
  case AtomicRmwOp::TestAndSet: return __atomic_exchange_n(p, T(1), __ATOMIC_SEQ_CST);
  }
  return T(0);
}

template <class T> bool cas(T* p, T& expected, T desired) {
  return __atomic_compare_exchange_n(p, &expected, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

// Compare-and-swap of `n` bytes at p: expected is updated with the old contents.
bool cas_bytes(void* p, size_t n, u8* expected, const u8* desired) {
  switch (n) {
  case 1: return cas(static_cast<u8*>(p), *expected, *desired);
  case 2: { u16 e, d; std::memcpy(&e, expected, 2); std::memcpy(&d, desired, 2); bool ok = cas(static_cast<u16*>(p), e, d); std::memcpy(expected, &e, 2); return ok; }
  case 4: { u32 e, d; std::memcpy(&e, expected, 4); std::memcpy(&d, desired, 4); bool ok = cas(static_cast<u32*>(p), e, d); std::memcpy(expected, &e, 4); return ok; }
  case 8: { u64 e, d; std::memcpy(&e, expected, 8); std::memcpy(&d, desired, 8); bool ok = cas(static_cast<u64*>(p), e, d); std::memcpy(expected, &e, 8); return ok; }
  default: {
    std::lock_guard<std::mutex> g(wide_atomic_lock);
    bool ok = std::memcmp(p, expected, n) == 0;
    if (ok) std::memcpy(p, desired, n);
    else std::memcpy(expected, p, n);
    return ok;
  }
  }
}

size_t storage_size(IrType ty) { return ty == IrType::F128 ? 10 : type_size(ty); }

const char* check_address(u64 p) {
  return p < kNullPageLimit ? "null pointer dereference in an atomic operation" : nullptr;
}

} // namespace

const char* atomic_rmw(const DInst& in, Slot* s) {
  void* p = s[in.a].p;
  if (const char* m = check_address(s[in.a].u)) return m;
  AtomicRmwOp op = AtomicRmwOp(in.e & 0xff);
  IrType ty = in.ty;
  const Slot& v = s[in.b];
  Slot old{};
  if (is_float(ty)) {
    // Read, compute in the type, compare-and-swap until no other thread interfered.
    size_t n = storage_size(ty);
    Slot cur{};
    std::memcpy(&cur, p, n);
    for (;;) {
      Slot next{};
      Slot a, b = v;
      load_typed(ty, &cur, a);
      switch (op) {
      case AtomicRmwOp::Add: case AtomicRmwOp::Sub: {
        bool add = op == AtomicRmwOp::Add;
        if (ty == IrType::F32) next.f = add ? a.f + b.f : a.f - b.f;
        else if (ty == IrType::F64) next.d = add ? a.d + b.d : a.d - b.d;
        else next.ld = add ? a.ld + b.ld : a.ld - b.ld;
        break;
      }
      case AtomicRmwOp::Xchg: next = b; break;
      default: return "atomic bitwise operation on a floating-point type";
      }
      Slot expected = cur;
      if (cas_bytes(p, n, expected.bytes, next.bytes)) break;
      cur = expected;
    }
    load_typed(ty, &cur, old);
    s[in.d] = old;
    return nullptr;
  }
  switch (type_size(ty)) {
  case 1: { u8 r = fetch_op(static_cast<u8*>(p), op, u8(v.u)); load_typed(ty, &r, old); break; }
  case 2: { u16 r = fetch_op(static_cast<u16*>(p), op, u16(v.u)); load_typed(ty, &r, old); break; }
  case 4: { u32 r = fetch_op(static_cast<u32*>(p), op, u32(v.u)); load_typed(ty, &r, old); break; }
  case 8: { u64 r = fetch_op(static_cast<u64*>(p), op, v.u); load_typed(ty, &r, old); break; }
  case 16: {
    std::lock_guard<std::mutex> g(wide_atomic_lock);
    i128 cur;
    std::memcpy(&cur, p, 16);
    i128 x = v.w, r = 0;
    switch (op) {
    case AtomicRmwOp::Add: r = *eval_i128(IrBinOp::Add, cur, x); break;
    case AtomicRmwOp::Sub: r = *eval_i128(IrBinOp::Sub, cur, x); break;
    case AtomicRmwOp::And: r = cur & x; break;
    case AtomicRmwOp::Or: r = cur | x; break;
    case AtomicRmwOp::Xor: r = cur ^ x; break;
    case AtomicRmwOp::Nand: r = ~(cur & x); break;
    case AtomicRmwOp::Xchg: r = x; break;
    case AtomicRmwOp::TestAndSet: r = 1; break;
    }
    std::memcpy(p, &r, 16);
    old.w = cur;
    break;
  }
  default: return "atomic operation on a type without a size";
  }
  s[in.d] = old;
  return nullptr;
}

const char* atomic_cmpxchg(const DInst& in, Slot* s) {
  if (const char* m = check_address(s[in.a].u)) return m;
  IrType ty = in.ty;
  size_t n = storage_size(ty);
  if (n == 0) return "atomic operation on a type without a size";
  Slot expected = s[in.b], desired = s[in.c];
  bool ok = cas_bytes(s[in.a].p, n, expected.bytes, desired.bytes);
  bool returns_bool = (in.e >> 24) & 1;
  if (returns_bool) {
    s[in.d].i = ok;
  } else {
    Slot old{};
    load_typed(ty, &expected, old);
    s[in.d] = old;
  }
  return nullptr;
}

const char* atomic_load(const DInst& in, Slot* s) {
  if (const char* m = check_address(s[in.a].u)) return m;
  void* p = s[in.a].p;
  IrType ty = in.ty;
  Slot raw{};
  switch (storage_size(ty)) {
  case 1: raw.bytes[0] = __atomic_load_n(static_cast<u8*>(p), __ATOMIC_SEQ_CST); break;
  case 2: { u16 v = __atomic_load_n(static_cast<u16*>(p), __ATOMIC_SEQ_CST); std::memcpy(&raw, &v, 2); break; }
  case 4: { u32 v = __atomic_load_n(static_cast<u32*>(p), __ATOMIC_SEQ_CST); std::memcpy(&raw, &v, 4); break; }
  case 8: { u64 v = __atomic_load_n(static_cast<u64*>(p), __ATOMIC_SEQ_CST); std::memcpy(&raw, &v, 8); break; }
  case 0: return "atomic operation on a type without a size";
  default: {
    std::lock_guard<std::mutex> g(wide_atomic_lock);
    std::memcpy(&raw, p, storage_size(ty));
  }
  }
  load_typed(ty, &raw, s[in.d]);
  return nullptr;
}

const char* atomic_store(const DInst& in, Slot* s) {
  if (const char* m = check_address(s[in.a].u)) return m;
  void* p = s[in.a].p;
  const Slot& v = s[in.b];
  switch (storage_size(in.ty)) {
  case 1: __atomic_store_n(static_cast<u8*>(p), u8(v.u), __ATOMIC_SEQ_CST); break;
  case 2: __atomic_store_n(static_cast<u16*>(p), u16(v.u), __ATOMIC_SEQ_CST); break;
  case 4: { u32 b; std::memcpy(&b, &v, 4); __atomic_store_n(static_cast<u32*>(p), b, __ATOMIC_SEQ_CST); break; }
  case 8: __atomic_store_n(static_cast<u64*>(p), v.u, __ATOMIC_SEQ_CST); break;
  case 0: return "atomic operation on a type without a size";
  default: {
    std::lock_guard<std::mutex> g(wide_atomic_lock);
    std::memcpy(p, &v, storage_size(in.ty));
  }
  }
  return nullptr;
}

} // namespace ilcc::interp
