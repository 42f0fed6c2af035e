// compare.cpp — schema-driven structural comparison (see compare.h).
//
// One loop, compare_pair(), compares either two entries of a kind or two QualTypes. Fields
// are compared in schema order; Child and Type fields are deferred as the "pending" pair:
// when another one comes, the pending pair is compared recursively first, and the last
// pending pair is compared by looping (manual tail call).
#include "il/compare.h"

#include "il/equality.h"
#include "il/schema.h"
#include "il/walk.h"

#include <cstring>

namespace ilcc::il {

namespace {

thread_local u32 g_depth = 0;

struct DepthGuard {
  DepthGuard() { ++g_depth; }
  ~DepthGuard() { --g_depth; }
};

// The fields a type comparison handles itself: the base (the tail) and the tag (of
// tagged types only, which compare by identity before their fields are looked at).
struct Rules {
  const FieldDesc* type_base = find_field(EntryKind::Type, "base");
  const FieldDesc* type_tag = find_field(EntryKind::Type, "tag");
};
const Rules& rules() {
  static const Rules r;
  return r;
}

// A pair still to compare: two entries of `kind`, or two QualTypes (kind == Type).
struct Pair {
  EntryKind kind = EntryKind::None;
  const void* a = nullptr;
  const void* b = nullptr;
  QualType qa{}, qb{};
};

void* next_of(const void* e, EntryKind k) {
  return *reinterpret_cast<void* const*>(static_cast<const char*>(e) + schema(k).next_offset);
}

bool compare_pair(Pair p, u32 flags);

// Compares the fields of a and b (kind k) except `skip`; defers Child and Type pairs
// through *pending. Returns false at the first difference.
bool compare_fields(EntryKind k, const void* a, const void* b, u32 flags, const FieldDesc* skip,
                    const FieldDesc* skip2, Pair* pending) {
  auto defer = [&](const Pair& next) {
    if (pending->kind != EntryKind::None && !compare_pair(*pending, flags)) return false;
    *pending = next;
    return true;
  };
  FieldTables t = field_tables(k, a);
  for (const FieldDesc* table : {t.common, t.variant}) {
    for (const FieldDesc* d = table; d->name; ++d) {
      if (d == skip || d == skip2) continue;
      const char* fa = static_cast<const char*>(a) + d->offset;
      const char* fb = static_cast<const char*>(b) + d->offset;
      switch (field_rule(*d)) { // equality.h: the rules the hash follows too
      case FieldRule::Ignore: break;
      case FieldRule::Bytes:
        if (std::memcmp(fa, fb, d->size) != 0) return false;
        break;
      case FieldRule::MaskedBytes:
        if ((u8(*fa) ^ u8(*fb)) & field_mask(*d)) return false;
        break;
      case FieldRule::LDouble:
        if (std::memcmp(fa, fb, 10) != 0) return false;
        break;
      case FieldRule::CString: {
        const char* sa = *reinterpret_cast<const char* const*>(fa);
        const char* sb = *reinterpret_cast<const char* const*>(fb);
        if (sa != sb && (!sa || !sb || std::strcmp(sa, sb) != 0)) return false;
        break;
      }
      case FieldRule::Text: {
        const char* sa = *reinterpret_cast<const char* const*>(fa);
        const char* sb = *reinterpret_cast<const char* const*>(fb);
        u64 n = *reinterpret_cast<const u64*>(static_cast<const char*>(a) + d->aux);
        if (n != *reinterpret_cast<const u64*>(static_cast<const char*>(b) + d->aux)) return false;
        if (sa != sb && (!sa || !sb || std::memcmp(sa, sb, n) != 0)) return false;
        break;
      }
      case FieldRule::Type: {
        Pair next;
        next.kind = EntryKind::Type;
        next.qa = *reinterpret_cast<const QualType*>(fa);
        next.qb = *reinterpret_cast<const QualType*>(fb);
        if (next.qa == next.qb) break;
        if (!defer(next)) return false;
        break;
      }
      case FieldRule::Child: {
        const void* ca = *reinterpret_cast<void* const*>(fa);
        const void* cb = *reinterpret_cast<void* const*>(fb);
        if (ca == cb) break;
        if (!ca || !cb) return false;
        if (!defer(Pair{d->target, ca, cb, {}, {}})) return false;
        break;
      }
      case FieldRule::List: {
        const void* x = *reinterpret_cast<void* const*>(fa);
        const void* y = *reinterpret_cast<void* const*>(fb);
        for (; x && y; x = next_of(x, d->target), y = next_of(y, d->target))
          if (x != y && !compare_pair(Pair{d->target, x, y, {}, {}}, flags)) return false;
        if (x || y) return false;
        break;
      }
      }
    }
  }
  return true;
}

bool same_layout_and_aliasing(const Type* a, const Type* b) {
  return a->size == b->size && a->align == b->align && (a->tflags & TypeFlag::MayAlias) == (b->tflags & TypeFlag::MayAlias);
}

bool compare_pair(Pair p, u32 flags) {
  DepthGuard depth;
  const Rules& R = rules();
  for (;;) {
    Pair pending;
    if (p.kind == EntryKind::Type) {
      QualType a = p.qa, b = p.qb;
      if (a == b) return true;
      if (flags & CompareFlag::Strict) return false;
      a = strip_typedefs(a);
      b = strip_typedefs(b);
      if (a == b) return true;
      if (!a || !b || a.quals() != b.quals()) return false;
      const Type* ta = a.type();
      const Type* tb = b.type();
      if (il_trace().verbosity > 3)
        il_trace_printf("%*sequiv_types: %s\n", int(g_depth * 2), "", enum_name(ta->kind));
      if (ta->kind != tb->kind) return false;
      switch (ta->kind) {
      // A struct, union or enum is one type with its copies for an alignment or may_alias
      // attribute (they share its supplement, as sema's compatible() has it); laid out and
      // aliased alike, such a copy is equivalent too.
      case TypeKind::Struct:
      case TypeKind::Union:
        return ta->record && ta->record == tb->record && same_layout_and_aliasing(ta, tb);
      case TypeKind::Enum:
        return ta->enumerators && ta->enumerators == tb->enumerators && ta->tag == tb->tag &&
               same_layout_and_aliasing(ta, tb);
      case TypeKind::Error: return false; // identity only, and ta != tb
      case TypeKind::Array:
        if (ta->vla || tb->vla) return false;
        break;
      default: break;
      }
      // Tagged kinds were decided above; base is the tail.
      if (!compare_fields(EntryKind::Type, ta, tb, flags, R.type_base, R.type_tag, &pending))
        return false;
      if (pending.kind != EntryKind::None && !compare_pair(pending, flags)) return false;
      p = Pair{};
      p.kind = EntryKind::Type;
      p.qa = ta->base;
      p.qb = tb->base;
      continue;
    }
    if (p.a == p.b) return true;
    if (!p.a || !p.b) return false;
    if (il_trace().verbosity > 3)
      il_trace_printf("%*scompare %s\n", int(g_depth * 2), "", schema(p.kind).display);
    if (is_entity_kind(p.kind)) return false;
    if (p.kind == EntryKind::Expr && static_cast<const Expr*>(p.a)->kind == ExprKind::Error)
      return false;
    if (!compare_fields(p.kind, p.a, p.b, flags, nullptr, nullptr, &pending)) return false;
    if (pending.kind == EntryKind::None) return true;
    p = pending; // manual tail call
  }
}

} // namespace

QualType strip_typedefs(QualType q) {
  while (q && q->kind == TypeKind::Typedef && q->base)
    q = QualType::of(q->base.type(), u8(q.quals() | q->base.quals()));
  return q;
}

u32 compare_depth() { return g_depth; }

bool compare_entries(EntryKind k, const void* a, const void* b, u32 flags) {
  if (k == EntryKind::Type)
    return equiv_types(QualType::of(static_cast<Type*>(const_cast<void*>(a))),
                       QualType::of(static_cast<Type*>(const_cast<void*>(b))), flags);
  return compare_pair(Pair{k, a, b, {}, {}}, flags);
}

bool compare_expressions(const Expr* a, const Expr* b, u32 flags) {
  return compare_pair(Pair{EntryKind::Expr, a, b, {}, {}}, flags);
}

bool compare_constants(const Constant* a, const Constant* b, u32 flags) {
  return compare_pair(Pair{EntryKind::Constant, a, b, {}, {}}, flags);
}

bool equiv_types(QualType a, QualType b, u32 flags) {
  Pair p;
  p.kind = EntryKind::Type;
  p.qa = a;
  p.qb = b;
  return compare_pair(p, flags);
}

} // namespace ilcc::il
