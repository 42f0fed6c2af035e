// process.h — running the assembler and the linker, and the driver's temporary files.
//
// Programs are found on PATH (after any -B directories) and started with posix_spawn, no
// shell in between; the driver waits for each. A program that cannot be started, exits
// with a nonzero status or is killed by a signal is an error naming it.
//
// Temporary files (intermediate .s and .o files, and the staged outputs of as and ld) are
// registered here and removed when the driver finishes, whether it succeeds or fails,
// and also when it is stopped by SIGINT, SIGTERM, SIGHUP or SIGQUIT.
#pragma once

#include "support/diagnostics.h"

#include <string>
#include <vector>

namespace ilcc {

// $TMPDIR, or /tmp when it is unset or empty.
std::string temp_dir();

// Creates a new empty file $TMPDIR/ilcc-XXXXXX<suffix> and registers it for removal.
// "" with an error reported when it cannot be created.
std::string make_temp_file(const std::string& suffix, Diagnostics& diag);

// Registers a file made elsewhere (a staged output) for removal at exit and on a signal;
// forget_temp_file() takes it back once it has been renamed into place.
void register_temp_file(const std::string& path);
void forget_temp_file(const std::string& path);

// Removes every registered temporary file; called when the driver ends. Also installs
// the signal handlers on first use (install_cleanup_handlers).
void remove_temp_files();
void install_cleanup_handlers();

// The full path of `name`: `name` itself when it contains a '/', else the first
// executable <dir>/<name> for dir in `prefixes` (-B), then in $PATH. "" when not found.
std::string find_program(const std::string& name, const std::vector<std::string>& prefixes);

// How -v and -### show a command: -v writes the words as they are, -### quotes each word
// that holds characters other than letters, digits and -_./+,:@% (gcc's style).
std::string command_line_text(const std::vector<std::string>& argv, bool quote);

// Runs argv (argv[0]: the program's full path), waiting for it. `tool` names it in
// messages ("as", "ld"). False after reporting an error.
bool run_program(const std::vector<std::string>& argv, const std::string& tool, Diagnostics& diag);

} // namespace ilcc
