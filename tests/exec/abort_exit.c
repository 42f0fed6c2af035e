#include <stdio.h>
#include <stdlib.h>
static void f(int d) { if (d == 0) { printf("bye\n"); exit(42); } f(d - 1); }
int main(void) { f(20); return 0; }
