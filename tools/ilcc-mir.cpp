// ilcc-mir — read machine IR text (ilcc -S -emit-mir, docs/codegen.md "MIR text form"),
// run one back-end stage on every function and write the result.
//   ilcc-mir -run-pass=none|liveness|regalloc|frame|asm [-fra-knob=NAME=VALUE...] [-fra-verify]
//            [-fra-stats] IN.mir [-o OUT]
//   ilcc-mir --help | -h | --version
// Stages (each includes the ones before it): none prints the MIR back; liveness prints
// the live ranges; regalloc allocates registers (with the symbolic checker under
// -fra-verify) and prints the MIR; frame adds frame lowering; asm prints the assembly.
// The stages are the driver's own (x86_64::allocate_function, lower_frame, AsmPrinter).
// Malformed input is reported with its line and column and exit status 1; the output
// file is written only when everything succeeded.
#include "codegen/liveness.h"
#include "codegen/mir_text.h"
#include "support/diagnostics.h"
#include "support/file.h"
#include "support/version.h"
#include "target/x86_64/asm_printer.h"
#include "target/x86_64/emit.h"
#include "target/x86_64/frame.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

using namespace ilcc;

namespace {
enum class Stage { None, Liveness, RegAlloc, Frame, Asm };

void print_help() {
  std::printf("usage: ilcc-mir -run-pass=STAGE IN.mir [options] [-o OUT]\n"
              "Reads machine IR text (\"-\": standard input), runs a back-end stage on each function\n"
              "and writes the result.\n"
              "Stages:\n"
              "  none       print the machine IR back\n"
              "  liveness   print each register's live ranges and accesses\n"
              "  regalloc   allocate registers, print the machine IR\n"
              "  frame      allocate registers and lower the frame, print the machine IR\n"
              "  asm        the whole back end: print assembly\n"
              "Options:\n"
              "  -fra-knob=NAME=VALUE  set a register allocator knob (repeatable)\n"
              "  -fra-verify       check each allocation symbolically\n"
              "  -fra-stats        print allocation statistics on stderr\n"
              "  -o FILE           write the result to FILE (default: standard output)\n"
              "  -h, --help        print this help\n"
              "  --version         print the version\n");
}

std::string reg_text(const mir::TargetDesc& td, mir::Reg r) {
  if (mir::is_phys(r)) return std::string("$") + td.reg_name(r, 8);
  return "%v" + std::to_string(r - mir::kFirstVirtReg);
}

// Per block its instructions and points; per register with a range its ranges and its
// accesses (point and u/d/x, with ! for an early clobber); the call points.
void print_liveness(std::string& out, const mir::MFunction& f, const mir::TargetDesc& td) {
  using namespace mir;
  bool fp = f.has_dynamic_alloca || f.needs_frame_pointer;
  RegMask ignore = td.reserved | (fp ? reg_bit(5) : 0);
  Liveness lv;
  lv.compute(f, td, ignore);
  out += "liveness @" + std::string(f.name.str()) + ": " + std::to_string(lv.num_insts()) + " instructions, " +
         std::to_string(lv.num_points()) + " points\n";
  for (u32 b = 0; b < f.blocks.size(); ++b)
    out += "  bb" + std::to_string(b) + ": points [" + std::to_string(lv.block_start(b)) + ", " +
           std::to_string(lv.block_end(b)) + ")\n";
  for (u32 s = 0; s < lv.num_slots(); ++s) {
    Reg r = Liveness::reg_of_slot(s);
    std::span<const LiveRange> ranges = lv.ranges_of_slot(s);
    if (ranges.empty()) continue;
    out += "  " + reg_text(td, r) + ":";
    for (const LiveRange& x : ranges) out += " [" + std::to_string(x.start) + ", " + std::to_string(x.end) + ")";
    out += " ;";
    for (const Occurrence& o : lv.occurrences(r)) {
      u8 k = o.kind & kUseDef;
      out += ' ' + std::to_string(o.point) + (k == kUseDef ? "x" : k == kDef ? "d" : "u");
      if (o.kind & kEarlyClobber) out += '!';
    }
    out += '\n';
  }
  if (!lv.call_points().empty()) {
    out += "  calls:";
    for (u32 p : lv.call_points()) out += ' ' + std::to_string(p);
    out += '\n';
  }
}
} // namespace

