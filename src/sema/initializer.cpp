// initializer.cpp — initialization (C17 6.7.9).
//
// An initializer is parsed first into InitItems (designators, then an expression or a
// nested brace list), because the meaning of its parts depends on the object's type. It is
// then matched against the type with a stack of frames, one per aggregate being filled:
// a braced list starts a new stack; an expression meeting an aggregate it cannot
// initialize directly opens a frame for that aggregate (brace elision, 6.7.9p20); a
// designator first returns to the list's own frame and then walks down to the designated
// subobject, leaving frames for the aggregates it entered so the next items continue there
// (6.7.9p17). The result is a list of (offset, bit-field, type, value) elements:
//   - static storage: values are evaluated to constants and gathered into one Aggregate
//     constant (Designator elements sorted by offset; a later initializer of the same
//     subobject replaces the earlier one), so lowering emits data directly;
//   - automatic storage: a DynamicInit list: Zero for aggregates, then one store per
//     element in source order.
// An array of unknown size takes its size from the largest index initialized.
#include "il/copy.h"
#include "il/share.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

#include <algorithm>

namespace ilcc::sema {

struct Designator {
  enum Kind : u8 { Member, Index } kind;
  Symbol name;
  i128 lo = 0, hi = 0;
  Loc loc = 0;
  Designator* next = nullptr;
};

struct Sema::InitItem {
  Designator* designators = nullptr;
  Expr* expr = nullptr;
  InitItem* list = nullptr; // a braced list (possibly empty)
  InitItem* next = nullptr;
  Loc loc = 0;
  bool braced = false;
};

// initializer: assignment-expression | { initializer-list ,opt }
Sema::InitItem* Sema::parse_initializer() {
  InitItem* item = init_arena.make<InitItem>();
  item->loc = loc();
  if (!is(TokenKind::LBrace)) {
    item->expr = assignment_expression();
    return item;
  }
  item->braced = true;
  if (!enter_nesting(loc())) return item;
  consume();
  InitItem** tail = &item->list;
  while (!is(TokenKind::RBrace) && !is(TokenKind::Eof)) {
    Designator* dhead = nullptr;
    Designator** dtail = &dhead;
    Loc dl = loc();
    if (tok.is_ident() && !tok.aux && peek().kind == TokenKind::Colon) {
      // GNU old-style `member: value`
      Designator* d = init_arena.make<Designator>();
      d->kind = Designator::Member;
      d->name = tok.sym();
      d->loc = dl;
      *dtail = d;
      consume();
      consume();
    } else {
      while (is(TokenKind::Period) || is(TokenKind::LBracket)) {
        // Errors about a designator point at its name or index (as gcc).
        Designator* d = init_arena.make<Designator>();
        if (accept(TokenKind::Period)) {
          d->kind = Designator::Member;
          d->loc = loc();
          if (!tok.is_ident()) {
            error(format("expected identifier %s", before_tok().c_str()));
            break;
          }
          d->name = tok.sym();
          consume();
        } else {
          consume();
          d->loc = loc();
          d->kind = Designator::Index;
          Expr* e = constant_expression();
          const char* msg = "nonconstant array index in initializer";
          const char* non_integer = "array index in initializer not of integer type";
          if (!integer_constant(e, d->lo, 0, msg, non_integer)) d->lo = 0;
          d->hi = d->lo;
          if (accept(TokenKind::Ellipsis)) {
            Expr* h = constant_expression();
            if (!integer_constant(h, d->hi, 0, msg, non_integer)) d->hi = d->lo;
            if (d->hi < d->lo) {
              error_at(d->loc, "empty index range in initializer");
              d->hi = d->lo;
            }
          }
          expect(TokenKind::RBracket, "]");
        }
        *dtail = d;
        dtail = &d->next;
      }
      if (dhead && !accept(TokenKind::Equal)) {
        if (dhead->kind == Designator::Index && !dhead->next) {
          // GNU `[i] value` without '='.
        } else {
          error(format("expected '=' %s", before_tok().c_str()));
        }
      }
    }
    InitItem* sub = parse_initializer();
    sub->designators = dhead;
    if (dhead) sub->loc = dl;
    *tail = sub;
    tail = &sub->next;
    if (!accept(TokenKind::Comma)) break;
  }
  leave_nesting();
  if (!expect(TokenKind::RBrace, "}")) skip_until(TokenKind::RBrace);
  return item;
}

QualType Sema::init_item_type(InitItem* init) {
  if (!init->expr) {
    error_at(init->loc, "'__auto_type' initialized with a braced list");
    return tt.error();
  }
  init->expr = value(init->expr);
  return unatomic(init->expr->type).unqualified();
}

namespace {
bool is_char_array(QualType t) {
  if (!is_array(t)) return false;
  QualType e = t->base;
  return is_integer(e) && e->size <= 4;
}

// A string literal, possibly parenthesized.
Constant* string_of(Expr* e) {
  if (e && e->kind == ExprKind::Constant && e->constant->kind == ConstantKind::String) return e->constant;
  return nullptr;
}

// A compound literal of array type, possibly parenthesized.
Expr* array_literal(Expr* e) {
  return e && e->kind == ExprKind::CompoundLiteral && is_array(e->type) ? e : nullptr;
}

struct Element {
  u64 offset;
  u16 bit_offset, bit_width;
  QualType type;
  Expr* expr;          // dynamic: the value (already converted)
  Constant* constant;  // static value, or a string for a char array (both modes)
  u32 order;
};

struct Frame {
  QualType type;
  u64 offset;
  u64 index;        // arrays: next element
  Field* field;     // records: next member (null: past the end)
  bool braced;      // the frame of a braced list
  u64* max_count;   // unknown-size array at the top: largest index + 1
};

// Matches items against a type, producing elements.
class Initializer {
public:
  Initializer(Sema& s, bool is_static) : s_(s), static_(is_static) {}

