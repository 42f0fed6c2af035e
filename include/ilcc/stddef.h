/* stddef.h — ilcc's compiler header (C17 7.19).
   glibc's headers ask for single definitions with __need_size_t, __need_ptrdiff_t,
   __need_wchar_t, __need_NULL, __need_wint_t; then only those are provided. */
#if !defined(__need_size_t) && !defined(__need_ptrdiff_t) && !defined(__need_wchar_t) && \
    !defined(__need_NULL) && !defined(__need_wint_t)
#define __ILCC_STDDEF_ALL 1
#endif

#if defined(__ILCC_STDDEF_ALL) || defined(__need_size_t)
#ifndef __ILCC_SIZE_T
#define __ILCC_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif
#undef __need_size_t
#endif

#if defined(__ILCC_STDDEF_ALL) || defined(__need_ptrdiff_t)
#ifndef __ILCC_PTRDIFF_T
#define __ILCC_PTRDIFF_T
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#endif
#undef __need_ptrdiff_t
#endif

#if defined(__ILCC_STDDEF_ALL) || defined(__need_wchar_t)
#ifndef __ILCC_WCHAR_T
#define __ILCC_WCHAR_T
typedef __WCHAR_TYPE__ wchar_t;
#endif
#undef __need_wchar_t
#endif

#if defined(__need_wint_t)
#ifndef __ILCC_WINT_T
#define __ILCC_WINT_T
typedef __WINT_TYPE__ wint_t;
#endif
#undef __need_wint_t
#endif

#if defined(__ILCC_STDDEF_ALL) || defined(__need_NULL)
#undef NULL
#define NULL ((void*)0)
#undef __need_NULL
#endif

#ifdef __ILCC_STDDEF_ALL
#undef __ILCC_STDDEF_ALL
#ifndef __ILCC_STDDEF_H
#define __ILCC_STDDEF_H
#define offsetof(type, member) __builtin_offsetof(type, member)
#if __STDC_VERSION__ >= 201112L
typedef struct {
  long long __ilcc_max_align_ll __attribute__((__aligned__(__alignof__(long long))));
  long double __ilcc_max_align_ld __attribute__((__aligned__(__alignof__(long double))));
} max_align_t;
#endif
#endif
#endif
