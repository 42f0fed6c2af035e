#!/bin/bash
# Lua: its own makefile (the CFLAGS line with LEVEL for -O2), then its own test suite,
# testes/all.lua in portable mode. all.lua stops at the first failing assertion: a test is
# one test file of all.lua reported as started and then left for the next one (or for
# "final OK"), and "final OK" itself counts as one more.
. "$(dirname "$0")/lib.sh"
real_unpack 'lua-*.tar.xz'
rm -f all
real_log build make -j"$JOBS" CC="$CC" \
  CFLAGS="-Wall -$REAL_LEVEL -std=c99 -DLUA_USE_LINUX -fno-stack-protector -fno-common" \
  || real_result FAIL 0 ""
cd testes
real_log test timeout 1200 ../lua -e"_port=true" all.lua
log=$REAL_WORK/test.log
started=$(grep -c "^\*\*\*\*\* FILE " "$log")
if grep -q "^final OK" "$log"; then
  real_result ok $((started + 1)) $((started + 1))
fi
real_result ok $((started > 0 ? started - 1 : 0)) ""
