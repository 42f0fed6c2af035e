#include "support/arena.h"

#include <cstdio>
#include <cstdlib>

namespace ilcc {

struct Arena::Block {
  Block* next;
  size_t size; // whole block including this header
};

namespace {
constexpr size_t kHeader = (sizeof(void*) * 2 + 15) & ~size_t(15);
// Process-wide list of released standard-size blocks (as EDG's IL allocator keeps one).
Arena::Block* g_free_blocks = nullptr;

[[noreturn]] void out_of_memory() {
  std::fputs("ilcc: out of memory\n", stderr);
  std::exit(1);
}
} // namespace

void* Arena::allocate_slow(size_t size, size_t align) {
  if (align < 8) align = 8;
  // Try the current block with stricter alignment first.
  if (cur_) {
    uintptr_t p = (reinterpret_cast<uintptr_t>(cur_) + align - 1) & ~(uintptr_t(align) - 1);
    size_t rounded = (size + 7) & ~size_t(7);
    if (p + rounded <= reinterpret_cast<uintptr_t>(end_)) {
      waste_ += (p - reinterpret_cast<uintptr_t>(cur_)) + rounded - size;
      allocated_ += (p - reinterpret_cast<uintptr_t>(cur_)) + rounded;
      cur_ = reinterpret_cast<char*>(p + rounded);
      return reinterpret_cast<void*>(p);
    }
  }
  size_t need = kHeader + size + align;
  Block* b;
  if (need > kBlockSize / 4) {
    // A large request gets a block of its own, linked behind the current one so the
    // bump pointer keeps using the current block.
    b = static_cast<Block*>(std::malloc(need));
    if (!b) out_of_memory();
    b->size = need;
    reserved_ += need;
    if (head_) {
      b->next = head_->next;
      head_->next = b;
    } else {
      b->next = nullptr;
      head_ = b;
      cur_ = end_ = reinterpret_cast<char*>(b) + need; // full: next request opens a block
    }
    uintptr_t p = (reinterpret_cast<uintptr_t>(b) + kHeader + align - 1) & ~(uintptr_t(align) - 1);
    allocated_ += size;
    return reinterpret_cast<void*>(p);
  }
  size_t block = next_block_;
  while (block < need) block *= 2; // need <= kBlockSize / 4 here
  next_block_ = block < kBlockSize ? block * 2 : kBlockSize;
  if (block == kBlockSize && g_free_blocks) {
    b = g_free_blocks;
    g_free_blocks = b->next;
  } else {
    b = static_cast<Block*>(std::malloc(block));
    if (!b) out_of_memory();
    b->size = block;
  }
  reserved_ += block;
  b->next = head_;
  head_ = b;
  cur_ = reinterpret_cast<char*>(b) + kHeader;
  end_ = reinterpret_cast<char*>(b) + block;
  return allocate(size, align);
}

void Arena::release() {
  for (Block* b = head_; b;) {
    Block* next = b->next;
    if (b->size == kBlockSize) {
      b->next = g_free_blocks;
      g_free_blocks = b;
    } else {
      std::free(b);
    }
    b = next;
  }
  head_ = nullptr;
  cur_ = end_ = nullptr;
  allocated_ = waste_ = reserved_ = 0;
}

} // namespace ilcc
