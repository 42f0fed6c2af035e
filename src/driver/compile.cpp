// compile.cpp — the driver's compile path: source to IL to IR.
//
// Each input is preprocessed and parsed into the IL of its own translation unit. Function
// bodies live in regions of their own and leave memory as soon as they are no longer
// needed (peak memory follows the largest function):
//   - when a body is complete, keep-in-IL marking runs from it if it must be emitted (an
//     external definition, or a static function that is not inline: gcc -O0 emits those
//     too, and -O1's globaldce drops them when unreferenced) or was already referenced by
//     one; such a routine is lowered to IR at once and its region released;
//   - any other body (an inline function nobody has used yet) waits until a completed
//     body that is kept refers to it (it is then lowered and released at once) or until
//     the end of the translation unit, where the final marking decides which of the
//     waiting ones are lowered, and every remaining region is released;
//   - -fsyntax-only without -fil-stats needs no marking: every body is released at once.
// Each lowered function goes through the optimizer's function passes at once (-O0:
// mem2reg only), so that the module never holds more than one function in its bulky
// alloca form; at -O1 and up only to SSA form, the rest of its passes waiting for the end
// of the unit, where the functions are finished callees first, with the whole unit's
// calls known (UnitOptimizer::finish). At the end the kept objects with static storage
// are lowered, the module is verified as a whole and the module passes run (globaldce
// from -O1 on). -fdump-il keeps every region and prints the whole IL at the end
// (locations as file:line:col); -fil-stats prints EDG's "IL table use" table and the
// keep-in-IL counts to stderr. For -c, -S and linking the optimized module goes to the
// back end (x86_64::emit_assembly) after phi elimination, one module per input.
#include "driver/compile.h"

#include "il/alloc.h"
#include "il/display.h"
#include "il/keep.h"
#include "interp/interp.h"
#include "ir/link.h"
#include "ir/module_io.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "lower/lower.h"
#include "opt/asan.h"
#include "opt/globaldce.h"
#include "opt/pipeline.h"
#include "sema/sema.h"
#include "pp/printer.h"
#include "support/file.h"
#include "support/version.h"
#include "target/x86_64/emit.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace ilcc {

namespace {
// The optimizer's part in compiling units: the function passes run on each function as
// soon as it is lowered (all of them at -O0, up to SSA form at -O1 and up), so that the
// module never holds more than one function in its bulky alloca form; the pending
// functions are finished and the module passes run once the unit is complete (finish,
// finish_module). One runner for all of it, so that
// ILCC_TIME_PASSES reports once.
struct UnitOptimizer {
  explicit UnitOptimizer(const DriverOptions& o) : level(o.pp.optimize) {
    // A shared object's global functions may be replaced at load time: only static and
    // inline ones are inlined (gcc's -fsemantic-interposition).
    runner.inlining.interposable = o.codegen.pic && !o.codegen.pie;
    runner.inlining.library = o.builtins;
    runner.inlining.math_errno = o.math_errno;
    runner.optimize_size = o.pp.optimize_size;
    if (o.time_report) runner.time_passes();
  }
  int level = 0;
  bool asan = false; // -fsanitize=address: each function instrumented first
  PassRunner runner;
  double seconds = 0;
  std::string error; // the first internal error

  // Verifies f as lowered (its own consistency: symbols are checked with the whole
  // module at the end), then optimizes it.
  void function(IrModule& m, IrFunction& f) {
    if (!error.empty()) return;
    double t0 = seconds_now();
    std::vector<VerifierError> errs = verify_function(f);
    if (!errs.empty()) {
      error = "lowering produced invalid IR:";
      for (size_t i = 0; i < errs.size() && i < 10; ++i) error += "\n  " + errs[i].message;
      if (std::getenv("ILCC_DEBUG_IR")) {
        std::string text;
        print_function(text, f, &m);
        std::fputs(text.c_str(), stderr);
      }
    } else {
      if (asan) instrument_function_for_asan(m, f);
      if (level == 0) {
        if (!optimize_function(m, f, level, runner)) error = runner.error();
      } else if (!prepare_function(m, f, level, runner)) {
        error = runner.error();
      } else {
        f.is_pending = true;
        any_pending_ = true;
      }
    }
    seconds += seconds_now() - t0;
  }

