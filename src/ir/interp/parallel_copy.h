// parallel_copy.h — sequentializing a parallel copy (phi semantics on a CFG edge).
//
// All phis of a block read their incoming values at the same instant, on the edge, before
// any of them is written: `%a = phi [%b, .L1]` and `%b = phi [%a, .L1]` swap. The decoder
// turns each edge's phis into a set of moves dst ← src with distinct destinations and
// needs them in an order that has the same effect as doing them all at once.
//
// Algorithm (the classic one, e.g. in QBE's and regalloc2's move resolvers): repeatedly
// emit a move whose destination no other pending move still reads; when only cycles are
// left, save one cycle member's destination in the scratch slot and let its readers read
// the scratch instead, which turns that cycle into a chain. A cycle of n moves costs n + 1
// moves; an acyclic set costs exactly its size. Moves whose source is their destination
// are dropped.
#pragma once

#include "support/common.h"

#include <vector>

namespace ilcc::interp {

struct SlotMove {
  u32 dst, src;
  u32 tag; // caller's identification (the phi), carried through; kScratchTag for saves
};
constexpr u32 kScratchTag = ~u32(0);

// `scratch` must not be a destination or source of any move.
std::vector<SlotMove> sequentialize_parallel_copy(std::vector<SlotMove> moves, u32 scratch);

} // namespace ilcc::interp
