#!/bin/sh
# Differential check of the optimizer against the interpreter: every IR program that a lit
# test runs with ilcc-run (tests/lit/run, tests/lit/opt-run) must print the same output and
# exit with the same status before and after each pass and each pipeline, and -verify-each
# must accept every intermediate step. Programs that end in a runtime fault are skipped:
# removing a faulting instruction whose value is unused is a legitimate optimization.
# Usage: tests/opt-differential.sh BINDIR
set -u
# A miscompiled program may loop printing: bound its output (SIGXFSZ) and its time.
ulimit -f 20000
bin=${1:?usage: opt-differential.sh BINDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
configs="-passes=mem2reg
-passes=sroa,mem2reg
-passes=mem2reg-params
-passes=dce
-passes=simplifycfg
-passes=unreachable
-passes=mem2reg,gvn
-passes=mem2reg,gvn,dse
-passes=mem2reg,domcond,simplifycfg,dce
-passes=mem2reg,algebraic,domcond,constfold,is-constant,dce
-passes=mem2reg,libcalls,dce
-passes=mem2reg,phifold,dce
-passes=mem2reg,narrow,dce
-passes=mem2reg,licm
-passes=mem2reg,licm,gvn,dce
-passes=mem2reg,widen,constfold,copyprop,dce
-passes=mem2reg,widen,ivsr,dce
-passes=rotate
-passes=rotate,mem2reg,widen,constfold,copyprop,dce
-passes=rotate -O1
-passes=rotate,mem2reg,gvn,phitrans,dce
-passes=mem2reg,phitrans,copyprop,dce
-passes=mem2reg,sink
-passes=mem2reg,simplifycfg,ifconv,simplifycfg
-passes=phi-elim
-passes=mem2reg,phi-elim
-passes=mem2reg-params,simplifycfg,dce,phi-elim
-O0
-O1
-O2
-passes=ipcp
-O1 -passes=mem2reg-params,phi-elim"
[ -x "$bin/ilcc-run" ] && [ -x "$bin/ilcc-opt" ] || { echo "FAIL: $bin has no ilcc-run or ilcc-opt"; exit 1; }
programs=0; runs=0; skipped=0; fail=0
run_line="RUN: (sh -c ')?(env ([A-Za-z_]+=[^ ]* )+)?ilcc-run %s"
for f in $(grep -lE "$run_line" $(find "$root/tests/lit/run" "$root/tests/lit/opt-run" -name '*.ir' 2>/dev/null) 2>/dev/null | sort); do
  # The environment and arguments of the first ilcc-run RUN line: the assignments after
  # `env`, and the words after %s up to a shell operator.
  line=$(grep -m1 -E "$run_line" "$f")
  envs=$(echo "$line" | sed -n "s/.*RUN: \(sh -c '\)\{0,1\}env \(.*\) ilcc-run %s.*/\2/p")
  args=$(echo "$line" | sed "s/.*ilcc-run %s//; s/[|>;&'2].*//")
  # shellcheck disable=SC2086
  env $envs "$bin/ilcc-run" "$f" $args </dev/null >"$tmp/base.out" 2>"$tmp/base.err"
  base=$?
  if grep -q 'runtime error' "$tmp/base.err"; then skipped=$((skipped + 1)); continue; fi
  if grep -q 'error' "$tmp/base.err"; then echo "FAIL: $f does not run"; cat "$tmp/base.err"; echo x >> "$tmp/failed"; continue; fi
  programs=$((programs + 1))
  echo "$configs" | while IFS= read -r cfg; do
    # shellcheck disable=SC2086
    if ! "$bin/ilcc-opt" "$f" $cfg -verify-each -o "$tmp/opt.ir" 2>"$tmp/opt.err"; then
      echo "FAIL: $f: ilcc-opt $cfg"; cat "$tmp/opt.err"; echo x >> "$tmp/failed"; continue
    fi
    # shellcheck disable=SC2086
    env $envs timeout 60 "$bin/ilcc-run" "$tmp/opt.ir" $args </dev/null >"$tmp/opt.out" 2>"$tmp/opt.err"
    status=$?
    echo x >> "$tmp/runs"
    if [ $status -ne $base ] || ! cmp -s "$tmp/base.out" "$tmp/opt.out"; then
      echo "FAIL: $f after $cfg: exit $status (expected $base)"; diff "$tmp/base.out" "$tmp/opt.out" | head -5
      head -3 "$tmp/opt.err"; echo x >> "$tmp/failed"
    fi
  done
done
runs=$( [ -f "$tmp/runs" ] && wc -l < "$tmp/runs" || echo 0)
failed=$( [ -f "$tmp/failed" ] && wc -l < "$tmp/failed" || echo 0)
echo "differential: $programs programs, $runs optimized runs, $failed failures, $skipped fault tests skipped"
[ "$failed" -eq 0 ] && [ "$programs" -gt 0 ]
