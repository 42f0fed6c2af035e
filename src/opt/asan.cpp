// asan.cpp — -fsanitize=address: the instrumentation gcc's AddressSanitizer run-time library
// (libasan, Debian's libasan8; ABI version 8) expects (docs/sanitizers.md). Each function
// is instrumented as it is lowered, before the optimizations, so that no access the
// program makes is optimized away unchecked (a load from an overflowing index of a
// zeroed array is 0 to the optimizer); the globals once the unit is complete.
//
// Memory accesses. Every load, store and inline copy whose address is not obviously
// inside an object (a stack slot or a global at a constant offset within its size) is
// preceded by a call of the library's check, __asan_load<N>(addr) / __asan_store<N>(addr)
// for N = 1, 2, 4, 8, 16, else __asan_loadN(addr, n) / __asan_storeN(addr, n). The library
// reads the shadow byte of the address ((addr >> 3) + 0x7fff8000) and reports a poisoned
// one: heap redzones and freed memory come from its malloc, stack and global redzones
// from here.
//
// Stack. The fixed-size stack objects whose address is used other than by a load or store
// of the object itself (arrays indexed, objects passed by address) move into one frame
// object, 32-byte aligned: a 32-byte left redzone holding the frame's description, then
// each object at a multiple of 32 followed by a redzone of at least 32 bytes. The left
// redzone's first three words are the magic 0x41B58AB3, the address of the description
// string ("COUNT OFFSET SIZE NAME-LENGTH NAME ...", which the library prints in a report)
// and the function's address. The prologue writes the shadow: 0xf1 for the left redzone,
// 0 for object bytes (k for a last granule holding k bytes), 0xf2 between objects, 0xf3
// after the last; each return clears it again.
//
// Globals. Each defined global the module owns outright (not common, thread-local, in a
// named section or an alias target) gets a redzone after it (its size rounded up to 32,
// plus 32 to 1/4 of its size), and an __asan_global record: { address, size, size with
// redzone, name, module name, has_dynamic_init 0, source location 0, odr indicator 0 }. A
// module constructor calls __asan_init, __asan_version_mismatch_check_v8 and
// __asan_register_globals(records, count); a destructor __asan_unregister_globals.
#include "opt/asan.h"

#include "support/hash.h"

#include <algorithm>
#include <string>

namespace ilcc {

namespace {

constexpr u64 kShadowOffset = 0x7fff8000;
constexpr u64 kFrameMagic = 0x41B58AB3;

// Declares `name` with these parameter types (void result) unless the module has it.
void declare(IrModule& m, const char* name, std::initializer_list<IrType> params) {
  Symbol s = Symbol::intern(name);
  if (!m.find_function(s) && !m.find_global(s)) m.add_declaration(s, IrType::Void, std::span<const IrType>(params.begin(), params.size()));
}

Instruction make_call(Arena& a, const char* name, std::initializer_list<Operand> args,
                      std::initializer_list<IrType> types) {
  Instruction i = make_inst(a, Opcode::Call, kNoValue, IrType::Void, args);
  CallInfo* ci = a.make<CallInfo>();
  ci->callee = Symbol::intern(name);
  ci->return_type = IrType::Void;
  ci->num_fixed_args = u32(types.size());
  ci->arg_types = a.copy(std::span<const IrType>(types.begin(), types.size()));
  i.ext = ci;
  return i;
}

class FunctionInstrumenter {
public:
  FunctionInstrumenter(IrModule& m, IrFunction& f) : m_(m), f_(f) {}

  size_t run() {
    index_definitions();
    check_accesses(); // first: the stores protect_stack adds (to the shadow) are not checked
    protect_stack();
    return changes_;
  }

private:
  IrModule& m_;
  IrFunction& f_;
  size_t changes_ = 0;
  // Per value: the instruction defining it (block, index), for the address analysis.
  struct Def {
    const Instruction* inst = nullptr;
  };
  std::vector<Def> defs_;

  void index_definitions() {
    defs_.assign(f_.value_limit(), Def{});
    for (BasicBlock& b : f_.blocks)
      for (Instruction& i : b.instructions)
        if (i.dest.valid() && i.dest.id < defs_.size()) defs_[i.dest.id].inst = &i;
  }
  const Instruction* def_of(const Operand& o) const {
    return o.is_value() && o.value().id < defs_.size() ? defs_[o.value().id].inst : nullptr;
  }

