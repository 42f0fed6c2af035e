// "did you mean" (support/spelling.h) and the caret's token length (support/diagnostics.h).
#include "support/diagnostics.h"
#include "support/spelling.h"

#include <gtest/gtest.h>

namespace ilcc {
namespace {

TEST(Spelling, EditDistance) {
  EXPECT_EQ(edit_distance("", ""), 0u);
  EXPECT_EQ(edit_distance("abc", ""), 3u);
  EXPECT_EQ(edit_distance("countr", "counter"), 1u); // insertion
  EXPECT_EQ(edit_distance("cuont", "count"), 1u);    // swap of neighbours
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
  EXPECT_EQ(edit_distance("printf", "prinft"), 1u);
}

TEST(Spelling, NearestName) {
  NearestName n("countr");
  for (const char* c : {"x", "countr", "country_code", "counter", "count"}) n.consider(c);
  EXPECT_EQ(n.best(), "counter"); // the goal itself is no suggestion; of two at 1 edit the first
  NearestName m("cuont");
  for (const char* c : {"amount", "count"}) m.consider(c);
  EXPECT_EQ(m.best(), "count"); // 1 edit beats 2
  NearestName one("x");
  one.consider("y");
  EXPECT_EQ(one.best(), ""); // never for one-character names
  NearestName far("size");
  far.consider("value");
  EXPECT_EQ(far.best(), "");
}

TEST(Diagnostics, TokenLength) {
  EXPECT_EQ(token_length("  counter++;", 2), 7u);
  EXPECT_EQ(token_length("a <<= 2", 2), 3u);
  EXPECT_EQ(token_length("p->x", 1), 2u);
  EXPECT_EQ(token_length("x = 1.5e+3f;", 4), 7u);
  EXPECT_EQ(token_length("s = L\"a\\\"b\";", 4), 7u);
  EXPECT_EQ(token_length("'c'", 0), 3u);
  EXPECT_EQ(token_length("x", 5), 1u); // past the end
}

} // namespace
} // namespace ilcc
