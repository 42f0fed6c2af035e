// dwarf.cpp — the DWARF 5 writer (docs/debug.md): one compile unit of DIEs printed as
// assembler directives, so that the assembler resolves every address, length and
// reference from labels.
//
// Abbreviations are made as DIEs are written: a DIE's tag, children flag and attribute
// forms form a key, and each distinct key gets the next code. Strings go to .debug_str
// once each. Types are one DIE per DebugInfo type entry, labelled .Ldt<index>.
#include "target/x86_64/dwarf.h"
#include "target/x86_64/data.h"

#include "support/hash.h"
#include "support/text.h"

#include <span>
#include <string_view>
#include <unordered_map>

namespace ilcc::x86_64 {

namespace {

enum Tag : u16 {
#define DW_TAG(n, v) TAG_##n = v,
#include "target/x86_64/dwarf.def"
#undef DW_TAG
};
enum Attr : u16 {
#define DW_AT(n, v) AT_##n = v,
#include "target/x86_64/dwarf.def"
#undef DW_AT
};
enum Form : u8 {
#define DW_FORM(n, v) FORM_##n = v,
#include "target/x86_64/dwarf.def"
#undef DW_FORM
};
enum OpCode : u8 {
#define DW_OP(n, v) OP_##n = v,
#include "target/x86_64/dwarf.def"
#undef DW_OP
};

void sleb(std::string& b, i64 v) {
  bool more = true;
  while (more) {
    u8 c = v & 0x7f;
    v >>= 7;
    if ((v == 0 && !(c & 0x40)) || (v == -1 && (c & 0x40))) more = false;
    else c |= 0x80;
    b += char(c);
  }
}

// A location expression: bytes, then optionally an 8-byte symbol address (DW_OP_addr).
struct Expr {
  std::string bytes;
  std::string addr_sym; // non-empty: bytes end with DW_OP_addr and this address follows
  u64 size() const { return bytes.size() + (addr_sym.empty() ? 0 : 8); }
};

struct AttrVal {
  Attr at;
  Form form;
  std::string text; // the directive(s) for the value
};

class Writer {
public:
  Writer(const IrModule& m, const std::vector<DebugFunction>& fns) : d_(m.debug), fns_(fns) {
    // Only objects still defined get an address: the optimizer deletes unused statics.
    for (const IrGlobal& g : m.globals)
      if (!g.is_extern) defined_.insert(g.name.id(), 1);
  }
  void run(std::string& out);

private:
  const DebugInfo& d_;
  const std::vector<DebugFunction>& fns_;
  std::string info_, abbrev_, str_, line_str_, rng_, loc_;
  std::unordered_map<std::string, u32> abbrevs_;
  std::unordered_map<std::string, u32> strs_, line_strs_;
  u32 rng_count_ = 0, loc_count_ = 0;
  HashMap<u32, u8> defined_; // symbol id -> 1: a global defined in the module

  std::string strp(const std::string& s) { return string_ref(strs_, str_, ".LASF", s); }
  std::string line_strp(const std::string& s) { return string_ref(line_strs_, line_str_, ".LLST", s); }
  // A reference to s in a string section (`section`, its labels `prefix`N), added once.
  static std::string string_ref(std::unordered_map<std::string, u32>& ids, std::string& section,
                                const char* prefix, const std::string& s) {
    auto [it, added] = ids.try_emplace(s, u32(ids.size()));
    if (added) {
      section += prefix;
      append_u64(section, it->second);
      section += ":\n\t.string\t";
      append_quoted(section, s);
      section += '\n';
    }
    return std::string("\t.long\t") + prefix + std::to_string(it->second) + "\n";
  }
  static std::string udata(u64 v) { return "\t.uleb128\t" + std::to_string(v) + "\n"; }
  static std::string sdata(i64 v) { return "\t.sleb128\t" + std::to_string(v) + "\n"; }
  static std::string ref(u32 type) { return "\t.long\t.Ldt" + std::to_string(type) + "-.Ldebug_info0\n"; }
  static std::string exprloc(const Expr& e) {
    std::string t = "\t.uleb128\t" + std::to_string(e.size()) + "\n";
    for (unsigned char c : e.bytes) t += "\t.byte\t" + std::to_string(unsigned(c)) + "\n";
    if (!e.addr_sym.empty()) t += "\t.quad\t" + e.addr_sym + "\n";
    return t;
  }

