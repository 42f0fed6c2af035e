// isel.h — instruction selection: one IR function (after phi elimination) to machine IR
// with virtual registers.
//
// Each IR value gets a home chosen by its type: a general-purpose virtual register
// (integers and pointers up to 64 bits), two of them (128-bit integers: low and high),
// an xmm virtual register (float, double), or a 16-byte frame object (long double, which
// lives in memory and visits the x87 stack only inside one instruction's expansion).
// Addresses that are constant offsets from a frame object or a symbol (allocas,
// globaladdr, gep by a constant) are not materialized where they are computed: every
// use folds them into a memory operand, or rebuilds them with one lea right before the
// use, so they never occupy a register across the function.
//
// Narrow values (i8, i16, i32) sit in the low bits of a 64-bit register; the bits above
// are unspecified, and whoever widens a value extends it.
//
// Folding. An instruction whose value has one use, later in the same block, may be
// folded into that use when nothing in between redefines what it reads (after phi
// elimination, phi values are assigned at the end of blocks): compares into conditional
// branches and selects, address arithmetic into memory operands.
#pragma once

#include "codegen/mir.h"
#include "ir/analysis.h"
#include "ir/module.h"
#include "support/hash.h"
#include "target/x86_64/emit.h"
#include "target/x86_64/regs.h"

#include <string>
#include <vector>

namespace ilcc::x86_64 {

// An integer's width in bytes (pointers: 8), and the width x86 arithmetic on it uses.
inline u8 int_size(IrType t) { return u8(t == IrType::Ptr ? 8 : type_size(t)); }
inline u8 op_size(IrType t) { u8 s = int_size(t); return s < 4 ? 4 : s; }
inline bool fits_i32(i64 v) { return v >= INT32_MIN && v <= INT32_MAX; }

using mir::MInst;
using mir::MOperand;
using mir::RegClass;

// Module-wide state shared by the functions of one module: the constant pool, which
// symbols are defined here, the options.
struct ModuleContext {
  IrModule& module;
  const CodegenOptions& opts;
  HashMap<u32, bool> defined;       // symbol id -> defined in this module (functions and data)
  HashMap<u32, bool> thread_local_; // symbol id -> a _Thread_local variable
  HashMap<u32, const IrFunction*> functions; // symbol id -> function (declared or defined)
  // Constant pool: 4-, 8-, 16- and 32-byte literals.
  struct PoolEntry {
    u64 w[4];
    unsigned size;
    u32 label;
  };
  std::vector<PoolEntry> pool;
  HashMap<u64, u32> pool_index; // hash of (size, lo, hi) -> pool entry
  u32 next_label = 0;           // .LC<n> and .LJT<n> numbering
  u32 next_block_label = 0;     // .LBB<n> of blocks instruction selection adds
  std::string jump_tables;      // .section .rodata text of the jump tables emitted so far

  explicit ModuleContext(IrModule& m, const CodegenOptions& o);
  // A read-only literal of `size` bytes; its label .LC<n>.
  Symbol pool_label(u64 lo, u64 hi, unsigned size);
  Symbol pool_label(const u8* bytes, unsigned size); // size 4, 8, 16 or 32
  // Whether a reference to `s` may bind inside this module (direct, pc-relative).
  bool is_local(Symbol s) const;
  bool is_tls(Symbol s) const { return thread_local_.find(s.id()) != nullptr; }
};

class ShuffleMatcher;

class ISel {
  friend class ShuffleMatcher;

public:
  ISel(ModuleContext& ctx, IrFunction& f, mir::MFunction& mf);
  void run();
  // -g: the frame object (and offset in it) a value's address folds to, when it does (an
  // alloca, a by-value aggregate parameter); false otherwise.
  bool frame_address(u32 value, u32& obj, i64& off) const {
    if (value >= addr_.size() || addr_[value].kind != Addr::Frame) return false;
    obj = addr_[value].obj, off = addr_[value].off;
    return true;
  }

private:
  // ---- value homes ----
  struct Addr {           // a constant offset from a frame object or a symbol
    enum Kind : u8 { None, Frame, Sym } kind = None;
    u32 obj = 0;
    Symbol sym;
    i64 off = 0;
  };
  Reg reg_of_value(Value v);            // the vreg of a scalar value (creating it on demand)
  Reg hi_of_value(Value v);             // the high vreg of a 128-bit value
  u32 slot_of_value(Value v);           // the frame object of a long double value
  RegClass class_of(IrType t) const {
    return (t == IrType::F32 || t == IrType::F64 || is_vector(t)) ? RegClass::Xmm : RegClass::Gpr;
  }
  // 32-byte vectors take whole ymm registers (spilled and copied as 32 bytes).
  Reg new_reg(IrType t) { return mf_.new_vreg(class_of(t), type_size(t) > 16 ? 32 : 0); }
  Reg new_gpr() { return mf_.new_vreg(RegClass::Gpr); }
  Reg new_xmm() { return mf_.new_vreg(RegClass::Xmm); }

