#!/bin/bash
# Scripted gdb sessions (docs/debug.md): each NAME.gdb names its flags on a first line
# "# flags: ..." and compiles NAME.c (or the file named by "# source: FILE"); gdb's
# batch output, with addresses replaced by 0xADDR and the thread-library lines dropped,
# must equal NAME.expected. Usage: run.sh BUILD_BIN_DIR [NAME...]
set -u
bin=${1:?usage: run.sh BUILD_BIN_DIR [NAME...]}
shift
here=$(cd "$(dirname "$0")" && pwd)
bin=$(cd "$bin" && pwd)
if ! command -v gdb >/dev/null; then echo "gdb tests: gdb not installed, skipped"; exit 0; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
names=("$@")
if [ ${#names[@]} -eq 0 ]; then for f in "$here"/*.gdb; do names+=("$(basename "$f" .gdb)"); done; fi
fail=0
for n in "${names[@]}"; do
  flags=$(sed -n 's/^# flags: //p' "$here/$n.gdb")
  src=$(sed -n 's/^# source: //p' "$here/$n.gdb")
  src=${src:-$n.c}
  (cd "$work" && cp "$here/$src" . && "$bin/ilcc" $flags "$src" -o "$n") || { echo "FAIL $n: compile"; fail=1; continue; }
  (cd "$work" && timeout 60 gdb -nx -batch -x "$here/$n.gdb" "./$n" 2>&1) |
    grep -v -e 'libthread_db' -e '^\[Inferior' -e '^Download' |
    sed -E 's/0x[0-9a-f]+/0xADDR/g' > "$work/$n.out"
  if diff -u "$here/$n.expected" "$work/$n.out" > "$work/$n.diff"; then
    echo "PASS $n"
  else
    echo "FAIL $n"; cat "$work/$n.diff"; fail=1
  fi
done
exit $fail
