// ifconv.h — if-conversion: small branches to selects (docs/opt.md, "ifconv").
#pragma once

#include "ir/module.h"

namespace ilcc {

// Replaces a conditional branch around one or two small arms of pure computations by the
// arms' computations and selects: `if (c) x = y;` becomes `x = select c, y, x`. Returns
// the number of branches removed.
size_t convert_ifs(IrFunction& f);

} // namespace ilcc
