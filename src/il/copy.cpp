// copy.cpp — schema-driven deep copy and walker-driven region copy (see copy.h).
#include "il/copy.h"

#include "il/schema.h"
#include "il/share.h"
#include "il/walk.h"

#include <cstring>

namespace ilcc::il {

const SubstitutionList::Item* SubstitutionList::find(const void* from) const {
  if (items_.size() <= 8) {
    for (const Item& it : items_)
      if (it.from == from) return &it;
    return nullptr;
  }
  for (; indexed_ < items_.size(); ++indexed_)
    index_.insert(reinterpret_cast<uintptr_t>(items_[indexed_].from),
                  u32(indexed_)); // keeps the first
  const u32* i = index_.find(reinterpret_cast<uintptr_t>(from));
  return i ? &items_[*i] : nullptr;
}

namespace {

// Fields that hold a pointer to another entry (or a list's next); the others may be
// scalars at any offset and must not be read as pointers (UBSan: misaligned load).
constexpr bool is_pointer_field(FieldKind k) {
  return k == FieldKind::Child || k == FieldKind::List || k == FieldKind::Ref || k == FieldKind::Link ||
         k == FieldKind::Next;
}

// Link fields that are caches or chains of the original, cleared in a copy.
struct CopyRules {
  const FieldDesc* hash_next = find_field(EntryKind::Constant, "hash_next");
  const FieldDesc* derived = find_field(EntryKind::Type, "derived");
};
const CopyRules& copy_rules() {
  static const CopyRules r;
  return r;
}

void*& next_link(void* e, EntryKind k) {
  return *reinterpret_cast<void**>(static_cast<char*>(e) + schema(k).next_offset);
}

// Copies the Str and Text fields of `dst` (a copy of an entry of region src_region) into
// dest when the source's strings may die before the copy.
void copy_strings(Il& il, void* dst, EntryKind k, u32 src_region, u32 dest) {
  if (src_region == Il::kFileScopeRegion || src_region == dest) return;
  FieldTables t = field_tables(k, dst);
  for (const FieldDesc* table : {t.common, t.variant}) {
    for (const FieldDesc* d = table; d->name; ++d) {
      if (d->kind != FieldKind::Str && d->kind != FieldKind::Text) continue;
      const char*& s = field_at<const char*>(dst, *d);
      if (!s) continue;
      if (d->kind == FieldKind::Str)
        s = il.copy_string(dest, s);
      else
        s = il.copy_string_text(
            dest, s, size_t(*reinterpret_cast<const u64*>(static_cast<char*>(dst) + d->aux)));
    }
  }
}

struct DeepCopy {
  Il& il;
  u32 dest;
  u32 flags;
  const SubstitutionList* subst;
  HashMap<uintptr_t, void*> copied; // old → new
  std::vector<void**> fixups;       // Ref and Link slots to redirect at the end

  void* alloc_like(EntryKind k, const void* src, bool in_list) {
    if (k == EntryKind::Expr && dest == il.current_region())
      return il.alloc_expr(static_cast<const Expr*>(src)->kind); // from the free list
    if (k == EntryKind::Constant && (flags & CopyFlag::ShareConstants) && !in_list &&
        dest == il.current_region())
      return il.alloc_local_constant(
          static_cast<const Constant*>(src)->kind); // consumed by sharing
    return il.alloc_entry(k, schema(k).size, dest);
  }

  Expr* substitute_constant(const Expr* e, Constant* c) {
    Expr* n = static_cast<Expr*>(alloc_like(EntryKind::Expr, e, false));
    il.set_expr_kind(n, ExprKind::Constant);
    n->type = e->type;
    n->loc = e->loc;
    n->eflags = u8(e->eflags & ~(ExprFlag::Lvalue | ExprFlag::BitfieldLvalue));
    n->constant =
        is_shared_constant(c) ? c : static_cast<Constant*>(copy(EntryKind::Constant, c, false));
    return n;
  }

  Expr* substitute_expr(const Expr* r, bool in_list) {
    const SubstitutionList* saved = subst;
    subst = nullptr; // the replacement is not substituted again
    Expr* n = static_cast<Expr*>(copy(EntryKind::Expr, r, in_list));
    subst = saved;
    return n;
  }

