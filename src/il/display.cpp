// display.cpp — the schema-driven IL printer behind -fdump-il (see display.h).
//
// The walker calls display_entry() once per entry in walk order; it prints the header and
// then each field through its FieldDesc. Entry numbers come from a HashMap from address to
// number filled on first mention.
#include "il/display.h"

#include "il/schema.h"
#include "il/walk.h"
#include "support/diagnostics.h"
#include "support/hash.h"

#include <cstring>

namespace ilcc::il {

namespace {

// The field that names an entity of each kind ("name", or "tag" for types), if any.
struct NameFields {
  const FieldDesc* of[size_t(EntryKind::Count)] = {};
  NameFields() {
    for (size_t k = 1; k < size_t(EntryKind::Count); ++k) {
      const FieldDesc* d = find_field(EntryKind(k), "name");
      if (!d) d = find_field(EntryKind(k), "tag");
      if (d && d->kind == FieldKind::Sym) of[k] = d;
    }
  }
};
const NameFields& name_fields() {
  static const NameFields n;
  return n;
}

// Expr::op is a common field but means something only in Operation nodes.
const FieldDesc* expr_op_field() {
  static const FieldDesc* d = find_field(EntryKind::Expr, "op");
  return d;
}

Symbol entity_name(const void* e, EntryKind k) {
  const FieldDesc* d = name_fields().of[size_t(k)];
  return d ? field_at<Symbol>(e, *d) : Symbol();
}

std::string u128_to_string(u128 v) {
  if (v == 0) return "0";
  char buf[48];
  int i = sizeof buf;
  buf[--i] = 0;
  while (v) {
    buf[--i] = char('0' + int(v % 10));
    v /= 10;
  }
  return std::string(buf + i);
}

void append_escaped(std::string& out, const char* s, size_t n) {
  out += '"';
  for (size_t i = 0; i < n; ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    switch (c) {
    case '\n': out += "\\n"; break;
    case '\t': out += "\\t"; break;
    case '\r': out += "\\r"; break;
    case '\\': out += "\\\\"; break;
    case '"': out += "\\\""; break;
    default:
      if (c < 0x20 || c >= 0x7f)
        out += format("\\x%02x", c);
      else
        out += char(c);
    }
  }
  out += '"';
}

struct Display {
  Il& il;
  std::string out;
  HashMap<uintptr_t, u32> numbers;
  u32 next_number = 1;
  const LocFormatter* format_loc = nullptr;

