#include <stdio.h>
#include <wchar.h>
int main(void) {
  wchar_t buf[32]; wcscpy(buf, L"hello"); wcscat(buf, L" w");
  printf("%zu %d\n", wcslen(buf), wcscmp(buf, L"hello w"));
  int sum = 0; for (wchar_t *p = buf; *p; p++) sum += *p; printf("%d\n", sum);
  wchar_t arr[] = {L'a', 0x1F600, 0}; printf("%zu %x\n", sizeof arr, (unsigned)arr[1]);
  const wchar_t *ws[] = {L"x", L"yy"}; printf("%zu\n", wcslen(ws[1]));
  return 0;
}
