// host_overrides.cpp — host functions the interpreter cannot simply call through libffi.
//
// 1. Functions glibc keeps in libc_nonshared.a (atexit, at_quick_exit, pthread_atfork):
//    they are linked statically into each program, so dlsym does not find them in the
//    shared libc; ilcc-run hands out its own statically linked copies.
//
// 2. setjmp and longjmp. A host setjmp called through libffi would save the registers of
//    the interpreter's own C stack, inside a libffi frame that is gone once the call
//    returns; a later longjmp would jump into that dead frame. So the decoder turns direct
//    calls of the setjmp family (setjmp, _setjmp, sigsetjmp, __sigsetjmp) and of the
//    longjmp family (longjmp, _longjmp, siglongjmp, __longjmp_chk) into SetJmp and LongJmp
//    ops, implemented here on the interpreter's explicit frames:
//    - setjmp writes a record into the caller's jmp_buf (glibc's is 200 bytes; the record
//      takes 48): a magic number, the thread context, the frame's depth and activation
//      serial, the setjmp op and the data stack pointer; it returns 0.
//    - longjmp checks the record (a buffer that setjmp never filled, a frame that already
//      returned, another thread's buffer are runtime faults, where compiled code would
//      have undefined behaviour), pops the frames above the target (their allocas and
//      dynallocas go with them), restores the data stack pointer saved by setjmp and
//      resumes after the setjmp op, whose result becomes longjmp's value (1 if it is 0).
//    Limits: a longjmp cannot cross host code (an IR callback of qsort longjmp-ing out of
//    qsort): the host frames in between cannot be unwound, so that is a runtime fault. A
//    jmp_buf filled by IR cannot be used by host code's longjmp, nor the other way round.
//    The signal mask (sigsetjmp's savemask) is neither saved nor restored.
#include "interp/internal.h"

#include <cstdlib>
#include <pthread.h>

namespace ilcc::interp {

namespace {

constexpr u64 kMagic = 0x696c63632d6a6d70ULL; // "ilcc-jmp"

struct JmpRecord {
  u64 magic;
  const ThreadCtx* ctx;
  u64 serial;
  u64 depth;
  const DInst* pc;
  u8* data_sp;
};
static_assert(sizeof(JmpRecord) <= 200, "the record fits in a glibc jmp_buf");

} // namespace

void* nonshared_symbol(std::string_view name) {
  if (name == "atexit") return reinterpret_cast<void*>(&atexit);
  if (name == "at_quick_exit") return reinterpret_cast<void*>(&at_quick_exit);
  if (name == "pthread_atfork") return reinterpret_cast<void*>(&pthread_atfork);
  return nullptr;
}

bool is_setjmp_name(std::string_view n) { return n == "setjmp" || n == "_setjmp" || n == "sigsetjmp" || n == "__sigsetjmp"; }

bool is_longjmp_name(std::string_view n) {
  return n == "longjmp" || n == "_longjmp" || n == "siglongjmp" || n == "__longjmp_chk";
}

const char* setjmp_op(ThreadCtx& ctx, const DInst* pc, u8* buf) {
  if (u64(buf) < kNullPageLimit) return "null pointer dereference: setjmp with a null jmp_buf";
  JmpRecord r{kMagic, &ctx, ctx.top->serial, u64(ctx.top - ctx.frames), pc, ctx.data_sp};
  std::memcpy(buf, &r, sizeof r);
  return nullptr;
}

const DInst* longjmp_op(ThreadCtx& ctx, const u8* buf, const char*& error) {
  if (u64(buf) < kNullPageLimit) {
    error = "null pointer dereference: longjmp with a null jmp_buf";
    return nullptr;
  }
  JmpRecord r;
  std::memcpy(&r, buf, sizeof r);
  if (r.magic != kMagic || r.ctx != &ctx) {
    error = "longjmp with a jmp_buf that no setjmp of this thread filled";
    return nullptr;
  }
  // A record the program forged (or overwrote) must not send the interpreter to an
  // address that is not a setjmp op or a data stack pointer outside the stack.
  const Image& img = *ctx.image;
  u64 at = u64(r.pc), base = u64(img.code_begin());
  bool is_op = at >= base && at - base < img.code.size() * sizeof(DInst) && (at - base) % sizeof(DInst) == 0;
  if (!is_op || r.pc->op != DOp::SetJmp || u64(r.data_sp) < u64(ctx.data_base) || u64(r.data_sp) > u64(ctx.data_end)) {
    error = "longjmp with a jmp_buf that no setjmp of this thread filled";
    return nullptr;
  }
  if (r.depth > u64(ctx.top - ctx.frames) || r.depth == 0 || ctx.frames[r.depth].serial != r.serial) {
    error = "longjmp to a setjmp whose function has already returned";
    return nullptr;
  }
  Frame* target = ctx.frames + r.depth;
  for (Frame* f = ctx.top; f > target; --f)
    if (f->to_host) {
      error = "longjmp across host code (an IR function called by a host function) is not supported";
      return nullptr;
    }
  while (ctx.top > target) pop_frame(ctx);
  ctx.data_sp = r.data_sp;
  return r.pc;
}

} // namespace ilcc::interp

