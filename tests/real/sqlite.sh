#!/bin/bash
# SQLite 3.40.1, the full source tree: its own configure (CFLAGS "-g LEVEL"), the Tcl test
# harness `testfixture` (Debian's tcl-dev), and `make quicktest` (REAL_SQLITE_TARGET=test for
# the long suite). The tests refuse to run as root, so as root they run as nobody. A test is
# one of the "N errors out of M tests" that the harness counts.
. "$(dirname "$0")/lib.sh"
real_unpack 'sqlite-*.tar.xz'
CFLAGS="-g -$REAL_LEVEL" real_log configure ./configure || real_result FAIL 0 ""
real_log build make -j"$JOBS" testfixture sqlite3 || real_result FAIL 0 ""
as_user=()
if [ "$(id -u)" = 0 ]; then
  chown -R nobody "$REAL_WORK"
  as_user=(runuser -u nobody --)
fi
real_log test "${as_user[@]}" make "${REAL_SQLITE_TARGET:-quicktest}"
line=$(grep -E '^[0-9]+ errors out of [0-9]+ tests' "$REAL_WORK/test.log" | tail -n 1)
[ -n "$line" ] || real_result ok 0 ""
set -- $line
real_result ok $(($5 - $1)) "$5"
