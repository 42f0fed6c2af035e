#!/bin/sh
# Extracts gcc.c-torture/{compile,execute} from Debian's gcc-12-source tarball into DIR
# (only that part of the tarball; about 3,500 files). Used by `make pp-check`.
set -e
dir="$1"
[ -d "$dir/gcc.c-torture/execute" ] && exit 0
tarball=$(ls /usr/src/gcc-12/gcc-*.tar.* 2>/dev/null | head -n 1)
if [ -z "$tarball" ]; then
  echo "extract-torture: no gcc source tarball in /usr/src/gcc-12 (install gcc-12-source)" >&2
  exit 1
fi
mkdir -p "$dir.tmp"
tar -xf "$tarball" -C "$dir.tmp" --wildcards '*/gcc/testsuite/gcc.c-torture/compile/*' '*/gcc/testsuite/gcc.c-torture/execute/*'
rm -rf "$dir"
mv "$dir.tmp"/*/gcc/testsuite "$dir"
rm -rf "$dir.tmp"
