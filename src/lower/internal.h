// internal.h — what the lowering files share: the module state and the per-function
// lowering context. Not part of the library's interface (lower.h is).
#pragma once

#include "lower/lower.h"
#include "sema/builtins.h"
#include "target/x86_64/abi.h"

#include <string>
#include <vector>

namespace ilcc::lower {

using namespace il;
using sema::TypeTable;

// --- types (types.cpp)

// The IR type of a C scalar type or GNU vector; Void for aggregates, complex and void.
// 32-byte vectors are IR values only with `wide_vectors` (AVX), else memory; inside a
// function's lowering, FunctionLowering::ir_type says which.
IrType ir_type(QualType t, bool wide_vectors = false);
// Is the C type represented by an IR value (integers, pointers, real floats, vectors)?
bool is_ir_scalar(QualType t, bool wide_vectors = false);
// By-value ABI facts of an aggregate or complex type.
struct AbiInfo {
  u32 size = 0, align = 1;
  std::vector<EightbyteClass> classes; // {Memory} when in memory
  bool memory() const { return x86_64::in_memory(classes); }
};
AbiInfo abi_info(QualType t);
// The IR type a register-returned aggregate travels in (i64/i128 and friends).
IrType abi_register_type(const AbiInfo& a);
// Results returned on the x87 stack (psABI: classes X87/X87UP and COMPLEX_X87) although
// they are passed in memory as arguments: 2 for `long double _Complex` (real part in
// st(0), imaginary in st(1)), 1 for a struct or union whose only part is a long double
// (st(0)), 0 otherwise. Such a function's IR return type is f128.
int x87_return(QualType t);
// _Float128 (float128.cpp): an i128 bit pattern in the IR, computed by libgcc, passed and
// returned in a whole %xmm register (the classes f128_classes() gives).
inline bool is_f128(QualType t) {
  t = sema::unatomic(t);
  return t->kind == TypeKind::Float && t->float_kind == FloatKind::Float128;
}
std::span<const EightbyteClass> f128_classes();
Operand f128_constant(long double v);
// A struct or union of size zero (GNU): as an argument it takes no register and no
// stack space, so calls and signatures leave it out.
inline bool is_empty_aggregate(QualType t) { return !is_ir_scalar(t) && t->size == 0; }

// A value: a scalar operand, a complex pair, or the address of an aggregate object.
struct Val {
  enum Kind : u8 { None, Scalar, Complex, Addr } kind = None;
  Operand v;                // Scalar: the value; Complex: the real part; Addr: the pointer
  Operand im;               // Complex: the imaginary part
  IrType ty = IrType::Void; // Scalar and Complex: the (element) IR type

  static Val scalar(Operand v, IrType t) { return Val{Scalar, v, {}, t}; }
  static Val complex(Operand re, Operand im, IrType t) { return Val{Complex, re, im, t}; }
  static Val addr(Operand p) { return Val{Addr, p, {}, IrType::Ptr}; }
};

// An lvalue: the object's address, and the bit-field when it is one. An element of a
// register vector (v[i]) is the vector's address and the index instead (its address,
// when something takes it, is element_address).
struct LValue {
  Operand addr;
  QualType type{};
  Field* bitfield = nullptr;
  bool is_volatile = false;
  Operand vec_addr, vec_index; // a register vector's element: the vector and the index (i32)
  QualType vec_type{};
  static LValue at(Operand addr, QualType type, Field* bitfield = nullptr, bool is_volatile = false) {
    LValue lv;
    lv.addr = addr, lv.type = type, lv.bitfield = bitfield, lv.is_volatile = is_volatile;
    return lv;
  }
};

class FunctionLowering;

// --- module-wide state (module.cpp)
struct ModuleLowering::State {
  Il& il;
  TypeTable& tt;
  IrModule& m;
  LowerOptions opts;
  std::vector<std::pair<Loc, std::string>> errors;
  HashMap<u32, u32> function_index;  // symbol id -> index in m.functions
  HashMap<u32, u32> global_index;    // symbol id -> index in m.globals
  HashMap<uintptr_t, Symbol> names;  // entity -> its symbol (statics get unique names)
  HashMap<u32, u32> used_names;      // symbol id -> 1: taken
  u32 unique = 0;
  std::vector<Routine*> ctors, dtors;
  HashMap<u32, u32> unprototyped; // symbol id -> 1: declared without a prototype
  // A routine's instruction set extensions: its target("...") attribute's, or the unit's.
  X86Features features_of(Routine* r) const { return r && r->target_features ? X86Features(r->target_features) : opts.features; }
  std::vector<u32> defined;       // indices of the functions defined since take_defined_functions
  // Lowering's own calls of library functions (call_library, complex arithmetic): the
  // names called (symbol id -> 1) and, symbol id -> 1, the declarations made for them that
  // no declaration of the unit has replaced yet (0 once one has).
  HashMap<u32, u32> library_names;
  HashMap<u32, u32> library_decls;

