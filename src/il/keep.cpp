// keep.cpp — keep-in-IL marking through the generic walker (see keep.h).
#include "il/keep.h"

#include "il/walk.h"
#include "support/diagnostics.h"
#include "support/hash.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace ilcc::il {

namespace {

struct Pending {
  void* e;
  EntryKind k;
  bool reopen; // already kept: walk its fields again (they may have grown since)
};

struct Keep {
  Il& il;
  std::vector<Pending> pending;                     // file-scope entries to walk
  std::vector<Routine*> bodies;                     // routines whose body is to be walked

  std::vector<Symbol> alias_targets;               // names of alias targets to keep
  std::vector<Routine*>* newly_marked = nullptr;    // if set: every routine this run marks

  // The entities named by the alias targets met so far: defined routines and variables of
  // file scope, found in one scan of the per-kind lists for all of them.
  void keep_alias_targets() {
    HashMap<u32, u8> wanted;
    for (Symbol s : alias_targets) wanted.insert(s.id(), 1);
    alias_targets.clear();
    for (EntryKind k : {EntryKind::Routine, EntryKind::Variable}) {
      for (void* e = il.list_head(k); e; e = prefix_next(e)) {
        if (!is_allocated(e)) continue;
        Symbol name = k == EntryKind::Routine ? static_cast<Routine*>(e)->name
                                              : static_cast<Variable*>(e)->name;
        if (wanted.find(name.id())) pending.push_back({e, k, false});
      }
    }
  }

  void note_alias_target(void* e, EntryKind k) {
    if (k == EntryKind::Routine && static_cast<Routine*>(e)->alias_target)
      alias_targets.push_back(static_cast<Routine*>(e)->alias_target);
    else if (k == EntryKind::Variable && static_cast<Variable*>(e)->alias_target && in_file_scope(e))
      alias_targets.push_back(static_cast<Variable*>(e)->alias_target);
  }

  void* reopen = nullptr; // the kept entry whose fields the current walk visits again

  static int check(void* ctx, void* e, EntryKind k) {
    Keep& K = *static_cast<Keep*>(ctx);
    if (e == K.reopen) {
      K.reopen = nullptr;
      K.note_alias_target(e, k);
      return 0;
    }
    if (keep_in_il(e)) return 1;
    const WalkState& w = current_walk();
    bool file = in_file_scope(e);
    if (w.scope == WalkScope::Routine && file) {
      K.pending.push_back({e, k, false}); // a global entity used by the body: its own walk
      return 1;
    }
    if (w.scope == WalkScope::File && !file) return 1; // a body entry: marked by its body walk
    prefix_flags(e) |= Prefix::KeepInIl;
    if (k == EntryKind::Routine) {
      Routine* r = static_cast<Routine*>(e);
      K.bodies.push_back(r);
      if (K.newly_marked) K.newly_marked->push_back(r);
    }
    K.note_alias_target(e, k);
    return 0;
  }

  void run() {
    WalkCallbacks cb;
    cb.pre_walk_check = check;
    cb.ctx = this;
    cb.mode = WalkMode::FollowRefs;
    for (;;) {
      if (!pending.empty()) {
        Pending p = pending.back();
        pending.pop_back();
        if (p.reopen && keep_in_il(p.e)) {
          reopen = p.e;
          walk_entry_and_subtree(il, p.e, p.k, cb, WalkScope::File);
          reopen = nullptr;
        } else if (!keep_in_il(p.e)) {
          walk_entry_and_subtree(il, p.e, p.k, cb, WalkScope::File);
        }
        continue;
      }
      if (!bodies.empty()) {
        Routine* r = bodies.back();
        bodies.pop_back();
        if (r->region && il.region_live(r->region)) walk_routine_scope_il(il, r, cb);
        continue;
      }
      if (!alias_targets.empty()) {
        keep_alias_targets();
        continue;
      }
      break;
    }
  }
};

} // namespace

bool is_keep_in_il_root(const Routine* r) {
  // An alias is a definition without a body: an external one is emitted, with its target.
  if (r->alias_target && r->linkage == Linkage::External) return true;
  if (!(r->rflags & RoutineFlag::Defined)) return false;
  if (r->rflags & (RoutineFlag::ExplicitUsed | RoutineFlag::Constructor | RoutineFlag::Destructor))
    return true;
  if (r->linkage != Linkage::External) // static: emitted unless inline, as gcc -O0 does
    return !(r->rflags & (RoutineFlag::Inline | RoutineFlag::Nested));
  return !is_inline_only(r);
}