  std::vector<Element> elements;
  u64 top_count = 0;     // for an unknown-size top-level array
  bool failed = false;

  void init_object(QualType t, u64 offset, Sema::InitItem* item, bool top) {
    if (item->braced) {
      braced_list(t, offset, item, top);
      return;
    }
    Expr* e = item->expr;
    if (is_array(t) && is_char_array(t) && string_of(e)) {
      string_init(t, offset, string_of(e), item->loc, top);
      return;
    }
    if (is_array(t) && array_literal(e)) {
      array_from_literal(t, offset, e, item->loc, top);
      return;
    }
    if (is_array(t)) {
      if (!is_error(e->type)) s_.error_at(item->loc, "invalid initializer");
      failed = true;
      return;
    }
    scalar_or_record(t, offset, e, item->loc, 0, 0);
  }

private:
  Sema& s_;
  bool static_;
  u32 order_ = 0;

  // Number of elements for iteration (unknown size at the top: unbounded).
  static bool array_has_room(const Frame& f) {
    if (f.max_count) return true;
    if (f.type->tflags & TypeFlag::ArrayUnknownBound) return false; // flexible member: none
    return f.index < f.type->count;
  }

  static Field* next_named(Field* f) {
    // Unnamed bit-fields are skipped by initialization (6.7.9p9).
    while (f && (f->fflags & FieldFlag::Unnamed) && !(f->fflags & FieldFlag::Anonymous)) f = f->next;
    return f;
  }

  bool frame_has_room(const Frame& f) {
    if (is_array(f.type)) return array_has_room(f);
    if (is_record(f.type)) return f.field != nullptr;
    return false;
  }

  // The type and offset of the frame's current subobject.
  void current(const Frame& f, QualType& t, u64& off, Field*& fld) {
    if (is_array(f.type)) {
      t = element_type(f.type);
      off = f.offset + f.index * t->size;
      fld = nullptr;
    } else {
      t = f.field->type.with(f.type.quals());
      off = f.offset + f.field->offset;
      fld = f.field;
    }
  }

  void advance(Frame& f) {
    if (is_array(f.type)) {
      ++f.index;
      if (f.max_count && f.index > *f.max_count) *f.max_count = f.index;
    } else if (f.type->kind == TypeKind::Union) {
      f.field = nullptr;
    } else {
      f.field = next_named(f.field->next);
    }
  }

