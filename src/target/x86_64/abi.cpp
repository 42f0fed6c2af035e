// abi.cpp — eightbyte classification (psABI §3.2.3, "Classification" and "post merger").
#include "target/x86_64/abi.h"

namespace ilcc::x86_64 {

namespace {
EightbyteClass merge(EightbyteClass a, EightbyteClass b) {
  using E = EightbyteClass;
  if (a == b) return a;
  if (a == E::NoClass) return b;
  if (b == E::NoClass) return a;
  if (a == E::Memory || b == E::Memory) return E::Memory;
  if (a == E::Integer || b == E::Integer) return E::Integer;
  if (a == E::X87 || a == E::X87Up || a == E::ComplexX87 || b == E::X87 || b == E::X87Up || b == E::ComplexX87)
    return E::Memory;
  return E::Sse;
}
} // namespace

std::vector<EightbyteClass> classify(u64 size, std::span<const Part> parts, bool unaligned) {
  using E = EightbyteClass;
  if (size == 0) return {};
  if (size > 16 || unaligned) return {E::Memory};
  size_t n = (size + 7) / 8;
  std::vector<E> cls(n, E::NoClass);
  for (const Part& p : parts) {
    size_t first = p.offset / 8;
    size_t last = (p.offset + p.size - 1) / 8;
    if (last >= n) return {E::Memory};
    switch (p.cls) {
    case PartClass::Integer:
      for (size_t i = first; i <= last; ++i) cls[i] = merge(cls[i], E::Integer);
      break;
    case PartClass::Sse:
      for (size_t i = first; i <= last; ++i) cls[i] = merge(cls[i], E::Sse);
      break;
    case PartClass::X87:
      // The 80-bit value and its padding: X87 then X87UP.
      if (p.offset % 16 != 0 || first + 1 >= n) return {E::Memory};
      cls[first] = cls[first] == E::NoClass ? E::X87 : E::Memory;
      cls[first + 1] = cls[first + 1] == E::NoClass ? E::X87Up : E::Memory;
      break;
    case PartClass::Vector16:
      if (p.offset % 16 != 0 || first + 1 >= n) return {E::Memory};
      cls[first] = merge(cls[first], E::Sse);
      cls[first + 1] = cls[first + 1] == E::NoClass ? E::SseUp : E::Memory;
      break;
    }
  }
  // Post merger: any MEMORY makes the whole aggregate MEMORY; X87UP must follow X87; an
  // SSEUP must follow SSE or SSEUP.
  for (size_t i = 0; i < n; ++i) {
    if (cls[i] == E::Memory) return {E::Memory};
    if (cls[i] == E::X87Up && (i == 0 || cls[i - 1] != E::X87)) return {E::Memory};
    if (cls[i] == E::SseUp && (i == 0 || (cls[i - 1] != E::Sse && cls[i - 1] != E::SseUp))) cls[i] = E::Sse;
  }
  // An eightbyte of padding only stays NO_CLASS: it takes no register.
  return cls;
}

} // namespace ilcc::x86_64
