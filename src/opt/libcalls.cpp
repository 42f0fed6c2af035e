// libcalls.cpp — simplifying calls to known C library functions (docs/opt.md, "libcalls").
//
// A call is rewritten only when its callee is one of the table's names with the standard
// type, both at the call and in the module's declaration (or definition: C 7.1.3 makes a
// program's own external definition of a library name undefined, and gcc, whose behaviour
// gcc's c-torture tests check, treats such a definition as the library function when its
// type matches), and is not a static function of the unit. An unprototyped or mismatching
// declaration, -fno-builtin and -ffreestanding leave every call alone. The function a
// call becomes (puts for a printf) must be declared with the standard type too; one the
// unit has not declared (yet) is declared by the pass only once the unit is complete
// (InlineOptions::declare_library, the pipeline's late run): a declaration or definition
// later in the unit may give the name another type, or make it a static function.
//
// - printf, __printf_chk, vprintf, __vprintf_chk whose value is unused, with a constant
//   format without '%' (or "%s" of a constant string, printf only): "" is nothing, one
//   character putchar(c), a string ending in '\n' puts of the rest; anything else stays
//   (a plain string would need stdout, which the compiler does not know). printf("%s\n",
//   s) is puts(s), printf("%c", c) putchar(c).
// - fprintf, __fprintf_chk, vfprintf, __vfprintf_chk likewise with fputc(c, f) for one
//   character, fputs(s, f) for more; fprintf(f, "%s", s) is fputs(s, f), fprintf(f, "%c",
//   c) fputc(c, f).
// - glibc's object size checking functions (__memcpy_chk, __strcpy_chk, __sprintf_chk and
//   the others _FORTIFY_SOURCE calls through __builtin___*_chk) become the unchecked
//   function when their check cannot fail: the object size (opt/object_size.cpp) is
//   unknown, (size_t)-1, or at least the constant length written; the printf family also
//   needs the flag 0 or a format without '%'. Otherwise the call stays and the library
//   checks at run time (and aborts on an overflow).
// - fabs and fabsf become the fabs_f64/fabs_f32 intrinsics (exact, no errno).
// - floor, ceil, trunc, round, rint and nearbyint of a float widened to double become
//   the float functions widened: their result is an integer-valued float of the
//   argument's magnitude, representable in float, so the narrow call computes exactly
//   the same value (under any rounding mode for rint and nearbyint). A cast of a widened
//   float back to float is the float. Without errno (the sqrt intrinsic stands alone,
//   inline.cpp), (float) sqrt_f64((double) f) is sqrt_f32(f): a correctly rounded double
//   square root of a float rounds to the correctly rounded float one (53 >= 2 * 24 + 2).
//   sin, exp and the like are not narrowed: the float functions are less accurate, gcc
//   narrows them only under -funsafe-math-optimizations.
// - A comparison of fabs_*(x) with a constant c <= 0: fabs(x) < c is false (NaN included),
//   fabs(x) >= c is x == x (false only for NaN), fabs(x) == 0 is x == 0 and so on; of
//   sqrt_*(x) (NaN or >= -0) only the ones that are false or true whatever x is.
// - memcpy and mempcpy of a constant length of 1 to 64 bytes become the memcpy
//   instruction (moves), memset of a constant byte and length stores of the repeated byte.
//
// Cost: one scan for candidates; then one sweep that records definitions and counts uses,
// one that rewrites, and a rebuild of the blocks that gained an instruction: linear. The
// callee names are interned once per process and looked up by symbol id.
#include "opt/libcalls.h"

#include "ir/rewrite.h"
#include "opt/value_fold.h"
#include "support/hash.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <string>

