#!/usr/bin/env python3
"""Writes OUT.ir and OUT.c: a self-checking test of division by constants (divconst).

OUT.ir has, for signed and unsigned division, each width 8 16 32 64 and each divisor d of
a list (1..256, a sample up to 1000, powers of two, the extremes, 641, 1e9+7, 0x7fffffff,
0x80000001, UINT64_MAX/3, ... truncated to the width, negated for the signed operations),
a function chk(x, y) that returns 1 when x % d, x / d or (x % d == 0) differs from the
same with y: the constant divisions are rewritten by the optimizer (the quotient of the
remainder serves the division; the remainder only compared with 0 may become a mask), the
run-time ones are not. OUT.c calls each
with y = d for every dividend of a list: every 8-bit value, and for wider types 0, +-1,
the extremes, the multiples of d nearest them, small multiples +-1, and pseudo-random
values. It prints the number of checks and of failures, and each failure.
Usage: divconst_gen.py OUT   (writes OUT.ir and OUT.c)
"""
import sys

out = sys.argv[1]
WIDTHS = [8, 16, 32, 64]


def divisors(n, signed):
    mask = (1 << n) - 1
    ds = set(range(1, 257)) | set(range(257, 1001, 7))
    ds |= {1 << k for k in range(n)}
    ds |= {641, 1000000007, 0x7FFFFFFF, 0x80000001, 0xFFFFFFFFFFFFFFFF // 3, 0xFFFFFFFFFFFFFFFF // 10,
           6700417, 86400, 10**18 + 9, mask, mask - 1, mask >> 1, (mask >> 1) - 1, (mask >> 1) + 1,
           (mask >> 1) + 2, mask // 3, mask // 7, mask // 1000}
    out = set()
    for d in ds:
        d &= mask
        if d == 0:
            continue
        if signed:
            s = d - (1 << n) if d >> (n - 1) else d
            out.add(s)
            if s != -(1 << (n - 1)):
                out.add(-s)
        else:
            out.add(d)
    return sorted(out)


def tname(n, signed):
    return ("i" if signed else "u") + str(n)


def ctype(n, signed):
    base = {8: "char", 16: "short", 32: "int", 64: "long long"}[n]
    return ("signed " if signed else "unsigned ") + base


ir = []
c = ['#include <stdio.h>', '#include <limits.h>', '']
tables = []
for n in WIDTHS:
    for signed in (True, False):
        t = tname(n, signed)
        ct = ctype(n, signed)
        entries = []
        div, rem = ("sdiv", "srem") if signed else ("udiv", "urem")
        for d in divisors(n, signed):
            # The remainder first (its quotient then serves the division), and a second
            # remainder only tested against 0.
            name = "chk_%s_%s" % (t, str(d).replace("-", "m"))
            b = len(ir)
            ir.append("define i32 @%s(%s %%0, %s %%1) {\n.LBB%d:\n"
                      "  %%2 = %s %s %%0, %d\n  %%3 = %s %s %%0, %d\n"
                      "  %%4 = %s %s %%0, %%1\n  %%5 = %s %s %%0, %%1\n"
                      "  %%6 = cmp ne %s %%2, %%5\n  %%7 = cmp ne %s %%3, %%4\n"
                      "  %%8 = %s %s %%0, %d\n  %%9 = cmp eq %s %%8, 0\n  %%10 = cmp eq %s %%5, 0\n"
                      "  %%11 = cmp ne i8 %%9, %%10\n  %%12 = or i8 %%6, %%7\n  %%13 = or i8 %%12, %%11\n"
                      "  %%14 = cast i8 %%13 to i32\n  ret i32 %%14\n}\n"
                      % (name, t, t, b, rem, t, d, div, t, d, div, t, rem, t, t, t, rem, t, d, t, t))
            c.append("int %s(%s, %s);" % (name, ct, ct))
            entries.append((name, d))
        tab = "tab_%s" % t
        c.append("static const struct { int (*f)(%s, %s); %s d; const char *name; } %s[] = {" % (ct, ct, ct, tab))
        for name, d in entries:
            lit = ("%dLL" % d if d != -(1 << 63) else "LLONG_MIN") if signed else "%dULL" % d
            c.append('  {%s, (%s)%s, "%s"},' % (name, ct, lit, name))
        c.append("};")
        tables.append((n, signed, t, ct, tab))

c.append(r'''
static unsigned long long checks, failures;
static unsigned long long rng = 88172645463325252ULL;
static unsigned long long next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}
static void fail(const char *name, long long x) {
  if (++failures <= 20) printf("FAIL %s x=%lld\n", name, x);
}
''')
for n, signed, t, ct, tab in tables:
    mask = "0x%xULL" % ((1 << n) - 1)
    c.append("static void run_%s(void) {" % t)
    c.append("  for (unsigned i = 0; i < sizeof %s / sizeof %s[0]; ++i) {" % (tab, tab))
    c.append("    %s d = %s[i].d;" % (ct, tab))
    c.append("    unsigned long long xs[64 + 256];\n    int nx = 0;")
    if n == 8:
        c.append("    for (int v = 0; v < 256; ++v) xs[nx++] = (unsigned long long)v;")
    else:
        c.append("    unsigned long long m = %s, h = m >> 1, ud = (unsigned long long)d & m;" % mask)
        c.append("    unsigned long long base[] = {0, 1, 2, m, m - 1, h, h + 1, h - 1, h + 2, ud, ud - 1, ud + 1,")
        c.append("      (0 - ud) & m, (1 - ud) & m, (0 - 2 * ud) & m, 2 * ud, 2 * ud - 1, 3 * ud + 1};")
        c.append("    for (unsigned k = 0; k < sizeof base / sizeof base[0]; ++k) xs[nx++] = base[k];")
        c.append("    for (unsigned long long top = 0; top < 2; ++top) {")
        c.append("      unsigned long long lim = top ? m : h, q = ud ? lim / ud : 0;")
        c.append("      for (int k = 0; k < 3; ++k) for (int o = -1; o <= 1; ++o) xs[nx++] = (q - k) * ud + o;")
        c.append("    }")
        c.append("    for (int k = 0; k < 12; ++k) { unsigned long long r = next() >> (next() %% %d); xs[nx++] = r; xs[nx++] = ud ? r / ud * ud : r; xs[nx++] = ud ? r / ud * ud - 1 : r; }" % n)
    c.append("    for (int k = 0; k < nx; ++k) {")
    c.append("      %s x = (%s)xs[k];" % (ct, ct))
    if signed:
        # INT_MIN / -1 traps for the run-time division as it would for the constant one.
        c.append("      if (d == -1 && x < 0 && x == (%s)(1ULL << %d)) continue;" % (ct, n - 1))
    c.append("      ++checks;")
    c.append("      if (%s[i].f(x, d)) fail(%s[i].name, (long long)x);" % (tab, tab))
    c.append("    }\n  }\n}")
c.append("int main(void) {")
for n, signed, t, ct, tab in tables:
    c.append("  run_%s();" % t)
c.append('  printf("divconst: %llu checks, %llu failures\\n", checks, failures);')
c.append("  return failures != 0;\n}")

with open(out + ".ir", "w") as f:
    f.write("\n".join(ir))
with open(out + ".c", "w") as f:
    f.write("\n".join(c) + "\n")