  Frame frame_for(QualType t, u64 offset, bool braced, u64* max_count) {
    Frame f{t, offset, 0, nullptr, braced, max_count};
    if (is_record(t)) f.field = next_named(t->record->fields);
    return f;
  }

  // `at_end`: the object being initialized ends the outermost one (which then may grow by
  // an initialized flexible array member, GNU).
  void braced_list(QualType t, u64 offset, Sema::InitItem* list, bool top, bool at_end = false) {
    at_end |= top;
    if (!is_aggregate(t) && !is_vector(t)) {
      // Scalar in braces (6.7.9p11): the first item; empty braces zero it.
      Sema::InitItem* first = list->list;
      if (!first) {
        zero_scalar(t, offset, list->loc);
        return;
      }
      if (Designator* d = first->designators) {
        s_.error_at(d->loc, d->kind == Designator::Member ? "field name not in record or union initializer"
                                                          : "array index in non-array initializer");
        failed = true;
        return;
      }
      if (first->next) s_.warning_at(first->next->loc, "excess elements in scalar initializer");
      if (first->braced) {
        s_.warning_at(first->loc, "braces around scalar initializer");
        braced_list(t, offset, first, false);
        return;
      }
      scalar_or_record(t, offset, first->expr, first->loc, 0, 0);
      return;
    }
    if (is_char_array(t) && list->list && !list->list->braced && !list->list->designators && string_of(list->list->expr)) {
      // A string literal in braces (6.7.9p14), the list's only item.
      string_init(t, offset, string_of(list->list->expr), list->list->loc, top);
      if (Sema::InitItem* more = list->list->next) {
        s_.error_at(more->loc, format("excess elements in '%s' array initializer", type_to_string(t->base.unqualified()).c_str()));
        failed = true;
      }
      return;
    }
    if (is_vector(t)) {
      // A vector: its elements in order.
      QualType et = t->base;
      u64 i = 0;
      for (Sema::InitItem* it = list->list; it; it = it->next, ++i) {
        if (i >= t->lanes) {
          s_.warning_at(it->loc, "excess elements in vector initializer");
          break;
        }
        if (it->braced || !it->expr) continue;
        scalar_or_record(et, offset + i * et->size, it->expr, it->loc, 0, 0);
      }
      return;
    }
    std::vector<Frame> stack;
    u64* max_count = top && is_array(t) && (t->tflags & TypeFlag::ArrayUnknownBound) ? &top_count : nullptr;
    stack.push_back(frame_for(t, offset, true, max_count));
    for (Sema::InitItem* it = list->list; it; it = it->next) {
      if (it->designators) {
        stack.resize(1);
        if (!designate(stack, it)) {
          failed = true;
          continue;
        }
      } else {
        while (stack.size() > 1 && !frame_has_room(stack.back())) {
          stack.pop_back();
          advance(stack.back());
        }
        if (!frame_has_room(stack.back())) {
          s_.warning_at(it->loc, is_array(t) ? "excess elements in array initializer" : "excess elements in struct initializer");
          continue;
        }
      }
      place(stack, it, at_end);
    }
    // An element of an unknown-size array left partly initialized by brace elision
    // ({1, 2, 3} for two-member structs) counts too.
    if (max_count && stack.size() > 1 && stack[0].index + 1 > *max_count) *max_count = stack[0].index + 1;
  }

