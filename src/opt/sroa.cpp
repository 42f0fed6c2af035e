// sroa.cpp — scalar replacement of aggregates (docs/opt.md, "sroa").
//
// A local struct or small array whose address never escapes is accessed by loads and
// stores at constant offsets: `gep %a, 8` then `load i32`. mem2reg promotes only slots
// read and written whole, so such a local stays in memory. This pass splits it into one
// alloca per field actually accessed, and mem2reg (which runs next) turns the fields into
// SSA values.
//
// An alloca splits when it is not volatile, at most kMaxSize bytes, not a parameter's
// slot, and every use of its address — directly or through geps with constant offsets,
// chained — is the address operand of a non-volatile load or store (not the stored value).
// The accesses must tile it cleanly: each one within the alloca and at most 8 bytes (what
// mem2reg promotes), two at one offset of one
// width (integers of one width agree whatever their signedness, as in mem2reg), two at
// different offsets disjoint. Any other use (a call argument, memcpy, a variable offset,
// a compare, a phi) or overlap (a union read through another member, bytes of an int)
// keeps the alloca whole. Each field becomes an alloca of its access type in the entry
// block; the accesses are redirected to it, and the geps and the old alloca are deleted,
// with its lifetime markers (mem2reg, which runs next, promotes the fields).
//
// Cost: one pass over the instructions to find the geps, each chain of geps resolved to
// its root once, one pass to check and collect the accesses, one to rewrite: linear.
#include "opt/sroa.h"

#include "ir/rewrite.h"
#include "opt/mem2reg.h"
#include "support/hash.h"

#include <algorithm>

namespace ilcc {

namespace {

constexpr u64 kMaxSize = 128;
constexpr u32 kNone = UINT32_MAX;

struct Access {
  u32 alloca_index; // into allocas_
  u64 offset;
  IrType ty;
  Operand* address; // the operand to redirect
  // A store of integer zero (an initializer's clearing) may span several fields: it
  // becomes one store of zero per field it covers. Its block and index:
  u32 block = kNone, index = 0;
  bool zero_fill() const { return block != kNone; }
};

class Sroa {
public:
  explicit Sroa(IrFunction& f) : f_(f) {}

  size_t run() {
    u32 limit = f_.value_limit();
    root_.assign(limit, kNone);
    offset_.assign(limit, 0);
    resolved_.assign(limit, 0);
    std::vector<u8> is_param(limit, 0);
    for (Value v : f_.param_alloca_values)
      if (v.id < limit) is_param[v.id] = 1;
    for (Instruction& i : f_.blocks[0].instructions)
      if (i.op == Opcode::Alloca && i.dest.valid() && !i.is_volatile() && i.alloca_size() <= kMaxSize &&
          i.alloca_size() > 0 && !is_param[i.dest.id]) {
        root_[i.dest.id] = u32(allocas_.size());
        allocas_.push_back(Candidate{i.dest, i.alloca_size(), i.align(), true, false});
      }
    if (allocas_.empty()) return 0;
    // The geps' roots and offsets first (a chain may be defined in any block order).
    gep_def_.assign(limit, nullptr);
    for (const BasicBlock& b : f_.blocks)
      for (const Instruction& i : b.instructions)
        if (i.op == Opcode::GetElementPtr && i.dest.valid() && i.dest.id < limit) gep_def_[i.dest.id] = &i;
    for (u32 v = 0; v < limit; ++v)
      if (gep_def_[v]) resolve(v);
    // Only aggregates accessed through geps are split (mem2reg takes the others whole).
    bool any = false;
    for (const Candidate& c : allocas_) any |= c.splittable && c.through_gep;
    if (!any) return 0;
    for (u32 b = 0; b < f_.blocks.size(); ++b) {
      std::vector<Instruction>& insts = f_.blocks[b].instructions;
      for (u32 k = 0; k < insts.size(); ++k) {
        scan(insts[k]);
        const Instruction& i = insts[k];
        if (i.op == Opcode::Store && !accesses_.empty() && accesses_.back().address == &i.operand(1) &&
            is_int(i.ty) && i.operand(0).is_const() && i.operand(0).const_int() == 0)
          accesses_.back().block = b, accesses_.back().index = k;
      }
      f_.blocks[b].terminator.for_each_used_value([&](u32 v) { escape(v); });
    }
    return rewrite();
  }

private:
  struct Candidate {
    Value alloca;
    u64 size;
    u32 align;
    bool splittable;
    bool through_gep; // some access goes through a gep: worth splitting
  };

  u32 root_of(u32 v) const { return v < root_.size() ? root_[v] : kNone; }

  void escape(u32 v) {
    if (u32 r = root_of(v); r != kNone) allocas_[r].splittable = false;
  }