  // ---- operands ----
  // An operand in a register of its class (materializing constants and addresses).
  Reg use_reg(const Operand& o, IrType t);
  // As an immediate when it is a constant that fits a sign-extended 32-bit field.
  MOperand use_ri(const Operand& o, IrType t);
  // An integer constant operand's value.
  std::optional<i64> const_int(const Operand& o) const;
  // The memory operand for *(ptr + off).
  MOperand indexed_mem(const Operand& base, i64 disp, Reg index, u8 scale); // disp must fit 32 bits
  MOperand mem_at(const Operand& ptr, i64 off = 0);
  MOperand mem_at_reg(Reg r, i64 off);
  void select_gep(Reg d, const Instruction& i);
  MOperand float_const_mem(const IrConst& c, IrType t);
  MOperand mem_of_addr(const Addr& a, i64 off);
  // Materializes a folded address into a register.
  Reg addr_reg(const Addr& a);
  bool addr_of(const Operand& o, Addr& out) const;
  // 128-bit operand halves; long double operand in memory.
  void use_pair(const Operand& o, Reg& lo, Reg& hi);
  MOperand ld_mem(const Operand& o); // a long double operand's memory (constants from the pool)

  // ---- emission ----
  MInst& emit(u16 op, u8 size, std::initializer_list<MOperand> ops = {});
  void copy(Reg dst, Reg src, RegClass c, u8 size = 8);
  void mov_imm(Reg dst, i64 v, u8 size);
  void load(Reg dst, const MOperand& m, IrType t);
  void store(const MOperand& m, const Operand& v, IrType t);
  void extend(Reg dst, Reg src, IrType from, u8 to_size);
  void extend_from(Reg dst, const MOperand& src, IrType from, u8 to_size);
  const Instruction* folded_load(const Operand& x) const;

