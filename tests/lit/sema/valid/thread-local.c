// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.1: _Thread_local (and GNU __thread) objects at file and block scope with static or extern.
_Thread_local int tl_counter;
static _Thread_local long tl_internal = 3;
extern _Thread_local int tl_external;
__thread int gnu_thread;
static __thread char gnu_static;
int use(void) {
  static _Thread_local int per_thread_calls;
  extern _Thread_local int tl_counter;
  return ++per_thread_calls + tl_counter + (int)tl_internal + gnu_thread + gnu_static;
}
_Thread_local int tl_external = 1;