namespace ilcc {

namespace {

enum Lib : u8 {
  Printf, PrintfChk, Vprintf, VprintfChk, Fprintf, FprintfChk, Vfprintf, VfprintfChk,
  Puts, Putchar, Fputs, Fputc,
  Fabs, Fabsf,
  Floor, Ceil, Trunc, Round, Rint, Nearbyint,
  Floorf, Ceilf, Truncf, Roundf, Rintf, Nearbyintf,
  // glibc's object size checking functions (_FORTIFY_SOURCE), then what each becomes when
  // the check cannot fail (kUnchecked apart).
  MemcpyChk, MempcpyChk, MemmoveChk, MemsetChk, StrcpyChk, StpcpyChk, StrncpyChk, StpncpyChk,
  StrcatChk, StrncatChk, SprintfChk, SnprintfChk, VsprintfChk, VsnprintfChk,
  Memcpy, Mempcpy, Memmove, Memset, Strcpy, Stpcpy, Strncpy, Stpncpy, Strcat, Strncat, Sprintf, Snprintf,
  Vsprintf, Vsnprintf,
  kNumLibs
};
constexpr int kUnchecked = Memcpy - MemcpyChk; // __memcpy_chk + kUnchecked = memcpy
// The longest memcpy or memset done inline (the back end copies up to 64 bytes with
// moves, each chunk loaded before any is stored).
constexpr u64 kMaxInlineBytes = 64;

struct Signature {
  const char* name;
  IrType ret;
  std::array<IrType, 6> params;
  u8 num_params;
  bool variadic;
};

constexpr IrType I32 = IrType::I32, P = IrType::Ptr, D = IrType::F64, F = IrType::F32, V = IrType::Void, Z = IrType::U64;
constexpr Signature kSignatures[kNumLibs] = {
    {"printf", I32, {P, V, V, V, V, V}, 1, true},
    {"__printf_chk", I32, {I32, P, V, V, V, V}, 2, true},
    {"vprintf", I32, {P, P, V, V, V, V}, 2, false},
    {"__vprintf_chk", I32, {I32, P, P, V, V, V}, 3, false},
    {"fprintf", I32, {P, P, V, V, V, V}, 2, true},
    {"__fprintf_chk", I32, {P, I32, P, V, V, V}, 3, true},
    {"vfprintf", I32, {P, P, P, V, V, V}, 3, false},
    {"__vfprintf_chk", I32, {P, I32, P, P, V, V}, 4, false},
    {"puts", I32, {P, V, V, V, V, V}, 1, false},
    {"putchar", I32, {I32, V, V, V, V, V}, 1, false},
    {"fputs", I32, {P, P, V, V, V, V}, 2, false},
    {"fputc", I32, {I32, P, V, V, V, V}, 2, false},
    {"fabs", D, {D, V, V, V, V, V}, 1, false},
    {"fabsf", F, {F, V, V, V, V, V}, 1, false},
    {"floor", D, {D, V, V, V, V, V}, 1, false},
    {"ceil", D, {D, V, V, V, V, V}, 1, false},
    {"trunc", D, {D, V, V, V, V, V}, 1, false},
    {"round", D, {D, V, V, V, V, V}, 1, false},
    {"rint", D, {D, V, V, V, V, V}, 1, false},
    {"nearbyint", D, {D, V, V, V, V, V}, 1, false},
    {"floorf", F, {F, V, V, V, V, V}, 1, false},
    {"ceilf", F, {F, V, V, V, V, V}, 1, false},
    {"truncf", F, {F, V, V, V, V, V}, 1, false},
    {"roundf", F, {F, V, V, V, V, V}, 1, false},
    {"rintf", F, {F, V, V, V, V, V}, 1, false},
    {"nearbyintf", F, {F, V, V, V, V, V}, 1, false},
    {"__memcpy_chk", P, {P, P, Z, Z, V, V}, 4, false},
    {"__mempcpy_chk", P, {P, P, Z, Z, V, V}, 4, false},
    {"__memmove_chk", P, {P, P, Z, Z, V, V}, 4, false},
    {"__memset_chk", P, {P, I32, Z, Z, V, V}, 4, false},
    {"__strcpy_chk", P, {P, P, Z, V, V, V}, 3, false},
    {"__stpcpy_chk", P, {P, P, Z, V, V, V}, 3, false},
    {"__strncpy_chk", P, {P, P, Z, Z, V, V}, 4, false},
    {"__stpncpy_chk", P, {P, P, Z, Z, V, V}, 4, false},
    {"__strcat_chk", P, {P, P, Z, V, V, V}, 3, false},
    {"__strncat_chk", P, {P, P, Z, Z, V, V}, 4, false},
    {"__sprintf_chk", I32, {P, I32, Z, P, V, V}, 4, true},
    {"__snprintf_chk", I32, {P, Z, I32, Z, P, V}, 5, true},
    {"__vsprintf_chk", I32, {P, I32, Z, P, P, V}, 5, false},
    {"__vsnprintf_chk", I32, {P, Z, I32, Z, P, P}, 6, false},
    {"memcpy", P, {P, P, Z, V, V, V}, 3, false},
    {"mempcpy", P, {P, P, Z, V, V, V}, 3, false},
    {"memmove", P, {P, P, Z, V, V, V}, 3, false},
    {"memset", P, {P, I32, Z, V, V, V}, 3, false},
    {"strcpy", P, {P, P, V, V, V, V}, 2, false},
    {"stpcpy", P, {P, P, V, V, V, V}, 2, false},
    {"strncpy", P, {P, P, Z, V, V, V}, 3, false},
    {"stpncpy", P, {P, P, Z, V, V, V}, 3, false},
    {"strcat", P, {P, P, V, V, V, V}, 2, false},
    {"strncat", P, {P, P, Z, V, V, V}, 3, false},
    {"sprintf", I32, {P, P, V, V, V, V}, 2, true},
    {"snprintf", I32, {P, Z, P, V, V, V}, 3, true},
    {"vsprintf", I32, {P, P, P, V, V, V}, 3, false},
    {"vsnprintf", I32, {P, Z, P, P, V, V}, 4, false},
};
constexpr int kNarrowed = Floorf - Floor; // floor + kNarrowed = floorf
static_assert(kLibcallDeclarations == Fputc - Puts + 1 + Nearbyintf - Floorf + 1 + kNumLibs - Memcpy,
              "the functions the pass calls");

struct Names {
  std::array<Symbol, kNumLibs> symbol;
  HashMap<u32, u8> by_id; // symbol id -> Lib
};

const Names& names() {
  static const Names n = [] {
    Names r;
    for (u8 k = 0; k < kNumLibs; ++k) {
      r.symbol[k] = Symbol::intern(kSignatures[k].name);
      r.by_id.insert(r.symbol[k].id(), k);
    }
    return r;
  }();
  return n;
}

bool standard_function(const IrFunction& g, Lib l) {
  const Signature& s = kSignatures[l];
  if (g.is_static || g.is_variadic != s.variadic || g.return_type != s.ret || g.params.size() != s.num_params ||
      g.uses_sret || g.has_static_chain)
    return false;
  for (size_t k = 0; k < s.num_params; ++k)
    if (!types_agree(g.params[k].ty, s.params[k]) || g.params[k].struct_size) return false;
  return true;
}

bool standard_call(const Instruction& call, Lib l) {
  const Signature& s = kSignatures[l];
  const CallInfo& ci = call.call_info();
  if (ci.is_variadic != s.variadic || ci.return_type != s.ret || ci.is_sret || ci.has_static_chain ||
      !ci.struct_args.empty() || ci.arg_types.size() != call.num_ops || call.num_ops < s.num_params ||
      (!s.variadic && call.num_ops != s.num_params))
    return false;
  for (size_t k = 0; k < s.num_params; ++k)
    if (!types_agree(ci.arg_types[k], s.params[k])) return false;
  return true;
}

std::atomic<u32> literal_counter{0};

class LibCalls {
public:
  LibCalls(IrModule& m, IrFunction& f, const InlineOptions& o)
      : m_(m), f_(f), rw_(f.value_limit()), declare_(o.declare_library), interposable_(o.interposable) {}

