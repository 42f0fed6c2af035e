// RUN: not %bin/ilcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// C17 6.4.5p2: adjacent string literals with different encoding prefixes are not concatenated (u8 and none excepted).
// CHECK: 6.4.5-string-concatenation.c:[[@LINE+1]]:16: error: unsupported non-standard concatenation of string literals
void *a = L"a" u"b";
// CHECK: 6.4.5-string-concatenation.c:[[@LINE+1]]:16: error: unsupported non-standard concatenation of string literals
void *b = u"a" U"b";
// CHECK: 6.4.5-string-concatenation.c:[[@LINE+1]]:17: error: unsupported non-standard concatenation of string literals
void *c = u8"a" L"b";
char *ok = "a" u8"b";
void *ok2 = "a" L"b";
