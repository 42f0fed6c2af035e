# bench/real: a pure-Python workload for the built CPython interpreter (dicts, strings,
# classes, closures, generators, integer and float arithmetic). It imports nothing, so it
# runs with -S -E from the build tree. Deterministic: prints checksums only.
# Usage: python workload.py [SCALE] (SCALE 1 is the measured size; the quick mode uses 0.1).
import sys

scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0


def n(x):
    return max(1, int(x * scale))


class Rng:
    """xorshift32, so that every build draws the same numbers."""

    def __init__(self, seed):
        self.state = seed

    def below(self, m):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x % m


rng = Rng(12345)


def mix(h, x):
    return (h * 31 + x) % 4294967296


# 1. Dicts: word frequencies over generated text.
SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "xe", "zu", "pa", "qo"]


def make_word():
    return "".join(SYLLABLES[rng.below(len(SYLLABLES))] for _ in range(1 + rng.below(3)))


def word_freq(words):
    text = " ".join(make_word() for _ in range(words))
    freq = {}
    for w in text.split():
        freq[w] = freq.get(w, 0) + 1
    keys = sorted(freq, key=lambda k: (-freq[k], k))
    h = len(keys)
    for k in keys[:20]:
        h = mix(h, freq[k] + len(k))
    return h, keys[0]


# 2. Strings: formatting, replacing, slicing, joining.
def strings(count):
    h = 0
    acc = []
    for i in range(count):
        s = "%05d:%s:%x:%.3f" % (i, make_word(), i * 7919, i / 7)
        s = s.replace("a", "@").upper()
        acc.append(s[2:12])
        for j in range(0, len(s), 3):
            h = mix(h, ord(s[j]))
        if len(acc) == 64:
            h = mix(h, len(",".join(acc)[::-1]))
            acc = []
    return h


# 3. Classes: records sorted by a key, a small inheritance hierarchy with dispatch.
class Shape:
    def __init__(self, k):
        self.k = k

    def area(self):
        return 0


class Rect(Shape):
    def __init__(self, k, w, h):
        super().__init__(k)
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h


class Tri(Shape):
    def __init__(self, k, b, h):
        super().__init__(k)
        self.b, self.h = b, h

    def area(self):
        return self.b * self.h // 2


def shapes(count):
    objs = []
    for i in range(count):
        if i % 3 == 0:
            objs.append(Shape(i))
        elif i % 3 == 1:
            objs.append(Rect(i, rng.below(100), rng.below(100)))
        else:
            objs.append(Tri(i, rng.below(100), rng.below(100)))
    objs.sort(key=lambda o: (o.area(), o.k))
    h = 0
    for o in objs[::7]:
        h = mix(h, o.area() + o.k)
    return h


# 4. Closures and generators.
def closures(count):
    def counter(step):
        c = 0

        def f():
            nonlocal c
            c += step
            return c
        return f

    fs = [counter(i) for i in range(1, 17)]
    h = 0
    for i in range(count):
        h = mix(h, (fs[i % 16]() * 3 + 1) % 1000003)
    return h


def primes():
    found = []
    k = 2
    while True:
        if all(k % p for p in found if p * p <= k):
            found.append(k)
            yield k
        k += 1


def generators(count):
    h = 0
    g = primes()
    for _ in range(count):
        h = mix(h, next(g))
    return h


# 5. Arithmetic: big integers and floats.
def arith(count):
    x, y = 1, 0.5
    h = 0
    for i in range(count):
        x = (x * 48271) % 2147483647
        y = y * 0.999 + (x % 1000) / 1000.0
        if i % 1000 == 0:
            h = mix(h, x // 7 + int(y * 1000))
    f = 1
    for i in range(1, n(1500)):
        f *= i
    return h, "%.6f" % y, len(str(f))


print("words", *word_freq(n(60000)))
print("strings", strings(n(20000)))
print("shapes", shapes(n(30000)))
print("closures", closures(n(150000)))
print("generators", generators(n(4000)))
print("arith", *arith(n(300000)))
