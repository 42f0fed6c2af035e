#!/usr/bin/env python3
"""csmith differential testing of ilcc against gcc -O0.

For each seed S in FIRST..FIRST+COUNT-1, `csmith --seed S` (with the size options below)
writes a program; gcc -O0 compiles it and its run is the reference (a program whose gcc
build does not finish within the time limit is skipped and counted). ilcc then compiles it
at each configuration (CONFIGS) and the program's standard output (the checksum) and exit
status must be the reference's. Every file of tests/csmith/regressions/ (reduced programs
of fixed bugs, NAME.c with its expected output in NAME.expected) runs at each
configuration too.

A failing program is kept in --keep (default build/csmith-failures): SEED.c, and a line
in failures.txt with its seed, configuration and what went wrong. Exit status 1 on any
mismatch, ilcc crash or error, or timeout.

usage: run.py --ilcc build/bin/ilcc [--first 1] [--count 50] [-j N] [--keep DIR]
              [--config FLAGS]... [--csmith-options OPTIONS]
"""
import argparse, os, shlex, shutil, subprocess, sys, tempfile, time
from concurrent.futures import ThreadPoolExecutor

# -O2 too: real programs are built at -O2, whose pipeline (loop rotation, phitrans,
# ivsr...) differs from -O1's.
CONFIGS = ["-O0", "-O1 -fra-verify", "-O1 -fra-verify -fra-knob=RegAllocGprLimit=5", "-O2 -fra-verify"]
# Programs of moderate size that run quickly: smaller than csmith's defaults.
CSMITH_OPTIONS = ["--max-funcs", "6", "--max-block-depth", "4", "--max-expr-complexity", "8"]
RUN_TIMEOUT = 5        # seconds, gcc's build of the program
COMPILE_TIMEOUT = 120  # seconds, one compile
OUTPUT_LIMIT = 1 << 20 # bytes of a program's output that are compared

HERE = os.path.dirname(os.path.abspath(__file__))

def run_prog(prog, timeout, cwd):
    """(exit status, stdout) of PROG, or None when it times out. Output is bounded: a
    miscompiled program may print without end."""
    with tempfile.TemporaryFile(dir=cwd) as out:
        p = subprocess.Popen([prog], stdout=out, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
                             cwd=cwd, start_new_session=True)
        try:
            p.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, 9)
            p.wait()
            return None
        out.seek(0)
        return p.returncode, out.read(OUTPUT_LIMIT)

def compile_c(cmd):
    """None when the compile succeeded, else what went wrong."""
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                           timeout=COMPILE_TIMEOUT)
    except subprocess.TimeoutExpired:
        return "compile timeout"
    if p.returncode == 0:
        return None
    err = p.stderr.decode(errors="replace").strip().splitlines()
    first = next((l for l in err if "internal error" in l), None) or next((l for l in err if "error" in l), "")
    return f"compile failed (exit {p.returncode}): {first}"[:300]

def check_ilcc(a, src, ref, work, run_timeout):
    """A list of (configuration, kind, message) for the configurations that fail: kind is
    crash (ilcc failed), timeout or mismatch."""
    fails = []
    for i, config in enumerate(a.configs):
        prog = os.path.join(work, f"ilcc{i}")
        err = compile_c([a.ilcc, "-w", *shlex.split(config), f"-I{a.include}", src, "-o", prog])
        if err:
            fails.append((config, "timeout" if "timeout" in err else "crash", err))
            continue
        got = run_prog(prog, run_timeout, work)
        os.unlink(prog)
        if got is None:
            fails.append((config, "timeout", f"the program ran longer than {run_timeout} s"))
        elif got != ref:
            fails.append((config, "mismatch", f"exit {got[0]} output {got[1][-60:]!r}; "
                                              f"gcc: exit {ref[0]} output {ref[1][-60:]!r}"))
    return fails

