// ifconv.cpp — if-conversion.
//
// A conditional branch of block B whose targets lead to a join J through empty arms —
// blocks with B as their only predecessor and nothing but a branch to J — is removed:
// each phi of J whose incoming values from the two sides differ gets `select c,
// true-side, false-side` in B, and B branches to J. Two shapes:
//
//     triangle  B -> T -> J, B -> J        diamond  B -> T -> J, B -> F -> J
//
// (either arm of the triangle may be the direct edge). `if (a[i] > m) m = a[i];` becomes
// one cmov. What pays was measured (callgrind on bench/programs, docs/opt.md): one select
// per branch, whose operands are both values — a constant operand costs a mov into a
// register for the cmov, and an arm that computes something costs that computation on the
// path that did not need it (both measured worse than the branch: fannkuch +0.6%,
// strmatch +0.4..1.9%). Integer and pointer phis only (a float select goes through
// general registers). The emptied arms end in `unreachable` for simplifycfg to delete.
//
// Blocks touched by one conversion are left alone for the rest of the round (their
// predecessor lists changed); up to kMaxRounds rounds convert nested ifs from the inside
// out. Each round is one walk over the blocks and the phis of the joins: linear.
#include "opt/ifconv.h"

#include "ir/analysis.h"

namespace ilcc {

namespace {

constexpr u32 kMaxSelects = 1;
constexpr int kMaxRounds = 3;

class IfConverter {
public:
  explicit IfConverter(IrFunction& f) : f_(f) {}

  size_t run() {
    size_t total = 0;
    for (int round = 0; round < kMaxRounds; ++round) {
      size_t n = one_round();
      total += n;
      if (!n) break;
    }
    return total;
  }

private:
  size_t one_round() {
    labels_ = build_label_map(f_);
    cfg_ = build_cfg(f_, labels_);
    touched_.assign(f_.blocks.size(), 0);
    size_t n = 0;
    for (u32 b = 0; b < f_.blocks.size(); ++b)
      if (!touched_[b] && convert(b)) ++n;
    return n;
  }

  // Whether block a is an empty arm of b's branch; j is where it leads.
  bool is_arm(u32 a, u32 b, u32& j) const {
    if (a == kNoBlock || a == b || touched_[a] || cfg_.preds.len(a) != 1) return false;
    const BasicBlock& bb = f_.blocks[a];
    if (bb.terminator.kind != TermKind::Branch || !bb.instructions.empty()) return false;
    j = labels_.index_of(bb.terminator.target);
    return j != kNoBlock && j != a;
  }

  static const Operand* incoming(const Instruction& phi, BlockId from) {
    for (u32 k = 0; k < phi.num_ops; ++k)
      if (phi.phi_blocks()[k] == from) return &phi.operand(k);
    return nullptr;
  }

  bool convert(u32 b) {
    BasicBlock& bb = f_.blocks[b];
    const Terminator& t = bb.terminator;
    if (t.kind != TermKind::CondBranch) return false;
    u32 tb = labels_.index_of(t.target), fb = labels_.index_of(t.target2);
    if (tb == fb) return false;
    u32 jt = kNoBlock, jf = kNoBlock;
    bool t_arm = is_arm(tb, b, jt), f_arm = is_arm(fb, b, jf);
    // The blocks the join is entered from on the true and on the false side.
    u32 j, from_t, from_f;
    if (t_arm && f_arm && jt == jf) j = jt, from_t = tb, from_f = fb;
    else if (t_arm && jt == fb) j = fb, from_t = tb, from_f = b;
    else if (f_arm && jf == tb) j = tb, from_t = b, from_f = fb;
    else return false;
    if (j == b || touched_[j]) return false;
    BlockId lt = f_.blocks[from_t].label, lf = f_.blocks[from_f].label;
    u32 selects = 0;
    for (const Instruction& phi : f_.blocks[j].instructions) {
      if (phi.op != Opcode::Phi) break;
      const Operand *vt = incoming(phi, lt), *vf = incoming(phi, lf);
      if (!vt || !vf) return false;
      if (*vt == *vf) continue;
      if (!is_int_or_ptr(phi.ty) || type_size(phi.ty) > 8 || vt->is_const() || vf->is_const() ||
          ++selects > kMaxSelects)
        return false;
    }
    Operand cond = t.val;
    for (u32 a : {from_t, from_f})
      if (a != b) f_.blocks[a].terminator = make_unreachable(), touched_[a] = 1;
    // Each phi takes one value from b in place of the two sides' entries.
    for (Instruction& phi : f_.blocks[j].instructions) {
      if (phi.op != Opcode::Phi) break;
      Operand vt = *incoming(phi, lt), vf = *incoming(phi, lf);
      Operand v = vt;
      if (!(vt == vf)) {
        Value s = f_.new_value();
        bb.instructions.push_back(make_inst(f_.arena, Opcode::Select, s, phi.ty, {cond, vt, vf}));
        if (!bb.source_spans.empty()) bb.source_spans.push_back({});
        v = Operand(s);
      }
      Instruction np = make_phi(f_.arena, phi.dest, phi.ty, phi.num_ops - 1);
      u32 k = 0;
      for (u32 m = 0; m < phi.num_ops; ++m) {
        BlockId from = phi.phi_blocks()[m];
        if (from == lt || from == lf) continue;
        np.operand(k) = phi.operand(m), np.phi_blocks()[k++] = from;
      }
      np.operand(k) = v, np.phi_blocks()[k] = bb.label;
      phi = np;
    }
    bb.terminator = make_br(f_.blocks[j].label);
    touched_[b] = touched_[j] = 1;
    return true;
  }

  IrFunction& f_;
  LabelMap labels_;
  Cfg cfg_;
  std::vector<u8> touched_;
};

} // namespace

size_t convert_ifs(IrFunction& f) {
  if (f.is_declaration || f.phis_eliminated || f.blocks.empty()) return 0;
  return IfConverter(f).run();
}

} // namespace ilcc
