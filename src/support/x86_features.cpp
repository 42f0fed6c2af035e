#include "support/x86_features.h"

namespace ilcc {

namespace {
struct FeatureRow {
  const char* name;
  const char* macro;
  const char* implies;
};
constexpr FeatureRow kFeatures[] = {
#define X86_FEATURE(E, name, macro, implies) {name, macro, implies},
#include "support/x86_features.def"
};
constexpr unsigned kNumFeatures = unsigned(X86Feature::Count);
static_assert(sizeof(kFeatures) / sizeof(kFeatures[0]) == kNumFeatures && kNumFeatures <= 32);

struct ArchRow {
  const char* name;
  const char* features;
};
constexpr ArchRow kArchs[] = {
#define X86_ARCH(name, features) {name, features},
#include "support/x86_features.def"
};

// Calls f on each space- or comma-separated word of s.
template <class F> void for_each_word(std::string_view s, char sep, F&& f) {
  while (!s.empty()) {
    size_t e = s.find(sep);
    std::string_view w = s.substr(0, e);
    while (!w.empty() && w.front() == ' ') w.remove_prefix(1);
    while (!w.empty() && w.back() == ' ') w.remove_suffix(1);
    if (!w.empty()) f(w);
    if (e == std::string_view::npos) break;
    s.remove_prefix(e + 1);
  }
}

// The features a processor from the host's cpuid has (those ilcc knows).
X86Features host_features() {
  X86Features f = X86Features::baseline();
  __builtin_cpu_init();
  struct {
    bool on;
    X86Feature f;
  } probes[] = {
      {bool(__builtin_cpu_supports("sse3")), X86Feature::Sse3},     {bool(__builtin_cpu_supports("ssse3")), X86Feature::Ssse3},
      {bool(__builtin_cpu_supports("sse4.1")), X86Feature::Sse41},  {bool(__builtin_cpu_supports("sse4.2")), X86Feature::Sse42},
      {bool(__builtin_cpu_supports("popcnt")), X86Feature::Popcnt}, {bool(__builtin_cpu_supports("avx")), X86Feature::Avx},
      {bool(__builtin_cpu_supports("avx2")), X86Feature::Avx2},     {bool(__builtin_cpu_supports("fma")), X86Feature::Fma},
      {bool(__builtin_cpu_supports("bmi")), X86Feature::Bmi},       {bool(__builtin_cpu_supports("bmi2")), X86Feature::Bmi2},
      {bool(__builtin_cpu_supports("aes")), X86Feature::Aes},       {bool(__builtin_cpu_supports("pclmul")), X86Feature::Pclmul},
  };
  for (auto& p : probes)
    if (p.on) f.enable(p.f);
  // lzcnt (ABM): cpuid 0x80000001, ecx bit 5.
  unsigned a, b, c, d;
  __asm__("cpuid" : "=a"(a), "=b"(b), "=c"(c), "=d"(d) : "a"(0x80000001u), "c"(0u));
  if (c & (1u << 5)) f.enable(X86Feature::Lzcnt);
  return f;
}
} // namespace

X86Features X86Features::baseline() {
  X86Features f;
  f.enable(X86Feature::Sse2);
  return f;
}

void X86Features::enable(X86Feature f) {
  if (has(f)) return;
  bits_ |= 1u << unsigned(f);
  for_each_word(kFeatures[unsigned(f)].implies, ' ', [&](std::string_view w) {
    X86Feature g;
    if (parse_x86_feature(w, g)) enable(g);
  });
}

void X86Features::disable(X86Feature f) {
  if (!has(f)) return;
  bits_ &= ~(1u << unsigned(f));
  for (unsigned i = 0; i < kNumFeatures; ++i)
    for_each_word(kFeatures[i].implies, ' ', [&](std::string_view w) {
      X86Feature g;
      if (parse_x86_feature(w, g) && g == f) disable(X86Feature(i));
    });
}

bool X86Features::apply(std::string_view list, std::string* bad) {
  bool ok = true;
  for_each_word(list, ',', [&](std::string_view w) {
    if (!ok) return;
    if (w.starts_with("arch=")) {
      X86Features a;
      if (x86_arch_features(w.substr(5), a)) *this = *this | a;
      else ok = false;
    } else if (w.starts_with("tune=")) {
      // scheduling only
    } else {
      bool off = w.starts_with("no-");
      X86Feature f;
      if (!parse_x86_feature(off ? w.substr(3) : w, f)) ok = false;
      else if (off) disable(f);
      else enable(f);
    }
    if (!ok && bad) *bad = std::string(w);
  });
  return ok;
}

std::string X86Features::names() const {
  std::string s;
  for (unsigned i = 0; i < kNumFeatures; ++i)
    if (has(X86Feature(i))) {
      if (!s.empty()) s += ',';
      s += kFeatures[i].name;
    }
  return s;
}

bool parse_x86_feature(std::string_view name, X86Feature& out) {
  for (unsigned i = 0; i < kNumFeatures; ++i)
    if (name == kFeatures[i].name) {
      out = X86Feature(i);
      return true;
    }
  // gcc's other spellings.
  if (name == "sse4_1") return out = X86Feature::Sse41, true;
  if (name == "sse4_2" || name == "sse4") return out = X86Feature::Sse42, true;
  if (name == "abm") return out = X86Feature::Lzcnt, true;
  return false;
}

std::string_view x86_feature_name(X86Feature f) { return kFeatures[unsigned(f)].name; }
std::string_view x86_feature_macro(X86Feature f) { return kFeatures[unsigned(f)].macro; }

bool x86_arch_features(std::string_view arch, X86Features& out) {
  if (arch == "native") {
    out = host_features();
    return true;
  }
  for (const ArchRow& a : kArchs)
    if (arch == a.name) {
      out = X86Features::baseline();
      for_each_word(a.features, ' ', [&](std::string_view w) {
        X86Feature f;
        if (parse_x86_feature(w, f)) out.enable(f);
      });
      return true;
    }
  return false;
}

} // namespace ilcc
