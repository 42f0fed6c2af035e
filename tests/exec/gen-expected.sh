#!/bin/sh
# Writes tests/exec/NAME.expected from gcc -O0 (never from ilcc): gen-expected.sh NAME...
# Review the output before committing it.
set -e
cd "$(dirname "$0")"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for n in "$@"; do
  n=${n%.c}
  gcc -w -O0 "$n.c" -o "$tmp/$n" -lm -lpthread
  st=0; (cd "$tmp" && "./$n") >"$n.expected" || st=$?
  if [ "$st" != 0 ]; then echo "$st" >"$n.status"; echo "$n: exit status $st"; fi
done
