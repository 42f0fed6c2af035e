#include <stdio.h>
#include <wchar.h>
#include <uchar.h>
wchar_t ws[] = L"wide\x263a";
char16_t s16[] = u"utf16\u00e9";
char32_t s32[] = U"utf32\U0001F600";
const char *u8 = u8"\u00e9t\u00e9";
wchar_t *wp = L"pointer";
int main(void) {
  printf("%zu %zu %zu\n", sizeof ws / sizeof *ws, sizeof s16 / sizeof *s16, sizeof s32 / sizeof *s32);
  for (int i = 0; ws[i]; i++) printf("%x ", (unsigned)ws[i]);
  printf("\n");
  for (int i = 0; s16[i]; i++) printf("%x ", (unsigned)s16[i]);
  printf("\n");
  for (int i = 0; s32[i]; i++) printf("%x ", (unsigned)s32[i]);
  printf("\n");
  for (const unsigned char *p = (const unsigned char *)u8; *p; p++) printf("%02x", *p);
  printf(" %zu\n", wcslen(wp));
  wchar_t wc = L'x'; char16_t c16 = u'\u1234'; char32_t c32 = U'\U00012345';
  printf("%d %x %x %zu\n", (int)wc, (unsigned)c16, (unsigned)c32, sizeof(L'a'));
  printf("%d\n", 'ab');
  return 0;
}
