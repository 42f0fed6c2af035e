#!/bin/sh
# Compile-time benchmark on a large translation unit: ilcc against gcc, clang and tcc.
#
#   sh bench/compile/run.sh [BUILD_DIR] [RUNS] [MODULES]     (defaults: build, 5, 400)
#
# Input: bench/gen_large_tu.py MODULES (400 modules: ~115k lines, ~122k after
# preprocessing, ~7,200 functions). Each command runs RUNS times under /usr/bin/time; the
# table gives the median wall time, the median CPU time (user + sys, children included:
# gcc's cc1 and as, ilcc's as) and the largest peak RSS. On a loaded machine compare the
# CPU times: wall times then mostly measure the wait for a core.
# Also: the share of register allocation (-fra-stats `<total>`) in ilcc -O0 -c's compile
# time (both measured in the same process: -fra-stats -ftime-report), ilcc's phase times,
# and ilcc -fil-stats for the file.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${1:-$top/build}
runs=${2:-5}
modules=${3:-400}
missing=""
command -v tcc >/dev/null 2>&1 || missing="$missing tcc"
command -v clang >/dev/null 2>&1 || missing="$missing clang"
[ -x /usr/bin/time ] || missing="$missing time"
if [ -n "$missing" ]; then
  ILCC_EXTRA_PACKAGES="$missing" sh "$top/scripts/install-deps.sh"
fi
[ -x "$build/bin/ilcc" ] || { echo "build ilcc first (make build)" >&2; exit 1; }
exec python3 "$here/measure.py" --ilcc "$build/bin/ilcc" --runs "$runs" --modules "$modules" --out "$build/bench-compile"
