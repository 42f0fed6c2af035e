// IR core data structures: operands, instruction records, factories and cloning, globals.
#include "ir/init_image.h"
#include "ir/module.h"
#include "ir/printer.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace ilcc;

TEST(Operand, ValuesAndConstants) {
  Operand v = Value(7);
  EXPECT_TRUE(v.is_value());
  EXPECT_EQ(v.value().id, 7u);
  Operand c = IrConst::int32(-5);
  EXPECT_TRUE(c.is_const());
  EXPECT_EQ(c.const_kind(), ConstKind::I32);
  EXPECT_EQ(*c.const_int(), -5);
  EXPECT_EQ(c.constant().int_value(), -5);
  EXPECT_TRUE(Operand().is_none());
  EXPECT_FALSE(Operand(Value()).is_value()); // an invalid value is no operand
  // Wide constants are interned: equal constants are equal operands.
  i128 big = (i128(1) << 100) + 3;
  Operand w1 = IrConst::int128(big), w2 = IrConst::int128(big);
  EXPECT_EQ(w1, w2);
  EXPECT_EQ(w1.constant().i128_value(), big);
  EXPECT_FALSE(w1 == Operand(IrConst::int128(big + 1)));
  Operand ld = IrConst::long_double_from_x87(1.0L / 3);
  EXPECT_EQ(ld.constant().ld_host(), 1.0L / 3);
  // Floats compare by bits.
  EXPECT_FALSE(Operand(IrConst::float64(0.0)) == Operand(IrConst::float64(-0.0)));
  EXPECT_EQ(sizeof(Operand), 16u);
}

TEST(Instruction, FactoriesAndVisitor) {
  Arena a;
  Instruction add = make_binop(a, Value(3), IrBinOp::Add, IrType::I32, Value(1), IrConst::int32(2));
  EXPECT_EQ(add.result_type(), IrType::I32);
  EXPECT_EQ(add.used_values(), std::vector<u32>{1});
  EXPECT_TRUE(add.is_removable());
  EXPECT_EQ(to_string(add), "%3 = add i32 %1, 2");
  Instruction cmp = make_cmp(a, Value(4), IrCmpOp::Ult, IrType::U64, Value(1), Value(2));
  EXPECT_EQ(cmp.result_type(), IrType::I8);
  Instruction st = make_store(a, IrType::I64, Value(5), Value(6));
  EXPECT_FALSE(st.dest_value().has_value());
  EXPECT_FALSE(st.is_removable());
  EXPECT_EQ(st.used_values(), (std::vector<u32>{5, 6}));
  Instruction al = make_alloca(Value(9), IrType::F64, 8, 8, true);
  EXPECT_TRUE(al.is_volatile());
  EXPECT_EQ(al.result_type(), IrType::Ptr);
  Instruction phi = make_phi(a, Value(10), IrType::I32, 2);
  phi.operand(0) = Value(1), phi.phi_blocks()[0] = BlockId(4);
  phi.operand(1) = IrConst::int32(0), phi.phi_blocks()[1] = BlockId(5);
  EXPECT_EQ(to_string(phi), "%10 = phi i32 [%1, .LBB4], [0, .LBB5]");
  EXPECT_EQ(phi.used_values(), std::vector<u32>{1});
}

TEST(Instruction, CloneIntoAnotherArena) {
  Arena a;
  Instruction phi = make_phi(a, Value(10), IrType::I32, 1);
  phi.operand(0) = Value(1), phi.phi_blocks()[0] = BlockId(4);
  Arena b;
  Instruction c = clone_instruction(b, phi);
  EXPECT_NE(c.ops, phi.ops);
  EXPECT_NE(c.phi_blocks(), phi.phi_blocks());
  c.phi_blocks()[0] = BlockId(8);
  EXPECT_EQ(phi.phi_blocks()[0], BlockId(4));
  EXPECT_EQ(to_string(c), "%10 = phi i32 [%1, .LBB8]");
}

