# lib.sh — shared by the per-program scripts of tests/real (sourced, not run).
#
# A program script is called as   PROG.sh CC LEVEL WORK
#   CC     the C compiler: a path to ilcc or gcc
#   LEVEL  the optimization level: O0 or O2
#   WORK   an empty directory of its own; the snapshot is unpacked there, the logs stay there
# with REAL_CORPUS naming the directory of the pinned snapshots and JOBS the parallelism.
# It builds the program with the program's own build system, runs the program's own test
# suite, and ends with one line
#   RESULT build=ok|FAIL passed=N total=M
# (also written to WORK/result), where N and M count the suite's tests as the suite itself
# counts them (M is empty when a failed run cannot tell).
#
# When CC is not gcc, the build runs with a PATH whose gcc, cc, clang, c99 and cpp refuse to
# run: ilcc is then the only C compiler the build can reach, and a build that quietly uses
# another one fails instead (the log says which command tried). `ilcc` on that PATH is CC.
# A suite that itself compiles C by calling `gcc` or `cc` (CPython's ctypes tests do) calls
# real_tests_compile_with_ilcc first: those names then run ilcc, as on a machine whose only C
# compiler is ilcc installed as the system compiler.
set -u
REAL_CC=$1
REAL_LEVEL=$2
REAL_WORK=$3
: "${REAL_CORPUS:?REAL_CORPUS must name the directory of the corpus snapshots}"
: "${JOBS:=$(nproc)}"
REAL_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

case $(basename "$REAL_CC") in
  gcc*) REAL_KIND=gcc ;;
  *) REAL_KIND=ilcc ;;
esac

mkdir -p "$REAL_WORK"
REAL_WORK=$(cd "$REAL_WORK" && pwd)
if [ "$REAL_KIND" = ilcc ]; then
  bin=$REAL_WORK/only-ilcc
  mkdir -p "$bin"
  for tool in gcc cc c89 c99 clang clang-14 cpp gcc-12 x86_64-linux-gnu-gcc x86_64-linux-gnu-gcc-12 tcc; do
    printf '#!/bin/sh\necho "tests/real: the build ran %s $*, but ilcc must be the only C compiler" >&2\nexit 1\n' "$tool" > "$bin/$tool"
    chmod +x "$bin/$tool"
  done
  ln -sf "$(cd "$(dirname "$REAL_CC")" && pwd)/$(basename "$REAL_CC")" "$bin/ilcc"
  export PATH=$bin:$PATH
  REAL_CC=ilcc
fi
export CC=$REAL_CC

# real_tests_compile_with_ilcc: from now on `gcc` and `cc` on PATH run ilcc (no-op for gcc).
real_tests_compile_with_ilcc() {
  [ "$REAL_KIND" = ilcc ] || return 0
  local tool
  for tool in gcc cc x86_64-linux-gnu-gcc; do
    ln -sf "$(readlink -f "$bin/ilcc")" "$bin/$tool.tmp" && mv -f "$bin/$tool.tmp" "$bin/$tool"
  done
}

# real_unpack GLOB: unpacks the one snapshot matching GLOB into WORK and cds into its tree.
real_unpack() {
  local tarball
  tarball=$(ls "$REAL_CORPUS"/$1 2>/dev/null | head -n 1)
  [ -n "$tarball" ] || { echo "tests/real: no snapshot $1 in $REAL_CORPUS" >&2; real_result FAIL 0 ""; }
  tar -xf "$tarball" -C "$REAL_WORK"
  REAL_SRC=$REAL_WORK/$(tar -tf "$tarball" | head -n 1 | cut -d/ -f1)
  cd "$REAL_SRC"
}

# real_log NAME CMD...: runs CMD with its output in WORK/NAME.log; returns CMD's status.
real_log() {
  local name=$1; shift
  echo "== $name: $*" >> "$REAL_WORK/commands.log"
  "$@" > "$REAL_WORK/$name.log" 2>&1
}

# real_result BUILD PASSED TOTAL: prints and records the result line, and exits.
real_result() {
  local line="RESULT build=$1 passed=$2 total=$3"
  echo "$line" | tee "$REAL_WORK/result"
  exit 0
}
