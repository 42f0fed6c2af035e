// -pedantic, -pedantic-errors, -Wpedantic and the C90 diagnostics (docs/sema.md,
// "Pedantic diagnostics"). Without them, none of this is diagnosed.
// RUN: %bin/ilcc -fsyntax-only %s 2>&1 | count 0
// RUN: %bin/ilcc -fsyntax-only -std=c11 -pedantic %s 2>&1 | FileCheck %s --check-prefix=CHECK --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %bin/ilcc -fsyntax-only -std=gnu11 -Wpedantic %s 2>&1 | FileCheck %s --check-prefix=CHECK --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %bin/ilcc -fsyntax-only -std=gnu90 -pedantic %s 2>&1 | FileCheck %s --check-prefixes=CHECK,C90 --implicit-check-not=warning: --implicit-check-not=error:
// RUN: not %bin/ilcc -fsyntax-only -std=c99 -pedantic-errors %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %bin/ilcc -fsyntax-only -std=c99 -Werror=pedantic %s 2>&1 | FileCheck %s --check-prefix=WERR
// RUN: %bin/ilcc -fsyntax-only -std=c99 -pedantic -Wno-pedantic %s 2>&1 | count 0
// (C90 has no // comments: -std=c90 rejects this file, gnu90 -pedantic warns once.)
// C90: pedantic.c:1:1: warning: C++ style comments are not allowed in ISO C90
// -Wdeclaration-after-statement in any mode; -Werror= makes it an error.
// RUN: %bin/ilcc -fsyntax-only -Wdeclaration-after-statement %s 2>&1 | FileCheck %s --check-prefix=DAS --implicit-check-not=warning:
// RUN: not %bin/ilcc -fsyntax-only -Werror=declaration-after-statement %s 2>&1 | FileCheck %s --check-prefix=DASE

// CHECK: pedantic.c:[[@LINE+3]]:5: warning: ISO C forbids zero-size array 'z' [-Wpedantic]
// ERR: pedantic.c:[[@LINE+2]]:5: error: ISO C forbids zero-size array 'z' [-Wpedantic]
// WERR: pedantic.c:[[@LINE+1]]:5: error: ISO C forbids zero-size array 'z' [-Werror=pedantic]
int z[0];
// CHECK: pedantic.c:[[@LINE+1]]:23: warning: ISO C forbids braced-groups within expressions [-Wpedantic]
int se(void) { return ({ 1; }); }
// CHECK: pedantic.c:[[@LINE+1]]:1: warning: ISO C does not allow extra ';' outside of a function [-Wpedantic]
;
// C90: pedantic.c:[[@LINE+1]]:1: warning: ISO C90 does not support 'long long' [-Wlong-long]
long long ll;
// C90: pedantic.c:[[@LINE+3]]:35: warning: ISO C90 forbids mixed declarations and code [-Wdeclaration-after-statement]
// DAS: pedantic.c:[[@LINE+2]]:35: warning: ISO C90 forbids mixed declarations and code [-Wdeclaration-after-statement]
// DASE: pedantic.c:[[@LINE+1]]:35: error: ISO C90 forbids mixed declarations and code [-Werror=declaration-after-statement]
int mixed(void) { int a = 1; a++; int b = a; return b; }
// CHECK: pedantic.c:[[@LINE+1]]:1: warning: ISO C does not support '__int128' types [-Wpedantic]
__int128 i128;
// __extension__ silences them, as it does in gcc (glibc's macros use it).
__extension__ __int128 ok1;
__extension__ long long ok2;
int ok3(void) { return __extension__ ({ 2; }); }
int ok4(void) { int a = 0; a++; __extension__ int b = a; return b; }
