// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// #pragma pack, weak, redefine_extname and others the parser acts on or ignores.
#pragma pack(push, 1)
struct Packed { char c; int i; };
#pragma pack(pop)
_Static_assert(sizeof(struct Packed) == 5, "packed by the pragma");
struct Natural { char c; int i; };
_Static_assert(sizeof(struct Natural) == 8, "popped");
#pragma pack(2)
struct Two { char c; int i; };
_Static_assert(sizeof(struct Two) == 6, "");
#pragma pack()
#pragma weak weak_symbol
int weak_symbol(void);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma GCC diagnostic pop
#pragma once_unknown_pragma_is_ignored
_Pragma("pack(push, 4)")
struct Four { char c; long l; };
_Pragma("pack(pop)")
_Static_assert(sizeof(struct Four) == 12, "_Pragma works like #pragma");
