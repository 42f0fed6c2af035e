/* iso646.h — ilcc's compiler header (C17 7.9). */
#ifndef __ILCC_ISO646_H
#define __ILCC_ISO646_H
#define and &&
#define and_eq &=
#define bitand &
#define bitor |
#define compl ~
#define not !
#define not_eq !=
#define or ||
#define or_eq |=
#define xor ^
#define xor_eq ^=
#endif
