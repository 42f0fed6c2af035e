// narrow.cpp — integer narrowing: arithmetic whose result is only truncated is done in
// the narrow type.
//
// C computes `unsigned char` and `short` arithmetic in int, so `c = a + b * 3` on bytes
// is lowered to extensions, int operations and a truncation. The low N bytes of add,
// sub, mul, and, or, xor, neg, not and shl by a constant depend only on the low N bytes of
// their operands (the IR's integer operations wrap), and so does a right shift by a
// constant of an N-byte unsigned integer zero-extended; so a tree of such operations whose
// root is only read by truncations to N bytes computes the same low bytes in the N-byte
// type: the truncations become the root itself and the extensions at the leaves go
// (when nothing else reads them). A tree's inner operations each have one use (their
// parent); its leaves are constants (truncated) and extensions from an N-byte type; a
// leaf of any other kind would need a new truncation, so the tree is left alone.
//
// Use counts come from one scan; each truncation tries the tree under it, visiting every
// operation at most once (inner operations have a single parent): linear.
#include "opt/narrow.h"

#include "ir/rewrite.h"
#include "opt/value_fold.h"

#include <vector>

namespace ilcc {

namespace {

class Narrower {
public:
  explicit Narrower(IrFunction& f) : f_(f), limit_(f.value_limit()), def_(limit_, nullptr), uses_(limit_, 0) {}

  size_t run() {
    // Uses, and per value the truncations reading it.
    trunc_uses_.assign(limit_, 0);
    trunc_size_.assign(limit_, 0);
    narrowed_.assign(limit_, 0);
    auto use = [&](const Operand& o) {
      if (o.is_value() && o.value().id < limit_) ++uses_[o.value().id];
    };
    for (BasicBlock& b : f_.blocks) {
      for (Instruction& i : b.instructions) {
        if (i.dest.valid() && i.dest.id < limit_) def_[i.dest.id] = &i;
        for (const Operand& o : i.operands()) use(o);
        if (u8 n = truncation_size(i); n && i.operand(0).is_value()) {
          u32 v = i.operand(0).value().id;
          if (v >= limit_) continue;
          ++trunc_uses_[v];
          trunc_size_[v] = trunc_size_[v] == 0 || trunc_size_[v] == n ? n : 0xff;
        }
      }
      use(b.terminator.val);
    }
    ValueRewriter rw(limit_);
    size_t narrowed = 0;
    for (BasicBlock& b : f_.blocks) {
      for (Instruction& i : b.instructions) {
        u8 n = truncation_size(i);
        if (!n || !i.operand(0).is_value() || i.operand(0).value().id >= limit_) continue;
        u32 root = i.operand(0).value().id;
        Instruction* r = def_[root];
        // Narrowed already (a second truncation of it), or a root read otherwise.
        if (narrowed_[root]) {
          drop(i, r->ty, root, rw);
          continue;
        }
        if (!r || trunc_size_[root] != n || trunc_uses_[root] != uses_[root] || !fits(*r, n, 0)) continue;
        narrowed += rewrite(*r, i.ty2);
        narrowed_[root] = 1;
        drop(i, r->ty, root, rw);
      }
    }
    if (!narrowed) return 0;
    erase_instructions(f_, [](const Instruction& i) { return (i.flags & Instruction::kFlagDead) != 0; });
    rw.apply(f_);
    return narrowed;
  }

private:
  static constexpr int kMaxDepth = 16;

  // The truncation i of a root narrowed to type nt goes, its uses reading the root, or,
  // when it truncates to the other signedness, converts the root to it (an extension of
  // i's value reads it as of i's type).
  static void drop(Instruction& i, IrType nt, u32 root, ValueRewriter& rw) {
    if (i.ty2 != nt) {
      i.ty = nt;
      return;
    }
    rw.replace(i.dest, Operand(Value(root)));
    i.flags |= Instruction::kFlagDead;
  }

