// isel_fold.cpp — which IR definitions fold into their uses (compares into branches,
// loads into memory operands and extending loads, address arithmetic into lea and memory
// operands, load-operate-store into read-modify-write, truncations into their readers),
// and each block's walk that decides them and then selects the rest.
#include "target/x86_64/isel.h"

namespace ilcc::x86_64 {

using namespace mir;

// ---- folding -------------------------------------------------------------------------------------

const Instruction* ISel::def_of(Value v) const { return v.id < def_inst_.size() ? def_inst_[v.id] : nullptr; }

// Whether the instruction defining x leaves zeros above x's width in its register, so that
// zero-extending x is a copy: a load of an unsigned narrow integer (movzx) or of any 32-bit
// one (mov), a zero-extending cast (movzx or a 32-bit mov), a change of signedness of
// such a value, an integer operation on 32 bits
// (writing a 32-bit register clears the upper half). Not a parameter, a call result or a
// truncation, whose upper bits are whatever the register held.
bool ISel::zero_extended(const Operand& x) const {
  const Instruction* d = x.is_value() ? def_of(x.value()) : nullptr;
  if (!d) return false;
  switch (d->op) {
  // A 32-bit load is a `movl` whatever its signedness.
  case Opcode::Load: return is_int(d->ty) && (int_size(d->ty) == 4 || (is_unsigned_int(d->ty) && int_size(d->ty) < 4));
  case Opcode::Cast:
    // A change of signedness only (int to unsigned) keeps its operand's register.
    if (is_int(d->ty) && is_int(d->ty2) && int_size(d->ty) == int_size(d->ty2)) return zero_extended(d->operand(0));
    return is_unsigned_int(d->ty) && is_int(d->ty2) && int_size(d->ty) < int_size(d->ty2) && int_size(d->ty2) <= 4;
  case Opcode::BinOp: {
    if (!is_int(d->ty) || int_size(d->ty) != 4) return false;
    bool shift = d->binop() == IrBinOp::Shl || d->binop() == IrBinOp::AShr || d->binop() == IrBinOp::LShr;
    std::optional<i64> c = const_int(d->operand(1));
    return !(shift && c && (*c & 31) == 0); // a shift by 0 may be left out
  }
  default: return false;
  }
}

// Whether x is a narrower unsigned value converted to x's integer type (`cast u8 to i32`):
// never negative, so its sign extension is its zero extension.
bool ISel::widened_unsigned(const Operand& x) const {
  const Instruction* d = x.is_value() ? def_of(x.value()) : nullptr;
  return d && d->op == Opcode::Cast && is_unsigned_int(d->ty) && is_int(d->ty2) && int_size(d->ty) < int_size(d->ty2);
}

// Whether x's value dies at `at`, an instruction of the current block: `at` is the only
// use of x, defined in this block, or x is a phi's value (assigned by copies, so several
// times) that the rest of the block does not read before assigning it again and that is not
// live out of the block (multi_def_live_out), looking a few instructions ahead. (Taking the
// last of several uses of a value defined here for its death too measured worse: nbody's
// values live across a call then share their spill slot's register with the result.)
bool ISel::dies_at(const Operand& x, const Instruction& at) const {
  if (!x.is_value()) return false;
  u32 v = x.value().id;
  u32 idx = u32(&at - cur_ir_->instructions.data());
  if (def_block_[v] == cur_index_) return uses_[v] == 1;
  if (def_block_[v] != ~1u) return false;
  if (at.dest.id == v) return true;
  const std::vector<Instruction>& insts = cur_ir_->instructions;
  for (size_t k = idx + 1; k < insts.size(); ++k) {
    if (k > idx + 64) return false;
    bool used = false;
    insts[k].for_each_used_value([&](u32 u) { used |= u == v; });
    if (used) return false;
    if (insts[k].dest.id == v) return true;
  }
  bool used = false;
  cur_ir_->terminator.for_each_used_value([&](u32 u) { used |= u == v; });
  return !used && !multi_def_live_out(v);
}

// Liveness of the values assigned more than once, by block: from each block that reads
// such a value before assigning it, backwards through predecessors up to the blocks that
// assign it. Linear in the total size of the live ranges.
void ISel::compute_multi_def_liveness() {
  if (multi_def_type_.empty()) return;
  cfg_ = build_cfg(f_, build_label_map(f_));
  auto key = [](u32 v, u32 b) { return u64(v) << 32 | b; };
  HashMap<u64, u8> assigned; // (value, block): the block assigns the value
  std::vector<std::pair<u32, u32>> work;
  auto read = [&](u32 v, u32 b) {
    if (def_block_[v] == ~1u && !assigned.find(key(v, b)) && multi_live_in_.insert(key(v, b)).second)
      work.push_back({v, b});
  };
  for (u32 b = 0; b < f_.blocks.size(); ++b) {
    for (const Instruction& in : f_.blocks[b].instructions) {
      in.for_each_used_value([&](u32 v) { read(v, b); });
      if (in.dest.valid() && def_block_[in.dest.id] == ~1u) assigned.insert(key(in.dest.id, b));
    }
    f_.blocks[b].terminator.for_each_used_value([&](u32 v) { read(v, b); });
  }
  while (!work.empty()) {
    auto [v, b] = work.back();
    work.pop_back();
    for (u32 p : cfg_.preds.row(b))
      if (!assigned.find(key(v, p)) && multi_live_in_.insert(key(v, p)).second) work.push_back({v, p});
  }
}

bool ISel::multi_def_live_out(u32 v) const {
  for (u32 s : cfg_.succs.row(cur_index_))
    if (multi_live_in_.find(u64(v) << 32 | s)) return true;
  return false;
}

// Two-address operations copy their first operand into the destination: for a commutative
// one, better the operand whose value dies at the operation, so the copy coalesces, than
// one that stays live (a loop invariant, say) and must be kept.
bool ISel::dies_here_rather(const Operand& x, const Operand& y, const Instruction& at) const {
  return x.is_value() && y.is_value() && dies_at(x, at) && !dies_at(y, at);
}

bool ISel::is_scale(const Instruction& in) const {
  if (in.op != Opcode::BinOp || (in.ty != IrType::I64 && in.ty != IrType::U64)) return false;
  auto k = const_int(in.operand(1));
  if (!k || !in.operand(0).is_value()) return false;
  if (in.binop() == IrBinOp::Mul) return *k == 1 || *k == 2 || *k == 4 || *k == 8;
  return in.binop() == IrBinOp::Shl && *k >= 0 && *k <= 3;
}

// Whether every use of the value instruction `def` of b defines is the index operand of a
// gep within the next 64 instructions of b.
bool ISel::all_uses_are_gep_indexes(const BasicBlock& b, u32 def) const {
  Value v = b.instructions[def].dest;
  u32 found = 0, n = u32(b.instructions.size());
  for (u32 k = def + 1; k < n && k <= def + 64 && found < uses_[v.id]; ++k) {
    const Instruction& in = b.instructions[k];
    u32 here = 0;
    in.for_each_used_value([&](u32 x) { here += x == v.id; });
    if (!here) continue;
    if (in.op != Opcode::GetElementPtr || here != 1 || !(in.operand(1) == Operand(v))) return false;
    found += here;
  }
  return found == uses_[v.id];
}

// Whether every use of the value instruction `def` of b defines is by an instruction of
// b within the next 24, each using it once and as `ok(user)` accepts, with no value
// assigned more than once (a phi's copy) in between: the users may then recompute or
// reread what `def` read.
template <class Ok> bool ISel::all_uses_nearby(const BasicBlock& b, u32 def, Ok&& ok, u32 window) const {
  Value v = b.instructions[def].dest;
  u32 found = 0, n = u32(b.instructions.size());
  for (u32 k = def + 1; k < n && k <= def + window && found < uses_[v.id]; ++k) {
    const Instruction& in = b.instructions[k];
    if (in.dest.valid() && def_block_[in.dest.id] == ~1u) return false;
    u32 here = 0;
    in.for_each_used_value([&](u32 x) { here += x == v.id; });
    if (!here) continue;
    if (here != 1 || !ok(in)) return false;
    found += here;
  }
  return found == uses_[v.id];
}

// Whether every use of the gep instruction `def` of b defines is the address of a load or
// a store close by (all_uses_nearby): each memory operand recomputes base + index * scale.
bool ISel::all_uses_are_addresses(const BasicBlock& b, u32 def) const {
  const Instruction& g = b.instructions[def];
  Operand v(g.dest);
  // A field of a value that no copy reassigns (the base pointer of a struct, `s->ins_h`
  // read, written and read again) is a displacement from it in every memory operand,
  // however far apart they are: the base lives on anyway.
  bool field = const_int(g.operand(1)) && g.operand(0).is_value() && def_block_[g.operand(0).value().id] != ~1u;
  return all_uses_nearby(b, def, [&](const Instruction& in) {
    return (in.op == Opcode::Load && in.operand(0) == v) ||
           (in.op == Opcode::Store && in.operand(1) == v && !(in.operand(0) == v));
  }, field ? kFieldWindow : 24);
}

// Whether the instructions strictly between `from` and `to` of the current block leave
// memory alone (all removable, or lifetime markers, which write nothing) and assign no
// value twice (a phi's copy could change a register that a folded address reads).
bool ISel::quiet_between(u32 from, u32 to) const {
  for (u32 k = from + 1; k < to; ++k) {
    const Instruction& in = cur_ir_->instructions[k];
    if (in.is_lifetime_marker()) continue;
    if (!in.is_removable() || (in.dest.valid() && def_block_[in.dest.id] == ~1u)) return false;
  }
  return true;
}

// Whether the load `ld`, used once by `user`, may be `user`'s memory operand: an integer
// add, sub, and, or, xor or multiply on 32 or 64 bits or a float add, sub, multiply or
// divide, the load its second operand or either one of a commutative operation.
static bool load_folds_into(const Instruction& ld, const Instruction& user, Value v) {
  if (!ld.is_removable() || ld.seg_override() != AddressSpace::Default || user.op != Opcode::BinOp ||
      user.ty != ld.ty)
    return false;
  bool second = user.operand(1) == Operand(v);
  IrBinOp op = user.binop();
  if (ld.ty == IrType::F32 || ld.ty == IrType::F64)
    return op == IrBinOp::Add || op == IrBinOp::Mul ||
           (second && (op == IrBinOp::Sub || op == IrBinOp::SDiv || op == IrBinOp::UDiv));
  if (!is_int(ld.ty) || (int_size(ld.ty) != 4 && int_size(ld.ty) != 8)) return false;
  return op == IrBinOp::Add || op == IrBinOp::Mul || op == IrBinOp::And || op == IrBinOp::Or ||
         op == IrBinOp::Xor || (second && op == IrBinOp::Sub);
}

// Whether `m` is `and n, k` with k keeping the low 5 (32-bit) or 6 (64-bit) bits, used as
// the count of the shift `user`, which masks its count to those bits itself.
// An integer `and` whose only use is an equality of it with zero (test %x, m).
static bool tested_and(const Instruction& a, const Instruction& user, u32 v) {
  if (a.op != Opcode::BinOp || a.binop() != IrBinOp::And || !is_int(a.ty) || type_size(a.ty) > 8 ||
      a.operand(0).is_const())
    return false;
  return user.op == Opcode::Cmp && user.ty == a.ty && (user.cmpop() == IrCmpOp::Eq || user.cmpop() == IrCmpOp::Ne) &&
         user.operand(0).is_value() && user.operand(0).value().id == v && user.operand(1).const_int() == 0;
}

// The count may also reach the shift through an integer cast (`x << (long)(n & 63)`):
// `count` is then that cast's value, and the low bits of every width agree.
static bool masked_count(const Instruction& m, const Instruction& user, Value count) {
  if (m.op != Opcode::BinOp || m.binop() != IrBinOp::And || user.op != Opcode::BinOp ||
      !(user.operand(1) == Operand(count)) || user.operand(0) == Operand(count) ||
      (user.binop() != IrBinOp::Shl && user.binop() != IrBinOp::AShr && user.binop() != IrBinOp::LShr) ||
      !is_int(user.ty) || !m.operand(0).is_value())
    return false;
  u8 width = int_size(user.ty);
  std::optional<i64> k = m.operand(1).const_int();
  i64 bits = width == 8 ? 63 : width == 4 ? 31 : 0;
  return bits && k && (*k & bits) == bits;
}

// The `and` of b that the integer cast c of b reads, when c is the and's only use: the
// candidate for masked_count through a cast.
const Instruction* ISel::masked_count_cast(const BasicBlock& b, const Instruction& c) const {
  if (c.op != Opcode::Cast || !is_int(c.ty) || !is_int(c.ty2) || is_128(c.ty) || is_128(c.ty2) ||
      !c.operand(0).is_value() || uses_[c.operand(0).value().id] != 1)
    return nullptr;
  const Instruction* m = def_inst_[c.operand(0).value().id];
  bool in_b = m && m >= b.instructions.data() && m < b.instructions.data() + b.instructions.size();
  return in_b && m->op == Opcode::BinOp && m->binop() == IrBinOp::And && !folded_[m->dest.id] ? m : nullptr;
}

// Address arithmetic that one lea computes: base + index * scale + disp, either register
// operand possibly absent.
struct LeaForm {
  const Operand* base = nullptr;
  const Operand* index = nullptr;
  u8 scale = 1;
  i64 disp = 0;
};

// An integer constant operand as the 32- or 64-bit value an instruction of type t sees.
static std::optional<i64> int_const_of(const Operand& o, IrType t) {
  std::optional<i64> c = o.const_int();
  if (c && int_size(t) == 4) c = i32(*c);
  return c;
}

// `in` as a lea: x + c, x - c, x + y, x << 1..3, x * 2, 4, 8 on 32 or 64 bits.
static bool lea_form(const Instruction& in, LeaForm& f) {
  if (in.op != Opcode::BinOp || !is_int(in.ty) || (int_size(in.ty) != 4 && int_size(in.ty) != 8)) return false;
  const Operand* a = &in.operand(0);
  const Operand* b = &in.operand(1);
  if (in.binop() == IrBinOp::Add && a->is_const()) std::swap(a, b);
  if (!a->is_value()) return false;
  std::optional<i64> c = int_const_of(*b, in.ty);
  switch (in.binop()) {
  case IrBinOp::Add:
    if (!c && !b->is_value()) return false;
    f = c ? LeaForm{a, nullptr, 1, *c} : LeaForm{a, b, 1, 0};
    return !c || fits_i32(*c);
  case IrBinOp::Sub:
    if (!c || *c <= INT32_MIN || *c > INT32_MAX) return false;
    f = LeaForm{a, nullptr, 1, -*c};
    return true;
  case IrBinOp::Shl:
    f = LeaForm{nullptr, a, u8(c ? 1 << (*c & 3) : 1), 0};
    return c && *c >= 1 && *c <= 3;
  case IrBinOp::Mul:
    f = LeaForm{nullptr, a, u8(c ? *c : 1), 0};
    return c && (*c == 2 || *c == 4 || *c == 8);
  default: return false;
  }
}

// The lea computing `user`, an add of x and something else or x minus a constant, with x's
// definition `in` folded into it: `(i + j) + 1` is leal 1(%rax,%rdx), `2 * r + 1` leal
// 1(%rax,%rax). False when one lea cannot hold both (three registers).
static bool lea_combine(const Instruction& in, const Instruction& user, Value x, LeaForm& f) {
  if (user.op != Opcode::BinOp || user.ty != in.ty || user.operand(0) == user.operand(1) || !lea_form(in, f))
    return false;
  const Operand* other = nullptr;
  i64 sign = 1;
  if (user.binop() == IrBinOp::Add) other = user.operand(0) == Operand(x) ? &user.operand(1) : &user.operand(0);
  else if (user.binop() == IrBinOp::Sub && user.operand(0) == Operand(x)) other = &user.operand(1), sign = -1;
  else return false;
  if (std::optional<i64> c = int_const_of(*other, user.ty)) {
    if (!fits_i32(*c)) return false;
    f.disp += sign * *c;
    return fits_i32(f.disp);
  }
  if (sign < 0 || !other->is_value()) return false;
  if (!f.base) f.base = other;
  else if (!f.index) f.index = other;
  else return false;
  return true;
}

// An addition with address arithmetic folded into it (select_block) as one lea into d.
bool ISel::emit_folded_lea(const Instruction& i, Reg d, u8 size) {
  for (unsigned k = 0; k < 2; ++k) {
    const Operand& x = i.operand(k);
    const Instruction* in = x.is_value() && folded_[x.value().id] ? def_of(x.value()) : nullptr;
    if (LeaForm f; in && in->op == Opcode::BinOp && lea_combine(*in, i, x.value(), f)) {
      Reg base = f.base ? use_reg(*f.base, i.ty) : kNoReg;
      Reg index = f.index ? use_reg(*f.index, i.ty) : kNoReg;
      if (base == kNoReg && f.scale == 2) base = index, f.scale = 1;
      emit(Lea, size, {MOperand::def(d), MOperand::mem(base, i32(f.disp), index, f.scale)});
      return true;
    }
  }
  return false;
}

// The x86 two-address opcode of an integer operation that may write memory (add, sub,
// and, or, xor), or 0.
u16 ISel::rmw_opcode(IrBinOp op) {
  switch (op) {
  case IrBinOp::Add: return Add;
  case IrBinOp::Sub: return Sub;
  case IrBinOp::And: return And;
  case IrBinOp::Or: return Or;
  case IrBinOp::Xor: return Xor;
  default: return 0;
  }
}

// Whether the integer operation `op`, used once by the store `st` (instruction `si` of the
// current block), becomes one read-modify-write instruction on the stored-to memory (of
// any width but 128 bits: `addw $1, (mem)` for a 16-bit counter): its
// first operand (either, if commutative) is a load used only there, from the same address,
// and nothing between the load and the store writes memory. Returns the load's operand
// index, or -1.
int ISel::rmw_load_operand(const Instruction& op, const Instruction& st, u32 si) const {
  if (op.op != Opcode::BinOp || !rmw_opcode(op.binop()) || !is_int(op.ty) ||
      is_128(op.ty) || st.op != Opcode::Store || st.is_volatile() || st.seg_override() != AddressSpace::Default ||
      st.ty != op.ty || !(st.operand(0) == Operand(op.dest)) || st.operand(1) == Operand(op.dest))
    return -1;
  for (unsigned k = 0; k < 2; ++k) {
    if (k == 1 && op.binop() == IrBinOp::Sub) break;
    const Operand& x = op.operand(k);
    const Instruction* ld = x.is_value() ? def_of(x.value()) : nullptr;
    if (ld && ld->op == Opcode::Load && uses_[x.value().id] == 1 && def_block_[x.value().id] == cur_index_ &&
        ld->is_removable() && ld->seg_override() == AddressSpace::Default && ld->operand(0) == st.operand(1) &&
        def_index_[x.value().id] < si && quiet_between(def_index_[x.value().id], si))
      return int(k);
  }
  return -1;
}

// The read-modify-write of the folded operation `op` on m (see rmw_load_operand): op's operand that
// is not the folded load, from a register or an immediate, into memory.
void ISel::emit_rmw(const Instruction& op, const MOperand& m) {
  const Operand& x = folded_load(op.operand(0)) ? op.operand(1) : op.operand(0);
  MOperand val = use_ri(x, op.ty);
  // On memory the operation has the stored width (addw, orb): a narrow value's register
  // operation is 32-bit, which would write the bytes past it.
  if (val.is_imm() && int_size(op.ty) < 4) val = MOperand::make_imm(int_size(op.ty) == 1 ? i8(val.imm) : i16(val.imm));
  emit(rmw_opcode(op.binop()), int_size(op.ty), {m, val});
}

// Whether an operand of `in` is folded into it other than as a truncation (which any user
// reads from the wider register): a load as a memory operand, arithmetic into a lea.
bool ISel::reads_folded(const Instruction& in) const {
  for (const Operand& x : in.operands()) {
    const Instruction* d = x.is_value() && folded_[x.value().id] ? def_of(x.value()) : nullptr;
    if (d && d->op != Opcode::Cast) return true;
  }
  return false;
}

bool ISel::has_load_operand(const Instruction& in) const {
  for (const Operand& x : in.operands()) {
    const Instruction* d = x.is_value() ? def_of(x.value()) : nullptr;
    if (d && d->op == Opcode::Load) return true;
  }
  return false;
}

// A load used only by the integer compare `ci` of block b, which is emitted at `at` (ci
// itself, or the branch or select it folds into), becomes the compare's memory operand
// when nothing between writes memory or what the address reads: cmpl %eax, 24(%rdi).
void ISel::fold_compared_load(const BasicBlock& b, u32 ci, u32 at) {
  const Instruction& c = b.instructions[ci];
  if (!is_int_or_ptr(c.ty) || type_size(c.ty) > 8) return;
  for (const Operand& x : c.operands()) {
    const Instruction* ld = x.is_value() ? def_of(x.value()) : nullptr;
    if (!ld || ld->op != Opcode::Load || ld->ty != c.ty || !ld->is_removable() ||
        ld->seg_override() != AddressSpace::Default)
      continue;
    u32 v = x.value().id, li = def_index_[v];
    if (uses_[v] == 1 && def_block_[v] == cur_index_ && !folded_[v] && li < ci && can_fold(li, at) &&
        quiet_between(li, at)) {
      folded_[v] = 1;
      return;
    }
  }
}

// Whether gep `in` (instruction i) is only the base of geps close by in this block, the
// offset of each or of `in` constant (not both), whose every use is the address of a load
// or store close by, where in's operands still hold their values: those memory operands
// then take base + index * scale + constant whole (mem_at), and `in` has no code.
bool ISel::inner_gep_folds(const BasicBlock& b, u32 i) const {
  const Instruction& in = b.instructions[i];
  if (in.op != Opcode::GetElementPtr || addr_[in.dest.id].kind != Addr::None) return false;
  u32 n = u32(b.instructions.size()), last = std::min(n - 1, i + 24);
  auto uses_of = [&](const Instruction& u, u32 v) {
    u32 c = 0;
    u.for_each_used_value([&](u32 x) { c += x == v; });
    return c;
  };
  u32 geps = 0;
  for (u32 k = i + 1; k <= last; ++k) {
    const Instruction& g = b.instructions[k];
    u32 c = uses_of(g, in.dest.id);
    if (!c) continue;
    if (c != 1 || g.op != Opcode::GetElementPtr || !g.dest.valid() || !(g.operand(0) == Operand(in.dest)) ||
        bool(const_int(g.operand(1))) == bool(const_int(in.operand(1))) || addr_[g.dest.id].kind != Addr::None ||
        !can_fold(i, k))
      return false;
    ++geps;
    u32 seen = 0;
    for (u32 m = k + 1; m <= last; ++m) {
      const Instruction& u = b.instructions[m];
      u32 a = uses_of(u, g.dest.id);
      if (!a) continue;
      bool address = a == 1 && (u.op == Opcode::Load || (u.op == Opcode::Store && u.operand(1) == Operand(g.dest)));
      if (!address || !can_fold(i, m)) return false;
      seen += a;
    }
    if (seen != uses_[g.dest.id]) return false;
  }
  return geps && geps == uses_[in.dest.id];
}

bool ISel::can_fold(u32 def_index, u32 use_index) const {
  if (use_index <= def_index || use_index - def_index > 24) return false;
  const Instruction& d = cur_ir_->instructions[def_index];
  for (u32 k = def_index + 1; k < use_index && k < cur_ir_->instructions.size(); ++k) {
    const Instruction& in = cur_ir_->instructions[k];
    if (!in.dest.valid()) continue;
    bool clash = false;
    d.for_each_used_value([&](u32 v) { clash |= v == in.dest.id; });
    if (clash) return false;
  }
  return true;
}

// ---- blocks and instructions ---------------------------------------------------------------------

void ISel::select_block(const BasicBlock& b) {
  u32 n = u32(b.instructions.size());
  skip_.assign(n, 0);
  passed_.clear();
  // Decide which single-use definitions fold into their use.
  for (u32 i = 0; i < n; ++i) {
    const Instruction& in = b.instructions[i];
    if (in.op == Opcode::Call || in.op == Opcode::CallIndirect) find_passed_struct(b, i);
    if (!in.dest.valid() || def_inst_[in.dest.id] != &in) continue;
    if (is_scale(in) && all_uses_are_gep_indexes(b, i)) {
      // An index times 1, 2, 4 or 8 whose every use is a gep's index in this block: each
      // gep scales the index itself, in its lea or in the memory operand it folds into.
      folded_[in.dest.id] = 1;
      continue;
    }
    if (in.op == Opcode::Cast && is_int(in.ty) && is_int(in.ty2) && int_size(in.ty2) < int_size(in.ty) &&
        int_size(in.ty) <= 8 && in.operand(0).is_value() && addr_[in.operand(0).value().id].kind == Addr::None &&
        all_uses_nearby(b, i, [](const Instruction&) { return true; })) {
      // A truncation read close by: its users read the low bits of the wider register.
      folded_[in.dest.id] = 1;
      continue;
    }
    if (in.op == Opcode::GetElementPtr && addr_[in.dest.id].kind == Addr::None && uses_[in.dest.id] > 1 &&
        all_uses_are_addresses(b, i)) {
      // The address of several loads and stores close by: each takes base + index * scale.
      folded_[in.dest.id] = 1;
      continue;
    }
    if (inner_gep_folds(b, i)) {
      // The base of geps whose loads and stores take it all: each memory operand is
      // disp(base, index, scale) (mem_at).
      folded_[in.dest.id] = 1;
      continue;
    }
    if (in.op == Opcode::BinOp && (in.binop() == IrBinOp::LShr || in.binop() == IrBinOp::AShr) && is_128(in.ty) &&
        const_int(in.operand(1)) == 64 && all_uses_nearby(b, i, [](const Instruction& u) {
          return u.op == Opcode::Cast && is_int(u.ty2) && int_size(u.ty2) <= 8;
        })) {
      // The high half of a pair, truncated close by: each truncation reads the high
      // register (select_i128_cast).
      folded_[in.dest.id] = 1;
      continue;
    }
    if (uses_[in.dest.id] != 1) continue;
    // Vector values fold into nothing (their loads stay loads: SSE memory operands must be
    // aligned, which the IR does not say).
    if (is_vector(in.ty) || is_vector(in.result_type())) continue;
    u32 v = in.dest.id;
    // Find the use in this block.
    u32 use_at = ~0u;
    for (u32 k = i + 1; k < n && k <= i + 24; ++k) {
      bool used = false;
      b.instructions[k].for_each_used_value([&](u32 x) { used |= x == v; });
      if (used) { use_at = k; break; }
    }
    bool term_use = false;
    if (use_at == ~0u) {
      b.terminator.for_each_used_value([&](u32 x) { term_use |= x == v; });
      if (term_use && n - i <= 24) use_at = n;
    }
    if (use_at == ~0u || !can_fold(i, use_at)) continue;
    const Instruction* user = use_at < n ? &b.instructions[use_at] : nullptr;
    if (in.op == Opcode::Cmp && type_size(in.ty) <= 16) {
      // Into a conditional branch, or a select's condition.
      if (!user && b.terminator.kind == TermKind::CondBranch) folded_[v] = 1;
      else if (user && user->op == Opcode::Select && user->operand(0).is_value() && user->operand(0).value().id == v &&
               in.ty != IrType::F128)
        folded_[v] = 1;
      if (folded_[v]) fold_compared_load(b, i, use_at);
    } else if (in.op == Opcode::Load && in.seg_override() == AddressSpace::Default && user && use_at == i + 1 &&
               user->op == Opcode::Cast && is_int(in.ty) &&
               is_int(user->ty2) && int_size(in.ty) <= 4 && int_size(in.ty) < int_size(user->ty2) &&
               int_size(user->ty2) <= 8) {
      // Into the widening cast right after it: one extending load (movslq, movzbl, ...).
      folded_[v] = 1;
    } else if (in.op == Opcode::Load && in.seg_override() == AddressSpace::Default && in.is_removable() && user &&
               user->op == Opcode::Cast && (in.ty == IrType::I32 || in.ty == IrType::I64) && user->ty == in.ty &&
               (user->ty2 == IrType::F32 || user->ty2 == IrType::F64) && quiet_between(i, use_at)) {
      // Into the conversion to floating point that uses it: cvtsi2sdl (mem), %xmm0.
      folded_[v] = 1;
    } else if (in.op == Opcode::Load && user && load_folds_into(in, *user, in.dest) && !is_scale(*user) &&
               quiet_between(i, use_at)) {
      // An operand of the arithmetic that uses it: add (mem), %reg (not a multiplication
      // by 1, 2, 4 or 8, which may become an index scale with no code of its own). One
      // memory operand per instruction: an earlier load folded as the other operand
      // loads by itself.
      const Operand& other = user->operand(user->operand(0) == Operand(in.dest) ? 1 : 0);
      if (folded_load(other)) folded_[other.value().id] = 0;
      folded_[v] = 1;
    } else if (LeaForm lf; user && lea_combine(in, *user, in.dest, lf) && !reads_folded(in) &&
                           !reads_folded(*user) && !has_load_operand(*user)) {
      // Address arithmetic into the addition that uses it: one lea (not when the addition
      // may fold a load or become a read-modify-write, which read no lea, when the
      // definition reads a folded load or lea itself, or when the addition's other operand
      // is folded into it already: `2 * x + 2 * y` keeps one multiplication).
      folded_[v] = 1;
    } else if (user && tested_and(in, *user, v) && !reads_folded(in)) {
      // `(x & m) == 0`: one test of x with m (emit_compare), the and has no code (not
      // when the and reads a load folded into it as its memory operand).
      folded_[v] = 1;
    } else if (user && masked_count(in, *user, in.dest)) {
      // `x << (n & 63)`: the shift masks its count itself, and reads n from a register, so
      // a load of n folded into the `and` as its memory operand loads by itself after all.
      if (folded_load(in.operand(0))) folded_[in.operand(0).value().id] = 0;
      folded_[v] = 1;
    } else if (const Instruction* m = user ? masked_count_cast(b, in) : nullptr; m && masked_count(*m, *user, in.dest)) {
      // The same through an integer cast of the `and` (its only use): neither has code.
      if (folded_load(m->operand(0))) folded_[m->operand(0).value().id] = 0;
      folded_[m->dest.id] = 1;
      folded_[v] = 1;
    } else if (int k = user ? rmw_load_operand(in, *user, use_at) : -1; k >= 0) {
      // load, operate, store back: one add %reg, (mem). The load is folded too (it may
      // not have been as the first operand of a sub); the other operand loads by itself.
      folded_[in.operand(unsigned(k)).value().id] = 1;
      if (const Operand& other = in.operand(1 - unsigned(k)); folded_load(other)) folded_[other.value().id] = 0;
      folded_[v] = 1;
    } else if (in.op == Opcode::GetElementPtr && addr_[v].kind == Addr::None && user &&
               (user->op == Opcode::Load || (user->op == Opcode::Store && user->operand(1).is_value() &&
                                             user->operand(1).value().id == v && !(user->operand(0) == Operand(Value(v)))))) {
      folded_[v] = 1;
    }
  }
  // Compares emitted where they stand may take a load as their memory operand too.
  for (u32 i = 0; i < n; ++i) {
    const Instruction& in = b.instructions[i];
    if (in.op == Opcode::Cmp && in.dest.valid() && !folded_[in.dest.id]) fold_compared_load(b, i, i);
  }
  // -g: a compare folded into the branch has its position emitted with the branch.
  u32 folded_last = ~0u;
  auto emit_loc = [&](u32 i) {
    if (!ctx_.opts.debug_info || i >= b.source_spans.size()) return;
    const SourceSpan& s = b.source_spans[i];
    if (s.line && !(s == last_span_)) {
      // The scope id rides in the file operand's upper half (docs/debug.md).
      emit(Loc, 8, {MOperand::make_imm(i64(s.file) | i64(s.scope) << 32), MOperand::make_imm(s.line), MOperand::make_imm(s.col)});
      last_span_ = s;
    }
  };
  for (u32 i = 0; i < n; ++i) {
    const Instruction& in = b.instructions[i];
    if (skip_[i]) continue;
    if (in.dest.valid()) {
      u32 v = in.dest.id;
      if (folded_[v] == 1) {
        if (in.op == Opcode::Cmp) folded_last = i;
        continue;
      }
      // Unused pure definitions and folded addresses produce no code (but sym_in_reg_'s).
      if (addr_[v].kind != Addr::None) {
        if (sym_in_reg_[v]) copy(reg_of_value(in.dest), addr_reg(addr_[v]), RegClass::Gpr);
        continue;
      }
      if (uses_[v] == 0 && in.is_removable() && in.op != Opcode::Call) continue;
    }
    emit_loc(i);
    select(in, i);
    // -g: the variables this value sets (a value with several definitions after phi
    // elimination has none here; register allocation checks the rest, docs/debug.md).
    if (!dbg_values_.empty() && in.dest.valid() && def_inst_[in.dest.id] == &in && vreg_[in.dest.id] != kNoReg)
      emit_dbg_values(in.dest, MOperand::make_imm(vreg_[in.dest.id]));
  }
  if (folded_last != ~0u) emit_loc(folded_last);
  select_terminator(b.terminator);
}

} // namespace ilcc::x86_64