  // Whether [addr, addr + n) is inside an alloca or a global, seen from the address.
  bool obviously_inside(const Operand& addr, u64 n) const {
    i64 off = 0;
    const Instruction* d = def_of(addr);
    for (int steps = 0; d && d->op == Opcode::GetElementPtr && steps < 8; ++steps) {
      std::optional<i64> c = d->operand(1).const_int();
      if (!c) return false;
      off += *c;
      d = def_of(d->operand(0));
    }
    if (!d || off < 0) return false;
    if (d->op == Opcode::Alloca) return u64(off) + n <= d->alloca_size();
    if (d->op == Opcode::GlobalAddr) {
      const IrGlobal* g = m_.find_global(d->global_name());
      return g && !g->is_extern && u64(off) + n <= g->size;
    }
    return false;
  }

  void check_accesses() {
    // The new instruction lists replace the old ones at the end: defs_ points into them.
    std::vector<std::vector<Instruction>> lists(f_.blocks.size());
    std::vector<std::vector<SourceSpan>> spans(f_.blocks.size());
    for (size_t bi = 0; bi < f_.blocks.size(); ++bi) {
      BasicBlock& b = f_.blocks[bi];
      std::vector<Instruction>& out = lists[bi];
      out.reserve(b.instructions.size());
      bool with_spans = !b.source_spans.empty();
      for (size_t ii = 0; ii < b.instructions.size(); ++ii) {
        Instruction& i = b.instructions[ii];
        SourceSpan here = with_spans ? b.source_spans[ii] : SourceSpan{};
        auto check = [&](const Operand& addr, u64 n, bool store) {
          if (n == 0 || obviously_inside(addr, n)) return;
          bool fixed = n == 1 || n == 2 || n == 4 || n == 8 || n == 16;
          std::string name = std::string("__asan_") + (store ? "store" : "load") + (fixed ? std::to_string(n) : "N");
          if (fixed) out.push_back(make_call(f_.arena, name.c_str(), {addr}, {IrType::Ptr}));
          else out.push_back(make_call(f_.arena, name.c_str(), {addr, Operand(IrConst::int64(i64(n)))}, {IrType::Ptr, IrType::I64}));
          if (with_spans) spans[bi].push_back(here); // the access's position: the report's
          ++changes_;
        };
        switch (i.op) {
        case Opcode::Load: check(i.operand(0), type_size(i.ty), false); break;
        case Opcode::Store: check(i.operand(1), type_size(i.ty), true); break;
        case Opcode::Memcpy:
          check(i.operand(1), i.imm, false);
          check(i.operand(0), i.imm, true);
          break;
        default: break;
        }
        out.push_back(i);
        if (with_spans) spans[bi].push_back(here);
      }
    }
    for (size_t bi = 0; bi < f_.blocks.size(); ++bi) {
      f_.blocks[bi].instructions = std::move(lists[bi]);
      f_.blocks[bi].source_spans = std::move(spans[bi]);
    }
    index_definitions();
  }

  // ---- stack redzones ----

  // The allocas to protect: fixed size, and their address used by something else than a
  // load or store of the alloca itself at offset 0.
  std::vector<u32> exposed_allocas() {
    // A constant-offset address inside an alloca (a member, an element at a constant
    // index) exposes it only when used other than as the address of a load or store.
    std::vector<u32> root(defs_.size(), ~0u);
    for (Instruction& i : f_.blocks[0].instructions)
      if (i.op == Opcode::Alloca) root[i.dest.id] = i.dest.id;
    for (BasicBlock& b : f_.blocks)
      for (Instruction& i : b.instructions)
        if (i.op == Opcode::GetElementPtr && i.operand(0).is_value() && i.operand(1).const_int() && i.dest.valid() &&
            i.operand(0).value().id < root.size() && root[i.operand(0).value().id] != ~0u)
          root[i.dest.id] = root[i.operand(0).value().id];
    std::vector<u8> exposed(defs_.size(), 0);
    auto mark = [&](const Operand& o) {
      if (o.is_value() && o.value().id < root.size() && root[o.value().id] != ~0u) exposed[root[o.value().id]] = 1;
    };
    for (BasicBlock& b : f_.blocks) {
      for (Instruction& i : b.instructions) {
        if (i.op == Opcode::Load || i.is_lifetime_marker()) continue;
        if (i.op == Opcode::GetElementPtr && i.operand(1).const_int() && i.dest.valid() && root[i.dest.id] != ~0u) continue;
        for (u32 k = 0; k < i.num_ops; ++k)
          if (!(i.op == Opcode::Store && k == 1)) mark(i.operand(k));
      }
      if (b.terminator.val.is_value()) mark(b.terminator.val);
    }
    std::vector<u32> out;
    for (Instruction& i : f_.blocks[0].instructions)
      if (i.op == Opcode::Alloca && exposed[i.dest.id] && i.alloca_size() > 0 && i.align() <= 32) out.push_back(i.dest.id);
    return out;
  }

