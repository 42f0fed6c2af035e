// display.h — `-fdump-il`: the IL as text, one block per entry, in walk order.
//
// What. dump_il() walks the file-scope IL (il/walk.h) with a display entry callback, then,
// for every Routine whose body region is still live, that routine's IL. Each entry prints
// as
//     #12 variable "count"
//       type: const unsigned long *
//       storage: static
//       const_init: #13
// i.e. a header (number, the schema's display name, the entity's name if it has one) and
// one line per field, by the field's schema name:
//   enums by name; flags in hex; integers in decimal; long doubles with 21 significant
//   digits; Sym and Str quoted; string-literal bytes quoted with C escapes;
//   Type fields as the C type they denote (`int (*)(int, ...)`, `struct S [4]`);
//   Child entries by number ("#13", shown in their own block), List fields as the list of
//   their elements' numbers, Ref fields by number and the entity's name (`#4 "main"`).
// Locations print through the caller's LocFormatter (-fdump-il: file:line:col), else as
// numbers. Zero integers and flags, zero locations, null pointers and empty lists are left out;
// enums, 128-bit values and long doubles always print (except Expr::op outside Operation
// nodes, where it means nothing). Next and Link fields never print.
//
// Determinism. Entries are numbered in the order the dump first mentions them (a
// reference may number an entry before its block is printed); numbers live in a side
// table keyed by address that is never iterated, so no pointer value reaches the output.
//
// Differs from EDG: EDG's display_il_entry is a hand-written switch with a format per
// kind; here one schema-driven printer shows every kind, so a new field is displayed
// without touching this file.
#pragma once

#include "il/alloc.h"

#include <functional>
#include <string>

namespace ilcc::il {

// Turns a source location into text ("file.c:12:5"). The IL knows locations only as
// numbers; the driver passes one built on the SourceManager, so this library does not
// depend on the preprocessor. Without one, locations print as numbers.
using LocFormatter = std::function<std::string(u32 loc)>;

// The whole IL: "file-scope IL:" then one "routine-scope IL of #n \"name\":" section per
// routine with a live body.
std::string dump_il(Il& il, const LocFormatter& format_loc = {});
// Only one routine's body IL (numbering starts at 1 within this dump).
std::string dump_routine_il(Il& il, Routine* r, const LocFormatter& format_loc = {});
// A type as C writes it: "const char *", "int (*)(int, char *)", "struct point [3]".
std::string type_to_string(QualType t);

} // namespace ilcc::il
