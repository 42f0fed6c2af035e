// intrinsics.cpp — the 84 intrinsics of intrinsics.def, executed on the host.
//
// A 128-bit vector is 16 bytes in memory: vector arguments are pointers to them and vector
// results are stored through the instruction's destination pointer (intrinsics.h). Each
// intrinsic is computed with the x86 instruction it names, through the compiler's
// <immintrin.h> functions:
//   - SSE2 is part of x86-64, so those run unconditionally;
//   - SSE4.1 (pinsr/pextr b/d/q), SSE4.2 (crc32), AES-NI and PCLMULQDQ live in helpers
//     compiled with __attribute__((target(...))) and run only after a run-time CPU check
//     (__builtin_cpu_supports); on a CPU without the feature the intrinsic is a runtime
//     fault saying so, where compiled code would die of SIGILL.
// Instructions whose lane or shuffle immediate must be a compile-time constant are
// dispatched on the immediate's value (a switch over its possible values) or, for the
// pure data movements (pshufd, pshuflw/hw, pslldq/psrldq), computed lane by lane with the
// instruction's documented semantics. Shift counts use the instructions' variable-count
// forms with the immediate's 8 bits, which have the same results, zeroing for counts
// beyond the lane width.
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

using V = __m128i;

V ld(const u8* p) { return _mm_loadu_si128(reinterpret_cast<const V*>(p)); }
V count_of(i64 imm) { return _mm_cvtsi32_si128(int(imm & 0xff)); }

#define CASES4(C) C(0) C(1) C(2) C(3)
#define CASES16(C) CASES4(C) C(4) C(5) C(6) C(7) C(8) C(9) C(10) C(11) C(12) C(13) C(14) C(15)

__attribute__((target("sse4.1"))) V pinsrd(V a, int x, int lane) {
  switch (lane & 3) {
#define C(n) case n: return _mm_insert_epi32(a, x, n);
    CASES4(C)
#undef C
  }
  return a;
}
__attribute__((target("sse4.1"))) int pextrd(V a, int lane) {
  switch (lane & 3) {
#define C(n) case n: return _mm_extract_epi32(a, n);
    CASES4(C)
#undef C
  }
  return 0;
}
__attribute__((target("sse4.1"))) V pinsrb(V a, int x, int lane) {
  switch (lane & 15) {
#define C(n) case n: return _mm_insert_epi8(a, x, n);
    CASES16(C)
#undef C
  }
  return a;
}
__attribute__((target("sse4.1"))) int pextrb(V a, int lane) {
  switch (lane & 15) {
#define C(n) case n: return _mm_extract_epi8(a, n);
    CASES16(C)
#undef C
  }
  return 0;
}
__attribute__((target("sse4.1"))) V pinsrq(V a, long long x, int lane) {
  return lane & 1 ? _mm_insert_epi64(a, x, 1) : _mm_insert_epi64(a, x, 0);
}
__attribute__((target("sse4.1"))) long long pextrq(V a, int lane) {
  return lane & 1 ? _mm_extract_epi64(a, 1) : _mm_extract_epi64(a, 0);
}

__attribute__((target("aes"))) V aes(IntrinsicOp op, V a, V b) {
  switch (op) {
  case IntrinsicOp::Aesenc128: return _mm_aesenc_si128(a, b);
  case IntrinsicOp::Aesenclast128: return _mm_aesenclast_si128(a, b);
  case IntrinsicOp::Aesdec128: return _mm_aesdec_si128(a, b);
  case IntrinsicOp::Aesdeclast128: return _mm_aesdeclast_si128(a, b);
  default: return _mm_aesimc_si128(a);
  }
}
__attribute__((target("aes"))) V aeskeygenassist(V a, int imm) {
  switch (imm & 0xff) {
#define C(h, l) case h * 16 + l: return _mm_aeskeygenassist_si128(a, h * 16 + l);
#define ROW(h) C(h, 0) C(h, 1) C(h, 2) C(h, 3) C(h, 4) C(h, 5) C(h, 6) C(h, 7) C(h, 8) C(h, 9) C(h, 10) C(h, 11) C(h, 12) C(h, 13) C(h, 14) C(h, 15)
    ROW(0) ROW(1) ROW(2) ROW(3) ROW(4) ROW(5) ROW(6) ROW(7) ROW(8) ROW(9) ROW(10) ROW(11) ROW(12) ROW(13) ROW(14) ROW(15)
#undef ROW
#undef C
  }
  return a;
}
__attribute__((target("pclmul"))) V pclmul(V a, V b, int imm) {
  switch (imm & 0x11) {
  case 0x00: return _mm_clmulepi64_si128(a, b, 0x00);
  case 0x01: return _mm_clmulepi64_si128(a, b, 0x01);
  case 0x10: return _mm_clmulepi64_si128(a, b, 0x10);
  default: return _mm_clmulepi64_si128(a, b, 0x11);
  }
}
__attribute__((target("sse4.2"))) u64 crc32(IntrinsicOp op, u64 crc, u64 v) {
  switch (op) {
  case IntrinsicOp::Crc32_8: return _mm_crc32_u8(u32(crc), u8(v));
  case IntrinsicOp::Crc32_16: return _mm_crc32_u16(u32(crc), u16(v));
  case IntrinsicOp::Crc32_32: return _mm_crc32_u32(u32(crc), u32(v));
  default: return _mm_crc32_u64(crc, v);
  }
}

