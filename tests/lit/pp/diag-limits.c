// Implementation limits (docs/pp.md, "Limits"): each is a diagnostic at the construct that
// exceeds it, with exit status 1, and each has an option. Regressions of issue 12, where
// these inputs overflowed the stack or ran without bound.
// RUN: not ilcc -E -fbracket-depth=3 -DBRACKETS %s 2>&1 | FileCheck %s --check-prefix=BRACKETS
// RUN: ilcc -E -fbracket-depth=4 -DBRACKETS %s
// RUN: not ilcc -E -fmacro-nesting-depth=3 -DNESTING %s 2>&1 | FileCheck %s --check-prefix=NESTING
// RUN: ilcc -E -fmacro-nesting-depth=4 -DNESTING %s
// RUN: not ilcc -E -fmax-macro-expansion-tokens=1000 -DTOKENS %s 2>&1 | FileCheck %s --check-prefix=TOKENS
// RUN: not ilcc -E -DTOKENS %s 2>&1 | FileCheck %s --check-prefix=TOKENS-DEFAULT
// RUN: not ilcc -E -fbracket-depth=0 %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ilcc -E -fmax-macro-expansion-tokens=x %s 2>&1 | FileCheck %s --check-prefix=BAD-TOKENS
// BAD: error: invalid argument '-fbracket-depth=0'
// BAD-TOKENS: error: invalid argument '-fmax-macro-expansion-tokens=x'
#ifdef BRACKETS
// BRACKETS: diag-limits.c:[[@LINE+3]]:8: error: bracket nesting level exceeded maximum of 3
// BRACKETS-NEXT: {{^}} #if ((((1))))
// BRACKETS: diag-limits.c:[[@LINE+1]]:8: note: use -fbracket-depth=N to increase maximum nesting level
#if ((((1))))
#endif
// BRACKETS: diag-limits.c:[[@LINE+1]]:19: error: '?:' nesting level exceeded maximum of 3
#if 1 ? 1 ? 1 ? 1 ? 2 : 0 : 0 : 0 : 0
#endif
// BRACKETS-NOT: error
#if 0 ? 1 : 0 ? 1 : 0 ? 1 : 0 ? 1 : 0 ? 1 : 1
#endif
#endif

#ifdef NESTING
#define F(x) x
F(F(F(a)))
// NESTING: diag-limits.c:[[@LINE+3]]:7: fatal error: macro invocations nested more than 3 deep
// NESTING: diag-limits.c:[[@LINE+2]]:7: note: use -fmacro-nesting-depth=N to increase the limit
// NESTING-NOT: error
F(F(F(F(a))))
#endif

#ifdef TOKENS
#define A0 x
#define A1 A0 A0
#define A2 A1 A1
#define A3 A2 A2
#define A4 A3 A3
#define A5 A4 A4
#define A6 A5 A5
#define A7 A6 A6
#define A8 A7 A7
#define A9 A8 A8
#define A10 A9 A9
#define A11 A10 A10
#define A12 A11 A11
#define A13 A12 A12
#define A14 A13 A13
#define A15 A14 A14
#define A16 A15 A15
#define A17 A16 A16
#define A18 A17 A17
#define A19 A18 A18
#define A20 A19 A19
#define A21 A20 A20
#define A22 A21 A21
#define A23 A22 A22
#define A24 A23 A23
#define A25 A24 A24
A8 /* 256 tokens, well below either limit */
// TOKENS: diag-limits.c:[[@LINE+3]]:3: fatal error: macro expansion producing too many tokens (more than 1000)
// TOKENS: diag-limits.c:[[@LINE+2]]:3: note: use -fmax-macro-expansion-tokens=N to increase the limit
// TOKENS-DEFAULT: diag-limits.c:[[@LINE+1]]:3: fatal error: macro expansion producing too many tokens (more than 16777216)
x A25 y
#endif
