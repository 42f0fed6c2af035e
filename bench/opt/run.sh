#!/bin/sh
# Benchmark: CFG + dominators + dominance frontiers + mem2reg on generated functions of
# 10k, 100k and 1M blocks, one process per size (peak RSS includes the function itself);
# then every pass of the -O2 function pipeline on 17k and 170k blocks (~1M instructions).
# Usage: bench/opt/run.sh [BUILD_DIR]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build}
for n in 10000 100000 1000000; do
  /usr/bin/time -f "peak RSS %M KiB, wall %e s" "$build/bin/ilcc-ssa-bench" "$n" 2>&1
done
# The -O2 function pipeline, pass by pass, on about 100k and 1M instructions (6 per block).
for n in 17000 170000; do
  /usr/bin/time -f "peak RSS %M KiB, wall %e s" "$build/bin/ilcc-ssa-bench" "$n" --pipeline 2>&1
done