  void die(const char* label, Tag tag, bool children, const std::vector<AttrVal>& attrs) {
    std::string key;
    key += std::to_string(tag) + (children ? "+" : "-");
    for (const AttrVal& a : attrs) key += "," + std::to_string(a.at) + ":" + std::to_string(a.form);
    auto [it, added] = abbrevs_.try_emplace(key, u32(abbrevs_.size() + 1));
    if (added) {
      abbrev_ += udata(it->second) + udata(tag) + "\t.byte\t" + (children ? "1" : "0") + "\n";
      for (const AttrVal& a : attrs) abbrev_ += udata(a.at) + udata(a.form);
      abbrev_ += "\t.byte\t0\n\t.byte\t0\n";
    }
    if (label) {
      info_ += label;
      info_ += ":\n";
    }
    info_ += udata(it->second);
    for (const AttrVal& a : attrs) info_ += a.text;
  }
  void end_children() { info_ += "\t.byte\t0\n"; }

  void decl(std::vector<AttrVal>& a, u32 file, u32 line) {
    if (!file || !line) return;
    a.push_back({AT_decl_file, FORM_udata, udata(file)});
    a.push_back({AT_decl_line, FORM_udata, udata(line)});
  }
  void type_attr(std::vector<AttrVal>& a, u32 type) {
    if (type != kNoDi) a.push_back({AT_type, FORM_ref4, ref(type)});
  }
  Expr frame_expr(const DebugFrameLoc& l, bool deref) {
    Expr e;
    e.bytes += char(l.kind == DebugFrameLoc::Rsp ? OP_breg7 : OP_fbreg);
    sleb(e.bytes, l.off);
    if (deref) e.bytes += char(OP_deref);
    return e;
  }
  std::string ranges(const std::vector<std::pair<std::string, std::string>>& r) {
    std::string label = ".Ldrl" + std::to_string(rng_count_++);
    rng_ += label + ":\n";
    for (const auto& [a, b] : r) rng_ += "\t.byte\t6\n\t.quad\t" + a + "\n\t.quad\t" + b + "\n"; // DW_RLE_start_end
    rng_ += "\t.byte\t0\n"; // DW_RLE_end_of_list
    return "\t.long\t" + label + "\n";
  }
  // A location list in .debug_loclists: the variable's places over its ranges.
  std::string location_list(const DebugFunction& f, std::span<const u32> ranges) {
    std::string label = ".Ldll" + std::to_string(loc_count_++);
    loc_ += label + ":\n";
    auto pc = [&](u32 l) { return l == ~0u ? f.end : ".Ldvl" + std::to_string(l); };
    for (u32 i : ranges) {
      const DebugFunction::ValueRange& r = f.value_ranges[i];
      Expr e = place_expr(r.place);
      loc_ += "\t.byte\t7\n\t.quad\t" + pc(r.begin) + "\n\t.quad\t" + pc(r.end) + "\n"; // DW_LLE_start_end
      loc_ += exprloc(e);
    }
    loc_ += "\t.byte\t0\n"; // DW_LLE_end_of_list
    return "\t.long\t" + label + "\n";
  }
  // A register (DWARF numbering: rax rdx rcx rbx rsi rdi rbp rsp r8..r15, xmm0.. from 17),
  // or a slot at rsp/rbp + displacement.
  static Expr place_expr(DebugPlace p) {
    static const u8 kDwarfGpr[16] = {0, 2, 1, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15};
    Expr e;
    if (debug_place_is_reg(p)) {
      mir::Reg r = debug_place_phys(p);
      u32 n = r < 16 ? kDwarfGpr[r] : 17 + (r - 16);
      if (n < 32) {
        e.bytes += char(OP_reg0 + n);
      } else {
        e.bytes += char(OP_regx);
        e.bytes += char(n); // < 128: one byte of ULEB128
      }
    } else if (debug_place_kind(p) == 3) {
      e.bytes += char(OP_fbreg); // the frame base is the CFA
      sleb(e.bytes, debug_place_disp(p));
    } else {
      e.bytes += char(OP_breg0 + kDwarfGpr[debug_place_reg(p)]);
      sleb(e.bytes, debug_place_disp(p));
    }
    return e;
  }
  void types();
  void globals();
  void subprogram(const DebugFunction& f);
  void abstract_subprograms();
  std::vector<AttrVal> subprogram_attrs(const DiSubprogram& sp);
  void variable(const DebugFunction& f, u32 k);
  // The function's value ranges by variable, and its constant variables' const_values
  // index (~0u: none) (subprogram fills them).
  std::vector<u32> range_off_, range_idx_, const_of_;
};

void Writer::types() {
  for (u32 i = 0; i < d_.types.size(); ++i) {
    const DiType& t = d_.types[i];
    std::string label = ".Ldt" + std::to_string(i);
    std::vector<AttrVal> a;
    switch (t.kind) {
    case DiTypeKind::Void:
    case DiTypeKind::Base:
      a.push_back({AT_name, FORM_strp, strp(t.kind == DiTypeKind::Void ? "void" : t.name)});
      a.push_back({AT_byte_size, FORM_udata, udata(t.size)});
      a.push_back({AT_encoding, FORM_data1, "\t.byte\t" + std::to_string(t.encoding ? t.encoding : 5) + "\n"});
      die(label.c_str(), TAG_base_type, false, a);
      break;
    case DiTypeKind::Pointer:
      a.push_back({AT_byte_size, FORM_data1, "\t.byte\t8\n"});
      type_attr(a, t.base);
      die(label.c_str(), TAG_pointer_type, false, a);
      break;
    case DiTypeKind::Const:
    case DiTypeKind::Volatile:
    case DiTypeKind::Restrict:
    case DiTypeKind::Atomic:
      type_attr(a, t.base);
      die(label.c_str(),
          t.kind == DiTypeKind::Const      ? TAG_const_type
          : t.kind == DiTypeKind::Volatile ? TAG_volatile_type
          : t.kind == DiTypeKind::Restrict ? TAG_restrict_type
                                           : TAG_atomic_type,
          false, a);
      break;
    case DiTypeKind::Typedef:
      a.push_back({AT_name, FORM_strp, strp(t.name)});
      type_attr(a, t.base);
      decl(a, t.file, t.line);
      die(label.c_str(), TAG_typedef, false, a);
      break;
    case DiTypeKind::Array: {
      type_attr(a, t.base);
      die(label.c_str(), TAG_array_type, true, a);
      std::vector<AttrVal> s;
      if (t.has_count) {
        if (t.count) s.push_back({AT_upper_bound, FORM_udata, udata(t.count - 1)});
        else s.push_back({AT_count, FORM_udata, udata(0)});
      } else if (t.vla_count != kNoDi) {
        // The bound is the count slot's value minus one, read in the frame of the
        // function that declared the array.
        for (const DebugFunction& f : fns_)
          if (f.sub == t.vla_sub)
            for (const auto& [v, l] : f.vla_counts)
              if (v == t.vla_count && l.kind != DebugFrameLoc::None) {
                Expr e = frame_expr(l, true);
                e.bytes += char(OP_lit1);
                e.bytes += char(OP_minus);
                s.push_back({AT_upper_bound, FORM_exprloc, exprloc(e)});
                break;
              }
      }
      die(nullptr, TAG_subrange_type, false, s);
      end_children();
      break;
    }
    case DiTypeKind::Struct:
    case DiTypeKind::Union: {
      if (!t.name.empty()) a.push_back({AT_name, FORM_strp, strp(t.name)});
      if (t.declaration) {
        a.push_back({AT_declaration, FORM_flag_present, ""});
        die(label.c_str(), t.kind == DiTypeKind::Struct ? TAG_structure_type : TAG_union_type, false, a);
        break;
      }
      a.push_back({AT_byte_size, FORM_udata, udata(t.size)});
      decl(a, t.file, t.line);
      bool kids = !t.members.empty();
      die(label.c_str(), t.kind == DiTypeKind::Struct ? TAG_structure_type : TAG_union_type, kids, a);
      for (const DiMember& mb : t.members) {
        std::vector<AttrVal> ma;
        if (!mb.name.empty()) ma.push_back({AT_name, FORM_strp, strp(mb.name)});
        type_attr(ma, mb.type);
        if (mb.bit_size) {
          ma.push_back({AT_bit_size, FORM_udata, udata(mb.bit_size)});
          ma.push_back({AT_data_bit_offset, FORM_udata, udata(mb.offset * 8 + mb.bit_offset)});
        } else {
          ma.push_back({AT_data_member_location, FORM_udata, udata(mb.offset)});
        }
        die(nullptr, TAG_member, false, ma);
      }
      if (kids) end_children();
      break;
    }
    case DiTypeKind::Enum: {
      if (!t.name.empty()) a.push_back({AT_name, FORM_strp, strp(t.name)});
      if (t.declaration) {
        a.push_back({AT_declaration, FORM_flag_present, ""});
        die(label.c_str(), TAG_enumeration_type, false, a);
        break;
      }
      a.push_back({AT_byte_size, FORM_udata, udata(t.size)});
      decl(a, t.file, t.line);
      bool kids = !t.enumerators.empty();
      die(label.c_str(), TAG_enumeration_type, kids, a);
      for (const DiEnumerator& en : t.enumerators)
        die(nullptr, TAG_enumerator, false, {{AT_name, FORM_strp, strp(en.name)}, {AT_const_value, FORM_sdata, sdata(en.value)}});
      if (kids) end_children();
      break;
    }
    case DiTypeKind::Function: {
      if (t.prototyped) a.push_back({AT_prototyped, FORM_flag_present, ""});
      type_attr(a, t.base);
      bool kids = !t.params.empty() || t.variadic;
      die(label.c_str(), TAG_subroutine_type, kids, a);
      for (u32 p : t.params) {
        std::vector<AttrVal> pa;
        type_attr(pa, p);
        die(nullptr, TAG_formal_parameter, false, pa);
      }
      if (t.variadic) die(nullptr, TAG_unspecified_parameters, false, {});
      if (kids) end_children();
      break;
    }
    }
  }
}

void Writer::globals() {
  for (const DiGlobal& g : d_.globals) {
    std::vector<AttrVal> a;
    a.push_back({AT_name, FORM_strp, strp(g.name)});
    decl(a, g.file, g.line);
    type_attr(a, g.type);
    if (g.external) a.push_back({AT_external, FORM_flag_present, ""});
    if (!g.tls && !g.declaration && defined_.find(g.symbol.id())) {
      Expr e;
      e.bytes += char(OP_addr);
      e.addr_sym = std::string(g.symbol.str());
      a.push_back({AT_location, FORM_exprloc, exprloc(e)});
    }
    if (g.declaration) a.push_back({AT_declaration, FORM_flag_present, ""});
    die(nullptr, TAG_variable, false, a);
  }
}

void Writer::variable(const DebugFunction& f, u32 k) {
  const DiSubprogram& sp = d_.subprograms[f.sub];
  const DiVariable& v = sp.variables[k];
  std::vector<AttrVal> a;
  a.push_back({AT_name, FORM_strp, strp(v.name)});
  decl(a, v.file, v.line);
  type_attr(a, v.type);
  if (v.loc == DiLoc::Global) {
    if (v.external) {
      a.push_back({AT_external, FORM_flag_present, ""});
      a.push_back({AT_declaration, FORM_flag_present, ""});
    } else if (defined_.find(v.symbol.id())) {
      Expr e;
      e.bytes += char(OP_addr);
      e.addr_sym = std::string(v.symbol.str());
      a.push_back({AT_location, FORM_exprloc, exprloc(e)});
    }
  } else if (k < f.vars.size() && f.vars[k].kind != DebugFrameLoc::None) {
    a.push_back({AT_location, FORM_exprloc, exprloc(frame_expr(f.vars[k], v.loc == DiLoc::Indirect))});
  } else if (k < const_of_.size() && const_of_[k] != ~0u) {
    a.push_back({AT_const_value, FORM_sdata, sdata(f.const_values[const_of_[k]].second)});
  } else if (k + 1 < range_off_.size() && range_off_[k] != range_off_[k + 1]) {
    std::span<const u32> rs(range_idx_.data() + range_off_[k], range_off_[k + 1] - range_off_[k]);
    a.push_back({AT_location, FORM_sec_offset, location_list(f, rs)});
  }
  die(nullptr, v.arg_no ? TAG_formal_parameter : TAG_variable, false, a);
}

// The functions inlined somewhere: one abstract DIE each (DW_AT_inline, no code), labelled
// .Ldsp<subprogram>, that the inlined_subroutine DIEs name as their origin.
void Writer::abstract_subprograms() {
  std::vector<u8> done(d_.subprograms.size(), 0);
  for (const DebugFunction& f : fns_)
    for (const DiScope& sc : d_.subprograms[f.sub].scopes) {
      if (sc.inlined == kNoDi || sc.inlined >= done.size() || done[sc.inlined]) continue;
      done[sc.inlined] = 1;
      const DiSubprogram& sp = d_.subprograms[sc.inlined];
      std::vector<AttrVal> a = subprogram_attrs(sp);
      a.push_back({AT_inline, FORM_data1, "\t.byte\t1\n"}); // DW_INL_inlined
      std::string label = ".Ldsp" + std::to_string(sc.inlined);
      bool params = false;
      for (const DiVariable& v : sp.variables) params |= v.arg_no != 0;
      die(label.c_str(), TAG_subprogram, params, a);
      if (!params) continue;
      // Its parameters (.Ldsp<subprogram>p<index>), which each inlined copy lists.
      for (u32 k = 0; k < sp.variables.size(); ++k) {
        const DiVariable& v = sp.variables[k];
        if (!v.arg_no) continue;
        std::vector<AttrVal> p;
        p.push_back({AT_name, FORM_strp, strp(v.name)});
        decl(p, v.file, v.line);
        type_attr(p, v.type);
        std::string pl = label + "p" + std::to_string(k);
        die(pl.c_str(), TAG_formal_parameter, false, p);
      }
      end_children();
    }
}

// What a subprogram's DIE says of the function itself: external, name, declaration,
// prototyped, return type.
std::vector<AttrVal> Writer::subprogram_attrs(const DiSubprogram& sp) {
  std::vector<AttrVal> a;
  if (sp.external) a.push_back({AT_external, FORM_flag_present, ""});
  a.push_back({AT_name, FORM_strp, strp(sp.name)});
  decl(a, sp.file, sp.line);
  if (sp.type != kNoDi) {
    const DiType& ft = d_.types[sp.type];
    if (ft.prototyped) a.push_back({AT_prototyped, FORM_flag_present, ""});
    type_attr(a, ft.base);
  }
  return a;
}

void Writer::subprogram(const DebugFunction& f) {
  const DiSubprogram& sp = d_.subprograms[f.sub];
  std::vector<AttrVal> a = subprogram_attrs(sp);
  a.push_back({AT_low_pc, FORM_addr, "\t.quad\t" + f.begin + "\n"});
  a.push_back({AT_high_pc, FORM_data8, "\t.quad\t" + f.end + "-" + f.begin + "\n"});
  Expr cfa;
  cfa.bytes += char(OP_call_frame_cfa);
  a.push_back({AT_frame_base, FORM_exprloc, exprloc(cfa)});
  die(nullptr, TAG_subprogram, true, a);
  // The value ranges by variable, in address order within each.
  range_off_.assign(sp.variables.size() + 1, 0);
  for (const DebugFunction::ValueRange& r : f.value_ranges)
    if (r.var < sp.variables.size()) ++range_off_[r.var + 1];
  for (size_t k = 0; k < sp.variables.size(); ++k) range_off_[k + 1] += range_off_[k];
  range_idx_.resize(range_off_.back());
  std::vector<u32> at(range_off_.begin(), range_off_.end() - 1);
  for (u32 i = 0; i < f.value_ranges.size(); ++i)
    if (f.value_ranges[i].var < sp.variables.size()) range_idx_[at[f.value_ranges[i].var]++] = i;
  const_of_.assign(sp.variables.size(), ~0u);
  for (u32 i = 0; i < f.const_values.size(); ++i)
    if (f.const_values[i].first < sp.variables.size() && const_of_[f.const_values[i].first] == ~0u) const_of_[f.const_values[i].first] = i;

  // Each scope's address ranges: the stretches of printed code whose innermost scope is
  // it or one of its descendants, adjacent stretches merged.
  u32 nscopes = u32(sp.scopes.size());
  std::vector<std::vector<std::pair<std::string, std::string>>> rs(nscopes);
  std::vector<u32> last(nscopes, ~0u);
  const auto& marks = f.scope_marks;
  for (u32 i = 0; i < marks.size(); ++i) {
    const std::string& end = i + 1 < marks.size() ? marks[i + 1].first : f.end;
    for (u32 s = marks[i].second; s != kNoDi && s < nscopes; s = sp.scopes[s].parent) {
      if (last[s] != ~0u && last[s] + 1 == i) rs[s].back().second = end;
      else rs[s].push_back({marks[i].first, end});
      last[s] = i;
    }
  }
  std::vector<std::vector<u32>> kids(nscopes), vars(nscopes);
  for (u32 s = 1; s < nscopes; ++s)
    if (sp.scopes[s].parent < nscopes) kids[sp.scopes[s].parent].push_back(s);
  for (u32 k = 0; k < sp.variables.size(); ++k)
    if (sp.variables[k].scope < nscopes) vars[sp.variables[k].scope].push_back(k);
  // Parameters first, in order, then the body's variables and nested blocks.
  for (u32 k : vars[0])
    if (sp.variables[k].arg_no) variable(f, k);
  for (u32 k : vars[0])
    if (!sp.variables[k].arg_no) variable(f, k);
  // Depth-first over the scopes, with an explicit stack (deep nesting stays iterative).
  std::vector<std::pair<u32, u32>> stack; // scope, next child
  stack.push_back({0, 0});
  while (!stack.empty()) {
    auto& [s, next] = stack.back();
    if (next == kids[s].size()) {
      stack.pop_back();
      if (!stack.empty()) end_children();
      continue;
    }
    u32 c = kids[s][next++];
    if (rs[c].empty()) continue; // no code: its variables are never in scope
    std::vector<AttrVal> b;
    const DiScope& sc = sp.scopes[c];
    if (sc.inlined != kNoDi) // an inlined call: the callee's abstract DIE, and where the call was
      b.push_back({AT_abstract_origin, FORM_ref4, "\t.long\t.Ldsp" + std::to_string(sc.inlined) + "-.Ldebug_info0\n"});
    if (rs[c].size() == 1) {
      b.push_back({AT_low_pc, FORM_addr, "\t.quad\t" + rs[c][0].first + "\n"});
      b.push_back({AT_high_pc, FORM_data8, "\t.quad\t" + rs[c][0].second + "-" + rs[c][0].first + "\n"});
    } else {
      b.push_back({AT_ranges, FORM_sec_offset, ranges(rs[c])});
    }
    if (sc.inlined != kNoDi && sc.call_file && sc.call_line) {
      b.push_back({AT_call_file, FORM_udata, udata(sc.call_file)});
      b.push_back({AT_call_line, FORM_udata, udata(sc.call_line)});
      if (sc.call_col) b.push_back({AT_call_column, FORM_udata, udata(sc.call_col)});
    }
    die(nullptr, sc.inlined != kNoDi ? TAG_inlined_subroutine : TAG_lexical_block, true, b);
    if (sc.inlined != kNoDi) { // the callee's parameters, without locations: <optimized out>
      const DiSubprogram& callee = d_.subprograms[sc.inlined];
      for (u32 k = 0; k < callee.variables.size(); ++k)
        if (callee.variables[k].arg_no)
          die(nullptr, TAG_formal_parameter, false,
              {{AT_abstract_origin, FORM_ref4, "\t.long\t.Ldsp" + std::to_string(sc.inlined) + "p" + std::to_string(k) + "-.Ldebug_info0\n"}});
    }
    for (u32 k : vars[c]) variable(f, k);
    stack.push_back({c, 0});
  }
  end_children();
}

void Writer::run(std::string& out) {
  std::vector<std::pair<std::string, std::string>> cu_ranges;
  for (const DebugFunction& f : fns_) cu_ranges.push_back({f.begin, f.end});
  std::vector<AttrVal> a;
  a.push_back({AT_producer, FORM_strp, strp(d_.producer)});
  a.push_back({AT_language, FORM_data2, "\t.value\t" + std::to_string(d_.language) + "\n"});
  a.push_back({AT_name, FORM_line_strp, line_strp(d_.name)});
  a.push_back({AT_comp_dir, FORM_line_strp, line_strp(d_.comp_dir)});
  a.push_back({AT_low_pc, FORM_addr, "\t.quad\t0\n"});
  a.push_back({AT_ranges, FORM_sec_offset, ranges(cu_ranges)});
  a.push_back({AT_stmt_list, FORM_sec_offset, "\t.long\t.Ldebug_line0\n"});
  die(nullptr, TAG_compile_unit, true, a);
  types();
  globals();
  abstract_subprograms();
  for (const DebugFunction& f : fns_) subprogram(f);
  end_children();

  out += "\t.section\t.debug_info,\"\",@progbits\n.Ldebug_info0:\n";
  out += "\t.long\t.Ldebug_info_end-.Ldebug_info_start\n.Ldebug_info_start:\n";
  out += "\t.value\t5\n\t.byte\t1\n\t.byte\t8\n\t.long\t.Ldebug_abbrev0\n"; // version, DW_UT_compile, address size
  out += info_;
  out += ".Ldebug_info_end:\n";
  out += "\t.section\t.debug_abbrev,\"\",@progbits\n.Ldebug_abbrev0:\n";
  out += abbrev_;
  out += "\t.byte\t0\n";
  out += "\t.section\t.debug_rnglists,\"\",@progbits\n";
  out += "\t.long\t.Ldebug_rng_end-.Ldebug_rng_start\n.Ldebug_rng_start:\n\t.value\t5\n\t.byte\t8\n\t.byte\t0\n\t.long\t0\n";
  out += rng_;
  out += ".Ldebug_rng_end:\n";
  if (!loc_.empty()) {
    out += "\t.section\t.debug_loclists,\"\",@progbits\n";
    out += "\t.long\t.Ldebug_loc_end-.Ldebug_loc_start\n.Ldebug_loc_start:\n\t.value\t5\n\t.byte\t8\n\t.byte\t0\n\t.long\t0\n";
    out += loc_;
    out += ".Ldebug_loc_end:\n";
  }
  out += "\t.section\t.debug_str,\"MS\",@progbits,1\n";
  out += str_;
  out += "\t.section\t.debug_line_str,\"MS\",@progbits,1\n";
  out += line_str_;
  out += "\t.section\t.debug_line,\"\",@progbits\n.Ldebug_line0:\n";
}

} // namespace

void emit_dwarf(const IrModule& m, const std::vector<DebugFunction>& fns, std::string& out) {
  Writer(m, fns).run(out);
}

} // namespace ilcc::x86_64
