// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.4.4.4p1, 6.4.3p2: character constants are not empty; escapes and UCNs are valid.
// CHECK: 6.4.4.4-character-constant.c:[[@LINE+1]]:9: error: empty character constant
int a = '';
// CHECK: 6.4.4.4-character-constant.c:[[@LINE+1]]:9: error: \x used with no following hex digits
int b = '\x';
// CHECK: 6.4.4.4-character-constant.c:[[@LINE+1]]:9: error: \u0041 is not a valid universal character
int c = '\u0041';
// CHECK: 6.4.4.4-character-constant.c:[[@LINE+1]]:9: error: \U0000DC00 is not a valid universal character
int d = '\U0000DC00';
// CHECK: 6.4.4.4-character-constant.c:[[@LINE+1]]:11: error: \uD800 is not a valid universal character
char *s = "\uD800";
int ok = L'\u00e9' + L'\x41' + '$';
