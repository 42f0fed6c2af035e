// text.h — appending numbers to std::string without a format buffer: the printers build
// their output by appending names, which may be of any length, and decimal numbers.
#pragma once

#include "support/common.h"

#include <charconv>
#include <string>

namespace ilcc {

inline void append_u64(std::string& out, u64 v) {
  char buf[20]; // 18446744073709551615
  out.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

inline void append_i64(std::string& out, i64 v) {
  char buf[20]; // -9223372036854775808
  out.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

} // namespace ilcc
