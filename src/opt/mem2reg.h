// mem2reg.h — promotion of allocas to SSA values (seed 004, "SSA Construction").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Promotes the promotable allocas except those in param_alloca_values (before inlining,
// which relies on parameter slots). Returns the number of allocas removed.
size_t promote_allocas(IrFunction& f);
// Promotes every promotable alloca, parameter slots included (after inlining).
size_t promote_allocas_with_params(IrFunction& f);

// The widest slot promoted: a scalar of at most kMaxPromotableAllocaSize bytes, or a GNU
// vector local (__m128i, __m256) of at most kMaxPromotableVectorSize accessed as one type.
constexpr u64 kMaxPromotableAllocaSize = 8;
constexpr u64 kMaxPromotableVectorSize = 32;
// Whether a slot holding values of type t is promotable by its type.
inline bool promotable_type(IrType t) {
  return t != IrType::Void &&
         (type_size(t) <= kMaxPromotableAllocaSize || (is_vector(t) && type_size(t) <= kMaxPromotableVectorSize));
}

// Whether loads and stores of types a and b access one promotable slot alike: the same
// type, or integers of one width whatever their signedness (sroa splits by this rule too).
inline bool slot_types_agree(IrType a, IrType b) {
  return a == b || (is_int(a) && is_int(b) && type_size(a) == type_size(b));
}

} // namespace ilcc
