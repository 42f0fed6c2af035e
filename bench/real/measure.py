#!/usr/bin/env python3
"""bench/real: builds real programs from the corpus snapshots with gcc -O1, gcc -O2, clang -O2,
ilcc -O1 and ilcc -O2, checks that every build's output matches gcc -O2's, and measures
executed instructions (callgrind), run time, compile CPU time, the compiler's peak RSS and
.text size. Prints markdown tables with every value's ratio to gcc -O2. Used by run.sh;
`measure.py --help` lists the options, bench/README.md ("Real programs") describes it."""
import argparse
import concurrent.futures
import hashlib
import inspect
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))
import gen_input  # noqa: E402
import gen_sql  # noqa: E402
import recipes  # noqa: E402
from benchlib import load_note  # noqa: E402

WRAP_PY = os.path.join(HERE, "ccwrap.py")
BUILD_TIMEOUT = 4 * 3600
RUN_TIMEOUT = 900
CALLGRIND_TIMEOUT = 6 * 3600
REF = "gcc-O2"
INPUT_BYTES = 4 << 20


class Compiler:
    def __init__(self, tag, path, level):
        self.tag, self.path, self.level = tag, path, level
        self.label = tag.replace("-", " -")


def compilers(ilcc):
    return [Compiler("gcc-O1", "/usr/bin/gcc", "-O1"), Compiler("gcc-O2", "/usr/bin/gcc", "-O2"),
            Compiler("clang-O2", "/usr/bin/clang-14", "-O2"), Compiler("ilcc-O1", ilcc, "-O1"),
            Compiler("ilcc-O2", ilcc, "-O2")]


def note(msg):
    print("[bench/real %s] %s" % (time.strftime("%H:%M:%S"), msg), file=sys.stderr, flush=True)


def sha(*parts):
    h = hashlib.sha256()
    for p in parts:
        h.update(p if isinstance(p, bytes) else str(p).encode())
        h.update(b"\0")
    return h.hexdigest()[:16]


def file_sha(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:16]


def tree_sha(path):
    """The files under path (symbolic links followed), names and contents."""
    parts = []
    for root, dirs, files in os.walk(path, followlinks=True):
        dirs.sort()
        for f in sorted(files):
            p = os.path.join(root, f)
            parts += [os.path.relpath(p, path), file_sha(p)]
    return sha(*parts)


_stamps = {}


def compiler_stamp(c):
    """What identifies the compiler's output: ilcc's binary, headers and start file; gcc's and
    clang's version and installed binary."""
    if c.path not in _stamps:
        if os.path.basename(c.path).startswith("ilcc"):
            lib = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(c.path))), "lib", "ilcc")
            _stamps[c.path] = sha(file_sha(c.path), tree_sha(lib) if os.path.isdir(lib) else "")
        else:
            v = subprocess.run([c.path, "--version"], capture_output=True, text=True).stdout
            st = os.stat(os.path.realpath(c.path))
            _stamps[c.path] = sha(v, st.st_size, st.st_mtime)
    return _stamps[c.path]


def load_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def save_json(path, obj):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(obj, f, indent=1)
    os.replace(tmp, path)


def tail(path, lines=15):
    try:
        with open(path, errors="replace") as f:
            return "".join(f.readlines()[-lines:])
    except OSError:
        return ""


class Failed(Exception):
    pass


def tarball_of(corpus, prog):
    import glob
    found = sorted(glob.glob(os.path.join(corpus, prog.tarball)))
    if not found:
        raise Failed("no snapshot %s in %s" % (prog.tarball, corpus))
    st = os.stat(found[0])
    return found[0], sha(os.path.basename(found[0]), st.st_size, int(st.st_mtime))


def unpack(tarball, dest):
    """Unpacks tarball afresh into dest; returns its top directory."""
    if os.path.exists(dest):
        shutil.rmtree(dest)
    os.makedirs(dest)
    r = subprocess.run(["tar", "-xf", tarball, "-C", dest], capture_output=True, text=True)
    if r.returncode:
        raise Failed("tar -xf %s: %s" % (tarball, r.stderr[-500:]))
    tops = os.listdir(dest)
    if len(tops) != 1:
        raise Failed("%s does not hold one top directory" % tarball)
    return os.path.join(dest, tops[0])


