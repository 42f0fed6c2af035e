#include "support/spelling.h"

#include <algorithm>
#include <vector>

namespace ilcc {

u32 edit_distance(std::string_view a, std::string_view b) {
  // Three rows of the table: two rows back (for swaps), the previous one, the current.
  size_t n = b.size();
  std::vector<u32> before(n + 1), prev(n + 1), cur(n + 1);
  for (size_t j = 0; j <= n; ++j) prev[j] = u32(j);
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = u32(i);
    for (size_t j = 1; j <= n; ++j) {
      u32 cost = a[i - 1] == b[j - 1] ? 0 : 1;
      u32 d = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d = std::min(d, before[j - 2] + 1);
      cur[j] = d;
    }
    std::swap(before, prev);
    std::swap(prev, cur);
  }
  return prev[n];
}

void NearestName::consider(std::string_view c) {
  if (c.empty() || c == goal_) return;
  size_t longest = std::max(goal_.size(), c.size()), shortest = std::min(goal_.size(), c.size());
  if (longest <= 1) return;
  // Names of about the same length: one edit per three characters (at least one); else a
  // little more room, for insertions and deletions.
  size_t cutoff = longest - shortest <= 1 ? std::max<size_t>(longest / 3, 1) : (longest + 2) / 3;
  if (longest - shortest > cutoff) return; // cannot be close enough
  u32 d = edit_distance(goal_, c);
  if (d <= cutoff && d < best_distance_) best_distance_ = d, best_ = c;
}

} // namespace ilcc
