// ssa_bench — times CFG construction, dominators, dominance frontiers and mem2reg on a
// generated function of N blocks (bench/opt/run.sh runs it for 10k, 100k and 1M blocks);
// with --pipeline, the -O2 function pipeline on it instead, each pass timed
// (ILCC_TIME_PASSES's table), to show how every pass scales.
//
// The function is alloca-form code shaped like compiled C: a chain of blocks, each loading
// and storing two of eight local variables, ending in a conditional branch to the next
// block and either a short back edge (a loop of up to 16 blocks) or a short forward skip
// (an if without else). All blocks are reachable. The generator is deterministic.
#include "ir/analysis.h"
#include "ir/verifier.h"
#include "opt/mem2reg.h"
#include "opt/pipeline.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>

using namespace ilcc;

static IrFunction generate(u32 nblocks) {
  IrFunction f;
  f.name = Symbol::intern("bench");
  f.return_type = IrType::I64;
  f.params.push_back(IrParam{IrType::I64, Value(0), {}, {}, {}});
  f.next_value_id = 1;
  std::mt19937 rng(42);
  constexpr u32 kSlots = 8;
  Value slots[kSlots];
  f.blocks.resize(nblocks);
  for (u32 b = 0; b < nblocks; ++b) f.blocks[b].label = BlockId(b);
  BasicBlock& entry = f.blocks[0];
  for (Value& s : slots) {
    s = f.new_value();
    entry.instructions.push_back(make_alloca(s, IrType::I64, 8, 8));
  }
  for (Value s : slots) entry.instructions.push_back(make_store(f.arena, IrType::I64, Value(0), s));
  for (u32 b = 0; b < nblocks; ++b) {
    BasicBlock& bb = f.blocks[b];
    Value x = f.new_value(), y = f.new_value(), z = f.new_value();
    bb.instructions.push_back(make_load(f.arena, x, IrType::I64, slots[rng() % kSlots]));
    bb.instructions.push_back(make_load(f.arena, y, IrType::I64, slots[rng() % kSlots]));
    bb.instructions.push_back(make_binop(f.arena, z, IrBinOp::Add, IrType::I64, x, y));
    bb.instructions.push_back(make_store(f.arena, IrType::I64, z, slots[rng() % kSlots]));
    bb.instructions.push_back(make_store(f.arena, IrType::I64, x, slots[rng() % kSlots]));
    if (b + 1 == nblocks) {
      bb.terminator = make_ret(IrType::I64, z);
      continue;
    }
    Value c = f.new_value();
    bb.instructions.push_back(make_cmp(f.arena, c, IrCmpOp::Slt, IrType::I64, z, Value(0)));
    u32 other;
    if (b > 1 && rng() % 2) other = b - 1 - rng() % std::min<u32>(16, b - 1); // back edge (not to the entry)
    else other = std::min(nblocks - 1, b + 2 + u32(rng() % 4));             // forward skip
    bb.terminator = make_condbr(c, BlockId(b + 1), BlockId(other));
  }
  return f;
}

static size_t instruction_count(const IrFunction& f) {
  size_t n = 0;
  for (const BasicBlock& b : f.blocks) n += b.instructions.size();
  return n;
}

using Clock = std::chrono::steady_clock;
static double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

int main(int argc, char** argv) {
  u32 n = argc > 1 ? u32(std::atol(argv[1])) : 100000;
  bool verify = argc > 2 && std::string_view(argv[2]) == "--verify";
  if (argc > 2 && std::string_view(argv[2]) == "--pipeline") {
    IrModule m;
    m.functions.push_back(generate(n));
    size_t insts = instruction_count(m.functions[0]);
    PassRunner runner;
    runner.time_passes(); // the table goes to stderr when the runner ends
    auto t = Clock::now();
    bool ok = optimize_function(m, m.functions[0], 2, runner);
    std::printf("blocks %u, instructions %zu: -O2 function pipeline %.1f ms\n", n, insts, since(t) * 1e3);
    return ok ? 0 : 1;
  }
  IrFunction f = generate(n);
  size_t insts = instruction_count(f);

  auto t = Clock::now();
  LabelMap labels = build_label_map(f);
  Cfg cfg = build_cfg(f, labels);
  double t_cfg = since(t);
  t = Clock::now();
  std::vector<u32> idom = compute_dominators(n, cfg.preds, cfg.succs);
  double t_dom = since(t);
  t = Clock::now();
  FlatAdj df = compute_dominance_frontiers(n, cfg.preds, idom);
  double t_df = since(t);
  t = Clock::now();
  size_t promoted = promote_allocas(f);
  double t_m2r = since(t);
  size_t phis = 0;
  for (const BasicBlock& b : f.blocks)
    for (const Instruction& i : b.instructions) phis += i.op == Opcode::Phi;
  std::printf("blocks %u, instructions %zu: cfg %.1f ms, dominators %.1f ms, frontiers %.1f ms (%u entries), "
              "mem2reg %.1f ms (%zu allocas, %zu phis)\n",
              n, insts, t_cfg * 1e3, t_dom * 1e3, t_df * 1e3, df.num_entries(), t_m2r * 1e3, promoted, phis);
  if (verify) {
    std::vector<VerifierError> errors = verify_function(f);
    std::printf("verifier: %zu errors\n", errors.size());
    if (!errors.empty()) {
      std::printf("%s\n", errors[0].to_string().c_str());
      return 1;
    }
  }
  return 0;
}
