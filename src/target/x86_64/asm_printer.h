// asm_printer.h — printing machine functions as GNU as (AT&T syntax) text.
#pragma once

#include "ir/module.h"
#include "target/x86_64/debug_values.h"
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
  // -ffunction-sections: a function without a section attribute goes to .text.NAME.
  bool function_sections = false;

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
  void sync_values(std::string& out, const DebugState& s);
  void close_values(std::string& out);

  const mir::MFunction* f_ = nullptr;
  unsigned asm_counter_ = 0; // %= in inline asm
  bool framed_ = false;             // the CFI state printed so far: the prologue's rule holds
  u32 scope_labels_ = 0;            // -g: labels .Ldsc<N> and .Ldfe<N>
  bool prologue_end_done_ = false;  // -g: the function's prologue_end is printed
  // -g, variables in places (DebugFunction::value_ranges): per variable the place of its
  // open range (0: none) and the range's first label; the variables with one open; the
  // last .Ldvl label and where in the output it stands.
  std::vector<std::pair<DebugPlace, u32>> open_;
  std::vector<u32> open_vars_, seen_;
  u32 stamp_ = 0, value_labels_ = 0, label_ = 0;
  size_t label_at_ = ~size_t(0);
};

// sym, sym+N or sym-N.
void print_symbol_ref(std::string& out, Symbol s, i64 addend);

} // namespace ilcc::x86_64