  // ---- instructions (isel.cpp unless noted) ----
  void select_block(const BasicBlock& b); // isel_fold.cpp
  void select(const Instruction& i, u32 index);
  void select_terminator(const Terminator& t);
  void select_binop(const Instruction& i);
  void select_int_binop(const Instruction& i);
  void select_div(const Instruction& i);
  void select_shift(const Instruction& i);
  const Operand& shift_count(const Instruction& i) const;
  void select_float_binop(const Instruction& i);
  void select_unop(const Instruction& i);
  void select_cmp(const Instruction& i);
  void select_cast(const Instruction& i);
  void select_select(const Instruction& i);
  // A condition as flags: emits the compare and returns the condition code under which it
  // holds. `c` is an i8 value or a foldable cmp.
  Cond emit_condition(const Operand& c);
  Cond emit_compare(IrCmpOp op, IrType t, const Operand& a, const Operand& b);
  void setcc_to(Reg dst, Cond c);
  void float_cond_set(Reg dst, IrCmpOp op, IrType t, const Operand& a, const Operand& b);
  // Memory (isel_mem.cpp).
  void select_load(const Instruction& i);
  void select_store(const Instruction& i);
  void select_memcpy(const Instruction& i);
  void copy_memory(const MOperand& dst, const MOperand& src, u64 size);
  void select_dynalloca(const Instruction& i);
  // Calls, returns, parameters, variadic functions (isel_call.cpp).
  void lower_params();
  void select_call(const Instruction& i);
  void find_passed_struct(const BasicBlock& b, u32 c); // isel_call.cpp
  void select_return(const Terminator& t);
  void select_va_start(const Instruction& i);
  void select_va_arg(const Instruction& i);
  void select_va_arg_struct(const Instruction& i);
  Reg load_partial(const MOperand& base, unsigned bytes);
  void store_partial(const MOperand& base, Reg r, unsigned bytes);
  // 128-bit integers (isel_i128.cpp).
  void select_i128(const Instruction& i);
  void select_i128_cast(const Instruction& i);
  Cond emit_compare_i128(IrCmpOp op, const Operand& a, const Operand& b);
  // A call of a runtime helper (libgcc): each (physical, value) pair is copied first.
  MInst& helper_call(Symbol name, std::initializer_list<std::pair<Reg, Reg>> moves);
  Reg popcount64(Reg src, u8 size);
  // long double (isel_x87.cpp).
  void select_x87(const Instruction& i);
  void x87_load(const Operand& o, IrType t);  // pushes o converted to long double
  void x87_store(const Instruction& i, IrType t); // pops st(0) into i's dest of type t
  Cond x87_compare(IrCmpOp op, const Operand& a, const Operand& b);
  u32 scratch_slot(); // a 16-byte frame object for conversions inside one instruction
  // Atomics, intrinsics, inline asm (isel_atomic.cpp, isel_intrinsic.cpp, isel_asm.cpp).
  void select_atomic(const Instruction& i);
  void select_intrinsic(const Instruction& i);
  void select_inline_asm(const Instruction& i);
  // GNU vectors and the vector intrinsics (isel_vector.cpp, isel_shuffle.cpp).
  bool has(X86Feature x) const { return f_.features.has(x); }
  void select_vector(const Instruction& i);
  void select_vector_intrinsic(const Instruction& i);
  Reg vec_reg(const Operand& o, IrType t);             // the vector in a register (constants from the pool)
  Reg vec_const(const u8* bytes, IrType t);            // a constant of type t
  Reg vec_splat_const(u64 element, unsigned es, IrType t); // every element of t `element`
  MInst& vemit(u16 op, IrType t, std::initializer_list<MOperand> ops); // size: the width, size2: the element
  Reg vcopy(Reg src, IrType t);                        // a fresh register holding src
  Reg vbinop(u16 op, IrType t, Reg a, const MOperand& b); // a copy of a, op b
  void vec_cmp(const Instruction& i);
  void vec_shift(const Instruction& i);
  void vec_mul(const Instruction& i);
  void vec_cast(const Instruction& i);
  void vec_select(const Instruction& i);
  Reg vec_extract(Reg v, IrType t, unsigned lane);
  Reg vec_insert(Reg v, IrType t, const Operand& x, unsigned lane);
  Reg vec_splat(const Operand& x, IrType t);
  Reg vec_convert(const Instruction& i);
  Reg vec_half(Reg v, IrType t, unsigned half);        // 16 bytes of a 32-byte vector, as its own xmm
  Reg vec_concat(Reg lo, Reg hi, IrType t);            // two 16-byte halves into a 32-byte vector
  u32 vec_spill(Reg v, IrType t);                      // a frame object holding v
  Reg vec_shuffle(const Instruction& i);               // isel_shuffle.cpp
  Reg shuffle_through_memory(Reg a, Reg b, IrType t, IrType rt, std::span<const int> mask);

  // ---- helpers ----
  u32 new_block();        // a machine block appended to the function (loops inside one instruction)
  void switch_to(u32 b);  // continue emitting into block b
  bool dies_at(const Operand& x, const Instruction& at) const; // at is x's last use
  std::optional<std::pair<Operand, Operand>> shifted_compare(const Instruction& cmp) const;
  void compute_multi_def_liveness();
  bool multi_def_live_out(u32 v) const; // v (assigned more than once) is live out of the current block
  bool dies_here_rather(const Operand& x, const Operand& y, const Instruction& at) const;
  bool zero_extended(const Operand& x) const; // x's register has zeros above x's width
  bool widened_unsigned(const Operand& x) const; // x is a narrower unsigned value extended: not negative
  bool inner_gep_folds(const BasicBlock& b, u32 i) const;
  bool is_scale(const Instruction& in) const;
  bool all_uses_are_gep_indexes(const BasicBlock& b, u32 def) const;
  Reg scaled_index(const Operand& idx, u8& scale);
  template <class Ok> bool all_uses_nearby(const BasicBlock& b, u32 def, Ok&& ok, u32 window = 24) const;
  static constexpr u32 kFieldWindow = 128; // all_uses_are_addresses of a field's address
  bool all_uses_are_addresses(const BasicBlock& b, u32 def) const;
  const Instruction* masked_count_cast(const BasicBlock& b, const Instruction& c) const;
  bool quiet_between(u32 from, u32 to) const;
  int rmw_load_operand(const Instruction& op, const Instruction& st, u32 si) const;
  void emit_rmw(const Instruction& op, const MOperand& m);
  static u16 rmw_opcode(IrBinOp op);
  bool emit_folded_lea(const Instruction& i, Reg d, u8 size);
  bool can_fold(u32 def_index, u32 use_index) const;
  bool reads_folded(const Instruction& in) const;
  bool has_load_operand(const Instruction& in) const;
  void fold_compared_load(const BasicBlock& b, u32 ci, u32 at);
  const Instruction* def_of(Value v) const;
  u32 block_index(BlockId b) const;
  MOperand block_op(BlockId b) { return MOperand::make_block(block_index(b)); }
  Symbol sym(const char* name) const { return Symbol::intern(name); }
  // A call's target: the symbol (direct, or @PLT when it may live in another module), or
  // under -fno-plt the memory operand of its GOT entry; emit_call picks call or call *.
  MOperand call_target(Symbol s);
  MInst& emit_call(const MOperand& target);
  MOperand sym_addr_mem(Symbol s, i64 off); // a memory operand addressing s+off
  void finish_call_abi(MInst& call, RegMask arg_regs, RegMask ret_regs);

