// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.4.5: string literals with prefixes, concatenation, escapes, universal character names; their types.
#define SAME(a, b) _Static_assert(__builtin_types_compatible_p(a, b), #a " is " #b)
_Static_assert(sizeof "abc" == 4, "terminating null");
_Static_assert(sizeof "a" "bc" == 4, "concatenated");
_Static_assert(sizeof L"ab" == 3 * sizeof(int), "wide (wchar_t is int)");
_Static_assert(sizeof u"ab" == 6, "UTF-16");
_Static_assert(sizeof U"ab" == 12, "UTF-32");
_Static_assert(sizeof u8"\u00e9" == 3, "UTF-8: two bytes and the null");
_Static_assert(sizeof L"a" "b" == 3 * sizeof(int), "an unprefixed literal joins a wide one");
_Static_assert(sizeof "\x41\101\n\0" == 5, "escapes are one byte each");
_Static_assert(sizeof u"\U0001F600" == 6, "a surrogate pair");
SAME(__typeof__("x"), char[2]);
SAME(__typeof__(u8"x"), char[2]);
SAME(__typeof__(u"x"), unsigned short[2]);
const char *multi = "line one\n"
                    "line two\n";
char array[] = "init";
_Static_assert(sizeof array == 5, "");
