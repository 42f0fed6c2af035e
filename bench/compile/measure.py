#!/usr/bin/env python3
"""The measurements of bench/compile/run.sh."""
import argparse
import os
import re
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from benchlib import load_note, measure  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ilcc", required=True)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--modules", type=int, default=400)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    src = os.path.join(a.out, "large.c")
    gen = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen_large_tu.py")
    with open(src, "w") as f:
        subprocess.run([sys.executable, gen, str(a.modules)], stdout=f, check=True)
    lines = sum(1 for _ in open(src))
    pp = subprocess.run(["gcc", "-E", "-P", src], capture_output=True, text=True, check=True).stdout
    pplines = pp.count("\n")
    funcs = len(re.findall(r"^(?:static |unsigned |int ).*\)\s*\{$", open(src).read(), re.M))
    obj = os.path.join(a.out, "large.o")
    ilcc = a.ilcc
    rows = [
        ("-fsyntax-only", "ilcc", [ilcc, "-fsyntax-only", src]),
        ("-fsyntax-only", "gcc", ["gcc", "-fsyntax-only", "-w", src]),
        ("-fsyntax-only", "clang", ["clang", "-fsyntax-only", "-w", src]),
        ("-c -O0", "ilcc", [ilcc, "-O0", "-c", src, "-o", obj]),
        ("-c -O0", "gcc", ["gcc", "-O0", "-w", "-c", src, "-o", obj]),
        ("-c -O0", "tcc", ["tcc", "-w", "-c", src, "-o", obj]),
        ("-c -O1", "ilcc", [ilcc, "-O1", "-c", src, "-o", obj]),
        ("-c -O1", "gcc", ["gcc", "-O1", "-w", "-c", src, "-o", obj]),
    ]
    res = {}
    for mode, comp, cmd in rows:
        res[mode, comp] = measure(cmd, a.runs)
        print("measured %-14s %-6s wall %.2f s cpu %.2f s rss %d KiB" % ((mode, comp) + res[mode, comp][:3]),
              file=sys.stderr)
    print("Input: `bench/gen_large_tu.py %d`: %d lines, %d after preprocessing (gcc -E -P), "
          "about %d function definitions; %d runs each.\n" % (a.modules, lines, pplines, funcs, a.runs))
    print("| mode | compiler | wall (median) | CPU user+sys (median) | peak RSS | CPU vs gcc | RSS vs gcc |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for mode, comp, _ in rows:
        w, c, m, _ = res[mode, comp]
        gw, gc, gm, _ = res[mode, "gcc"]
        print("| `%s` | %s | %.2f s | %.2f s | %.1f MiB | %.2f | %.2f |" % (mode, comp, w, c, m / 1024, c / gc, m / gm))
    # Register allocation share: -fra-stats <total> against -ftime-report TOTAL, same process.
    shares, ra_ms, totals = [], [], []
    phases = {}
    for _ in range(a.runs):
        r = subprocess.run([ilcc, "-O0", "-c", src, "-o", obj, "-fra-stats", "-ftime-report"],
                           capture_output=True, text=True, check=True)
        m = re.search(r"^ra-stats <total>:.* ([0-9.]+) ms$", r.stderr, re.M)
        t = re.search(r"^ TOTAL\s+([0-9.]+) s", r.stderr, re.M)
        ra_ms.append(float(m.group(1)))
        totals.append(float(t.group(1)))
        shares.append(float(m.group(1)) / 1000 / float(t.group(1)))
        for name, sec in re.findall(r"^ (\S.*?)\s+([0-9.]+) s \(", r.stderr, re.M):
            phases.setdefault(name, []).append(float(sec))
    c = res["-c -O0", "ilcc"]
    gc = res["-c -O0", "gcc"]
    s = res["-fsyntax-only", "ilcc"]
    gs = res["-fsyntax-only", "gcc"]
    print("\nilcc -O0 -c phases (-ftime-report, wall, medians of %d runs):\n" % a.runs)
    print("| phase | time | share |")
    print("|---|---:|---:|")
    tot = statistics.median(phases.get("TOTAL", totals))
    for name, vals in phases.items():
        if name != "TOTAL" and statistics.median(vals) > 0:
            print("| %s | %.3f s | %.0f%% |" % (name, statistics.median(vals), 100 * statistics.median(vals) / tot))
    print("| register allocation (-fra-stats `<total>`, inside code generation) | %.3f s | %.1f%% |"
          % (statistics.median(ra_ms) / 1000, 100 * statistics.median(shares)))
    print("| TOTAL | %.3f s | |" % tot)
    print("\nTargets:\n")
    ok = lambda b: "met" if b else "**not met**"
    print("- ilcc -fsyntax-only CPU time <= 1/3 of gcc's: %.2f — %s" % (s[1] / gs[1], ok(s[1] <= gs[1] / 3)))
    print("- ilcc -fsyntax-only peak RSS <= 1/2 of gcc's: %.2f — %s" % (s[2] / gs[2], ok(s[2] <= gs[2] / 2)))
    print("- ilcc -O0 -c CPU time <= 1/3 of gcc -O0's: %.2f — %s" % (c[1] / gc[1], ok(c[1] <= gc[1] / 3)))
    print("- ilcc -O0 -c peak RSS <= 1/2 of gcc -O0's: %.2f — %s" % (c[2] / gc[2], ok(c[2] <= gc[2] / 2)))
    print("- register allocation < 15%% of ilcc -O0 -c time: %.1f%% — %s"
          % (100 * statistics.median(shares), ok(statistics.median(shares) < 0.15)))
    print("\n" + load_note() + "\n")
    il = subprocess.run([ilcc, "-fsyntax-only", "-fil-stats", src], capture_output=True, text=True, check=True)
    print("ilcc -fsyntax-only -fil-stats:\n\n```\n" + il.stderr.rstrip() + "\n```")


if __name__ == "__main__":
    main()