  State(Il& il_, TypeTable& tt_, IrModule& m_, const LowerOptions& o) : il(il_), tt(tt_), m(m_), opts(o) {}
  void error(Loc l, std::string msg) { errors.emplace_back(l, std::move(msg)); }
  Symbol symbol_of(Routine* r);
  Symbol symbol_of(Variable* v);
  Symbol unique_symbol(std::string_view base);
  IrFunction& declare_function(Routine* r);       // an IR declaration (or the definition slot)
  // Whether lowering's own call of library function `name` with this type may be a direct
  // call of that name (declaring it if the unit has not): not when the unit declares the
  // name with another type (the call then goes through the address).
  bool declare_library(Symbol name, IrType ret, std::span<const IrType> params,
                       std::span<const EightbyteClass> ret_classes = {});
  // Lowers a defined routine; a nested one inside the lowering of its enclosing function.
  void lower_function(Routine* r, FunctionLowering* parent);
  IrGlobal& declare_global(Variable* v);
  void lower_variable(Variable* v);                // a file-scope variable's definition
  void define_constant_early(Variable* v);         // ... now, for a constant a function reads
  // Static locals and compound literals with static storage are defined when something
  // lowered refers to them: code (FunctionLowering::define_static_local) or the
  // initializer of another static object (`static int a; static int *p = &a;`, a file-
  // scope `int *p = (int[]){1, 2};`). need_static queues one not yet queued;
  // define_queued_statics defines the queue's objects until it is empty (their
  // initializers may queue more), label addresses resolved by label_block.
  void need_static(Variable* v);
  void define_queued_statics(Routine* in_fn, const std::function<BlockId(Label*)>* label_block);
  std::vector<Variable*> static_queue;
  HashMap<uintptr_t, u8> static_queued; // Variable -> 1: queued or defined
  Symbol string_symbol(Constant* str);             // a string literal as an anonymous global
  void function_signature(IrFunction& f, QualType fn_type);
  void add_static_chain(IrFunction& f, Routine* r); // nested functions: the chain parameter
  bool needs_static_chain(Routine* r);              // a nested function using its context
  HashMap<uintptr_t, u8> chain_needed;              // Routine -> needs_static_chain
  GlobalInit initializer(Constant* c, QualType type, u64 size, Routine* in_fn, std::vector<BlockId>* label_blocks,
                         const std::function<BlockId(Label*)>* label_block);
  // ===== -g (debug.cpp): DebugInfo from the IL
  HashMap<uintptr_t, u32> di_types; // QualType bits -> DebugInfo::types index
  // The debug type of t (kNoDi: void); variably modified ones need their function's lowering.
  u32 di_type(QualType t, FunctionLowering* fl);
  std::pair<u32, u32> debug_position(Loc l); // file index and line
  void debug_global(Variable* v);            // a defined file-scope object
  void debug_typedefs();                     // the file-scope typedefs of described types
  // ===== -fsanitize=undefined (ubsan.cpp): static data for the run-time library
  HashMap<u32, Symbol> ubsan_types;         // type descriptors by the id of the quoted type name
  HashMap<u32, Symbol> ubsan_files;         // file names by source file index
  Symbol ubsan_type(QualType t);
  Symbol ubsan_data(Loc l, std::span<const Symbol> types, std::span<const u8> bytes);
};

// --- per-function lowering (function.cpp and the others)
class FunctionLowering {
public:
  FunctionLowering(ModuleLowering::State& s, Routine* r, IrFunction& f);
  void run();

