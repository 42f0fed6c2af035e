// init_image.h — the byte image of a global's initializer (docs/ir.md, "Global data
// layout"), laid out once for everyone who needs it: the back end prints it (x86-64
// data.cpp), the interpreter copies it into host memory, and the optimizer reads
// constants from it (read_global_init). The image is target-independent for ilcc's one
// target: little endian, the IR's type sizes, 8-byte addresses.
#pragma once

#include "ir/module.h"

#include <limits>
#include <optional>
#include <vector>

namespace ilcc {

// A piece of the image that only the assembler, the linker or the loader can fill: an
// address (GlobalAddr, GlobalAddrOffset: 8 bytes) or a label difference (its width).
struct InitRelocation {
  u64 offset;             // in the object
  u32 size;               // bytes
  const GlobalInit* init; // the initializer element, owned by the global
};

struct InitImage {
  // The bytes from the window's start on, as far as the initializer reaches within the
  // window (bytes past the end are zero); a relocation's bytes are zero.
  std::vector<u8> bytes;
  std::vector<InitRelocation> relocations; // by offset, those that overlap the window
};

// Which part of the image to lay out: the bytes of [lo, hi), walking at most `budget`
// initializer elements (a top-level array counts once, whatever its length).
struct InitWindow {
  u64 lo = 0, hi = std::numeric_limits<u64>::max();
  u32 budget = std::numeric_limits<u32>::max();
};

// Lays out `init`, the initializer of a global of element type `ty`, into `out` (which
// starts empty). Top-level scalars and arrays take ty's size (converted when a constant's
// kind differs), constants inside a compound their natural size; strings end with their
// terminator; Zero adds nothing (the object's size covers the rest). False when the
// budget ran out before the window was complete.
bool layout_init(const GlobalInit& init, IrType ty, InitImage& out, const InitWindow& window = {});

// The image of g's initializer (the whole of it).
inline InitImage layout_init(const IrGlobal& g) {
  InitImage img;
  layout_init(g.init, g.ty, img);
  return img;
}

// The constant of type ty that a load of ty at byte `offset` of g reads from g's
// initializer: integers, pointers stored as integers, f32 and f64. nullopt when the bytes
// are not all known constants (an address, a label difference), the access leaves the
// object, or the initializer is too large to walk (more than a few thousand elements
// before the offset). Whether g can change at run time is the caller's question.
std::optional<IrConst> read_global_init(const IrGlobal& g, u64 offset, IrType ty);

} // namespace ilcc
