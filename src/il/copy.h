// copy.h — deep copy of IL trees, with a substitution list, and walker-driven region copy.
//
// What. copy_expr_tree() and copy_constant_full() clone a tree so that the copy can be
// changed or placed elsewhere without touching the original: the same default argument
// or `static` initializer used twice, an inlined body with its parameters replaced by the
// arguments, a constant moved to a longer-lived region.
//
// Algorithm (deep copy). One schema-driven recursion: the entry is allocated in the
// destination region (expression nodes from the free list when the destination is the
// current region), its bytes copied, and then each field fixed up by kind:
//   Child   copied recursively (owned)
//   List    each element copied and relinked (iterating the list, not recursing along it)
//   Ref     kept, unless the substitution list maps the entity to another one; a Ref to an
//           entry copied in the same operation (a label or local declared inside a copied
//           statement expression) is redirected to the copy at the end
//   Type    kept (types are shared file-scope entities)
//   Str, Text  kept when they live in file scope or in the destination, else copied
//   Next    rebuilt by the list copy; Link remapped like Refs, except the share-table chain
//           (Constant::hash_next) and the derived-type cache (Type::derived), cleared
// A Variable expression whose variable the substitution list maps to an expression or a
// constant is replaced as a whole: by a copy of that expression, or by a Constant node
// with the variable expression's type (shared constants are referenced, others copied).
// Flags: CopyFlag::ShareConstants passes every copied constant through
// alloc_shareable_constant (as EDG's copier does), CopyFlag::ReferenceShared references
// constants that are already shared instead of copying them.
//
// Algorithm (walker-driven copy). copy_subtree_to_region() runs the generic walker over a
// subtree with an entry_replace callback: each pointer to an entry of the source region
// that the walk owns (Child, List, root) is replaced by a fresh copy in the destination,
// recorded in a visited map from old to new; the walker stores the new pointer back and
// continues into the copy, whose fields still point at old entries and get replaced in
// turn. A pre_walk_check walks each copy once. Refs are only remapped (at the end, through
// the map), Types and shared constants are kept. duplicate_constant_to_other_region() uses
// it and returns the original to the free list when it was a local constant.
//
// Invariant: the source stays unchanged, except that a local constant handed to
// duplicate_constant_to_other_region is freed. Copies never share list links or Children
// with the source (only Refs, Types, shared constants and file-scope strings).
//
// Left out for C: EDG's template-parameter substitution (copy_template_param_expr /
// _con and the post-substitution conversions) — C has no templates. The substitution list
// keeps the mechanism (entity → entity, variable → expression or constant) that inlining
// and a later C++ front end can use. A Ref inside a copied constant is redirected only to
// entries copied before the constant (constants may be shared, so they are finished on the
// spot).
#pragma once

#include "il/alloc.h"
#include "support/hash.h"

#include <vector>

namespace ilcc::il {

namespace CopyFlag {
enum : u32 {
  ShareConstants = 1,  // pass copied constants through alloc_shareable_constant
  ReferenceShared = 2, // reference shared constants instead of copying them
};
}

class SubstitutionList {
public:
  enum class Kind : u8 { Entity, Expr, Constant };
  struct Item {
    const void* from; // the entity referred to
    Kind kind;
    void* to;
  };
  // Refs to `from` become Refs to `to` (an entity of the same kind).
  void map_entity(const void* from, void* to) { add({from, Kind::Entity, to}); }
  // A Variable expression of `v` becomes a copy of `e`.
  void replace_variable(const Variable* v, Expr* e) { add({v, Kind::Expr, e}); }
  // A Variable expression of `v` becomes a Constant expression of `c`.
  void replace_variable(const Variable* v, Constant* c) { add({v, Kind::Constant, c}); }
  // The first item for `from`, or null. Linear for short lists, hashed for long ones.
  const Item* find(const void* from) const;
  size_t size() const { return items_.size(); }

private:
  void add(const Item& it) { items_.push_back(it); }
  std::vector<Item> items_;
  mutable HashMap<uintptr_t, u32> index_;
  mutable size_t indexed_ = 0;
};

// A deep copy of e into the current region.
Expr* copy_expr_tree(Il& il, const Expr* e, u32 flags = 0, const SubstitutionList* subst = nullptr);
// A deep copy of c into dest_region (with ShareConstants: possibly the shared copy).
Constant* copy_constant_full(Il& il, const Constant* c, u32 dest_region, u32 flags = 0,
                             const SubstitutionList* subst = nullptr);
// The generic deep copy of an entry of kind k into dest_region.
void* copy_entry_tree(Il& il, EntryKind k, const void* e, u32 dest_region, u32 flags = 0,
                      const SubstitutionList* subst = nullptr);

// Walker-driven copy of the subtree at `root` (kind k): every entry it owns that lives in
// the root's region (file scope, or the function region) is copied into dest_region.
// When `map` is given it receives old → new for every copied entry.
void* copy_subtree_to_region(Il& il, void* root, EntryKind k, u32 dest_region,
                             HashMap<uintptr_t, void*>* map = nullptr);
// c itself when it is already in dest_region, else its copy there (see above).
Constant* duplicate_constant_to_other_region(Il& il, Constant* c, u32 dest_region);

} // namespace ilcc::il
