// module_io.h — reading an IR file the way every tool does: read, parse, verify, and report each
// problem as a diagnostic (file:line:col with the source line for syntax errors, and one
// error per verifier violation, at the line and column of the entity it is about).
#pragma once

#include "ir/module.h"
#include "support/diagnostics.h"

#include <string>

namespace ilcc {

// Returns false after reporting through `diag` when the file cannot be read, does not
// parse, or (with verify) does not verify. "-" reads standard input.
bool read_ir_file(const std::string& path, Diagnostics& diag, IrModule& m, bool verify = true);

// Reports each verifier error of `m` as an error on `path`; returns whether there were none.
bool report_verifier_errors(const IrModule& m, const std::string& path, Diagnostics& diag,
                            const char* prefix = "");

} // namespace ilcc