  // Walks the designators from the list's frame; leaves the target as the top frame's
  // current subobject. Array ranges [a ... b] are expanded by the caller through
  // `range_end`.
  u64 range_end_ = 0;
  bool designate(std::vector<Frame>& stack, Sema::InitItem* it) {
    range_end_ = 0;
    for (Designator* d = it->designators; d; d = d->next) {
      Frame& f = stack.back();
      if (d->kind == Designator::Member) {
        if (!is_record(f.type)) {
          s_.error_at(d->loc, format("field name not in record or union initializer"));
          return false;
        }
        Field* found = nullptr;
        std::vector<Field*> path;
        u64 off = 0;
        found = s_.find_member(f.type.type(), d->name, off, path);
        if (!found) {
          s_.error_at(d->loc, format("'%s' has no member named '%s'", type_to_string(f.type).c_str(), d->name.c_str()));
          return false;
        }
        // Through anonymous members: one frame per level.
        for (size_t i = 0; i < path.size(); ++i) {
          Frame& cur = stack.back();
          cur.field = path[i];
          if (i + 1 < path.size()) {
            QualType st;
            u64 so;
            Field* fld;
            current(cur, st, so, fld);
            stack.push_back(frame_for(st, so, false, nullptr));
          }
        }
      } else {
        if (!is_array(f.type)) {
          s_.error_at(d->loc, "array index in non-array initializer");
          return false;
        }
        bool bounded = !(f.type->tflags & TypeFlag::ArrayUnknownBound) || f.max_count == nullptr;
        if (d->lo < 0 || (bounded && !f.max_count && u128(d->hi) >= f.type->count)) {
          s_.error_at(d->loc, d->hi != d->lo ? "array index range in initializer exceeds array bounds"
                                             : "array index in initializer exceeds array bounds");
          return false;
        }
        f.index = u64(d->lo);
        if (f.max_count && u64(d->hi) + 1 > *f.max_count) *f.max_count = u64(d->hi) + 1;
        if (d->hi != d->lo) {
          if (d->next) {
            s_.error_at(d->loc, "nested designator after an index range is not supported");
            return false;
          }
          range_end_ = u64(d->hi);
        }
      }
      if (d->next) {
        QualType st;
        u64 so;
        Field* fld;
        current(stack.back(), st, so, fld);
        if (!is_aggregate(st)) {
          s_.error_at(d->next->loc, d->next->kind == Designator::Member ? "field name not in record or union initializer"
                                                                          : "array index in non-array initializer");
          return false;
        }
        stack.push_back(frame_for(st, so, false, nullptr));
      }
    }
    return true;
  }

  // Initializes the top frame's current subobject from `it`, opening frames for brace
  // elision, then advances.
  // Is the current subobject of the frames at the end of the list's object (no element or
  // member after it)?
  static bool frames_at_end(const std::vector<Frame>& stack) {
    for (const Frame& f : stack) {
      if (is_array(f.type)) return false;
      if (f.type->kind == TypeKind::Struct && f.field && f.field->next) return false;
    }
    return true;
  }

  // `at_end`: the list's object ends the outermost object; a flexible array member may be
  // initialized only there (GNU; gcc: not "in a nested context").
  void place(std::vector<Frame>& stack, Sema::InitItem* it, bool at_end) {
    for (;;) {
      Frame& f = stack.back();
      QualType st;
      u64 so;
      Field* fld;
      current(f, st, so, fld);
      if (fld && (fld->fflags & FieldFlag::Flexible) && !(at_end && frames_at_end(stack))) {
        s_.error_at(it->loc, "initialization of flexible array member in a nested context");
        failed = true;
        advance(stack.back());
        return;
      }
      if (it->braced) {
        if (fld && (fld->fflags & FieldFlag::Flexible)) {
          flexible(st, so, it);
        } else {
          braced_list(st, so, it, false, at_end && frames_at_end(stack));
        }
        finish_range(stack.back(), st, so);
        advance(stack.back());
        return;
      }
      Expr* e = it->expr;
      if (is_char_array(st) && string_of(e)) {
        if (fld && (fld->fflags & FieldFlag::Flexible)) flexible(st, so, it);
        else string_init(st, so, string_of(e), it->loc, false);
        finish_range(stack.back(), st, so);
        advance(stack.back());
        return;
      }
      if (is_array(st) && array_literal(e) && !(fld && (fld->fflags & FieldFlag::Flexible))) {
        array_from_literal(st, so, e, it->loc, false);
        finish_range(stack.back(), st, so);
        advance(stack.back());
        return;
      }
      bool direct = !is_aggregate(st) || (is_record(st) && !is_error(e->type) &&
                                          compatible(unatomic(s_.value(e)->type).unqualified(), st.unqualified()));
      if (direct) {
        if (fld && (fld->fflags & FieldFlag::Flexible)) {
          s_.error_at(it->loc, "initialization of flexible array member is not at top level");
          failed = true;
        } else {
          scalar_or_record(st, so, e, it->loc, fld && (fld->fflags & FieldFlag::Bitfield) ? fld->bit_offset : 0,
                           fld && (fld->fflags & FieldFlag::Bitfield) ? fld->bit_width : 0);
          finish_range(stack.back(), st, so);
        }
        advance(stack.back());
        return;
      }
      if (fld && (fld->fflags & FieldFlag::Flexible)) {
        s_.error_at(it->loc, "initialization of a flexible array member needs braces");
        failed = true;
        advance(stack.back());
        return;
      }
      // Brace elision: descend into the aggregate and try its first subobject.
      stack.push_back(frame_for(st, so, false, nullptr));
      if (!frame_has_room(stack.back())) {
        stack.pop_back();
        advance(stack.back());
        return;
      }
    }
  }

