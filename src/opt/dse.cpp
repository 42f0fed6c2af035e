// dse.cpp — dead store elimination within blocks (docs/opt.md, "dse").
//
// A store is dead when a later store of the same block writes the same address (the same
// SSA value) with at least as many bytes, and nothing in between may read what it wrote:
// `rng ^= rng << 13; rng ^= rng >> 17;` stores the global twice, and once gvn has
// forwarded the first store's value to the second statement's load, the first store is
// dead. Each block is scanned backward with a short list of the addresses stored to
// later and not read since. A load removes the entries it may read; what may not alias
// is decided on the addresses' roots: following constant-offset geps, two accesses of one
// root at disjoint byte ranges, or of two different stack slots or globals, are apart. A
// call to a const function and a lifetime marker read nothing; every other instruction
// that is not removable (calls, memcpy, atomics, inline asm, volatile accesses, va_*) may
// read anything and empties the list, and so does the end of the block (a successor may
// read).
//
// Cost: one backward pass over each block with at most kTracked entries per step, plus a
// table of definitions: linear.
#include "opt/dse.h"

#include "ir/rewrite.h"
#include "opt/effects.h"

#include <vector>

namespace ilcc {

namespace {

constexpr size_t kTracked = 8;
constexpr int kChain = 4;

struct Place {
  Operand root;
  u64 offset = 0;
};

class Dse {
public:
  Dse(IrModule& m, IrFunction& f) : m_(m), f_(f) {}

  size_t run() {
    // Only a block with two stores can hold a dead one.
    bool two = false;
    for (const BasicBlock& b : f_.blocks) {
      u32 stores = 0;
      for (const Instruction& i : b.instructions) stores += i.op == Opcode::Store;
      if (stores >= 2) {
        two = true;
        break;
      }
    }
    if (!two) return 0;
    u32 limit = f_.value_limit();
    def_.assign(limit, nullptr);
    for (const BasicBlock& b : f_.blocks)
      for (const Instruction& i : b.instructions)
        if (i.dest.valid() && i.dest.id < limit) def_[i.dest.id] = &i;
    size_t removed = 0;
    for (BasicBlock& b : f_.blocks) {
      later_.clear();
      for (size_t k = b.instructions.size(); k-- > 0;) {
        Instruction& i = b.instructions[k];
        if (i.op == Opcode::Store && !i.is_volatile() && i.sub2 == 0) {
          u64 size = type_size(i.ty);
          bool dead = false;
          for (const Later& l : later_) dead |= l.address == i.operand(1) && l.size >= size;
          if (dead) {
            i.flags |= Instruction::kFlagDead;
            ++removed;
            continue;
          }
          if (later_.size() == kTracked) later_.erase(later_.begin());
          later_.push_back(Later{i.operand(1), size});
        } else if (i.op == Opcode::Load && !i.is_volatile() && i.sub2 == 0) {
          forget_aliases(i.operand(0), type_size(i.ty));
        } else if ((i.op == Opcode::Call && call_effect(m_, i) == CallEffect::None) || i.is_lifetime_marker()) {
          // reads no memory
        } else if (!i.is_removable()) {
          later_.clear();
        }
      }
    }
    if (removed) erase_instructions(f_, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    return removed;
  }

private:
  struct Later {
    Operand address;
    u64 size;
  };

  // The root of an address and its constant offset from it.
  Place place_of(const Operand& a) const {
    Place p{a, 0};
    for (int step = 0; step < kChain && p.root.is_value() && p.root.value().id < def_.size(); ++step) {
      const Instruction* d = def_[p.root.value().id];
      if (!d || d->op != Opcode::GetElementPtr) break;
      std::optional<i64> c = d->operand(1).const_int();
      if (!c) break;
      p.offset += u64(*c);
      p.root = d->operand(0);
    }
    return p;
  }

  // Whether the root is a distinct object: a stack slot or a global's address.
  const Instruction* object(const Operand& root) const {
    if (!root.is_value() || root.value().id >= def_.size()) return nullptr;
    const Instruction* d = def_[root.value().id];
    return d && (d->op == Opcode::Alloca || d->op == Opcode::GlobalAddr) ? d : nullptr;
  }

  bool may_alias(const Operand& a, u64 asize, const Operand& b, u64 bsize) const {
    if (a == b) return true;
    Place pa = place_of(a), pb = place_of(b);
    if (pa.root == pb.root) return pa.offset < pb.offset + bsize && pb.offset < pa.offset + asize;
    const Instruction* oa = object(pa.root);
    const Instruction* ob = object(pb.root);
    if (!oa || !ob) return true;
    if (oa->op == Opcode::GlobalAddr && ob->op == Opcode::GlobalAddr) return oa->global_name() == ob->global_name();
    return false; // two slots, or a slot and a global
  }

  // A load of `size` bytes at `address` may read what the stores before it wrote to the
  // addresses of these entries: they no longer make those stores dead.
  void forget_aliases(const Operand& address, u64 size) {
    std::erase_if(later_, [&](const Later& l) { return may_alias(l.address, l.size, address, size); });
  }

  IrModule& m_;
  IrFunction& f_;
  std::vector<const Instruction*> def_;
  std::vector<Later> later_;
};

} // namespace

size_t eliminate_dead_stores(IrModule& m, IrFunction& f) {
  if (f.is_declaration || f.blocks.empty()) return 0;
  return Dse(m, f).run();
}

} // namespace ilcc
