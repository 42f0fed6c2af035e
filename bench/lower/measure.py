#!/usr/bin/env python3
"""The measurements of bench/lower/run.sh."""
import argparse
import os
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
    gen = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen_large_tu.py")
    rows = []
    for scale, extern in ((1, False), (4, False), (1, True)):
        n = a.modules * scale
        src = os.path.join(a.out, "large-%d%s.c" % (n, "-extern" if extern else ""))
        with open(src, "w") as f:
            subprocess.run([sys.executable, gen, str(n), "1"] + (["--extern"] if extern else []), stdout=f, check=True)
        lines = subprocess.run(["gcc", "-E", "-P", src], capture_output=True, text=True, check=True).stdout.count("\n")
        ir = os.path.join(a.out, "large-%d.ir" % n)
        syn = measure([a.ilcc, "-fsyntax-only", src], a.runs)
        low = measure([a.ilcc, "-S", "-emit-ir", "-O0", src, "-o", ir], a.runs)
        obj = measure([a.ilcc, "-c", "-O0", src, "-o", os.path.join(a.out, "large.o")], a.runs)
        # The IR alone: the same module read back from its text and written out again.
        opt = os.path.join(os.path.dirname(a.ilcc), "ilcc-opt")
        alone = measure([opt, ir, "-disable-verify", "-o", os.devnull], a.runs)
        irsize = os.path.getsize(ir)
        irinsts = sum(1 for line in open(ir) if line.startswith("  "))
        rows.append((scale, n, lines, syn, low, obj, irsize, irinsts, extern, alone))
        print("measured %dx%s: syntax %s, emit-ir %s, -c %s" % (scale, " extern" if extern else "", syn[:3], low[:3], obj[:3]), file=sys.stderr)
    print("Input: `bench/gen_large_tu.py N`; %d runs each; times are medians, RSS the largest.\n" % a.runs)
    print("| size | lines after pp | `-fsyntax-only` CPU | `-S -emit-ir -O0` CPU | lowering + mem2reg + print (CPU difference) | share of -emit-ir | `-fsyntax-only` RSS | `-S -emit-ir -O0` RSS | RSS added | IR written | IR alone: `ilcc-opt` reading it RSS | `-c -O0` RSS |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for scale, n, lines, syn, low, obj, irsize, irinsts, extern, alone in rows:
        d = low[1] - syn[1]
        print("| %dx (%d modules%s) | %d | %.2f s | %.2f s | %.2f s | %.0f%% | %.1f MiB | %.1f MiB | %.1f MiB | %.1f MiB (%d lines) | %.1f MiB | %.1f MiB |"
              % (scale, n, ", functions extern" if extern else "", lines, syn[1], low[1], d, 100 * d / low[1] if low[1] else 0, syn[2] / 1024, low[2] / 1024,
                 (low[2] - syn[2]) / 1024, irsize / 2**20, irinsts, alone[2] / 1024, obj[2] / 1024))
    print("\nWall-clock medians (same runs): " + "; ".join(
        "%dx%s: -fsyntax-only %.2f s, -S -emit-ir -O0 %.2f s, -c -O0 %.2f s"
        % (r[0], " extern" if r[8] else "", r[3][0], r[4][0], r[5][0]) for r in rows))
    (s1, r1), (s4, r4) = [(r[3][2], r[4][2]) for r in rows[:2]]
    i1, i4 = rows[0][6], rows[1][6]
    a1, a4 = rows[0][9][2], rows[1][9][2]
    print("\nGrowth from 1x to 4x: -fsyntax-only RSS x%.2f, -emit-ir RSS x%.2f, RSS added by lowering x%.2f, "
          "IR text x%.2f, IR alone (ilcc-opt) RSS x%.2f." % (s4 / s1, r4 / r1, (r4 - s4) / max(r1 - s1, 1), i4 / i1, a4 / a1))
    print("RSS added by lowering minus the IR alone: 1x %.1f MiB, 4x %.1f MiB."
          % ((r1 - s1 - a1) / 1024, (r4 - s4 - a4) / 1024))
    e = rows[2]
    print("\nThe same 1x file with its functions external instead of static (`--extern`): -S -emit-ir "
          "-O0 peak RSS %.1f MiB against %.1f MiB with static functions (a static function that is not "
          "inline is lowered as soon as its body is complete, like an external one, and its IL released)."
          % (e[4][2] / 1024, r1 / 1024))
    print("\n" + load_note())


if __name__ == "__main__":
    main()
