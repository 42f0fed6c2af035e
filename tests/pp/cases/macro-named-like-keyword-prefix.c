#define L "not a prefix"
#define u8 "neither"
L u8 L"wide" u8"utf"
