// alloc.h — IL regions, entry prefixes, allocation, free lists and counters.
//
// This is EDG's il_alloc scheme, kept whole:
//
// Regions. Every entry is bump-allocated in a region (support/arena.h: 8-byte rounding,
// 64 KiB blocks, a process-wide free-block list). Region 1 is file scope and lives as long
// as the translation unit. Each function body gets a region of its own; it is released
// when the function has been lowered (or found unneeded), which drops its free lists too.
// Region ids of released regions are reused.
//
// Prefixes. In front of every entry sits a prefix whose last 8 bytes hold the flags byte,
// so the flags of any entry are at `entry - 8` (entries needing 16-byte alignment, i.e.
// constants with long doubles, get 8 bytes of padding before the prefix when needed):
//     file scope, normal mode   [tu_copy_address 8][next_in_list 8][flags 8] entry...
//     file scope, TU-copy mode                      [next_in_list 8][flags 8] entry...
//     function scope                                               [flags 8] entry...
// next_in_list chains all file-scope entries of one kind in allocation order; the walker
// visits these per-kind lists (il/walk.h). TU-copy mode is what an IL image read back into
// another translation unit uses (no copy-address slot).
//
// Policies. An entry kind is allocated file-scope only (types, routines), in the current
// region (dual: expressions, statements, variables, constants), function-scope only
// (labels), or in the same region as an existing entry (types derived from a VLA type).
//
// Free lists. Expression nodes (marked with the Reclaimed kind), local constants and
// constant list entries are recycled per region; parameter types in file scope. An entry on
// a free list has its Allocated bit clear (walks of the per-kind lists skip it); taken
// back, it gets the walk mark of a fresh entry and keeps its KeepInIl bit (as in EDG). Kind
// dispatchers (set_type_kind, ...) write an entry's kind and allocate its supplement; an
// unknown kind is an internal error.
//
// Counters. Each entry kind counts its allocations; -fil-stats prints them as EDG's "IL table
// use" table, with the free lists' available entries and the constant-sharing counters.
#pragma once

#include "il/il.h"
#include "support/arena.h"

#include <string>
#include <vector>

namespace ilcc::il {

// Bits of the flags byte at entry - 8.
namespace Prefix {
enum : u8 {
  Allocated = 1 << 0,       // in use; cleared while the entry waits on a free list
  FileScope = 1 << 1,       // in region 1
  Secondary = 1 << 2,       // from a secondary IL (an IL image read back)
  Language = 1 << 3,        // C++ (always clear: ilcc is a C compiler)
  WalkMark = 1 << 4,        // visited parity of the default walk check (il/walk.h)
  Local = 1 << 5,           // a local constant on loan (alloc_local_constant), not yet freed
  Shared = 1 << 6,          // a canonical shared constant (il/share.h): never modify it
  KeepInIl = 1 << 7,        // reachable from what must be emitted (il/keep.h)
};
}
inline u8& prefix_flags(const void* entry) { return *(static_cast<u8*>(const_cast<void*>(entry)) - 8); }
inline bool in_file_scope(const void* entry) { return prefix_flags(entry) & Prefix::FileScope; }
inline bool keep_in_il(const void* entry) { return static_cast<i8>(prefix_flags(entry)) < 0; }
inline bool is_allocated(const void* entry) { return prefix_flags(entry) & Prefix::Allocated; }
inline bool is_local_constant(const void* entry) { return prefix_flags(entry) & Prefix::Local; }
inline bool is_shared_constant(const void* entry) { return prefix_flags(entry) & Prefix::Shared; }
// The next_in_list link of a file-scope entry.
inline void*& prefix_next(const void* entry) { return *reinterpret_cast<void**>(static_cast<char*>(const_cast<void*>(entry)) - 16); }

enum class RegionPolicy : u8 { FileScope, Dual, FunctionScope };

class Il {
public:
  static constexpr u32 kFileScopeRegion = 1;
  static constexpr u32 kShareBuckets = 2039; // initial bucket count, a prime (seed 002)

  Il();
  ~Il();
  Il(const Il&) = delete;
  Il& operator=(const Il&) = delete;

  // --- regions
  u32 current_region() const { return current_; }
  bool in_function_region() const { return current_ != kFileScopeRegion; }
  u32 open_function_region();           // a new region, made current
  void set_current_region(u32 r) { current_ = r; }
  void release_region(u32 r);           // all its memory; r must not be current
  // Releases a routine's body region and clears Routine::region, scope and body, so that no
  // walk follows them into freed memory. Use this rather than release_region for bodies.
  void release_routine_body(Routine* r);
  bool region_live(u32 r) const { return r < regions_.size() && regions_[r].live; }
  void set_tu_copy_mode(bool on) { tu_copy_mode_ = on; }
  // Bump allocation in a region (EDG region_alloc): size rounded up to 8, zeroed.
  void* region_alloc(u32 region, size_t size);
  size_t region_bytes(u32 r) const { return regions_[r].arena.bytes_allocated(); }
  u32 region_count() const { return u32(regions_.size()); }
  // Which region an entry is in: file scope, or (for function-scope entries) the current
  // function region — function-region entries are only made and used while it is current.
  u32 region_of(const void* entry) const { return in_file_scope(entry) ? kFileScopeRegion : current_; }
  u8& walk_parity(u32 r) { return regions_[r].walk_parity; }