  // [lo ... hi] = value: copy the elements made for `lo` to the rest of the range.
  void finish_range(Frame& f, QualType st, u64 so) {
    if (!range_end_ || !is_array(f.type)) return;
    u64 lo = f.index, hi = range_end_;
    range_end_ = 0;
    size_t n = elements.size();
    size_t first = n;
    while (first > 0 && elements[first - 1].offset >= so && elements[first - 1].offset < so + st->size) --first;
    for (u64 i = lo + 1; i <= hi; ++i)
      for (size_t k = first; k < n; ++k) {
        Element e = elements[k];
        e.offset += (i - lo) * st->size;
        e.order = ++order_;
        if (!static_ && e.expr) e.expr = copy_expr_tree(s_.il, e.expr, 0, nullptr); // each element evaluates its own copy
        elements.push_back(e);
      }
    f.index = hi;
  }

  void flexible(QualType st, u64 so, Sema::InitItem* it) {
    // GNU: a flexible array member initialized at static storage; the object grows.
    if (!static_) {
      s_.error_at(it->loc, "non-static initialization of a flexible array member");
      failed = true;
      return;
    }
    u64 count = 0;
    QualType elem = st->base;
    if (!it->braced && string_of(it->expr)) {
      Constant* c = string_of(it->expr);
      count = c->length / c->char_size;
      string_init(s_.tt.array_of(elem, count), so, c, it->loc, false);
    } else {
      Initializer sub(s_, static_);
      QualType open = s_.tt.unknown_bound_array(elem);
      sub.init_object(open, so, it, true);
      count = sub.top_count;
      for (Element& e : sub.elements) {
        e.order = ++order_;
        elements.push_back(e);
      }
      failed |= sub.failed;
    }
    flexible_end = std::max(flexible_end, so + count * elem->size);
  }

public:
  u64 flexible_end = 0;

private:
  void zero_scalar(QualType t, u64 offset, Loc l) {
    Expr* z = s_.int_constant(0, s_.tt.int_(), l);
    scalar_or_record(t, offset, z, l, 0, 0);
  }

  void string_init(QualType t, u64 offset, Constant* str, Loc l, bool top) {
    QualType elem = t->base;
    u8 csize = u8(elem->size);
    if (str->char_size != csize) {
      s_.error_at(l, format("cannot initialize array of '%s' from a string literal with type array of '%s'",
                            type_to_string(elem.unqualified()).c_str(), type_to_string(str->type->base).c_str()));
      failed = true;
      return;
    }
    u64 n = str->length / csize; // characters including the terminator
    u64 count;
    if (top && (t->tflags & TypeFlag::ArrayUnknownBound)) {
      count = n;
      top_count = n;
    } else {
      count = t->count;
      if (n - 1 > count)
        s_.warning_at(l, format("initializer-string for array of '%s' is too long", type_to_string(elem.unqualified()).c_str()));
    }
    std::string bytes(str->bytes, std::min<u64>(str->length, count * csize));
    bytes.resize(count * csize, 0);
    QualType at = s_.tt.array_of(elem.unqualified(), count);
    Constant* c = intern_string_constant(s_.il, at, bytes.data(), bytes.size(), csize);
    elements.push_back({offset, 0, 0, at, nullptr, c, ++order_});
  }

