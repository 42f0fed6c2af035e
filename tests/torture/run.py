#!/usr/bin/env python3
"""gcc's c-torture suite through ilcc, in one of four modes:

  --mode syntax   `ilcc -fsyntax-only -w` on every file of the given directories
                  (gcc.c-torture/compile and execute): each must be accepted;
  --mode interp   `ilcc -w -finterpret FILE` on every file (gcc.c-torture/execute): each
                  program must exit 0 (a test passes when it exits 0; abort() fails it);
  --mode compile  `ilcc -w FLAGS -S FILE -o /dev/null` (gcc.c-torture/compile): each must
                  compile to assembly;
  --mode native   `ilcc -w FLAGS FILE -o PROG -lm`, then PROG (gcc.c-torture/execute): each
                  program must build and exit 0 within 10 seconds.

FLAGS come from --flags (native and compile modes), e.g. "-O1 -fra-verify
-fra-knob=RegAllocGprLimit=5". A test's own `dg-options` that select the language (-std=,
-fgnu89-inline: the inline functions of a dozen tests link only with GNU89 semantics, as
in gcc's harness) are added in every mode. Every file must pass except those listed in the exceptions
file, each with its reason. A listed file that now passes is reported too, so the list
stays true. Files gcc itself rejects are listed in a section of their own and are not run.

usage: run.py --mode MODE [--flags FLAGS] --ilcc build/bin/ilcc --exceptions FILE DIR...
"""
import argparse, os, shlex, shutil, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

def load_exceptions(path):
    expected, skipped = {}, set()
    section = "fails"
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("[gcc-rejects]"):
            section = "skip"
            continue
        if line.startswith("[fails]"):
            section = "fails"
            continue
        if not line.strip() or line.startswith("#"):
            continue
        name, _, reason = line.partition(" ")
        if section == "skip":
            skipped.add(name)
        else:
            expected[name] = reason.strip()
    return expected, skipped

def first_error(stderr):
    err = stderr.decode(errors="replace").strip().splitlines()
    internal = next((l for l in err if "internal error" in l), None)
    return internal or next((l for l in err if "error" in l), err[0] if err else "")

# dg-options that change the language a test is written in; other options (target
# tuning, warnings, optimizations) are left out.
LANGUAGE_OPTIONS = ("-std=", "-fgnu89-inline", "-fno-gnu89-inline")

def dg_language_options(path):
    opts = []
    with open(path, errors="replace") as f:
        for line in f:
            i = line.find("dg-options")
            if i < 0 or "target" in line:
                continue
            q = line.find('"', i)
            e = line.find('"', q + 1)
            if q < 0 or e < 0:
                continue
            opts += [o for o in line[q + 1:e].split() if o.startswith(LANGUAGE_OPTIONS)]
    return opts

def run(a, path, workdir):
    """Returns (status, message): status 0 passes; a negative status is a compiler crash."""
    flags = shlex.split(a.flags) + dg_language_options(path)
    try:
        if a.mode == "syntax":
            cmd = [a.ilcc, "-fsyntax-only", "-w", *flags, path]
        elif a.mode == "interp":
            cmd = [a.ilcc, "-w", *flags, "-finterpret", path]
        elif a.mode == "compile":
            cmd = [a.ilcc, "-w", *flags, "-S", path, "-o", "/dev/null"]
        else:
            prog = os.path.join(workdir, os.path.basename(path)[:-2])
            cmd = [a.ilcc, "-w", *flags, path, "-o", prog, "-lm"]
        # Output goes nowhere: a miscompiled program may print without end.
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120, stdin=subprocess.DEVNULL)
        if a.mode != "native" or p.returncode != 0:
            if a.mode == "interp":
                return p.returncode, first_error(p.stderr)
            # The compiler itself died of a signal or reported an internal error.
            if p.returncode < 0 or "internal error" in p.stderr.decode(errors="replace"):
                return -1000 - abs(p.returncode), first_error(p.stderr) or f"signal {-p.returncode}"
            return p.returncode, first_error(p.stderr)
        try:
            r = subprocess.run([prog], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10,
                               stdin=subprocess.DEVNULL, cwd=workdir)
        finally:
            if os.path.exists(prog):
                os.unlink(prog)
        return (0, "") if r.returncode == 0 else (1, f"the program exited with {r.returncode}")
    except subprocess.TimeoutExpired:
        return 2, "timeout"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ilcc", required=True)
    ap.add_argument("--mode", choices=["syntax", "interp", "compile", "native"], default="syntax")
    ap.add_argument("--flags", default="")
    ap.add_argument("--exceptions", required=True)
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("dirs", nargs="+")
    a = ap.parse_args()
    expected, skipped = load_exceptions(a.exceptions)
    files = []
    for d in a.dirs:
        names = sorted(f for f in os.listdir(d) if f.endswith(".c"))
        if not names:
            sys.exit(f"run.py: no .c files in {d}")
        sub = os.path.basename(os.path.normpath(d))
        files += [(f"{sub}/{f}", os.path.join(d, f)) for f in names]
    todo = [(k, p) for k, p in files if k not in skipped]
    workdir = tempfile.mkdtemp(prefix="ilcc-torture-")
    try:
        with ThreadPoolExecutor(a.j) as ex:
            results = list(ex.map(lambda kp: (kp[0], run(a, kp[1], workdir)), todo))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    new_fail, fixed, crashes = [], [], []
    for key, (rc, msg) in results:
        # A compiler crash: a signal or an internal error. (Under -finterpret a program that
        # calls abort() dies of SIGABRT in ilcc's own process: a failure, not a crash.)
        if "internal error" in msg or (rc < 0 and a.mode == "syntax") or rc <= -1000:
            crashes.append(f"{key}: exit {rc} {msg}")
        if rc == 0 and key in expected:
            fixed.append(key)
        elif rc != 0 and key not in expected:
            new_fail.append(f"{key}: {msg}")
    passed = sum(1 for _, (rc, _) in results if rc == 0)
    what = {"syntax": "-fsyntax-only", "interp": "-finterpret", "compile": f"compile {a.flags}".strip(),
            "native": f"native {a.flags}".strip()}[a.mode]
    print(f"c-torture {what}: {passed}/{len(todo)} pass "
          f"({100.0 * passed / len(todo):.2f}%), {len(expected)} listed failures, {len(skipped)} rejected by gcc (not run)")
    for l in crashes: print("CRASH", l)
    for l in new_fail: print("NEW FAILURE", l)
    for l in fixed: print("NOW PASSES (remove from the exceptions list):", l)
    sys.exit(1 if crashes or new_fail or fixed else 0)

if __name__ == "__main__":
    main()
