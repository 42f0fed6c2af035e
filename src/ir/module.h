// module.h — IrModule, IrFunction, IrParam, IrGlobal and GlobalInit (seed 004).
//
// A function owns an Arena that holds its instructions' operands and extra data; the
// function's blocks and instruction vectors are ordinary vectors. Dropping a function (or
// the module) releases everything at once. Value ids are per function and bounded by
// next_value_id; block ids are unique in the module.
#pragma once

#include "ir/debug_info.h"
#include "ir/instruction.h"
#include "support/hash.h"
#include "support/x86_features.h"

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace ilcc {

// Seed 004 "IrParam"; the RISC-V float class is left out (x86-64 only). `value` names the
// parameter inside the function body (ilcc's textual IR writes `i32 %0`); `paramref`
// instructions read the same parameter.
struct IrParam {
  IrType ty = IrType::I64;
  Value value;
  std::optional<u32> struct_size;  // a struct or union passed by value (ty is then ptr)
  std::optional<u32> struct_align;
  std::vector<EightbyteClass> struct_eightbyte_classes;
};

class IrFunction {
public:
  // The 23 fields of seed 004, in its order.
  Symbol name;
  IrType return_type = IrType::Void;
  std::vector<IrParam> params;
  std::vector<BasicBlock> blocks; // blocks[0] is the entry
  bool is_variadic = false;
  bool is_declaration = false;
  bool is_static = false;
  bool is_inline = false;
  bool is_always_inline = false;
  bool is_noinline = false;
  u32 next_value_id = 0; // all values < next_value_id; 0 = not computed yet
  Symbol section;        // none = default placement
  Symbol visibility;     // none = default
  bool is_weak = false;
  bool is_used = false;
  bool is_fastcall = false;
  bool is_naked = false;
  bool has_inlined_calls = false;
  std::vector<Value> param_alloca_values;
  bool uses_sret = false;
  std::vector<BlockId> global_init_label_blocks; // targets of &&label in static initializers
  std::vector<EightbyteClass> ret_eightbyte_classes;
  // An inline-only definition (C99's inline definition, GNU `extern inline`): the body
  // serves the unit's inlining only; calls left bind to another unit's definition, and
  // the function is never emitted (drop_inline_only_bodies).
  bool is_gnu_inline_def = false;

  // ilcc additions.
  u32 debug = kNoDi;            // -g: its DebugInfo::subprograms entry
  // -fstack-protector (docs/codegen.md, "Stack protector"): what the function asks for.
  // kSspChar: a local char array of 8 bytes or more (in an aggregate too) or alloca;
  // kSspStrong: any local array, a local whose address is taken, or alloca; then the
  // attributes stack_protect and no_stack_protector. The inliner passes the first two on.
  enum : u8 { kSspChar = 1, kSspStrong = 2, kSspAttr = 4, kSspNever = 8 };
  u8 ssp = 0;
  // -g: the slots of the subprogram's variables (lowering): the alloca and the variable's
  // DiSubprogram::variables index. mem2reg reads them when it promotes a slot.
  std::vector<std::pair<Value, u32>> debug_slots;
  // -fsanitize=address: the C names of the allocas of named local objects (reports name
  // the object an access overflows).
  std::vector<std::pair<Value, Symbol>> slot_names;
  // -g: a promoted variable stored once holds that value from there on, wherever the value
  // is (docs/debug.md). Kept current by ValueRewriter::apply, copied with the code by the
  // passes that duplicate it (copy_debug_values), dropped for a value moved away from
  // where the variable was set (sink).
  struct DebugValue {
    u32 var = 0;   // DiSubprogram::variables index
    Operand value; // a value or a constant
  };
  std::vector<DebugValue> debug_values;
  bool phis_eliminated = false; // after phi elimination: values may have several copies
  // Prepared (in SSA form) and waiting for the unit to be complete before the rest of its
  // optimization (the driver's UnitOptimizer): not inlined meanwhile.
  bool is_pending = false;
  // Reached by exactly one direct call of the unit and in no other way (static, its
  // address never taken): inlined into that caller whatever its size (gcc's
  // -finline-functions-called-once). Set by the driver when the unit is complete.
  bool is_called_once = false;
  // Its size when the inliner first ran on it (0: not yet): what its growth by inlining is
  // measured against, over all of the inliner's runs.
  u32 size_before_inlining = 0;
  // Some instruction is an asm goto. CFG construction looks for asm-goto edges in the
  // instructions only then; whoever creates such an instruction sets it (the reader,
  // lowering), and the verifier checks it.
  bool has_asm_goto = false;
  // A GNU nested function: its parameter static_chain_index() (after the sret pointer, if
  // any) is the static chain, a pointer to the enclosing function's frame block, which the
  // x86-64 back end receives in %r10 rather than in an argument register (`nest`).
  bool has_static_chain = false;
  // Memory effects (GNU `pure` and `const`, declared or inferred by the optimizer,
  // docs/opt.md): a pure function writes no memory the caller can see and has no other
  // side effect, so its calls depend only on their arguments and the memory they read; a
  // const function also reads no memory, so its calls depend on their arguments alone.
  // A const function is pure too (the lowering and the inference set both marks).
  bool is_pure = false;
  bool is_const = false;
  // GNU `returns_twice` (setjmp and its kind, C17 7.13): a call of it may return again
  // after the caller went on; is_returns_twice_call says whether a call is one.
  bool returns_twice = false;
  // GNU alloc_size(N[, M]): a call returns an object of argument N's value bytes (times
  // argument M's), arguments numbered from 1 (0: none); opt/object_size.cpp reads it.
  u8 alloc_size[2] = {0, 0};
  // The x86-64 instruction set extensions the function may use (the unit's -m options and
  // its target("...") attribute): 32-byte vectors need AVX, and instruction selection
  // uses what is there (docs/simd.md). Written `target "avx2,..."` when not the baseline.
  X86Features features = X86Features::baseline();
  u32 static_chain_index() const { return uses_sret ? 1 : 0; }
  Arena arena{Arena::kSmallFirstBlock}; // operands and extra data of this function's instructions

  IrFunction() = default;
  IrFunction(IrFunction&&) = default;
  IrFunction& operator=(IrFunction&&) = default;

  // An exclusive bound on value ids (computes and caches next_value_id when it is 0).
  u32 value_limit();
  // Seed 004's max_value_id(): the highest value id defined (0 when there are none).
  u32 max_value_id() { u32 n = value_limit(); return n ? n - 1 : 0; }
  Value new_value() {
    value_limit();
    return Value(next_value_id++);
  }
  // Recomputes next_value_id by scanning every definition and use.
  void recompute_value_limit();
  // Copies the instructions' and terminators' operands and extra data into a fresh arena
  // and frees the old one, with what the passes left in it (replaced operand arrays,
  // deleted instructions' data). Linear in the function's size.
  void compact_arena();
  // Renumbers the values 0, 1, 2, ... in the order of their ids (every definition and use,
  // parameters and param_allocas included) and sets next_value_id to their number.
  void compact_value_ids();
  // The values' ids leave so many numbers unused that tables indexed by id (the verifier's,
  // the passes') would be mostly empty: the limit exceeds twice the number of values by
  // more than kSparseValueSlack. The IR reader compacts such functions.
  bool has_sparse_value_ids() const;
  static constexpr u32 kSparseValueSlack = 1024;

  // One past the highest block id used in this function.
  u32 block_id_limit() const;
};

// Every symbol the instructions of f name (global and function addresses, direct callees,
// asm operands naming a symbol), each replaced by map(symbol): renaming, or a visit when
// map returns its argument.
template <class F> void map_symbol_refs(IrFunction& f, F&& map) {
  for (BasicBlock& bb : f.blocks) {
    for (Instruction& i : bb.instructions) {
      if (i.op == Opcode::GlobalAddr) {
        i.ext = map(i.global_name()).raw();
      } else if (i.op == Opcode::Call) {
        Symbol& callee = i.call_info().callee;
        if (callee) callee = map(callee);
      } else if (i.op == Opcode::InlineAsm) {
        for (const AsmOperand& o : i.asm_info().inputs)
          if (o.symbol) const_cast<AsmOperand&>(o).symbol = map(o.symbol);
      }
    }
  }
}

// Turns the inline-only definitions (is_gnu_inline_def) into declarations, once the
// unit's functions have been optimized with their bodies at hand: what is left of their
// calls names another unit's definition. Returns the number of bodies dropped.
class IrModule;
size_t drop_inline_only_bodies(IrModule& m);

// Seed 004 "Global Initializers": a tagged union of ten kinds (global_inits.def), one
// payload type per kind. The payload is a std::variant whose alternatives are generated
// from the same table as Kind, so kind() is the variant's index.
class GlobalInit {
public:
  enum class Kind : u8 {
#define IR_GLOBAL_INIT(E, word) E,
#include "ir/global_inits.def"
  };

  struct Zero {};                     // fills the rest of the object with zeros
  struct Scalar { IrConst value; };
  struct Array { std::vector<IrConst> values; };
  struct String { std::string bytes; };          // a NUL follows when emitted
  struct WideString { std::vector<u32> units; }; // a 0 follows when emitted
  struct Char16String { std::vector<u16> units; }; // a 0 follows when emitted
  struct GlobalAddr { Symbol name; };
  struct GlobalAddrOffset { Symbol name; i64 offset = 0; };
  struct Compound { std::vector<GlobalInit> elems; };
  struct GlobalLabelDiff { Symbol label1, label2; u32 size = 0; }; // label1 - label2 in `size` bytes

private:
  template <class Unused, class... T> using VariantOf = std::variant<T...>;

public:
  using Payload = VariantOf<void
#define IR_GLOBAL_INIT(E, word) , E
#include "ir/global_inits.def"
                            >;

  GlobalInit() = default;

  // One factory per kind.
  static GlobalInit zero() { return GlobalInit(); }
  static GlobalInit make_scalar(const IrConst& c) { return GlobalInit(Scalar{c}); }
  static GlobalInit make_array(std::vector<IrConst> v) { return GlobalInit(Array{std::move(v)}); }
  static GlobalInit make_string(std::string s) { return GlobalInit(String{std::move(s)}); }
  static GlobalInit make_wide_string(std::vector<u32> units) { return GlobalInit(WideString{std::move(units)}); }
  static GlobalInit make_char16_string(std::vector<u16> units) { return GlobalInit(Char16String{std::move(units)}); }
  static GlobalInit make_global_addr(Symbol n) { return GlobalInit(GlobalAddr{n}); }
  static GlobalInit make_global_addr_offset(Symbol n, i64 off) { return GlobalInit(GlobalAddrOffset{n, off}); }
  static GlobalInit make_compound(std::vector<GlobalInit> e) { return GlobalInit(Compound{std::move(e)}); }
  static GlobalInit make_label_diff(Symbol a, Symbol b, u32 size) { return GlobalInit(GlobalLabelDiff{a, b, size}); }

  Kind kind() const { return Kind(payload_.index()); }
  bool is_zero() const { return kind() == Kind::Zero; }
  // The payload of a known kind (std::get: a wrong kind is a broken invariant).
  template <class T> const T& get() const { return std::get<T>(payload_); }
  template <class T> T& get() { return std::get<T>(payload_); }
  // The payload if the initializer is of that kind, else nullptr.
  template <class T> const T* get_if() const { return std::get_if<T>(&payload_); }
  template <class T> T* get_if() { return std::get_if<T>(&payload_); }
  const Payload& payload() const { return payload_; }

  // Every symbol this initializer refers to (addresses and label differences).
  template <class F> void for_each_ref(F&& f) const {
    if (auto* a = get_if<GlobalAddr>()) f(a->name);
    else if (auto* o = get_if<GlobalAddrOffset>()) f(o->name);
    else if (auto* d = get_if<GlobalLabelDiff>()) f(d->label1), f(d->label2);
    else if (auto* c = get_if<Compound>())
      for (const GlobalInit& e : c->elems) e.for_each_ref(f);
  }
  // The same symbols, each replaced by map(symbol) (renaming).
  template <class F> void map_refs(F&& map) {
    if (auto* a = get_if<GlobalAddr>()) a->name = map(a->name);
    else if (auto* o = get_if<GlobalAddrOffset>()) o->name = map(o->name);
    else if (auto* d = get_if<GlobalLabelDiff>()) d->label1 = map(d->label1), d->label2 = map(d->label2);
    else if (auto* c = get_if<Compound>())
      for (GlobalInit& e : c->elems) e.map_refs(map);
  }
  // Size of this element's value inside a compound initializer: string characters without
  // their terminator, pointer-sized addresses; Zero has no size of its own (it fills the
  // rest of the object).
  size_t byte_size() const;
  // Bytes the backend emits for this initializer: like byte_size() plus the terminator
  // of every string kind (8-byte addresses on x86-64).
  size_t emitted_byte_size() const;

private:
  explicit GlobalInit(Payload payload) : payload_(std::move(payload)) {}
  Payload payload_;
};
constexpr unsigned kNumGlobalInitKinds = unsigned(GlobalInit::Kind::GlobalLabelDiff) + 1;
static_assert(std::variant_size_v<GlobalInit::Payload> == kNumGlobalInitKinds);
// The keyword of a kind (global_inits.def); empty for the address forms.
std::string_view global_init_word(GlobalInit::Kind k);

struct IrGlobal {
  Symbol name;
  IrType ty = IrType::I8; // element type
  u64 size = 0;           // bytes
  u32 align = 1;
  GlobalInit init;
  bool is_static = false;
  bool is_extern = false;
  bool is_common = false;
  bool is_weak = false;
  Symbol section;
  bool is_const = false;
  bool is_thread_local = false;
  Symbol visibility;
  bool is_used = false;
  bool has_explicit_align = false;
};

// Whether every read of g sees its initializer, so that the optimizer may read its values
// at compile time: g is defined here and const, and neither weak, common (another unit's
// definition replaces it at link time) nor thread-local, nor, when interposable (-fPIC
// for a shared object), global (the dynamic linker may bind the name elsewhere).
inline bool has_constant_contents(const IrGlobal& g, bool interposable) {
  return g.is_const && !g.is_extern && !g.is_weak && !g.is_common && !g.is_thread_local && (!interposable || g.is_static);
}

struct IrAlias {
  Symbol alias, target;
  bool is_weak = false;
  // GNU ifunc: `alias` is an indirect function whose address the dynamic linker takes from
  // calling `target` (the resolver); not an alias of it (resolve_aliases does not follow it).
  bool is_ifunc = false;
  // GNU weakref: `alias` is a local name for a weak reference to `target`, which need not be
  // defined anywhere (`.weakref`); not followed either.
  bool is_weakref = false;
};

struct IrSymbolAttr {
  Symbol name;
  bool is_weak = false;
  Symbol visibility; // none: unchanged
};

// An index of one of the module's vectors by symbol, built on first use and extended with
// the entries appended since (the driver's lowering only appends); a vector that shrank,
// or an entry that no longer names its symbol (the vector was reordered), makes it
// rebuild. name_of(entry) is an entry's symbol; replaces(indexed, later) whether a later
// entry of the same name takes the place of the indexed one (a definition after a
// declaration).
class SymbolIndex {
public:
  template <class V, class NameOf, class Replaces>
  const u32* find(const V& v, Symbol name, NameOf&& name_of, Replaces&& replaces) {
    if (indexed_ > v.size()) clear();
    extend(v, name_of, replaces);
    const u32* i = map_.find(name.id());
    if (i && (*i >= v.size() || name_of(v[*i]) != name)) {
      clear();
      extend(v, name_of, replaces);
      i = map_.find(name.id());
    }
    return i;
  }

private:
  void clear() { map_.clear(), indexed_ = 0; }
  template <class V, class NameOf, class Replaces> void extend(const V& v, NameOf& name_of, Replaces& replaces) {
    for (; indexed_ < v.size(); ++indexed_) {
      auto [at, added] = map_.insert(name_of(v[indexed_]).id(), u32(indexed_));
      if (!added && replaces(v[*at], v[indexed_])) *at = u32(indexed_);
    }
  }
  HashMap<u32, u32> map_; // symbol id -> index
  size_t indexed_ = 0;
};

class IrModule {
public:
  // The 11 fields of seed 004.
  std::vector<IrFunction> functions;
  std::vector<IrGlobal> globals;
  std::vector<std::pair<Symbol, std::string>> string_literals;
  std::vector<std::pair<Symbol, std::vector<u32>>> wide_string_literals;
  std::vector<std::pair<Symbol, std::vector<u16>>> char16_string_literals;
  std::vector<Symbol> constructors;
  std::vector<Symbol> destructors;
  std::vector<IrAlias> aliases;
  std::vector<std::string> toplevel_asm;
  std::vector<IrSymbolAttr> symbol_attrs;
  std::vector<std::pair<Symbol, std::string>> symver_directives;

  // ilcc addition: file names for SourceSpan::file (index 0 is unused).
  std::vector<std::string> source_files;
  // ilcc addition: -g's types, subprograms and variables (ir/debug_info.h).
  DebugInfo debug;

  // Runs f on every defined function; returns the sum of the change counts it returns.
  template <class F> size_t for_each_function(F&& f) {
    size_t changes = 0;
    for (IrFunction& fn : functions)
      if (!fn.is_declaration) changes += f(fn);
    return changes;
  }

  // One past the highest block id of any function.
  u32 block_id_limit() const;

  // The module-wide block id counter: whoever adds blocks to the module (lowering, the
  // inliner, phi elimination) takes their ids from it. It starts at block_id_limit() on
  // first use, so a module read from text or linked needs no set-up.
  u32& block_id_counter() {
    if (next_block_id_ == 0) next_block_id_ = block_id_limit();
    return next_block_id_;
  }
  BlockId new_block_id() { return BlockId(block_id_counter()++); }

  // The defined or declared function of that name (the definition when both), or nullptr.
  IrFunction* find_function(Symbol name);
  // Appends a declaration of function `name` (a reference to a function of m.functions may
  // move).
  IrFunction& add_declaration(Symbol name, IrType ret, std::span<const IrType> params, bool variadic = false);
  // The global of that name (its definition when it has one), or nullptr.
  IrGlobal* find_global(Symbol name);
  // The bytes of the string literal of that name (string_literals), or nullptr.
  const std::string* find_string_literal(Symbol name);

private:
  u32 next_block_id_ = 0; // 0: not known yet
  SymbolIndex function_index_, global_index_, literal_index_;
};

// The symbol each alias finally names, by alias symbol id: aliases of aliases are followed
// to a name that is not an alias (the first alias of a name counts). Aliases in or leading
// into a cycle have no entry. Linear in the number of aliases.
HashMap<u32, Symbol> resolve_aliases(const IrModule& m);

// Functions by symbol id, with aliases of functions mapped to their targets: what a direct
// call's callee name resolves to. A function of the alias's own name (its declaration)
// takes precedence over the alias.
HashMap<u32, const IrFunction*> callee_table(const IrModule& m);

// Whether a direct call of f with this type is valid (what the verifier checks): the
// same return type, variadic-ness and static chain, and the fixed arguments' types agree.
bool call_fits(const IrFunction& f, IrType ret, bool variadic, bool chain, std::span<const IrType> args);

// The C library's functions that return twice, by name: setjmp, _setjmp, sigsetjmp,
// __sigsetjmp, vfork, savectx.
bool is_setjmp_like_name(std::string_view name);
// Whether `call` (a Call) calls a function that may return twice: one the module marks
// returns_twice, or one named so (is_setjmp_like_name), for IR written without the mark.
bool is_returns_twice_call(IrModule& m, const Instruction& call);

} // namespace ilcc
