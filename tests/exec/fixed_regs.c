// Operands that x86-64 wants in fixed registers (shift counts in %cl, dividends in
// rdx:rax, memcpy/memset, cmpxchg's expected value in %rax, %al for variadic calls,
// return registers), each coming from memory, masked, truncated or through a folded
// address: a count loaded and masked must still reach %cl (zstd's HUF_mergeIndex1).
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define NI __attribute__((noinline))

typedef unsigned long u64;
typedef unsigned int u32;

/* ---- shift counts ---- */
NI u64 shr_ff(u64 c, const u64 *p) { return c >> (*p & 0xFF); }
NI u64 shr_3f(u64 c, const u64 *p) { return c >> (*p & 0x3F); }
NI u64 shr_7f(u64 c, const u64 *p) { return c >> (*p & 0x7F); }
NI u64 shr_mod(u64 c, const u64 *p) { return c >> (*p % 256); }
NI u64 shl_ff(u64 c, const u64 *p) { return c << (*p & 0xFF); }
NI long sar_ff(long c, const long *p) { return c >> (*p & 0xFF); }
NI u32 shr32_ff(u32 c, const u32 *p) { return c >> (*p & 0xFF); }
NI u32 shr32_1f(u32 c, const u32 *p) { return c >> (*p & 0x1F); }
NI int sar32_ff(int c, const int *p) { return c >> (*p & 0xFF); }
NI u32 shl32_mod(u32 c, const u32 *p) { return c << (*p % 32); }
NI unsigned short shr16(unsigned short c, const u32 *p) { return (unsigned short)(c >> (*p & 0x0F)); }
NI unsigned char shl8(unsigned char c, const u32 *p) { return (unsigned char)(c << (*p & 0x07)); }
NI u64 bts_ff(const u64 *p) { return 1UL << (*p & 0xFF); }
NI u32 bts32_ff(const u32 *p) { return 1U << (*p & 0xFF); }
NI u64 count_from_char(u64 c, const unsigned char *p) { return c >> (*p & 0x3F); }
NI u64 count_from_trunc(u64 c, const u64 *p) { return c >> (int)(*p & 0x3F); }
NI u64 rotl(u64 c, const u64 *p) { u64 n = *p & 63; return n ? (c << n) | (c >> (64 - n)) : c; }
NI u64 shift_by_load_sum(u64 c, const u64 *p) { return c >> ((p[0] + p[1]) & 0xFF); }
NI u64 shift_by_load_xor(u64 c, const u64 *p) { return c >> ((p[0] ^ p[1]) & 0x3F); }
NI u64 shift_mem_count(u64 c, const u64 *p, long i) { return c >> (p[i] & 0xFF); }

typedef struct { u64 container[2]; u64 pos[2]; } Stream;
NI void merge(Stream *s) {
  s->container[0] >>= (s->pos[1] & 0xFF);
  s->container[0] |= s->container[1];
  s->pos[0] += s->pos[1];
}
NI void shift_in_place(u64 *c, const u64 *p) { *c >>= (*p & 0xFF); }
NI void shl_in_place32(u32 *c, const u32 *p) { *c <<= (*p & 0x1F); }

/* ---- division (rdx:rax) ---- */
NI long sdiv_mem(const long *a, const long *b) { return *a / *b; }
NI long srem_mem(const long *a, const long *b) { return *a % *b; }
NI u64 udiv_mem(const u64 *a, const u64 *b) { return *a / *b; }
NI u64 urem_mem(const u64 *a, const u64 *b) { return *a % *b; }
NI int sdiv32_mem(const int *a, const int *b) { return *a / *b; }
NI u32 urem32_mem(const u32 *a, const u32 *b) { return *a % *b; }
NI u64 udiv_masked(const u64 *a, const u64 *b) { return (*a & 0xFFFF) / ((*b & 0xFF) | 1); }
NI long sdiv_sum(const long *a, const long *b) { return (a[0] + a[1]) / (b[0] - b[1]); }
NI void div_in_place(u64 *a, const u64 *b) { *a /= (*b & 0xFF) | 1; }
NI void rem_in_place(int *a, const int *b) { *a %= *b; }
NI u64 div_both(const u64 *a, u64 *rem) { u64 q = a[0] / a[1]; *rem = a[0] % a[1]; return q; }

/* ---- multiplication ---- */
NI u64 mulhi(const u64 *a, const u64 *b) { return (u64)(((unsigned __int128)*a * *b) >> 64); }
NI long smulhi(const long *a, const long *b) { return (long)(((__int128)*a * *b) >> 64); }
NI u64 mul_masked(const u64 *a, const u64 *b) { return (*a & 0xFFFFFF) * (*b & 0xFFFFFF); }
NI unsigned char mul8(const unsigned char *a, const unsigned char *b) { return (unsigned char)(*a * *b); }

