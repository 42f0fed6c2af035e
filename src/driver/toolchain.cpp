// toolchain.cpp — finding the files of a link and writing the as and ld command lines.
//
// The link line follows Debian's gcc 12 for x86-64 (`gcc -v`), with ilcc's own files in
// place of gcc's:
//   ld [--sysroot=S] --build-id --eh-frame-hdr -m elf_x86_64 --hash-style=gnu --as-needed
//      -z relro [-export-dynamic] MODE -o OUT [-s]
//      START-FILES crti.o ilcc-crt.o  -L(-L options) -L(default dirs)
//      INPUTS, -l, -Wl, -Xlinker in command-line order
//      [-lpthread] LIBGCC -lc LIBGCC  crtn.o
// MODE and START-FILES:
//   default (PIE)  -dynamic-linker /lib64/ld-linux-x86-64.so.2 -pie     Scrt1.o
//   -no-pie        -dynamic-linker /lib64/ld-linux-x86-64.so.2          crt1.o
//   -static        -static                                               crt1.o
//   -static-pie    -static -pie --no-dynamic-linker -z text             rcrt1.o
//   -shared        -shared                                               (none)
// LIBGCC is libgcc.a (when found) then libgcc_s.so.1 under --push-state --as-needed; a
// static link uses --start-group libgcc.a libgcc_eh.a -lc --end-group instead.
// --eh-frame-hdr is passed for static links too (gcc leaves it out and registers the
// unwind tables from crtbeginT.o, which ilcc does not use).
#include "driver/toolchain.h"

#include "driver/process.h"

#include <algorithm>
#include <cstdlib>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ilcc {

namespace {
bool is_file(const std::string& p) {
  struct stat st;
  return ::stat(p.c_str(), &st) == 0 && !S_ISDIR(st.st_mode);
}

// Version directory names compared by their numeric components ("12" > "9", "4.10" > "4.9").
// False for names that are not versions.
bool parse_version(const std::string& name, std::vector<long>& out) {
  if (name.empty() || name[0] < '0' || name[0] > '9') return false;
  size_t b = 0;
  while (b <= name.size()) {
    size_t e = name.find('.', b);
    if (e == std::string::npos) e = name.size();
    std::string part = name.substr(b, e - b);
    if (part.empty() || part.find_first_not_of("0123456789") != std::string::npos) return false;
    out.push_back(std::strtol(part.c_str(), nullptr, 10));
    b = e + 1;
  }
  return true;
}

std::string join(const std::string& dir, const std::string& name) {
  return dir.empty() || dir.back() == '/' ? dir + name : dir + "/" + name;
}
} // namespace

Toolchain::Toolchain(const DriverOptions& o, std::string lib_dir) : o_(o), lib_dir_(std::move(lib_dir)) {
  const std::string& s = o.sysroot;
  for (const std::string& p : o.prefixes)
    if (is_file(join(p, "libgcc.a"))) {
      libgcc_dir_ = p;
      break;
    }
  if (libgcc_dir_.empty()) {
    std::string base = s + "/usr/lib/gcc/x86_64-linux-gnu";
    std::vector<long> best;
    if (DIR* d = ::opendir(base.c_str())) {
      while (dirent* e = ::readdir(d)) {
        std::vector<long> v;
        std::string dir = base + "/" + e->d_name;
        if (parse_version(e->d_name, v) && is_file(dir + "/libgcc.a") && (libgcc_dir_.empty() || v > best)) {
          best = v;
          libgcc_dir_ = dir;
        }
      }
      ::closedir(d);
    }
  }
  for (const char* dir : {"/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib64", "/usr/lib64", "/lib", "/usr/lib"}) {
    std::string p = s + dir + "/libgcc_s.so.1";
    if (is_file(p)) {
      libgcc_s_ = p;
      break;
    }
  }
}

std::string Toolchain::program(const std::string& name) const { return find_program(name, o_.prefixes); }

std::vector<std::string> Toolchain::crt_dirs() const {
  std::vector<std::string> dirs = o_.prefixes;
  for (const char* d : {"/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib"})
    dirs.push_back(o_.sysroot + d);
  return dirs;
}

