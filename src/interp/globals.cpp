// globals.cpp — global variables, literals and external names in host memory.
//
// Layout happens in two steps because initializers may hold addresses of things that do
// not exist yet when the data is laid out (function closures, decoded labels):
//   1. layout_globals: every defined global and every string, wide-string and char16
//      literal gets an address in one mmap'd data region (each aligned to its alignment,
//      rounded up to a power of two); thread-local globals get an offset in the TLS
//      template instead. Names that are only declared (extern globals, declared functions)
//      are resolved in the host process with dlsym(RTLD_DEFAULT); module aliases are
//      resolved to their targets. Functions defined in the module are entered as IrFunc
//      symbols whose address (the closure's code) make_closures fills in.
//   2. init_globals, after decoding: the image of every initializer, as the back end
//      lays it out too (ir/init_image.h), gets its addresses filled in (emit below) and
//      is copied in place.
//
// Bytes the initializer does not cover stay zero. The data region is as large as
// max(declared size, initializer size) for each global, so a short declared size never
// lets the initializer overrun its neighbour.
#include "interp/internal.h"
#include "ir/init_image.h"
#include "ir/printer.h"
#include "support/diagnostics.h"

#include <dlfcn.h>
#include <sys/mman.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdio>
#include <cstdlib>

namespace ilcc::interp {

namespace {

u64 pow2_align(u64 a) {
  if (a <= 1) return 1;
  return std::bit_ceil(a);
}

// The bytes of g's initializer (ir/init_image.h) with its addresses and label differences
// filled in. Returns false and names the culprit in `missing` when an address refers to
// an undefined symbol.
bool emit(const IrGlobal& g, std::vector<u8>& out, const Image& img, Symbol& missing) {
  using G = GlobalInit;
  InitImage bytes = layout_init(g);
  auto address = [&](Symbol s, u64& a) {
    if (symbol_address(img, s, a)) return true;
    missing = s;
    return false;
  };
  for (const InitRelocation& r : bytes.relocations) {
    u64 v, b;
    if (const G::GlobalAddr* a = r.init->get_if<G::GlobalAddr>()) {
      if (!address(a->name, v)) return false;
    } else if (const G::GlobalAddrOffset* o = r.init->get_if<G::GlobalAddrOffset>()) {
      if (!address(o->name, v)) return false;
      v += u64(o->offset);
    } else {
      const G::GlobalLabelDiff& d = r.init->get<G::GlobalLabelDiff>();
      if (!address(d.label1, v) || !address(d.label2, b)) return false;
      v -= b;
    }
    for (u32 k = 0; k < r.size; ++k) bytes.bytes[r.offset + k] = k < 8 ? u8(v >> (8 * k)) : 0;
  }
  out = std::move(bytes.bytes);
  return true;
}

// The global that defines each name (a definition wins over extern declarations).
std::vector<const IrGlobal*> defining_globals(const IrModule& m) {
  HashMap<u32, size_t> index;
  std::vector<const IrGlobal*> out;
  for (const IrGlobal& g : m.globals) {
    auto [slot, inserted] = index.insert(g.name.id(), out.size());
    if (inserted) out.push_back(&g);
    else if (out[*slot]->is_extern && !g.is_extern) out[*slot] = &g;
  }
  return out;
}

void* host_symbol(const Image& img, Symbol s, bool is_function) {
  if (const std::vector<std::string>* allowed = img.limits.host_functions) {
    if (!is_function || std::find(allowed->begin(), allowed->end(), s.str()) == allowed->end()) return nullptr;
  }
  if (void* p = binary128_symbol(s.str())) return p;
  dlerror();
  if (void* p = dlsym(RTLD_DEFAULT, s.c_str())) return p;
  return nonshared_symbol(s.str());
}

} // namespace

const SymbolRef* find_symbol(const Image& img, Symbol s) { return img.symbols.find(s.id()); }

Image::Image() {
  static std::atomic<u64> next_serial{0};
  serial = ++next_serial;
}

Image::~Image() {
  if (data_mapping) munmap(data_mapping, data_mapping_size);
  for (auto& f : funcs)
    if (f->closure) ffi_closure_free(f->closure);
  for (auto& t : trampolines)
    if (t->closure) ffi_closure_free(t->closure);
}

bool symbol_address(const Image& img, Symbol s, u64& addr) {
  if (const SymbolRef* r = find_symbol(img, s)) {
    switch (r->kind) {
    case SymbolRef::Data: case SymbolRef::Host: case SymbolRef::IrFunc: addr = r->addr; return addr != 0 || r->weak;
    case SymbolRef::Label: addr = u64(img.code_begin() + r->addr); return true;
    case SymbolRef::Tls: return false; // not a link-time constant
    case SymbolRef::Unresolved: addr = 0; return r->weak;
    }
  }
  // A block label used in an initializer (&&label in a static initializer): .LBB<id>.
  std::string_view n = s.str();
  if (n.size() > 4 && n.substr(0, 4) == ".LBB") {
    u64 id = 0;
    for (char c : n.substr(4)) {
      if (c < '0' || c > '9' || id > UINT32_MAX) return false;
      id = id * 10 + u64(c - '0');
    }
    if (const u32* idx = img.label_code.find(u32(id))) {
      addr = u64(img.code_begin() + *idx);
      return true;
    }
  }
  return false;
}

bool layout_globals(Image& img, std::string& error) {
  IrModule& m = *img.module;
  std::vector<const IrGlobal*> globals = defining_globals(m);
  // Sizes first: everything in one region, TLS in the template.
  struct Placed {
    Symbol name;
    u64 offset;
    bool tls;
  };
  std::vector<Placed> placed;
  u64 cursor = 0, tls_cursor = 0;
  u64 max_align = 16;
  // Sizes and alignments come from the input: anything beyond kMaxBytes (far more than
  // any address space) is refused before the cursors could wrap around.
  constexpr u64 kMaxBytes = u64(1) << 46;
  const u64 limit = img.limits.max_global_bytes ? std::min(img.limits.max_global_bytes, kMaxBytes) : kMaxBytes;
  auto place = [&](Symbol name, u64 size, u64 align, bool tls) {
    u64& cur = tls ? tls_cursor : cursor;
    if (align > limit || size > limit) {
      error = format("@%s is too large: %llu bytes aligned to %llu (at most %llu bytes of global data)", name.c_str(),
                     (unsigned long long)size, (unsigned long long)align, (unsigned long long)limit);
      return false;
    }
    align = pow2_align(align);
    cur = (cur + align - 1) & ~(align - 1);
    placed.push_back({name, cur, tls});
    cur += std::max<u64>(size, 1);
    if (tls) img.tls_align = u32(std::max<u64>(img.tls_align, align));
    else max_align = std::max(max_align, align);
    if (cur > limit) {
      error = format("the global data is too large: more than %llu bytes", (unsigned long long)limit);
      return false;
    }
    return true;
  };
  for (const IrGlobal* g : globals) {
    if (g->is_extern) continue;
    u64 size = std::max<u64>(g->size, layout_init(*g).bytes.size());
    if (!place(g->name, size, g->align, g->is_thread_local)) return false;
  }
  for (const auto& [name, s] : m.string_literals)
    if (!place(name, s.size() + 1, 1, false)) return false;
  for (const auto& [name, s] : m.wide_string_literals)
    if (!place(name, 4 * (s.size() + 1), 4, false)) return false;
  for (const auto& [name, s] : m.char16_string_literals)
    if (!place(name, 2 * (s.size() + 1), 2, false)) return false;

  size_t bytes = std::max<u64>((cursor + 4095) & ~u64(4095), 4096);
  void* region = mmap(nullptr, bytes + max_align, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (region == MAP_FAILED) {
    error = format("cannot allocate %zu bytes for global data", bytes);
    return false;
  }
  img.data_mapping = region;
  img.data_mapping_size = bytes + max_align;
  img.data = align_up(static_cast<u8*>(region), max_align);
  img.data_size = bytes;
  img.tls_template.assign(tls_cursor, 0);

  for (const Placed& p : placed) {
    SymbolRef r;
    r.kind = p.tls ? SymbolRef::Tls : SymbolRef::Data;
    r.addr = p.tls ? p.offset : u64(img.data + p.offset);
    img.symbols.insert(p.name.id(), r);
  }
  // Functions: definitions are interpreted; declarations name host functions.
  for (IrFunction& f : m.functions) {
    if (f.is_declaration) continue;
    SymbolRef r;
    r.kind = SymbolRef::IrFunc;
    img.symbols.insert(f.name.id(), r); // fn and addr are set by make_closures
  }
  auto resolve_external = [&](Symbol name, bool weak, bool is_function) {
    if (img.symbols.find(name.id())) return;
    SymbolRef r;
    r.weak = weak;
    if (void* p = host_symbol(img, name, is_function)) {
      r.kind = SymbolRef::Host;
      r.addr = u64(p);
      if (img.limits.host_functions) img.host_targets.insert(r.addr, true);
    }
    img.symbols.insert(name.id(), r);
  };
  for (const IrFunction& f : m.functions)
    if (f.is_declaration) resolve_external(f.name, f.is_weak, true);
  for (const IrGlobal* g : globals)
    if (g->is_extern) resolve_external(g->name, g->is_weak, false);
  // Aliases take their target's meaning (functions get their address in make_closures).
  HashMap<u32, Symbol> targets = resolve_aliases(m);
  for (const IrAlias& a : m.aliases) {
    const Symbol* target = targets.find(a.alias.id());
    const SymbolRef* t = target ? img.symbols.find(target->id()) : nullptr;
    SymbolRef r = t ? *t : SymbolRef();
    if (!t && a.is_weak) r.weak = true;
    img.symbols[a.alias.id()] = r;
  }
  return true;
}

bool init_globals(Image& img, std::string& error) {
  IrModule& m = *img.module;
  auto write = [&](Symbol name, const std::vector<u8>& bytes) {
    const SymbolRef* r = find_symbol(img, name);
    if (!r || bytes.empty()) return;
    if (r->kind == SymbolRef::Tls) std::memcpy(img.tls_template.data() + r->addr, bytes.data(), bytes.size());
    else if (r->kind == SymbolRef::Data) std::memcpy(reinterpret_cast<void*>(r->addr), bytes.data(), bytes.size());
  };
  for (const IrGlobal* g : defining_globals(m)) {
    if (g->is_extern) continue;
    std::vector<u8> bytes;
    Symbol missing;
    if (!emit(*g, bytes, img, missing)) {
      error = format("the initializer of @%s refers to @%s, which is not defined in the module or the host process",
                     g->name.c_str(), missing.c_str());
      return false;
    }
    write(g->name, bytes);
  }
  for (const auto& [name, s] : m.string_literals) write(name, std::vector<u8>(s.begin(), s.end()));
  for (const auto& [name, s] : m.wide_string_literals) {
    std::vector<u8> b(4 * s.size());
    if (!s.empty()) std::memcpy(b.data(), s.data(), b.size());
    write(name, b);
  }
  for (const auto& [name, s] : m.char16_string_literals) {
    std::vector<u8> b(2 * s.size());
    if (!s.empty()) std::memcpy(b.data(), s.data(), b.size());
    write(name, b);
  }
  return true;
}

} // namespace ilcc::interp
