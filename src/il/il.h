// il.h — the IL: the tree the front end builds and lowering reads (DESIGN: "The IL").
//
// The IL follows the design of EDG's intermediate language: a translation unit is a graph
// of *entries* (types, variables, routines, expressions, statements, constants, scopes,
// ...) allocated in *regions* (il/alloc.h). Region 1 holds what lives for the whole
// translation unit (types, functions, objects with static storage, shared constants);
// each function body gets its own region, released once the function has been lowered,
// so memory follows the largest function rather than the whole file.
//
// Every entry kind and field is declared once, in il/entries.def. This header expands that
// table into the C++ structs, the variant-selector enums (ExprKind, TypeKind, ...) and
// EntryKind; il/schema.h expands it again into field tables for the generic walker,
// display, comparison and copy. The enumerations that fields hold are in il/enums.def and
// the expression operators in il/operators.def.
//
// Invariants:
//   - Entries are trivially copyable and never destroyed: regions are released whole.
//   - Each entry has a prefix before it; its flags byte is at entry - 8 (il/alloc.h).
//   - A QualType is a type entry plus C qualifiers in the low pointer bits (entries are
//     8-byte aligned). _Atomic is a type kind, not a qualifier bit, because it may change
//     size and alignment.
//   - Types and Routines live in the file-scope region, except types that depend on a
//     function's VLA sizes, which live in that function's region.
#pragma once

#include "support/common.h"
#include "support/source_manager.h"
#include "support/symbol.h"

#include <cstddef>
#include <cstring>
#include <string_view>

namespace ilcc::il {

// IL entries are 8-byte aligned (seed 000's region_alloc), but u128 and long double want
// 16. The constants hold them as 8-aligned bytes, read and written by copying (an
// under-aligned typedef is not enough: the sanitizer still checks the type's alignment).
template <class T> struct alignas(8) Unaligned16 {
  unsigned char bytes[sizeof(T)];
  Unaligned16& operator=(T v) {
    std::memcpy(bytes, &v, sizeof v);
    return *this;
  }
  operator T() const {
    T v;
    std::memcpy(&v, bytes, sizeof v);
    return v;
  }
};
using il_u128 = Unaligned16<u128>;
using il_ldouble = Unaligned16<long double>;

// --- enumerations of field values (enums.def) and operators (operators.def)
#define IL_ENUM_BEGIN(Name) enum class Name : u8 {
#define IL_ENUMERATOR(Name, Value, text) Value,
#define IL_ENUM_END(Name) Count };
#include "il/enums.def"

enum class Operator : u8 {
#define IL_OPERATOR(E, spelling, arity, flags) E,
#include "il/operators.def"
  Count
};

// --- entry kinds and variant selectors (entries.def)
enum class EntryKind : u8 {
  None,
#define IL_ENTRY(Name, display, region) Name,
#include "il/entries.def"
  Count
};

#define IL_VARIANTS(Name, selector) enum class Name##Kind : u8 {
#define IL_VARIANT(Name, Sub) Sub,
#define IL_EMPTY(Name, Sub) Sub,
#define IL_ALIAS(Name, Sub, Of) Sub,
#define IL_VARIANTS_END(Name) Count };
#include "il/entries.def"

#define IL_ENTRY(Name, display, region) struct Name;
#include "il/entries.def"

// Names for display, diagnostics and tests.
#define IL_ENUM_BEGIN(Name) const char* enum_name(Name v);
#include "il/enums.def"
#define IL_VARIANTS(Name, selector) const char* enum_name(Name##Kind v);
#include "il/entries.def"
const char* enum_name(Operator op);
const char* enum_name(EntryKind k);
std::string_view operator_spelling(Operator op);
int operator_arity(Operator op);

namespace OpFlag {
enum : u8 { Assign = 1, Compare = 2, Commutes = 4, Lvalue = 8 };
}
u8 operator_flags(Operator op);

// C qualifiers (C17 6.7.3), kept in the low bits of a QualType.
namespace Qual {
enum : u8 { Const = 1, Volatile = 2, Restrict = 4, Mask = 7 };
}

// A type entry with qualifiers. Trivial (it sits in IL unions), so it has no constructors:
// make one with QualType::of(t, quals); a value-initialized QualType{} is null.
struct QualType {
  uintptr_t bits;

