#!/bin/bash
# jq: autoreconf, its own configure (Debian's libonig for regular expressions, no docs
# build), make and `make check`. A test is one case of the suite's scripts, as their
# "N of M tests passed" lines count them; a script that crashes before its summary counts
# its cases as failed (the total is then gcc's).
. "$(dirname "$0")/lib.sh"
real_unpack 'jq-*.tar.xz'
real_log autoreconf autoreconf -i || real_result FAIL 0 ""
CFLAGS="-$REAL_LEVEL" real_log configure ./configure --with-oniguruma=yes --disable-docs --disable-valgrind \
  || real_result FAIL 0 ""
real_log build make -j"$JOBS" || real_result FAIL 0 ""
real_log test make -j"$JOBS" check
passed=0
total=0
for log in tests/*.log; do
  line=$(grep -E '^[0-9]+ of [0-9]+ tests passed' "$log" | tail -n 1)
  [ -n "$line" ] || continue
  set -- $line
  passed=$((passed + $1))
  total=$((total + $3))
done
# The scripts without such a line (shtest, utf8test, ...) count as one test each, passed
# when automake's log says PASS.
for trs in tests/*.trs; do
  log=${trs%.trs}.log
  grep -qE '^[0-9]+ of [0-9]+ tests passed' "$log" 2>/dev/null && continue
  total=$((total + 1))
  grep -q ':test-result: PASS' "$trs" && passed=$((passed + 1))
done
fails=$(grep -E '^# (FAIL|ERROR):' "$REAL_WORK/test.log" | awk '{s += $3} END {print s + 0}')
[ "$fails" = 0 ] || echo "make check: $fails scripts failed" >> "$REAL_WORK/test.log"
real_result ok "$passed" "$total"
