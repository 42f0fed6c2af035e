// lower.h — lowering the IL to the IR (DESIGN: "Pipeline"), one function at a time.
//
// The IL a translation unit's front end built becomes one IrModule: each kept Routine an
// IrFunction in alloca form (every local object is an `alloca` in the entry block, read
// and written with loads and stores; mem2reg then promotes the scalars), each kept
// Variable with static storage an IrGlobal with its initializer laid out byte for byte.
// Entities only referred to (external functions and objects) become declarations.
//
// The ABI facts the IR needs (by-value struct parameters and returns, eightbyte classes,
// sret) come from the SysV x86-64 classification in src/target/x86_64/abi.h, applied to
// the C types here.
//
// Lowering is split by concern (src/lower): types.cpp (C types to IR types, layout facts,
// ABI classes), module.cpp (symbols, globals and their initializers), function.cpp
// (frames, parameters, returns, the instruction builder), stmt.cpp (statements), expr.cpp
// (expressions), assign.cpp (stores, bit-fields, compound assignment, ++/--), call.cpp
// (calls), builtins.cpp (builtins and atomics), complex.cpp (_Complex, and vectors in
// memory), vector.cpp (GNU vectors in registers, the x86 intrinsics' builtins), nested.cpp
// (GNU nested functions: static chains, trampolines, non-local goto).
#pragma once

#include "il/alloc.h"
#include "ir/module.h"
#include "sema/types.h"

#include <functional>
#include <memory>

namespace ilcc::lower {

// Which objects get lifetime markers, so that the back end may give objects that are
// never alive at once one stack slot (gcc's -fstack-reuse=all, named_vars, none).
enum class StackReuse : u8 { All, NamedVars, None };

// -fsanitize=undefined's checks (ubsan.def): bits UBSAN_<Id>.
enum : u32 {
#define UBSAN_CHECK(Id, name) UBSAN_##Id##_index,
#include "lower/ubsan.def"
  UBSAN_Count
};
enum : u32 {
#define UBSAN_CHECK(Id, name) UBSAN_##Id = 1u << UBSAN_##Id##_index,
#include "lower/ubsan.def"
  UBSAN_All = (1u << UBSAN_Count) - 1
};
struct UbsanOptions {
  u32 checks = 0;            // instrumented
  u32 recover = UBSAN_All;   // report and go on (-fsanitize-recover); else report and abort
  bool trap = false;         // -fsanitize-undefined-trap-on-error: ud2, no run-time library
};
// The UBSAN_ bits of a -fsanitize= name (a check or a group); 0 if it is none of them.
u32 ubsan_checks_named(std::string_view name);

struct LowerOptions {
  // Source positions for IR instructions (-g); null: none.
  std::function<SourceSpan(Loc)> span_of;
  StackReuse stack_reuse = StackReuse::All;
  // -O0: named variables keep their stack slots (allocas mem2reg leaves alone), as gcc
  // -O0 keeps them in memory, so that a debugger finds and changes every one of them.
  bool keep_variables = false;
  // Source positions of the calls diagnosed after optimization (CallInfo::where), without
  // -g too: of functions declared error("msg") or warning("msg"), and those passing
  // __builtin_va_arg_pack(); null: none.
  std::function<SourceSpan(Loc)> diagnostic_span_of;
  // The unit's instruction set extensions (-m options); a routine's target("...")
  // attribute gives its own (docs/simd.md).
  X86Features features = X86Features::baseline();
  // -fvisibility=: the visibility of external definitions that no attribute or #pragma
  // GCC visibility gave one (declarations keep the default, as in gcc).
  il::Visibility default_visibility = il::Visibility::Default;
  UbsanOptions ubsan;
  bool name_slots = false; // IrFunction::slot_names (-fsanitize=address)
};

class ModuleLowering {
public:
  ModuleLowering(il::Il& il, sema::TypeTable& tt, IrModule& module, const LowerOptions& opts);
  ~ModuleLowering();

  // Lowers a defined routine (its body must still be live) into a new IrFunction.
  void lower_routine(il::Routine* r);
  // The functions defined since the last call, as indices into the module's functions
  // (a routine's definition may take the place of an earlier declaration).
  std::vector<u32> take_defined_functions();
  // Lowers a variable with static storage (defined or only declared).
  void lower_variable(il::Variable* v);
  // File-scope asm, constructors and destructors, aliases, weak and visibility
  // attributes of declared-only symbols. Call once, after the last lower_* call.
  void finish();
  // Errors lowering reports (constructs the back end cannot express), in order.
  const std::vector<std::pair<Loc, std::string>>& errors() const;

  struct State; // module.cpp

private:
  std::unique_ptr<State> s_;
};

} // namespace ilcc::lower