  ModuleContext& ctx_;
  IrModule& m_;
  IrFunction& f_;
  mir::MFunction& mf_;
  mir::MBlock* cur_ = nullptr;    // the machine block being filled
  u32 cur_mb_ = 0;                 // its index
  const BasicBlock* cur_ir_ = nullptr;
  u32 cur_index_ = 0;              // the IR block's index

  std::vector<Reg> vreg_, vreg_hi_;  // by value id
  std::vector<u32> slot_;            // long double values: frame object + 1 (0 = none yet)
  std::vector<Addr> addr_;           // folded addresses by value id
  std::vector<u32> uses_;            // use counts by value id
  std::vector<u32> def_block_, def_index_; // where each value is defined (first definition)
  std::vector<const Instruction*> def_inst_;
  HashMap<u32, IrType> multi_def_type_; // values assigned more than once: their type
  // (value << 32 | block) for each block a value assigned more than once is live into.
  HashMap<u64, u8> multi_live_in_;
  Cfg cfg_;
  std::vector<u8> sym_in_reg_;       // by value id: a symbol's address kept in a register (run)
  std::vector<u8> folded_;           // by value id: the defining instruction is folded into its use
  std::vector<u8> skip_;             // by instruction of the current block: no code (a passed struct's store)
  // A struct argument of a call of the current block whose slot is filled by stores just
  // before it: the stored values go to the argument registers (find_passed_struct).
  struct PassedStruct {
    u32 call, arg;
    Operand values[2];
    IrType types[2];
  };
  std::vector<PassedStruct> passed_;
  std::vector<u32> label_to_block_;  // BlockId - label_base_ -> MIR block
  u32 label_base_ = 0;
  HashMap<u32, u32> sparse_labels_;

  // Parameters and returns.
  Reg sret_ptr_ = mir::kNoReg;          // the hidden struct-return pointer
  u32 ret_second_slot_ = ~0u;           // set_ret_f128_second's value
  Reg ret_second_xmm_ = mir::kNoReg;    // set_ret_f64_second's / f32's value
  // Variadic functions: named registers and stack bytes consumed.
  u32 named_gp_ = 0, named_fp_ = 0;
  u64 named_stack_ = 0;
  u32 overflow_obj_ = ~0u;              // fixed object at the first variadic stack argument
  u32 scratch_ = ~0u;
  SourceSpan last_span_; // -g: the position of the last Loc emitted
  // -g: IrFunction::debug_values as (value id, variable), sorted: after a value's
  // definition, a DbgValue says where each of its variables is.
  std::vector<std::pair<u32, u32>> dbg_values_;
  void emit_dbg_values(Value v, const MOperand& where);
  std::vector<std::pair<u32, u32>> outgoing_fixups_; // (block, inst) whose imm gets the outgoing area size
  bool uses_frame_pointer_ = false;
  bool has_calls_ = false; // the function calls something (run)
  bool lifetimes_ = true;  // lifetime markers are selected (not with setjmp-like calls)
};

} // namespace ilcc::x86_64
