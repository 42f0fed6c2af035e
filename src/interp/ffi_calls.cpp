// ffi_calls.cpp — calls between interpreted IR and host code, both directions.
//
// IR → host (call_host). A call to a function the module only declares goes to the host
// symbol of that name (dlsym, globals.cpp) through the call site's prepared cif
// (ffi_types.cpp). Arguments are passed straight from their slots: a slot holds an integer
// extended to 64 bits, so libffi reading 1, 2, 4 or 8 bytes little-endian gets the right
// value, and floats, long doubles and i128 sit at the start of the slot. Only promoted
// floats and by-value structs need a temporary: the struct is copied into a zero-padded
// buffer on the data stack, so libffi may read whole eightbytes without running off the
// caller's object. ctx.in_host is set around ffi_call so that a signal in host code is
// reported as such.
//
// host → IR (closures). Every defined function gets a libffi closure; its code address is
// the function's address everywhere (globaladdr, initializers), so host code (qsort,
// bsearch, atexit, pthread_create, signal) can call it. The closure handler converts the
// arguments to slots and runs the function in a nested execute() on the calling thread's
// context (created on first use, so threads started by host code work). call_indirect
// looks the address up in Image::closures first and interprets the function directly.
//
// Variadic IR functions called from host code see only their named parameters: a libffi
// closure cannot know how many arguments its caller pushed, so va_start faults there.
#include "interp/internal.h"
#include "support/diagnostics.h"

#include <alloca.h>