TEST(Terminator, Successors) {
  Arena a;
  Terminator t;
  t.kind = TermKind::Switch;
  t.ty = IrType::I32;
  t.val = Value(1);
  t.target = BlockId(9);
  SwitchCase* cases = a.alloc_array<SwitchCase>(2);
  cases[0] = {1, BlockId(3)}, cases[1] = {5, BlockId(9)};
  t.list = cases, t.count = 2;
  std::vector<u32> succ;
  t.for_each_successor([&](BlockId b) { succ.push_back(b.id); });
  EXPECT_EQ(succ, (std::vector<u32>{9, 3, 9}));
  t.replace_successor(BlockId(9), BlockId(7));
  EXPECT_EQ(to_string(t), "switch i32 %1, default .LBB7 [1: .LBB3, 5: .LBB7]");
}

TEST(GlobalInit, SizesAndReferences) {
  GlobalInit c = GlobalInit::make_compound({GlobalInit::make_global_addr(Symbol::intern("a")),
                                            GlobalInit::make_scalar(IrConst::int32(1)),
                                            GlobalInit::make_string("hi"),
                                            GlobalInit::make_label_diff(Symbol::intern("l1"), Symbol::intern("l2"), 4),
                                            GlobalInit::make_global_addr_offset(Symbol::intern("b"), 8)});
  EXPECT_EQ(c.byte_size(), 8u + 4 + 2 + 4 + 8);
  EXPECT_EQ(c.emitted_byte_size(), 8u + 4 + 3 + 4 + 8); // the string's NUL
  std::vector<std::string> refs;
  c.for_each_ref([&](Symbol s) { refs.emplace_back(s.str()); });
  EXPECT_EQ(refs, (std::vector<std::string>{"a", "l1", "l2", "b"}));
  EXPECT_EQ(c.kind(), GlobalInit::Kind::Compound);
  EXPECT_EQ(c.get<GlobalInit::Compound>().elems[3].get<GlobalInit::GlobalLabelDiff>().size, 4u);
  GlobalInit w = GlobalInit::make_wide_string({104, 105});
  EXPECT_EQ(w.kind(), GlobalInit::Kind::WideString);
  EXPECT_EQ(w.byte_size(), 8u);
  EXPECT_EQ(w.emitted_byte_size(), 12u);
  GlobalInit u = GlobalInit::make_char16_string({104, 105, 33});
  EXPECT_EQ(u.kind(), GlobalInit::Kind::Char16String);
  EXPECT_EQ(u.byte_size(), 6u);
  EXPECT_EQ(u.emitted_byte_size(), 8u);
  EXPECT_EQ(u.get<GlobalInit::Char16String>().units, (std::vector<u16>{104, 105, 33}));
  EXPECT_EQ(u.get_if<GlobalInit::WideString>(), nullptr);
  EXPECT_TRUE(GlobalInit().is_zero());
  EXPECT_EQ(GlobalInit::zero().byte_size(), 0u);
}

// The one layout of initializers (init_image.h): bytes with zeros where relocations go,
// the relocations by offset, and windows of it.
TEST(InitImage, LayoutAndWindows) {
  GlobalInit c = GlobalInit::make_compound({GlobalInit::make_scalar(IrConst::int16(0x0102)),
                                            GlobalInit::make_string("hi"),
                                            GlobalInit::make_global_addr_offset(Symbol::intern("b"), 8),
                                            GlobalInit::make_char16_string({0x4142}),
                                            GlobalInit::make_label_diff(Symbol::intern("l1"), Symbol::intern("l2"), 4),
                                            GlobalInit::zero()});
  InitImage img;
  ASSERT_TRUE(layout_init(c, IrType::I8, img));
  EXPECT_EQ(img.bytes, (std::vector<u8>{2, 1, 'h', 'i', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x42, 0x41, 0, 0, 0, 0, 0, 0}));
  ASSERT_EQ(img.relocations.size(), 2u);
  EXPECT_EQ(img.relocations[0].offset, 5u);
  EXPECT_EQ(img.relocations[0].size, 8u);
  EXPECT_EQ(img.relocations[0].init, &c.get<GlobalInit::Compound>().elems[2]);
  EXPECT_EQ(img.relocations[1].offset, 17u);
  EXPECT_EQ(img.relocations[1].size, 4u);
  // A window sees only its bytes and the relocations that overlap it.
  InitImage part;
  ASSERT_TRUE(layout_init(c, IrType::I8, part, InitWindow{1, 6}));
  EXPECT_EQ(part.bytes, (std::vector<u8>{1, 'h', 'i', 0, 0}));
  ASSERT_EQ(part.relocations.size(), 1u);
  EXPECT_EQ(part.relocations[0].offset, 5u);
  // Top-level arrays take the global's type; a window into one starts at its element.
  IrGlobal g;
  g.ty = IrType::I32;
  g.size = 4000;
  std::vector<IrConst> v;
  for (int k = 0; k < 1000; ++k) v.push_back(IrConst::int64(k)); // converted to i32
  g.init = GlobalInit::make_array(std::move(v));
  EXPECT_EQ(layout_init(g).bytes.size(), 4000u);
  EXPECT_EQ(read_global_init(g, 4 * 999, IrType::I32)->int_value(), 999);
  EXPECT_EQ(read_global_init(g, 4 * 7, IrType::I16)->int_value(), 7);
  EXPECT_FALSE(read_global_init(g, 3998, IrType::I32)); // leaves the object
  InitImage budget;
  EXPECT_FALSE(layout_init(c, IrType::I8, budget, InitWindow{14, 16, 3})); // past three elements
}