  // The unit is complete: the pending functions are finished callees first (a postorder
  // of the calls among them, and of the function addresses they take, which folding may
  // make direct calls; in a cycle, the first one reached goes last).
  void finish(IrModule& m) {
    if (!error.empty() || !any_pending_) return;
    any_pending_ = false;
    double t0 = seconds_now();
    // By their flag, in module order (the order lowered): lowering may have removed
    // entries since (a declaration that an object of the same name replaced).
    std::vector<u32> pending;
    for (size_t i = 0; i < m.functions.size(); ++i)
      if (m.functions[i].is_pending) pending.push_back(u32(i));
    std::vector<u32> calls = direct_call_counts(m);
    for (size_t i = 0; i < m.functions.size(); ++i) {
      IrFunction& f = m.functions[i];
      f.is_called_once = calls[i] == 1 && f.is_static && !f.is_declaration && !f.is_weak && !f.is_used &&
                         !f.is_gnu_inline_def && !f.is_noinline;
    }
    enum : u8 { kUnseen, kOnPath, kDone };
    std::vector<u8> state(m.functions.size(), kUnseen);
    struct Frame {
      u32 fn, block = 0, inst = 0;
    };
    std::vector<Frame> path;
    auto finish_one = [&](u32 i) {
      IrFunction& f = m.functions[i];
      f.is_pending = false;
      if (error.empty() && !finish_function(m, f, level, runner)) error = runner.error();
    };
    for (u32 root : pending) {
      if (state[root] != kUnseen) continue;
      state[root] = kOnPath;
      path.push_back({root});
      while (!path.empty()) {
        Frame& top = path.back();
        const IrFunction& f = m.functions[top.fn];
        u32 next = UINT32_MAX;
        while (next == UINT32_MAX && top.block < f.blocks.size()) {
          const BasicBlock& b = f.blocks[top.block];
          if (top.inst == b.instructions.size()) {
            ++top.block, top.inst = 0;
            continue;
          }
          const Instruction& i = b.instructions[top.inst++];
          Symbol callee = i.op == Opcode::Call ? i.call_info().callee : i.op == Opcode::GlobalAddr ? i.global_name() : Symbol();
          if (!callee) continue;
          const IrFunction* g = m.find_function(callee);
          if (g && g->is_pending && state[g - m.functions.data()] == kUnseen) next = u32(g - m.functions.data());
        }
        if (next == UINT32_MAX) {
          state[top.fn] = kDone;
          u32 done = top.fn;
          path.pop_back();
          finish_one(done); // may add declarations to m.functions: `top` is not used again
        } else {
          state[next] = kOnPath;
          path.push_back({next});
        }
      }
    }
    seconds += seconds_now() - t0;
  }

private:
  bool any_pending_ = false; // some function waits for finish()
};

class UnitCompiler final : public sema::SemaClient {
public:
  UnitCompiler(il::Il& il, lower::ModuleLowering* lowering, IrModule* module, UnitOptimizer* opt, bool keep_bodies,
               bool marks)
      : il_(il), lowering_(lowering), module_(module), opt_(opt), keep_bodies_(keep_bodies), marks_(marks) {}

  void function_defined(il::Routine* r) override {
    if (!marks_) return release(r);
    marked_.clear();
    il::keep_in_il_routine_completed(il_, r, &marked_);
    // Waiting bodies this one refers to (a static inline helper defined before its first
    // caller) are lowered and released now rather than at the end of the file, before
    // this one and in the order of their definitions, so that the inliner finds them.
    std::vector<u32> waiting;
    for (il::Routine* m : marked_)
      if (u32* i = deferred_index_.find(uintptr_t(m)); i && deferred_[*i]) waiting.push_back(*i);
    std::sort(waiting.begin(), waiting.end());
    for (u32 i : waiting) {
      il::Routine* m = deferred_[i];
      deferred_[i] = nullptr;
      emit(m);
      release(m);
    }
    if (il::keep_in_il(r)) {
      emit(r);
      release(r);
    } else {
      deferred_index_.insert(uintptr_t(r), u32(deferred_.size()));
      deferred_.push_back(r);
    }
  }