  size_t run() {
    if (!scan()) return 0;
    record();
    for (u32 bi = 0; bi < f_.blocks.size(); ++bi) {
      std::vector<Instruction>& insts = f_.blocks[bi].instructions;
      for (u32 k = 0; k < insts.size(); ++k) rewrite(bi, k);
    }
    // Casts back to float of widened floats (the narrowed calls' among them), wherever
    // they are laid out.
    if (any_wide_)
      for (BasicBlock& b : f_.blocks)
        for (Instruction& i : b.instructions) narrow_cast(i);
    if (!changes_) return 0;
    for (auto& l : new_literals_) m_.string_literals.push_back(std::move(l));
    if (!inserts_.empty()) insert_pending();
    erase_instructions(f_, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    if (!rw_.empty()) rw_.apply(f_);
    return changes_;
  }

private:
  static constexpr u32 kNone = UINT32_MAX;

  // What the sweeps know about a value's definition.
  struct Def {
    enum Kind : u8 { String, Widened, Fabs, Sqrt } kind;
    IrType ty = IrType::Void;      // Fabs, Sqrt: the intrinsic's type
    Operand x;                     // Widened: the float; Fabs, Sqrt: the argument
    const std::string* bytes = nullptr; // String: the literal or constant array
    u64 offset = 0;
  };

  // Whether f has anything to rewrite: a call of a name of the table, a fabs or sqrt
  // intrinsic (for the compares) or a narrowing cast.
  bool scan() {
    const Names& n = names();
    bool any = false;
    for (const BasicBlock& b : f_.blocks)
      for (const Instruction& i : b.instructions) {
        if (i.op == Opcode::Call && i.call_info().callee && n.by_id.find(i.call_info().callee.id())) any = true;
        else if (i.op == Opcode::Intrinsic &&
                 (i.intrinsic() == IntrinsicOp::FabsF64 || i.intrinsic() == IntrinsicOp::FabsF32 ||
                  i.intrinsic() == IntrinsicOp::SqrtF64 || i.intrinsic() == IntrinsicOp::SqrtF32))
          any = true;
        else if (i.op == Opcode::Cast && i.ty == IrType::F64 && i.ty2 == IrType::F32) any = true;
      }
    return any;
  }

  void add_def(Value v, const Def& d) {
    if (v.id >= slot_.size()) return;
    slot_[v.id] = u32(defs_.size());
    defs_.push_back(d);
    if (d.kind == Def::Widened) any_wide_ = true;
  }
  const Def* def(const Operand& o) const {
    if (!o.is_value() || o.value().id >= slot_.size() || slot_[o.value().id] == kNone) return nullptr;
    return &defs_[slot_[o.value().id]];
  }
  u32 uses(Value v) const { return v.id < uses_.size() ? uses_[v.id] : 0; }
  bool unused(Value v) const { return !v.valid() || uses(v) == 0; }
  bool unused(const Instruction& i) const { return unused(i.dest); }

  // The bytes of a NUL-terminated constant string a global names: a string literal, or a
  // constant array defined here with a string initializer (not replaceable).
  const std::string* string_of(Symbol s) {
    if (const std::string* lit = m_.find_string_literal(s)) return lit;
    const IrGlobal* g = m_.find_global(s);
    if (!g || !has_constant_contents(*g, interposable_)) return nullptr;
    const GlobalInit::String* str = g->init.get_if<GlobalInit::String>();
    return str && g->size > str->bytes.size() ? &str->bytes : nullptr; // room for the NUL
  }

  void record() {
    u32 n = f_.value_limit();
    slot_.assign(n, kNone);
    uses_.assign(n, 0);
    auto count = [&](u32 id) {
      if (id < n) ++uses_[id];
    };
    for (const BasicBlock& b : f_.blocks) {
      for (const Instruction& i : b.instructions) {
        i.for_each_used_value(count);
        if (!i.dest.valid()) continue;
        if (i.op == Opcode::GlobalAddr) {
          if (const std::string* s = string_of(i.global_name()))
            add_def(i.dest, Def{Def::String, IrType::Void, {}, s, 0});
        } else if (i.op == Opcode::GetElementPtr) {
          const Def* base = def(i.operand(0));
          std::optional<i64> off = i.operand(1).const_int();
          if (base && base->kind == Def::String && off && *off >= 0 &&
              base->offset + u64(*off) <= base->bytes->size()) {
            Def d = *base;
            d.offset += u64(*off);
            add_def(i.dest, d);
          }
        } else if (i.op == Opcode::Cast && i.ty == IrType::F32 && i.ty2 == IrType::F64) {
          add_def(i.dest, Def{Def::Widened, IrType::F64, i.operand(0), nullptr, 0});
        } else if (i.op == Opcode::Intrinsic) {
          IntrinsicOp op = i.intrinsic();
          bool fabs = op == IntrinsicOp::FabsF64 || op == IntrinsicOp::FabsF32;
          bool sqrt = op == IntrinsicOp::SqrtF64 || op == IntrinsicOp::SqrtF32;
          IrType t = op == IntrinsicOp::FabsF64 || op == IntrinsicOp::SqrtF64 ? IrType::F64 : IrType::F32;
          if (fabs || sqrt) add_def(i.dest, Def{fabs ? Def::Fabs : Def::Sqrt, t, i.operand(0), nullptr, 0});
        }
      }
      b.terminator.for_each_used_value(count);
    }
  }

  // The constant string an operand points to (up to its first NUL), if it is one.
  std::optional<std::string_view> constant_string(const Operand& o) const {
    const Def* d = def(o);
    if (!d || d->kind != Def::String) return std::nullopt;
    std::string_view s = std::string_view(*d->bytes).substr(d->offset);
    return s.substr(0, s.find('\0'));
  }

  // The module's function for l when it has the standard type. If m has no function of
  // that name yet, it is declared here when the unit is complete (declare_) and
  // m.functions has spare room (no reference to a function of m may move); while the unit
  // is incomplete, a later declaration of the name could give it another type or make it
  // a static function of the unit, so the call waits.
  const IrFunction* library(Lib l) {
    Symbol s = names().symbol[l];
    if (IrFunction* g = m_.find_function(s)) return standard_function(*g, l) ? g : nullptr;
    if (!declare_ || m_.functions.size() >= m_.functions.capacity()) return nullptr;
    const Signature& sig = kSignatures[l];
    return &m_.add_declaration(s, sig.ret, std::span<const IrType>(sig.params.data(), sig.num_params), sig.variadic);
  }

  Instruction make_call(Value dest, Lib l, std::initializer_list<Operand> args) {
    const Signature& sig = kSignatures[l];
    Instruction i = make_inst(f_.arena, Opcode::Call, dest, sig.ret, args);
    CallInfo* ci = f_.arena.make<CallInfo>();
    ci->callee = names().symbol[l];
    ci->return_type = sig.ret;
    ci->num_fixed_args = sig.num_params;
    ci->arg_types = f_.arena.copy(std::span<const IrType>(sig.params.data(), sig.num_params));
    i.ext = ci;
    return i;
  }

  // A new string literal holding s.
  Operand literal(u32 bi, u32 k, std::string s) {
    Symbol name;
    do name = Symbol::intern(".str.libcall." + std::to_string(literal_counter++));
    while (m_.find_string_literal(name) || m_.find_global(name) || m_.find_function(name));
    new_literals_.emplace_back(name, std::move(s)); // added at the end: Defs point into the table
    Value v = f_.new_value();
    inserts_.push_back(Insert{bi, k, make_global_addr(v, name)});
    return Operand(v);
  }

  // The rewritten calls' values have no uses: `with` defines none.
  void replace_call(Instruction& i, const Instruction& with) {
    i = with;
    ++changes_;
  }
  void remove(Instruction& i) {
    i.flags |= Instruction::kFlagDead;
    ++changes_;
  }
  static Operand char_operand(char c) { return Operand(IrConst::int32(i32(u8(c)))); }

  // Output of a constant string s to stdout (the format's operand fmt points to it).
  bool print_constant(u32 bi, u32 k, std::string_view s) {
    Instruction& i = f_.blocks[bi].instructions[k];
    if (s.empty()) {
      remove(i);
      return true;
    }
    if (s.size() == 1) {
      if (!library(Putchar)) return false;
      replace_call(i, make_call(kNoValue, Putchar, {char_operand(s[0])}));
      return true;
    }
    if (s.back() != '\n' || !library(Puts)) return false;
    Operand str = literal(bi, k, std::string(s.substr(0, s.size() - 1)));
    replace_call(f_.blocks[bi].instructions[k], make_call(kNoValue, Puts, {str}));
    return true;
  }

  // Output of the constant string s, which fmt points to, to the stream file.
  bool fprint_constant(Instruction& i, const Operand& file, const Operand& fmt, std::string_view s) {
    if (s.empty()) {
      remove(i);
      return true;
    }
    if (s.size() == 1) {
      if (!library(Fputc)) return false;
      replace_call(i, make_call(kNoValue, Fputc, {char_operand(s[0]), file}));
      return true;
    }
    if (!library(Fputs)) return false;
    replace_call(i, make_call(kNoValue, Fputs, {fmt, file}));
    return true;
  }

  void printf_family(u32 bi, u32 k, Lib l) {
    Instruction& i = f_.blocks[bi].instructions[k];
    if (!unused(i)) return; // puts and the others return other values
    bool to_file = l >= Fprintf;
    bool va = l == Vprintf || l == VprintfChk || l == Vfprintf || l == VfprintfChk;
    bool chk = l == PrintfChk || l == VprintfChk || l == FprintfChk || l == VfprintfChk;
    u32 fmt_index = (to_file ? 1 : 0) + (chk ? 1 : 0);
    Operand file = to_file ? i.operand(0) : Operand();
    Operand fmt = i.operand(fmt_index);
    std::optional<std::string_view> s = constant_string(fmt);
    if (!s) return;
    std::span<const Operand> args = i.operands().subspan(fmt_index + 1);
    std::span<const IrType> types = i.call_info().arg_types.subspan(fmt_index + 1);
    if (s->find('%') == std::string_view::npos) {
      if (to_file) fprint_constant(i, file, fmt, *s);
      else print_constant(bi, k, *s);
      return;
    }
    if (va || args.size() != 1) return;
    if (*s == "%s" && types[0] == IrType::Ptr) {
      if (to_file) {
        if (library(Fputs)) replace_call(i, make_call(kNoValue, Fputs, {args[0], file}));
      } else if (std::optional<std::string_view> arg = constant_string(args[0])) {
        print_constant(bi, k, *arg);
      }
    } else if (*s == "%c" && types_agree(types[0], IrType::I32)) {
      Lib put = to_file ? Fputc : Putchar;
      if (!library(put)) return;
      Operand c = args[0];
      replace_call(i, to_file ? make_call(kNoValue, Fputc, {c, file}) : make_call(kNoValue, Putchar, {c}));
    } else if (*s == "%s\n" && !to_file && types[0] == IrType::Ptr) {
      if (library(Puts)) replace_call(i, make_call(kNoValue, Puts, {args[0]}));
    }
  }

  // A call of glibc's object size checking function l whose check cannot fail becomes the
  // unchecked function (as gcc folds __builtin___memcpy_chk and friends): the object size
  // is unknown ((size_t)-1) or at least the constant length written; the printf family
  // also needs the flag 0 (_FORTIFY_SOURCE=1) or a format without '%' (the checking
  // function also refuses %n in writable formats).
  void checked_call(Instruction& i, Lib l) {
    std::span<const Operand> ops = i.operands();
    auto value = [&](u32 k) { return ops[k].is_const() ? ops[k].constant().to_i128() : std::nullopt; };
    auto fits = [&](u32 len, u32 size) {
      std::optional<i128> n = value(len), os = value(size);
      return os && (u64(*os) == ~u64(0) || (n && *n >= 0 && u64(*n) <= u64(*os)));
    };
    auto unknown = [&](u32 size) {
      std::optional<i128> os = value(size);
      return os && u64(*os) == ~u64(0);
    };
    auto plain_format = [&](u32 flag, u32 fmt) {
      std::optional<i128> fl = value(flag);
      if (fl && *fl == 0) return true;
      std::optional<std::string_view> s = constant_string(ops[fmt]);
      return s && s->find('%') == std::string_view::npos;
    };
    std::vector<u32> drop; // the checking function's own arguments
    bool ok = false;
    switch (l) {
    case MemcpyChk: case MempcpyChk: case MemmoveChk: case MemsetChk: case StrncpyChk: case StpncpyChk:
      ok = fits(2, 3), drop = {3};
      break;
    case StrcpyChk: case StpcpyChk: {
      std::optional<std::string_view> src = constant_string(ops[1]);
      std::optional<i128> os = value(2);
      ok = os && (u64(*os) == ~u64(0) || (src && src->size() + 1 <= u64(*os)));
      drop = {2};
      break;
    }
    case StrcatChk: ok = unknown(2), drop = {2}; break;
    case StrncatChk: ok = unknown(3), drop = {3}; break;
    case SprintfChk: case VsprintfChk: ok = unknown(2) && plain_format(1, 3), drop = {1, 2}; break;
    case SnprintfChk: case VsnprintfChk: ok = fits(1, 3) && plain_format(2, 4), drop = {2, 3}; break;
    default: break;
    }
    Lib to = Lib(l + kUnchecked);
    if (!ok || !library(to)) return;
    const CallInfo& ci = i.call_info();
    std::vector<Operand> args;
    std::vector<IrType> types;
    for (u32 k = 0; k < ops.size(); ++k) {
      if (std::find(drop.begin(), drop.end(), k) != drop.end()) continue;
      args.push_back(ops[k]);
      types.push_back(ci.arg_types[k]);
    }
    const Signature& sig = kSignatures[to];
    Instruction c = make_inst(f_.arena, Opcode::Call, i.dest, sig.ret, std::span<const Operand>(args));
    CallInfo* nci = f_.arena.make<CallInfo>();
    nci->callee = names().symbol[to];
    nci->return_type = sig.ret;
    nci->is_variadic = sig.variadic;
    nci->num_fixed_args = sig.variadic ? sig.num_params : u32(types.size());
    nci->arg_types = f_.arena.copy(std::span<const IrType>(types));
    c.ext = nci;
    replace_call(i, c);
  }

  void rewrite(u32 bi, u32 k) {
    Instruction& i = f_.blocks[bi].instructions[k];
    if (i.op == Opcode::Cmp) return fold_compare(i);
    if (i.op != Opcode::Call || !i.call_info().callee) return;
    const u8* at = names().by_id.find(i.call_info().callee.id());
    if (!at) return;
    Lib l = Lib(*at);
    if (!standard_call(i, l)) return;
    if (const IrFunction* g = m_.find_function(i.call_info().callee); !g || !standard_function(*g, l)) return;
    if (l <= VfprintfChk) return printf_family(bi, k, l);
    if (l >= MemcpyChk && l <= VsnprintfChk) return checked_call(i, l);
    if (l == Memcpy || l == Mempcpy) return inline_copy(bi, k, l);
    if (l == Memset) return inline_fill(bi, k);
    if (l == Fabs || l == Fabsf) {
      if (unused(i)) return remove(i);
      IrType t = kSignatures[l].ret;
      Instruction a = make_inst(f_.arena, Opcode::Intrinsic, i.dest, IrType::Void, {i.operand(0)});
      a.sub = u8(t == IrType::F64 ? IntrinsicOp::FabsF64 : IntrinsicOp::FabsF32);
      add_def(i.dest, Def{Def::Fabs, t, i.operand(0), nullptr, 0}); // for the compares that follow
      i = a;
      ++changes_;
      return;
    }
    if (l >= Floor && l <= Nearbyint) {
      const Def* w = def(i.operand(0));
      if (!w || w->kind != Def::Widened) return;
      if (unused(i)) return remove(i); // no errno: the functions are pure
      if (!library(Lib(l + kNarrowed))) return;
      Value narrow = f_.new_value(), dest = i.dest;
      Operand x = w->x;
      i = make_call(narrow, Lib(l + kNarrowed), {x});
      inserts_.push_back(Insert{bi, k + 1, make_cast(f_.arena, dest, IrType::F32, IrType::F64, Operand(narrow))});
      add_def(dest, Def{Def::Widened, IrType::F64, Operand(narrow), nullptr, 0});
      ++changes_;
    }
  }

  // (float) of a widened float is that float; (float) sqrt_f64((double) y) used only
  // there is sqrt_f32(y).
  void narrow_cast(Instruction& i) {
    if (i.op != Opcode::Cast || i.ty != IrType::F64 || i.ty2 != IrType::F32 || (i.flags & Instruction::kFlagDead))
      return;
    const Def* d = def(i.operand(0));
    if (!d) return;
    if (d->kind == Def::Widened) {
      rw_.replace(i.dest, d->x);
      remove(i);
      return;
    }
    const Def* w = d->kind == Def::Sqrt && d->ty == IrType::F64 ? def(d->x) : nullptr;
    if (!w || w->kind != Def::Widened || uses(i.operand(0).value()) != 1) return;
    Instruction s = make_inst(f_.arena, Opcode::Intrinsic, i.dest, IrType::Void, {w->x});
    s.sub = u8(IntrinsicOp::SqrtF32);
    i = s;
    ++changes_;
  }

  // Comparisons of fabs(x) (>= +0 or NaN) and sqrt(x) (>= -0 or NaN) with c <= 0.
  void fold_compare(Instruction& i) {
    if (i.ty != IrType::F64 && i.ty != IrType::F32) return;
    IrCmpOp op = i.cmpop();
    const Def* d = def(i.operand(0));
    Operand c = i.operand(1);
    if (!d) {
      d = def(i.operand(1));
      c = i.operand(0);
      op = swapped(op);
    }
    if (!d || (d->kind != Def::Fabs && d->kind != Def::Sqrt) || !c.is_const()) return;
    IrConst k = c.constant();
    std::optional<double> v = k.kind() == ConstKind::Zero ? std::optional<double>(0.0) : k.to_f64();
    if (!v || (!k.is_float() && k.kind() != ConstKind::Zero)) return;
    if (std::isnan(*v) || *v > 0) return;
    bool negative = *v < 0;
    bool fabs = d->kind == Def::Fabs;
    auto constant = [&](bool b) {
      rw_.replace(i.dest, Operand(IrConst::int8(b)));
      remove(i);
    };
    auto compare = [&](IrCmpOp o, Operand a, Operand b) {
      i = make_cmp(f_.arena, i.dest, o, i.ty, a, b);
      ++changes_;
    };
    Operand x = d->x, zero = Operand(IrConst::zero(i.ty));
    switch (op) {
    case IrCmpOp::Slt: case IrCmpOp::Ult: return constant(false);
    case IrCmpOp::Sle: case IrCmpOp::Ule:
      if (negative) return constant(false);
      if (fabs) compare(IrCmpOp::Eq, x, zero);
      return;
    case IrCmpOp::Sgt: case IrCmpOp::Ugt:
      if (fabs && negative) compare(IrCmpOp::Eq, x, x);
      return;
    case IrCmpOp::Sge: case IrCmpOp::Uge:
      if (fabs) compare(IrCmpOp::Eq, x, x);
      return;
    case IrCmpOp::Eq:
      if (negative) return constant(false);
      if (fabs) compare(IrCmpOp::Eq, x, zero);
      return;
    case IrCmpOp::Ne:
      if (negative) return constant(true);
      if (fabs) compare(IrCmpOp::Ne, x, zero);
      return;
    }
  }

  // The constant length of a memcpy, mempcpy or memset call when it is small enough to
  // copy or fill inline (1 to kMaxInlineBytes bytes), else nullopt.
  static std::optional<u64> inline_length(const Instruction& i) {
    std::optional<i64> n = i.operand(2).const_int();
    if (!n || *n < 1 || *n > i64(kMaxInlineBytes)) return std::nullopt;
    return u64(*n);
  }

  // memcpy or mempcpy of a small constant length becomes the memcpy instruction: moves
  // (the back end's copy), which sroa takes apart when either side is a local (`memcpy(&v,
  // p, 8)` is one load). memcpy returns the destination, mempcpy its end.
  void inline_copy(u32 bi, u32 k, Lib l) {
    Instruction& i = f_.blocks[bi].instructions[k];
    std::optional<u64> n = inline_length(i);
    if (!n) return;
    Operand d = i.operand(0);
    Value result = i.dest;
    Instruction c = make_inst(f_.arena, Opcode::Memcpy, kNoValue, IrType::Ptr, {d, i.operand(1)});
    c.imm = *n;
    replace_call(i, c);
    if (unused(result)) return;
    if (l == Memcpy) rw_.replace(result, d);
    else inserts_.push_back(Insert{bi, k + 1, make_gep(f_.arena, result, d, Operand(IrConst::int64(i64(*n))))});
  }

  // memset of a small constant length with a constant byte becomes stores of the repeated
  // byte, 8 bytes at a time, then 4, 2 and 1; it returns the destination.
  void inline_fill(u32 bi, u32 k) {
    Instruction& i = f_.blocks[bi].instructions[k];
    std::optional<u64> n = inline_length(i);
    std::optional<i64> c = i.operand(1).const_int();
    if (!n || !c) return;
    u64 pattern = u64(u8(*c)) * 0x0101010101010101ull;
    Operand d = i.operand(0);
    for (u64 off = 0; off < *n;) {
      u64 left = *n - off, w = left >= 8 ? 8 : left >= 4 ? 4 : left >= 2 ? 2 : 1;
      IrType t = w == 8 ? IrType::I64 : w == 4 ? IrType::I32 : w == 2 ? IrType::I16 : IrType::I8;
      Operand at = d;
      if (off) {
        at = Operand(f_.new_value());
        inserts_.push_back(Insert{bi, k, make_gep(f_.arena, at.value(), d, Operand(IrConst::int64(i64(off))))});
      }
      inserts_.push_back(Insert{bi, k, make_store(f_.arena, t, int_operand(i128(pattern), t), at)});
      off += w;
    }
    if (!unused(i.dest)) rw_.replace(i.dest, d);
    remove(i);
  }

  struct Insert {
    u32 block, at;
    Instruction inst;
  };

  void insert_pending() {
    std::stable_sort(inserts_.begin(), inserts_.end(), [](const Insert& a, const Insert& b) {
      return a.block != b.block ? a.block < b.block : a.at < b.at;
    });
    size_t n = 0;
    while (n < inserts_.size()) {
      BasicBlock& b = f_.blocks[inserts_[n].block];
      bool spans = !b.source_spans.empty();
      std::vector<Instruction> out;
      std::vector<SourceSpan> out_spans;
      out.reserve(b.instructions.size() + 4);
      size_t e = n;
      for (u32 k = 0; k <= b.instructions.size(); ++k) {
        for (; e < inserts_.size() && inserts_[e].block == inserts_[n].block && inserts_[e].at == k; ++e) {
          out.push_back(inserts_[e].inst);
          if (spans) out_spans.push_back(k < b.source_spans.size() ? b.source_spans[k] : SourceSpan{});
        }
        if (k == b.instructions.size()) break;
        out.push_back(b.instructions[k]);
        if (spans) out_spans.push_back(b.source_spans[k]);
      }
      b.instructions = std::move(out);
      if (spans) b.source_spans = std::move(out_spans);
      n = e;
    }
  }

  IrModule& m_;
  IrFunction& f_;
  ValueRewriter rw_;
  std::vector<u32> slot_; // by value id: index into defs_, or kNone
  std::vector<Def> defs_;
  std::vector<u32> uses_; // by value id
  std::vector<Insert> inserts_;
  std::vector<std::pair<Symbol, std::string>> new_literals_;
  bool declare_, interposable_;
  bool any_wide_ = false;
  size_t changes_ = 0;
};

} // namespace

size_t simplify_library_calls(IrModule& m, IrFunction& f, const InlineOptions& o) {
  if (!o.library || o.level <= 0 || f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0;
  return LibCalls(m, f, o).run();
}

} // namespace ilcc
