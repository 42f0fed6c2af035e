// common.h — basic integer names and the internal-invariant helpers used everywhere.
//
// Three tiers of error (STYLE.md): user errors are diagnostics (diagnostics.h), structured
// checker results are values (e.g. the IR verifier), and broken internal invariants stop
// the program through ILCC_ASSERT / ilcc_unreachable with a message naming the place.
// Assertions are always on: they are cheap and a compiler that silently miscompiles is
// worse than one that stops.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ilcc {

using u8 = std::uint8_t;
using u16 = std::uint16_t;
using u32 = std::uint32_t;
using u64 = std::uint64_t;
using i8 = std::int8_t;
using i16 = std::int16_t;
using i32 = std::int32_t;
using i64 = std::int64_t;
using i128 = __int128;
using u128 = unsigned __int128;

[[noreturn]] void assertion_failed(const char* cond, const char* msg, const char* file, int line);

} // namespace ilcc

#define ILCC_ASSERT(cond, msg)                                                                    \
  do {                                                                                            \
    if (__builtin_expect(!(cond), 0)) ::ilcc::assertion_failed(#cond, msg, __FILE__, __LINE__);   \
  } while (0)

#define ilcc_unreachable(msg) ::ilcc::assertion_failed(nullptr, msg, __FILE__, __LINE__)
