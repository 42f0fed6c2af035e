// parallel_copy.h — sequentializing a parallel copy.
//
// A parallel copy (d1, ..., dn) := (s1, ..., sn) reads every source before it writes any
// destination: phi elimination produces one per CFG edge, the register allocator one per
// call or block boundary. Executed naively one copy at a time it goes wrong whenever a
// destination is also a source (the swap problem). This is the algorithm of Boissinot et
// al., "Revisiting Out-of-SSA Translation for Correctness, Code Quality, and Efficiency"
// (CGO 2009, algorithm 1), with one change: a copy is marked done when it is emitted,
// which makes a source that feeds several destinations work. Copies whose destination no
// pending copy still reads go first; each remaining cycle is broken by saving one
// destination in a fresh temporary. n copies give at most n + (number of cycles) moves.
//
// Locations are u32 ids (values, registers, stack slots). Destinations must be distinct.
#pragma once

#include "support/common.h"
#include "support/hash.h"

#include <span>
#include <utility>
#include <vector>

namespace ilcc {

struct LocationCopy {
  u32 dest, src;
};

// Calls emit(dest, src) for each move in order; new_temp(saved) returns a fresh location
// to hold `saved`'s value while a cycle is broken (emit is then called to fill it).
template <class Emit, class NewTemp>
void sequentialize_parallel_copy(std::span<const LocationCopy> copies, Emit&& emit, NewTemp&& new_temp) {
  constexpr u32 kNone = UINT32_MAX;
  // Local indices for the locations involved; temporaries get indices as they appear.
  HashMap<u32, u32> index;
  std::vector<u32> id;       // local index → location
  std::vector<u32> loc;      // where the original value of a source lives now
  std::vector<u32> pred;     // source of the pending copy into a destination
  auto local = [&](u32 location) {
    auto [slot, inserted] = index.insert(location, u32(id.size()));
    if (inserted) id.push_back(location), loc.push_back(kNone), pred.push_back(kNone);
    return *slot;
  };
  std::vector<u32> ready, todo;
  for (const LocationCopy& c : copies) {
    if (c.dest == c.src) continue;
    u32 d = local(c.dest), s = local(c.src);
    loc[s] = s;
    pred[d] = s;
    todo.push_back(d);
  }
  for (u32 d : todo)
    if (loc[d] == kNone) ready.push_back(d); // nothing reads d: free to write
  while (!todo.empty()) {
    while (!ready.empty()) {
      u32 b = ready.back();
      ready.pop_back();
      if (pred[b] == kNone) continue; // already written
      u32 a = pred[b], c = loc[a];
      emit(id[b], id[c]);
      pred[b] = kNone;
      loc[a] = b;
      // a's own value is saved in b now; if a awaits its copy, it may be written.
      if (c == a && pred[a] != kNone) ready.push_back(a);
    }
    u32 b = todo.back();
    todo.pop_back();
    if (pred[b] != kNone) {
      // The copy into b is pending although nothing is ready: b is on a cycle.
      u32 t = local(new_temp(id[b]));
      emit(id[t], id[b]);
      loc[b] = t;
      ready.push_back(b);
    }
  }
}

} // namespace ilcc
