#include <stdio.h>
#include <stdatomic.h>
#include <stdint.h>
_Atomic int ai = 5; atomic_long al; _Atomic unsigned char ac = 250;
int main(void) {
  ai += 3; ai++; printf("%d\n", ai);
  atomic_fetch_add(&al, 10); atomic_fetch_sub(&al, 3); printf("%ld\n", atomic_load(&al));
  int exp = 9; printf("%d ", atomic_compare_exchange_strong(&ai, &exp, 20)); printf("%d\n", ai);
  exp = 9; int ok = atomic_compare_exchange_strong(&ai, &exp, 30); printf("%d %d\n", ok, exp);
  printf("%d\n", atomic_exchange(&ai, 1)); ac += 10; printf("%d\n", ac);
  int v = 0; printf("%d ", __sync_fetch_and_add(&v, 5)); printf("%d ", __sync_add_and_fetch(&v, 5)); printf("%d\n", __sync_val_compare_and_swap(&v, 10, 3));
  ok = __sync_bool_compare_and_swap(&v, 3, 4); printf("%d %d\n", ok, v);
  printf("%d ", __sync_fetch_and_or(&v, 8)); printf("%d\n", __sync_and_and_fetch(&v, 9));
  printf("%d\n", __sync_lock_test_and_set(&v, 77)); __sync_lock_release(&v); printf("%d\n", v);
  long long w = 1; __atomic_store_n(&w, 100, __ATOMIC_SEQ_CST); printf("%lld ", __atomic_load_n(&w, __ATOMIC_ACQUIRE));
  printf("%lld ", __atomic_fetch_xor(&w, 0xff, __ATOMIC_RELAXED)); printf("%lld\n", __atomic_add_fetch(&w, 1, __ATOMIC_SEQ_CST));
  long long e = 5; ok = __atomic_compare_exchange_n(&w, &e, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); printf("%d %lld\n", ok, e);
  short sh = 0; __atomic_fetch_sub(&sh, 1, __ATOMIC_SEQ_CST); printf("%d\n", sh);
  int xchg = 0; __atomic_exchange(&v, &(int){55}, &xchg, __ATOMIC_SEQ_CST); printf("%d %d\n", xchg, v);
  atomic_flag f = ATOMIC_FLAG_INIT; printf("%d ", atomic_flag_test_and_set(&f)); printf("%d\n", atomic_flag_test_and_set(&f));
  __atomic_thread_fence(__ATOMIC_SEQ_CST); __sync_synchronize();
  printf("%d\n", __atomic_always_lock_free(sizeof(long), 0));
  return 0;
}
