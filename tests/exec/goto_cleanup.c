#include <stdio.h>
#include <stdlib.h>
static int process(int n) {
  int rc = -1; char *a = 0, *b = 0;
  a = malloc(16); if (!a) goto out;
  if (n < 0) goto free_a;
  b = malloc(32); if (!b) goto free_a;
  if (n == 0) goto free_b;
  rc = n * 2;
free_b: free(b);
free_a: free(a);
out: return rc;
}
int main(void) {
  printf("%d %d %d\n", process(-1), process(0), process(21));
  int i = 0, total = 0;
loop:
  if (i >= 10) goto done;
  if (i % 3 == 0) { i++; goto loop; }
  total += i++;
  goto loop;
done:
  printf("%d\n", total);
  return 0;
}
