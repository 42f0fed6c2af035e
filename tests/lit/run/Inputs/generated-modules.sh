#!/bin/bash
# generated-modules.sh ROOT WORK: for three seeds of bench/gen_large_tu.py (100 modules
# each), ilcc's builds at several levels must print gcc -O0's checksum.
set -u
root=$1 work=$2
for seed in 11 12 13; do
  src=$work.$seed.c
  python3 "$root/bench/gen_large_tu.py" 100 $seed > "$src" || exit 1
  gcc -w -O0 "$src" -o "$work.$seed.gcc" && "$work.$seed.gcc" > "$work.$seed.expected" || exit 1
  for flags in "-O0" "-O1 -fra-verify" "-O2 -fra-verify" "-O2 -fra-verify -fra-knob=RegAllocGprLimit=5"; do
    ilcc -w $flags "$src" -o "$work.$seed.ilcc" || { echo "seed $seed, $flags: compile failed"; exit 1; }
    "$work.$seed.ilcc" | diff "$work.$seed.expected" - || { echo "seed $seed, $flags: wrong output"; exit 1; }
  done
done
echo ok
