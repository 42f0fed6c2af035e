// build.h — the driver's -S, -c and link actions, and its toolchain queries.
//
// Each input goes its own way by its language (-x, else its suffix, as gcc):
//   C (.c, .i) and textual IR (.ir) → front end, optimizer, back end → assembly text
//   .s                              → as
//   .S, .sx                         → ilcc's preprocessor (__ASSEMBLER__) → as
//   anything else (.o, .a, .so, …)  → the linker, in its command-line position
// -S stops with the assembly text (FILE.s; for .S inputs the preprocessed text goes to
// standard output, as gcc), -c with the object (FILE.o in the current directory), else
// every object is linked (a.out). Intermediate files live in $TMPDIR and are always
// removed; outputs are staged and renamed into place only when complete (StagedOutput).
#pragma once

#include "driver/options.h"

#include <string>

namespace ilcc {

// -S (without -emit-ir), -c, or linking. `lib_dir`: <prefix>/lib/ilcc. Returns the exit status.
int run_build(const DriverOptions& o, Diagnostics& diag, const std::string& lib_dir);

// -print-file-name=, -print-prog-name=, -print-libgcc-file-name, -dumpmachine,
// -dumpversion: true when one was given (its answer printed on standard output).
bool run_queries(const DriverOptions& o, const std::string& lib_dir);

} // namespace ilcc