  // The size of the integer type a cast truncates to, or 0 when i is no truncation.
  static u8 truncation_size(const Instruction& i) {
    if (i.op != Opcode::Cast || !is_int(i.ty) || !is_int(i.ty2) || is_128(i.ty)) return 0;
    u32 from = type_size(i.ty), to = type_size(i.ty2);
    return to < from ? u8(to) : 0;
  }

  static bool narrowable(const Instruction& i) {
    if (!is_int(i.ty) || is_128(i.ty)) return false;
    if (i.op == Opcode::UnaryOp) return i.unop() == IrUnaryOp::Neg || i.unop() == IrUnaryOp::Not;
    if (i.op != Opcode::BinOp) return false;
    switch (i.binop()) {
    case IrBinOp::Add:
    case IrBinOp::Sub:
    case IrBinOp::Mul:
    case IrBinOp::And:
    case IrBinOp::Or:
    case IrBinOp::Xor: return true;
    case IrBinOp::Shl:
    case IrBinOp::LShr:
    case IrBinOp::AShr: return i.operand(1).is_const();
    default: return false;
    }
  }

  // Whether the operation tree at i computes its low n bytes from n-byte leaves.
  bool fits(const Instruction& i, u8 n, int depth) {
    if (depth > kMaxDepth || !narrowable(i) || type_size(i.ty) <= n) return false;
    if (i.op == Opcode::BinOp && i.binop() == IrBinOp::Shl) {
      std::optional<i128> s = const_of(i.operand(1), i.ty);
      return s && *s >= 0 && *s < n * 8 && leaf_fits(i.operand(0), i.ty, n, depth);
    }
    if (i.op == Opcode::BinOp && (i.binop() == IrBinOp::LShr || i.binop() == IrBinOp::AShr)) {
      // A right shift brings the bits above the low n bytes down: only of a value whose
      // bits there are zero, an n-byte unsigned integer extended (crc16's `crc >>= 1`).
      std::optional<i128> s = const_of(i.operand(1), i.ty);
      const Instruction* d = i.operand(0).is_value() && i.operand(0).value().id < limit_ ? def_[i.operand(0).value().id] : nullptr;
      return s && *s >= 0 && *s < n * 8 && d && extension_of(*d, n) && is_unsigned_int(d->ty);
    }
    for (const Operand& o : i.operands())
      if (!leaf_fits(o, i.ty, n, depth)) return false;
    return true;
  }

  bool leaf_fits(const Operand& o, IrType ty, u8 n, int depth) {
    if (o.is_const()) return const_of(o, ty).has_value();
    if (!o.is_value() || o.value().id >= limit_) return false;
    const Instruction* d = def_[o.value().id];
    if (!d) return false;
    if (extension_of(*d, n)) return true;
    return uses_[o.value().id] == 1 && d->ty == ty && fits(*d, n, depth + 1);
  }

  // Whether d extends an n-byte integer.
  static bool extension_of(const Instruction& d, u8 n) {
    return d.op == Opcode::Cast && is_int(d.ty) && is_int(d.ty2) && type_size(d.ty) == n &&
           type_size(d.ty2) > n;
  }

  // Rewrites the tree at i (fits() accepted it) to type nt; returns its size.
  size_t rewrite(Instruction& i, IrType nt) {
    IrType wide = i.ty;
    size_t n = 1;
    for (Operand& o : i.operands()) {
      if (o.is_const()) {
        o = int_operand(*const_of(o, wide), nt);
        continue;
      }
      Instruction* d = def_[o.value().id];
      if (extension_of(*d, u8(type_size(nt)))) o = d->operand(0);
      else n += rewrite(*d, nt);
    }
    i.ty = nt;
    if (i.op == Opcode::BinOp && i.binop() == IrBinOp::AShr) i.sub = u8(IrBinOp::LShr); // of a zero extension
    return n;
  }

  IrFunction& f_;
  u32 limit_;
  std::vector<Instruction*> def_;
  std::vector<u32> uses_, trunc_uses_;
  std::vector<u8> trunc_size_;
  std::vector<u8> narrowed_; // per value: a root narrowed (its truncations read it)
};

} // namespace

size_t narrow_integers(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated) return 0;
  return Narrower(f).run();
}

} // namespace ilcc