  static QualType of(Type* t, u8 quals = 0) { return QualType{reinterpret_cast<uintptr_t>(t) | quals}; }
  Type* type() const { return reinterpret_cast<Type*>(bits & ~uintptr_t(Qual::Mask)); }
  Type* operator->() const { return type(); }
  u8 quals() const { return u8(bits & Qual::Mask); }
  bool is_const() const { return bits & Qual::Const; }
  bool is_volatile() const { return bits & Qual::Volatile; }
  QualType with(u8 q) const { return QualType{bits | q}; }
  QualType without(u8 q) const { return QualType{bits & ~uintptr_t(q)}; }
  QualType unqualified() const { return QualType{bits & ~uintptr_t(Qual::Mask)}; }
  explicit operator bool() const { return bits != 0; }
  bool operator==(const QualType& o) const { return bits == o.bits; }
  bool operator!=(const QualType& o) const { return bits != o.bits; }
};

// --- flag bits of the IL_FLAGS fields
namespace TypeFlag {
enum : u16 {
  Complete = 1 << 0,        // struct/union/enum defined; arrays with a known size
  VariablyModified = 1 << 1, // contains a VLA (C17 6.7.6p3)
  ArrayUnknownBound = 1 << 2, // T[]
  ArrayStatic = 1 << 3,     // [static n] in a parameter
  Packed = 1 << 4,          // __attribute__((packed)) on a record
  TransparentUnion = 1 << 5,
  MayAlias = 1 << 6,
  FlexibleMember = 1 << 7,  // a record ending in a flexible array member
  Anonymous = 1 << 8,       // a record or enum without a tag
  ConstMember = 1 << 9,     // a record with a const member (C17 6.3.2.1p1: not modifiable)
  Signed = 1 << 10,         // integer types: signed (derived from int_kind, cached)
  ExplicitAlign = 1 << 11,  // aligned attribute on a typedef or record
  Oversized = 1 << 12,      // error recovery: size does not fit
};
}
namespace RoutineTypeFlag {
enum : u8 { Variadic = 1, Prototyped = 2, NoReturn = 4 };
}
namespace VarFlag {
enum : u32 {
  Defined = 1 << 0,         // has a definition (or a tentative one, at the end)
  Tentative = 1 << 1,       // C17 6.9.2
  Parameter = 1 << 2,
  ThreadLocal = 1 << 3,
  Used = 1 << 4,            // referenced (for -Wunused)
  AddressTaken = 1 << 5,
  CompoundLiteral = 1 << 6,
  StaticLocal = 1 << 7,     // block scope, static storage
  Weak = 1 << 8,
  Common = 1 << 9,          // -fcommon / __attribute__((common))
  Unused = 1 << 10,         // __attribute__((unused))
  ExplicitUsed = 1 << 11,   // __attribute__((used))
  Register = 1 << 12,       // declared register (no &)
  Implicit = 1 << 13,       // made by the compiler (__func__, VLA size temporaries)
  HasInit = 1 << 14,        // an initializer was written
  Packed = 1 << 15,
  Set = 1 << 16,            // assigned to (for -Wunused-but-set)
  Deprecated = 1 << 17,     // __attribute__((deprecated)): a use warns
  Unavailable = 1 << 18,    // __attribute__((unavailable)): a use is an error
  WeakRef = 1 << 19,        // __attribute__((weakref("target"))): alias_target, referred to weakly
  VisibilitySet = 1 << 20,  // visibility from an attribute or #pragma GCC visibility (not -fvisibility)
};
}
namespace FieldFlag {
enum : u8 { Bitfield = 1, Unnamed = 2, Flexible = 4, Packed = 8, Anonymous = 16 };
}
namespace RoutineFlag {
enum : u32 {
  Defined = 1 << 0,
  Inline = 1 << 1,
  ExternInline = 1 << 2,    // inline, and this TU provides the external definition anyway
  GnuInline = 1 << 3,       // __attribute__((gnu_inline)): GNU89 inline semantics
  NoInline = 1 << 4,
  AlwaysInline = 1 << 5,
  NoReturn = 1 << 6,
  Used = 1 << 7,            // referenced
  ExplicitUsed = 1 << 8,
  Unused = 1 << 9,
  Weak = 1 << 10,
  Constructor = 1 << 11,
  Destructor = 1 << 12,
  Builtin = 1 << 13,        // a __builtin_ or library function known to the compiler
  Implicit = 1 << 14,       // implicitly declared by a call (C89 rule, a warning)
  Naked = 1 << 15,
  Cold = 1 << 16,
  Hot = 1 << 17,
  NoUnwind = 1 << 18,
  ReturnsTwice = 1 << 19,
  AddressTaken = 1 << 20,
  Nested = 1 << 21,         // GNU nested function (body in its enclosing function's region)
  CallsBuiltinSetjmp = 1 << 22, // its body calls __builtin_setjmp (locals stay in memory)
  Pure = 1 << 23,           // __attribute__((pure)): no side effects, reads memory at most
  Const = 1 << 24,          // __attribute__((const)): no side effects, reads no memory
  Deprecated = 1 << 25,     // __attribute__((deprecated)): a use warns
  Unavailable = 1 << 26,    // __attribute__((unavailable)): a use is an error
  WarnUnusedResult = 1 << 27, // __attribute__((warn_unused_result)): a discarded result warns
  Ifunc = 1 << 28,          // __attribute__((ifunc("resolver"))): alias_target is the resolver
  DiagnoseCalls = 1 << 29,  // __attribute__((error/warning("msg"))): a call left after optimization
  WeakRef = 1 << 30,        // __attribute__((weakref("target"))): alias_target, referred to weakly
  VisibilitySet = 1u << 31, // visibility from an attribute or #pragma GCC visibility (not -fvisibility)
};
}
namespace LabelFlag {
// NonLocal: a __label__ that a nested function jumps to (its function receives the jump).
enum : u8 { Defined = 1, Used = 2, AddressTaken = 4, Local = 8, NonLocal = 16 };
}
namespace ExprFlag {
enum : u8 {
  Lvalue = 1,               // designates an object (C17 6.3.2.1)
  Implicit = 2,             // a conversion sema inserted
  Parenthesized = 4,
  NullPointerConstant = 8,  // C17 6.3.2.3p3
  BitfieldLvalue = 16,      // a Member of a bit-field
};
}
namespace AsmFlag {
enum : u8 { Volatile = 1, Inline = 2, Goto = 4, Basic = 8 };
}

// --- the entry structs
#define IL_ENTRY(Name, display, region) struct Name {
#define IL_FIELD(Name, Kind, CType, field) CType field;
#define IL_ENUM(Name, EnumType, field) EnumType field;
#define IL_FLAGS(Name, CType, field) CType field;
#define IL_TYPE(Name, field) QualType field;
#define IL_CHILD(Name, Target, field) Target* field;
#define IL_LIST(Name, Target, field) Target* field;
#define IL_REF(Name, Target, field) Target* field;
#define IL_NEXT(Name) Name* next;
#define IL_LINK(Name, CType, field) CType field;
#define IL_TEXT(Name, field, length_field) const char* field;
#define IL_VARIANTS(Name, selector) union {
#define IL_VARIANT(Name, Sub) struct {
#define IL_VARIANT_END(Name, Sub) };
#define IL_VARIANTS_END(Name) };
#define IL_END(Name) };
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wgnu-anonymous-struct"
#pragma clang diagnostic ignored "-Wnested-anon-types"
#endif
#include "il/entries.def"
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

// Entry kind of each struct, for templates.
template <class T> struct EntryKindOf;
#define IL_ENTRY(Name, display, region) \
  template <> struct EntryKindOf<Name> { static constexpr EntryKind value = EntryKind::Name; };
#include "il/entries.def"

// --- small queries used everywhere
inline bool is_signed(IntKind k) {
  switch (k) {
  case IntKind::Char: case IntKind::SChar: case IntKind::Short: case IntKind::Int:
  case IntKind::Long: case IntKind::LongLong: case IntKind::Int128: return true;
  default: return false;
  }
}
// An inline-only definition: an inline function with external linkage whose definition
// here serves inlining only, the external definition being another unit's (C17 6.7.4p7's
// inline definition; GNU89's and gnu_inline's `extern inline`). Its calls that are not
// inlined name the external symbol; the function itself is never emitted.
inline bool is_inline_only(const Routine* r) {
  return (r->rflags & RoutineFlag::Inline) && !(r->rflags & RoutineFlag::ExternInline) &&
         r->linkage == Linkage::External;
}
// An attribute's name without GNU's optional underscores (`__format_arg__` is format_arg).
inline std::string_view plain_attribute_name(std::string_view n) {
  if (n.size() > 4 && n.starts_with("__") && n.ends_with("__")) return n.substr(2, n.size() - 4);
  return n;
}
// The first attribute of `list` named `name` (either spelling), or null.
inline const Attribute* attribute_named(const Attribute* list, std::string_view name) {
  for (const Attribute* a = list; a; a = a->next)
    if (plain_attribute_name(a->name.str()) == name) return a;
  return nullptr;
}
// The operands of an operation as an array-like walk: first(), then ->next.
inline Expr* operand(const Expr* e, unsigned i) {
  Expr* o = e->operands;
  while (i-- && o) o = o->next;
  return o;
}

} // namespace ilcc::il
