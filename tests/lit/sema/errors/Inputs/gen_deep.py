# Writes a translation unit nested N levels deep in one construct (limits-nesting.c):
#   python3 gen_deep.py KIND [N]
import sys
kind = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 100000
cases = {
    "paren": lambda: "int x = " + "(" * n + "0" + ")" * n + ";\n",
    "block": lambda: "void f(void) " + "{" * n + "}" * n + "\n",
    "declparen": lambda: "int " + "(" * n + "x" + ")" * n + ";\n",
    "pointer": lambda: "int " + "*" * n + "x;\n",
    "array": lambda: "int x" + "[1]" * n + ";\n",
    "arraysize": lambda: "int x[" + "sizeof(int[" * n + "1" + "])" * n + "];\n",
    "params": lambda: "int f(" + "int (*)(" * n + "void" + ")" * n + ");\n",
    "minus": lambda: "int x = " + "- " * n + "1;\n",
    "not": lambda: "int x = " + "!" * n + "1;\n",
    "deref": lambda: "int f(int *p) { return " + "*" * n + "p; }\n",
    "cast": lambda: "int x = " + "(int)" * n + "0;\n",
    "sizeof": lambda: "int x = " + "sizeof " * n + "1;\n",
    "init": lambda: "int x = " + "{" * n + "0" + "}" * n + ";\n",
    "stmtexpr": lambda: "int f(void) { return " + "({" * n + "0;" + "})" * n + "; }\n",
    "cond": lambda: "int x = " + "1 ? " * n + "1" + " : 0" * n + ";\n",
    "assign": lambda: "void f(int a) { " + "a = " * n + "1; }\n",
    "if": lambda: "void f(int a) { " + "if (a) " * n + "; }\n",
    "else": lambda: "void f(int a) { " + "if (a) ; else " * n + "; }\n",
    "struct": lambda: "".join("struct s%d { " % i for i in range(n)) + "int x; " + "} m;" * n + "\n",
    "subscript": lambda: "int f(int *a) { return " + "a[" * n + "0" + "]" * n + "; }\n",
    "call": lambda: "int f(int a) { return " + "f(" * n + "0" + ")" * n + "; }\n",
}
sys.stdout.write(cases[kind]())
