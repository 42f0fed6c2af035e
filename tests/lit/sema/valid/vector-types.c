// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// GNU vector types (vector_size): declarations, element-wise arithmetic, subscripts, scalars splatted.
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
_Static_assert(sizeof(v4si) == 16, "");
v4si add(v4si a, v4si b) { return a + b; }
v4si scale(v4si a, int k) { return a * k; }
int lane(v4si a, int i) { return a[i]; }
v4sf mix(v4sf x) {
  v4sf y = { 1.0f, 2.0f, 3.0f, 4.0f };
  return x * y - 0.5f;
}
v4si compare(v4si a, v4si b) { return a < b; }
v4si init = { 1, 2, 3, 4 };
