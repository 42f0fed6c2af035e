// link.h — linking IR modules into one (ilcc -finterpret a.c b.c).
//
// What a static linker does for object files, on IR: one definition per external symbol
// (definitions replace declarations; common objects merge; a second strong definition is
// an error), internal (static) symbols kept apart by renaming the ones whose names clash
// ("name.N"), and block ids renumbered so they stay unique in the linked module.
#pragma once

#include "ir/module.h"

#include <string>
#include <vector>

namespace ilcc {

// Moves the modules into `out`. False (with `error`) on a duplicate definition.
bool link_modules(std::vector<IrModule>& modules, IrModule& out, std::string& error);

} // namespace ilcc
