// alloc.cpp — regions, prefixes, kind dispatchers, free lists and the "IL table use" table.
// See alloc.h for the scheme.
#include "il/alloc.h"

#include "il/schema.h"
#include "support/diagnostics.h"

#include <cstring>

namespace ilcc::il {

Il::Il() {
  regions_.resize(2);
  regions_[kFileScopeRegion].live = true;
  file_scope = alloc_scope(ScopeKind::File, nullptr);
}

Il::~Il() = default;

u32 Il::open_function_region() {
  u32 r;
  if (!free_region_ids_.empty()) {
    r = free_region_ids_.back();
    free_region_ids_.pop_back();
  } else {
    r = u32(regions_.size());
    regions_.emplace_back();
  }
  regions_[r].live = true;
  regions_[r].walk_parity = 0;
  current_ = r;
  return r;
}

void Il::release_region(u32 r) {
  ILCC_ASSERT(r != kFileScopeRegion && r < regions_.size() && regions_[r].live, "release of a region that is not a live function region");
  ILCC_ASSERT(r != current_, "release of the current region");
  Region& reg = regions_[r];
  reg.arena.release();
  // clear_free_lists: the recycled nodes were in the released memory.
  reg.expr_free = nullptr;
  reg.constant_free = nullptr;
  reg.list_free = nullptr;
  reg.live = false;
  free_region_ids_.push_back(r);
}

void Il::release_routine_body(Routine* r) {
  if (r->region) release_region(r->region);
  r->region = 0;
  r->scope = nullptr;
  r->body = nullptr;
}

void* Il::region_alloc(u32 region, size_t size) {
  ILCC_ASSERT(region < regions_.size() && regions_[region].live, "region_alloc: region not live");
  if (size == 0) size = 8;
  void* p = regions_[region].arena.allocate(size, 8);
  std::memset(p, 0, (size + 7) & ~size_t(7));
  return p;
}

void* Il::alloc_entry(EntryKind k, size_t size, u32 region) {
  bool file = region == kFileScopeRegion;
  size_t prefix = file ? (tu_copy_mode_ ? 16 : 24) : 8;
  // Every entry kind is 8-byte aligned (its 16-byte scalars are declared aligned(8), a
  // static_assert in schema.cpp checks it), so the entry follows its prefix directly.
  char* raw = static_cast<char*>(region_alloc(region, size + prefix));
  char* entry = raw + prefix;
  u8 flags = Prefix::Allocated;
  if (file) {
    flags |= Prefix::FileScope;
    if (!tu_copy_mode_) ++tu_copy_slots_; // the zeroed translation_unit_copy_address slot
    ++next_links_;
    KindList& l = lists_[size_t(k)];
    if (l.tail)
      prefix_next(l.tail) = entry;
    else
      l.head = entry;
    l.tail = entry;
  }
  // A new entry has the parity of the last walk of its region, so the next walk (which
  // flips the parity) sees it as not yet visited.
  if (regions_[region].walk_parity) flags |= Prefix::WalkMark;
  prefix_flags(entry) = flags;
  ++prefix_count_;
  ++counts_[size_t(k)];
  return entry;
}

// --- kind dispatchers (EDG set_type_kind, set_expr_node_kind, set_statement_kind,
// set_constant_kind): write the kind, zero the variant part, allocate the supplement.

void Il::set_type_kind(Type* t, TypeKind k) {
  t->kind = k;
  std::memset(reinterpret_cast<char*>(t) + schema(EntryKind::Type).variant_offset, 0,
              sizeof(Type) - schema(EntryKind::Type).variant_offset);
  switch (k) {
  case TypeKind::Error:
  case TypeKind::Void:
  case TypeKind::Integer:
  case TypeKind::Float:
  case TypeKind::Complex:
  case TypeKind::Pointer:
  case TypeKind::Array:
  case TypeKind::Enum:
  case TypeKind::Typedef:
  case TypeKind::Vector:
  case TypeKind::Atomic: return;
  case TypeKind::Routine: t->routine = alloc_same_region_as<RoutineTypeSupplement>(t); return;
  case TypeKind::Struct:
  case TypeKind::Union: t->record = alloc_same_region_as<RecordTypeSupplement>(t); return;
  case TypeKind::Count: break;
  }
  ilcc_unreachable("set_type_kind: bad type kind");
}

void Il::set_expr_kind(Expr* e, ExprKind k) {
  ILCC_ASSERT(k < ExprKind::Reclaimed, "set_expr_kind: bad expression kind");
  e->kind = k;
  std::memset(reinterpret_cast<char*>(e) + schema(EntryKind::Expr).variant_offset, 0,
              sizeof(Expr) - schema(EntryKind::Expr).variant_offset);
}

void Il::set_statement_kind(Statement* s, StatementKind k) {
  s->kind = k;
  std::memset(reinterpret_cast<char*>(s) + schema(EntryKind::Statement).variant_offset, 0,
              sizeof(Statement) - schema(EntryKind::Statement).variant_offset);
  switch (k) {
  case StatementKind::Block: s->block = alloc_same_region_as<BlockSupplement>(s); return;
  case StatementKind::For: s->for_loop = alloc_same_region_as<ForSupplement>(s); return;
  case StatementKind::Switch: s->switch_info = alloc_same_region_as<SwitchInfo>(s); return;
  case StatementKind::Asm: s->asm_stmt = alloc_same_region_as<AsmSupplement>(s); return;
  case StatementKind::Expr:
  case StatementKind::If:
  case StatementKind::While:
  case StatementKind::DoWhile:
  case StatementKind::Case:
  case StatementKind::Break:
  case StatementKind::Continue:
  case StatementKind::Goto:
  case StatementKind::ComputedGoto:
  case StatementKind::Label:
  case StatementKind::Return:
  case StatementKind::Decl:
  case StatementKind::VlaType:
  case StatementKind::Empty: return;
  case StatementKind::Count: break;
  }
  ilcc_unreachable("set_statement_kind: bad statement kind");
}

void Il::set_constant_kind(Constant* c, ConstantKind k) {
  ILCC_ASSERT(k < ConstantKind::Count, "set_constant_kind: bad constant kind");
  ILCC_ASSERT(!is_shared_constant(c), "set_constant_kind: shared constants are immutable");
  c->kind = k;
  std::memset(reinterpret_cast<char*>(c) + schema(EntryKind::Constant).variant_offset, 0,
              sizeof(Constant) - schema(EntryKind::Constant).variant_offset);
}

// --- allocators of particular kinds

Type* Il::alloc_type(TypeKind k, u32 region) {
  Type* t = alloc_in<Type>(region);
  set_type_kind(t, k);
  return t;
}

void Il::reuse_prefix(void* entry, u32 region) {
  u8& f = prefix_flags(entry);
  ILCC_ASSERT(!(f & Prefix::Allocated), "reuse of an entry that is not on a free list");
  // KeepInIl survives recycling (as in EDG); the walk mark becomes that of a fresh entry of
  // the region, so the next walk sees the entry as not yet visited (il/walk.h).
  f = u8((f & (Prefix::FileScope | Prefix::Secondary | Prefix::Language | Prefix::KeepInIl)) |
         Prefix::Allocated | (regions_[region].walk_parity ? Prefix::WalkMark : 0));
}

Expr* Il::alloc_expr(ExprKind k) {
  Region& r = regions_[current_];
  Expr* e;
  if (r.expr_free) {
    e = r.expr_free;
    ILCC_ASSERT(e->kind == ExprKind::Reclaimed, "alloc_expr: free-list node not reclaimed");
    r.expr_free = e->free_link;
    std::memset(e, 0, sizeof(Expr));
    reuse_prefix(e, current_);
  } else {
    e = alloc_dual<Expr>();
  }
  set_expr_kind(e, k);
  return e;
}

void Il::free_expr(Expr* e) {
  ILCC_ASSERT(is_allocated(e), "free_expr: not in use");
  prefix_flags(e) &= u8(~Prefix::Allocated);
  Region& r = regions_[region_of(e)];
  e->kind = ExprKind::Reclaimed;
  e->free_link = r.expr_free;
  r.expr_free = e;
}

void Il::free_expr_tree(Expr* e) {
  while (e) {
    Expr* next = e->next;
    if (e->kind == ExprKind::Operation) free_expr_tree(e->operands);
    free_expr(e);
    e = next;
  }
}

Statement* Il::alloc_statement(StatementKind k) {
  Statement* s = alloc_dual<Statement>();
  set_statement_kind(s, k);
  return s;
}

Constant* Il::alloc_constant(ConstantKind k, u32 region) {
  Constant* c = alloc_in<Constant>(region);
  set_constant_kind(c, k);
  return c;
}

Constant* Il::alloc_local_constant(ConstantKind k) {
  Region& r = regions_[current_];
  Constant* c;
  if (r.constant_free) {
    c = r.constant_free;
    r.constant_free = c->next;
    std::memset(static_cast<void*>(c), 0, sizeof(Constant));
    reuse_prefix(c, current_);
  } else {
    c = alloc_dual<Constant>();
  }
  prefix_flags(c) |= Prefix::Local;
  ++locals_in_use_;
  set_constant_kind(c, k);
  return c;
}

void Il::free_local_constant(Constant* c) {
  u8& f = prefix_flags(c);
  ILCC_ASSERT(f & Prefix::Allocated, "free_local_constant: not in use");
  ILCC_ASSERT(!(f & Prefix::Shared), "free_local_constant: a shared constant");
  if (f & Prefix::Local) --locals_in_use_;
  f &= u8(~(Prefix::Allocated | Prefix::Local));
  Region& r = regions_[region_of(c)];
  c->kind = ConstantKind::Error;
  c->type = QualType{};
  c->hash_next = nullptr;
  c->next = r.constant_free;
  r.constant_free = c;
}

bool Il::check_local_constant_use() {
  bool balanced = locals_in_use_ == 0;
  locals_in_use_ = 0;
  return balanced;
}

ConstantListEntry* Il::alloc_constant_list_entry(Constant* c) {
  Region& r = regions_[current_];
  ConstantListEntry* e;
  if (r.list_free) {
    e = r.list_free;
    r.list_free = e->next;
    e->next = nullptr;
    reuse_prefix(e, current_);
  } else {
    e = alloc_dual<ConstantListEntry>();
  }
  e->constant = c;
  return e;
}

void Il::free_constant_list(ConstantListEntry* head) {
  while (head) {
    ConstantListEntry* next = head->next;
    Region& r = regions_[region_of(head)];
    ILCC_ASSERT(is_allocated(head), "free_constant_list: not in use");
    prefix_flags(head) &= u8(~Prefix::Allocated);
    head->constant = nullptr;
    head->next = r.list_free;
    r.list_free = head;
    head = next;
  }
}

ParamType* Il::alloc_param_type() {
  if (param_free_) {
    ParamType* p = param_free_;
    param_free_ = p->next;
    std::memset(static_cast<void*>(p), 0, sizeof(ParamType));
    reuse_prefix(p, kFileScopeRegion);
    return p;
  }
  return alloc_file_scope<ParamType>();
}

void Il::free_param_type_list(ParamType* head) {
  while (head) {
    ParamType* next = head->next;
    ILCC_ASSERT(is_allocated(head), "free_param_type_list: not in use");
    prefix_flags(head) &= u8(~Prefix::Allocated);
    head->next = param_free_;
    param_free_ = head;
    head = next;
  }
}

Label* Il::alloc_label() {
  ILCC_ASSERT(current_ != kFileScopeRegion, "alloc_label: labels live in function scope only");
  return alloc_in<Label>(current_);
}

Variable* Il::alloc_variable(bool file_scope_var) {
  return alloc_in<Variable>(file_scope_var ? kFileScopeRegion : current_);
}

Scope* Il::alloc_scope(ScopeKind k, Routine* routine) {
  ILCC_ASSERT(!routine || k == ScopeKind::Function, "alloc_scope: assoc_routine is non-NULL");
  Scope* s = alloc_dual<Scope>();
  s->scope_kind = k;
  s->scope_routine = routine;
  return s;
}

const char* Il::copy_string(u32 region, std::string_view s) {
  char* p = static_cast<char*>(region_alloc(region, s.size() + 1));
  std::memcpy(p, s.data(), s.size());
  return p;
}

const char* Il::copy_string_text(u32 region, const void* bytes, size_t n) {
  char* p = static_cast<char*>(region_alloc(region, n + 1));
  std::memcpy(p, bytes, n);
  string_text_bytes_ += n;
  return p;
}

size_t Il::available_expr_nodes(bool file) const {
  size_t n = 0;
  for (u32 r = 1; r < regions_.size(); ++r) {
    if (!regions_[r].live || (r == kFileScopeRegion) != file) continue;
    for (Expr* e = regions_[r].expr_free; e; e = e->free_link) ++n;
  }
  return n;
}

size_t Il::available_local_constants() const {
  size_t n = 0;
  for (u32 r = 1; r < regions_.size(); ++r)
    if (regions_[r].live)
      for (Constant* c = regions_[r].constant_free; c; c = c->next) ++n;
  return n;
}

size_t Il::available_constant_list_entries() const {
  size_t n = 0;
  for (u32 r = 1; r < regions_.size(); ++r)
    if (regions_[r].live)
      for (ConstantListEntry* e = regions_[r].list_free; e; e = e->next) ++n;
  return n;
}

size_t Il::available_param_types() const {
  size_t n = 0;
  for (ParamType* p = param_free_; p; p = p->next) ++n;
  return n;
}

std::string Il::stats_table() const {
  std::string out = "IL table use:\n";
  out += format("%-28s %10s %6s %12s\n", "Table", "Number", "Each", "Total");
  out += format("%-28s %10s %6s %12s\n", "-----", "------", "----", "-----");
  u64 total = 0;
  auto row = [&](const char* name, u64 n, u64 each) {
    out += format("%-28s %10llu %6llu %12llu\n", name, (unsigned long long)n, (unsigned long long)each,
                  (unsigned long long)(n * each));
    total += n * each;
  };
  for (size_t k = 1; k < size_t(EntryKind::Count); ++k) {
    const EntrySchema& s = schema(EntryKind(k));
    row(s.display, counts_[k], s.size);
  }
  row("string literal text", string_text_bytes_, 1);
  row("fs orphan pointers", next_links_, 8);
  row("trans unit copy addr", tu_copy_slots_, 8);
  row("IL entry prefix", prefix_count_, 8);
  out += format("%-28s %10s %6s %12llu\n", "Total", "", "", (unsigned long long)total);
  size_t fs = available_expr_nodes(true), local = available_expr_nodes(false);
  out += format("%-28s %10zu %6zu %12zu\n", "(avail. fs expr node)", fs, sizeof(Expr), fs * sizeof(Expr));
  out += format("%-28s %10zu %6zu %12zu\n", "(avail. local expr node)", local, sizeof(Expr), local * sizeof(Expr));
  auto avail = [&](const char* name, size_t n, size_t each) {
    out += format("%-28s %10zu %6zu %12zu\n", name, n, each, n * each);
  };
  avail("(avail. local constant)", available_local_constants(), sizeof(Constant));
  avail("(avail. constant list entry)", available_constant_list_entries(), sizeof(ConstantListEntry));
  avail("(avail. param type)", available_param_types(), sizeof(ParamType));
  out += format("%-28s %10llu\n", "(local constants in use)", (unsigned long long)locals_in_use_);
  out += "\nConstant sharing:\n";
  out += format("  %-26s %10llu\n", "allocations", (unsigned long long)share.total_allocs);
  out += format("  %-26s %10llu\n", "comparisons", (unsigned long long)share.comparisons);
  out += format("  %-26s %10llu\n", "new buckets", (unsigned long long)share.new_buckets);
  out += format("  %-26s %10llu\n", "region hits", (unsigned long long)share.region_hits);
  out += format("  %-26s %10llu\n", "global hits", (unsigned long long)share.global_hits);
  return out;
}

} // namespace ilcc::il
