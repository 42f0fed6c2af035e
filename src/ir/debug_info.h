// debug_info.h — what a debugger needs to know of the source (-g), carried by the IR
// module from the lowering to the DWARF writer (docs/debug.md).
//
// The lowering fills it from the IL: one type entry per IL type (memoized), the
// subprograms with their lexical scopes and variables, and the file-scope objects. The
// back end adds where each variable lives (target/x86_64/dwarf*.cpp). Nothing here
// depends on the IL: names are copied, types are indices into DebugInfo::types.
#pragma once

#include "support/common.h"
#include "support/symbol.h"

#include <string>
#include <vector>

namespace ilcc {

constexpr u32 kNoDi = ~0u;

enum class DiTypeKind : u8 { Void, Base, Pointer, Array, Struct, Union, Enum, Typedef, Const, Volatile, Restrict, Atomic, Function };

struct DiMember {
  std::string name;
  u32 type = kNoDi;
  u64 offset = 0;     // bytes
  u16 bit_offset = 0; // bit-fields: from the byte offset
  u16 bit_size = 0;   // 0: not a bit-field
};

struct DiEnumerator {
  std::string name;
  i64 value = 0;
};

struct DiType {
  DiTypeKind kind = DiTypeKind::Void;
  u8 encoding = 0;     // Base: DW_ATE_*
  bool declaration = false; // a struct, union or enum that is never completed
  bool prototyped = false, variadic = false; // Function
  bool has_count = false;   // Array: count is known
  std::string name;
  u64 size = 0;        // bytes (0: unknown)
  u32 base = kNoDi;    // pointee, element, qualified, aliased or return type (kNoDi: void)
  u64 count = 0;       // Array
  // Array of variable length: the element count is in the alloca `vla_count` of the
  // function of subprogram `vla_sub` (kNoDi: none).
  u32 vla_count = kNoDi, vla_sub = kNoDi;
  u32 file = 0, line = 0;
  std::vector<DiMember> members;         // Struct, Union
  std::vector<DiEnumerator> enumerators; // Enum
  std::vector<u32> params;               // Function
};

// Where a variable lives.
enum class DiLoc : u8 {
  None,     // nowhere (optimized out)
  Slot,     // the object is the frame object of IR value `value` (an alloca, a by-value parameter)
  Indirect, // the IR value `value`'s frame object holds the object's address (VLAs)
  Global,   // at symbol `symbol` (static locals)
};

struct DiVariable {
  std::string name;
  u32 type = kNoDi;
  u32 file = 0, line = 0;
  u32 scope = 0;        // index into DiSubprogram::scopes
  u32 arg_no = 0;       // parameters: 1, 2, ...; 0: a local
  DiLoc loc = DiLoc::None;
  u32 value = kNoDi;    // Slot, Indirect
  Symbol symbol;        // Global
  bool external = false; // Global: an extern declaration in a block
};

struct DiScope {
  u32 parent = kNoDi; // kNoDi: the function's outermost scope (index 0)
  u32 id = 0;         // module-wide scope id (SourceSpan::scope)
  // An inlined call's body (DW_TAG_inlined_subroutine): the callee's subprogram, and the
  // call's position; kNoDi for a lexical block.
  u32 inlined = kNoDi;
  u32 call_file = 0, call_line = 0, call_col = 0;
};

struct DiSubprogram {
  std::string name;
  Symbol symbol;
  u32 type = kNoDi; // a Function type
  u32 file = 0, line = 0;
  bool external = false;
  std::vector<DiScope> scopes; // [0]: the body
  std::vector<DiVariable> variables;
};

struct DiGlobal {
  std::string name;
  Symbol symbol;
  u32 type = kNoDi;
  u32 file = 0, line = 0;
  bool external = false;
  bool declaration = false; // extern, no definition in the unit
  bool tls = false;
};

struct DebugInfo {
  bool enabled = false;
  std::string producer, name, comp_dir;
  u16 language = 0x1d; // DW_LANG_C11
  std::vector<DiType> types;
  std::vector<DiSubprogram> subprograms;
  std::vector<DiGlobal> globals;
  // By module-wide scope id (SourceSpan::scope, 0: none): the subprogram and its scope index.
  std::vector<std::pair<u32, u32>> scopes{{kNoDi, kNoDi}};
};

} // namespace ilcc
