// x86_features.h — sets of x86-64 instruction set extensions (x86_features.def): what the
// driver's -m options, the predefined macros, target("...") attributes, semantic checks of
// the intrinsics' builtins, the inliner and instruction selection agree on.
#pragma once

#include "support/common.h"

#include <string>
#include <string_view>

namespace ilcc {

enum class X86Feature : u8 {
#define X86_FEATURE(E, name, macro, implies) E,
#include "support/x86_features.def"
  Count
};

// A set of features (bit i: X86Feature(i)).
class X86Features {
public:
  constexpr X86Features() = default;
  constexpr explicit X86Features(u32 bits) : bits_(bits) {}
  static X86Features baseline(); // x86-64: mmx, sse, sse2

  bool has(X86Feature f) const { return bits_ >> unsigned(f) & 1; }
  // Enables f and what it implies; disables f and what implies it.
  void enable(X86Feature f);
  void disable(X86Feature f);
  bool contains(X86Features o) const { return (bits_ & o.bits_) == o.bits_; }
  u32 bits() const { return bits_; }
  bool operator==(const X86Features&) const = default;
  X86Features operator|(X86Features o) const { return X86Features(bits_ | o.bits_); }

  // Applies a comma-separated list of names, each optionally "no-" prefixed (a target
  // attribute's string; "arch=NAME" selects a processor's features). On an unknown name
  // returns false with it in `bad`.
  bool apply(std::string_view list, std::string* bad = nullptr);
  // The names of the features, comma-separated, in table order ("sse2,avx2,...").
  std::string names() const;

private:
  u32 bits_ = 0;
};

bool parse_x86_feature(std::string_view name, X86Feature& out);
std::string_view x86_feature_name(X86Feature f);
std::string_view x86_feature_macro(X86Feature f);
// -march=NAME: the processor's features (on top of the baseline); false for an unknown
// name. "native" is the host processor's.
bool x86_arch_features(std::string_view arch, X86Features& out);

} // namespace ilcc