  // ===== builder (function.cpp)
  ModuleLowering::State& s;
  Routine* routine;
  IrFunction& fn;
  // The function's instruction set extensions; with AVX, 32-byte vectors are IR values.
  X86Features features_;
  bool wide_vectors_ = false;
  IrType ir_type(QualType t) const { return lower::ir_type(t, wide_vectors_); }
  bool is_ir_scalar(QualType t) const { return lower::is_ir_scalar(t, wide_vectors_); }
  bool is_reg_vector(QualType t) const { return sema::is_vector(t) && is_ir_scalar(t); }
  u32 cur_ = 0;                        // index of the current block in fn.blocks
  u32 first_block_id_ = 0;
  // The allocas, gathered here while the body is lowered and put at the front of the entry
  // block by place_allocas() (inserting each at once would move the whole entry block every
  // time: quadratic in a function of 10,000 parameters); alloca_count_ counts them.
  std::vector<Instruction> allocas_;
  u32 alloca_count_ = 0;
  bool allocas_placed_ = false;
  void place_allocas();
  Loc cur_loc_ = 0;
  bool va_arg_pack_call_ = false;      // emitting a call whose last argument was __builtin_va_arg_pack()
  Routine* diagnosed_callee_ = nullptr; // emitting a call of a function declared error/warning("msg")
  BlockId new_block();
  void set_block(BlockId b);
  BasicBlock& block() { return fn.blocks[cur_]; }
  bool terminated() { return block().terminator.kind != TermKind::None; }
  void terminate(const Terminator& t);
  void br(BlockId b);
  void condbr(Operand c, BlockId t, BlockId f);
  Value emit(Instruction i);           // appends (starting a new block after a terminator)
  Value new_value() { return fn.new_value(); }
  Operand alloca_slot(u64 size, u32 align, bool is_volatile = false);
  Operand temp(QualType t);            // a fresh stack object of type t
  Operand load(IrType t, Operand p, bool is_volatile = false);
  void store(IrType t, Operand v, Operand p, bool is_volatile = false);
  Operand binop(IrBinOp o, IrType t, Operand a, Operand b);
  Operand unop(IrUnaryOp o, IrType t, Operand a);
  Operand cmp(IrCmpOp o, IrType t, Operand a, Operand b);
  Operand convert(Operand v, IrType from, IrType to);
  Operand gep(Operand p, Operand off);
  Operand gep(Operand p, i64 off) { return off ? gep(p, Operand(IrConst::int64(off))) : p; }
  Operand global_addr(Symbol s);
  void memcpy_(Operand dst, Operand src, u64 size);
  void memset_zero(Operand dst, u64 size);
  Operand call_library(const char* name, IrType ret, std::initializer_list<std::pair<Operand, IrType>> args);
  // Emits such a call (made by call_library and complex arithmetic), direct or through
  // the function's address as declare_library decides.
  void emit_library_call(Symbol name, Value dest, IrType ret, std::span<const Operand> args,
                         std::span<const IrType> types, std::span<const EightbyteClass> ret_classes = {});
  Operand const_int(i64 v, IrType t) { return Operand(IrConst::from_i64(v, t)); }
  Operand select(IrType t, Operand c, Operand a, Operand b);

  // ===== -g (debug.cpp): the subprogram, its scopes and variables
  struct DebugVar {
    Variable* var;
    u32 scope;  // DiSubprogram::scopes index
    u32 arg_no; // parameters: 1, 2, ...
  };
  std::vector<DebugVar> debug_vars_;
  u32 debug_scope_ = 0;    // the current DiSubprogram::scopes index
  u32 debug_scope_id_ = 0; // its module-wide id (SourceSpan::scope)
  HashMap<uintptr_t, u32> di_local_types_; // variably modified types of this function
  void debug_begin();
  u32 debug_enter(Scope* sc); // a block scope with variables; returns what debug_leave restores
  void debug_leave(u32 saved);
  void debug_add_variables(Scope* sc);
  void debug_finish();
  Operand vla_count_slot(VlaDimension* dim);

