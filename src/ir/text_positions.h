// text_positions.h — where the IR reader found each entity of a module: a side table that
// lets the verifier report line:col for modules read from text.
//
// The table is filled by parse_module on request and is parallel to the module it read
// (functions, blocks and instructions by index), so it describes the module only until a
// pass changes it; tools use it for the verification right after reading. Instructions
// themselves carry no position (the 40-byte record stays as it is; `!loc` spans are the C
// source positions, a different thing).
#pragma once

#include "support/common.h"

#include <vector>

namespace ilcc {

struct TextPos {
  u32 line = 0, col = 0; // 1-based; 0 = unknown
};

struct IrTextPositions {
  struct Block {
    TextPos label;
    std::vector<TextPos> instructions; // parallel to BasicBlock::instructions
    TextPos terminator;
  };
  struct Function {
    TextPos header; // `define` / `declare`
    std::vector<Block> blocks;
  };
  std::vector<Function> functions; // parallel to IrModule::functions
  std::vector<TextPos> globals;    // parallel to IrModule::globals
  std::vector<TextPos> constructors, destructors, aliases;
};

} // namespace ilcc
