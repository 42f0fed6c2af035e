// ops.h — IrBinOp, IrUnaryOp, IrCmpOp, AtomicRmwOp, AtomicOrdering and their evaluation
// (seed 004, "Operations"). All five enums and their names come from ops.def.
//
// Integer semantics, shared by constant folding and the interpreter so the two agree:
//  - arithmetic wraps at the operation's width;
//  - shift counts are masked as x86 masks them: to 5 bits for types of 32 bits or fewer,
//    6 bits for 64-bit and 7 bits for 128-bit types;
//  - division or remainder by zero has no value (eval returns nullopt); INT_MIN / -1
//    wraps to INT_MIN and INT_MIN % -1 is 0;
//  - clz/ctz of zero is the type's width in bits.
// Floating-point comparisons follow C: every comparison except `ne` is false when an
// operand is NaN; signed and unsigned variants are the same.
#pragma once

#include "ir/types.h"

#include <optional>
#include <string_view>

namespace ilcc {

enum class IrBinOp : u8 {
#define IR_BINOP(E, s, comm, trap) E,
#include "ir/ops.def"
};
enum class IrUnaryOp : u8 {
#define IR_UNOP(E, s) E,
#include "ir/ops.def"
};
enum class IrCmpOp : u8 {
#define IR_CMPOP(E, s, sw, inv) E,
#include "ir/ops.def"
};
enum class AtomicRmwOp : u8 {
#define IR_ATOMIC_RMW(E, s) E,
#include "ir/ops.def"
};
enum class AtomicOrdering : u8 {
#define IR_ORDERING(E, s) E,
#include "ir/ops.def"
};

constexpr unsigned kNumBinOps = unsigned(IrBinOp::LShr) + 1;
constexpr unsigned kNumUnaryOps = unsigned(IrUnaryOp::IsConstant) + 1;
constexpr unsigned kNumCmpOps = unsigned(IrCmpOp::Uge) + 1;
constexpr unsigned kNumAtomicRmwOps = unsigned(AtomicRmwOp::TestAndSet) + 1;
constexpr unsigned kNumOrderings = unsigned(AtomicOrdering::SeqCst) + 1;

std::string_view op_name(IrBinOp op);
std::string_view op_name(IrUnaryOp op);
std::string_view op_name(IrCmpOp op);
std::string_view op_name(AtomicRmwOp op);
std::string_view op_name(AtomicOrdering o);
// Name lookups for the IR reader; false if `s` names no such operation.
bool parse_op_name(std::string_view s, IrBinOp& out);
bool parse_op_name(std::string_view s, IrUnaryOp& out);
bool parse_op_name(std::string_view s, IrCmpOp& out);
bool parse_op_name(std::string_view s, AtomicRmwOp& out);
bool parse_op_name(std::string_view s, AtomicOrdering& out);

bool is_commutative(IrBinOp op);
bool can_trap(IrBinOp op); // division and remainder: never speculate them
// a OP b == b SWAPPED(OP) a, and !(a OP b) == a INVERSE(OP) b (integers only for inverse).
IrCmpOp swapped(IrCmpOp op);
IrCmpOp inverse(IrCmpOp op);
bool is_signed_cmp(IrCmpOp op);
bool is_unsigned_cmp(IrCmpOp op);

// Evaluation on 64-bit operands (seed semantics: wrapping, unsigned ops reinterpret as u64,
// shift counts masked to 6 bits).
std::optional<i64> eval_i64(IrBinOp op, i64 lhs, i64 rhs);
std::optional<i128> eval_i128(IrBinOp op, i128 lhs, i128 rhs);
bool eval_i64(IrCmpOp op, i64 lhs, i64 rhs);
bool eval_i128(IrCmpOp op, i128 lhs, i128 rhs);
bool eval_f64(IrCmpOp op, double lhs, double rhs);
bool eval_f80(IrCmpOp op, long double lhs, long double rhs);

// Width-aware evaluation for integer type `ty` (not 128-bit): operands and result are the
// type's value sign- or zero-extended to 64 bits according to its signedness.
std::optional<i64> eval_typed(IrBinOp op, IrType ty, i64 lhs, i64 rhs);
std::optional<i64> eval_typed(IrUnaryOp op, IrType ty, i64 src); // IsConstant: nullopt
std::optional<i128> eval_typed128(IrBinOp op, IrType ty, i128 lhs, i128 rhs);
std::optional<i128> eval_typed128(IrUnaryOp op, IrType ty, i128 src);
// Wraps v to the width of integer type `ty` and extends it back by the type's signedness.
i64 normalize_int(IrType ty, i64 v);
i128 normalize_int128(IrType ty, i128 v);

} // namespace ilcc
