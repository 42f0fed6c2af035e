#!/bin/sh
# Runs the IR reader/verifier/printer harness (ir_fuzzer.cpp) under libFuzzer.
# Usage: tests/fuzz/run-ir-fuzzer.sh [SECONDS] [FUZZ_BUILD_DIR]    (default 1200, build-fuzz)
# The working corpus lives in FUZZ_BUILD_DIR/ir-corpus, seeded from every tests/**/*.ir
# file; crashers are written to FUZZ_BUILD_DIR/ir-artifacts. Build first: make fuzz-build.
set -eu
seconds=${1:-1200}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${2:-$root/build-fuzz}
fuzzer=$build/bin/ilcc-fuzz-ir
[ -x "$fuzzer" ] || { echo "no $fuzzer: run make fuzz-build first"; exit 1; }
mkdir -p "$build/ir-corpus" "$build/ir-seeds" "$build/ir-artifacts"
cd "$root"
for f in $(find tests -name '*.ir') tests/fuzz/corpus/*; do
  if [ -f "$f" ]; then cp "$f" "$build/ir-seeds/$(echo "$f" | tr / _)"; fi
done
# -jobs=1 runs the fuzzer in a child process whose output goes to fuzz-0.log here.
cd "$build"
exec "$fuzzer" -max_total_time="$seconds" -jobs=1 -workers=1 -max_len=16384 -timeout=25 \
  -rss_limit_mb=2048 -malloc_limit_mb=64 -print_final_stats=1 -artifact_prefix="$build/ir-artifacts/" \
  "$build/ir-corpus" "$build/ir-seeds"
