// gvn.cpp — global value numbering over the dominator tree, with redundant load
// elimination and store-to-load forwarding.
//
// The blocks are visited in a preorder of the dominator tree with a scoped hash table of
// the expressions computed so far: an instruction that computes what an instruction of a
// dominating position computed (same opcode, types, sub-operation and operands, the
// operands of commutative operations in either order) is replaced by that instruction's
// value. Leaving a block's subtree pops the entries the subtree made, so an expression is
// only ever replaced by one that dominates it.
//
// Loads join the table with a memory generation. Every instruction that may write memory
// (stores, calls, atomics, inline asm, volatile accesses, va_*, impure intrinsics: whatever
// Instruction::is_removable refuses, that is, but calls to pure and const functions,
// effects.h) starts a new generation. A call to a const function is numbered like a pure
// expression, a call to a pure one like a load (its key: callee and arguments, at most
// three of them). A block continues
// the generation its immediate dominator ended with when no path from the dominator's end
// to the block's start writes memory: always with one predecessor (the dominator), and
// with several when a backward walk from the predecessors to the dominator meets no block
// that writes (a loop without stores or calls keeps the loads made before it, and
// if-else arms that only compute keep the loads made before the branch). The walk visits
// at most kWalkBudget blocks; past that, or on a writing block, a new generation starts.
// A load is replaced by an earlier load of the same address and type, or by the value an
// earlier store wrote there, only when both belong to the current generation. The
// generations are numbered by one counter that only grows, so no two stretches of code
// ever share a number. This is conservative — a store to one object ends the availability
// of loads from every other — but needs no alias analysis and stays linear. A load from
// a constant global (defined here, const, not replaceable) is replaced by the value its
// initializer holds at the load's offset and type (read_global_init).
//
// Cost: one pass over the instructions, one hash probe each; the table is popped
// entry by entry, so each entry is pushed and popped once; the walks add at most
// kWalkBudget blocks per block with several predecessors.
#include "opt/gvn.h"

#include "ir/analysis.h"
#include "ir/init_image.h"
#include "ir/rewrite.h"
#include "opt/scoped_table.h"
#include "opt/value_key.h"
#include "opt/effects.h"

namespace ilcc {

namespace {

size_t num_instructions(const IrFunction& f) {
  size_t n = 0;
  for (const BasicBlock& b : f.blocks) n += b.instructions.size();
  return n;
}

class Gvn {
public:
  Gvn(IrModule& m, IrFunction& f, bool interposable)
      : m_(m), f_(f), rw_(f.value_limit()), interposable_(interposable), table_(num_instructions(f)) {}

