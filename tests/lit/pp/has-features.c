// RUN: ilcc -E -P %s | FileCheck %s
// The __has_* operators answer from the tables of what works (pp/features.def,
// sema/builtins.def); tests/features/check.py runs every name they answer 1 for.
a __has_attribute(symver) __has_attribute(__ifunc__) __has_attribute(gnu::alloc_size) __has_attribute(error) __has_attribute(target)
// CHECK: a 1 1 1 1 1
not-claimed __has_attribute(scalar_storage_order) __has_attribute(zero_call_used_regs) __has_attribute(copy) __has_attribute(no_such)
// CHECK: not-claimed 0 0 0 0
b __has_builtin(__builtin_ia32_pause) __has_builtin(__builtin___memcpy_chk) __has_builtin(__builtin_object_size)
// CHECK: b 1 1 1
c __has_builtin(__builtin_va_arg_pack) __has_builtin(__builtin_offsetof) __has_builtin(__builtin_isinff) __has_builtin(__builtin_tgmath)
// CHECK: c 1 1 1 0
d __has_builtin(__builtin_huge_valf128) __has_builtin(__builtin_no_such) __has_builtin(printf)
// CHECK: d 1 0 0
e __has_builtin(__builtin_shufflevector) __has_builtin(__builtin_ilcc_convertvector_low) __has_builtin(__builtin_ia32_abs)
// CHECK: e 1 0 0