  // ===== GNU nested functions (nested.cpp)
  // A function whose nested functions use its locals keeps a frame block: an alloca of
  // pointers, [0] its own static chain (when it is nested itself), [k] the address of its
  // k-th captured object. A nested function's static chain points at its enclosing
  // function's frame block.
  FunctionLowering* parent_ = nullptr; // the enclosing function's lowering (nested only)
  Operand chain_;                      // the static chain parameter (nested only)
  Value frame_block_ = kNoValue;
  struct Capture {
    u32 index;      // in the frame block
    Operand addr;   // the address stored there, or
    BlockId label;  // the block whose address is (a label of this function)
  };
  std::vector<Capture> captures_;
  HashMap<uintptr_t, u32> capture_index_;           // Variable -> frame block index
  HashMap<uintptr_t, u8> owned_;                    // Variables, Labels, VLA dimensions
  HashMap<uintptr_t, Operand> vla_homes_;           // VLA Variable -> slot holding its address
  std::vector<Routine*> nested_;                    // nested functions defined here
  void collect_nested(Scope* sc);
  Operand frame_block();
  Operand chain_for(Routine* enclosing); // the static chain to pass to its nested functions
  Operand captured_address(Variable* v, bool& found);
  Operand captured_vla_count(VlaDimension* d, bool& found); // the slot of its i64 count
  // The address `addr` of an object of the enclosing function `owner`, from here.
  Operand reach(FunctionLowering* owner, uintptr_t key, Operand addr, BlockId label = BlockId());
  Operand outer_label_address(Label* l); // &&label of an enclosing function
  // Non-local goto: a function with labels its nested functions jump to calls _setjmp on
  // entry and, when it returns again, dispatches on the label number the nested function
  // stored before its longjmp. Its locals all stay in memory (volatile allocas), as do
  // those of a function that calls __builtin_setjmp.
  bool all_volatile_ = false;
  Operand nonlocal_buf_, nonlocal_target_;
  HashMap<uintptr_t, u32> nonlocal_index_; // Label -> its number
  void setup_nonlocal_receiver();
  void nonlocal_goto(Label* l);
  Operand nested_function_pointer(Routine* r); // a trampoline (the function's address)
  void finish_nested();                // lowers the nested functions, fills the frame block

  // ===== variables and frames (function.cpp)
  std::vector<Operand> var_slots_;     // by Variable::lower_slot - 1
  std::vector<Operand> vla_counts_;    // by VlaDimension::lower_slot - 1: i64 element counts
  std::vector<BlockId> label_blocks_;  // by Label::lower_slot - 1
  std::vector<BlockId> label_landings_; // by Label::lower_slot - 1: the block &&label names
  Operand variable_address(Variable* v);
  void define_static_local(Variable* v);
  void allocate_local(Variable* v);
  BlockId label_block(Label* l);
  BlockId label_address(Label* l);     // the landing block of &&label (stmt.cpp)
  Operand sret_ptr_;                   // the hidden struct-return pointer, if any
  Operand ret_slot_;                   // where `return e` stores the value (non-void)
  BlockId ret_block_;
  QualType ret_type_{};
  AbiInfo ret_abi_;
  void emit_return_block();
  void setup_params();
  Operand object_size(QualType t);     // bytes, at run time for VLAs
  void evaluate_vla_sizes(QualType t); // the dimensions of a VM type, where it is declared

  // ===== statements (stmt.cpp)
  struct JumpTarget {
    BlockId brk, cont;                 // cont invalid for switch
    u32 cleanup_depth;                 // scopes to unwind (VLA stack, cleanup attribute)
  };
  std::vector<JumpTarget> jumps_;
  struct ScopeCleanup {
    Operand stack_save;                // restore point for VLAs declared in the scope
    std::vector<Variable*> cleanups;   // __attribute__((cleanup)) variables, in order
    u32 scope = UINT32_MAX;            // its lifetime scope (lifetime.cpp), if any
  };
  std::vector<ScopeCleanup> cleanups_;
  void run_cleanups(u32 down_to);      // leaving scopes above depth down_to
  void stmt(Statement* s);
  void stmt_list(Statement* first);
  void block_stmt(Statement* s, bool new_scope = true);
  void decl_stmt(Variable* v, Loc l);
  void cond_stmt(Expr* e, BlockId t, BlockId f);
  void switch_stmt(Statement* s);
  void asm_stmt(Statement* s);
  void return_stmt(Statement* s);
  // Computed goto: every `goto *p` stores p in goto_target_ and branches to the one
  // dispatch block, whose indirectbr lists the landing blocks of the address-taken labels.
  BlockId goto_dispatch_;
  Operand goto_target_;
  void computed_goto(Statement* s);
  void finish_computed_goto();         // fills the dispatch and the landing blocks
  HashMap<uintptr_t, BlockId> case_blocks_; // SwitchCase -> its block
  // Functions with VLAs: the stack level at each label (a slot holding the stack pointer
  // after the last VLA allocated before it), so that a goto back to a label frees the VLAs
  // allocated since (C17 6.8.6.1p1 lets a goto leave a VLA's scope). current_level_ is the
  // level at the current point of the source.
  bool has_vla_ = false;
  Operand current_level_;
  HashMap<uintptr_t, Operand> label_level_;
  Expr* stmt_expr_value_ = nullptr;

