#!/usr/bin/env python3
# Writes a C program whose every kind of assembler name is N characters long (default
# 4000): functions (global, static, weak, alias, asm label), globals (initialized, zero,
# common, const, thread-local, static, in a named section), local statics, labels, string
# literals, and a source file name for -g's line table. Each name is a distinct prefix
# padded with 'x' up to N, so that a truncated name collides with or differs from its
# declaration. The program prints one checksum line: "long names: 110 40 ok".
#   long_names.py N > t.c         the program
#   long_names.py N --check t.s   checks ilcc's assembly: every object's .type, .size (or
#                                 .comm) and label, the sections and the .file name are
#                                 whole; prints "assembly names: ok" or what is wrong
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
def name(p):
    return p + "_" + "x" * (n - len(p) - 1)

if len(sys.argv) > 3 and sys.argv[2] == "--check":
    text = open(sys.argv[3]).read()
    lines = set(l.strip() for l in text.splitlines())
    want = []
    for g in ["g_init", "g_const", "g_tls", "g_static", "g_section", "g_rosection", "g_str"]:
        want += [".type\t%s, @object" % name(g), ".size\t%s, %d" % (name(g), 8 if g == "g_str" else 16 if g == "g_const" else 4), name(g) + ":"]
    for g in ["g_zero", "g_common"]:
        if ".comm\t%s,4,4" % name(g) not in lines:
            want += [".type\t%s, @object" % name(g), ".size\t%s, 4" % name(g)]
    for f in ["f_weak", "f_static", "f_global", "f_hidden", "f_locals"]:
        want += [".type\t%s, @function" % name(f), name(f) + ":", ".size\t%s, .-%s" % (name(f), name(f))]
    want += [".globl\t" + name("g_asm_label"), ".set\t%s, %s" % (name("f_alias"), name("f_global")),
             '.section\t%s,"aw"' % name(".data.sec"), '.section\t%s,"a"' % name(".rodata.sec"),
             '.ascii\t"%s"' % ("s" * n)]
    if "\t.file\t" in text:
        want.append('.file\t1 "%s"' % ("src_" + "y" * (n - 6) + ".c"))
    missing = [w for w in want if w not in lines]
    for w in missing:
        print("missing: " + (w if len(w) < 80 else w[:60] + "...(%d chars)" % len(w)))
    print("assembly names: " + ("ok" if not missing else "%d missing" % len(missing)))
    sys.exit(0)

fname = "src_" + "y" * (n - 6) + ".c"
w = sys.stdout.write
w('#line 1 "%s"\n' % fname)
w('#include <stdio.h>\n')
w('int %s = 7;\n' % name("g_init"))
w('int %s;\n' % name("g_zero"))
w('__attribute__((common)) int %s;\n' % name("g_common"))
w('const int %s[4] = {1, 2, 3, 4};\n' % name("g_const"))
w('__thread int %s = 5;\n' % name("g_tls"))
w('static int %s = 9;\n' % name("g_static"))
w('__attribute__((section("%s"))) int %s = 11;\n' % (name(".data.sec"), name("g_section")))
w('__attribute__((section("%s"))) const int %s = 12;\n' % (name(".rodata.sec"), name("g_rosection")))
w('int %s __asm__("%s") = 13;\n' % (name("g_asm"), name("g_asm_label")))
w('const char *%s = "%s";\n' % (name("g_str"), "s" * n))
w('__attribute__((weak)) int %s(int a) { return a + 1; }\n' % name("f_weak"))
w('static __attribute__((noinline)) int %s(int a) { return a * 2; }\n' % name("f_static"))
w('int %s(int a) { return %s(a) + %s(a); }\n' % (name("f_global"), name("f_static"), name("f_weak")))
w('int %s(int a) __attribute__((alias("%s")));\n' % (name("f_alias"), name("f_global")))
w('__attribute__((visibility("hidden"))) int %s(int a) { return a - 1; }\n' % name("f_hidden"))
w('int %s(void) {\n' % name("f_locals"))
w('  static int %s = 3;\n' % name("l_static"))
w('  static void *%s[] = {&&%s, &&%s};\n' % (name("l_table"), name("lab_a"), name("lab_b")))
w('  int r = 0;\n')
w('  for (int i = 0; i < 2; i++) {\n')
w('    goto *%s[i];\n' % name("l_table"))
w('  %s: r += %s++; continue;\n' % (name("lab_a"), name("l_static")))
w('  %s: r += 10;\n' % name("lab_b"))
w('  }\n')
w('  return r;\n')
w('}\n')
w('int main(void) {\n')
w('  int s = %s + %s + %s + %s[3] + %s + %s + %s + %s + %s;\n' % (
    name("g_init"), name("g_zero"), name("g_common"), name("g_const"), name("g_tls"), name("g_static"),
    name("g_section"), name("g_rosection"), name("g_asm")))
w('  s += %s(5) + %s(5) + %s(5) + %s();\n' % (name("f_global"), name("f_alias"), name("f_hidden"), name("f_locals")))
w('  int len = 0;\n')
w('  for (const char *p = %s; *p; p++) len++;\n' % name("g_str"))
w('  printf("long names: %%d %%d %%s\\n", s, len / 100, len == %d ? "ok" : "truncated");\n' % n)
w('  return 0;\n')
w('}\n')
