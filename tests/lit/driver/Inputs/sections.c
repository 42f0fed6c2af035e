#include <stdio.h>
#include <string.h>
int used_data = 7;
int unused_data[1000] = {1};
static int zero_static;
const int ro_used = 3;
const char *const strs[] = {"a", "b"};
__thread int tls_zero;
__thread int tls_init = 5;
int unused_fn(int x) { return x * 3; }
__attribute__((section(".text.in_section_attr_fn"))) int in_section_attr_fn(void) { return 0; }
int used_fn(int x) { return x + used_data + ro_used + zero_static + tls_zero + tls_init; }
int main(int argc, char **argv) {
  char buf[64];
  strcpy(buf, argv[0]);
  printf("%d %s %d\n", used_fn(argc) + in_section_attr_fn(), strs[1], strlen(buf) > 0);
  return 0;
}
