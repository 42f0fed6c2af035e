// module.cpp — symbols, function signatures, globals and static initializers.
//
// Symbols: an entity with linkage uses its name (or its asm label); an object or function
// without linkage that still needs a symbol (a static local, a compound literal at file
// scope, a nested function) gets "name.N", N unique in the module, as gcc does. So does
// one with internal linkage named like a library function that lowering calls itself
// (memset, _setjmp, longjmp, the complex helpers): those calls must reach the library's
// function, and an assembler file cannot name a local and an external symbol alike
// (docs/ir.md, "Lowering's library calls").
//
// Static initializers: the IL gives an object's initial value as a constant tree
// (Aggregate of Designators at byte offsets, bit-fields included). It is laid out into a
// byte image plus relocations (addresses of symbols, label differences), then written as
// a GlobalInit: a Scalar for scalar objects, a String when the image is a string with its
// terminator, otherwise a Compound of byte runs (i64 chunks and i8 tails) and
// relocations, with a trailing Zero for the zero tail.
#include "lower/internal.h"

#include "support/float128.h"

#include "support/diagnostics.h"

#include <cstring>

namespace ilcc::lower {

using State = ModuleLowering::State;

Symbol State::unique_symbol(std::string_view base) {
  for (;;) {
    Symbol s = Symbol::intern(format("%.*s.%u", int(base.size()), base.data(), unique++));
    if (used_names.insert(s.id(), 1).second) return s;
  }
}

namespace {
// The functions lowering calls on its own (call_library, complex arithmetic).
bool is_lowering_library_name(std::string_view n) {
  static constexpr std::string_view names[] = {"memset",   "_setjmp",  "longjmp",  "__mulsc3", "__muldc3",
                                               "__mulxc3", "__divsc3", "__divdc3", "__divxc3"};
  for (std::string_view k : names)
    if (n == k) return true;
  return false;
}

} // namespace

Symbol State::symbol_of(Routine* r) {
  if (Symbol* s = names.find(uintptr_t(r))) return *s;
  Symbol s;
  if (r->rflags & RoutineFlag::Nested) s = unique_symbol(r->name.str());
  else if (r->asm_name) s = r->asm_name;
  else if (r->linkage != Linkage::External && is_lowering_library_name(r->name.str())) s = unique_symbol(r->name.str());
  else s = r->name;
  used_names.insert(s.id(), 1);
  names.insert(uintptr_t(r), s);
  return s;
}

Symbol State::symbol_of(Variable* v) {
  if (Symbol* s = names.find(uintptr_t(v))) return *s;
  Symbol s;
  if (v->linkage == Linkage::External || (v->linkage != Linkage::None && (v->asm_name || !is_lowering_library_name(v->name.str()))))
    s = v->asm_name ? v->asm_name : v->name;
  else if (v->vflags & VarFlag::CompoundLiteral) s = unique_symbol(".compoundliteral");
  else s = unique_symbol(v->name ? v->name.str() : std::string_view("anon"));
  used_names.insert(s.id(), 1);
  names.insert(uintptr_t(v), s);
  return s;
}

// The IR signature of a C function type (SysV: aggregates by their classes; MEMORY
// returns through a hidden pointer, the first parameter).
void State::function_signature(IrFunction& f, QualType fn_type) {
  // Under AVX (the function's own features), 32-byte vectors travel in ymm registers.
  bool wide = f.features.has(X86Feature::Avx);
  auto is_ir_scalar = [wide](QualType t) { return lower::is_ir_scalar(t, wide); };
  auto ir_type = [wide](QualType t) { return lower::ir_type(t, wide); };
  QualType ret = sema::return_type(fn_type);
  RoutineTypeSupplement* rs = fn_type->routine;
  f.params.clear();
  f.ret_eightbyte_classes.clear();
  f.uses_sret = false;
  f.has_static_chain = false;
  if (sema::is_void(ret)) {
    f.return_type = IrType::Void;
  } else if (is_ir_scalar(ret)) {
    f.return_type = ir_type(ret);
    if (is_f128(ret)) f.ret_eightbyte_classes.assign(f128_classes().begin(), f128_classes().end());
  } else if (x87_return(ret)) {
    f.return_type = IrType::F128;
  } else {
    AbiInfo a = abi_info(ret);
    if (a.memory()) {
      f.uses_sret = true;
      f.return_type = IrType::Void;
      IrParam p;
      p.ty = IrType::Ptr;
      f.params.push_back(p);
    } else {
      f.return_type = abi_register_type(a);
      f.ret_eightbyte_classes = a.classes;
    }
  }
  for (ParamType* p = rs->params; p; p = p->next) {
    IrParam ip;
    QualType t = p->type;
    if (is_empty_aggregate(t)) continue; // passed as nothing (as gcc does for C)
    if (is_ir_scalar(t) && !is_f128(t)) {
      ip.ty = ir_type(t);
    } else {
      AbiInfo a = abi_info(t);
      ip.ty = IrType::Ptr;
      ip.struct_size = a.size;
      ip.struct_align = a.align;
      ip.struct_eightbyte_classes = a.classes;
    }
    f.params.push_back(ip);
  }
  f.is_variadic = (rs->rflags & RoutineTypeFlag::Variadic) != 0;
}

namespace {
// Whether some part of an object of type t is volatile.
bool has_volatile_part(QualType t) {
  if (t.is_volatile()) return true;
  if (sema::is_array(t)) return has_volatile_part(t->base);
  if (sema::is_record(t) && t->record)
    for (Field* f = t->record->fields; f; f = f->next)
      if (has_volatile_part(f->type)) return true;
  return false;
}

// Whether the scalars of an object of type t are all arithmetic (no pointers), so that
// its constant initializer names no symbol.
bool is_arithmetic_only(QualType t) {
  if (sema::is_array(t)) return is_arithmetic_only(t->base);
  if (sema::is_record(t)) {
    if (!t->record) return false;
    for (Field* f = t->record->fields; f; f = f->next)
      if (!is_arithmetic_only(f->type)) return false;
    return true;
  }
  return sema::is_arithmetic(t);
}

// Whether an object of type t keeps the bytes of its initializer, so that the optimizer
// may read its values from there (gvn) and the back end put it in .rodata: the type is
// const-qualified, for an array its element type (at any depth); a const struct is
// constant as a whole, whatever its members (modifying an object defined const is
// undefined, C17 6.7.3p7). Not when some part is volatile: its value may change in ways
// the program does not show (gcc puts `const volatile` objects in .rodata; ilcc in .data).
bool is_read_only_object(QualType t) {
  QualType e = t;
  while (sema::is_array(e)) e = sema::element_type(e);
  return e.is_const() && !has_volatile_part(t);
}

// An attribute's name without the __ __ of its reserved spelling.
std::string_view plain_attribute_name(Symbol n) {
  std::string_view s = n.str();
  if (s.size() > 4 && s.substr(0, 2) == "__" && s.substr(s.size() - 2) == "__") s = s.substr(2, s.size() - 4);
  return s;
}

// What the routine's attributes tell its callers: memory effects (GNU pure and const,
// trusted as gcc trusts them; a weak function may be replaced by one that is neither) and
// the size of the object it returns (alloc_size). (error and warning go with each call:
// call.cpp.) Also returns_twice (setjmp-like functions, named or declared so), which no function
// that calls it may forget: the inliner, loop rotation and stack colouring respect it.
void set_memory_attributes(IrFunction& f, const Routine* r) {
  bool weak = r->rflags & RoutineFlag::Weak;
  f.is_const = !weak && (r->rflags & RoutineFlag::Const);
  f.is_pure = f.is_const || (!weak && (r->rflags & RoutineFlag::Pure));
  f.returns_twice = r->rflags & RoutineFlag::ReturnsTwice;
  for (const Attribute* a = r->attributes; a; a = a->next) {
    std::string_view n = plain_attribute_name(a->name);
    if (n == "alloc_size") {
      int k = 0;
      for (const Expr* e = a->args; e && k < 2; e = e->next, ++k) {
        bool ok = e->kind == ExprKind::Constant && e->constant->kind == ConstantKind::Integer && e->constant->ivalue >= 1 &&
                  e->constant->ivalue <= 255;
        f.alloc_size[k] = ok ? u8(e->constant->ivalue) : 0;
        if (!ok) break;
      }
      if (!f.alloc_size[0]) f.alloc_size[1] = 0;
    }
  }
}
} // namespace

IrFunction& State::declare_function(Routine* r) {
  Symbol name = symbol_of(r);
  IrFunction* fp;
  if (u32* i = function_index.find(name.id())) {
    u32* lib = library_decls.find(name.id());
    if (!lib || !*lib) return m.functions[*i];
    // The declaration lowering made for a call of its own: the unit's replaces it (and
    // finish() makes those calls indirect if the types differ).
    *lib = 0;
    fp = &m.functions[*i];
    *fp = IrFunction();
  } else {
    function_index.insert(name.id(), u32(m.functions.size()));
    fp = &m.functions.emplace_back();
  }
  IrFunction& f = *fp;
  f.name = name;
  f.is_declaration = true;
  f.features = features_of(r);
  function_signature(f, r->type);
  add_static_chain(f, r);
  if (!(r->type->routine->rflags & RoutineTypeFlag::Prototyped)) unprototyped.insert(name.id(), 1);
  f.is_static = r->linkage != Linkage::External;
  f.is_weak = r->rflags & RoutineFlag::Weak;
  set_memory_attributes(f, r);
  if (r->visibility != Visibility::Default) f.visibility = Symbol::intern(enum_name(r->visibility));
  return f;
}

bool State::declare_library(Symbol name, IrType ret, std::span<const IrType> params,
                            std::span<const EightbyteClass> ret_classes) {
  library_names.insert(name.id(), 1);
  if (global_index.find(name.id())) return false; // an object of that name (undefined behaviour)
  if (u32* i = function_index.find(name.id())) return call_fits(m.functions[*i], ret, false, false, params);
  function_index.insert(name.id(), u32(m.functions.size()));
  library_decls.insert(name.id(), 1);
  IrFunction& d = m.add_declaration(name, ret, params);
  d.ret_eightbyte_classes.assign(ret_classes.begin(), ret_classes.end());
  return true;
}

IrGlobal& State::declare_global(Variable* v) {
  Symbol name = symbol_of(v);
  if (u32* i = global_index.find(name.id())) return m.globals[*i];
  global_index.insert(name.id(), u32(m.globals.size()));
  m.globals.emplace_back();
  IrGlobal& g = m.globals.back();
  g.name = name;
  g.is_extern = true;
  QualType t = v->type;
  g.ty = is_ir_scalar(t) ? ir_type(t) : IrType::I8;
  g.size = t->size;
  g.align = std::max<u32>(t->align, v->align);
  g.is_static = v->linkage != Linkage::External;
  g.is_thread_local = v->vflags & VarFlag::ThreadLocal;
  g.is_weak = v->vflags & VarFlag::Weak;
  g.is_const = is_read_only_object(t);
  if (v->visibility != Visibility::Default) g.visibility = Symbol::intern(enum_name(v->visibility));
  return g;
}

Symbol State::string_symbol(Constant* str) {
  if (Symbol* s = names.find(uintptr_t(str))) return *s;
  Symbol s = unique_symbol(".str");
  names.insert(uintptr_t(str), s);
  std::string_view bytes(str->bytes, str->length);
  if (str->char_size == 1 && !bytes.empty() && bytes.find('\0') == bytes.size() - 1) {
    // A plain narrow string: the module's string table (`string @.str.N = "..."`).
    m.string_literals.emplace_back(s, std::string(bytes.substr(0, bytes.size() - 1)));
    return s;
  }
  IrGlobal g;
  g.name = s;
  g.is_static = true;
  g.is_const = true;
  g.size = str->length;
  g.align = str->char_size;
  g.ty = IrType::I8;
  g.init = initializer(str, str->type, str->length, nullptr, nullptr, nullptr);
  global_index.insert(s.id(), u32(m.globals.size()));
  m.globals.push_back(std::move(g));
  return s;
}

namespace {
// A static initializer laid out as bytes plus relocations.
struct Image {
  std::vector<u8> bytes;
  struct Reloc {
    u64 offset;
    GlobalInit init; // an address or a label difference
    u32 size;
  };
  std::vector<Reloc> relocs;
};

void put_le(std::vector<u8>& b, u64 off, u128 v, u32 size) {
  for (u32 i = 0; i < size && off + i < b.size(); ++i) b[off + i] = u8(v >> (8 * i));
}

void put_float(std::vector<u8>& b, u64 off, long double v, QualType t) {
  if (off + t->size > b.size()) return;
  switch (sema::float_format(t->float_kind)) {
  case sema::FloatFormat::Binary32: {
    float f = float(v);
    std::memcpy(&b[off], &f, 4);
    break;
  }
  case sema::FloatFormat::Binary64: {
    double d = double(v);
    std::memcpy(&b[off], &d, 8);
    break;
  }
  case sema::FloatFormat::Binary128: put_le(b, off, binary128_bits(v), 16); break;
  default: std::memcpy(&b[off], &v, 10); break;
  }
}
} // namespace

// Lays out `c` (of type `t`) at `off` of the image.
static void layout(State& s, Image& img, Constant* c, QualType t, u64 off, u16 bit_offset, u16 bit_width,
                   const std::function<BlockId(Label*)>* label_block, Routine* in_fn) {
  switch (c->kind) {
  case ConstantKind::Integer: {
    if (bit_width) {
      // Read-modify-write the bytes holding the bit-field.
      u64 nbytes = (u64(bit_offset) + bit_width + 7) / 8;
      u128 unit = 0;
      for (u64 i = 0; i < nbytes && off + i < img.bytes.size(); ++i) unit |= u128(img.bytes[off + i]) << (8 * i);
      u128 mask = (bit_width >= 128 ? ~u128(0) : (u128(1) << bit_width) - 1) << bit_offset;
      unit = (unit & ~mask) | ((u128(c->ivalue) << bit_offset) & mask);
      put_le(img.bytes, off, unit, u32(nbytes));
      return;
    }
    u64 size = t->size ? t->size : c->type->size;
    if (sema::is_real_floating(t)) {
      put_float(img.bytes, off, (long double)i128(c->ivalue), t);
      return;
    }
    put_le(img.bytes, off, c->ivalue, u32(size));
    return;
  }
  case ConstantKind::Float:
    if (sema::is_real_floating(t)) put_float(img.bytes, off, c->fvalue, t);
    else put_float(img.bytes, off, c->fvalue, c->type);
    return;
  case ConstantKind::Complex: {
    QualType e = (sema::is_complex(t) ? t : c->type)->base;
    if (sema::is_real_floating(e)) {
      put_float(img.bytes, off, c->creal, e);
      put_float(img.bytes, off + e->size, c->cimag, e);
    } else {
      put_le(img.bytes, off, u128(i128(c->creal)), u32(e->size));
      put_le(img.bytes, off + e->size, u128(i128(c->cimag)), u32(e->size));
    }
    return;
  }
  case ConstantKind::String: {
    u64 n = std::min<u64>(c->length, img.bytes.size() - std::min<u64>(off, img.bytes.size()));
    if (t->kind == TypeKind::Array && t->size < n) n = t->size;
    std::memcpy(img.bytes.data() + off, c->bytes, n);
    return;
  }
  case ConstantKind::Address: {
    Symbol sym;
    if (c->addr_var) sym = s.symbol_of(c->addr_var);
    else if (c->addr_routine) {
      sym = s.symbol_of(c->addr_routine);
      s.declare_function(c->addr_routine);
    } else if (c->addr_string) sym = s.string_symbol(c->addr_string);
    else if (c->addr_label && label_block) {
      BlockId b = (*label_block)(c->addr_label);
      sym = Symbol::intern(format(".LBB%u", b.id));
    }
    if (!sym) {
      put_le(img.bytes, off, u128(i128(c->addr_offset)), 8);
      return;
    }
    if (c->addr_var) {
      if (c->addr_var->vflags & (VarFlag::StaticLocal | VarFlag::CompoundLiteral)) s.need_static(c->addr_var);
      else s.declare_global(c->addr_var);
    }
    GlobalInit r = c->addr_offset ? GlobalInit::make_global_addr_offset(sym, c->addr_offset) : GlobalInit::make_global_addr(sym);
    img.relocs.push_back({off, std::move(r), 8});
    return;
  }
  case ConstantKind::LabelDifference: {
    if (!label_block) {
      s.error(0, "label difference outside a function");
      return;
    }
    BlockId a = (*label_block)(c->diff_a), b = (*label_block)(c->diff_b);
    u32 size = u32(t->size ? t->size : c->type->size);
    Symbol sa = Symbol::intern(format(".LBB%u", a.id)), sb = Symbol::intern(format(".LBB%u", b.id));
    if (c->diff_offset) s.error(0, "label difference with an offset is not supported");
    img.relocs.push_back({off, GlobalInit::make_label_diff(sa, sb, size), size});
    (void)in_fn;
    return;
  }
  case ConstantKind::Aggregate:
    for (Constant* d = c->elements; d; d = d->next)
      layout(s, img, d->value, d->type, off + d->elem_offset, d->bit_offset, d->bit_width, label_block, in_fn);
    return;
  case ConstantKind::Designator:
    layout(s, img, c->value, c->type, off + c->elem_offset, c->bit_offset, c->bit_width, label_block, in_fn);
    return;
  case ConstantKind::InitRepeat: {
    QualType e = c->repeat_value->type;
    for (u64 i = 0; i < c->repeat_count; ++i) layout(s, img, c->repeat_value, e, off + i * e->size, 0, 0, label_block, in_fn);
    return;
  }
  default: return;
  }
}

// The extent of an initializer: an initialized flexible array member makes it longer
// than its type.
static u64 extent(Constant* c, u64 off) {
  switch (c->kind) {
  case ConstantKind::Aggregate: {
    u64 end = off;
    for (Constant* d = c->elements; d; d = d->next) end = std::max(end, extent(d, off));
    return end;
  }
  case ConstantKind::Designator: return extent(c->value, off + c->elem_offset) > off + c->elem_offset + c->type->size
                                            ? extent(c->value, off + c->elem_offset)
                                            : off + c->elem_offset + (c->bit_width ? (u64(c->bit_offset) + c->bit_width + 7) / 8 : c->type->size);
  case ConstantKind::String: return off + c->length;
  default: return off + c->type->size;
  }
}

// A run of raw bytes of n constants (GlobalInit's array kind).
static bool is_byte_run(const GlobalInit& g, size_t n) {
  auto* a = g.get_if<GlobalInit::Array>();
  return a && a->values.size() == n;
}

GlobalInit State::initializer(Constant* c, QualType type, u64 size, Routine* in_fn, std::vector<BlockId>* label_blocks,
                              const std::function<BlockId(Label*)>* label_block) {
  (void)label_blocks;
  if (!c) return GlobalInit::zero();
  size = std::max(size, extent(c, 0));
  Image img;
  img.bytes.assign(size, 0);
  layout(*this, img, c, type, 0, 0, 0, label_block, in_fn);
  if (img.relocs.empty()) {
    bool all_zero = true;
    for (u8 b : img.bytes) all_zero &= b == 0;
    if (all_zero) return GlobalInit::zero();
    // A character array ending in its only NUL: a string.
    if (c->kind == ConstantKind::String && c->char_size == 1 && size && img.bytes.back() == 0 &&
        std::memchr(img.bytes.data(), 0, size - 1) == nullptr)
      return GlobalInit::make_string(std::string(reinterpret_cast<const char*>(img.bytes.data()), size - 1));
  }
  // Scalars as themselves.
  if (img.relocs.size() == 1 && size == 8 && img.relocs[0].offset == 0) return img.relocs[0].init;
  std::vector<GlobalInit> elems;
  u64 pos = 0;
  size_t ri = 0;
  auto bytes_until = [&](u64 end) {
    // The last non-zero byte before `end`: zero tails become a Zero element.
    while (pos < end) {
      std::vector<IrConst> run;
      while (pos + 8 <= end) {
        u64 w;
        std::memcpy(&w, img.bytes.data() + pos, 8);
        run.push_back(IrConst::int64(i64(w)));
        pos += 8;
      }
      while (pos < end) run.push_back(IrConst::int8(i8(img.bytes[pos++])));
      elems.push_back(GlobalInit::make_array(std::move(run)));
    }
  };
  for (; ri < img.relocs.size(); ++ri) {
    Image::Reloc& r = img.relocs[ri];
    if (r.offset < pos) continue; // overlapping initializers: the first one stays
    bytes_until(r.offset);
    elems.push_back(std::move(r.init));
    pos = r.offset + r.size;
  }
  // Trailing zeros: Zero fills the rest.
  u64 last = size;
  while (last > pos && img.bytes[last - 1] == 0) --last;
  bytes_until(last);
  if (pos < size) elems.push_back(GlobalInit::zero());
  if (elems.size() == 1 && is_ir_scalar(type) && size == type->size && is_byte_run(elems[0], 1)) {
    // A scalar object: its constant in the global's own type.
    i128 v = 0;
    std::memcpy(&v, img.bytes.data(), std::min<u64>(size, 16));
    IrType ty = ir_type(type);
    if (sema::is_real_floating(type)) {
      if (ty == IrType::F32) {
        float f;
        std::memcpy(&f, img.bytes.data(), 4);
        return GlobalInit::make_scalar(IrConst::float32(f));
      }
      if (ty == IrType::F64) {
        double d;
        std::memcpy(&d, img.bytes.data(), 8);
        return GlobalInit::make_scalar(IrConst::float64(d));
      }
    } else if (ty != IrType::F128) {
      return GlobalInit::make_scalar(IrConst::from_i128(v, ty));
    }
  }
  return GlobalInit::make_compound(std::move(elems));
}

void State::need_static(Variable* v) {
  if (!static_queued.insert(uintptr_t(v), 1).second) return;
  declare_global(v);
  static_queue.push_back(v);
}

void State::define_queued_statics(Routine* in_fn, const std::function<BlockId(Label*)>* label_block) {
  while (!static_queue.empty()) {
    Variable* v = static_queue.back();
    static_queue.pop_back();
    GlobalInit init = initializer(v->const_init, v->type, v->type->size, in_fn, nullptr, label_block);
    IrGlobal& g = m.globals[*global_index.find(symbol_of(v).id())]; // initializer() may add globals
    g.is_extern = false;
    g.is_static = true;
    g.init = std::move(init);
    g.size = std::max<u64>(v->type->size, g.init.emitted_byte_size());
    g.align = std::max<u32>({v->type->align, v->align, 1});
    g.is_thread_local = v->vflags & VarFlag::ThreadLocal;
    if (v->section) g.section = v->section;
  }
}

void match_unprototyped_calls(ModuleLowering::State& s);
void indirect_library_calls(ModuleLowering::State& s);

// --- the public interface

ModuleLowering::ModuleLowering(Il& il, TypeTable& tt, IrModule& m, const LowerOptions& opts)
    : s_(std::make_unique<State>(il, tt, m, opts)) {}

ModuleLowering::~ModuleLowering() = default;

const std::vector<std::pair<Loc, std::string>>& ModuleLowering::errors() const { return s_->errors; }

void ModuleLowering::lower_variable(Variable* v) { s_->lower_variable(v); }

// A file-scope constant of arithmetic type, or an array or struct of them, whose
// definition with its initializer precedes a function that reads it is defined when that
// function first refers to it rather than at the end of the unit, so the optimizer reads
// its values from the initializer while it optimizes the function (gvn; `(int) one` in
// 20030216-1, `tbl[2]` of a constant table). Its initializer can name no symbol, so
// defining it early adds nothing else to the module.
void State::define_constant_early(Variable* v) {
  QualType t = v->type;
  if (!is_read_only_object(t) || !is_arithmetic_only(t) || !v->const_init) return;
  if (v->vflags & (VarFlag::StaticLocal | VarFlag::CompoundLiteral | VarFlag::Weak | VarFlag::Common |
                   VarFlag::ThreadLocal | VarFlag::Tentative))
    return;
  if (!(v->vflags & VarFlag::Defined) || !(v->vflags & VarFlag::HasInit) || v->alias_target) return;
  lower_variable(v);
}

void State::lower_variable(Variable* v) {
  State& s = *this;
  // Static locals and compound literals are defined by the code that uses them (their
  // initializers may name the function's labels).
  if (v->vflags & (VarFlag::StaticLocal | VarFlag::CompoundLiteral)) return;
  if (u32* gi = s.global_index.find(s.symbol_of(v).id()); gi && !s.m.globals[*gi].is_extern) return;
  IrGlobal* gp = &s.declare_global(v);
  if (v->alias_target) {
    s.m.aliases.push_back({s.symbol_of(v), v->alias_target, bool(v->vflags & VarFlag::Weak), false,
                           bool(v->vflags & VarFlag::WeakRef)});
    return;
  }
  bool defined = (v->vflags & VarFlag::Defined) && v->storage != StorageClass::Extern;
  if (v->storage == StorageClass::Extern && !(v->vflags & VarFlag::HasInit)) defined = false;
  if (!defined) return;
  GlobalInit init = s.initializer(v->const_init, v->type, v->type->size, nullptr, nullptr, nullptr);
  s.define_queued_statics(nullptr, nullptr); // compound literals the initializer names
  gp = &s.m.globals[*s.global_index.find(s.symbol_of(v).id())]; // initializer() may add globals
  IrGlobal& g = *gp;
  g.is_extern = false;
  if (!(v->vflags & VarFlag::VisibilitySet) && v->linkage == Linkage::External &&
      s.opts.default_visibility != Visibility::Default)
    g.visibility = Symbol::intern(enum_name(s.opts.default_visibility));
  g.init = std::move(init);
  g.size = std::max<u64>(v->type->size, g.init.emitted_byte_size());
  g.align = std::max<u32>({v->type->align, v->align, 1});
  if (v->align) g.has_explicit_align = true;
  g.is_common = (v->vflags & VarFlag::Common) && !v->const_init;
  if (v->section) g.section = v->section;
  if (v->vflags & VarFlag::ExplicitUsed) g.is_used = true;
  g.is_const = is_read_only_object(v->type);
  debug_global(v);
}

void ModuleLowering::lower_routine(Routine* r) { s_->lower_function(r, nullptr); }

void State::lower_function(Routine* r, FunctionLowering* parent) {
  State& s = *this;
  Symbol name = s.symbol_of(r);
  s.declare_function(r); // finds the declaration, replaces one of lowering's, or makes one
  u32 index = *s.function_index.find(name.id());
  IrFunction& f = s.m.functions[index];
  if (!f.is_declaration) {
    // Already defined — unless as an inline-only gnu_inline definition the unit's external
    // definition of the function now replaces (docs/sema.md).
    if (!f.is_gnu_inline_def || is_inline_only(r)) return;
    f = IrFunction();
    f.name = name;
  }
  if (r->alias_target) {
    s.m.aliases.push_back({name, r->alias_target, bool(r->rflags & RoutineFlag::Weak), bool(r->rflags & RoutineFlag::Ifunc),
                           bool(r->rflags & RoutineFlag::WeakRef)});
    return;
  }
  f.is_declaration = false;
  if (!(r->rflags & RoutineFlag::VisibilitySet) && r->linkage == Linkage::External &&
      s.opts.default_visibility != Visibility::Default)
    f.visibility = Symbol::intern(enum_name(s.opts.default_visibility));
  f.features = s.features_of(r);
  s.function_signature(f, r->type);
  add_static_chain(f, r);
  f.is_static = r->linkage != Linkage::External;
  f.is_inline = r->rflags & RoutineFlag::Inline;
  f.is_gnu_inline_def = is_inline_only(r);
  f.is_always_inline = r->rflags & RoutineFlag::AlwaysInline;
  f.is_noinline = r->rflags & RoutineFlag::NoInline;
  f.is_weak = r->rflags & RoutineFlag::Weak;
  set_memory_attributes(f, r);
  f.is_used = r->rflags & RoutineFlag::ExplicitUsed;
  f.is_naked = r->rflags & RoutineFlag::Naked;
  if (attribute_named(r->attributes, "stack_protect")) f.ssp |= IrFunction::kSspAttr;
  if (attribute_named(r->attributes, "no_stack_protector")) f.ssp |= IrFunction::kSspNever;
  if (r->section) f.section = r->section;
  if (r->rflags & RoutineFlag::Constructor) s.ctors.push_back(r);
  if (r->rflags & RoutineFlag::Destructor) s.dtors.push_back(r);
  // The FunctionLowering may declare more functions: keep an index, not a reference.
  IrFunction body;
  body.name = f.name;
  std::swap(body, f);
  {
    FunctionLowering fl(s, r, body);
    fl.parent_ = parent;
    fl.run();
  }
  std::swap(s.m.functions[index], body);
  s.defined.push_back(index);
}

std::vector<u32> ModuleLowering::take_defined_functions() { return std::exchange(s_->defined, {}); }

void ModuleLowering::finish() {
  State& s = *s_;
  s.debug_typedefs();
  // Constructors and destructors in priority order (stable for equal priorities).
  auto by_priority = [](Routine* a, Routine* b) { return a->ctor_priority < b->ctor_priority; };
  std::stable_sort(s.ctors.begin(), s.ctors.end(), by_priority);
  std::stable_sort(s.dtors.begin(), s.dtors.end(), by_priority);
  for (Routine* r : s.ctors) s.m.constructors.push_back(s.symbol_of(r));
  for (Routine* r : s.dtors) s.m.destructors.push_back(s.symbol_of(r));
  // Whether an inline function's definition is inline-only is known at the end of the
  // unit: a later declaration may make it external (`inline int f(void) {...} int
  // f(void);`) after it was lowered.
  for (Routine* r = s.il.file_scope->routines; r; r = r->next)
    if (r->linkage == Linkage::External && (r->rflags & RoutineFlag::Inline))
      if (u32* i = s.function_index.find(s.symbol_of(r).id())) s.m.functions[*i].is_gnu_inline_def = is_inline_only(r);
  for (SourceSequenceEntry* e = s.il.file_scope->sequence; e; e = e->next)
    if (e->seq_kind == SourceSequenceEntryKind::Asm) s.m.toplevel_asm.push_back(e->seq_asm->text);
  // A function known only by a declaration without a prototype (`void abort();`) is
  // called with whatever arguments each call passes (promoted by sema): its IR declaration
  // becomes variadic with no fixed parameters, and so do the calls of it.
  HashMap<u32, u32> open;
  for (IrFunction& f : s.m.functions)
    if (f.is_declaration && s.unprototyped.find(f.name.id())) {
      f.is_variadic = true;
      f.params.erase(f.params.begin() + (f.uses_sret ? 1 : 0), f.params.end());
      open.insert(f.name.id(), f.uses_sret ? 1 : 0);
    }
  for (IrFunction& f : s.m.functions)
    for (BasicBlock& b : f.blocks)
      for (Instruction& i : b.instructions)
        if (i.op == Opcode::Call)
          if (u32* fixed = open.find(i.call_info().callee.id())) {
            i.call_info().is_variadic = true;
            i.call_info().num_fixed_args = *fixed;
          }
  match_unprototyped_calls(s);
  indirect_library_calls(s);
}

// A call made through a declaration without a prototype of a function defined later in
// the translation unit (K&R code) passes what it passes; like a machine-level call, the
// arguments are fitted to the definition's parameters: converted to their types, missing
// ones zero, extra ones dropped.
void match_unprototyped_calls(ModuleLowering::State& s) {
  HashMap<u32, const IrFunction*> defined;
  for (IrFunction& f : s.m.functions)
    if (!f.is_declaration && s.unprototyped.find(f.name.id())) defined.insert(f.name.id(), &f);
  if (defined.empty()) return;
  for (IrFunction& f : s.m.functions) {
    for (BasicBlock& b : f.blocks) {
      std::vector<Instruction> out;
      bool changed = false;
      for (Instruction& i : b.instructions) {
        const IrFunction** target = i.op == Opcode::Call ? defined.find(i.call_info().callee.id()) : nullptr;
        if (!target || (*target)->is_variadic) {
          out.push_back(i);
          continue;
        }
        const IrFunction& callee = **target;
        CallInfo& ci = i.call_info();
        size_t n = callee.params.size();
        bool same = ci.arg_types.size() == n && !ci.is_variadic;
        for (size_t k = 0; same && k < n; ++k) same = ci.arg_types[k] == callee.params[k].ty;
        if (same) {
          out.push_back(i);
          continue;
        }
        changed = true;
        std::vector<Operand> ops(n);
        std::vector<IrType> types(n);
        for (size_t k = 0; k < n; ++k) {
          IrType want = callee.params[k].ty;
          types[k] = want;
          if (k >= ci.arg_types.size()) {
            ops[k] = Operand(IrConst::zero(want));
            continue;
          }
          IrType have = ci.arg_types[k];
          Operand v = i.operand(unsigned(k));
          if (have != want) {
            bool int_ptr = (is_int(have) && want == IrType::Ptr) || (have == IrType::Ptr && is_int(want));
            if (int_ptr && type_size(have) != type_size(want)) {
              IrType mid = have == IrType::Ptr ? IrType::I64 : (is_signed_int(have) ? IrType::I64 : IrType::U64);
              Value t1 = f.new_value();
              out.push_back(make_cast(f.arena, t1, have, mid, v));
              v = t1, have = mid;
            }
            Value t2 = f.new_value();
            out.push_back(make_cast(f.arena, t2, have, want, v));
            v = t2;
          }
          ops[k] = v;
        }
        Instruction c = make_inst(f.arena, Opcode::Call, i.dest, i.ty, std::span<const Operand>(ops));
        CallInfo* nci = f.arena.make<CallInfo>(ci);
        nci->arg_types = f.arena.copy(std::span<const IrType>(types));
        nci->num_fixed_args = u32(n);
        nci->is_variadic = false;
        nci->struct_args = {};
        c.ext = nci;
        out.push_back(c);
      }
      if (changed) {
        b.instructions = std::move(out);
        b.source_spans.clear();
      }
    }
  }
}

// Lowering's own calls of a library function (memset, _setjmp, ...) name the library's
// function; when the unit declares or defines an external function of that name with
// another type after such a call (undefined behaviour; a static one has a name of its
// own), the calls made before do not fit it: they call its address instead, so that the
// module stays valid.
void indirect_library_calls(ModuleLowering::State& s) {
  if (s.library_names.empty()) return;
  // An object the unit declares later with that name (undefined behaviour) takes the
  // symbol from lowering's declaration, which goes.
  auto shadowed = [&](const IrFunction& f) {
    u32* lib = s.library_decls.find(f.name.id());
    return lib && *lib && s.global_index.find(f.name.id());
  };
  if (std::erase_if(s.m.functions, shadowed)) {
    s.function_index.clear();
    for (u32 k = 0; k < s.m.functions.size(); ++k) s.function_index.insert(s.m.functions[k].name.id(), k);
  }
  for (IrFunction& f : s.m.functions) {
    for (BasicBlock& b : f.blocks) {
      std::vector<Instruction> out;
      std::vector<SourceSpan> spans;
      bool changed = false;
      for (size_t k = 0; k < b.instructions.size(); ++k) {
        Instruction& i = b.instructions[k];
        const SourceSpan* span = k < b.source_spans.size() ? &b.source_spans[k] : nullptr;
        bool fits = true;
        if (i.op == Opcode::Call && s.library_names.find(i.call_info().callee.id())) {
          const CallInfo& ci = i.call_info();
          u32* callee = s.function_index.find(ci.callee.id());
          fits = callee && !s.global_index.find(ci.callee.id()) &&
                 call_fits(s.m.functions[*callee], ci.return_type, ci.is_variadic, ci.has_static_chain, ci.arg_types);
        }
        if (fits) {
          out.push_back(i);
          if (span) spans.push_back(*span);
          continue;
        }
        changed = true;
        Value addr = f.new_value();
        out.push_back(make_global_addr(addr, i.call_info().callee));
        if (span) spans.push_back(*span);
        std::vector<Operand> ops{Operand(addr)};
        for (unsigned n = 0; n < i.num_ops; ++n) ops.push_back(i.operand(n));
        Instruction c = make_inst(f.arena, Opcode::CallIndirect, i.dest, i.ty, std::span<const Operand>(ops));
        CallInfo* ci = f.arena.make<CallInfo>(i.call_info());
        ci->callee = Symbol();
        c.ext = ci;
        out.push_back(c);
        if (span) spans.push_back(*span);
      }
      if (changed) {
        b.instructions = std::move(out);
        b.source_spans = std::move(spans);
      }
    }
  }
}

} // namespace ilcc::lower
