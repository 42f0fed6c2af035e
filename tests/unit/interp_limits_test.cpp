// interp_limits_test.cpp — the interpreter as a sandbox (InterpreterLimits), as the
// interpreter fuzzer (tests/fuzz/interp) uses it: faults returned instead of ending the
// process, confined memory, the host function whitelist, the instruction budget, the
// stack limits, and that many modules can run one after the other in one process without
// leaking mappings. Also regressions the fuzzer found in the interpreter itself.
#include "interp/interp.h"
#include "ir/parser.h"
#include "support/diagnostics.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

using namespace ilcc;

namespace {

const std::vector<std::string> kMath = {"abs", "sqrt"};

InterpreterLimits sandbox() {
  InterpreterLimits l;
  l.confine_memory = true;
  l.host_functions = &kMath;
  l.max_instructions = 100000;
  l.max_data_stack_bytes = 1 << 20;
  l.max_call_depth = 1000;
  l.max_global_bytes = 1 << 20;
  l.return_faults = true;
  return l;
}

struct Outcome {
  bool loaded = false;
  std::string load_error;
  int status = -1;
  std::string fault;
};

Outcome run(const std::string& text, const InterpreterLimits& limits = sandbox()) {
  Outcome o;
  IrModule m;
  IrParseError err;
  EXPECT_TRUE(parse_module(text, m, err)) << err.line << ":" << err.col << ": " << err.message;
  Interpreter in(m, limits);
  o.loaded = in.load(o.load_error);
  if (!o.loaded) return o;
  char name[] = "prog";
  char* argv[] = {name, nullptr};
  o.status = in.run_main(1, argv, nullptr);
  o.fault = in.fault_report();
  EXPECT_EQ(in.faulted(), !o.fault.empty());
  return o;
}

size_t mapping_count() {
  std::ifstream maps("/proc/self/maps");
  size_t n = 0;
  for (std::string line; std::getline(maps, line);) ++n;
  return n;
}

TEST(InterpLimits, FaultsAreReturnedAndTheNextRunWorks) {
  Outcome o = run(R"(
define i32 @deref(ptr %0) {
.LBB1:
  %1 = load i32, %0
  ret i32 %1
}
define i32 @main() {
.LBB0:
  %1 = call i32 @deref(ptr zero)
  ret i32 %1
}
)");
  EXPECT_EQ(o.status, 134);
  EXPECT_NE(o.fault.find("runtime error in @deref, block .LBB1, instruction '%1 = load i32, %0': null pointer dereference"), std::string::npos) << o.fault;
  EXPECT_NE(o.fault.find("called from @main"), std::string::npos) << o.fault;
  // The thread's context was unwound: the next module runs normally.
  o = run("define i32 @main() {\n.LBB0:\n  ret i32 7\n}\n");
  EXPECT_EQ(o.status, 7);
  EXPECT_EQ(o.fault, "");
}

TEST(InterpLimits, ConfinedMemoryAllowsTheProgramsOwnMemory) {
  Outcome o = run(R"(
global @g : i64 size 8 align 8 = 40
global tls @t : i32 size 4 align 4 = 1
define i32 @main(i32 %0, ptr %1) {
.LBB0:
  %2 = alloca i64, 8, 8
  %3 = globaladdr @g
  %4 = load i64, %3
  store i64 %4, %2
  %5 = load ptr, %1
  %6 = load i8, %5
  %7 = cast i8 %6 to i64
  %8 = load i64, %2
  %9 = add i64 %8, %7
  %10 = globaladdr @t
  %11 = load i32, %10
  %12 = cast i32 %11 to i64
  %13 = add i64 %9, %12
  %14 = sub i64 %13, 153
  %15 = cast i64 %14 to i32
  ret i32 %15
}
)");
  // 40 + 'p' (112) + 1 - 153 = 0
  EXPECT_EQ(o.fault, "");
  EXPECT_EQ(o.status, 0);
}

TEST(InterpLimits, ConfinedMemoryStopsWildAccesses) {
  const char* wild = R"(
define i32 @main() {
.LBB0:
  %1 = alloca i64, 8, 8
  %2 = gep %1, %OFF
  store i64 1, %2
  ret i32 0
}
)";
  for (const char* off : {"268435456", "-4096", "1048576"}) {
    std::string text = wild;
    text.replace(text.find("%OFF"), 4, off);
    Outcome o = run(text);
    EXPECT_EQ(o.status, 134) << off;
    EXPECT_NE(o.fault.find("outside the program's memory"), std::string::npos) << off << ": " << o.fault;
  }
  // Regression (found by the fuzzer): the fast path let the last address, 2^64 - 1, through.
  Outcome last = run("define i32 @main() {\n.LBB0:\n  store f32 1, -1\n  ret i32 0\n}\n");
  EXPECT_NE(last.fault.find("outside the program's memory"), std::string::npos) << last.fault;
  // memcpy and atomics are checked with their sizes.
  Outcome o = run(R"(
global @g : i8 size 16 align 16 = zero
define i32 @main() {
.LBB0:
  %1 = alloca i8, 64, 16
  %2 = cast i64 65536 to ptr
  memcpy %1, %2, 16
  ret i32 0
}
)");
  EXPECT_NE(o.fault.find("outside the program's memory"), std::string::npos) << o.fault;
  o = run(R"(
define i32 @main() {
.LBB0:
  %1 = cast i64 81920 to ptr
  %2 = atomic_load seq_cst i32 %1
  ret i32 %2
}
)");
  EXPECT_NE(o.fault.find("outside the program's memory"), std::string::npos) << o.fault;
}

