// Objects defined const all the way down are constant in the IR (`global const`): arrays
// of const elements (at any depth, through typedefs), const structs (whatever their
// members), const arrays of structs, character arrays and static const locals. gvn reads
// their loads at constant offsets from the initializer, and the back end puts them in
// .rodata (.data.rel.ro when they hold addresses and the code is position-independent).
// Not constant: objects with a volatile part, non-const objects; not read: weak objects
// (replaceable at link time), values that are addresses, variable indexes, and with
// -fPIC global objects, which the dynamic linker may replace.
// RUN: ilcc -O2 -S -emit-ir %s -o - | FileCheck %s
// RUN: ilcc -O2 -S %s -o - | FileCheck %s --check-prefix=ASM
// RUN: ilcc -O2 -fPIC -S -emit-ir %s -o - | FileCheck %s --check-prefix=PIC
// RUN: ilcc -O0 %s -o %t0.exe && %t0.exe
// RUN: ilcc -O2 %s -o %t2.exe && %t2.exe
// A named section that holds a writable object is writable for its constants too (gcc
// calls that a section type conflict; the assembler rejects changed attributes):
// RUN: ilcc -O2 -DSECTION -S %s -o - | FileCheck %s --check-prefix=SECTION
// RUN: ilcc -O2 -DSECTION %s -o %t3.exe && %t3.exe
struct P { int x; short y; char name[6]; };
const struct P one = {7, -3, "abc"};
const struct P many[3] = {{1, 2, "a"}, {3, 4, "bb"}, {5, 6, "ccc"}};
const int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
typedef int row[2];
const row typed = {8, 9};
const volatile int cv[2] = {10, 11};
struct V { volatile int a; int b; };
const struct V hasv = {12, 13};
const int weakt[2] __attribute__((weak)) = {14, 15};
const char msg[] = "hello";
const char *const names[] = {"x", "y"};
struct P mut = {1, 2, "m"};
const double dt[2] = {1.5, 2.5};
static const long local_table[3] = {-1, -2, -3};
#ifdef SECTION
const int in_section[2] __attribute__((section("mixed"))) = {1, 2};
int writable_in_section __attribute__((section("mixed"))) = 3;
#endif

int member(void) { return one.x + one.y; }
int array_of_structs(void) { return many[2].y + many[1].name[1]; }
int nested(void) { return grid[1][2]; }
int through_typedef(void) { return typed[1]; }
int chars(void) { return msg[1]; }
double doubles(void) { return dt[1]; }
long static_table(void) { return local_table[2]; }
int static_local(void) {
  static const int loc[3] = {20, 21, 22};
  return loc[2];
}
int volatile_array(void) { return cv[1]; }
int volatile_member(void) { return hasv.b; }
int weak(void) { return weakt[1]; }
const char *address(void) { return names[1]; }
int not_const(void) { return mut.y; }
int variable_index(int i) { return grid[1][i]; }
// Writable: a character array initialized by a string, a compound literal.
char writable[] = "abc";
int *literal = (int[]){1, 2};
const int *const_literal = (const int[]){3, 4};
int writes(void) {
  writable[0] = 'x';
  literal[1] = 5;
  return writable[0] + literal[1] + const_literal[1];
}

int main(void) {
  if (member() != 4 || array_of_structs() != 6 + 'b' || nested() != 6 || through_typedef() != 9 || chars() != 'e' ||
      doubles() != 2.5 || static_table() != -3 || static_local() != 22 || volatile_array() != 11 ||
      volatile_member() != 13 || weak() != 15 || address()[0] != 'y' || not_const() != 2 || variable_index(0) != 4 ||
      writes() != 'x' + 5 + 4)
    return 1;
  return 0;
}

// CHECK-DAG: global const @one :
// CHECK-DAG: global const @many :
// CHECK-DAG: global const @grid :
// CHECK-DAG: global const @typed :
// CHECK-DAG: global @cv :
// CHECK-DAG: global @hasv :
// CHECK-DAG: global weak const @weakt :
// CHECK-DAG: global const @msg :
// CHECK-DAG: global const @names :
// CHECK-DAG: global @mut :
// CHECK-DAG: global @writable :
// CHECK-LABEL: define {{.*}}@member(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret i32 4
// CHECK-LABEL: define {{.*}}@array_of_structs(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret i32 104
// CHECK-LABEL: define {{.*}}@nested(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret i32 6
// CHECK-LABEL: define {{.*}}@through_typedef(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret i32 9
// CHECK-LABEL: define {{.*}}@chars(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret i32 101
// CHECK-LABEL: define {{.*}}@doubles(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret f64 2.5
// CHECK-LABEL: define {{.*}}@static_table(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret i64 -3
// CHECK-LABEL: define {{.*}}@static_local(
// CHECK-NEXT: .LBB{{[0-9]+}}:
// CHECK-NEXT: ret i32 22
// CHECK-LABEL: define {{.*}}@volatile_array(
// CHECK: load volatile i32
// CHECK-LABEL: define {{.*}}@volatile_member(
// CHECK: load i32
// CHECK-LABEL: define {{.*}}@weak(
// CHECK: load i32
// CHECK-LABEL: define {{.*}}@address(
// CHECK: load ptr
// CHECK-LABEL: define {{.*}}@not_const(
// CHECK: load i16
// CHECK-LABEL: define {{.*}}@variable_index(
// CHECK: load i32

// ASM: .section .rodata{{$}}
// ASM-NEXT: .globl one
// ASM: .section .rodata{{$}}
// ASM-NEXT: .globl many
// ASM: .data
// ASM-NEXT: .globl cv
// ASM: .data
// ASM-NEXT: .globl hasv
// ASM: .section .rodata{{$}}
// ASM-NEXT: .weak weakt
// ASM: .section .data.rel.ro,"aw"
// ASM-NEXT: .globl names

// PIC-LABEL: define {{.*}}@nested(
// PIC: load i32
// PIC-LABEL: define {{.*}}@static_table(
// PIC-NEXT: .LBB{{[0-9]+}}:
// PIC-NEXT: ret i64 -3

// SECTION: .section mixed,"aw"
// SECTION-NEXT: .globl in_section
// SECTION: .section mixed,"aw"
// SECTION-NEXT: .globl writable_in_section
