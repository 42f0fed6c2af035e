#!/bin/bash
# CoreMark: its own makefile for PORT_DIR=linux with PORT_CFLAGS at LEVEL. The build runs
# the performance and the validation run; a test is one of the two whose CRCs CoreMark
# validated ("Correct operation validated.").
. "$(dirname "$0")/lib.sh"
real_unpack 'coremark-*.tar.xz'
real_log build make PORT_DIR=linux CC="$CC" PORT_CFLAGS="-$REAL_LEVEL" compile || real_result FAIL 0 ""
real_log test make PORT_DIR=linux CC="$CC" PORT_CFLAGS="-$REAL_LEVEL"
real_result ok "$(cat run1.log run2.log 2>/dev/null | grep -c '^Correct operation validated')" 2