int main(int argc, char** argv) {
  Diagnostics diag;
  diag.program = "ilcc-mir";
  std::string in, out = "-";
  Stage stage = Stage::None;
  bool have_stage = false;
  x86_64::CodegenOptions co;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      print_help();
      return 0;
    } else if (a == "--version") {
      std::printf("ilcc-mir (ilcc) %s\n", kIlccVersion);
      return 0;
    } else if (a == "-o" && i + 1 < argc) out = argv[++i];
    else if (a.rfind("-o", 0) == 0 && a.size() > 2) out = a.substr(2);
    else if (a == "-fra-verify") co.ra_verify = true;
    else if (a == "-fra-stats") co.ra_stats = true;
    else if (a.rfind("-fra-knob=", 0) == 0) {
      std::string v = a.substr(10);
      size_t eq = v.find('=');
      if (eq == std::string::npos) {
        diag.error({}, format("-fra-knob= needs NAME=VALUE, not '%s'", v.c_str()));
        return 1;
      }
      co.ra_knobs.emplace_back(v.substr(0, eq), v.substr(eq + 1));
    } else if (a.rfind("-run-pass=", 0) == 0) {
      std::string s = a.substr(10);
      have_stage = true;
      if (s == "none") stage = Stage::None;
      else if (s == "liveness") stage = Stage::Liveness;
      else if (s == "regalloc") stage = Stage::RegAlloc;
      else if (s == "frame") stage = Stage::Frame;
      else if (s == "asm") stage = Stage::Asm;
      else {
        diag.error({}, format("unknown stage '%s' (known: none liveness regalloc frame asm)", s.c_str()));
        return 1;
      }
    } else if (in.empty() && (a == "-" || a[0] != '-')) in = a;
    else {
      diag.error({}, format("unknown argument '%s'", a.c_str()));
      return 1;
    }
  }
  if (in.empty() || !have_stage) {
    diag.error({}, "usage: ilcc-mir -run-pass=none|liveness|regalloc|frame|asm [-fra-knob=NAME=VALUE] [-fra-verify] "
                   "IN.mir [-o OUT] (--help for more)");
    return 1;
  }
  mir::RaKnobs knobs;
  std::string error;
  if (!x86_64::make_ra_knobs(co, knobs, error)) {
    diag.error({}, error);
    return 1;
  }
  std::optional<std::string> text = read_file(in);
  if (!text) {
    diag.error({}, format("cannot read '%s': %s", in.c_str(), std::strerror(errno)));
    return 1;
  }
  const mir::TargetDesc& td = x86_64::target_desc();
  std::vector<std::unique_ptr<mir::MFunction>> fns;
  mir::MirParseError perr;
  if (!mir::parse_mir(*text, td, fns, perr)) {
    diag.error({in, perr.line, perr.col, {}}, perr.message);
    return 1;
  }
  std::string result;
  x86_64::AsmPrinter printer;
  for (auto& fp : fns) {
    mir::MFunction& f = *fp;
    if (stage == Stage::Liveness) {
      print_liveness(result, f, td);
      continue;
    }
    if (stage >= Stage::RegAlloc) {
      mir::RaStats stats;
      if (!x86_64::allocate_function(f, knobs, stats, error)) {
        diag.error({in, 0, 0, {}}, error);
        return 1;
      }
      if (co.ra_stats)
        std::fprintf(stderr, "ra-stats %s: vregs %u, rounds %u, spilled %u, split %u, reloads %u, stores %u, remats %u\n",
                     f.name.c_str(), stats.vregs, stats.rounds, stats.spilled, stats.split, stats.reloads,
                     stats.spill_stores, stats.remats);
    }
    if (stage >= Stage::Frame) x86_64::lower_frame(f);
    if (stage == Stage::Asm) {
      x86_64::FunctionDirectives d;
      d.is_static = !f.is_global;
      printer.function(result, f, d);
    } else {
      if (&fp != &fns.front()) result += '\n';
      mir::print_mfunction(result, f, td);
    }
  }
  if (!write_file_atomic(out, result)) {
    diag.error({}, format("cannot write '%s': %s", out.c_str(), std::strerror(errno)));
    return 1;
  }
  return 0;
}
