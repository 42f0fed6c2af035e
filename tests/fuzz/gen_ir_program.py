#!/usr/bin/env python3
"""Generates a random, well-defined program in alloca-form IR (as lowering emits it).

Usage: gen_ir_program.py SEED > prog.ir

The program has a main with a handful of i64/i32 locals in stack slots and random nested
statements: assignments of arithmetic expressions, if/else, bounded while loops, switches,
calls to a generated helper, and finally prints a checksum of every local. All arithmetic
is defined: divisors are forced odd (never zero) and shift counts masked. Used by
tests/fuzz/ir-differential.sh to compare ilcc-run before and after the optimizer."""
import random
import sys

class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.v = 0
        self.b = 0
        self.lines = []
        self.nlocals = self.r.randint(3, 7)
        self.types = [self.r.choice(["i64", "i32"]) for _ in range(self.nlocals)]

    def val(self):
        self.v += 1
        return f"%{self.v}"

    def block(self):
        self.b += 1
        return f".LBB{self.b}"

    def emit(self, s):
        self.lines.append("  " + s)

    def label(self, l):
        self.lines.append(f"{l}:")

    def load(self, i):
        t = self.types[i]
        v = self.val()
        self.emit(f"{v} = load {t}, %s{i}")
        if t == "i32":
            w = self.val()
            self.emit(f"{w} = cast i32 {v} to i64")
            return w
        return v

    def store(self, i, v64):
        t = self.types[i]
        if t == "i32":
            w = self.val()
            self.emit(f"{w} = cast i64 {v64} to i32")
            v64 = w
        self.emit(f"store {t} {v64}, %s{i}")

    def expr(self, depth=0):
        r = self.r
        if depth > 2 or r.random() < 0.3:
            if r.random() < 0.7:
                return self.load(r.randrange(self.nlocals))
            return str(r.randint(-50, 1000))
        a, b = self.expr(depth + 1), self.expr(depth + 1)
        op = r.choice(["add", "sub", "mul", "and", "or", "xor", "shl", "ashr", "lshr", "sdiv", "srem", "udiv", "urem", "cmp", "select"])
        d = self.val()
        if op in ("shl", "ashr", "lshr"):
            m = self.val()
            self.emit(f"{m} = and i64 {b}, 15")
            self.emit(f"{d} = {op} i64 {a}, {m}")
        elif op in ("sdiv", "srem", "udiv", "urem"):
            m = self.val()
            self.emit(f"{m} = or i64 {b}, 1")
            if op in ("sdiv", "srem"):  # avoid INT64_MIN / -1
                n = self.val()
                self.emit(f"{n} = and i64 {m}, 255")
                m = n
                k = self.val()
                self.emit(f"{k} = or i64 {m}, 1")
                m = k
            self.emit(f"{d} = {op} i64 {a}, {m}")
        elif op == "cmp":
            c = self.val()
            cc = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
            self.emit(f"{c} = cmp {cc} i64 {a}, {b}")
            self.emit(f"{d} = cast i8 {c} to i64")
        elif op == "select":
            c = self.val()
            self.emit(f"{c} = cmp slt i64 {a}, {b}")
            self.emit(f"{d} = select i64 {c}, {a}, {b}")
        else:
            self.emit(f"{d} = {op} i64 {a}, {b}")
        return d

    def cond(self):
        a, b = self.expr(1), self.expr(1)
        c = self.val()
        self.emit(f"{c} = cmp {self.r.choice(['slt', 'sgt', 'eq', 'ne', 'ult'])} i64 {a}, {b}")
        return c

    def stmts(self, depth, n):
        for _ in range(n):
            self.stmt(depth)

    def stmt(self, depth):
        r = self.r
        k = r.random()
        if depth >= 3 or k < 0.45:
            self.store(r.randrange(self.nlocals), self.expr())
        elif k < 0.6:
            c = self.cond()
            t, e, j = self.block(), self.block(), self.block()
            self.emit(f"condbr {c}, {t}, {e}")
            self.label(t)
            self.stmts(depth + 1, r.randint(1, 3))
            self.emit(f"br {j}")
            self.label(e)
            self.stmts(depth + 1, r.randint(0, 2))
            self.emit(f"br {j}")
            self.label(j)
        elif k < 0.75:
            # while (counter < N) { body; counter++ } with a fresh counter slot
            ctr = self.val()
            self.emit(f"{ctr} = alloca i32, 4, 4")
            self.emit(f"store i32 0, {ctr}")
            h, body, out = self.block(), self.block(), self.block()
            self.emit(f"br {h}")
            self.label(h)
            cv, cc = self.val(), self.val()
            self.emit(f"{cv} = load i32, {ctr}")
            self.emit(f"{cc} = cmp slt i32 {cv}, {r.randint(1, 8)}")
            self.emit(f"condbr {cc}, {body}, {out}")
            self.label(body)
            self.stmts(depth + 1, r.randint(1, 3))
            nv, nn = self.val(), self.val()
            self.emit(f"{nv} = load i32, {ctr}")
            self.emit(f"{nn} = add i32 {nv}, 1")
            self.emit(f"store i32 {nn}, {ctr}")
            self.emit(f"br {h}")
            self.label(out)
        elif k < 0.87:
            x = self.expr(1)
            m = self.val()
            self.emit(f"{m} = and i64 {x}, 3")
            cases = [self.block() for _ in range(3)]
            dflt, j = self.block(), self.block()
            self.emit(f"switch i64 {m}, default {dflt} [0: {cases[0]}, 1: {cases[1]}, 2: {cases[2]}]")
            for c in cases + [dflt]:
                self.label(c)
                self.stmts(depth + 1, r.randint(0, 2))
                self.emit(f"br {j}")
            self.label(j)
        else:
            a, b = self.expr(1), self.expr(1)
            d = self.val()
            self.emit(f"{d} = call i64 @mix(i64 {a}, i64 {b})")
            self.store(r.randrange(self.nlocals), d)

    def program(self):
        out = ["declare i32 @printf(ptr, ...)", 'string @.fmt = "%ld\\n"', ""]
        out += ["define i64 @mix(i64 %0, i64 %1) param_allocas [%2] {", ".LBB0:",
                "  %2 = alloca i64, 8, 8", "  %3 = paramref 0, i64", "  store i64 %3, %2",
                "  %4 = load i64, %2", "  %5 = mul i64 %4, 31", "  %6 = xor i64 %5, %1",
                "  %7 = lshr i64 %6, 3", "  %8 = add i64 %7, %4", "  ret i64 %8", "}", ""]
        self.b = 0
        self.lines = []
        self.v = 0
        self.label(self.block())
        for i in range(self.nlocals):
            self.emit(f"%s{i} = alloca {self.types[i]}, {8 if self.types[i] == 'i64' else 4}, {8 if self.types[i] == 'i64' else 4}")
        for i in range(self.nlocals):
            self.emit(f"store {self.types[i]} {self.r.randint(-100, 100)}, %s{i}")
        self.stmts(0, self.r.randint(4, 10))
        sumv = "0"
        for i in range(self.nlocals):
            v = self.load(i)
            s = self.val()
            self.emit(f"{s} = add i64 {sumv}, {v}")
            m = self.val()
            self.emit(f"{m} = mul i64 {s}, 1000003")
            sumv = m
            f = self.val()
            self.emit(f"{f} = globaladdr @.fmt")
            c = self.val()
            self.emit(f"{c} = call i32 @printf(ptr {f}, i64 {v})")
        r = self.val()
        self.emit(f"{r} = and i64 {sumv}, 127")
        t = self.val()
        self.emit(f"{t} = cast i64 {r} to i32")
        self.emit(f"ret i32 {t}")
        # Number the slot values after everything else so ids stay unique.
        text = "\n".join(self.lines)
        base = self.v
        for i in range(self.nlocals):
            text = text.replace(f"%s{i},", f"%{base + 1 + i},").replace(f"%s{i}\n", f"%{base + 1 + i}\n").replace(f"%s{i} =", f"%{base + 1 + i} =")
        # Block ids must be unique in the module: shift main's above @mix's .LBB0.
        out.append("define i32 @main() {")
        out.append(text)
        out.append("}")
        return "\n".join(out) + "\n"

if __name__ == "__main__":
    print(Gen(int(sys.argv[1])).program(), end="")
