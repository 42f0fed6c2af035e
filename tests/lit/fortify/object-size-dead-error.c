// An object size decided at the end of the unit (a pointer parameter's object: unknown,
// (size_t)-1) is carried to its uses and folded, so a check it decides is dead and the
// call of an error("...") function under it is gone before calls are diagnosed (gcc's
// torture compile/pr101941-1.c; the decision was a copy the folding did not look through).
// RUN: ilcc -O1 -c %s -o %t.o
// RUN: ilcc -O2 -c %s -o %t2.o
// RUN: ilcc -O1 -S -emit-ir %s -o - | FileCheck %s
// CHECK-LABEL: define ptr @subkey
// CHECK-NOT: call void @write_overflow
// CHECK: call void @encrypt
void write_overflow(void) __attribute__((__error__("write overflow")));
void encrypt(void *);
struct ctx { char key[128]; };

char *subkey(struct ctx *c) {
  unsigned size = __builtin_object_size(&c->key[0], 0);
  if (size < 32) write_overflow();
  encrypt(c);
  return c->key;
}
