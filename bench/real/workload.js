// bench/real: a CPU-bound JavaScript workload for QuickJS (objects, arrays, strings, closures,
// classes, Map, regular expressions, JSON, typed arrays). Deterministic: prints checksums
// only. Usage: qjs workload.js [SCALE] (SCALE 1 is the measured size; the quick mode uses 0.1).
"use strict";
const scale = (typeof scriptArgs !== "undefined" && scriptArgs.length > 1) ? Number(scriptArgs[1]) : 1;
const n = (x) => Math.max(1, Math.floor(x * scale));

// xorshift32, so that every build draws the same numbers.
let seed = 12345;
function rand(m) {
  let x = seed;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  seed = x >>> 0;
  return seed % m;
}
const mix = (h, x) => (Math.imul(h, 31) + x) >>> 0;

// 1. Arrays and sorting with a comparator.
function sortRecords(count) {
  const recs = [];
  for (let i = 0; i < count; i++) recs.push({ key: rand(100000), id: i, tag: "t" + rand(50) });
  recs.sort((a, b) => a.key - b.key || a.id - b.id);
  let h = 0;
  for (let i = 0; i < recs.length; i += 7) h = mix(h, recs[i].key + recs[i].id);
  return h;
}

// 2. Map and string building: word frequencies.
const syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "xe", "zu", "pa", "qo"];
function makeWord() {
  let w = "";
  for (let i = 0, k = 1 + rand(3); i < k; i++) w += syllables[rand(syllables.length)];
  return w;
}
function wordFreq(words) {
  const parts = [];
  for (let i = 0; i < words; i++) parts.push(makeWord());
  const text = parts.join(" ");
  const freq = new Map();
  for (const w of text.split(" ")) freq.set(w, (freq.get(w) || 0) + 1);
  const keys = Array.from(freq.keys());
  keys.sort((a, b) => freq.get(b) - freq.get(a) || (a < b ? -1 : a > b ? 1 : 0));
  let h = keys.length;
  for (let i = 0; i < Math.min(20, keys.length); i++) h = mix(h, freq.get(keys[i]) + keys[i].length);
  return h + " " + keys[0];
}

// 3. Strings and regular expressions.
function strings(count) {
  let h = 0;
  const re = /([a-z]+)-(\d+)/g;
  let acc = [];
  for (let i = 0; i < count; i++) {
    const s = `${makeWord()}-${i * 7919}:${(i / 7).toFixed(3)}:${i.toString(16)}`;
    const t = s.replace(re, (m, w, d) => d + "=" + w.toUpperCase());
    acc.push(t.slice(2, 12));
    for (let j = 0; j < t.length; j += 3) h = mix(h, t.charCodeAt(j));
    if (acc.length === 64) {
      h = mix(h, acc.join(",").split("").reverse().join("").length);
      acc = [];
    }
  }
  return h;
}

// 4. Closures.
function closures(count) {
  const counter = (step) => { let c = 0; return () => (c += step); };
  const compose = (f, g) => (x) => f(g(x));
  const fs = [];
  for (let i = 1; i <= 16; i++) fs.push(counter(i));
  const inc = compose((x) => x + 1, (x) => x * 3);
  let h = 0;
  for (let i = 0; i < count; i++) h = mix(h, inc(fs[i % 16]()) % 1000003);
  return h;
}

// 5. Classes and method calls: a small particle simulation.
class Vec {
  constructor(x, y) { this.x = x; this.y = y; }
  add(o) { return new Vec(this.x + o.x, this.y + o.y); }
  scale(k) { return new Vec(this.x * k, this.y * k); }
  len2() { return this.x * this.x + this.y * this.y; }
}
class Particle {
  constructor(i) { this.p = new Vec(rand(1000), rand(1000)); this.v = new Vec(rand(7) - 3, rand(7) - 3); }
  step(dt) {
    this.p = this.p.add(this.v.scale(dt));
    if (this.p.x < 0 || this.p.x > 1000) this.v = new Vec(-this.v.x, this.v.y);
    if (this.p.y < 0 || this.p.y > 1000) this.v = new Vec(this.v.x, -this.v.y);
  }
}
function particles(count, steps) {
  const ps = [];
  for (let i = 0; i < count; i++) ps.push(new Particle(i));
  for (let s = 0; s < steps; s++) for (const p of ps) p.step(0.5);
  let e = 0;
  for (const p of ps) e += p.p.len2();
  return e.toFixed(2);
}

// 6. Integer and floating-point arithmetic, typed arrays.
function arith(count) {
  const a = new Int32Array(4096);
  const f = new Float64Array(4096);
  let x = 1;
  for (let i = 0; i < count; i++) {
    x = (x * 48271) % 2147483647;
    a[i & 4095] ^= x;
    f[i & 4095] = f[i & 4095] * 0.5 + (x % 1000) / 1000;
  }
  let h = 0, s = 0;
  for (let i = 0; i < 4096; i++) { h = mix(h, a[i]); s += f[i]; }
  return h + " " + s.toFixed(6);
}

// 7. JSON round trips.
function json(count) {
  let h = 0;
  for (let i = 0; i < count; i++) {
    const o = { id: i, name: makeWord(), tags: [rand(10), rand(100), makeWord()], nested: { ok: i % 2 === 0, v: i / 3 } };
    const s = JSON.stringify(o);
    const back = JSON.parse(s);
    h = mix(h, s.length + back.tags[1] + (back.nested.ok ? 1 : 0));
  }
  return h;
}

print("sort", sortRecords(n(60000)));
print("words", wordFreq(n(150000)));
print("strings", strings(n(40000)));
print("closures", closures(n(600000)));
print("particles", particles(n(2000), 50));
print("arith", arith(n(1500000)));
print("json", json(n(30000)));