  void protect_stack() {
    if (f_.blocks.empty()) return;
    std::vector<u32> objs = exposed_allocas();
    if (objs.empty()) return;
    // Layout.
    std::vector<u64> offsets;
    std::string desc = std::to_string(objs.size());
    u64 at = 32;
    HashMap<u32, Symbol> names;
    for (auto [v, n] : f_.slot_names) names.insert(v.id, n);
    for (u32 v : objs) {
      u64 size = defs_[v].inst->alloca_size();
      offsets.push_back(at);
      const Symbol* known = names.find(v);
      std::string name = known ? std::string(known->str()) : "<unknown>";
      desc += " " + std::to_string(at) + " " + std::to_string(size) + " " + std::to_string(name.size()) + " " + name;
      at = (at + size + 31) / 32 * 32 + 32;
    }
    u64 total = at;
    // Shadow bytes, one per 8 bytes of the frame.
    std::vector<u8> shadow(total / 8, 0xf2);
    for (u64 k = 0; k < 4; ++k) shadow[k] = 0xf1;
    for (u64 k = (total - 32) / 8; k < total / 8; ++k) shadow[k] = 0xf3;
    for (size_t j = 0; j < objs.size(); ++j) {
      u64 size = defs_[objs[j]].inst->alloca_size();
      for (u64 k = 0; k < size; k += 8) shadow[(offsets[j] + k) / 8] = u8(size - k >= 8 ? 0 : size - k);
    }
    // The description string.
    Symbol desc_sym = Symbol::intern(".Lasan_frame." + std::string(f_.name.str()));
    m_.string_literals.emplace_back(desc_sym, desc);

    Arena& a = f_.arena;
    std::vector<Instruction> pro;
    Value frame = f_.new_value();
    pro.push_back(make_alloca(frame, IrType::I8, total, 32));
    auto gep = [&](Operand base, i64 off) {
      Value v = f_.new_value();
      pro.push_back(make_inst(a, Opcode::GetElementPtr, v, IrType::Ptr, {base, Operand(IrConst::int64(off))}));
      return Operand(v);
    };
    auto store = [&](std::vector<Instruction>& to, IrType t, Operand val, Operand addr) {
      to.push_back(make_inst(a, Opcode::Store, kNoValue, t, {val, addr}));
    };
    // The frame description.
    store(pro, IrType::I64, Operand(IrConst::int64(i64(kFrameMagic))), Operand(frame));
    Value dv = f_.new_value(), fv = f_.new_value();
    pro.push_back(make_global_addr(dv, desc_sym));
    store(pro, IrType::Ptr, Operand(dv), gep(Operand(frame), 8));
    pro.push_back(make_global_addr(fv, f_.name));
    store(pro, IrType::Ptr, Operand(fv), gep(Operand(frame), 16));
    // The shadow address: (frame >> 3) + offset.
    auto shadow_base = [&](std::vector<Instruction>& to) {
      Value as_int = f_.new_value(), shifted = f_.new_value(), added = f_.new_value(), ptr = f_.new_value();
      Instruction c = make_inst(a, Opcode::Cast, as_int, IrType::Ptr, {Operand(frame)});
      c.ty2 = IrType::U64;
      to.push_back(c);
      Instruction sh = make_inst(a, Opcode::BinOp, shifted, IrType::U64, {Operand(as_int), Operand(IrConst::int64(3))});
      sh.sub = u8(IrBinOp::LShr);
      to.push_back(sh);
      Instruction ad = make_inst(a, Opcode::BinOp, added, IrType::U64, {Operand(shifted), Operand(IrConst::int64(i64(kShadowOffset)))});
      ad.sub = u8(IrBinOp::Add);
      to.push_back(ad);
      Instruction back = make_inst(a, Opcode::Cast, ptr, IrType::U64, {Operand(added)});
      back.ty2 = IrType::Ptr;
      to.push_back(back);
      return Operand(ptr);
    };
    auto write_shadow = [&](std::vector<Instruction>& to, bool clear) {
      Operand base = shadow_base(to);
      for (u64 k = 0; k < shadow.size(); k += 4) {
        u32 word = 0;
        if (!clear)
          for (u64 j = 0; j < 4; ++j) word |= u32(shadow[k + j]) << (8 * j);
        Operand addr = base;
        if (k) {
          Value v = f_.new_value();
          to.push_back(make_inst(a, Opcode::GetElementPtr, v, IrType::Ptr, {base, Operand(IrConst::int64(i64(k)))}));
          addr = Operand(v);
        }
        store(to, IrType::I32, Operand(IrConst::int32(i32(word))), addr);
      }
    };
    write_shadow(pro, false);
    // The objects become addresses in the frame.
    std::vector<u8> moved(defs_.size(), 0);
    std::vector<Instruction> entry;
    for (size_t j = 0; j < objs.size(); ++j) moved[objs[j]] = 1;
    BasicBlock& eb = f_.blocks[0];
    std::vector<SourceSpan> entry_spans;
    for (size_t k = 0; k < eb.instructions.size(); ++k) {
      Instruction& i = eb.instructions[k];
      if (i.op == Opcode::Alloca && i.dest.valid() && moved[i.dest.id]) continue;
      entry.push_back(i);
      if (!eb.source_spans.empty()) entry_spans.push_back(eb.source_spans[k]);
    }
    // Each moved alloca's value is now a gep of the frame (same value id, so its uses stay).
    for (size_t j = 0; j < objs.size(); ++j)
      pro.push_back(make_inst(a, Opcode::GetElementPtr, Value(objs[j]), IrType::Ptr, {Operand(frame), Operand(IrConst::int64(i64(offsets[j])))}));
    size_t added = pro.size();
    for (Instruction& i : entry) pro.push_back(i);
    if (!eb.source_spans.empty()) {
      entry_spans.insert(entry_spans.begin(), added, SourceSpan{});
      eb.source_spans = std::move(entry_spans);
    }
    eb.instructions = std::move(pro);
    for (BasicBlock& b : f_.blocks) {
      // Lifetime markers of the moved objects go: their slots are the frame's now.
      bool with_spans = !b.source_spans.empty();
      size_t w = 0;
      for (size_t k = 0; k < b.instructions.size(); ++k) {
        const Instruction& i = b.instructions[k];
        if (i.is_lifetime_marker() && i.operand(0).is_value() && i.operand(0).value().id < moved.size() && moved[i.operand(0).value().id])
          continue;
        if (with_spans) b.source_spans[w] = b.source_spans[k];
        b.instructions[w++] = i;
      }
      b.instructions.resize(w);
      if (with_spans) b.source_spans.resize(w);
      if (b.terminator.kind == TermKind::Return) {
        size_t before = b.instructions.size();
        write_shadow(b.instructions, true);
        if (with_spans) b.source_spans.resize(b.instructions.size(), before ? b.source_spans[before - 1] : SourceSpan{});
      }
    }
    changes_ += objs.size();
  }
};

// The globals that get a redzone and a record.
bool protectable(const IrGlobal& g) {
  return !g.is_extern && !g.is_common && !g.is_thread_local && !g.section && g.size > 0 && !g.name.str().starts_with(".Lubsan");
}

u64 redzone_for(u64 size) {
  u64 rz = std::clamp<u64>(size / 4 / 32 * 32, 32, 1u << 18);
  return (size + 31) / 32 * 32 - size + rz;
}

void instrument_globals(IrModule& m, std::string_view module_name) {
  std::vector<GlobalInit> records;
  u64 count = 0;
  Symbol module_sym = Symbol::intern(".Lasan_module");
  m.string_literals.emplace_back(module_sym, std::string(module_name));
  size_t n = m.globals.size();
  for (size_t k = 0; k < n; ++k) {
    IrGlobal& g = m.globals[k];
    if (!protectable(g)) continue;
    bool aliased = false;
    for (const IrAlias& al : m.aliases) aliased |= al.target == g.name;
    if (aliased) continue;
    u64 size = g.size, rz = redzone_for(size);
    g.size = size + rz;
    g.align = std::max<u32>(g.align, 32);
    Symbol name_sym = Symbol::intern(".Lasan_name." + std::to_string(count));
    m.string_literals.emplace_back(name_sym, std::string(g.name.str()));
    // (Built element by element: g++ -fsanitize=address warns maybe-uninitialized on
    // initializer lists of GlobalInit.)
    std::vector<GlobalInit> rec;
    rec.push_back(GlobalInit::make_global_addr(g.name));
    rec.push_back(GlobalInit::make_scalar(IrConst::int64(i64(size))));
    rec.push_back(GlobalInit::make_scalar(IrConst::int64(i64(size + rz))));
    rec.push_back(GlobalInit::make_global_addr(name_sym));
    rec.push_back(GlobalInit::make_global_addr(module_sym));
    for (int k = 0; k < 3; ++k) rec.push_back(GlobalInit::make_scalar(IrConst::int64(0))); // no dynamic init, location, odr indicator
    records.push_back(GlobalInit::make_compound(std::move(rec)));
    ++count;
  }
  Symbol table = Symbol::intern(".Lasan_globals");
  if (count) {
    IrGlobal t;
    t.name = table;
    t.is_static = true;
    t.align = 8;
    t.size = 64 * count;
    t.init = GlobalInit::make_compound(std::move(records));
    m.globals.push_back(std::move(t));
  }
  // The constructor and destructor.
  auto make_fn = [&](const char* name, bool ctor) {
    IrFunction& f = m.functions.emplace_back();
    f.name = Symbol::intern(name);
    f.is_static = true;
    f.is_noinline = true;
    BasicBlock b;
    b.label = m.new_block_id();
    Arena& a = f.arena;
    Value tv = f.new_value();
    if (ctor) {
      b.instructions.push_back(make_call(a, "__asan_init", {}, {}));
      b.instructions.push_back(make_call(a, "__asan_version_mismatch_check_v8", {}, {}));
    }
    if (count) {
      b.instructions.push_back(make_global_addr(tv, table));
      b.instructions.push_back(make_call(a, ctor ? "__asan_register_globals" : "__asan_unregister_globals",
                                         {Operand(tv), Operand(IrConst::int64(i64(count)))}, {IrType::Ptr, IrType::I64}));
    }
    b.terminator = make_ret(IrType::Void, Operand());
    f.blocks.push_back(std::move(b));
    (ctor ? m.constructors : m.destructors).push_back(f.name);
  };
  make_fn("asan.module_ctor", true);
  if (count) make_fn("asan.module_dtor", false);
}

} // namespace

void declare_asan_runtime(IrModule& m) {
  for (const char* n : {"__asan_load1", "__asan_load2", "__asan_load4", "__asan_load8", "__asan_load16", "__asan_store1",
                        "__asan_store2", "__asan_store4", "__asan_store8", "__asan_store16"})
    declare(m, n, {IrType::Ptr});
  declare(m, "__asan_loadN", {IrType::Ptr, IrType::I64});
  declare(m, "__asan_storeN", {IrType::Ptr, IrType::I64});
  declare(m, "__asan_init", {});
  declare(m, "__asan_version_mismatch_check_v8", {});
  declare(m, "__asan_register_globals", {IrType::Ptr, IrType::I64});
  declare(m, "__asan_unregister_globals", {IrType::Ptr, IrType::I64});
}

size_t instrument_function_for_asan(IrModule& m, IrFunction& f) {
  if (f.is_declaration || f.blocks.empty() || f.is_naked) return 0;
  return FunctionInstrumenter(m, f).run();
}

void instrument_globals_for_asan(IrModule& m, std::string_view module_name) { instrument_globals(m, module_name); }

} // namespace ilcc
