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
#include "ir/interp/interp.h"
#include "ir/interp/decode.h"
#include "ir/interp/internal.h"

#include <cstdio>
#include <cstdlib>

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

Interpreter::Interpreter(IrModule& m) : module_(m), image_(std::make_unique<Image>()) { image_->module = &m; }

Interpreter::~Interpreter() {
  if (g_image == image_.get()) g_image = nullptr;
}

bool Interpreter::load(std::string& error) {
  Image& img = *image_;
  create_functions(img);
  if (!layout_globals(img, error)) return false;
  make_closures(img);
  decode_module(img);
  init_globals(img);
  return true;
}

int Interpreter::run_main(int argc, char** argv, char** envp) {
  Image& img = *image_;
  const DFunc* main_fn = find_defined(img, Symbol::intern("main"));
  if (!main_fn) {
    std::fprintf(stderr, "ilcc-run: error: the module defines no function @main\n");
    return 1;
  }
  install_fault_handlers();
  ThreadCtx& ctx = thread_ctx(img);
  g_image = &img;
  for (Symbol c : module_.constructors)
    if (const DFunc* f = find_defined(img, c)) call_from_host(ctx, *f, nullptr, 0);
  std::atexit(run_destructors);

  Slot args[3] = {};
  const IrFunction& fn = *main_fn->ir;
  for (size_t i = 0; i < fn.params.size() && i < 3; ++i) {
    Slot v{};
    if (i == 0) v.i = argc;
    else v.p = i == 1 ? static_cast<void*>(argv) : static_cast<void*>(envp);
    Slot conv{};
    cast_value(i == 0 ? IrType::I64 : IrType::Ptr, fn.params[i].ty, v, conv);
    args[i] = conv;
  }
  Slot r = call_from_host(ctx, *main_fn, args, std::min<size_t>(fn.params.size(), 3));
  if (fn.return_type == IrType::Void || !is_int_or_ptr(fn.return_type)) return 0;
  return int(is_128(fn.return_type) ? i64(r.w) : r.i);
}

u64 Interpreter::instructions_executed() { return total_instruction_count(); }

} // namespace ilcc