bool is_keep_in_il_root(const Variable* v) {
  if (!(v->vflags & VarFlag::Defined)) return false;
  if (v->vflags & VarFlag::ExplicitUsed) return true;
  return v->linkage == Linkage::External;
}

void keep_in_il_mark_entry(Il& il, void* e, EntryKind k, std::vector<Routine*>* newly_marked) {
  Keep K{il, {}, {}, {}, newly_marked};
  if (in_file_scope(e))
    K.pending.push_back({e, k, true});
  else
    prefix_flags(e) |=
        Prefix::KeepInIl; // a lone function-region entry: nothing to follow from file scope
  if (k == EntryKind::Routine) K.bodies.push_back(static_cast<Routine*>(e));
  K.run();
}

void keep_in_il_mark(Il& il, Routine* r) { keep_in_il_mark_entry(il, r, EntryKind::Routine); }
void keep_in_il_mark(Il& il, Variable* v) { keep_in_il_mark_entry(il, v, EntryKind::Variable); }

void keep_in_il_routine_completed(Il& il, Routine* r, std::vector<Routine*>* newly_marked) {
  if (keep_in_il(r) || is_keep_in_il_root(r)) keep_in_il_mark_entry(il, r, EntryKind::Routine, newly_marked);
}

void mark_to_keep_in_il(Il& il) {
  Keep K{il, {}, {}, {}, nullptr};
  // Roots, and every entity marked earlier in the unit: an entity may have been marked
  // before its definition was complete (a tentative definition completed later, an
  // `extern` object used by a function and defined afterwards with an initializer naming
  // statics), so its fields are walked again; their entries already kept are skipped at
  // once, so this costs one look at each kept entity's fields.
  for (void* e = il.list_head(EntryKind::Routine); e; e = prefix_next(e)) {
    Routine* r = static_cast<Routine*>(e);
    if (!is_allocated(r)) continue;
    bool root = is_keep_in_il_root(r);
    if (root || keep_in_il(r)) K.pending.push_back({r, EntryKind::Routine, true});
    if (root && keep_in_il(r)) K.bodies.push_back(r); // marked earlier, body perhaps not yet walked
  }
  for (void* e = il.list_head(EntryKind::Variable); e; e = prefix_next(e)) {
    Variable* v = static_cast<Variable*>(e);
    if (is_allocated(v) && (keep_in_il(v) || is_keep_in_il_root(v))) K.pending.push_back({v, EntryKind::Variable, true});
  }
  // Walk the roots in declaration order (the worklist pops from the back).
  std::reverse(K.pending.begin(), K.pending.end());
  K.run();
}

KeepCounts keep_in_il_counts(const Il& il) {
  KeepCounts c;
  for (void* e = il.list_head(EntryKind::Routine); e; e = prefix_next(e)) {
    const Routine* r = static_cast<const Routine*>(e);
    if (!is_allocated(r)) continue;
    if (keep_in_il(r))
      ++c.routines_kept;
    else if (r->rflags & RoutineFlag::Defined)
      ++c.routines_pruned;
  }
  for (void* e = il.list_head(EntryKind::Variable); e; e = prefix_next(e)) {
    const Variable* v = static_cast<const Variable*>(e);
    if (!is_allocated(v) || (v->vflags & VarFlag::Parameter)) continue;
    if (keep_in_il(v))
      ++c.variables_kept;
    else if (v->vflags & VarFlag::Defined)
      ++c.variables_pruned;
  }
  return c;
}

std::string keep_in_il_stats(const Il& il) {
  KeepCounts c = keep_in_il_counts(il);
  std::string out = "Keep in IL:\n";
  out += format("  %-26s %10llu\n", "routines kept", (unsigned long long)c.routines_kept);
  out += format("  %-26s %10llu\n", "routines pruned", (unsigned long long)c.routines_pruned);
  out += format("  %-26s %10llu\n", "variables kept", (unsigned long long)c.variables_kept);
  out += format("  %-26s %10llu\n", "variables pruned", (unsigned long long)c.variables_pruned);
  return out;
}

} // namespace ilcc::il
