// lifetime.cpp — lifetime markers of the objects that live in a block or a full
// expression (docs/ir.md, "Object lifetimes"; C17 6.2.4p6 and p8).
//
// Every block (a compound statement, a `for` statement, a statement expression) and every
// full expression (C17 6.8p4: an expression statement, a controlling expression, an
// initializer, a return value) is a *scope*. The allocas of its objects — variables whose
// slot may outlive mem2reg (aggregates, and scalars whose address is taken or that are
// volatile), compound literals (block scopes only) and lowering's own temporaries (the
// innermost scope) — get `lifetime_start` where the scope is entered and `lifetime_end`
// where it is left: at its end, and by break, continue, return (run_cleanups) and goto.
// Objects of the function's body block and parameters get none: they live as long as the
// call (the inliner gives a callee's such objects markers around the inlined body).
//
// The positions are recorded as the lowering goes (sites) and the markers inserted when
// the function is complete, since only then is it known which scopes a jump enters: a
// goto to a label inside a scope the goto is not in, a switch case inside a nested block
// (not the switch's own body, whose lifetimes start before the switch), or a computed
// goto's or asm goto's label. Such a scope's objects get no markers: they live as long as
// the function, as C requires of an object whose block is entered by a jump. A function
// with nested functions or non-local labels gets no markers at all.
//
// Cost: one site per scope entry and exit, one pass per block with sites to insert them.
#include "lower/internal.h"

#include <algorithm>

