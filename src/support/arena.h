// arena.h — region bump allocation, as EDG's front end allocates its IL.
//
// An Arena hands out memory by bumping a pointer through 64 KiB blocks. Nothing is freed
// individually: the whole arena is released at once (a function's IR when it is done, an
// IL region when its function is lowered). Requests are rounded up to 8 bytes as in EDG's
// region_alloc; the rounding is recorded as alignment waste. Released 64 KiB blocks go to a
// process-wide free list and are reused by the next arena before new memory is requested
// from the system. Requests larger than a quarter block get a block of their own, which is
// returned to the system on release.
//
// An arena of which many live at once, most of them holding little (one per IR or machine
// function), starts with a smaller first block (kSmallFirstBlock) and doubles each next
// block up to 64 KiB: thousands of functions would otherwise hold a 64 KiB block each.
// Blocks under 64 KiB go back to the system on release.
//
// Objects placed in an arena must be trivially destructible: no destructor ever runs.
#pragma once

#include "support/common.h"

#include <cstring>
#include <new>
#include <span>
#include <string_view>
#include <type_traits>

namespace ilcc {

class Arena {
public:
  static constexpr size_t kBlockSize = 64 * 1024;
  static constexpr size_t kSmallFirstBlock = 1024;

  Arena() = default;
  // first_block: a power of two from 64 up to kBlockSize.
  explicit Arena(size_t first_block) : next_block_(first_block) {}
  ~Arena() { release(); }
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;
  Arena(Arena&& o) noexcept { steal(o); }
  Arena& operator=(Arena&& o) noexcept {
    if (this != &o) {
      release();
      steal(o);
    }
    return *this;
  }

  // Raw memory, aligned to max(align, 8). Never null (out of memory is fatal).
  void* allocate(size_t size, size_t align = 8) {
    size_t rounded = (size + 7) & ~size_t(7);
    if (align <= 8 && rounded <= size_t(end_ - cur_)) {
      void* p = cur_;
      cur_ += rounded;
      allocated_ += rounded;
      waste_ += rounded - size;
      return p;
    }
    return allocate_slow(size, align);
  }

  template <class T, class... Args> T* make(Args&&... args) {
    static_assert(std::is_trivially_destructible_v<T>, "arena objects are never destroyed");
    return new (allocate(sizeof(T), alignof(T))) T(std::forward<Args>(args)...);
  }

  // n default-initialized (for trivial types: uninitialized) elements.
  template <class T> T* alloc_array(size_t n) {
    static_assert(std::is_trivially_destructible_v<T>, "arena objects are never destroyed");
    if (n == 0) return nullptr;
    return new (allocate(sizeof(T) * n, alignof(T))) T[n];
  }

  template <class T> std::span<T> copy(std::span<const T> src) {
    static_assert(std::is_trivially_copyable_v<T>, "arena copies are bytewise");
    if (src.empty()) return {};
    T* p = static_cast<T*>(allocate(sizeof(T) * src.size(), alignof(T)));
    std::memcpy(static_cast<void*>(p), src.data(), sizeof(T) * src.size());
    return {p, src.size()};
  }

  // A NUL-terminated copy of s.
  std::string_view copy_string(std::string_view s) {
    char* p = static_cast<char*>(allocate(s.size() + 1, 1));
    std::memcpy(p, s.data(), s.size());
    p[s.size()] = 0;
    return {p, s.size()};
  }

  // Give every block back (to the free list or the system).
  void release();

  size_t bytes_allocated() const { return allocated_; } // rounded request sizes
  size_t alignment_waste() const { return waste_; }     // rounding bytes within those
  size_t bytes_reserved() const { return reserved_; }   // block memory held

  struct Block; // a block header (arena.cpp)

private:
  void* allocate_slow(size_t size, size_t align);
  void steal(Arena& o) {
    head_ = o.head_, cur_ = o.cur_, end_ = o.end_, next_block_ = o.next_block_;
    allocated_ = o.allocated_, waste_ = o.waste_, reserved_ = o.reserved_;
    o.head_ = nullptr, o.cur_ = o.end_ = nullptr;
    o.allocated_ = o.waste_ = o.reserved_ = 0;
  }

  Block* head_ = nullptr;
  size_t next_block_ = kBlockSize; // the size of the next standard block
  char* cur_ = nullptr;
  char* end_ = nullptr;
  size_t allocated_ = 0, waste_ = 0, reserved_ = 0;
};

} // namespace ilcc
