// RUN: not ilcc --no-such-option %s 2>&1 | FileCheck %s --check-prefix=UNK
// RUN: ilcc -E -P -Wall -Wextra -fno-common -O2 -g -std=c11 %s | FileCheck %s --check-prefix=STD
// RUN: ilcc -E -P -include %S/Inputs/vers2.h %s | FileCheck %s --check-prefix=INC
// RUN: not ilcc -E -include %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=INC-DIR
// RUN: not ilcc -E -imacros %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=INC-DIR
// RUN: not ilcc -E -include %S/Inputs/none.h %s 2>&1 | FileCheck %s --check-prefix=INC-NONE
// RUN: ilcc -E -dD %s | FileCheck %s --check-prefix=DD
// RUN: ilcc -E -C -P %s | FileCheck %s --check-prefix=COMMENTS
// The last -O counts: -Os then -O0 optimizes neither for size nor at all.
// RUN: ilcc -E -P -Os %s | FileCheck %s --check-prefix=OS
// RUN: ilcc -E -P -Os -O0 %s | FileCheck %s --check-prefix=O0
// UNK: error: unrecognized command-line option '--no-such-option'
// STD: version 201112L is 201112L optimize 1
// INC: included_vers2_h
// INC-DIR: fatal error: {{.*}}Inputs: Is a directory
// INC-NONE: fatal error: {{.*}}Inputs/none.h: No such file or directory
// DD: #define KEEP_ME 1
// COMMENTS: {{^}}/* kept */ version
// OS: optimize 1 size 1
// O0: optimize __OPTIMIZE__ size __OPTIMIZE_SIZE__
#define KEEP_ME 1
/* kept */ version __STDC_VERSION__ is __STDC_VERSION__ optimize __OPTIMIZE__ size __OPTIMIZE_SIZE__
