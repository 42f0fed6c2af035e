// A file-scope constant defined before the functions that read it is read from its
// initializer (gvn), and a float constant converted to int folds (constfold): gcc's
// 20030216-1 expects `(int) one != 1` gone under __OPTIMIZE__. So is one defined after its
// reader (the optimizer finishes functions when the unit is complete); a non-const global
// and an out-of-range conversion stay.
// RUN: ilcc -O1 -S -emit-ir %s -o - | FileCheck %s
const double one = 1.0;
const double big = 1e30;
double var = 1.0;
extern const double later;

int as_int(void) { return (int)one; }
int too_big(void) { return (int)big; }
int variable(void) { return (int)var; }
int defined_later(void) { return (int)later; }
const double later = 2.0;

// CHECK-LABEL: define {{.*}}@as_int(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret i32 1
// CHECK-LABEL: define {{.*}}@too_big(
// CHECK: cast f64 1e+30 to i32
// CHECK-LABEL: define {{.*}}@variable(
// CHECK: load f64
// CHECK-LABEL: define {{.*}}@defined_later(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret i32 2