  void* copy(EntryKind k, const void* src, bool in_list) {
    if (!src) return nullptr;
    if (k == EntryKind::Expr && subst) {
      const Expr* e = static_cast<const Expr*>(src);
      if (e->kind == ExprKind::Variable && e->var) {
        if (const SubstitutionList::Item* s = subst->find(e->var)) {
          if (s->kind == SubstitutionList::Kind::Expr)
            return substitute_expr(static_cast<const Expr*>(s->to), in_list);
          if (s->kind == SubstitutionList::Kind::Constant)
            return substitute_constant(e, static_cast<Constant*>(s->to));
        }
      }
    }
    if (k == EntryKind::Constant && (flags & CopyFlag::ReferenceShared) && !in_list &&
        is_shared_constant(src))
      return const_cast<void*>(src);

    void* dst = alloc_like(k, src, in_list);
    std::memcpy(dst, src, schema(k).size);
    copied.insert(reinterpret_cast<uintptr_t>(src), dst);
    const CopyRules& R = copy_rules();
    FieldTables t = field_tables(k, dst);
    for (const FieldDesc* table : {t.common, t.variant}) {
      for (const FieldDesc* d = table; d->name; ++d) {
        // Only the pointer kinds are read as pointers (a scalar field may be unaligned).
        if (!is_pointer_field(d->kind)) continue;
        void*& p = field_at<void*>(dst, *d);
        switch (d->kind) {
        case FieldKind::Child: p = copy(d->target, p, false); break;
        case FieldKind::List: {
          void** link = &p;
          for (const void* x = *link; x;) {
            const void* next = *reinterpret_cast<void* const*>(static_cast<const char*>(x) +
                                                               schema(d->target).next_offset);
            void* y = copy(d->target, x, true);
            *link = y;
            link = &next_link(y, d->target);
            x = next;
          }
          *link = nullptr;
          break;
        }
        case FieldKind::Ref:
          if (!p) break;
          if (subst) {
            const SubstitutionList::Item* s = subst->find(p);
            if (s && s->kind == SubstitutionList::Kind::Entity) {
              p = s->to;
              break;
            }
          }
          if (k == EntryKind::Constant) { // finished now: it may be shared below
            if (void** m = copied.find(reinterpret_cast<uintptr_t>(p))) p = *m;
          } else {
            fixups.push_back(&p);
          }
          break;
        case FieldKind::Link:
          if (d == R.hash_next || d == R.derived)
            p = nullptr;
          else if (p)
            fixups.push_back(&p);
          break;
        case FieldKind::Next: p = nullptr; break;
        default: break;
        }
      }
    }
    copy_strings(il, dst, k, il.region_of(src), dest);
    if (k == EntryKind::Constant && (flags & CopyFlag::ShareConstants) && !in_list) {
      void* shared = alloc_shareable_constant(il, static_cast<Constant*>(dst));
      *copied.find(reinterpret_cast<uintptr_t>(src)) = shared;
      return shared;
    }
    return dst;
  }

  void finish() {
    for (void** slot : fixups)
      if (void** m = copied.find(reinterpret_cast<uintptr_t>(*slot))) *slot = *m;
  }
};

// --- walker-driven copy

struct WalkCopy {
  Il* il;
  u32 dest;
  bool src_file;                 // the root's region is file scope
  HashMap<uintptr_t, void*> map; // old → new
  HashMap<uintptr_t, u8> fresh;  // new entries: 0 unwalked, 1 walked
  struct Made {
    void* entry;
    EntryKind kind;
    u32 src_region;
  };
  std::vector<Made> made;
  std::vector<void*> local_originals; // local constants copied (freed at the end)

