#!/bin/sh
# Benchmark: ilcc-run on recursive Fibonacci (fib.ir in SSA form, fib-alloca.ir in the
# alloca form lowering produces), not a timed test.
# Usage: bench/interp/run.sh [BUILD_DIR] [RUNS] [N]     (defaults: build, 7 runs, fib(30))
# For each program: the number of IR instructions executed (ilcc-run --stats: every
# instruction and terminator once, phi copies once per edge), then RUNS runs timed with
# a nanosecond wall clock, each under /usr/bin/time -v for the peak RSS. Prints the median
# wall time, the largest peak RSS and instructions per second at the median.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build}
runs=${2:-7}
n=${3:-30}
run=$build/bin/ilcc-run
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for prog in fib fib-alloca; do
  ir=$here/$prog.ir
  count=$("$run" --stats "$ir" "$n" 2>&1 >/dev/null | sed -n 's/^ilcc-run: \([0-9]*\) IR instructions executed$/\1/p')
  result=$("$run" "$ir" "$n")
  : > "$tmp/times"
  : > "$tmp/rss"
  for i in $(seq "$runs"); do
    start=$(date +%s%N)
    /usr/bin/time -v -o "$tmp/v" "$run" "$ir" "$n" > /dev/null
    end=$(date +%s%N)
    echo $(( (end - start) / 1000 )) >> "$tmp/times"
    sed -n 's/^[[:space:]]*Maximum resident set size (kbytes): //p' "$tmp/v" >> "$tmp/rss"
  done
  med_us=$(sort -n "$tmp/times" | awk -v r="$runs" '{ t[NR] = $1 } END { print t[int((r + 1) / 2)] }')
  rss=$(sort -n "$tmp/rss" | tail -1)
  awk -v p="$prog" -v res="$result" -v c="$count" -v us="$med_us" -v rss="$rss" -v r="$runs" 'BEGIN {
    printf "%-11s %s: %d IR instructions, median %.3f s over %d runs, peak RSS %.1f MiB, %.1f M instructions/s\n",
           p, res, c, us / 1e6, r, rss / 1024, c / (us / 1e6) / 1e6 }'
done
