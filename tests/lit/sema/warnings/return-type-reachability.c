// RUN: %bin/ilcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// -Wreturn-type follows reachability: a `break` after a `return` in a switch case is dead
// (QuickJS's JS_ToBoolFree and JS_ToStringInternal), as is code after a noreturn call,
// so the end of the function is not reached; a case label of a reachable switch, a label
// some goto names, a reachable break or continue make code reachable again.
void abort(void) __attribute__((noreturn));
int switch_dead_break(int tag) {
  switch (tag) {
  case 0: {
    int r = tag + 1;
    return r;
  }
    break;
  case 1:
    return 2;
  default:
    if (tag > 5) {
      return 3;
    } else {
      return 4;
    }
  }
}
int switch_abort(int tag) {
  switch (tag) {
  case 0: return 1;
  default: abort();
  }
}
int dead_after_return(int x) {
  return x;
  x++;
}
int do_while_return(int x) {
  do {
    return x;
  } while (x);
}
int loop_continue_only(int x) {
  while (1) {
    if (x) continue;
    return x;
  }
}
int nested_loop_break(int x) {
  for (;;) {
    switch (x) {
    case 1: break; // leaves the switch only
    default: return 0;
    }
    x--;
  }
}
int label_after_return(int x) {
  if (x) goto out;
  return 1;
out:
  x++;
// CHECK: return-type-reachability.c:[[@LINE+1]]:1: warning: control reaches end of non-void function
}
int reachable_break(int tag) {
  switch (tag) {
  case 0: return 1;
  case 1: break;
  default: return 2;
  }
// CHECK: return-type-reachability.c:[[@LINE+1]]:1: warning: control reaches end of non-void function
}
int do_while_continue(int x) {
  do {
    if (x) continue;
    return 0;
  } while (x--);
// CHECK: return-type-reachability.c:[[@LINE+1]]:1: warning: control reaches end of non-void function
}
int loop_break(int x) {
  while (1) {
    if (x) break;
  }
// CHECK: return-type-reachability.c:[[@LINE+1]]:1: warning: control reaches end of non-void function
}
int no_default(int x) {
  switch (x) {
  case 0: return 0;
  }
// CHECK: return-type-reachability.c:[[@LINE+1]]:1: warning: control reaches end of non-void function
}
int main(void) { return 0; }
