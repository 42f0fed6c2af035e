// Jump threading at the C level, run and checked: CoreMark's crcu8 tests a flag its if
// just set (`carry`), a lexer-style state machine switches on the state its arms set,
// and a loop whose first iteration would decide the latch's test is not peeled (gcc's
// 20010122-1.c compares return addresses from one call site).
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: rm -f %t && ilcc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: rm -f %t && ilcc -O1 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: rm -f %t && ilcc -O0 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// OUT-LABEL: crc 0x52a1
// OUT-NEXT: states 5 3 1 4
// OUT-NEXT: calls 6
// OUT-NEXT: gsub 15 2
#include <stdio.h>
typedef unsigned char u8;
typedef unsigned short u16;

// CHECK-LABEL: define {{.*}}@crcu8(
// The flag is gone: each side of the first test goes to its own join.
// CHECK-NOT: phi u8 [1,
// CHECK: ret u16
u16 crcu8(u8 data, u16 crc) {
  u8 i = 0, x16 = 0, carry = 0;
  for (i = 0; i < 8; i++) {
    x16 = (u8)((data & 1) ^ ((u8)crc & 1));
    data >>= 1;
    if (x16 == 1) {
      crc ^= 0x4002;
      carry = 1;
    } else
      carry = 0;
    crc >>= 1;
    if (carry) crc |= 0x8000;
    else crc &= 0x7fff;
  }
  return crc;
}

// Each arm's copy of the loop's tests ends at the next state's arm, which gets the state
// as a constant; in the arm of its own case the state is that case's constant (domcond),
// so the arms that keep it jump to themselves too, and no switch is left. The state
// returned is a phi of constants.
// CHECK-LABEL: define {{.*}}@classify(
// CHECK-NOT: switch
// CHECK: phi i32 [0, .LBB{{[0-9]+}}], [2, .LBB
// CHECK-NOT: switch
enum { START, INT, FLOAT, BAD };
int classify(const char *s, int *counts) {
  int state = START;
  for (; *s && state != BAD; s++) {
    char c = *s;
    switch (state) {
    case START: state = c >= '0' && c <= '9' ? INT : c == '.' ? FLOAT : BAD; break;
    case INT: if (c == '.') state = FLOAT; else if (!(c >= '0' && c <= '9')) state = BAD; break;
    case FLOAT: if (!(c >= '0' && c <= '9')) state = BAD; break;
    }
    counts[state]++;
  }
  return state;
}

// CHECK-LABEL: define {{.*}}@loop_calls(
// CHECK: call_indirect
// CHECK-NOT: call_indirect
// CHECK: ret
void *(*volatile fns[6])(void);
void *saved[6];
void loop_calls(void) {
  for (int i = 0; i < 6; i++) saved[i] = fns[i]();
}
static void *one(void) { return (void *)1; }

// Lua's str_gsub: the path from `changed = add(n) || changed` round the loop reads the
// previous match's result (`e != last`) after calling match again; the copy must read
// the old value where the phi was (lua's gc.lua failed with the gsub of a long string).
__attribute__((noinline)) const char *match(const char *s) { return *s >= '0' && *s <= '9' ? s + 1 : 0; }
__attribute__((noinline)) int add(int k) { return k % 3 == 0; }
__attribute__((noinline)) int gsub(const char *src, const char *end, long max, int anchor) {
  const char *last = 0;
  long n = 0;
  int changed = 0;
  while (n < max) {
    const char *e;
    if ((e = match(src)) != 0 && e != last) {
      n++;
      changed = add(n) || changed;
      src = last = e;
    } else if (src < end)
      src++;
    else
      break;
    if (anchor) break;
  }
  return n * 2 + changed;
}

int main(void) {
  u16 crc = 0;
  for (int i = 0; i < 300; i++) crc = crcu8((u8)(i * 7), crc);
  printf("crc 0x%x\n", crc);
  int counts[4] = {0};
  int a = classify("123.45", counts), b = classify("12x", counts), c = classify(".5", counts);
  printf("states %d %d %d %d\n", counts[INT] + counts[FLOAT] - 5, b, a + c - 3, counts[BAD] + 3);
  for (int i = 0; i < 6; i++) fns[i] = one;
  loop_calls();
  long n = 0;
  for (int i = 0; i < 6; i++) n += (long)saved[i];
  printf("calls %ld\n", n);
  const char *g = "ab12cd3456x7";
  printf("gsub %d %d\n", gsub(g, g + 12, 100, 0), gsub(g + 2, g + 12, 100, 1));
  return 0;
}
