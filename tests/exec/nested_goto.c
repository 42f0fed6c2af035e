/* GNU nested functions: non-local goto to a __label__ of the enclosing function, from a
   nested function called directly, from one called through a pointer several frames
   deeper, and from two levels of nesting; the enclosing function's locals keep the
   values they had when the jump left. */
#include <stdio.h>

static int depth_reached;

static void descend(int n, void (*leave)(int)) {
  depth_reached = n;
  if (n == 0) leave(7);
  else descend(n - 1, leave);
  printf("not reached\n");
}

static int search(const int *v, int n, int key) {
  __label__ found, missing;
  int steps = 0, where = -1;
  void check(int i) {
    steps++;
    if (v[i] == key) {
      where = i;
      goto found;
    }
  }
  for (int i = 0; i < n; i++) check(i);
  goto missing;
found:
  printf("found %d at %d after %d steps\n", key, where, steps);
  return where;
missing:
  printf("%d missing after %d steps\n", key, steps);
  return -1;
}

static int unwind(int levels) {
  __label__ out;
  int code = 0, counter = 100;
  void leave(int c) {
    code = c;
    goto out;
  }
  counter += 5;
  descend(levels, leave);
  return -1;
out:
  printf("unwound from depth %d with code %d, counter %d\n", depth_reached, code, counter);
  return code;
}

static int two_levels(int x) {
  __label__ done;
  int result = 0;
  void middle(int y) {
    void inner(int z) {
      result = x + y + z;
      if (result > 10) goto done;
    }
    inner(y * 2);
    result = -result;
  }
  middle(1);
  printf("small: %d\n", result);
  middle(5);
  printf("not reached\n");
done:
  printf("big: %d\n", result);
  return result;
}

int main(void) {
  int v[5] = {4, 8, 15, 16, 23};
  search(v, 5, 15);
  search(v, 5, 42);
  unwind(6);
  two_levels(3);
  /* The receiving frames are left intact for later calls. */
  search(v, 5, 23);
  return 0;
}
