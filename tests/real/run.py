#!/usr/bin/env python3
"""tests/real/run.py — builds real programs with ilcc and with gcc, runs their own test
suites, and prints one table (tests/real/README.md).

For every program and level, PROG.sh runs twice: with gcc (the reference, kept in
WORK/gcc/PROG-LEVEL and reused while the snapshot, the scripts and gcc's version are
unchanged) and with ilcc (in WORK/ilcc/PROG-LEVEL, from a fresh unpack each time). ilcc
fails a row when its build fails where gcc's did not, or when fewer tests pass than with
gcc. The exit status is 1 when any row fails.
"""
import argparse, hashlib, os, shutil, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = ["lua", "zlib", "coremark", "quickjs", "zstd", "jq", "sqlite", "cpython", "git"]


def parse_result(path):
    try:
        words = open(path).read().split()
    except OSError:
        return None
    r = dict(w.split("=", 1) for w in words if "=" in w)
    return {"build": r.get("build", "FAIL"), "passed": int(r.get("passed") or 0),
            "total": r.get("total", "")}


def run_one(prog, cc, level, work, corpus, jobs, ref=None):
    """Runs PROG.sh; returns (result dict, seconds)."""
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    env = dict(os.environ, REAL_CORPUS=corpus, JOBS=str(jobs))
    if ref:
        env["REAL_REF"] = ref
    start = time.time()
    with open(os.path.join(work, "run.log"), "w") as log:
        subprocess.run(["bash", os.path.join(HERE, prog + ".sh"), cc, level, work],
                       stdout=log, stderr=subprocess.STDOUT, env=env)
    seconds = time.time() - start
    result = parse_result(os.path.join(work, "result")) or {"build": "FAIL", "passed": 0, "total": ""}
    return result, seconds


def gcc_key(prog, corpus):
    h = hashlib.sha256()
    for name in ("lib.sh", prog + ".sh"):
        h.update(open(os.path.join(HERE, name), "rb").read())
    h.update(" ".join(sorted(os.listdir(corpus))).encode())
    h.update(subprocess.run(["gcc", "--version"], capture_output=True).stdout)
    # The variables that choose a suite's variant or subset.
    for var in ("REAL_QUICK", "REAL_SQLITE_TARGET", "REAL_PYTHON_TESTS", "REAL_GIT_TESTS"):
        h.update((var + "=" + os.environ.get(var, "") + ";").encode())
    return h.hexdigest()


def source_tree(work):
    dirs = [d for d in os.listdir(work) if os.path.isdir(os.path.join(work, d)) and d != "only-ilcc"]
    return os.path.join(work, dirs[0]) if len(dirs) == 1 else None


def fmt(r):
    if r["build"] != "ok":
        return "build FAILED"
    return f"{r['passed']}/{r['total'] or '?'}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ilcc", required=True)
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--programs", default=",".join(PROGRAMS))
    ap.add_argument("--levels", default="O0,O2")
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    a = ap.parse_args()
    ilcc = os.path.abspath(a.ilcc)
    corpus = os.path.abspath(a.corpus)
    if not os.path.isdir(corpus):
        sys.exit(f"tests/real: no corpus directory {corpus} (REAL_CORPUS=...)")
    programs = [p for p in a.programs.split(",") if p]
    for p in programs:
        if p not in PROGRAMS:
            sys.exit(f"tests/real: unknown program {p} (known: {', '.join(PROGRAMS)})")
    rows, failed = [], 0
    header = f"{'program':<10} {'level':<5} {'ilcc':>16} {'time':>7}   {'gcc':>16} {'time':>7}   verdict"
    print(header, flush=True)
    for prog in programs:
        for level in a.levels.split(","):
            gwork = os.path.join(a.work, "gcc", f"{prog}-{level}")
            key = gcc_key(prog, corpus)
            keyfile = os.path.join(gwork, "key")
            g = parse_result(os.path.join(gwork, "result"))
            gsec = 0.0
            if g is None or not os.path.exists(keyfile) or open(keyfile).read() != key:
                g, gsec = run_one(prog, "gcc", level, gwork, corpus, a.jobs)
                open(keyfile, "w").write(key)
            iwork = os.path.join(a.work, "ilcc", f"{prog}-{level}")
            i, isec = run_one(prog, ilcc, level, iwork, corpus, a.jobs, source_tree(gwork))
            ok = (i["build"] == "ok" or g["build"] != "ok") and i["passed"] >= g["passed"]
            failed += not ok
            gtime = f"{gsec:6.0f}s" if gsec else "cached"
            print(f"{prog:<10} {level:<5} {fmt(i):>16} {isec:6.0f}s   {fmt(g):>16} {gtime:>7}   "
                  f"{'ok' if ok else 'FAIL (' + iwork + ')'}", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
