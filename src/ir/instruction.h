// instruction.h — values, operands, instructions, terminators and blocks (seed 004,
// "Key Identifiers", "Instruction Set", "Terminators", "BasicBlock").
//
// Representation. Every instruction is one 40-byte Instruction record whatever its opcode:
// the opcode, up to two types, two small sub-fields (operation, ordering, segment), a flag
// byte, the defined value, one 32-bit and one 64-bit immediate, the operand array and one
// pointer to opcode-specific data. Operands and extra data live in the owning function's
// arena, so building an instruction never calls the global allocator.
//
// All values an instruction uses are in its operand array — for a phi, a call, an inline
// asm statement or an intrinsic as much as for an add — so `for_each_used_value` is a plain
// loop and no pass needs its own 38-way switch (seed 004, design decision 5). The operand
// layout of each opcode is documented at its factory below and in docs/ir.md.
//
// An Operand is 16 bytes: a value id or a constant. Constants of up to 64 bits are stored
// inline; 128-bit integers and long doubles are interned in a process-wide pool (constant
// sharing, seed 002) and the operand holds a pointer to the shared copy.
#pragma once

#include "ir/constants.h"
#include "ir/intrinsics.h"
#include "ir/opcode_info.h"
#include "ir/ops.h"
#include "ir/types.h"
#include "support/arena.h"
#include "support/symbol.h"

#include <initializer_list>
#include <span>
#include <string_view>
#include <vector>

namespace ilcc {

// ---- identifiers -----------------------------------------------------------------------

struct Value {
  u32 id = UINT32_MAX;
  constexpr Value() = default;
  constexpr explicit Value(u32 i) : id(i) {}
  constexpr bool valid() const { return id != UINT32_MAX; }
  constexpr bool operator==(const Value&) const = default;
};
constexpr Value kNoValue{};

// Printed as .LBB<id>. Ids are unique within a module (lowering and the passes that add
// blocks take fresh ids from the module's counter, IrModule::new_block_id).
struct BlockId {
  u32 id = UINT32_MAX;
  constexpr BlockId() = default;
  constexpr explicit BlockId(u32 i) : id(i) {}
  constexpr bool valid() const { return id != UINT32_MAX; }
  constexpr bool operator==(const BlockId&) const = default;
};

class Operand {
public:
  Operand() = default;
  Operand(Value v) : tag_(v.valid() ? kValue : kNone), id_(v.id) {}
  Operand(const IrConst& c);

  bool is_none() const { return tag_ == kNone; }
  bool is_value() const { return tag_ == kValue; }
  bool is_const() const { return tag_ == kConst; }
  Value value() const { return tag_ == kValue ? Value(id_) : kNoValue; }
  IrConst constant() const; // requires is_const()
  ConstKind const_kind() const { return ck_; }
  // The integer value of an integer (or zero) constant; nullopt otherwise.
  std::optional<i64> const_int() const;