// --- binary128 (see binary128_symbol in internal.h)
namespace ilcc::interp {

namespace {
// The way libffi passes a value of classes SSE, SSEUP: two doubles, in two registers.
struct Q2 {
  double lo, hi;
};
__float128 q(Q2 v) {
  __float128 r;
  static_assert(sizeof r == sizeof v);
  std::memcpy(&r, &v, sizeof r);
  return r;
}
Q2 q2(__float128 v) {
  Q2 r;
  std::memcpy(&r, &v, sizeof r);
  return r;
}
// libgcc's comparison results: <0, 0, >0, and for an unordered pair the value that makes
// the relation the function is for false (1 for eq/ne/lt/le, -1 for gt/ge).
int order(__float128 a, __float128 b, int unordered) { return a < b ? -1 : a > b ? 1 : a == b ? 0 : unordered; }
bool unordered(__float128 a, __float128 b) { return a != a || b != b; }

Q2 addtf3(Q2 a, Q2 b) { return q2(q(a) + q(b)); }
Q2 subtf3(Q2 a, Q2 b) { return q2(q(a) - q(b)); }
Q2 multf3(Q2 a, Q2 b) { return q2(q(a) * q(b)); }
Q2 divtf3(Q2 a, Q2 b) { return q2(q(a) / q(b)); }
Q2 negtf2(Q2 a) { return q2(-q(a)); }
int eqtf2(Q2 a, Q2 b) { return order(q(a), q(b), 1) != 0; }
int netf2(Q2 a, Q2 b) { return order(q(a), q(b), 1) != 0; }
int lttf2(Q2 a, Q2 b) { return order(q(a), q(b), 1); }
int letf2(Q2 a, Q2 b) { return order(q(a), q(b), 1); }
int gttf2(Q2 a, Q2 b) { return order(q(a), q(b), -1); }
int getf2(Q2 a, Q2 b) { return order(q(a), q(b), -1); }
int unordtf2(Q2 a, Q2 b) { return unordered(q(a), q(b)); }
Q2 extendsftf2(float a) { return q2(a); }
Q2 extenddftf2(double a) { return q2(a); }
Q2 extendxftf2(long double a) { return q2(a); }
float trunctfsf2(Q2 a) { return float(q(a)); }
double trunctfdf2(Q2 a) { return double(q(a)); }
long double trunctfxf2(Q2 a) { return (long double)q(a); }
int fixtfsi(Q2 a) { return int(q(a)); }
long fixtfdi(Q2 a) { return long(q(a)); }
__int128 fixtfti(Q2 a) { return (__int128)q(a); }
unsigned fixunstfsi(Q2 a) { return unsigned(q(a)); }
unsigned long fixunstfdi(Q2 a) { return (unsigned long)q(a); }
unsigned __int128 fixunstfti(Q2 a) { return (unsigned __int128)q(a); }
Q2 floatsitf(int a) { return q2(a); }
Q2 floatditf(long a) { return q2(a); }
Q2 floattitf(__int128 a) { return q2(a); }
Q2 floatunsitf(unsigned a) { return q2(a); }
Q2 floatunditf(unsigned long a) { return q2(a); }
Q2 floatuntitf(unsigned __int128 a) { return q2(a); }
} // namespace

void* binary128_symbol(std::string_view name) {
  if (name.size() < 7 || name.substr(0, 2) != "__") return nullptr;
  static const std::pair<const char*, void*> kTable[] = {
#define Q128(f) {"__" #f, reinterpret_cast<void*>(&f)}
      Q128(addtf3),     Q128(subtf3),     Q128(multf3),     Q128(divtf3),      Q128(negtf2),      Q128(eqtf2),
      Q128(netf2),      Q128(lttf2),      Q128(letf2),      Q128(gttf2),       Q128(getf2),       Q128(unordtf2),
      Q128(extendsftf2), Q128(extenddftf2), Q128(extendxftf2), Q128(trunctfsf2), Q128(trunctfdf2), Q128(trunctfxf2),
      Q128(fixtfsi),    Q128(fixtfdi),    Q128(fixtfti),    Q128(fixunstfsi),  Q128(fixunstfdi),  Q128(fixunstfti),
      Q128(floatsitf),  Q128(floatditf),  Q128(floattitf),  Q128(floatunsitf), Q128(floatunditf), Q128(floatuntitf),
#undef Q128
  };
  for (auto& [n, p] : kTable)
    if (name == n) return p;
  return nullptr;
}

} // namespace ilcc::interp
