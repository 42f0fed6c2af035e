// exec.cpp — the dispatch loop.
//
// execute() runs decoded code (decode.h) from ctx.top->pc until the frame that was entered
// from host code (Frame::to_host) returns. It is a direct-threaded loop: each op's handler
// ends by jumping through a table of label addresses (GNU computed goto, supported by g++
// and clang) indexed by the next op, so there is no central switch and the indirect
// branches predict per handler. The loop keeps the current frame, its slot array and the
// pc in locals; IR-to-IR calls push a Frame and continue in the same loop, returns pop it,
// so interpreted recursion never grows the C++ stack.
//
// Invariants:
//   - fr == ctx.top and s == fr->slots whenever an op starts;
//   - before an op that can fault through a signal (memory access, host call, atomics,
//     intrinsics, va_*) fr->pc holds its address, so the signal handler can name it;
//   - every memory access p takes the slow path (check_access) when p - kNullPageLimit >=
//     fast_span: for the null page normally, for every address when memory is confined
//     (InterpreterLimits, fast_span 0), so the fast path stays a subtract and a compare
//     and the range checks of confined mode live out of line;
//   - `count` accumulates the IR instructions executed (DInst::weight) and is added to
//     ctx.count before host code runs and when execute() returns;
//   - a call op leaves fr->pc on itself; the callee's return resumes at fr->pc + 1.
//
// The fast-path bodies rely on the slot invariant of internal.h (integers extended by
// their type's signedness); decode.cpp explains why each one is exact, and
// tests/unit/interp_fastpath_test.cpp checks them against ir/ops.h.
#include "interp/internal.h"
#include "support/diagnostics.h"

#include <cmath>

