// mir_gen_main.cpp — the MIR generator without libFuzzer: functions from consecutive seeds
// (tests/fuzz/README.md, "The MIR generator").
//   ilcc-mir-gen [-seed=N] [-count=N] [-seconds=S] [-print]
// Runs seeds N, N+1, ... until `count` functions or `seconds` have passed (default: 1000
// functions from seed 1). -print writes each function's text before allocation to stdout.
// A failure prints the seed, what failed and the function, and exits with status 1.
#include "codegen/mir_text.h"
#include "mir_gen.h"
#include "target/x86_64/regs.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace ilcc;

int main(int argc, char** argv) {
  u64 seed = 1, count = 1000;
  double seconds = 0;
  bool print = false;
  for (int i = 1; i < argc; ++i) {
    const char* a = argv[i];
    if (!std::strncmp(a, "-seed=", 6)) seed = std::strtoull(a + 6, nullptr, 10);
    else if (!std::strncmp(a, "-count=", 7)) count = std::strtoull(a + 7, nullptr, 10);
    else if (!std::strncmp(a, "-seconds=", 9)) seconds = std::strtod(a + 9, nullptr), count = ~u64(0);
    else if (!std::strcmp(a, "-print")) print = true;
    else {
      std::fprintf(stderr, "usage: ilcc-mir-gen [-seed=N] [-count=N] [-seconds=S] [-print]\n");
      return 1;
    }
  }
  auto start = std::chrono::steady_clock::now();
  u64 n = 0;
  for (; n < count; ++n) {
    if (seconds > 0 && (n & 63) == 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= seconds)
      break;
    mirgen::Source src(nullptr, 0, seed + n);
    mir::MFunction f;
    mir::RaKnobs knobs;
    mirgen::generate(src, f, knobs);
    if (print) {
      std::string text;
      mir::print_mfunction(text, f, x86_64::target_desc());
      std::fputs(text.c_str(), stdout);
    }
    std::string e = mirgen::check_generated(f, knobs);
    if (!e.empty()) {
      std::printf("seed %llu: %s\n", (unsigned long long)(seed + n), e.c_str());
      return 1;
    }
  }
  double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::fprintf(stderr, "ilcc-mir-gen: %llu functions (seeds %llu..%llu) in %.1f s, no failure\n", (unsigned long long)n,
               (unsigned long long)seed, (unsigned long long)(seed + n - 1), t);
  return 0;
}
