#include "opt/pipeline.h"

#include "ir/printer.h"
#include "opt/algebraic.h"
#include "opt/constfold.h"
#include "opt/copyprop.h"
#include "opt/dce.h"
#include "opt/direct_calls.h"
#include "opt/effects.h"
#include "opt/divconst.h"
#include "opt/domcond.h"
#include "opt/dse.h"
#include "opt/globaldce.h"
#include "opt/gvn.h"
#include "opt/count_down.h"
#include "opt/hoist.h"
#include "opt/ifconv.h"
#include "opt/inline.h"
#include "opt/ipcp.h"
#include "opt/is_constant.h"
#include "opt/ivsr.h"
#include "opt/jump_thread.h"
#include "opt/libcalls.h"
#include "opt/licm.h"
#include "opt/mem2reg.h"
#include "opt/narrow.h"
#include "opt/object_size.h"
#include "opt/phi_elim.h"
#include "opt/phifold.h"
#include "opt/phitrans.h"
#include "opt/rotate.h"
#include "opt/simplify_cfg.h"
#include "opt/addr_remat.h"
#include "opt/sink.h"
#include "opt/sroa.h"
#include "opt/unroll.h"
#include "opt/widen.h"
#include "support/diagnostics.h"

#include <cstdio>
#include <cstdlib>

