// asm_printer.h — printing machine functions as GNU as (AT&T syntax) text.
#pragma once

#include "ir/module.h"
#include "target/x86_64/regs.h"

#include <string>

namespace ilcc::x86_64 {

// What a function's directives say beyond its machine IR (from its IR function).
struct FunctionDirectives {
  Symbol section;    // none: .text
  Symbol visibility; // none: default
  bool is_weak = false;
  bool is_static = false;
};

struct DebugFunction;

class AsmPrinter {
public:
  // -g: the module's debug information, and the record of the function printed next
  // (null: none) that the printer completes with its labels and scope changes.
  const DebugInfo* debug_ = nullptr;
  DebugFunction* debug_out = nullptr;
  // -fcf-protection=branch: endbr64 at each function's entry, notrack on indirect jumps.
  bool ibt = false;

  // The function's text: directives, label, blocks (after register allocation and frame lowering).
  void function(std::string& out, const mir::MFunction& f, const IrFunction& ir);
  void function(std::string& out, const mir::MFunction& f, const FunctionDirectives& ir);

private:
  void inst(std::string& out, const mir::MInst& in);
  void inline_asm(std::string& out, const mir::MInst& in);
  void cfi(std::string& out, const mir::MInst& in);
  void cfi_state(std::string& out, bool framed);
  void operand(std::string& out, const mir::MOperand& o, unsigned size);
  void mem(std::string& out, const mir::MOperand& o);
  bool vex(const mir::MInst& in) const { return f_->vex || in.size == 32; }

  const mir::MFunction* f_ = nullptr;
  unsigned asm_counter_ = 0; // %= in inline asm
  bool framed_ = false;
  u32 scope_labels_ = 0;
  bool prologue_end_done_ = false;     // -g: labels .Ldsc<N> and .Ldfe<N>      // the CFI state printed so far: the prologue's rule holds
};

// sym, sym+N or sym-N.
void print_symbol_ref(std::string& out, Symbol s, i64 addend);

} // namespace ilcc::x86_64
