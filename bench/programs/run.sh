#!/bin/sh
# Benchmark: executed instructions of CPU-bound C programs built by ilcc and other compilers.
#
#   sh bench/programs/run.sh [BUILD_DIR] [JOBS]        (defaults: build, 2)
#
# Builds every bench/programs/*.c with ilcc -O0, ilcc -O1, ilcc -O2, gcc -O0, gcc -O1, gcc -O2,
# clang -O2 and tcc, checks that every binary prints exactly what gcc -O0's prints (a
# difference is a miscompile: reported loudly, the run exits 1), and counts the
# instructions each executes with `valgrind --tool=callgrind` (total Ir, libc included).
# Instruction counts do not depend on machine load, so the numbers reproduce exactly.
# With ILCC_BENCH_REUSE=1 in the environment, binaries newer than their source and
# callgrind profiles newer than their binary (in BUILD_DIR/bench-programs) are reused, so an
# interrupted run can be resumed; leave it unset after changing ilcc.
# Prints a markdown table: counts in millions, the ratios ilcc -O1 / gcc -O0, ilcc -O1 / gcc -O1,
# ilcc -O2 / gcc -O2 and ilcc -O2 / gcc -O1, and geometric means.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${1:-$top/build}
jobs=${2:-2}
missing=""
command -v tcc >/dev/null 2>&1 || missing="$missing tcc"
command -v valgrind >/dev/null 2>&1 || missing="$missing valgrind"
command -v clang >/dev/null 2>&1 || missing="$missing clang"
if [ -n "$missing" ]; then
  ILCC_EXTRA_PACKAGES="$missing" sh "$top/scripts/install-deps.sh"
fi
[ -x "$build/bin/ilcc" ] || { echo "build ilcc first (make build)" >&2; exit 1; }
exec python3 "$here/measure.py" --ilcc "$build/bin/ilcc" --jobs "$jobs" --out "$build/bench-programs" "$here"/*.c
