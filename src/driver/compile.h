// compile.h — the driver's compile path: preprocess, parse and analyze into the IL, lower
// to IR, optimize, and generate assembly; and preprocessing of assembly (.S).
#pragma once

#include "driver/options.h"

#include <string>

namespace ilcc {

// -ftime-report: wall-clock seconds per phase, summed over the inputs.
struct TimeReport {
  double front_end = 0;  // preprocessing, parsing, semantic analysis and lowering (interleaved)
  double optimize = 0;   // verification and the optimizer
  double codegen = 0;    // emit_assembly
  double preprocess_asm = 0;
  double assemble = 0;   // as
  double link = 0;       // ld
  void print() const;    // a table on stderr
};
double seconds_now();    // a monotonic clock

// The -MD/-MMD make rule of an input and where it goes (path "" when not asked for). The
// caller writes it once the input's output is complete, so a failed compile leaves none.
// Its path is -MF, else the -o name with .d for its suffix, else the input's base name
// with .d; its target -MT/-MQ, else the -o name, else `object` (the default FILE.o).
struct DepFile {
  std::string path, text;
};

// One C (or textual IR, "-x ir") input to assembly text: the front end, the optimizer at
// the -O level and the back end (x86_64::emit_assembly with o.codegen). False after
// reporting.
bool compile_to_assembly(const InputFile& in, const DriverOptions& o, const std::string& object,
                         Diagnostics& diag, std::string& out, TimeReport& times, DepFile& deps);
// An assembler-with-cpp input (.S) through ilcc's preprocessor in assembler mode
// (__ASSEMBLER__ defined), with line markers as gcc writes them. False after reporting.
bool preprocess_assembly(const InputFile& in, const DriverOptions& o, const std::string& object,
                         Diagnostics& diag, std::string& out, DepFile& deps);

// -fsyntax-only (with -fdump-il / -fil-stats): front end only. Returns the exit status.
int run_syntax_only(const DriverOptions& o, Diagnostics& diag);
// -S -emit-ir: verified textual IR, one .ir file per input (or -o).
int run_emit_ir(const DriverOptions& o, Diagnostics& diag);
// -S -emit-mir: the machine IR after instruction selection (before register allocation),
// one .mir file per input (or -o); ilcc-mir runs the later stages on it.
int run_emit_mir(const DriverOptions& o, Diagnostics& diag);
// -finterpret: compile every input, link the modules, run main in the IR interpreter with
// the program arguments; does not return when the program runs.
int run_interpret(const DriverOptions& o, Diagnostics& diag);

} // namespace ilcc
