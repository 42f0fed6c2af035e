// varargs.cpp — argument passing between IR functions and the SysV x86-64 va_list.
//
// A va_list in the IR is the real psABI object (§3.5.7), 24 bytes:
//     u32 gp_offset; u32 fp_offset; void* overflow_arg_area; void* reg_save_area;
// so an IR function can hand its va_list to host vprintf, and an IR function receiving a
// va_list from host code can walk it. When an IR function calls a variadic IR function,
// pass_arguments builds what a compiled caller and the callee's prologue would have
// produced together: a 176-byte register save area (rdi, rsi, rdx, rcx, r8, r9 at offsets
// 0..40, xmm0..xmm7 at 48..160, 16 bytes apart) and an overflow area holding the
// arguments that did not get registers, in order. Every argument, named or not, is
// classified as the psABI does:
//   - integers up to 64 bits and pointers: one GPR, else 8 bytes of overflow area;
//   - float and double: one SSE register (a variadic float is promoted to double, as C
//     does), else 8 bytes of overflow area;
//   - i128: two GPRs or 16 bytes of overflow aligned to 16; long double: always 16
//     bytes of overflow aligned to 16;
//   - a by-value struct: its eightbyte classes (INTEGER → GPR, SSE → XMM) all in
//     registers or all in the overflow area; MEMORY, X87 or over 16 bytes → overflow area,
//     rounded up to 8 bytes. Empty classes are read as INTEGER eightbytes.
// va_start then records where the named parameters left gp_offset and fp_offset. va_arg
// follows the psABI algorithm: take the next register slot if the register area still has
// room for the whole value, else the overflow area.
//
// Both areas live on the callee's data stack and disappear with its frame. By-value struct
// arguments (IR passes a pointer to the struct) are copied there too, so the callee owns
// its copy as C's by-value semantics require.
#include "interp/internal.h"
#include "support/diagnostics.h"

#include <algorithm>

namespace ilcc::interp {

namespace {

constexpr u32 kGprBytes = 48;   // 6 GPRs
constexpr u32 kSaveBytes = 176; // + 8 XMM registers of 16 bytes

struct VaList {
  u32 gp_offset;
  u32 fp_offset;
  u8* overflow_arg_area;
  u8* reg_save_area;
};
static_assert(sizeof(VaList) == 24, "SysV va_list is 24 bytes");

struct StructRegs {
  bool memory = false;
  u32 n_int = 0, n_sse = 0;
};

StructRegs classify_struct(u32 size, std::span<const EightbyteClass> classes) {
  StructRegs r;
  if (size > 16) {
    r.memory = true;
    return r;
  }
  if (classes.empty()) {
    r.n_int = std::max<u32>(1, (size + 7) / 8);
    return r;
  }
  for (EightbyteClass c : classes) {
    switch (c) {
    case EightbyteClass::Integer: ++r.n_int; break;
    case EightbyteClass::Sse: ++r.n_sse; break;
    case EightbyteClass::NoClass: case EightbyteClass::SseUp: break;
    default: r.memory = true; break; // MEMORY, X87, X87UP, COMPLEX_X87
    }
  }
  return r;
}

// Builds the register save area and overflow area for a call of a variadic IR function.
// Runs twice: once to size the overflow area (out == nullptr), once to fill it.
struct VaBuilder {
  const CallSite& cs;
  const Slot* caller;
  size_t named;
  u8* save = nullptr;
  u8* overflow = nullptr;
  u64 named_overflow = 0; // overflow bytes the named arguments took
  u64 overflow_size = 0;
  u32 gp = 0, fp = 0;
  u32 named_gp = 0, named_fp = 0;

  void to_overflow(const void* src, u64 size, u64 align) {
    overflow_size = (overflow_size + align - 1) & ~(align - 1);
    if (overflow && size) std::memmove(overflow + overflow_size, src, size); // src may run into it
    overflow_size += (size + 7) & ~u64(7);
  }
  void to_gpr(const void* src, size_t n) {
    if (save) std::memcpy(save + 8 * gp, src, n);
    ++gp;
  }
  void to_sse(const void* src, size_t n) {
    if (save) std::memcpy(save + kGprBytes + 16 * fp, src, n);
    ++fp;
  }

