#include "support/common.h"

#include <cstdio>
#include <cstdlib>

namespace ilcc {

void assertion_failed(const char* cond, const char* msg, const char* file, int line) {
  std::fflush(stdout);
  if (cond)
    std::fprintf(stderr, "ilcc: internal error at %s:%d: %s (assertion '%s' failed)\n", file, line,
                 msg, cond);
  else
    std::fprintf(stderr, "ilcc: internal error at %s:%d: %s\n", file, line, msg);
  std::abort();
}

} // namespace ilcc
