"""bench/real: how each real program is built and what it runs. Used by measure.py.

A program is a class with
  name, tarball     its name and the glob of its snapshot in the corpus directory;
  how               one line for bench/README.md: how it is built;
  prep(p)           optional: generates sources once with the system gcc (not timed), into
                    p.dir; returns nothing;
  build(b)          builds the program with the compiler under test (b.cc, b.level) and
                    returns the path of the executable;
  commands(x, inp)  the workload: a list of Cmd run one after the other, x being the
                    executable and inp the generated inputs (inp.path(name), inp.scale).
Every build sees the same flags whatever the compiler; only LEVEL (-O1/-O2) differs.
"""
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))


class Cmd:
    """One command of a workload. argv may name the files of earlier commands' standard
    output as {out0}, {out1}, ...; stdin is a path or None; normalize maps the standard
    output (bytes) to what must match gcc -O2's (None: all of it)."""

    def __init__(self, argv, stdin=None, normalize=None, cwd=None):
        self.argv, self.stdin, self.normalize, self.cwd = argv, stdin, normalize, cwd

    def key(self):
        return repr((self.argv, self.stdin, self.normalize.__name__ if self.normalize else None))


def scaled(scale, x):
    return max(1, int(x * scale))


class Lua:
    name = "lua"
    tarball = "lua-*.tar.xz"
    how = ("its own makefile, `make CC=CC CFLAGS='-Wall LEVEL -std=c99 -DLUA_USE_LINUX "
           "-fno-stack-protector -fno-common'`")
    workload = "`bench/real/workload.lua`: sieve, sorting records with a closure, word counts "\
               "in tables, string.format/gsub, closures, integer and float arithmetic, "\
               "metatables, coroutines"

    def build(self, b):
        b.sh(["make", "-j%d" % b.jobs, "CC=" + b.cc,
              "CFLAGS=-Wall %s -std=c99 -DLUA_USE_LINUX -fno-stack-protector -fno-common" % b.level],
             cwd=b.tree)
        return os.path.join(b.tree, "lua")

    def commands(self, x, inp):
        return [Cmd([x, os.path.join(HERE, "workload.lua"), str(inp.scale)])]


class Zlib:
    name = "zlib"
    tarball = "zlib-*.tar.xz"
    how = "its own `CFLAGS=LEVEL ./configure --static` and `make minigzip`"
    workload = "minigzip compressing the generated input (level 6) and decompressing "\
               "its own output"

    def build(self, b):
        b.sh(["./configure", "--static"], cwd=b.tree, timed=False, env={"CC": b.cc, "CFLAGS": b.level})
        b.sh(["make", "-j%d" % b.jobs, "minigzip"], cwd=b.tree)
        return os.path.join(b.tree, "minigzip")

    def commands(self, x, inp):
        return [Cmd([x, "-c", inp.path("input.bin")]),
                Cmd([x, "-d", "-c"], stdin="{out0}")]


def coremark_iterations(scale):
    return scaled(scale, 10000)


class CoreMark:
    name = "coremark"
    tarball = "coremark-*.tar.xz"
    how = ("its sources compiled directly, as its makefile's posix port does: `LEVEL -Iposix -I. "
           "-DFLAGS_STR=... -DITERATIONS=10000 -DPERFORMANCE_RUN=1`, linked with -lrt")
    workload = "the performance run, 10000 iterations (`0x0 0x0 0x66 10000`); the CRC lines "\
               "are compared, not the timings"

    def build(self, b):
        srcs = ["core_list_join.c", "core_main.c", "core_matrix.c", "core_state.c", "core_util.c",
                "posix/core_portme.c"]
        flags = [b.level, "-Iposix", "-I.", '-DFLAGS_STR="%s"' % b.level,
                 "-DITERATIONS=%d" % coremark_iterations(1), "-DPERFORMANCE_RUN=1"]
        objs = b.compile(srcs, flags)
        return b.link(objs, "coremark", ["-lrt"])

    def commands(self, x, inp):
        return [Cmd([x, "0x0", "0x0", "0x66", str(coremark_iterations(inp.scale))],
                    normalize=coremark_output)]


def coremark_output(out):
    """CoreMark's output without its timings (and the verdicts that follow from them)."""
    keep = [l for l in out.splitlines(True)
            if not re.search(rb"ticks|Total time|Iterations/Sec|Must execute|Errors detected|"
                             rb"CoreMark 1\.0|Correct operation|Compiler", l)]
    return b"".join(keep)


class SQLite:
    name = "sqlite"
    tarball = "sqlite-*.tar.xz"
    how = ("the amalgamation (`sqlite3.c`, `shell.c`, made once by the tree's own `./configure && "
           "make sqlite3.c shell.c` with gcc) compiled directly at LEVEL, linked with "
           "-lpthread -ldl -lm")
    workload = "the sqlite3 shell on an in-memory database running `gen_sql.py`'s script: 22k "\
               "INSERT statements, 150k rows from a recursive CTE, indexes, 30k indexed "\
               "lookups, joins, GROUP BY, window functions, strings, updates and deletes"

    def prep(self, p):
        p.sh(["./configure"], cwd=p.tree)
        p.sh(["make", "-j%d" % p.jobs, "sqlite3.c", "shell.c"], cwd=p.tree)
        for f in ["sqlite3.c", "sqlite3.h", "sqlite3ext.h", "shell.c"]:
            p.keep(os.path.join(p.tree, f))

    def build(self, b):
        objs = b.compile([b.prepped("sqlite3.c"), b.prepped("shell.c")], [b.level, "-I" + b.prep_dir])
        return b.link(objs, "sqlite3", ["-lpthread", "-ldl", "-lm"])

    def commands(self, x, inp):
        return [Cmd([x], stdin=inp.path("workload.sql"))]


