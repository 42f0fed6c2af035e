// hash.h — hashing and a flat open-addressing hash map for hot paths.
//
// HashMap is linear probing over one power-of-two array of slots, load factor ≤ 1/2, no
// per-node allocation, no erase (the compiler's maps grow and are dropped whole). Iteration
// order depends on hash values only, never on pointers, but nothing that reaches output may
// depend on it anyway (STYLE.md: deterministic output).
#pragma once

#include "support/common.h"

#include <cstring>
#include <string_view>
#include <utility>
#include <vector>

namespace ilcc {

inline u64 hash_mix(u64 x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return x;
}

inline u64 hash_combine(u64 h, u64 v) { return hash_mix(h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6))); }

inline u64 hash_bytes(const void* data, size_t n) {
  const unsigned char* p = static_cast<const unsigned char*>(data);
  u64 h = 0x243f6a8885a308d3ULL ^ (n * 0x9e3779b97f4a7c15ULL);
  while (n >= 8) {
    u64 w;
    std::memcpy(&w, p, 8);
    h = (h ^ w) * 0x100000001b3ULL;
    h ^= h >> 29;
    p += 8, n -= 8;
  }
  u64 w = 0;
  std::memcpy(&w, p, n);
  return hash_mix(h ^ w);
}

inline u64 hash_string(std::string_view s) { return hash_bytes(s.data(), s.size()); }

template <class K> struct DefaultHash {
  u64 operator()(const K& k) const { return hash_mix(static_cast<u64>(k)); }
};
template <> struct DefaultHash<std::string_view> {
  u64 operator()(std::string_view s) const { return hash_string(s); }
};

template <class K, class V, class H = DefaultHash<K>> class HashMap {
public:
  V* find(const K& k) {
    if (slots_.empty()) return nullptr;
    size_t mask = slots_.size() - 1;
    for (size_t i = H()(k) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (!s.used) return nullptr;
      if (s.key == k) return &s.value;
    }
  }
  const V* find(const K& k) const { return const_cast<HashMap*>(this)->find(k); }

  // Inserts {k, V()} if absent. Returns the value slot and whether it was inserted.
  std::pair<V*, bool> insert(const K& k, V v = V()) {
    if ((size_ + 1) * 2 > slots_.size()) grow();
    size_t mask = slots_.size() - 1;
    for (size_t i = H()(k) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (!s.used) {
        s.used = true;
        s.key = k;
        s.value = std::move(v);
        ++size_;
        return {&s.value, true};
      }
      if (s.key == k) return {&s.value, false};
    }
  }
  V& operator[](const K& k) { return *insert(k).first; }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() {
    slots_.clear();
    size_ = 0;
  }
  void reserve(size_t n) {
    size_t cap = 16;
    while (cap < n * 2) cap <<= 1;
    if (cap > slots_.size()) rehash(cap);
  }

  template <class F> void for_each(F&& f) const {
    for (const Slot& s : slots_)
      if (s.used) f(s.key, s.value);
  }

private:
  struct Slot {
    K key{};
    V value{};
    bool used = false;
  };
  void grow() { rehash(slots_.empty() ? 16 : slots_.size() * 2); }
  void rehash(size_t cap) {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(cap, Slot());
    size_ = 0;
    for (Slot& s : old)
      if (s.used) insert(s.key, std::move(s.value));
  }
  std::vector<Slot> slots_;
  size_t size_ = 0;
};

} // namespace ilcc
