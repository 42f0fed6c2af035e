/* stdarg.h — ilcc's compiler header (C17 7.16).
   With __need___va_list only __gnuc_va_list is provided (glibc's <stdio.h> asks so). */
#ifndef __GNUC_VA_LIST
#define __GNUC_VA_LIST
typedef __builtin_va_list __gnuc_va_list;
#endif

#ifdef __need___va_list
#undef __need___va_list
#else
#ifndef __ILCC_STDARG_H
#define __ILCC_STDARG_H
typedef __gnuc_va_list va_list;
#define _VA_LIST_DEFINED
#define va_start(ap, param) __builtin_va_start(ap, param)
#define va_end(ap) __builtin_va_end(ap)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#define __va_copy(dest, src) __builtin_va_copy(dest, src)
#endif
#endif
