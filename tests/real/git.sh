#!/bin/bash
# git: its own Makefile (CFLAGS "-g LEVEL -Wall"; no Tcl/Tk GUI, no Rust), then its test suite,
# `make -C t` over every t/*.sh (REAL_GIT_TESTS may name a glob of a subset, e.g.
# "t[0-3]*.sh"), aggregated by t/aggregate-results.sh. A test is one test case of a
# script: passed counts "success", the total success plus "failed" (known breakages,
# which fail with every compiler, are left out of both).
. "$(dirname "$0")/lib.sh"
real_unpack 'git-*.tar.xz'
# NO_RUST: the Rust parts (built when cargo is found) are not C, and cargo links through
# `cc`; both builds leave them out.
opts=(CC="$CC" CFLAGS="-g -$REAL_LEVEL -Wall" NO_TCLTK=1 NO_RUST=YesPlease)
real_log build make -j"$JOBS" "${opts[@]}" all || real_result FAIL 0 ""
tests=()
[ -n "${REAL_GIT_TESTS:-}" ] && tests=("T=$(cd t && echo ${REAL_GIT_TESTS})")
real_log test make -C t -k -j"$JOBS" "${opts[@]}" DEFAULT_TEST_TARGET=test "${tests[@]}"
agg=$REAL_WORK/test.log
success=$(grep -E '^success ' "$agg" | tail -n 1 | awk '{print $2}')
failed=$(grep -E '^failed ' "$agg" | tail -n 1 | awk '{print $2}')
[ -n "$success" ] || real_result ok 0 ""
real_result ok "$success" $((success + ${failed:-0}))
