// RUN: %bin/ilcc -fsyntax-only -Wall -isystem %S/Inputs/sys %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error: --implicit-check-not=note:
// RUN: %bin/ilcc -fsyntax-only -Wall -Wsystem-headers -isystem %S/Inputs/sys %s 2>&1 | FileCheck %s --check-prefix=ALL
// The preprocessor's warnings follow gcc's system-header rule too: none from a system
// header (ilcc's own headers, /usr/include, -isystem) unless -Wsystem-headers, so a
// system header redefining a macro the user defined first (<stddef.h>'s offsetof after
// QuickJS's cutils.h) is silent. #warning is reported wherever it is.
#define offsetof(t, m) ((unsigned long)&((t *)0)->m)
#include <stddef.h>
#define USER_MACRO 1
#include <ppnoisy.h>
// CHECK: ppnoisy.h:4:2: warning: #warning requested from a system header
// CHECK: system-header-pp.c:[[@LINE+2]]:9: warning: "USER_MACRO" redefined
// CHECK: ppnoisy.h:1:9: note: this is the location of the previous definition
#define USER_MACRO 3
// ALL: stddef.h:{{[0-9]+}}:9: warning: "offsetof" redefined
// ALL: system-header-pp.c:7:9: note: this is the location of the previous definition
// ALL: ppnoisy.h:1:9: warning: "USER_MACRO" redefined
// ALL: ppnoisy.h:3:9: warning: "TWICE" redefined
// ALL: ppnoisy.h:4:2: warning: #warning requested from a system header
// ALL: ppnoisy.h:6:7: warning: extra tokens at end of #else directive
// ALL: system-header-pp.c:{{[0-9]+}}:9: warning: "USER_MACRO" redefined
int x;
