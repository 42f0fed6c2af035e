"""Writes a C program whose function f switches over N cases that all join in one block."""
import sys

n = int(sys.argv[1])
print("#include <stdio.h>")
print("int f(int x) { int r = 0; switch (x) {")
for i in range(n):
    print(f"case {i}: r = {i * 7}; break;")
print("} return r; }")
print('int main(void) { printf("%d %d\\n", f(3), f(' + str(n - 1) + ")); return 0; }")
