#!/usr/bin/env python3
"""Writes a valid SSA IR module with at least N instructions, terminators not counted
(default 1,000,000), to stdout.

Each function is a chain of diamonds: a block of arithmetic, memory and compare
instructions ends in a conditional branch to two arms that rejoin in a block with phis,
inside a loop whose header carries two induction phis. Every function verifies."""
import random
import sys

def function(out, fidx, target, rng, block_base):
    lines = []
    v = 2
    b = block_base
    def val():
        nonlocal v
        v += 1
        return v - 1
    entry, header = b, b + 1
    b += 2
    slot = val()
    lines.append(f"define i64 @f{fidx}(i64 %0, i64 %1) {{")
    lines.append(f".LBB{entry}:")
    lines.append(f"  %{slot} = alloca i64, 8, 8")
    lines.append(f"  store i64 %0, %{slot}")
    lines.append(f"  br .LBB{header}")
    count = 2
    i_phi, acc_phi = val(), val()
    latch_vals = None
    body_lines = []
    live = [i_phi, acc_phi, 0, 1]  # %0 and %1 are parameters
    cur = header
    while count < target:
        # a straight block of 12 instructions
        blk = []
        for _ in range(10):
            a, c = rng.choice(live), rng.choice(live)
            op = rng.choice(["add", "sub", "mul", "xor", "and", "or", "shl"])
            d = val()
            blk.append(f"  %{d} = {op} i64 %{a}, %{c}")
            live.append(d)
        ld = val()
        blk.append(f"  %{ld} = load i64, %{slot}")
        blk.append(f"  store i64 %{live[-1]}, %{slot}")
        cond = val()
        blk.append(f"  %{cond} = cmp slt i64 %{ld}, %{live[-2]}")
        live = live[-6:] + [i_phi, acc_phi, ld]
        left, right, join = b, b + 1, b + 2
        b += 3
        blk.append(f"  condbr %{cond}, .LBB{left}, .LBB{right}")
        x, y = val(), val()
        blk.append(f".LBB{left}:")
        blk.append(f"  %{x} = add i64 %{live[0]}, 1")
        blk.append(f"  br .LBB{join}")
        blk.append(f".LBB{right}:")
        blk.append(f"  %{y} = sub i64 %{live[1]}, 1")
        blk.append(f"  br .LBB{join}")
        p = val()
        blk.append(f".LBB{join}:")
        blk.append(f"  %{p} = phi i64 [%{x}, .LBB{left}], [%{y}, .LBB{right}]")
        live.append(p)
        count += 16  # instructions (terminators not counted)
        body_lines.extend(blk)
        cur = join
    nexti, nacc, done, exitb = val(), val(), val(), b
    b += 1
    body_lines.append(f"  %{nexti} = add i64 %{i_phi}, 1")
    body_lines.append(f"  %{nacc} = add i64 %{acc_phi}, %{live[-1]}")
    body_lines.append(f"  %{done} = cmp slt i64 %{nexti}, %1")
    body_lines.append(f"  condbr %{done}, .LBB{header}, .LBB{exitb}")
    lines.append(f".LBB{header}:")
    lines.append(f"  %{i_phi} = phi i64 [0, .LBB{entry}], [%{nexti}, .LBB{cur}]")
    lines.append(f"  %{acc_phi} = phi i64 [%0, .LBB{entry}], [%{nacc}, .LBB{cur}]")
    lines.extend(body_lines)
    lines.append(f".LBB{exitb}:")
    lines.append(f"  ret i64 %{nacc}")
    lines.append("}")
    out.write("\n".join(lines) + "\n\n")
    return b, count + 5

def main():
    total = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    per_function = 1000
    rng = random.Random(7)
    out = sys.stdout
    done, block = 0, 0
    fidx = 0
    while done < total:
        block, n = function(out, fidx, per_function, rng, block)
        done += n
        fidx += 1

if __name__ == "__main__":
    main()