  // ===== object lifetimes (lifetime.cpp)
  static constexpr u32 kNoScope = UINT32_MAX;
  struct LifetimeScope {
    u32 parent;       // kNoScope: the function's body
    u32 depth;        // 0 for the outermost scopes
    bool is_block;    // a block (its variables and compound literals), else a full expression
    bool unmarked;    // a jump enters it: its objects live as long as the function
  };
  struct MarkerSite {
    u32 block, index; // instruction index in fn.blocks[block] (entry block: after the allocas)
    u32 scope, seq;   // seq: the order of recording, for sites at one position
    bool start;
  };
  struct ScopeObject {
    u32 scope;
    Value alloca;
  };
  struct ScopeJump {
    u32 from, to;     // the scopes of the jump and of its target (to: when label is null)
    Label* label;
    u32 block, index; // a goto: where it leaves (its branch), for the ends of the scopes left
    bool ends;
  };
  bool lifetimes_ = false;             // markers wanted (LowerOptions::stack_reuse, no non-local labels)
  bool named_only_ = false;            // -fstack-reuse=named_vars: no markers for temporaries
  bool computed_goto_ = false;         // some `goto *p`
  u32 computed_goto_scope_ = kNoScope; // the innermost scope around all of them
  u32 scope_ = kNoScope;               // the innermost open scope
  u32 adopt_scope_ = kNoScope;         // a block scope opened by switch_stmt for its body
  u32 switch_scope_ = kNoScope;        // the scope a switch jumps from to its cases
  std::vector<LifetimeScope> scopes_;
  std::vector<MarkerSite> sites_;
  std::vector<ScopeObject> scope_objects_;
  std::vector<ScopeJump> scope_jumps_;
  HashMap<uintptr_t, u32> label_scope_; // Label -> the scope it stands in
  u32 open_scope(bool is_block);       // entered here; becomes the innermost scope
  void close_scope(u32 s);             // left here (its normal end); its parent is innermost again
  void pop_scope(u32 s) { scope_ = scopes_[s].parent; } // its ends are recorded already
  void close_scope_on_edges(u32 s, BlockId a, BlockId b); // left at the tops of a and b (a condition's targets)
  void exit_scope(u32 s);              // left here by a jump (break, continue, return); stays open
  void add_site(u32 s, bool start);
  void add_site_at(u32 s, bool start, u32 block, u32 index);
  // The alloca of an object of the innermost scope (block_scoped: the innermost block).
  void scope_object(Value alloca, bool block_scoped);
  bool may_stay_in_memory(const Variable* v) const; // its slot may outlive mem2reg
  void record_goto(Label* l);          // a goto at the current point, before its branch
  void record_jump(u32 from, Label* l, u32 to); // a switch case (to) or an asm goto label (l)
  void record_computed_goto();         // a `goto *p` at the current point
  u32 common_scope(u32 a, u32 b) const; // the innermost scope around both
  void finish_lifetimes();             // inserts the markers

  // ===== expressions (expr.cpp)
  Val gen(Expr* e);                    // the value
  Operand gen_scalar(Expr* e, IrType* t = nullptr); // a scalar value
  void gen_discard(Expr* e);           // for side effects only
  void gen_cond(Expr* e, BlockId t, BlockId f); // branch on truth
  Operand gen_bool(Expr* e);           // an i8 0/1
  LValue gen_lvalue(Expr* e);
  Operand element_address(const LValue& lv); // lv.addr, or a vector element's address
  Val gen_operation(Expr* e);
  Val gen_cast(Expr* e);
  Val convert_val(Val v, QualType from, QualType to, Loc l);
  Operand to_bool(Val v, QualType t);  // compare against zero: i8
  Val gen_conditional(Expr* e);
  Val gen_logical(Expr* e);
  Val gen_stmt_expr(Expr* e);
  Val gen_compound_literal(Expr* e);
  Val load_lvalue(const LValue& lv);
  Val materialize(Val v, QualType t);  // an aggregate/complex value in memory (Addr)
  Operand pointer_arith(Operand p, QualType ptr_type, Operand n, bool subtract);
  IrBinOp arith_op(Operator o, QualType t);
  // ===== -fsanitize=undefined (ubsan.cpp): the operations with their checks
  Operand arith(Operator o, QualType t, IrType it, Operand x, Operand y);
  Operand shift(Operator o, QualType lt, IrType it, Operand x, Operand yc, QualType rt, IrType yt, Operand y);
  Operand negate(QualType t, IrType it, Operand x);
  void check_pointer(Operand p, QualType pointee, u8 kind);
  void check_index(Operand i, IrType it, QualType index_type, QualType array_type, bool address_only);
  Operand checked_subscript(Expr* p, bool address_only);
  void ubsan_report(Operand bad, u32 check, const char* handler, std::initializer_list<Symbol> types,
                    std::initializer_list<u8> bytes, std::initializer_list<std::pair<Operand, IrType>> args);
  // With -fsanitize=undefined, the position of the operation's reports: its operator's
  // (not its last operand's). Without, the position of the code stays the operand's.
  void at_operator(Expr* e) {
    if (s.opts.ubsan.checks && e->loc) cur_loc_ = e->loc;
  }
  u8 access_kind_ = 0;        // the access gen_lvalue's Deref checks: 0 load, 1 store, 3 member
  bool address_only_ = false; // the lvalue's address is taken (&a[n] is valid)
  Val gen_va_arg(Expr* e);

