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
// one Interpreter may run per process (fault handlers and exit handlers are global).
#pragma once

#include "ir/module.h"

#include <memory>
#include <string>

namespace ilcc {

namespace interp {
struct Image;
}

class Interpreter {
public:
  explicit Interpreter(IrModule& m);
  ~Interpreter();
  Interpreter(const Interpreter&) = delete;
  Interpreter& operator=(const Interpreter&) = delete;

  // Lays out globals, resolves external names, creates closures and decodes every
  // function. Returns false with a message for problems that prevent running at all.
  bool load(std::string& error);

  // Installs the fault handlers, runs the module's constructors, then @main with the given
  // arguments (argv[0] is the program name; envp is passed when main takes three
  // parameters), and arranges for the destructors to run at exit. Returns main's result
  // (0 for a void main); the caller should pass it to exit().
  int run_main(int argc, char** argv, char** envp);

  // IR instructions executed so far (terminators and phi copies included), all threads.
  static u64 instructions_executed();

private:
  IrModule& module_;
  std::unique_ptr<interp::Image> image_;
};

} // namespace ilcc
