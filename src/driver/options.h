// options.h — the driver's parsed command line.
//
// parse_command_line() expands @file response files, then matches each word against the
// option table (options.def) and calls the row's handler, which fills DriverOptions.
// Errors (missing values, bad -std=, unreadable response files) are reported through
// Diagnostics. -f and -m options are options.def's rows or flags.def's (no-ops with a
// reason, or rejected); -W names are warnings.def's; anything else is an error, as in gcc.
#pragma once

#include "pp/preprocessor.h"
#include "pp/printer.h"
#include "sema/builtins.h"
#include "sema/sema.h"
#include "support/diagnostics.h"
#include "target/x86_64/emit.h"
#include "lower/lower.h" // after sema.h: its names would make sema's ambiguous

#include <string>
#include <vector>

namespace ilcc {

// -fdiagnostics-color=: auto colours when stderr is a terminal (TERM not "dumb").
enum class ColorMode : u8 { Auto, Always, Never };

enum class DriverAction : u8 { Link, Preprocess, CompileOnly, AssembleOnly, SyntaxOnly };

struct InputFile {
  std::string path;
  // -x in effect: "c", "c-header", "cpp-output", "assembler", "assembler-with-cpp", "ir",
  // or "" (by suffix, input_language()).
  std::string language;
};

// A word of the link line that keeps its command-line position: an input file that goes
// to the linker (input >= 0, an index into DriverOptions::inputs), or a -l, -Wl,
// or -Xlinker word (arg).
struct LinkItem {
  std::string arg;
  int input = -1;
};

// The language of an input: its -x, or gcc's suffix rules (.c, .i: "c"; .h: "c-header";
// .s: "assembler"; .S, .sx: "assembler-with-cpp"; .ir: "ir"); "" for anything else, a file
// for the linker (.o, .a, .so, unknown suffixes).
std::string input_language(const InputFile& in);

enum class QueryKind : u8 {
  FileName, ProgName, LibgccFileName, SearchDirs, MultiOsDirectory, MultiDirectory, MultiLib, Multiarch, Sysroot,
  DumpMachine, DumpVersion, DumpFullVersion
};
struct DriverQuery {
  QueryKind kind;
  std::string arg; // -print-file-name=NAME, -print-prog-name=NAME
};

struct DriverOptions {
  DriverAction action = DriverAction::Link;
  std::vector<InputFile> inputs;
  std::string output;         // -o ("" = default)
  std::string language;       // current -x
  // The driver runs the compiler on a 1 GiB stack (driver.cpp), so its nesting limits are
  // higher than the library defaults that tools on an ordinary stack use.
  PPOptions pp = [] {
    PPOptions p;
    p.bracket_depth = 16384;
    p.macro_nesting_depth = 16384;
    p.has_builtin = sema::has_builtin;
    return p;
  }();
  PrintOptions print;
  // Dependency output.
  bool deps_only = false;     // -M / -MM
  bool deps_file = false;     // -MD / -MMD
  bool deps_system = true;    // false for -MM / -MMD
  bool deps_phony = false;    // -MP
  bool deps_generated = false; // -MG (with -M/-MM only)
  std::string deps_output;    // -MF
  std::vector<std::string> deps_targets; // -MT / -MQ
  // The x86-64 instruction set extensions (-mavx2, -march=haswell, ...; docs/simd.md).
  X86Features features = X86Features::baseline();
  // The front end.
  sema::SemaOptions sema;
  bool dump_il = false;       // -fdump-il
  bool il_stats = false;      // -fil-stats
  bool interpret = false;     // -finterpret: run in the IR interpreter
  std::vector<std::string> program_args; // -finterpret: the program's arguments
  bool emit_ir = false, emit_mir = false;
  // Code generation (-O sets opt_level from pp.optimize; pic and pie come from the -f
  // options below and -shared, in finish_options).
  x86_64::CodegenOptions codegen;
  int pic_level = 2;          // -fpic/-fpie: 1, -fPIC/-fPIE: 2, -fno-pic: 0
  bool pie = true;            // -fPIE/-fpie (the default), off with -fPIC/-fpic/-fno-pic/-fno-pie
  bool time_report = false;   // -ftime-report
  bool builtins = true;       // -fno-builtin, -ffreestanding: library calls stay calls
  bool math_errno = true;     // -fno-math-errno, -ffast-math: sqrt never sets errno
  int gnu89_inline = -1;      // -fgnu89-inline 1, -fno-gnu89-inline 0, -1: C90 modes only
  lower::StackReuse stack_reuse = lower::StackReuse::All; // -fstack-reuse=all|named_vars|none
  // Assembling and linking.
  std::vector<LinkItem> link_items;          // inputs for the linker, -l, -Wl, -Xlinker
  std::vector<std::string> library_dirs;     // -L, in order
  std::vector<std::string> assembler_args;   // -Wa, -Xassembler
  std::vector<std::string> prefixes;         // -B: searched first for programs and files
  std::string sysroot;                       // --sysroot
  std::string linker = "ld";                 // -fuse-ld=NAME: ld.NAME
  bool shared = false, static_link = false, static_pie = false, no_pie = false;
  bool pthread = false, rdynamic = false, strip = false;
  bool nostartfiles = false, nodefaultlibs = false;
  // Driver queries and verbosity.
  bool show_help = false, show_version = false, verbose = false;
  bool print_feature_tables = false;         // --print-feature-tables (hidden: the feature test's input)
  bool print_only = false;                   // -###
  // The toolchain queries (-print-file-name=NAME, -dumpversion, ...) in command-line order;
  // each answers one line (-print-search-dirs three) on standard output.
  std::vector<DriverQuery> queries;
  bool save_temps = false;                   // -save-temps: keep FILE.i, FILE.s, FILE.o
  bool save_temps_obj = false;               // -save-temps=obj: beside the -o output
  bool static_libgcc = false;                // -static-libgcc
  ColorMode color = ColorMode::Auto;         // -fdiagnostics-color=
  il::Visibility visibility = il::Visibility::Default; // -fvisibility=
  lower::UbsanOptions ubsan;                 // -fsanitize=undefined and its checks
  bool asan = false;                         // -fsanitize=address (opt/asan.h)
};

// False if the command line has errors (already reported).
bool parse_command_line(int argc, char** argv, DriverOptions& out, Diagnostics& diag);
void print_help();

} // namespace ilcc
