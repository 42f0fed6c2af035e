#!/bin/bash
# Execution tests (tests/exec/README.md):  tests/exec/run.sh BINDIR [NAME...]
# Each tests/exec/NAME.c is run seven ways; its standard output and exit status must be
# NAME.expected (gcc's output) and NAME.status (default 0):
#   interp   ilcc -w -finterpret NAME.c (the -O0 pipeline: mem2reg)
#   interp-nopass  the same with ILCC_DISABLE_PASSES=all (the IR as lowered)
#   interp-O1      ilcc -w -O1 -finterpret NAME.c (the optimizer's passes)
#   O0       ilcc -w -O0 NAME.c -o X && ./X
#   O1       ilcc -w -O1 -fra-verify NAME.c -o X && ./X
#   O1-gpr5  the same with -fra-knob=RegAllocGprLimit=5 (spill stress)
#   O2       ilcc -w -O2 -fra-verify NAME.c -o X && ./X (real programs are built at -O2)
# A failure listed in tests/exec/exceptions.txt ("NAME MODE reason") does not fail the
# run; a listed case that passes does. JOBS=N (default: the number of cores), TIMEOUT=S.
set -u
MODES="interp interp-nopass interp-O1 O0 O1 O1-gpr5 O2"

# run_one WORK NAME: every mode of one test; writes WORK/NAME.MODE.result.
run_one() {
  local work=$1 name=$2 src=$HERE/$2.c exp=$HERE/$2.expected want=0 mode d res flags st
  [ -f "$HERE/$name.status" ] && want=$(cat "$HERE/$name.status")
  for mode in $MODES; do
    d=$work/$name.$mode; res=$d.result; mkdir -p "$d"
    if [ "$mode" = interp ]; then
      set -- "$ILCC" -w -finterpret "$src"
    elif [ "$mode" = interp-nopass ]; then
      set -- env ILCC_DISABLE_PASSES=all "$ILCC" -w -finterpret "$src"
    elif [ "$mode" = interp-O1 ]; then
      set -- "$ILCC" -w -O1 -finterpret "$src"
    else
      case $mode in
        O0) flags="-O0" ;;
        O1) flags="-O1 -fra-verify" ;;
        O1-gpr5) flags="-O1 -fra-verify -fra-knob=RegAllocGprLimit=5" ;;
        O2) flags="-O2 -fra-verify" ;;
      esac
      if ! timeout "$TIMEOUT" "$ILCC" -w $flags "$src" -o "$d/prog" >"$d/cc.out" 2>&1; then
        echo "compile failed: $(head -3 "$d/cc.out" | tr '\n' ' ' | head -c 300)" >"$res"
        continue
      fi
      set -- "$d/prog"
    fi
    # Bounded output (ulimit -f, in 512-byte blocks) and time: a miscompiled program may
    # loop printing.
    (cd "$d" && ulimit -f 4096 && exec timeout "$TIMEOUT" "$@") >"$d/out" 2>"$d/err" </dev/null
    st=$?
    if [ "$st" != "$want" ]; then
      echo "exit status $st, expected $want: $(head -2 "$d/err" | tr '\n' ' ' | head -c 300)" >"$res"
    elif ! cmp -s "$d/out" "$exp"; then
      echo "output differs: $(diff "$exp" "$d/out" | head -5 | tr '\n' ' ' | head -c 300)" >"$res"
    else
      echo pass >"$res"
    fi
  done
}

if [ "${1:-}" = --one ]; then
  HERE=$2 ILCC=$3 TIMEOUT=$4
  run_one "$5" "$6"
  exit 0
fi

BINDIR=${1:?usage: run.sh BINDIR [NAME...]}
shift
ILCC=$(cd "$BINDIR" && pwd)/ilcc
HERE=$(cd "$(dirname "$0")" && pwd)
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
TIMEOUT=${TIMEOUT:-10}
[ -x "$ILCC" ] || { echo "run.sh: no $ILCC" >&2; exit 2; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ilcc-exec.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
trap 'exit 130' INT TERM

if [ $# -gt 0 ]; then NAMES=("$@"); else
  NAMES=(); for f in "$HERE"/*.c; do f=${f##*/}; NAMES+=("${f%.c}"); done
fi
for n in "${NAMES[@]}"; do
  [ -f "$HERE/$n.expected" ] || { echo "run.sh: $n.c has no $n.expected" >&2; exit 2; }
done

printf '%s\n' "${NAMES[@]}" |
  xargs -P "$JOBS" -I{} bash "$0" --one "$HERE" "$ILCC" "$TIMEOUT" "$WORK" {}

# exceptions.txt: "NAME MODE reason..." per line, # comments.
declare -A EXC=()
if [ -f "$HERE/exceptions.txt" ]; then
  while read -r n m rest; do
    case $n in ''|'#'*) continue ;; esac
    EXC["$n $m"]=$rest
  done <"$HERE/exceptions.txt"
fi

declare -A PASS=()
total=0 bad=0 expected_fail=0
for n in "${NAMES[@]}"; do
  for m in $MODES; do
    r=$(cat "$WORK/$n.$m.result" 2>/dev/null || echo "no result")
    total=$((total + 1))
    if [ "$r" = pass ]; then
      PASS[$m]=$(( ${PASS[$m]:-0} + 1 ))
      if [ -n "${EXC["$n $m"]+x}" ]; then
        echo "UNEXPECTED PASS $n [$m] (listed in exceptions.txt)"; bad=$((bad + 1))
      fi
    elif [ -n "${EXC["$n $m"]+x}" ]; then
      expected_fail=$((expected_fail + 1))
    else
      echo "FAIL $n [$m] $r"; bad=$((bad + 1))
    fi
  done
done
summary=""
for m in $MODES; do summary+=" $m ${PASS[$m]:-0}/${#NAMES[@]},"; done
echo "exec: ${#NAMES[@]} tests, passed:${summary%,}; $expected_fail listed exceptions; $bad failures"
[ "$bad" -eq 0 ]
