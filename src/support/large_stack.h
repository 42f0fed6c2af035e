// large_stack.h — running a program's main on a thread with a large stack.
#pragma once

namespace ilcc {

// Runs main_fn(argc, argv) on a thread with a 1 GiB stack and returns its status. The
// front end is recursive descent (the parser, the preprocessor's macro arguments), with
// nesting bounded by diagnostics (-fbracket-depth, -fmacro-nesting-depth) at depths whose
// recursion needs far more than the default 8 MiB stack, more so in a sanitizer build.
// The stack is reserved, not committed: untouched pages cost no memory. Falls back to a
// direct call when no thread can be created.
int run_on_large_stack(int (*main_fn)(int, char**), int argc, char** argv);

} // namespace ilcc
