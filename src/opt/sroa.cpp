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
// different offsets disjoint. Any other use (a call argument, a variable offset, a
// compare, a phi) or overlap (a union read through another member, bytes of an int)
// keeps the alloca whole. Each field becomes an alloca of its access type in the entry
// block; the accesses are redirected to it, and the geps and the old alloca are deleted,
// with its lifetime markers (mem2reg, which runs next, promotes the fields).
//
// Whole-aggregate memcpys into and out of candidates are expanded first (mode
// ExpandCopies: one load and store per field, the fields shared by the candidates a copy
// joins), and `load i128` / `store i128` pairs (a struct returned in registers and stored)
// become such memcpys before that (fuse_wide_copies).
//
// Cost: one pass over the instructions to find the geps, each chain of geps resolved to
// its root once, one pass to check and collect the accesses, one to rewrite: linear.
#include "opt/sroa.h"

#include "ir/analysis.h"
#include "ir/rewrite.h"
#include "opt/mem2reg.h"
#include "opt/value_fold.h"
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
  Operand* address; // the operand to redirect (null: a chunk of a copy, not yet expanded)
  u32 block = kNone, index = 0; // the load or store
  // A store of integer zero (an initializer's clearing) may span several fields: it
  // becomes one store of zero per field it covers.
  bool zero_fill = false;
};

class Sroa {
public:
  explicit Sroa(IrFunction& f) : f_(f) {}

  // Splits the candidates (mode Split).
  size_t run() { return analyze() ? rewrite() : 0; }

  // After run: whether a small candidate had accesses of different offsets or types,
  // which widen() might take (after the split, nothing else can give it any). A gate
  // only: widen() checks everything again.
  bool may_widen() const {
    for (const Candidate& c : allocas_)
      if (c.mixed && (c.size == 2 || c.size == 4 || c.size == 8)) return true;
    return false;
  }

  // Replaces each whole-aggregate memcpy into or out of a candidate by one load and store
  // per field (mode ExpandCopies), so that the next run of Split can take the candidate
  // apart. Returns the number of memcpys expanded.
  size_t expand() {
    copies_ = true;
    return analyze() && !copies_found_.empty() ? expand_copies() : 0;
  }

  // Mode Widen: a candidate of 2, 4 or 8 bytes accessed by integers (and a whole
  // pointer) that overlap without agreeing — a union written through a 4-byte member and
  // read whole (QuickJS's JS_MKVAL), the bytes of an int — is accessed whole instead: a
  // narrow load becomes a load of the whole, shifted and truncated; a narrow store a
  // read-modify-write of the whole; a pointer a bit copy. mem2reg then promotes it, and
  // the folding passes take the shifts and masks apart. Returns the number widened.
  size_t widen() {
    copies_ = true;
    if (!analyze()) return 0;
    for (const Copy& c : copies_found_)
      for (u32 r : {c.dst, c.src})
        if (r != kNone) allocas_[r].splittable = false;
    std::sort(accesses_.begin(), accesses_.end(), [](const Access& a, const Access& b) {
      return a.alloca_index != b.alloca_index ? a.alloca_index < b.alloca_index : a.offset < b.offset;
    });
    size_t widened = 0;
    for (size_t k = 0; k < accesses_.size();) {
      size_t end = k;
      while (end < accesses_.size() && accesses_[end].alloca_index == accesses_[k].alloca_index) ++end;
      const Candidate& c = allocas_[accesses_[k].alloca_index];
      bool ok = c.splittable && (c.size == 2 || c.size == 4 || c.size == 8), conflict = false;
      for (size_t j = k; ok && j < end; ++j) {
        const Access& a = accesses_[j];
        u64 w = type_size(a.ty);
        ok = a.address && (is_int(a.ty) || (a.ty == IrType::Ptr && c.size == 8 && a.offset == 0)) && !is_128(a.ty) &&
             w > 0 && a.offset + w <= c.size;
        if (j > k) {
          const Access& p = accesses_[j - 1];
          conflict |= p.offset + type_size(p.ty) > a.offset && !(p.offset == a.offset && slot_types_agree(p.ty, a.ty));
        }
      }
      if (ok && conflict) {
        for (size_t j = k; j < end; ++j) edits_.push_back(widen_access(c, accesses_[j]));
        dead_.push_back(c.alloca);
        ++widened;
      }
      k = end;
    }
    if (!widened) return 0;
    apply_edits();
    erase_dead(false); // the geps into them (mem2reg would take them for escapes)
    return widened;
  }

private:
  struct Candidate {
    Value alloca;
    u64 size;
    u32 align;
    bool splittable;
    bool through_gep; // some access goes through a gep: worth splitting
    // The first access seen, and whether another differed from it in offset or type (a
    // small candidate may then need widening).
    u64 first_offset = 0;
    IrType first_ty = IrType::Void;
    bool mixed = false;
  };

