/* stdalign.h — ilcc's compiler header (C17 7.15). */
#ifndef __ILCC_STDALIGN_H
#define __ILCC_STDALIGN_H
#define alignas _Alignas
#define alignof _Alignof
#define __alignas_is_defined 1
#define __alignof_is_defined 1
#endif