namespace ilcc::interp {

namespace {

[[noreturn]] __attribute__((noinline)) void fault_at(ThreadCtx& ctx, const DInst* pc, u64 count, const std::string& what) {
  ctx.top->pc = pc;
  ctx.count += count;
  runtime_fault(*ctx.image, pc, what);
}

// The slow path of CHECK_ACCESS: a null-page address, or (confined memory) an address
// outside the program's memory, faults; anything else returns.
__attribute__((noinline)) void check_access(ThreadCtx& ctx, const DInst* pc, u64 count, u64 p, u64 n) {
  if (p < kNullPageLimit) fault_at(ctx, pc, count, format("null pointer dereference (address 0x%llx)", (unsigned long long)p));
  if (const char* m = confined_access_error(ctx, p, n)) fault_at(ctx, pc, count, m);
}

i64 signed_min(IrType ty) { return type_size(ty) >= 8 ? INT64_MIN : -(i64(1) << (type_size(ty) * 8 - 1)); }

u8* thread_pointer() {
  u8* tp;
  __asm__("mov %%fs:0, %0" : "=r"(tp));
  return tp;
}

} // namespace

void execute(ThreadCtx& ctx) {
  static const void* const labels[] = {
#define DOP(N) &&op_##N,
#include "interp/dops.def"
  };
  static_assert(sizeof(labels) / sizeof(labels[0]) == size_t(DOp::Count), "one handler per decoded op");

  const Image& img = *ctx.image;
  const DInst* const code = img.code_begin();
  Frame* fr = ctx.top;
  Slot* s = fr->slots;
  const DInst* pc = fr->pc;
  u64 count = 0;
  const u64 fast_span = img.limits.confine_memory ? 0 : ~u64(0) - kNullPageLimit + 1;
  const CallSite* cs = nullptr;
  const DFunc* callee = nullptr;
  Slot rv;

#define DISPATCH()                                                                                 \
  do {                                                                                             \
    count += pc->weight;                                                                           \
    goto* labels[unsigned(pc->op)];                                                                \
  } while (0)
#define NEXT()                                                                                     \
  do {                                                                                             \
    ++pc;                                                                                          \
    DISPATCH();                                                                                    \
  } while (0)
#define FAULT(msg) fault_at(ctx, pc, count, msg)
#define D s[pc->d]
#define A s[pc->a]
#define B s[pc->b]
#define C s[pc->c]
#define CHECK_ACCESS(p, n)                                                                         \
  do {                                                                                             \
    if (__builtin_expect(u64(p) - kNullPageLimit >= fast_span, 0)) check_access(ctx, pc, count, u64(p), n); \
    fr->pc = pc;                                                                                   \
  } while (0)
// Operations whose callee checks the null page itself; only confinement is checked here.
#define CHECK_CONFINED(p, n)                                                                       \
  do {                                                                                             \
    if (__builtin_expect(fast_span == 0, 0) && u64(p) >= kNullPageLimit)                           \
      check_access(ctx, pc, count, u64(p), n);                                                     \
  } while (0)
#define LOAD(T, field)                                                                             \
  do {                                                                                             \
    u64 p = A.u;                                                                                   \
    CHECK_ACCESS(p, sizeof(T));                                                                    \
    T v;                                                                                           \
    std::memcpy(&v, reinterpret_cast<const void*>(p), sizeof(T));                                  \
    D.field = v;                                                                                   \
    NEXT();                                                                                        \
  } while (0)
#define STORE(T)                                                                                   \
  do {                                                                                             \
    u64 p = B.u;                                                                                   \
    CHECK_ACCESS(p, sizeof(T));                                                                    \
    T v = T(A.u);                                                                                  \
    std::memcpy(reinterpret_cast<void*>(p), &v, sizeof(T));                                        \
    NEXT();                                                                                        \
  } while (0)

  DISPATCH();

  // ---- moves and addresses
op_Mov: D = A; NEXT();
op_LabelAddr: D.p = const_cast<DInst*>(pc + i32(pc->a)); NEXT();
op_TlsAddr: D.p = ctx.tls + pc->x; NEXT();
op_Fault: FAULT(img.messages[pc->x]);

  // ---- integer fast paths
op_Add64: D.u = A.u + B.u; NEXT();
op_Sub64: D.u = A.u - B.u; NEXT();
op_Mul64: D.u = A.u * B.u; NEXT();
op_Shl64: D.u = A.u << (B.u & 63); NEXT();
op_AShr64: D.i = A.i >> (B.u & 63); NEXT();
op_LShr64: D.u = A.u >> (B.u & 63); NEXT();
op_AddS32: D.i = i32(u32(A.u) + u32(B.u)); NEXT();
op_SubS32: D.i = i32(u32(A.u) - u32(B.u)); NEXT();
op_MulS32: D.i = i32(u32(A.u) * u32(B.u)); NEXT();
op_ShlS32: D.i = i32(u32(A.u) << (B.u & 31)); NEXT();
op_AShrS32: D.i = i32(A.i) >> (B.u & 31); NEXT();
op_LShrS32: D.i = i32(u32(A.u) >> (B.u & 31)); NEXT();
op_AddU32: D.i = u32(A.u + B.u); NEXT();
op_SubU32: D.i = u32(A.u - B.u); NEXT();
op_MulU32: D.i = u32(u32(A.u) * u32(B.u)); NEXT();
op_ShlU32: D.i = u32(u32(A.u) << (B.u & 31)); NEXT();
op_AShrU32: D.i = u32(i32(u32(A.u)) >> (B.u & 31)); NEXT();
op_LShrU32: D.i = u32(A.u) >> (B.u & 31); NEXT();
op_And: D.u = A.u & B.u; NEXT();
op_Or: D.u = A.u | B.u; NEXT();
op_Xor: D.u = A.u ^ B.u; NEXT();
op_CmpEq: D.i = A.i == B.i; NEXT();
op_CmpNe: D.i = A.i != B.i; NEXT();
op_CmpSlt: D.i = A.i < B.i; NEXT();
op_CmpSle: D.i = A.i <= B.i; NEXT();
op_CmpSgt: D.i = A.i > B.i; NEXT();
op_CmpSge: D.i = A.i >= B.i; NEXT();
op_CmpUlt: D.i = A.u < B.u; NEXT();
op_CmpUle: D.i = A.u <= B.u; NEXT();
op_CmpUgt: D.i = A.u > B.u; NEXT();
op_CmpUge: D.i = A.u >= B.u; NEXT();

  // ---- integer general paths (ir/ops.h)
op_BinInt: D.i = *eval_typed(IrBinOp(pc->e), pc->ty, A.i, B.i); NEXT();
op_DivInt: {
  IrBinOp op = IrBinOp(pc->e);
  if (B.i == 0) FAULT("integer division by zero");
  if ((op == IrBinOp::SDiv || op == IrBinOp::SRem) && normalize_int(to_signed(pc->ty), B.i) == -1 &&
      normalize_int(to_signed(pc->ty), A.i) == signed_min(pc->ty))
    FAULT(format("signed integer overflow: the most negative %s divided by -1", type_name(to_signed(pc->ty)).data()));
  D.i = *eval_typed(op, pc->ty, A.i, B.i);
  NEXT();
}
op_Bin128: D.w = *eval_typed128(IrBinOp(pc->e), pc->ty, A.w, B.w); NEXT();
op_Div128: {
  IrBinOp op = IrBinOp(pc->e);
  if (B.w == 0) FAULT("integer division by zero");
  if ((op == IrBinOp::SDiv || op == IrBinOp::SRem) && B.w == -1 && A.w == i128(u128(1) << 127))
    FAULT("signed integer overflow: the most negative i128 divided by -1");
  D.w = *eval_typed128(op, pc->ty, A.w, B.w);
  NEXT();
}
op_UnInt: D.i = *eval_typed(IrUnaryOp(pc->e), pc->ty, A.i); NEXT();
op_Un128: D.w = *eval_typed128(IrUnaryOp(pc->e), pc->ty, A.w); NEXT();
op_CmpInt: {
  IrCmpOp op = IrCmpOp(pc->e);
  IrType t = is_signed_cmp(op) ? to_signed(pc->ty) : to_unsigned(pc->ty);
  D.i = eval_i64(op, normalize_int(t, A.i), normalize_int(t, B.i));
  NEXT();
}
op_Cmp128: D.i = eval_i128(IrCmpOp(pc->e), A.w, B.w); NEXT();

  // ---- floating point
op_FAdd32: D.f = A.f + B.f; NEXT();
op_FSub32: D.f = A.f - B.f; NEXT();
op_FMul32: D.f = A.f * B.f; NEXT();
op_FDiv32: D.f = A.f / B.f; NEXT();
op_FAdd64: D.d = A.d + B.d; NEXT();
op_FSub64: D.d = A.d - B.d; NEXT();
op_FMul64: D.d = A.d * B.d; NEXT();
op_FDiv64: D.d = A.d / B.d; NEXT();
op_FAdd80: D.ld = A.ld + B.ld; NEXT();
op_FSub80: D.ld = A.ld - B.ld; NEXT();
op_FMul80: D.ld = A.ld * B.ld; NEXT();
op_FDiv80: D.ld = A.ld / B.ld; NEXT();
op_FRem:
  if (pc->ty == IrType::F32) D.f = std::fmod(A.f, B.f);
  else if (pc->ty == IrType::F64) D.d = std::fmod(A.d, B.d);
  else D.ld = std::fmod(A.ld, B.ld);
  NEXT();
op_FNeg:
  if (pc->ty == IrType::F32) D.f = -A.f;
  else if (pc->ty == IrType::F64) D.d = -A.d;
  else D.ld = -A.ld;
  NEXT();
op_CmpF:
  if (pc->ty == IrType::F32) D.i = eval_f64(IrCmpOp(pc->e), A.f, B.f);
  else if (pc->ty == IrType::F64) D.i = eval_f64(IrCmpOp(pc->e), A.d, B.d);
  else D.i = eval_f80(IrCmpOp(pc->e), A.ld, B.ld);
  NEXT();

  // ---- conversions
op_NormI8: D.i = i8(A.u); NEXT();
op_NormU8: D.i = u8(A.u); NEXT();
op_NormI16: D.i = i16(A.u); NEXT();
op_NormU16: D.i = u16(A.u); NEXT();
op_NormI32: D.i = i32(A.u); NEXT();
op_NormU32: D.i = u32(A.u); NEXT();
op_Cast: cast_value(pc->ty, IrType(pc->e), A, D); NEXT();
op_Select: D = A.i ? B : C; NEXT();

  // ---- memory
op_LoadI8: LOAD(i8, i);
op_LoadU8: LOAD(u8, i);
op_LoadI16: LOAD(i16, i);
op_LoadU16: LOAD(u16, i);
op_LoadI32: LOAD(i32, i);
op_LoadU32: LOAD(u32, i);
op_Load64: LOAD(u64, u);
op_Load128: LOAD(i128, w);
op_Load256: { // a 32-byte vector: two slots
  u64 p = A.u;
  CHECK_ACCESS(p, 32);
  std::memcpy(&D, reinterpret_cast<const void*>(p), 32);
  NEXT();
}
op_LoadF80: {
  u64 p = A.u;
  CHECK_ACCESS(p, 10);
  Slot v{};
  std::memcpy(&v, reinterpret_cast<const void*>(p), 10);
  D = v;
  NEXT();
}
op_Store8: STORE(u8);
op_Store16: STORE(u16);
op_Store32: STORE(u32);
op_Store64: STORE(u64);
op_Store128: {
  u64 p = B.u;
  CHECK_ACCESS(p, 16);
  std::memcpy(reinterpret_cast<void*>(p), &A, 16);
  NEXT();
}
op_Store256: {
  u64 p = B.u;
  CHECK_ACCESS(p, 32);
  std::memcpy(reinterpret_cast<void*>(p), &A, 32);
  NEXT();
}
op_StoreF80: {
  u64 p = B.u;
  CHECK_ACCESS(p, 10);
  std::memcpy(reinterpret_cast<void*>(p), &A, 10);
  NEXT();
}
op_LoadSeg: case_seg: {
  if (AddressSpace(pc->e) == AddressSpace::SegGs) FAULT("%gs-relative memory access is not supported by the interpreter");
  fr->pc = pc;
  if (img.limits.confine_memory) FAULT("%fs-relative memory access is not allowed when memory is confined");
  u8* base = thread_pointer();
  if (pc->op == DOp::LoadSeg) load_typed(pc->ty, base + A.u, D);
  else store_typed(pc->ty, A, base + B.u);
  NEXT();
}
op_StoreSeg: goto case_seg;
op_Gep: D.u = A.u + B.u; NEXT();
op_Alloca: D.p = fr->allocas + pc->x; NEXT();
op_DynAlloca: {
  u64 n = A.u;
  u8* p = n > (u64(1) << 40) ? nullptr : data_alloc(ctx, n ? n : 1, pc->e);
  if (!p) FAULT(format("stack overflow: dynalloca of %llu bytes", (unsigned long long)n));
  D.p = p;
  NEXT();
}
op_Lifetime: std::memset(A.p, 0xa5, pc->x); NEXT();
op_StackSave: D.p = ctx.data_sp; NEXT();
op_StackRestore: {
  u8* p = static_cast<u8*>(A.p);
  u8* low = fr->allocas + fr->fn->alloca_bytes;
  if (p < low || p > ctx.data_end) FAULT("stackrestore to an address that is not a stack pointer saved in this function");
  ctx.data_sp = p;
  NEXT();
}
op_Memcpy:
  if (pc->x) {
    CHECK_ACCESS(A.u, pc->x);
    CHECK_ACCESS(B.u, pc->x);
    std::memmove(A.p, B.p, pc->x);
  }
  NEXT();

  // ---- calls and returns
op_CallIR:
  cs = reinterpret_cast<const CallSite*>(pc->x);
  callee = cs->callee;
enter_fast: {
  fr->pc = pc;
  Frame* nf = push_frame(ctx, *callee, pc);
  Slot* ns = nf->slots;
  size_t n = cs->args.size(), np = callee->params.size();
  size_t k = n < np ? n : np;
  const u32* args = cs->args.data();
  for (size_t i = 0; i < k; ++i) ns[1 + i] = s[args[i]];
  for (size_t i = k; i < np; ++i) ns[1 + i] = Slot{};
  nf->ret_dst = pc->d;
  nf->pc = pc = code + callee->entry;
  fr = nf;
  s = ns;
  DISPATCH();
}
op_CallIRFull:
  cs = reinterpret_cast<const CallSite*>(pc->x);
  callee = cs->callee;
enter_full: {
  fr->pc = pc;
  Frame* nf = push_frame(ctx, *callee, pc);
  nf->ret_dst = pc->d;
  pass_arguments(ctx, *nf, *cs, s, pc);
  nf->pc = pc = code + callee->entry;
  fr = nf;
  s = nf->slots;
  DISPATCH();
}
op_CallHost:
  cs = reinterpret_cast<const CallSite*>(pc->x);
  fr->pc = pc;
  ctx.count += count;
  count = 0;
  call_host(ctx, *cs, cs->host_fn, s, pc->d);
  NEXT();
op_CallIndirect: {
  cs = reinterpret_cast<const CallSite*>(pc->x);
  u64 target = A.u;
  if (target < kNullPageLimit)
    FAULT(format("call through a null function pointer (address 0x%llx)", (unsigned long long)target));
  if (DFunc* const* f = img.closures.find(target)) {
    callee = *f;
    if (callee->is_variadic || cs->has_struct_args || callee->has_struct_params || cs->has_wide_args || callee->has_wide_params) goto enter_full;
    goto enter_fast;
  }
  if (const Trampoline* t = find_trampoline(*ctx.image, target)) {
    // A nested function's address: entered directly with the trampoline's chain inserted
    // (its closure would put host code between its frame and the caller's, which a
    // non-local goto's longjmp cannot cross). Struct and variadic calls take the closure.
    callee = t->fn;
    if (!callee->is_variadic && !cs->has_struct_args && !callee->has_struct_params && !cs->has_wide_args &&
        !callee->has_wide_params && cs->args.size() + 1 == callee->params.size()) {
      fr->pc = pc;
      Frame* nf = push_frame(ctx, *callee, pc);
      Slot* ns = nf->slots;
      size_t chain_at = callee->ir->static_chain_index();
      const u32* args = cs->args.data();
      for (size_t i = 0, a = 0; i < callee->params.size(); ++i) {
        if (i == chain_at) ns[1 + i].u = t->chain;
        else ns[1 + i] = s[args[a++]];
      }
      nf->ret_dst = pc->d;
      nf->pc = pc = code + callee->entry;
      fr = nf;
      s = ns;
      DISPATCH();
    }
  }
  // Other trampolines are closures: called like host code.
  if (img.limits.host_functions && !img.host_targets.find(target) && !find_trampoline(*ctx.image, target))
    FAULT(format("call through a pointer to 0x%llx, which is not a function of the program or an allowed host function",
                 (unsigned long long)target));
  fr->pc = pc;
  ctx.count += count;
  count = 0;
  call_host(ctx, *cs, reinterpret_cast<void*>(target), s, pc->d);
  NEXT();
}
op_Ret: rv = A; goto do_return;
op_RetVoid: rv = Slot{}; goto do_return;
do_return:
  if (fr->to_host) {
    ctx.host_ret = rv;
    pop_frame(ctx);
    ctx.count += count;
    return;
  }
  {
    u32 dst = fr->ret_dst;
    pop_frame(ctx);
    fr = ctx.top;
    s = fr->slots;
    s[dst] = rv;
    pc = fr->pc + 1;
    DISPATCH();
  }
op_SetJmp:
  fr->pc = pc;
  CHECK_CONFINED(A.u, 200); // glibc's jmp_buf
  if (const char* m = setjmp_op(ctx, pc, static_cast<u8*>(A.p))) FAULT(m);
  D.i = 0;
  NEXT();
op_LongJmp: {
  fr->pc = pc;
  CHECK_CONFINED(A.u, 200);
  const char* error = nullptr;
  i64 value = i32(B.u);
  const DInst* at = longjmp_op(ctx, static_cast<const u8*>(A.p), error);
  if (!at) FAULT(error);
  fr = ctx.top;
  s = fr->slots;
  s[at->d].i = normalize_int(at->ty == IrType::Void ? IrType::I32 : at->ty, value ? value : 1);
  pc = at + 1;
  DISPATCH();
}
op_GetRet2: D = ctx.ret2; NEXT();
op_SetRet2: ctx.ret2 = A; NEXT();

  // ---- control flow
op_Br: pc += i32(pc->a); DISPATCH();
op_CondBr: pc += A.i ? i32(pc->b) : i32(pc->c); DISPATCH();
#define FUSED(N, cmp)                                                                              \
  op_Br##N : {                                                                                     \
    bool c = (cmp);                                                                                \
    D.i = c;                                                                                       \
    pc += c ? i32(u32(pc->x)) : i32(u32(pc->x >> 32));                                             \
    DISPATCH();                                                                                    \
  }
FUSED(Eq, A.i == B.i)
FUSED(Ne, A.i != B.i)
FUSED(Slt, A.i < B.i)
FUSED(Sle, A.i <= B.i)
FUSED(Sgt, A.i > B.i)
FUSED(Sge, A.i >= B.i)
FUSED(Ult, A.u < B.u)
FUSED(Ule, A.u <= B.u)
FUSED(Ugt, A.u > B.u)
FUSED(Uge, A.u >= B.u)
#undef FUSED
op_Switch: {
  const auto* t = reinterpret_cast<const SwitchTable*>(pc->x);
  i32 rel = t->default_target;
  if (t->dense) {
    u64 k = A.u - u64(t->low);
    if (k < t->targets.size()) rel = t->targets[k];
  } else {
    i128 v = is_128(pc->ty) ? A.w : i128(A.i);
    size_t lo = 0, hi = t->cases.size();
    while (lo < hi) {
      size_t mid = (lo + hi) / 2;
      if (t->cases[mid].first < v) lo = mid + 1;
      else hi = mid;
    }
    if (lo < t->cases.size() && t->cases[lo].first == v) rel = t->cases[lo].second;
  }
  pc += rel;
  DISPATCH();
}
op_IndirectBr: {
  const auto* t = reinterpret_cast<const IndirectTable*>(pc->x);
  u64 target = A.u, base = u64(code);
  if (target >= base && (target - base) % sizeof(DInst) == 0) {
    u64 idx = (target - base) / sizeof(DInst);
    for (const auto& [block, rel] : t->targets)
      if (block == idx) {
        pc += rel;
        DISPATCH();
      }
  }
  FAULT(format("indirectbr to address 0x%llx, which is not one of its possible targets", (unsigned long long)target));
}
op_Unreachable: FAULT("reached an 'unreachable' terminator");
op_Budget:
  if (__builtin_expect(ctx.count + count > img.budget_end, 0))
    FAULT(format("the instruction budget of %llu instructions is exhausted (on entering this block)",
                 (unsigned long long)img.limits.max_instructions));
  NEXT();

