// spelling.h — "did you mean 'X'?": the candidate nearest to a misspelt name.
//
// The distance is Damerau-Levenshtein's (insertions, deletions, substitutions and swaps of
// two neighbours, one edit each). A candidate is offered only when it is close for its
// length, about one edit in three characters, and never for one-character names, the
// rule gcc's suggestions follow; the first of equally near candidates wins.
#pragma once

#include "support/common.h"

#include <string_view>

namespace ilcc {

u32 edit_distance(std::string_view a, std::string_view b);

class NearestName {
public:
  explicit NearestName(std::string_view goal) : goal_(goal) {}
  void consider(std::string_view candidate);
  std::string_view best() const { return best_; } // empty: none close enough

private:
  std::string_view goal_, best_;
  u32 best_distance_ = ~0u;
};

} // namespace ilcc
