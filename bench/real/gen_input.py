#!/usr/bin/env python3
"""bench/real: writes the input the compressors (zlib's minigzip, zstd) work on, a
deterministic mix of what real files hold: prose-like text from a skewed vocabulary, log
lines with timestamps and numbers, CSV records, C-like source, little-endian binary
records with small fields, and some incompressible noise. The same size gives the same
bytes on every machine and every Python (the generator is xorshift32, not `random`).
Usage: gen_input.py SIZE_BYTES > input"""
import sys


class Rng:
    def __init__(self, seed):
        self.state = seed

    def next(self):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x

    def below(self, m):
        return self.next() % m

    def skewed(self, m):
        """A small index much more often than a large one (roughly Zipf-like)."""
        return self.below(1 + self.below(1 + self.below(m)))


SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "xe", "zu", "pa", "qo", "en", "ar",
             "is", "th", "on", "de", "st", "re"]


def generate(size, seed=2024):
    rng = Rng(seed)
    vocab = ["".join(SYLLABLES[rng.below(len(SYLLABLES))] for _ in range(1 + rng.below(4)))
             for _ in range(3000)]
    idents = ["%s_%s" % (vocab[rng.below(300)], vocab[rng.below(300)]) for _ in range(200)]
    out = bytearray()
    serial = 0
    while len(out) < size:
        kind = rng.below(100)
        if kind < 35:  # a paragraph of prose
            words = [vocab[rng.skewed(len(vocab))] for _ in range(40 + rng.below(120))]
            words[0] = words[0].capitalize()
            out += (" ".join(words) + ".\n\n").encode()
        elif kind < 55:  # log lines
            for _ in range(5 + rng.below(30)):
                t = rng.below(86400)
                out += ("2024-03-%02d %02d:%02d:%02d [%s] %s: request %d took %d ms (%s)\n" % (
                    1 + rng.below(28), t // 3600, t // 60 % 60, t % 60,
                    ["INFO", "WARN", "DEBUG", "ERROR"][rng.skewed(4)], idents[rng.skewed(len(idents))],
                    rng.below(1000000), rng.skewed(5000), vocab[rng.skewed(len(vocab))])).encode()
        elif kind < 70:  # CSV records
            for _ in range(10 + rng.below(50)):
                out += ("%d,%s,%s,%d.%02d,%d\n" % (
                    rng.below(100000), vocab[rng.skewed(len(vocab))], vocab[rng.skewed(len(vocab))],
                    rng.below(10000), rng.below(100), rng.skewed(10))).encode()
        elif kind < 85:  # C-like source
            for _ in range(3 + rng.below(10)):
                a, b = idents[rng.skewed(len(idents))], idents[rng.skewed(len(idents))]
                out += ("static int %s(struct %s *p, int n)\n{\n    int i, sum = 0;\n"
                        "    for (i = 0; i < n; i++)\n        sum += p[i].%s * %d;\n"
                        "    return sum;\n}\n\n" % (a, b, vocab[rng.skewed(len(vocab))],
                                                    rng.below(64))).encode()
        elif kind < 97:  # binary records: a sequence number and small little-endian fields
            for _ in range(50 + rng.below(200)):
                serial += 1 + rng.skewed(3)
                out += serial.to_bytes(4, "little") + rng.below(7).to_bytes(2, "little")
                out += rng.skewed(60000).to_bytes(2, "little") + bytes(4) + rng.skewed(1000).to_bytes(4, "little")
        else:  # noise
            out += b"".join(rng.next().to_bytes(4, "little") for _ in range(256 + rng.below(2048)))
    return bytes(out[:size])


if __name__ == "__main__":
    sys.stdout.buffer.write(generate(int(sys.argv[1])))