  // --- generic entry allocation. The entry is zeroed, counted and, in file scope, linked
  // into its kind's list.
  void* alloc_entry(EntryKind k, size_t size, u32 region);
  template <class T> T* alloc_in(u32 region) {
    return static_cast<T*>(alloc_entry(EntryKindOf<T>::value, sizeof(T), region));
  }
  template <class T> T* alloc_file_scope() { return alloc_in<T>(kFileScopeRegion); }
  template <class T> T* alloc_dual() { return alloc_in<T>(current_); }
  template <class T> T* alloc_same_region_as(const void* like) { return alloc_in<T>(region_of(like)); }

  // --- kinds with dispatchers and free lists
  Type* alloc_type(TypeKind k, u32 region = kFileScopeRegion);
  Expr* alloc_expr(ExprKind k);                 // current region, recycled
  void free_expr(Expr* e);                      // back to its region's free list
  void free_expr_tree(Expr* e);                 // e and its operands (not constants)
  Statement* alloc_statement(StatementKind k);  // current region
  Constant* alloc_constant(ConstantKind k, u32 region);
  // A scratch constant in the current region, recycled, marked Prefix::Local until it is
  // freed (by free_local_constant or by alloc_shareable_constant, il/share.h).
  Constant* alloc_local_constant(ConstantKind k);
  void free_local_constant(Constant* c);
  u64 local_constants_in_use() const { return locals_in_use_; }
  // EDG's check_local_constant_use: at a function boundary every local constant is back.
  // Sema checks it at the end of each function body; false (the count then starts again
  // from 0) when some were not.
  bool check_local_constant_use();
  ConstantListEntry* alloc_constant_list_entry(Constant* c);
  void free_constant_list(ConstantListEntry* head);
  ParamType* alloc_param_type();
  void free_param_type_list(ParamType* head);
  Label* alloc_label();                         // function scope only
  Variable* alloc_variable(bool file_scope);
  Scope* alloc_scope(ScopeKind k, Routine* routine);

  void set_type_kind(Type* t, TypeKind k);
  void set_expr_kind(Expr* e, ExprKind k);
  void set_statement_kind(Statement* s, StatementKind k);
  void set_constant_kind(Constant* c, ConstantKind k);

  // Text that entries point at (names of files, asm text, constraints), and string-literal
  // bytes (counted as "string literal text").
  const char* copy_string(u32 region, std::string_view s);
  const char* copy_string_text(u32 region, const void* bytes, size_t n);

  // --- per-kind lists of file-scope entries, in allocation order
  void* list_head(EntryKind k) const { return lists_[size_t(k)].head; }
  void* list_tail(EntryKind k) const { return lists_[size_t(k)].tail; }

  // --- the translation unit
  Scope* file_scope = nullptr;
  SourceFile* primary_file = nullptr;

  // --- statistics
  u64 count(EntryKind k) const { return counts_[size_t(k)]; }
  size_t available_expr_nodes(bool file_scope) const;
  size_t available_local_constants() const;     // on the free lists of live regions
  size_t available_constant_list_entries() const;
  size_t available_param_types() const;
  // Constant sharing counters (il/share.h).
  struct ShareCounters {
    u64 total_allocs = 0, comparisons = 0, new_buckets = 0, region_hits = 0, global_hits = 0;
  } share;
  // Buckets of shared constants (il/share.h); grown (and rehashed) to about twice the
  // entries whenever the entries outnumber the buckets, so chains stay short.
  std::vector<Constant*> share_table = std::vector<Constant*>(kShareBuckets);
  size_t share_entries = 0;
  // What may be shared: constants at all, and string literals (C17 6.4.5p7 leaves it
  // unspecified whether identical literals are distinct arrays; -fno-merge-constants).
  struct ShareOptions {
    bool enabled = true;
    bool strings = true;
  } share_options;
  // "IL table use" (seed 000) followed by the free lists and sharing counters.
  std::string stats_table() const;

private:
  struct Region {
    Arena arena;
    Expr* expr_free = nullptr;
    Constant* constant_free = nullptr;
    ConstantListEntry* list_free = nullptr;
    u8 walk_parity = 0;
    bool live = false;
  };
  struct KindList {
    void* head = nullptr;
    void* tail = nullptr;
  };

  std::vector<Region> regions_;
  std::vector<u32> free_region_ids_;
  u32 current_ = kFileScopeRegion;
  bool tu_copy_mode_ = false;
  ParamType* param_free_ = nullptr;
  KindList lists_[size_t(EntryKind::Count)];
  u64 counts_[size_t(EntryKind::Count)] = {};
  u64 string_text_bytes_ = 0, prefix_count_ = 0, next_links_ = 0, tu_copy_slots_ = 0;
  u64 locals_in_use_ = 0;
  // A recycled entry gets the walk mark of a fresh one and is in use again.
  void reuse_prefix(void* entry, u32 region);
};

} // namespace ilcc::il
