#!/bin/sh
# Lowering benchmark: the cost of lowering + mem2reg on the large generated translation
# unit, and whether memory grows only with the IR when the file grows.
#
#   sh bench/lower/run.sh [BUILD_DIR] [RUNS] [MODULES]     (defaults: build, 5, 400)
#
# For bench/gen_large_tu.py MODULES and 4 x MODULES: `ilcc -fsyntax-only` (preprocess,
# parse, check: the IL) against `ilcc -S -emit-ir -O0` (the same plus lowering, mem2reg
# and the textual IR written out); the difference isolates lowering + mem2reg + printing.
# Median wall and CPU time of RUNS runs, largest peak RSS, and the size of the IR written.
# The IL of each function lives in a region released once the function is lowered, so
# the RSS that -emit-ir adds over -fsyntax-only should follow the IR module (kept whole
# until it is printed), not the IL.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=${1:-$top/build}
runs=${2:-5}
modules=${3:-400}
[ -x /usr/bin/time ] || ILCC_EXTRA_PACKAGES="time" sh "$top/scripts/install-deps.sh"
[ -x "$build/bin/ilcc" ] || { echo "build ilcc first (make build)" >&2; exit 1; }
exec python3 "$here/measure.py" --ilcc "$build/bin/ilcc" --runs "$runs" --modules "$modules" --out "$build/bench-lower"
