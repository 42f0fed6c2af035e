// intrinsics.cpp — the scalar intrinsics of intrinsics.def, executed on the host; the
// vector ones (every intrinsic with a type of its own) are vector.cpp's.
//
// Fences, pause, clflush and non-temporal stores are the instructions they name;
// crc32 runs the SSE4.2 instruction through a helper compiled with
// __attribute__((target("sse4.2"))) after a run-time CPU check (__builtin_cpu_supports),
// and on a CPU without it the intrinsic is a runtime fault saying so, where compiled code
// would die of SIGILL.
//
// frame_address(n) is the base of the data-stack area of the n-th interpreted frame
// (0 = current), return_address(n) the address of the decoded call op the n-th frame
// returns to; both are 0 beyond the interpreted frames. thread_pointer is %fs:0.
#include "interp/internal.h"
#include "support/diagnostics.h"

#include <immintrin.h>

#include <cmath>

namespace ilcc::interp {

namespace {

__attribute__((target("sse4.2"))) u64 crc32(IntrinsicOp op, u64 crc, u64 v) {
  switch (op) {
  case IntrinsicOp::Crc32_8: return _mm_crc32_u8(u32(crc), u8(v));
  case IntrinsicOp::Crc32_16: return _mm_crc32_u16(u32(crc), u16(v));
  case IntrinsicOp::Crc32_32: return _mm_crc32_u32(u32(crc), u32(v));
  default: return _mm_crc32_u64(crc, v);
  }
}

// How many bytes an intrinsic reads or writes through its pointer argument (confinement).
u64 pointer_bytes(IntrinsicOp op) {
  switch (op) {
  case IntrinsicOp::Clflush: return 1;
  case IntrinsicOp::Movnti: return 4;
  case IntrinsicOp::Rdtscp: return 4;
  case IntrinsicOp::Cpuid: return 16;
  default: return 8;
  }
}

} // namespace

const char* needs_cpu_feature(const char* feature) {
  static thread_local std::string msg;
  msg = format("this intrinsic needs the %s CPU feature, which this host does not have", feature);
  return msg.c_str();
}

const char* run_intrinsic(ThreadCtx& ctx, const IntrinsicSite& site, Slot* s) {
  IntrinsicOp op = site.op;
  if (is_polymorphic(op)) return run_vector(ctx, site, s);
  if (op == IntrinsicOp::Trampoline) return make_trampoline(ctx, s[site.args[1]].u, s[site.args[2]].u, s[site.dest].u);
  const IntrinsicInfo& info = intrinsic_info(op);
  // Every pointer argument must be a real address.
  for (unsigned i = 0; i < site.num_args; ++i) {
    if (info.args[i] != 'p') continue;
    if (s[site.args[i]].u < kNullPageLimit) return "null pointer dereference: an intrinsic's address argument is null";
    if (const char* m = confined_access_error(ctx, s[site.args[i]].p, pointer_bytes(op))) return m;
  }
  auto I = [&](unsigned i) { return s[site.args[i]].i; };
  Slot& out = s[site.dest];
  switch (op) {
  case IntrinsicOp::Lfence: _mm_lfence(); return nullptr;
  case IntrinsicOp::Mfence: _mm_mfence(); return nullptr;
  case IntrinsicOp::Sfence: _mm_sfence(); return nullptr;
  case IntrinsicOp::Pause: _mm_pause(); return nullptr;
  case IntrinsicOp::Clflush: _mm_clflush(s[site.args[0]].p); return nullptr;
  case IntrinsicOp::Movnti: _mm_stream_si32(static_cast<int*>(s[site.args[0]].p), int(I(1))); return nullptr;
  case IntrinsicOp::Movnti64: _mm_stream_si64(static_cast<long long*>(s[site.args[0]].p), I(1)); return nullptr;
  case IntrinsicOp::Crc32_8: case IntrinsicOp::Crc32_16: case IntrinsicOp::Crc32_32: case IntrinsicOp::Crc32_64: {
    if (!__builtin_cpu_supports("sse4.2")) return needs_cpu_feature("SSE4.2 (crc32)");
    u64 c = crc32(op, s[site.args[0]].u, s[site.args[1]].u);
    out.i = op == IntrinsicOp::Crc32_64 ? i64(c) : i64(i32(u32(c)));
    return nullptr;
  }
  case IntrinsicOp::SqrtF32: out.f = std::sqrt(s[site.args[0]].f); return nullptr;
  case IntrinsicOp::SqrtF64: out.d = std::sqrt(s[site.args[0]].d); return nullptr;
  case IntrinsicOp::FabsF32: out.f = std::fabs(s[site.args[0]].f); return nullptr;
  case IntrinsicOp::FabsF64: out.d = std::fabs(s[site.args[0]].d); return nullptr;
  case IntrinsicOp::FrameAddress: case IntrinsicOp::ReturnAddress: {
    i64 level = I(0);
    out.u = 0;
    Frame* f = ctx.top;
    for (i64 k = 0; k < level && f > ctx.frames && !f->to_host; ++k) --f;
    if (f <= ctx.frames) return nullptr;
    if (op == IntrinsicOp::FrameAddress) out.p = f->allocas;
    else if (!f->to_host && f - 1 > ctx.frames) out.p = const_cast<DInst*>((f - 1)->pc + 1);
    return nullptr;
  }
  case IntrinsicOp::Umulh: out.u = u64((u128(s[site.args[0]].u) * u128(s[site.args[1]].u)) >> 64); return nullptr;
  case IntrinsicOp::Smulh: out.i = i64((i128(I(0)) * i128(I(1))) >> 64); return nullptr;
  case IntrinsicOp::ObjectSize: case IntrinsicOp::DynObjectSize: // undecided: unknown
    out.i = I(1) >= 2 ? 0 : -1;
    return nullptr;
  case IntrinsicOp::VaArgPackLen: out.i = 0; return nullptr;
  case IntrinsicOp::ThreadPointer: {
    u8* tp;
    __asm__("mov %%fs:0, %0" : "=r"(tp));
    out.p = tp;
    return nullptr;
  }
  case IntrinsicOp::GetMxcsr: out.i = i64(i32(_mm_getcsr())); return nullptr;
  case IntrinsicOp::SetMxcsr: _mm_setcsr(u32(I(0))); return nullptr;
  case IntrinsicOp::Rdtsc: out.u = __builtin_ia32_rdtsc(); return nullptr;
  case IntrinsicOp::Rdtscp: {
    unsigned aux;
    out.u = __builtin_ia32_rdtscp(&aux);
    std::memcpy(s[site.args[0]].p, &aux, 4);
    return nullptr;
  }
  case IntrinsicOp::Xgetbv: {
    u32 lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(u32(I(0))));
    out.u = u64(hi) << 32 | lo;
    return nullptr;
  }
  case IntrinsicOp::Cpuid: {
    u32 r[4];
    __asm__ volatile("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "a"(u32(I(0))), "c"(u32(I(1))));
    std::memcpy(s[site.args[2]].p, r, 16);
    return nullptr;
  }
  default: return "intrinsic without an interpretation";
  }
}

} // namespace ilcc::interp