std::vector<std::string> Toolchain::default_library_dirs() const {
  std::vector<std::string> dirs;
  if (!libgcc_dir_.empty()) dirs.push_back(libgcc_dir_);
  for (const char* d : {"/usr/lib/x86_64-linux-gnu", "/usr/lib", "/lib/x86_64-linux-gnu", "/lib"})
    dirs.push_back(o_.sysroot + d);
  // LIBRARY_PATH, as gcc: after the default directories.
  if (const char* lp = std::getenv("LIBRARY_PATH")) {
    std::string list = lp;
    for (size_t b = 0; b <= list.size();) {
      size_t e = list.find(':', b);
      if (e == std::string::npos) e = list.size();
      std::string d = list.substr(b, e - b);
      while (d.size() > 1 && d.back() == '/') d.pop_back();
      if (!d.empty() && std::find(dirs.begin(), dirs.end(), d) == dirs.end()) dirs.push_back(d);
      b = e + 1;
    }
  }
  return dirs;
}

std::string Toolchain::crt_file(const std::string& name) const {
  for (const std::string& d : crt_dirs())
    if (is_file(join(d, name))) return join(d, name);
  return "";
}

std::string Toolchain::find_file(const std::string& name) const {
  std::vector<std::string> dirs;
  if (!lib_dir_.empty()) dirs.push_back(lib_dir_);
  for (const std::string& p : o_.prefixes) dirs.push_back(p);
  if (!libgcc_dir_.empty()) dirs.push_back(libgcc_dir_);
  for (const std::string& d : crt_dirs()) dirs.push_back(d);
  for (const std::string& d : o_.library_dirs) dirs.push_back(d);
  for (const std::string& d : default_library_dirs()) dirs.push_back(d);
  for (const std::string& d : dirs) {
    std::string p = join(d, name);
    if (::access(p.c_str(), F_OK) == 0) return p;
  }
  return name;
}

std::string Toolchain::libgcc_file() const {
  if (!libgcc_dir_.empty()) return libgcc_dir_ + "/libgcc.a";
  if (!libgcc_s_.empty()) return libgcc_s_;
  return "libgcc.a";
}

std::string Toolchain::search_dirs_text() const {
  auto list = [](const std::vector<std::string>& dirs) {
    std::string text = "=";
    for (size_t i = 0; i < dirs.size(); ++i) {
      if (i) text += ':';
      text += dirs[i];
      if (dirs[i].empty() || dirs[i].back() != '/') text += '/';
    }
    return text;
  };
  std::vector<std::string> programs = o_.prefixes;
  if (const char* path = std::getenv("PATH")) {
    std::string p = path;
    for (size_t b = 0; b <= p.size();) {
      size_t e = p.find(':', b);
      if (e == std::string::npos) e = p.size();
      if (e > b) programs.push_back(p.substr(b, e - b));
      b = e + 1;
    }
  }
  std::vector<std::string> libraries = o_.prefixes;
  for (const std::string& d : default_library_dirs())
    if (std::find(libraries.begin(), libraries.end(), d) == libraries.end()) libraries.push_back(d);
  return "install: " + (lib_dir_.empty() ? std::string("/") : lib_dir_ + "/") + "\nprograms: " + list(programs) +
         "\nlibraries: " + list(libraries) + "\n";
}

std::vector<std::string> Toolchain::assemble_command(const std::string& as_path, const std::string& in,
                                                     const std::string& out, bool debug_source) const {
  std::vector<std::string> argv{as_path};
  if (debug_source) argv.push_back("--gdwarf-5");
  argv.push_back("--64");
  for (const std::string& a : o_.assembler_args) argv.push_back(a);
  argv.insert(argv.end(), {"-o", out, in});
  return argv;
}

