// module.h — IrModule, IrFunction, IrParam, IrGlobal and GlobalInit (seed 004).
//
// A function owns an Arena that holds its instructions' operands and extra data; the
// function's blocks and instruction vectors are ordinary vectors. Dropping a function (or
// the module) releases everything at once. Value ids are per function and bounded by
// next_value_id; block ids are unique in the module.
#pragma once

#include "ir/instruction.h"
#include "support/hash.h"

#include <optional>
#include <string>
#include <utility>
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
  bool is_gnu_inline_def = false;

  // ilcc additions.
  bool phis_eliminated = false; // after phi elimination: values may have several copies
  // Some instruction is an asm goto. CFG construction looks for asm-goto edges in the
  // instructions only then; whoever creates such an instruction sets it (the reader,
  // lowering), and the verifier checks it.
  bool has_asm_goto = false;
  Arena arena;                  // operands and extra data of this function's instructions

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

  // One past the highest block id used in this function.
  u32 block_id_limit() const;
};

// Seed 004 "Global Initializers": ten variants.
#define IR_GLOBAL_INIT_KINDS(X)                                                                    \
  X(Zero) X(Scalar) X(Array) X(String) X(WideString) X(Char16String) X(GlobalAddr)                \
  X(GlobalAddrOffset) X(Compound) X(GlobalLabelDiff)

class GlobalInit {
public:
  enum class Kind : u8 {
#define X(E) E,
    IR_GLOBAL_INIT_KINDS(X)
#undef X
  };

  Kind kind = Kind::Zero;
  IrConst scalar;                 // Scalar
  std::vector<IrConst> array;     // Array
  std::string str;                // String (bytes; a NUL follows when emitted)
  std::vector<u32> wide;          // WideString (a 0 follows when emitted)
  std::vector<u16> char16;        // Char16String (a 0 follows when emitted)
  Symbol name;                    // GlobalAddr, GlobalAddrOffset; GlobalLabelDiff: label 1
  Symbol name2;                   // GlobalLabelDiff: label 2
  i64 offset = 0;                 // GlobalAddrOffset
  u32 diff_size = 0;              // GlobalLabelDiff: width of the difference in bytes
  std::vector<GlobalInit> elems;  // Compound

  static GlobalInit zero() { return GlobalInit(); }
  static GlobalInit make_scalar(const IrConst& c);
  static GlobalInit make_array(std::vector<IrConst> v);
  static GlobalInit make_string(std::string s);
  static GlobalInit make_global_addr(Symbol n);
  static GlobalInit make_global_addr_offset(Symbol n, i64 off);
  static GlobalInit make_compound(std::vector<GlobalInit> e);
  static GlobalInit make_label_diff(Symbol a, Symbol b, u32 size);

  // Every symbol this initializer refers to (addresses and label differences).
  template <class F> void for_each_ref(F&& f) const {
    switch (kind) {
    case Kind::GlobalAddr: case Kind::GlobalAddrOffset: f(name); break;
    case Kind::GlobalLabelDiff: f(name), f(name2); break;
    case Kind::Compound: for (const GlobalInit& e : elems) e.for_each_ref(f); break;
    default: break;
    }
  }
  // Size of this element's value inside a compound initializer: string characters without
  // their terminator, pointer-sized addresses; Zero has no size of its own (it fills the
  // rest of the object).
  size_t byte_size() const;
  // Bytes the backend emits for this initializer: like byte_size() plus the terminator
  // of every string kind (8-byte addresses on x86-64).
  size_t emitted_byte_size() const;
};

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

struct IrAlias {
  Symbol alias, target;
  bool is_weak = false;
};

struct IrSymbolAttr {
  Symbol name;
  bool is_weak = false;
  Symbol visibility; // none: unchanged
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

  // Runs f on every defined function; returns the sum of the change counts it returns.
  template <class F> size_t for_each_function(F&& f) {
    size_t changes = 0;
    for (IrFunction& fn : functions)
      if (!fn.is_declaration) changes += f(fn);
    return changes;
  }

  // One past the highest block id of any function: the next fresh module-wide block id.
  u32 block_id_limit() const;
};

// Functions by symbol id, with aliases of functions mapped to their targets: what a direct
// call's callee name resolves to.
HashMap<u32, const IrFunction*> callee_table(const IrModule& m);

} // namespace ilcc
