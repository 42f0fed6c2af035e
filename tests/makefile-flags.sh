#!/bin/sh
# `make configure` runs CMake again whenever CMAKE_FLAGS change, starting from a fresh
# cache, and not when they are the same. (Regression: the Makefile configured only when
# build.ninja was missing, so CI's `make check CMAKE_FLAGS=-DILCC_WERROR=ON` silently
# built without -Werror when build/ existed.) Prints one line per step for FileCheck.
# Usage: makefile-flags.sh ROOT WORKDIR
set -eu
root=${1:?usage: makefile-flags.sh ROOT WORKDIR}
build=${2:?usage: makefile-flags.sh ROOT WORKDIR}/build
# A make running this script must not pass its own variables (BUILD, CMAKE_FLAGS) down.
unset MAKEFLAGS MFLAGS MAKEOVERRIDES MAKELEVEL
rm -rf "$build"
step=0
configure() {
  step=$((step + 1))
  out=$(make -C "$root" configure BUILD="$build" CMAKE_FLAGS="$1" 2>&1) || { echo "$out"; exit 1; }
  if echo "$out" | grep -q "cmake -S"; then ran="ran cmake"; else ran="up to date"; fi
  werror=$(sed -n 's/^ILCC_WERROR:BOOL=//p' "$build/CMakeCache.txt")
  echo "step $step, flags '$1': $ran, ILCC_WERROR=$werror"
}
configure "-DILCC_WERROR=ON"
configure "-DILCC_WERROR=ON"
configure ""
configure ""
configure "-DILCC_WERROR=ON"
