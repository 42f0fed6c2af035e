#!/bin/sh
# Runs the machine IR harnesses (tests/fuzz/mir, README.md "The machine IR").
# Usage: tests/fuzz/run-mir-fuzzers.sh gen|parse|seeds [SECONDS] [FUZZ_BUILD_DIR]
#   gen    the generator under libFuzzer (ilcc-fuzz-mir-gen; default 1200 s)
#   parse  the parser harness under libFuzzer (ilcc-fuzz-mir-parse; default 600 s), seeded
#          with every tests/**/*.mir file and the MIR of tests/lit/mir/Inputs/mixed.c
#   seeds  the generator on consecutive seeds without libFuzzer (build/bin/ilcc-mir-gen)
# Corpora are FUZZ_BUILD_DIR/mir-<kind>-corpus, crashers FUZZ_BUILD_DIR/mir-<kind>-artifacts.
# Build first: make fuzz-build (gen, parse) or make build (seeds). One process, niced.
set -eu
kind=${1:-gen}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${3:-$root/build-fuzz}
case $kind in
gen) seconds=${2:-1200}; fuzzer=$build/bin/ilcc-fuzz-mir-gen ;;
parse) seconds=${2:-600}; fuzzer=$build/bin/ilcc-fuzz-mir-parse ;;
seeds) exec nice -n 10 "$root/build/bin/ilcc-mir-gen" -seed="$(date +%s)" -seconds="${2:-1200}" ;;
*) echo "usage: $0 gen|parse|seeds [SECONDS] [FUZZ_BUILD_DIR]"; exit 1 ;;
esac
[ -x "$fuzzer" ] || { echo "no $fuzzer: run make fuzz-build first"; exit 1; }
corpus=$build/mir-$kind-corpus seeds=$build/mir-$kind-seeds artifacts=$build/mir-$kind-artifacts
mkdir -p "$corpus" "$seeds" "$artifacts"
cd "$root"
if [ "$kind" = parse ]; then
  for f in $(find tests -name '*.mir') tests/fuzz/mir/regressions/*; do
    if [ -f "$f" ]; then cp "$f" "$seeds/$(echo "$f" | tr / _)"; fi
  done
  if [ -x build/bin/ilcc ]; then build/bin/ilcc -O1 -S -emit-mir tests/lit/mir/Inputs/mixed.c -o "$seeds/mixed.mir"; fi
fi
cd "$build"
exec nice -n 10 "$fuzzer" -max_total_time="$seconds" -max_len=8192 -timeout=25 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" "$seeds"