  struct Edit {
    u32 block, index;
    std::vector<Instruction> insts; // replace the instruction there (none: delete it)
  };

  // Block by block, each from its last instruction up (edits, copies).
  template <class T> static bool bottom_up(const T& a, const T& b) {
    return a.block != b.block ? a.block < b.block : a.index > b.index;
  }

  // Makes the edits, each block's from its last instruction up, so that the indexes of
  // those not made yet still hold.
  void apply_edits() {
    std::sort(edits_.begin(), edits_.end(), bottom_up<Edit>);
    for (const Edit& e : edits_) {
      BasicBlock& b = f_.blocks[e.block];
      b.instructions.erase(b.instructions.begin() + e.index);
      b.instructions.insert(b.instructions.begin() + e.index, e.insts.begin(), e.insts.end());
      if (!b.source_spans.empty()) { // the new instructions take the old one's span
        SourceSpan span = b.source_spans[e.index];
        b.source_spans.erase(b.source_spans.begin() + e.index);
        b.source_spans.insert(b.source_spans.begin() + e.index, e.insts.size(), span);
      }
    }
    edits_.clear();
  }

  // Deletes the geps into the candidates of dead_, and with `whole` the allocas
  // themselves and their lifetime markers.
  void erase_dead(bool whole) {
    std::vector<u8> gone(root_.size(), 0);
    for (Value v : dead_) gone[v.id] = 1;
    auto dead_root = [&](u32 v) { return v < root_.size() && root_[v] != kNone && gone[allocas_[root_[v]].alloca.id]; };
    erase_instructions(f_, [&](const Instruction& i) {
      if (whole && i.is_lifetime_marker()) return i.operand(0).is_value() && dead_root(i.operand(0).value().id);
      return (i.op == Opcode::GetElementPtr || (whole && i.op == Opcode::Alloca)) && i.dest.valid() &&
             dead_root(i.dest.id);
    });
  }

