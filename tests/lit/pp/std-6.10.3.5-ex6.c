// C17 6.10.3.5 EXAMPLE 6: valid and invalid redefinitions (C17 6.10.3p2).
// RUN: ilcc -E -P %s 2>&1 | FileCheck %s
#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \
 a /* other stuff on this line
 */ )
// CHECK-NOT: redefined
// CHECK: std-6.10.3.5-ex6.c:[[@LINE+1]]:9: warning: "OBJ_LIKE" redefined
#define OBJ_LIKE (0)
// CHECK: std-6.10.3.5-ex6.c:[[@LINE+1]]:9: warning: "OBJ_LIKE" redefined
#define OBJ_LIKE (1 - 1)
// CHECK: std-6.10.3.5-ex6.c:[[@LINE+1]]:9: warning: "FUNC_LIKE" redefined
#define FUNC_LIKE(b) ( a )
// CHECK: std-6.10.3.5-ex6.c:[[@LINE+1]]:9: warning: "FUNC_LIKE" redefined
#define FUNC_LIKE(b) ( b )
