// internal.h — the interpreter's shared data structures (not part of its public API).
//
// ilcc-run executes a module in four steps (interp.cpp): lay out the globals in host memory
// (globals.cpp), give every defined function a libffi closure so that host code can call it
// (ffi_closures.cpp), pre-decode every function into a flat array of DInst records
// (decode.cpp), then run @main in the dispatch loop (exec.cpp). This header holds what those
// files share.
//
// Slots. A frame is an array of 16-byte Slots indexed by slot number; the decoder maps
// every SSA value id to a slot, and puts the function's constants in the slots after the
// values, so an operand is always just a slot index. Representation invariants:
//   - an integer of up to 64 bits is held in `i`, sign- or zero-extended from its width by
//     its type's signedness (the convention of ir/ops.h's eval_typed); ptr is a u64;
//   - i128/u128 use all 16 bytes (`w`);
//   - f32 is `f`, f64 is `d`, f128 is the host's x87 `long double` (`ld`, 10 significant
//     bytes); the bytes a type does not use are unspecified.
// Slot 0 of every frame is a discard slot (results nobody reads, e.g. of a void call).
//
// Decoded code. All functions live in one vector of 32-byte DInst records (Image::code);
// the vector never changes after decoding, so a DInst address is a stable code address:
// label addresses (labeladdr, &&label in initializers) are addresses of decoded blocks.
// Branches hold signed offsets relative to the branching op. Image::origins, parallel to
// the code, says which IR instruction each op came from, for fault messages.
//
// Frames and stacks. Each thread that runs IR has a ThreadCtx (memory.cpp) with three
// reserved regions: frame records, value slots, and the data stack that holds allocas,
// dynallocas, by-value struct copies and variadic register save areas. A call pushes a
// Frame; IR-to-IR calls never recurse on the C++ stack. Host code calling an IR closure
// enters a nested execute() on the same stacks.
#pragma once

#include "interp/interp.h"
#include "ir/module.h"
#include "support/hash.h"

#include <ffi.h>

#include <cstring>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <vector>

