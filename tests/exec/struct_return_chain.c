#include <stdio.h>
typedef struct { int x, y, z; } V3;
typedef struct { double m[2][2]; } M2;
static V3 v3(int x, int y, int z) { return (V3){x, y, z}; }
static V3 add(V3 a, V3 b) { return v3(a.x + b.x, a.y + b.y, a.z + b.z); }
static V3 scale(V3 a, int k) { return v3(a.x * k, a.y * k, a.z * k); }
static M2 mm(M2 a, M2 b) { M2 r; for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) r.m[i][j] = a.m[i][0] * b.m[0][j] + a.m[i][1] * b.m[1][j]; return r; }
int main(void) {
  V3 r = add(scale(v3(1, 2, 3), 2), add(v3(1, 1, 1), v3(-1, 0, 5)));
  printf("%d %d %d\n", r.x, r.y, r.z);
  printf("%d\n", add(r, r).z);
  M2 f = {{{1, 1}, {1, 0}}}, p = f; for (int i = 0; i < 30; i++) p = mm(p, f); printf("%.0f %.0f\n", p.m[0][0], p.m[0][1]);
  return 0;
}
