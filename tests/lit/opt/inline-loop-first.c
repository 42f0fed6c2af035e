// The growth budget goes to calls in loops first, then to smaller callees: here the calls
// before the loop would take the whole budget in block order, and the loop's calls, run
// many times, would stay calls (zstd's sequence encoder and its bit-stream helpers).
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
static inline unsigned mix(unsigned *s, unsigned x) {
  unsigned a = s[0], b = s[1], c = s[2], d = s[3];
  a += x; b ^= a; c += b << 3; d ^= c >> 5;
  a = a * 31 + d; b = b * 17 + a; c = c * 13 + b; d = d * 7 + c;
  a ^= b >> 2; b ^= c << 1; c ^= d >> 3; d ^= a << 4;
  a += c; b += d; c += a; d += b;
  s[0] = a; s[1] = b; s[2] = c; s[3] = d;
  return a ^ b ^ c ^ d;
}
// The last calls before the loop stay calls; the loop's block calls nothing.
// CHECK-LABEL: define {{.*}}@run(
// CHECK: call u32 @mix(ptr %0, u32 14)
// CHECK: condbr
// CHECK-NEXT: .LBB[[LOOP:[0-9]+]]:
// CHECK-NOT: call
// CHECK: condbr {{.*}}, .LBB[[LOOP]],
unsigned run(unsigned *s, const unsigned *v, unsigned n) {
  unsigned h = 0;
  h += mix(s, 1); h += mix(s, 2); h += mix(s, 3); h += mix(s, 4); h += mix(s, 5);
  h += mix(s, 6); h += mix(s, 7); h += mix(s, 8); h += mix(s, 9); h += mix(s, 10);
  h += mix(s, 11); h += mix(s, 12); h += mix(s, 13); h += mix(s, 14);
  for (unsigned i = 0; i < n; ++i) h += mix(s, v[i]);
  return h;
}
