// scoped_table.h — the hash table of the dominator-tree passes (gvn, domcond).
//
// Entries pushed while the walk (walk_dominator_tree) is inside a block are popped when it
// leaves the block, so a lookup sees exactly the entries of the blocks that dominate the
// current one, newest first. Buckets chain through a vector of entries; an Entry has a
// `u64 hash` and a `u32 next` (the bucket's previous head), which push sets.
#pragma once

#include "support/common.h"

#include <vector>

namespace ilcc {

template <class Entry> class ScopedTable {
public:
  // Sized for at most `n` entries at a time (a power of two at least 2n buckets).
  explicit ScopedTable(size_t n) {
    size_t cap = 16;
    while (cap < 2 * n) cap <<= 1;
    buckets_.assign(cap, kNone);
  }

  // The newest entry of hash h for which same(entry) holds, or null.
  template <class Same> const Entry* find(u64 h, Same&& same) const {
    for (u32 e = buckets_[h & (buckets_.size() - 1)]; e != kNone; e = entries_[e].next)
      if (entries_[e].hash == h && same(entries_[e])) return &entries_[e];
    return nullptr;
  }

  void push(Entry e) {
    u32& head = buckets_[e.hash & (buckets_.size() - 1)];
    e.next = head;
    entries_.push_back(e);
    head = u32(entries_.size() - 1);
  }

  // The scope mark to pop back to: the number of entries now.
  size_t mark() const { return entries_.size(); }
  void pop_to(size_t mark) {
    while (entries_.size() > mark) {
      const Entry& e = entries_.back();
      buckets_[e.hash & (buckets_.size() - 1)] = e.next;
      entries_.pop_back();
    }
  }

private:
  static constexpr u32 kNone = UINT32_MAX;
  std::vector<u32> buckets_;
  std::vector<Entry> entries_;
};

} // namespace ilcc
