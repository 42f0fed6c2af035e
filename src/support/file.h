// file.h — reading whole files and writing outputs.
//
// An output that is a regular file (or does not exist yet) is written to a temporary file
// beside it and renamed into place only when complete, so a failing compile never leaves
// a half-written file and a reader never sees one. Any other output is
// written in place, as gcc does: a character or block device (-o /dev/null), a FIFO or a
// socket is opened and written, never replaced by a regular file. A symbolic link is
// followed to its final target, which the same rule then handles: the link stays a link
// and the file it names gets the content (a dangling link's target is created).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace ilcc {

// The whole file, or nullopt with errno set. "-" reads standard input.
std::optional<std::string> read_file(const std::string& path);

// Writes `data` to `path` ("-" is standard output) as described above. Returns false with
// errno set on failure; a regular file is then unchanged (a device or FIFO may have
// received part of the data).
bool write_file_atomic(const std::string& path, std::string_view data);

// An output that another program writes (the assembler, the linker), under the same rules:
// the program writes temp_path(), and commit() puts the result in place. For a regular
// file (or a new one) the temporary is beside the final target, so commit() is a rename
// and the target is never seen half-written; for "-" (standard output), a device, a FIFO
// or a socket it is in `tmpdir` and commit() copies its content into the target.
// Destroying an uncommitted StagedOutput removes the temporary.
class StagedOutput {
public:
  StagedOutput() = default;
  StagedOutput(const StagedOutput&) = delete;
  StagedOutput& operator=(const StagedOutput&) = delete;
  ~StagedOutput() { discard(); }

  // Creates the temporary; false with errno set (a directory, an unwritable place, ...).
  bool open(const std::string& path, const std::string& tmpdir);
  const std::string& temp_path() const { return temp_; }
  // Moves or copies the temporary's content to the output; false with errno set.
  bool commit();
  // Removes the temporary (nothing when there is none).
  void discard();

private:
  std::string target_, temp_;
  bool copy_ = false; // the target is written in place from the temporary
};

} // namespace ilcc