TEST(IrFunction, ValueIds) {
  IrFunction f;
  f.params.push_back(IrParam{IrType::I32, Value(0), {}, {}, {}});
  f.blocks.emplace_back();
  f.blocks[0].label = BlockId(0);
  f.blocks[0].instructions.push_back(make_binop(f.arena, Value(41), IrBinOp::Add, IrType::I32, Value(0), Value(0)));
  f.blocks[0].terminator = make_ret(IrType::I32, Value(41));
  EXPECT_EQ(f.max_value_id(), 41u);
  EXPECT_EQ(f.new_value().id, 42u);
  EXPECT_EQ(f.value_limit(), 43u);
}

TEST(Instruction, MoreFactories) {
  Arena a;
  EXPECT_EQ(to_string(make_unop(a, Value(2), IrUnaryOp::Popcount, IrType::U64, Value(1))), "%2 = popcount u64 %1");
  EXPECT_EQ(to_string(make_cast(a, Value(3), IrType::I32, IrType::F64, Value(2))), "%3 = cast i32 %2 to f64");
  EXPECT_EQ(to_string(make_gep(a, Value(4), Value(1), IrConst::int64(-8))), "%4 = gep %1, -8");
  EXPECT_EQ(to_string(make_param_ref(Value(5), 1, IrType::Ptr)), "%5 = paramref 1, ptr");
  EXPECT_EQ(to_string(make_global_addr(Value(6), Symbol::intern("counter"))), "%6 = globaladdr @counter");
  EXPECT_EQ(to_string(make_copy(a, Value(7), IrType::F32, IrConst::float32(0.5f))), "%7 = copy f32 0.5");
  EXPECT_EQ(to_string(make_load(a, Value(8), IrType::I16, Value(4))), "%8 = load i16, %4");
  EXPECT_EQ(to_string(make_unreachable()), "unreachable");
  EXPECT_EQ(to_string(make_ret(IrType::Void, Operand())), "ret");
  EXPECT_EQ(to_string(make_condbr(Value(1), BlockId(2), BlockId(3))), "condbr %1, .LBB2, .LBB3");
}

TEST(Terminator, CloneIntoAnotherArena) {
  Arena a, b;
  Terminator t;
  t.kind = TermKind::IndirectBranch;
  t.val = Value(1);
  BlockId* targets = a.alloc_array<BlockId>(2);
  targets[0] = BlockId(3), targets[1] = BlockId(4);
  t.list = targets, t.count = 2;
  Terminator c = clone_terminator(b, t);
  EXPECT_NE(c.list, t.list);
  c.replace_successor(BlockId(3), BlockId(9));
  EXPECT_EQ(to_string(t), "indirectbr %1 [.LBB3, .LBB4]");
  EXPECT_EQ(to_string(c), "indirectbr %1 [.LBB9, .LBB4]");
}

