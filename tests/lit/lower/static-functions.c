// A static function that is not inline is emitted at -O0 even when nothing calls it, as
// gcc -O0 does (it is lowered as soon as its body is complete, so its IL is released at
// once); from -O1 on globaldce removes it and what only it uses. An unreferenced static
// inline function is never lowered. A static function inlined into every caller is
// removed too.
// RUN: ilcc -O0 -S %s -o - | FileCheck %s --check-prefix=O0 --implicit-check-not=unused_inline
// RUN: ilcc -O1 -S %s -o - | FileCheck %s --check-prefix=O1 --implicit-check-not=unused_helper --implicit-check-not=only_for_unused --implicit-check-not=unused_inline --implicit-check-not=inlined_helper
static int only_for_unused;
static int unused_helper(int x) { return x * 3 + only_for_unused; }
static inline int unused_inline(int x) { return x - 1; }
static __attribute__((noinline)) int used_helper(int x) { return x + 1; }
static int inlined_helper(int x) { return x * 5; }
int api(int x) { return used_helper(x) + inlined_helper(x); }

// O0-DAG: unused_helper:
// O0-DAG: used_helper:
// O0-DAG: only_for_unused
// O0-DAG: inlined_helper:
// O1: used_helper:
// O1: api:
