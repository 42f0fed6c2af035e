// RUN: ilcc -E -P %s | FileCheck %s
// RUN: ilcc -E -P -std=c2x %s | FileCheck %s
// __has_c_attribute answers what sema implements: the standard attributes with their
// C23 dates (6.10.1), 1 for gnu::name and __gnu__::__name__ of a known GNU attribute,
// 0 for the rest (unsequenced and reproducible are not implemented).
deprecated __has_c_attribute(deprecated) __has_c_attribute(__deprecated__)
fallthrough __has_c_attribute(fallthrough)
maybe_unused __has_c_attribute(maybe_unused) __has_c_attribute(__maybe_unused__)
nodiscard __has_c_attribute(nodiscard)
noreturn __has_c_attribute(noreturn) __has_c_attribute(_Noreturn)
unsequenced __has_c_attribute(unsequenced) __has_c_attribute(reproducible)
gnu __has_c_attribute(gnu::unused) __has_c_attribute(__gnu__::__packed__) __has_c_attribute(gnu::deprecated)
unknown __has_c_attribute(gnu::no_such_thing) __has_c_attribute(clang::fallthrough) __has_c_attribute(foo)
// CHECK: deprecated 201904 201904
// CHECK: fallthrough 201904
// CHECK: maybe_unused 201904 201904
// CHECK: nodiscard 202003
// CHECK: noreturn 202202 202202
// CHECK: unsequenced 0 0
// CHECK: gnu 1 1 1
// CHECK: unknown 0 0 0
