"""Shared helpers of the compile-time benchmark scripts (bench/compile, bench/lower)."""
import os
import statistics
import subprocess
import tempfile


def measure(cmd, runs, stdout=subprocess.DEVNULL):
    """Runs cmd `runs` times under /usr/bin/time. Returns (median wall s, median CPU s =
    user + sys including children, largest peak RSS in KiB over the runs, stderr of the
    last run). Peak RSS is the largest of the process and its waited-for children (so gcc's
    cc1 and ilcc's as are covered)."""
    walls, cpus, rss = [], [], []
    err = ""
    fd, path = tempfile.mkstemp()
    os.close(fd)
    try:
        for _ in range(runs):
            r = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", path] + cmd,
                               stdout=stdout, stderr=subprocess.PIPE, text=True)
            if r.returncode != 0:
                raise SystemExit("command failed (%d): %s\n%s" % (r.returncode, " ".join(cmd), r.stderr[-3000:]))
            err = r.stderr
            with open(path) as f:
                e, u, s, m = f.read().split()[-4:]
            walls.append(float(e))
            cpus.append(float(u) + float(s))
            rss.append(int(m))
    finally:
        os.unlink(path)
    return statistics.median(walls), statistics.median(cpus), max(rss), err


def load_note():
    """One line on the machine's load while the benchmark ran."""
    try:
        with open("/proc/loadavg") as f:
            la = f.read().split()[:3]
    except OSError:
        la = ["?"] * 3
    return "load average at the end of the run: %s (on %d CPUs)" % (" ".join(la), os.cpu_count() or 0)
