// file.h — reading whole files and writing outputs atomically.
//
// Outputs are written to a temporary file beside the target and renamed into place only
// when complete, so a failing compile never leaves a half-written file (DESIGN.md §7).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace ilcc {

// The whole file, or nullopt with errno set. "-" reads standard input.
std::optional<std::string> read_file(const std::string& path);

// Writes `data` to `path` ("-" is standard output) through a temporary and a rename.
// Returns false with errno set on failure; the target is then unchanged.
bool write_file_atomic(const std::string& path, std::string_view data);

} // namespace ilcc
