// format.cpp — -Wformat: printf and scanf format strings against their arguments
// (C17 7.21.6.1, 7.21.6.2).
//
// Applies to calls of functions with __attribute__((format(printf|scanf, m, n))) and to
// the standard ones known by name (printf, fprintf, sprintf, snprintf, the v-forms'
// strings only, scanf, fscanf, sscanf), when the format is a string literal. Each
// conversion specification is decoded (flags, width and precision with `*`, length
// modifier, conversion) and the matching argument's type, after the default argument
// promotions, is compared with the type the conversion expects, as gcc's -Wformat does.
#include "sema/sema.h"

#include "support/diagnostics.h"

#include <cctype>
#include <cstring>

namespace ilcc::sema {

namespace {
struct KnownFormat {
  const char* name;
  int archetype; // 0 printf, 1 scanf
  int index;     // 1-based format argument
  int first;     // first checked argument; 0: a va_list (not checked)
};
const KnownFormat kKnown[] = {
    {"printf", 0, 1, 2},   {"fprintf", 0, 2, 3},  {"sprintf", 0, 2, 3},  {"snprintf", 0, 3, 4},
    {"dprintf", 0, 2, 3},  {"vprintf", 0, 1, 0},  {"vfprintf", 0, 2, 0}, {"vsprintf", 0, 2, 0},
    {"vsnprintf", 0, 3, 0}, {"scanf", 1, 1, 2},   {"fscanf", 1, 2, 3},   {"sscanf", 1, 2, 3},
};

// The string literal behind a format argument, if it is one.
// The string literal a format argument is: directly, or the argument of a call of a
// format_arg function (`printf(gettext("%d"), n)`: gettext returns a translation of that
// format), as gcc sees it.
Constant* literal_of(Expr* e, unsigned depth = 0) {
  auto strip = [](Expr* x) {
    while (x->kind == ExprKind::Operation && x->operands &&
           (x->op == Operator::Cast || x->op == Operator::ArrayToPointer || x->op == Operator::FunctionToPointer))
      x = x->operands;
    return x;
  };
  e = strip(e);
  if (e->kind == ExprKind::Constant && e->constant->kind == ConstantKind::String && e->constant->char_size == 1)
    return e->constant;
  if (depth < 8 && e->kind == ExprKind::Operation && e->op == Operator::Call && e->operands) {
    Expr* callee = strip(e->operands);
    if (callee->kind != ExprKind::Routine) return nullptr;
    const Attribute* a = attribute_named(callee->routine->attributes, "format_arg");
    if (!a || !a->args || a->args->kind != ExprKind::Constant || a->args->constant->kind != ConstantKind::Integer)
      return nullptr;
    i128 k = a->args->constant->ivalue;
    Expr* arg = k >= 1 && k < 65536 ? operand(e, unsigned(k)) : nullptr; // operand 0 is the callee
    return arg ? literal_of(arg, depth + 1) : nullptr;
  }
  return nullptr;
}

enum class Want : u8 { Int, UInt, Long, ULong, LongLong, ULongLong, Short, Char, SizeT, PtrDiff, IntMax, Double, LongDouble,
                       CharPtr, VoidPtr, IntPtr, WcharT, Float, Any };

// The expected type as ilcc spells types (typedef names as gcc prints them). scanf's
// conversions expect pointers to these; printf's promoted short and char are int.
std::string want_name(Want w, bool scanf, bool unsigned_conv) {
  const char* n = "?";
  switch (w) {
  case Want::Int: n = "int"; break;
  case Want::UInt: n = "unsigned int"; break;
  case Want::Long: n = "long"; break;
  case Want::ULong: n = "unsigned long"; break;
  case Want::LongLong: n = "long long"; break;
  case Want::ULongLong: n = "unsigned long long"; break;
  case Want::Short: n = !scanf ? "int" : unsigned_conv ? "unsigned short" : "short"; break;
  case Want::Char: n = !scanf ? "int" : unsigned_conv ? "unsigned char" : "signed char"; break;
  case Want::SizeT: n = "size_t"; break;
  case Want::PtrDiff: n = "ptrdiff_t"; break;
  case Want::IntMax: n = "intmax_t"; break;
  case Want::Float: n = "float"; break;
  case Want::Double: n = "double"; break;
  case Want::LongDouble: n = "long double"; break;
  case Want::CharPtr: return scanf ? "char *" : "char *";
  case Want::VoidPtr: return scanf ? "void **" : "void *";
  case Want::IntPtr: return "int *";
  case Want::WcharT: n = "wchar_t"; break;
  case Want::Any: return "?";
  }
  return scanf ? std::string(n) + " *" : std::string(n);
}

// Is t an integer type of one of the kinds ks?
bool int_kind_in(QualType t, std::initializer_list<IntKind> ks) {
  if (!is_integer(t)) return false;
  IntKind k = int_kind_of(t);
  for (IntKind x : ks)
    if (x == k) return true;
  return false;
}

// Does the pointed-to type of a scanf argument fit the conversion? As for printf, the
// signedness of an integer does not matter.
bool scanf_matches(Want w, QualType t) {
  t = unatomic(t).unqualified();
  if (!is_pointer(t)) return false;
  QualType p = unatomic(t->base).unqualified();
  auto int_of = [&](std::initializer_list<IntKind> ks) { return int_kind_in(p, ks); };
  switch (w) {
  case Want::Int:
  case Want::UInt: return int_of({IntKind::Int, IntKind::UInt});
  case Want::Short: return int_of({IntKind::Short, IntKind::UShort});
  case Want::Char: return int_of({IntKind::Char, IntKind::SChar, IntKind::UChar});
  case Want::Long:
  case Want::ULong:
  case Want::SizeT:
  case Want::PtrDiff:
  case Want::IntMax: return int_of({IntKind::Long, IntKind::ULong});
  case Want::LongLong:
  case Want::ULongLong: return int_of({IntKind::LongLong, IntKind::ULongLong});
  case Want::Float: return is_real_floating(p) && p->float_kind == FloatKind::Float;
  case Want::Double: return is_real_floating(p) && p->float_kind == FloatKind::Double;
  case Want::LongDouble: return is_real_floating(p) && p->float_kind == FloatKind::LongDouble;
  case Want::CharPtr: return int_of({IntKind::Char, IntKind::SChar, IntKind::UChar});
  case Want::VoidPtr: return is_pointer(p);
  case Want::IntPtr: return int_of({IntKind::Int, IntKind::UInt});
  case Want::WcharT: return int_of({IntKind::Int, IntKind::UInt});
  case Want::Any: return true;
  }
  return true;
}

// Does an argument of (promoted) type t fit the printf conversion's expectation? Signed
// and unsigned of one rank match (gcc's -Wformat does not warn on signedness).
bool printf_matches(Want w, QualType t) {
  t = unatomic(t).unqualified();
  auto int_of = [&](std::initializer_list<IntKind> ks) { return int_kind_in(t, ks); };
  switch (w) {
  case Want::Int:
  case Want::UInt:
  case Want::Short:
  case Want::Char: return int_of({IntKind::Int, IntKind::UInt, IntKind::Bool, IntKind::Char, IntKind::SChar, IntKind::UChar, IntKind::Short, IntKind::UShort});
  case Want::Long:
  case Want::ULong:
  case Want::SizeT:
  case Want::PtrDiff:
  case Want::IntMax: return int_of({IntKind::Long, IntKind::ULong});
  case Want::LongLong:
  case Want::ULongLong: return int_of({IntKind::LongLong, IntKind::ULongLong});
  case Want::WcharT: return int_of({IntKind::Int, IntKind::UInt});
  case Want::Float: // scanf only
  case Want::Double: return is_real_floating(t) && t->float_kind != FloatKind::LongDouble; // float promotes
  case Want::LongDouble: return is_real_floating(t) && t->float_kind == FloatKind::LongDouble;
  case Want::CharPtr: return is_pointer(t) && is_integer(t->base) && t->base->size == 1;
  case Want::VoidPtr: return is_pointer(t);
  case Want::IntPtr: return is_pointer(t) && is_integer(t->base);
  case Want::Any: return true;
  }
  return true;
}
} // namespace

// The source location of byte `index` of the string literal written at `l` (several
// concatenated literals included), so that a diagnostic points at a conversion inside a
// format string as gcc's does; 0 when the text there is not such a literal (a macro).
Loc Sema::string_byte_loc(Loc l, size_t index) {
  if (!l) return 0;
  SourceManager& sm = pp.sources();
  const SourceBuffer& b = sm.buffer(sm.buffer_of(l));
  const char* text = b.file->text.data();
  u32 end = b.size;
  auto at = [&](u32 i) { return i < end ? text[i] : '\0'; };
  auto hex = [](char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; };
  u32 p = l - b.base;
  size_t count = 0;
  for (;;) {
    if (at(p) == 'u' && at(p + 1) == '8') p += 2;
    if (at(p) != '"') return 0;
    ++p;
    while (at(p) != '"') {
      if (at(p) == '\n' || at(p) == '\0') return 0;
      u32 start = p;
      size_t bytes = 1;
      if (at(p) == '\\') {
        char c = at(p + 1);
        if (c == '\n' || c == '\r') return 0; // a line splice: give up
        p += 2;
        if (c == 'x') {
          while (std::isxdigit(u8(at(p)))) ++p;
        } else if (c >= '0' && c <= '7') {
          for (int k = 0; k < 2 && at(p) >= '0' && at(p) <= '7'; ++k) ++p;
        } else if (c == 'u' || c == 'U') {
          u32 cp = 0;
          for (int k = 0; k < (c == 'u' ? 4 : 8) && std::isxdigit(u8(at(p))); ++k) cp = cp * 16 + u32(hex(at(p++)));
          bytes = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        }
      } else {
        ++p;
      }
      if (index < count + bytes) return b.base + start;
      count += bytes;
    }
    ++p;
    while (at(p) == ' ' || at(p) == '\t' || at(p) == '\n' || at(p) == '\r') ++p;
  }
}

void Sema::warn_format(Routine* fn, std::vector<Expr*>& args, Loc l) {
  int archetype = -1, index = 0, first = 0;
  if (FormatAttr* f = format_attrs_.find(fn->seq)) {
    archetype = f->archetype, index = f->index, first = f->first;
  } else {
    // By name; glibc renames some with an asm label (scanf is __isoc99_scanf).
    std::string_view n = fn->name.str();
    for (const KnownFormat& k : kKnown)
      if (n == k.name) archetype = k.archetype, index = k.index, first = k.first;
  }
  if (archetype < 0 || archetype > 1 || index < 1 || size_t(index) > args.size()) return;
  Constant* fmt = literal_of(args[size_t(index - 1)]);
  if (!fmt) {
    // -Wformat-security: printf(s), the classic format-string hole (gcc's rule: a variadic
    // function of the printf or scanf family and nothing after the format).
    if (first > 0 && args.size() < size_t(first))
      warn(Warning::FormatSecurity, args[size_t(index - 1)]->loc ? args[size_t(index - 1)]->loc : l,
           "format not a string literal and no format arguments");
    return;
  }
  std::string_view s(fmt->bytes, fmt->length ? fmt->length - 1 : 0);
  // Diagnostics point into the format string when it is written in place (as gcc).
  Loc fmt_loc = args[size_t(index - 1)]->loc ? args[size_t(index - 1)]->loc : l;
  auto at_byte = [&](size_t i) {
    Loc c = string_byte_loc(fmt_loc, i);
    return c ? c : fmt_loc;
  };
  size_t argi = first > 0 ? size_t(first - 1) : args.size();
  bool check_args = first > 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '%') continue;
    size_t start = i++;
    if (i < s.size() && s[i] == '%') continue;
    bool suppress = false;
    if (archetype == 1 && i < s.size() && s[i] == '*') suppress = true, ++i;
    // flags, width, precision
    while (i < s.size() && std::strchr("-+ #0'", s[i])) ++i;
    // A '*' width or precision takes an int; as for conversions, an unsigned int or a type
    // that promotes to int is no mismatch (gcc warns on signedness only with
    // -Wformat-signedness).
    auto star = [&](const char* what) {
      if (!check_args) return;
      if (argi >= args.size()) {
        warn(Warning::Format, at_byte(i), format("%s expects a matching 'int' argument", what));
        return;
      }
      QualType t = args[argi]->type;
      if (!is_integer(t) || !printf_matches(Want::Int, t))
        warn(Warning::Format, at_byte(i), format("%s expects argument of type 'int', but argument %zu has type '%s'", what,
                                      argi + 1, type_to_string(t).c_str()));
      ++argi;
    };
    if (i < s.size() && s[i] == '*' && archetype == 0) star("field width specifier '*'"), ++i;
    while (i < s.size() && std::isdigit(u8(s[i]))) ++i;
    if (i < s.size() && s[i] == '$') return; // positional arguments: not checked
    if (i < s.size() && s[i] == '.') {
      ++i;
      if (i < s.size() && s[i] == '*') star("field precision specifier '.*'"), ++i;
      while (i < s.size() && std::isdigit(u8(s[i]))) ++i;
    }
    // length modifier
    std::string len;
    while (i < s.size() && std::strchr("hlLqjztI", s[i])) len += s[i++];
    if (i >= s.size()) {
      warn(Warning::Format, at_byte(start), "spurious trailing '%' in format");
      return;
    }
    char conv = s[i];
    if (!std::strchr(archetype == 0 ? "diouxXeEfFgGaAcspn%m" : "diouxXeEfFgGaAcspn%[m", conv)) {
      warn(Warning::Format, at_byte(i), format("unknown conversion type character '%c' in format", conv));
      continue;
    }
    if (conv == '[') {
      // scanf's scanset: up to the ']' that is not first (nor after '^').
      size_t j = i + 1;
      if (j < s.size() && s[j] == '^') ++j;
      if (j < s.size() && s[j] == ']') ++j;
      while (j < s.size() && s[j] != ']') ++j;
      if (j >= s.size()) {
        warn(Warning::Format, at_byte(start), "no closing ']' for '%[' format");
        return;
      }
      i = j;
    }
    if (conv == 'm') continue;
    Want w = Want::Any;
    bool is_signed_conv = conv == 'd' || conv == 'i';
    if (std::strchr("diouxX", conv)) {
      if (len == "hh") w = Want::Char;
      else if (len == "h") w = Want::Short;
      else if (len == "l") w = is_signed_conv ? Want::Long : Want::ULong;
      else if (len == "ll" || len == "q" || len == "L") w = is_signed_conv ? Want::LongLong : Want::ULongLong;
      else if (len == "z") w = Want::SizeT;
      else if (len == "t") w = Want::PtrDiff;
      else if (len == "j") w = Want::IntMax;
      else w = is_signed_conv ? Want::Int : Want::UInt;
    } else if (std::strchr("eEfFgGaA", conv)) {
      // printf: float promotes to double; scanf: float *, double * (l), long double * (L).
      w = len == "L" ? Want::LongDouble : archetype == 1 && len.empty() ? Want::Float : Want::Double;
    } else if (conv == 'c') {
      w = len == "l" ? Want::WcharT : archetype == 1 ? Want::CharPtr : Want::Int;
    } else if (conv == 's' || conv == '[') {
      w = len == "l" ? Want::Any : Want::CharPtr;
    } else if (conv == 'p') {
      w = Want::VoidPtr;
    } else if (conv == 'n') {
      w = Want::IntPtr;
    }
    if (!check_args || suppress) continue;
    std::string spec(s.substr(start, (conv == '[' ? 1 : i - start + 1)));
    if (conv == '[') spec = "%[";
    bool scanf = archetype == 1;
    if (argi >= args.size()) {
      warn(Warning::Format, at_byte(i), format("format '%s' expects a matching '%s' argument", spec.c_str(), want_name(w, scanf, std::strchr("ouxX", conv) != nullptr).c_str()));
      return;
    }
    Expr* a = args[argi];
    QualType t = a->type;
    if (is_array(t)) t = tt.pointer_to(t->base);
    else if (is_function(t)) t = tt.pointer_to(t);
    ++argi;
    if (!is_error(t) && !(scanf ? scanf_matches(w, t) : printf_matches(w, t)))
      warn(Warning::Format, at_byte(i), format("format '%s' expects argument of type '%s', but argument %zu has type '%s'", spec.c_str(),
                                        want_name(w, scanf, std::strchr("ouxX", conv) != nullptr).c_str(), argi, type_to_string(t).c_str()));
  }
  if (check_args && argi < args.size()) warn(Warning::FormatExtraArgs, fmt_loc, "too many arguments for format");
}

} // namespace ilcc::sema
