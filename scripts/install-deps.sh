#!/bin/sh
# Installs what building and testing ilcc needs on Debian bookworm, if it is missing.
# Used by `make` (for a newcomer) and by .ci/run (on a fresh machine).
set -e
need=""
have_cmd() { command -v "$1" >/dev/null 2>&1; }
have_file() { [ -e "$1" ]; }

have_cmd cmake || need="$need cmake"
have_cmd ninja || need="$need ninja-build"
have_cmd g++ || need="$need g++"
have_cmd python3 || need="$need python3"
have_file /usr/include/gtest/gtest.h || need="$need libgtest-dev"
have_file /usr/lib/llvm-14/bin/FileCheck || need="$need llvm-14-tools"
have_file /usr/lib/llvm-14/build/utils/lit/lit.py || need="$need llvm-14-tools"
have_file /usr/include/x86_64-linux-gnu/ffi.h || have_file /usr/include/ffi.h || need="$need libffi-dev"
have_cmd pkg-config || need="$need pkg-config"
# The debug-information tests: scripted gdb sessions (make gdb) and llvm-dwarfdump --verify.
have_cmd gdb || need="$need gdb"
have_file /usr/lib/llvm-14/bin/llvm-dwarfdump || need="$need llvm-14"
# The gcc torture suite for the preprocessor comparison (make pp-check), and gcc itself.
have_cmd gcc || need="$need gcc"
ls /usr/src/gcc-12/gcc-*.tar.* >/dev/null 2>&1 || need="$need gcc-12-source"
# csmith and its headers for the differential tests against gcc (tests/csmith, make csmith-sample).
have_cmd csmith || need="$need csmith"
have_file /usr/include/csmith/csmith.h || need="$need libcsmith-dev"
for extra in $ILCC_EXTRA_PACKAGES; do
  dpkg -s "$extra" >/dev/null 2>&1 || need="$need $extra"
done

[ -z "$need" ] && exit 0
echo "ilcc: installing build dependencies:$need"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $need