  u32 number(const void* e) {
    auto [slot, inserted] = numbers.insert(reinterpret_cast<uintptr_t>(e), 0);
    if (inserted) *slot = next_number++;
    return *slot;
  }
  void reference(const void* e, EntryKind k) {
    out += format("#%u", number(e));
    if (Symbol s = entity_name(e, k)) {
      out += ' ';
      append_escaped(out, s.c_str(), s.size());
    }
  }
  void field(const void* e, const FieldDesc& d);
  void entry(const void* e, EntryKind k);
};

template <class T> T scalar(const void* e, const FieldDesc& d) {
  T v{};
  std::memcpy(&v, static_cast<const char*>(e) + d.offset, sizeof v);
  return v;
}

void Display::field(const void* e, const FieldDesc& d) {
  std::string v;
  switch (d.kind) {
  case FieldKind::Bool:
    if (!scalar<bool>(e, d)) return;
    v = "true";
    break;
  case FieldKind::U8:
  case FieldKind::U16:
  case FieldKind::U32:
  case FieldKind::U64: {
    u64 x = 0;
    std::memcpy(&x, static_cast<const char*>(e) + d.offset, d.size); // little endian
    if (!x) return;
    v = format("%llu", (unsigned long long)x);
    break;
  }
  case FieldKind::I64: {
    i64 x = scalar<i64>(e, d);
    if (!x) return;
    v = format("%lld", (long long)x);
    break;
  }
  case FieldKind::U128: v = u128_to_string(scalar<u128>(e, d)); break;
  case FieldKind::LDouble: v = format("%.21Lg", scalar<long double>(e, d)); break;
  case FieldKind::Loc: {
    u32 x = scalar<u32>(e, d);
    if (!x) return;
    v = format_loc && *format_loc ? (*format_loc)(x) : format("%u", x);
    break;
  }
  case FieldKind::Sym: {
    Symbol s = field_at<Symbol>(e, d);
    if (!s) return;
    append_escaped(v, s.c_str(), s.size());
    break;
  }
  case FieldKind::Str: {
    const char* s = field_at<const char*>(e, d);
    if (!s) return;
    append_escaped(v, s, std::strlen(s));
    break;
  }
  case FieldKind::Text: {
    const char* s = field_at<const char*>(e, d);
    if (!s) return;
    append_escaped(v, s,
                   size_t(*reinterpret_cast<const u64*>(static_cast<const char*>(e) + d.aux)));
    break;
  }
  case FieldKind::Enum:
    if (&d == expr_op_field() && static_cast<const Expr*>(e)->kind != ExprKind::Operation) return;
    v = d.enum_name(scalar<u8>(e, d));
    break;
  case FieldKind::Flags: {
    u64 x = 0;
    std::memcpy(&x, static_cast<const char*>(e) + d.offset, d.size);
    if (!x) return;
    v = format("0x%llx", (unsigned long long)x);
    break;
  }
  case FieldKind::Type: {
    QualType q = field_at<QualType>(e, d);
    if (!q) return;
    v = type_to_string(q);
    break;
  }
  case FieldKind::Child:
  case FieldKind::Ref: {
    const void* p = field_at<void*>(e, d);
    if (!p) return;
    out += format("  %s: ", d.name);
    reference(p, d.target);
    out += '\n';
    return;
  }
  case FieldKind::List: {
    const void* p = field_at<void*>(e, d);
    if (!p) return;
    out += format("  %s:", d.name);
    u32 next = schema(d.target).next_offset;
    for (; p; p = *reinterpret_cast<void* const*>(static_cast<const char*>(p) + next))
      out += format(" #%u", number(p));
    out += '\n';
    return;
  }
  case FieldKind::Next:
  case FieldKind::Link: return;
  }
  out += format("  %s: %s\n", d.name, v.c_str());
}

void Display::entry(const void* e, EntryKind k) {
  out += format("#%u %s", number(e), schema(k).display);
  if (Symbol s = entity_name(e, k)) {
    out += ' ';
    append_escaped(out, s.c_str(), s.size());
  }
  if (k == EntryKind::Type)
    out += " `" + type_to_string(QualType::of(static_cast<Type*>(const_cast<void*>(e)))) + "`";
  out += '\n';
  for_each_field(k, e, [&](const FieldDesc& d) { field(e, d); });
}

void display_entry(void* ctx, void* e, EntryKind k) { static_cast<Display*>(ctx)->entry(e, k); }

bool body_live(const Il& il, const Routine* r) {
  return r->region && il.region_live(r->region) && (r->scope || r->body);
}

void dump_routine(Display& d, Routine* r) {
  d.out += format("\nroutine-scope IL of #%u", d.number(r));
  if (r->name) {
    d.out += ' ';
    append_escaped(d.out, r->name.c_str(), r->name.size());
  }
  d.out += ":\n";
  WalkCallbacks cb;
  cb.entry = display_entry;
  cb.ctx = &d;
  walk_routine_scope_il(d.il, r, cb);
}

// --- C type names

const char* qual_words(u8 q) {
  static const char* const words[8] = {
      "",         "const",          "volatile",          "const volatile",
      "restrict", "const restrict", "volatile restrict", "const volatile restrict"};
  return words[q & Qual::Mask];
}

std::string tag_name(const char* keyword, const Type* t) {
  return std::string(keyword) + " " +
         (t->tag ? std::string(t->tag.str()) : std::string("<anonymous>"));
}

std::string params_to_string(const Type* fn) {
  const RoutineTypeSupplement* rs = fn->routine;
  if (!rs) return "()";
  if (!(rs->rflags & RoutineTypeFlag::Prototyped)) return "()";
  std::string s = "(";
  bool first = true;
  for (const ParamType* p = rs->params; p; p = p->next) {
    if (!first) s += ", ";
    s += type_to_string(p->type);
    first = false;
  }
  if (rs->rflags & RoutineTypeFlag::Variadic)
    s += first ? "..." : ", ...";
  else if (first)
    s += "void";
  return s + ")";
}

} // namespace

std::string type_to_string(QualType q) {
  std::string decl; // the abstract declarator built from the outside in
  for (;;) {
    if (!q) return decl.empty() ? "<null type>" : "<null type> " + decl;
    const Type* t = q.type();
    switch (t->kind) {
    case TypeKind::Pointer: {
      std::string quals = qual_words(q.quals());
      decl = "*" + quals + (decl.empty() || quals.empty() ? "" : " ") + decl;
      if (t->base && (t->base->kind == TypeKind::Array || t->base->kind == TypeKind::Routine))
        decl = "(" + decl + ")";
      q = t->base;
      continue;
    }
    case TypeKind::Array:
      if (t->vla)
        decl += "[*]";
      else if (t->tflags & TypeFlag::ArrayUnknownBound)
        decl += "[]";
      else
        decl += format("[%llu]", (unsigned long long)t->count);
      q = QualType::of(t->base.type(), u8(t->base.quals() | q.quals()));
      continue;
    case TypeKind::Routine:
      decl += params_to_string(t);
      q = t->base;
      continue;
    default: break;
    }
    std::string spec;
    switch (t->kind) {
    case TypeKind::Error: spec = "<error>"; break;
    case TypeKind::Void: spec = "void"; break;
    case TypeKind::Integer: spec = enum_name(t->int_kind); break;
    case TypeKind::Float: spec = enum_name(t->float_kind); break;
    case TypeKind::Complex: spec = "_Complex " + type_to_string(t->base); break;
    case TypeKind::Struct: spec = tag_name("struct", t); break;
    case TypeKind::Union: spec = tag_name("union", t); break;
    case TypeKind::Enum: spec = tag_name("enum", t); break;
    case TypeKind::Typedef:
      spec = t->tag ? std::string(t->tag.str()) : std::string("<typedef>");
      break;
    case TypeKind::Vector:
      spec = type_to_string(t->base) +
             format(" __attribute__((vector_size(%llu)))", (unsigned long long)t->size);
      break;
    case TypeKind::Atomic: spec = "_Atomic(" + type_to_string(t->base) + ")"; break;
    default: spec = "?"; break;
    }
    if (q.quals()) spec = std::string(qual_words(q.quals())) + " " + spec;
    return decl.empty() ? spec : spec + " " + decl;
  }
}

std::string dump_il(Il& il, const LocFormatter& format_loc) {
  Display d{il, {}, {}, 1, &format_loc};
  d.out = "file-scope IL:\n";
  WalkCallbacks cb;
  cb.entry = display_entry;
  cb.ctx = &d;
  walk_file_scope_il(il, cb);
  for (void* e = il.list_head(EntryKind::Routine); e; e = prefix_next(e)) {
    Routine* r = static_cast<Routine*>(e);
    if (is_allocated(r) && body_live(il, r)) dump_routine(d, r);
  }
  return std::move(d.out);
}

std::string dump_routine_il(Il& il, Routine* r, const LocFormatter& format_loc) {
  Display d{il, {}, {}, 1, &format_loc};
  if (body_live(il, r)) dump_routine(d, r);
  return std::move(d.out);
}

} // namespace ilcc::il