  // The instructions that do access a of candidate c on the whole of c (mode Widen).
  Edit widen_access(const Candidate& c, const Access& a) {
    Edit e{a.block, a.index, {}};
    const Instruction& i = f_.blocks[a.block].instructions[a.index];
    IrType whole = c.size == 8 ? IrType::U64 : c.size == 4 ? IrType::U32 : IrType::U16;
    u64 w = type_size(a.ty);
    Operand slot(c.alloca);
    auto emit = [&](Instruction in) {
      e.insts.push_back(in);
      return Operand(in.dest);
    };
    auto shift = i128(a.offset * 8);
    if (i.op == Opcode::Load) {
      Operand v = emit(make_load(f_.arena, f_.new_value(), whole, slot));
      if (a.offset) v = emit(make_binop(f_.arena, f_.new_value(), IrBinOp::LShr, whole, v, int_operand(shift, whole)));
      e.insts.push_back(make_cast(f_.arena, i.dest, whole, a.ty, v));
      return e;
    }
    Operand value = i.operand(0);
    if (w == c.size) {
      Operand v = emit(make_cast(f_.arena, f_.new_value(), a.ty, whole, value));
      e.insts.push_back(make_store(f_.arena, whole, v, slot));
      return e;
    }
    // Narrow store: clear the bytes, or in the value zero-extended and shifted.
    u64 all = c.size == 8 ? ~u64(0) : (u64(1) << (c.size * 8)) - 1;
    u64 bytes = ((u64(1) << (w * 8)) - 1) << (a.offset * 8);
    Operand old = emit(make_load(f_.arena, f_.new_value(), whole, slot));
    Operand kept = emit(make_binop(f_.arena, f_.new_value(), IrBinOp::And, whole, old, int_operand(i128(all & ~bytes), whole)));
    Operand narrow = emit(make_cast(f_.arena, f_.new_value(), a.ty, to_unsigned(a.ty), value));
    Operand v = emit(make_cast(f_.arena, f_.new_value(), to_unsigned(a.ty), whole, narrow));
    if (a.offset) v = emit(make_binop(f_.arena, f_.new_value(), IrBinOp::Shl, whole, v, int_operand(shift, whole)));
    v = emit(make_binop(f_.arena, f_.new_value(), IrBinOp::Or, whole, kept, v));
    e.insts.push_back(make_store(f_.arena, whole, v, slot));
    return e;
  }

  struct FieldSlot {
    u64 offset;
    IrType ty;
    Value field;
  };

  // Finds the candidates, resolves the geps, and records the accesses (and in mode
  // ExpandCopies the copies); false if there is nothing to split.
  bool analyze() {
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
    if (allocas_.empty()) return false;
    // The geps' roots and offsets first (a chain may be defined in any block order).
    gep_def_.assign(limit, nullptr);
    for (const BasicBlock& b : f_.blocks)
      for (const Instruction& i : b.instructions)
        if (i.op == Opcode::GetElementPtr && i.dest.valid() && i.dest.id < limit) gep_def_[i.dest.id] = &i;
    for (u32 v = 0; v < limit; ++v)
      if (gep_def_[v]) resolve(v);
    // Only aggregates accessed through geps are split (mem2reg takes the others whole);
    // copies are looked for in all, and mixed accesses in the small ones (for widen).
    bool any = copies_;
    for (const Candidate& c : allocas_) any |= c.splittable && (c.through_gep || c.size <= 8);
    if (!any) return false;
    for (u32 b = 0; b < f_.blocks.size(); ++b) {
      std::vector<Instruction>& insts = f_.blocks[b].instructions;
      for (u32 k = 0; k < insts.size(); ++k) {
        scan(insts[k], b, k);
        const Instruction& i = insts[k];
        if (i.op == Opcode::Store && !accesses_.empty() && accesses_.back().address == &i.operand(1) &&
            is_int(i.ty) && i.operand(0).is_const() && i.operand(0).const_int() == 0)
          accesses_.back().zero_fill = true;
      }
      f_.blocks[b].terminator.for_each_used_value([&](u32 v) { escape(v); });
    }
    return true;
  }


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

