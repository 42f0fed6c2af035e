// sema_fuzzer.cpp — libFuzzer harness for the front end (tests/fuzz/README.md).
//
// Each input is a C source buffer, preprocessed as the main file (Preprocessor::begin_text)
// and parsed and checked by sema into an IL, all in memory: nothing is written, and the only
// files read are ilcc's own headers (include/ilcc of the source tree, so that <stddef.h>
// and <stdarg.h> resolve; the system's headers are not searched). Diagnostics are captured
// in a string, never printed. What the front end must never do, whatever the input: crash,
// read or write out of bounds, leak, run into undefined behaviour (AddressSanitizer and
// UndefinedBehaviorSanitizer turn these into crashes), overflow the stack (nesting is
// bounded by -fbracket-depth), hang or take more than linear-ish time.
//
// The preprocessor's limits are set low as in pp_fuzzer.cpp, so that the fuzzer meets
// their diagnostics instead of timeouts; sema's bracket depth keeps its default.
#include "il/alloc.h"
#include "pp/preprocessor.h"
#include "sema/sema.h"
#include "sema/types.h"

#include <cstddef>
#include <cstdint>
#include <string>

#ifndef ILCC_FUZZ_RESOURCE_DIR
#define ILCC_FUZZ_RESOURCE_DIR "include/ilcc"
#endif

using namespace ilcc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  SourceManager sm;
  Diagnostics diag;
  std::string captured;
  diag.capture = &captured;
  diag.color = false;
  PPOptions o;
  o.implicit_stdc_predef = false;
  o.search.nostdlibinc = true;
  o.search.resource_dir = ILCC_FUZZ_RESOURCE_DIR;
  o.max_include_depth = 20;
  o.macro_nesting_depth = 64;
  o.max_expansion_tokens = 1 << 16;
  Preprocessor pp(sm, diag, o);
  if (!pp.begin_text("fuzz.c", std::string(reinterpret_cast<const char*>(data), size))) return 0;
  il::Il il;
  sema::TypeTable tt(il);
  sema::SemaOptions so;
  diag.set_group(WG_ALL | WG_FORMAT2, true); // -Wall's checks (and -Wformat-security's) run too
  diag.set_warning(Warning::Pedantic, true);  // and -pedantic's
  sema::parse_translation_unit(pp, il, tt, so, nullptr);
  return 0;
}
