#!/usr/bin/env python3
"""Token-stream comparison of `ilcc -E` against `gcc -E` (issue 4's acceptance test).

Both preprocessors read the same input under the same macros and include path: gcc runs
with -undef -nostdinc, ilcc's predefined macros (from `ilcc -dM -E -x c /dev/null`) as
-imacros, and ilcc's search path (its bundled headers, then the system directories).
Outputs are split into C tokens; white space and line markers are ignored. Both must
succeed, or both must fail (exit status), for a file to match.

Usage:
  compare.py --ilcc build/bin/ilcc [--jobs N] [--exceptions FILE] [--write-failures DIR] PATH...
PATH is a .c file or a directory (searched recursively for .c files). The run fails when a
PATH yields no file (a missing or empty directory, e.g. a torture suite that was not
extracted) or when fewer files were compared than found, so no count is written down.

The exceptions file lists known differences, one per line: `path-suffix  reason`. A listed
file that matches again, or an unlisted file that differs, fails the run, so the list
always says exactly which files differ and why.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

PUNCT = sorted("""%:%: ... <<= >>= -> ++ -- << >> <= >= == != && || *= /= %= += -= &= ^= |= ## <: :> <% %> %:
[ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , #""".split(), key=len, reverse=True)
TOKEN_RE = re.compile(
    r"""(?P<str>(?:u8|u|U|L)?"(?:[^"\\\n]|\\.)*")"""
    r"""|(?P<chr>(?:u|U|L)?'(?:[^'\\\n]|\\.)*')"""
    r"""|(?P<num>\.?[0-9](?:[eEpP][+-]|[0-9a-zA-Z_.]|\\[uU][0-9a-fA-F]+)*)"""
    r"""|(?P<id>(?:[A-Za-z_$]|\\[uU][0-9a-fA-F]+|[\x80-\xff])(?:[A-Za-z0-9_$]|\\[uU][0-9a-fA-F]+|[\x80-\xff])*)"""
    r"""|(?P<punct>""" + "|".join(re.escape(p) for p in PUNCT) + r""")"""
    r"""|(?P<ws>\s+)|(?P<other>.)""", re.S)


def tokens(text):
    out = []
    for line in text.split("\n"):
        s = line.lstrip()
        if re.match(r"#\s*\d+\s+\"", s) or re.match(r"#\s*line\b", s):
            continue  # line marker
        for m in TOKEN_RE.finditer(line):
            if m.lastgroup != "ws":
                out.append(m.group(0))
    return out


def run(cmd):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    except subprocess.TimeoutExpired:
        return -1, "", "timed out after 120 s\n"
    return p.returncode, p.stdout.decode("latin-1"), p.stderr.decode("latin-1")


def collect(paths):
    """The .c files under each PATH; exits if a PATH yields none."""
    files = []
    for p in paths:
        found = []
        if os.path.isdir(p):
            for d, _, names in os.walk(p):
                found += [os.path.join(d, n) for n in names if n.endswith(".c")]
        elif os.path.isfile(p):
            found.append(p)
        if not found:
            sys.exit("pp-compare: %s: no .c files" % p)
        files += found
    return sorted(set(files))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ilcc", required=True)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--exceptions")
    ap.add_argument("--write-failures")
    ap.add_argument("paths", nargs="+")
    a = ap.parse_args()
    ilcc = os.path.abspath(a.ilcc)
    resource = os.path.join(ROOT, "include", "ilcc")

    with tempfile.TemporaryDirectory() as tmp:
        predef = os.path.join(tmp, "PREDEF.h")
        rc, out, err = run([ilcc, "-dM", "-E", "-x", "c", "/dev/null"])
        if rc != 0:
            sys.exit("ilcc -dM failed: " + err)
        with open(predef, "w") as f:
            f.write(out)
        gcc = ["gcc", "-E", "-P", "-w", "-undef", "-nostdinc", "-imacros", predef, "-isystem", resource,
               "-isystem", "/usr/local/include", "-isystem", "/usr/include/x86_64-linux-gnu",
               "-isystem", "/usr/include"]

        def compare(path):
            d = os.path.dirname(path)
            rg, og, eg = run(gcc + ["-iquote", d, path])
            ri, oi, ei = run([ilcc, "-E", "-P", "-w", path])
            if (rg == 0) != (ri == 0):
                return path, False, "exit status gcc=%d ilcc=%d\n--- gcc stderr\n%s--- ilcc stderr\n%s" % (rg, ri, eg[-2000:], ei[-2000:])
            if rg != 0:
                return path, True, "both fail"
            tg, ti = tokens(og), tokens(oi)
            if tg == ti:
                return path, True, ""
            n = next((i for i in range(min(len(tg), len(ti))) if tg[i] != ti[i]), min(len(tg), len(ti)))
            return path, False, "first difference at token %d: gcc %r / ilcc %r\n gcc: %s\nilcc: %s" % (
                n, tg[n] if n < len(tg) else "<end>", ti[n] if n < len(ti) else "<end>",
                " ".join(tg[max(0, n - 12):n + 12]), " ".join(ti[max(0, n - 12):n + 12]))

        files = collect(a.paths)
        with ThreadPoolExecutor(max_workers=a.jobs) as ex:
            results = list(ex.map(compare, files))

    exceptions = {}
    if a.exceptions:
        for line in open(a.exceptions):
            line = line.strip()
            if line and not line.startswith("#"):
                key, _, reason = line.partition(" ")
                exceptions[key] = reason.strip()

    def excepted(path):
        return next((k for k in exceptions if path.endswith(k)), None)

    matched = differ = both_fail = 0
    unexpected, fixed, used = [], [], set()
    for path, ok, msg in results:
        k = excepted(path)
        if k:
            used.add(k)
        if ok:
            matched += 1
            both_fail += msg == "both fail"
            if k:
                fixed.append(path)
        else:
            differ += 1
            if not k:
                unexpected.append((path, msg))
            if a.write_failures:
                os.makedirs(a.write_failures, exist_ok=True)
                with open(os.path.join(a.write_failures, os.path.basename(path) + ".diff"), "w") as f:
                    f.write(msg)
    for path, msg in unexpected:
        print("MISMATCH %s\n  %s" % (path, msg.replace("\n", "\n  ")))
    for path in fixed:
        print("NOW MATCHES (remove from the exceptions list): %s" % path)
    print("pp-compare: %d files, %d match gcc -E (%d of them: both reject the input), %d differ (%d listed exceptions)" % (
        len(results), matched, both_fail, differ, differ - len(unexpected)))
    if len(results) != len(files):
        print("pp-compare: %d files found but %d compared" % (len(files), len(results)))
        sys.exit(1)
    sys.exit(1 if unexpected or fixed else 0)


if __name__ == "__main__":
    main()
