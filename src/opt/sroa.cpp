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
// mem2reg promotes). At each offset the widest access makes the field; the others there
// must agree with it (integers of one width agree whatever their signedness, as in
// mem2reg) or view it (views: a load of an integer inside an integer or pointer field;
// 8-byte integers, pointers and doubles of one another's bits), and fields at different
// offsets must be disjoint.
// Any other use (a variable offset, a compare, a phi) or overlap (a store into part of a
// field) keeps the alloca whole. Each field becomes an alloca of its type in the entry
// block; the accesses are redirected to it (views through shifts and casts), and the
// geps and the old alloca are deleted, with its lifetime markers.
//
// Whole-aggregate memcpys into and out of candidates are expanded first (mode
// ExpandCopies: one load and store per field, the fields shared by the candidates a copy
// joins), and `load i128` / `store i128` pairs (a struct returned in registers and stored)
// become such memcpys before that (fuse_wide_copies). In that mode a call's struct
// argument is a copy into a new local passed instead, and other 16-byte loads and stores
// are split into their halves.
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
  // Another view of a field (views): rewritten with conversions.
  bool view = false;
};

// Accesses by offset, the widest first at one offset (it makes the field the others may
// read part of).
inline bool by_offset_widest_first(const Access& a, const Access& b) {
  return a.offset != b.offset ? a.offset < b.offset : type_size(a.ty) > type_size(b.ty);
}

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
    return analyze() && (!copies_found_.empty() || !wide_.empty()) ? expand_copies() : 0;
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
    auto emit = [&](Instruction in) { return append(e.insts, in); };
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
      const Terminator& t = f_.blocks[b].terminator;
      t.for_each_used_value([&](u32 v) {
        escape(v);
        if (t.kind == TermKind::Return && copies_) returned_.push_back(v);
      });
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
    case Opcode::Call:
    case Opcode::CallIndirect:
      if (copies_ && struct_argument(i, block, index)) return;
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
    if (copies_ && is_128(ty) && c.splittable && offset + 16 <= c.size && f_.size_before_inlining) {
      // A struct returned in two registers and stored, or loaded to be returned: its
      // halves are two 8-byte accesses, made apart when the candidate's group splits
      // (expand_copies). Only once the inliner has run on f: until then, a callee's
      // `return v` inlined here may still fuse with the store of its value into a copy
      // (fuse_wide_copies), which the caller's fields then split.
      wide_.push_back(Access{r, offset, ty, &address, block, index});
      return true;
    }
    if (c.first_ty == IrType::Void) c.first_offset = offset, c.first_ty = ty;
    else c.mixed |= offset != c.first_offset || !slot_types_agree(ty, c.first_ty);
    if ((!allocas_[r].through_gep && !copies_) || !allocas_[r].splittable) return true; // not split anyway
    accesses_.push_back(Access{r, offset, ty, &address, block, index});
    return true;
  }

  // A call passing a whole candidate by value (the argument points to it; the callee
  // gets a copy) is a copy out of it into a new local passed instead, made right before
  // the call (expand_copies): the candidate's fields then live in registers until the
  // call, not in memory. One such argument per call; any other use escapes.
  bool struct_argument(const Instruction& i, u32 block, u32 index) {
    const CallInfo& ci = i.call_info();
    bool taken = false;
    size_t first_arg = i.op == Opcode::CallIndirect ? 1 : 0;
    for (size_t k = 0; k < i.num_ops; ++k) {
      const Operand& o = i.operand(k);
      u32 r = o.is_value() ? root_of(o.value().id) : kNone;
      if (r == kNone) continue;
      size_t arg = k - first_arg;
      if (!taken && k >= first_arg && ci.is_struct_arg(arg) && offset_[o.value().id] == 0 &&
          ci.struct_args[arg].size == allocas_[r].size) {
        copies_found_.push_back(Copy{block, index, kNone, r, false, u32(k)});
        taken = true;
      } else {
        escape(o.value().id);
      }
    }
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

  // An 8-byte scalar whose bits another 8-byte scalar reinterprets (bits): an integer, a
  // pointer or a double.
  static bool scalar8(IrType t) { return type_size(t) == 8 && (is_int(t) || t == IrType::Ptr || t == IrType::F64); }

  // Whether access a is another view of the field that access f makes, not an access of
  // it as it is: a load of an integer within an integer or pointer field (a struct's
  // `long tag` read as an int once narrow_loads has narrowed the load), or a load or
  // store of another 8-byte scalar at the field's offset when the field is one (a union
  // of a pointer, a long and a double).
  bool views(const Access& a, const Access& f) const {
    if (!a.address || a.zero_fill) return false;
    if (a.offset == f.offset && scalar8(a.ty) && scalar8(f.ty)) return true;
    bool load = f_.blocks[a.block].instructions[a.index].op == Opcode::Load;
    return load && is_int(a.ty) && (is_int(f.ty) || f.ty == IrType::Ptr) && a.offset >= f.offset &&
           a.offset + type_size(a.ty) <= f.offset + type_size(f.ty);
  }

  // Appends `in` to `insts`; returns its value.
  static Operand append(std::vector<Instruction>& insts, const Instruction& in) {
    insts.push_back(in);
    return Operand(in.dest);
  }

  // Appends to `insts` the conversion of x between two 8-byte scalars keeping its bits
  // (scalar8; a double through the 1-lane vector, whose casts keep the bits), the last
  // instruction defining `dest` (a new value when none). Returns that value.
  Operand bits(std::vector<Instruction>& insts, Operand x, IrType from, IrType to, Value dest) {
    auto cast = [&](IrType a, IrType b, Operand v, Value d) {
      return append(insts, make_cast(f_.arena, d.valid() ? d : f_.new_value(), a, b, v));
    };
    if (from == IrType::F64) x = cast(IrType::V1I64, IrType::U64, cast(from, IrType::V1I64, x, Value()), Value()), from = IrType::U64;
    if (to != IrType::F64) return cast(from, to, x, dest);
    if (from == IrType::Ptr) x = cast(from, IrType::U64, x, Value()), from = IrType::U64;
    return cast(IrType::V1I64, to, cast(from, IrType::V1I64, x, Value()), dest);
  }

  // An access that views a field (views) as an access of the field: a load of it shifted,
  // truncated and converted; a store of the value converted.
  Edit view_access(const Access& a, const Access& f, Value field) {
    const Instruction& i = f_.blocks[a.block].instructions[a.index];
    Edit e{a.block, a.index, {}};
    if (i.op == Opcode::Store) {
      Operand v = bits(e.insts, i.operand(0), a.ty, f.ty, Value());
      e.insts.push_back(make_store(f_.arena, f.ty, v, Operand(field)));
      return e;
    }
    IrType t = f.ty;
    Operand x = append(e.insts, make_load(f_.arena, f_.new_value(), t, Operand(field)));
    if (u64 d = a.offset - f.offset) {
      if (!is_int(t)) x = bits(e.insts, x, t, IrType::U64, Value()), t = IrType::U64;
      x = append(e.insts, make_binop(f_.arena, f_.new_value(), IrBinOp::LShr, t, x, int_operand(i128(d * 8), t)));
    }
    if (type_size(t) == 8 && type_size(a.ty) == 8) bits(e.insts, x, t, a.ty, i.dest);
    else e.insts.push_back(make_cast(f_.arena, i.dest, t, a.ty, x));
    return e;
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
    std::vector<u8> read_only; // by field: only loaded
    auto overlap = [](const FieldSlot& f, u64 lo, u64 hi) { return f.offset < hi && f.offset + type_size(f.ty) > lo; };
    for (size_t k = begin; k < end; ++k) {
      const Access& a = accesses_[k];
      u64 w = type_size(a.ty);
      if (w == 0 || w > 8 || a.offset + w > size) return {};
      if (a.zero_fill) continue;
      bool load = a.address && f_.blocks[a.block].instructions[a.index].op == Opcode::Load;
      if (!fields.empty() && ((fields.back().offset == a.offset && slot_types_agree(fields.back().ty, a.ty)) ||
                              views(a, Access{0, fields.back().offset, fields.back().ty, nullptr}))) {
        read_only.back() &= load;
        continue;
      }
      if (!fields.empty() && fields.back().offset + type_size(fields.back().ty) > a.offset) return {};
      fields.push_back(FieldSlot{a.offset, a.ty, Value()});
      read_only.push_back(load);
    }
    // An integer only read, at an offset a multiple of 8 with no field in the 8 bytes from
    // there, reads part of a 64-bit field that copies from outside fill whole (a struct's
    // `long tag` read as an int): one 8-byte move per copy, not two halves.
    for (size_t j = 0; j < fields.size() && sourced; ++j) {
      FieldSlot& fs = fields[j];
      if (read_only[j] && is_int(fs.ty) && type_size(fs.ty) < 8 && fs.offset % 8 == 0 && fs.offset + 8 <= size &&
          (j + 1 == fields.size() || fields[j + 1].offset >= fs.offset + 8))
        fs.ty = IrType::I64;
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
    // A whole copy to or from a local that cannot split (its address escapes: an
    // argument's slot) copies outside memory, field by field.
    for (Copy& c : copies_found_)
      for (u32* r : {&c.dst, &c.src})
        if (!c.part && *r != kNone && !allocas_[*r].splittable) *r = kNone;
    std::erase_if(copies_found_, [](const Copy& c) { return c.dst == kNone && c.src == kNone; });
    for (const Copy& c : copies_found_)
      if (!c.part && c.dst != kNone && c.src != kNone) group_[group_of(c.dst)] = group_of(c.src);
    std::vector<u8> ok(n, 0), sourced(n, 0);
    for (const Copy& c : copies_found_) {
      if (!c.part) ok[group_of(c.dst != kNone ? c.dst : c.src)] = 1;
      if (c.dst != kNone && (c.src == kNone || c.part)) sourced[group_of(c.dst)] = 1;
    }
    for (const Access& a : wide_) { // like a copy from or to outside
      ok[group_of(a.alloca_index)] = 1;
      if (f_.blocks[a.block].instructions[a.index].op == Opcode::Store) sourced[group_of(a.alloca_index)] = 1;
    }
    for (u32 r = 0; r < n; ++r)
      if (!allocas_[r].splittable) ok[group_of(r)] = 0;
    // Each group's fields, from the accesses of all its members.
    std::sort(accesses_.begin(), accesses_.end(), [&](const Access& a, const Access& b) {
      u32 ga = group_of(a.alloca_index), gb = group_of(b.alloca_index);
      if (ga != gb) return ga < gb;
      if (a.offset != b.offset) return a.offset < b.offset;
      return a.zero_fill != b.zero_fill ? a.zero_fill < b.zero_fill : type_size(a.ty) > type_size(b.ty);
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
    // Each half of a wide access must be one integer, pointer or double field at its
    // start, or no field at all (bytes nothing defines). A load that is returned keeps its group
    // whole: once inlined, the caller's store of the value fuses with it into a copy
    // (fuse_wide_copies), split by the caller's field types rather than this function's.
    std::sort(returned_.begin(), returned_.end());
    std::vector<Halves> halves(wide_.size());
    for (size_t k = 0; k < wide_.size(); ++k) {
      const Access& a = wide_[k];
      u32 g = group_of(a.alloca_index);
      const Instruction& i = f_.blocks[a.block].instructions[a.index];
      if (i.op == Opcode::Load && std::binary_search(returned_.begin(), returned_.end(), i.dest.id)) ok[g] = 0;
      for (u32 j = range[g].first; ok[g] && j < range[g].second; ++j) {
        const FieldSlot& fs = slots[j];
        u64 end = fs.offset + type_size(fs.ty);
        if (end <= a.offset || fs.offset >= a.offset + 16) continue;
        u64 half = fs.offset < a.offset ? 2 : (fs.offset - a.offset) / 8;
        if (half > 1 || fs.offset != a.offset + 8 * half || end > a.offset + 8 * (half + 1) ||
            !(is_int(fs.ty) || scalar8(fs.ty)))
          ok[g] = 0;
        else
          halves[k].ty[half] = fs.ty;
      }
    }
    std::sort(copies_found_.begin(), copies_found_.end(), bottom_up<Copy>); // the order values are numbered in
    size_t expanded = 0;
    for (const Copy& c : copies_found_) {
      u32 g = group_of(c.dst != kNone ? c.dst : c.src);
      if (c.part ? !(c.dst != kNone && allocas_[c.dst].splittable) && !(c.src != kNone && allocas_[c.src].splittable)
                 : !ok[g])
        continue;
      const Instruction& mc = f_.blocks[c.block].instructions[c.index];
      std::vector<Instruction> repl;
      Operand to, from;
      if (c.arg != kNone) {
        // A new local for the callee's copy, live around the call.
        const Candidate& src = allocas_[c.src];
        Value t = f_.new_value();
        new_allocas_.push_back(make_alloca(t, IrType::I8, src.size, src.align));
        to = Operand(t), from = mc.operand(c.arg);
        repl.push_back(make_lifetime(f_.arena, true, t));
      } else {
        to = mc.operand(0), from = mc.operand(1);
      }
      auto at = [&](const Operand& base, u64 off) -> Operand {
        if (off == 0) return base;
        Value v = f_.new_value();
        repl.push_back(make_gep(f_.arena, v, base, Operand(IrConst::int64(i64(off)))));
        return Operand(v);
      };
      auto move = [&](u64 off, IrType ty) {
        Operand src = at(from, off);
        Value v = f_.new_value();
        repl.push_back(make_load(f_.arena, v, ty, src));
        repl.push_back(make_store(f_.arena, ty, Operand(v), at(to, off)));
      };
      if (c.part) {
        const Operand& o = mc.operand(c.dst != kNone ? 0 : 1);
        for_each_chunk(offset_[o.value().id], mc.imm, move);
      } else {
        for (u32 k = range[g].first; k < range[g].second; ++k) move(slots[k].offset, slots[k].ty);
      }
      if (c.arg != kNone) {
        Instruction call = mc;
        call.operand(c.arg) = to;
        repl.push_back(call);
        repl.push_back(make_lifetime(f_.arena, false, to.value()));
      }
      edits_.push_back(Edit{c.block, c.index, std::move(repl)});
      ++expanded;
    }
    for (size_t k = 0; k < wide_.size(); ++k) {
      const Access& a = wide_[k];
      const Instruction& i = f_.blocks[a.block].instructions[a.index];
      if (!ok[group_of(a.alloca_index)]) continue;
      edits_.push_back(split_wide(i, *a.address, halves[k], a.block, a.index));
      ++expanded;
    }
    apply_edits();
    if (!new_allocas_.empty()) {
      BasicBlock& entry = f_.blocks[0];
      entry.instructions.insert(entry.instructions.begin(), new_allocas_.begin(), new_allocas_.end());
      if (!entry.source_spans.empty())
        entry.source_spans.insert(entry.source_spans.begin(), new_allocas_.size(), SourceSpan{});
    }
    return expanded;
  }

  // The field types of a wide access's two halves (Void: no field).
  struct Halves {
    IrType ty[2] = {IrType::Void, IrType::Void};
  };

  // `store i128 v, p` as stores of v's low and high halves, truncated (or reinterpreted:
  // bits) to their fields' types; `v = load i128 p` as loads of the fields and
  // `v = zext lo | (ext hi << 64)` (a missing field reads 0: no store defined its bytes),
  // which algebraic takes apart again where v's halves are read (pair_half).
  Edit split_wide(const Instruction& i, const Operand& p, const Halves& h, u32 block, u32 index) {
    IrType t = i.ty;
    Edit e{block, index, {}};
    auto emit = [&](Instruction in) { return append(e.insts, in); };
    auto cast = [&](IrType from, IrType to, Operand x) { return emit(make_cast(f_.arena, f_.new_value(), from, to, x)); };
    Operand at[2] = {p, h.ty[1] != IrType::Void ? emit(make_gep(f_.arena, f_.new_value(), p, Operand(IrConst::int64(8)))) : p};
    if (i.op == Opcode::Store) {
      Operand v = i.operand(0);
      for (int k = 0; k < 2; ++k) {
        IrType ft = h.ty[k];
        if (ft == IrType::Void) continue;
        Operand x = k ? emit(make_binop(f_.arena, f_.new_value(), IrBinOp::LShr, t, v, int_operand(64, t))) : v;
        x = is_int(ft) ? cast(t, ft, x) : bits(e.insts, cast(t, IrType::I64, x), IrType::I64, ft, Value());
        e.insts.push_back(make_store(f_.arena, ft, x, at[k]));
      }
      return e;
    }
    Operand half[2];
    for (int k = 0; k < 2; ++k) {
      IrType ft = h.ty[k];
      if (ft == IrType::Void) {
        half[k] = int_operand(0, t);
        continue;
      }
      Operand x = emit(make_load(f_.arena, f_.new_value(), ft, at[k]));
      if (!is_int(ft)) x = bits(e.insts, x, ft, IrType::U64, Value()), ft = IrType::U64;
      half[k] = cast(to_unsigned(ft), t, x);
    }
    Operand up = emit(make_binop(f_.arena, f_.new_value(), IrBinOp::Shl, t, half[1], int_operand(64, t)));
    e.insts.push_back(make_binop(f_.arena, i.dest, IrBinOp::Or, t, half[0], up));
    return e;
  }

  size_t rewrite() {
    // Group the accesses by alloca and offset, the zero fills apart; check that the
    // others tile the alloca, and that each zero fill covers whole fields.
    std::sort(accesses_.begin(), accesses_.end(), [](const Access& a, const Access& b) {
      if (a.alloca_index != b.alloca_index) return a.alloca_index < b.alloca_index;
      if (a.zero_fill != b.zero_fill) return !a.zero_fill;
      return by_offset_widest_first(a, b);
    });
    size_t field = 0; // the access that makes the current field
    for (size_t k = 0; k < accesses_.size(); ++k) {
      Access& a = accesses_[k];
      Candidate& c = allocas_[a.alloca_index];
      u64 size = type_size(a.ty);
      if (size == 0 || size > 8 || a.offset + size > c.size) c.splittable = false;
      if (a.zero_fill) continue;
      if (k == 0 || accesses_[k - 1].alloca_index != a.alloca_index) {
        field = k;
        continue;
      }
      const Access& p = accesses_[field];
      if (p.offset == a.offset && slot_types_agree(p.ty, a.ty)) continue;
      if (views(a, p)) a.view = true;
      else if (p.offset + type_size(p.ty) > a.offset) c.splittable = false;
      else field = k;
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
          if (fa.view) continue;
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
          return a.zero_fill != b.zero_fill ? !a.zero_fill : by_offset_widest_first(a, b);
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
          for (; j < end && !accesses_[j].zero_fill && (accesses_[j].view || accesses_[j].offset == accesses_[group].offset); ++j) {
            if (accesses_[j].view) edits_.push_back(view_access(accesses_[j], accesses_[group], field));
            else *accesses_[j].address = Operand(field);
          }
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
    u32 arg = kNone; // the operand of a call's struct argument (struct_argument), not a memcpy
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
  std::vector<Access> wide_; // loads and stores of i128 of candidates (mode ExpandCopies)
  std::vector<u32> returned_; // the values returned (mode ExpandCopies)
  std::vector<Instruction> new_allocas_; // for struct arguments (mode ExpandCopies)
  std::vector<Value> dead_;
};

// A struct returned in two registers and stored whole is `%v = load i128 P` followed,
// possibly through `copy`s and across a straight line of blocks (an inlined callee's
// return), by `store i128 %v, Q`: a copy that sroa cannot split. When each value of the
// chain has one use and nothing between the load and the store reads or writes memory
// (or defines Q, or starts or ends Q's lifetime), the pair becomes `memcpy Q, P, 16` at
// the load. Each walk is bounded (kMaxFuseWalk instructions). Sets has_memcpy when the
// function has a memcpy afterwards, and has_wide when it loads or stores a 128-bit
// integer (else the copies' round of sroa has nothing to do).
constexpr size_t kMaxFuseWalk = 64;

size_t fuse_wide_copies(IrFunction& f, bool& has_memcpy, bool& has_wide) {
  auto wide_load = [](const Instruction& i) {
    return i.op == Opcode::Load && is_128(i.ty) && !i.is_volatile() && i.sub2 == 0 && i.dest.valid();
  };
  bool any = false;
  for (const BasicBlock& b : f.blocks)
    for (const Instruction& i : b.instructions) {
      any |= wide_load(i);
      has_wide |= (i.op == Opcode::Load || i.op == Opcode::Store) && is_128(i.ty);
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

bool has_wide_access(const IrFunction& f) {
  for (const BasicBlock& b : f.blocks)
    for (const Instruction& i : b.instructions)
      if ((i.op == Opcode::Load || i.op == Opcode::Store) && is_128(i.ty)) return true;
  return false;
}

size_t split_aggregates(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0;
  bool has_memcpy = false, has_wide = false;
  size_t expanded = fuse_wide_copies(f, has_memcpy, has_wide);
  if (has_memcpy || (has_wide && f.size_before_inlining)) expanded += Sroa(f).expand();
  Sroa splitter(f);
  size_t split = splitter.run();
  return split + expanded + (splitter.may_widen() ? Sroa(f).widen() : 0);
}

} // namespace ilcc
