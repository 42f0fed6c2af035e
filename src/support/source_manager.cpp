// source_manager.cpp — file loading, buffer allocation and location decoding.
//
// See source_manager.h for the model. Files are cached by the path they were opened with;
// the text gets a NUL sentinel so the lexer never checks bounds in its inner loops.
#include "support/source_manager.h"

#include "support/file.h"
#include "support/hash.h"

#include <algorithm>
#include <cerrno>
#include <sys/stat.h>

namespace ilcc {

struct SourceManager::PathIndex {
  HashMap<std::string_view, SourceFile*> map;
};

SourceManager::SourceManager() : by_path_(std::make_unique<PathIndex>()) {}
SourceManager::~SourceManager() = default;

const std::vector<u32>& SourceFile::lines() {
  if (line_starts.empty()) {
    line_starts.reserve(text.size() / 32 + 2);
    line_starts.push_back(0);
    const char* b = text.data();
    const char* e = b + text.size();
    for (const char* p = b; (p = static_cast<const char*>(std::memchr(p, '\n', size_t(e - p))));) {
      ++p;
      line_starts.push_back(u32(p - b));
    }
  }
  return line_starts;
}

SourceFile* SourceManager::load_file(const std::string& path) {
  if (SourceFile** f = by_path_->map.find(path)) return *f;
  std::optional<std::string> text = read_file(path);
  if (!text) return nullptr;
  auto f = std::make_unique<SourceFile>();
  f->path = path == "-" ? "<stdin>" : path;
  f->text = std::move(*text);
  struct stat st;
  if (path != "-" && ::stat(path.c_str(), &st) == 0) f->dev = st.st_dev, f->ino = st.st_ino;
  SourceFile* raw = f.get();
  files_.push_back(std::move(f));
  by_path_->map.insert(raw->path, raw);
  return raw;
}

SourceFile* SourceManager::add_virtual_file(std::string name, std::string text) {
  auto f = std::make_unique<SourceFile>();
  f->path = std::move(name);
  f->text = std::move(text);
  files_.push_back(std::move(f));
  return files_.back().get();
}

u32 SourceManager::enter(SourceFile* file, Loc include_loc, u8 system) {
  u64 size = file->text.size();
  if (u64(next_base_) + size + 2 >= u64(UINT32_MAX)) return UINT32_MAX;
  auto b = std::make_unique<SourceBuffer>();
  b->file = file;
  b->base = next_base_;
  b->size = u32(size);
  b->include_loc = include_loc;
  b->system = system;
  next_base_ += u32(size) + 1; // +1: the sentinel has a location of its own
  buffers_.push_back(std::move(b));
  return u32(buffers_.size() - 1);
}

u32 SourceManager::buffer_of(Loc loc) const {
  const SourceBuffer& last = *buffers_[last_lookup_];
  if (loc >= last.base && loc <= last.base + last.size) return last_lookup_;
  auto it = std::upper_bound(buffers_.begin(), buffers_.end(), loc,
                             [](Loc l, const std::unique_ptr<SourceBuffer>& b) { return l < b->base; });
  u32 i = u32(it - buffers_.begin()) - 1;
  last_lookup_ = i;
  return i;
}

u32 SourceManager::phys_line(SourceFile* file, u32 offset) {
  const std::vector<u32>& ls = file->lines();
  return u32(std::upper_bound(ls.begin(), ls.end(), offset) - ls.begin());
}

PresumedLoc SourceManager::presumed(Loc loc) const {
  PresumedLoc p;
  if (loc == 0 || buffers_.empty() || loc < buffers_[0]->base) return p;
  u32 bi = buffer_of(loc);
  const SourceBuffer& b = *buffers_[bi];
  u32 off = loc - b.base;
  const std::vector<u32>& ls = b.file->lines();
  u32 line = u32(std::upper_bound(ls.begin(), ls.end(), off) - ls.begin());
  p.phys_line = line;
  p.col = off - ls[line - 1] + 1;
  p.buffer = bi + 1;
  p.file = b.file->path;
  p.line = line;
  if (!b.remaps.empty() && off >= b.remaps.front().offset) {
    auto it = std::upper_bound(b.remaps.begin(), b.remaps.end(), off,
                               [](u32 o, const LineRemap& r) { return o < r.offset; });
    const LineRemap& r = *(it - 1);
    // Saturate rather than wrap: after `#line 4294967295` the next line must not become
    // line 0, which diagnostics read as "no line".
    u64 presumed_line = u64(r.line) + (line - r.phys_line);
    p.line = presumed_line > UINT32_MAX ? UINT32_MAX : u32(presumed_line);
    p.file = r.name;
  }
  return p;
}

void SourceManager::add_line_remap(u32 b, u32 offset, u32 line, std::string_view name) {
  SourceBuffer& buf = *buffers_[b];
  u32 phys = phys_line(buf.file, offset);
  while (!buf.remaps.empty() && buf.remaps.back().offset >= offset) buf.remaps.pop_back();
  buf.remaps.push_back({offset, phys, line, name});
}

std::string_view SourceManager::save_name(std::string_view name) {
  for (auto& n : names_)
    if (*n == name) return *n;
  names_.push_back(std::make_unique<std::string>(name));
  return *names_.back();
}

Loc SourceManager::token_end(Loc loc) const {
  if (!loc || !buffer_count()) return loc;
  const SourceBuffer& b = *buffers_[buffer_of(loc)];
  u32 off = loc - b.base;
  std::string_view text = b.file->text;
  if (off >= text.size()) return loc;
  size_t start = text.rfind('\n', off ? off - 1 : 0);
  start = start == std::string_view::npos || off == 0 ? 0 : start + 1;
  std::string_view line = line_containing(text, off);
  return loc + token_length(line, u32(off - start));
}

DiagLocation SourceManager::diag_location(Loc loc) const {
  DiagLocation d;
  PresumedLoc p = presumed(loc);
  if (!p.buffer) return d;
  const SourceBuffer& b = *buffers_[p.buffer - 1];
  d.file = p.file;
  d.line = p.line;
  d.col = p.col;
  d.line_text = line_containing(b.file->text, loc - b.base);
  d.underline_token = true;
  return d;
}

} // namespace ilcc
