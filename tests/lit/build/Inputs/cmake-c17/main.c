#include <stdalign.h>
void greet(const char *who);
int main(void) {
  alignas(16) char name[] = "cmake";
  greet(name);
  return 0;
}