TEST(InterpLimits, OnlyWhitelistedHostFunctions) {
  Outcome o = run(R"(
declare i32 @abs(i32)
declare i32 @getpid()
define i32 @main() {
.LBB0:
  %1 = call i32 @abs(i32 -5)
  %2 = cmp eq i32 %1, 5
  condbr %2, .LBB1, .LBB2
.LBB1:
  %3 = call i32 @getpid()
  ret i32 %3
.LBB2:
  ret i32 1
}
)");
  EXPECT_EQ(o.status, 134);
  EXPECT_NE(o.fault.find("call of undefined function @getpid"), std::string::npos) << o.fault;
  // A host address that is not a whitelisted function cannot be called indirectly.
  std::string text = R"(
define i32 @main() {
.LBB0:
  %1 = cast i64 ADDR to ptr
  %2 = call_indirect i32 %1()
  ret i32 %2
}
)";
  text.replace(text.find("ADDR"), 4, std::to_string(reinterpret_cast<unsigned long long>(&std::rand)));
  o = run(text);
  EXPECT_NE(o.fault.find("not a function of the program or an allowed host function"), std::string::npos) << o.fault;
  // Extern variables of the host are not resolved.
  o = run(R"(
global extern @stdout : ptr size 8 align 8
define i32 @main() {
.LBB0:
  %1 = globaladdr @stdout
  ret i32 0
}
)");
  EXPECT_NE(o.fault.find("undefined symbol @stdout"), std::string::npos) << o.fault;
}

TEST(InterpLimits, InstructionBudget) {
  Outcome o = run(R"(
define i32 @main() {
.LBB0:
  br .LBB1
.LBB1:
  br .LBB1
}
)");
  EXPECT_EQ(o.status, 134);
  EXPECT_NE(o.fault.find("runtime error in @main, block .LBB1, instruction 'br .LBB1': the instruction budget of 100000 "
                         "instructions is exhausted (on entering this block)"),
            std::string::npos)
      << o.fault;
}

TEST(InterpLimits, CallDepthAndStackSize) {
  Outcome o = run(R"(
define i32 @f(i32 %0) {
.LBB1:
  %1 = call i32 @f(i32 %0)
  ret i32 %1
}
define i32 @main() {
.LBB0:
  %1 = call i32 @f(i32 0)
  ret i32 %1
}
)");
  EXPECT_NE(o.fault.find("stack overflow (call depth 1000)"), std::string::npos) << o.fault;
  o = run(R"(
define i32 @main() {
.LBB0:
  %1 = alloca i8, 2000000, 1
  ret i32 0
}
)");
  EXPECT_NE(o.fault.find("instruction '%1 = alloca i8, 2000000, 1': stack overflow: the alloca of 2000000 bytes"), std::string::npos) << o.fault;
  o = run(R"(
define i32 @main() {
.LBB0:
  %1 = dynalloca 2000000, 16
  ret i32 0
}
)");
  EXPECT_NE(o.fault.find("stack overflow: dynalloca of 2000000 bytes"), std::string::npos) << o.fault;
  o = run("global @big : i8 size 2000000 align 1 = zero\ndefine i32 @main() {\n.LBB0:\n  ret i32 0\n}\n");
  EXPECT_FALSE(o.loaded);
  EXPECT_NE(o.load_error.find("@big is too large"), std::string::npos) << o.load_error;
}