  // Same value id, or the same constant bit for bit.
  bool operator==(const Operand& o) const;
  // A hash consistent with ==.
  u64 hash() const {
    return tag_ == kValue ? u64(id_) * 0x9e3779b97f4a7c15ULL : (u64(tag_) << 56 | u64(ck_) << 48) ^ bits_;
  }

private:
  enum : u8 { kNone, kValue, kConst };
  u8 tag_ = kNone;
  ConstKind ck_ = ConstKind::Zero;
  u32 id_ = UINT32_MAX;
  u64 bits_ = 0; // inline constant bits, or const IrConst* for I128/LongDouble
};

struct SourceSpan {
  u32 file = 0; // index into IrModule::source_files; 0 = unknown
  u32 line = 0;
  u32 col = 0;
  u32 scope = 0; // -g: module-wide lexical scope id (DebugInfo::scopes); 0 = none
  bool operator==(const SourceSpan&) const = default;
};

// ---- opcode-specific data ----------------------------------------------------------------

struct StructArg {
  u32 size = 0;  // bytes
  u32 align = 0; // bytes
  std::span<const EightbyteClass> classes;
};

// Metadata shared by Call and CallIndirect (seed 004, "CallInfo"). The destination and the
// arguments themselves are the instruction's dest and operands. The RISC-V float class
// vectors of the seed are left out (x86-64 only).
struct CallInfo {
  Symbol callee;                 // Call: the called function; CallIndirect: none
  IrType return_type = IrType::Void;
  bool is_variadic = false;
  bool is_sret = false;          // hidden struct-return pointer is the first argument
  bool is_fastcall = false;
  // GNU __builtin_va_arg_pack(): the variadic arguments of the call this function is
  // inlined into follow the call's own (the inliner appends them); left in an emitted
  // function, an error.
  bool has_va_arg_pack = false;
  // GNU error("msg") / warning("msg") of the C declaration called (several may name one
  // symbol, as glibc's __read_chk and __read_chk_warn do): a call left after optimization
  // is reported by the driver, naming that declaration, where it was written (`where`,
  // given without -g too; also the position of a va_arg_pack call).
  enum class Diagnostic : u8 { None, Warning, Error };
  Diagnostic diagnostic = Diagnostic::None;
  Symbol diagnostic_name, diagnostic_message;
  SourceSpan where;
  // Passes a static chain (GNU nested functions): argument static_chain_index() is the
  // chain, which travels in %r10 on x86-64 (`nest`).
  bool has_static_chain = false;
  u32 num_fixed_args = 0;        // named parameters; = number of args when not variadic
  std::span<const IrType> arg_types;
  // Per argument: a struct passed by value (the argument is a pointer to it), or size 0.
  std::span<const StructArg> struct_args; // empty when no argument is a struct
  std::span<const EightbyteClass> ret_eightbyte_classes;

  bool is_struct_arg(size_t i) const { return i < struct_args.size() && struct_args[i].size != 0; }
  u32 static_chain_index() const { return is_sret ? 1 : 0; }
};

// One operand of an inline asm statement: the seed's parallel vectors (constraints,
// names, operand_types, seg_overrides, input_symbols) folded into one record.
struct AsmOperand {
  std::string_view constraint;
  Symbol name;   // [name] in the C source, or none
  IrType type = IrType::Void;
  AddressSpace seg = AddressSpace::Default;
  Symbol symbol; // inputs with an "i" constraint naming a symbol (%P/%a modifiers), or none
};

struct AsmGotoLabel {
  Symbol name;   // the C label
  BlockId block;
};

// Outputs are the addresses of the output lvalues: the statement stores its results
// through them. The instruction's operands are the output addresses, then the inputs.
struct InlineAsmInfo {
  std::string_view asm_template;
  std::span<const AsmOperand> outputs;
  std::span<const AsmOperand> inputs;
  std::span<const std::string_view> clobbers;
  std::span<AsmGotoLabel> goto_labels; // mutable: edge splitting retargets them
};

// ---- instructions ------------------------------------------------------------------------

struct Instruction {
  // The operand count is 16 bits: a phi of a block with more predecessors cannot exist,
  // and the passes that would build one leave the function as it is.
  static constexpr u32 kMaxOperands = 0xffff;
  enum : u8 {
    kFlagOptWord = 1,   // the opcode's optional keyword: volatile, returns_bool
    kFlagDead = 0x80,   // transient mark inside a pass (erase_instructions removes it)
  };

  Opcode op = Opcode::Copy;
  IrType ty = IrType::Void;  // operation / access / result type
  IrType ty2 = IrType::Void; // Cast: the destination type
  u8 sub = 0;                // IrBinOp, IrUnaryOp, IrCmpOp, AtomicRmwOp, IntrinsicOp or ordering
  u8 sub2 = 0;               // second ordering (cmpxchg failure), AddressSpace (load/store)
  u8 flags = 0;
  u16 num_ops = 0;           // at most kMaxOperands
  Value dest;                // defined value or kNoValue
  u32 aux = 0;               // alignment, parameter index, label id
  u64 imm = 0;               // alloca size, memcpy size, va_arg_struct size
  Operand* ops = nullptr;    // in the function arena
  void* ext = nullptr;       // opcode-specific data (see accessors)

  const OpcodeInfo& info() const { return opcode_info(op); }

  std::span<Operand> operands() { return {ops, num_ops}; }
  std::span<const Operand> operands() const { return {ops, num_ops}; }
  Operand& operand(unsigned i) { return ops[i]; }
  const Operand& operand(unsigned i) const { return ops[i]; }