  // The root and offset of gep value v and of the geps it is computed from: a chain of
  // constant non-negative offsets from a candidate; a variable or negative offset makes
  // the candidate escape. Iterative: chains may be long.
  void resolve(u32 v) {
    chain_.clear();
    u32 x = v;
    while (x < gep_def_.size() && gep_def_[x] && !resolved_[x]) {
      chain_.push_back(x);
      const Operand& base = gep_def_[x]->operand(0);
      if (!base.is_value()) break;
      x = base.value().id;
    }
    for (size_t k = chain_.size(); k-- > 0;) {
      u32 y = chain_[k];
      const Instruction& g = *gep_def_[y];
      resolved_[y] = 1;
      u32 r = g.operand(0).is_value() ? root_of(g.operand(0).value().id) : kNone;
      if (r == kNone) continue;
      std::optional<i64> c = g.operand(1).const_int();
      if (!c || *c < 0) {
        allocas_[r].splittable = false;
        continue;
      }
      root_[y] = r;
      offset_[y] = offset_[g.operand(0).value().id] + u64(*c);
      allocas_[r].through_gep = true;
    }
  }

  void scan(Instruction& i) {
    switch (i.op) {
    case Opcode::GetElementPtr:
      escape_operand(i.operand(1));
      if (i.operand(0).is_value() && root_of(i.operand(0).value().id) != kNone) return; // resolved
      break;
    case Opcode::Load:
      if (access(i, i.operand(0), i.ty)) return;
      break;
    case Opcode::Store:
      escape_operand(i.operand(0));
      if (access(i, i.operand(1), i.ty)) return;
      break;
    case Opcode::LifetimeStart:
    case Opcode::LifetimeEnd: return; // goes with the alloca (its fields are promoted next)
    default: break;
    }
    i.for_each_used_value([&](u32 v) { escape(v); });
  }

  void escape_operand(const Operand& o) {
    if (o.is_value()) escape(o.value().id);
  }

  // Records a load's or store's access through a tracked address; false if the address
  // is not one.
  bool access(Instruction& i, Operand& address, IrType ty) {
    if (!address.is_value()) return false;
    u32 r = root_of(address.value().id);
    if (r == kNone) return false;
    if (i.is_volatile() || i.sub2 != 0) {
      allocas_[r].splittable = false;
      return true;
    }
    if (!allocas_[r].through_gep || !allocas_[r].splittable) return true; // not split anyway
    accesses_.push_back(Access{r, offset_[address.value().id], ty, &address});
    return true;
  }

