// ffi_types.cpp — libffi descriptions of host calls and of IR closures.
//
// The IR carries scalar types plus the SysV eightbyte classes of by-value structs
// (CallInfo::struct_args, IrParam::struct_eightbyte_classes, ret_eightbyte_classes). libffi
// classifies an aggregate from its element types, so a struct is described by elements
// that classify the same way, one per eightbyte: INTEGER → uint64, SSE → double, X87 (with
// its X87UP) → long double, COMPLEX_X87 → complex long double. The aggregate's size and
// alignment are preset (libffi then keeps them), which also gives 16-byte alignment to
// i128 (a struct of two uint64 in two GPRs, as the psABI passes __int128) and to 16-byte
// aligned structs on the stack. A struct over 16 bytes or with a MEMORY class is described
// as uint64 words and libffi passes it in memory. Known gap: a struct of at most 16 bytes
// that the psABI puts in memory only because of unaligned fields is passed in registers.
//
// Variadic positions follow C's default argument promotions: float → double (the call
// converts the value), small integers → int (the slot already holds the extended value).
//
// Each call site's cif is prepared once, at decode time, and reused by every execution.
#include "interp/internal.h"
#include "support/diagnostics.h"

#include <algorithm>

namespace ilcc::interp {

namespace {
ffi_type* i128_elements[] = {&ffi_type_uint64, &ffi_type_uint64, nullptr};
ffi_type i128_type = {16, 16, FFI_TYPE_STRUCT, i128_elements};

const char* status_text(ffi_status s) {
  switch (s) {
  case FFI_OK: return "ok";
  case FFI_BAD_TYPEDEF: return "bad type definition";
  case FFI_BAD_ABI: return "bad ABI";
  case FFI_BAD_ARGTYPE: return "bad argument type";
  }
  return "unknown libffi error";
}
} // namespace

ffi_type* FfiTypePool::scalar(IrType t) {
  switch (t) {
  case IrType::I8: return &ffi_type_sint8;
  case IrType::U8: return &ffi_type_uint8;
  case IrType::I16: return &ffi_type_sint16;
  case IrType::U16: return &ffi_type_uint16;
  case IrType::I32: return &ffi_type_sint32;
  case IrType::U32: return &ffi_type_uint32;
  case IrType::I64: return &ffi_type_sint64;
  case IrType::U64: return &ffi_type_uint64;
  case IrType::I128: case IrType::U128: return &i128_type;
  case IrType::F32: return &ffi_type_float;
  case IrType::F64: return &ffi_type_double;
  case IrType::F128: return &ffi_type_longdouble;
  case IrType::Ptr: return &ffi_type_pointer;
  case IrType::Void: return &ffi_type_void;
  default: return &ffi_type_void; // vectors: callers refuse them first
  }
}

ffi_type* FfiTypePool::complex_of(IrType elem) {
  switch (elem) {
  case IrType::F32: return &ffi_type_complex_float;
  case IrType::F64: return &ffi_type_complex_double;
  default: return &ffi_type_complex_longdouble;
  }
}

ffi_type* FfiTypePool::from_classes(std::span<const EightbyteClass> classes, u32 size, u32 align) {
  u32 words = std::max<u32>(1, (size + 7) / 8);
  bool memory = size > 16;
  for (EightbyteClass c : classes) memory |= c == EightbyteClass::Memory;
  std::vector<ffi_type*> elems;
  if (memory || classes.empty()) {
    // Memory class (or no classification given: INTEGER words, see docs/interp.md).
    elems.assign(words, &ffi_type_uint64);
  } else {
    for (size_t i = 0; i < classes.size(); ++i) {
      switch (classes[i]) {
      case EightbyteClass::Sse: case EightbyteClass::SseUp: elems.push_back(&ffi_type_double); break;
      case EightbyteClass::X87: elems.push_back(&ffi_type_longdouble); break;
      case EightbyteClass::X87Up: break; // covered by the X87 element
      case EightbyteClass::ComplexX87: elems.push_back(&ffi_type_complex_longdouble); break;
      default: elems.push_back(&ffi_type_uint64); break;
      }
    }
  }
  u64 elem_bytes = 0;
  u16 elem_align = 8;
  for (ffi_type* t : elems) {
    elem_bytes += std::max<size_t>(t->size, 8);
    elem_align = std::max<u16>(elem_align, t->alignment);
  }
  auto list = std::make_unique<ffi_type*[]>(elems.size() + 1);
  std::copy(elems.begin(), elems.end(), list.get());
  list[elems.size()] = nullptr;
  auto t = std::make_unique<ffi_type>();
  t->type = FFI_TYPE_STRUCT;
  t->alignment = u16(std::max<u32>(elem_align, std::min<u32>(align ? align : 8, 16)));
  u64 rounded = (u64(size) + t->alignment - 1) & ~u64(t->alignment - 1);
  t->size = std::max<u64>(rounded, std::min<u64>(elem_bytes, 16));
  t->elements = list.get();
  elements_.push_back(std::move(list));
  types_.push_back(std::move(t));
  return types_.back().get();
}

bool prepare_host_call(Image& img, CallSite& cs) {
  size_t n = cs.args.size();
  cs.atypes.assign(n, nullptr);
  cs.conv.assign(n, ArgConv::Direct);
  for (size_t i = 0; i < n; ++i) {
    const ArgInfo& a = cs.arg_info[i];
    bool variadic_pos = cs.variadic && i >= cs.num_fixed;
    if (a.struct_size) {
      cs.atypes[i] = img.ffi_types.from_classes(a.classes, a.struct_size, a.struct_align);
      cs.conv[i] = ArgConv::Struct;
      continue;
    }
    IrType t = a.ty;
    if (t == IrType::Void) {
      cs.ffi_error = format("argument %zu has type void", i + 1);
      return false;
    }
    if (is_vector(t)) { // libffi has no vector types
      cs.ffi_error = format("argument %zu is a vector, which libffi cannot pass to host code", i + 1);
      return false;
    }
    if (variadic_pos) {
      if (t == IrType::F32) {
        t = IrType::F64;
        cs.conv[i] = ArgConv::F32ToF64;
      } else if (t == IrType::I8 || t == IrType::I16) {
        t = IrType::I32;
      } else if (t == IrType::U8 || t == IrType::U16) {
        t = IrType::U32;
      }
    }
    cs.atypes[i] = img.ffi_types.scalar(t);
  }
  if (is_vector(cs.ret_type)) {
    cs.ffi_error = "the result is a vector, which libffi cannot receive from host code";
    return false;
  }
  if (cs.complex_ret != IrType::Void) {
    cs.rtype = img.ffi_types.complex_of(cs.complex_ret);
  } else if (cs.inst && !cs.inst->call_info().ret_eightbyte_classes.empty() && cs.ret_type != IrType::Void) {
    std::span<const EightbyteClass> rc = cs.inst->call_info().ret_eightbyte_classes;
    cs.rtype = img.ffi_types.from_classes(rc, u32(std::min<size_t>(rc.size(), 2) * 8), 8);
    cs.struct_ret = true;
  } else {
    cs.rtype = img.ffi_types.scalar(cs.ret_type);
  }
  ffi_status st;
  if (cs.variadic)
    st = ffi_prep_cif_var(&cs.cif, FFI_DEFAULT_ABI, unsigned(std::min<size_t>(cs.num_fixed, n)), unsigned(n), cs.rtype, cs.atypes.data());
  else
    st = ffi_prep_cif(&cs.cif, FFI_DEFAULT_ABI, unsigned(n), cs.rtype, cs.atypes.data());
  if (st != FFI_OK) {
    cs.ffi_error = format("libffi cannot describe this call (%s)", status_text(st));
    return false;
  }
  cs.ffi_ok = true;
  return true;
}

bool prepare_closure_cif(Image& img, DFunc& f, ffi_cif& cif, std::vector<ffi_type*>& atypes, size_t skip) {
  const IrFunction& fn = *f.ir;
  atypes.clear();
  for (size_t k = 0; k < f.params.size(); ++k) {
    const ArgInfo& p = f.params[k];
    if (k == skip) continue;
    if (p.struct_size) atypes.push_back(img.ffi_types.from_classes(p.classes, p.struct_size, p.struct_align));
    else if (p.ty == IrType::Void || is_vector(p.ty)) return false; // libffi has no vector types
    else atypes.push_back(img.ffi_types.scalar(p.ty));
  }
  ffi_type* rtype;
  if (is_vector(fn.return_type)) return false;
  if (f.complex_ret != IrType::Void) rtype = img.ffi_types.complex_of(f.complex_ret);
  else if (!fn.ret_eightbyte_classes.empty() && fn.return_type != IrType::Void)
    rtype = img.ffi_types.from_classes(fn.ret_eightbyte_classes, u32(std::min<size_t>(fn.ret_eightbyte_classes.size(), 2) * 8), 8);
  else rtype = img.ffi_types.scalar(fn.return_type);
  return ffi_prep_cif(&cif, FFI_DEFAULT_ABI, unsigned(atypes.size()), rtype, atypes.empty() ? nullptr : atypes.data()) ==
         FFI_OK;
}

} // namespace ilcc::interp
