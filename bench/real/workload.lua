-- bench/real: a CPU-bound Lua workload (tables, strings, closures, arithmetic, coroutines,
-- metatables). Deterministic: prints checksums only. Usage: lua workload.lua [SCALE]
-- (SCALE 1 is the measured size, about 1 s at gcc -O2; the quick mode uses 0.1).
local scale = tonumber(arg and arg[1]) or 1
local function n(x) return math.max(1, math.floor(x * scale)) end

-- xorshift32, so that every build draws the same numbers.
local seed = 12345
local function rand(m)
  local x = seed
  x = x ~ ((x << 13) & 0xFFFFFFFF)
  x = x ~ (x >> 17)
  x = x ~ ((x << 5) & 0xFFFFFFFF)
  seed = x
  return x % m
end

local function checksum(h, x)
  return (h * 31 + x) % 4294967296
end

-- 1. Tables as arrays: a sieve, then sorting records with a comparison closure.
local function sieve(limit)
  local composite, count = {}, 0
  for i = 2, limit do
    if not composite[i] then
      count = count + 1
      for j = i * i, limit, i do composite[j] = true end
    end
  end
  return count
end

local function sort_records(count)
  local recs = {}
  for i = 1, count do
    recs[i] = { key = rand(100000), name = "r" .. rand(1000), id = i }
  end
  table.sort(recs, function(a, b)
    if a.key ~= b.key then return a.key < b.key end
    return a.id < b.id
  end)
  local h = 0
  for i = 1, #recs, 7 do h = checksum(h, recs[i].key + recs[i].id) end
  return h
end

-- 2. Tables as hash maps: word frequencies over generated text.
local syllables = { "ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "xe", "zu", "pa", "qo" }
local function make_word()
  local parts = {}
  for i = 1, 1 + rand(3) do parts[i] = syllables[1 + rand(#syllables)] end
  return table.concat(parts)
end

local function word_freq(words)
  local text = {}
  for i = 1, words do text[i] = make_word() end
  local line = table.concat(text, " ")
  local freq, distinct = {}, 0
  for w in line:gmatch("%a+") do
    local c = freq[w]
    if not c then distinct = distinct + 1; freq[w] = 1 else freq[w] = c + 1 end
  end
  local keys = {}
  for k in pairs(freq) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b)
    if freq[a] ~= freq[b] then return freq[a] > freq[b] end
    return a < b
  end)
  local h = distinct
  for i = 1, math.min(20, #keys) do h = checksum(h, freq[keys[i]] + #keys[i]) end
  return h, keys[1]
end

-- 3. Strings: formatting, substitution, byte access, reversal.
local function strings(count)
  local h = 0
  local acc = {}
  for i = 1, count do
    local s = string.format("%05d:%s:%x:%.3f", i, make_word(), i * 7919, i / 7)
    s = s:gsub("(%d)(%d)", "%2%1"):upper()
    acc[#acc + 1] = s:sub(3, 12)
    for j = 1, #s, 3 do h = checksum(h, s:byte(j)) end
    if #acc == 64 then
      h = checksum(h, #table.concat(acc, ","):reverse())
      acc = {}
    end
  end
  return h
end

-- 4. Closures and higher-order functions.
local function closures(count)
  local function counter(step)
    local c = 0
    return function() c = c + step; return c end
  end
  local function compose(f, g) return function(x) return f(g(x)) end end
  local fs = {}
  for i = 1, 16 do fs[i] = counter(i) end
  local inc = compose(function(x) return x + 1 end, function(x) return x * 3 end)
  local h = 0
  for i = 1, count do
    local f = fs[1 + i % 16]
    h = checksum(h, inc(f()) % 1000003)
  end
  return h
end

-- 5. Arithmetic: integer mixing and floating-point recurrences.
local function arith(count)
  local x, y = 1, 0.5
  local h = 0
  for i = 1, count do
    x = (x * 48271) % 2147483647
    y = y * 0.999 + (x % 1000) / 1000.0
    if i % 1000 == 0 then h = checksum(h, x // 7 + math.floor(y * 1000)) end
  end
  return h, string.format("%.6f", y)
end

-- 6. Objects through metatables: a binary tree of vectors with operators.
local Vec = {}
Vec.__index = Vec
Vec.__add = function(a, b) return setmetatable({ x = a.x + b.x, y = a.y + b.y }, Vec) end
function Vec.new(x, y) return setmetatable({ x = x, y = y }, Vec) end
function Vec:len2() return self.x * self.x + self.y * self.y end

local function tree(depth)
  if depth == 0 then return { v = Vec.new(rand(100), rand(100)) } end
  return { l = tree(depth - 1), r = tree(depth - 1), v = Vec.new(depth, -depth) }
end
local function tree_sum(t)
  if not t.l then return t.v end
  return tree_sum(t.l) + tree_sum(t.r) + t.v
end

-- 7. Coroutines: a generator pipeline.
local function coroutines(count)
  local gen = coroutine.wrap(function()
    for i = 1, count do coroutine.yield(i * i % 977) end
    coroutine.yield(nil)
  end)
  local h = 0
  while true do
    local v = gen()
    if not v then break end
    h = checksum(h, v)
  end
  return h
end

print("sieve", sieve(n(400000)))
print("sort", sort_records(n(40000)))
print("words", word_freq(n(150000)))
print("strings", strings(n(40000)))
print("closures", closures(n(600000)))
print("arith", arith(n(1500000)))
local t = 0
for _ = 1, n(10) do
  local s = tree_sum(tree(12))
  t = checksum(t, s:len2() % 1000003)
end
print("tree", t)
print("coroutines", coroutines(n(200000)))