def run_logged(argv, cwd, env, log, timeout):
    with open(log, "a") as lf:
        lf.write("$ (cd %s && %s)\n" % (cwd, " ".join(argv)))
        lf.flush()
        try:
            r = subprocess.run(argv, cwd=cwd, env=env, stdout=lf, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise Failed("%s timed out after %d s" % (argv[0], timeout))
        except OSError as e:
            raise Failed("%s: %s" % (argv[0], e))
    if r.returncode:
        raise Failed("`%s` exited with status %d" % (" ".join(argv)[:200], r.returncode))


class Prep:
    """Generates a program's sources once with the system compilers (not measured)."""

    def __init__(self, prog, out, corpus, jobs):
        self.prog, self.jobs = prog, jobs
        self.dir = os.path.join(out, "prep", prog.name)
        self.tarball, tstamp = tarball_of(corpus, prog)
        self.stamp = sha(tstamp, inspect.getsource(prog.prep)) if hasattr(prog, "prep") else ""

    def ensure(self):
        if not hasattr(self.prog, "prep"):
            return
        stamp_file = os.path.join(self.dir, "stamp")
        try:
            with open(stamp_file) as f:
                if f.read() == self.stamp:
                    return
        except OSError:
            pass
        note("prep %s: generating sources with gcc (once)" % self.prog.name)
        if os.path.exists(self.dir):
            shutil.rmtree(self.dir)
        os.makedirs(self.dir)
        self.log = os.path.join(self.dir, "prep.log")
        self.tree = unpack(self.tarball, os.path.join(self.dir, "src"))
        self.prog.prep(self)
        shutil.rmtree(os.path.join(self.dir, "src"))
        with open(stamp_file, "w") as f:
            f.write(self.stamp)

    def sh(self, argv, cwd):
        run_logged(argv, cwd, dict(os.environ), self.log, BUILD_TIMEOUT)

    def keep(self, path):
        shutil.copy(path, self.dir)


class Builder:
    """What a recipe's build sees: b.cc (the wrapper), b.level, b.tree, b.jobs, b.prep_dir, and
    sh/compile/link, which log to the cell's build.log and time every compiler invocation."""

    def __init__(self, comp, cell, tree, prep_dir, jobs, shadow, wrapper):
        self.comp, self.dir, self.tree, self.prep_dir, self.jobs = comp, cell, tree, prep_dir, jobs
        self.cc, self.level, self.shadow = wrapper, comp.level, shadow
        self.log = os.path.join(cell, "build.log")
        self.cc_log = os.path.join(cell, "cc-times.log")
        self.lock = threading.Lock()

    def sh(self, argv, cwd=None, timed=True, env=None):
        e = dict(os.environ)
        e["BENCH_REAL_CC"] = self.comp.path
        e["PATH"] = self.shadow + os.pathsep + e.get("PATH", "")
        e.pop("BENCH_REAL_LOG", None)
        for v in ("CFLAGS", "CPPFLAGS", "LDFLAGS", "MAKEFLAGS", "MFLAGS", "MAKELEVEL"):
            e.pop(v, None)
        if timed:
            e["BENCH_REAL_LOG"] = self.cc_log
        e.update(env or {})
        run_logged(argv, cwd or self.tree, e, self.log, BUILD_TIMEOUT)

    def prepped(self, name):
        return os.path.join(self.prep_dir, name)

    def compile(self, srcs, flags):
        """Compiles each source (relative to the tree, or absolute) to an object in the
        cell's obj/, jobs at a time; returns the objects."""
        objdir = os.path.join(self.dir, "obj")
        os.makedirs(objdir, exist_ok=True)
        objs = [os.path.join(objdir, os.path.splitext(os.path.basename(s))[0] + ".o") for s in srcs]
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            list(pool.map(lambda so: self.sh([self.cc] + flags + ["-c", so[0], "-o", so[1]]), zip(srcs, objs)))
        return objs

    def link(self, objs, name, libs):
        exe = os.path.join(self.dir, name)
        self.sh([self.cc, "-o", exe] + objs + libs)
        return exe


def read_cc_log(path):
    """(CPU seconds of every invocation, peak RSS KiB over compile invocations, units)."""
    cpu, rss, units, any_rss = 0.0, 0, 0, 0
    try:
        with open(path) as f:
            for line in f:
                w = line.split()
                if len(w) != 5 or w[0] not in ("compile", "link", "other"):
                    continue
                cpu += float(w[2]) + float(w[3])
                any_rss = max(any_rss, int(w[4]))
                if w[0] == "compile":
                    units += 1
                    rss = max(rss, int(w[4]))
    except OSError:
        pass
    return cpu, rss or any_rss, units


def text_size(exe):
    r = subprocess.run(["size", "-A", exe], capture_output=True, text=True)
    m = re.search(r"^\.text\s+(\d+)", r.stdout, re.M)
    return int(m.group(1)) if m else None


class Cell:
    def __init__(self, prog, comp, out):
        self.prog, self.comp = prog, comp
        self.dir = os.path.join(out, prog.name, comp.tag)
        self.build = self.profile = self.times = None

    @property
    def name(self):
        return "%s %s" % (self.prog.name, self.comp.label)


def build_stamp(cell, prep, tstamp):
    prog = cell.prog
    parts = [compiler_stamp(cell.comp), cell.comp.level, tstamp, prep.stamp, file_sha(WRAP_PY),
             inspect.getsource(prog.build)]
    parts += [inspect.getsource(getattr(prog, m)) for m in ("flags",) if hasattr(prog, m)]
    parts += [repr(sorted((k, v) for k, v in vars(type(prog)).items() if isinstance(v, (int, list))))]
    return sha(*parts)


def do_build(cell, corpus, out, jobs, shadow, wrapper, reuse):
    prog, comp = cell.prog, cell.comp
    prep = Prep(prog, out, corpus, jobs)
    tarball, tstamp = tarball_of(corpus, prog)
    stamp = build_stamp(cell, prep, tstamp)
    old = load_json(os.path.join(cell.dir, "build.json"))
    if reuse and old and old.get("stamp") == stamp and (not old["ok"] or os.path.exists(old["exe"])):
        note("build %s: reused (%s)" % (cell.name, "ok" if old["ok"] else "failed"))
        cell.build = old
        return
    if os.path.exists(cell.dir):
        shutil.rmtree(cell.dir)
    os.makedirs(cell.dir)
    rec = {"stamp": stamp, "ok": False}
    t0 = time.time()
    try:
        prep.ensure()
        note("build %s ..." % cell.name)
        tree = unpack(tarball, os.path.join(cell.dir, "src"))
        b = Builder(comp, cell.dir, tree, prep.dir, jobs, shadow, wrapper)
        exe = prog.build(b)
        if not os.path.exists(exe):
            raise Failed("the build made no %s" % exe)
        rec.update(ok=True, exe=exe, text=text_size(exe))
    except Failed as e:
        rec["error"] = str(e)
    cpu, rss, units = read_cc_log(os.path.join(cell.dir, "cc-times.log"))
    rec.update(ccpu=cpu, crss=rss, units=units, wall=time.time() - t0,
               log=os.path.join(cell.dir, "build.log"))
    note("build %s: %s, %d units, compile CPU %.1f s, peak RSS %.1f MiB, %.0f s wall"
         % (cell.name, "ok" if rec["ok"] else "FAILED (%s)" % rec["error"], units, cpu, rss / 1024.0,
            rec["wall"]))
    save_json(os.path.join(cell.dir, "build.json"), rec)
    cell.build = rec


class Inputs:
    """The generated inputs of one scale, made once: the compressors' input, its first
    quarter and the SQL script."""

    def __init__(self, out, scale):
        self.scale = scale
        self.dir = os.path.join(out, "inputs", "scale-%g" % scale)

    def path(self, name):
        return os.path.join(self.dir, name)

    def ensure(self):
        stamp = sha(inspect.getsource(gen_input), inspect.getsource(gen_sql), self.scale)
        stamp_file = self.path("stamp")
        try:
            with open(stamp_file) as f:
                if f.read() == stamp:
                    return
        except OSError:
            pass
        note("generating the inputs (scale %g)" % self.scale)
        os.makedirs(self.dir, exist_ok=True)
        data = gen_input.generate(max(4096, int(INPUT_BYTES * self.scale)))
        with open(self.path("input.bin"), "wb") as f:
            f.write(data)
        with open(self.path("input-quarter.bin"), "wb") as f:
            f.write(data[:len(data) // 4])
        with open(self.path("workload.sql"), "w") as f:
            f.write(gen_sql.generate(self.scale))
        with open(stamp_file, "w") as f:
            f.write(stamp)


def workload_stamp(cell, inp):
    """The build, the commands and the contents of every file they name."""
    parts = [cell.build["stamp"]]
    for c in cell.prog.commands("{exe}", inp):
        parts.append(c.key())
        for a in c.argv + [c.stdin or ""]:
            if os.path.isfile(a):
                parts.append(file_sha(a))
        if c.normalize:
            parts.append(inspect.getsource(c.normalize))
    return sha(*parts)


def run_workload(cell, inp, rundir, callgrind=False):
    """Runs the workload's commands in rundir. Returns (error or None, [normalized output
    hash per command], wall seconds, CPU seconds, Ir or None)."""
    os.makedirs(rundir, exist_ok=True)
    cmds = cell.prog.commands(cell.build["exe"], inp)
    outs = [os.path.join(rundir, "out%d" % i) for i in range(len(cmds))]
    subst = lambda s: re.sub(r"\{out(\d+)\}", lambda m: outs[int(m.group(1))], s)
    hashes, wall, cpu, ir = [], 0.0, 0.0, 0
    for i, c in enumerate(cmds):
        argv = [subst(a) for a in c.argv]
        if callgrind:
            argv = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.path.join(rundir, "callgrind.%d" % i),
                    "--log-file=" + os.path.join(rundir, "valgrind.%d.log" % i), "--"] + argv
        stdin = open(subst(c.stdin), "rb") if c.stdin else subprocess.DEVNULL
        with open(outs[i], "wb") as so, open(os.path.join(rundir, "err%d" % i), "wb") as se:
            t0 = time.perf_counter()
            p = subprocess.Popen(argv, stdin=stdin, stdout=so, stderr=se, cwd=c.cwd or rundir)
            timer = threading.Timer(CALLGRIND_TIMEOUT if callgrind else RUN_TIMEOUT, p.kill)
            timer.start()
            _, status, ru = os.wait4(p.pid, 0)
            wall += time.perf_counter() - t0
            timer.cancel()
            p.returncode = os.waitstatus_to_exitcode(status)
        if c.stdin:
            stdin.close()
        cpu += ru.ru_utime + ru.ru_stime
        if p.returncode != 0:
            return ("command %d (%s) exited with status %d: %s" % (
                i, " ".join(argv)[-200:], p.returncode,
                tail(os.path.join(rundir, "err%d" % i), 5).strip()[-500:]), hashes, wall, cpu, None)
        with open(outs[i], "rb") as f:
            data = f.read()
        hashes.append(hashlib.sha256(c.normalize(data) if c.normalize else data).hexdigest()[:16])
        if callgrind:
            m = re.search(r"Collected : (\d+)", tail(os.path.join(rundir, "valgrind.%d.log" % i), 40))
            if not m:
                return "callgrind gave no count (%s)" % os.path.join(rundir, "valgrind.%d.log" % i), hashes, wall, cpu, None
            ir += int(m.group(1))
    return None, hashes, wall, cpu, (ir if callgrind else None)


def do_profile(cell, inp, reuse, callgrind):
    """The output check (a native run) and the instruction count (a callgrind run)."""
    stamp = sha(workload_stamp(cell, inp), callgrind)
    path = os.path.join(cell.dir, "profile.json")
    old = load_json(path)
    if reuse and old and old.get("stamp") == stamp:
        cell.profile = old
        return "reused"
    rec = {"stamp": stamp}
    err, hashes, _, _, _ = run_workload(cell, inp, os.path.join(cell.dir, "native"))
    rec.update(error=err, hashes=hashes, ir=None)
    if not err and callgrind:
        err, cg_hashes, _, _, ir = run_workload(cell, inp, os.path.join(cell.dir, "callgrind"), callgrind=True)
        if not err and cg_hashes != hashes:
            err = "the output under callgrind differs from the native run's"
        rec.update(error=err, ir=ir)
    save_json(path, rec)
    cell.profile = rec
    return "ok" if not err else "FAILED: " + err


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


METRICS = [
    ("ir", "Executed instructions (callgrind total Ir, millions, libc included; lower is better)",
     lambda v: "%.1f" % (v / 1e6)),
    ("wall", "Run time (wall seconds, median of {runs} runs)", lambda v: "%.3f" % v),
    ("cpu", "Run time (user+sys CPU seconds, median of {runs} runs)", lambda v: "%.3f" % v),
    ("ccpu", "Compile CPU time of the whole program (seconds, user+sys of every compiler "
             "invocation of the build, children such as cc1, as and ld included)", lambda v: "%.1f" % v),
    ("crss", "Compiler peak RSS (MiB, the largest over the translation units)", lambda v: "%.1f" % (v / 1024.0)),
    ("text", "Executable `.text` size (KiB, `size -A`)", lambda v: "%.1f" % (v / 1024.0)),
]


def cell_value(cell, metric):
    """The metric's value, or a marker string when there is none."""
    b, p, t = cell.build, cell.profile, cell.times
    if b is None:
        return "-"
    if not b["ok"]:
        return "build failed"
    if metric in ("ccpu", "crss", "text"):
        return b.get(metric) or "-"
    if p is None:
        return "-"
    if p.get("error"):
        return "run failed"
    if p.get("wrong"):
        return "WRONG"
    if metric == "ir":
        return p.get("ir") or "-"
    if t is None or not t.get("walls"):
        return "-"
    return statistics.median(t["walls" if metric == "wall" else "cpus"])


def tables(progs, comps, cells, runs):
    lines = []
    for key, title, fmt in METRICS:
        if key in ("wall", "cpu") and not runs:
            continue
        if key == "ir" and all(not isinstance(cell_value(cells[p.name, c.tag], "ir"), (int, float))
                               for p in progs for c in comps):
            continue
        lines += ["", "**%s**, ratio to gcc -O2 in parentheses" % title.format(runs=runs), ""]
        lines.append("| program | " + " | ".join(c.label for c in comps) + " |")
        lines.append("|---|" + "---:|" * len(comps))
        ratios = {c.tag: [] for c in comps}
        for p in progs:
            ref = cell_value(cells[p.name, REF], key) if (p.name, REF) in cells else None
            row = []
            for c in comps:
                v = cell_value(cells[p.name, c.tag], key)
                if not isinstance(v, (int, float)):
                    row.append("**%s**" % v if v != "-" else "-")
                elif isinstance(ref, (int, float)) and ref > 0 and c.tag != REF:
                    ratios[c.tag].append(v / ref)
                    row.append("%s (%.2f)" % (fmt(v), v / ref))
                else:
                    row.append(fmt(v))
            lines.append("| %s | %s |" % (p.name, " | ".join(row)))
        gm = []
        for c in comps:
            if c.tag == REF:
                gm.append("1.00")
                continue
            rs = ratios[c.tag]
            g = geomean(rs)
            gm.append("-" if g is None else "%.2f" % g if len(rs) == len(progs)
                      else "%.2f (%d of %d)" % (g, len(rs), len(progs)))
        lines.append("| **geomean of ratios** | %s |" % " | ".join(gm))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ilcc", required=True, help="the ilcc to measure (BUILD/bin/ilcc)")
    ap.add_argument("--corpus", required=True, help="the directory of the corpus snapshots")
    ap.add_argument("--out", required=True, help="where builds, profiles and results go")
    ap.add_argument("--programs", default=",".join(p.name for p in recipes.PROGRAMS),
                    help="comma-separated subset of: %(default)s")
    ap.add_argument("--compilers", default="gcc-O1,gcc-O2,clang-O2,ilcc-O1,ilcc-O2",
                    help="comma-separated subset of %(default)s (gcc-O2, the reference, is always built)")
    ap.add_argument("--jobs", type=int, default=2, help="parallel compiles and callgrind runs (default 2)")
    ap.add_argument("--runs", type=int, default=None, help="timed runs per binary (default 5, quick 1; 0: none)")
    ap.add_argument("--quick", action="store_true",
                    help="a tenth of every workload and one timed run (separate profiles)")
    ap.add_argument("--reuse", action="store_true",
                    help="reuse builds, profiles and timings whose compiler, recipe, sources and "
                         "workload are unchanged (an interrupted or partial run resumes)")
    ap.add_argument("--no-callgrind", action="store_true", help="skip the instruction counts")
    a = ap.parse_args()

    progs_by_name = {p.name: p for p in recipes.PROGRAMS}
    wanted = [s for s in a.programs.split(",") if s]
    bad = [s for s in wanted if s not in progs_by_name]
    all_comps = compilers(os.path.abspath(a.ilcc))
    comps_by_tag = {c.tag: c for c in all_comps}
    ctags = [s for s in a.compilers.split(",") if s]
    bad += [s for s in ctags if s not in comps_by_tag]
    if bad:
        ap.error("unknown program or compiler: %s" % ", ".join(bad))
    if REF not in ctags:
        ctags.append(REF)
    progs = [progs_by_name[s] for s in wanted]
    comps = [c for c in all_comps if c.tag in ctags]
    scale = 0.1 if a.quick else 1.0
    runs = a.runs if a.runs is not None else (1 if a.quick else 5)
    out = os.path.abspath(a.out)
    corpus = os.path.abspath(a.corpus)
    if not os.path.isdir(corpus):
        ap.error("no corpus directory %s (pass --corpus DIR or set REAL_CORPUS)" % corpus)
    os.makedirs(out, exist_ok=True)

    # A PATH on which gcc, cc, clang and tcc refuse to run: a build reaches the compiler under
    # test only through CC (the wrapper), so every compiler invocation is timed.
    shadow = os.path.join(out, "shadow")
    os.makedirs(shadow, exist_ok=True)
    for tool in ["gcc", "cc", "c89", "c99", "clang", "clang-14", "gcc-12", "tcc", "ilcc",
                 "x86_64-linux-gnu-gcc", "x86_64-linux-gnu-gcc-12"]:
        with open(os.path.join(shadow, tool), "w") as f:
            f.write('#!/bin/sh\necho "bench/real: the build ran %s $*; it must use CC" >&2\nexit 1\n' % tool)
        os.chmod(os.path.join(shadow, tool), 0o755)

    # CC for every build: the timing wrapper, run by this Python without site (fast start).
    wrapper = os.path.join(out, "ccwrap")
    with open(wrapper, "w") as f:
        f.write('#!/bin/sh\nexec %s -S -E %s "$@"\n' % (sys.executable, WRAP_PY))
    os.chmod(wrapper, 0o755)

    inp = Inputs(out, scale)
    inp.ensure()
    cells = {(p.name, c.tag): Cell(p, c, out) for p in progs for c in comps}
    order = [cells[p.name, c.tag] for p in progs for c in comps]

    # 1. Builds, one at a time (each with --jobs parallel compiles).
    for cell in order:
        try:
            do_build(cell, corpus, out, a.jobs, shadow, wrapper, a.reuse)
        except Failed as e:
            cell.build = {"ok": False, "error": str(e), "stamp": ""}
            note("build %s: FAILED (%s)" % (cell.name, e))

    # 2. The output check and the instruction counts, --jobs at a time.
    built = [c for c in order if c.build and c.build["ok"]]
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        futs = {pool.submit(do_profile, c, inp, a.reuse, not a.no_callgrind): c for c in built}
        for f in concurrent.futures.as_completed(futs):
            c = futs[f]
            note("profile %s: %s%s" % (c.name, f.result(),
                                       ", %.1f M instructions" % (c.profile["ir"] / 1e6) if c.profile.get("ir") else ""))

    problems = []
    for p in progs:
        ref = cells[p.name, REF]
        ref_hashes = ref.profile["hashes"] if ref.profile and not ref.profile.get("error") else None
        for c in comps:
            cell = cells[p.name, c.tag]
            if cell.build and not cell.build["ok"]:
                problems.append(("build", "BUILD FAILED: %s: %s (log: %s)\n%s" % (
                    cell.name, cell.build.get("error"), cell.build.get("log", "-"),
                    tail(cell.build.get("log", ""), 12))))
                continue
            if not cell.profile:
                continue
            if cell.profile.get("error"):
                problems.append(("run", "RUN FAILED: %s: %s" % (cell.name, cell.profile["error"])))
            elif ref_hashes is None:
                problems.append(("run", "NO REFERENCE: %s: gcc -O2's build or run failed, output not checked" % cell.name))
            elif cell.profile["hashes"] != ref_hashes:
                cell.profile["wrong"] = True
                problems.append(("wrong", "WRONG OUTPUT (miscompile?): %s differs from gcc -O2's: compare %s with %s"
                                 % (cell.name, os.path.join(cell.dir, "native"), os.path.join(ref.dir, "native"))))

    # 3. Run times: rounds over every binary whose output is right, so that the machine's
    #    load changes hit every compiler alike.
    timed = [c for c in built if c.profile and not c.profile.get("error") and not c.profile.get("wrong")]
    todo = []
    for c in timed:
        stamp = sha(c.profile["stamp"], "times")
        old = load_json(os.path.join(c.dir, "times.json"))
        if a.reuse and old and old.get("stamp") == stamp and len(old.get("walls", [])) >= runs:
            c.times = old
        else:
            c.times = {"stamp": stamp, "walls": [], "cpus": []}
            todo.append(c)
    for r in range(runs if todo else 0):
        note("timed run %d of %d (%d binaries)" % (r + 1, runs, len(todo)))
        for c in todo:
            if c.times.get("error"):
                continue
            err, hashes, wall, cpu, _ = run_workload(c, inp, os.path.join(c.dir, "timed"))
            if err or hashes != c.profile["hashes"]:
                c.times["error"] = err or "output differs between runs"
                problems.append(("run", "RUN FAILED (timed run): %s: %s" % (c.name, c.times["error"])))
                continue
            c.times["walls"].append(wall)
            c.times["cpus"].append(cpu)
    for c in todo:
        if c.times.get("error"):
            c.times["walls"] = []
        save_json(os.path.join(c.dir, "times.json"), c.times)

    md = tables(progs, comps, cells, runs)
    print(md)
    print("\n" + load_note())
    results = {"programs": [p.name for p in progs], "compilers": [c.tag for c in comps], "scale": scale,
               "runs": runs, "cells": {"%s/%s" % k: {"build": v.build, "profile": v.profile, "times": v.times}
                                       for k, v in cells.items()}}
    save_json(os.path.join(out, "results.json"), results)
    with open(os.path.join(out, "table.md"), "w") as f:
        f.write(md.strip() + "\n")
    if problems:
        print()
        for kind, msg in problems:
            print("- **%s**" % msg.splitlines()[0])
        for kind, msg in problems:
            print("!!! " + msg, file=sys.stderr)
    return 1 if any(k in ("wrong", "run") for k, _ in problems) else 0


if __name__ == "__main__":
    sys.exit(main())
