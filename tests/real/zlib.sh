#!/bin/bash
# zlib: its own configure and `make test` (the static and the shared library, each
# round-tripping a string through minigzip and running example), plus `make test64`.
# A test is one "*** zlib ... test OK ***" line of the three.
. "$(dirname "$0")/lib.sh"
real_unpack 'zlib-*.tar.xz'
CFLAGS=-$REAL_LEVEL real_log configure ./configure || real_result FAIL 0 ""
real_log build make -j"$JOBS" all all64 || real_result FAIL 0 ""
real_log test make -k test test64
real_result ok "$(grep -c 'test OK' "$REAL_WORK/test.log")" 3
