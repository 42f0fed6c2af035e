// parallel_copy.cpp — see parallel_copy.h for the problem and the algorithm.
//
// Invariant of the loop: `pending` holds the moves not yet emitted, with distinct
// destinations; the value every pending move must copy is still in its source slot
// (a source that was about to be overwritten was redirected to the scratch slot first).
#include "ir/interp/parallel_copy.h"

#include <algorithm>

namespace ilcc::interp {

std::vector<SlotMove> sequentialize_parallel_copy(std::vector<SlotMove> moves, u32 scratch) {
  std::vector<SlotMove> pending;
  for (const SlotMove& m : moves)
    if (m.dst != m.src) pending.push_back(m);
  std::vector<SlotMove> out;
  out.reserve(pending.size() + 1);
  auto is_read = [&](u32 slot, size_t except) {
    for (size_t j = 0; j < pending.size(); ++j)
      if (j != except && pending[j].src == slot) return true;
    return false;
  };
  while (!pending.empty()) {
    bool progress = false;
    for (size_t i = 0; i < pending.size();) {
      if (!is_read(pending[i].dst, i)) {
        out.push_back(pending[i]);
        pending.erase(pending.begin() + std::ptrdiff_t(i));
        progress = true;
      } else {
        ++i;
      }
    }
    if (progress) continue;
    // Only cycles remain: free the first move's destination.
    u32 saved = pending.front().dst;
    out.push_back({scratch, saved, kScratchTag});
    for (SlotMove& m : pending)
      if (m.src == saved) m.src = scratch;
  }
  return out;
}

} // namespace ilcc::interp