// A fault inside an IR function that host code called (a qsort comparator) cannot unwind
// through the host frames: it is printed and ends the process, as without return_faults.
TEST(InterpLimitsDeathTest, FaultUnderHostCodeEndsTheProcess) {
  const char* text = R"(
global @data : i32 size 8 align 4 = array [2, 1]
declare void @qsort(ptr, i64, i64, ptr)
define i32 @cmp(ptr %0, ptr %1) {
.LBB1:
  %2 = load i32, zero
  ret i32 %2
}
define i32 @main() {
.LBB0:
  %1 = globaladdr @data
  %2 = globaladdr @cmp
  call void @qsort(ptr %1, i64 2, i64 4, ptr %2)
  ret i32 0
}
)";
  InterpreterLimits l;
  l.return_faults = true;
  EXPECT_EXIT(run(text, l), ::testing::ExitedWithCode(134),
              "runtime error in @cmp, block .LBB1, instruction '%2 = load i32, zero': null pointer dereference");
}

// Regression: the static alloca area was summed in u64 without a bound, so an alloca of
// 2^64 - 1 bytes followed by another wrapped around to a 16-byte frame in which both
// overlapped, and the program ran. The sum now saturates and the frame does not fit.
TEST(InterpLimits, HugeAllocasDoNotWrapAround) {
  InterpreterLimits l = sandbox();
  l.confine_memory = false;
  Outcome o = run(R"(
define i32 @main() {
.LBB0:
  %1 = alloca i8, 18446744073709551615, 1
  %2 = alloca i64, 16, 8
  store i64 1, %2
  ret i32 0
}
)", l);
  EXPECT_EQ(o.status, 134);
  EXPECT_NE(o.fault.find("instruction '%1 = alloca i8, 18446744073709551615, 1': stack overflow"), std::string::npos) << o.fault;
}

// Regression: longjmp trusted the resume address stored in the jmp_buf, so a program that
// overwrote it made the interpreter execute whatever the address pointed to (here: the
// middle of a decoded op).
TEST(InterpLimits, LongjmpChecksTheRecord) {
  Outcome o = run(R"(
global @buf : i8 size 200 align 16 = zero
declare i32 @setjmp(ptr)
declare void @longjmp(ptr, i32)
define i32 @main() {
.LBB0:
  %1 = globaladdr @buf
  %2 = call i32 @setjmp(ptr %1)
  %3 = cmp eq i32 %2, 0
  condbr %3, .LBB1, .LBB2
.LBB1:
  %4 = gep %1, 32
  %5 = load i64, %4
  %6 = add i64 %5, 16
  store i64 %6, %4
  call void @longjmp(ptr %1, i32 1)
  unreachable
.LBB2:
  ret i32 0
}
)");
  EXPECT_EQ(o.status, 134);
  EXPECT_NE(o.fault.find("longjmp with a jmp_buf that no setjmp of this thread filled"), std::string::npos) << o.fault;
}

// Regression (found by the fuzzer, reported by ASan as memcpy-param-overlap): a by-value
// struct argument larger than the caller's object reaches into the data stack above the
// caller's frame, where the callee's copy is made; the copy must behave like memmove.
// (glibc's memcpy happens to copy such overlaps like memmove, so this fails only in
// sanitizer builds, such as the fuzzer's.)
TEST(InterpLimits, StructArgumentOverlappingItsCopy) {
  Outcome o = run(R"(
define i32 @f(ptr %0 struct(64, 8, [memory])) {
.LBB1:
  %1 = load i32, %0
  %2 = gep %0, 8
  %3 = load i32, %2
  %4 = add i32 %1, %3
  ret i32 %4
}
define i32 @main() {
.LBB0:
  %1 = alloca i64, 16, 8
  store i64 30, %1
  %2 = gep %1, 8
  store i64 12, %2
  %3 = call i32 @f(ptr %1 struct(64, 8, [memory]))
  ret i32 %3
}
)");
  EXPECT_EQ(o.fault, "");
  EXPECT_EQ(o.status, 42);
}

// Regression: every module leaked its global data mapping, its closures and (with TLS) a
// TLS copy per run, so a long fuzzing session ran out of mappings.
TEST(InterpLimits, ManyRunsDoNotLeakMappings) {
  const char* text = R"(
global @g : i8 size 100000 align 16 = zero
global tls @t : i32 size 4 align 4 = 3
define i32 @main() {
.LBB0:
  %1 = globaladdr @t
  %2 = load i32, %1
  ret i32 %2
}
)";
  EXPECT_EQ(run(text).status, 3);
  size_t before = mapping_count();
  for (int i = 0; i < 200; ++i) ASSERT_EQ(run(text).status, 3);
  EXPECT_LT(mapping_count(), before + 20);
}

} // namespace
