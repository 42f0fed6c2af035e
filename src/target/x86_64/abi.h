// abi.h — SysV x86-64 psABI classification of aggregates (psABI 1.0, §3.2.3).
//
// A struct, union, array or complex value is described by its scalar parts (offset, size,
// class); the classification of each eightbyte is the merge of the parts that overlap it
// (INTEGER wins over SSE; X87 parts, and everything in an aggregate over 16 bytes or with
// an unaligned part, go to MEMORY), followed by the post-merger cleanup of the psABI. The
// caller (lowering) flattens its language types into parts, so this file knows nothing of
// C types; the result goes into the IR's IrParam/CallInfo eightbyte classes, which the
// interpreter and the code generator both read.
#pragma once

#include "ir/types.h"

#include <span>
#include <vector>

namespace ilcc::x86_64 {

enum class PartClass : u8 {
  Integer,    // integers, pointers, bit-field units
  Sse,        // float, double
  X87,        // long double (80-bit, 16 bytes)
  Vector16,   // a 16-byte vector (__m128 and GNU vector_size(16))
};

struct Part {
  u64 offset;
  u32 size;
  PartClass cls;
};

// The eightbyte classes of an aggregate of `size` bytes; {Memory} when it travels in
// memory. `unaligned` is true when some part is not naturally aligned (packed structs).
std::vector<EightbyteClass> classify(u64 size, std::span<const Part> parts, bool unaligned);

inline bool in_memory(std::span<const EightbyteClass> c) { return c.empty() || c[0] == EightbyteClass::Memory; }

} // namespace ilcc::x86_64
