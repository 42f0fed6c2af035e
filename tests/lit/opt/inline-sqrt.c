// Calls of the C library's sqrt and sqrtf become the square-root instruction at -O1 and
// above. errno is kept: a negative argument still calls the function (it sets EDOM), on a
// branch of its own; -fno-math-errno and -ffast-math drop the branch. -fno-builtin,
// -fno-builtin-sqrt, -ffreestanding and -O0 keep the calls, and so does a unit that
// defines a function of that name.
// RUN: ilcc -O1 -S -emit-ir %s -o - | FileCheck %s --check-prefix=ERRNO
// RUN: ilcc -O2 -fno-math-errno -S -emit-ir %s -o - | FileCheck %s --check-prefix=NOERRNO
// RUN: ilcc -O2 -ffast-math -S -emit-ir %s -o - | FileCheck %s --check-prefix=NOERRNO
// RUN: ilcc -O2 -fno-builtin -S -emit-ir %s -o - | FileCheck %s --check-prefix=CALL
// RUN: ilcc -O2 -fno-builtin-sqrt -S -emit-ir %s -o - | FileCheck %s --check-prefix=CALL
// RUN: ilcc -O2 -ffreestanding -S -emit-ir %s -o - | FileCheck %s --check-prefix=CALL
// RUN: ilcc -O0 -S -emit-ir %s -o - | FileCheck %s --check-prefix=CALL
// RUN: ilcc -O2 -DOWN_SQRT -S -emit-ir %s -o - | FileCheck %s --check-prefix=OWN
double sqrt(double);
float sqrtf(float);
#ifdef OWN_SQRT
double sqrt(double x) { return x * 0.5; }
#endif

double hyp(double x, double y) { return sqrt(x * x + y * y); }
float root_f(float x) { return sqrtf(x); }

// ERRNO-LABEL: @hyp(
// ERRNO: %[[R:[0-9]+]] = intrinsic sqrt_f64(f64 %[[X:[0-9]+]])
// ERRNO-NEXT: %[[N:[0-9]+]] = cmp slt f64 %[[X]], zero
// ERRNO-NEXT: condbr %[[N]], .[[SLOW:LBB[0-9]+]], .[[JOIN:LBB[0-9]+]]
// ERRNO: .[[SLOW]]:
// ERRNO-NEXT: %[[C:[0-9]+]] = call f64 @sqrt(f64 %[[X]])
// ERRNO: .[[JOIN]]:
// ERRNO-NEXT: phi f64 [%[[R]], {{.*}}], [%[[C]], .[[SLOW]]]
// ERRNO-LABEL: @root_f(
// ERRNO: intrinsic sqrt_f32(
// ERRNO: call f32 @sqrtf(

// NOERRNO-LABEL: @hyp(
// NOERRNO-NOT: call
// NOERRNO: intrinsic sqrt_f64(
// NOERRNO-NOT: call
// NOERRNO: ret f64
// NOERRNO-LABEL: @root_f(
// NOERRNO-NOT: call
// NOERRNO: intrinsic sqrt_f32(

// CALL-NOT: intrinsic sqrt
// CALL: call f64 @sqrt(
// CALL-NOT: intrinsic sqrt
// CALL: call f32 @sqrtf(
// CALL-NOT: intrinsic sqrt

// OWN-LABEL: @hyp(
// OWN-NOT: intrinsic sqrt_f64
// OWN: ret f64
// OWN-LABEL: @root_f(
// OWN: intrinsic sqrt_f32(