  // GNU: an array with static storage initialized by a compound literal of the same
  // array type (`int a[] = (int[]){1, 2};`) takes the literal's value; an unknown size
  // its size.
  void array_from_literal(QualType t, u64 offset, Expr* e, Loc l, bool top) {
    QualType lt = e->type;
    bool unknown = top && (t->tflags & TypeFlag::ArrayUnknownBound);
    if (is_error(lt)) {
      failed = true;
      return;
    }
    if (!compatible(element_type(t).unqualified(), element_type(lt).unqualified()) ||
        (!unknown && lt->count != t->count)) {
      s_.error_at(l, "invalid initializer");
      failed = true;
      return;
    }
    if (!static_) {
      s_.error_at(l, "array initialized from non-constant array expression");
      failed = true;
      return;
    }
    Constant* c = s_.literal_value(e->literal, s_.il.current_region());
    if (!c) {
      s_.error_at(l, "initializer element is not constant");
      failed = true;
      return;
    }
    if (unknown) top_count = lt->count;
    QualType at = s_.tt.array_of(element_type(t).unqualified(), lt->count);
    elements.push_back({offset, 0, 0, at, nullptr, c, ++order_});
  }

  void scalar_or_record(QualType t, u64 offset, Expr* e, Loc l, u16 bit_offset, u16 bit_width) {
    if (is_error(t) || is_error(e->type)) {
      failed = true;
      return;
    }
    Expr* v = s_.convert_for_assignment(e, t.unqualified(), "initialization", l);
    if (is_error(v->type)) {
      failed = true;
      return;
    }
    Element el{offset, bit_offset, bit_width, t.unqualified(), nullptr, nullptr, ++order_};
    if (static_) {
      bool saved = s_.fold_literal_values;
      s_.fold_literal_values = true; // GNU: a compound literal's value is constant here
      Constant* c = s_.evaluate_constant(v, s_.il.current_region());
      s_.fold_literal_values = saved;
      if (!c) {
        s_.error_at(l, "initializer element is not constant");
        failed = true;
        return;
      }
      el.constant = c;
    } else {
      el.expr = v;
    }
    elements.push_back(el);
  }
};
} // namespace

namespace {
// The Aggregate constant of `type` made of the elements: Designators sorted by offset,
// an element overwritten by a later one of the same subobject dropped.
Constant* aggregate_constant(Sema& s, std::vector<Element>& elements, QualType type, u32 region) {
  Il& il = s.il;
  // Sort by offset (stable: later initializers of the same place win below).
  std::stable_sort(elements.begin(), elements.end(), [](const Element& a, const Element& b) {
    if (a.offset != b.offset) return a.offset < b.offset;
    return a.bit_offset < b.bit_offset;
  });
  // Drop elements overwritten by a later initializer of the same subobject.
  std::vector<Element> kept;
  for (size_t i = 0; i < elements.size(); ++i) {
    const Element& e = elements[i];
    bool replaced = false;
    for (size_t j = 0; j < elements.size(); ++j) {
      if (j == i || elements[j].order < e.order) continue;
      const Element& o = elements[j];
      if (o.offset == e.offset && o.bit_offset == e.bit_offset && o.bit_width == e.bit_width) {
        replaced = true;
        break;
      }
      if (j > i + 8) break;
    }
    if (!replaced) kept.push_back(e);
  }
  Constant* agg = il.alloc_constant(ConstantKind::Aggregate, region);
  agg->type = type;
  Constant** tail = &agg->elements;
  for (const Element& e : kept) {
    Constant* d = il.alloc_constant(ConstantKind::Designator, region);
    d->type = e.type;
    d->elem_offset = e.offset;
    d->bit_offset = e.bit_offset;
    d->bit_width = e.bit_width;
    d->value = e.constant;
    *tail = d;
    tail = &d->next;
  }
  return agg;
}
} // namespace

Constant* Sema::static_initializer(InitItem* init, QualType& type, u32 region, Loc l) {
  Initializer in(*this, true);
  u32 saved = il.current_region();
  in.init_object(type, 0, init, true);
  if (in.failed) return nullptr;
  if (is_array(type) && (type->tflags & TypeFlag::ArrayUnknownBound)) {
    type = tt.array_of(type->base, in.top_count).with(type.quals());
    if (in.top_count == 0 && !init->braced) {
    }
  }
  (void)saved;
  // One scalar element at offset 0 with the object's own type: the constant itself.
  if (in.elements.size() == 1 && in.elements[0].offset == 0 && !in.elements[0].bit_width &&
      in.elements[0].constant->type->size == type->size && !is_aggregate(type)) {
    return in.elements[0].constant;
  }
  if (in.elements.size() == 1 && in.elements[0].offset == 0 && in.elements[0].constant->kind == ConstantKind::String &&
      in.elements[0].constant->type->size == type->size) {
    return in.elements[0].constant;
  }
  (void)l;
  return aggregate_constant(*this, in.elements, type, region);
}


// The value of a compound literal as a constant, when it has one: a literal at file scope
// has its constant initializer; one in a function (automatic storage) has one when all
// the values of its initialization are constants. GNU C lets both initialize objects with
// static storage (`static struct S s = (struct S){1, 2};`).
Constant* Sema::literal_value(Variable* lit, u32 region) {
  if (lit->const_init) return is_aggregate(lit->type) ? copy_constant_full(il, lit->const_init, region) : lit->const_init;
  std::vector<Element> elements;
  u32 order = 0;
  bool saved = fold_literal_values;
  fold_literal_values = true; // literals nested in this one
  for (DynamicInit* d = lit->dyn_init; d; d = d->next) {
    if (d->init_kind == InitKind::Zero) continue;
    Constant* c = d->init_kind == InitKind::Constant ? d->constant : evaluate_constant(d->expr, region);
    if (!c) {
      fold_literal_values = saved;
      return nullptr;
    }
    elements.push_back({d->offset, d->bit_offset, d->bit_width, d->type, nullptr, c, ++order});
  }
  fold_literal_values = saved;
  QualType t = lit->type;
  if (!is_aggregate(t) && !is_vector(t))
    return elements.size() == 1 && elements[0].offset == 0 && !elements[0].bit_width ? elements[0].constant : nullptr;
  return aggregate_constant(*this, elements, t, region);
}

DynamicInit* Sema::dynamic_initializer(InitItem* init, QualType& type, Loc l) {
  Initializer in(*this, false);
  in.init_object(type, 0, init, true);
  if (is_array(type) && (type->tflags & TypeFlag::ArrayUnknownBound)) type = tt.array_of(type->base, in.top_count).with(type.quals());
  if (in.failed) return nullptr;
  DynamicInit* head = nullptr;
  DynamicInit** tail = &head;
  auto add = [&](DynamicInit* d) {
    *tail = d;
    tail = &d->next;
  };
  bool whole = in.elements.size() == 1 && in.elements[0].offset == 0 && !in.elements[0].bit_width &&
               in.elements[0].type->size == type->size;
  if ((is_aggregate(type) || is_vector(type)) && !whole) {
    DynamicInit* z = il.alloc_dual<DynamicInit>();
    z->init_kind = InitKind::Zero;
    z->type = type;
    add(z);
  }
  for (const Element& e : in.elements) {
    DynamicInit* d = il.alloc_dual<DynamicInit>();
    d->offset = e.offset;
    d->bit_offset = e.bit_offset;
    d->bit_width = e.bit_width;
    d->type = e.type;
    if (e.expr) {
      d->init_kind = InitKind::Expr;
      d->expr = e.expr;
    } else {
      d->init_kind = InitKind::Constant;
      d->constant = e.constant;
    }
    add(d);
  }
  (void)l;
  return head;
}

} // namespace ilcc::sema
