#!/usr/bin/env python3
"""Generates a large, realistic-looking C translation unit for the compile-time benchmarks.

    python3 bench/gen_large_tu.py [MODULES] [SEED] [--extern] > large.c   (defaults: 400, 1)

The file is made of MODULES "modules", each a group of about 15 different functions
around its own struct and enum types: constructors with malloc and snprintf, linked lists,
switch-based state machines, string scanning and tokenizing, numeric loops over arrays,
function-pointer tables, qsort comparators, bit manipulation, recursion, error cleanup with
goto, small static inline helpers. Names, field sets, constants, expression shapes and
statement orders are drawn from a seeded random generator, so no two functions are the
same and the output is reproducible. With the default 400 modules the file has about 110k
lines after preprocessing (stdio.h, stdlib.h, string.h included). main() calls each
module's entry point and prints a checksum, so the program also runs.
With --extern the same file is written with its function definitions external instead of
static (static inline helpers and static data stay), for measuring the cost of deferring
static functions until the end of the translation unit.
"""
import random
import re
import sys

WORDS = ("alpha beta gamma delta omega sigma kappa theta node item entry record buffer "
         "packet frame chunk slot page block cell token symbol field value key index "
         "count total limit offset length width height depth level score weight cost "
         "rate flag mode state phase kind tag name label path host port user group").split()
FIELD_TYPES = ["int", "unsigned", "long", "short", "unsigned char", "double", "float",
               "unsigned long", "int", "int", "long"]


