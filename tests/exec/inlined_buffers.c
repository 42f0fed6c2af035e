/* A recursive function whose four calls of a helper with a 64-byte buffer are inlined:
   the buffers of successive calls share one slot (stack colouring), so each level of
   the recursion takes one buffer's space, not four (docs/codegen.md). */
#include <stdio.h>
#include <string.h>

static unsigned digest;

static void step(const char *tag, int depth) {
  char buf[64];
  snprintf(buf, sizeof buf, "%s:%d", tag, depth);
  for (const char *p = buf; *p; p++) digest = digest * 31 + (unsigned char)*p;
}

static int walk(int depth) {
  if (depth == 0) return 0;
  step("a", depth);
  step("b", depth);
  step("c", depth);
  step("d", depth);
  return walk(depth - 1) + 1;
}

int main(void) {
  int n = walk(1000);
  printf("%d %u\n", n, digest);
  return 0;
}