  size_t run() {
    CfgAnalysis cfg = CfgAnalysis::build(f_);
    writes_.assign(f_.blocks.size(), 0);
    stamp_.assign(f_.blocks.size(), 0);
    for (u32 b = 0; b < f_.blocks.size(); ++b)
      for (const Instruction& i : f_.blocks[b].instructions)
        if (may_write_memory(m_, i)) writes_[b] = 1;
    struct Scope {
      size_t mark;
      u32 generation; // at the end of the block
    };
    walk_dominator_tree<Scope>(
        cfg,
        [&](u32 b, const Scope* parent) {
          size_t mark = table_.mark();
          u32 generation = parent ? parent->generation : 0;
          if (b == 0 || (cfg.preds.len(b) != 1 && !memory_kept(cfg, b))) generation = ++counter_;
          return Scope{mark, visit_block(b, generation)};
        },
        [&](const Scope& s) { table_.pop_to(s.mark); });
    if (!replaced_) return 0;
    erase_instructions(f_, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    rw_.apply(f_);
    return replaced_;
  }

private:
  static constexpr u32 kNone = UINT32_MAX;
  struct Entry {
    ValueKey key;
    u64 hash;
    Operand value;
    u32 generation; // loads: the memory generation; compares: block + 1; other expressions: 0
    u32 next;       // the previous head of the bucket
  };

  static constexpr u32 kWalkBudget = 64;

  // Whether no block on a path from the end of b's immediate dominator to b's start may
  // write memory (b itself included, when a loop leads back to it).
  bool memory_kept(const CfgAnalysis& cfg, u32 b) {
    u32 d = cfg.idom[b], stamp = ++walk_;
    stamp_[d] = stamp;
    work_.clear();
    for (u32 p : cfg.preds.row(b))
      if (stamp_[p] != stamp) stamp_[p] = stamp, work_.push_back(p);
    for (u32 visited = 0; !work_.empty(); ++visited) {
      u32 x = work_.back();
      work_.pop_back();
      if (writes_[x] || visited == kWalkBudget || !cfg.reachable(x)) return false;
      for (u32 p : cfg.preds.row(x))
        if (stamp_[p] != stamp) stamp_[p] = stamp, work_.push_back(p);
    }
    return true;
  }

  // The newest entry for key, or null.
  const Entry* find(const ValueKey& key, u64 h) const {
    return table_.find(h, [&](const Entry& e) { return e.key == key; });
  }

  void push(const ValueKey& key, u64 h, Operand value, u32 generation) { table_.push(Entry{key, h, value, generation, 0}); }

  void replace(Instruction& i, const Operand& with) {
    rw_.replace(i.dest, with);
    i.flags |= Instruction::kFlagDead;
    ++replaced_;
  }

  CallEffect effect(const Instruction& i) const { return i.op == Opcode::Call ? call_effect(m_, i) : CallEffect::Any; }

  static ValueKey call_key(const Instruction& call) {
    ValueKey k;
    k.op = Opcode::Call;
    k.ty = call.ty;
    k.ext = call.call_info().callee.raw();
    k.num_ops = call.num_ops;
    for (u16 n = 0; n < call.num_ops; ++n) k.ops[n] = call.operand(n);
    return k;
  }

  // Returns the memory generation at the end of the block.
  u32 visit_block(u32 bi, u32 generation) {
    for (Instruction& i : f_.blocks[bi].instructions) {
      if (!rw_.empty())
        for (Operand& o : i.operands()) o = rw_.resolve(o);
      if (i.op == Opcode::Copy) {
        replace(i, i.operand(0));
      } else if (i.is_lifetime_marker()) {
        continue; // writes nothing a load may rely on (effects.h)
      } else if (i.op == Opcode::Load && !i.is_volatile() && load_constant(i)) {
        continue;
      } else if (i.op == Opcode::Load && !i.is_volatile()) {
        ValueKey key = memory_key(i.ty, i.operand(0), i.sub2);
        u64 h = key.hash();
        const Entry* e = find(key, h);
        if (e && e->generation == generation) replace(i, e->value);
        else push(key, h, Operand(i.dest), generation);
      } else if (CallEffect e = effect(i); e != CallEffect::Any) {
        if (!i.dest.valid() || i.num_ops > 3) continue;
        ValueKey key = call_key(i);
        u64 h = key.hash();
        u32 scope = e == CallEffect::Reads ? generation : 0;
        if (const Entry* found = find(key, h); found && found->generation == scope) replace(i, found->value);
        else push(key, h, Operand(i.dest), scope);
      } else if (!i.is_removable()) {
        generation = ++counter_;
        if (i.op == Opcode::Store && !i.is_volatile()) {
          ValueKey key = memory_key(i.ty, i.operand(1), i.sub2);
          push(key, key.hash(), i.operand(0), generation);
        }
      } else if (i.dest.valid() && is_pure_expression(i)) {
        if (i.op == Opcode::GlobalAddr || i.op == Opcode::GetElementPtr) note_constant_address(i);
        // A compare is only shared within its block: x86-64 branches on the flags of a
        // compare right before the branch, and a compare's value kept for another block
        // costs a setcc there and a test here.
        u32 scope = i.op == Opcode::Cmp ? bi + 1 : 0;
        ValueKey key = expression_key(i);
        u64 h = key.hash();
        if (const Entry* e = find(key, h); e && e->generation == scope) replace(i, e->value);
        else push(key, h, Operand(i.dest), scope);
      }
    }
    return generation;
  }

  // Addresses inside constant globals: a global defined here, const, not weak, common,
  // thread-local or (with -fPIC, unless static) replaceable at load time, whose
  // initializer is therefore what every load reads. Recorded by value id as the walk
  // meets their definitions (a definition dominates its uses, and the walk visits the
  // dominator tree in preorder), through geps with constant offsets.
  void note_constant_address(const Instruction& i) {
    const IrGlobal* g = nullptr;
    i64 offset = 0;
    if (i.op == Opcode::GlobalAddr) {
      g = m_.find_global(i.global_name());
      if (!g || !has_constant_contents(*g, interposable_)) return;
    } else {
      const ConstAddress* base = constant_address(i.operand(0));
      std::optional<i64> off = i.operand(1).const_int();
      if (!base || !off) return;
      g = base->global;
      offset = base->offset + *off;
    }
    if (addr_slot_.empty()) addr_slot_.assign(f_.value_limit(), kNone);
    if (i.dest.id >= addr_slot_.size()) return;
    addr_slot_[i.dest.id] = u32(addrs_.size());
    addrs_.push_back(ConstAddress{g, offset});
  }

  struct ConstAddress {
    const IrGlobal* global;
    i64 offset;
  };
  const ConstAddress* constant_address(const Operand& o) const {
    if (!o.is_value() || o.value().id >= addr_slot_.size() || addr_slot_[o.value().id] == kNone) return nullptr;
    return &addrs_[addr_slot_[o.value().id]];
  }

  // A load from a constant global becomes the constant its initializer holds there.
  bool load_constant(Instruction& i) {
    const ConstAddress* a = constant_address(i.operand(0));
    if (!a || a->offset < 0 || i.sub2 != u8(AddressSpace::Default)) return false;
    std::optional<IrConst> c = read_global_init(*a->global, u64(a->offset), i.ty);
    if (!c) return false;
    replace(i, Operand(*c));
    return true;
  }

  IrModule& m_;
  IrFunction& f_;
  ValueRewriter rw_;
  bool interposable_;
  std::vector<u32> addr_slot_; // by value id: index into addrs_, or kNone
  std::vector<ConstAddress> addrs_;
  ScopedTable<Entry> table_;
  u32 counter_ = 0;
  size_t replaced_ = 0;
  std::vector<u8> writes_;  // by block: some instruction may write memory
  std::vector<u32> stamp_;  // by block: the walk that reached it last
  std::vector<u32> work_;
  u32 walk_ = 0;
};

} // namespace

size_t number_values(IrModule& m, IrFunction& f, bool interposable) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0;
  return Gvn(m, f, interposable).run();
}

} // namespace ilcc
