#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double stack[64]; static int sp;
static void push(double v) { stack[sp++] = v; }
static double pop(void) { return stack[--sp]; }
static double rpn(const char *expr) {
  char buf[256]; strcpy(buf, expr); sp = 0;
  for (char *t = strtok(buf, " "); t; t = strtok(0, " ")) {
    if (strlen(t) == 1 && strchr("+-*/", *t)) { double b = pop(), a = pop(); switch (*t) { case '+': push(a + b); break; case '-': push(a - b); break; case '*': push(a * b); break; case '/': push(a / b); break; } }
    else push(atof(t));
  }
  return pop();
}
int main(void) {
  const char *e[] = {"3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4 * +  10 /", "1.5 2.5 * 0.25 -"};
  for (int i = 0; i < 4; i++) printf("%s => %g\n", e[i], rpn(e[i]));
  return 0;
}
