"""bench/real: the C compiler as a benchmark build sees it. measure.py writes a `cc` script
into its output directory that runs this file (python3 -S) and passes that script as CC.

It runs $BENCH_REAL_CC (the compiler's absolute path) with the arguments given and, when
$BENCH_REAL_LOG names a file, appends one line per invocation to it:
    KIND WALL USER SYS MAXRSS_KB
KIND is `compile` (-c or -S: one translation unit), `link`, or `other` (-E, -M, -MM,
version and search-path queries). USER and SYS (microsecond resolution) include the
compiler's children (cc1, as, ld); MAXRSS is the largest resident set of the compiler and
those children (what wait4 reports, as GNU time does)."""
import os
import signal
import sys
import time

QUERIES = {"-E", "-M", "-MM", "-v", "--version", "-dumpversion", "-dumpfullversion", "-dumpmachine", "--help"}


def kind_of(args):
    if any(a in ("-c", "-S") for a in args):
        return "compile"
    if not args or any(a in QUERIES or a.startswith("-print-") for a in args):
        return "other"
    return "link"


def main():
    cc = os.environ["BENCH_REAL_CC"]
    args = sys.argv[1:]
    log = os.environ.get("BENCH_REAL_LOG")
    if not log:
        os.execv(cc, [cc] + args)
    t0 = time.perf_counter()
    pid = os.posix_spawn(cc, [cc] + args, os.environ)
    _, status, ru = os.wait4(pid, 0)
    wall = time.perf_counter() - t0
    line = "%s %.6f %.6f %.6f %d\n" % (kind_of(args), wall, ru.ru_utime, ru.ru_stime, ru.ru_maxrss)
    fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    os.write(fd, line.encode())
    os.close(fd)
    if os.WIFSIGNALED(status):
        signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
        os.kill(os.getpid(), os.WTERMSIG(status))
    sys.exit(os.waitstatus_to_exitcode(status))


main()