bool Toolchain::link_command(const std::string& ld_path, const std::vector<std::string>& input_files,
                             const std::string& out, std::vector<std::string>& argv, Diagnostics& diag) const {
  const DriverOptions& o = o_;
  bool shared = o.shared;
  bool static_pie = !shared && o.static_pie;
  bool static_link = !shared && !static_pie && o.static_link;
  bool pie = !shared && !static_pie && !static_link && !o.no_pie;
  argv = {ld_path};
  if (!o.sysroot.empty()) argv.push_back("--sysroot=" + o.sysroot);
  argv.insert(argv.end(), {"--build-id", "--eh-frame-hdr", "-m", "elf_x86_64", "--hash-style=gnu", "--as-needed",
                           "-z", "relro"});
  if (o.rdynamic) argv.push_back("-export-dynamic");
  if (shared) argv.push_back("-shared");
  else if (static_pie) argv.insert(argv.end(), {"-static", "-pie", "--no-dynamic-linker", "-z", "text"});
  else if (static_link) argv.push_back("-static");
  else argv.insert(argv.end(), {"-dynamic-linker", kDynamicLinker});
  if (pie) argv.push_back("-pie");
  argv.insert(argv.end(), {"-o", out});
  if (o.strip) argv.push_back("-s");

  bool ok = true;
  auto start_file = [&](const std::string& name) {
    std::string p = crt_file(name);
    if (p.empty()) {
      diag.error({}, format("cannot find the start file '%s' (the C library's development files: on Debian, "
                            "package libc6-dev)", name.c_str()));
      ok = false;
    }
    argv.push_back(p.empty() ? name : p);
  };
  if (!o.nostartfiles) {
    if (!shared) start_file(static_pie ? "rcrt1.o" : pie ? "Scrt1.o" : "crt1.o");
    start_file("crti.o");
    std::string own = lib_dir_.empty() ? "" : lib_dir_ + "/ilcc-crt.o";
    if (own.empty() || !is_file(own)) {
      diag.error({}, format("cannot find ilcc's start file '%s' (part of ilcc's installation, beside "
                            "lib/ilcc/include)", own.empty() ? "lib/ilcc/ilcc-crt.o" : own.c_str()));
      ok = false;
    }
    argv.push_back(own.empty() ? "ilcc-crt.o" : own);
  }
  for (const std::string& d : o.library_dirs) argv.push_back("-L" + d);
  for (const std::string& d : default_library_dirs()) argv.push_back("-L" + d);
  // -fsanitize=address: the run-time library comes first (it must be the first in the
  // initial library list), with its pre-initializer in an executable, as gcc links it.
  // (A sanitizer's library is linked even where nothing calls it yet: --no-as-needed.)
  auto sanitizer_library = [&](const char* lib) {
    for (const char* w : {"--push-state", "--no-as-needed", lib, "--pop-state"}) argv.push_back(w);
  };
  if (o.asan && !o.nodefaultlibs) {
    if (!o.shared && !libgcc_dir_.empty() && is_file(libgcc_dir_ + "/libasan_preinit.o")) argv.push_back(libgcc_dir_ + "/libasan_preinit.o");
    sanitizer_library("-lasan");
  }
  for (const LinkItem& item : o.link_items) {
    if (item.input < 0) argv.push_back(item.arg);
    else if (!input_files[size_t(item.input)].empty()) argv.push_back(input_files[size_t(item.input)]);
  }
  if (!o.nodefaultlibs) {
    if (o.ubsan.checks && !o.ubsan.trap) sanitizer_library("-lubsan"); // -fsanitize=undefined
    if (o.pthread) argv.push_back("-lpthread");
    if (static_link || static_pie) {
      if (libgcc_dir_.empty()) {
        diag.error({}, format("%s needs libgcc.a, which is installed with gcc's development files (on Debian, "
                              "package libgcc-12-dev); none in %s/usr/lib/gcc/x86_64-linux-gnu/*/",
                              static_pie ? "-static-pie" : "-static", o.sysroot.c_str()));
        ok = false;
      }
      argv.push_back("--start-group");
      argv.push_back(libgcc_dir_.empty() ? "libgcc.a" : libgcc_dir_ + "/libgcc.a");
      if (!libgcc_dir_.empty() && is_file(libgcc_dir_ + "/libgcc_eh.a")) argv.push_back(libgcc_dir_ + "/libgcc_eh.a");
      argv.push_back("-lc");
      argv.push_back("--end-group");
    } else {
      if (o.static_libgcc && libgcc_dir_.empty()) {
        diag.error({}, format("-static-libgcc needs libgcc.a, which is installed with gcc's development files (on "
                              "Debian, package libgcc-12-dev); none in %s/usr/lib/gcc/x86_64-linux-gnu/*/",
                              o.sysroot.c_str()));
        ok = false;
      }
      // -static-libgcc: libgcc.a and its unwinder libgcc_eh.a, never libgcc_s.so.1.
      auto libgcc = [&] {
        if (!libgcc_dir_.empty()) argv.push_back(libgcc_dir_ + "/libgcc.a");
        if (o.static_libgcc) {
          if (!libgcc_dir_.empty() && is_file(libgcc_dir_ + "/libgcc_eh.a")) argv.push_back(libgcc_dir_ + "/libgcc_eh.a");
        } else if (!libgcc_s_.empty()) {
          argv.insert(argv.end(), {"--push-state", "--as-needed", libgcc_s_, "--pop-state"});
        }
      };
      libgcc();
      argv.push_back("-lc");
      libgcc();
    }
  }
  if (!o.nostartfiles) start_file("crtn.o");
  return ok;
}

} // namespace ilcc
