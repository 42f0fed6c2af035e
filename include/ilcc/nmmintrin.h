/* nmmintrin.h — ilcc's compiler header: the SSE4.2 intrinsics (in smmintrin.h, as gcc has
   them). */
#ifndef __ILCC_NMMINTRIN_H
#define __ILCC_NMMINTRIN_H
#include <smmintrin.h>
#endif
