// Implementation limits of the parser: 100000 levels of one nesting construct each give
// one diagnostic with file:line:col and exit status 1, never a stack overflow, with the
// default 8 MiB stack limit (the parser runs on a thread of its own with a large stack, and
// -fbracket-depth, 16384 by default, bounds parentheses, blocks, declarators, initializers,
// statement expressions, casts, unary operators and nested statements).
// The inputs are written by Inputs/gen_deep.py.
// RUN: python3 %S/Inputs/gen_deep.py paren > %t.paren.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.paren.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py block > %t.block.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.block.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py declparen > %t.declparen.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.declparen.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py arraysize > %t.arraysize.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.arraysize.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py params > %t.params.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.params.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py minus > %t.minus.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.minus.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py not > %t.not.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.not.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py deref > %t.deref.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.deref.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py cast > %t.cast.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.cast.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py sizeof > %t.sizeof.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.sizeof.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py init > %t.init.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.init.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py stmtexpr > %t.stmtexpr.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.stmtexpr.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py cond > %t.cond.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.cond.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py assign > %t.assign.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.assign.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py if > %t.if.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.if.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py else > %t.else.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.else.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py struct > %t.struct.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.struct.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py subscript > %t.subscript.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.subscript.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// RUN: python3 %S/Inputs/gen_deep.py call > %t.call.c
// RUN: not sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only %t.call.c' 2>&1 | FileCheck %s --check-prefix=DEEP --implicit-check-not=error:
// DEEP: .c:1:{{[0-9]+}}: fatal error: bracket nesting level exceeded maximum of 16384 (use -fbracket-depth=N to raise it)

// Deep but within the limit: accepted (gcc's limits-*.c torture tests nest 10000 levels).
// RUN: python3 %S/Inputs/gen_deep.py paren 10000 > %t.ok-paren.c
// RUN: sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only -w %t.ok-paren.c'
// RUN: python3 %S/Inputs/gen_deep.py block 10000 > %t.ok-block.c
// RUN: sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only -w %t.ok-block.c'
// RUN: python3 %S/Inputs/gen_deep.py init 10000 > %t.ok-init.c
// RUN: sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only -w %t.ok-init.c'
// RUN: python3 %S/Inputs/gen_deep.py cast 10000 > %t.ok-cast.c
// RUN: sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only -w %t.ok-cast.c'
// RUN: python3 %S/Inputs/gen_deep.py minus 10000 > %t.ok-minus.c
// RUN: sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only -w %t.ok-minus.c'

// A declarator's pointers and array suffixes do not nest (each is a loop, not a
// recursion): 100000 of them are accepted.
// RUN: python3 %S/Inputs/gen_deep.py pointer > %t.pointer.c
// RUN: sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only -w %t.pointer.c'
// RUN: python3 %S/Inputs/gen_deep.py array > %t.array.c
// RUN: sh -c 'ulimit -s 8192 && exec ilcc -fsyntax-only -w %t.array.c'

// The limit is an option.
// RUN: python3 %S/Inputs/gen_deep.py paren 20 > %t.small.c
// RUN: not ilcc -fsyntax-only -fbracket-depth=10 %t.small.c 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: small.c:1:19: fatal error: bracket nesting level exceeded maximum of 10
// RUN: ilcc -fsyntax-only -fbracket-depth=21 %t.small.c