  void finish() {
    if (!marks_) return;
    il::mark_to_keep_in_il(il_);
    for (il::Routine* r : deferred_) {
      if (!r) continue; // lowered early
      if (il::keep_in_il(r)) emit(r);
      release(r);
    }
    deferred_.clear();
    if (!lowering_) return;
    // Aliases (`__attribute__((alias))`, `#pragma weak a = b`) have no body: they are
    // defined by their target's.
    for (il::Routine* r = il_.file_scope->routines; r; r = r->next)
      if (r->alias_target && !r->body && il::keep_in_il(r)) lowering_->lower_routine(r);
    for (il::Variable* v = il_.file_scope->variables; v; v = v->next)
      if (il::keep_in_il(v) || (v->linkage == il::Linkage::External && (v->vflags & il::VarFlag::Defined)))
        lowering_->lower_variable(v);
    lowering_->finish();
  }

private:
  void emit(il::Routine* r) {
    if (!lowering_ || !r->body) return;
    lowering_->lower_routine(r);
    std::vector<u32> defined = lowering_->take_defined_functions();
    if (!lowering_->errors().empty()) return; // reported, the unit fails
    for (u32 i : defined) opt_->function(*module_, module_->functions[i]);
  }
  void release(il::Routine* r) {
    if (!keep_bodies_) il_.release_routine_body(r);
  }