  size_t rewrite() {
    // Group the accesses by alloca and offset, the zero fills apart; check that the
    // others tile the alloca, and that each zero fill covers whole fields.
    std::sort(accesses_.begin(), accesses_.end(), [](const Access& a, const Access& b) {
      if (a.alloca_index != b.alloca_index) return a.alloca_index < b.alloca_index;
      if (a.zero_fill() != b.zero_fill()) return !a.zero_fill();
      return a.offset < b.offset;
    });
    for (size_t k = 0; k < accesses_.size(); ++k) {
      const Access& a = accesses_[k];
      Candidate& c = allocas_[a.alloca_index];
      u64 size = type_size(a.ty);
      if (size == 0 || size > 8 || a.offset + size > c.size) c.splittable = false;
      if (k > 0 && accesses_[k - 1].alloca_index == a.alloca_index && !a.zero_fill()) {
        const Access& p = accesses_[k - 1];
        bool same = p.offset == a.offset && slot_types_agree(p.ty, a.ty);
        if (!same && p.offset + type_size(p.ty) > a.offset) c.splittable = false;
      }
    }
    // A zero fill that matches a field exactly is an ordinary access of it.
    for (size_t k = 0; k < accesses_.size();) {
      size_t end = k, fields = k;
      while (end < accesses_.size() && accesses_[end].alloca_index == accesses_[k].alloca_index) ++end;
      while (fields < end && !accesses_[fields].zero_fill()) ++fields;
      for (size_t z = fields; z < end; ++z) {
        Access& a = accesses_[z];
        u64 lo = a.offset, hi = a.offset + type_size(a.ty);
        u32 covered = 0;
        bool exact = false;
        for (size_t j = k; j < fields; ++j) {
          const Access& fa = accesses_[j];
          u64 flo = fa.offset, fhi = fa.offset + type_size(fa.ty);
          if (fhi <= lo || flo >= hi) continue;
          if (flo < lo || fhi > hi) allocas_[a.alloca_index].splittable = false; // straddles
          exact |= flo == lo && fhi == hi && slot_types_agree(fa.ty, a.ty);
          ++covered;
        }
        if (exact && covered == 1) a.block = kNone;
      }
      k = end;
    }
    // New allocas, inserted after the entry block's allocas.
    BasicBlock& entry = f_.blocks[0];
    std::vector<Instruction> fields;
    size_t split = 0;
    for (size_t k = 0; k < accesses_.size();) {
      size_t end = k;
      while (end < accesses_.size() && accesses_[end].alloca_index == accesses_[k].alloca_index) ++end;
      Candidate& c = allocas_[accesses_[k].alloca_index];
      if (c.splittable && c.through_gep) {
        std::sort(accesses_.begin() + long(k), accesses_.begin() + long(end), [](const Access& a, const Access& b) {
          return a.zero_fill() != b.zero_fill() ? !a.zero_fill() : a.offset < b.offset;
        });
        size_t j = k;
        first_field_ = u32(field_offsets_.size());
        while (j < end && !accesses_[j].zero_fill()) {
          size_t group = j;
          Value field = f_.new_value();
          IrType ty = accesses_[j].ty;
          u32 align = std::min<u32>(c.align, u32(type_size(ty)));
          // The field's alignment: the alloca's, reduced by the offset's.
          u64 off = accesses_[j].offset;
          while (align > 1 && off % align) align /= 2;
          fields.push_back(make_alloca(field, ty, type_size(ty), std::max<u32>(align, 1)));
          field_offsets_.push_back({off, ty, field});
          for (; j < end && !accesses_[j].zero_fill() && accesses_[j].offset == accesses_[group].offset; ++j)
            *accesses_[j].address = Operand(field);
        }
        for (; j < end; ++j) clear_fields(accesses_[j]);
        dead_.push_back(c.alloca);
        ++split;
      }
      k = end;
    }
    // Allocas never accessed at all are left to mem2reg, which deletes them.
    if (!split) return 0;
    // The zero fills' stores, one per field covered, in place of each fill (a fill
    // covering no field is deleted: nothing reads those bytes).
    std::sort(fill_stores_.begin(), fill_stores_.end(), [](const FillStore& a, const FillStore& b) {
      return a.block != b.block ? a.block < b.block : a.index > b.index;
    });
    for (size_t k = 0; k < fill_stores_.size();) {
      size_t end = k;
      while (end < fill_stores_.size() && fill_stores_[end].block == fill_stores_[k].block &&
             fill_stores_[end].index == fill_stores_[k].index)
        ++end;
      BasicBlock& bb = f_.blocks[fill_stores_[k].block];
      u32 at = fill_stores_[k].index;
      std::vector<Instruction> stores;
      for (size_t j = k; j < end; ++j)
        if (fill_stores_[j].field.valid())
          stores.push_back(make_store(f_.arena, fill_stores_[j].ty, Operand(IrConst::zero()), Operand(fill_stores_[j].field)));
      bb.instructions.erase(bb.instructions.begin() + at);
      bb.instructions.insert(bb.instructions.begin() + at, stores.begin(), stores.end());
      if (!bb.source_spans.empty()) {
        SourceSpan span = bb.source_spans[at];
        bb.source_spans.erase(bb.source_spans.begin() + at);
        bb.source_spans.insert(bb.source_spans.begin() + at, stores.size(), span);
      }
      k = end;
    }
    size_t at = 0;
    while (at < entry.instructions.size() && entry.instructions[at].op == Opcode::Alloca) ++at;
    entry.instructions.insert(entry.instructions.begin() + long(at), fields.begin(), fields.end());
    if (!entry.source_spans.empty())
      entry.source_spans.insert(entry.source_spans.begin() + long(at), fields.size(), SourceSpan{});
    // The old allocas and their geps are unused now.
    std::vector<u8> gone(root_.size(), 0);
    for (Value v : dead_) gone[v.id] = 1;
    erase_instructions(f_, [&](const Instruction& i) {
      if (i.is_lifetime_marker()) {
        u32 v = i.operand(0).is_value() ? i.operand(0).value().id : kNone;
        return v < root_.size() && root_[v] != kNone && gone[allocas_[root_[v]].alloca.id];
      }
      if (!i.dest.valid() || i.dest.id >= root_.size()) return false;
      u32 r = root_[i.dest.id];
      return r != kNone && gone[allocas_[r].alloca.id] && (i.op == Opcode::Alloca || i.op == Opcode::GetElementPtr);
    });
    return split;
  }

  // The fields a zero fill covers (those of the candidate being split, from first_field_).
  void clear_fields(const Access& a) {
    u64 lo = a.offset, hi = a.offset + type_size(a.ty);
    size_t before = fill_stores_.size();
    for (u32 j = first_field_; j < field_offsets_.size(); ++j) {
      const FieldSlot& fs = field_offsets_[j];
      if (fs.offset >= lo && fs.offset + type_size(fs.ty) <= hi)
        fill_stores_.push_back(FillStore{a.block, a.index, fs.ty, fs.field});
    }
    if (fill_stores_.size() == before) fill_stores_.push_back(FillStore{a.block, a.index, IrType::Void, Value()});
  }

  struct FieldSlot {
    u64 offset;
    IrType ty;
    Value field;
  };
  struct FillStore {
    u32 block, index;
    IrType ty;
    Value field; // invalid: the fill covers no field and goes
  };

  IrFunction& f_;
  std::vector<FieldSlot> field_offsets_;
  u32 first_field_ = 0;
  std::vector<FillStore> fill_stores_;
  std::vector<const Instruction*> gep_def_; // by value id: the gep defining it
  std::vector<u8> resolved_;
  std::vector<u32> chain_;
  std::vector<u32> root_;   // by value id: the candidate its address points into, or kNone
  std::vector<u64> offset_; // by value id: the offset into it
  std::vector<Candidate> allocas_;
  std::vector<Access> accesses_;
  std::vector<Value> dead_;
};

} // namespace

size_t split_aggregates(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0;
  return Sroa(f).run();
}

} // namespace ilcc
