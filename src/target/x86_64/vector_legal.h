// vector_legal.h — which vector operations instruction selection does itself and which
// the legalization before it (legalize.cpp) rewrites first (docs/simd.md).
//
// Instruction selection turns each vector operation into SSE/AVX instructions; what x86
// has no instructions for is rewritten in the IR before it, per element (division, shifts
// by a different count per element without AVX2's vpsllv, conversions x86 cannot do a
// vector at a time) or per 16-byte half (32-byte integer operations without AVX2).
#pragma once

#include "ir/module.h"

namespace ilcc::x86_64 {

// The scalar x of a `splat(x)` defining `v` (a shift count the same for every element),
// or nullptr. `def` maps value ids to their (single) definitions.
const Operand* splat_source(const Operand& v, std::span<const Instruction* const> def);
// Whether a vector constant has the same value k in every element of t (zero included).
bool splat_constant(const Operand& v, IrType t, u64& k);
// Whether instruction selection converts t to t2 element-wise itself (convert_s/convert_u).
bool convert_is_legal(X86Features f, IrType t, IrType t2, bool is_signed);
// Whether a vector shift (shl, lshr, ashr of type t by count operand `count`) is selected as
// is: counts that are one constant or one splat value (16-, 32-, 64-bit elements, and
// 8-bit ones by a constant), per-element counts under AVX2 (32- and 64-bit elements).
bool shift_is_legal(X86Features f, IrBinOp op, IrType t, const Operand& count, std::span<const Instruction* const> def);

// Rewrites the vector operations of f that instruction selection does not select
// (after phi elimination).
void legalize_vectors(IrFunction& f);

} // namespace ilcc::x86_64