  // ---- variadic functions
op_VaStart:
  fr->pc = pc;
  CHECK_CONFINED(A.u, 24);
  if (const char* m = va_start_op(*fr, static_cast<u8*>(A.p))) FAULT(m);
  NEXT();
op_VaEnd: NEXT();
op_VaCopy:
  CHECK_ACCESS(A.u, 24);
  CHECK_ACCESS(B.u, 24);
  std::memmove(A.p, B.p, 24);
  NEXT();
op_VaArg:
  fr->pc = pc;
  if (const char* m = va_arg_op(static_cast<u8*>(A.p), pc->ty, D, img.limits.confine_memory ? &ctx : nullptr)) FAULT(m);
  NEXT();
op_VaArgStruct: {
  fr->pc = pc;
  const auto* classes = reinterpret_cast<const std::span<const EightbyteClass>*>(pc->x);
  if (const char* m = va_arg_struct_op(static_cast<u8*>(B.p), static_cast<u8*>(A.p), pc->e,
                                       classes ? *classes : std::span<const EightbyteClass>(), pc->c,
                                       img.limits.confine_memory ? &ctx : nullptr))
    FAULT(m);
  NEXT();
}

  // ---- atomics
op_AtomicRmw:
  fr->pc = pc;
  CHECK_CONFINED(A.u, type_size(pc->ty));
  if (const char* m = atomic_rmw(*pc, s)) FAULT(m);
  NEXT();
op_AtomicCmpxchg:
  fr->pc = pc;
  CHECK_CONFINED(A.u, type_size(pc->ty));
  if (const char* m = atomic_cmpxchg(*pc, s)) FAULT(m);
  NEXT();
op_AtomicLoad:
  fr->pc = pc;
  CHECK_CONFINED(A.u, type_size(pc->ty));
  if (const char* m = atomic_load(*pc, s)) FAULT(m);
  NEXT();
op_AtomicStore:
  fr->pc = pc;
  CHECK_CONFINED(A.u, type_size(pc->ty));
  if (const char* m = atomic_store(*pc, s)) FAULT(m);
  NEXT();
op_Fence: __atomic_thread_fence(__ATOMIC_SEQ_CST); NEXT();

