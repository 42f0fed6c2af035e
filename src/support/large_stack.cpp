#include "support/large_stack.h"

#include <pthread.h>

namespace ilcc {

int run_on_large_stack(int (*main_fn)(int, char**), int argc, char** argv) {
  struct Args {
    int (*main_fn)(int, char**);
    int argc;
    char** argv;
    int status;
  } args{main_fn, argc, argv, 1};
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, size_t(1) << 30);
  pthread_t thread;
  auto run = [](void* p) -> void* {
    Args* a = static_cast<Args*>(p);
    a->status = a->main_fn(a->argc, a->argv);
    return nullptr;
  };
  int created = pthread_create(&thread, &attr, run, &args);
  pthread_attr_destroy(&attr);
  if (created != 0) return main_fn(argc, argv);
  pthread_join(thread, nullptr);
  return args.status;
}

} // namespace ilcc
