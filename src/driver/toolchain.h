// toolchain.h — where the assembler, the linker and the files of a link are, and the
// command lines that use them (docs/driver.md, "Assembling and linking").
//
// ilcc runs GNU as and ld itself; it needs neither gcc nor gcc's files at run time:
//   - start files: glibc's crt1.o/Scrt1.o/rcrt1.o, crti.o and crtn.o (libc6-dev), plus
//     ilcc's own ilcc-crt.o in <prefix>/lib/ilcc in place of gcc's crtbegin*.o/crtend*.o;
//   - libgcc (the helpers __divti3, __mulsc3, __popcountdi2, ... that generated code
//     calls): libgcc.a from /usr/lib/gcc/x86_64-linux-gnu/<highest version>/ when gcc's
//     development files are installed, and libgcc_s.so.1 (present on every glibc system)
//     by full path and --as-needed; a static link needs libgcc.a.
// Every system path is looked up under --sysroot when it is given.
#pragma once

#include "driver/options.h"

#include <string>
#include <vector>

namespace ilcc {

class Toolchain {
public:
  // `lib_dir`: ilcc's own library directory, <prefix>/lib/ilcc ("" when unknown).
  Toolchain(const DriverOptions& o, std::string lib_dir);

  // The path of program `name` (-B directories, then PATH), or "".
  std::string program(const std::string& name) const;
  // as --64 [--gdwarf-5] [-Wa,...] -o OUT IN; `debug_source`: IN is hand-written assembly
  // and -g asks for line information of it (gcc's behaviour).
  std::vector<std::string> assemble_command(const std::string& as_path, const std::string& in,
                                            const std::string& out, bool debug_source) const;
  // The ld command line for `o`'s link: the link items in command-line order, where an
  // input is replaced by `input_files[i]` (its object file; "" drops it). False after an
  // error (a missing start file, -static without libgcc.a).
  bool link_command(const std::string& ld_path, const std::vector<std::string>& input_files,
                    const std::string& out, std::vector<std::string>& argv, Diagnostics& diag) const;

  // -print-file-name=NAME: the first NAME in ilcc's library directory, the -B directories,
  // libgcc's directory, the start-file directories, the -L directories and the default
  // library directories; NAME itself when there is none (as gcc).
  std::string find_file(const std::string& name) const;
  // -print-libgcc-file-name: libgcc.a, else libgcc_s.so.1, else "libgcc.a".
  std::string libgcc_file() const;
  // -print-search-dirs, in gcc's form: "install: DIR/", "programs: =DIR/:...", "libraries:
  // =DIR/:..." (the directories programs and -l libraries are looked up in, in order).
  std::string search_dirs_text() const;

  const std::string& libgcc_dir() const { return libgcc_dir_; }
  const std::string& libgcc_s() const { return libgcc_s_; }

private:
  std::string crt_file(const std::string& name) const; // "" when missing
  std::vector<std::string> crt_dirs() const;
  std::vector<std::string> default_library_dirs() const;

  const DriverOptions& o_;
  std::string lib_dir_;    // <prefix>/lib/ilcc
  std::string libgcc_dir_; // directory of libgcc.a, or ""
  std::string libgcc_s_;   // path of libgcc_s.so.1, or ""
};

// The dynamic linker of x86-64 glibc, the same under any sysroot (a run-time path).
inline constexpr const char* kDynamicLinker = "/lib64/ld-linux-x86-64.so.2";

} // namespace ilcc
