// mir_gen_fuzzer.cpp — libFuzzer harness of the register allocator: each input's bytes
// drive the random machine-function generator (mir_gen.h); the function is allocated with
// the symbolic checker, and any failure aborts with the function's text and the knobs.
#include "mir_gen.h"

#include <cstdio>
#include <cstdlib>

using namespace ilcc;

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  mirgen::Source src(data, size, 0x5eed);
  mir::MFunction f;
  mir::RaKnobs knobs;
  mirgen::generate(src, f, knobs);
  std::string e = mirgen::check_generated(f, knobs);
  if (!e.empty()) {
    std::fprintf(stderr, "mir_gen_fuzzer: %s\n", e.c_str());
    std::abort();
  }
  return 0;
}