#undef CASES4
#undef CASES16

const char* needs(const char* feature) {
  static thread_local std::string msg;
  msg = format("this intrinsic needs the %s CPU feature, which this host does not have", feature);
  return msg.c_str();
}

// 32-bit lane shuffle (pshufd) and 16-bit lane shuffles of one half (pshuflw/pshufhw).
V shuffle32(const u8* in, int imm) {
  u32 a[4], r[4];
  std::memcpy(a, in, 16);
  for (int i = 0; i < 4; ++i) r[i] = a[(imm >> (2 * i)) & 3];
  return ld(reinterpret_cast<const u8*>(r));
}
V shuffle16(const u8* in, int imm, int half) {
  u16 a[8], r[8];
  std::memcpy(a, in, 16);
  std::memcpy(r, a, 16);
  for (int i = 0; i < 4; ++i) r[4 * half + i] = a[4 * half + ((imm >> (2 * i)) & 3)];
  return ld(reinterpret_cast<const u8*>(r));
}
V byte_shift(const u8* in, int imm, bool left) {
  u8 r[16] = {};
  int n = imm & 0xff;
  for (int i = 0; i < 16; ++i) {
    int src = left ? i - n : i + n;
    if (src >= 0 && src < 16) r[i] = in[src];
  }
  return ld(r);
}

// How many bytes an intrinsic reads or writes through pointer argument i (confinement).
u64 pointer_bytes(IntrinsicOp op, unsigned i) {
  if (i != 0) return 16;
  switch (op) {
  case IntrinsicOp::Clflush: return 1;
  case IntrinsicOp::Movnti: return 4;
  case IntrinsicOp::Movnti64: case IntrinsicOp::Loadldi128: case IntrinsicOp::Storeldi128: return 8;
  default: return 16;
  }
}

} // namespace

