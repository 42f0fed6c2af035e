// An empty compound literal of vector type is zero-initialized, and a call taking it is
// not dropped (the empty initializer was once taken for a failed one).
// RUN: ilcc -finterpret %s
// RUN: ilcc -S -emit-ir %s -o - | FileCheck %s
// CHECK: call i32 @take(
typedef unsigned long long V64 __attribute__((vector_size(32)));
__attribute__((noinline)) int take(V64 v) { return (int)(v[0] + v[1] + v[2] + v[3]); }
int main(void) {
  if (take((V64){}) != 0) __builtin_abort();
  V64 z = (V64){};
  return (int)z[3];
}
