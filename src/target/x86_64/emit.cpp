// emit.cpp — the back end's entry: for each function (phis already eliminated),
// instruction selection, register allocation, frame lowering and printing; then the module's data.
//
// Functions are compiled one at a time and their IR bodies released as soon as their
// text is printed, so memory follows the largest function.
#include "support/prefix_map.h"
#include "target/x86_64/emit.h"
#include "target/x86_64/vector_legal.h"

#include "codegen/mir_text.h"
#include "codegen/regalloc/regalloc.h"
#include "codegen/spill_cleanup.h"
#include "codegen/stack_colouring.h"
#include "target/x86_64/asm_printer.h"
#include "target/x86_64/data.h"
#include "target/x86_64/dwarf.h"
#include "target/x86_64/frame.h"
#include "target/x86_64/isel.h"
#include "target/x86_64/peephole.h"
#include "target/x86_64/shrink_wrap.h"

#include <cstdio>
#include <deque>

namespace ilcc::x86_64 {

static void print_ra_stats(const char* name, const mir::RaStats& s) {
  std::fprintf(stderr,
               "ra-stats %s: vregs %u, rounds %u, trials %u, spilled %u, split %u, evictions %u, reloads %u, "
               "stores %u, remats %u, folded %u, copies removed %u, dead reloads %u, slots %u (%u shared), "
               "stack colouring %u objects %llu -> %llu bytes, then %u stores and %u reloads redundant, %.3f ms\n",
               name, s.vregs, s.rounds, s.trials, s.spilled, s.split, s.evictions, s.reloads, s.spill_stores, s.remats,
               s.folded, s.copies_removed, s.dead_reloads, s.slots, s.slots_shared, s.coloured,
               (unsigned long long)s.colour_bytes_before, (unsigned long long)s.colour_bytes_after, s.redundant_stores, s.redundant_reloads, s.seconds * 1e3);
}

bool make_ra_knobs(const CodegenOptions& o, mir::RaKnobs& knobs, std::string& error) {
  knobs.verify = o.ra_verify;
  for (const auto& [name, value] : o.ra_knobs)
    if (!knobs.set(name, value, error)) return false;
  return true;
}

bool allocate_function(mir::MFunction& mf, const mir::RaKnobs& knobs, mir::RaStats& stats, std::string& error) {
  if (!mir::allocate_registers(mf, target_desc(), knobs, stats, error)) return false;
  // Spill stores of what the slot holds already, while every spill slot is its own: no
  // local shares one yet, so stores through pointers leave the registers' spill values
  // fresh (after colouring they make such stores necessary again).
  mir::SpillCleanupStats cs;
  if (knobs.RegAllocShareSlots) mir::remove_unshared_redundant_spill_code(mf, target_desc(), cs);
  // Locals whose lifetimes do not overlap, and spill slots, share stack space.
  mir::StackColouringStats sc;
  mir::colour_stack(mf, target_desc(), knobs.RegAllocShareSlots != 0, sc);
  stats.slots_shared += sc.spill_shared;
  stats.coloured += sc.coloured;
  stats.colour_bytes_before += sc.bytes_before;
  stats.colour_bytes_after += sc.bytes_after;
  // Spill slots now shared may make a copy's reload-and-store a no-op.
  if (knobs.RegAllocShareSlots) {
    bool fp = mf.uses_frame_pointer();
    mir::remove_redundant_spill_code(mf, target_desc(), target_desc().reserved | (fp ? mir::reg_bit(5) : 0), cs);
  }
  stats.redundant_stores += cs.stores;
  stats.redundant_reloads += cs.reloads;
  return true;
}

bool emit_mir(IrModule& m, const CodegenOptions& o, std::string& out, Diagnostics&) {
  for (const IrFunction& f : m.functions)
    ILCC_ASSERT(f.is_declaration || f.phis_eliminated, "code generation needs phi elimination first");
  ModuleContext ctx(m, o);
  out += "; ilcc machine IR after instruction selection\n";
  for (IrFunction& f : m.functions) {
    if (f.is_declaration) continue;
    legalize_vectors(f);
    mir::MFunction mf;
    mf.vex = f.features.has(X86Feature::Avx);
    ISel(ctx, f, mf).run();
    out += '\n';
    mir::print_mfunction(out, mf, target_desc());
  }
  return true;
}

// A function that uses ymm registers leaves their upper halves zeroed before each call and
// return (vzeroupper), so that SSE code after it pays no AVX-SSE transition: nothing lives
// in an xmm register across a call, so only ymm arguments and results (kFlagWide) keep
// their upper halves. After register allocation, so no spill store comes between.
static void insert_vzeroupper(mir::MFunction& mf) {
  bool ymm = false;
  for (const mir::MBlock& b : mf.blocks)
    for (const mir::MInst& in : b.insts) ymm |= in.size == 32;
  if (!ymm) return;
  mir::MInst z;
  z.op = Vzeroupper;
  z.size = 32;
  z.nops = 0;
  std::vector<mir::MInst> out; // each block rebuilt once: linear in its length
  for (mir::MBlock& b : mf.blocks) {
    out.clear();
    out.reserve(b.insts.size() + 4);
    for (const mir::MInst& in : b.insts) {
      if ((in.op == Call || in.op == CallInd || in.op == Ret) && !(in.flags & mir::MInst::kFlagWide)) out.push_back(z);
      out.push_back(in);
    }
    if (out.size() != b.insts.size()) b.insts.swap(out);
  }
}

// Where frame object `obj` (plus `off`) is after frame lowering (stack colouring may have
// given its space to another object).
static DebugFrameLoc frame_location(const mir::MFunction& mf, u32 obj, i64 off) {
  DebugFrameLoc l;
  for (u32 steps = 0; obj < mf.frame.size() && mf.frame[obj].shares != ~0u && steps < 64; ++steps) obj = mf.frame[obj].shares;
  if (obj >= mf.frame.size()) return l;
  const mir::FrameObject& fo = mf.frame[obj];
  const mir::FrameInfo& fi = mf.frame_info;
  if (fo.fixed) l.kind = DebugFrameLoc::Cfa, l.off = fo.offset + off;
  else if (fi.locals_rsp_relative) l.kind = DebugFrameLoc::Rsp, l.off = fi.local_bottom_rsp + fo.offset + off;
  else l.kind = DebugFrameLoc::Cfa, l.off = fi.local_from_cfa + fo.offset + off;
  return l;
}

// -g: the sizes of the subprogram's variables, for the tracker of those promoted to
// values, and the variables whose one value is a constant.
static void debug_values(const DebugInfo& d, const IrFunction& f, DebugFunction& dbg) {
  if (f.debug_values.empty()) return;
  const DiSubprogram& sp = d.subprograms[f.debug];
  dbg.var_bytes.resize(sp.variables.size());
  for (size_t k = 0; k < sp.variables.size(); ++k) {
    u32 t = sp.variables[k].type;
    for (u32 steps = 0; t != kNoDi && steps < 64; ++steps) {
      DiTypeKind kind = d.types[t].kind;
      if (kind != DiTypeKind::Typedef && kind != DiTypeKind::Const && kind != DiTypeKind::Volatile &&
          kind != DiTypeKind::Restrict && kind != DiTypeKind::Atomic)
        break;
      t = d.types[t].base;
    }
    dbg.var_bytes[k] = t == kNoDi ? 0 : d.types[t].kind == DiTypeKind::Pointer ? 8 : u32(d.types[t].size);
  }
  for (const IrFunction::DebugValue& v : f.debug_values)
    if (std::optional<i64> c = v.value.is_const() ? v.value.const_int() : std::nullopt; c && v.var < sp.variables.size())
      dbg.const_values.push_back({v.var, *c});
}

// -fstack-protector: whether f gets a canary (gcc's rules; IrFunction::ssp).
static bool stack_protected(const IrFunction& f, StackProtector mode) {
  if ((f.ssp & IrFunction::kSspNever) || f.is_naked) return false;
  switch (mode) {
  case StackProtector::None: return false;
  case StackProtector::Plain: return f.ssp & (IrFunction::kSspChar | IrFunction::kSspAttr);
  case StackProtector::Strong: return f.ssp & (IrFunction::kSspChar | IrFunction::kSspStrong | IrFunction::kSspAttr);
  case StackProtector::All: return true;
  case StackProtector::Explicit: return f.ssp & IrFunction::kSspAttr;
  }
  return false;
}

// -g: a variable's spill slot that stack colouring gave to a local as well may be written
// through a pointer, which the tracker does not see: such a DbgValue goes.
static void drop_shared_slot_values(mir::MFunction& mf) {
  for (mir::MBlock& b : mf.blocks)
    std::erase_if(b.insts, [&](const mir::MInst& in) {
      if (in.op != DbgValue || !in.ops[1].is_frame()) return false;
      const mir::FrameObject& fo = mf.frame[in.ops[1].reg];
      return !fo.fixed && !fo.is_spill;
    });
}

bool emit_assembly(IrModule& m, const CodegenOptions& o, std::string& out, Diagnostics& diag) {
  mir::RaKnobs knobs;
  std::string knob_error;
  if (!make_ra_knobs(o, knobs, knob_error)) {
    diag.error({}, knob_error);
    return false;
  }
  for (const IrFunction& f : m.functions)
    ILCC_ASSERT(f.is_declaration || f.phis_eliminated, "code generation needs phi elimination first");
  ModuleContext ctx(m, o);
  AsmPrinter printer;
  printer.debug_ = &m.debug;
  printer.ibt = (o.cf_protection & kCetBranch) != 0;
  printer.function_sections = o.function_sections;
  std::deque<DebugFunction> debug_fns;
  emit_toplevel_asm(m, out);
  if (o.debug_info && m.debug.enabled) {
    // DWARF 5's file 0: the primary source file and the compilation directory.
    out += "\t.file\t0 ";
    append_quoted(out, m.debug.comp_dir);
    out += ' ';
    append_quoted(out, m.debug.name);
    out += '\n';
  }
  if (o.debug_info) {
    // The file table of the .loc directives (source_files[0] is "unknown").
    for (size_t i = 1; i < m.source_files.size(); ++i) {
      out += "\t.file\t" + std::to_string(i) + " ";
      append_quoted(out, apply_prefix_map(m.source_files[i], o.debug_prefix_map));
      out += '\n';
    }
  }
  mir::RaStats total;
  total.rounds = 0;
  bool trampolines = false; // code on the stack: the stack must be executable
  for (IrFunction& f : m.functions) {
    if (f.is_declaration) continue;
    for (const BasicBlock& b : f.blocks)
      for (const Instruction& i : b.instructions)
        trampolines |= i.op == Opcode::Intrinsic && i.intrinsic() == IntrinsicOp::Trampoline;
    legalize_vectors(f);
    mir::MFunction mf;
    mf.vex = f.features.has(X86Feature::Avx);
    // -g: the frame objects of the subprogram's variables and VLA counts.
    DebugFunction* dbg = nullptr;
    std::vector<std::pair<u32, i64>> var_objs;   // frame object (~0u: none), offset in it
    std::vector<std::pair<u32, std::pair<u32, i64>>> vla_objs;
    {
      ISel isel(ctx, f, mf);
      isel.run();
      if (m.debug.enabled && f.debug != kNoDi) {
        debug_fns.emplace_back();
        dbg = &debug_fns.back();
        dbg->sub = f.debug;
        for (const DiVariable& v : m.debug.subprograms[f.debug].variables) {
          u32 obj = ~0u;
          i64 off = 0;
          if ((v.loc == DiLoc::Slot || v.loc == DiLoc::Indirect) && !isel.frame_address(v.value, obj, off)) obj = ~0u;
          if (obj != ~0u) mf.frame[obj].debug_home = true;
          var_objs.push_back({obj, off});
        }
        for (const DiType& t : m.debug.types) {
          u32 obj;
          i64 off;
          if (t.vla_sub == f.debug && t.vla_count != kNoDi && isel.frame_address(t.vla_count, obj, off))
            vla_objs.push_back({t.vla_count, {obj, off}});
        }
        debug_values(m.debug, f, *dbg);
      }
    }
    mf.stack_protect = stack_protected(f, o.stack_protector);
    mf.stack_clash = o.stack_clash;
    if (o.frame_pointer && (mf.has_calls || o.leaf_frame_pointer)) mf.needs_frame_pointer = true;
    mf.no_plt = !o.plt;
    if (o.opt_level > 0) sink_entry_copies(mf);
    mir::RaStats stats;
    std::string error;
    if (!allocate_function(mf, knobs, stats, error)) {
      diag.error({}, error);
      return false;
    }
    if (o.ra_stats) {
      print_ra_stats(f.name.c_str(), stats);
      total.add(stats);
    }
    if (dbg) drop_shared_slot_values(mf);
    peephole(mf);
    insert_vzeroupper(mf);
    lower_frame(mf, &ctx.next_block_label, o.opt_level > 0);
    if (dbg) {
      for (const auto& [obj, off] : var_objs) dbg->vars.push_back(frame_location(mf, obj, off));
      for (const auto& [v, oo] : vla_objs) dbg->vla_counts.push_back({v, frame_location(mf, oo.first, oo.second)});
    }
    printer.debug_out = dbg;
    printer.function(out, mf, f);
    printer.debug_out = nullptr;
    // The IR body is no longer needed.
    std::vector<BasicBlock>().swap(f.blocks);
    f.arena = Arena();
  }
  if (o.ra_stats) print_ra_stats("<total>", total);
  emit_data(ctx, out);
  if (m.debug.enabled) emit_dwarf(m, std::vector<DebugFunction>(debug_fns.begin(), debug_fns.end()), out);
  // As gcc does, a unit that builds trampolines asks for an executable stack (ld then
  // marks the program's stack executable).
  out += trampolines ? "\t.section\t.note.GNU-stack,\"x\",@progbits\n" : "\t.section\t.note.GNU-stack,\"\",@progbits\n";
  // -fcf-protection: the GNU property note (NT_GNU_PROPERTY_TYPE_0) that says the code is
  // ready for IBT and/or SHSTK (GNU_PROPERTY_X86_FEATURE_1_AND); the linker keeps a bit
  // only when every object of the program has it.
  if (o.cf_protection)
    out += "\t.section\t.note.gnu.property,\"a\"\n\t.p2align\t3\n\t.long\t1f - 0f\n\t.long\t4f - 1f\n"
           "\t.long\t5\n0:\n\t.string\t\"GNU\"\n1:\n\t.p2align\t3\n\t.long\t0xc0000002\n\t.long\t3f - 2f\n2:\n"
           "\t.long\t" + std::to_string(o.cf_protection) + "\n3:\n\t.p2align\t3\n4:\n";
  return true;
}

} // namespace ilcc::x86_64
