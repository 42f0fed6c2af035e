#!/bin/sh
# Preprocessor benchmark: ilcc -E against gcc -E on the same inputs in the same run.
#
#   sh bench/pp/run.sh [BUILD_DIR] [RUNS]      (defaults: build, 7)
#
# Inputs: a generated macro-heavy translation unit of 250,000 lines (gen_macro_tu.py) and
# tests/pp/all-headers.c (every C17 header and the common POSIX ones). Both compilers see
# the same macros and include path (gcc with ilcc's predefined macros, as in
# tests/pp/compare.py). Reports the median wall time of RUNS runs and the peak RSS
# (maximum resident set size from /usr/bin/time -v) for each.
set -e
cd "$(dirname "$0")/../.."
BUILD=${1:-build}
RUNS=${2:-7}
ILCC=$BUILD/bin/ilcc
OUT=$BUILD/bench-pp
mkdir -p "$OUT"
[ -x "$ILCC" ] || { echo "build ilcc first (ninja -C $BUILD)"; exit 1; }
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (apt-get install time)"; exit 1; }
python3 bench/pp/gen_macro_tu.py "$OUT/macro_tu.c" 250000
"$ILCC" -dM -E -x c /dev/null > "$OUT/PREDEF.h"
GCC="gcc -E -w -undef -nostdinc -imacros $OUT/PREDEF.h -isystem $PWD/include/ilcc -isystem /usr/local/include -isystem /usr/include/x86_64-linux-gnu -isystem /usr/include"

measure() { # name command...
  name=$1; shift
  i=0; : > "$OUT/times"; peak=0
  while [ $i -lt "$RUNS" ]; do
    /usr/bin/time -v -o "$OUT/tv" "$@" > "$OUT/out.i"
    t=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$OUT/tv" | awk -F: '{ if (NF == 3) print $1*3600+$2*60+$3; else print $1*60+$2 }')
    r=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$OUT/tv")
    echo "$t" >> "$OUT/times"
    [ "$r" -gt "$peak" ] && peak=$r
    i=$((i + 1))
  done
  med=$(sort -n "$OUT/times" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  printf '%-28s median %6.3f s   peak RSS %7d KiB   (%s lines out)\n' "$name" "$med" "$peak" "$(wc -l < "$OUT/out.i")"
}

echo "inputs: $(wc -l < "$OUT/macro_tu.c") lines generated; tests/pp/all-headers.c; $RUNS runs each"
measure "ilcc -E macro_tu.c" "$ILCC" -E "$OUT/macro_tu.c"
measure "gcc -E macro_tu.c" $GCC "$OUT/macro_tu.c"
measure "ilcc -E all-headers.c" "$ILCC" -E tests/pp/all-headers.c
measure "gcc -E all-headers.c" $GCC tests/pp/all-headers.c
