// The verifier on modules built in memory (shapes text cannot express) and on text, where
// its errors carry the position of what they are about.
#include "ir/module.h"
#include "ir/parser.h"
#include "ir/verifier.h"

#include <gtest/gtest.h>

using namespace ilcc;

namespace {

// A function `void @f(ptr %0)` whose one block holds what `make` builds.
IrFunction function_with(std::vector<Instruction> (*make)(Arena&)) {
  IrFunction f;
  f.name = Symbol::intern("f");
  f.params.push_back(IrParam{IrType::Ptr, Value(0), {}, {}, {}});
  f.blocks.emplace_back();
  f.blocks[0].label = BlockId(0);
  f.blocks[0].instructions = make(f.arena);
  f.blocks[0].terminator = make_ret(IrType::Void, Operand());
  return f;
}

std::vector<std::string> messages(const IrFunction& f) {
  std::vector<std::string> out;
  for (const VerifierError& e : verify_function(f)) out.push_back(e.message);
  return out;
}

} // namespace

// Every formatted opcode has exactly the operands its format names, including those that
// once had no hand-written count (globaladdr, paramref).
TEST(Verifier, OperandCountsFromFormats) {
  IrFunction f = function_with([](Arena& a) {
    Instruction ga = make_global_addr(Value(1), Symbol::intern("g"));
    ga.num_ops = 1;
    ga.ops = a.alloc_array<Operand>(1);
    ga.ops[0] = Value(0);
    Instruction pr = make_param_ref(Value(2), 0, IrType::Ptr);
    pr.num_ops = 1;
    pr.ops = ga.ops;
    Instruction st = make_store(a, IrType::I32, IrConst::int32(1), Value(0));
    st.num_ops = 1; // the address is missing
    Instruction fence = make_inst(a, Opcode::Fence, kNoValue, IrType::Void, {Value(0)});
    return std::vector<Instruction>{ga, pr, st, fence};
  });
  EXPECT_EQ(messages(f), (std::vector<std::string>{"expected 0 operands, found 1", "expected 0 operands, found 1",
                                                   "expected 2 operands, found 1", "expected 0 operands, found 1"}));
}

// The table facts the verifier relies on, checked at compile time.
static_assert(opcode_info(Opcode::Store).num_operands == 2);
static_assert(opcode_info(Opcode::Store).operand_class[0] == OperandClass::InstType);
static_assert(opcode_info(Opcode::Store).operand_class[1] == OperandClass::Ptr);
static_assert(opcode_info(Opcode::Select).operand_class[0] == OperandClass::Condition);
static_assert(opcode_info(Opcode::GetElementPtr).operand_class[1] == OperandClass::I64);
static_assert(opcode_info(Opcode::Load).flag_word == FlagWord::Volatile);
static_assert(opcode_info(Opcode::AtomicCmpxchg).flag_word == FlagWord::ReturnsBool);
static_assert(opcode_info(Opcode::Call).custom && !opcode_info(Opcode::Cast).custom);
static_assert(opcode_info(Opcode::Cast).names_type && opcode_info(Opcode::Cast).names_type2);
static_assert(!opcode_info(Opcode::DynAlloca).names_type);

TEST(Verifier, FlagWordFromTheFormat) {
  Arena a;
  Instruction ld = make_load(a, Value(1), IrType::I32, Value(0));
  ld.flags |= Instruction::kFlagOptWord;
  EXPECT_TRUE(ld.is_volatile());
  EXPECT_FALSE(ld.returns_bool());
  EXPECT_FALSE(ld.is_removable()); // a volatile load stays
  Instruction cx = make_inst(a, Opcode::AtomicCmpxchg, Value(2), IrType::I32, {Value(0), Value(1), Value(1)});
  cx.flags |= Instruction::kFlagOptWord;
  EXPECT_TRUE(cx.returns_bool());
  EXPECT_FALSE(cx.is_volatile());
  EXPECT_EQ(cx.result_type(), IrType::I8);
}
