// interp.cpp — the Interpreter front door: load order and running @main.
//
// load():
//   1. create_functions   a DFunc per defined function (parameters, complex returns);
//   2. layout_globals     addresses for globals and literals, dlsym for declared names;
//   3. make_closures      a libffi closure per function: its address is the function's;
//   4. decode_module      every function to DInst form (needs 2 and 3 for globaladdr and
//                         calls), which also gives every block its code address;
//   5. init_globals       initializer bytes (need 3 and 4 for function and label
//                         addresses).
// run_main(): constructors in module order, then @main on the main thread's context;
// destructors run from an atexit handler registered before main, so they run after the
// program's own atexit handlers and also when the program calls exit().
// With InterpreterLimits::return_faults nothing process-wide is installed (no fault
// handlers, no atexit handler): destructors run when main returns, and a fault thrown by
// runtime_fault (FaultUnwind) is caught here, the thread's context is reset, and the run
// ends with status 134 and the report in fault_report().
#include "interp/interp.h"
#include "interp/decode.h"
#include "interp/internal.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace ilcc {

using namespace interp;

namespace {
Image* g_image = nullptr; // for the exit handler

const DFunc* find_defined(Image& img, Symbol name) {
  const SymbolRef* r = find_symbol(img, name);
  return r && r->kind == SymbolRef::IrFunc ? r->fn : nullptr;
}

void run_destructors() {
  if (!g_image) return;
  Image& img = *g_image;
  for (Symbol d : img.module->destructors)
    if (const DFunc* f = find_defined(img, d)) call_from_host(thread_ctx(img), *f, nullptr, 0);
}
} // namespace

Interpreter::Interpreter(IrModule& m, const InterpreterLimits& limits) : module_(m), image_(std::make_unique<Image>()) {
  image_->module = &m;
  image_->limits = limits;
}

Interpreter::~Interpreter() {
  if (g_image == image_.get()) g_image = nullptr;
}

bool Interpreter::load(std::string& error) {
  Image& img = *image_;
  create_functions(img);
  if (!layout_globals(img, error)) return false;
  make_closures(img);
  decode_module(img);
  return init_globals(img, error);
}

namespace {
// Copies a null-terminated string vector onto the data stack (confined memory: the
// program may only read what the interpreter gave it).
char** copy_to_stack(ThreadCtx& ctx, int n, char** v) {
  auto** out = reinterpret_cast<char**>(data_alloc(ctx, 8 * (u64(n) + 1), 16));
  if (!out) return nullptr;
  for (int i = 0; i < n; ++i) {
    size_t len = std::strlen(v[i]) + 1;
    out[i] = reinterpret_cast<char*>(data_alloc(ctx, len, 1));
    if (!out[i]) return nullptr;
    std::memcpy(out[i], v[i], len);
  }
  out[n] = nullptr;
  return out;
}
} // namespace

int Interpreter::run_main(int argc, char** argv, char** envp) {
  Image& img = *image_;
  fault_report_.clear();
  const DFunc* main_fn = find_defined(img, Symbol::intern("main"));
  if (!main_fn) {
    std::fprintf(stderr, "ilcc-run: error: the module defines no function @main\n");
    return 1;
  }
  ThreadCtx& ctx = thread_ctx(img);
  img.budget_end = img.limits.max_instructions ? ctx.count + img.limits.max_instructions : ~u64(0);
  if (!img.limits.return_faults) return run(ctx, *main_fn, argc, argv, envp);
  try {
    return run(ctx, *main_fn, argc, argv, envp);
  } catch (FaultUnwind& f) {
    fault_report_ = std::move(f.report);
    reset_thread_ctx(ctx);
    return 134;
  }
}

int Interpreter::run(ThreadCtx& ctx, const DFunc& main_fn, int argc, char** argv, char** envp) {
  Image& img = *image_;
  if (img.limits.confine_memory) {
    char* no_env[] = {nullptr};
    argv = copy_to_stack(ctx, argc, argv);
    envp = copy_to_stack(ctx, 0, envp ? envp : no_env);
    if (!argv || !envp) runtime_fault(img, nullptr, "stack overflow: argv does not fit on the stack");
  }
  if (!img.limits.return_faults) {
    install_fault_handlers();
    g_image = &img;
  }
  for (Symbol c : module_.constructors)
    if (const DFunc* f = find_defined(img, c)) call_from_host(ctx, *f, nullptr, 0);
  if (!img.limits.return_faults) std::atexit(run_destructors);

  Slot args[3] = {};
  const IrFunction& fn = *main_fn.ir;
  for (size_t i = 0; i < fn.params.size() && i < 3; ++i) {
    Slot v{};
    if (i == 0) v.i = argc;
    else v.p = i == 1 ? static_cast<void*>(argv) : static_cast<void*>(envp);
    Slot conv{};
    cast_value(i == 0 ? IrType::I64 : IrType::Ptr, fn.params[i].ty, v, conv);
    args[i] = conv;
  }
  Slot r = call_from_host(ctx, main_fn, args, std::min<size_t>(fn.params.size(), 3));
  if (img.limits.return_faults) {
    for (Symbol d : module_.destructors)
      if (const DFunc* f = find_defined(img, d)) call_from_host(ctx, *f, nullptr, 0);
    reset_thread_ctx(ctx); // argv's copy
  }
  if (fn.return_type == IrType::Void || !is_int_or_ptr(fn.return_type)) return 0;
  return int(is_128(fn.return_type) ? i64(r.w) : r.i);
}

u64 Interpreter::instructions_executed() { return total_instruction_count(); }

} // namespace ilcc
