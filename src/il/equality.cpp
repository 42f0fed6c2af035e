#include "il/equality.h"

namespace ilcc::il {

namespace {
struct Special {
  const FieldDesc* param_name = find_field(EntryKind::ParamType, "name");
  const FieldDesc* expr_flags = find_field(EntryKind::Expr, "eflags");
};
const Special& special() {
  static const Special s;
  return s;
}
} // namespace

FieldRule field_rule(const FieldDesc& d) {
  const Special& S = special();
  switch (d.kind) {
  case FieldKind::Loc:
  case FieldKind::Next:
  case FieldKind::Link: return FieldRule::Ignore;
  case FieldKind::LDouble: return FieldRule::LDouble;
  case FieldKind::Flags: return &d == S.expr_flags ? FieldRule::MaskedBytes : FieldRule::Bytes;
  case FieldKind::Sym: return &d == S.param_name ? FieldRule::Ignore : FieldRule::Bytes;
  case FieldKind::Str: return FieldRule::CString;
  case FieldKind::Text: return FieldRule::Text;
  case FieldKind::Type: return FieldRule::Type;
  case FieldKind::Child: return FieldRule::Child;
  case FieldKind::List: return FieldRule::List;
  default: return FieldRule::Bytes; // scalars, enums, Ref
  }
}

u8 field_mask(const FieldDesc& d) {
  return &d == special().expr_flags ? u8(~(ExprFlag::Parenthesized | ExprFlag::Implicit)) : u8(0xff);
}

bool is_entity_kind(EntryKind k) {
  return k == EntryKind::Variable || k == EntryKind::Routine || k == EntryKind::Label || k == EntryKind::Field ||
         k == EntryKind::Scope;
}

} // namespace ilcc::il
