// version.h — the version every ilcc tool prints for --version.
#pragma once

namespace ilcc {

inline constexpr const char* kIlccVersion = "0.1";
inline constexpr const char* kIlccTarget = "x86_64-linux-gnu";

// The GCC version ilcc claims (__GNUC__, __GNUC_MINOR__, __GNUC_PATCHLEVEL__, -dumpversion,
// -dumpfullversion, `-v`): the language and library features real code and glibc's headers
// expect of it are implemented (docs/driver.md, "The GCC version ilcc claims").
inline constexpr int kGccMajor = 12;
inline constexpr int kGccMinor = 2;
inline constexpr int kGccPatch = 0;
inline constexpr const char* kGccVersion = "12.2.0";

} // namespace ilcc