namespace ilcc::interp {

void call_host(ThreadCtx& ctx, const CallSite& cs, void* fn, Slot* s, u32 dst) {
  const Image& img = *ctx.image;
  if (!cs.ffi_ok) runtime_fault(img, ctx.top->pc, format("cannot call a host function: %s", cs.ffi_error.c_str()));
  size_t n = cs.args.size();
  void** av = static_cast<void**>(alloca(sizeof(void*) * (n + 1)));
  auto* tmp = static_cast<Slot*>(alloca(sizeof(Slot) * (n + 1)));
  u8* saved_sp = ctx.data_sp;
  for (size_t i = 0; i < n; ++i) {
    Slot& arg = s[cs.args[i]];
    switch (cs.conv[i]) {
    case ArgConv::Direct: av[i] = &arg; break;
    case ArgConv::F32ToF64:
      tmp[i].d = double(arg.f);
      av[i] = &tmp[i];
      break;
    case ArgConv::Struct: {
      u32 size = cs.arg_info[i].struct_size;
      if (arg.u < kNullPageLimit)
        runtime_fault(img, ctx.top->pc, format("null pointer dereference: by-value struct argument %zu is at address 0x%llx", i + 1, (unsigned long long)arg.u));
      if (const char* m = confined_access_error(ctx, arg.p, size)) runtime_fault(img, ctx.top->pc, m);
      u64 padded = (u64(size) + 15) & ~u64(15);
      u8* buf = data_alloc(ctx, padded + 16, 16);
      if (!buf) stack_overflow(ctx, ctx.top->pc);
      std::memset(buf, 0, padded + 16);
      std::memmove(buf, arg.p, size); // the struct may extend into the data stack where buf is
      av[i] = buf;
      break;
    }
    }
  }
  alignas(16) u8 rv[64] = {};
  ctx.in_host = true;
  ffi_call(const_cast<ffi_cif*>(&cs.cif), FFI_FN(fn), rv, av);
  ctx.in_host = false;
  ctx.data_sp = saved_sp;

  Slot& out = s[dst];
  if (cs.complex_ret != IrType::Void) {
    size_t half = cs.complex_ret == IrType::F128 ? 16 : type_size(cs.complex_ret);
    std::memcpy(&out, rv, half);
    std::memcpy(&ctx.ret2, rv + half, half);
    return;
  }
  if (cs.struct_ret) {
    std::memcpy(&out, rv, 16);
    return;
  }
  switch (cs.ret_type) {
  case IrType::Void: break;
  case IrType::I8: case IrType::U8: case IrType::I16: case IrType::U16: case IrType::I32: case IrType::U32: {
    i64 v;
    std::memcpy(&v, rv, 8); // libffi widens small integer results to a full register
    out.i = normalize_int(cs.ret_type, v);
    break;
  }
  case IrType::F128: std::memcpy(&out, rv, 16); break;
  case IrType::I128: case IrType::U128: std::memcpy(&out, rv, 16); break;
  default: std::memcpy(&out, rv, 8); break;
  }
}

Slot call_from_host(ThreadCtx& ctx, const DFunc& f, const Slot* args, size_t nargs) {
  bool saved_in_host = ctx.in_host;
  ctx.in_host = false;
  const DInst* caller_pc = ctx.top->pc;
  Frame* fr = push_frame(ctx, f, caller_pc);
  fr->to_host = true;
  for (size_t i = 0; i < f.params.size(); ++i) {
    Slot& p = fr->slots[f.param_slots[i]];
    if (i >= nargs) {
      p = Slot{};
      continue;
    }
    const ArgInfo& info = f.params[i];
    if (info.struct_size) { // by value: the callee owns a copy
      u8* copy = data_alloc(ctx, info.struct_size, std::max<u32>(info.struct_align, 8));
      if (!copy) stack_overflow(ctx, caller_pc);
      if (args[i].p) std::memcpy(copy, args[i].p, info.struct_size);
      p.p = copy;
    } else {
      p = args[i];
    }
  }
  fr->pc = ctx.image->code_begin() + f.entry;
  execute(ctx);
  ctx.in_host = saved_in_host;
  return ctx.host_ret;
}

namespace {

// Runs f for a closure; `chain`: a trampoline's static chain, which the caller did not pass.
void run_closure(const DFunc& f, void* ret, void** args, const u64* chain) {
  ThreadCtx& ctx = thread_ctx(*f.image);
  size_t n = f.params.size();
  size_t chain_at = chain ? f.ir->static_chain_index() : n;
  auto* slots = static_cast<Slot*>(alloca(sizeof(Slot) * (n + 1)));
  for (size_t i = 0, a = 0; i < n; ++i) {
    if (i == chain_at) slots[i].u = *chain;
    else if (f.params[i].struct_size) slots[i].p = args[a++]; // libffi's copy of the struct
    else load_typed(f.params[i].ty, args[a++], slots[i]);
  }
  Slot r = call_from_host(ctx, f, slots, n);
  const IrFunction& fn = *f.ir;
  if (f.complex_ret != IrType::Void) {
    size_t half = f.complex_ret == IrType::F128 ? 16 : type_size(f.complex_ret);
    std::memcpy(ret, &r, half);
    std::memcpy(static_cast<u8*>(ret) + half, &ctx.ret2, half);
    return;
  }
  if (!fn.ret_eightbyte_classes.empty() && fn.return_type != IrType::Void) {
    std::memcpy(ret, &r, std::min<size_t>(fn.ret_eightbyte_classes.size(), 2) * 8);
    return;
  }
  switch (fn.return_type) {
  case IrType::Void: break;
  case IrType::I128: case IrType::U128: case IrType::F128: std::memcpy(ret, &r, 16); break;
  case IrType::F32: std::memcpy(ret, &r.f, 4); break;
  default: std::memcpy(ret, &r.i, 8); break; // integers widened to a register, as libffi wants
  }
}

void closure_entry(ffi_cif*, void* ret, void** args, void* user) {
  run_closure(*static_cast<const DFunc*>(user), ret, args, nullptr);
}

void trampoline_entry(ffi_cif*, void* ret, void** args, void* user) {
  const Trampoline& t = *static_cast<const Trampoline*>(user);
  run_closure(*t.fn, ret, args, &t.chain);
}

} // namespace

const char* make_trampoline(ThreadCtx& ctx, u64 target, u64 chain, u64& code) {
  Image& img = *ctx.image;
  DFunc* const* found = img.closures.find(target);
  if (!found || !(*found)->ir->has_static_chain) return "trampoline: the target is not a nested function of the program";
  DFunc* f = *found;
  std::lock_guard<std::mutex> lock(img.trampoline_mutex);
  std::vector<Trampoline*>& same_chain = img.trampolines_by_chain[chain];
  for (Trampoline* t : same_chain)
    if (t->fn == f) {
      code = u64(t->code);
      return nullptr;
    }
  auto t = std::make_unique<Trampoline>();
  t->fn = f;
  t->chain = chain;
  if (!prepare_closure_cif(img, *f, t->cif, t->atypes, f->ir->static_chain_index()))
    return "trampoline: libffi cannot describe the nested function's signature";
  void* entry = nullptr;
  t->closure = static_cast<ffi_closure*>(ffi_closure_alloc(sizeof(ffi_closure), &entry));
  if (!t->closure || ffi_prep_closure_loc(t->closure, &t->cif, trampoline_entry, t.get(), entry) != FFI_OK)
    return "trampoline: cannot allocate a closure";
  t->code = entry;
  code = u64(entry);
  same_chain.push_back(t.get());
  img.trampoline_code.insert(code, t.get());
  img.trampolines.push_back(std::move(t));
  return nullptr;
}

const Trampoline* find_trampoline(Image& img, u64 code) {
  std::lock_guard<std::mutex> lock(img.trampoline_mutex);
  Trampoline* const* t = img.trampoline_code.find(code);
  return t ? *t : nullptr;
}

void make_closures(Image& img) {
  for (auto& fp : img.funcs) {
    DFunc& f = *fp;
    SymbolRef* sym = img.symbols.find(f.ir->name.id());
    f.closure_ok = prepare_closure_cif(img, f);
    if (f.closure_ok) {
      void* code = nullptr;
      f.closure = static_cast<ffi_closure*>(ffi_closure_alloc(sizeof(ffi_closure), &code));
      if (f.closure && ffi_prep_closure_loc(f.closure, &f.closure_cif, closure_entry, &f, code) == FFI_OK) f.code = code;
    }
    if (!f.code) {
      // No closure: still give the function a unique, non-null address so that it can be
      // compared and called from IR (host code calling it would crash, which cannot happen
      // for the signatures libffi rejects: they are not C signatures).
      f.code = static_cast<void*>(&f);
    }
    img.closures.insert(u64(f.code), &f);
    if (sym) {
      sym->fn = &f;
      sym->addr = u64(f.code);
    }
  }
  // Aliases to functions share the function's address.
  HashMap<u32, Symbol> targets = resolve_aliases(*img.module);
  for (const IrAlias& a : img.module->aliases) {
    SymbolRef* r = img.symbols.find(a.alias.id());
    const Symbol* target = targets.find(a.alias.id());
    const SymbolRef* t = target ? img.symbols.find(target->id()) : nullptr;
    if (r && t && t->kind == SymbolRef::IrFunc) *r = *t;
  }
}

} // namespace ilcc::interp
