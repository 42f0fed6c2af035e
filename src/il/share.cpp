// share.cpp — the constant sharing table (see share.h).
//
// share() is alloc_shareable_constant with an explicit `consume` flag: true when the
// constant is a local one handed over by the caller, so that it (and the local constants
// it owns) can go back to the free list exactly once. Every local child is consumed by
// exactly one of: sharing it, copying it into a permanent constant, or free_local_tree()
// on a hit.
#include "il/share.h"

#include "il/compare.h"
#include "il/equality.h"
#include "il/schema.h"
#include "il/walk.h"
#include "support/hash.h"

#include <cstring>

namespace ilcc::il {

namespace {

u64 hash_type(QualType q) {
  q = strip_typedefs(q);
  if (!q) return 0;
  const Type* t = q.type();
  u64 h = hash_combine(u64(t->kind) + 1, q.quals());
  switch (t->kind) {
  // By the supplement that equiv_types compares (an attribute copy shares it).
  case TypeKind::Struct:
  case TypeKind::Union:
    return hash_combine(h, t->record ? reinterpret_cast<uintptr_t>(t->record) : reinterpret_cast<uintptr_t>(t));
  case TypeKind::Enum:
    return hash_combine(h, t->enumerators ? reinterpret_cast<uintptr_t>(t->enumerators) : reinterpret_cast<uintptr_t>(t));
  case TypeKind::Error: return hash_combine(h, reinterpret_cast<uintptr_t>(t)); // identity
  case TypeKind::Array:
    if (t->vla) return hash_combine(h, reinterpret_cast<uintptr_t>(t));
    break;
  case TypeKind::Integer: h = hash_combine(h, u64(t->int_kind)); break;
  case TypeKind::Float: h = hash_combine(h, u64(t->float_kind)); break;
  default: break;
  }
  return hash_combine(h, t->size);
}

// Children are hashed recursively except the last, which is hashed by looping (chains of
// designators or address constants do not deepen the stack).
u64 hash_entry(EntryKind k, const void* e) {
  u64 h = 0x243f6a8885a308d3ULL;
  for (;;) {
    if (!e) return hash_combine(h, 0x51ed27);
    if (is_entity_kind(k)) return hash_combine(h, hash_mix(reinterpret_cast<uintptr_t>(e)));
    if (k == EntryKind::Type)
      return hash_combine(h, hash_type(QualType::of(static_cast<Type*>(const_cast<void*>(e)))));
    h = hash_combine(h, u64(k) * 0x9e3779b97f4a7c15ULL);
    const void* tail = nullptr;
    EntryKind tail_kind = EntryKind::None;
    FieldTables t = field_tables(k, e);
    for (const FieldDesc* table : {t.common, t.variant}) {
      for (const FieldDesc* d = table; d->name; ++d) {
        const char* f = static_cast<const char*>(e) + d->offset;
        switch (field_rule(*d)) { // equality.h: the rules the comparison follows
        case FieldRule::Ignore: break;
        case FieldRule::Bytes: h = hash_combine(h, hash_bytes(f, d->size)); break;
        case FieldRule::MaskedBytes: h = hash_combine(h, u8(*f) & field_mask(*d)); break;
        case FieldRule::LDouble: h = hash_combine(h, hash_bytes(f, 10)); break;
        case FieldRule::CString: {
          const char* s = *reinterpret_cast<const char* const*>(f);
          h = hash_combine(h, s ? hash_bytes(s, std::strlen(s)) : 0);
          break;
        }
        case FieldRule::Text: {
          const char* s = *reinterpret_cast<const char* const*>(f);
          u64 n = *reinterpret_cast<const u64*>(static_cast<const char*>(e) + d->aux);
          h = hash_combine(h, s ? hash_bytes(s, n) : 0);
          break;
        }
        case FieldRule::Type: h = hash_combine(h, hash_type(*reinterpret_cast<const QualType*>(f))); break;
        case FieldRule::Child:
          if (tail_kind != EntryKind::None) h = hash_combine(h, hash_entry(tail_kind, tail));
          tail = *reinterpret_cast<void* const*>(f);
          tail_kind = d->target;
          break;
        case FieldRule::List: {
          u32 next = schema(d->target).next_offset;
          for (const void* x = *reinterpret_cast<void* const*>(f); x;
               x = *reinterpret_cast<void* const*>(static_cast<const char*>(x) + next))
            h = hash_combine(h, hash_entry(d->target, x));
          break;
        }
        }
      }
    }
    if (tail_kind == EntryKind::None) return h;
    k = tail_kind;
    e = tail;
  }
}

Constant*& child_at(Constant* c, const FieldDesc& d) { return field_at<Constant*>(c, d); }

// Returns c and the local constants it owns to their free lists.
void free_local_tree(Il& il, Constant* c) {
  if (!is_local_constant(c)) return;
  FieldTables t = field_tables(EntryKind::Constant, c);
  for (const FieldDesc* table : {t.common, t.variant}) {
    for (const FieldDesc* d = table; d->name; ++d) {
      if (d->target != EntryKind::Constant) continue;
      if (d->kind == FieldKind::Child) {
        if (Constant* x = child_at(c, *d)) free_local_tree(il, x);
      } else if (d->kind == FieldKind::List) {
        for (Constant* x = child_at(c, *d); x;) {
          Constant* next = x->next;
          free_local_tree(il, x);
          x = next;
        }
      }
    }
  }
  il.free_local_constant(c);
}

Constant* share(Il& il, Constant* c, bool consume);

// Does c (not in file scope, or local) have to be copied to live in `dest`?
bool needs_copy(const Constant* c, u32 dest) {
  return is_local_constant(c) || (dest == Il::kFileScopeRegion && !in_file_scope(c));
}

// A permanent copy of c in region `dest`; its Child constants are shared where possible,
// else copied; its list elements are always copied (a list belongs to one owner).
Constant* make_permanent(Il& il, Constant* c, u32 dest, bool consume) {
  Constant* n = il.alloc_constant(c->kind, dest);
  std::memcpy(static_cast<void*>(n), c, sizeof(Constant));
  n->next = nullptr;
  n->hash_next = nullptr;
  if (c->kind == ConstantKind::String && c->bytes && dest == Il::kFileScopeRegion &&
      !in_file_scope(c))
    n->bytes = il.copy_string_text(dest, c->bytes, size_t(c->length));
  FieldTables t = field_tables(EntryKind::Constant, n);
  for (const FieldDesc* table : {t.common, t.variant}) {
    for (const FieldDesc* d = table; d->name; ++d) {
      if (d->target != EntryKind::Constant) continue;
      if (d->kind == FieldKind::Child) {
        Constant* x = child_at(n, *d);
        if (!x) continue;
        bool take = consume && is_local_constant(x);
        if (constant_is_shareable(il, x))
          child_at(n, *d) = share(il, x, take);
        else if (needs_copy(x, dest))
          child_at(n, *d) = make_permanent(il, x, dest, take);
      } else if (d->kind == FieldKind::List) {
        Constant** link = &child_at(n, *d);
        for (Constant* x = *link; x;) {
          Constant* next = x->next;
          Constant* y = make_permanent(il, x, dest, consume && is_local_constant(x));
          *link = y;
          link = &y->next;
          x = next;
        }
      }
    }
  }
  if (consume) il.free_local_constant(c);
  return n;
}

// A cheap necessary condition for compare_constants, so that a long chain (a table of
// thousands of distinct values in one bucket's share) costs a few loads per entry.
bool may_be_equal(const Constant* a, const Constant* b) {
  if (a->kind != b->kind) return false;
  switch (a->kind) {
  case ConstantKind::Integer: return a->ivalue == b->ivalue;
  case ConstantKind::Float: return std::memcmp(&a->fvalue, &b->fvalue, 10) == 0;
  case ConstantKind::String: return a->length == b->length && a->char_size == b->char_size;
  default: return true;
  }
}

// Links a new shared constant into its chain; grows the table when the entries outnumber
// the buckets (a fixed table made a translation unit with 10^5 distinct constants, such
// as a switch over as many case labels, quadratic: every lookup walked chains of ~50).
void insert_shared(Il& il, Constant* n, u64 h) {
  Constant*& head = il.share_table[h % il.share_table.size()];
  n->hash_next = head;
  head = n;
  if (++il.share_entries <= il.share_table.size()) return;
  std::vector<Constant*> grown(il.share_table.size() * 2 + 1);
  for (Constant* chain : il.share_table) {
    for (Constant* c = chain; c;) {
      Constant* next = c->hash_next;
      Constant*& b = grown[compute_constant_hash(c) % grown.size()];
      c->hash_next = b;
      b = c;
      c = next;
    }
  }
  il.share_table.swap(grown);
}

Constant* share(Il& il, Constant* c, bool consume) {
  ++il.share.total_allocs;
  if (is_shared_constant(c)) return c;
  if (!constant_is_shareable(il, c))
    return consume ? make_permanent(il, c, il.current_region(), true) : c;

  u64 h = compute_constant_hash(c);
  Constant** bucket = &il.share_table[h % il.share_table.size()];
  Constant* prev = nullptr;
  for (Constant* cur = *bucket; cur; prev = cur, cur = cur->hash_next) {
    ++il.share.comparisons;
    if (!may_be_equal(cur, c) || !compare_constants(cur, c, 0)) continue;
    if (prev) { // most recently used first
      prev->hash_next = cur->hash_next;
      cur->hash_next = *bucket;
      *bucket = cur;
    }
    if (il.current_region() == Il::kFileScopeRegion)
      ++il.share.region_hits;
    else
      ++il.share.global_hits;
    if (il_trace().verbosity > 3)
      il_trace_printf("alloc_shareable_constant: hit in bucket %llu\n",
                      (unsigned long long)(h % il.share_table.size()));
    if (consume) free_local_tree(il, c);
    return cur;
  }
  ++il.share.new_buckets;
  // make_permanent consumes c's local children (sharing them first) and c itself.
  Constant* n = make_permanent(il, c, Il::kFileScopeRegion, consume);
  prefix_flags(n) |= Prefix::Shared;
  insert_shared(il, n, h);
  return n;
}

} // namespace

u64 compute_constant_hash(const Constant* c) { return hash_entry(EntryKind::Constant, c); }

bool constant_is_shareable(const Il& il, const Constant* c) {
  if (!il.share_options.enabled || !c) return false;
  if (is_shared_constant(c)) return true;
  if (c->next) return false;
  switch (c->kind) {
  case ConstantKind::Aggregate:
  case ConstantKind::Designator:
  case ConstantKind::InitRepeat: return false;
  case ConstantKind::String:
    if (!il.share_options.strings) return false;
    break;
  default: break;
  }
  if (c->type && !in_file_scope(c->type.type())) return false; // a VLA type dies with its function
  FieldTables t = field_tables(EntryKind::Constant, c);
  for (const FieldDesc* table : {t.common, t.variant}) {
    for (const FieldDesc* d = table; d->name; ++d) {
      if (d->kind != FieldKind::Ref && d->kind != FieldKind::Child) continue; // only these hold pointers
      const void* p = field_at<void*>(c, *d);
      if (!p) continue;
      if (d->kind == FieldKind::Ref && !in_file_scope(p)) return false; // labels, locals
      if (d->kind == FieldKind::Child) {
        const Constant* x = static_cast<const Constant*>(p);
        if (!is_shared_constant(x) && !(in_file_scope(x) && !is_local_constant(x)) &&
            !constant_is_shareable(il, x))
          return false;
      }
    }
  }
  return true;
}

Constant* alloc_shareable_constant(Il& il, Constant* c) {
  return share(il, c, is_local_constant(c));
}

Constant* intern_string_constant(Il& il, QualType type, const void* bytes, u64 length,
                                 u8 char_size) {
  auto fresh = [&] {
    Constant* n = il.alloc_constant(ConstantKind::String, Il::kFileScopeRegion);
    n->type = type;
    n->length = length;
    n->char_size = char_size;
    n->bytes = il.copy_string_text(Il::kFileScopeRegion, bytes, size_t(length));
    return n;
  };
  ++il.share.total_allocs;
  if (!il.share_options.enabled || !il.share_options.strings) return fresh();

  // A scratch constant that points at the caller's bytes, for hashing and comparing.
  Constant* local = il.alloc_local_constant(ConstantKind::String);
  local->type = type;
  local->length = length;
  local->char_size = char_size;
  local->bytes = static_cast<const char*>(bytes);
  u64 h = compute_constant_hash(local);
  Constant** bucket = &il.share_table[h % il.share_table.size()];
  Constant* prev = nullptr;
  for (Constant* cur = *bucket; cur; prev = cur, cur = cur->hash_next) {
    ++il.share.comparisons;
    if (!compare_constants(cur, local, CompareFlag::Strict)) continue;
    if (prev) {
      prev->hash_next = cur->hash_next;
      cur->hash_next = *bucket;
      *bucket = cur;
    }
    if (il.current_region() == Il::kFileScopeRegion)
      ++il.share.region_hits;
    else
      ++il.share.global_hits;
    il.free_local_constant(local);
    return cur;
  }
  ++il.share.new_buckets;
  il.free_local_constant(local);
  Constant* n = fresh();
  prefix_flags(n) |= Prefix::Shared;
  insert_shared(il, n, h);
  return n;
}

size_t shared_constant_count(const Il& il) {
  size_t n = 0;
  for (Constant* head : il.share_table)
    for (Constant* c = head; c; c = c->hash_next)
      ++n;
  return n;
}

} // namespace ilcc::il
