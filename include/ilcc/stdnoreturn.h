/* stdnoreturn.h — ilcc's compiler header (C17 7.23). */
#ifndef __ILCC_STDNORETURN_H
#define __ILCC_STDNORETURN_H
#define noreturn _Noreturn
#endif
