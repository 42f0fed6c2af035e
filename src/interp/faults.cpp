// faults.cpp — runtime errors of interpreted programs.
//
// A fault prints one line naming the function, block and printed instruction (printer.h's
// text, so it can be found in the input), then the chain of calls that led there, and
// exits with status 134 (what a shell reports for an aborted process) without running
// exit handlers:
//   ilcc-run: runtime error in @f, block .LBB2, instruction '%5 = sdiv i32 %3, %4': integer division by zero
//     called from @main, block .LBB0, instruction '%9 = call i32 @f(i32 %8)'
// Faults the interpreter detects itself (null page accesses, division by zero and
// INT_MIN / -1, unreachable, undefined symbols, stack overflow, unsupported inline asm or
// intrinsics) flush the program's stdio buffers first, so its output up to the fault is
// not lost. Faults that arrive as signals (SIGSEGV, SIGBUS, SIGFPE, SIGILL — a wild
// pointer, or a crash inside host code called from IR) are reported by a handler running
// on an alternate signal stack (so a native stack overflow can be reported too); it finds
// the instruction through the thread's context (ctx.top->pc, kept current before every op
// that can fault) and does not flush stdio, whose locks the faulting code may hold. A
// signal on a thread that is not running IR gets the default action.
//
// With InterpreterLimits::return_faults the report is not printed: runtime_fault throws it
// (FaultUnwind) to Interpreter::run_main, which resets the thread's context and returns
// 134. The exception unwinds only interpreter frames (execute, call_from_host); when host
// code sits between two interpreted frames (an IR callback of a host function) it cannot
// be unwound, and the fault is printed and ends the process as usual.
#include "interp/internal.h"
#include "ir/printer.h"
#include "support/diagnostics.h"

#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace ilcc::interp {

namespace {

constexpr int kFaultStatus = 134;
constexpr size_t kAltStackBytes = 256 * 1024;
constexpr int kMaxCallers = 16;

std::string describe_instruction(const Image& img, const Origin& o) {
  if (o.func >= img.funcs.size()) return "<unknown>";
  const IrFunction& fn = *img.funcs[o.func]->ir;
  if (o.block >= fn.blocks.size()) return "<none>";
  const BasicBlock& b = fn.blocks[o.block];
  std::string text;
  if (o.inst >= 0 && size_t(o.inst) < b.instructions.size()) print_instruction(text, b.instructions[size_t(o.inst)], img.module);
  else if (o.inst == Origin::kTerminator && b.terminator.kind != TermKind::None) print_terminator(text, b.terminator);
  else text = "<copy on a control-flow edge>";
  return text;
}

// Calls `line` with each "called from" line of the report.
template <class Line> void for_each_caller(const Image& img, const DInst* pc, Line line) {
  ThreadCtx* ctx = current_thread_ctx();
  if (!ctx || ctx->image != &img) return;
  int printed = 0;
  size_t depth = 0;
  // The innermost frame with a pc is running the faulting op (a frame above it with no pc
  // yet is a callee still being set up, e.g. when copying its arguments faulted).
  bool skip_faulting = true;
  for (Frame* f = ctx->top; f > ctx->frames; --f) {
    if (!f->pc) continue;
    if (skip_faulting) {
      skip_faulting = false;
      if (f->pc == pc) continue;
    }
    ++depth;
    if (printed < kMaxCallers) {
      line(format("  called from %s\n", describe_op(img, f->pc).c_str() + 3));
      ++printed;
    }
  }
  if (depth > size_t(printed)) line(format("  ... and %zu more callers\n", depth - size_t(printed)));
}

// Whether the fault can be thrown to run_main: no host code between interpreted frames.
bool can_unwind(const Image& img) {
  if (!img.limits.return_faults) return false;
  ThreadCtx* ctx = current_thread_ctx();
  if (!ctx || ctx->image != &img || ctx->in_host) return false;
  for (Frame* f = ctx->top; f > ctx->frames + 1; --f)
    if (f->to_host) return false;
  return true;
}

[[noreturn]] void report(const Image& img, const DInst* pc, const std::string& what) {
  std::string first = format("ilcc-run: runtime error %s: %s\n", describe_op(img, pc).c_str(), what.c_str());
  if (can_unwind(img)) {
    FaultUnwind f{first};
    for_each_caller(img, pc, [&](const std::string& l) { f.report += l; });
    throw f;
  }
  std::fputs(first.c_str(), stderr);
  for_each_caller(img, pc, [](const std::string& l) { std::fputs(l.c_str(), stderr); });
  std::fflush(stderr);
  _exit(kFaultStatus);
}

const char* signal_name(int sig) {
  switch (sig) {
  case SIGSEGV: return "segmentation fault (SIGSEGV)";
  case SIGBUS: return "bus error (SIGBUS)";
  case SIGFPE: return "arithmetic exception (SIGFPE)";
  case SIGILL: return "illegal instruction (SIGILL)";
  default: return "signal";
  }
}

void on_fault_signal(int sig, siginfo_t* info, void*) {
  ThreadCtx* ctx = current_thread_ctx();
  if (!ctx || ctx->top == ctx->frames || !ctx->top->pc) {
    // Not running IR: let the signal do what it would have done.
    signal(sig, SIG_DFL);
    raise(sig);
    return;
  }
  std::string what = format("%s at address %p%s", signal_name(sig), info ? info->si_addr : nullptr,
                            ctx->in_host ? ", in host code called by this instruction" : "");
  report(*ctx->image, ctx->top->pc, what);
}

} // namespace

std::string describe_op(const Image& img, const DInst* pc) {
  const DInst* base = img.code_begin();
  if (!pc || pc < base || pc >= base + img.code.size()) return "in <host code>";
  const Origin& o = img.origins[size_t(pc - base)];
  const IrFunction& fn = *img.funcs[o.func]->ir;
  std::string block = o.block < fn.blocks.size() ? block_name(fn.blocks[o.block].label) : "<none>";
  return format("in @%s, block %s, instruction '%s'", fn.name.c_str(), block.c_str(), describe_instruction(img, o).c_str());
}

void runtime_fault(const Image& img, const DInst* pc, const std::string& what) {
  std::fflush(nullptr); // the program's output up to the fault
  report(img, pc, what);
}

void install_fault_handlers() {
  struct sigaction sa = {};
  sa.sa_sigaction = on_fault_signal;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL}) sigaction(sig, &sa, nullptr);
}

void install_alt_stack(ThreadCtx& ctx) {
  void* p = mmap(nullptr, kAltStackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return; // faults in deep native recursion then kill without a report
  ctx.regions.emplace_back(p, kAltStackBytes);
  stack_t st = {};
  st.ss_sp = p;
  st.ss_size = kAltStackBytes;
  sigaltstack(&st, nullptr);
}

void remove_alt_stack() {
  stack_t st = {};
  st.ss_flags = SS_DISABLE;
  sigaltstack(&st, nullptr);
}

} // namespace ilcc::interp