  // ===== assignment (assign.cpp)
  Val gen_assign(Expr* e);
  Val gen_incdec(Expr* e);
  void store_lvalue(const LValue& lv, Val v);
  Val load_bitfield(const LValue& lv);
  void store_bitfield(const LValue& lv, Operand v, IrType t);
  void store_val(Operand addr, QualType t, Val v, bool is_volatile = false);
  void init_variable(Variable* v, Operand addr);
  void dynamic_init(DynamicInit* d, Operand base);

  // ===== calls (call.cpp)
  Val gen_call(Expr* e);
  Val emit_call(Operand callee_ptr, Symbol direct, QualType fn_type, std::vector<std::pair<Val, QualType>>& args, Loc l,
                Operand chain = Operand());

  // ===== builtins (builtins.cpp)
  Val gen_builtin(Expr* e);
  // A call of a library function gcc treats as a builtin under its plain name too
  // (fabs, fabsf, fabsl), lowered inline into out; false for any other call.
  bool inline_library_call(Routine* r, Expr* call, Val& out);
  Val gen_atomic(Expr* e, u32 id);

  // ===== _Float128 (float128.cpp)
  struct F128Arg {
    Operand v;
    IrType ty;
    bool f128; // a _Float128 (ty I128), passed in %xmm
  };
  Operand f128_call(const char* name, IrType ret, bool ret_f128, std::initializer_list<F128Arg> args);
  Operand f128_binary(Operator o, Operand x, Operand y);
  Operand f128_neg(Operand x);
  Operand f128_compare(Operator o, Operand x, Operand y); // an i8 truth value
  Operand f128_unordered(Operand x, Operand y);
  Operand f128_to_bool(Operand x);
  Operand f128_from(Operand v, IrType ft, QualType from);
  Operand f128_to(Operand x, IrType tt);
  Val f128_convert(Val v, QualType from, QualType to);
  Operand f128_classify(sema::BuiltinId b, Operand x); // isnan, isinf, isfinite, isnormal, signbit: i8

  // ===== complex and vector values (complex.cpp)
  Val complex_binary(Operator o, Val a, Val b, QualType t);
  Val complex_unary(Operator o, Val a, QualType t);
  Val vector_binary(Operator o, Val a, Val b, QualType t, QualType result);
  Val vector_unary(Operator o, Val a, QualType t);
  // GNU vectors in registers (vector.cpp).
  Operand vector_value(Val v, QualType t);              // the IR vector of a vector Val
  Operand vector_intrinsic(IntrinsicOp op, IrType ty, IrType ty2, std::initializer_list<Operand> args);
  Operand vector_splat(Operand x, IrType t);
  // Element i of v (vector type t) as a value of type `as` (the element's C type: the IR
  // element types are signed; an unsigned one is converted so it widens by zeros).
  Operand vector_extract(Operand v, IrType t, Operand i, IrType as);
  Val reg_vector_binary(Operator o, Val a, Val b, QualType t, QualType result);
  Val reg_vector_unary(Operator o, Val a, QualType t);
  Val vector_shuffle(Val a, Val b, Val mask, QualType t, QualType mt, QualType result, bool two);
  Val vector_convert(Val v, QualType from, QualType to);
  bool build_vector(DynamicInit* inits, QualType t, Operand& out); // an initializer list's vector value
  bool init_vector(Variable* v, Operand addr);          // a register vector's initializer as one store
  Val gen_x86_builtin(Expr* e, u32 id);
  Val load_complex(Operand addr, QualType t, bool is_volatile = false);
  void store_complex(Operand addr, QualType t, Val v, bool is_volatile = false);
};

// The Label's block in its function, created on first use.
inline u32 slot_index(u32 slot) { return slot - 1; }

} // namespace ilcc::lower