const char* run_intrinsic(ThreadCtx& ctx, const IntrinsicSite& site, Slot* s) {
  IntrinsicOp op = site.op;
  if (op == IntrinsicOp::Trampoline) return make_trampoline(ctx, s[site.args[1]].u, s[site.args[2]].u, s[site.dest].u);
  const IntrinsicInfo& info = intrinsic_info(op);
  // Every pointer argument and the destination pointer must be real addresses.
  for (unsigned i = 0; i < site.num_args; ++i)
    if (info.args[i] == 'p' && s[site.args[i]].u < kNullPageLimit)
      return "null pointer dereference: an intrinsic's vector or address argument is null";
  if (site.dest_ptr && s[site.dest_ptr].u < kNullPageLimit)
    return "null pointer dereference: an intrinsic's destination pointer is null";
  if (ctx.image->limits.confine_memory) {
    for (unsigned i = 0; i < site.num_args; ++i)
      if (info.args[i] == 'p')
        if (const char* m = confined_access_error(ctx, s[site.args[i]].p, pointer_bytes(op, i))) return m;
    if (site.dest_ptr)
      if (const char* m = confined_access_error(ctx, s[site.dest_ptr].p, 16)) return m;
  }
  auto P = [&](unsigned i) { return static_cast<const u8*>(s[site.args[i]].p); };
  auto I = [&](unsigned i) { return s[site.args[i]].i; };
  auto VA = [&](unsigned i) { return ld(P(i)); };
  V r = _mm_setzero_si128();
  Slot& out = s[site.dest];
  switch (op) {
  case IntrinsicOp::Lfence: _mm_lfence(); return nullptr;
  case IntrinsicOp::Mfence: _mm_mfence(); return nullptr;
  case IntrinsicOp::Sfence: _mm_sfence(); return nullptr;
  case IntrinsicOp::Pause: _mm_pause(); return nullptr;
  case IntrinsicOp::Clflush: _mm_clflush(P(0)); return nullptr;
  case IntrinsicOp::Movnti: _mm_stream_si32(static_cast<int*>(s[site.args[0]].p), int(I(1))); return nullptr;
  case IntrinsicOp::Movnti64: _mm_stream_si64(static_cast<long long*>(s[site.args[0]].p), I(1)); return nullptr;
  case IntrinsicOp::Movntdq: case IntrinsicOp::Movntpd:
    if (s[site.args[0]].u % 16) return "non-temporal 128-bit store to an address that is not 16-byte aligned";
    _mm_stream_si128(static_cast<V*>(s[site.args[0]].p), VA(1));
    return nullptr;
  case IntrinsicOp::Loaddqu: r = VA(0); break;
  case IntrinsicOp::Storedqu: _mm_storeu_si128(static_cast<V*>(s[site.args[0]].p), VA(1)); return nullptr;
  case IntrinsicOp::Loadldi128: r = _mm_loadl_epi64(reinterpret_cast<const V*>(P(0))); break;
  case IntrinsicOp::Storeldi128: _mm_storel_epi64(static_cast<V*>(s[site.args[0]].p), VA(1)); return nullptr;
  case IntrinsicOp::Pcmpeqb128: r = _mm_cmpeq_epi8(VA(0), VA(1)); break;
  case IntrinsicOp::Pcmpeqd128: r = _mm_cmpeq_epi32(VA(0), VA(1)); break;
  case IntrinsicOp::Psubusb128: r = _mm_subs_epu8(VA(0), VA(1)); break;
  case IntrinsicOp::Psubsb128: r = _mm_subs_epi8(VA(0), VA(1)); break;
  case IntrinsicOp::Por128: r = _mm_or_si128(VA(0), VA(1)); break;
  case IntrinsicOp::Pand128: r = _mm_and_si128(VA(0), VA(1)); break;
  case IntrinsicOp::Pxor128: r = _mm_xor_si128(VA(0), VA(1)); break;
  case IntrinsicOp::Pmovmskb128: out.i = _mm_movemask_epi8(VA(0)); return nullptr;
  case IntrinsicOp::SetEpi8: r = _mm_set1_epi8(char(I(0))); break;
  case IntrinsicOp::SetEpi32: r = _mm_set1_epi32(int(I(0))); break;
  case IntrinsicOp::Paddw128: r = _mm_add_epi16(VA(0), VA(1)); break;
  case IntrinsicOp::Psubw128: r = _mm_sub_epi16(VA(0), VA(1)); break;
  case IntrinsicOp::Pmulhw128: r = _mm_mulhi_epi16(VA(0), VA(1)); break;
  case IntrinsicOp::Pmaddwd128: r = _mm_madd_epi16(VA(0), VA(1)); break;
  case IntrinsicOp::Pcmpgtw128: r = _mm_cmpgt_epi16(VA(0), VA(1)); break;
  case IntrinsicOp::Pcmpgtb128: r = _mm_cmpgt_epi8(VA(0), VA(1)); break;
  case IntrinsicOp::Psllwi128: r = _mm_sll_epi16(VA(0), count_of(I(1))); break;
  case IntrinsicOp::Psrlwi128: r = _mm_srl_epi16(VA(0), count_of(I(1))); break;
  case IntrinsicOp::Psrawi128: r = _mm_sra_epi16(VA(0), count_of(I(1))); break;
  case IntrinsicOp::Paddd128: r = _mm_add_epi32(VA(0), VA(1)); break;
  case IntrinsicOp::Psubd128: r = _mm_sub_epi32(VA(0), VA(1)); break;
  case IntrinsicOp::Psradi128: r = _mm_sra_epi32(VA(0), count_of(I(1))); break;
  case IntrinsicOp::Pslldi128: r = _mm_sll_epi32(VA(0), count_of(I(1))); break;
  case IntrinsicOp::Psrldi128: r = _mm_srl_epi32(VA(0), count_of(I(1))); break;
  case IntrinsicOp::Pslldqi128: r = byte_shift(P(0), int(I(1)), true); break;
  case IntrinsicOp::Psrldqi128: r = byte_shift(P(0), int(I(1)), false); break;
  case IntrinsicOp::Psllqi128: r = _mm_sll_epi64(VA(0), count_of(I(1))); break;
  case IntrinsicOp::Psrlqi128: r = _mm_srl_epi64(VA(0), count_of(I(1))); break;
  case IntrinsicOp::Pshufd128: r = shuffle32(P(0), int(I(1))); break;
  case IntrinsicOp::Pshuflw128: r = shuffle16(P(0), int(I(1)), 0); break;
  case IntrinsicOp::Pshufhw128: r = shuffle16(P(0), int(I(1)), 1); break;
  case IntrinsicOp::Packssdw128: r = _mm_packs_epi32(VA(0), VA(1)); break;
  case IntrinsicOp::Packsswb128: r = _mm_packs_epi16(VA(0), VA(1)); break;
  case IntrinsicOp::Packuswb128: r = _mm_packus_epi16(VA(0), VA(1)); break;
  case IntrinsicOp::Punpcklbw128: r = _mm_unpacklo_epi8(VA(0), VA(1)); break;
  case IntrinsicOp::Punpckhbw128: r = _mm_unpackhi_epi8(VA(0), VA(1)); break;
  case IntrinsicOp::Punpcklwd128: r = _mm_unpacklo_epi16(VA(0), VA(1)); break;
  case IntrinsicOp::Punpckhwd128: r = _mm_unpackhi_epi16(VA(0), VA(1)); break;
  case IntrinsicOp::SetEpi16: r = _mm_set1_epi16(short(I(0))); break;
  case IntrinsicOp::Pinsrw128: {
    u16 w[8];
    std::memcpy(w, P(0), 16);
    w[I(2) & 7] = u16(I(1));
    r = ld(reinterpret_cast<const u8*>(w));
    break;
  }
  case IntrinsicOp::Pextrw128: {
    u16 w[8];
    std::memcpy(w, P(0), 16);
    out.i = w[I(1) & 7];
    return nullptr;
  }
  case IntrinsicOp::Cvtsi128Si32: out.i = _mm_cvtsi128_si32(VA(0)); return nullptr;
  case IntrinsicOp::Cvtsi32Si128: r = _mm_cvtsi32_si128(int(I(0))); break;
  case IntrinsicOp::Cvtsi128Si64: out.i = _mm_cvtsi128_si64(VA(0)); return nullptr;
  case IntrinsicOp::Pinsrd128: case IntrinsicOp::Pextrd128: case IntrinsicOp::Pinsrb128:
  case IntrinsicOp::Pextrb128: case IntrinsicOp::Pinsrq128: case IntrinsicOp::Pextrq128:
    if (!__builtin_cpu_supports("sse4.1")) return needs("SSE4.1");
    switch (op) {
    case IntrinsicOp::Pinsrd128: r = pinsrd(VA(0), int(I(1)), int(I(2))); break;
    case IntrinsicOp::Pextrd128: out.i = pextrd(VA(0), int(I(1))); return nullptr;
    case IntrinsicOp::Pinsrb128: r = pinsrb(VA(0), int(I(1)), int(I(2))); break;
    case IntrinsicOp::Pextrb128: out.i = pextrb(VA(0), int(I(1))); return nullptr;
    case IntrinsicOp::Pinsrq128: r = pinsrq(VA(0), I(1), int(I(2))); break;
    default: out.i = pextrq(VA(0), int(I(1))); return nullptr;
    }
    break;
  case IntrinsicOp::Aesenc128: case IntrinsicOp::Aesenclast128: case IntrinsicOp::Aesdec128:
  case IntrinsicOp::Aesdeclast128:
    if (!__builtin_cpu_supports("aes")) return needs("AES-NI");
    r = aes(op, VA(0), VA(1));
    break;
  case IntrinsicOp::Aesimc128:
    if (!__builtin_cpu_supports("aes")) return needs("AES-NI");
    r = aes(op, VA(0), VA(0));
    break;
  case IntrinsicOp::Aeskeygenassist128:
    if (!__builtin_cpu_supports("aes")) return needs("AES-NI");
    r = aeskeygenassist(VA(0), int(I(1)));
    break;
  case IntrinsicOp::Pclmulqdq128:
    if (!__builtin_cpu_supports("pclmul")) return needs("PCLMULQDQ");
    r = pclmul(VA(0), VA(1), int(I(2)));
    break;
  case IntrinsicOp::Crc32_8: case IntrinsicOp::Crc32_16: case IntrinsicOp::Crc32_32: case IntrinsicOp::Crc32_64: {
    if (!__builtin_cpu_supports("sse4.2")) return needs("SSE4.2 (crc32)");
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
  case IntrinsicOp::Trampoline: return nullptr; // above
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
  }
  // A vector result.
  _mm_storeu_si128(static_cast<V*>(s[site.dest_ptr].p), r);
  return nullptr;
}

} // namespace ilcc::interp
