// walk.cpp — the schema-driven IL walker (see walk.h for the design and walk order).
//
// Algorithm. walk_entry() applies the entry protocol (pre_walk_check, scope restriction,
// default visited check, trace, entry callback) and then iterates the entry's FieldDesc
// tables. Walkable pointers (Child, Type, Ref in FollowRefs mode) are not walked at once:
// the latest one is kept as the pending "tail" and walked either when a later field needs
// a callback (so callbacks still happen in field order) or, if it is the last, by looping
// back to the top of walk_entry with it (a manual tail call). List fields are iterated.
#include "il/walk.h"

#include "il/schema.h"
#include "support/diagnostics.h"

#include <cstdarg>
#include <cstring>

namespace ilcc::il {

namespace {
thread_local WalkState g_walk;
thread_local IlTrace g_trace;

bool tracing_entries() { return g_trace.verbosity > 4; }

void* load_ptr(const void* entry, const FieldDesc& d) { return field_at<void*>(entry, d); }

// The next pointer of an entry of kind k (lists iterate through it).
void*& next_of(void* entry, EntryKind k) {
  u32 off = schema(k).next_offset;
  ILCC_ASSERT(off != ~0u, "walk: list element kind has no next link");
  return *reinterpret_cast<void**>(static_cast<char*>(entry) + off);
}

void walk_entry(void* e, EntryKind k);

// Admission of one entry (steps 1-3 of walk.h). Returns false to skip it.
bool admit(void* e, EntryKind k) {
  WalkState& w = g_walk;
  if (w.cb.pre_walk_check && w.cb.pre_walk_check(w.cb.ctx, e, k)) return false;
  bool file = in_file_scope(e);
  if (w.scope == WalkScope::File && !file) return false;
  if (w.scope == WalkScope::Routine && file) return false;
  if (w.default_check) {
    u8& f = prefix_flags(e);
    bool mark = f & Prefix::WalkMark;
    if (mark == bool(w.parity)) return false; // visited in this walk
    f = u8(mark ? f & ~Prefix::WalkMark : f | Prefix::WalkMark);
  }
  return true;
}

void walk_string(const char* s, StringKind sk, u64 length) {
  if (tracing_entries())
    il_trace_printf("Walking IL tree, string entry kind = %s\n", string_kind_name(sk));
  if (g_walk.cb.string) g_walk.cb.string(g_walk.cb.ctx, s, sk, length);
}

// Walks the list whose head is *link (the List field `via`, or null for a top-level
// list), element kind k: replace, filter and walk each.
void walk_list(void** link, EntryKind k, const FieldDesc* via) {
  const WalkCallbacks& cb = g_walk.cb;
  while (void* e = *link) {
    g_walk.field = via;
    if (cb.entry_replace) {
      void* r = cb.entry_replace(cb.ctx, e, k);
      if (!r) { // removed from the list: link past it
        *link = next_of(e, k);
        continue;
      }
      *link = e = r;
    }
    void* walked = cb.entry_filter ? cb.entry_filter(cb.ctx, e, k) : e;
    g_walk.field = via;
    if (walked) walk_entry(walked, k);
    link = &next_of(e, k);
  }
}

void walk_entry(void* e, EntryKind k) {
  const WalkCallbacks& cb = g_walk.cb;
  const bool follow_refs = cb.mode & WalkMode::FollowRefs;
  for (;;) {
    if (!admit(e, k)) return;
    if (tracing_entries()) il_trace_printf("Walking IL tree, entry kind = %s\n", schema(k).display);
    if (cb.entry) cb.entry(cb.ctx, e, k);

    void* tail = nullptr;
    EntryKind tail_kind = EntryKind::None;
    const FieldDesc* tail_field = nullptr;
    auto flush = [&] {
      if (tail) {
        g_walk.field = tail_field;
        walk_entry(tail, tail_kind);
        tail = nullptr;
      }
    };
    FieldTables t = field_tables(k, e);
    for (const FieldDesc* table : {t.common, t.variant}) {
      for (const FieldDesc* d = table; d->name; ++d) {
        switch (d->kind) {
        case FieldKind::Child:
        case FieldKind::Ref: {
          void* p = load_ptr(e, *d);
          if (!p) break;
          if (d->kind == FieldKind::Ref && !follow_refs && !cb.entry_replace) break;
          flush();
          if (cb.entry_replace) {
            g_walk.field = d;
            p = cb.entry_replace(cb.ctx, p, d->target);
            field_at<void*>(e, *d) = p;
            if (!p) break;
          }
          if (d->kind == FieldKind::Ref && !follow_refs) break;
          tail = p;
          tail_kind = d->target;
          tail_field = d;
          break;
        }
        case FieldKind::Type: {
          QualType q = field_at<QualType>(e, *d);
          if (!q) break;
          flush();
          Type* ty = q.type();
          if (cb.entry_replace) {
            g_walk.field = d;
            ty = static_cast<Type*>(cb.entry_replace(cb.ctx, ty, EntryKind::Type));
            field_at<QualType>(e, *d) = ty ? QualType::of(ty, q.quals()) : QualType{};
            if (!ty) break;
          }
          tail = ty;
          tail_kind = EntryKind::Type;
          tail_field = d;
          break;
        }
        case FieldKind::List:
          if (!load_ptr(e, *d)) break;
          flush();
          walk_list(&field_at<void*>(e, *d), d->target, d);
          break;
        case FieldKind::Sym: {
          Symbol s = field_at<Symbol>(e, *d);
          if (!s) break;
          flush();
          walk_string(s.c_str(), StringKind::IdName, s.size() + 1);
          break;
        }
        case FieldKind::Str: {
          const char* s = field_at<const char*>(e, *d);
          if (!s) break;
          flush();
          walk_string(s, StringKind::OtherText, std::strlen(s) + 1);
          break;
        }
        case FieldKind::Text: {
          const char* s = field_at<const char*>(e, *d);
          if (!s) break;
          flush();
          u64 length = *reinterpret_cast<const u64*>(static_cast<const char*>(e) + d->aux);
          walk_string(s, StringKind::StringText, length);
          break;
        }
        default: break; // scalars, Next and Link are not walked
        }
      }
    }
    if (!tail) return;
    e = tail; // the last walkable field: loop instead of recursing
    k = tail_kind;
    g_walk.field = tail_field;
  }
}

// Installs a new walk state; returns the one it replaces (restored by the caller).
WalkState begin_walk(Il& il, const WalkCallbacks& cb, WalkScope scope, u32 region) {
  WalkState saved = g_walk;
  WalkState w;
  w.cb = cb;
  w.il = &il;
  w.scope = scope;
  w.region = region;
  w.default_check = cb.pre_walk_check == nullptr;
  // One parity bit per region cannot tell two walks of one region apart.
  ILCC_ASSERT(
      !(w.default_check && saved.default_check && saved.il == &il && saved.region == region),
      "nested walks of one region: the inner walk needs a pre_walk_check");
  if (w.default_check) {
    u8& parity = il.walk_parity(region);
    parity ^= 1;
    w.parity = parity;
  }
  g_walk = w;
  return saved;
}

} // namespace

const char* string_kind_name(StringKind k) {
  switch (k) {
  case StringKind::IdName: return "id name";
  case StringKind::StringText: return "string text";
  case StringKind::OtherText: return "other text";
  }
  return "?";
}

const WalkState& current_walk() { return g_walk; }

void walk_file_scope_il(Il& il, const WalkCallbacks& cb) {
  if (g_trace.verbosity > 3) il_trace_printf("walk_file_scope_il\n");
  const WalkState saved = begin_walk(il, cb, WalkScope::File, Il::kFileScopeRegion);

  // Phase 1: the file scope.
  if (il.file_scope) {
    void* s = il.file_scope;
    if (cb.entry_replace)
      il.file_scope = static_cast<Scope*>(s = cb.entry_replace(cb.ctx, s, EntryKind::Scope));
    if (s) walk_entry(s, EntryKind::Scope);
  }
  // Phase 2: the source files (the primary file and its siblings; included files are
  // walked through their parent's first_child list).
  walk_list(reinterpret_cast<void**>(&il.primary_file), EntryKind::SourceFile, nullptr);

  // Phase 5: the per-kind lists. Each list is walked up to the tail it had when the walk
  // reached it, so entries allocated by callbacks (a copy) are not walked again here.
  for (size_t ki = 1; ki < size_t(EntryKind::Count); ++ki) {
    EntryKind k = EntryKind(ki);
    void* e = il.list_head(k);
    if (!e) continue;
    void* last = il.list_tail(k);
    for (;;) {
      void* next = e == last ? nullptr : prefix_next(e);
      g_walk.field = nullptr;
      if (is_allocated(e)) {
        void* w = e;
        if (cb.entry_replace) w = cb.entry_replace(cb.ctx, w, k);
        if (w && cb.entry_filter) {
          void* f = cb.entry_filter(cb.ctx, w, k);
          if (!f && g_walk.default_check && in_file_scope(w)) {
            // Filtered out: stamp it anyway so the parity invariant holds.
            u8& fl = prefix_flags(w);
            fl = u8(g_walk.parity ? fl | Prefix::WalkMark : fl & ~Prefix::WalkMark);
          }
          w = f;
        }
        g_walk.field = nullptr;
        if (w) walk_entry(w, k);
      }
      if (!next) break;
      e = next;
    }
  }
  g_walk = saved;
}

void walk_routine_scope_il(Il& il, Routine* r, const WalkCallbacks& cb) {
  ILCC_ASSERT(r->region != 0 && il.region_live(r->region),
              "walk_routine_scope_il: the routine has no live body region");
  if (g_trace.verbosity > 3) il_trace_printf("walk_routine_scope_il\n");
  const WalkState saved = begin_walk(il, cb, WalkScope::Routine, r->region);
  if (r->scope) {
    void* s = r->scope;
    if (cb.entry_replace)
      r->scope = static_cast<Scope*>(s = cb.entry_replace(cb.ctx, s, EntryKind::Scope));
    if (s) walk_entry(s, EntryKind::Scope);
  }
  if (r->body) {
    void* b = r->body;
    if (cb.entry_replace)
      r->body = static_cast<Statement*>(b = cb.entry_replace(cb.ctx, b, EntryKind::Statement));
    if (b) walk_entry(b, EntryKind::Statement);
  }
  g_walk = saved;
}

void walk_entry_and_subtree(Il& il, void* entry, EntryKind k, const WalkCallbacks& cb,
                            WalkScope scope, u32 region) {
  ILCC_ASSERT(cb.pre_walk_check, "walk_entry_and_subtree: subtree walks need a pre_walk_check");
  ILCC_ASSERT(scope != WalkScope::None, "walk_entry_and_subtree: no scope");
  if (scope == WalkScope::File) region = Il::kFileScopeRegion;
  const WalkState saved = begin_walk(il, cb, scope, region);
  if (entry) walk_entry(entry, k);
  g_walk = saved;
}

void set_il_trace(const IlTrace& t) { g_trace = t; }
const IlTrace& il_trace() { return g_trace; }

void il_trace_printf(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  if (g_trace.out) {
    *g_trace.out += vformat(fmt, ap);
  } else if (g_trace.file) {
    std::vfprintf(g_trace.file, fmt, ap);
  }
  va_end(ap);
}

} // namespace ilcc::il
