// header_search.h — where #include looks, in gcc's order.
//
// The search path is one list of directories in this order (gcc's "Search Path"):
//   [quote chain]   -iquote dirs                       ("..." only)
//   [bracket chain] -I dirs, -isystem dirs, the default system dirs (ilcc's own headers,
//                   /usr/local/include, /usr/include/x86_64-linux-gnu, /usr/include),
//                   -idirafter dirs
// #include "x" first tries the directory of the including file, then the quote chain,
// then the bracket chain; #include <x> starts at the bracket chain; #include_next starts
// after the directory the current file was found in. As in gcc, a directory listed twice
// keeps its first position, and a -I directory that is also a system directory is dropped
// so that the system one keeps its place and system status.
#pragma once

#include "support/common.h"
#include "support/source_manager.h"

#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace ilcc {

struct HeaderSearchOptions {
  std::vector<std::string> quote_dirs;    // -iquote
  std::vector<std::string> bracket_dirs;  // -I
  std::vector<std::string> system_dirs;   // -isystem
  std::vector<std::string> after_dirs;    // -idirafter
  std::string resource_dir;               // ilcc's bundled headers (include/ilcc)
  bool nostdinc = false;                  // -nostdinc: no default system directories
  bool nostdlibinc = false;               // -nostdlibinc: only ilcc's own headers by default
};

struct SearchDir {
  std::string path; // without a trailing '/'
  bool system;
};

struct HeaderLookup {
  SourceFile* file = nullptr;
  std::string path;    // the path as opened (printed in line markers and diagnostics)
  std::string dir;     // its directory prefix, ending in '/' (or empty)
  i32 dir_index = -1;  // index in dirs() (-1: found relative to the includer or absolute)
  bool system = false;
};

class HeaderSearch {
public:
  void init(const HeaderSearchOptions& o);
  const std::vector<SearchDir>& dirs() const { return dirs_; }
  u32 bracket_start() const { return bracket_start_; }

  // Finds `name`. `includer_dir`/`includer_system` describe the including file (quoted
  // includes look there first unless `start` >= 0); `start` >= 0 begins the search at that
  // index (#include_next). False if not found.
  bool find(SourceManager& sm, std::string_view name, bool angled, const std::string& includer_dir,
            bool includer_system, i32 start, HeaderLookup& out);

  static std::string dir_of(const std::string& path);

private:
  SourceFile* try_open(SourceManager& sm, const std::string& path);
  std::vector<SearchDir> dirs_;
  u32 bracket_start_ = 0;
  std::unordered_set<std::string> missing_;
};

} // namespace ilcc
