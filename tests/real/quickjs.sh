#!/bin/bash
# QuickJS: its own Makefile builds qjs and the test suite's shared modules (with -O2 in
# CFLAGS_OPT replaced by LEVEL, and ilcc as HOST_CC too); the suite is `make test`, whose
# commands are read from `make -n test` and run one by one so that a failure does not hide
# the tests after it. A test is one of those commands exiting with status 0.
. "$(dirname "$0")/lib.sh"
real_unpack 'quickjs-*.tar.xz'
opts=(CC="$CC" HOST_CC="$CC" "CFLAGS_OPT=\$(CFLAGS) -$REAL_LEVEL")
real_log build make -j"$JOBS" "${opts[@]}" qjs tests/bjson.so examples/point.so || real_result FAIL 0 ""
make -n "${opts[@]}" test 2>/dev/null | grep '^\./qjs ' > "$REAL_WORK/tests.txt"
passed=0
total=0
while read -r cmd; do
  total=$((total + 1))
  if real_log "test-$total" timeout 600 sh -c "$cmd" < /dev/null; then
    passed=$((passed + 1))
  else
    echo "FAIL: $cmd" >> "$REAL_WORK/test.log"
  fi
done < "$REAL_WORK/tests.txt"
real_result ok "$passed" "$total"
