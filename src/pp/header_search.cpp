// header_search.cpp — building the search path and looking headers up.
//
// Lookups of paths that failed once are remembered (a header set such as glibc's probes
// the same missing names many times through __has_include and #include_next); found files
// are cached by the SourceManager by path.
#include "pp/header_search.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <sys/stat.h>
#include <unordered_set>

namespace ilcc {

namespace {
std::string trim_slash(std::string s) {
  while (s.size() > 1 && s.back() == '/') s.pop_back();
  return s;
}

// Identity of a directory for duplicate removal (gcc compares inodes).
std::string dir_identity(const std::string& path) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) return {};
  return std::to_string(st.st_dev) + ":" + std::to_string(st.st_ino);
}
} // namespace

void HeaderSearch::init(const HeaderSearchOptions& o) {
  std::vector<SearchDir> bracket;
  for (const std::string& d : o.bracket_dirs) bracket.push_back({trim_slash(d), false});
  for (const std::string& d : o.system_dirs) bracket.push_back({trim_slash(d), true});
  if (!o.nostdinc) {
    if (!o.resource_dir.empty()) bracket.push_back({trim_slash(o.resource_dir), true});
    if (!o.nostdlibinc) {
      bracket.push_back({"/usr/local/include", true});
      bracket.push_back({"/usr/include/x86_64-linux-gnu", true});
      bracket.push_back({"/usr/include", true});
    }
  }
  for (const std::string& d : o.after_dirs) bracket.push_back({trim_slash(d), true});

  // Duplicates: a non-system directory that is also a system directory goes (the system
  // one keeps its place: `-I/usr/include/x86_64-linux-gnu`, as CPython's setup.py passes,
  // must not remove that directory from the path); otherwise the first occurrence stays.
  // Directories that do not exist are dropped, as in gcc.
  std::vector<std::string> ids;
  std::unordered_set<std::string> system_ids;
  for (const SearchDir& d : bracket) {
    ids.push_back(dir_identity(d.path));
    if (d.system && !ids.back().empty()) system_ids.insert(ids.back());
  }
  std::vector<SearchDir> kept_bracket;
  std::unordered_set<std::string> kept_ids;
  for (size_t i = 0; i < bracket.size(); ++i) {
    if (ids[i].empty()) continue;
    if (!bracket[i].system && system_ids.count(ids[i])) continue; // -I shadowing a system dir
    if (!kept_ids.insert(ids[i]).second) continue;                // a later duplicate
    kept_bracket.push_back(bracket[i]);
  }
  dirs_.clear();
  std::unordered_set<std::string> quote_ids;
  for (const std::string& d : o.quote_dirs) {
    std::string id = dir_identity(d);
    if (id.empty()) continue;
    if (kept_ids.count(id) || !quote_ids.insert(id).second) continue;
    dirs_.push_back({trim_slash(d), false});
  }
  bracket_start_ = u32(dirs_.size());
  for (SearchDir& d : kept_bracket) dirs_.push_back(std::move(d));
}

std::string HeaderSearch::dir_of(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? std::string() : path.substr(0, slash + 1);
}

SourceFile* HeaderSearch::try_open(SourceManager& sm, const std::string& path) {
  if (missing_.count(path)) return nullptr;
  struct stat st;
  if (::stat(path.c_str(), &st) != 0 || S_ISDIR(st.st_mode)) {
    missing_.insert(path);
    return nullptr;
  }
  SourceFile* f = sm.load_file(path);
  if (!f) missing_.insert(path);
  return f;
}

bool HeaderSearch::find(SourceManager& sm, std::string_view name, bool angled,
                        const std::string& includer_dir, bool includer_system, i32 start,
                        HeaderLookup& out) {
  std::string n(name);
  if (!n.empty() && n[0] == '/') {
    out.file = try_open(sm, n);
    if (!out.file) return false;
    out.path = n;
    out.dir = dir_of(n);
    out.dir_index = -1;
    out.system = false;
    return true;
  }
  i32 first;
  if (start >= 0) {
    first = start;
  } else if (angled) {
    first = i32(bracket_start_);
  } else {
    // C17 6.10.2p3: "..." is first searched for in an implementation-defined manner;
    // like gcc, ilcc looks in the including file's directory.
    std::string p = includer_dir + n;
    if (SourceFile* f = try_open(sm, p)) {
      out.file = f;
      out.path = p;
      out.dir = dir_of(p);
      out.dir_index = -1;
      out.system = includer_system;
      return true;
    }
    first = 0;
  }
  for (i32 i = first; i < i32(dirs_.size()); ++i) {
    std::string p = dirs_[i].path == "/" ? "/" + n : dirs_[i].path + "/" + n;
    if (SourceFile* f = try_open(sm, p)) {
      out.file = f;
      out.path = p;
      out.dir = dir_of(p);
      out.dir_index = i;
      out.system = dirs_[i].system;
      return true;
    }
  }
  return false;
}

} // namespace ilcc
