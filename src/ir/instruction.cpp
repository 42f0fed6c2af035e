#include "ir/instruction.h"

#include "support/hash.h"

#include <bit>
#include <cstring>

namespace ilcc {

// ---- terminator table --------------------------------------------------------------------

static const char* const kTermNames[kNumTermKinds] = {
#define IR_TERMINATOR(E, word) word,
#include "ir/terminators.def"
};
std::string_view term_name(TermKind k) { return kTermNames[unsigned(k)]; }
bool parse_term_name(std::string_view s, TermKind& out) {
  for (unsigned i = 0; i < kNumTermKinds; ++i)
    if (!s.empty() && s == kTermNames[i]) {
      out = TermKind(i);
      return true;
    }
  return false;
}

// ---- operands ----------------------------------------------------------------------------

namespace {
struct KeyHash {
  u64 operator()(const ConstHashKey& k) const { return k.hash(); }
};
// Shared copies of the wide constants (seed 002's constant sharing, keyed by bit pattern).
const IrConst* intern_wide_const(const IrConst& c) {
  static auto* pool = new HashMap<ConstHashKey, const IrConst*, KeyHash>;
  static auto* arena = new Arena;
  auto [slot, inserted] = pool->insert(c.to_hash_key(), nullptr);
  if (inserted) *slot = arena->make<IrConst>(c);
  return *slot;
}
} // namespace

Operand::Operand(const IrConst& c) : tag_(kConst), ck_(c.kind()) {
  switch (c.kind()) {
  case ConstKind::I128:
  case ConstKind::LongDouble:
  case ConstKind::Vector: bits_ = reinterpret_cast<u64>(intern_wide_const(c)); break;
  case ConstKind::F32: bits_ = u64(std::bit_cast<u32>(c.f32_value())); break;
  case ConstKind::F64: bits_ = std::bit_cast<u64>(c.f64_value()); break;
  case ConstKind::Zero: bits_ = 0; break;
  default: bits_ = u64(c.int_value()); break;
  }
}

IrConst Operand::constant() const {
  ILCC_ASSERT(tag_ == kConst, "operand is not a constant");
  switch (ck_) {
  case ConstKind::I8: return IrConst::int8(i8(bits_));
  case ConstKind::I16: return IrConst::int16(i16(bits_));
  case ConstKind::I32: return IrConst::int32(i32(bits_));
  case ConstKind::I64: return IrConst::int64(i64(bits_));
  case ConstKind::F32: return IrConst::float32(std::bit_cast<float>(u32(bits_)));
  case ConstKind::F64: return IrConst::float64(std::bit_cast<double>(bits_));
  case ConstKind::Zero: return IrConst::zero();
  case ConstKind::I128:
  case ConstKind::LongDouble:
  case ConstKind::Vector: return *reinterpret_cast<const IrConst*>(bits_);
  }
  ilcc_unreachable("bad constant kind");
}

std::optional<i64> Operand::const_int() const {
  if (tag_ != kConst) return std::nullopt;
  if (ck_ == ConstKind::Zero) return 0;
  if (ck_ <= ConstKind::I64) return i64(bits_);
  if (ck_ == ConstKind::I128) return i64(reinterpret_cast<const IrConst*>(bits_)->i128_value());
  return std::nullopt;
}

bool Operand::operator==(const Operand& o) const {
  if (tag_ != o.tag_) return false;
  if (tag_ == kValue) return id_ == o.id_;
  if (tag_ == kNone) return true;
  // Wide constants are interned, so equal constants share one pointer.
  return ck_ == o.ck_ && bits_ == o.bits_;
}

// ---- instructions ------------------------------------------------------------------------

std::vector<u32> Instruction::used_values() const {
  std::vector<u32> v;
  for_each_used_value([&](u32 id) { v.push_back(id); });
  return v;
}

IrType Instruction::result_type() const {
  if (!dest.valid()) return IrType::Void;
  if (returns_bool()) return IrType::I8;
  switch (info().result) {
  case 't': return ty;
  case 'T': return ty2;
  case 'p': return IrType::Ptr;
  case 'b': return IrType::I8;
  case 'm': return mask_type(ty);
  case 'c': return call_info().return_type;
  case 'i': return intrinsic_result_type(intrinsic(), ty, ty2);
  default: return IrType::Void;
  }
}

bool Instruction::is_removable() const {
  switch (info().removable) {
  case 'y': return true;
  case 'v': return !(flags & kFlagOptWord);
  case 'i': return is_pure(intrinsic());
  default: return false;
  }
}

std::vector<u32> Terminator::used_values() const {
  std::vector<u32> v;
  for_each_used_value([&](u32 id) { v.push_back(id); });
  return v;
}

Instruction make_inst(Arena& a, Opcode op, Value dest, IrType ty, std::span<const Operand> ops) {
  Instruction i;
  i.op = op;
  i.dest = dest;
  IrType fixed = opcode_info(op).fixed_ty;
  i.ty = fixed != IrType::Void ? fixed : ty;
  i.num_ops = u16(ops.size());
  if (!ops.empty()) {
    i.ops = a.alloc_array<Operand>(ops.size());
    for (size_t k = 0; k < ops.size(); ++k) i.ops[k] = ops[k];
  }
  return i;
}

Instruction make_inst(Arena& a, Opcode op, Value dest, IrType ty, std::initializer_list<Operand> ops) {
  return make_inst(a, op, dest, ty, std::span<const Operand>(ops.begin(), ops.size()));
}

Instruction make_alloca(Value dest, IrType ty, u64 size, u32 align, bool is_volatile) {
  Instruction i;
  i.op = Opcode::Alloca;
  i.dest = dest;
  i.ty = ty;
  i.imm = size;
  i.aux = align;
  if (is_volatile) i.flags |= Instruction::kFlagOptWord;
  return i;
}

Instruction make_lifetime(Arena& a, bool start, Value object) {
  return make_inst(a, start ? Opcode::LifetimeStart : Opcode::LifetimeEnd, kNoValue, IrType::Ptr, {Operand(object)});
}

Instruction make_load(Arena& a, Value dest, IrType ty, Operand ptr) {
  return make_inst(a, Opcode::Load, dest, ty, {ptr});
}
Instruction make_store(Arena& a, IrType ty, Operand val, Operand ptr) {
  return make_inst(a, Opcode::Store, kNoValue, ty, {val, ptr});
}
Instruction make_binop(Arena& a, Value dest, IrBinOp op, IrType ty, Operand lhs, Operand rhs) {
  Instruction i = make_inst(a, Opcode::BinOp, dest, ty, {lhs, rhs});
  i.sub = u8(op);
  return i;
}
Instruction make_unop(Arena& a, Value dest, IrUnaryOp op, IrType ty, Operand src) {
  Instruction i = make_inst(a, Opcode::UnaryOp, dest, ty, {src});
  i.sub = u8(op);
  return i;
}
Instruction make_cmp(Arena& a, Value dest, IrCmpOp op, IrType ty, Operand lhs, Operand rhs) {
  Instruction i = make_inst(a, Opcode::Cmp, dest, ty, {lhs, rhs});
  i.sub = u8(op);
  return i;
}
Instruction make_cast(Arena& a, Value dest, IrType from, IrType to, Operand src) {
  Instruction i = make_inst(a, Opcode::Cast, dest, from, {src});
  i.ty2 = to;
  return i;
}
Instruction make_copy(Arena& a, Value dest, IrType ty, Operand src) {
  return make_inst(a, Opcode::Copy, dest, ty, {src});
}
Instruction make_gep(Arena& a, Value dest, Operand base, Operand offset) {
  return make_inst(a, Opcode::GetElementPtr, dest, IrType::Ptr, {base, offset});
}
Instruction make_global_addr(Value dest, Symbol name) {
  Instruction i;
  i.op = Opcode::GlobalAddr;
  i.dest = dest;
  i.ty = IrType::Ptr;
  i.ext = name.raw();
  return i;
}
Instruction make_param_ref(Value dest, u32 index, IrType ty) {
  Instruction i;
  i.op = Opcode::ParamRef;
  i.dest = dest;
  i.ty = ty;
  i.aux = index;
  return i;
}
Instruction make_phi(Arena& a, Value dest, IrType ty, u32 n) {
  Instruction i;
  i.op = Opcode::Phi;
  i.dest = dest;
  i.ty = ty;
  ILCC_ASSERT(n <= Instruction::kMaxOperands, "a phi with more entries than an instruction holds");
  i.num_ops = u16(n);
  i.ops = a.alloc_array<Operand>(n);
  i.ext = a.alloc_array<BlockId>(n);
  return i;
}

static std::span<const AsmOperand> copy_asm_operands(Arena& a, std::span<const AsmOperand> src) {
  AsmOperand* out = a.alloc_array<AsmOperand>(src.size());
  for (size_t i = 0; i < src.size(); ++i) {
    out[i] = src[i];
    out[i].constraint = a.copy_string(src[i].constraint);
  }
  return {out, src.size()};
}

Instruction clone_instruction(Arena& a, const Instruction& inst) {
  Instruction c = inst;
  c.ops = a.copy(std::span<const Operand>(inst.ops, inst.num_ops)).data();
  switch (inst.op) {
  case Opcode::Phi:
    c.ext = a.copy(std::span<const BlockId>(inst.phi_blocks(), inst.num_ops)).data();
    break;
  case Opcode::Call:
  case Opcode::CallIndirect: {
    const CallInfo& src = inst.call_info();
    CallInfo* ci = a.make<CallInfo>(src);
    ci->arg_types = a.copy(src.arg_types);
    StructArg* sa = a.alloc_array<StructArg>(src.struct_args.size());
    for (size_t k = 0; k < src.struct_args.size(); ++k) {
      sa[k] = src.struct_args[k];
      sa[k].classes = a.copy(src.struct_args[k].classes);
    }
    ci->struct_args = {sa, src.struct_args.size()};
    ci->ret_eightbyte_classes = a.copy(src.ret_eightbyte_classes);
    c.ext = ci;
    break;
  }
  case Opcode::InlineAsm: {
    const InlineAsmInfo& src = inst.asm_info();
    InlineAsmInfo* ai = a.make<InlineAsmInfo>();
    ai->asm_template = a.copy_string(src.asm_template);
    ai->outputs = copy_asm_operands(a, src.outputs);
    ai->inputs = copy_asm_operands(a, src.inputs);
    std::string_view* cl = a.alloc_array<std::string_view>(src.clobbers.size());
    for (size_t k = 0; k < src.clobbers.size(); ++k) cl[k] = a.copy_string(src.clobbers[k]);
    ai->clobbers = {cl, src.clobbers.size()};
    ai->goto_labels = a.copy(std::span<const AsmGotoLabel>(src.goto_labels));
    c.ext = ai;
    break;
  }
  case Opcode::VaArgStruct:
    if (inst.ext) {
      auto* s = a.make<std::span<const EightbyteClass>>(a.copy(inst.eightbyte_classes()));
      c.ext = s;
    }
    break;
  default: break; // ext is a Symbol or unused
  }
  return c;
}

Terminator clone_terminator(Arena& a, const Terminator& t) {
  Terminator c = t;
  if (t.kind == TermKind::Switch && t.count) {
    c.list = a.copy(std::span<const SwitchCase>(t.cases(), t.count)).data();
  } else if (t.kind == TermKind::IndirectBranch && t.count) {
    c.list = a.copy(std::span<const BlockId>(t.possible_targets(), t.count)).data();
  }
  return c;
}

Terminator make_ret(IrType ty, Operand val) {
  Terminator t;
  t.kind = TermKind::Return;
  t.ty = ty;
  t.val = val;
  return t;
}
Terminator make_br(BlockId target) {
  Terminator t;
  t.kind = TermKind::Branch;
  t.target = target;
  return t;
}
Terminator make_condbr(Operand cond, BlockId tt, BlockId ff) {
  Terminator t;
  t.kind = TermKind::CondBranch;
  t.val = cond;
  t.target = tt;
  t.target2 = ff;
  return t;
}
Terminator make_unreachable() {
  Terminator t;
  t.kind = TermKind::Unreachable;
  return t;
}

} // namespace ilcc
