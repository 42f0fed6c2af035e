#!/bin/sh
# Extracts gcc.c-torture/{compile,execute} from Debian's gcc-12-source tarball into DIR
# (only that part of the tarball, about 3,700 files, and the two files they include from
# elsewhere in the testsuite). Used by `make pp-check`.
set -e
dir="$1"
[ -d "$dir/gcc.c-torture/execute" ] && exit 0
tarball=$(ls /usr/src/gcc-12/gcc-*.tar.* 2>/dev/null | head -n 1)
if [ -z "$tarball" ]; then
  echo "extract-torture: no gcc source tarball in /usr/src/gcc-12 (install gcc-12-source)" >&2
  exit 1
fi
mkdir -p "$dir.tmp"
# Two compile tests include a file from another part of the testsuite; extract those too.
tar -xf "$tarball" -C "$dir.tmp" --wildcards '*/gcc/testsuite/gcc.c-torture/compile/*' \
  '*/gcc/testsuite/gcc.c-torture/execute/*' '*/gcc/testsuite/gcc.dg/20030309-1.c' \
  '*/gcc/testsuite/gcc.target/powerpc/ppc-switch-2.c'
rm -rf "$dir"
mv "$dir.tmp"/*/gcc/testsuite "$dir"
rm -rf "$dir.tmp"
