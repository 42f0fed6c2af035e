#!/usr/bin/env python3
"""Every feature ilcc's feature-test macros answer 1 for really works.

`ilcc --print-feature-tables` lists, from the tables that answer the macros (pp/features.def
for __has_attribute and __has_c_attribute, sema/builtins.def and the builtin keywords for
__has_builtin), each attribute and builtin ilcc claims. This script has a test program for
each: an attribute's use and a check of its effect, a builtin's call with its result
printed. A claimed name without a test fails the run, so a feature cannot be claimed
without being tested, nor its test dropped while it is claimed.

Each program is built by ilcc at -O0 and -O2 with -Werror (an attribute ilcc ignores with a
warning fails) and run; the output must be gcc's for the same program (gcc is the oracle).
Builtins are tested in one program (a function each); attributes one program each.

Usage: check.py --ilcc build/bin/ilcc [--gcc gcc] [--keep DIR]
"""
import argparse
import os
import subprocess
import sys
import tempfile

from tests_attributes import ATTRIBUTE_TESTS
from tests_builtins import BUILTIN_TESTS, auto_builtin_test


def run(cmd, **kw):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120, **kw)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def build_and_run(compiler, flags, source, workdir, name):
    exe = os.path.join(workdir, name)
    rc, out, err = run([compiler] + flags + ["-o", exe, source, "-lm"])
    if rc != 0:
        return None, err
    rc, out, err = run([exe], cwd=workdir)
    return (rc, out), err


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ilcc", required=True)
    ap.add_argument("--gcc", default="gcc")
    ap.add_argument("--keep", help="keep the generated programs in this directory")
    args = ap.parse_args()

    rc, tables, err = run([args.ilcc, "--print-feature-tables"])
    if rc != 0:
        sys.exit("ilcc --print-feature-tables failed:\n" + err)
    attributes, builtins = [], []
    for line in tables.splitlines():
        words = line.split()
        if words[0] == "attribute":
            attributes.append(words[1])
        elif words[0] == "builtin":
            builtins.append((words[1], words[2], " ".join(words[3:])))
        elif words[0] == "c_attribute":
            pass  # [[...]] attributes: tested by the parser's tests (tests/lit/sema)
    if len(attributes) < 40 or len(builtins) < 200:
        sys.exit("too few features listed: %d attributes, %d builtins" % (len(attributes), len(builtins)))

    failures = []
    workdir = args.keep or tempfile.mkdtemp(prefix="ilcc-features-")
    os.makedirs(workdir, exist_ok=True)

    def compare(name, source_text):
        src = os.path.join(workdir, name + ".c")
        with open(src, "w") as f:
            f.write(source_text)
        want, gerr = build_and_run(args.gcc, ["-O0", "-w"], src, workdir, name + ".gcc")
        if want is None:
            failures.append("%s: gcc cannot build the test:\n%s" % (name, gerr))
            return
        for opt in ("-O0", "-O2"):
            got, ierr = build_and_run(args.ilcc, [opt, "-Werror"], src, workdir, name + ".ilcc" + opt)
            if got is None:
                failures.append("%s: ilcc %s cannot build it:\n%s" % (name, opt, ierr))
            elif got != want:
                failures.append("%s: ilcc %s: exit %d, output:\n%s\ngcc: exit %d, output:\n%s"
                                % (name, opt, got[0], got[1], want[0], want[1]))

    # Attributes: one program each.
    for a in attributes:
        test = ATTRIBUTE_TESTS.get(a)
        if test is None:
            failures.append("attribute '%s' is claimed (__has_attribute) but has no test in tests/features/tests_attributes.py" % a)
            continue
        compare("attr_" + a, "#if defined __ilcc__ && !__has_attribute(%s)\n#error not claimed\n#endif\n%s" % (a, test))
    for a in ATTRIBUTE_TESTS:
        if a not in attributes:
            failures.append("attribute '%s' has a test but is not claimed: remove the test or claim it" % a)

    # Builtins: one program, a function each.
    decls, calls = [], []
    for i, (name, kind, sig) in enumerate(builtins):
        body = BUILTIN_TESTS.get(name)
        if body is None:
            body = auto_builtin_test(name, kind, sig)
        if body is None:
            failures.append("builtin '%s' (%s %s) is claimed (__has_builtin) but has no test in "
                            "tests/features/tests_builtins.py" % (name, kind, sig))
            continue
        decls.append("#if defined __ilcc__ && !__has_builtin(%s)\n#error %s not claimed\n#endif\n"
                     "static void t%d(void) {\n  printf(\"%s:\");\n%s\n  printf(\"\\n\");\n}\n" % (name, name, i, name, body))
        calls.append("  t%d();\n" % i)
    for b in BUILTIN_TESTS:
        if b not in [n for n, _, _ in builtins]:
            failures.append("builtin '%s' has a test but is not claimed: remove the test or claim it" % b)
    prelude = open(os.path.join(os.path.dirname(__file__), "prelude.h")).read()
    compare("builtins", prelude + "".join(decls) + "int main(void) {\n" + "".join(calls) + "  return 0;\n}\n")

    if failures:
        print("\n\n".join(failures))
        print("\n%d failure(s); programs in %s" % (len(failures), workdir))
        sys.exit(1)
    print("%d attributes and %d builtins checked against gcc at -O0 and -O2" % (len(attributes), len(builtins)))


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main()