  // Typed views of the sub-fields.
  IrBinOp binop() const { return IrBinOp(sub); }
  IrUnaryOp unop() const { return IrUnaryOp(sub); }
  IrCmpOp cmpop() const { return IrCmpOp(sub); }
  AtomicRmwOp rmw_op() const { return AtomicRmwOp(sub); }
  IntrinsicOp intrinsic() const { return IntrinsicOp(sub); }
  AtomicOrdering ordering() const { return AtomicOrdering(op == Opcode::AtomicRmw ? sub2 : sub); }
  AtomicOrdering failure_ordering() const { return AtomicOrdering(sub2); }
  AddressSpace seg_override() const { return AddressSpace(sub2); }
  // The optional keyword's flag, by what the opcode's format says the keyword means.
  bool is_volatile() const { return (flags & kFlagOptWord) && info().flag_word == FlagWord::Volatile; }
  bool returns_bool() const { return (flags & kFlagOptWord) && info().flag_word == FlagWord::ReturnsBool; }

  // Opcode-specific data.
  Symbol global_name() const { return Symbol::from_raw(ext); }             // GlobalAddr
  BlockId label() const { return BlockId(aux); }                          // LabelAddr
  u32 param_index() const { return aux; }                                 // ParamRef
  u32 align() const { return aux; }                                       // Alloca, DynAlloca
  u64 alloca_size() const { return imm; }                                 // Alloca
  BlockId* phi_blocks() const { return static_cast<BlockId*>(ext); }      // Phi, parallel to ops
  CallInfo& call_info() const { return *static_cast<CallInfo*>(ext); }    // Call, CallIndirect
  InlineAsmInfo& asm_info() const { return *static_cast<InlineAsmInfo*>(ext); }
  std::span<const EightbyteClass> eightbyte_classes() const {             // VaArgStruct
    auto* s = static_cast<std::span<const EightbyteClass>*>(ext);
    return s ? *s : std::span<const EightbyteClass>();
  }

  // Call arguments (CallIndirect's operand 0 is the callee pointer).
  std::span<Operand> call_args() {
    return op == Opcode::CallIndirect ? operands().subspan(1) : operands();
  }
  std::span<const Operand> call_args() const {
    return op == Opcode::CallIndirect ? operands().subspan(1) : operands();
  }
  // Intrinsic arguments (all the operands).
  std::span<const Operand> intrinsic_args() const { return operands(); }

  // Seed 004's canonical visitor: every value used as an operand.
  template <class F> void for_each_used_value(F&& f) const {
    for (u32 i = 0; i < num_ops; ++i)
      if (ops[i].is_value()) f(ops[i].value().id);
  }
  std::vector<u32> used_values() const;
  // The defined value, if any (seed: dest()).
  std::optional<Value> dest_value() const { return dest.valid() ? std::optional<Value>(dest) : std::nullopt; }
  // The type of the defined value (seed: result_type()); Void when nothing is defined.
  IrType result_type() const;
  // May be deleted when its value is unused.
  bool is_removable() const;
  // lifetime_start or lifetime_end (docs/ir.md, "Object lifetimes"): no value, no memory
  // a program may read changes; its operand is the alloca it marks.
  bool is_lifetime_marker() const { return op == Opcode::LifetimeStart || op == Opcode::LifetimeEnd; }
};
static_assert(sizeof(Instruction) == 40, "keep instructions compact");

// ---- terminators -------------------------------------------------------------------------

enum class TermKind : u8 {
#define IR_TERMINATOR(E, word) E,
#include "ir/terminators.def"
};
constexpr unsigned kNumTermKinds = unsigned(TermKind::Unreachable) + 1;
// The keyword of a terminator (terminators.def); empty for None.
std::string_view term_name(TermKind k);
// The terminator a keyword starts; false for any other word (and for the empty one).
bool parse_term_name(std::string_view s, TermKind& out);

struct SwitchCase {
  i64 value;
  BlockId target;
};

// The block-ending operation (seed 004, "Terminators"). `None` marks a block under
// construction; the verifier rejects it.
struct Terminator {
  TermKind kind = TermKind::None;
  IrType ty = IrType::Void; // Return: the returned type; Switch: the value type
  Operand val;              // Return value (none for void), CondBranch condition,
                            // IndirectBranch address, Switch value
  BlockId target;           // Branch target, CondBranch true target, Switch default
  BlockId target2;          // CondBranch false target
  u32 count = 0;            // Switch cases or IndirectBranch possible targets
  void* list = nullptr;     // SwitchCase[count] or BlockId[count], in the function arena

