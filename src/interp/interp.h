// interp.h — the IR interpreter behind ilcc-run (docs/interp.md).
//
// An Interpreter executes a parsed (and verified) module in the host process: globals
// and allocas live in real host memory, functions the module only declares are the host
// process's (called through libffi), and defined functions get real code addresses
// (libffi closures) so host code can call back into IR. Runtime errors of the program
// (null dereference, division by zero, unreachable, ...) print the faulting instruction
// and exit with status 134.
//
// Usage:
//     Interpreter in(module);
//     if (!in.load(error)) ...;          // lay out memory, resolve symbols, decode
//     int status = in.run_main(argc, argv, envp);
// The module must outlive the interpreter and must not change once load() ran. At most
// one Interpreter may run per process at a time (fault handlers and exit handlers are
// global); several may run one after the other.
//
// InterpreterLimits turn the interpreter into a sandbox for IR nobody vouches for (the
// interpreter fuzzer, tests/fuzz/interp): memory confined to what the interpreter gave the
// program, a whitelist of host functions, an instruction budget, smaller stacks, and
// faults returned to the caller instead of ending the process.
#pragma once

#include "ir/module.h"

#include <memory>
#include <string>
#include <vector>

namespace ilcc {

namespace interp {
struct DFunc;
struct Image;
struct ThreadCtx;
} // namespace interp

struct InterpreterLimits {
  // Every load, store, memcpy, atomic, va_* and intrinsic access must lie in memory the
  // interpreter gave the program: its globals and literals, its stack (allocas,
  // dynallocas), its TLS block and its argv/envp copy. Other addresses are runtime faults.
  bool confine_memory = false;
  // Host functions a declared name may resolve to; nullptr: every function and variable of
  // the host process (dlsym). With a list, extern variables are undefined and
  // call_indirect reaches only these host functions.
  const std::vector<std::string>* host_functions = nullptr;
  u64 max_instructions = 0;     // 0: unlimited; else checked each time a block is entered
  u64 max_data_stack_bytes = 0; // 0: the reservation (512 MiB)
  u32 max_call_depth = 0;       // 0: the reservation (524,288 frames)
  u64 max_global_bytes = 0;     // 0: unlimited; larger global data fails load()
  // A runtime fault ends run_main() with status 134 and fault_report() holding the report,
  // instead of printing it and exiting the process. No fault signal handlers and no exit
  // handlers are installed: destructors run when main returns, and a signal (a bug of the
  // interpreter, as memory is confined) takes its default action. A fault while host code
  // is between two interpreted frames (an IR callback) still ends the process.
  bool return_faults = false;
};

class Interpreter {
public:
  explicit Interpreter(IrModule& m, const InterpreterLimits& limits = {});
  ~Interpreter();
  Interpreter(const Interpreter&) = delete;
  Interpreter& operator=(const Interpreter&) = delete;

  // Lays out globals, resolves external names, creates closures and decodes every
  // function. Returns false with a message for problems that prevent running at all.
  bool load(std::string& error);

  // Installs the fault handlers, runs the module's constructors, then @main with the given
  // arguments (argv[0] is the program name; envp is passed when main takes three
  // parameters), and arranges for the destructors to run at exit. Returns main's result
  // (0 for a void main); the caller should pass it to exit(). With
  // InterpreterLimits::confine_memory, argv and envp are copied onto the program's stack.
  int run_main(int argc, char** argv, char** envp);

  // With InterpreterLimits::return_faults: whether run_main() ended in a runtime fault,
  // and its report (the lines ilcc-run prints).
  bool faulted() const { return !fault_report_.empty(); }
  const std::string& fault_report() const { return fault_report_; }

  // IR instructions executed so far (terminators and phi copies included), all threads.
  static u64 instructions_executed();

private:
  int run(interp::ThreadCtx& ctx, const interp::DFunc& main_fn, int argc, char** argv, char** envp);

  IrModule& module_;
  std::unique_ptr<interp::Image> image_;
  std::string fault_report_;
};

} // namespace ilcc