// Every keyword table reads back what it writes: the reader and the printer share these
// spellings (terminators.def, types.def, const_kinds.def) instead of keeping copies.
TEST(Tables, NamesParseBack) {
  for (unsigned i = 0; i < kNumTermKinds; ++i) {
    TermKind k = TermKind(i), back;
    if (k == TermKind::None) {
      EXPECT_TRUE(term_name(k).empty());
      continue;
    }
    ASSERT_TRUE(parse_term_name(term_name(k), back)) << term_name(k);
    EXPECT_EQ(back, k);
  }
  TermKind t;
  EXPECT_FALSE(parse_term_name("", t));
  EXPECT_FALSE(parse_term_name("retrun", t));
  for (unsigned i = 0; i < kNumAddressSpaces; ++i) {
    AddressSpace a = AddressSpace(i), back;
    EXPECT_EQ(address_space_name(a).empty(), a == AddressSpace::Default);
    if (a == AddressSpace::Default) continue;
    ASSERT_TRUE(parse_address_space(address_space_name(a), back));
    EXPECT_EQ(back, a);
  }
  AddressSpace a;
  EXPECT_FALSE(parse_address_space("", a));
  EXPECT_FALSE(parse_address_space("seg_es", a));
  EXPECT_EQ(address_space_name(AddressSpace::SegFs), "seg_fs");
  for (unsigned i = 0; i < kNumEightbyteClasses; ++i) {
    EightbyteClass c = EightbyteClass(i), back;
    ASSERT_TRUE(parse_eightbyte_class(eightbyte_class_name(c), back));
    EXPECT_EQ(back, c);
  }
  // A constant kind is spelled like its type, and has that type's size.
  for (unsigned i = 0; i < kNumConstKinds; ++i) {
    ConstKind k = ConstKind(i);
    IrType ty = const_kind_type(k);
    if (k == ConstKind::Zero) {
      EXPECT_EQ(const_kind_name(k), "zero");
      EXPECT_EQ(ty, IrType::Void);
      continue;
    }
    IrType parsed;
    ASSERT_TRUE(parse_type_name(const_kind_name(k), parsed));
    EXPECT_EQ(parsed, ty);
    EXPECT_EQ(IrConst::kind_for(ty), k);
    EXPECT_EQ(IrConst::zero(ty).natural_size(), type_size(ty));
  }
}

// Aliases of aliases resolve to the first name that is not an alias; cycles resolve to
// nothing; a function's own declaration wins over an alias of that name for calls.
TEST(IrModule, ResolveAliases) {
  IrModule m;
  auto sym = [](const std::string& s) { return Symbol::intern(s); };
  m.functions.emplace_back().name = sym("f");
  IrFunction& decl = m.functions.emplace_back();
  decl.name = sym("g");
  decl.is_declaration = true;
  m.aliases = {{sym("a1"), sym("a2")}, {sym("a2"), sym("f")}, {sym("c1"), sym("c2")},
               {sym("c2"), sym("c1")}, {sym("into"), sym("c1")}, {sym("g"), sym("f")},
               {sym("viag"), sym("g")}, {sym("d"), sym("nowhere")}};
  HashMap<u32, Symbol> t = resolve_aliases(m);
  auto target = [&](const char* a) {
    const Symbol* s = t.find(sym(a).id());
    return s ? std::string(s->str()) : std::string("<cycle>");
  };
  EXPECT_EQ(target("a1"), "f");
  EXPECT_EQ(target("a2"), "f");
  EXPECT_EQ(target("c1"), "<cycle>");
  EXPECT_EQ(target("c2"), "<cycle>");
  EXPECT_EQ(target("into"), "<cycle>");
  EXPECT_EQ(target("viag"), "f");
  EXPECT_EQ(target("d"), "nowhere");
  HashMap<u32, const IrFunction*> callees = callee_table(m);
  EXPECT_EQ(*callees.find(sym("a1").id()), &m.functions[0]);
  EXPECT_EQ(*callees.find(sym("g").id()), &m.functions[1]); // the declaration
  EXPECT_EQ(callees.find(sym("c1").id()), nullptr);
  EXPECT_EQ(callees.find(sym("d").id()), nullptr);

  // A long chain listed against its order resolves in linear time (it was quadratic).
  IrModule chain;
  chain.functions.emplace_back().name = sym("end");
  const int n = 200000;
  for (int i = 0; i < n; ++i) chain.aliases.push_back({sym("x" + std::to_string(i)), sym(i + 1 < n ? "x" + std::to_string(i + 1) : "end")});
  std::reverse(chain.aliases.begin(), chain.aliases.end());
  HashMap<u32, const IrFunction*> chained = callee_table(chain);
  EXPECT_EQ(*chained.find(sym("x0").id()), &chain.functions[0]);
}
