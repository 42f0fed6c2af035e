// object_size.cpp — deciding __builtin_object_size and __builtin_dynamic_object_size after
// inlining (the object_size and dynamic_object_size intrinsics, sema/object_size.cpp).
//
// An intrinsic's pointer is traced back to the object it points into: an alloca, a global
// of this unit or a string literal (their sizes), or the result of a call of a function
// declared alloc_size (its size arguments), through copies, geps (byte offsets), and phis
// and selects (the largest of the incoming answers for modes 0 and 1, the smallest for 2
// and 3). The answer is the bytes left from the pointer to the object's end (0 past it).
// The IR keeps no member boundaries: mode 1 answers with the whole object (a largest
// value, as the mode asks) and mode 3 is never decided here (0 at the end); semantic
// analysis answered the subobject questions the source shows.
//
// The dynamic form also takes sizes only known at run time: a call's size argument, a
// variable-length array's size, minus a constant offset; the instructions computing it
// are inserted before the intrinsic.
//
// fold_object_sizes runs while the function is optimized (an answer found then stays
// true: the object a pointer comes from does not change) and again, final, when the unit
// is complete and no inlining can tell more: what is still unknown becomes (size_t)-1 for
// modes 0 and 1 and 0 for modes 2 and 3. Tracing is bounded (depth and a visited set for
// phi cycles), so the pass is linear in the function's size.
#include "opt/object_size.h"

#include "support/diagnostics.h"

#include <optional>

namespace ilcc {

namespace {

constexpr u64 kUnknown = ~u64(0);
constexpr int kMaxDepth = 16;

bool is_object_size(const Instruction& i) {
  return i.op == Opcode::Intrinsic &&
         (i.intrinsic() == IntrinsicOp::ObjectSize || i.intrinsic() == IntrinsicOp::DynObjectSize);
}

class ObjectSizes {
public:
  ObjectSizes(IrModule& m, IrFunction& f, bool final) : m_(m), f_(f), final_(final) {}

  size_t run() {
    bool any = false;
    for (const BasicBlock& b : f_.blocks)
      for (const Instruction& i : b.instructions) any |= is_object_size(i);
    if (!any) return 0;
    def_.assign(f_.value_limit(), nullptr);
    for (const BasicBlock& b : f_.blocks)
      for (const Instruction& i : b.instructions)
        if (i.dest.valid()) def_[i.dest.id] = &i;
    // Decide first (the traces read the instructions where they are), then rewrite.
    struct Decision {
      size_t block, index;
      std::vector<Instruction> replacement;
    };
    std::vector<Decision> decisions;
    for (size_t bi = 0; bi < f_.blocks.size(); ++bi)
      for (size_t k = 0; k < f_.blocks[bi].instructions.size(); ++k) {
        const Instruction& i = f_.blocks[bi].instructions[k];
        std::vector<Instruction> out;
        if (is_object_size(i) && decide(i, out)) decisions.push_back({bi, k, std::move(out)});
      }
    size_t next = 0;
    for (size_t bi = 0; bi < f_.blocks.size() && next < decisions.size(); ++bi) {
      if (decisions[next].block != bi) continue;
      BasicBlock& b = f_.blocks[bi];
      std::vector<Instruction> insts;
      std::vector<SourceSpan> spans;
      bool with_spans = !b.source_spans.empty();
      for (size_t k = 0; k < b.instructions.size(); ++k) {
        SourceSpan span = k < b.source_spans.size() ? b.source_spans[k] : SourceSpan{};
        if (next < decisions.size() && decisions[next].block == bi && decisions[next].index == k) {
          for (const Instruction& r : decisions[next].replacement) {
            insts.push_back(r);
            if (with_spans) spans.push_back(span);
          }
          ++next;
          continue;
        }
        insts.push_back(b.instructions[k]);
        if (with_spans) spans.push_back(span);
      }
      b.instructions = std::move(insts);
      if (with_spans) b.source_spans = std::move(spans);
    }
    return decisions.size();
  }

private:
  // A size: a constant, or (dynamic form) a run-time value.
  struct Size {
    bool known = false;
    u64 bytes = 0;    // remaining bytes, when `value` is none
    Operand value;    // i64 object size at run time (dynamic form), minus `offset`
    u64 offset = 0;
  };

  // Appends the replacement of `i` to out; false when it cannot be decided yet.
  bool decide(const Instruction& i, std::vector<Instruction>& out) {
    std::optional<i128> m = i.operand(1).is_const() ? i.operand(1).constant().to_i128() : std::nullopt;
    int mode = m ? int(*m & 3) : 0;
    bool dynamic = i.intrinsic() == IntrinsicOp::DynObjectSize;
    dynamic_ = dynamic;
    visiting_.clear();
    Size s = mode == 3 ? Size{} : trace(i.operand(0), mode, 0);
    u64 unknown = mode < 2 ? kUnknown : 0;
    if (!s.known && !final_) return false;
    if (!s.known || s.value.is_none()) {
      u64 v = s.known ? s.bytes : unknown;
      out.push_back(make_copy(f_.arena, i.dest, IrType::I64, Operand(IrConst::int64(i64(v)))));
      return true;
    }
    // size - offset, or 0 when the offset is past the end.
    Operand size = s.value;
    if (!s.offset) {
      out.push_back(make_copy(f_.arena, i.dest, IrType::I64, size));
      return true;
    }
    Operand off = Operand(IrConst::int64(i64(s.offset)));
    Value rest = f_.new_value(), past = f_.new_value();
    out.push_back(make_binop(f_.arena, rest, IrBinOp::Sub, IrType::I64, size, off));
    out.push_back(make_cmp(f_.arena, past, IrCmpOp::Ult, IrType::I64, size, off));
    out.push_back(make_inst(f_.arena, Opcode::Select, i.dest, IrType::I64,
                            {Operand(past), Operand(IrConst::int64(0)), Operand(rest)}));
    return true;
  }