namespace ilcc::interp {

union alignas(16) Slot {
  i64 i;
  u64 u;
  double d;
  float f;
  void* p;
  i128 w;
  long double ld;
  u8 bytes[16];
};
static_assert(sizeof(Slot) == 16, "slots are 16 bytes");

enum class DOp : u16 {
#define DOP(N) N,
#include "interp/dops.def"
  Count
};

struct DInst {
  DOp op = DOp::Fault;
  IrType ty = IrType::Void; // operation type
  u8 weight = 1;            // IR instructions this op stands for (statistics)
  u32 d = 0;                // destination slot
  u32 a = 0, b = 0, c = 0;  // operand slots or relative branch targets
  u32 e = 0;                // small extra field (operation, second type, alignment, size)
  u64 x = 0;                // immediate or side-table pointer
};
static_assert(sizeof(DInst) == 32, "decoded instructions are 32 bytes");

// Where a decoded op came from: function, block and instruction index in the IR (inst ==
// kTerminator for the block's terminator).
struct Origin {
  static constexpr i32 kTerminator = -1;
  static constexpr i32 kNone = -2; // decoder-made op (edge jump, fault stub)
  u32 func = 0;
  u32 block = 0;
  i32 inst = kNone;
};

struct DFunc;
struct Image;
struct ThreadCtx;

// How one argument of a host call is handed to libffi.
enum class ArgConv : u8 {
  Direct,   // the slot's bytes (integers, pointers, floats, long double, i128)
  F32ToF64, // a float in a variadic position: promoted as C does
  Struct,   // by-value struct: copied from the pointer in the slot into a padded buffer
};

// Variadic and by-value struct facts of one argument, for IR callees (varargs.cpp).
struct ArgInfo {
  IrType ty = IrType::Void;
  u32 struct_size = 0; // 0: not a struct
  u32 struct_align = 0;
  std::span<const EightbyteClass> classes;
};

// A call instruction, decoded. Direct calls know their callee; indirect calls find it at
// run time (an IR closure or a host address) and use the same argument description.
struct CallSite {
  const Instruction* inst = nullptr;
  std::vector<u32> args;        // argument slots
  std::vector<ArgInfo> arg_info;
  u32 num_fixed = 0;
  bool variadic = false;
  bool has_struct_args = false;
  bool has_wide_args = false;   // some argument is a 32-byte vector (two slots)
  IrType ret_type = IrType::Void;
  DFunc* callee = nullptr;      // direct call of an IR function
  void* host_fn = nullptr;      // direct call of a host function
  // The second half of a complex return is read right after the call (get_ret_*_second):
  // the host function returns a complex value of this element type (Void: not complex).
  IrType complex_ret = IrType::Void;
  // libffi description for host callees (prepared at decode time).
  bool ffi_ok = false;
  std::string ffi_error;
  ffi_cif cif{};
  std::vector<ffi_type*> atypes;
  std::vector<ArgConv> conv;
  ffi_type* rtype = nullptr;
  bool struct_ret = false;      // the return value is a register-classified struct
};

struct SwitchTable {
  bool dense = false;
  i64 low = 0;                  // dense: case value of targets[0]
  std::vector<i32> targets;     // dense: relative targets by value - low
  std::vector<std::pair<i128, i32>> cases; // sparse: sorted by value
  i32 default_target = 0;
};

struct IndirectTable {
  // (code index of the block start, relative target of the edge into it)
  std::vector<std::pair<u32, i32>> targets;
};

struct AsmSite {
  std::vector<std::pair<u32, u32>> tied; // (output address slot, input value slot)
  std::vector<IrType> tied_types;
};

// An intrinsic, or an operation on vectors (op: BinOp, UnaryOp, Cmp, Cast or Select with
// sub its operation). A 32-byte vector occupies two consecutive slots (vector.cpp).
struct IntrinsicSite {
  Opcode inst = Opcode::Intrinsic;
  u8 sub = 0;        // IrBinOp, IrUnaryOp or IrCmpOp of a vector operation
  IntrinsicOp op = IntrinsicOp::Lfence;
  IrType ty = IrType::Void, ty2 = IrType::Void;
  u32 dest = 0;      // result slot (0: none)
  u32 args[6] = {};
  u32 num_args = 0;
};

// A defined IR function, decoded.
struct DFunc {
  Image* image = nullptr;
  IrFunction* ir = nullptr;
  u32 index = 0;
  u32 entry = 0;                  // code index of the entry block
  u32 num_slots = 1;              // values, temporaries and constants
  u32 const_base = 1;             // constants occupy [const_base, num_slots)
  std::vector<Slot> consts;
  std::vector<u32> param_slots;   // per parameter (a 32-byte vector takes two slots)
  std::vector<ArgInfo> params;
  bool has_wide_params = false;   // some parameter is a 32-byte vector
  bool is_variadic = false;
  bool has_struct_params = false;
  u64 alloca_bytes = 0;           // static alloca area
  u32 alloca_align = 16;
  IrType complex_ret = IrType::Void; // uses set_ret_*_second: returns a complex value
  // libffi closure: host code calls the function through `code`.
  ffi_closure* closure = nullptr;
  void* code = nullptr;
  ffi_cif closure_cif{};
  std::vector<ffi_type*> closure_atypes;
  bool closure_ok = false;
};

// A trampoline (GNU nested functions): a libffi closure that calls `fn` with the static
// chain `chain` inserted as its chain parameter, so that host code and call_indirect can
// call a nested function through a plain function pointer.
struct Trampoline {
  DFunc* fn = nullptr;
  u64 chain = 0;
  ffi_closure* closure = nullptr;
  void* code = nullptr;
  ffi_cif cif{};
  std::vector<ffi_type*> atypes;
};

// What a global name refers to.
struct SymbolRef {
  enum Kind : u8 { Unresolved, Data, Tls, IrFunc, Host, Label };
  Kind kind = Unresolved;
  bool weak = false;
  u64 addr = 0;        // Data, Host, IrFunc (closure code): address; Tls: offset; Label: code index
  DFunc* fn = nullptr; // IrFunc
};

// libffi types the interpreter builds (structs from eightbyte classes); they must outlive
// every cif that uses them.
class FfiTypePool {
public:
  ffi_type* scalar(IrType t);
  // A struct type of `size` bytes whose eightbytes travel in the registers `classes` name
  // (psABI §3.2.3), or in memory for the MEMORY class and for structs over 16 bytes.
  ffi_type* from_classes(std::span<const EightbyteClass> classes, u32 size, u32 align);
  ffi_type* complex_of(IrType elem);

private:
  std::vector<std::unique_ptr<ffi_type>> types_;
  std::vector<std::unique_ptr<ffi_type*[]>> elements_;
};

struct Image {
  Image();
  Image(const Image&) = delete;
  Image& operator=(const Image&) = delete;
  ~Image(); // releases the data region and the closures (globals.cpp)