namespace ilcc::lower {

u32 FunctionLowering::open_scope(bool is_block) {
  u32 s = u32(scopes_.size());
  u32 depth = scope_ == kNoScope ? 0 : scopes_[scope_].depth + 1;
  scopes_.push_back(LifetimeScope{scope_, depth, is_block, false});
  scope_ = s;
  if (!lifetimes_) return s;
  if (terminated()) set_block(new_block()); // the scope's code starts a new block, as emit would
  add_site(s, true);
  return s;
}

void FunctionLowering::close_scope(u32 s) {
  if (lifetimes_ && !terminated()) add_site(s, false);
  scope_ = scopes_[s].parent;
}

void FunctionLowering::close_scope_on_edges(u32 s, BlockId a, BlockId b) {
  if (lifetimes_) {
    add_site_at(s, false, a.id - first_block_id_, 0);
    if (b != a) add_site_at(s, false, b.id - first_block_id_, 0);
  }
  scope_ = scopes_[s].parent;
}

void FunctionLowering::exit_scope(u32 s) {
  if (lifetimes_ && s != kNoScope && !terminated()) add_site(s, false);
}

void FunctionLowering::add_site(u32 s, bool start) { add_site_at(s, start, cur_, u32(block().instructions.size())); }

void FunctionLowering::add_site_at(u32 s, bool start, u32 block, u32 index) {
  // (The entry block's allocas are put at its front after the body: finish_lifetimes adds
  // their count to the entry block's indexes.)
  sites_.push_back(MarkerSite{block, index, s, u32(sites_.size()), start});
}

void FunctionLowering::scope_object(Value alloca, bool block_scoped) {
  if (!lifetimes_) return;
  u32 s = scope_;
  while (block_scoped && s != kNoScope && !scopes_[s].is_block) s = scopes_[s].parent;
  if (s != kNoScope) scope_objects_.push_back({s, alloca});
}

bool FunctionLowering::may_stay_in_memory(const Variable* v) const {
  QualType t = v->type;
  return !is_ir_scalar(t) || t->size > 8 || t.is_volatile() || (v->vflags & VarFlag::AddressTaken);
}

void FunctionLowering::record_goto(Label* l) {
  if (!lifetimes_ || terminated()) return;
  u32 index = u32(block().instructions.size());
  scope_jumps_.push_back({scope_, kNoScope, l, cur_, index, true});
}

void FunctionLowering::record_jump(u32 from, Label* l, u32 to) {
  if (lifetimes_) scope_jumps_.push_back({from, to, l, 0, 0, false});
}

void FunctionLowering::record_computed_goto() {
  computed_goto_scope_ = computed_goto_ ? common_scope(computed_goto_scope_, scope_) : scope_;
  computed_goto_ = true;
}

u32 FunctionLowering::common_scope(u32 a, u32 b) const {
  auto depth = [&](u32 s) { return s == kNoScope ? 0 : scopes_[s].depth + 1; };
  while (depth(a) > depth(b)) a = scopes_[a].parent;
  while (depth(b) > depth(a)) b = scopes_[b].parent;
  while (a != b) a = scopes_[a].parent, b = scopes_[b].parent;
  return a;
}

void FunctionLowering::finish_lifetimes() {
  if (!lifetimes_ || !nested_.empty() || sites_.empty() || scope_objects_.empty()) return;
  u32 ns = u32(scopes_.size());
  auto scope_of_label = [&](Label* l) {
    const u32* s = label_scope_.find(uintptr_t(l));
    return s ? *s : kNoScope;
  };
  auto depth = [&](u32 s) { return s == kNoScope ? 0 : scopes_[s].depth + 1; };
  auto up = [&](u32 s) { return scopes_[s].parent; };
  // Jumps: the scopes they enter lose their markers; a goto ends the scopes it leaves.
  for (const ScopeJump& j : scope_jumps_) {
    u32 to = j.label ? scope_of_label(j.label) : j.to;
    u32 a = j.from, b = to;
    std::vector<u32> left;
    while (depth(a) > depth(b)) left.push_back(a), a = up(a);
    while (depth(b) > depth(a)) scopes_[b].unmarked = true, b = up(b);
    while (a != b) left.push_back(a), a = up(a), scopes_[b].unmarked = true, b = up(b);
    if (j.ends)
      for (u32 s : left) sites_.push_back(MarkerSite{j.block, j.index, s, u32(sites_.size()), false});
  }
  // A computed goto may reach every label whose address is taken. From all of them
  // together, a label's scopes are entered up to the innermost scope around both the
  // label and every computed goto (the shallowest of the scopes each goto shares with the
  // label is the one it shares with their common scope), which one pass finds.
  if (computed_goto_)
    for (Label* l = routine->scope ? routine->scope->labels : nullptr; l; l = l->next)
      if (l->lflags & LabelFlag::AddressTaken) {
        u32 to = scope_of_label(l);
        u32 keep = common_scope(computed_goto_scope_, to);
        for (u32 s = to; s != keep; s = up(s)) scopes_[s].unmarked = true;
      }

  // The objects of each scope (compressed rows).
  std::vector<u32> off(ns + 1, 0);
  for (const ScopeObject& o : scope_objects_) ++off[o.scope + 1];
  for (u32 s = 0; s < ns; ++s) off[s + 1] += off[s];
  std::vector<Value> objects(scope_objects_.size());
  std::vector<u32> cur(off.begin(), off.end() - 1);
  for (const ScopeObject& o : scope_objects_) objects[cur[o.scope]++] = o.alloca;

  std::sort(sites_.begin(), sites_.end(), [](const MarkerSite& a, const MarkerSite& b) {
    return std::tie(a.block, a.index, a.seq) < std::tie(b.block, b.index, b.seq);
  });
  for (size_t k = 0; k < sites_.size();) {
    u32 bi = sites_[k].block;
    size_t end = k;
    while (end < sites_.size() && sites_[end].block == bi) ++end;
    BasicBlock& b = fn.blocks[bi];
    u32 base = bi == 0 ? alloca_count_ : 0;
    bool spans = !b.source_spans.empty();
    std::vector<Instruction> out;
    std::vector<SourceSpan> out_spans;
    out.reserve(b.instructions.size() + (end - k));
    size_t next = k;
    auto insert_sites = [&](size_t pos) {
      for (; next < end && sites_[next].index + base <= pos; ++next) {
        const MarkerSite& site = sites_[next];
        if (scopes_[site.scope].unmarked) continue;
        for (u32 o = off[site.scope]; o < off[site.scope + 1]; ++o) {
          out.push_back(make_lifetime(fn.arena, site.start, objects[o]));
          if (spans) out_spans.push_back(SourceSpan{});
        }
      }
    };
    for (size_t i = 0; i < b.instructions.size(); ++i) {
      insert_sites(i);
      out.push_back(b.instructions[i]);
      if (spans) out_spans.push_back(i < b.source_spans.size() ? b.source_spans[i] : SourceSpan{});
    }
    insert_sites(b.instructions.size());
    b.instructions = std::move(out);
    if (spans) b.source_spans = std::move(out_spans);
    k = end;
  }
}

} // namespace ilcc::lower