  static Size constant(u64 object, u64 offset) {
    Size s;
    s.known = true;
    s.bytes = offset > object ? 0 : object - offset;
    return s;
  }

  Size trace(const Operand& p, int mode, int depth) {
    if (!p.is_value() || depth > kMaxDepth) return {};
    Value v = p.value();
    if (v.id >= def_.size() || !def_[v.id]) return {};
    const Instruction& d = *def_[v.id];
    switch (d.op) {
    case Opcode::Alloca: return constant(d.alloca_size(), 0);
    case Opcode::DynAlloca: {
      if (!dynamic_) return {};
      Size s;
      s.known = true;
      s.value = d.operand(0);
      return s;
    }
    case Opcode::GlobalAddr: {
      Symbol name = d.global_name();
      if (IrGlobal* g = m_.find_global(name); g && !g->is_extern && g->size) return constant(g->size, 0);
      if (const std::string* str = m_.find_string_literal(name)) return constant(str->size() + 1, 0);
      return {};
    }
    case Opcode::GetElementPtr: {
      Size base = trace(d.operand(0), mode, depth + 1);
      if (!base.known) return {};
      std::optional<i128> off = d.operand(1).is_const() ? d.operand(1).constant().to_i128() : std::nullopt;
      if (!off || *off < 0) {
        // An unknown (or negative) offset: the whole object is the largest answer, nothing
        // the smallest.
        if (mode >= 2 || !base.value.is_none()) return {};
        return base.offset == 0 ? base : Size{};
      }
      if (!base.value.is_none()) {
        base.offset += u64(*off);
        return base;
      }
      return constant(base.bytes, u64(*off));
    }
    case Opcode::Copy: return trace(d.operand(0), mode, depth + 1);
    case Opcode::Select: return combine({d.operand(1), d.operand(2)}, mode, depth);
    case Opcode::Phi: {
      if (!visiting_.insert(v.id, 1).second) return {}; // a cycle
      std::vector<Operand> in(d.operands().begin(), d.operands().end());
      return combine(in, mode, depth);
    }
    case Opcode::Call: {
      const CallInfo& ci = d.call_info();
      IrFunction* g = ci.callee ? m_.find_function(ci.callee) : nullptr;
      if (!g || !g->alloc_size[0]) return {};
      std::span<const Operand> args = d.call_args();
      u32 a = g->alloc_size[0] - 1, b = g->alloc_size[1] ? g->alloc_size[1] - 1 : ~0u;
      if (a >= args.size() || (b != ~0u && b >= args.size())) return {};
      std::optional<i128> x = args[a].is_const() ? args[a].constant().to_i128() : std::nullopt;
      std::optional<i128> y = b == ~0u ? std::optional<i128>(1) : args[b].is_const() ? args[b].constant().to_i128() : std::nullopt;
      if (x && y) {
        u128 n = u128(*x) * u128(*y);
        if (*x < 0 || *y < 0 || n >> 63) return {};
        return constant(u64(n), 0);
      }
      if (!dynamic_ || b != ~0u) return {}; // run-time products are left unknown
      Size s;
      s.known = true;
      s.value = args[a];
      IrType t = ci.arg_types.size() > a ? ci.arg_types[a] : IrType::I64;
      if (type_size(t) != 8) return {};
      return s;
    }
    default: return {};
    }
  }

  // Phi and select: every incoming pointer must be known (constants only).
  Size combine(const std::vector<Operand>& in, int mode, int depth) {
    Size r;
    for (const Operand& o : in) {
      Size s = trace(o, mode, depth + 1);
      if (!s.known || !s.value.is_none()) return {};
      if (!r.known) r = s;
      else r.bytes = mode >= 2 ? std::min(r.bytes, s.bytes) : std::max(r.bytes, s.bytes);
    }
    return r;
  }

  IrModule& m_;
  IrFunction& f_;
  bool final_;
  bool dynamic_ = false;
  std::vector<const Instruction*> def_;
  HashMap<u32, u8> visiting_;
};

} // namespace

bool has_object_size(const IrFunction& f) {
  for (const BasicBlock& b : f.blocks)
    for (const Instruction& i : b.instructions)
      if (is_object_size(i)) return true;
  return false;
}

size_t fold_object_sizes(IrModule& m, IrFunction& f, bool final) {
  if (f.is_declaration || f.phis_eliminated) return 0;
  return ObjectSizes(m, f, final).run();
}

} // namespace ilcc
