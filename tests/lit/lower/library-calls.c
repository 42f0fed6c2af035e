// Lowering calls memset on its own to zero a big object (over 256 bytes). That call must
// reach the C library's memset with the standard type whatever the unit names memset:
// a static function of that name (legal C without <string.h>), before or after the call,
// with the standard type or another, gets a local symbol of its own (memset.N) and
// receives only the unit's calls; so does a static object. An external function or object
// of that name with another type (undefined behaviour) takes lowering's calls through its
// address: no internal error.
// RUN: ilcc -O0 -DSTATIC_AFTER %s -o %t-sa0.exe && %t-sa0.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 -DSTATIC_AFTER %s -o %t-sa2.exe && %t-sa2.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O0 -DSTATIC_AFTER -S %s -o - | FileCheck %s --check-prefix=ASM
// RUN: ilcc -O0 -DSTATIC_BEFORE %s -o %t-sb0.exe && %t-sb0.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 -DSTATIC_BEFORE %s -o %t-sb2.exe && %t-sb2.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O0 -DSTATIC_BEFORE -S %s -o - | FileCheck %s --check-prefix=ASM
// RUN: ilcc -O0 -DSTATIC_STANDARD %s -o %t-ss0.exe && %t-ss0.exe | FileCheck %s --check-prefix=OWN
// RUN: ilcc -O2 -DSTATIC_STANDARD %s -o %t-ss2.exe && %t-ss2.exe | FileCheck %s --check-prefix=OWN
// RUN: ilcc -O0 -DSTATIC_STANDARD -S %s -o - | FileCheck %s --check-prefix=ASM
// RUN: ilcc -O0 -DSTATIC_OBJECT %s -o %t-so0.exe && %t-so0.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O2 -DSTATIC_OBJECT %s -o %t-so2.exe && %t-so2.exe | FileCheck %s --check-prefix=OUT
// RUN: ilcc -O0 -DDEFINE_OTHER -S -emit-ir %s -o - | FileCheck %s --check-prefix=INDIRECT
// RUN: ilcc -O2 -DDEFINE_OTHER -S -emit-ir %s -o - | FileCheck %s --check-prefix=INDIRECT
// RUN: ilcc -O2 -DDEFINE_OTHER -c %s -o %t-do.o
// RUN: ilcc -O0 -DDECLARE_OTHER -S -emit-ir %s -o - | FileCheck %s --check-prefix=INDIRECT
// RUN: ilcc -O2 -DDECLARE_OTHER -c %s -o %t-dc.o
// RUN: ilcc -O0 -DDECLARE_OTHER_BEFORE -S -emit-ir %s -o - | FileCheck %s --check-prefix=INDIRECT
// RUN: ilcc -O2 -DDECLARE_OTHER_BEFORE -c %s -o %t-db.o
// RUN: ilcc -O0 -DEXTERN_OBJECT -S -emit-ir %s -o - | FileCheck %s --check-prefix=INDIRECT
// RUN: ilcc -O2 -DEXTERN_OBJECT -c %s -o %t-eo.o
int printf(const char *, ...);
typedef unsigned long size_t;

#if defined STATIC_BEFORE
static int memset(int x) { return x + 1; }
#elif defined STATIC_STANDARD
static int calls;
static void *memset(void *p, int c, size_t n) {
  unsigned char *q = p;
  calls++;
  while (n--) *q++ = (unsigned char)c;
  return p;
}
#elif defined DECLARE_OTHER_BEFORE
int memset(int);
int use(void) { return memset(1); }
#endif

struct big { char b[4096]; };

__attribute__((noinline)) void clear(struct big *p) {
  struct big z = {0};
  *p = z;
}

#if defined STATIC_AFTER
static int memset(int x) { return x + 1; }
#elif defined STATIC_OBJECT
static int memset = 1;
#elif defined DEFINE_OTHER
int memset(int x) { return x + 1; }
#elif defined DECLARE_OTHER
int memset(int);
int use(void) { return memset(1); }
#elif defined EXTERN_OBJECT
extern int memset;
int use(void) { return memset; }
#endif

int main(void) {
  struct big b;
  b.b[100] = 5;
  b.b[4000] = 7;
  clear(&b);
#if defined STATIC_AFTER || defined STATIC_BEFORE || defined STATIC_OBJECT
  int own = memset == 0 ? 0 : 1;
#if !defined STATIC_OBJECT
  own = memset(0);
#endif
  printf("%d %d %d\n", b.b[100], b.b[4000], own);
#elif defined STATIC_STANDARD
  char s[4];
  memset(s, 'x', sizeof s);
  printf("%d %d %d %c\n", b.b[100], b.b[4000], calls, s[3]);
#endif
  return 0;
}

// OUT: 0 0 1
// OWN: 0 0 1 x

// Lowering's call names the library's memset; the unit's static one has a local name.
// ASM-DAG: call{{[[:space:]]+}}memset@PLT
// ASM-DAG: memset.{{[0-9]+}}:

// INDIRECT-LABEL: @clear(
// INDIRECT: globaladdr @memset
// INDIRECT: call_indirect ptr
