// isel.cpp — instruction selection: the driver, value homes, operands, integer and
// floating-point arithmetic, compares, casts, selects and terminators (which
// definitions fold into their uses, and each block's walk: isel_fold.cpp).
#include "target/x86_64/isel.h"

#include <algorithm>
#include <cstring>

namespace ilcc::x86_64 {

using namespace mir;

// ---- the module context ------------------------------------------------------------------

ModuleContext::ModuleContext(IrModule& m, const CodegenOptions& o) : module(m), opts(o) {
  next_block_label = m.block_id_limit();
  for (const IrFunction& f : m.functions) {
    functions.insert(f.name.id(), &f);
    if (!f.is_declaration) defined.insert(f.name.id(), true);
  }
  for (const IrGlobal& g : m.globals) {
    if (!g.is_extern) defined.insert(g.name.id(), true);
    if (g.is_thread_local) thread_local_.insert(g.name.id(), true);
  }
  for (auto& [s, str] : m.string_literals) defined.insert(s.id(), true), (void)str;
  for (auto& [s, w] : m.wide_string_literals) defined.insert(s.id(), true), (void)w;
  for (auto& [s, w] : m.char16_string_literals) defined.insert(s.id(), true), (void)w;
  // An indirect function's address comes from the dynamic linker (through the GOT and
  // PLT, as for a symbol of another unit).
  for (const IrAlias& a : m.aliases)
    if (!a.is_ifunc && !a.is_weakref) defined.insert(a.alias.id(), true);
}

Symbol ModuleContext::pool_label(u64 lo, u64 hi, unsigned size) {
  u8 b[16];
  std::memcpy(b, &lo, 8);
  std::memcpy(b + 8, &hi, 8);
  return pool_label(b, size);
}

Symbol ModuleContext::pool_label(const u8* bytes, unsigned size) {
  PoolEntry e{{0, 0, 0, 0}, size, 0};
  std::memcpy(e.w, bytes, size);
  u64 h = size;
  for (u64 w : e.w) h = (h ^ (w * 0x9E3779B97F4A7C15ull)) * 0x632BE59BD9B4E019ull + (h << 6);
  if (const u32* i = pool_index.find(h)) {
    const PoolEntry& o = pool[*i];
    if (std::memcmp(o.w, e.w, sizeof e.w) == 0 && o.size == size) return Symbol::intern(".LC" + std::to_string(o.label));
  }
  e.label = next_label++;
  pool_index.insert(h, u32(pool.size()));
  pool.push_back(e);
  return Symbol::intern(".LC" + std::to_string(e.label));
}

bool ModuleContext::is_local(Symbol s) const {
  if (s.str().starts_with(".L")) return true;
  if (!defined.find(s.id())) return false;
  // A definition here binds locally in an executable; in a shared object a global symbol
  // with default visibility may be preempted, so it goes through the GOT.
  if (!opts.pic || opts.pie) return true;
  for (const IrFunction& f : module.functions)
    if (f.name == s) return f.is_static || (f.visibility && f.visibility.str() != "default");
  for (const IrGlobal& g : module.globals)
    if (g.name == s) return g.is_static || (g.visibility && g.visibility.str() != "default");
  return true; // string literals
}

// ---- set-up --------------------------------------------------------------------------------

ISel::ISel(ModuleContext& ctx, IrFunction& f, MFunction& mf) : ctx_(ctx), m_(ctx.module), f_(f), mf_(mf) {}

u32 ISel::block_index(BlockId b) const {
  u32 k = b.id - label_base_;
  if (b.id >= label_base_ && k < label_to_block_.size() && label_to_block_[k] != ~0u) return label_to_block_[k];
  const u32* i = sparse_labels_.find(b.id);
  ILCC_ASSERT(i, "branch to an unknown block");
  return *i;
}

void ISel::run() {
  u32 nvals = f_.value_limit();
  vreg_.assign(nvals, kNoReg);
  vreg_hi_.assign(nvals, kNoReg);
  slot_.assign(nvals, 0);
  addr_.assign(nvals, Addr{});
  uses_.assign(nvals, 0);
  def_block_.assign(nvals, ~0u);
  def_index_.assign(nvals, 0);
  def_inst_.assign(nvals, nullptr);
  folded_.assign(nvals, 0);

  mf_.name = f_.name;
  mf_.is_variadic = f_.is_variadic;
  mf_.is_global = !f_.is_static;
  u32 nblocks = u32(f_.blocks.size());
  mf_.blocks.resize(nblocks);
  u32 lo = ~0u, hi = 0;
  for (const BasicBlock& b : f_.blocks) lo = std::min(lo, b.label.id), hi = std::max(hi, b.label.id);
  label_base_ = lo;
  if (nblocks && hi - lo < 4 * nblocks + 64) label_to_block_.assign(hi - lo + 1, ~0u);
  for (u32 i = 0; i < nblocks; ++i) {
    mf_.blocks[i].ir_label = f_.blocks[i].label.id;
    if (!label_to_block_.empty()) label_to_block_[f_.blocks[i].label.id - lo] = i;
    else sparse_labels_.insert(f_.blocks[i].label.id, i);
  }
  for (BlockId b : f_.global_init_label_blocks) mf_.blocks[block_index(b)].address_taken = true;

  // Use counts and definitions; allocas and symbol addresses become folded addresses.
  for (u32 bi = 0; bi < nblocks; ++bi) {
    const BasicBlock& b = f_.blocks[bi];
    for (u32 ii = 0; ii < b.instructions.size(); ++ii) {
      const Instruction& in = b.instructions[ii];
      in.for_each_used_value([&](u32 v) { ++uses_[v]; });
      if (in.op == Opcode::LabelAddr) mf_.blocks[block_index(in.label())].address_taken = true;
      if (in.op == Opcode::InlineAsm)
        for (const AsmGotoLabel& l : in.asm_info().goto_labels) mf_.blocks[block_index(l.block)].address_taken = true;
      if (!in.dest.valid()) continue;
      u32 d = in.dest.id;
      if (def_inst_[d]) { // assigned more than once (phi elimination): never folded
        multi_def_type_.insert(d, def_inst_[d]->result_type());
        def_inst_[d] = nullptr;
        def_block_[d] = ~1u;
        continue;
      }
      if (def_block_[d] == ~1u) continue;
      def_inst_[d] = &in, def_block_[d] = bi, def_index_[d] = ii;
    }
    b.terminator.for_each_used_value([&](u32 v) { ++uses_[v]; });
  }
  compute_multi_def_liveness();
  for (u32 bi = 0; bi < nblocks; ++bi)
    for (const Instruction& in : f_.blocks[bi].instructions) {
      if (!in.dest.valid() || def_inst_[in.dest.id] != &in) continue;
      Addr& a = addr_[in.dest.id];
      if (in.op == Opcode::Alloca) {
        a.kind = Addr::Frame;
        a.obj = mf_.new_frame_object(std::max<u64>(in.alloca_size(), 1), std::max<u32>(in.align(), 1));
      } else if (in.op == Opcode::GlobalAddr && !ctx_.is_tls(in.global_name())) {
        a.kind = Addr::Sym, a.sym = in.global_name();
      } else if (in.op == Opcode::GetElementPtr && in.operand(1).is_const() && in.operand(0).is_value()) {
        const Addr& base = addr_[in.operand(0).value().id];
        std::optional<i64> off = in.operand(1).const_int();
        if (base.kind != Addr::None && off && *off > INT32_MIN / 2 && *off < INT32_MAX / 2 &&
            base.off + *off > INT32_MIN / 2 && base.off + *off < INT32_MAX / 2) {
          a = base;
          a.off += *off;
        }
      }
    }
  // A symbol's address that indexes memory in another block (a table read in a loop) is
  // computed once, where it is defined, rather than by a lea before every access. (Where
  // the allocator splits it around calls, it rebuilds it after each call.)
  sym_in_reg_.assign(nvals, 0);
  has_calls_ = false;
  lifetimes_ = true;
  for (const BasicBlock& b : f_.blocks)
    for (const Instruction& in : b.instructions) {
      has_calls_ |= in.op == Opcode::Call || in.op == Opcode::CallIndirect;
      // After a setjmp-like call returns again, the locals live when it was called are
      // used again, which the lifetime markers do not show: no stack colouring of them.
      if (in.op == Opcode::Call && is_returns_twice_call(ctx_.module, in)) lifetimes_ = false, mf_.returns_twice = true;
    }
  for (u32 bi = 0; bi < nblocks; ++bi)
    for (const Instruction& in : f_.blocks[bi].instructions)
      if (in.op == Opcode::GetElementPtr && in.operand(0).is_value() && !in.operand(1).is_const()) {
        u32 base = in.operand(0).value().id;
        if (addr_[base].kind == Addr::Sym && def_block_[base] != bi && def_block_[base] < nblocks)
          sym_in_reg_[base] = 1;
      }

  if (ctx_.opts.debug_info && f_.debug != kNoDi) {
    for (const IrFunction::DebugValue& d : f_.debug_values)
      if (d.value.is_value() && d.value.value().id < nvals) dbg_values_.push_back({d.value.value().id, d.var});
    std::sort(dbg_values_.begin(), dbg_values_.end());
    dbg_values_.erase(std::unique(dbg_values_.begin(), dbg_values_.end()), dbg_values_.end());
  }
  cur_index_ = 0;
  cur_mb_ = 0;
  cur_ = &mf_.blocks[0];
  cur_ir_ = nblocks ? &f_.blocks[0] : nullptr;
  // Parameters have no defining instruction: their registers get their types here.
  for (const IrParam& p : f_.params)
    if (p.value.valid() && vreg_[p.value.id] == kNoReg) vreg_[p.value.id] = new_reg(p.ty);
  lower_params();
  for (u32 bi = 0; bi < nblocks; ++bi) {
    cur_index_ = bi;
    cur_mb_ = bi;
    cur_ = &mf_.blocks[bi];
    cur_ir_ = &f_.blocks[bi];
    select_block(f_.blocks[bi]);
  }
  mf_.outgoing_args_size = (mf_.outgoing_args_size + 15) & ~15u;
  for (auto [b, i] : outgoing_fixups_) mf_.blocks[b].insts[i].ops[1].disp += i32(mf_.outgoing_args_size);

  // Successors from the terminators (and from asm goto labels, recorded at emission).
  for (MBlock& b : mf_.blocks) {
    for (const MInst& in : b.insts) {
      if (in.op == Jmp || in.op == Jcc) b.succs.push_back(in.ops[0].block);
      else if (in.op == InlineAsm && in.asm_ext)
        for (u32 l : in.asm_ext->labels) b.succs.push_back(l);
    }
    std::sort(b.succs.begin(), b.succs.end());
    b.succs.erase(std::unique(b.succs.begin(), b.succs.end()), b.succs.end());
  }
  for (u32 i = 0; i < mf_.blocks.size(); ++i)
    for (u32 s : mf_.blocks[i].succs) mf_.blocks[s].preds.push_back(i);
}

void ISel::emit_dbg_values(Value v, const MOperand& where) {
  auto it = std::lower_bound(dbg_values_.begin(), dbg_values_.end(), std::pair<u32, u32>{v.id, 0});
  for (; it != dbg_values_.end() && it->first == v.id; ++it) emit(DbgValue, 8, {MOperand::make_imm(it->second), where});
}

// ---- value homes -----------------------------------------------------------------------------

Reg ISel::reg_of_value(Value v) {
  Reg& r = vreg_[v.id];
  if (r == kNoReg) {
    const Instruction* d = def_inst_[v.id];
    IrType t = IrType::I64; // a value that is never defined
    if (d) t = d->result_type();
    else if (const IrType* m = multi_def_type_.find(v.id)) t = *m; // assigned by several copies
    r = new_reg(t);
  }
  return r;
}

Reg ISel::hi_of_value(Value v) {
  Reg& r = vreg_hi_[v.id];
  if (r == kNoReg) r = new_gpr();
  return r;
}

u32 ISel::slot_of_value(Value v) {
  u32& s = slot_[v.id];
  if (!s) s = mf_.new_frame_object(16, 16) + 1;
  return s - 1;
}

// ---- emission ---------------------------------------------------------------------------------

MInst& ISel::emit(u16 op, u8 size, std::initializer_list<MOperand> ops) {
  MInst in;
  in.op = op;
  in.size = size;
  in.nops = u8(ops.size());
  u32 k = 0;
  for (const MOperand& o : ops) in.ops[k++] = o;
  const InstDesc& d = target_desc().inst(op);
  in.imp_uses = d.imp_uses;
  in.imp_defs = d.imp_defs;
  // Register operands take their access from the table.
  for (u32 j = 0; j < in.nops; ++j)
    if (in.ops[j].kind == OpKind::Reg && in.ops[j].access == 0) {
      char c = d.access[j];
      c = char(c & ~0x20); // upper case
      in.ops[j].access = c == 'D' ? u8(kDef) : c == 'X' ? u8(kUseDef) : c == 'E' ? u8(kDef | kEarlyClobber) : u8(kUse);
    }
  cur_->insts.push_back(in);
  return cur_->insts.back();
}

void ISel::copy(Reg dst, Reg src, RegClass c, u8 size) {
  if (dst == src) return;
  if (c == RegClass::Xmm) size = mf_.vreg_bytes(dst) == 32 || mf_.vreg_bytes(src) == 32 ? 32 : 16; // a ymm value: all 32 bytes
  emit(c == RegClass::Xmm ? Movaps : Mov, size, {MOperand::def(dst), MOperand::use(src)});
}

void ISel::mov_imm(Reg dst, i64 v, u8 size) {
  if (size < 8) v = size == 4 ? i64(u32(v)) : size == 2 ? i64(u16(v)) : i64(u8(v));
  // A 32-bit move zero-extends: use it whenever the value allows.
  if (size == 8 && v >= 0 && v <= UINT32_MAX) size = 4;
  emit(Mov, size < 4 ? 4 : size, {MOperand::def(dst), MOperand::make_imm(v)});
}


std::optional<i64> ISel::const_int(const Operand& o) const {
  if (!o.is_const()) return std::nullopt;
  if (o.const_kind() == ConstKind::Zero) return 0;
  return o.const_int();
}


// The bits of a float constant as type t (f32 or f64).
static u64 float_bits(const IrConst& c, IrType t) {
  double d = c.to_f64().value_or(0);
  u64 bits = 0;
  if (t == IrType::F32) {
    float f = c.kind() == ConstKind::F32 ? c.f32_value() : float(d);
    u32 b32;
    std::memcpy(&b32, &f, 4);
    bits = b32;
  } else {
    std::memcpy(&bits, &d, 8);
  }
  return bits;
}

// A float constant's entry in the constant pool, as a memory operand.
MOperand ISel::float_const_mem(const IrConst& c, IrType t) {
  unsigned size = unsigned(type_size(t));
  return MOperand::sym_mem(ctx_.pool_label(float_bits(c, t), 0, size), 0, Reloc::PcRel);
}

Reg ISel::use_reg(const Operand& o, IrType t) {
  if (o.is_value()) {
    Value v = o.value();
    if (const Instruction* d = def_inst_[v.id]; d && folded_[v.id]) {
      // A folded address (the base of a gep that a memory operand was to absorb, when
      // that gep was not folded after all) is computed where it is read.
      if (d->op == Opcode::GetElementPtr) {
        Reg r = new_gpr();
        select_gep(r, *d);
        return r;
      }
      // A folded truncation is the wider register's low bits. Any other folded definition
      // (a load as a memory operand, arithmetic in a lea, a compare in a branch) emits no
      // code of its own, so its register would never be written.
      ILCC_ASSERT(d->op == Opcode::Cast, "register use of a folded definition");
      return use_reg(d->operand(0), d->ty);
    }
    const Addr& a = addr_[v.id];
    if (a.kind != Addr::None && !sym_in_reg_[v.id]) return addr_reg(a);
    return reg_of_value(v);
  }
  ILCC_ASSERT(o.is_const(), "missing operand");
  if (is_vector(t)) return vec_reg(o, t);
  IrConst c = o.constant();
  if (t == IrType::F32 || t == IrType::F64) {
    Reg r = new_xmm();
    if (float_bits(c, t) == 0) emit(ZeroX, 16, {MOperand::def(r)});
    else emit(MovF, u8(type_size(t)), {MOperand::def(r), float_const_mem(c, t)});
    return r;
  }
  Reg r = new_gpr();
  i64 v = c.to_i64().value_or(0);
  mov_imm(r, v, int_size(t) < 4 ? 4 : int_size(t));
  return r;
}

MOperand ISel::use_ri(const Operand& o, IrType t) {
  if (auto v = const_int(o); v && is_int_or_ptr(t) && type_size(t) <= 8) {
    i64 x = *v;
    if (int_size(t) == 4) x = i32(x);
    if (fits_i32(x)) return MOperand::make_imm(x);
  }
  return MOperand::use(use_reg(o, t));
}

bool ISel::addr_of(const Operand& o, Addr& out) const {
  if (!o.is_value()) return false;
  const Addr& a = addr_[o.value().id];
  if (a.kind == Addr::None) return false;
  out = a;
  return true;
}

MOperand ISel::sym_addr_mem(Symbol s, i64 off) {
  return MOperand::sym_mem(s, i32(off), Reloc::PcRel);
}

MOperand ISel::mem_of_addr(const Addr& a, i64 off) {
  if (a.kind == Addr::Frame) return MOperand::frame(a.obj, i32(a.off + off));
  if (ctx_.is_local(a.sym)) return sym_addr_mem(a.sym, a.off + off);
  Reg r = new_gpr();
  emit(Mov, 8, {MOperand::def(r), MOperand::sym_mem(a.sym, 0, Reloc::GotPcRel)});
  return MOperand::mem(r, i32(a.off + off));
}

Reg ISel::addr_reg(const Addr& a) {
  Reg r = new_gpr();
  if (a.kind == Addr::Sym && !ctx_.is_local(a.sym)) {
    emit(Mov, 8, {MOperand::def(r), MOperand::sym_mem(a.sym, 0, Reloc::GotPcRel)});
    if (a.off) emit(Add, 8, {MOperand::usedef(r), MOperand::make_imm(a.off)});
    return r;
  }
  emit(Lea, 8, {MOperand::def(r), mem_of_addr(a, 0)});
  return r;
}

// The register of a gep's index, and its scale when the index is a folded multiplication
// by 1, 2, 4 or 8 (select_block folds those whose every use is a gep index).
Reg ISel::scaled_index(const Operand& idx, u8& scale) {
  const Instruction* m = idx.is_value() ? def_inst_[idx.value().id] : nullptr;
  if (m && folded_[idx.value().id] && m->op == Opcode::BinOp) {
    auto k = const_int(m->operand(1));
    scale = m->binop() == IrBinOp::Mul ? u8(*k) : u8(1u << *k);
    return use_reg(m->operand(0), IrType::I64);
  }
  scale = 1;
  return use_reg(idx, IrType::I64);
}

// base + disp + index * scale; a stack slot's address needs no register of its own.
MOperand ISel::indexed_mem(const Operand& base, i64 disp, Reg index, u8 scale) {
  Addr a;
  if (addr_of(base, a) && a.kind == Addr::Frame && fits_i32(a.off + disp))
    return MOperand::frame(a.obj, i32(a.off + disp), index, scale);
  return MOperand::mem(use_reg(base, IrType::Ptr), i32(disp), index, scale);
}

MOperand ISel::mem_at(const Operand& ptr, i64 off) {
  Addr a;
  if (addr_of(ptr, a) && fits_i32(a.off + off)) return mem_of_addr(a, off);
  if (ptr.is_value()) {
    // gep p, i (or p + i*scale) defined here with one use: base + index addressing.
    Value v = ptr.value();
    const Instruction* d = def_inst_[v.id];
    if (d && d->op == Opcode::GetElementPtr && folded_[v.id]) {
      Operand base = d->operand(0);
      const Operand& idx = d->operand(1);
      u8 scale = 1;
      Reg ix = kNoReg;
      i64 disp = off;
      if (auto c = const_int(idx)) disp += *c;
      else ix = scaled_index(idx, scale);
      // A field of an indexed element, `gep (gep p, i * 4), 2`, or an element of an
      // array field, `gep (gep p, 4), i * 4`: one memory operand 4(p, i, 4) when the
      // inner gep was folded too (inner_gep_folds: one of the two offsets is constant).
      const Instruction* d2 = base.is_value() ? def_inst_[base.value().id] : nullptr;
      if (d2 && d2->op == Opcode::GetElementPtr && folded_[base.value().id] && addr_[base.value().id].kind == Addr::None) {
        base = d2->operand(0);
        if (auto c2 = const_int(d2->operand(1))) disp += *c2;
        else ix = scaled_index(d2->operand(1), scale);
      }
      if (fits_i32(disp)) return indexed_mem(base, disp, ix, scale);
      // The displacement does not fit 32 bits: the folded gep computes its address into a
      // register of its own here (it has no code where it stands).
      Reg r = new_gpr();
      select_gep(r, *d);
      return mem_at_reg(r, off);
    }
  }
  return mem_at_reg(use_reg(ptr, IrType::Ptr), off);
}

// The gep `i` into d: one lea, or a constant index too wide for a displacement in a register.
void ISel::select_gep(Reg d, const Instruction& i) {
  if (auto c = const_int(i.operand(1)); c && fits_i32(*c)) {
    emit(Lea, 8, {MOperand::def(d), MOperand::mem(use_reg(i.operand(0), IrType::Ptr), i32(*c))});
  } else {
    u8 scale = 1;
    Reg x = scaled_index(i.operand(1), scale);
    emit(Lea, 8, {MOperand::def(d), indexed_mem(i.operand(0), 0, x, scale)});
  }
}

// (r + off), through a temporary when off does not fit a displacement.
MOperand ISel::mem_at_reg(Reg r, i64 off) {
  if (!fits_i32(off)) {
    Reg t = new_gpr();
    mov_imm(t, off, 8);
    emit(Add, 8, {MOperand::usedef(t), MOperand::use(r)});
    return MOperand::mem(t, 0);
  }
  return MOperand::mem(r, i32(off));
}

void ISel::load(Reg dst, const MOperand& m, IrType t) {
  switch (t) {
  case IrType::F32: emit(MovF, 4, {MOperand::def(dst), m}); break;
  case IrType::F64: emit(MovF, 8, {MOperand::def(dst), m}); break;
  default: {
    u8 s = int_size(t);
    if (s == 1 || s == 2) {
      MInst& in = emit(is_signed_int(t) ? MovSX : MovZX, 4, {MOperand::def(dst), m});
      in.size2 = s;
    } else {
      emit(Mov, s, {MOperand::def(dst), m});
    }
  }
  }
}

void ISel::store(const MOperand& m, const Operand& v, IrType t) {
  if (t == IrType::F32 || t == IrType::F64) {
    emit(MovF, u8(type_size(t)), {m, MOperand::use(use_reg(v, t))});
    return;
  }
  emit(Mov, int_size(t), {m, use_ri(v, t)});
}

void ISel::extend(Reg dst, Reg src, IrType from, u8 to_size) {
  if (int_size(from) >= to_size) copy(dst, src, RegClass::Gpr);
  else extend_from(dst, MOperand::use(src), from, to_size);
}

// dst = src (a register or memory holding a `from`), sign- or zero-extended to to_size bytes.
void ISel::extend_from(Reg dst, const MOperand& src, IrType from, u8 to_size) {
  u8 s = int_size(from);
  if (is_signed_int(from)) {
    MInst& in = emit(MovSX, to_size < 4 ? 4 : to_size, {MOperand::def(dst), src});
    in.size2 = s;
  } else if (s == 4) {
    emit(Mov, 4, {MOperand::def(dst), src});
  } else {
    MInst& in = emit(MovZX, 4, {MOperand::def(dst), src});
    in.size2 = s;
  }
}

// The load that defines x and was folded into its use (a widening cast), or nullptr.
const Instruction* ISel::folded_load(const Operand& x) const {
  const Instruction* d = x.is_value() ? def_of(x.value()) : nullptr;
  return d && d->op == Opcode::Load && folded_[x.value().id] ? d : nullptr;
}

void ISel::select(const Instruction& i, u32 index) {
  (void)index;
  // Vectors (isel_vector.cpp): operations on them, moves of them, casts from or to them.
  switch (i.op) {
  case Opcode::BinOp: case Opcode::UnaryOp: case Opcode::Cmp: case Opcode::Copy: case Opcode::Select:
  case Opcode::Load: case Opcode::Store: case Opcode::ParamRef:
    if (is_vector(i.ty)) return select_vector(i);
    break;
  case Opcode::Cast:
    if (is_vector(i.ty) || is_vector(i.ty2)) return select_vector(i);
    break;
  case Opcode::Intrinsic:
    if (is_polymorphic(i.intrinsic())) return select_vector_intrinsic(i);
    break;
  default: break;
  }
  switch (i.op) {
  case Opcode::Alloca: break; // a frame object (or unused)
  case Opcode::DynAlloca: select_dynalloca(i); break;
  case Opcode::Load: select_load(i); break;
  case Opcode::Store: select_store(i); break;
  case Opcode::Memcpy: select_memcpy(i); break;
  case Opcode::GetElementPtr: select_gep(reg_of_value(i.dest), i); break;
  case Opcode::GlobalAddr: {
    // Thread-local variables (other symbols are folded addresses). A variable defined in
    // an executable uses the local-exec model (its offset from the thread pointer is a
    // link-time constant); otherwise initial-exec, the offset read from the GOT.
    Reg d = reg_of_value(i.dest);
    Symbol s = i.global_name();
    MOperand fs0 = MOperand::mem(kNoReg, 0);
    fs0.set_segment(Segment::Fs);
    if (ctx_.defined.find(s.id()) && (!ctx_.opts.pic || ctx_.opts.pie)) {
      emit(Mov, 8, {MOperand::def(d), fs0});
      MOperand off = MOperand::sym_mem(s, 0, Reloc::TpOff);
      off.reg = d;
      emit(Lea, 8, {MOperand::def(d), off});
    } else {
      emit(Mov, 8, {MOperand::def(d), MOperand::sym_mem(s, 0, Reloc::GotTpOff)});
      emit(Add, 8, {MOperand::usedef(d), fs0});
    }
    break;
  }
  case Opcode::LifetimeStart:
  case Opcode::LifetimeEnd: {
    // The marker of a frame object, for stack colouring.
    const Operand& o = i.operand(0);
    if (!o.is_value() || !lifetimes_) break;
    const Addr& a = addr_[o.value().id];
    if (a.kind == Addr::Frame && a.off == 0)
      emit(i.op == Opcode::LifetimeStart ? LifetimeStart : LifetimeEnd, 8, {MOperand::frame(a.obj, 0)});
    break;
  }
  case Opcode::StackSave: {
    copy(reg_of_value(i.dest), RSP, RegClass::Gpr);
    break;
  }
  case Opcode::StackRestore: {
    Reg p = use_reg(i.operand(0), IrType::Ptr);
    emit(Mov, 8, {MOperand::def(RSP), MOperand::use(p)});
    break;
  }
  case Opcode::BinOp: select_binop(i); break;
  case Opcode::UnaryOp: select_unop(i); break;
  case Opcode::Cmp: select_cmp(i); break;
  case Opcode::Cast: select_cast(i); break;
  case Opcode::Copy: {
    if (i.ty == IrType::I128 || i.ty == IrType::U128) {
      Reg lo, hi;
      use_pair(i.operand(0), lo, hi);
      copy(reg_of_value(i.dest), lo, RegClass::Gpr);
      copy(hi_of_value(i.dest), hi, RegClass::Gpr);
    } else if (i.ty == IrType::F128) {
      copy_memory(MOperand::frame(slot_of_value(i.dest), 0), ld_mem(i.operand(0)), 16);
    } else {
      Reg d = reg_of_value(i.dest);
      if (auto c = const_int(i.operand(0)); c && is_int_or_ptr(i.ty)) mov_imm(d, *c, int_size(i.ty) < 4 ? 4 : int_size(i.ty));
      else copy(d, use_reg(i.operand(0), i.ty), class_of(i.ty));
    }
    break;
  }
  case Opcode::Select: select_select(i); break;
  case Opcode::Call:
  case Opcode::CallIndirect: select_call(i); break;
  case Opcode::VaStart: select_va_start(i); break;
  case Opcode::VaEnd: break;
  case Opcode::VaCopy: copy_memory(mem_at(i.operand(0)), mem_at(i.operand(1)), 24); break;
  case Opcode::VaArg: select_va_arg(i); break;
  case Opcode::VaArgStruct: select_va_arg_struct(i); break;
  case Opcode::AtomicRmw:
  case Opcode::AtomicCmpxchg:
  case Opcode::AtomicLoad:
  case Opcode::AtomicStore:
  case Opcode::Fence: select_atomic(i); break;
  case Opcode::Phi: ilcc_unreachable("phi after phi elimination");
  case Opcode::ParamRef: {
    const IrParam& p = f_.params[i.param_index()];
    if (p.ty == IrType::I128 || p.ty == IrType::U128) {
      copy(reg_of_value(i.dest), reg_of_value(p.value), RegClass::Gpr);
      copy(hi_of_value(i.dest), hi_of_value(p.value), RegClass::Gpr);
    } else if (p.ty == IrType::F128) {
      copy_memory(MOperand::frame(slot_of_value(i.dest), 0), MOperand::frame(slot_of_value(p.value), 0), 16);
    } else {
      Operand src(p.value);
      copy(reg_of_value(i.dest), use_reg(src, p.ty), class_of(p.ty));
    }
    break;
  }
  case Opcode::GetReturnF64Second:
  case Opcode::GetReturnF32Second:
  case Opcode::GetReturnF128Second: break; // read by the call before it (select_call)
  case Opcode::SetReturnF64Second:
  case Opcode::SetReturnF32Second: {
    ret_second_xmm_ = new_xmm();
    copy(ret_second_xmm_, use_reg(i.operand(0), i.ty), RegClass::Xmm);
    break;
  }
  case Opcode::SetReturnF128Second: {
    ret_second_slot_ = mf_.new_frame_object(16, 16);
    copy_memory(MOperand::frame(ret_second_slot_, 0), ld_mem(i.operand(0)), 16);
    break;
  }
  case Opcode::InlineAsm: select_inline_asm(i); break;
  case Opcode::Intrinsic: select_intrinsic(i); break;
  case Opcode::LabelAddr: {
    Reg d = reg_of_value(i.dest);
    emit(Lea, 8, {MOperand::def(d), MOperand::sym_mem(Symbol::intern(".LBB" + std::to_string(i.label().id)), 0, Reloc::PcRel)});
    break;
  }
  }
}

// ---- arithmetic -----------------------------------------------------------------------------------

void ISel::select_binop(const Instruction& i) {
  if (i.ty == IrType::I128 || i.ty == IrType::U128) return select_i128(i);
  if (i.ty == IrType::F128) return select_x87(i);
  if (i.ty == IrType::F32 || i.ty == IrType::F64) return select_float_binop(i);
  switch (i.binop()) {
  case IrBinOp::SDiv:
  case IrBinOp::UDiv:
  case IrBinOp::SRem:
  case IrBinOp::URem: return select_div(i);
  case IrBinOp::Shl:
  case IrBinOp::AShr:
  case IrBinOp::LShr: return select_shift(i);
  default: return select_int_binop(i);
  }
}

void ISel::select_int_binop(const Instruction& i) {
  u8 size = op_size(i.ty);
  Reg d = reg_of_value(i.dest);
  const Operand* a = &i.operand(0);
  const Operand* b = &i.operand(1);
  bool commutative = i.binop() == IrBinOp::Add || i.binop() == IrBinOp::Mul || i.binop() == IrBinOp::And ||
                     i.binop() == IrBinOp::Or || i.binop() == IrBinOp::Xor;
  if (commutative && ((a->is_const() && !b->is_const()) || dies_here_rather(*b, *a, i))) std::swap(a, b);
  if (emit_folded_lea(i, d, size)) return;
  // A load folded into the operation is its memory operand, the second.
  if (folded_load(*a)) std::swap(a, b);
  if (const Instruction* ld = folded_load(*b)) {
    MOperand m = mem_at(ld->operand(0));
    auto c = const_int(*a);
    if (i.binop() == IrBinOp::Mul && c && fits_i32(*c)) {
      emit(Imul3, size, {MOperand::def(d), m, MOperand::make_imm(*c)});
      return;
    }
    copy(d, use_reg(*a, i.ty), RegClass::Gpr);
    emit(i.binop() == IrBinOp::Mul ? u16(Imul) : rmw_opcode(i.binop()), size, {MOperand::usedef(d), m});
    return;
  }
  // add with an immediate or a register into a different destination: lea (leal on 32
  // bits: the address arithmetic is 64-bit, the low half is the 32-bit sum).
  if (i.binop() == IrBinOp::Add && size >= 4 && !a->is_const()) {
    MOperand rb = use_ri(*b, i.ty);
    Reg ra = use_reg(*a, i.ty);
    if (rb.is_imm()) emit(Lea, size, {MOperand::def(d), MOperand::mem(ra, i32(rb.imm))});
    else emit(Lea, size, {MOperand::def(d), MOperand::mem(ra, 0, rb.reg, 1)});
    return;
  }
  // subtracting an immediate into a different destination: lea with the negated displacement.
  if (auto c = const_int(*b); i.binop() == IrBinOp::Sub && size >= 4 && !a->is_const() && c && *c > INT32_MIN &&
                              *c <= INT32_MAX) {
    emit(Lea, size, {MOperand::def(d), MOperand::mem(use_reg(*a, i.ty), i32(-*c))});
    return;
  }
  if (i.binop() == IrBinOp::Mul) {
    MOperand rb = use_ri(*b, i.ty);
    Reg ra = use_reg(*a, i.ty);
    if (rb.is_imm()) {
      emit(Imul3, size, {MOperand::def(d), MOperand::use(ra), rb});
      return;
    }
    copy(d, ra, RegClass::Gpr);
    emit(Imul, size, {MOperand::usedef(d), rb});
    return;
  }
  u16 op = 0;
  switch (i.binop()) {
  case IrBinOp::Add: op = Add; break;
  case IrBinOp::Sub: op = Sub; break;
  case IrBinOp::And: op = And; break;
  case IrBinOp::Or: op = Or; break;
  case IrBinOp::Xor: op = Xor; break;
  default: ilcc_unreachable("integer binop");
  }
  MOperand rb = use_ri(*b, i.ty);
  Reg ra = use_reg(*a, i.ty);
  copy(d, ra, RegClass::Gpr);
  emit(op, size, {MOperand::usedef(d), rb});
}

void ISel::select_div(const Instruction& i) {
  IrType t = i.ty;
  u8 s = int_size(t);
  bool is_signed = i.binop() == IrBinOp::SDiv || i.binop() == IrBinOp::SRem;
  bool rem = i.binop() == IrBinOp::SRem || i.binop() == IrBinOp::URem;
  u8 size = s < 4 ? 4 : s;
  Reg a = use_reg(i.operand(0), t);
  Reg b = use_reg(i.operand(1), t);
  if (s < 4) {
    // Narrow operands are extended to 32 bits by the operation's signedness.
    IrType wt = is_signed ? (s == 1 ? IrType::I8 : IrType::I16) : (s == 1 ? IrType::U8 : IrType::U16);
    Reg a2 = new_gpr(), b2 = new_gpr();
    extend(a2, a, wt, 4);
    extend(b2, b, wt, 4);
    a = a2, b = b2;
  }
  copy(RAX, a, RegClass::Gpr);
  if (is_signed) {
    emit(size == 8 ? Cqto : Cltd, size);
    emit(Idiv, size, {MOperand::use(b)});
  } else {
    emit(Xor, 4, {MOperand::def(RDX), MOperand::use(RDX)}).ops[0].access = kDef; // xor edx, edx
    cur_->insts.back().ops[1] = MOperand::use(RDX);
    // `xor %edx, %edx` reads rdx only formally: model it as a plain definition.
    cur_->insts.back().op = Mov;
    cur_->insts.back().ops[1] = MOperand::make_imm(0);
    emit(Div, size, {MOperand::use(b)});
  }
  copy(reg_of_value(i.dest), rem ? RDX : RAX, RegClass::Gpr);
}

// A count masked to the width (select_block's masked_count), directly or through a cast,
// is used unmasked: the instruction masks its count itself.
const Operand& ISel::shift_count(const Instruction& i) const {
  const Operand* count = &i.operand(1);
  const Instruction* m = count->is_value() && folded_[count->value().id] ? def_of(count->value()) : nullptr;
  if (m && m->op == Opcode::Cast) { // the and's cast (masked_count_cast)
    const Operand& a = m->operand(0);
    const Instruction* and_ = a.is_value() && folded_[a.value().id] ? def_of(a.value()) : nullptr;
    if (!and_ || and_->op != Opcode::BinOp) return *count;
    m = and_;
  }
  return m && m->op == Opcode::BinOp ? m->operand(0) : *count;
}

void ISel::select_shift(const Instruction& i) {
  u8 s = int_size(i.ty);
  u8 size = s < 4 ? 4 : s;
  Reg d = reg_of_value(i.dest);
  if (i.binop() == IrBinOp::Shl && s >= 4 && const_int(i.operand(0)) == 1 && !const_int(i.operand(1))) {
    // 1 << n: `bts` sets bit n (mod the width, as shl counts) of a cleared register, and
    // needs no count in %cl (the sieve's `bits[j / 64] |= 1ull << (j % 64)`).
    Reg cnt = use_reg(shift_count(i), i.ty);
    emit(Mov, 4, {MOperand::def(d), MOperand::make_imm(0)});
    emit(Bts, size, {MOperand::usedef(d), MOperand::use(cnt)});
    return;
  }
  Reg a = use_reg(i.operand(0), i.ty);
  bool right = i.binop() != IrBinOp::Shl;
  bool arith = i.binop() == IrBinOp::AShr;
  u16 op_imm = i.binop() == IrBinOp::Shl ? Shl : arith ? Sar : Shr;
  auto c = const_int(i.operand(1));
  // A narrow right shift by a constant is one `shrb`/`sarw`: the bits above the width
  // are anyone's in a register, and x86 shifts by the count masked to 31 as the 32-bit
  // shift of the extended value does (past the width both give zeros or the sign).
  if (s < 4 && right && c) {
    copy(d, a, RegClass::Gpr);
    emit(op_imm, s, {MOperand::usedef(d), MOperand::make_imm(*c & 31)});
    return;
  }
  // Other narrow right shifts work on the value extended to 32 bits.
  if (s < 4 && right) {
    IrType wt = arith ? (s == 1 ? IrType::I8 : IrType::I16) : (s == 1 ? IrType::U8 : IrType::U16);
    Reg a2 = new_gpr();
    extend(a2, a, wt, 4);
    a = a2;
  }
  u16 op_cl = i.binop() == IrBinOp::Shl ? ShlCl : arith ? SarCl : ShrCl;
  unsigned mask = s == 8 ? 63 : 31;
  if (c) {
    copy(d, a, RegClass::Gpr);
    emit(op_imm, size, {MOperand::usedef(d), MOperand::make_imm(*c & mask)});
    return;
  }
  Reg cnt = use_reg(shift_count(i), i.ty);
  copy(d, a, RegClass::Gpr);
  copy(RCX, cnt, RegClass::Gpr);
  emit(op_cl, size, {MOperand::usedef(d)});
}

void ISel::select_float_binop(const Instruction& i) {
  u8 size = u8(type_size(i.ty));
  u16 op = 0;
  switch (i.binop()) {
  case IrBinOp::Add: op = AddF; break;
  case IrBinOp::Sub: op = SubF; break;
  case IrBinOp::Mul: op = MulF; break;
  case IrBinOp::SDiv:
  case IrBinOp::UDiv: op = DivF; break;
  default: ilcc_unreachable("float binop");
  }
  Reg d = reg_of_value(i.dest);
  // A folded load or a constant is the memory operand, the second.
  bool commutative = op == AddF || op == MulF;
  const Operand& x = i.operand(0);
  const Operand& y = i.operand(1);
  bool swap = folded_load(x) ||
              (commutative && !folded_load(y) && !y.is_const() && (x.is_const() || dies_here_rather(y, x, i)));
  const Operand& b = swap ? x : y;
  Reg a = use_reg(swap ? y : x, i.ty);
  const Instruction* ld = folded_load(b);
  MOperand mb = ld                                          ? mem_at(ld->operand(0))
                : b.is_const() && float_bits(b.constant(), i.ty) ? float_const_mem(b.constant(), i.ty)
                                                            : MOperand::use(use_reg(b, i.ty));
  copy(d, a, RegClass::Xmm);
  emit(op, size, {MOperand::usedef(d), mb});
}

void ISel::select_unop(const Instruction& i) {
  IrType t = i.ty;
  if (t == IrType::I128 || t == IrType::U128) return select_i128(i);
  if (t == IrType::F128) return select_x87(i);
  Reg d = reg_of_value(i.dest);
  if (i.unop() == IrUnaryOp::IsConstant) {
    mov_imm(d, i.operand(0).is_const() ? 1 : 0, 4);
    return;
  }
  if (t == IrType::F32 || t == IrType::F64) {
    ILCC_ASSERT(i.unop() == IrUnaryOp::Neg, "float unary operation");
    Reg a = use_reg(i.operand(0), t);
    Reg m = new_xmm();
    u64 bits = t == IrType::F32 ? 0x80000000ull : 0x8000000000000000ull;
    emit(Movups, 16, {MOperand::def(m), MOperand::sym_mem(ctx_.pool_label(bits, 0, 16), 0, Reloc::PcRel)});
    copy(d, a, RegClass::Xmm);
    emit(Xorps, u8(type_size(t)), {MOperand::usedef(d), MOperand::use(m)});
    return;
  }
  u8 s = int_size(t);
  u8 size = s < 4 ? 4 : s;
  Reg a = use_reg(i.operand(0), t);
  switch (i.unop()) {
  case IrUnaryOp::Neg:
    copy(d, a, RegClass::Gpr);
    emit(Neg, size, {MOperand::usedef(d)});
    break;
  case IrUnaryOp::Not:
    copy(d, a, RegClass::Gpr);
    emit(Not, size, {MOperand::usedef(d)});
    break;
  case IrUnaryOp::Bswap:
    copy(d, a, RegClass::Gpr);
    if (s == 2) emit(Rol, 2, {MOperand::usedef(d), MOperand::make_imm(8)});
    else if (s > 1) emit(Bswap, size, {MOperand::usedef(d)});
    break;
  case IrUnaryOp::Clz:
  case IrUnaryOp::Ctz: {
    // bsr/bsf leave the destination undefined for 0: the result is the width then.
    Reg x = a;
    if (s < 4) {
      x = new_gpr();
      MInst& z = emit(MovZX, 4, {MOperand::def(x), MOperand::use(a)});
      z.size2 = s;
      if (i.unop() == IrUnaryOp::Ctz) {
        // Bit s*8 set so that ctz of 0 gives the width.
        emit(Or, 4, {MOperand::usedef(x), MOperand::make_imm(i64(1) << (s * 8))});
      }
    }
    Reg w = new_gpr();
    unsigned bits = s * 8;
    if (i.unop() == IrUnaryOp::Ctz) {
      mov_imm(w, bits, 4);
      emit(Bsf, size, {MOperand::def(d), MOperand::use(x)});
      emit(Cmov, size, {MOperand::usedef(d), MOperand::use(w)}).cond = CE;
    } else {
      // clz = (width-1) - bsr; for 0 use bsr = -1 so the result is the width.
      Reg t1 = new_gpr();
      mov_imm(w, -1, size);
      emit(Bsr, size, {MOperand::def(t1), MOperand::use(x)});
      emit(Cmov, size, {MOperand::usedef(t1), MOperand::use(w)}).cond = CE;
      mov_imm(d, (s < 4 ? 32 : bits) - 1, size);
      emit(Sub, size, {MOperand::usedef(d), MOperand::use(t1)});
      if (s < 4) emit(Sub, 4, {MOperand::usedef(d), MOperand::make_imm(32 - bits)});
    }
    break;
  }
  case IrUnaryOp::CtzNZ:
    // The lowest set bit lies in the operand's own bytes: bsf reads the register as is.
    emit(Bsf, size, {MOperand::def(d), MOperand::use(a)});
    break;
  case IrUnaryOp::ClzNZ: {
    // clz = (width-1) - bsr = bsr ^ (width-1) on the zero-extended operand.
    Reg x = a;
    if (s < 4) {
      x = new_gpr();
      emit(MovZX, 4, {MOperand::def(x), MOperand::use(a)}).size2 = s;
    }
    emit(Bsr, size, {MOperand::def(d), MOperand::use(x)});
    emit(Xor, size, {MOperand::usedef(d), MOperand::make_imm(size * 8 - 1)});
    if (s < 4) emit(Sub, 4, {MOperand::usedef(d), MOperand::make_imm(32 - s * 8)});
    break;
  }
  case IrUnaryOp::Popcount: {
    // The SWAR count on the zero-extended value (popcnt is not in the baseline ISA).
    Reg x = a;
    if (s < 4) {
      x = new_gpr();
      emit(MovZX, 4, {MOperand::def(x), MOperand::use(a)}).size2 = s;
    }
    copy(d, popcount64(x, size), RegClass::Gpr);
    break;
  }
  default: ilcc_unreachable("unary operation");
  }
}

// ---- compares and selects -------------------------------------------------------------------------

namespace {
constexpr Cond kFEq = Cond(16), kFNe = Cond(17); // float equality: two flag conditions

Cond int_cond(IrCmpOp op) {
  switch (op) {
  case IrCmpOp::Eq: return CE;
  case IrCmpOp::Ne: return CNE;
  case IrCmpOp::Slt: return CL;
  case IrCmpOp::Sle: return CLE;
  case IrCmpOp::Sgt: return CG;
  case IrCmpOp::Sge: return CGE;
  case IrCmpOp::Ult: return CB;
  case IrCmpOp::Ule: return CBE;
  case IrCmpOp::Ugt: return CA;
  case IrCmpOp::Uge: return CAE;
  }
  return CE;
}
} // namespace

Cond ISel::emit_compare(IrCmpOp op, IrType t, const Operand& a0, const Operand& b0) {
  if (t == IrType::I128 || t == IrType::U128) return emit_compare_i128(op, a0, b0);
  if (t == IrType::F128) return x87_compare(op, a0, b0);
  if (t == IrType::F32 || t == IrType::F64) {
    u8 size = u8(type_size(t));
    const Operand* a = &a0;
    const Operand* b = &b0;
    // a < b is b > a: CF/ZF after ucomis describe the first register against the second.
    if (op == IrCmpOp::Slt || op == IrCmpOp::Sle || op == IrCmpOp::Ult || op == IrCmpOp::Ule) {
      std::swap(a, b);
      op = swapped(op);
    }
    Reg ra = use_reg(*a, t), rb = use_reg(*b, t);
    emit(UcomiF, size, {MOperand::use(ra), MOperand::use(rb)});
    switch (op) {
    case IrCmpOp::Eq: return kFEq;
    case IrCmpOp::Ne: return kFNe;
    case IrCmpOp::Sgt:
    case IrCmpOp::Ugt: return CA;
    default: return CAE;
    }
  }
  u8 size = int_size(t);
  const Operand* a = &a0;
  const Operand* b = &b0;
  if (a->is_const() && !b->is_const()) {
    std::swap(a, b);
    op = swapped(op);
  }
  // A load folded into the compare is its memory operand (fold_compared_load).
  if (const Instruction* ld = folded_load(*a)) {
    emit(Cmp, size, {mem_at(ld->operand(0)), use_ri(*b, t)});
    return int_cond(op);
  }
  if (const Instruction* ld = folded_load(*b)) {
    Reg ra = use_reg(*a, t);
    emit(Cmp, size, {MOperand::use(ra), mem_at(ld->operand(0))});
    return int_cond(op);
  }
  auto cb = const_int(*b);
  const Instruction* m = a->is_value() && folded_[a->value().id] ? def_inst_[a->value().id] : nullptr;
  if (cb && *cb == 0 && (op == IrCmpOp::Eq || op == IrCmpOp::Ne) && m && m->op == Opcode::BinOp &&
      m->binop() == IrBinOp::And) {
    // A folded `and` (tested_and): test its operands.
    Reg x = use_reg(m->operand(0), t);
    emit(Test, size, {MOperand::use(x), use_ri(m->operand(1), t)});
    return int_cond(op);
  }
  Reg ra = use_reg(*a, t);
  if (cb && *cb == 0 && (op == IrCmpOp::Eq || op == IrCmpOp::Ne)) {
    emit(Test, size, {MOperand::use(ra), MOperand::use(ra)});
  } else {
    emit(Cmp, size, {MOperand::use(ra), use_ri(*b, t)});
  }
  return int_cond(op);
}

// An equality of x with a constant in a block that also computes y = x + k or x - k, where
// x dies at the compare: compared as y with the adjusted constant (wrapping addition is a
// bijection), x dies at y's definition instead of living on next to y up to the compare
// (the loop test of `while (n--)` otherwise keeps the old and the decremented counter in
// two registers and copies one into the other).
std::optional<std::pair<Operand, Operand>> ISel::shifted_compare(const Instruction& cmp) const {
  IrCmpOp op = cmp.cmpop();
  const Operand& x = cmp.operand(0);
  std::optional<i64> c = const_int(cmp.operand(1));
  if ((op != IrCmpOp::Eq && op != IrCmpOp::Ne) || !is_int(cmp.ty) || is_128(cmp.ty) || !c || !x.is_value() ||
      !cmp.dest.valid() || def_block_[cmp.dest.id] != cur_index_)
    return std::nullopt;
  u32 v = x.value().id;
  if (!(def_block_[v] == cur_index_ ? uses_[v] == 2 : dies_at(x, cmp))) return std::nullopt;
  // The last y before the compare with no assignment of x (a phi's copy) in between.
  const std::vector<Instruction>& insts = cur_ir_->instructions;
  std::optional<std::pair<Operand, Operand>> found;
  for (u32 k = 0, at = u32(&cmp - insts.data()); k < at; ++k) {
    const Instruction& in = insts[k];
    if (in.dest.valid() && in.dest.id == v) found.reset();
    if (in.op != Opcode::BinOp || in.ty != cmp.ty || !(in.operand(0) == x) || !in.dest.valid() ||
        def_block_[in.dest.id] != cur_index_ || folded_[in.dest.id])
      continue;
    std::optional<i64> d = const_int(in.operand(1));
    if (!d || (in.binop() != IrBinOp::Add && in.binop() != IrBinOp::Sub)) continue;
    u64 w = in.binop() == IrBinOp::Add ? u64(*c) + u64(*d) : u64(*c) - u64(*d);
    i64 shifted = normalize_int(cmp.ty, i64(w));
    if (int_size(cmp.ty) < 8 || shifted == i64(i32(shifted)))
      found = std::pair{Operand(in.dest), Operand(IrConst::from_i64(shifted, cmp.ty))};
  }
  return found;
}

Cond ISel::emit_condition(const Operand& c) {
  if (c.is_value() && folded_[c.value().id] == 1) {
    const Instruction* d = def_inst_[c.value().id];
    if (auto s = shifted_compare(*d)) return emit_compare(d->cmpop(), d->ty, s->first, s->second);
    return emit_compare(d->cmpop(), d->ty, d->operand(0), d->operand(1));
  }
  Reg r = use_reg(c, IrType::I8);
  emit(Test, 1, {MOperand::use(r), MOperand::use(r)});
  return CNE;
}

void ISel::setcc_to(Reg dst, Cond c) {
  if (c == kFEq || c == kFNe) {
    Reg t = new_gpr();
    emit(Setcc, 1, {MOperand::def(dst)}).cond = c == kFEq ? CE : CNE;
    emit(Setcc, 1, {MOperand::def(t)}).cond = c == kFEq ? CNP : CP;
    emit(c == kFEq ? And : Or, 1, {MOperand::usedef(dst), MOperand::use(t)});
    return;
  }
  emit(Setcc, 1, {MOperand::def(dst)}).cond = c;
}

void ISel::select_cmp(const Instruction& i) {
  Cond c = emit_compare(i.cmpop(), i.ty, i.operand(0), i.operand(1));
  setcc_to(reg_of_value(i.dest), c);
}

void ISel::select_select(const Instruction& i) {
  IrType t = i.ty;
  const Operand& c = i.operand(0);
  if (t == IrType::F128) {
    Reg pa = new_gpr(), pb = new_gpr();
    MOperand ma = ld_mem(i.operand(1)), mb = ld_mem(i.operand(2));
    emit(Lea, 8, {MOperand::def(pa), ma});
    emit(Lea, 8, {MOperand::def(pb), mb});
    Cond cc = emit_condition(c);
    if (cc == kFEq || cc == kFNe) {
      Reg r = new_gpr();
      setcc_to(r, cc);
      emit(Test, 1, {MOperand::use(r), MOperand::use(r)});
      cc = CNE;
    }
    emit(Cmov, 8, {MOperand::usedef(pb), MOperand::use(pa)}).cond = cc;
    copy_memory(MOperand::frame(slot_of_value(i.dest), 0), MOperand::mem(pb, 0), 16);
    return;
  }
  bool pair = t == IrType::I128 || t == IrType::U128;
  bool fp = t == IrType::F32 || t == IrType::F64;
  u8 size = fp ? u8(type_size(t)) : op_size(t);
  Reg alo = kNoReg, ahi = kNoReg, blo = kNoReg, bhi = kNoReg;
  if (pair) {
    use_pair(i.operand(1), alo, ahi);
    use_pair(i.operand(2), blo, bhi);
  } else {
    alo = use_reg(i.operand(1), t);
    blo = use_reg(i.operand(2), t);
  }
  Reg d = reg_of_value(i.dest);
  Reg dg = d;
  if (fp) {
    // Through general registers: cmov has no xmm form.
    Reg ga = new_gpr(), gb = new_gpr();
    emit(MovXG, size, {MOperand::def(ga), MOperand::use(alo)});
    emit(MovXG, size, {MOperand::def(gb), MOperand::use(blo)});
    alo = ga, blo = gb;
    dg = new_gpr();
  }
  Reg dhi = pair ? hi_of_value(i.dest) : kNoReg;
  Cond cc = emit_condition(c);
  if (cc == kFEq || cc == kFNe) {
    Reg r = new_gpr();
    setcc_to(r, cc);
    emit(Test, 1, {MOperand::use(r), MOperand::use(r)});
    cc = CNE;
  }
  // The false value's copy after the compare (a mov leaves the flags alone): the compare
  // may read that value, which then dies at the copy and shares its register.
  Reg tlo = new_gpr(), thi = pair ? new_gpr() : kNoReg;
  copy(tlo, blo, RegClass::Gpr);
  if (pair) copy(thi, bhi, RegClass::Gpr);
  emit(Cmov, pair ? 8 : (size < 4 ? 4 : size), {MOperand::usedef(tlo), MOperand::use(alo)}).cond = cc;
  if (pair) emit(Cmov, 8, {MOperand::usedef(thi), MOperand::use(ahi)}).cond = cc;
  copy(dg, tlo, RegClass::Gpr);
  if (pair) copy(dhi, thi, RegClass::Gpr);
  if (fp) emit(MovGX, size, {MOperand::def(d), MOperand::use(dg)});
}

// ---- casts -------------------------------------------------------------------------------------

void ISel::select_cast(const Instruction& i) {
  IrType from = i.ty, to = i.ty2;
  if (from == IrType::F128 || to == IrType::F128) return select_x87(i);
  if (from == IrType::I128 || from == IrType::U128 || to == IrType::I128 || to == IrType::U128) return select_i128_cast(i);
  Reg d = reg_of_value(i.dest);
  bool ffrom = from == IrType::F32 || from == IrType::F64;
  bool fto = to == IrType::F32 || to == IrType::F64;
  if (ffrom && fto) {
    Reg a = use_reg(i.operand(0), from);
    if (from == to) copy(d, a, RegClass::Xmm);
    else emit(from == IrType::F32 ? Cvtss2sd : Cvtsd2ss, 8, {MOperand::def(d), MOperand::use(a)});
    return;
  }
  if (!ffrom && !fto) {
    if (auto c = const_int(i.operand(0))) {
      IrConst k = i.operand(0).constant().coerce_to_with_src(to, from);
      mov_imm(d, k.to_i64().value_or(*c), int_size(to) < 4 ? 4 : int_size(to));
      return;
    }
    if (const Instruction* ld = folded_load(i.operand(0))) {
      extend_from(d, mem_at(ld->operand(0)), from, int_size(to));
      return;
    }
    Reg a = use_reg(i.operand(0), from);
    if (is_unsigned_int(from) && zero_extended(i.operand(0))) copy(d, a, RegClass::Gpr);
    else extend(d, a, from, int_size(to));
    return;
  }
  if (fto) {
    u8 fs = u8(type_size(to));
    if (const Instruction* ld = folded_load(i.operand(0))) {
      // A signed 32- or 64-bit load converted at once: cvtsi2sdl (mem).
      emit(ZeroX, 16, {MOperand::def(d)});
      emit(Cvtsi2F, fs, {MOperand::usedef(d), mem_at(ld->operand(0))}).size2 = int_size(from);
      return;
    }
    Reg a = use_reg(i.operand(0), from);
    u8 s = int_size(from);
    if (from == IrType::U64 || (from == IrType::Ptr)) {
      // Unsigned 64-bit: halve (keeping the low bit) when the top bit is set, convert, double.
      Reg half = new_gpr(), low = new_gpr(), y = new_gpr();
      copy(half, a, RegClass::Gpr);
      emit(Shr, 8, {MOperand::usedef(half), MOperand::make_imm(1)});
      copy(low, a, RegClass::Gpr);
      emit(And, 8, {MOperand::usedef(low), MOperand::make_imm(1)});
      emit(Or, 8, {MOperand::usedef(half), MOperand::use(low)});
      copy(y, a, RegClass::Gpr);
      emit(Test, 8, {MOperand::use(a), MOperand::use(a)});
      emit(Cmov, 8, {MOperand::usedef(y), MOperand::use(half)}).cond = CS;
      Reg f1 = new_xmm(), f2 = new_xmm();
      emit(ZeroX, 16, {MOperand::def(f1)});
      emit(Cvtsi2F, fs, {MOperand::usedef(f1), MOperand::use(y)}).size2 = 8;
      copy(f2, f1, RegClass::Xmm);
      emit(AddF, fs, {MOperand::usedef(f2), MOperand::use(f1)});
      Reg g1 = new_gpr(), g2 = new_gpr();
      emit(MovXG, 8, {MOperand::def(g1), MOperand::use(f1)});
      emit(MovXG, 8, {MOperand::def(g2), MOperand::use(f2)});
      emit(Test, 8, {MOperand::use(a), MOperand::use(a)});
      emit(Cmov, 8, {MOperand::usedef(g1), MOperand::use(g2)}).cond = CS;
      emit(MovGX, 8, {MOperand::def(d), MOperand::use(g1)});
      return;
    }
    Reg x = a;
    u8 cs = s;
    if (from == IrType::U32 && zero_extended(i.operand(0))) {
      cs = 8; // the register holds the value zero-extended already: convert its 64 bits
    } else if (s < 4 || from == IrType::U32) {
      x = new_gpr();
      extend(x, a, from, from == IrType::U32 ? 8 : 4);
      cs = from == IrType::U32 ? 8 : 4;
    }
    emit(ZeroX, 16, {MOperand::def(d)});
    emit(Cvtsi2F, fs, {MOperand::usedef(d), MOperand::use(x)}).size2 = cs;
    return;
  }
  // float -> integer, truncating.
  u8 fs = u8(type_size(from));
  Reg a = use_reg(i.operand(0), from);
  u8 s = int_size(to);
  if (to == IrType::U64) {
    // x < 2^63: cvtt(x); else cvtt(x - 2^63) ^ (1 << 63).
    Reg big = new_xmm(), x2 = new_xmm();
    u64 bits = fs == 4 ? 0x5F000000ull : 0x43E0000000000000ull;
    emit(MovF, fs, {MOperand::def(big), MOperand::sym_mem(ctx_.pool_label(bits, 0, fs), 0, Reloc::PcRel)});
    Reg t1 = new_gpr(), t2 = new_gpr(), sign = new_gpr();
    emit(CvttF2si, fs, {MOperand::def(t1), MOperand::use(a)}).size2 = 8;
    copy(x2, a, RegClass::Xmm);
    emit(SubF, fs, {MOperand::usedef(x2), MOperand::use(big)});
    emit(CvttF2si, fs, {MOperand::def(t2), MOperand::use(x2)}).size2 = 8;
    mov_imm(sign, i64(0x8000000000000000ull), 8);
    emit(Xor, 8, {MOperand::usedef(t2), MOperand::use(sign)});
    emit(UcomiF, fs, {MOperand::use(a), MOperand::use(big)});
    emit(Cmov, 8, {MOperand::usedef(t1), MOperand::use(t2)}).cond = CAE;
    copy(d, t1, RegClass::Gpr);
    return;
  }
  u8 cs = (s == 8 || to == IrType::U32) ? 8 : 4;
  emit(CvttF2si, fs, {MOperand::def(d), MOperand::use(a)}).size2 = cs;
}

// ---- terminators ----------------------------------------------------------------------------------

void ISel::select_terminator(const Terminator& t) {
  switch (t.kind) {
  case TermKind::Return: select_return(t); break;
  case TermKind::Branch: emit(Jmp, 8, {block_op(t.target)}); break;
  case TermKind::CondBranch: {
    if (auto c = const_int(t.val)) {
      emit(Jmp, 8, {block_op(*c ? t.target : t.target2)});
      break;
    }
    Cond c = emit_condition(t.val);
    if (c == kFEq) {
      // equal and ordered: jne false; jp false; jmp true
      emit(Jcc, 8, {block_op(t.target2)}).cond = CNE;
      emit(Jcc, 8, {block_op(t.target2)}).cond = CP;
      emit(Jmp, 8, {block_op(t.target)});
    } else if (c == kFNe) {
      emit(Jcc, 8, {block_op(t.target)}).cond = CNE;
      emit(Jcc, 8, {block_op(t.target)}).cond = CP;
      emit(Jmp, 8, {block_op(t.target2)});
    } else {
      emit(Jcc, 8, {block_op(t.target)}).cond = c;
      emit(Jmp, 8, {block_op(t.target2)});
    }
    break;
  }
  case TermKind::Switch: {
    IrType ty = t.ty;
    u32 n = t.count;
    if (ty == IrType::I128 || ty == IrType::U128) {
      Reg lo, hi;
      use_pair(t.val, lo, hi);
      for (u32 k = 0; k < n; ++k) {
        i64 v = t.cases()[k].value;
        Reg tl = new_gpr(), th = new_gpr(), kl = new_gpr(), kh = new_gpr();
        mov_imm(kl, v, 8);
        mov_imm(kh, v < 0 ? -1 : 0, 8);
        copy(tl, lo, RegClass::Gpr);
        copy(th, hi, RegClass::Gpr);
        emit(Xor, 8, {MOperand::usedef(tl), MOperand::use(kl)});
        emit(Xor, 8, {MOperand::usedef(th), MOperand::use(kh)});
        emit(Or, 8, {MOperand::usedef(tl), MOperand::use(th)});
        emit(Jcc, 8, {block_op(t.cases()[k].target)}).cond = CE;
      }
      emit(Jmp, 8, {block_op(t.target)});
      break;
    }
    u8 s = int_size(ty);
    Reg v = use_reg(t.val, ty);
    // Case values as the 64-bit extension of the switch type's value.
    auto norm = [&](i64 k) -> i64 {
      if (is_signed_int(ty)) return s == 1 ? i8(k) : s == 2 ? i16(k) : s == 4 ? i32(k) : k;
      return s == 1 ? i64(u8(k)) : s == 2 ? i64(u16(k)) : s == 4 ? i64(u32(k)) : k;
    };
    i64 lo = INT64_MAX, hi = INT64_MIN;
    for (u32 k = 0; k < n; ++k) lo = std::min(lo, norm(t.cases()[k].value)), hi = std::max(hi, norm(t.cases()[k].value));
    bool table = n >= 4 && u64(hi) - u64(lo) < u64(n) * 3 + 8 && u64(hi) - u64(lo) < (1u << 20);
    if (!table) {
      for (u32 k = 0; k < n; ++k) {
        i64 kv = norm(t.cases()[k].value);
        if (s == 8 && !fits_i32(kv)) {
          Reg kr = new_gpr();
          mov_imm(kr, kv, 8);
          emit(Cmp, 8, {MOperand::use(v), MOperand::use(kr)});
        } else {
          emit(Cmp, s, {MOperand::use(v), MOperand::make_imm(s == 4 ? i32(kv) : s < 4 ? kv : kv)});
        }
        emit(Jcc, 8, {block_op(t.cases()[k].target)}).cond = CE;
      }
      emit(Jmp, 8, {block_op(t.target)});
      break;
    }
    // Jump table of 32-bit offsets relative to the table.
    // The index: the value itself when its register holds its 64-bit extension already
    // and no case offset is subtracted (a dispatch loop's switch on a byte opcode).
    bool extended = (is_unsigned_int(ty) || widened_unsigned(t.val)) && zero_extended(t.val);
    Reg x = extended && lo == 0 ? v : new_gpr();
    if (x != v && extended) copy(x, v, RegClass::Gpr);
    else if (x != v) extend(x, v, ty, 8);
    if (lo != 0) {
      if (fits_i32(lo)) emit(Sub, 8, {MOperand::usedef(x), MOperand::make_imm(lo)});
      else {
        Reg kr = new_gpr();
        mov_imm(kr, lo, 8);
        emit(Sub, 8, {MOperand::usedef(x), MOperand::use(kr)});
      }
    }
    u64 range = u64(hi) - u64(lo);
    emit(Cmp, 8, {MOperand::use(x), MOperand::make_imm(i64(range))});
    emit(Jcc, 8, {block_op(t.target)}).cond = CA;
    u32 jt = ctx_.next_label++;
    Symbol jts = Symbol::intern(".LJT" + std::to_string(jt));
    std::vector<u32> targets(range + 1, block_index(t.target));
    for (u32 k = 0; k < n; ++k) targets[u64(norm(t.cases()[k].value) - lo)] = block_index(t.cases()[k].target);
    Reg base = new_gpr(), off = new_gpr();
    emit(Lea, 8, {MOperand::def(base), MOperand::sym_mem(jts, 0, Reloc::PcRel)});
    if (!has_calls_ && cur_mb_ != 0) {
      // Without calls to save it across, the table's address is computed once, in the
      // entry block (a dispatch loop's switch then loads and jumps: no lea per case).
      std::vector<MInst>& entry = mf_.blocks[0].insts;
      entry.insert(entry.begin(), cur_->insts.back());
      cur_->insts.pop_back();
      for (auto& [b, i] : outgoing_fixups_)
        if (b == 0) ++i;
    }
    MInst& ld = emit(MovSX, 8, {MOperand::def(off), MOperand::mem(base, 0, x, 4)});
    ld.size2 = 4;
    emit(Add, 8, {MOperand::usedef(off), MOperand::use(base)});
    emit(JmpInd, 8, {MOperand::use(off)});
    std::string& out = ctx_.jump_tables;
    out += "\t.p2align 2\n" + std::string(jts.str()) + ":\n";
    for (u32 b : targets) {
      out += "\t.long\t.LBB" + std::to_string(mf_.blocks[b].ir_label) + "-" + std::string(jts.str()) + "\n";
      cur_->succs.push_back(b);
    }
    for (u32 k = 0; k < n; ++k) cur_->succs.push_back(block_index(t.cases()[k].target));
    cur_->succs.push_back(block_index(t.target));
    break;
  }
  case TermKind::IndirectBranch: {
    Reg p = use_reg(t.val, IrType::Ptr);
    emit(JmpInd, 8, {MOperand::use(p)});
    for (u32 k = 0; k < t.count; ++k) cur_->succs.push_back(block_index(t.possible_targets()[k]));
    break;
  }
  case TermKind::Unreachable: emit(Ud2, 8); break;
  case TermKind::None: ilcc_unreachable("block without terminator");
  }
}

} // namespace ilcc::x86_64
