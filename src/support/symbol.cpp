#include "support/symbol.h"

#include "support/arena.h"
#include "support/hash.h"

#include <cstring>
#include <vector>

namespace ilcc {

namespace {
struct SymbolTable {
  Arena arena;
  std::vector<const Symbol::Entry*> slots; // open addressing, power of two
  u32 count = 0;

  SymbolTable() : slots(4096, nullptr) {}

  const Symbol::Entry** find_slot(std::string_view s, u64 h) {
    size_t mask = slots.size() - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
      const Symbol::Entry* e = slots[i];
      if (!e || (e->hash == h && e->len == s.size() && std::memcmp(e->text, s.data(), s.size()) == 0))
        return &slots[i];
    }
  }
  void grow() {
    std::vector<const Symbol::Entry*> old(slots.size() * 2, nullptr);
    old.swap(slots);
    for (const Symbol::Entry* e : old)
      if (e) *find_slot(std::string_view(e->text, e->len), e->hash) = e;
  }
};

SymbolTable& table() {
  static SymbolTable* t = new SymbolTable; // never destroyed: symbols live until exit
  return *t;
}
} // namespace

Symbol Symbol::intern(std::string_view s) {
  SymbolTable& t = table();
  u64 h = hash_string(s);
  const Entry** slot = t.find_slot(s, h);
  if (*slot) return Symbol(*slot);
  if ((t.count + 1) * 2 > t.slots.size()) {
    t.grow();
    slot = t.find_slot(s, h);
  }
  auto* e = static_cast<Entry*>(t.arena.allocate(offsetof(Entry, text) + s.size() + 1));
  e->id = ++t.count;
  e->len = u32(s.size());
  e->hash = h;
  std::memcpy(e->text, s.data(), s.size());
  e->text[s.size()] = 0;
  *slot = e;
  return Symbol(e);
}

Symbol Symbol::lookup(std::string_view s) {
  SymbolTable& t = table();
  const Entry** slot = t.find_slot(s, hash_string(s));
  return Symbol(*slot);
}

u32 Symbol::count() { return table().count; }

} // namespace ilcc
