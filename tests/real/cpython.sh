#!/bin/bash
# CPython 3.11.2: its own configure (CFLAGS=LEVEL; configure adds its own -O3 only when
# CFLAGS is unset), make, then `./python -m test` over the whole suite on JOBS processes
# (REAL_PYTHON_TESTS may name a subset, e.g. "test_grammar test_long"). A test is one test
# module: passed are those regrtest reports OK, skipped, or OK but altering the environment.
. "$(dirname "$0")/lib.sh"
real_unpack 'cpython-*.tar.gz'
CFLAGS="-$REAL_LEVEL" real_log configure ./configure || real_result FAIL 0 ""
real_log build make -j"$JOBS" || real_result FAIL 0 ""
real_tests_compile_with_ilcc  # test_ctypes builds a library with `gcc --shared`
# shellcheck disable=SC2086
real_log test timeout 7200 ./python -m test -j"$JOBS" --timeout=1200 ${REAL_PYTHON_TESTS:-}
log=$REAL_WORK/test.log
count() {  # the number before "tests? WORDS" in regrtest's summary, or 0
  grep -oE "^([0-9]+|All( [0-9]+)?) tests? $1" "$log" | tail -n 1 | grep -oE '[0-9]+' | head -n 1 | sed 's/^$/0/' | grep . || echo 0
}
ok=$(count OK); failed=$(count failed); skipped=$(count skipped); env=$(count 'altered the execution environment')
denied=$(count 'skipped \(resource denied\)'); rerun=$(count 'run no tests')
real_result ok $((ok + skipped + env + denied + rerun)) $((ok + failed + skipped + env + denied + rerun))
