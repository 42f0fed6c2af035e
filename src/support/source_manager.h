// source_manager.h — source files, compact 32-bit locations, and presumed positions.
//
// Every byte the compiler reads gets a 32-bit location `Loc`. Each time a file is entered
// (the main file, an #include, a -include, the <command-line> buffer of -D options) the
// manager opens a *buffer*: a fresh, contiguous range of locations [base, base + size]
// over the file's text. Two inclusions of one header are two buffers sharing one text, so
// a location names both the byte and the inclusion it was read through, and the chain of
// `include_loc`s gives the "In file included from" stack. Location 0 means "none".
//
// Turning a location back into file:line:col is rare (diagnostics, -E line markers,
// __LINE__), so it is computed on demand: the buffer is found by binary search over the
// bases (buffers are created in increasing base order), the physical line by binary search
// over the file's line-start table (built once per file, lazily). #line directives add
// per-buffer remap entries: from a given offset on, the presumed line and file name change.
//
// Invariants: buffers never move or shrink; a buffer's text is NUL-terminated one byte past
// its size (the lexer's sentinel); base locations are strictly increasing.
#pragma once

#include "support/common.h"
#include "support/diagnostics.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ilcc {

using Loc = u32; // 0: no location

struct SourceFile {
  std::string path;            // as it was opened (the name printed in diagnostics)
  std::string text;            // contents, followed by a NUL (not counted in size)
  u64 dev = 0, ino = 0;        // identity for #pragma once
  std::vector<u32> line_starts; // offsets of line starts; built on first use
  const std::vector<u32>& lines();
};

struct LineRemap {
  u32 offset;      // from this byte offset of the buffer on...
  u32 phys_line;   // ...whose physical line is this...
  u32 line;        // ...the presumed line number is this,
  std::string_view name; // and the presumed file name is this (stable storage)
};

struct SourceBuffer {
  SourceFile* file;
  Loc base;        // location of byte 0
  u32 size;        // bytes; base + size is the location of the end-of-buffer sentinel
  Loc include_loc; // location of the #include that opened it (0 for the main file)
  u8 system = 0;   // 0 user header, 1 system header (flag 3 of -E line markers)
  std::vector<LineRemap> remaps;
};

struct PresumedLoc {
  std::string_view file; // presumed file name (after #line)
  u32 line = 0;          // presumed line (after #line)
  u32 col = 0;           // 1-based byte column
  u32 phys_line = 0;     // physical line in the buffer's file
  u32 buffer = 0;        // buffer index + 1 (0: invalid location)
};

class SourceManager {
public:
  SourceManager();
  ~SourceManager();

  // Loads a file (cached by path). Returns null with errno set on failure.
  SourceFile* load_file(const std::string& path);
  // A file made from memory (the <command-line> buffer, _Pragma strings, tests).
  SourceFile* add_virtual_file(std::string name, std::string text);

  // Opens a new buffer over `file`; returns its index. Fails (returns UINT32_MAX) only when
  // the 32-bit location space is exhausted.
  u32 enter(SourceFile* file, Loc include_loc, u8 system);

  const SourceBuffer& buffer(u32 index) const { return *buffers_[index]; }
  SourceBuffer& buffer(u32 index) { return *buffers_[index]; }
  u32 buffer_count() const { return u32(buffers_.size()); }
  // The buffer containing `loc` (loc must be valid).
  u32 buffer_of(Loc loc) const;

  PresumedLoc presumed(Loc loc) const;
  // Physical line (1-based) of `offset` in `file`.
  static u32 phys_line(SourceFile* file, u32 offset);

  // #line: from `offset` of buffer `b` on, the line at `offset` has presumed number `line`.
  void add_line_remap(u32 b, u32 offset, u32 line, std::string_view name);
  // Stable storage for names given by #line.
  std::string_view save_name(std::string_view name);

  // A location ready for Diagnostics: presumed file and line, column and the source line.
  DiagLocation diag_location(Loc loc) const;
  // The location just past the C token that starts at `loc` (fix-its and ranges).
  Loc token_end(Loc loc) const;

private:
  std::vector<std::unique_ptr<SourceFile>> files_;
  std::vector<std::unique_ptr<SourceBuffer>> buffers_;
  std::vector<std::unique_ptr<std::string>> names_;
  Loc next_base_ = 1;
  mutable u32 last_lookup_ = 0;
  struct PathIndex;
  std::unique_ptr<PathIndex> by_path_;
};

} // namespace ilcc