  il::Il& il_;
  lower::ModuleLowering* lowering_;
  IrModule* module_;
  UnitOptimizer* opt_;
  bool keep_bodies_;
  bool marks_; // keep-in-IL marking: for lowering, -fil-stats and -fdump-il
  std::vector<il::Routine*> deferred_;  // bodies waiting for a reference (null: lowered early)
  HashMap<uintptr_t, u32> deferred_index_; // Routine -> its index in deferred_
  std::vector<il::Routine*> marked_;     // scratch: routines the last marking reached
};

std::string base_name(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}
std::string strip_suffix(std::string name) {
  size_t slash = name.rfind('/');
  size_t dot = name.rfind('.');
  if (dot != std::string::npos && (slash == std::string::npos || dot > slash)) name.erase(dot);
  return name;
}

// -MD/-MMD while compiling, as gcc names and fills the file (DepFile in compile.h).
void dependency_file(const Preprocessor& pp, const InputFile& in, const DriverOptions& o, const std::string& object,
                     DepFile& out) {
  if (!o.deps_file) return;
  DepOptions d;
  d.system_headers = o.deps_system;
  d.phony_targets = o.deps_phony;
  d.targets = o.deps_targets;
  bool have_output = !o.output.empty() && o.output != "-";
  if (d.targets.empty()) d.targets.push_back(quote_make_target(have_output ? o.output : object));
  out.path = !o.deps_output.empty() ? o.deps_output
             : have_output          ? strip_suffix(o.output) + ".d"
                                    : strip_suffix(base_name(in.path)) + ".d";
  out.text = dependency_rule(pp, in.path, d);
}

bool report_optimizer_error(UnitOptimizer* opt, Diagnostics& diag) {
  if (!opt || opt->error.empty()) return true;
  diag.error({}, "internal error: " + opt->error);
  return false;
}

// One translation unit through the front end and (with `module` and `opt`) into IR, each
// function optimized as it is lowered.
bool compile_unit(const InputFile& in, const DriverOptions& o, Diagnostics& diag, IrModule* module,
                  UnitOptimizer* opt, const std::string& object = "", DepFile* deps = nullptr) {
  // #pragma GCC diagnostic changes the warnings' state for the rest of its unit only.
  struct RestoreWarnings {
    Diagnostics& d;
    size_t depth;
    ~RestoreWarnings() {
      while (d.state_depth() > depth) d.pop_state();
    }
  } restore{diag, diag.state_depth()};
  diag.push_state();
  if (input_language(in) == "ir") {
    // Textual IR: read and verify, then the function passes as for C.
    IrModule scratch;
    if (!read_ir_file(in.path, diag, module ? *module : scratch)) return false;
    if (module) { // by index: the optimizer may append declarations (libcalls)
      for (size_t i = 0; i < module->functions.size(); ++i) opt->function(*module, module->functions[i]);
      opt->finish(*module);
    }
    return report_optimizer_error(opt, diag);
  }
  unsigned errors = diag.error_count(); // this unit's errors, when several are compiled
  SourceManager sm;
  Preprocessor pp(sm, diag, o.pp);
  if (!pp.begin(in.path)) return false;
  il::Il il;
  sema::TypeTable tt(il);
  lower::LowerOptions lo;
  lo.stack_reuse = o.stack_reuse;
  lo.default_visibility = o.visibility;
  lo.features = o.features;
  lo.keep_variables = o.codegen.opt_level == 0 && o.codegen.debug_info;
  lo.ubsan = o.ubsan;
  lo.name_slots = o.asan;
  if (module && o.codegen.debug_info && !module->debug.enabled) {
    // The compile unit's description (docs/debug.md); DW_LANG_* by -std.
    DebugInfo& d = module->debug;
    d.enabled = true;
    d.producer = std::string("ilcc ") + kIlccVersion + " -O" + std::to_string(o.codegen.opt_level) + " -g";
    d.name = in.path;
    char cwd[4096];
    if (getcwd(cwd, sizeof cwd)) d.comp_dir = cwd;
    long v = o.pp.std_version;
    // DWARF 5 has no C17 code (DW_LANG_C17 is DWARF 6's, unknown to gdb 13): C11 and later are C11.
    d.language = v >= 201112 ? 0x1d : v >= 199901 ? 0x0c : 0x01; // C11, C99, C89
  }
  if (module) {
    // -g: instructions carry their presumed source position; files are numbered in
    // module->source_files in order of first use. Without -g, only the calls that are
    // diagnosed after optimization (report_call_diagnostics) do.
    if (module->source_files.empty()) module->source_files.emplace_back();
    auto span_of = [&sm, module, files = HashMap<std::string_view, u32>()](Loc l) mutable {
      PresumedLoc p = sm.presumed(l);
      if (!p.buffer) return SourceSpan{};
      u32& id = files[p.file];
      if (!id) {
        id = u32(module->source_files.size());
        module->source_files.emplace_back(p.file);
      }
      return SourceSpan{id, p.line, p.col};
    };
    if (o.codegen.debug_info) lo.span_of = span_of;
    else lo.diagnostic_span_of = span_of;
  }
  std::unique_ptr<lower::ModuleLowering> lowering;
  if (module) lowering = std::make_unique<lower::ModuleLowering>(il, tt, *module, lo);
  UnitCompiler unit(il, lowering.get(), module, opt, o.dump_il, lowering || o.dump_il || o.il_stats);
  sema::parse_translation_unit(pp, il, tt, o.sema, &unit);
  if (diag.error_count() != errors) return false;
  unit.finish();
  if (lowering && lowering->errors().empty()) opt->finish(*module);
  if (lowering) {
    for (auto& [loc, msg] : lowering->errors()) pp.report(Severity::Error, loc, 0, msg);
    if (!lowering->errors().empty() || !report_optimizer_error(opt, diag)) return false;
  }
  if (o.dump_il) {
    // Locations as file:line:col (presumed: after #line), as in diagnostics.
    il::LocFormatter where = [&sm](u32 l) {
      PresumedLoc p = sm.presumed(l);
      if (!p.buffer) return format("%u", l);
      return format("%.*s:%u:%u", int(p.file.size()), p.file.data(), p.line, p.col);
    };
    std::fputs(il::dump_il(il, where).c_str(), stdout);
  }
  if (o.il_stats) {
    std::fputs(il.stats_table().c_str(), stderr);
    std::fputs(il::keep_in_il_stats(il).c_str(), stderr);
  }
  if (diag.error_count() == errors && deps) dependency_file(pp, in, o, object, *deps);
  return diag.error_count() == errors;
}

// What only the optimized code tells, reported where it was written, as gcc words it: the
// calls of functions declared error("msg") or warning("msg") that optimization left in the
// code (GNU C: dead calls are not diagnosed), and the uses of __builtin_va_arg_pack and
// __builtin_va_arg_pack_len in a function that was not inlined. An error fails the unit.
bool report_call_diagnostics(const IrModule& m, Diagnostics& diag) {
  unsigned errors = diag.error_count();
  for (const IrFunction& f : m.functions) {
    if (f.is_declaration) continue;
    for (const BasicBlock& b : f.blocks)
      for (const Instruction& i : b.instructions) {
        if (i.op == Opcode::Intrinsic && i.intrinsic() == IntrinsicOp::VaArgPackLen) {
          diag.error({}, format("invalid use of '__builtin_va_arg_pack_len ()' in '%s', which is not inlined into "
                                "its callers", f.name.c_str()));
          continue;
        }
        if (i.op != Opcode::Call && i.op != Opcode::CallIndirect) continue;
        const CallInfo& ci = i.call_info();
        if (!ci.has_va_arg_pack && ci.diagnostic == CallInfo::Diagnostic::None) continue;
        DiagLocation where;
        if (ci.where.file && ci.where.file < m.source_files.size())
          where = {m.source_files[ci.where.file], ci.where.line, ci.where.col, {}};
        if (ci.has_va_arg_pack) {
          diag.report(Severity::Error, where,
                      format("invalid use of '__builtin_va_arg_pack ()' in '%s', which is not inlined into its callers",
                             f.name.c_str()));
          continue;
        }
        bool error = ci.diagnostic == CallInfo::Diagnostic::Error;
        diag.report(error ? Severity::Error : Severity::Warning, where,
                    format("call to '%s' declared with attribute %s: %s", ci.diagnostic_name.c_str(),
                           error ? "error" : "warning", ci.diagnostic_message.c_str()));
      }
  }
  return diag.error_count() == errors;
}

// Verifies a unit's optimized module as a whole (symbols, names defined once) and runs the
// module passes; an invalid module is an internal error.
bool finish_module(IrModule& m, UnitOptimizer& opt, Diagnostics& diag) {
  double t0 = seconds_now();
  std::vector<VerifierError> errs = verify_module(m);
  if (!errs.empty()) {
    std::string text = "internal error: invalid IR:";
    for (size_t i = 0; i < errs.size() && i < 10; ++i) text += "\n  " + errs[i].message;
    diag.error({}, text);
    if (std::getenv("ILCC_DEBUG_IR")) std::fputs(print_module(m).c_str(), stderr);
    return false;
  }
  bool ok = optimize_module_late(m, opt.level, opt.runner);
  if (!ok) diag.error({}, "internal error: " + opt.runner.error());
  opt.seconds += seconds_now() - t0;
  return ok && report_call_diagnostics(m, diag);
}
} // namespace