  void scan(Instruction& i, u32 block, u32 index) {
    switch (i.op) {
    case Opcode::Memcpy:
      if (copies_ && !i.is_volatile() && copy(i, block, index)) return;
      break;
    case Opcode::GetElementPtr:
      escape_operand(i.operand(1));
      if (i.operand(0).is_value() && root_of(i.operand(0).value().id) != kNone) return; // resolved
      break;
    case Opcode::Load:
      if (access(i, i.operand(0), i.ty, block, index)) return;
      break;
    case Opcode::Store:
      escape_operand(i.operand(0));
      if (access(i, i.operand(1), i.ty, block, index)) return;
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
  bool access(Instruction& i, Operand& address, IrType ty, u32 block, u32 index) {
    if (!address.is_value()) return false;
    u32 r = root_of(address.value().id);
    if (r == kNone) return false;
    if (i.is_volatile() || i.sub2 != 0) {
      allocas_[r].splittable = false;
      return true;
    }
    Candidate& c = allocas_[r];
    u64 offset = offset_[address.value().id];
    if (c.first_ty == IrType::Void) c.first_offset = offset, c.first_ty = ty;
    else c.mixed |= offset != c.first_offset || !slot_types_agree(ty, c.first_ty);
    if ((!allocas_[r].through_gep && !copies_) || !allocas_[r].splittable) return true; // not split anyway
    accesses_.push_back(Access{r, offset, ty, &address, block, index});
    return true;
  }

  // Records a memcpy into or out of a candidate; false if neither side is one. A copy of
  // one whole candidate to or from another, or outside memory, joins the two (expanded by
  // the fields of their group); a copy of part of a candidate (a union member's bytes
  // into a struct) is expanded by integer chunks of at most 8 bytes, whose accesses count
  // among the candidate's now. A copy past a candidate's end, or of a candidate onto
  // itself, keeps it whole.
  bool copy(const Instruction& i, u32 block, u32 index) {
    u32 side[2] = {kNone, kNone};
    u64 off[2] = {0, 0};
    bool whole = true;
    for (int k = 0; k < 2; ++k) {
      const Operand& o = i.operand(size_t(k));
      if (!o.is_value() || root_of(o.value().id) == kNone) continue;
      u32 r = root_of(o.value().id);
      side[k] = r;
      off[k] = offset_[o.value().id];
      if (off[k] + i.imm > allocas_[r].size) allocas_[r].splittable = false;
      whole &= off[k] == 0 && i.imm == allocas_[r].size;
    }
    if (side[0] == kNone && side[1] == kNone) return false;
    if (side[0] == side[1]) {
      allocas_[side[0]].splittable = false;
      return true;
    }
    copies_found_.push_back(Copy{block, index, side[0], side[1], !whole});
    if (whole) return true;
    u64 align_at = side[0] != kNone ? off[0] : off[1];
    for_each_chunk(align_at, i.imm, [&](u64 at, IrType ty) {
      for (int k = 0; k < 2; ++k)
        if (side[k] != kNone) accesses_.push_back(Access{side[k], off[k] + at, ty, nullptr});
    });
    return true;
  }

  // The integer chunks a copy of n bytes at offset `base` moves: the widest of 8, 4, 2, 1
  // bytes that fits and is aligned at each point.
  template <class F> static void for_each_chunk(u64 base, u64 n, F&& f) {
    for (u64 at = 0; at < n;) {
      u64 w = 8;
      while (w > n - at || (base + at) % w) w /= 2;
      f(at, w == 8 ? IrType::I64 : w == 4 ? IrType::I32 : w == 2 ? IrType::I16 : IrType::I8);
      at += w;
    }
  }

  u32 group_of(u32 r) {
    while (group_[r] != r) r = group_[r] = group_[group_[r]];
    return r;
  }

  // The fields a group of candidates joined by copies splits into: the offsets and types
  // of their accesses, which must tile the aggregate as in rewrite(), and integer fields
  // for the bytes no access names, which copies carry when they can hold something: when
  // a copy brings bytes in from outside the group (`sourced`) or a zero fill clears them.
  // Otherwise nothing defines those bytes (a union's other members after a store to
  // one), and copies leave them alone. Zero fills must cover whole fields. Empty if the
  // group cannot split.
  std::vector<FieldSlot> group_fields(size_t begin, size_t end, u64 size, bool sourced) {
    std::vector<FieldSlot> fields;
    auto overlap = [](const FieldSlot& f, u64 lo, u64 hi) { return f.offset < hi && f.offset + type_size(f.ty) > lo; };
    for (size_t k = begin; k < end; ++k) {
      const Access& a = accesses_[k];
      u64 w = type_size(a.ty);
      if (w == 0 || w > 8 || a.offset + w > size) return {};
      if (a.zero_fill) continue;
      if (!fields.empty() && fields.back().offset == a.offset && slot_types_agree(fields.back().ty, a.ty)) continue;
      if (!fields.empty() && fields.back().offset + type_size(fields.back().ty) > a.offset) return {};
      fields.push_back(FieldSlot{a.offset, a.ty, Value()});
    }
    // A zero fill that is a field of its own (a member set to 0) is one; one over several
    // fields (an initializer's clearing) must cover them whole, and defines the bytes
    // between them.
    size_t named = fields.size();
    for (size_t k = begin; k < end; ++k) {
      const Access& a = accesses_[k];
      if (!a.zero_fill) continue;
      u64 lo = a.offset, hi = lo + type_size(a.ty);
      size_t covered = 0;
      bool exact = false;
      for (const FieldSlot& f : fields) {
        if (!overlap(f, lo, hi)) continue;
        ++covered;
        exact |= f.offset == lo && slot_types_agree(f.ty, a.ty);
      }
      if (covered == 0) fields.push_back(FieldSlot{lo, a.ty, Value()});
      else if (!(covered == 1 && exact)) sourced = true;
    }
    if (fields.size() != named)
      std::sort(fields.begin(), fields.end(), [](const FieldSlot& x, const FieldSlot& y) { return x.offset < y.offset; });
    std::vector<FieldSlot> all;
    u64 at = 0;
    auto fill = [&](u64 to) {
      if (sourced && at < to) for_each_chunk(at, to - at, [&](u64 k, IrType ty) { all.push_back(FieldSlot{at + k, ty, Value()}); });
    };
    for (const FieldSlot& fs : fields) {
      fill(fs.offset);
      all.push_back(fs);
      at = fs.offset + type_size(fs.ty);
    }
    fill(size);
    for (size_t k = begin; k < end; ++k) {
      const Access& a = accesses_[k];
      if (!a.zero_fill) continue;
      u64 lo = a.offset, hi = a.offset + type_size(a.ty);
      for (const FieldSlot& fs : all)
        if (overlap(fs, lo, hi) && (fs.offset < lo || fs.offset + type_size(fs.ty) > hi)) return {};
    }
    return all;
  }

  size_t expand_copies() {
    size_t n = allocas_.size();
    group_.resize(n);
    for (u32 r = 0; r < n; ++r) group_[r] = r;
    for (const Copy& c : copies_found_)
      if (!c.part && c.dst != kNone && c.src != kNone) group_[group_of(c.dst)] = group_of(c.src);
    std::vector<u8> ok(n, 0), sourced(n, 0);
    for (const Copy& c : copies_found_) {
      if (!c.part) ok[group_of(c.dst != kNone ? c.dst : c.src)] = 1;
      if (c.dst != kNone && (c.src == kNone || c.part)) sourced[group_of(c.dst)] = 1;
    }
    for (u32 r = 0; r < n; ++r)
      if (!allocas_[r].splittable) ok[group_of(r)] = 0;
    // Each group's fields, from the accesses of all its members.
    std::sort(accesses_.begin(), accesses_.end(), [&](const Access& a, const Access& b) {
      u32 ga = group_of(a.alloca_index), gb = group_of(b.alloca_index);
      if (ga != gb) return ga < gb;
      return a.offset != b.offset ? a.offset < b.offset : a.zero_fill < b.zero_fill;
    });
    std::vector<FieldSlot> slots;
    std::vector<std::pair<u32, u32>> range(n, {0, 0}); // group -> its fields in slots
    auto build = [&](u32 g, size_t begin, size_t end) {
      if (!ok[g]) return;
      std::vector<FieldSlot> fs = group_fields(begin, end, allocas_[g].size, sourced[g]);
      if (fs.empty()) ok[g] = 0;
      range[g] = {u32(slots.size()), u32(slots.size() + fs.size())};
      slots.insert(slots.end(), fs.begin(), fs.end());
    };
    std::vector<u8> built(n, 0);
    for (size_t k = 0; k < accesses_.size();) {
      size_t end = k;
      u32 g = group_of(accesses_[k].alloca_index);
      while (end < accesses_.size() && group_of(accesses_[end].alloca_index) == g) ++end;
      build(g, k, end);
      built[g] = 1;
      k = end;
    }
    for (u32 g = 0; g < n; ++g)
      if (group_of(g) == g && ok[g] && !built[g]) build(g, 0, 0); // copies only
    std::sort(copies_found_.begin(), copies_found_.end(), bottom_up<Copy>); // the order values are numbered in
    size_t expanded = 0;
    for (const Copy& c : copies_found_) {
      u32 g = group_of(c.dst != kNone ? c.dst : c.src);
      if (c.part ? !(c.dst != kNone && allocas_[c.dst].splittable) && !(c.src != kNone && allocas_[c.src].splittable)
                 : !ok[g])
        continue;
      const Instruction& mc = f_.blocks[c.block].instructions[c.index];
      std::vector<Instruction> repl;
      auto at = [&](const Operand& base, u64 off) -> Operand {
        if (off == 0) return base;
        Value v = f_.new_value();
        repl.push_back(make_gep(f_.arena, v, base, Operand(IrConst::int64(i64(off)))));
        return Operand(v);
      };
      auto move = [&](u64 off, IrType ty) {
        Operand src = at(mc.operand(1), off);
        Value v = f_.new_value();
        repl.push_back(make_load(f_.arena, v, ty, src));
        repl.push_back(make_store(f_.arena, ty, Operand(v), at(mc.operand(0), off)));
      };
      if (c.part) {
        const Operand& o = mc.operand(c.dst != kNone ? 0 : 1);
        for_each_chunk(offset_[o.value().id], mc.imm, move);
      } else {
        for (u32 k = range[g].first; k < range[g].second; ++k) move(slots[k].offset, slots[k].ty);
      }
      edits_.push_back(Edit{c.block, c.index, std::move(repl)});
      ++expanded;
    }
    apply_edits();
    return expanded;
  }

  size_t rewrite() {
    // Group the accesses by alloca and offset, the zero fills apart; check that the
    // others tile the alloca, and that each zero fill covers whole fields.
    std::sort(accesses_.begin(), accesses_.end(), [](const Access& a, const Access& b) {
      if (a.alloca_index != b.alloca_index) return a.alloca_index < b.alloca_index;
      if (a.zero_fill != b.zero_fill) return !a.zero_fill;
      return a.offset < b.offset;
    });
    for (size_t k = 0; k < accesses_.size(); ++k) {
      const Access& a = accesses_[k];
      Candidate& c = allocas_[a.alloca_index];
      u64 size = type_size(a.ty);
      if (size == 0 || size > 8 || a.offset + size > c.size) c.splittable = false;
      if (k > 0 && accesses_[k - 1].alloca_index == a.alloca_index && !a.zero_fill) {
        const Access& p = accesses_[k - 1];
        bool same = p.offset == a.offset && slot_types_agree(p.ty, a.ty);
        if (!same && p.offset + type_size(p.ty) > a.offset) c.splittable = false;
      }
    }
    // A zero fill that matches a field exactly is an ordinary access of it.
    for (size_t k = 0; k < accesses_.size();) {
      size_t end = k, fields = k;
      while (end < accesses_.size() && accesses_[end].alloca_index == accesses_[k].alloca_index) ++end;
      while (fields < end && !accesses_[fields].zero_fill) ++fields;
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
        if (exact && covered == 1) a.zero_fill = false;
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
          return a.zero_fill != b.zero_fill ? !a.zero_fill : a.offset < b.offset;
        });
        size_t j = k;
        first_field_ = u32(field_offsets_.size());
        while (j < end && !accesses_[j].zero_fill) {
          size_t group = j;
          Value field = f_.new_value();
          IrType ty = accesses_[j].ty;
          u32 align = std::min<u32>(c.align, u32(type_size(ty)));
          // The field's alignment: the alloca's, reduced by the offset's.
          u64 off = accesses_[j].offset;
          while (align > 1 && off % align) align /= 2;
          fields.push_back(make_alloca(field, ty, type_size(ty), std::max<u32>(align, 1)));
          field_offsets_.push_back({off, ty, field});
          for (; j < end && !accesses_[j].zero_fill && accesses_[j].offset == accesses_[group].offset; ++j)
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
    apply_edits(); // the zero fills' stores
    size_t at = 0;
    while (at < entry.instructions.size() && entry.instructions[at].op == Opcode::Alloca) ++at;
    entry.instructions.insert(entry.instructions.begin() + long(at), fields.begin(), fields.end());
    if (!entry.source_spans.empty())
      entry.source_spans.insert(entry.source_spans.begin() + long(at), fields.size(), SourceSpan{});
    erase_dead(true); // the old allocas and their geps are unused now
    return split;
  }

  // A zero fill becomes one store of zero per field it covers (those of the candidate
  // being split, from first_field_); a fill covering none goes: nothing reads its bytes.
  void clear_fields(const Access& a) {
    u64 lo = a.offset, hi = a.offset + type_size(a.ty);
    Edit e{a.block, a.index, {}};
    for (u32 j = first_field_; j < field_offsets_.size(); ++j) {
      const FieldSlot& fs = field_offsets_[j];
      if (fs.offset >= lo && fs.offset + type_size(fs.ty) <= hi)
        e.insts.push_back(make_store(f_.arena, fs.ty, Operand(IrConst::zero()), Operand(fs.field)));
    }
    edits_.push_back(std::move(e));
  }

  struct Copy {
    u32 block, index;
    u32 dst, src; // the candidates copied into and from, or kNone
    bool part;    // of part of a candidate: expanded by chunks
  };

  IrFunction& f_;
  bool copies_ = false; // mode ExpandCopies
  std::vector<Copy> copies_found_;
  std::vector<u32> group_; // by candidate: union-find of the candidates joined by copies
  std::vector<FieldSlot> field_offsets_;
  u32 first_field_ = 0;
  std::vector<Edit> edits_; // instructions to replace, made by apply_edits
  std::vector<const Instruction*> gep_def_; // by value id: the gep defining it
  std::vector<u8> resolved_;
  std::vector<u32> chain_;
  std::vector<u32> root_;   // by value id: the candidate its address points into, or kNone
  std::vector<u64> offset_; // by value id: the offset into it
  std::vector<Candidate> allocas_;
  std::vector<Access> accesses_;
  std::vector<Value> dead_;
};

// A struct returned in two registers and stored whole is `%v = load i128 P` followed,
// possibly through `copy`s and across a straight line of blocks (an inlined callee's
// return), by `store i128 %v, Q`: a copy that sroa cannot split. When each value of the
// chain has one use and nothing between the load and the store reads or writes memory
// (or defines Q, or starts or ends Q's lifetime), the pair becomes `memcpy Q, P, 16` at
// the load. Each walk is bounded (kMaxFuseWalk instructions). Sets has_memcpy when the
// function has a memcpy afterwards (else the copies' round of sroa has nothing to do).
constexpr size_t kMaxFuseWalk = 64;

size_t fuse_wide_copies(IrFunction& f, bool& has_memcpy) {
  auto wide_load = [](const Instruction& i) {
    return i.op == Opcode::Load && is_128(i.ty) && !i.is_volatile() && i.sub2 == 0 && i.dest.valid();
  };
  bool any = false;
  for (const BasicBlock& b : f.blocks)
    for (const Instruction& i : b.instructions) {
      any |= wide_load(i);
      has_memcpy |= i.op == Opcode::Memcpy;
    }
  if (!any) return 0;
  std::vector<u32> uses(f.value_limit(), 0);
  for (const BasicBlock& b : f.blocks) {
    for (const Instruction& i : b.instructions) i.for_each_used_value([&](u32 v) { ++uses[v]; });
    b.terminator.for_each_used_value([&](u32 v) { ++uses[v]; });
  }
  LabelMap labels = build_label_map(f);
  Cfg cfg = build_cfg(f, labels);
  struct Pos {
    u32 block, index;
  };
  std::vector<Pos> walked, chain; // the instructions passed; the copies of the value
  std::vector<const Instruction*> dead;
  size_t fused = 0;
  for (u32 b0 = 0; b0 < f.blocks.size(); ++b0) {
    for (u32 k = 0; k < f.blocks[b0].instructions.size(); ++k) {
      const Instruction& load = f.blocks[b0].instructions[k];
      if (!wide_load(load) || uses[load.dest.id] != 1) continue;
      Value v = load.dest;
      walked.clear(), chain.clear();
      u32 b = b0, j = k + 1;
      const Instruction* st = nullptr;
      while (walked.size() < kMaxFuseWalk) {
        const BasicBlock& bb = f.blocks[b];
        if (j == bb.instructions.size()) {
          const Terminator& t = bb.terminator;
          if (t.kind != TermKind::Branch) break;
          u32 next = labels.index_of(t.target);
          if (next == kNoBlock || next == b0 || cfg.preds.row(next).size() != 1) break;
          b = next, j = 0;
          continue;
        }
        const Instruction& i = bb.instructions[j];
        if (i.op == Opcode::Store) {
          if (i.operand(0).is_value() && i.operand(0).value() == v) st = &i;
          break;
        }
        if (i.op == Opcode::Copy && i.operand(0).is_value() && i.operand(0).value() == v) {
          if (uses[i.dest.id] != 1) break;
          v = i.dest;
          chain.push_back({b, j});
        } else if (!i.is_lifetime_marker() && (i.info().removable != 'y' || i.op == Opcode::Load)) {
          break;
        }
        walked.push_back({b, j});
        ++j;
      }
      if (!st || st->is_volatile() || st->sub2 != 0 || st->ty != load.ty) continue;
      const Operand& q = st->operand(1);
      bool clash = false;
      for (Pos p : walked) {
        const Instruction& i = f.blocks[p.block].instructions[p.index];
        clash |= (q.is_value() && i.dest == q.value()) || (i.is_lifetime_marker() && i.operand(0) == q);
      }
      if (clash) continue;
      Instruction mc = make_inst(f.arena, Opcode::Memcpy, kNoValue, IrType::Ptr, {q, load.operand(0)});
      mc.imm = type_size(load.ty);
      has_memcpy = true;
      // The load becomes the memcpy; the store and the copies go (below).
      dead.push_back(st);
      for (Pos p : chain) dead.push_back(&f.blocks[p.block].instructions[p.index]);
      f.blocks[b0].instructions[k] = mc;
      ++fused;
    }
  }
  std::sort(dead.begin(), dead.end());
  if (fused)
    erase_instructions(f, [&](const Instruction& i) { return std::binary_search(dead.begin(), dead.end(), &i); });
  return fused;
}

} // namespace

size_t split_aggregates(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0;
  bool has_memcpy = false;
  size_t expanded = fuse_wide_copies(f, has_memcpy);
  if (has_memcpy) expanded += Sroa(f).expand();
  Sroa splitter(f);
  size_t split = splitter.run();
  return split + expanded + (splitter.may_widen() ? Sroa(f).widen() : 0);
}

} // namespace ilcc
