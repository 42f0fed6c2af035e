#!/bin/sh
# Benchmark: read + verify + print a generated IR file of 1,000,000 instructions.
# Usage: bench/ir/run.sh [BUILD_DIR] [RUNS]   (default build, 5 runs)
# Reports the median wall time and peak RSS of `ilcc-opt big.ir -o /dev/null`, which reads,
# verifies and prints the module.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build}
runs=${2:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 "$here/gen_large_ir.py" 1000000 > "$tmp/big.ir"
n=$(grep -c '^  ' "$tmp/big.ir")
terms=$(grep -cE '^  (ret|br|condbr|switch|indirectbr|unreachable)( |$)' "$tmp/big.ir")
n=$((n - terms))
echo "input: $(wc -l < "$tmp/big.ir") lines, $n instructions + $terms terminators, $(du -h "$tmp/big.ir" | cut -f1)"
for i in $(seq "$runs"); do
  /usr/bin/time -f "%e %M" -o "$tmp/t$i" "$build/bin/ilcc-opt" "$tmp/big.ir" -o /dev/null
done
cat "$tmp"/t* | sort -n | awk -v runs="$runs" -v n="$n" '
  { t[NR] = $1; m[NR] = $2 }
  END { med = t[int((runs + 1) / 2)]; maxm = 0; for (i in m) if (m[i] > maxm) maxm = m[i];
        printf "read+verify+print: median %.2f s over %d runs, %.1f M instructions/s, peak RSS %.1f MiB\n", med, runs, n / med / 1e6, maxm / 1024 }'