double seconds_now() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

void TimeReport::print() const {
  struct Row {
    const char* name;
    double seconds;
  } rows[] = {{"front end (preprocess, parse, lower)", front_end},
              {"optimizer", optimize},
              {"code generation", codegen},
              {"preprocess assembly (.S)", preprocess_asm},
              {"assembler (as)", assemble},
              {"linker (ld)", link}};
  double total = 0;
  for (const Row& r : rows) total += r.seconds;
  std::string text = "Time variable                                   wall\n";
  for (const Row& r : rows)
    text += format(" %-40s %8.3f s (%3.0f%%)\n", r.name, r.seconds, total > 0 ? 100 * r.seconds / total : 0.0);
  text += format(" %-40s %8.3f s\n", "TOTAL", total);
  std::fputs(text.c_str(), stderr);
}

bool compile_to_assembly(const InputFile& in, const DriverOptions& o, const std::string& object,
                         Diagnostics& diag, std::string& out, TimeReport& times, DepFile& deps) {
  IrModule m;
  UnitOptimizer opt(o);
  if (o.asan) declare_asan_runtime(m), opt.asan = true;
  double t0 = seconds_now();
  bool ok = compile_unit(in, o, diag, &m, &opt, object, &deps) && finish_module(m, opt, diag);
  double t2 = seconds_now();
  times.front_end += t2 - t0 - opt.seconds;
  times.optimize += opt.seconds;
  if (!ok) return false;
  unsigned errors = diag.error_count();
  if (o.asan) instrument_globals_for_asan(m, in.path);
  if (!opt.runner.run(m, "phi-elim")) {
    diag.error({}, "internal error: " + opt.runner.error());
    return false;
  }
  ok = x86_64::emit_assembly(m, o.codegen, out, diag);
  times.codegen += seconds_now() - t2;
  if (!ok && diag.error_count() == errors) diag.error({}, "code generation failed");
  return ok && diag.error_count() == errors;
}

