#!/usr/bin/env python3
"""Builds the benchmark programs with each compiler, checks their output against gcc -O0's
and counts executed instructions with callgrind. Used by bench/programs/run.sh."""
import argparse
import concurrent.futures
import math
import os
import re
import subprocess
import sys

def compilers(ilcc):
    return [
        ("ilcc -O0", [ilcc, "-O0"]),
        ("ilcc -O1", [ilcc, "-O1"]),
        ("ilcc -O2", [ilcc, "-O2"]),
        ("gcc -O0", ["gcc", "-O0", "-w"]),
        ("gcc -O1", ["gcc", "-O1", "-w"]),
        ("gcc -O2", ["gcc", "-O2", "-w"]),
        ("clang -O2", ["clang", "-O2", "-w"]),
        ("tcc", ["tcc", "-w"]),
    ]

REUSE = os.environ.get("ILCC_BENCH_REUSE") == "1"

def build(job):
    name, cmd, src, exe = job
    if REUSE and os.path.exists(exe) and os.path.getmtime(exe) > os.path.getmtime(src):
        return (True, "")
    r = subprocess.run(cmd + [src, "-o", exe, "-lm"], capture_output=True, text=True, timeout=600)
    return (r.returncode == 0, r.stderr[-2000:])

def count(exe, outdir, tag):
    """Runs exe natively (its output) and under callgrind (its instruction count)."""
    try:
        native = subprocess.run([exe], capture_output=True, timeout=300)
    except subprocess.TimeoutExpired:
        return None, None, "timeout"
    if native.returncode != 0:
        return native.stdout, None, "exit status %d" % native.returncode
    cgfile = os.path.join(outdir, tag + ".callgrind")
    if REUSE and os.path.exists(cgfile) and os.path.getmtime(cgfile) > os.path.getmtime(exe):
        with open(cgfile, "rb") as f:
            m = re.search(rb"^summary: (\d+)", f.read(), re.M)
        if m:
            return native.stdout, int(m.group(1)), None
    cg = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + cgfile, exe],
                        capture_output=True, timeout=3600)
    m = re.search(rb"Collected : (\d+)", cg.stderr)
    if not m:
        return native.stdout, None, "callgrind failed: " + cg.stderr.decode()[-500:]
    return native.stdout, int(m.group(1)), None

def geomean(xs):
    xs = [x for x in xs if x]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ilcc", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", required=True)
    ap.add_argument("sources", nargs="+")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    comps = compilers(a.ilcc)
    progs = [os.path.splitext(os.path.basename(s))[0] for s in a.sources]
    tag = lambda p, c: p + "." + re.sub(r"[^A-Za-z0-9]+", "_", c)
    jobs = [(c, cmd, s, os.path.join(a.out, tag(p, c)))
            for s, p in zip(a.sources, progs) for c, cmd in comps]
    problems = []
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        built = dict(zip([(os.path.basename(j[3])) for j in jobs], pool.map(build, jobs)))
        for key, (ok, err) in built.items():
            if not ok:
                problems.append("BUILD FAILED: %s\n%s" % (key, err))
        runnable = [k for k, (ok, _) in built.items() if ok]
        results = dict(zip(runnable, pool.map(lambda k: count(os.path.join(a.out, k), a.out, k), runnable)))
    table = {}
    for p in progs:
        ref = results.get(tag(p, "gcc -O0"), (None, None, "no reference"))[0]
        for c, _ in comps:
            k = tag(p, c)
            if k not in results:
                table[p, c] = "build failed"
                continue
            out, ir, err = results[k]
            if err:
                problems.append("RUN FAILED: %s: %s" % (k, err))
                table[p, c] = "failed"
            elif out != ref:
                problems.append("WRONG OUTPUT: %s differs from gcc -O0's (%s, %s)"
                                % (k, os.path.join(a.out, k), os.path.join(a.out, tag(p, "gcc -O0"))))
                table[p, c] = "WRONG"
            else:
                table[p, c] = ir
    names = [c for c, _ in comps]
    print("Executed instructions (callgrind total Ir, millions; lower is better)\n")
    # The ratios of the back end's targets (ilcc -O1 against gcc -O0 and -O1) and of the
    # optimizer's (ilcc -O1 against gcc -O1, ilcc -O2 against gcc -O2 and gcc -O1).
    ratios = [("ilcc -O1", "gcc -O0"), ("ilcc -O1", "gcc -O1"), ("ilcc -O2", "gcc -O2"), ("ilcc -O2", "gcc -O1")]
    print("| program | " + " | ".join(names) + " | " + " | ".join("%s / %s" % r for r in ratios) + " |")
    print("|---|" + "---:|" * (len(names) + len(ratios)))
    per_ratio = [[] for _ in ratios]
    for p in progs:
        cells = []
        for c in names:
            v = table[p, c]
            cells.append("%.1f" % (v / 1e6) if isinstance(v, int) else "**%s**" % v)
        def ratio(num, den):
            x, y = table[p, num], table[p, den]
            return x / y if isinstance(x, int) and isinstance(y, int) else None
        rs = [ratio(num, den) for num, den in ratios]
        for lst, x in zip(per_ratio, rs):
            lst.append(x)
        fmt = lambda x: "%.3f" % x if x is not None else "-"
        print("| %s | %s | %s |" % (p, " | ".join(cells), " | ".join(fmt(x) for x in rs)))
    gm = []
    for c in names:
        vals = [table[p, c] for p in progs]
        g = geomean([v for v in vals if isinstance(v, int)]) if all(isinstance(v, int) for v in vals) else None
        gm.append("%.1f" % (g / 1e6) if g else "-")
    gms = [geomean(lst) for lst in per_ratio]
    print("| **geomean** | %s | %s |" % (" | ".join(gm), " | ".join("%.3f" % g if g else "-" for g in gms)))
    n = len(progs)
    below = sum(1 for x in per_ratio[0] if x is not None and x < 1)
    not_worse = sum(1 for x in per_ratio[3] if x is not None and x <= 1)
    show = lambda g: "%.3f" % g if g else "n/a"
    print("\nTargets: ilcc -O1 below gcc -O0 on every program: %d of %d; "
          "geometric mean of ilcc -O1 / gcc -O1 at most 2 (back end) and at most 1.0 (optimizer): %s; "
          "ilcc -O2 / gcc -O2 at most 1.10: %s; ilcc -O2 never worse than gcc -O1: %d of %d"
          % (below, n, show(gms[1]), show(gms[2]), not_worse, n))
    if problems:
        print("\n" + "\n".join("**%s**" % p.splitlines()[0] for p in problems))
        for p in problems:
            print("!!! " + p, file=sys.stderr)
        return 1
    return 0

if __name__ == "__main__":
    sys.exit(main())
