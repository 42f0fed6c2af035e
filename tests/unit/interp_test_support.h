// interp_test_support.h — loading a textual IR module into the interpreter without
// running @main, and calling its functions with slot arguments, for the interp_* tests.
#pragma once

#include "interp/decode.h"
#include "interp/internal.h"
#include "ir/parser.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace ilcc::interp::testing {

class LoadedModule {
public:
  explicit LoadedModule(const std::string& text) {
    IrParseError err;
    ok_ = parse_module(text, module_, err);
    EXPECT_TRUE(ok_) << err.line << ":" << err.col << ": " << err.message;
    if (!ok_) return;
    image_.module = &module_;
    create_functions(image_);
    std::string error;
    ok_ = layout_globals(image_, error);
    EXPECT_TRUE(ok_) << error;
    if (!ok_) return;
    make_closures(image_);
    decode_module(image_);
    ok_ = init_globals(image_, error);
    EXPECT_TRUE(ok_) << error;
  }
  bool ok() const { return ok_; }
  Image& image() { return image_; }

  const DFunc* function(const std::string& name) {
    const SymbolRef* r = find_symbol(image_, Symbol::intern(name));
    return r && r->kind == SymbolRef::IrFunc ? r->fn : nullptr;
  }
  Slot call(const std::string& name, std::vector<Slot> args) {
    const DFunc* f = function(name);
    EXPECT_NE(f, nullptr) << name;
    if (!f) return Slot{};
    return call_from_host(thread_ctx(image_), *f, args.data(), args.size());
  }

private:
  IrModule module_;
  Image image_;
  bool ok_ = false;
};

inline Slot int_slot(i64 v) {
  Slot s{};
  s.i = v;
  return s;
}
inline Slot wide_slot(i128 v) {
  Slot s{};
  s.w = v;
  return s;
}

} // namespace ilcc::interp::testing
