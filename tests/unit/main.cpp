// The unit tests' main: gtest on a thread with a large stack, as the compiler itself runs
// (support/large_stack.h), so that tests of deep nesting limits need the same stack the
// driver gives them, in a sanitizer build too.
#include "support/large_stack.h"

#include <gtest/gtest.h>

namespace {
int run_tests(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
} // namespace

int main(int argc, char** argv) { return ilcc::run_on_large_stack(run_tests, argc, argv); }
