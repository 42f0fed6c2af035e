#!/bin/sh
# Benchmark on real programs: Lua, zlib, CoreMark, SQLite, QuickJS, zstd and CPython, built
# from the pinned corpus snapshots by gcc -O1, gcc -O2, clang -O2, ilcc -O1 and ilcc -O2.
#
#   sh bench/real/run.sh [BUILD_DIR] [OPTIONS...]          (default BUILD_DIR: build)
#
# Every binary's output must match gcc -O2's (a difference is reported as a miscompile and
# its cells are marked WRONG). The tables give callgrind's total Ir, the median wall and
# CPU time of the workload, the compile CPU time of the whole program, the compiler's peak
# RSS and the .text size, each with its ratio to gcc -O2, and geometric means.
# A failed build is reported and the run goes on. Exit status 1 on a wrong output or a
# failed run; build failures alone leave it 0.
#
# OPTIONS (bench/real/measure.py --help): --programs lua,zlib,...  --compilers gcc-O2,ilcc-O2,...
#   --quick (a tenth of each workload, one timed run)  --reuse (keep builds, profiles and
#   times whose inputs are unchanged)  --runs N  --jobs N  --no-callgrind
#   --corpus DIR (default: REAL_CORPUS, else ../shared/corpus beside the checkout)
#   --out DIR (default: BUILD_DIR/bench-real)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=$top/build
case ${1:-} in
  ""|-*) ;;
  *) build=$1; shift ;;
esac
corpus=${REAL_CORPUS:-$top/../shared/corpus}
missing=""
command -v valgrind >/dev/null 2>&1 || missing="$missing valgrind"
command -v clang-14 >/dev/null 2>&1 || missing="$missing clang-14"
command -v tclsh >/dev/null 2>&1 || missing="$missing tcl"
[ -x /usr/bin/time ] || missing="$missing time"
if [ -n "$missing" ]; then
  ILCC_EXTRA_PACKAGES="$missing" sh "$top/scripts/install-deps.sh"
fi
[ -x "$build/bin/ilcc" ] || { echo "build ilcc first (make build)" >&2; exit 1; }
exec python3 "$here/measure.py" --ilcc "$build/bin/ilcc" --corpus "$corpus" --out "$build/bench-real" "$@"