class Gen:
    def __init__(self, rnd, m):
        self.r = rnd
        self.m = m
        self.out = []
        self.p = "m%d_%s" % (m, rnd.choice(WORDS))

    def emit(self, s=""):
        self.out.append(s)

    def ident(self):
        return self.r.choice(WORDS) + "_" + self.r.choice(WORDS)

    def expr(self, vars_, depth=0):
        """A random unsigned arithmetic expression over vars_ (well defined: unsigned)."""
        r = self.r
        if depth > 2 or r.random() < 0.3:
            if r.random() < 0.6 and vars_:
                return "(unsigned)" + r.choice(vars_)
            return "%du" % r.randint(1, 977)
        op = r.choice(["+", "-", "*", "^", "&", "|", "<<", ">>", "/", "%", "?:"])
        a, b = self.expr(vars_, depth + 1), self.expr(vars_, depth + 1)
        if op in ("<<", ">>"):
            return "(%s %s (%d))" % (a, op, r.randint(0, 7))
        if op in ("/", "%"):
            return "(%s %s ((%s) | 1u))" % (a, op, b)
        if op == "?:":
            return "(%s > %s ? %s : %s)" % (a, b, b, a)
        return "(%s %s %s)" % (a, op, b)

    def module(self):
        r, p = self.r, self.p
        nstates = r.randint(4, 9)
        states = ["%s_%s" % (p.upper(), w.upper()) for w in r.sample(WORDS, nstates)]
        self.emit("/* ---- module %d: %s ---- */" % (self.m, p))
        self.emit("enum %s_state {" % p)
        for i, s in enumerate(states):
            self.emit("  %s%s," % (s, " = %d" % (i * 10 + r.randint(0, 9)) if i and r.random() < 0.2 else ""))
        self.emit("};")
        nf = r.randint(3, 7)
        fields = []
        for w in r.sample([w for w in WORDS if w not in ("name", "state")], nf):
            fields.append((r.choice(FIELD_TYPES), w))
        nums = [f for t, f in fields if t not in ("double", "float")]
        flts = [f for t, f in fields if t in ("double", "float")]
        cap = r.choice([8, 16, 32, 64])
        self.emit("struct %s {" % p)
        self.emit("  char name[%d];" % r.choice([16, 24, 32, 48]))
        self.emit("  enum %s_state state;" % p)
        for t, f in fields:
            self.emit("  %s %s;" % (t, f))
        self.emit("  unsigned hist[%d];" % cap)
        self.emit("  struct %s *next;" % p)
        self.emit("};")
        self.emit("")
        self.emit("typedef unsigned (*%s_fn)(struct %s *, unsigned);" % (p, p))
        self.emit("static unsigned %s_seed = %du;" % (p, r.randint(1, 1 << 30)))
        self.emit("")
        self.emit("static inline unsigned %s_mix(unsigned x) {" % p)
        self.emit("  x ^= x >> %d;" % r.randint(7, 17))
        self.emit("  x *= 0x%08xu;" % (r.getrandbits(32) | 1))
        self.emit("  x ^= x >> %d;" % r.randint(7, 17))
        self.emit("  return x;")
        self.emit("}")
        self.emit("")
        funcs = [self.f_state, self.f_string, self.f_numeric,
                 self.f_compare, self.f_bits, self.f_recursive, self.f_cleanup, self.f_parse,
                 self.f_float, self.f_matrix]
        r.shuffle(funcs)
        funcs = [self.f_create, self.f_list] + funcs
        names = []
        for f in funcs:
            names.append(f(fields, nums, flts, states, cap))
        self.f_table(names, cap)
        return "%s_run" % p

    def f_create(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        self.emit("static struct %s *%s_create(const char *name, unsigned seed) {" % (p, p))
        self.emit("  struct %s *o = (struct %s *)calloc(1, sizeof *o);" % (p, p))
        self.emit("  if (!o)")
        self.emit("    return NULL;")
        self.emit('  snprintf(o->name, sizeof o->name, "%%s-%%u", name, seed %% %du);' % r.randint(10, 10000))
        self.emit("  o->state = %s;" % states[0])
        for t, f in fields:
            if t in ("double", "float"):
                self.emit("  o->%s = (%s)(seed %% %du) / %d.0;" % (f, t, r.randint(10, 1000), r.randint(2, 64)))
            else:
                self.emit("  o->%s = (%s)(%s);" % (f, t, self.expr(["seed"])))
        self.emit("  for (int i = 0; i < %d; i++)" % cap)
        self.emit("    o->hist[i] = %s_mix(seed + (unsigned)i);" % p)
        self.emit("  o->next = NULL;")
        self.emit("  return o;")
        self.emit("}")
        self.emit("")
        return None

    def f_list(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        key = r.choice(nums) if nums else None
        self.emit("static struct %s *%s_insert(struct %s *head, struct %s *o) {" % (p, p, p, p))
        self.emit("  struct %s **link = &head;" % p)
        cond = "(*link)->%s < o->%s" % (key, key) if key else "strcmp((*link)->name, o->name) < 0"
        self.emit("  while (*link && %s)" % cond)
        self.emit("    link = &(*link)->next;")
        self.emit("  o->next = *link;")
        self.emit("  *link = o;")
        self.emit("  return head;")
        self.emit("}")
        self.emit("")
        self.emit("static unsigned %s_list_sum(const struct %s *head) {" % (p, p))
        self.emit("  unsigned sum = 0;")
        self.emit("  for (const struct %s *o = head; o; o = o->next) {" % p)
        for f in r.sample(nums, min(len(nums), 3)):
            self.emit("    sum = sum * %du + (unsigned)o->%s;" % (r.choice([31, 33, 37, 131]), f))
        self.emit("    sum += (unsigned)strlen(o->name);")
        self.emit("  }")
        self.emit("  return sum;")
        self.emit("}")
        self.emit("")
        self.emit("static void %s_list_free(struct %s *head) {" % (p, p))
        self.emit("  while (head) {")
        self.emit("    struct %s *next = head->next;" % p)
        self.emit("    free(head);")
        self.emit("    head = next;")
        self.emit("  }")
        self.emit("}")
        self.emit("")
        return None

    def f_state(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        name = "%s_step" % p
        self.emit("static unsigned %s(struct %s *o, unsigned input) {" % (name, p))
        self.emit("  unsigned out = 0;")
        self.emit("  switch (o->state) {")
        for i, s in enumerate(states):
            self.emit("  case %s:" % s)
            nxt = states[(i + r.randint(1, len(states) - 1)) % len(states)]
            k = r.randint(0, 3)
            if k == 0:
                self.emit("    if (input & %du)" % (1 << r.randint(0, 5)))
                self.emit("      o->state = %s;" % nxt)
                self.emit("    out = %s;" % self.expr(["input", "out"]))
            elif k == 1:
                f = r.choice(nums) if nums else None
                if f:
                    self.emit("    o->%s += (%s)input;" % (f, {fn: t for t, fn in fields}[f]))
                self.emit("    o->state = input %% %d == 0 ? %s : %s;" % (r.randint(2, 5), nxt, s))
                self.emit("    out = input + %du;" % r.randint(1, 99))
            elif k == 2:
                self.emit("    o->hist[input %% %du]++;" % cap)
                self.emit("    o->state = %s;" % nxt)
                self.emit("    break;")
                continue
            else:
                self.emit("    for (unsigned j = 0; j < (input & 7u); j++)")
                self.emit("      out += o->hist[(j * %du) %% %du];" % (r.randint(1, 13), cap))
                self.emit("    o->state = %s;" % nxt)
            self.emit("    break;")
        self.emit("  default:")
        self.emit("    o->state = %s;" % states[0])
        self.emit("    break;")
        self.emit("  }")
        self.emit("  return out;")
        self.emit("}")
        self.emit("")
        return name

    def f_string(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        name = "%s_scan" % p
        sep = r.choice([" ", ",", ";", ":", "/"])
        self.emit("static unsigned %s(struct %s *o, unsigned seed) {" % (name, p))
        self.emit("  char buf[128];")
        self.emit("  unsigned words = 0, upper = 0, digits = 0;")
        self.emit('  snprintf(buf, sizeof buf, "%%s%s%%u%s%s%s%%x", o->name, seed, seed * %du);'
                  % (sep, sep, r.choice(WORDS), sep, r.randint(3, 99)))
        self.emit("  size_t n = strlen(buf);")
        self.emit("  for (size_t i = 0; i < n; i++) {")
        self.emit("    char c = buf[i];")
        self.emit("    if (c >= 'a' && c <= 'z') {")
        self.emit("      buf[i] = (char)(c - 'a' + 'A');")
        self.emit("      upper++;")
        self.emit("    } else if (c >= '0' && c <= '9') {")
        self.emit("      digits += (unsigned)(c - '0');")
        self.emit("    } else if (c == '%s') {" % sep)
        self.emit("      words++;")
        self.emit("    }")
        self.emit("  }")
        self.emit('  const char *hit = strstr(buf, "%s");' % r.choice(WORDS).upper()[:3])
        self.emit("  if (hit)")
        self.emit("    words += (unsigned)(hit - buf);")
        self.emit("  return words * %du + upper * %du + digits;" % (r.randint(2, 100), r.randint(2, 100)))
        self.emit("}")
        self.emit("")
        return name

    def f_numeric(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        name = "%s_accumulate" % p
        self.emit("static unsigned %s(struct %s *o, unsigned n) {" % (name, p))
        self.emit("  unsigned a = %du, b = n, acc = 0;" % r.randint(1, 1000))
        self.emit("  for (unsigned i = 0; i < n %% %du; i++) {" % r.randint(50, 200))
        self.emit("    unsigned t = %s;" % self.expr(["a", "b", "i", "acc"]))
        self.emit("    if (t %% %du == %du)" % (r.randint(3, 9), r.randint(0, 2)))
        self.emit("      continue;")
        self.emit("    acc += t;")
        self.emit("    a = b;")
        self.emit("    b = %s;" % self.expr(["t", "a", "i"]))
        self.emit("    o->hist[i %% %du] ^= acc;" % cap)
        self.emit("  }")
        self.emit("  unsigned k = %du;" % r.randint(1, 50))
        self.emit("  do {")
        self.emit("    acc = %s_mix(acc + k);" % p)
        self.emit("  } while (--k > 0);")
        self.emit("  return acc;")
        self.emit("}")
        self.emit("")
        return name

    def f_compare(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        name = "%s_sort" % p
        self.emit("static int %s_cmp(const void *x, const void *y) {" % p)
        self.emit("  unsigned a = *(const unsigned *)x, b = *(const unsigned *)y;")
        if r.random() < 0.5:
            self.emit("  return (a > b) - (a < b);")
        else:
            self.emit("  if (a == b)")
            self.emit("    return 0;")
            self.emit("  return a < b ? 1 : -1;")
        self.emit("}")
        self.emit("")
        self.emit("static unsigned %s(struct %s *o, unsigned n) {" % (name, p))
        self.emit("  unsigned copy[%d];" % cap)
        self.emit("  memcpy(copy, o->hist, sizeof copy);")
        self.emit("  qsort(copy, %d, sizeof copy[0], %s_cmp);" % (cap, p))
        self.emit("  return copy[n %% %du] ^ copy[0];" % cap)
        self.emit("}")
        self.emit("")
        return name

    def f_bits(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        name = "%s_bits" % p
        self.emit("static unsigned %s(struct %s *o, unsigned x) {" % (name, p))
        self.emit("  unsigned count = 0;")
        self.emit("  unsigned long long w = ((unsigned long long)x << %d) | o->hist[%d];" % (r.randint(1, 31), r.randrange(cap)))
        self.emit("  while (w) {")
        self.emit("    w &= w - 1;")
        self.emit("    count++;")
        self.emit("  }")
        rot = r.randint(1, 31)
        self.emit("  x = (x << %d) | (x >> %d);" % (rot, 32 - rot))
        self.emit("  return count + (x & 0x%xu);" % r.getrandbits(16))
        self.emit("}")
        self.emit("")
        return name

    def f_recursive(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        name = "%s_walk" % p
        self.emit("static unsigned %s_rec(const unsigned *v, int lo, int hi, int depth) {" % p)
        self.emit("  if (hi - lo < %d || depth > %d)" % (r.randint(1, 3), r.randint(4, 8)))
        self.emit("    return v[lo] + (unsigned)depth;")
        self.emit("  int mid = lo + (hi - lo) / 2;")
        self.emit("  return %s_rec(v, lo, mid, depth + 1) %s %s_rec(v, mid, hi, depth + 1);"
                  % (p, r.choice(["+", "^", "*"]), p))
        self.emit("}")
        self.emit("")
        self.emit("static unsigned %s(struct %s *o, unsigned x) {" % (name, p))
        self.emit("  return %s_rec(o->hist, 0, %d, 0) + x;" % (p, cap))
        self.emit("}")
        self.emit("")
        return name

    def f_cleanup(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        name = "%s_batch" % p
        self.emit("static unsigned %s(struct %s *o, unsigned n) {" % (name, p))
        self.emit("  unsigned result = 0;")
        self.emit("  struct %s *list = NULL;" % p)
        self.emit("  unsigned *scratch = (unsigned *)malloc(%d * sizeof *scratch);" % cap)
        self.emit("  if (!scratch)")
        self.emit("    goto out;")
        self.emit("  for (unsigned i = 0; i < (n & 3u) + 2u; i++) {")
        self.emit('    struct %s *e = %s_create("%s", n + i);' % (p, p, r.choice(WORDS)))
        self.emit("    if (!e)")
        self.emit("      goto out_free;")
        self.emit("    list = %s_insert(list, e);" % p)
        self.emit("  }")
        self.emit("  for (int i = 0; i < %d; i++)" % cap)
        self.emit("    scratch[i] = o->hist[i] + (unsigned)i;")
        self.emit("  result = %s_list_sum(list) + scratch[n %% %du];" % (p, cap))
        self.emit("out_free:")
        self.emit("  %s_list_free(list);" % p)
        self.emit("  free(scratch);")
        self.emit("out:")
        self.emit("  return result;")
        self.emit("}")
        self.emit("")
        return name

    def f_parse(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        name = "%s_parse" % p
        base = r.choice([8, 10, 16])
        self.emit("static unsigned %s(struct %s *o, unsigned x) {" % (name, p))
        self.emit("  char text[64];")
        fmt = {8: "%o", 10: "%u", 16: "%x"}[base]
        self.emit('  int len = snprintf(text, sizeof text, "%s %s", x, o->hist[x %% %du]);' % (fmt, fmt, cap))
        self.emit("  unsigned value = 0, total = 0;")
        self.emit("  for (int i = 0; i <= len; i++) {")
        self.emit("    int c = text[i], d;")
        self.emit("    if (c >= '0' && c <= '9')")
        self.emit("      d = c - '0';")
        if base == 16:
            self.emit("    else if (c >= 'a' && c <= 'f')")
            self.emit("      d = c - 'a' + 10;")
        self.emit("    else {")
        self.emit("      total += value;")
        self.emit("      value = 0;")
        self.emit("      continue;")
        self.emit("    }")
        self.emit("    value = value * %du + (unsigned)d;" % base)
        self.emit("  }")
        self.emit("  return total;")
        self.emit("}")
        self.emit("")
        return name

    def f_float(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        name = "%s_measure" % p
        self.emit("static unsigned %s(struct %s *o, unsigned x) {" % (name, p))
        self.emit("  double sum = 0.0, scale = %d.%d;" % (r.randint(0, 9), r.randint(0, 99)))
        for f in flts:
            self.emit("  sum += (double)o->%s * scale;" % f)
        self.emit("  for (int i = 0; i < %d; i++) {" % cap)
        self.emit("    double v = (double)o->hist[i] / 4294967296.0;")
        self.emit("    sum += v * v %s scale;" % r.choice(["+", "-", "*"]))
        self.emit("    if (sum > 1e6)")
        self.emit("      sum *= 0.5;")
        self.emit("  }")
        self.emit("  return (unsigned)(sum < 0 ? -sum : sum) + x;")
        self.emit("}")
        self.emit("")
        return name

    def f_matrix(self, fields, nums, flts, states, cap):
        p, r = self.p, self.r
        name = "%s_matrix" % p
        n = r.choice([3, 4, 5])
        self.emit("static unsigned %s(struct %s *o, unsigned x) {" % (name, p))
        self.emit("  unsigned m[%d][%d], t[%d][%d];" % (n, n, n, n))
        self.emit("  for (int i = 0; i < %d; i++)" % n)
        self.emit("    for (int j = 0; j < %d; j++)" % n)
        self.emit("      m[i][j] = o->hist[(i * %d + j) %% %d] ^ x;" % (n, cap))
        self.emit("  for (int i = 0; i < %d; i++)" % n)
        self.emit("    for (int j = 0; j < %d; j++) {" % n)
        self.emit("      unsigned s = 0;")
        self.emit("      for (int k = 0; k < %d; k++)" % n)
        self.emit("        s += m[i][k] * m[k][j];")
        self.emit("      t[i][j] = s;")
        self.emit("    }")
        self.emit("  return t[%d][%d] + t[0][0];" % (r.randrange(n), r.randrange(n)))
        self.emit("}")
        self.emit("")
        return name

    def f_table(self, names, cap):
        p, r = self.p, self.r
        names = [n for n in names if n]
        self.emit("static const %s_fn %s_ops[] = {" % (p, p))
        for n in names:
            self.emit("  %s," % n)
        self.emit("};")
        self.emit("")
        self.emit("unsigned %s_run(unsigned seed) {" % p)
        self.emit('  struct %s *o = %s_create("%s", seed ^ %s_seed);' % (p, p, self.ident(), p))
        self.emit("  if (!o)")
        self.emit("    return 0;")
        self.emit("  unsigned acc = seed;")
        self.emit("  for (unsigned round = 0; round < %du; round++) {" % r.randint(2, 6))
        self.emit("    for (size_t i = 0; i < sizeof %s_ops / sizeof %s_ops[0]; i++)" % (p, p))
        self.emit("      acc = acc * %du + %s_ops[i](o, acc + (unsigned)i);" % (r.choice([3, 5, 7, 31]), p))
        self.emit("  }")
        self.emit("  %s_seed = %s_mix(acc);" % (p, p))
        self.emit("  free(o);")
        self.emit("  return acc;")
        self.emit("}")
        self.emit("")


def main():
    args = [a for a in sys.argv[1:] if a != "--extern"]
    extern = "--extern" in sys.argv[1:]
    modules = int(args[0]) if len(args) > 0 else 400
    seed = int(args[1]) if len(args) > 1 else 1
    rnd = random.Random(seed)
    out = ["/* Generated by bench/gen_large_tu.py %d %d: do not edit. */" % (modules, seed),
           "#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>", ""]
    entries = []
    for m in range(modules):
        g = Gen(rnd, m)
        entries.append(g.module())
        out.extend(g.out)
    out.append("typedef unsigned (*entry_fn)(unsigned);")
    out.append("static const entry_fn entries[] = {")
    out.extend("  %s," % e for e in entries)
    out.append("};")
    out.append("")
    out.append("int main(void) {")
    out.append("  unsigned check = 0;")
    out.append("  for (size_t i = 0; i < sizeof entries / sizeof entries[0]; i++)")
    out.append("    check = check * 31u + entries[i]((unsigned)i);")
    out.append('  printf("%u\\n", check);')
    out.append("  return 0;")
    out.append("}")
    if extern:
        out = [re.sub(r"^static (?!inline )(.*\) \{)$", r"\1", line) for line in out]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