bool preprocess_assembly(const InputFile& in, const DriverOptions& o, const std::string& object,
                         Diagnostics& diag, std::string& out, DepFile& deps) {
  PPOptions po = o.pp;
  po.assembler = true;
  unsigned errors = diag.error_count();
  SourceManager sm;
  Preprocessor pp(sm, diag, po);
  if (!pp.begin(in.path)) return false;
  PrintOptions print = o.print;
  out = preprocess_to_text(pp, print);
  if (diag.error_count() != errors) return false;
  dependency_file(pp, in, o, object, deps);
  return true;
}

int run_syntax_only(const DriverOptions& o, Diagnostics& diag) {
  for (const InputFile& in : o.inputs) compile_unit(in, o, diag, nullptr, nullptr);
  return diag.has_errors() ? 1 : 0;
}

namespace {
// -S -emit-ir and -S -emit-mir: one text file per input, FILE.<suffix> or -o.
template <class Text>
int write_per_input(const DriverOptions& o, Diagnostics& diag, const char* suffix, Text&& text) {
  if (o.inputs.size() > 1 && !o.output.empty() && o.output != "-") {
    diag.error({}, "cannot specify -o with -S and multiple files");
    return 1;
  }
  for (const InputFile& in : o.inputs) {
    IrModule m;
    UnitOptimizer opt(o);
    if (!compile_unit(in, o, diag, &m, &opt) || !finish_module(m, opt, diag)) return 1;
    std::string contents;
    if (!text(m, contents)) return 1;
    std::string out = o.output;
    if (out.empty()) {
      std::string base = in.path.substr(in.path.rfind('/') == std::string::npos ? 0 : in.path.rfind('/') + 1);
      size_t dot = base.rfind('.');
      out = (dot == std::string::npos ? base : base.substr(0, dot)) + suffix;
    }
    if (!write_file_atomic(out, contents)) {
      diag.error({}, format("cannot write '%s': %s", out.c_str(), std::strerror(errno)));
      return 1;
    }
  }
  return 0;
}
} // namespace

int run_emit_ir(const DriverOptions& o, Diagnostics& diag) {
  return write_per_input(o, diag, ".ir", [](IrModule& m, std::string& out) {
    out = print_module(m);
    return true;
  });
}

int run_emit_mir(const DriverOptions& o, Diagnostics& diag) {
  return write_per_input(o, diag, ".mir", [&](IrModule& m, std::string& out) {
    PassRunner runner;
    if (!runner.run(m, "phi-elim")) {
      diag.error({}, "internal error: " + runner.error());
      return false;
    }
    unsigned errors = diag.error_count();
    return x86_64::emit_mir(m, o.codegen, out, diag) && diag.error_count() == errors;
  });
}

int run_interpret(const DriverOptions& o, Diagnostics& diag) {
  std::vector<IrModule> modules(o.inputs.size());
  UnitOptimizer opt(o);
  for (size_t i = 0; i < o.inputs.size(); ++i) {
    if (!compile_unit(o.inputs[i], o, diag, &modules[i], &opt)) return 1;
    drop_inline_only_bodies(modules[i]); // before linking: another unit may define them
  }
  IrModule linked;
  std::string error;
  if (modules.size() == 1) {
    linked = std::move(modules[0]);
  } else if (!link_modules(modules, linked, error)) {
    diag.error({}, error);
    return 1;
  }
  if (!finish_module(linked, opt, diag)) return 1;
  Interpreter interp(linked);
  if (!interp.load(error)) {
    diag.error({}, error);
    return 1;
  }
  std::vector<char*> argv;
  std::string prog = o.inputs[0].path;
  argv.push_back(prog.data());
  std::vector<std::string> args = o.program_args;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::fflush(stdout);
  int status = interp.run_main(int(argv.size() - 1), argv.data(), environ);
  std::fflush(stdout);
  std::exit(status);
}

} // namespace ilcc
