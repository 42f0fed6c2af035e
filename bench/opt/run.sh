#!/bin/sh
# Benchmark: CFG + dominators + dominance frontiers + mem2reg on generated functions of
# 10k, 100k and 1M blocks, one process per size (peak RSS includes the function itself).
# Usage: bench/opt/run.sh [BUILD_DIR]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build}
for n in 10000 100000 1000000; do
  /usr/bin/time -f "peak RSS %M KiB, wall %e s" "$build/bin/ilcc-ssa-bench" "$n" 2>&1
done