  IrModule* module = nullptr;
  // Distinguishes images that reuse a freed image's address, so that a thread's context
  // is rebound (TLS copy, limits) for every new image.
  u64 serial = 0;
  InterpreterLimits limits;
  u64 budget_end = ~u64(0);            // ThreadCtx::count at which the budget runs out
  HashMap<u64, bool> host_targets;     // with a host function list: their addresses
  std::vector<DInst> code;
  std::vector<Origin> origins;
  std::vector<std::unique_ptr<DFunc>> funcs;
  std::vector<std::unique_ptr<CallSite>> calls;
  std::vector<std::unique_ptr<SwitchTable>> switches;
  std::vector<std::unique_ptr<IndirectTable>> indirects;
  std::vector<std::unique_ptr<AsmSite>> asms;
  std::vector<std::unique_ptr<IntrinsicSite>> intrinsics;
  std::vector<std::string> messages;   // Fault op messages
  HashMap<u32, SymbolRef> symbols;     // by Symbol id
  HashMap<u32, u32> label_code;        // block id -> code index of the decoded block
  HashMap<u64, DFunc*> closures;       // closure code address -> function
  // Trampolines, one per (function, chain), kept until the image goes away (a frame at the
  // same address reuses its trampolines); trampoline_mutex guards both tables.
  std::vector<std::unique_ptr<Trampoline>> trampolines;
  HashMap<u64, std::vector<Trampoline*>> trampolines_by_chain;
  HashMap<u64, Trampoline*> trampoline_code; // by code address
  std::mutex trampoline_mutex;
  FfiTypePool ffi_types;
  // Global data: one region for ordinary globals and literals, a template for TLS.
  u8* data = nullptr;
  size_t data_size = 0;
  void* data_mapping = nullptr;        // the mmap behind `data`
  size_t data_mapping_size = 0;
  std::vector<u8> tls_template;
  u32 tls_align = 16;

