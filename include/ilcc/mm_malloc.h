/* mm_malloc.h — ilcc's compiler header: _mm_malloc and _mm_free (aligned allocation). */
#ifndef __ILCC_MM_MALLOC_H
#define __ILCC_MM_MALLOC_H

#include <stdlib.h>

extern int posix_memalign(void** __memptr, size_t __alignment, size_t __size);

static __inline__ void* _mm_malloc(size_t __size, size_t __align) {
  void* __p;
  if (__align == 1) return malloc(__size);
  if (__align == 2 || __align == 4) __align = sizeof(void*);
  if (posix_memalign(&__p, __align, __size) == 0) return __p;
  return (void*)0;
}

static __inline__ void _mm_free(void* __p) { free(__p); }

#endif
