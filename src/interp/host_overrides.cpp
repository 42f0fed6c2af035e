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