  const DInst* code_begin() const { return code.data(); }
  u32 add_message(std::string m) {
    messages.push_back(std::move(m));
    return u32(messages.size() - 1);
  }
};

// State of the psABI va_list for a variadic IR function (varargs.cpp).
struct VaState {
  u8* reg_save = nullptr; // 176 bytes: rdi..r9, then xmm0..xmm7 (16 bytes each)
  u8* overflow = nullptr; // arguments passed in memory
  u32 gp_offset = 0;      // first unused GPR slot after the named parameters
  u32 fp_offset = 48;
};

struct Frame {
  const DFunc* fn = nullptr;
  Slot* slots = nullptr;
  Slot* slots_end = nullptr;
  const DInst* pc = nullptr; // the op being executed (a call while its callee runs)
  u8* data_entry = nullptr;  // data stack pointer at entry, restored by the return
  u8* allocas = nullptr;     // static alloca area
  VaState va;
  u32 ret_dst = 0;           // caller's slot for the result
  bool to_host = false;      // returning ends the execute() that entered the frame
  u64 serial = 0;            // distinguishes activations at the same depth (longjmp)
};

struct ThreadCtx {
  Image* image = nullptr;
  u64 image_serial = 0;    // image->serial when the context was bound to it
  Frame* frames = nullptr; // frames[0] is a sentinel
  Frame* frames_end = nullptr;
  Frame* top = nullptr;
  Slot* slots_end = nullptr;
  u8* data_sp = nullptr;
  u8* data_end = nullptr;  // the usable end of the data stack (InterpreterLimits)
  u8* data_base = nullptr; // the reservations, as created
  u8* data_reserved_end = nullptr;
  Frame* frames_reserved_end = nullptr;
  u8* tls = nullptr;       // this thread's copy of the TLS template
  std::pair<void*, size_t> tls_mapping{nullptr, 0};
  Slot ret2{};             // second return register (complex returns)
  Slot host_ret{};         // result of a frame that returns to host code
  u64 count = 0;           // IR instructions executed
  u64 next_serial = 0;     // Frame::serial of the next frame
  bool in_host = false;    // inside a libffi call to host code
  std::vector<std::pair<void*, size_t>> regions; // mappings to release
};

// ---- memory.cpp
ThreadCtx& thread_ctx(Image& image); // this thread's context, created on first use
ThreadCtx* current_thread_ctx();     // nullptr when this thread never ran IR
u64 total_instruction_count();       // all threads, finished ones included
[[noreturn]] void stack_overflow(ThreadCtx& ctx, const DInst* at);
// push_frame could not fit `f`'s frame: too deep, or its static allocas do not fit in
// what is left of the data stack (then the fault names the alloca that does not fit).
[[noreturn]] void frame_overflow(ThreadCtx& ctx, const DFunc& f, const DInst* at);
// Bump allocation on the data stack; nullptr when it is exhausted.
u8* data_alloc(ThreadCtx& ctx, u64 size, u64 align);
// Applies the image's limits (data stack size, call depth) to an idle context.
void apply_limits(ThreadCtx& ctx, const Image& img);
// Unwinds every interpreted frame of the context (after a fault returned to the caller).
void reset_thread_ctx(ThreadCtx& ctx);
// With InterpreterLimits::confine_memory: the fault message when [p, p + n) is not
// entirely inside the program's memory, else nullptr. Always nullptr without confinement
// (null-page accesses are checked separately, with their own messages).
const char* confined_access_error(const ThreadCtx& ctx, u64 p, u64 n);
inline const char* confined_access_error(const ThreadCtx& ctx, const void* p, u64 n) {
  return ctx.image->limits.confine_memory ? confined_access_error(ctx, u64(p), n) : nullptr;
}

inline u8* align_up(u8* p, u64 align) { return reinterpret_cast<u8*>((u64(p) + align - 1) & ~(align - 1)); }

// Pushes a frame for `f`: slots with the constants in place and the static alloca area
// reserved. Faults with "stack overflow" when a region is exhausted (`at` is the calling
// op, for the message). The frame is complete before ctx.top points at it, so a signal
// handler never sees a half-built frame.
inline Frame* push_frame(ThreadCtx& ctx, const DFunc& f, const DInst* at) {
  Frame* nf = ctx.top + 1;
  Slot* slots = ctx.top->slots_end;
  u8* allocas = align_up(ctx.data_sp, f.alloca_align);
  if (__builtin_expect(nf >= ctx.frames_end || f.num_slots > u64(ctx.slots_end - slots) || allocas > ctx.data_end ||
                           f.alloca_bytes > u64(ctx.data_end - allocas), 0))
    frame_overflow(ctx, f, at);
  nf->fn = &f;
  nf->slots = slots;
  nf->slots_end = slots + f.num_slots;
  nf->pc = nullptr;
  nf->data_entry = ctx.data_sp;
  nf->allocas = allocas;
  nf->va = VaState();
  nf->ret_dst = 0;
  nf->to_host = false;
  nf->serial = ++ctx.next_serial;
  if (!f.consts.empty()) std::memcpy(static_cast<void*>(slots + f.const_base), f.consts.data(), f.consts.size() * sizeof(Slot));
  ctx.data_sp = allocas + f.alloca_bytes;
  ctx.top = nf;
  return nf;
}

// Pops the top frame, releasing its data stack.
inline void pop_frame(ThreadCtx& ctx) {
  ctx.data_sp = ctx.top->data_entry;
  --ctx.top;
}

// ---- globals.cpp
// Assigns addresses to every global and literal and resolves external names (dlsym).
bool layout_globals(Image& img, std::string& error);
// Writes every initializer (after decoding, when function and label addresses exist);
// false with a message when one names a symbol that has no address.
bool init_globals(Image& img, std::string& error);
const SymbolRef* find_symbol(const Image& img, Symbol s);
// The address a name stands for in an initializer or globaladdr; false when unresolved.
bool symbol_address(const Image& img, Symbol s, u64& addr);

// ---- ffi_types.cpp, ffi_calls.cpp
// Builds the libffi description of a host call; false (with cs.ffi_error) when libffi
// cannot express it.
bool prepare_host_call(Image& img, CallSite& cs);
// Builds the closure cif of a function (host code calling IR).
// `skip`: a parameter the closure's callers do not pass (a trampoline's static chain).
bool prepare_closure_cif(Image& img, DFunc& f, ffi_cif& cif, std::vector<ffi_type*>& atypes, size_t skip = ~size_t(0));
inline bool prepare_closure_cif(Image& img, DFunc& f) { return prepare_closure_cif(img, f, f.closure_cif, f.closure_atypes); }
// The trampoline intrinsic: the address of a trampoline calling the IR function whose
// address is `target` with static chain `chain`; nullptr, or a fault message.
const char* make_trampoline(ThreadCtx& ctx, u64 target, u64 chain, u64& code);
const Trampoline* find_trampoline(Image& img, u64 code); // nullptr: not a trampoline
// Calls `fn` for the call site; the result goes to s[dst] (and ret2 for complex returns).
void call_host(ThreadCtx& ctx, const CallSite& cs, void* fn, Slot* s, u32 dst);
void make_closures(Image& img);
// Runs `f` on behalf of host code (closures, main, constructors): the arguments are slots
// already converted; returns the result slot.
Slot call_from_host(ThreadCtx& ctx, const DFunc& f, const Slot* args, size_t nargs);

// ---- varargs.cpp
// Fills the callee's parameter slots from the call (struct arguments copied by value) and,
// for a variadic callee, builds its register save and overflow areas.
// `at` is the call op (for fault messages).
void pass_arguments(ThreadCtx& ctx, Frame& callee, const CallSite& cs, const Slot* caller, const DInst* at);
// Returns a fault message, or nullptr.
// With `confined`, every address read or written (the va_list's areas, the destination)
// must also pass confined_access_error.
const char* va_start_op(const Frame& fr, u8* ap);
const char* va_arg_op(u8* ap, IrType ty, Slot& out, const ThreadCtx* confined = nullptr);
// `align`: the struct's alignment (over 8: read from the overflow area aligned to 16).
const char* va_arg_struct_op(u8* ap, u8* dest, u32 size, std::span<const EightbyteClass> classes, u32 align = 8,
                             const ThreadCtx* confined = nullptr);

// ---- arith.cpp: general paths (shared semantics from ir/ops.h and ir/constants.h)
Slot const_slot(const IrConst& c, IrType context);
Slot const_slot_hi(const IrConst& c, IrType context); // bytes 16..31 of a 32-byte vector constant
void cast_value(IrType from, IrType to, const Slot& src, Slot& dst);
// Atomics; return a fault message or nullptr.
const char* atomic_rmw(const DInst& in, Slot* s);
const char* atomic_cmpxchg(const DInst& in, Slot* s);
const char* atomic_load(const DInst& in, Slot* s);
const char* atomic_store(const DInst& in, Slot* s);
void load_typed(IrType ty, const void* p, Slot& out);
void store_typed(IrType ty, const Slot& v, void* p);

// ---- host_overrides.cpp
// glibc functions that live in libc_nonshared.a (dlsym cannot find them): ilcc-run's own
// copy, or nullptr.
void* nonshared_symbol(std::string_view name);
// libgcc's binary128 (_Float128) functions, which take and return their values in a whole
// %xmm register: libffi passes a 16-byte SSE,SSEUP value as two doubles, so the interpreter
// calls host wrappers of that shape instead (nullptr for other names).
void* binary128_symbol(std::string_view name);
// The setjmp-family and longjmp-family host functions, which the interpreter implements
// itself (a host setjmp cannot return twice into interpreted code).
bool is_setjmp_name(std::string_view name);
bool is_longjmp_name(std::string_view name);
// setjmp: records the resume point (the op at `pc` in the top frame) in the jmp_buf.
const char* setjmp_op(ThreadCtx& ctx, const DInst* pc, u8* buf);
// longjmp: unwinds ctx to the frame of the matching setjmp and returns the setjmp op to
// resume after, or nullptr with `error` set.
const DInst* longjmp_op(ThreadCtx& ctx, const u8* buf, const char*& error);

// ---- intrinsics.cpp: returns a fault message, or nullptr.
const char* run_intrinsic(ThreadCtx& ctx, const IntrinsicSite& site, Slot* s);
// The fault of an intrinsic whose instruction this host cannot run.
const char* needs_cpu_feature(const char* feature);
// ---- vector.cpp: vector operations and the vector intrinsics (docs/simd.md); a fault
// message or nullptr.
const char* run_vector(ThreadCtx& ctx, const IntrinsicSite& site, Slot* s);
// How many slots a value of type t occupies (2 for a 32-byte vector).
inline u32 slots_of(IrType t) { return type_size(t) > 16 ? 2 : 1; }

// ---- faults.cpp
// With InterpreterLimits::return_faults, runtime_fault throws this to run_main (internal
// to the interpreter: it never leaves Interpreter::run_main).
struct FaultUnwind {
  std::string report;
};
[[noreturn]] void runtime_fault(const Image& img, const DInst* pc, const std::string& what);
void install_fault_handlers();
void install_alt_stack(ThreadCtx& ctx);
void remove_alt_stack(); // of the calling thread, before its context's memory goes away
std::string describe_op(const Image& img, const DInst* pc); // "in @f, block .LBBn, instruction '...'"

// ---- exec.cpp
// Runs from ctx.top->pc until the frame marked to_host returns.
void execute(ThreadCtx& ctx);

constexpr u64 kNullPageLimit = 4096; // addresses below this fault as null dereferences

} // namespace ilcc::interp