  void run() {
    gp = fp = 0;
    overflow_size = 0;
    for (size_t i = 0; i < cs.args.size(); ++i) {
      if (i == named) named_gp = gp, named_fp = fp, named_overflow = overflow_size;
      const Slot& v = caller[cs.args[i]];
      const ArgInfo& info = cs.arg_info[i];
      if (info.struct_size) {
        const u8* src = static_cast<const u8*>(v.p);
        StructRegs r = classify_struct(info.struct_size, info.classes);
        if (!r.memory && gp + r.n_int <= 6 && fp + r.n_sse <= 8) {
          for (u32 k = 0; k * 8 < info.struct_size; ++k) {
            u8 word[8] = {};
            std::memcpy(word, src + 8 * k, std::min<u32>(8, info.struct_size - 8 * k));
            bool sse = !info.classes.empty() && k < info.classes.size() && info.classes[k] == EightbyteClass::Sse;
            if (sse) to_sse(word, 8);
            else to_gpr(word, 8);
          }
        } else {
          to_overflow(src, info.struct_size, info.struct_align > 8 ? 16 : 8);
        }
        continue;
      }
      switch (info.ty) {
      case IrType::F32: {
        double d = i >= named ? double(v.f) : 0.0;
        const void* src = i >= named ? static_cast<const void*>(&d) : static_cast<const void*>(&v.f);
        if (fp < 8) to_sse(src, 8);
        else to_overflow(src, 8, 8);
        break;
      }
      case IrType::F64:
        if (fp < 8) to_sse(&v.d, 8);
        else to_overflow(&v.d, 8, 8);
        break;
      case IrType::F128: to_overflow(&v, 16, 16); break;
      case IrType::I128: case IrType::U128:
        if (gp + 2 <= 6) {
          to_gpr(v.bytes, 8);
          to_gpr(v.bytes + 8, 8);
        } else {
          to_overflow(&v, 16, 16);
        }
        break;
      default:
        if (gp < 6) to_gpr(&v.u, 8);
        else to_overflow(&v.u, 8, 8);
        break;
      }
    }
    if (named >= cs.args.size()) named_gp = gp, named_fp = fp, named_overflow = overflow_size;
  }
};

bool null_page(const void* p) { return u64(p) < kNullPageLimit; }

// The confinement check of va_arg's reads and writes (nullptr: not confined).
const char* outside(const ThreadCtx* confined, const void* p, u64 n) {
  return confined && n ? confined_access_error(*confined, p, n) : nullptr;
}

} // namespace

void pass_arguments(ThreadCtx& ctx, Frame& callee, const CallSite& cs, const Slot* caller, const DInst* at) {
  const DFunc& f = *callee.fn;
  const Image& img = *ctx.image;
  size_t nargs = cs.args.size();
  for (size_t i = 0; i < f.params.size(); ++i) {
    Slot& p = callee.slots[f.param_slots[i]];
    if (i >= nargs) {
      p = Slot{};
      continue;
    }
    const Slot& a = caller[cs.args[i]];
    u32 size = cs.arg_info[i].struct_size ? cs.arg_info[i].struct_size : f.params[i].struct_size;
    if (!size) {
      p = a;
      if (slots_of(f.params[i].ty) > 1) (&p)[1] = (&a)[1]; // a 32-byte vector: two slots
      continue;
    }
    if (a.u < kNullPageLimit)
      runtime_fault(img, at, format("null pointer dereference: by-value struct argument %zu is at address 0x%llx", i + 1, (unsigned long long)a.u));
    if (const char* m = confined_access_error(ctx, a.p, size)) runtime_fault(img, at, m);
    u32 align = std::max({u32(8), cs.arg_info[i].struct_align, f.params[i].struct_align});
    u8* copy = data_alloc(ctx, size, std::min<u32>(align, 4096));
    if (!copy) stack_overflow(ctx, at);
    // memmove: a struct read past the end of the caller's object can reach into the data
    // stack above it, where the copy is made (found by the interpreter fuzzer).
    std::memmove(copy, a.p, size);
    p.p = copy;
  }
  if (!f.is_variadic) return;
  for (size_t i = 0; i < nargs; ++i) {
    if (!cs.arg_info[i].struct_size) continue;
    if (caller[cs.args[i]].u < kNullPageLimit)
      runtime_fault(img, at, format("null pointer dereference: by-value struct argument %zu is at address 0x%llx", i + 1,
                                    (unsigned long long)caller[cs.args[i]].u));
    if (const char* m = confined_access_error(ctx, caller[cs.args[i]].p, cs.arg_info[i].struct_size)) runtime_fault(img, at, m);
  }
  VaBuilder b{cs, caller, f.params.size()};
  b.run(); // sizes
  b.save = data_alloc(ctx, kSaveBytes, 16);
  b.overflow = data_alloc(ctx, std::max<u64>(b.overflow_size, 16), 16);
  if (!b.save || !b.overflow) stack_overflow(ctx, at);
  std::memset(b.save, 0, kSaveBytes);
  b.run(); // contents
  callee.va.reg_save = b.save;
  // Named arguments that went to the stack come first: va_arg starts after them.
  callee.va.overflow = b.overflow + b.named_overflow;
  callee.va.gp_offset = 8 * b.named_gp;
  callee.va.fp_offset = kGprBytes + 16 * b.named_fp;
}

const char* va_start_op(const Frame& fr, u8* ap) {
  if (null_page(ap)) return "null pointer dereference: va_start on a null va_list";
  if (!fr.fn->is_variadic) return "va_start in a function that is not variadic";
  if (!fr.va.reg_save) return "va_start in a variadic function called from host code: its variadic arguments are not available to the interpreter";
  VaList v{fr.va.gp_offset, fr.va.fp_offset, fr.va.overflow, fr.va.reg_save};
  std::memcpy(ap, &v, sizeof v);
  return nullptr;
}

const char* va_arg_op(u8* ap, IrType ty, Slot& out, const ThreadCtx* confined) {
  if (null_page(ap)) return "null pointer dereference: va_arg on a null va_list";
  if (const char* m = outside(confined, ap, sizeof(VaList))) return m;
  VaList v;
  std::memcpy(&v, ap, sizeof v);
  const u8* src;
  switch (ty) {
  case IrType::F32: case IrType::F64:
    if (v.fp_offset <= kSaveBytes - 16) {
      src = v.reg_save_area + v.fp_offset;
      v.fp_offset += 16;
    } else {
      src = v.overflow_arg_area;
      v.overflow_arg_area += 8;
    }
    if (const char* m = outside(confined, src, 8)) return m;
    if (ty == IrType::F32) { // variadic floats arrive promoted to double
      double d;
      std::memcpy(&d, src, 8);
      out = Slot{};
      out.f = float(d);
    } else {
      load_typed(ty, src, out);
    }
    break;
  case IrType::F128:
    src = align_up(v.overflow_arg_area, 16);
    v.overflow_arg_area = const_cast<u8*>(src) + 16;
    if (const char* m = outside(confined, src, 16)) return m;
    load_typed(ty, src, out);
    break;
  case IrType::I128: case IrType::U128:
    if (v.gp_offset <= kGprBytes - 16) {
      src = v.reg_save_area + v.gp_offset;
      v.gp_offset += 16;
    } else {
      src = align_up(v.overflow_arg_area, 16);
      v.overflow_arg_area = const_cast<u8*>(src) + 16;
    }
    if (const char* m = outside(confined, src, 16)) return m;
    load_typed(ty, src, out);
    break;
  case IrType::Void: return "va_arg of type void";
  default:
    if (v.gp_offset <= kGprBytes - 8) {
      src = v.reg_save_area + v.gp_offset;
      v.gp_offset += 8;
    } else {
      src = v.overflow_arg_area;
      v.overflow_arg_area += 8;
    }
    if (const char* m = outside(confined, src, 8)) return m;
    load_typed(ty, src, out);
    break;
  }
  std::memcpy(ap, &v, sizeof v);
  return nullptr;
}

const char* va_arg_struct_op(u8* ap, u8* dest, u32 size, std::span<const EightbyteClass> classes, u32 align,
                             const ThreadCtx* confined) {
  if (null_page(ap)) return "null pointer dereference: va_arg on a null va_list";
  if (null_page(dest) && size) return "null pointer dereference: va_arg_struct into a null address";
  if (const char* m = outside(confined, ap, sizeof(VaList))) return m;
  if (const char* m = outside(confined, dest, size)) return m;
  VaList v;
  std::memcpy(&v, ap, sizeof v);
  StructRegs r = classify_struct(size, classes);
  if (!r.memory && v.gp_offset + 8 * r.n_int <= kGprBytes && v.fp_offset + 16 * r.n_sse <= kSaveBytes) {
    for (u32 k = 0; k * 8 < size; ++k) {
      bool sse = !classes.empty() && k < classes.size() && classes[k] == EightbyteClass::Sse;
      const u8* src;
      if (sse) {
        src = v.reg_save_area + v.fp_offset;
        v.fp_offset += 16;
      } else {
        src = v.reg_save_area + v.gp_offset;
        v.gp_offset += 8;
      }
      if (const char* m = outside(confined, src, std::min<u32>(8, size - 8 * k))) return m;
      std::memmove(dest + 8 * k, src, std::min<u32>(8, size - 8 * k)); // dest may be in the save area
    }
  } else {
    if (align > 8) v.overflow_arg_area = align_up(v.overflow_arg_area, 16); // psABI: at most 16
    if (const char* m = outside(confined, v.overflow_arg_area, size)) return m;
    std::memmove(dest, v.overflow_arg_area, size);
    v.overflow_arg_area += (u64(size) + 7) & ~u64(7);
  }
  std::memcpy(ap, &v, sizeof v);
  return nullptr;
}

} // namespace ilcc::interp
