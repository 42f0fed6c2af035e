#!/usr/bin/env python3
"""Regenerates the diagnostic CHECK lines of C lit tests (a "bless" mode for
tests/lit/sema and tests/lit/il). Review the diff before committing: the generated lines
record what ilcc says now, not what it should say.

Usage: tests/update_diag_checks.py [--build DIR] TEST.c...

The test's first `// RUN: [not] %bin/ilcc ARGS %s 2>&1 | FileCheck %s ...` line is run on
the test without its generated lines, and every error and warning ilcc reports in the
test file becomes a line
    // CHECK: NAME.c:[[@LINE+1]]:COL: error: MESSAGE
just before the line it is about (notes are not checked). Generated lines are the
`// CHECK...:` lines that use [[@LINE; other CHECK lines are kept. When ilcc reports the
diagnostics out of line order (end-of-function or end-of-file checks) the lines become
CHECK-DAG. Run the test's RUN line with --implicit-check-not=error: (and warning:) so
that no other diagnostic may appear."""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|fatal error): (.*)$")
GENERATED = re.compile(r"^\s*// CHECK(-DAG)?: .*\[\[@LINE")


def escape(msg):
    # FileCheck gives {{ and [[ a meaning; match them literally.
    return msg.replace("{{", "{{[{][{]}}").replace("[[", "{{[[][[]}}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    ap.add_argument("tests", nargs="+")
    args = ap.parse_args()
    bindir = os.path.abspath(os.path.join(args.build, "bin"))
    for path in args.tests:
        lines = open(path).read().split("\n")
        kept = [l for l in lines if not GENERATED.match(l)]
        m = None
        for l in kept:
            m = re.match(r"^// RUN: (?:not )?%bin/ilcc (.*?)%s(.*?)2>&1", l)
            if m:
                break
        if not m:
            sys.exit(f"{path}: no '// RUN: [not] %bin/ilcc ... %s ... 2>&1' line")
        name = os.path.basename(path)
        with tempfile.TemporaryDirectory() as tmp:
            copy = os.path.join(tmp, name)
            open(copy, "w").write("\n".join(kept))
            argv = [os.path.join(bindir, "ilcc")] + shlex.split(m.group(1)) + [copy] + shlex.split(m.group(2))
            argv = [a.replace("%S", os.path.dirname(os.path.abspath(path))) for a in argv]
            out = subprocess.run(argv, capture_output=True, text=True, cwd=os.path.dirname(os.path.abspath(path)))
        diags = []
        for line in out.stderr.splitlines():
            d = DIAG.match(line)
            if d and os.path.basename(d.group(1)) == name:
                diags.append((int(d.group(2)), int(d.group(3)), d.group(4), d.group(5)))
        in_order = all(a[0] <= b[0] for a, b in zip(diags, diags[1:]))
        kind = "CHECK" if in_order else "CHECK-DAG"
        by_line = {}
        for d in diags:
            by_line.setdefault(d[0], []).append(d)
        result = []
        for i, l in enumerate(kept, start=1):
            ds = by_line.pop(i, [])
            for k, (_, col, sev, msg) in enumerate(ds):
                result.append(f"// {kind}: {name}:[[@LINE+{len(ds) - k}]]:{col}: {sev}: {escape(msg)}")
            result.append(l)
        for line_no, ds in sorted(by_line.items()):
            for _, col, sev, msg in ds:
                result.append(f"// {kind}: {name}:{line_no}:{col}: {sev}: {escape(msg)}")
        open(path, "w").write("\n".join(result))
        print(f"{path}: {len(diags)} diagnostic(s)")


if __name__ == "__main__":
    main()
