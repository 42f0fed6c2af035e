// RUN: ilcc -dM -E -x c /dev/null | FileCheck %s
// RUN: ilcc -dM -E -DFOO=3 -UBAR -D'FN(a,b)=a+b' %s | FileCheck %s --check-prefix=CMD
// CHECK-DAG: #define __STDC_VERSION__ 201710L
// CHECK-DAG: #define __GNUC__ 12
// CHECK-DAG: #define __GNUC_MINOR__ 2
// CHECK-DAG: #define __GNUC_PATCHLEVEL__ 0
// CHECK-DAG: #define __VERSION__ "12.2.0 (ilcc {{[0-9.]+}})"
// CHECK-DAG: #define __SIZEOF_FLOAT128__ 16
// CHECK-DAG: #define __FLT64X_MANT_DIG__ 64
// CHECK-DAG: #define __x86_64__ 1
// CHECK-DAG: #define __SIZEOF_POINTER__ 8
// CHECK-NOT: __clang__
// CMD-DAG: #define FOO 3
// CMD-DAG: #define FN(a,b) a+b
// CMD-DAG: #define LOCAL_MACRO(x,...) x __VA_ARGS__
#define LOCAL_MACRO(x, ...) x __VA_ARGS__
