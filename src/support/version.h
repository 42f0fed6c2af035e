// version.h — the version every ilcc tool prints for --version.
#pragma once

namespace ilcc {

inline constexpr const char* kIlccVersion = "0.1";
inline constexpr const char* kIlccTarget = "x86_64-linux-gnu";

} // namespace ilcc
