#!/bin/bash
# CoreMark: its own makefile for PORT_DIR=linux with PORT_CFLAGS at LEVEL. The build runs
# the performance and the validation run; a test is one of the two whose CRCs CoreMark
# validated: "Correct operation validated.", or "Errors detected" where the only error is
# its timing rule ("Must execute for at least 10 secs", which a loaded machine breaks: the
# run calibrates its iteration count to wall time) and no CRC was wrong.
. "$(dirname "$0")/lib.sh"
real_unpack 'coremark-*.tar.xz'
real_log build make PORT_DIR=linux CC="$CC" PORT_CFLAGS="-$REAL_LEVEL" compile || real_result FAIL 0 ""
real_log test make PORT_DIR=linux CC="$CC" PORT_CFLAGS="-$REAL_LEVEL"
passed=0
for log in run1.log run2.log; do
  [ -f "$log" ] || continue
  if grep -q '^Correct operation validated' "$log" ||
     { grep -q '^Errors detected' "$log" && [ "$(grep -c 'ERROR!' "$log")" = 1 ] &&
       grep -q 'ERROR! Must execute for at least 10 secs' "$log" && grep -q 'crcfinal' "$log"; }; then
    passed=$((passed + 1))
  fi
done
real_result ok "$passed" 2
