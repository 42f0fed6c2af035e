// rewrite.h — replacing uses of values across a function, and phi entries.
//
// Passes that delete a value (mem2reg's loads, a trivial phi, a folded instruction) record
// what replaces it in a ValueRewriter — a flat array indexed by value id — and rewrite all
// operands in one sweep at the end, instead of chasing def-use chains. A replacement may
// itself be replaced later (chains are followed); replacements must not form a cycle.
#pragma once

#include "ir/module.h"

#include <span>
#include <vector>

namespace ilcc {

class ValueRewriter {
public:
  explicit ValueRewriter(u32 value_limit) : map_(value_limit) {}

  void replace(Value v, const Operand& with) {
    if (v.id >= map_.size()) map_.resize(size_t(v.id) + 1);
    map_[v.id] = with;
    any_ = true;
  }
  bool has(Value v) const { return v.id < map_.size() && !map_[v.id].is_none(); }
  Operand resolve(Operand o) const {
    while (o.is_value() && o.value().id < map_.size() && !map_[o.value().id].is_none()) o = map_[o.value().id];
    return o;
  }
  bool empty() const { return !any_; }
  // Rewrites every operand of every instruction and terminator of f; returns how many
  // operands changed.
  size_t apply(IrFunction& f) const;

private:
  std::vector<Operand> map_;
  bool any_ = false;
};

// The number of phis at the start of b.
size_t num_phis(const BasicBlock& b);
// Drops the entries naming `from` from the phis of b.
void remove_phi_entries(BasicBlock& b, BlockId from);
// Adds to t's phis an entry for each block labelled in `to` carrying what they read on
// the edge from `from`, through `map` (values of `from` -> their values on the new edges;
// values numbered `limit` or above are not mapped). The grown phis' operands go in `arena`.
void add_phi_entries(Arena& arena, BasicBlock& t, BlockId from, std::span<const BlockId> to,
                     const std::vector<Operand>& map, u32 limit);
// -g: after code was copied with `map` (values of the original -> what stands for them in
// the copy), each copy of a variable's value (IrFunction::debug_values) holds the variable
// too. Only values numbered `fresh` or above count as copies (a phi mapped to an incoming
// value is not copied code).
void copy_debug_values(IrFunction& f, const std::vector<Operand>& map, u32 fresh);
// The successor a switch takes for `value`: its case's target, or the default.
BlockId switch_target(const Terminator& t, i64 value);

// Whether block b of f has an asm-goto edge to `target`.
bool has_asm_goto_edge(const IrFunction& f, const BasicBlock& b, BlockId target);
// Redirects b's asm-goto edges to `from` to `to`.
void retarget_asm_goto(BasicBlock& b, BlockId from, BlockId to);

// Removes the instructions for which `dead(inst)` holds from every block, keeping
// source spans parallel. Returns the number removed.
template <class Pred> size_t erase_instructions(IrFunction& f, Pred&& dead) {
  size_t removed = 0;
  for (BasicBlock& b : f.blocks) {
    size_t out = 0;
    bool spans = !b.source_spans.empty();
    for (size_t i = 0; i < b.instructions.size(); ++i) {
      if (dead(b.instructions[i])) {
        ++removed;
        continue;
      }
      if (out != i) {
        b.instructions[out] = b.instructions[i];
        if (spans) b.source_spans[out] = b.source_spans[i];
      }
      ++out;
    }
    b.instructions.resize(out);
    if (spans) b.source_spans.resize(out);
  }
  return removed;
}

} // namespace ilcc
