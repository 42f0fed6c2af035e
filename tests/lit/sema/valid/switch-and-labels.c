// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.8.1, 6.8.4.2: cases anywhere in the switch body (Duff's device), labels in blocks, C2x labels before declarations and '}' (gcc accepts).
void copy(char *to, const char *from, int count) {
  int n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from++;
  case 7:      *to++ = *from++;
  case 6:      *to++ = *from++;
  case 5:      *to++ = *from++;
  case 4:      *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}
int nested(int x) {
  switch (x) {
    {
    case 1:
      return 10;
    }
  default:
    if (x > 5) {
    case 2:
      return 20;
    }
  }
  return 0;
}
int labels(int x) {
  goto middle;
top:
  x--;
middle:
  if (x > 0) goto top;
  {
  inner:;
  }
end:
  return x;
}