class QuickJS:
    name = "quickjs"
    tarball = "quickjs-*.tar.xz"
    how = ("its sources (those of its makefile's `qjs`, and `repl.c` made once by a gcc-built "
           "qjsc) compiled directly with its makefile's flags, `LEVEL -fwrapv -D_GNU_SOURCE "
           "-DCONFIG_VERSION=... -DHAVE_CLOSEFROM`, linked with -lm -lpthread -ldl")
    workload = "`bench/real/workload.js`: sorting objects, Map word counts, template strings "\
               "and regular expressions, closures, classes, typed arrays, JSON"
    srcs = ["quickjs.c", "dtoa.c", "libregexp.c", "libunicode.c", "cutils.c", "quickjs-libc.c"]

    def flags(self, tree, level):
        with open(os.path.join(tree, "VERSION")) as f:
            version = f.read().strip()
        return [level, "-fwrapv", "-D_GNU_SOURCE", '-DCONFIG_VERSION="%s"' % version, "-DHAVE_CLOSEFROM"]

    def prep(self, p):
        qjsc = os.path.join(p.tree, "qjsc-prep")
        p.sh(["gcc", "-O0", "-w", "-o", qjsc, "qjsc.c"] + self.srcs + self.flags(p.tree, "-O0")[1:]
             + ['-DCONFIG_CC="gcc"', '-DCONFIG_PREFIX="/usr/local"', "-lm", "-lpthread", "-ldl"],
             cwd=p.tree)
        p.sh([qjsc, "-s", "-c", "-o", "repl.c", "-m", "repl.js"], cwd=p.tree)
        p.keep(os.path.join(p.tree, "repl.c"))

    def build(self, b):
        objs = b.compile(self.srcs + ["qjs.c", b.prepped("repl.c")], self.flags(b.tree, b.level))
        return b.link(objs, "qjs", ["-lm", "-lpthread", "-ldl"])

    def commands(self, x, inp):
        return [Cmd([x, os.path.join(HERE, "workload.js"), str(inp.scale)])]


class Zstd:
    name = "zstd"
    tarball = "zstd-*.tar.xz"
    how = ("its own makefile, `make -C programs zstd CFLAGS=LEVEL HAVE_PTHREAD=0 HAVE_ZLIB=0 "
           "HAVE_LZMA=0 HAVE_LZ4=0 ZSTD_NO_ASM=1` (single-threaded, no probes of optional "
           "libraries, the C Huffman decoder instead of the assembly one)")
    workload = "`zstd -1`, `-3` (on the generated input) and `-19` (on its first quarter), each "\
               "compressing to a file that `zstd -d` then decompresses. Not `zstd -bN -iM`: its "\
               "`-i` is a time budget and every measurement repeats until it lasts 0.5 s, so its "\
               "instruction count and run time depend on the machine's speed"

    def build(self, b):
        b.sh(["make", "-j%d" % b.jobs, "-C", "programs", "zstd", "CC=" + b.cc, "CFLAGS=" + b.level,
              "HAVE_PTHREAD=0", "HAVE_ZLIB=0", "HAVE_LZMA=0", "HAVE_LZ4=0", "ZSTD_NO_ASM=1"], cwd=b.tree)
        return os.path.join(b.tree, "programs", "zstd")

    def commands(self, x, inp):
        cmds = []
        for level, name in (("-1", "input.bin"), ("-3", "input.bin"), ("-19", "input-quarter.bin")):
            cmds.append(Cmd([x, "-q", level, "-c", inp.path(name)]))
            cmds.append(Cmd([x, "-q", "-d", "-c", "{out%d}" % (len(cmds) - 1)]))
        return cmds


class CPython:
    name = "cpython"
    tarball = "cpython-*.tar.gz"
    how = ("its own `OPT='-fwrapv LEVEL' ./configure` and `make python` "
           "(`CFLAGS_ALIASING=-fno-strict-aliasing` for every compiler, as configure sets for clang)")
    workload = "`bench/real/workload.py` run by the built interpreter from its tree "\
               "(`./python -S -E`): dicts, strings, classes, closures, generators, big integers"

    def build(self, b):
        b.sh(["./configure"], cwd=b.tree, timed=False, env={"CC": b.cc, "OPT": "-fwrapv " + b.level})
        b.sh(["make", "-j%d" % b.jobs, "python", "CFLAGS_ALIASING=-fno-strict-aliasing"], cwd=b.tree)
        return os.path.join(b.tree, "python")

    def commands(self, x, inp):
        return [Cmd([x, "-S", "-E", os.path.join(HERE, "workload.py"), str(inp.scale)])]


PROGRAMS = [Lua(), Zlib(), CoreMark(), SQLite(), QuickJS(), Zstd(), CPython()]
