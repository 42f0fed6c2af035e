#!/bin/bash
# zstd: its own makefiles (CFLAGS=LEVEL in place of its default -O3) build programs/zstd and
# run tests/playTests.sh (`make -C tests test-zstd`), which counts as one test. Then round
# trips against a gcc build of the same snapshot at every level 1-19, one test each: a
# sample compressed by this build must be byte-identical to the gcc build's output and
# decompress with the gcc build, and the gcc build's output must decompress with this one.
# The gcc build is REAL_REF/zstd when REAL_REF names its work tree; else this build itself.
. "$(dirname "$0")/lib.sh"
real_unpack 'zstd-*.tar.xz'
real_log build make -j"$JOBS" -C programs zstd CC="$CC" CFLAGS="-$REAL_LEVEL" || real_result FAIL 0 ""
passed=0
# REAL_QUICK=1 (make real-ci) leaves out playTests' --test-large-data part, as zstd's own
# `make shortest` does.
quick=()
[ -n "${REAL_QUICK:-}" ] && quick=(ZSTDRTTEST=)
real_log test make -C tests test-zstd CC="$CC" CFLAGS="-$REAL_LEVEL" "${quick[@]}" && passed=1
mine=$REAL_SRC/programs/zstd
ref=$mine
if [ -n "${REAL_REF:-}" ] && [ -x "$REAL_REF/programs/zstd" ]; then ref=$REAL_REF/programs/zstd; fi
# The sample: the library's sources and a datagen stream, about 2.5 MB.
sample=$REAL_WORK/sample
cat lib/*/*.c lib/*/*.h > "$sample"
tests/datagen -g1000000 >> "$sample" 2>/dev/null || true
rt=$REAL_WORK/roundtrip.log
: > "$rt"
for level in $(seq 1 19); do
  if "$mine" -q -"$level" -c "$sample" > "$REAL_WORK/mine.zst" 2>>"$rt" &&
     "$ref" -q -"$level" -c "$sample" > "$REAL_WORK/ref.zst" 2>>"$rt" &&
     cmp "$REAL_WORK/mine.zst" "$REAL_WORK/ref.zst" >>"$rt" 2>&1 &&
     "$ref" -q -d -c "$REAL_WORK/mine.zst" | cmp - "$sample" >>"$rt" 2>&1 &&
     "$mine" -q -d -c "$REAL_WORK/ref.zst" | cmp - "$sample" >>"$rt" 2>&1; then
    passed=$((passed + 1))
  else
    echo "level $level: FAILED" >> "$rt"
  fi
done
rm -f "$sample" "$REAL_WORK/mine.zst" "$REAL_WORK/ref.zst"
real_result ok "$passed" 20