/* ---- 128-bit ---- */
NI unsigned __int128 shl128(unsigned __int128 x, const u64 *p) { return x << (*p & 0x7F); }
NI __int128 sar128(__int128 x, const u64 *p) { return x >> (*p & 0x7F); }
NI unsigned __int128 udiv128(const unsigned __int128 *a, const unsigned __int128 *b) { return *a / *b; }

/* ---- memory blocks (rep movs / stos, libcalls) ---- */
NI void copy_n(char *d, const char *const *s, const u64 *n) { memcpy(d, *s, *n & 0xFF); }
NI void set_n(char *d, const int *c, const u64 *n) { memset(d, *c & 0xFF, *n & 0x3F); }
typedef struct { char b[200]; } Big;
NI void copy_big(Big *const *d, Big *const *s) { **d = **s; }
NI void zero_big(Big *const *d) { memset(*d, 0, sizeof(Big)); }

/* ---- compare and swap (%rax) ---- */
NI int cas(long *p, const long *expect, const long *want) {
  long e = *expect & 0xFFFF;
  return __atomic_compare_exchange_n(p, &e, *want & 0xFF, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
NI long cas_val(long *p, const long *expect, const long *want) {
  return __sync_val_compare_and_swap(p, *expect & 0xFFFF, *want & 0xFF);
}
NI int cas32(int *p, const int *expect, const int *want) { return __sync_bool_compare_and_swap(p, *expect, *want); }
NI long xadd(long *p, const long *v) { return __atomic_fetch_add(p, *v & 0xFF, __ATOMIC_SEQ_CST); }
NI long xchg(long *p, const long *v) { return __atomic_exchange_n(p, *v & 0xFF, __ATOMIC_SEQ_CST); }

/* ---- variadic calls (%al) and return registers ---- */
NI void print_loaded(const double *d, const u64 *n) { printf("%g %lu %g\n", d[0], *n & 0xFF, d[1] * 2); }
NI u64 ret_masked(const u64 *p) { return *p & 0xFF; }
NI double ret_double(const double *p, long i) { return p[i]; }
NI unsigned __int128 ret128(const unsigned __int128 *p) { return *p; }
typedef struct { long a, b; } Pair;
NI Pair ret_pair(const Pair *p) { return *p; }
NI Big ret_big(Big *const *p) { return **p; }

/* ---- addresses whose displacement does not fit 32 bits ---- */
NI int far_load(uintptr_t a) { return ((const char *)a)[0x10000000000L - 1]; }
NI long far_index(uintptr_t a, long i) { return ((const long *)a)[i + 0x2000000000L]; }
NI void far_store(uintptr_t a, int v) { ((char *)a)[0x10000000000L + 3] = (char)v; }
NI u64 far_shift(u64 c, uintptr_t a) { return c >> (((const u64 *)a)[0x1000000000L] & 0xFF); }

int main(void) {
  u64 big = 0xF0E1D2C3B4A59687UL;
  u64 counts[] = {0, 1, 5, 31, 32, 63, 0x13F, 0x1FF00 + 7, 0xFFFFFFFFFFFFFF3CUL};
  for (unsigned k = 0; k < sizeof counts / sizeof *counts; ++k) {
    u64 n = counts[k], n6 = n & 63;
    u32 n32 = (u32)n & 31, c32 = (u32)n;
    long sn = (long)n6;
    printf("n=%lu: %lx %lx %lx %lx %lx %lx", n, shr_ff(big, &n6), shr_3f(big, &n), shr_7f(big, &n6),
           shr_mod(big, &n6), shl_ff(big, &n6), sar_ff(-12345678901L, &sn));
    printf(" %x %x %d %x", shr32_ff(0x87654321u, &n32), shr32_1f(0x87654321u, &c32), sar32_ff(-123456, (int *)&n32),
           shl32_mod(0x87654321u, &c32));
    u32 n4 = (u32)n & 15, n3 = (u32)n & 7;
    printf(" %x %x %lx %x %lx %lx %lx", shr16(0xBEEF, &n4), shl8(0xA5, &n3), bts_ff(&n6), bts32_ff(&n32),
           count_from_trunc(big, &n), rotl(big, &n), shift_mem_count(big, counts, k));
    unsigned char ch = (unsigned char)n;
    u64 two[2] = {n, 3};
    printf(" %lx %lx %lx\n", count_from_char(big, &ch), shift_by_load_sum(big, (u64[]){n6 / 2, n6 - n6 / 2}),
           shift_by_load_xor(big, two));
    Stream s = {{big, 0x5}, {3, n6 | 0xAB00}};
    merge(&s);
    u64 c = big;
    shift_in_place(&c, &n6);
    u32 c2 = 0x12345678;
    shl_in_place32(&c2, &c32);
    printf("  merge %lx %lx in place %lx %x\n", s.container[0], s.pos[0], c, c2);
  }
  long as[] = {1000000007L, -99999999999L, 77, -5};
  long bs[] = {3, -7, 100, 13};
  for (unsigned k = 0; k < 4; ++k) {
    u64 ua = (u64)as[k], ub = (u64)bs[k] | 1;
    int a32 = (int)as[k], b32 = (int)bs[k];
    u32 ua32 = (u32)as[k], ub32 = (u32)bs[k] | 1;
    printf("div %ld %ld %lu %lu %d %u %lu %ld", sdiv_mem(&as[k], &bs[k]), srem_mem(&as[k], &bs[k]), udiv_mem(&ua, &ub),
           urem_mem(&ua, &ub), sdiv32_mem(&a32, &b32), urem32_mem(&ua32, &ub32), udiv_masked(&ua, &ub),
           sdiv_sum((long[]){as[k], 5}, (long[]){bs[k], bs[k] + 1}));
    u64 d = ua;
    div_in_place(&d, &ub);
    int r = a32;
    rem_in_place(&r, &b32);
    u64 rem, q = div_both((u64[]){ua, ub}, &rem);
    printf(" %lu %d %lu %lu\n", d, r, q, rem);
    printf("mul %lx %lx %lx %x\n", mulhi(&ua, &big), smulhi(&as[k], &bs[k]), mul_masked(&ua, &big),
           mul8(&(unsigned char){(unsigned char)ua}, &(unsigned char){(unsigned char)ub}));
    unsigned __int128 x = ((unsigned __int128)ua << 64) | big, y = ub;
    u64 n = (u64)as[k] * 37;
    unsigned __int128 sl = shl128(x, &n), q128 = udiv128(&x, &y);
    __int128 sr = sar128((__int128)x, &n);
    printf("i128 %lx %lx %lx %lx %lx\n", (u64)(sl >> 64), (u64)sl, (u64)(sr >> 64), (u64)q128, (u64)(q128 >> 64));
  }
  char src[256], dst[256];
  for (int i = 0; i < 256; ++i) src[i] = (char)(i * 7 + 1);
  const char *sp = src;
  u64 len = 0x1234;
  memset(dst, 0, sizeof dst);
  copy_n(dst, &sp, &len);
  int fill = 0x3AB;
  u64 len2 = 0x7F;
  set_n(dst + 100, &fill, &len2);
  unsigned sum = 0;
  for (int i = 0; i < 256; ++i) sum = sum * 31 + (unsigned char)dst[i];
  Big b1, b2;
  for (int i = 0; i < 200; ++i) b1.b[i] = (char)(i ^ 0x5A);
  Big *p1 = &b1, *p2 = &b2;
  copy_big(&p2, &p1);
  unsigned sum2 = 0;
  for (int i = 0; i < 200; ++i) sum2 = sum2 * 31 + (unsigned char)b2.b[i];
  zero_big(&p2);
  printf("mem %u %u %d\n", sum, sum2, b2.b[7] + b2.b[199]);
  long word = 0x1234, e = 0x51234, w = 0x7799;
  int ok1 = cas(&word, &e, &w);
  long after1 = word;
  long old = cas_val(&word, &(long){0x99}, &(long){0x1AA});
  int i32 = 5, e32 = 5, w32 = 9;
  int ok3 = cas32(&i32, &e32, &w32);
  long xa = xadd(&word, &(long){0x101});
  long xc = xchg(&word, &(long){0x3FF});
  printf("cas %d %lx %lx %lx %d %d %lx %lx %lx\n", ok1, after1, old, word, ok3, i32, xa, xc, word);
  double dd[] = {1.5, -2.25};
  u64 nn = 0x1FF;
  print_loaded(dd, &nn);
  unsigned __int128 v128 = ((unsigned __int128)0x1122334455667788UL << 64) | 0x99AABBCCDDEEFF00UL;
  unsigned __int128 r128 = ret128(&v128);
  Pair pr = ret_pair(&(Pair){-3, 44});
  Big rb = ret_big(&p1);
  printf("ret %lx %g %lx %lx %ld %ld %d\n", ret_masked(&nn), ret_double(dd, 1), (u64)(r128 >> 64), (u64)r128, pr.a, pr.b,
         rb.b[150]);
  char far[16] = "abcdefghijklmno";
  u64 words[2] = {0x17, 0};
  uintptr_t base = (uintptr_t)far - 0x10000000000L;
  far_store(base, 'Z');
  printf("far %c %ld %lx %s\n", far_load(base + 1), far_index((uintptr_t)words - 0x2000000000L * 8, 0),
         far_shift(big, (uintptr_t)words - 0x1000000000L * 8), far);
  return 0;
}