  // ---- inline asm and intrinsics
op_AsmBarrier: {
  const auto* site = reinterpret_cast<const AsmSite*>(pc->x);
  for (size_t i = 0; i < site->tied.size(); ++i) {
    u64 p = s[site->tied[i].first].u;
    CHECK_ACCESS(p, type_size(site->tied_types[i]));
    store_typed(site->tied_types[i], s[site->tied[i].second], reinterpret_cast<void*>(p));
  }
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  NEXT();
}
op_Intrinsic:
  fr->pc = pc;
  if (const char* m = run_intrinsic(ctx, *reinterpret_cast<const IntrinsicSite*>(pc->x), s)) FAULT(m);
  NEXT();
op_Vector:
  fr->pc = pc;
  if (const char* m = run_vector(ctx, *reinterpret_cast<const IntrinsicSite*>(pc->x), s)) FAULT(m);
  NEXT();
op_Mov32:
  s[pc->d] = s[pc->a];
  s[pc->d + 1] = s[pc->a + 1];
  NEXT();

#undef DISPATCH
#undef NEXT
#undef FAULT
#undef D
#undef A
#undef B
#undef C
#undef CHECK_ACCESS
#undef CHECK_CONFINED
#undef LOAD
#undef STORE
}

} // namespace ilcc::interp