namespace ilcc {

namespace {

struct PassInfo {
  std::string_view name;
  size_t (*function_pass)(IrFunction&);
  size_t (*module_pass)(IrModule&);
  size_t (*caller_pass)(IrModule&, IrFunction&, const InlineOptions&);
  bool mandatory;
  const char* description;
};

// gvn, licm and dse read the callees' memory effects (effects.h); ivsr takes new block
// ids from the module.
size_t gvn_pass(IrModule& m, IrFunction& f, const InlineOptions& o) { return number_values(m, f, o.interposable); }
size_t phitrans_pass(IrModule& m, IrFunction& f, const InlineOptions&) { return translate_through_phis(m, f); }
size_t licm_pass(IrModule& m, IrFunction& f, const InlineOptions&) { return hoist_loop_invariants(m, f); }
size_t dse_pass(IrModule& m, IrFunction& f, const InlineOptions&) { return eliminate_dead_stores(m, f); }
size_t ivsr_pass(IrModule& m, IrFunction& f, const InlineOptions&) { return reduce_induction_variables(m, f); }
size_t direct_calls_pass(IrModule& m, IrFunction& f, const InlineOptions&) { return make_calls_direct(m, f); }
size_t unroll_pass(IrModule& m, IrFunction& f, const InlineOptions&) { return unroll_loops(m, f); }
size_t thread_pass(IrModule& m, IrFunction& f, const InlineOptions&) { return thread_jumps(m, f); }
// libcalls reads the callees' declarations and may declare the functions it calls.
size_t libcalls_pass(IrModule& m, IrFunction& f, const InlineOptions& o) { return simplify_library_calls(m, f, o); }
// object-size reads the module's globals and the callees' alloc_size.
size_t object_size_pass(IrModule& m, IrFunction& f, const InlineOptions&) { return fold_object_sizes(m, f, false); }
size_t object_size_final_pass(IrModule& m, IrFunction& f, const InlineOptions&) { return fold_object_sizes(m, f, true); }
// With -fPIC a global function's body may be replaced at load time: only what this unit
// alone can call is marked.
size_t effects_pass(IrModule& m, IrFunction& f, const InlineOptions& o) {
  return o.interposable && !f.is_static && !f.is_inline ? 0 : infer_memory_effects(m, f);
}

size_t (*const kNoFunctionPass)(IrFunction&) = nullptr;
size_t (*const kNoModulePass)(IrModule&) = nullptr;
size_t (*const kNoCallerPass)(IrModule&, IrFunction&, const InlineOptions&) = nullptr;

const PassInfo kPasses[] = {
#define IR_FUNCTION_PASS(name, fn, mandatory, description)                                        \
  {name, fn, kNoModulePass, kNoCallerPass, mandatory != 0, description},
#define IR_MODULE_PASS(name, fn, mandatory, description)                                          \
  {name, kNoFunctionPass, static_cast<size_t (*)(IrModule&)>(fn), kNoCallerPass, mandatory != 0, description},
#define IR_CALLER_PASS(name, fn, description) {name, kNoFunctionPass, kNoModulePass, fn, false, description},
#include "opt/passes.def"
};

const PassInfo* find_pass(std::string_view name) {
  for (const PassInfo& p : kPasses)
    if (p.name == name) return &p;
  return nullptr;
}

std::vector<std::string> split_list(const char* s) {
  std::vector<std::string> out;
  std::string cur;
  for (; s && *s; ++s) {
    if (*s == ',') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else if (*s != ' ') {
      cur += *s;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

} // namespace

std::vector<std::string_view> pass_names() {
  std::vector<std::string_view> v;
  for (const PassInfo& p : kPasses) v.push_back(p.name);
  return v;
}

bool is_known_pass(std::string_view name) { return find_pass(name) != nullptr; }

PassRunner::PassRunner() {
  for (std::string& n : split_list(std::getenv("ILCC_DISABLE_PASSES"))) {
    if (n == "all") disable_all_ = true;
    else disabled_.push_back(n);
  }
  const char* t = std::getenv("ILCC_TIME_PASSES");
  time_passes_ = t && *t && std::string_view(t) != "0";
  if (const char* d = std::getenv("ILCC_DUMP_IR")) dump_after_ = d;
  const char* v = std::getenv("ILCC_VERIFY_EACH");
  verify_each = v && *v && std::string_view(v) != "0";
}

PassRunner::~PassRunner() {
  if (!time_passes_ || stats_.empty()) return;
  std::string out = "=== ILCC_TIME_PASSES ===\n  pass                 time (ms)   runs    changes\n";
  double total = 0;
  for (const Stats& s : stats_) {
    out += format("  %-18s %11.3f %6zu %10zu\n", s.name.c_str(), s.seconds * 1e3, s.runs, s.changes);
    total += s.seconds;
  }
  out += format("  %-18s %11.3f\n", "total", total * 1e3);
  std::fputs(out.c_str(), stderr);
}

PassRunner::Stats& PassRunner::stats(std::string_view name) {
  for (Stats& s : stats_)
    if (s.name == name) return s;
  stats_.push_back(Stats{std::string(name)});
  return stats_.back();
}

bool PassRunner::disabled(std::string_view name, bool mandatory) const {
  if (mandatory) return false;
  if (disable_all_) return true;
  for (const std::string& d : disabled_)
    if (d == name) return true;
  return false;
}

// Dumps and verifies after a pass ran on `f` (or on the whole module when f is null).
bool PassRunner::after(IrModule& m, IrFunction* f, std::string_view name) {
  if (dump_after_ == name) {
    std::string out = format("; IR after %.*s%s%s\n", int(name.size()), name.data(),
                             f ? " on @" : "", f ? f->name.c_str() : "");
    if (f) print_function(out, *f, &m);
    else out += print_module(m);
    std::fputs(out.c_str(), stderr);
  }
  if (!verify_each) return true;
  std::vector<VerifierError> errors = f ? verify_function(*f, &m) : verify_module(m);
  if (errors.empty()) return true;
  error_ = format("IR is invalid after pass '%.*s':", int(name.size()), name.data());
  for (const VerifierError& e : errors) error_ += "\n  " + e.to_string();
  return false;
}

// A whole module is a complete unit: libcalls may declare the library functions it calls,
// in room made here once before the module's functions are visited (by index: the
// declarations go at the end), as it declares each at most once.
static void allow_library_declarations(IrModule& m, InlineOptions& o) {
  m.functions.reserve(m.functions.size() + kLibcallDeclarations);
  o.declare_library = true;
}

bool PassRunner::run(IrModule& m, IrFunction& f, std::string_view name, size_t* changes) {
  const PassInfo* p = find_pass(name);
  ILCC_ASSERT(p && (p->function_pass || p->caller_pass), "not a function pass");
  if (changes) *changes = 0;
  if (disabled(name, p->mandatory) || f.is_declaration) return true;
  auto start = std::chrono::steady_clock::now();
  size_t c = p->function_pass ? p->function_pass(f) : p->caller_pass(m, f, inlining);
  Stats& s = stats(name);
  s.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ++s.runs;
  s.changes += c;
  if (changes) *changes = c;
  return after(m, &f, name);
}

bool PassRunner::run(IrModule& m, std::string_view name, size_t* changes) {
  const PassInfo* p = find_pass(name);
  ILCC_ASSERT(p, "unknown pass");
  if (changes) *changes = 0;
  if (!p->module_pass) {
    size_t total = 0;
    bool declare = inlining.declare_library;
    allow_library_declarations(m, inlining);
    for (size_t i = 0; i < m.functions.size(); ++i) {
      size_t c = 0;
      if (!run(m, m.functions[i], name, &c)) return false;
      total += c;
    }
    inlining.declare_library = declare;
    if (changes) *changes = total;
    return true;
  }
  if (disabled(name, p->mandatory)) return true;
  auto start = std::chrono::steady_clock::now();
  size_t c = p->module_pass(m);
  Stats& s = stats(name);
  s.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ++s.runs;
  s.changes += c;
  if (changes) *changes = c;
  return after(m, nullptr, name);
}

namespace {

// The fixed-point loop of the pipeline. A stage reruns only when it or one of its
// upstream stages changed the function after the stage's last run.
struct LoopStage {
  const char* pass;
  std::vector<const char*> upstream;
  std::vector<size_t> upstream_index; // derived from `upstream` once
};

const std::vector<LoopStage>& loop_stages() {
  static const std::vector<LoopStage> stages = [] {
    std::vector<LoopStage> v = {
        {"copyprop", {"object-size"}, {}},
        {"constfold", {"copyprop", "algebraic", "gvn", "phifold", "simplifycfg"}, {}},
        {"narrow", {"copyprop", "constfold", "algebraic", "gvn", "simplifycfg"}, {}},
        {"algebraic", {"copyprop", "constfold", "narrow", "gvn", "simplifycfg"}, {}},
        {"divconst", {"copyprop", "constfold", "algebraic", "simplifycfg"}, {}},
        {"gvn", {"copyprop", "constfold", "algebraic", "divconst", "licm", "simplifycfg", "libcalls"}, {}},
        {"object-size", {"copyprop", "constfold", "gvn", "simplifycfg"}, {}},
        {"libcalls", {"copyprop", "constfold", "gvn", "simplifycfg", "object-size"}, {}},
        {"dse", {"copyprop", "gvn", "simplifycfg"}, {}},
        {"phifold", {"copyprop", "constfold", "algebraic", "gvn", "simplifycfg"}, {}},
        {"licm", {"copyprop", "constfold", "algebraic", "divconst", "gvn", "simplifycfg"}, {}},
        {"simplifycfg", {"constfold", "algebraic", "gvn", "libcalls", "dce"}, {}},
        {"dce", {"copyprop", "constfold", "narrow", "algebraic", "divconst", "gvn", "libcalls", "dse", "phifold",
                 "simplifycfg"}, {}},
    };
    for (LoopStage& st : v)
      for (const char* u : st.upstream)
        for (size_t j = 0; j < v.size(); ++j)
          if (std::string_view(v[j].pass) == u) st.upstream_index.push_back(j);
    return v;
  }();
  return stages;
}

constexpr int kMaxIterations = 3;

bool run_fixed_point(IrModule& m, IrFunction& f, PassRunner& runner) {
  const std::vector<LoopStage>& stages = loop_stages();
  size_t n = stages.size();
  std::vector<u64> last_run(n, 0), last_change(n, 0);
  u64 clock = 0;
  for (int iter = 0; iter < kMaxIterations; ++iter) {
    size_t changes = 0;
    for (size_t i = 0; i < n; ++i) {
      // -Os keeps division by constants (a multiplication by the reciprocal is longer).
      if (runner.optimize_size && std::string_view(stages[i].pass) == "divconst") continue;
      bool due = last_run[i] == 0 || (last_change[i] != 0 && last_change[i] == last_run[i]);
      for (size_t u : stages[i].upstream_index) due |= last_change[u] > last_run[i];
      if (!due) continue;
      last_run[i] = ++clock;
      size_t c = 0;
      if (!runner.run(m, f, stages[i].pass, &c)) return false;
      if (c) last_change[i] = clock;
      changes += c;
    }
    if (!changes) break;
  }
  return true;
}

} // namespace

// The function part of the pipeline that needs nothing of the callees (prepare_function):
// to SSA form.
static bool run_preparing_passes(IrModule& m, IrFunction& f, int level, PassRunner& runner) {
  if (!runner.run(m, f, "unreachable")) return false;
  // Top-tested loops become guarded bottom-tested ones (on this alloca form; not at -Os:
  // the guard copies the test).
  if (level > 0 && !runner.optimize_size && !runner.run(m, f, "rotate")) return false;
  runner.inlining.level = level;
  // Small constant memcpys and memsets become moves and stores, which sroa can take apart.
  if (level > 0 && !runner.run(m, f, "libcalls")) return false;
  // Local structs and arrays accessed field by field become one slot per field.
  if (level > 0 && !runner.run(m, f, "sroa")) return false;
  return runner.run(m, f, "mem2reg");
}

// The rest of the function part (finish_function): inlining and what follows it.
static bool run_function_passes(IrModule& m, IrFunction& f, int level, PassRunner& runner) {
  runner.inlining.level = level;
  // Pure calls with invariant arguments leave their loops before the inliner would copy
  // their bodies into them.
  if (level > 0 && !runner.run(m, f, "licm")) return false;
  size_t inlined = 0;
  if (!runner.run(m, f, "inline", &inlined)) return false;
  // The callees' stack slots whose address was an argument are now plain locals; structs
  // returned in registers are taken apart now (has_wide_access).
  if ((inlined || (level > 0 && has_wide_access(f))) &&
      !((level <= 0 || runner.run(m, f, "sroa")) && runner.run(m, f, "mem2reg")))
    return false;
  if (level <= 0) return true;
  if (!run_fixed_point(m, f, runner)) return false;
  // Calls through a pointer that folding made one function's address become direct
  // calls, which the inliner looks at again.
  size_t direct = 0;
  if (!runner.run(m, f, "direct-calls", &direct)) return false;
  size_t reinlined = 0;
  if (direct && !runner.run(m, f, "inline", &reinlined)) return false;
  if (reinlined && !(runner.run(m, f, "sroa") && runner.run(m, f, "mem2reg") && run_fixed_point(m, f, runner)))
    return false;
  // Loops with a small constant trip count become copies of their bodies; the arrays they
  // indexed by the counter now have constant offsets, and sroa can split them.
  size_t unrolled = 0;
  if (!runner.optimize_size && !runner.run(m, f, "unroll", &unrolled)) return false;
  if (unrolled && !(runner.run(m, f, "constfold") && runner.run(m, f, "sroa") && runner.run(m, f, "mem2reg") &&
                    run_fixed_point(m, f, runner)))
    return false;
  // What a loop's header recomputes of its predecessors' values (a rotated loop's test).
  size_t translated = 0;
  if (!runner.run(m, f, "phitrans", &translated)) return false;
  if (translated && !runner.run(m, f, "dce")) return false;
  // Comparisons a dominating branch decides (once: the loop's rounds rarely make new ones);
  // the branches and the code they decided go.
  size_t decided = 0;
  if (!runner.run(m, f, "domcond", &decided)) return false;
  if (decided && !(runner.run(m, f, "constfold") && runner.run(m, f, "simplifycfg") && runner.run(m, f, "dce")))
    return false;
  // Paths on which a phi's constant decides a branch go straight to its outcome (state
  // machines: the arm that set the state jumps to the next state's arm).
  size_t threaded = 0;
  if (!runner.optimize_size && !runner.run(m, f, "thread", &threaded)) return false;
  if (threaded && !(runner.run(m, f, "copyprop") && runner.run(m, f, "constfold") && runner.run(m, f, "algebraic") &&
                    runner.run(m, f, "simplifycfg") && runner.run(m, f, "gvn") && runner.run(m, f, "dce")))
    return false;
  size_t widened = 0;
  if (!runner.run(m, f, "widen", &widened)) return false;
  // The extended starts and bounds: folded, shared (gvn) and moved out of outer loops.
  if (widened && !(runner.run(m, f, "constfold") && runner.run(m, f, "copyprop") && runner.run(m, f, "gvn") &&
                   runner.run(m, f, "licm") && runner.run(m, f, "dce")))
    return false;
  // Scaled addresses become pointer variables; the multiplications go.
  size_t reduced = 0;
  if (!runner.run(m, f, "ivsr", &reduced)) return false;
  if (reduced && !(runner.run(m, f, "constfold") && runner.run(m, f, "dce"))) return false;
  // Counters that only count run down to zero, tested by the decrement.
  if (!runner.run(m, f, "count-down")) return false;
  // What both arms of a branch compute moves up into the branch's block; then branches
  // around small arms become selects, the emptied arms go and the blocks merge.
  size_t hoisted = 0;
  if (!runner.run(m, f, "hoist", &hoisted)) return false;
  size_t converted = 0;
  if (!runner.run(m, f, "ifconv", &converted)) return false;
  if ((hoisted || converted) &&
      !(runner.run(m, f, "simplifycfg") && runner.run(m, f, "copyprop") && runner.run(m, f, "dce")))
    return false;
  // What the function does to memory, for its callers (which come later in the unit).
  if (!runner.run(m, f, "sink")) return false;
  // Field addresses shared across blocks are rebuilt where they are used, in the memory
  // operands; the shared ones go.
  size_t remat = 0;
  if (!runner.run(m, f, "addr-remat", &remat)) return false;
  if (remat && !runner.run(m, f, "dce")) return false;
  return runner.run(m, f, "effects");
}

// Without the operand arrays and data the passes replaced, a function's arena is a
// fraction of the size while it waits in the module for the rest of the unit.
bool prepare_function(IrModule& m, IrFunction& f, int level, PassRunner& runner) {
  if (f.is_declaration) return true;
  if (!run_preparing_passes(m, f, level, runner)) return false;
  f.compact_arena();
  return true;
}

bool finish_function(IrModule& m, IrFunction& f, int level, PassRunner& runner) {
  if (f.is_declaration) return true;
  if (!run_function_passes(m, f, level, runner)) return false;
  f.compact_arena();
  return true;
}

bool optimize_function(IrModule& m, IrFunction& f, int level, PassRunner& runner) {
  if (f.is_declaration) return true;
  return run_preparing_passes(m, f, level, runner) && finish_function(m, f, level, runner);
}

// Runs `pass` on f and, when it changed something, folds what it decided (a decision is
// a copy of a constant: copyprop carries it to its uses) and removes the branches and
// code that became dead.
static bool run_and_fold(IrModule& m, IrFunction& f, PassRunner& runner, const char* pass) {
  size_t changes = 0;
  if (!runner.run(m, f, pass, &changes)) return false;
  return !changes || (runner.run(m, f, "copyprop") && runner.run(m, f, "constfold") &&
                      runner.run(m, f, "simplifycfg") && runner.run(m, f, "dce"));
}

// Without optimization: the object sizes an IR input left (C leaves none at -O0).
static void decide_object_sizes_late(IrModule& m) {
  for (IrFunction& f : m.functions) fold_object_sizes(m, f, true);
}

bool optimize_module_late(IrModule& m, int level, PassRunner& runner) {
  // The inline-only definitions served the unit's inlining; they are not emitted.
  drop_inline_only_bodies(m);
  if (level <= 0) {
    decide_object_sizes_late(m);
    eliminate_dead_inline_functions(m);
    return true;
  }
  // With every call site known: constant arguments and results (-O2 and up).
  if (level >= 2 && !runner.run(m, "ipcp")) return false;
  // Library calls left for want of a declaration of the function they become: the unit
  // is complete, so a name it does not declare is the library's. And __builtin_constant_p
  // left undecided: no inlining can make its argument constant any more.
  bool declare = runner.inlining.declare_library;
  allow_library_declarations(m, runner.inlining);
  for (size_t i = 0; i < m.functions.size(); ++i) {
    IrFunction& f = m.functions[i];
    if (f.is_declaration) continue;
    if (has_object_size(f) && !run_and_fold(m, f, runner, "object-size-final")) return false;
    if (!run_and_fold(m, f, runner, "libcalls")) return false;
    if (has_is_constant(f) && !run_and_fold(m, f, runner, "is-constant")) return false;
  }
  runner.inlining.declare_library = declare;
  return runner.run(m, "globaldce");
}

bool optimize_module(IrModule& m, int level, PassRunner& runner) {
  for (IrFunction& f : m.functions)
    if (!optimize_function(m, f, level, runner)) return false;
  return optimize_module_late(m, level, runner);
}

} // namespace ilcc
