#!/bin/sh
# Random-program differential test of the optimizer: generate alloca-form IR programs
# (gen_ir_program.py), run each with ilcc-run as is and after the optimizer pipelines, and
# compare output and exit status. make check runs a small sample; a longer campaign:
#   tests/fuzz/ir-differential.sh build/bin 1 5000
# Usage: ir-differential.sh BINDIR [FIRST_SEED] [COUNT]
set -u
# A miscompiled program may loop printing: bound its output (SIGXFSZ) and its time.
ulimit -f 20000
bin=${1:?usage: ir-differential.sh BINDIR [FIRST_SEED] [COUNT]}
first=${2:-1}
count=${3:-40}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ -x "$bin/ilcc-run" ] && [ -x "$bin/ilcc-opt" ] || { echo "FAIL: $bin has no ilcc-run or ilcc-opt"; exit 1; }
fail=0
seed=$first
last=$((first + count - 1))
while [ "$seed" -le "$last" ]; do
  python3 "$here/gen_ir_program.py" "$seed" > "$tmp/p.ir"
  "$bin/ilcc-run" "$tmp/p.ir" > "$tmp/base.out" 2> "$tmp/base.err"
  base=$?
  if [ -s "$tmp/base.err" ]; then
    echo "FAIL seed $seed: the generated program does not run cleanly"; head -3 "$tmp/base.err"; fail=$((fail + 1)); seed=$((seed + 1)); continue
  fi
  for cfg in "-passes=mem2reg" "-O1" "-O1 -passes=mem2reg-params,phi-elim" "-passes=mem2reg-params,simplifycfg,dce,phi-elim"; do
    # shellcheck disable=SC2086
    if ! "$bin/ilcc-opt" "$tmp/p.ir" $cfg -verify-each -o "$tmp/o.ir" 2> "$tmp/err"; then
      echo "FAIL seed $seed: ilcc-opt $cfg"; head -5 "$tmp/err"; fail=$((fail + 1)); continue
    fi
    timeout 60 "$bin/ilcc-run" "$tmp/o.ir" > "$tmp/o.out" 2>&1
    st=$?
    if [ $st -ne $base ] || ! cmp -s "$tmp/base.out" "$tmp/o.out"; then
      echo "FAIL seed $seed after $cfg: exit $st (expected $base)"; diff "$tmp/base.out" "$tmp/o.out" | head -5
      fail=$((fail + 1))
    fi
  done
  seed=$((seed + 1))
done
echo "ir-differential: seeds $first..$last, $fail failures"
[ $fail -eq 0 ]
