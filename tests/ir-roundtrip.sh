#!/bin/sh
# Print → parse → print is byte-identical for every .ir file under tests/: the canonical
# print of each file must read back to the same print. (Files that are deliberately
# malformed use the .test suffix.)
# Usage: tests/ir-roundtrip.sh BINDIR
set -u
bin=${1:?usage: ir-roundtrip.sh BINDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
count=0
for f in $(find "$root/tests" -name '*.ir' | sort); do
  count=$((count + 1))
  if ! "$bin/ilcc-opt" -disable-verify "$f" -o "$tmp/a.ir" 2>"$tmp/err"; then
    echo "FAIL (does not parse): $f"; cat "$tmp/err"; fail=1; continue
  fi
  "$bin/ilcc-opt" -disable-verify "$tmp/a.ir" -o "$tmp/b.ir" 2>"$tmp/err" || { echo "FAIL (print does not parse): $f"; cat "$tmp/err"; fail=1; continue; }
  if ! cmp -s "$tmp/a.ir" "$tmp/b.ir"; then
    echo "FAIL (print -> parse -> print differs): $f"; diff "$tmp/a.ir" "$tmp/b.ir" | head -20; fail=1
  fi
done
echo "round trip: $count files checked"
exit $fail
