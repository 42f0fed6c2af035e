// interp_globals_test.cpp — globals in host memory: the exact bytes of each initializer
// kind, alignment, zero fill, the space reserved for initializers longer than the
// declared size, addresses of functions (callable libffi closures) and of labels.
#include "interp_test_support.h"

#include <cmath>

using namespace ilcc;
using namespace ilcc::interp;
using namespace ilcc::interp::testing;

namespace {

const u8* address_of(LoadedModule& m, const char* name) {
  const SymbolRef* r = find_symbol(m.image(), Symbol::intern(name));
  EXPECT_NE(r, nullptr) << name;
  if (!r) return nullptr;
  u64 a = 0;
  EXPECT_TRUE(symbol_address(m.image(), Symbol::intern(name), a)) << name;
  return reinterpret_cast<const u8*>(a);
}

std::vector<u8> bytes(const u8* p, size_t n) { return std::vector<u8>(p, p + n); }

const char* kModule = R"(
global @s16 : i16 size 2 align 2 = -2
global @ld : f128 size 16 align 16 = 1.5
global @arr : u8 size 8 align 1 = array [1, 2, 3]
global @aligned : i8 size 1 align 64 = 9
global @short : i8 size 2 align 1 = string "hello"
global @after : i8 size 4 align 1 = array [-1, -1, -1, -1]
global @wide : i32 size 4 align 4 = wstring L"\u{1F600}!"
global @half : i16 size 2 align 2 = u16string u"\u{263A}"
global @ptrs : ptr size 16 align 8 = compound [@arr + 2, @twice]
global @mix : i8 size 16 align 8 = compound [i16 -3, i8 4, string "ab", f32 1.5, labeldiff @.LBB2, @.LBB1, 4]
string @.lit = "x\ty"

define i32 @twice(i32 %0) {
.LBB0:
  %1 = mul i32 %0, 2
  %2 = add i32 %1, 1
  condbr 1, .LBB1, .LBB2
.LBB1:
  ret i32 %2
.LBB2:
  ret i32 0
}
)";

} // namespace

TEST(InterpGlobals, InitializerBytes) {
  LoadedModule m(kModule);
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(bytes(address_of(m, "s16"), 2), (std::vector<u8>{0xfe, 0xff}));
  long double ld;
  std::memcpy(&ld, address_of(m, "ld"), 10);
  EXPECT_EQ(ld, 1.5L);
  EXPECT_EQ(bytes(address_of(m, "ld") + 10, 6), std::vector<u8>(6, 0));
  EXPECT_EQ(bytes(address_of(m, "arr"), 8), (std::vector<u8>{1, 2, 3, 0, 0, 0, 0, 0}));
  EXPECT_EQ(u64(address_of(m, "aligned")) % 64, 0u);
  EXPECT_EQ(*address_of(m, "aligned"), 9);
  // "hello" needs 6 bytes although the global declares 2: the neighbour is untouched.
  EXPECT_STREQ(reinterpret_cast<const char*>(address_of(m, "short")), "hello");
  EXPECT_EQ(bytes(address_of(m, "after"), 4), std::vector<u8>(4, 0xff));
  u32 w[3];
  std::memcpy(w, address_of(m, "wide"), 12);
  EXPECT_EQ(w[0], 0x1F600u);
  EXPECT_EQ(w[1], u32('!'));
  EXPECT_EQ(w[2], 0u);
  u16 h[2];
  std::memcpy(h, address_of(m, "half"), 4);
  EXPECT_EQ(h[0], 0x263A);
  EXPECT_EQ(h[1], 0);
  EXPECT_STREQ(reinterpret_cast<const char*>(address_of(m, ".lit")), "x\ty");
}

TEST(InterpGlobals, AddressesOfDataFunctionsAndLabels) {
  LoadedModule m(kModule);
  ASSERT_TRUE(m.ok());
  u64 p[2];
  std::memcpy(p, address_of(m, "ptrs"), 16);
  EXPECT_EQ(p[0], u64(address_of(m, "arr") + 2));
  // A function's address is its closure: host code can call it like any C function.
  EXPECT_EQ(p[1], u64(m.function("twice")->code));
  auto* fn = reinterpret_cast<int (*)(int)>(p[1]);
  EXPECT_EQ(fn(20), 41);
  EXPECT_EQ(fn(-3), -5);

  const u8* mix = address_of(m, "mix");
  i16 a;
  std::memcpy(&a, mix, 2);
  EXPECT_EQ(a, -3);
  EXPECT_EQ(mix[2], 4);
  EXPECT_EQ(bytes(mix + 3, 3), (std::vector<u8>{'a', 'b', 0}));
  float f;
  std::memcpy(&f, mix + 6, 4);
  EXPECT_EQ(f, 1.5f);
  i32 diff;
  std::memcpy(&diff, mix + 10, 4);
  const u32* l1 = m.image().label_code.find(1);
  const u32* l2 = m.image().label_code.find(2);
  ASSERT_TRUE(l1 && l2);
  EXPECT_EQ(diff, i32((i64(*l2) - i64(*l1)) * i64(sizeof(DInst))));
  EXPECT_NE(diff, 0);
}
