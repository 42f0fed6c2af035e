#!/usr/bin/env python3
"""Writes the intrinsics' execution tests tests/exec/simd_HEADER.c (docs/simd.md).

    tests/exec/gen-simd.py [GCC_INCLUDE_DIR]
    tests/exec/gen-expected.sh simd_mmx simd_sse ...   # then review the .expected files

Every intrinsic ilcc's headers (include/ilcc/*intrin.h) provide, function or macro, is
called from a test of its header with fixed inputs and its result printed: the names come
from ilcc's headers, the parameter types from gcc's (which declare every intrinsic as a
function), so the same program builds with gcc, whose output is the expected one. An
immediate parameter is tried with several constants; a pointer parameter reads a buffer of
fixed data or writes one that is printed after. Results print as hex bytes (integers) or
float bits (a NaN as "nan": its payload may differ between equally right computations).
The approximations (rcp, rsqrt) print whether they are within the documented error, as
those differ between processors.

Names that are in ilcc's headers but not gcc's are reported (and not tested).
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ILCC_INC = os.path.join(HERE, '..', '..', 'include', 'ilcc')

# header -> (test name, #pragma GCC target, extra headers)
HEADERS = [
    ('mmintrin.h', 'simd_mmx', None),
    ('xmmintrin.h', 'simd_sse', None),
    ('emmintrin.h', 'simd_sse2', None),
    ('pmmintrin.h', 'simd_sse3', 'sse3'),
    ('tmmintrin.h', 'simd_ssse3', 'ssse3'),
    ('smmintrin.h', 'simd_sse41', 'sse4.2'),
    ('popcntintrin.h', 'simd_popcnt', 'popcnt'),
    ('wmmintrin.h', 'simd_aes', 'aes,pclmul'),
    ('avxintrin.h', 'simd_avx', 'avx'),
    ('avx2intrin.h', 'simd_avx2', 'avx2'),
    ('bmiintrin.h', 'simd_bmi', 'bmi,bmi2,lzcnt'),
    ('bmi2intrin.h', 'simd_bmi', 'bmi,bmi2,lzcnt'),
    ('lzcntintrin.h', 'simd_bmi', 'bmi,bmi2,lzcnt'),
    ('x86intrin.h', 'simd_x86', 'sse4.2'),
]

# Not called by the generated tests: covered by simd_state.c (machine state, time) or
# with no defined result.
SKIP = {
    '_mm_malloc', '_mm_free', '_mm_setcsr', '_mm_getcsr', '_mm_empty', '_m_empty',
    '_rdtsc', '__rdtsc', '__rdtscp', '_rdtscp', '_xgetbv',
    '_mm_undefined_ps', '_mm_undefined_pd', '_mm_undefined_si128', '_mm256_undefined_ps',
    '_mm256_undefined_pd', '_mm256_undefined_si256', '_mm256_zeroupper', '_mm256_zeroall',
    '_MM_SET_EXCEPTION_STATE', '_MM_GET_EXCEPTION_STATE', '_MM_SET_EXCEPTION_MASK',
    '_MM_GET_EXCEPTION_MASK', '_MM_SET_ROUNDING_MODE', '_MM_GET_ROUNDING_MODE',
    '_MM_SET_FLUSH_ZERO_MODE', '_MM_GET_FLUSH_ZERO_MODE', '_MM_SET_DENORMALS_ZERO_MODE',
    '_MM_GET_DENORMALS_ZERO_MODE', '_MM_TRANSPOSE4_PS', '_MM_EXTRACT_FLOAT', '_MM_SHUFFLE',
    '_MM_SHUFFLE2', '_MM_MK_INSERTPS_NDX', '_mm_pause', '_mm_lfence', '_mm_mfence', '_mm_sfence',
}

# gcc (12) has no such intrinsic: simd_state.c tests them.
GCC_LACKS = {'_mulx_u32', '_mm_tzcnt_32', '_mm_tzcnt_64', '_bextr2_u32', '_bextr2_u64'}

VEC = {
    '__m64': (8, 'i'), '__m128': (16, 'f'), '__m128d': (16, 'd'), '__m128i': (16, 'i'),
    '__m256': (32, 'f'), '__m256d': (32, 'd'), '__m256i': (32, 'i'),
}
SCALAR = {
    'char': 'i', 'signed char': 'i', 'unsigned char': 'u', 'short': 'i', 'unsigned short': 'u',
    'int': 'i', 'unsigned int': 'u', 'unsigned': 'u', 'long long': 'i', 'unsigned long long': 'u',
    'long': 'i', 'unsigned long': 'u', '__int64': 'i', 'long long int': 'i',
    'unsigned long long int': 'u', 'float': 'f', 'double': 'd', 'size_t': 'u',
}
IMMS = [0, 1, 2, 3, 5, 8, 15, 16, 17, 0x1b, 0x31, 0x4e, 0x8d, 0xb1, 0xe4, 0xff]
COUNTS = [0, 1, 3, 7, 8, 15, 16, 31, 32, 63, 64, 200]
SIDD = [0x00, 0x01, 0x02, 0x03, 0x04, 0x08, 0x0c, 0x14, 0x18, 0x1c, 0x20, 0x30, 0x38, 0x40,
        0x44, 0x48, 0x4c, 0x70, 0x0d, 0x7c]
INTS = [[0x12345678, -7, 5, 300, 0x7fffffff], [-123456789, 99, 2, -1, 0]]
FLOATS = [[1.5, -2.25, 3.0e9, 0.75], [-0.5, 2.5, 7.0, -100.125]]


def norm_type(t):
    t = t.replace('const', ' ').replace('__restrict__', ' ').replace('volatile', ' ')
    t = re.sub(r'\s+', ' ', t).strip()
    t = re.sub(r'\s*\*\s*', '*', t)
    return t


def split_params(s):
    s = s.strip()
    if s in ('', 'void'):
        return []
    out = []
    for p in s.split(','):
        p = p.strip()
        m = re.match(r'(.*?)(\b__\w+|\b\w+)\s*$', p)
        ptr_const = 'const' in p
        t = norm_type(m.group(1) if m else p)
        out.append((t, ptr_const, p))
    return out


def gcc_signatures(inc):
    sigs, aliases = {}, {}
    attr = r'__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\)'
    pat = re.compile(r'(?:extern|static)\s+__inline(?:__)?\s+(.*?)\s*' + attr + r'\s*(\w+)\s*\(([^)]*)\)\s*\{', re.S)
    for fn in sorted(os.listdir(inc)):
        if not fn.endswith('.h'):
            continue
        text = open(os.path.join(inc, fn), errors='replace').read()
        for m in pat.finditer(text):
            ret, name, params = norm_type(m.group(1)), m.group(2), m.group(3)
            sigs.setdefault(name, (ret, split_params(params)))
        for m in re.finditer(r'^#define\s+(\w+)(?:\(([^)]*)\))?[\s\\]+\(?\s*(\w+)\b', text, re.M):
            arity = None if m.group(2) is None else len([a for a in m.group(2).split(',') if a.strip()])
            aliases.setdefault(m.group(1), (m.group(3), arity))
    return sigs, aliases


def ilcc_names(header):
    text = open(os.path.join(ILCC_INC, header)).read()
    names = []
    for m in re.finditer(r'^__ILCC_\w+\s+(?:[\w ]+?[\s*]+)(\w+)\s*\(', text, re.M):
        names.append(m.group(1))
    for m in re.finditer(r'^#define\s+(_\w+)', text, re.M):
        n = m.group(1)
        if n.startswith('__ILCC') or n.upper() == n or n.startswith('_SIDD') or n.startswith('_CMP'):
            continue
        names.append(n)
    seen, out = set(), []
    for n in names:
        if n not in seen:
            seen.add(n)
            out.append(n)
    return out


class Gen:
    def __init__(self, sigs, aliases, limits):
        self.sigs, self.aliases, self.limits = sigs, aliases, limits
        self.body = []
        self.calls = []
        self.missing = []

    def sig(self, name):
        # A macro of gcc's: the function it expands to, its first parameters the macro's.
        seen, arity = set(), None
        while name not in self.sigs and name in self.aliases and name not in seen:
            seen.add(name)
            name, a = self.aliases[name]
            if arity is None:
                arity = a
        sg = self.sigs.get(name)
        if sg and arity is not None and arity < len(sg[1]):
            sg = (sg[0], sg[1][:arity])
        return sg

    def imm_values(self, name, k, params):
        vals = self.imm_values1(name, k, params)
        if name in self.limits:
            lim = self.limits[name]
            vals = sorted(set(v for v in vals if v <= lim) | {lim})
        return vals

    def imm_values1(self, name, k, params):
        if re.search(r'_cmp_(ps|pd|ss|sd)$', name):
            return list(range(32))
        if 'round' in name:
            return [0, 1, 2, 3, 4, 8, 9, 10, 11, 12]
        if 'cmpistr' in name or 'cmpestr' in name:
            return SIDD
        if 'gather' in name:
            return [1, 2, 4, 8]
        if 'prefetch' in name:
            return [3]
        return IMMS

    def arg(self, name, t, ptr_const, s, k, pname):
        """A C expression for argument k of type t in data set s (None: not generated)."""
        if t in VEC:
            size, kind = VEC[t]
            off = (k * 40 + s * 136) % 256
            if 'gather' in name and ('index' in pname or 'idx' in pname or '__I' in pname.split()[-1:]):
                arr = 'g_idx64' if 'i64gather' in name else 'g_idx32'
                return '*(%s*)&%s[%d]' % (t + '_u', arr, 4 * s if arr == 'g_idx32' else 2 * s)
            if kind == 'f':
                return 'ldf_%d(%d)' % (size, 4 * ((k * 9 + s * 5) % 24))
            if kind == 'd':
                return 'ldd_%d(%d)' % (size, 8 * ((k * 5 + s * 3) % 12))
            if ('cmpistr' in name or 'cmpestr' in name) and s == 1:
                off = 256 + k * 16
            return 'ldi_%d(%d)' % (size, off)
        if t.endswith('*'):
            return None  # pointers are the caller's
        if t in SCALAR:
            kind = SCALAR[t]
            if kind in 'fd':
                return repr(FLOATS[s][k % 4])
            if re.search(r'(sll|srl|sra|slli|srli|srai|_rot|bzhi|bextr)', name) and k > 0:
                return None  # counts: the caller iterates COUNTS
            if 'cmpestr' in name:
                return str([16, 5, 7, 0, -3, 40][(k + 3 * s) % 6])
            v = INTS[s][k % 5]
            if t in ('char', 'signed char', 'unsigned char'):
                v &= 0xff
            elif t in ('short', 'unsigned short'):
                v &= 0xffff
            if kind == 'u' and v < 0:
                return '(%s)%d' % (t, v)
            return '(%s)%d' % (t, v)
        if t.startswith('enum'):
            return '(%s)3' % t
        return None

    def printer(self, ret, expr, label):
        if ret == 'void':
            return ['%s;' % expr]
        if ret in VEC:
            size, kind = VEC[ret]
            shower = {'i': 'showbytes', 'f': 'showf', 'd': 'showd'}[kind]
            return ['{ %s r = %s; %s(%s, &r, %d); }' % (ret, expr, shower, label, size)]
        if ret in SCALAR:
            kind = SCALAR[ret]
            if kind == 'f':
                return ['{ float r = %s; showf(%s, &r, 4); }' % (expr, label)]
            if kind == 'd':
                return ['{ double r = %s; showd(%s, &r, 8); }' % (expr, label)]
            return ['{ unsigned long long r = (unsigned long long)(%s)(%s); showi(%s, r); }' % (ret, expr, label)]
        return None

    def add(self, name):
        sg = self.sig(name)
        if not sg:
            self.missing.append(name)
            return
        ret, params = sg
        fn = 't%s' % name
        lines = ['static void %s(void) {' % fn]
        approx = 'rcp' in name or 'rsqrt' in name
        mmx = ret == '__m64' or any(t == '__m64' for t, _, _ in params)
        for s in range(2):
            # The combinations of immediates / counts for this set.
            combos = [[]]
            for k, (t, pc, pn) in enumerate(params):
                is_imm = ('const int' in pn or 'int const' in pn or 'const unsigned int' in pn) and not t.endswith('*')
                count = t in SCALAR and SCALAR[t] in 'iu' and self.arg(name, t, pc, s, k, pn) is None
                if is_imm:
                    vals = self.imm_values(name, k, params)
                    if s == 1 and len(vals) > 4 and vals is not SIDD and len(combos) == 1 and 'cmp_' not in name:
                        vals = vals[::3]
                elif count:
                    vals = COUNTS if s == 0 else COUNTS[::2]
                else:
                    vals = [None]
                combos = [c + [v] for c in combos for v in vals]
            for combo in combos:
                args, pre, post = [], [], []
                ok = True
                for k, (t, pc, pn) in enumerate(params):
                    if combo[k] is not None:
                        args.append(str(combo[k]))
                        continue
                    if t.endswith('*'):
                        base = t[:-1]
                        if pc and 'gather' not in name:
                            src = 'g_inf' if re.search(r'float|__m128$|__m256$|__m128_u$|__m256_u$', base) else \
                                'g_ind' if re.search(r'double|__m128d|__m256d', base) else 'g_in'
                            args.append('(%s)(%s + %d)' % (t.replace('*', ' const*') if not t.startswith('void') else 'const void*', src, 0))
                        elif 'gather' in name:
                            args.append('(%s)g_table' % t.replace('*', ' const*'))
                        else:
                            pre.append('memset(g_out, 0xcc, sizeof g_out);')
                            args.append('(%s)g_out' % t)
                            post.append('show_out(%s);' % '"%s[%d] out"' % (name, s))
                        continue
                    a = self.arg(name, t, pc, s, k, pn)
                    if a is None:
                        ok = False
                        break
                    args.append(a)
                if not ok:
                    self.missing.append(name + ' (argument types)')
                    return
                label = '"%s[%d%s]"' % (name, s, ''.join(',%s' % c for c in combo if c is not None))
                call = '%s(%s)' % (name, ', '.join(args))
                if approx and ret in VEC:
                    size, kind = VEC[ret]
                    src = args[-1]
                    p = ['{ %s x = %s, r = %s; show_approx(%s, &x, &r, %d, %d); }' % (ret, src, call, label, size // 4, 1 if name.endswith('_ss') else 0)]
                else:
                    p = self.printer(ret, call, label)
                if p is None:
                    self.missing.append(name + ' (result type %s)' % ret)
                    return
                lines += ['  ' + x for x in pre + p + post]
                if mmx:
                    lines.append('  _mm_empty();')
        lines.append('}')
        self.body.append('\n'.join(lines))
        self.calls.append(fn)


PRELUDE = r'''
#include <stdio.h>
#include <string.h>

/* Fixed data: bytes (a random half and a small-alphabet half for the string compares),
   floats and doubles (with zeros, infinities and a NaN), a gather table and indices. */
static const unsigned char g_in[512] __attribute__((aligned(64))) = {%(bytes)s};
static const float g_inf[64] __attribute__((aligned(64))) = {%(floats)s};
static const double g_ind[32] __attribute__((aligned(64))) = {%(doubles)s};
static const int g_table[64] __attribute__((aligned(64))) = {%(table)s};
static const int g_idx32[16] __attribute__((aligned(64))) = {1, 3, 2, 7, 0, 5, 6, 4, 3, 2, 7, 1, 5, 0, 4, 6};
static const long long g_idx64[8] __attribute__((aligned(64))) = {6, 3, 1, 0, 2, 5, 4, 7};
static unsigned char g_out[64] __attribute__((aligned(64)));

#define LD(T, N, SRC) static T ld##N(int off) { T r; memcpy(&r, (const char*)(SRC) + off, sizeof r); return r; }
'''

PRINTERS = r'''
static void showi(const char* what, unsigned long long x) { printf("%s: %llx\n", what, x); }
static void showbytes(const char* what, const void* p, int n) {
  const unsigned char* b = (const unsigned char*)p;
  printf("%s:", what);
  for (int i = 0; i < n; i++) printf("%s%02x", i % 4 ? "" : " ", b[i]);
  printf("\n");
}
static void show_out(const char* what) { showbytes(what, g_out, 64); }
static void showf(const char* what, const void* p, int n) {
  printf("%s:", what);
  for (int i = 0; i < n / 4; i++) {
    float f;
    unsigned u;
    memcpy(&f, (const char*)p + 4 * i, 4);
    memcpy(&u, &f, 4);
    if (f != f) printf(" nan");
    else printf(" %08x", u);
  }
  printf("\n");
}
static void showd(const char* what, const void* p, int n) {
  printf("%s:", what);
  for (int i = 0; i < n / 8; i++) {
    double d;
    unsigned long long u;
    memcpy(&d, (const char*)p + 8 * i, 8);
    memcpy(&u, &d, 8);
    if (d != d) printf(" nan");
    else printf(" %016llx", u);
  }
  printf("\n");
}
/* rcp/rsqrt: within 1.5 * 2^-12 relative error of the exact value (Intel's bound), the
   other elements (the _ss forms) exactly the first operand's. */
static void show_approx(const char* what, const void* x, const void* r, int n, int scalar) {
  printf("%s:", what);
  int rsq = strstr(what, "rsqrt") != 0;
  for (int i = 0; i < n; i++) {
    float a, b;
    memcpy(&a, (const char*)x + 4 * i, 4);
    memcpy(&b, (const char*)r + 4 * i, 4);
    if (scalar && i > 0) { printf(" -"); continue; }
    if (a != a || a > 1e30 || a < -1e30 || a == 0 || (rsq && a < 0)) { printf(" skip"); continue; }
    /* rcp: b*a - 1 is the relative error; rsqrt: b*b*a - 1 about twice it. */
    double err = rsq ? (double)b * b * a - 1 : (double)b * a - 1;
    double bound = rsq ? 0.00075 : 0.00037;
    printf(" %s", err < bound && err > -bound ? "ok" : "BAD");
  }
  printf("\n");
}
'''


def lcg_bytes(n, seed):
    x, out = seed, []
    for _ in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & (2**64 - 1)
        out.append((x >> 33) & 0xff)
    return out


def main():
    inc = sys.argv[1] if len(sys.argv) > 1 else subprocess.check_output(['gcc', '-print-file-name=include'], text=True).strip()
    sigs, aliases = gcc_signatures(inc)
    rnd = lcg_bytes(256, 12345)
    alpha = [b'abcA\0\x80\xffz'[v % 8] for v in lcg_bytes(256, 777)]
    for i in range(0, 256, 32):  # some 16-bit zeros for the word forms
        alpha[i + 20] = alpha[i + 21] = 0
    fl = ['1.5f', '-2.25f', '0.0f', '-0.0f', '3.0e9f', '-7.75f', '100.125f', '0.5f', '2.5f', '-2.5f', '65536.75f',
          '-1e-3f', '123456.789f', '3.5f', '-3.5f', '1e38f', '__builtin_inff()', '-1.0f', '7.0f', '0.1f', '-65.0f',
          '2147483648.0f', '-2147483904.0f', '__builtin_nanf("")']
    fl = (fl * 3)[:64]
    db = ['1.5', '-2.25', '0.0', '-0.0', '3.0e9', '-7.75', '100.125', '0.5', '2.5', '-2.5', '1e300', '__builtin_nan("")',
          '-1e-3', '9.007199254740993e15', '-3.5', '__builtin_inf()']
    db = (db * 2)[:32]
    table = [str((i * 2654435761) % 100000 - 50000) for i in range(64)]
    fmt = {'bytes': ', '.join(str(b) for b in rnd + alpha), 'floats': ', '.join(fl), 'doubles': ', '.join(db),
           'table': ', '.join(table)}
    groups = {}
    for header, test, pragma in HEADERS:
        groups.setdefault(test, (pragma, []))[1].append(header)
    report = []
    for test, (pragma, headers) in groups.items():
        limits = {}
        for attempt in range(8):
            g = Gen(sigs, aliases, limits)
            for h in headers:
                for n in ilcc_names(h):
                    if n not in SKIP and n not in GCC_LACKS:
                        g.add(n)
            src = source(g, test, pragma, headers, fmt)
            if not fix_limits(src, limits):
                break
        with open(os.path.join(HERE, test + '.c'), 'w') as f:
            f.write(src)
        report.append('%s: %d intrinsics' % (test, len(g.calls)))
        for m in g.missing:
            report.append('  not tested: %s' % m)
    print('\n'.join(report))


def fix_limits(src, limits):
    """Compiles src with gcc; the immediates it finds out of range limit their intrinsic's
    values (limits: name -> the largest). Whether anything changed."""
    r = subprocess.run(['gcc', '-w', '-O0', '-c', '-o', '/dev/null', '-x', 'c', '-'], input=src, text=True, capture_output=True)
    if r.returncode == 0:
        return False
    lines = src.split('\n')
    changed = False
    for m in re.finditer(r'^<stdin>:(\d+):\d+: error: (.*)$', r.stderr, re.M):
        ln, msg = int(m.group(1)), m.group(2)
        fn = None
        for i in range(ln - 1, -1, -1):
            f = re.match(r'static void t(\w+)\(void\)', lines[i])
            if f:
                fn = f.group(1)
                break
        lim = None
        x = re.search(r'range \[0, (\d+)\]', msg)
        if x:
            lim = int(x.group(1))
        x = re.search(r'(\d+)-bit immediate', msg)
        if x:
            lim = (1 << int(x.group(1))) - 1
        if fn is None or lim is None:
            sys.exit('gen-simd.py: gcc: line %d: %s' % (ln, msg))
        if limits.get(fn) != lim:
            limits[fn] = lim
            changed = True
    if not changed:
        sys.exit('gen-simd.py: gcc rejects the test:\n' + r.stderr[:3000])
    return changed


def source(g, test, pragma, headers, fmt):
    if True:
        out = ['/* %s.c — generated by tests/exec/gen-simd.py: every intrinsic of ilcc\'s %s,' % (test, ', '.join('<%s>' % h for h in headers)),
               '   called with fixed inputs and its result printed (docs/simd.md). */']
        if pragma:
            out.append('#pragma GCC target("%s")' % pragma)
        out.append('#include <x86intrin.h>' if test == 'simd_x86' else '#include <immintrin.h>')
        out.append(PRELUDE % fmt)
        for size in (8, 16, 32):
            out.append('LD(%s, i_%d, g_in)' % ({8: '__m64', 16: '__m128i', 32: '__m256i'}[size], size))
        if test not in ('simd_mmx', 'simd_bmi', 'simd_popcnt'):
            out += ['LD(__m128, f_16, g_inf)', 'LD(__m128d, d_16, g_ind)']
        if test in ('simd_avx', 'simd_avx2', 'simd_x86'):
            out += ['LD(__m256, f_32, g_inf)', 'LD(__m256d, d_32, g_ind)']
        out.append(PRINTERS)
        out += g.body
        out.append('\nint main(void) {')
        out += ['  %s();' % c for c in g.calls]
        out.append('  return 0;\n}')
        return '\n'.join(out) + '\n'


main()