  SwitchCase* cases() const { return static_cast<SwitchCase*>(list); }
  BlockId* possible_targets() const { return static_cast<BlockId*>(list); }

  template <class F> void for_each_successor(F&& f) const {
    switch (kind) {
    case TermKind::Branch: f(target); break;
    case TermKind::CondBranch: f(target), f(target2); break;
    case TermKind::Switch:
      f(target);
      for (u32 i = 0; i < count; ++i) f(cases()[i].target);
      break;
    case TermKind::IndirectBranch:
      for (u32 i = 0; i < count; ++i) f(possible_targets()[i]);
      break;
    default: break;
    }
  }
  // Replaces each successor slot b (the true and false targets, the default, each case) by f(b).
  template <class F> void map_successors(F&& f) {
    switch (kind) {
    case TermKind::Branch: target = f(target); break;
    case TermKind::CondBranch: target = f(target), target2 = f(target2); break;
    case TermKind::Switch:
      target = f(target);
      for (u32 i = 0; i < count; ++i) cases()[i].target = f(cases()[i].target);
      break;
    case TermKind::IndirectBranch:
      for (u32 i = 0; i < count; ++i) possible_targets()[i] = f(possible_targets()[i]);
      break;
    default: break;
    }
  }
  // Rewrites every successor edge to `from` into `to`.
  void replace_successor(BlockId from, BlockId to) {
    map_successors([&](BlockId b) { return b == from ? to : b; });
  }
  template <class F> void for_each_used_value(F&& f) const {
    if (val.is_value()) f(val.value().id);
  }
  std::vector<u32> used_values() const;
};

struct BasicBlock {
  BlockId label;
  std::vector<Instruction> instructions;
  Terminator terminator;
  std::vector<SourceSpan> source_spans; // parallel to instructions, or empty
};

// ---- construction ------------------------------------------------------------------------
// Factories place operands and extra data in the given arena (the function's).

Instruction make_inst(Arena& a, Opcode op, Value dest, IrType ty, std::initializer_list<Operand> ops);
Instruction make_inst(Arena& a, Opcode op, Value dest, IrType ty, std::span<const Operand> ops);
Instruction make_alloca(Value dest, IrType ty, u64 size, u32 align, bool is_volatile = false);
Instruction make_load(Arena& a, Value dest, IrType ty, Operand ptr);
Instruction make_store(Arena& a, IrType ty, Operand val, Operand ptr);
Instruction make_binop(Arena& a, Value dest, IrBinOp op, IrType ty, Operand lhs, Operand rhs);
Instruction make_unop(Arena& a, Value dest, IrUnaryOp op, IrType ty, Operand src);
Instruction make_cmp(Arena& a, Value dest, IrCmpOp op, IrType ty, Operand lhs, Operand rhs);
Instruction make_cast(Arena& a, Value dest, IrType from, IrType to, Operand src);
Instruction make_copy(Arena& a, Value dest, IrType ty, Operand src);
Instruction make_gep(Arena& a, Value dest, Operand base, Operand offset);
Instruction make_global_addr(Value dest, Symbol name);
// lifetime_start (start) or lifetime_end of the alloca `object`.
Instruction make_lifetime(Arena& a, bool start, Value object);
Instruction make_param_ref(Value dest, u32 index, IrType ty);
// A phi with n incoming slots; fill ops[i] and phi_blocks()[i].
Instruction make_phi(Arena& a, Value dest, IrType ty, u32 n);
// A deep copy of `inst` whose operands and extra data live in `a`.
Instruction clone_instruction(Arena& a, const Instruction& inst);
Terminator clone_terminator(Arena& a, const Terminator& t);

Terminator make_ret(IrType ty, Operand val);
Terminator make_br(BlockId target);
Terminator make_condbr(Operand cond, BlockId t, BlockId f);
Terminator make_unreachable();

} // namespace ilcc