  // `via`: the field e was reached through (null for the root).
  void* replace(void* e, EntryKind k, const FieldDesc* via) {
    if (void** m = map.find(reinterpret_cast<uintptr_t>(e))) return *m;
    if (fresh.find(reinterpret_cast<uintptr_t>(e))) return e;
    if (via && (via->kind == FieldKind::Ref || via->kind == FieldKind::Type)) return e; // not owned
    if (in_file_scope(e) != src_file || is_shared_constant(e))
      return e; // outside the copied region
    void* n = il->alloc_entry(k, schema(k).size, dest);
    std::memcpy(n, e, schema(k).size);
    map.insert(reinterpret_cast<uintptr_t>(e), n);
    fresh.insert(reinterpret_cast<uintptr_t>(n), 0);
    made.push_back({n, k, il->region_of(e)});
    if (k == EntryKind::Constant && is_local_constant(e)) local_originals.push_back(e);
    return n;
  }
  static void* replace_cb(void* ctx, void* e, EntryKind k) {
    return static_cast<WalkCopy*>(ctx)->replace(e, k, current_walk().field);
  }
  static int check_cb(void* ctx, void* e, EntryKind) {
    u8* state = static_cast<WalkCopy*>(ctx)->fresh.find(reinterpret_cast<uintptr_t>(e));
    if (!state || *state) return 1; // an original, or a copy already walked
    *state = 1;
    return 0;
  }

  // Refs and Links of the copies now point at copies where there are some; strings move.
  void finish(void* root_copy) {
    const CopyRules& R = copy_rules();
    for (const Made& m : made) {
      FieldTables t = field_tables(m.kind, m.entry);
      for (const FieldDesc* table : {t.common, t.variant}) {
        for (const FieldDesc* d = table; d->name; ++d) {
          if (!is_pointer_field(d->kind)) continue;
          void*& p = field_at<void*>(m.entry, *d);
          if (d->kind == FieldKind::Link && (d == R.hash_next || d == R.derived)) {
            p = nullptr;
          } else if ((d->kind == FieldKind::Ref || d->kind == FieldKind::Link) && p) {
            if (void** n = map.find(reinterpret_cast<uintptr_t>(p))) p = *n;
          } else if (d->kind == FieldKind::Next && m.entry == root_copy) {
            p = nullptr; // the root's list belongs to the original's owner
          }
        }
      }
      copy_strings(*il, m.entry, m.kind, m.src_region, dest);
    }
  }
};

} // namespace

void* copy_entry_tree(Il& il, EntryKind k, const void* e, u32 dest_region, u32 flags,
                      const SubstitutionList* subst) {
  DeepCopy dc{il, dest_region, flags, subst, {}, {}};
  void* r = dc.copy(k, e, false);
  dc.finish();
  return r;
}

Expr* copy_expr_tree(Il& il, const Expr* e, u32 flags, const SubstitutionList* subst) {
  return static_cast<Expr*>(
      copy_entry_tree(il, EntryKind::Expr, e, il.current_region(), flags, subst));
}

Constant* copy_constant_full(Il& il, const Constant* c, u32 dest_region, u32 flags,
                             const SubstitutionList* subst) {
  return static_cast<Constant*>(
      copy_entry_tree(il, EntryKind::Constant, c, dest_region, flags, subst));
}

void* copy_subtree_to_region(Il& il, void* root, EntryKind k, u32 dest_region,
                             HashMap<uintptr_t, void*>* out_map) {
  if (!root) return nullptr;
  WalkCopy wc{&il, dest_region, in_file_scope(root), {}, {}, {}, {}};
  void* n = wc.replace(root, k, nullptr);
  if (n != root) {
    WalkCallbacks cb;
    cb.entry_replace = WalkCopy::replace_cb;
    cb.pre_walk_check = WalkCopy::check_cb;
    cb.ctx = &wc;
    walk_entry_and_subtree(il, n, k, cb, WalkScope::Any);
    wc.finish(n);
  }
  for (void* c : wc.local_originals)
    il.free_local_constant(static_cast<Constant*>(c));
  if (out_map) *out_map = std::move(wc.map);
  return n;
}

Constant* duplicate_constant_to_other_region(Il& il, Constant* c, u32 dest_region) {
  if (!c || il.region_of(c) == dest_region) return c; // already there: works in place
  return static_cast<Constant*>(copy_subtree_to_region(il, c, EntryKind::Constant, dest_region));
}

} // namespace ilcc::il