def one_seed(a, seed):
    """(seed, skipped, failures)."""
    work = tempfile.mkdtemp(prefix=f"ilcc-csmith-{seed}-")
    try:
        src = os.path.join(work, f"{seed}.c")
        # In the temporary directory: csmith writes platform.info where it runs.
        p = subprocess.run([a.csmith, "--seed", str(seed), *a.csmith_options, "-o", src],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=work)
        if p.returncode != 0:
            return seed, False, [("csmith", "crash", p.stderr.decode(errors="replace")[:200])]
        ref_prog = os.path.join(work, "gcc")
        err = compile_c([a.gcc, "-O0", "-w", f"-I{a.include}", src, "-o", ref_prog])
        if err:
            return seed, True, []  # not ilcc's to answer for
        t = time.monotonic()
        ref = run_prog(ref_prog, RUN_TIMEOUT, work)
        if ref is None:
            return seed, True, []
        # ilcc -O0 code may be slower than gcc's: a generous limit of its own.
        fails = check_ilcc(a, src, ref, work, max(10, 20 * (time.monotonic() - t)))
        if fails:
            os.makedirs(a.keep, exist_ok=True)
            shutil.copy(src, os.path.join(a.keep, f"{seed}.c"))
        return seed, False, fails
    finally:
        shutil.rmtree(work, ignore_errors=True)

def one_regression(a, name):
    work = tempfile.mkdtemp(prefix="ilcc-csmith-reg-")
    try:
        base = os.path.join(a.regressions, name)
        with open(base + ".expected", "rb") as f:
            ref = (0, f.read())
        return name, False, check_ilcc(a, base + ".c", ref, work, 10)
    finally:
        shutil.rmtree(work, ignore_errors=True)

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ilcc", required=True)
    ap.add_argument("--gcc", default="gcc")
    ap.add_argument("--csmith", default="csmith")
    ap.add_argument("--include", default="/usr/include/csmith", help="csmith's headers")
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--config", dest="configs", action="append",
                    help="an ilcc configuration (repeatable); default: " + " | ".join(CONFIGS))
    ap.add_argument("--csmith-options", default=" ".join(CSMITH_OPTIONS),
                    help="csmith's options besides the seed ('' for csmith's defaults, larger programs); "
                         "default: %(default)s")
    ap.add_argument("--regressions", default=os.path.join(HERE, "regressions"))
    ap.add_argument("--keep", default="build/csmith-failures")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    a = ap.parse_args()
    a.configs = a.configs or CONFIGS
    a.csmith_options = shlex.split(a.csmith_options)
    a.ilcc = os.path.abspath(a.ilcc)
    if not shutil.which(a.csmith) or not os.path.isdir(a.include):
        sys.exit("run.py: csmith is not installed (apt-get install csmith libcsmith-dev)")
    regs = sorted(f[:-2] for f in os.listdir(a.regressions) if f.endswith(".c")) \
        if os.path.isdir(a.regressions) else []
    seeds = range(a.first, a.first + a.count)
    start = time.monotonic()
    with ThreadPoolExecutor(a.j) as ex:
        reg_results = list(ex.map(lambda n: one_regression(a, n), regs))
        results = list(ex.map(lambda s: one_seed(a, s), seeds))
    skipped = sum(1 for _, sk, _ in results if sk)
    ran = len(results) - skipped
    counts = {c: {"mismatch": 0, "crash": 0, "timeout": 0} for c in a.configs}
    lines = []
    for key, _, fails in reg_results + results:
        for config, kind, msg in fails:
            counts.setdefault(config, {"mismatch": 0, "crash": 0, "timeout": 0})[kind] += 1
            lines.append(f"{key} [{config}] {kind}: {msg}")
    print(f"csmith seeds {a.first}..{a.first + a.count - 1}: {len(results)} programs, {ran} run, "
          f"{skipped} skipped (gcc's build timed out or failed); {len(regs)} regression programs; "
          f"{time.monotonic() - start:.0f} s")
    for config in a.configs:
        c = counts[config]
        print(f"  ilcc {config}: {c['mismatch']} mismatches, {c['crash']} crashes/errors, {c['timeout']} timeouts")
    if lines:
        os.makedirs(a.keep, exist_ok=True)
        with open(os.path.join(a.keep, "failures.txt"), "a") as f:
            for l in lines:
                print("FAIL", l)
                f.write(l + "\n")
        bad = sorted({l.split()[0] for l in lines})
        print(f"failing: {' '.join(bad)} (programs kept in {a.keep})")
    sys.exit(1 if lines else 0)

if __name__ == "__main__":
    main()
