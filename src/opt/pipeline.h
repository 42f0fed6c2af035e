// pipeline.h — running passes: by name, and as the optimization pipeline of seed 004.
//
// A PassRunner runs named passes (passes.def) over a module and owns the observability
// switches, read from the environment when it is created:
//   ILCC_DISABLE_PASSES=a,b   skip these passes (all: every optimization; mandatory
//                             lowering passes such as phi-elim still run)
//   ILCC_TIME_PASSES=1        print each pass's time, runs and changes to stderr at the end
//   ILCC_DUMP_IR=name         print the IR to stderr after every run of that pass
//   ILCC_VERIFY_EACH=1        set verify_each (the driver's runs too)
// With verify_each set, the IR is verified after every pass run; the first failure stops
// the run and is reported with the pass that caused it.
//
// optimize_module is the pipeline (docs/opt.md): every level runs mem2reg and inline
// (-O0: always_inline callees only; mem2reg again after inlining); -O1 and up then run a
// fixed-point loop of at most three iterations over the loop passes in which a pass runs
// again only if it, or a pass upstream of it, changed the function since its last run,
// then sink, then the module passes (globaldce). Phi elimination is not part of it:
// codegen preparation runs it. The driver runs the function part on each function as
// soon as it is lowered (optimize_function at -O0; at -O1 and up prepare_function then,
// and finish_function at the end of the unit) and the module
// part at the end of the unit (optimize_module_late), so that the module never holds more
// than one function in its bulky alloca form.
#pragma once

#include "ir/module.h"
#include "ir/verifier.h"
#include "opt/inline.h"

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

namespace ilcc {

std::vector<std::string_view> pass_names();
bool is_known_pass(std::string_view name);

class PassRunner {
public:
  PassRunner(); // reads the environment
  ~PassRunner(); // prints the ILCC_TIME_PASSES report

  // Runs the pass on every defined function (or once, for a module pass). Returns false
  // if verification failed (see error()). `changes` receives the change count.
  bool run(IrModule& m, std::string_view name, size_t* changes = nullptr);
  // Runs a function pass on one function.
  bool run(IrModule& m, IrFunction& f, std::string_view name, size_t* changes = nullptr);

  bool verify_each = false;
  void time_passes() { time_passes_ = true; } // as ILCC_TIME_PASSES=1 (-ftime-report)
  InlineOptions inlining; // what the inline pass may do (the pipeline sets the level)
  bool optimize_size = false; // -Os: the pipeline leaves out what trades size for speed
  const std::string& error() const { return error_; }

private:
  struct Stats {
    std::string name;
    double seconds = 0;
    size_t runs = 0, changes = 0;
  };
  Stats& stats(std::string_view name);
  bool disabled(std::string_view name, bool mandatory) const;
  bool after(IrModule& m, IrFunction* f, std::string_view name);

  std::vector<std::string> disabled_;
  bool disable_all_ = false;
  bool time_passes_ = false;
  std::string dump_after_;
  std::vector<Stats> stats_;
  std::string error_;
};

// Runs the optimization pipeline for -O<level> (0..3; Os counts as 2). Returns false when
// verify_each found a problem (runner.error()).
bool optimize_module(IrModule& m, int level, PassRunner& runner);
// Its two parts: the function passes on one defined function, and the module passes.
bool optimize_function(IrModule& m, IrFunction& f, int level, PassRunner& runner);
// optimize_function in two steps: to SSA form (what needs nothing of the callees), then
// inlining and the rest, once the callees are optimized.
bool prepare_function(IrModule& m, IrFunction& f, int level, PassRunner& runner);
bool finish_function(IrModule& m, IrFunction& f, int level, PassRunner& runner);
bool optimize_module_late(IrModule& m, int level, PassRunner& runner);

} // namespace ilcc
