// Lifetime markers as lowered (docs/ir.md, "Object lifetimes"): the objects of a block
// start at its top and end at every way out (its end, break, continue, goto); a full
// expression's temporaries start before it and end after it, those of a condition at the
// tops of both targets; the function's body block and the promoted scalars get none; a
// block a goto enters keeps its object unmarked. -fstack-reuse=named_vars leaves the
// temporaries unmarked, -fstack-reuse=none everything.
// RUN: env ILCC_DISABLE_PASSES=all ilcc -S -emit-ir %s -o - | FileCheck %s
// RUN: env ILCC_DISABLE_PASSES=all ilcc -S -emit-ir -fstack-reuse=named_vars %s -o - | FileCheck %s --check-prefix=NAMED
// RUN: env ILCC_DISABLE_PASSES=all ilcc -S -emit-ir -fstack-reuse=none %s -o - | FileCheck %s --check-prefix=NONE
// RUN: not ilcc -S -fstack-reuse=some %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// NONE-NOT: lifetime_
// BAD: error: invalid argument 'some' to -fstack-reuse= (all, named_vars, none)

void use(char *);
struct S {
  char s[24];
};
struct S mk(int);
void use_s(struct S);

// CHECK-LABEL: define void @sib(i32 %0)
// CHECK:      [[A:%[0-9]+]] = alloca i8, 100, 1
// CHECK-NEXT: [[B:%[0-9]+]] = alloca i8, 100, 1
// CHECK-NEXT: [[I:%[0-9]+]] = alloca i8, 4, 4
// CHECK-NEXT: [[C:%[0-9]+]] = alloca i8, 8, 1
// CHECK:        lifetime_start [[A]]
// CHECK-NEXT:   call void @use(ptr [[A]])
// CHECK-NEXT:   lifetime_end [[A]]
// CHECK:        lifetime_start [[B]]
// CHECK-NEXT:   call void @use(ptr [[B]])
// CHECK-NEXT:   lifetime_end [[B]]
// CHECK-NOT:    lifetime_{{.*}} [[I]]
// CHECK:        lifetime_start [[C]]
// CHECK-NEXT:   call void @use(ptr [[C]])
// break:
// CHECK:        lifetime_end [[C]]
// CHECK-NEXT:   br
// continue:
// CHECK:        lifetime_end [[C]]
// CHECK-NEXT:   br
// the end of the body:
// CHECK:        call void @use(ptr [[C]])
// CHECK-NEXT:   lifetime_end [[C]]
// CHECK-NEXT:   br
// CHECK-NEXT: }
void sib(int x) {
  if (x) {
    char a[100];
    use(a);
  } else {
    char b[100];
    use(b);
  }
  for (int i = 0; i < x; i++) {
    char c[8];
    use(c);
    if (i == 3) break;
    if (i == 4) continue;
    use(c);
  }
}

// CHECK-LABEL: define void @temps(i32 %0)
// CHECK:      [[T1:%[0-9]+]] = alloca i8, 24, 8
// CHECK-NEXT: [[T2:%[0-9]+]] = alloca i8, 24, 8
// CHECK-NEXT: [[TOP:%[0-9]+]] = alloca i8, 8, 1
// CHECK:        lifetime_start [[T1]]
// CHECK-NEXT:   load
// CHECK-NEXT:   call void @mk(ptr [[T1]], i32 {{.*}}) sret
// CHECK-NEXT:   call void @use_s(ptr [[T1]] struct(24, 1, [memory]))
// CHECK-NEXT:   lifetime_end [[T1]]
// CHECK:        lifetime_start [[T2]]
// CHECK-NEXT:   load
// CHECK-NEXT:   call void @mk(ptr [[T2]], i32 {{.*}}) sret
// CHECK:        condbr {{.*}}, [[THEN:.LBB[0-9]+]], [[END:.LBB[0-9]+]]
// CHECK:      [[THEN]]:
// CHECK-NEXT:   lifetime_end [[T2]]
// CHECK:      [[END]]:
// CHECK-NEXT:   lifetime_end [[T2]]
// CHECK-NEXT:   call void @use(ptr [[TOP]])
// CHECK-NOT:    lifetime_{{.*}} [[TOP]]
// NAMED-LABEL: define void @temps(i32 %0)
// NAMED-NOT:   lifetime_
// NAMED-LABEL: define void @jumpin
void temps(int x) {
  use_s(mk(x));
  if (mk(x).s[0]) use(0);
  char top[8];
  use(top);
}

// CHECK-LABEL: define void @jumpin(i32 %0)
// CHECK:      [[D:%[0-9]+]] = alloca i8, 8, 1
// CHECK-NEXT: [[E:%[0-9]+]] = alloca i8, 8, 1
// CHECK-NOT:    lifetime_{{.*}} [[D]]
// CHECK:        call void @use(ptr [[D]])
// CHECK-NEXT:   lifetime_start [[E]]
// CHECK-NEXT:   call void @use(ptr [[E]])
// the goto out:
// CHECK:        lifetime_end [[E]]
// CHECK-NEXT:   br [[OUT:.LBB[0-9]+]]
// CHECK:        lifetime_end [[E]]
// CHECK-NEXT:   br [[OUT]]
void jumpin(int x) {
  if (x) goto in;
  {
    char d[8];
  in:
    use(d);
  }
  {
    char e[8];
    use(e);
    if (x) goto out;
  }
out:
  return;
}
